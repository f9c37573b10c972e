"""Terrain and obstacles of the base game as data (manual 004, appendix 2 and "Překážky").

One ``TerrainSpec`` per :class:`~engine.memoir44.facts.Feature`; the rules read
these fields and never test which feature it is.  Czech names and the printable
terrain table live in :mod:`engine.memoir44.presentation`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.memoir44.components import Kind
from engine.memoir44.facts import Feature

ALL = frozenset(Kind)
INF = frozenset({Kind.INFANTRY})
VEHICLES = frozenset({Kind.ARMOUR, Kind.ARTILLERY})
NONE: frozenset[Kind] = frozenset()


@dataclass(frozen=True)
class TerrainSpec:
    key: Feature
    rule: str  # citation key
    obstacle: bool = False
    elevation: int = 0
    blocks_sight: bool = False
    impassable: frozenset[Kind] = NONE
    must_stop: frozenset[Kind] = NONE
    no_battle_after_entering: bool = False
    hedgerow: bool = False  # enter only from an adjacent start hex; leave only to an adjacent hex
    beach: bool = False  # a move that enters it is at most 2 hexes long
    water: bool = False  # not "land" for bridges
    bridge: bool = False
    sea: bool = False  # no retreat onto it, no battle from it
    lake: bool = False  # no sight across two adjacent lake hexes
    cliff: str = ""  # "sea_cliff" | "bluff": beach <-> cliff moves restricted
    steep: bool = False  # moving up onto it costs 2 hexes
    raised: bool = False  # hill-like: reduction 1 against attackers from lower ground
    reduction: dict[Kind, int] = field(default_factory=dict)  # dice removed from attackers of each kind
    attacker_penalty: dict[Kind, int] = field(default_factory=dict)  # dice removed when firing from here
    ignore_flag: frozenset[Kind] = NONE  # unit kinds on this hex that may ignore one flag
    cannot_leave_from_start: frozenset[Kind] = NONE  # kinds that start here cannot move or retreat
    removed_on_leave: bool = False
    wire: bool = False


F = Feature
_T = TerrainSpec
_COVER = {Kind.INFANTRY: 1, Kind.ARMOUR: 2}
SPECS: dict[str, TerrainSpec] = {
    s.key: s
    for s in (
        _T(F.PLAIN, "terrain.plain"),
        _T(F.FOREST, "terrain.forest", blocks_sight=True, must_stop=ALL, no_battle_after_entering=True,
           reduction=_COVER),
        _T(F.HEDGEROW, "terrain.hedgerow", blocks_sight=True, must_stop=ALL, no_battle_after_entering=True,
           hedgerow=True, reduction=_COVER),
        _T(F.HILL, "terrain.hill", elevation=1, raised=True),
        _T(F.TOWN, "terrain.town", blocks_sight=True, must_stop=ALL, no_battle_after_entering=True,
           reduction=_COVER, attacker_penalty={Kind.ARMOUR: 2}),
        _T(F.CHURCH, "terrain.church", blocks_sight=True, must_stop=ALL, no_battle_after_entering=True,
           reduction=_COVER, attacker_penalty={Kind.ARMOUR: 2}, ignore_flag=ALL),
        _T(F.RIVER, "terrain.river", impassable=ALL, water=True),
        _T(F.BRIDGE, "terrain.bridge", bridge=True),
        _T(F.BEACH, "terrain.beach", beach=True),
        _T(F.SEA, "terrain.sea", must_stop=ALL, water=True, sea=True),
        _T(F.SEA_CLIFF, "terrain.sea_cliff", elevation=1, raised=True, cliff="sea_cliff"),
        _T(F.BLUFF, "terrain.bluff", elevation=1, raised=True, cliff="bluff"),
        _T(F.STEEP_HILL, "terrain.steep_hill", elevation=1, raised=True, steep=True),
        _T(F.LAKE, "terrain.lake", impassable=ALL, water=True, lake=True),
        # Obstacles (they sit on a terrain hex)
        _T(F.BUNKER, "obstacle.bunker", obstacle=True, blocks_sight=True, impassable=VEHICLES, must_stop=INF,
           reduction=_COVER, ignore_flag=ALL, cannot_leave_from_start=VEHICLES),
        _T(F.HEDGEHOG, "obstacle.hedgehog", obstacle=True, impassable=VEHICLES, ignore_flag=INF),
        _T(F.WIRE, "obstacle.wire", obstacle=True, must_stop=ALL, attacker_penalty={Kind.INFANTRY: 1}, wire=True),
        _T(F.SANDBAGS, "obstacle.sandbags", obstacle=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 1},
           ignore_flag=ALL, removed_on_leave=True),
        _T(F.SEAWALL, "obstacle.seawall", obstacle=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 1},
           ignore_flag=ALL),
    )
}
TERRAINS = tuple(k for k, s in SPECS.items() if not s.obstacle)
OBSTACLES = tuple(k for k, s in SPECS.items() if s.obstacle)


def spec(key: str) -> TerrainSpec:
    try:
        return SPECS[key]
    except KeyError:
        raise KeyError(f"unknown terrain or obstacle: {key!r}") from None
