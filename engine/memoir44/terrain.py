"""Terrain and obstacles of the base game as data (manual 004, appendix 2 and "Překážky").

One ``TerrainSpec`` per terrain type or obstacle; the rules read these fields
and never test terrain names.  ``terrain_table()`` gives the same data as
plain rows for the printable sheets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.memoir44.citations import cite
from engine.memoir44.components import KIND_CS, Kind

ALL = frozenset(Kind)
INF = frozenset({Kind.INFANTRY})
VEHICLES = frozenset({Kind.ARMOUR, Kind.ARTILLERY})
NONE: frozenset[Kind] = frozenset()


@dataclass(frozen=True)
class TerrainSpec:
    key: str
    name: str  # Czech, nominative
    where: str  # Czech locative phrase: "v lese"
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
    notes: tuple[str, ...] = ()


_T = TerrainSpec
SPECS: dict[str, TerrainSpec] = {
    s.key: s
    for s in (
        _T("plain", "rovina", "na rovině", "terrain.plain"),
        _T("forest", "les", "v lese", "terrain.forest", blocks_sight=True, must_stop=ALL,
           no_battle_after_entering=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 2}),
        _T("hedgerow", "živý plot", "v živém plotu", "terrain.hedgerow", blocks_sight=True, must_stop=ALL,
           no_battle_after_entering=True, hedgerow=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 2}),
        _T("hill", "kopec", "na kopci", "terrain.hill", elevation=1, raised=True),
        _T("town", "město nebo vesnice", "ve městě nebo vesnici", "terrain.town", blocks_sight=True,
           must_stop=ALL, no_battle_after_entering=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 2},
           attacker_penalty={Kind.ARMOUR: 2}),
        _T("church", "kostel", "v kostele", "terrain.church", blocks_sight=True, must_stop=ALL,
           no_battle_after_entering=True, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 2},
           attacker_penalty={Kind.ARMOUR: 2}, ignore_flag=ALL),
        _T("river", "řeka nebo kanál", "na řece", "terrain.river", impassable=ALL, water=True),
        _T("bridge", "most", "na mostě", "terrain.bridge", bridge=True),
        _T("beach", "pláž (břeh)", "na pláži", "terrain.beach", beach=True),
        _T("sea", "moře", "v moři", "terrain.sea", must_stop=ALL, water=True, sea=True),
        _T("sea_cliff", "mořský útes", "na mořském útesu", "terrain.sea_cliff", elevation=1, raised=True,
           cliff="sea_cliff"),
        _T("bluff", "sráz", "na srázu", "terrain.bluff", elevation=1, raised=True, cliff="bluff"),
        _T("steep_hill", "strmý kopec", "na strmém kopci", "terrain.steep_hill", elevation=1, raised=True,
           steep=True),
        _T("lake", "jezero", "na jezeře", "terrain.lake", impassable=ALL, water=True, lake=True),
        # Obstacles (they sit on a terrain hex)
        _T("bunker", "bunkr", "v bunkru", "obstacle.bunker", obstacle=True, blocks_sight=True,
           impassable=VEHICLES, must_stop=INF, reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 2}, ignore_flag=ALL,
           cannot_leave_from_start=VEHICLES),
        _T("hedgehog", "zátaras (ježek)", "na poli se zátarasem", "obstacle.hedgehog", obstacle=True,
           impassable=VEHICLES, ignore_flag=INF),
        _T("wire", "ostnatý drát", "na ostnatém drátu", "obstacle.wire", obstacle=True, must_stop=ALL,
           attacker_penalty={Kind.INFANTRY: 1}, wire=True),
        _T("sandbags", "pytle s pískem", "za pytli s pískem", "obstacle.sandbags", obstacle=True,
           reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 1}, ignore_flag=ALL, removed_on_leave=True),
        _T("seawall", "pobřežní hráz", "za pobřežní hrází", "obstacle.seawall", obstacle=True,
           reduction={Kind.INFANTRY: 1, Kind.ARMOUR: 1}, ignore_flag=ALL),
    )
}

TERRAINS = tuple(k for k, s in SPECS.items() if not s.obstacle)
OBSTACLES = tuple(k for k, s in SPECS.items() if s.obstacle)


def spec(key: str) -> TerrainSpec:
    try:
        return SPECS[key]
    except KeyError:
        raise KeyError(f"unknown terrain or obstacle: {key!r}") from None


def _kinds(kinds: frozenset[Kind]) -> str:
    if kinds == ALL:
        return "všechny jednotky"
    if not kinds:
        return "—"
    return ", ".join(KIND_CS[k] for k in Kind if k in kinds)


def terrain_table() -> list[dict[str, Any]]:
    """One plain row per terrain type and obstacle (Czech values), for the printable sheets.

    Keys: ``key, name, obstacle, elevation, movement, battle, reduction_infantry,
    reduction_armour, reduction_artillery, attacker_penalty, ignore_flag, blocks_sight, rule``.
    Reductions are dice removed from an attacker of that kind against a unit on the hex;
    ``"1 z nižší výšky"`` marks the hill rule.
    """
    rows: list[dict[str, Any]] = []
    for s in SPECS.values():
        movement = []
        if s.impassable == ALL:
            movement.append("neprostupné")
        elif s.impassable:
            movement.append(f"neprostupné pro: {_kinds(s.impassable)}")
        if s.must_stop:
            who = "" if s.must_stop == ALL else f" ({_kinds(s.must_stop)})"
            movement.append(f"po vstupu zastavit{who}")
        if s.hedgerow:
            movement.append("vstup jen ze sousedního pole, kde pohyb začal; odchod jen o 1 pole")
        if s.beach:
            movement.append("pohyb, který vstoupí na pláž, nejvýše 2 pole")
        if s.bridge:
            movement.append("vstup i ústup jen ze sousedního pole pevniny")
        if s.sea:
            movement.append("nelze na něj ustoupit")
        if s.cliff:
            movement.append("z pláže a na pláž: obrněnci a artilerie ne, pěchota za 2 pole")
        if s.steep:
            movement.append("výstup z nižšího terénu = pohyb o 2 pole")
        if s.cannot_leave_from_start:
            movement.append(f"{_kinds(s.cannot_leave_from_start)} začínající zde se nepohnou ani neustoupí")
        if s.removed_on_leave:
            movement.append("odstraní se, když jednotka pole opustí")
        if s.elevation:
            movement.append(f"výška {s.elevation}")
        battle = []
        if s.no_battle_after_entering:
            battle.append("v tahu vstupu nelze útočit")
        if s.sea:
            battle.append("z moře nelze útočit")
        for kind, n in s.attacker_penalty.items():
            battle.append(f"{KIND_CS[kind]} odtud útočí s postihem {n}")
        if s.wire:
            battle.append("pěchota může místo útoku drát odstranit; obrněnci ho při vstupu odstraní")

        def red(kind: Kind, s: TerrainSpec = s) -> str | int:
            if s.raised and kind is not Kind.ARTILLERY:
                return "1 z nižší výšky"
            return s.reduction.get(kind, 0)

        rows.append(
            {
                "key": s.key,
                "name": s.name,
                "obstacle": s.obstacle,
                "elevation": s.elevation,
                "movement": "; ".join(movement) or "bez omezení",
                "battle": "; ".join(battle) or "bez omezení",
                "reduction_infantry": red(Kind.INFANTRY),
                "reduction_armour": red(Kind.ARMOUR),
                "reduction_artillery": 0,
                "attacker_penalty": {KIND_CS[k]: n for k, n in s.attacker_penalty.items()},
                "ignore_flag": _kinds(s.ignore_flag) if s.ignore_flag else "",
                "blocks_sight": (
                    "jen ve stejné nebo vyšší výšce" if s.raised
                    else "přes 2 sousední pole jezera" if s.lake
                    else "ano" if s.blocks_sight else "ne"
                ),
                "rule": cite(s.rule),
            }
        )
    return rows
