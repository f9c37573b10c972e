"""Orders from section cards (rules ``orders.section_cards``, ``orders.units``, ``board.sectors``).

A section card orders up to N units in one sector; a unit on a hex the dashed
line passes through may be ordered from either sector; each unit takes one
order at most; orders beyond the units the player has in the sector are lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.explain import Explanation, IllegalActionError
from engine.memoir44.board import Sector, format_hex, sectors
from engine.memoir44.citations import cite
from engine.memoir44.components import Side
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position


def units_in_sector(position: Position, side: Side, sector: Sector) -> list[Hex]:
    """Hexes of ``side``'s units in ``sector`` as that player sees it (dashed-line hexes included)."""
    edge = position.edge_of(side)
    return [h for h, u in position.units.items() if u.side is side and sector in sectors(h, edge)]


@dataclass
class Orders:
    ordered: list[Hex]
    lost: int
    explanation: Explanation = field(default_factory=Explanation)


def section_orders(position: Position, side: Side, sector: Sector, count: int,
                   chosen: Sequence[Hex] | None = None) -> Orders:
    """Give a section card's ``count`` orders in ``sector``; ``chosen`` units, or all eligible up to count.

    :raises IllegalActionError: a chosen unit is not the player's, not in the sector, or chosen twice,
        or more units are chosen than the card orders.
    """
    exp = Explanation()
    eligible = units_in_sector(position, side, sector)
    picked = list(chosen) if chosen is not None else eligible[:count]
    if len(set(picked)) != len(picked):
        raise IllegalActionError("Každé jednotce lze vydat jen jeden rozkaz.", cite("orders.units"))
    if len(picked) > count:
        raise IllegalActionError(f"Karta dovoluje vydat rozkaz nejvýše {count} jednotkám.",
                                 cite("orders.section_cards"))
    for h in picked:
        u = position.unit_at(h)
        if u is None or u.side is not side:
            raise IllegalActionError(f"Na poli {format_hex(h)} není vaše jednotka.", cite("orders.units"))
        if h not in eligible:
            raise IllegalActionError(
                f"Jednotka na poli {format_hex(h)} není v sektoru {sector.value}.", cite("orders.section_cards")
            )
    on_line = [h for h in picked if len(sectors(h, position.edge_of(side))) == 2]
    if on_line:
        exp.add("Jednotkám na polích, kterými prochází červená přerušovaná linie, lze vydat rozkaz z obou "
                "sousedních sektorů: " + ", ".join(format_hex(h) for h in on_line) + ".", cite("orders.units"),
                cite("board.sectors"))
    lost = max(0, count - len(eligible))
    exp.add(f"Karta vydává {count} rozkazů v sektoru {sector.value}; vydáno {len(picked)}.",
            cite("orders.section_cards"))
    if lost:
        exp.add(f"V sektoru máte jednotek: {len(eligible)}; přebytečné rozkazy jsou ztraceny: {lost}.",
                cite("orders.units"))
    return Orders(picked, lost, exp)


def lost_orders(count: int, units_available: int) -> int:
    """Orders lost when a card orders ``count`` units and the sector holds ``units_available``."""
    return max(0, count - units_available)
