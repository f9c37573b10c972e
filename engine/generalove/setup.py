"""Starting set-up and the components each player uses (chapters Herní komponenty, Zahájení hry, Varianty)."""

from __future__ import annotations

from .board import MY_HQ, MY_RESERVE, Sector
from .facts import UnitKind

# Per player, on board side A ("Na hrací desku označenou A umísti 30 svých jednotek …").
SETUP: dict[Sector, dict[UnitKind, int]] = {
    MY_HQ: {UnitKind.INFANTRY: 6, UnitKind.ARTILLERY: 2},
    Sector(2, 0): {UnitKind.CAVALRY: 4, UnitKind.INFANTRY: 2},  # right flank
    Sector(0, 0): {UnitKind.INFANTRY: 6},  # left flank
    MY_RESERVE: {UnitKind.CAVALRY: 4, UnitKind.INFANTRY: 6},
}
UNITS_IN_PLAY = 30  # per player in the basic game (60 stands in the box)
COUNTERS_PER_COLOUR: dict[UnitKind, int] = {UnitKind.INFANTRY: 30, UnitKind.CAVALRY: 12, UnitKind.ARTILLERY: 4}
DICE_PER_PLAYER = 5
# The rest of the box (chapter Herní komponenty), by the number printed there.
COMPONENTS: dict[str, int] = {"stands": 60, "defence_rings": 10, "bombard_tokens": 4, "scoring_markers": 20,
                              "vp_tokens": 30}
# The board: "11 poli z nichž 2 představují rezervu obou armád a 9 vlastní bojiště".
BOARD_SECTORS = 11
RESERVE_SECTORS = 2
MAX_UNITS_VARIANT = 60  # "Odlišné armády": at most 60 units in play


def setup_totals() -> dict[UnitKind, int]:
    totals = dict.fromkeys(UnitKind, 0)
    for units in SETUP.values():
        for kind, count in units.items():
            totals[kind] += count
    return totals


def units_in(sector: Sector) -> dict[UnitKind, int]:
    """The units a player sets up in a sector at the start (empty for sectors set up empty)."""
    return dict(SETUP.get(sector, {}))
