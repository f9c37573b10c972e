"""Position and state of an Odhodlaní game: tiles, units, markers, cards and zones.

Plain dataclasses; the rules live in :mod:`engine.undaunted.rules`.  A position
is built by the caller (scenario data, a player's description) and mutated only
by :meth:`engine.undaunted.rules.Game.push`.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TypeAlias

from engine.undaunted.facts import Action, CardName, CardTier, ControlToken, Squad, TargetClass, UnitType, Zone

TileId: TypeAlias = str
Side: TypeAlias = str  # a side id: "americans", "germans", "soviets"
UnitKey: TypeAlias = tuple[Side, UnitType, Squad | None]  # (side, unit type, squad)

SCOUTED = ControlToken.SCOUTED
CONTROLLED = ControlToken.CONTROLLED

INFANTRY = TargetClass.INFANTRY
TANK = TargetClass.TANK
BUILDING = TargetClass.BUILDING
TUNNEL = TargetClass.TUNNEL
TUNNEL_DEFENSE = 7  # 003 Žetony tunelů: "Tunely mají základní obranu s hodnotou 7."


class CasualtyOutcome(enum.StrEnum):
    """What one hit does to a unit token."""

    NO_EFFECT = "no_effect"  # no die succeeded
    CARD_LOST = "card_lost"  # one card of the unit leaves the game
    TOKEN_REMOVED = "token_removed"  # Normandie: no card left, the token leaves the board
    ROUTED = "routed"  # Stalingrad: no card left, the unit is routed (again, if it was)


class EndReason(enum.StrEnum):
    OBJECTIVES = "objectives"  # cíle
    SUPPRESSION = "suppression"  # potlačení
    BOTH_SUPPRESSED = "both_suppressed"  # obě strany potlačeny
    HOPELESS = "hopeless"  # beznadějná situace
    SCENARIO_GOAL = "scenario_goal"  # úkol scénáře
    FULL_ROUT = "full_rout"  # úplné rozprášení
    WITHDRAWAL = "withdrawal"  # stažení vojsk


@dataclass
class Tile:
    """One board tile (*dílek / pole*).

    ``hill_cover`` set means hill terrain with cover ``cover``/``hill_cover`` (3/1).
    ``building_cover`` and ``durability`` describe a Stalingrad building;
    ``fortification_cover`` a fortified tile; ``state`` is the tile letter A→B→C.
    """

    id: TileId
    cover: int = 0
    hill_cover: int | None = None
    building_cover: int | None = None
    durability: int | None = None
    fortification_cover: int | None = None
    impassable: bool = False  # for tanks
    state: str = "A"
    objective: int = 0
    victory_points: int = 0
    coords: tuple[int, int] | None = None  # axial hex coordinates, optional

    @property
    def is_hill(self) -> bool:
        return self.hill_cover is not None

    @property
    def is_building(self) -> bool:
        return self.durability is not None


@dataclass
class Unit:
    side: Side
    kind: UnitType
    squad: Squad | None = None
    defense: int | None = None  # base defense, or armour for a tank
    tile: TileId | None = None  # None: not on the board
    suppressed: bool = False
    routed: bool = False

    def __post_init__(self) -> None:  # canonical values given as plain strings become enum members
        self.kind = UnitType(self.kind)
        self.squad = Squad(self.squad) if self.squad else None

    @property
    def key(self) -> UnitKey:
        return (self.side, self.kind, self.squad)

    @property
    def is_tank(self) -> bool:
        return self.kind is UnitType.TANK

    @property
    def target_class(self) -> TargetClass:
        return TANK if self.is_tank else INFANTRY


@dataclass(frozen=True)
class CardAction:
    """One action printed on a card: its kind, value and squad.

    Multi-valued combat actions (protitanková střela, bombardování, demolice) give
    ``values`` per target class (INFANTRY, TANK, BUILDING covering tunnels too).
    """

    kind: Action
    value: int | None = None
    squad: Squad | None = None
    values: tuple[tuple[TargetClass, int], ...] = ()
    min_range: int | None = None
    max_range: int | None = None
    upgraded: bool = False
    unavailable: bool = False  # reservist card: printed but impossible

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", Action(self.kind))
        object.__setattr__(self, "squad", Squad(self.squad) if self.squad else None)
        object.__setattr__(self, "values", tuple((TargetClass(k), v) for k, v in self.values))

    def dice_for(self, target_class: TargetClass) -> int | None:
        if self.values:
            cls = BUILDING if target_class == TUNNEL else target_class
            for key, value in self.values:
                if key == cls:
                    return value
            return None
        return self.value


@dataclass(frozen=True)
class Card:
    uid: str
    name: CardName
    squad: Squad | None = None
    initiative: int = 0
    actions: tuple[CardAction, ...] = ()
    tier: CardTier = CardTier.REGULAR
    code: str = ""  # e.g. S-P-009

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", CardName(self.name))
        object.__setattr__(self, "squad", Squad(self.squad) if self.squad else None)
        object.__setattr__(self, "tier", CardTier(self.tier))

    @property
    def unit_kind(self) -> UnitType | None:
        return self.name.unit

    @property
    def is_unit_card(self) -> bool:
        return self.name.unit is not None

    @property
    def is_fog(self) -> bool:
        return self.name is CardName.FOG_OF_WAR


@dataclass
class PlayerCards:
    """Card zones of one side.  ``deck[0]`` is the top card."""

    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    play_area: list[Card] = field(default_factory=list)
    reserve: list[Card] = field(default_factory=list)
    casualties: list[Card] = field(default_factory=list)  # removed from play / balíček ztrát
    set_aside: list[Card] = field(default_factory=list)  # fog of war removed by průzkum
    mines_placed: dict[Squad | None, int] = field(default_factory=dict)
    smoke_placed: dict[Squad | None, int] = field(default_factory=dict)

    def zone(self, zone: Zone) -> list[Card]:
        return getattr(self, _ZONE_ATTRS[zone])


_ZONE_ATTRS = {
    Zone.PLAY_AREA: "play_area", Zone.HAND: "hand", Zone.DISCARD: "discard", Zone.DECK: "deck",
    Zone.RESERVE: "reserve", Zone.CASUALTIES: "casualties", Zone.SET_ASIDE: "set_aside",
}


@dataclass(frozen=True)
class Mine:
    edge: frozenset[TileId]
    owner: Side
    squad: Squad | None = None
    anti_tank: bool = False


@dataclass
class Position:
    """Everything on and around the table."""

    game: str
    sides: tuple[Side, Side]
    tiles: dict[TileId, Tile]
    adjacency: dict[TileId, set[TileId]]
    units: list[Unit] = field(default_factory=list)
    control: dict[tuple[TileId, Side], ControlToken] = field(default_factory=dict)
    deployment: dict[Side, dict[TileId, tuple[str, ...]]] = field(default_factory=dict)
    mortar_target: dict[Side, TileId] = field(default_factory=dict)
    mines: list[Mine] = field(default_factory=list)
    fire_lanes: dict[tuple[Side, Squad | None], TileId] = field(default_factory=dict)
    smoke: dict[TileId, tuple[Side, Squad | None]] = field(default_factory=dict)
    tunnels: set[TileId] = field(default_factory=set)
    initiative: Side = ""
    to_move: Side = ""
    cards: dict[Side, PlayerCards] = field(default_factory=dict)
    victory_points: dict[Side, int] = field(default_factory=dict)
    merged_squads: list[frozenset[Squad]] = field(default_factory=list)  # Stalingrad: merged squads act as one
    _distance_cache: dict[TileId, dict[TileId, int]] = field(default_factory=dict, repr=False)

    # --- construction helpers -------------------------------------------------
    @classmethod
    def from_edges(
        cls, game: str, sides: tuple[Side, Side], tiles: Iterable[Tile], edges: Iterable[tuple[TileId, TileId]]
    ) -> Position:
        tile_map = {t.id: t for t in tiles}
        adjacency: dict[TileId, set[TileId]] = {t: set() for t in tile_map}
        for a, b in edges:
            if a not in tile_map or b not in tile_map:
                raise ValueError(f"edge {a}-{b} leads to an unknown tile")
            adjacency[a].add(b)
            adjacency[b].add(a)
        return cls(game=game, sides=sides, tiles=tile_map, adjacency=adjacency)

    @classmethod
    def from_grid(cls, game: str, sides: tuple[Side, Side], tiles: Iterable[Tile]) -> Position:
        """Tiles with axial hex ``coords``: neighbours are the six axial directions."""
        tile_map = {t.id: t for t in tiles}
        by_coords = {t.coords: t.id for t in tile_map.values()}
        if None in by_coords:
            raise ValueError("every tile needs coordinates")
        directions = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
        adjacency: dict[TileId, set[TileId]] = {}
        for t in tile_map.values():
            q, r = t.coords  # type: ignore[misc]
            adjacency[t.id] = {by_coords[(q + dq, r + dr)] for dq, dr in directions if (q + dq, r + dr) in by_coords}
        return cls(game=game, sides=sides, tiles=tile_map, adjacency=adjacency)

    # --- queries ----------------------------------------------------------------
    def enemy(self, side: Side) -> Side:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def unit(self, side: Side, kind: UnitType, squad: Squad | None = None) -> Unit:
        for u in self.units:
            if u.side == side and u.kind == kind and u.squad == squad:
                return u
        raise KeyError((side, kind, squad))

    def find_unit(self, key: UnitKey) -> Unit:
        return self.unit(*key)

    def units_on(self, tile: TileId) -> list[Unit]:
        return [u for u in self.units if u.tile == tile]

    def control_of(self, tile: TileId, side: Side) -> ControlToken | None:
        return self.control.get((tile, side))

    def distances_from(self, tile: TileId) -> dict[TileId, int]:
        """Tiles between, counting the target tile and not the start (BFS over plain adjacency)."""
        cached = self._distance_cache.get(tile)
        if cached is not None:
            return cached
        dist = {tile: 0}
        queue = deque([tile])
        while queue:
            current = queue.popleft()
            for nxt in self.adjacency[current]:
                if nxt not in dist:
                    dist[nxt] = dist[current] + 1
                    queue.append(nxt)
        self._distance_cache[tile] = dist
        return dist

    def distance(self, a: TileId, b: TileId) -> int:
        dist = self.distances_from(a)
        if b not in dist:
            raise ValueError(f"tile {b} is not connected to tile {a}")
        return dist[b]

    def move_neighbours(self, tile: TileId, *, tank: bool = False, own_unit: bool = True) -> set[TileId]:
        """Neighbours for movement: tunnels join all tunnel tiles, except for tanks and enemy-moved units."""
        out = set(self.adjacency[tile])
        if tile in self.tunnels and not tank and own_unit:
            out |= self.tunnels - {tile}
        return out
