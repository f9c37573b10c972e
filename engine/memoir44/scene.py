"""From typed facts to a real board position: ``position_from_query``.

A question states a situation in words ("moje pěchota na kopci střílí na tank v
lese 2 pole daleko, mezi nimi vesnice"); the rules need units and terrain on
hexes of the 13 × 9 board.  The layouts here put them there:

* a **line** in the middle row: the attacker, the hexes between, the target at the
  stated distance (or two hexes on either side of a line along a hex edge);
* a **retreat** layout: the unit six rows from its own edge, the hexes it would
  retreat onto behind it;
* a **path** for a movement: the hexes entered, in order;
* the **board** itself when the facts name hexes (``attacker_hex``, ``hex_features``,
  ``hex_units``): the position exactly as placed.

Each layout returns a :class:`Scene`: the position, the hexes that matter and
what the facts placed besides the two units (for the explanation).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.api import Query
from engine.memoir44.board import backward, is_on_board, is_playable, offset_to_hex, parse_hex
from engine.memoir44.components import UNIT_PROFILES, Side, Unit, UnitType
from engine.memoir44.facts import Feature, Memoir44Facts, board_feature, board_unit
from engine.memoir44.hexgrid import Hex, sight_traces
from engine.memoir44.notes import Note, note
from engine.memoir44.position import Position
from engine.memoir44.terrain import SPECS
from engine.memoir44.topics import Topic, choose_topic

__all__ = ["Scene", "battle_scene", "board_scene", "line_scene", "path_scene", "position_from_query", "retreat_scene"]

ROW = 4  # a full row in the middle of the board
START_COL = 0  # the attacker's column: room for distances up to 12 in the row
RETREAT_HEX = offset_to_hex(6, 2)  # six rows from the Allied (bottom) edge: room for long retreats
EDGE_HEX = offset_to_hex(6, 8)  # on the Allied edge


@dataclass
class Scene:
    """A position and the hexes a question is about."""

    position: Position
    attacker: Hex | None = None  # the attacking or moving unit
    target: Hex | None = None  # the target, or the unit a roll is against
    path: tuple[Hex, ...] = ()  # hexes entered, in order
    placed: list[Note] = field(default_factory=list)  # what the facts put between, along or behind
    on_board: bool = False  # laid out from hex names


class _Builder:
    """Terrain, obstacles, heights and units for a position."""

    def __init__(self) -> None:
        self.terrain: dict[Hex, str] = {}
        self.obstacles: dict[Hex, str] = {}
        self.elevation: dict[Hex, int] = {}
        self.units: dict[Hex, Unit] = {}

    def put(self, h: Hex, *features: Feature) -> None:
        for f in features:
            (self.obstacles if f.is_obstacle else self.terrain)[h] = f

    def height(self, h: Hex, value: int | None) -> None:
        """A stated height: height 1 on open ground is a hill; otherwise an override of the terrain's."""
        if value is None:
            return
        if value == 1 and h not in self.terrain:
            self.terrain[h] = Feature.HILL
        elif value != SPECS[self.terrain.get(h, Feature.PLAIN)].elevation:
            self.elevation[h] = value

    def position(self) -> Position:
        return Position(terrain=self.terrain, obstacles=self.obstacles, units=self.units, elevation=self.elevation)


def _row(col: int) -> Hex:
    return offset_to_hex(col, ROW)


