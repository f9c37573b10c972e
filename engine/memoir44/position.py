"""A board position: terrain, obstacles, elevations and units on hexes.

Plain data; the rules live in ``sight``, ``movement``, ``battle`` and
``resolution``.  Methods that change the position return a new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import NamedTuple

from engine.memoir44.board import Edge, is_half_hex, is_on_board, is_playable
from engine.memoir44.components import Kind, Side, Unit
from engine.memoir44.hexgrid import Hex
from engine.memoir44.terrain import SPECS, TerrainSpec


class HexInfo(NamedTuple):
    """Movement facts of one hex, terrain and obstacle merged (precomputed for the move search)."""

    height: int
    impassable: frozenset[str]  # Kind values (strings hash faster than enum members)
    must_stop: frozenset[str]
    cannot_leave: frozenset[str]
    hedgerow: bool
    beach: bool
    cliff: bool
    steep: bool
    water: bool
    bridge: bool


PLAIN_INFO = HexInfo(0, frozenset(), frozenset(), frozenset(), False, False, False, False, False, False)


def _merge(features: tuple[TerrainSpec, ...], height: int) -> HexInfo:
    return HexInfo(
        height,
        frozenset(k.value for f in features for k in f.impassable),
        frozenset(k.value for f in features for k in f.must_stop),
        frozenset(k.value for f in features for k in f.cannot_leave_from_start),
        any(f.hedgerow for f in features),
        any(f.beach for f in features),
        any(bool(f.cliff) for f in features),
        any(f.steep for f in features),
        any(f.water for f in features),
        any(f.bridge for f in features),
    )


@dataclass(frozen=True)
class Position:
    terrain: Mapping[Hex, str] = field(default_factory=dict)  # hex -> terrain key (default plain)
    obstacles: Mapping[Hex, str] = field(default_factory=dict)  # hex -> obstacle key
    units: Mapping[Hex, Unit] = field(default_factory=dict)
    elevation: Mapping[Hex, int] = field(default_factory=dict)  # overrides (expansion terrain 0/1/2)
    edges: Mapping[Side, Edge] = field(default_factory=lambda: {Side.ALLIES: Edge.BOTTOM, Side.AXIS: Edge.TOP})
    # Obstacles usable as defensive positions by one side only (scenario rule for bunkers).
    obstacle_owner: Mapping[Hex, Side] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for h, key in list(self.terrain.items()) + list(self.obstacles.items()):
            if key not in SPECS:
                raise ValueError(f"unknown terrain {key!r}")
            if not is_on_board(h):
                raise ValueError(f"{h!r} is off the board")
        for h in self.units:
            if not is_playable(h):
                raise ValueError(f"a unit cannot stand on {h!r}")
        for key in self.terrain.values():
            if SPECS[key].obstacle:
                raise ValueError(f"{key!r} is an obstacle, not a terrain")
        for key in self.obstacles.values():
            if not SPECS[key].obstacle:
                raise ValueError(f"{key!r} is a terrain, not an obstacle")

    # --- queries -------------------------------------------------------------------------------
    @cached_property
    def hex_info(self) -> dict[Hex, HexInfo]:
        """Merged movement facts for every hex that is not plain ground at height 0."""
        keys = set(self.terrain) | set(self.obstacles) | set(self.elevation)
        return {h: _merge(self.features(h), self.height(h)) for h in keys}

    @cached_property
    def sight_info(self) -> dict[Hex, tuple[int, bool, bool]]:
        """(height, terrain or obstacle blocks sight, is lake) for every hex that is not plain at height 0."""
        keys = set(self.terrain) | set(self.obstacles) | set(self.elevation)
        return {
            h: (self.height(h), any(f.blocks_sight for f in self.features(h)), self.terrain_at(h).lake)
            for h in keys
        }

    @cached_property
    def has_lakes(self) -> bool:
        return any(SPECS[k].lake for k in self.terrain.values())

    def info(self, h: Hex) -> HexInfo:
        return self.hex_info.get(h, PLAIN_INFO)

    def terrain_at(self, h: Hex) -> TerrainSpec:
        return SPECS[self.terrain.get(h, "plain")]

    def obstacle_at(self, h: Hex) -> TerrainSpec | None:
        key = self.obstacles.get(h)
        return SPECS[key] if key else None

    def features(self, h: Hex) -> tuple[TerrainSpec, ...]:
        """Terrain and obstacle on ``h`` (terrain first)."""
        ob = self.obstacle_at(h)
        return (self.terrain_at(h), ob) if ob else (self.terrain_at(h),)

    def defensive_features(self, h: Hex, side: Side | None) -> tuple[TerrainSpec, ...]:
        """Features whose protection the unit of ``side`` on ``h`` may use (scenario-owned bunkers)."""
        owner = self.obstacle_owner.get(h)
        if owner is not None and side is not None and owner is not side:
            return (self.terrain_at(h),)
        return self.features(h)

    def height(self, h: Hex) -> int:
        if h in self.elevation:
            return self.elevation[h]
        return self.terrain_at(h).elevation

    def unit_at(self, h: Hex) -> Unit | None:
        return self.units.get(h)

    def is_half(self, h: Hex) -> bool:
        return is_half_hex(h)

    def edge_of(self, side: Side) -> Edge:
        return self.edges[side]

    # --- changes -------------------------------------------------------------------------------
    def with_unit(self, h: Hex, unit: Unit) -> Position:
        units = dict(self.units)
        units[h] = unit
        return replace(self, units=units)

    def without_unit(self, h: Hex) -> Position:
        units = dict(self.units)
        units.pop(h, None)
        return replace(self, units=units)

    def moved(self, src: Hex, dst: Hex, unit: Unit | None = None, retreat: bool = False) -> Position:
        """The unit on ``src`` now stands on ``dst`` (no legality check; see ``movement``).

        Sandbags on ``src`` are removed when the unit leaves (rule ``obstacle.sandbags``); armour that
        moves onto wire removes it, but not when it retreats onto it (rule ``obstacle.wire``).
        """
        units = dict(self.units)
        u = units.pop(src)
        units[dst] = unit if unit is not None else u
        obstacles = dict(self.obstacles)
        ob = self.obstacle_at(src)
        if ob is not None and ob.removed_on_leave:
            obstacles.pop(src)
        target = self.obstacle_at(dst)
        if target is not None and target.wire and u.kind is Kind.ARMOUR and not retreat:
            obstacles.pop(dst)
        return replace(self, units=units, obstacles=obstacles)

    def without_obstacle(self, h: Hex) -> Position:
        obstacles = dict(self.obstacles)
        obstacles.pop(h, None)
        return replace(self, obstacles=obstacles)
