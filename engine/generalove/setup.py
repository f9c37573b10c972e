"""Starting set-up and the order-count variant (chapters Herní komponenty, Zahájení hry, Varianty)."""

from __future__ import annotations

from engine.explain import IllegalActionError

from .board import MY_HQ, MY_RESERVE, Sector
from .citations import cite
from .units import UnitType

# Per player, on board side A ("Na hrací desku označenou A umísti 30 svých jednotek …").
SETUP: dict[Sector, dict[UnitType, int]] = {
    MY_HQ: {UnitType.PECHOTA: 6, UnitType.DELOSTRELECTVO: 2},
    Sector(2, 0): {UnitType.JIZDA: 4, UnitType.PECHOTA: 2},  # right flank
    Sector(0, 0): {UnitType.PECHOTA: 6},  # left flank
    MY_RESERVE: {UnitType.JIZDA: 4, UnitType.PECHOTA: 6},
}
UNITS_IN_PLAY = 30  # per player in the basic game (60 stands in the box)
COUNTERS_PER_COLOUR: dict[UnitType, int] = {UnitType.PECHOTA: 30, UnitType.JIZDA: 12, UnitType.DELOSTRELECTVO: 4}
DICE_PER_PLAYER = 5
MAX_UNITS_VARIANT = 60  # "Odlišné armády": at most 60 units in play


def variable_orders(die: int) -> int:
    """Variant *Proměnlivý počet rozkazů*: a die roll plus 6."""
    if not 1 <= die <= 6:
        raise IllegalActionError("Hod kostkou dává 1 až 6.", *cite("varianty"))
    return die + 6


def setup_totals() -> dict[UnitType, int]:
    totals = dict.fromkeys(UnitType, 0)
    for units in SETUP.values():
        for kind, count in units.items():
            totals[kind] += count
    return totals