def line_scene(f: Memoir44Facts, attacker: UnitType, target: UnitType | None, distance: int) -> Scene:
    """The attacker and the target ``distance`` hexes apart in the middle row, with what lies between;
    or, with ``edge_sides``, two hexes apart along a hex edge with the stated terrain on each side."""
    b = _Builder()
    placed: list[Note] = []
    if f.edge_sides is not None:
        a_hex = _row(4)
        t_hex = Hex(a_hex.q + 1, a_hex.r + 1)  # the line runs along the edge between two hexes
        _, one, other = sight_traces(a_hex, t_hex)
        for feature, hexes in zip(f.edge_sides, (one, other), strict=False):
            if feature is not Feature.PLAIN:
                for h in hexes:
                    b.put(h, feature)
                placed.append(note("battle.placed", features=(feature,)))
    else:
        a_hex, t_hex = _row(START_COL), _row(START_COL + distance)
        interior = [_row(START_COL + i) for i in range(1, distance)]
        placed = _place_between(b, f, interior)
    b.put(a_hex, *(f.terrain_attacker or ()))
    b.put(t_hex, *(f.terrain_target or ()))
    b.height(a_hex, f.attacker_height)
    b.height(t_hex, f.target_height)
    b.units[a_hex] = Unit(attacker, Side.ALLIES, moved=f.attacker_moved or 0, entered=f.attacker_entered or "",
                          ordered=f.ordered is not False)
    figures = f.figures if target is not None and f.figures is not None else 0
    b.units[t_hex] = Unit(target or UnitType.INFANTRY, Side.AXIS, figures=_figures(target, figures))
    if f.enemy_adjacent:
        _place_adjacent_enemy(b, a_hex, t_hex)
    return Scene(b.position(), a_hex, t_hex, placed=placed)


def _figures(unit: UnitType | None, figures: int) -> int:
    """Stated figures within what the unit has (a full unit when none or too many are stated)."""
    if unit is None or not figures:
        return 0
    return min(figures, UNIT_PROFILES[unit].figures)


