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
from engine.memoir44.citations import cite
from engine.memoir44.components import KIND_CS, Kind, Unit, cap
from engine.memoir44.hexgrid import Hex, spiral
from engine.memoir44.position import PLAIN_INFO, Position
from engine.memoir44.terrain import SPECS

# Rules a search may switch off, in the order refusals are explained.
RULES = ("units", "impassable", "bunker_start", "hedgerow_enter", "hedgerow_leave", "stop", "cliff",
         "elevation", "bridge", "steep", "beach")


class MoveOption(NamedTuple):
    hex: Hex
    cost: int  # hexes of movement used (cliffs and steep hills count 2)
    path: tuple[Hex, ...]  # hexes entered, in order
    may_battle: bool
    no_battle_reason: str = ""
    no_battle_rule: str = ""


class Refusal(NamedTuple):
    hex: Hex
    reason: str  # Czech
    rule: str  # corpus id


def _features(position: Position, h: Hex):  # -> tuple[TerrainSpec, ...]
    t = SPECS[position.terrain.get(h, "plain")]
    ob = position.obstacles.get(h)
    return (t, SPECS[ob]) if ob else (t,)


def _search(position: Position, start: Hex, unit: Unit, ignore: frozenset[str] = frozenset()
            ) -> dict[Hex, tuple[int, tuple[Hex, ...]]]:
    """Cheapest path to every hex the unit can end its move on: hex -> (cost, path)."""
    kind = unit.kind
    kv = kind.value
    allowance = unit.type.move
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
    limit = unit.type.max_move_with_battle
    for h, (cost, path) in _search(position, start, unit).items():
        if cost <= limit and h not in infos:
            out[h] = MoveOption(h, cost, path, True)
        else:
            ok, why, rule = _battle_after(position, unit, h, cost)
            out[h] = MoveOption(h, cost, path, ok, why, rule)
    return out


def _battle_after(position: Position, unit: Unit, dest: Hex, cost: int) -> tuple[bool, str, str]:
    t = unit.type
    if cost > t.max_move_with_battle:
        if t.kind is Kind.ARTILLERY:
            return False, "Artilerie se může buď pohnout o 1 pole, nebo zaútočit.", cite("units.movement")
        return (False, f"{cap(t.name)} se {t.verb('může', 'mohou')} pohnout o {t.max_move_with_battle} "
                f"{'pole' if t.max_move_with_battle < 5 else 'polí'} a zaútočit, po pohybu o {cost} pole už "
                "útočit nemůže.", cite(t.rule))
    for f in _features(position, dest):
        if f.sea:
            return False, "Jednotka na poli moře nemůže útočit.", cite(f.rule)
        if f.no_battle_after_entering and not t.resistance:
            return False, f"V tahu, kdy jednotka vstoupí na pole s terénem „{f.name}“, nemůže zaútočit.", cite(f.rule)
    return True, "", ""


def _refusal(position: Position, start: Hex, unit: Unit, h: Hex,
             relaxed: dict[str, dict[Hex, tuple[int, tuple[Hex, ...]]]] | None = None) -> Refusal:
    kind = unit.kind
    if not unit.ordered:
        return Refusal(h, "Pohybovat se mohou jen jednotky, kterým byl v tomto tahu vydán rozkaz.",
                       cite("orders.units"))
    if is_half_hex(h):
        return Refusal(h, "Půlená pole na kraji bojiště jsou neprostupná.", cite("board.half_hexes"))
    other = position.unit_at(h)
    if other is not None:
        return Refusal(h, "Na jednom poli nesmí být dvě jednotky; pole je obsazené.", cite("movement.general"))
    if start.distance(h) > unit.type.move:
        return Refusal(h, f"{cap(unit.type.name)} se {unit.type.verb('pohne', 'pohnou')} nejvýše o "
                       f"{unit.type.move} pole.",
                       cite(unit.type.rule))
    for f in _features(position, h):
        if kind in f.impassable:
            return Refusal(h, f"Pole s terénem „{f.name}“ je pro jednotku typu {KIND_CS[kind]} neprostupné.",
                           cite(f.rule))
    messages = {
        "units": ("Jednotka nesmí projít polem obsazeným vlastní ani nepřátelskou jednotkou.", "movement.general"),
        "impassable": ("Cestu zavírá neprostupný terén.", "terrain.cards"),
        "bunker_start": ("Jednotka obrněnců nebo artilerie, která začíná v bunkru, se z něj nemůže pohnout.",
                         "obstacle.bunker"),
        "hedgerow_enter": ("Na živý plot může jednotka vstoupit jen tehdy, když pohyb začala na sousedním poli.",
                           "terrain.hedgerow"),
        "hedgerow_leave": ("Jednotka, která opouští živý plot, se může pohnout jen na sousední pole.",
                           "terrain.hedgerow"),
        "stop": ("Cesta vede přes pole, na kterém musí jednotka zastavit (les, město, živý plot, drát, moře …).",
                 "terrain.cards"),
        "cliff": ("Obrněnci a artilerie nemohou z pláže na útes ani z útesu na pláž; pěchotě to trvá 2 pole.",
                  "terrain.sea_cliff"),
        "elevation": ("Jednotka může vystoupit nebo sestoupit jen o 1 výškový stupeň.", "elevation.movement"),
        "bridge": ("Na most lze vstoupit jen ze sousedního pole pevniny.", "terrain.bridge"),
        "steep": ("Výstup na strmý kopec z nižšího terénu je pohyb o 2 pole.", "terrain.steep_hill"),
        "beach": ("Jednotka, která se pohybuje na pole pláže, se může pohnout nejvýše o 2 pole.", "terrain.beach"),
    }
    cache = relaxed if relaxed is not None else {}
    for rule in RULES:
        if rule not in cache:
            cache[rule] = _search(position, start, unit, frozenset({rule}))
        if h in cache[rule]:
            text, key = messages[rule]
            return Refusal(h, text, cite(key))
    return Refusal(h, "Na toto pole se jednotka v tomto tahu nedostane (víc pravidel najednou).",
                   cite("movement.general"))


