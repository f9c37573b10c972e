"""Answers about moving: may it move there, must it stop, may it battle after; take ground, overrun, wire."""

from __future__ import annotations

from engine.api import EngineAnswer, Query
from engine.memoir44.battle import may_remove_wire
from engine.memoir44.components import UNIT_PROFILES, Kind, Side, Unit
from engine.memoir44.facts import MAX_MOVE, Feature, Memoir44Facts, Proposition
from engine.memoir44.movement import MoveOption, check_path
from engine.memoir44.notes import note
from engine.memoir44.reply import Reply
from engine.memoir44.resolution import overrun, take_ground
from engine.memoir44.scene import line_scene, path_scene
from engine.memoir44.terrain import SPECS

P = Proposition


def _path_features(f: Memoir44Facts) -> list[Feature] | None:
    """The features of the hexes entered, in order: the stated path, or ``move`` hexes ending on ``enters``."""
    if f.path:
        return list(f.path)
    n = f.move if f.move is not None else (1 if f.enters is not None else None)
    if n is None:
        return None
    return [Feature.PLAIN] * (n - 1) + [f.enters or Feature.PLAIN]


def answer_move(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the unit make this move; must it stop where it enters; may it battle afterwards?"""
    f = q.facts
    r = Reply("movement")
    mover = f.unit or f.attacker
    if mover is None:
        r.need("unit")
    features = _path_features(f)
    if features is None:
        r.need("move")
    if r.needs_facts:
        return r.finish()
    assert mover is not None and features is not None and len(features) <= MAX_MOVE
    scene = path_scene(f, mover, features)
    assert scene.attacker is not None
    profile = UNIT_PROFILES[mover]
    r.notes.add("move.scene", "units.movement", unit=mover, start=f.starts_on, path=features)
    if profile.kind is Kind.ARTILLERY:
        r.notes.add("move.allowance_artillery", profile.rule)
    else:
        r.notes.add("move.allowance", profile.rule, unit=mover, move=profile.move, limit=profile.max_move_with_battle)
    result = check_path(scene.position, scene.attacker, scene.path)
    r.number("move", len(scene.path))
    last = [SPECS[x] for x in (features[-1],)]
    stops = [s for s in last if profile.kind in s.must_stop]
    if isinstance(result, MoveOption):
        r.number("move_cost", result.cost)
        allowed = r.notes.add("move.allowed", "movement.general", cost=result.cost)
        r.find(P.MAY_MOVE, True, allowed)
        if result.may_battle:
            why = r.notes.add("move.may_battle_after", profile.rule)
            r.say("summary.move_then_battle")
        else:
            assert result.no_battle is not None
            why = result.no_battle
            r.notes.append(why)
            r.say("summary.move_no_battle", reason=why)
        r.find(P.MAY_BATTLE_AFTER_MOVE, result.may_battle, why)
    else:
        r.notes.append(result.reason)
        r.find(P.MAY_MOVE, False, result.reason)
        r.say("summary.move_refused", reason=result.reason)
    stop_note = note("move.stops_there", stops[0].rule, feature=stops[0].key) if stops else \
        note("move.no_stop", "movement.general", feature=features[-1])
    r.find(P.MUST_STOP, bool(stops), stop_note)
    return r.finish()


def answer_ground(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the attacker take ground after its close assault?"""
    f = q.facts
    r = Reply("legality")
    if f.attacker is None:
        r.need("attacker")
        return r.finish()
    scene = line_scene(f, f.attacker, None, min(max(f.distance or 1, 1), 12))
    a, t = scene.attacker, scene.target
    assert a is not None and t is not None
    pos = scene.position.without_unit(t)  # the target was destroyed or retreated
    verdict = take_ground(pos, a, t, f.assault_success is not False)
    if f.assault_success is None and verdict.allowed:
        r.need("assault_success")
        return r.finish()
    r.notes.extend(verdict.notes)
    r.find(P.MAY_TAKE_GROUND, verdict.allowed, verdict.notes[:1] if not verdict.allowed else verdict.notes)
    r.say("summary.ground" if verdict.allowed else "summary.ground_refused", reason=verdict.notes[-1])
    return r.finish()


def answer_overrun(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the armour that took ground battle again (armour overrun)?"""
    f = q.facts
    r = Reply("legality")
    if f.attacker is None:
        r.need("attacker")
        return r.finish()
    done = bool(f.overrun_already_done)
    if f.took_ground is None and not done and UNIT_PROFILES[f.attacker].kind is Kind.ARMOUR:
        r.need("took_ground")
        return r.finish()
    keys = [*(f.terrain_target or ()), *([f.enters] if f.enters else [])]
    restrictive = [k for k in keys if SPECS[k].no_battle_after_entering or SPECS[k].sea]
    entered = (restrictive or [k for k in keys if SPECS[k].wire] or [""])[0]
    verdict = overrun(Unit(f.attacker, Side.ALLIES), f.took_ground is not False, done, entered)
    r.notes.extend(verdict.notes)
    r.number("max_overruns_per_turn", 1)
    r.find(P.MAY_OVERRUN, verdict.allowed, verdict.notes)
    r.say("summary.overrun" if verdict.allowed else "summary.overrun_refused", reason=verdict.notes[0])
    return r.finish()


def answer_wire(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the unit remove the wire on its hex instead of battling?"""
    f = q.facts
    r = Reply("legality")
    unit = f.attacker or f.unit
    if unit is None:
        r.need("attacker")
        return r.finish()
    f = f.with_(terrain_attacker=(*(x for x in f.terrain_attacker or () if not x.is_obstacle), Feature.WIRE))
    scene = line_scene(f, unit, None, 2)
    assert scene.attacker is not None
    check = may_remove_wire(scene.position, scene.attacker)
    r.notes.extend(check.notes)
    r.find(P.MAY_REMOVE_WIRE, check.allowed, check.notes)
    r.say("summary.wire" if check.allowed else "summary.wire_refused", reason=check.notes[-1])
    return r.finish()
