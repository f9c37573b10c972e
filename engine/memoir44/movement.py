"""Movement: legal destinations of a unit, and the reason for each refused hex.

Rules: unit allowances (``units.movement``, ``units.elite_infantry``,
``units.resistance``), no stacking and no moving through units
(``movement.general``), terrain that stops or bans (appendix 2), hedgerows,
beaches (a move that enters a beach is at most 2 hexes), bridges, sea cliffs
and bluffs, steep hills, and elevation changes of at most 1
(``elevation.movement``).

The search is parameterised by the rules it ignores, so a refused hex is
explained by the first rule whose removal would make it reachable.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.memoir44.board import PLAYABLE_NEIGHBOURS, is_half_hex, is_on_board
from engine.memoir44.components import Kind, Unit
from engine.memoir44.hexgrid import Hex, spiral
from engine.memoir44.notes import Note, note
from engine.memoir44.position import PLAIN_INFO, Position
from engine.memoir44.terrain import SPECS, TerrainSpec

# Rules a search may switch off, in the order refusals are explained.
RULES = ("units", "impassable", "bunker_start", "hedgerow_enter", "hedgerow_leave", "stop", "cliff",
         "elevation", "bridge", "steep", "beach")


class MoveOption(NamedTuple):
    hex: Hex
    cost: int  # hexes of movement used (cliffs and steep hills count 2)
    path: tuple[Hex, ...]  # hexes entered, in order
    may_battle: bool
    no_battle: Note | None = None  # why it may not battle after this move


class Refusal(NamedTuple):
    hex: Hex
    reason: Note  # the rule that refuses the move

    @property
    def rule(self) -> str:
        return self.reason.rules[0]


def _features(position: Position, h: Hex) -> tuple[TerrainSpec, ...]:
    t = SPECS[position.terrain.get(h, "plain")]
    ob = position.obstacles.get(h)
    return (t, SPECS[ob]) if ob else (t,)


def _search(position: Position, start: Hex, unit: Unit, ignore: frozenset[str] = frozenset()
            ) -> dict[Hex, tuple[int, tuple[Hex, ...]]]:
    """Cheapest path to every hex the unit can end its move on: hex -> (cost, path)."""
    kind = unit.kind
    kv = kind.value
    allowance = unit.profile.move
    infos = position.hex_info
    units = position.units
    plain = PLAIN_INFO
    s_info = infos.get(start, plain)
    if not unit.ordered and "units" not in ignore:
        return {}
    if "bunker_start" not in ignore and kv in s_info.cannot_leave:
        return {}
    if s_info.hedgerow and "hedgerow_leave" not in ignore:
        allowance = min(allowance, 1)
    ign_units = "units" in ignore
    ign_imp = "impassable" in ignore
    ign_hedge = "hedgerow_enter" in ignore
    ign_elev = "elevation" in ignore
    ign_cliff = "cliff" in ignore
    ign_steep = "steep" in ignore
    ign_bridge = "bridge" in ignore
    ign_beach = "beach" in ignore
    ign_stop = "stop" in ignore
    infantry = kind is Kind.INFANTRY
    best = ({start: 0}, {})  # cheapest cost per hex, without / with a beach entered
    reached: dict[Hex, tuple[int, tuple[Hex, ...]]] = {}
    buckets: list[list[tuple[Hex, bool, tuple[Hex, ...]]]] = [[] for _ in range(allowance + 1)]
    buckets[0].append((start, False, ()))
    for cost in range(allowance + 1):
        for h, beach, path in buckets[cost]:
            if best[beach].get(h, 99) < cost:
                continue
            hi = infos.get(h, plain)
            if h != start and not ign_stop and kv in hi.must_stop:
                continue  # entered a hex where it must stop
            for n in PLAYABLE_NEIGHBOURS[h]:
                if n in units and not ign_units:
                    continue
                ni = infos.get(n, plain)
                if ni is not plain:
                    if not ign_imp and kv in ni.impassable:
                        continue
                    if ni.hedgerow and not ign_hedge and h != start:
                        continue
                    if ni.bridge and hi.water and not ign_bridge:
                        continue
                if hi is plain and ni is plain:
                    step = 1
                    n_beach = False
                else:
                    if not ign_elev and abs(ni.height - hi.height) > 1:
                        continue
                    step = 1
                    n_beach = ni.beach
                    if ((hi.beach and ni.cliff) or (hi.cliff and n_beach)) and not ign_cliff:
                        if not infantry:
                            continue
                        step = 2
                    if ni.steep and ni.height > hi.height and not ign_steep:
                        step = 2
                new_cost = cost + step
                if new_cost > allowance:
                    continue
                new_beach = beach or n_beach
                if new_beach and new_cost > 2 and not ign_beach:
                    continue
                seen = best[new_beach]
                if seen.get(n, 99) <= new_cost:
                    continue
                seen[n] = new_cost
                new_path = (*path, n)
                old = reached.get(n)
                if old is None or old[0] > new_cost:
                    reached[n] = (new_cost, new_path)
                buckets[new_cost].append((n, new_beach, new_path))
    return reached


def legal_destinations(position: Position, start: Hex) -> dict[Hex, MoveOption]:
    """Every hex the unit on ``start`` may move to this turn (staying put not included)."""
    unit = position.unit_at(start)
    if unit is None:
        raise ValueError("no unit on the start hex")
    out: dict[Hex, MoveOption] = {}
    infos = position.hex_info
    limit = unit.profile.max_move_with_battle
    for h, (cost, path) in _search(position, start, unit).items():
        if cost <= limit and h not in infos:
            out[h] = MoveOption(h, cost, path, True)
        else:
            why = _battle_after(position, unit, h, cost)
            out[h] = MoveOption(h, cost, path, why is None, why)
    return out


def _battle_after(position: Position, unit: Unit, dest: Hex, cost: int) -> Note | None:
    """Why the unit may not battle after moving ``cost`` hexes to ``dest`` (None: it may)."""
    t = unit.profile
    if cost > t.max_move_with_battle:
        if t.kind is Kind.ARTILLERY:
            return note("battle.artillery_moved", "units.movement")
        return note("battle.moved_too_far", t.rule, unit=unit.type, moved=cost, limit=t.max_move_with_battle)
    for f in _features(position, dest):
        if f.sea:
            return note("battle.from_sea", f.rule)
        if f.no_battle_after_entering and not t.resistance:
            return note("battle.entered", f.rule, feature=f.key)
    return None


# Rules a relaxed search switches off, and the note that explains a hex only that relaxation reaches.
RELAXED_NOTES: dict[str, tuple[str, str]] = {
    "units": ("move.through_units", "movement.general"),
    "impassable": ("move.impassable_on_the_way", "terrain.cards"),
    "bunker_start": ("move.bunker_start", "obstacle.bunker"),
    "hedgerow_enter": ("move.hedgerow_enter", "terrain.hedgerow"),
    "hedgerow_leave": ("move.hedgerow_leave", "terrain.hedgerow"),
    "stop": ("move.stop_on_the_way", "terrain.cards"),
    "cliff": ("move.cliff", "terrain.sea_cliff"),
    "elevation": ("move.elevation", "elevation.movement"),
    "bridge": ("move.bridge", "terrain.bridge"),
    "steep": ("move.steep", "terrain.steep_hill"),
    "beach": ("move.beach", "terrain.beach"),
}


def _refusal(position: Position, start: Hex, unit: Unit, h: Hex,
             relaxed: dict[str, dict[Hex, tuple[int, tuple[Hex, ...]]]] | None = None) -> Refusal:
    kind = unit.kind
    if not unit.ordered:
        return Refusal(h, note("move.not_ordered", "orders.units"))
    if is_half_hex(h):
        return Refusal(h, note("move.half_hex", "board.half_hexes"))
    if position.unit_at(h) is not None:
        return Refusal(h, note("move.occupied", "movement.general"))
    if start.distance(h) > unit.profile.move:
        return Refusal(h, note("move.too_far", unit.profile.rule, unit=unit.type, limit=unit.profile.move))
    for f in _features(position, h):
        if kind in f.impassable:
            return Refusal(h, note("move.impassable", f.rule, feature=f.key, kind=kind))
    cache = relaxed if relaxed is not None else {}
    for rule in RULES:
        if rule not in cache:
            cache[rule] = _search(position, start, unit, frozenset({rule}))
        if h in cache[rule]:
            code, key = RELAXED_NOTES[rule]
            return Refusal(h, note(code, key))
    return Refusal(h, note("move.several_rules", "movement.general"))


def destinations(position: Position, start: Hex) -> tuple[dict[Hex, MoveOption], dict[Hex, Refusal]]:
    """Legal destinations and, for every other board hex within the unit's move, why not."""
    unit = position.unit_at(start)
    if unit is None:
        raise ValueError("no unit on the start hex")
    legal = legal_destinations(position, start)
    refused: dict[Hex, Refusal] = {}
    relaxed: dict[str, dict[Hex, tuple[int, tuple[Hex, ...]]]] = {}  # one relaxed search per rule, shared
    for h in spiral(start, unit.profile.move):
        if h == start or h in legal or not is_on_board(h):
            continue
        refused[h] = _refusal(position, start, unit, h, relaxed)
    return legal, refused