def destinations(position: Position, start: Hex) -> tuple[dict[Hex, MoveOption], dict[Hex, Refusal]]:
    """Legal destinations and, for every other board hex within the unit's move, why not."""
    unit = position.unit_at(start)
    if unit is None:
        raise ValueError("no unit on the start hex")
    legal = legal_destinations(position, start)
    refused: dict[Hex, Refusal] = {}
    relaxed: dict[str, dict[Hex, tuple[int, tuple[Hex, ...]]]] = {}  # one relaxed search per rule, shared
    for h in spiral(start, unit.type.move):
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
    kind = unit.kind
    s_info = position.info(start)
    if not path:
        raise ValueError("empty path")
    if kind.value in s_info.cannot_leave:
        return Refusal(path[0], "Jednotka obrněnců nebo artilerie, která začíná v bunkru, se z něj nemůže pohnout.",
                       cite("obstacle.bunker"))
    if s_info.hedgerow and len(path) > 1:
        return Refusal(path[-1], "Jednotka, která opouští živý plot, se může pohnout jen na sousední pole.",
                       cite("terrain.hedgerow"))
    cost = 0
    beach = False
    h = start
    for i, n in enumerate(path):
        if n.distance(h) != 1:
            raise ValueError("path steps must be adjacent hexes")
        hi, ni = position.info(h), position.info(n)
        if i > 0 and kind.value in hi.must_stop:
            f = next(f for f in position.features(h) if kind in f.must_stop)
            return Refusal(n, f"Jednotka, která vstoupí na pole s terénem „{f.name}“, musí zastavit a nemůže "
                           "se v tomto tahu dále pohybovat.", cite(f.rule))
        refusal = _refusal_for_step(position, unit, h, n, i)
        if refusal:
            return Refusal(n, *refusal)
        step = 1
        if (hi.beach and ni.cliff) or (hi.cliff and ni.beach):
            if kind is not Kind.INFANTRY:
                return Refusal(n, "Pohyb z pláže na útes a z útesu na pláž je pro obrněnce a artilerii nemožný.",
                               cite("terrain.sea_cliff"))
            step = 2
        if ni.steep and ni.height > hi.height:
            step = 2
        cost += step
        beach = beach or ni.beach
        if cost > unit.type.move:
            t = unit.type
            return Refusal(n, f"{cap(t.name)} se {t.verb('pohne', 'pohnou')} nejvýše o {t.move} pole "
                           f"(tento pohyb stojí {cost}).", cite(t.rule))
        if beach and cost > 2:
            return Refusal(n, "Jednotka, která se pohybuje na pole pláže, se může pohnout nejvýše o 2 pole.",
                           cite("terrain.beach"))
        h = n
    ok, why, rule = _battle_after(position, unit, path[-1], cost)
    return MoveOption(path[-1], cost, tuple(path), ok, why, rule)


def _refusal_for_step(position: Position, unit: Unit, h: Hex, n: Hex, index: int) -> tuple[str, str] | None:
    kind = unit.kind
    if not is_on_board(n) or is_half_hex(n):
        return "Půlená pole a okraj bojiště jsou neprostupné.", cite("board.half_hexes")
    if position.unit_at(n) is not None:
        return ("Jednotku nelze přesunout na ani skrz pole obsazené vlastní ani nepřátelskou jednotkou.",
                cite("movement.general"))
    for f in position.features(n):
        if kind in f.impassable:
            return f"Pole s terénem „{f.name}“ je pro jednotku typu {KIND_CS[kind]} neprostupné.", cite(f.rule)
        if f.hedgerow and index > 0:
            return ("Na živý plot může jednotka vstoupit jen tehdy, když pohyb začala na sousedním poli.",
                    cite(f.rule))
        if f.bridge and position.info(h).water:
            return "Na most lze vstoupit jen ze sousedního pole pevniny.", cite(f.rule)
    if abs(position.height(n) - position.height(h)) > 1:
        return "Jednotka může vystoupit nebo sestoupit jen o 1 výškový stupeň.", cite("elevation.movement")
    return None
