"""Orders from section cards (rules ``orders.section_cards``, ``orders.units``, ``board.sectors``).

A section card orders up to N units in one sector; a unit on a hex the dashed
line passes through may be ordered from either sector; each unit takes one
order at most; orders beyond the units the player has in the sector are lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.explain import IllegalActionError
from engine.memoir44.board import Sector, sectors
from engine.memoir44.components import Side
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Note, Notes, note
from engine.memoir44.position import Position


class OrderRefused(IllegalActionError):
    """An order the card does not allow; ``note`` says which rule refuses it."""

    def __init__(self, refusal: Note) -> None:
        super().__init__(refusal.code, *refusal.rules)
        self.note = refusal


def units_in_sector(position: Position, side: Side, sector: Sector) -> list[Hex]:
    """Hexes of ``side``'s units in ``sector`` as that player sees it (dashed-line hexes included)."""
    edge = position.edge_of(side)
    return [h for h, u in position.units.items() if u.side is side and sector in sectors(h, edge)]


@dataclass
class Orders:
    ordered: list[Hex]
    lost: int
    notes: Notes = field(default_factory=Notes)


def section_orders(position: Position, side: Side, sector: Sector, count: int,
                   chosen: Sequence[Hex] | None = None) -> Orders:
    """Give a section card's ``count`` orders in ``sector``; ``chosen`` units, or all eligible up to count.

    :raises OrderRefused: a chosen unit is not the player's, not in the sector, or chosen twice,
        or more units are chosen than the card orders.
    """
    eligible = units_in_sector(position, side, sector)
    picked = list(chosen) if chosen is not None else eligible[:count]
    if len(set(picked)) != len(picked):
        raise OrderRefused(note("orders.one_per_unit", "orders.units"))
    if len(picked) > count:
        raise OrderRefused(note("orders.too_many", "orders.section_cards", count=count))
    for h in picked:
        u = position.unit_at(h)
        if u is None or u.side is not side:
            raise OrderRefused(note("orders.not_yours", "orders.units", hex=h))
        if h not in eligible:
            raise OrderRefused(note("orders.outside_sector", "orders.section_cards", hex=h, sector=sector))
    notes = Notes()
    on_line = [h for h in picked if len(sectors(h, position.edge_of(side))) == 2]
    if on_line:
        notes.add("orders.on_dashed_line", "orders.units", "board.sectors", hexes=on_line)
    lost = lost_orders(count, len(eligible))
    notes.add("orders.given", "orders.section_cards", count=count, sector=sector, given=len(picked))
    if lost:
        notes.add("orders.lost", "orders.units", units=len(eligible), lost=lost)
    return Orders(picked, lost, notes)


def lost_orders(count: int, units_available: int) -> int:
    """Orders lost when a card orders ``count`` units and the sector holds ``units_available``."""
    return max(0, count - units_available)