def explain_move(position: Position, start: Hex, dest: Hex) -> MoveOption | Refusal:
    legal, _ = destinations(position, start)
    if dest in legal:
        return legal[dest]
    unit = position.unit_at(start)
    assert unit is not None
    return _refusal(position, start, unit, dest)


def check_path(position: Position, start: Hex, path: tuple[Hex, ...]) -> MoveOption | Refusal:
    """Check one given path (the hexes entered, in order) step by step, with the rule that refuses it."""
    unit = position.unit_at(start)
    if unit is None:
        raise ValueError("no unit on the start hex")
    if not path:
        raise ValueError("empty path")
    kind = unit.kind
    s_info = position.info(start)
    if kind.value in s_info.cannot_leave:
        return Refusal(path[0], note("move.bunker_start", "obstacle.bunker"))
    if s_info.hedgerow and len(path) > 1:
        return Refusal(path[-1], note("move.hedgerow_leave", "terrain.hedgerow"))
    cost = 0
    beach = False
    h = start
    for i, n in enumerate(path):
        if n.distance(h) != 1:
            raise ValueError("path steps must be adjacent hexes")
        hi, ni = position.info(h), position.info(n)
        if i > 0 and kind.value in hi.must_stop:
            f = next(f for f in position.features(h) if kind in f.must_stop)
            return Refusal(n, note("move.must_stop", f.rule, feature=f.key))
        refusal = _refusal_for_step(position, unit, h, n, i)
        if refusal is not None:
            return Refusal(n, refusal)
        step = 1
        if (hi.beach and ni.cliff) or (hi.cliff and ni.beach):
            if kind is not Kind.INFANTRY:
                return Refusal(n, note("move.cliff_vehicles", "terrain.sea_cliff"))
            step = 2
        if ni.steep and ni.height > hi.height:
            step = 2
        cost += step
        beach = beach or ni.beach
        if cost > unit.profile.move:
            return Refusal(n, note("move.too_far", unit.profile.rule, unit=unit.type, limit=unit.profile.move,
                                   cost=cost))
        if beach and cost > 2:
            return Refusal(n, note("move.beach", "terrain.beach"))
        h = n
    why = _battle_after(position, unit, path[-1], cost)
    return MoveOption(path[-1], cost, tuple(path), why is None, why)


def _refusal_for_step(position: Position, unit: Unit, h: Hex, n: Hex, index: int) -> Note | None:
    kind = unit.kind
    if not is_on_board(n) or is_half_hex(n):
        return note("move.half_hex", "board.half_hexes")
    if position.unit_at(n) is not None:
        return note("move.through_units", "movement.general")
    for f in position.features(n):
        if kind in f.impassable:
            return note("move.impassable", f.rule, feature=f.key, kind=kind)
        if f.hedgerow and index > 0:
            return note("move.hedgerow_enter", f.rule)
        if f.bridge and position.info(h).water:
            return note("move.bridge", f.rule)
    if abs(position.height(n) - position.height(h)) > 1:
        return note("move.elevation", "elevation.movement")
    return None