def _place_between(b: _Builder, f: Memoir44Facts, interior: list[Hex]) -> list[Note]:
    """Terrain between the two units from the first hex on, a unit in the middle; the stated height."""
    if not interior:
        return []
    features = list(f.between or ())
    terrains = [x for x in features if not x.is_obstacle]
    used: set[Hex] = set()
    for i, x in enumerate(terrains):
        h = interior[min(i, len(interior) - 1)]
        b.put(h, x)
        used.add(h)
    for x in (x for x in features if x.is_obstacle):
        b.put(interior[0], x)
        used.add(interior[0])
    if f.unit_between:
        h = interior[len(interior) // 2]
        b.units[h] = Unit(UnitType.INFANTRY, Side.ALLIES)  # a friendly unit: no close assault forced
        used.add(h)
    for h in used:
        b.height(h, f.between_height)
    if not used:
        return []
    return [note("battle.placed", features=tuple(features), unit=bool(f.unit_between), height=f.between_height)]


def _place_adjacent_enemy(b: _Builder, a_hex: Hex, t_hex: Hex) -> None:
    """Another enemy unit next to the attacker, off the line to the target."""
    for n in a_hex.neighbours():
        if is_playable(n) and n not in b.units and n.distance(t_hex) >= a_hex.distance(t_hex) and n.r != ROW:
            b.units[n] = Unit(UnitType.INFANTRY, Side.AXIS)
            return


def retreat_scene(f: Memoir44Facts, target: UnitType) -> Scene:
    """The unit a roll is against (an Allied unit retreating toward the bottom edge), with what is
    behind it: the only terrain it may retreat onto, what blocks its retreat, or the board edge."""
    b = _Builder()
    t_hex = EDGE_HEX if f.at_own_edge else RETREAT_HEX
    b.put(t_hex, *(f.terrain_target or ()))
    unit = Unit(target, Side.ALLIES, figures=_figures(target, f.figures or 0))
    b.units[t_hex] = unit
    placed: list[Note] = []
    # behind a unit at its own edge there is no board: nothing can stand or block there
    back = [h for h in backward(t_hex, Position().edge_of(Side.ALLIES)) if is_on_board(h)]
    if f.at_own_edge:
        placed.append(note("roll.at_edge", "battle.retreat"))
    if f.retreat_only_to is not None:
        for h in back:
            b.put(h, f.retreat_only_to)
        placed.append(note("roll.only_retreat", feature=f.retreat_only_to))
    blockers: list[Feature | None] = [*(f.retreat_blocked_by or ()), *([None] if f.retreat_blocked_by_unit else [])]
    if len(blockers) == 1:
        blockers *= 2  # one blocker named: it closes both retreat hexes
    for what, h in zip(blockers, back, strict=False):
        if what is None:
            b.units[h] = Unit(UnitType.INFANTRY, Side.AXIS)
        else:
            b.put(h, what)
    placed += [note("roll.blocked_by", feature=x) for x in dict.fromkeys(f.retreat_blocked_by or ())]
    if f.retreat_blocked_by_unit:
        placed.append(note("roll.blocked_by_unit"))
    return Scene(b.position(), target=t_hex, placed=placed)


def path_scene(f: Memoir44Facts, unit: UnitType, features: list[Feature]) -> Scene:
    """The unit and the hexes it enters in order, along the middle row."""
    b = _Builder()
    start = _row(START_COL)
    path = tuple(_row(START_COL + i) for i in range(1, len(features) + 1))
    for h, x in zip(path, features, strict=True):
        b.put(h, x)
    if f.unit_between and len(path) > 1:
        b.units[path[0]] = Unit(UnitType.INFANTRY, Side.ALLIES)  # a unit on the way
    if f.starts_on is not None:
        b.put(start, f.starts_on)
    b.units[start] = Unit(unit, Side.ALLIES, entered=f.attacker_entered or "", ordered=f.ordered is not False)
    return Scene(b.position(), start, path=path)


def board_scene(f: Memoir44Facts) -> Scene:
    """The position exactly as placed on named hexes (the stated attacker type fills an empty attacker hex)."""
    b = _Builder()
    for item in f.hex_features or ():
        where, feature = board_feature(item)
        b.put(parse_hex(where), feature)
    for item in f.hex_units or ():
        where, side, kind, figures = board_unit(item)
        b.units[parse_hex(where)] = Unit(kind, side, figures=_figures(kind, figures or 0))
    a_hex = parse_hex(f.attacker_hex) if f.attacker_hex else None
    t_hex = parse_hex(f.target_hex) if f.target_hex else None
    if a_hex is not None:
        kind = b.units[a_hex].type if a_hex in b.units else f.attacker or f.unit or UnitType.INFANTRY
        side = b.units[a_hex].side if a_hex in b.units else Side.ALLIES
        b.units[a_hex] = Unit(kind, side, figures=b.units[a_hex].figures if a_hex in b.units else 0,
                              moved=f.attacker_moved or 0, entered=f.attacker_entered or "")
        if t_hex is not None and t_hex not in b.units:
            b.units[t_hex] = Unit(f.target or UnitType.INFANTRY, side.other)
    return Scene(b.position(), a_hex, t_hex, on_board=True)


def battle_scene(f: Memoir44Facts, attacker: UnitType, target: UnitType | None, distance: int | None) -> Scene:
    """A battle or line of sight: the board when the facts name hexes, else the line layout
    (``distance`` defaults to 2, the nearest that has a hex between)."""
    if f.attacker_hex is not None:
        return board_scene(f)
    return line_scene(f, attacker, target, distance or 2)


def position_from_query(query: Query[Memoir44Facts]) -> Scene:
    """The position a query describes, laid out for what it asks (unstated unit types are infantry).

    The answers build the same layouts once they know the facts they need are there.
    """
    f = query.facts
    topic = choose_topic(query)
    if f.attacker_hex is not None:
        return board_scene(f)
    if topic is Topic.ROLL or topic is Topic.FLAGS:
        return retreat_scene(f, f.target or UnitType.INFANTRY)
    if topic is Topic.MOVE:
        features = list(f.path or ([Feature.PLAIN] * ((f.move or 1) - 1) + [f.enters or Feature.PLAIN]))
        return path_scene(f, f.unit or f.attacker or UnitType.INFANTRY, features)
    return line_scene(f, f.attacker or UnitType.INFANTRY, f.target, f.distance or 2)
