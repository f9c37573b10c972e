"""Line of sight on a position (rules ``sight.general``, ``sight.edge``, ``elevation.sight``).

A hex strictly between the two units blocks when it holds a unit, blocking
terrain or a blocking obstacle at the same height as the lower of the two
units or higher; raised ground itself (a hill, height 1) blocks only when it
is higher than the lower unit, so two units at height 1 see each other over
a hill, a town or units at height 0.  Half hexes always block.  Two or more
adjacent lake hexes on the line block.  A line running along hex edges is
blocked only when blocking hexes lie on both sides of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.memoir44.board import HALF_HEXES, format_hex, is_half_hex
from engine.memoir44.citations import cite
from engine.memoir44.hexgrid import Hex, ordered_traces, sight_traces
from engine.memoir44.position import Position


def _blocker(position: Position, low: int) -> Callable[[Hex], bool]:
    units = position.units
    info = position.sight_info
    half = HALF_HEXES

    def blocks(h: Hex) -> bool:
        if h in half:
            return True
        i = info.get(h)
        if i is None:
            return low == 0 and h in units
        if i[0] > low:
            return True  # raised ground above the lower unit
        if i[0] < low:
            return False  # everything on this hex is below both units
        return i[1] or h in units

    return blocks


def _lake_run(position: Position, hexes: tuple[Hex, ...]) -> bool:
    info = position.sight_info
    previous = False
    for h in hexes:
        i = info.get(h)
        lake = i is not None and i[2]
        if lake and previous:
            return True
        previous = lake
    return False


def _lakes_block(position: Position, a: Hex, b: Hex) -> bool:
    if not position.has_lakes:
        return False
    plus, minus = ordered_traces(a, b)
    return _lake_run(position, plus) and _lake_run(position, minus)


def has_line_of_sight(position: Position, a: Hex, b: Hex) -> bool:
    """Fast yes/no check; see :func:`line_of_sight` for the explained version."""
    low = min(position.height(a), position.height(b))
    blocks = _blocker(position, low)
    common, plus, minus = sight_traces(a, b)
    for h in common:
        if blocks(h):
            return False
    if plus and any(blocks(h) for h in plus) and any(blocks(h) for h in minus):
        return False
    return not _lakes_block(position, a, b)


@dataclass
class SightResult:
    clear: bool
    along_edge: bool
    blockers: list[tuple[Hex, str]] = field(default_factory=list)  # (hex, Czech reason) on the deciding trace(s)
    side_blockers: list[tuple[Hex, str]] = field(default_factory=list)  # edge case: blockers on one side only
    steps: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)


def _reason(position: Position, h: Hex, low: int) -> str | None:
    if is_half_hex(h):
        return f"půlené pole {format_hex(h)} na kraji bojiště"
    t = position.terrain_at(h)
    height = position.height(h)
    if height > low:
        return f"{t.name} na poli {format_hex(h)} ve výšce {height} (výš než nižší z obou jednotek, výška {low})"
    if height < low:
        return None
    where = f"na poli {format_hex(h)}" + (f" ve výšce {height}" if low else "")
    what = []
    if h in position.units:
        what.append("jednotka")
    if t.blocks_sight:
        what.append(t.name)
    ob = position.obstacle_at(h)
    if ob is not None and ob.blocks_sight:
        what.append(ob.name)
    return f"{' a '.join(what)} {where}" if what else None


def line_of_sight(position: Position, a: Hex, b: Hex) -> SightResult:
    """Explained line of sight from the centre of ``a`` to the centre of ``b``."""
    low = min(position.height(a), position.height(b))
    common, plus, minus = sight_traces(a, b)
    along = bool(plus or minus)
    res = SightResult(clear=True, along_edge=along)
    general = cite("sight.general")
    elevation = cite("elevation.sight")
    for h in common:
        why = _reason(position, h, low)
        if why:
            res.blockers.append((h, why))
    plus_b = [(h, w) for h in plus if (w := _reason(position, h, low))]
    minus_b = [(h, w) for h in minus if (w := _reason(position, h, low))]
    rules = (general, elevation) if (position.height(a) or position.height(b) or position.elevation) else (general,)
    if res.blockers:
        res.clear = False
        res.steps.append(
            ("Linii výhledu blokuje: " + "; ".join(w for _, w in res.blockers) + ".", rules)
        )
    if along:
        if plus_b and minus_b:
            res.clear = False
            res.blockers.extend(plus_b + minus_b)
            res.steps.append(
                (
                    "Linie vede podél okraje polí a pole, která ji blokují, jsou po obou jejích stranách ("
                    + "; ".join(w for _, w in plus_b + minus_b) + "), takže je blokovaná.",
                    (cite("sight.edge"),),
                )
            )
        elif plus_b or minus_b:
            res.side_blockers = plus_b or minus_b
            res.steps.append(
                (
                    "Linie vede podél okraje polí; překážka je jen na jedné straně ("
                    + "; ".join(w for _, w in res.side_blockers) + "), takže linii neblokuje.",
                    (cite("sight.edge"),),
                )
            )
    if _lakes_block(position, a, b):
        res.clear = False
        res.steps.append(
            ("Linie vede přes dvě sousední pole jezera, jednotky přes ně nemají linii výhledu.",
             (cite("terrain.lake"),))
        )
    if res.clear:
        ends = "Terén a překážky na polích útočníka a cíle linii výhledu neblokují."
        if low >= 1:
            res.steps.append(
                (
                    f"Obě jednotky jsou ve výšce {low} nebo výš; terén a jednotky v nižší výšce linii výhledu "
                    f"neblokují. {ends}",
                    (elevation, cite("terrain.hill")),
                )
            )
        res.steps.append(("Linie výhledu mezi středy obou polí není blokovaná.", (general,)))
    return res
