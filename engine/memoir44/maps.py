"""Positions from ASCII maps and hex names (tests, docs and worked examples build boards with these)."""

from __future__ import annotations

from engine.memoir44.board import parse_hex, parse_map
from engine.memoir44.components import Side, Unit, UnitType
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position

# Map legend: terrain letters, obstacles, and units (upper case Allies at the bottom edge, lower case Axis).
TERRAIN = {"F": "forest", "H": "hedgerow", "K": "hill", "T": "town", "C": "church", "R": "river",
           "B": "bridge", "P": "beach", "S": "sea", "U": "sea_cliff", "Z": "bluff", "Y": "steep_hill",
           "J": "lake"}
OBSTACLE = {"b": "bunker", "j": "hedgehog", "w": "wire", "s": "sandbags", "h": "seawall"}
UNITS = {"1": ("infantry", Side.ALLIES), "2": ("armour", Side.ALLIES), "3": ("artillery", Side.ALLIES),
         "4": ("elite_infantry", Side.ALLIES), "5": ("resistance", Side.ALLIES),
         "6": ("infantry", Side.AXIS), "7": ("armour", Side.AXIS), "8": ("artillery", Side.AXIS)}


def unit(kind: str, side: Side = Side.ALLIES, **kw: object) -> Unit:
    return Unit(UnitType(kind), side, **kw)  # type: ignore[arg-type]


def position_from_map(text: str, units: dict[str, Unit] | None = None, **kw: object) -> Position:
    """Terrain letters, obstacle letters and unit digits from a full 9-row map (see ``TERRAIN`` …)."""
    marks = parse_map(text)
    terrain: dict[Hex, str] = {}
    obstacles: dict[Hex, str] = {}
    placed: dict[Hex, Unit] = {}
    for h, ch in marks.items():
        if ch in TERRAIN:
            terrain[h] = TERRAIN[ch]
        elif ch in OBSTACLE:
            obstacles[h] = OBSTACLE[ch]
        elif ch in UNITS:
            kind, side = UNITS[ch]
            placed[h] = unit(kind, side)
    for name, u in (units or {}).items():
        placed[parse_hex(name)] = u
    return Position(terrain=terrain, obstacles=obstacles, units=placed, **kw)  # type: ignore[arg-type]


def pos(terrain: dict[str, str] | None = None, units: dict[str, Unit] | None = None,
        obstacles: dict[str, str] | None = None, elevation: dict[str, int] | None = None) -> Position:
    """Position from hex names: ``pos({"E5": "forest"}, {"D5": unit("infantry")})``."""
    return Position(
        terrain={parse_hex(k): v for k, v in (terrain or {}).items()},
        obstacles={parse_hex(k): v for k, v in (obstacles or {}).items()},
        units={parse_hex(k): v for k, v in (units or {}).items()},
        elevation={parse_hex(k): v for k, v in (elevation or {}).items()},
    )


H = parse_hex
