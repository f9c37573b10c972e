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

from engine.memoir44.board import HALF_HEXES, is_half_hex
from engine.memoir44.facts import Feature
from engine.memoir44.hexgrid import Hex, ordered_traces, sight_traces
from engine.memoir44.notes import Notes
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


@dataclass(frozen=True)
class Blocker:
    """What blocks the line on one hex: ``what`` are the blocking features (and ``unit``), or
    ``raised`` ground higher than the lower unit, or a half hex."""

    hex: Hex
    what: tuple[Feature, ...] = ()
    unit: bool = False
    height: int = 0
    raised: bool = False  # raised ground above the lower of the two units
    half: bool = False


@dataclass
class SightResult:
    clear: bool
    along_edge: bool
    blockers: list[Blocker] = field(default_factory=list)  # on the deciding hexes
    side_blockers: list[Blocker] = field(default_factory=list)  # edge case: blockers on one side only
    notes: Notes = field(default_factory=Notes)


def _blocker_at(position: Position, h: Hex, low: int) -> Blocker | None:
    if is_half_hex(h):
        return Blocker(h, half=True)
    height = position.height(h)
    if height > low:
        return Blocker(h, (position.terrain_at(h).key,), height=height, raised=True)
    if height < low:
        return None
    what = tuple(f.key for f in position.features(h) if f.blocks_sight)
    unit = h in position.units
    return Blocker(h, what, unit, height) if what or unit else None


def line_of_sight(position: Position, a: Hex, b: Hex) -> SightResult:
    """Explained line of sight from the centre of ``a`` to the centre of ``b``."""
    low = min(position.height(a), position.height(b))
    common, plus, minus = sight_traces(a, b)
    along = bool(plus or minus)
    res = SightResult(clear=True, along_edge=along)
    res.blockers = [x for h in common if (x := _blocker_at(position, h, low))]
    plus_b = [x for h in plus if (x := _blocker_at(position, h, low))]
    minus_b = [x for h in minus if (x := _blocker_at(position, h, low))]
    keys = ("sight.general", "elevation.sight") if (low or position.height(a) or position.height(b)
                                                    or position.elevation) else ("sight.general",)
    if res.blockers:
        res.clear = False
        res.notes.add("sight.blocked", *keys, blockers=list(res.blockers), low=low)
    if along and plus_b and minus_b:
        res.clear = False
        res.blockers.extend(plus_b + minus_b)
        res.notes.add("sight.edge_both_sides", "sight.edge", blockers=plus_b + minus_b, low=low)
    elif along and (plus_b or minus_b):
        res.side_blockers = plus_b or minus_b
        res.notes.add("sight.edge_one_side", "sight.edge", blockers=res.side_blockers, low=low)
    if _lakes_block(position, a, b):
        res.clear = False
        res.notes.add("sight.lakes", "terrain.lake")
    if res.clear:
        if low >= 1:
            res.notes.add("sight.high_ground", "elevation.sight", "terrain.hill", low=low)
        own = [f.key for h in (a, b) for f in position.features(h) if f.blocks_sight]
        if own and low < 1:  # "Terén a překážky na polích útočící jednotky a jejího cíle linii výhledu neblokují."
            res.notes.add("sight.own_hexes", "sight.general", features=list(dict.fromkeys(own)))
        res.notes.add("sight.clear", "sight.general")
    return res

