"""Answers about moving: may it move there, must it stop, may it battle after; take ground, overrun, wire."""

from __future__ import annotations

from engine.api import EngineAnswer, Query
from engine.memoir44.battle import may_remove_wire
from engine.memoir44.battle_answers import not_ordered
from engine.memoir44.components import UNIT_PROFILES, Kind, Side, Unit
from engine.memoir44.facts import MAX_MOVE, Feature, Memoir44Facts, Proposition, UnitType
from engine.memoir44.movement import MoveOption, check_path, legal_destinations
from engine.memoir44.notes import note
from engine.memoir44.reply import Reply
from engine.memoir44.resolution import overrun, retreat_refusal, take_ground
from engine.memoir44.scene import line_scene, path_scene
from engine.memoir44.terrain import SPECS
from engine.memoir44.unstated import STANDARD_UNITS

P = Proposition


def _path_features(f: Memoir44Facts) -> list[Feature] | None:
    """The features of the hexes entered, in order: the stated path, or ``move`` hexes ending on ``enters``."""
    if f.path:
        return list(f.path)
    if f.unit_between and f.move is None:  # "projet přes pole, kde stojí moji pěšáci (, do lesa za nimi)"
        return [Feature.PLAIN, f.enters or Feature.PLAIN]
    n = f.move if f.move is not None else (1 if f.enters is not None else None)
    if n is None:
        return None
    return [Feature.PLAIN] * (n - 1) + [f.enters or Feature.PLAIN]


def answer_move(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the unit make this move; must it stop where it enters; may it battle afterwards?"""
    f = q.facts
    r = Reply("movement")
    if f.retreating:
        return _retreat_move(q, r)
    if f.ordered is False:
        return not_ordered(r)
    if f.crosses_sector and _path_features(f) is None:
        why = r.notes.add("move.between_sectors", "movement.general")
        r.find(P.MAY_MOVE, True, why)
        r.say("summary.between_sectors")
        return r.finish()
    mover = f.unit or f.attacker
    if mover is None:
        r.need("unit")
    features = _path_features(f)
    if features is None and f.starts_on is not None and q.ask is None:
        reached = _reach(Reply("movement"), f, mover) if mover else _reach_of_any(f)
        if reached is not None:
            return reached
    if features is None:
        r.need("move")
    if r.needs_facts:
        return r.finish()
    assert mover is not None and features is not None and len(features) <= MAX_MOVE
    return _move_path(r, f, mover, features)


def _move_path(r: Reply, f: Memoir44Facts, mover: UnitType, features: list[Feature]) -> EngineAnswer:
    scene = path_scene(f, mover, features)
    assert scene.attacker is not None
    profile = UNIT_PROFILES[mover]
    r.notes.add("move.scene", "units.movement", unit=mover, start=f.starts_on, path=features)
    if profile.kind is Kind.ARTILLERY:
        r.notes.add("move.allowance_artillery", profile.rule)
    else:
        r.notes.add("move.allowance", profile.rule, unit=mover, move=profile.move, limit=profile.max_move_with_battle)
    result = check_path(scene.position, scene.attacker, scene.path)
    assumed = f.move is None and not f.path and not f.unit_between  # one hex taken to show the step
    limited: int | None = None  # the longest move allowed into the terrain, when the question says no distance
    if assumed and f.enters is not None and f.starts_on is None:  # how far it may go to end there
        longest = _longest_into(f, mover, f.enters)
        limited = longest if longest < profile.move else None
        r.number("move", longest)
        r.notes.add("move.longest_into", SPECS[f.enters].rule, unit=mover, feature=f.enters, reach=longest)
    elif not assumed:
        r.number("move", len(scene.path))
    stops = [s for s in (SPECS[features[-1]],) if profile.kind in s.must_stop]
    if isinstance(result, MoveOption):
        r.number("move_cost", result.cost)
        allowed = r.notes.add("move.allowed", "movement.general", cost=result.cost)
        if limited is not None:  # "můžu vlézt do živého plotu?": yes only from near enough, so no yes for any move
            r.say("summary.move_only_from", feature=f.enters, reach=limited)
            r.need("move")
            return r.finish()
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
        r.find(P.MAY_BATTLE, result.may_battle, why)  # "… jdou 2 hexy do lesa, můžou pak střílet?"
    else:
        r.notes.append(result.reason)
        r.find(P.MAY_MOVE, False, result.reason)
        r.say("summary.move_refused", reason=result.reason)
    stop_note = note("move.stops_there", stops[0].rule, feature=stops[0].key) if stops else \
        note("move.no_stop", "movement.general", feature=features[-1])
    r.find(P.MUST_STOP, bool(stops), stop_note)
    return r.finish()


def _longest_into(f: Memoir44Facts, mover: UnitType, feature: Feature) -> int:
    """The longest legal move that ends on ``feature`` (a beach: 2 at most; 0 when none is legal)."""
    for n in range(UNIT_PROFILES[mover].move, 0, -1):
        scene = path_scene(f, mover, [Feature.PLAIN] * (n - 1) + [feature])
        assert scene.attacker is not None
        if isinstance(check_path(scene.position, scene.attacker, scene.path), MoveOption):
            return n
    return 0


def _reach_of_any(f: Memoir44Facts) -> EngineAnswer | None:
    """The reach from a start hex when it is the same for every standard unit (a hedgerow lets none go far)."""
    reaches = {_reach(Reply("movement"), f, u).numbers["move"] for u in STANDARD_UNITS}
    if len(reaches) != 1:
        return None
    reach = reaches.pop()
    r = Reply("movement")
    r.number("move", reach)
    r.notes.add("move.reach_any", SPECS[f.starts_on].rule if f.starts_on else "units.movement",
                feature=f.starts_on, reach=reach)
    r.say("summary.reach_any", feature=f.starts_on, reach=reach)
    return r.finish()


def _reach(r: Reply, f: Memoir44Facts, mover: UnitType) -> EngineAnswer:
    """How far the unit gets from where it starts ("ze živého plotu se pohnu jak daleko?")."""
    scene = path_scene(f, mover, [])
    assert scene.attacker is not None
    legal = legal_destinations(scene.position, scene.attacker)
    reach = max((h.distance(scene.attacker) for h in legal), default=0)
    r.number("move", reach)
    r.notes.add("move.reach", SPECS[f.starts_on].rule if f.starts_on else "units.movement", unit=mover,
                feature=f.starts_on, reach=reach, allowance=UNIT_PROFILES[mover].move)
    r.say("summary.reach", unit=mover, feature=f.starts_on, reach=reach)
    return r.finish()


def _retreat_move(q: Query[Memoir44Facts], r: Reply) -> EngineAnswer:
    """A retreat through the stated hexes: terrain does not stop it, impassable terrain, the sea and units do."""
    f = q.facts
    mover = f.unit or f.attacker or f.target
    features = _path_features(f) or ([f.enters] if f.enters else None)
    if mover is None:
        r.need("unit")
    if features is None:
        r.need("move")
    if r.needs_facts:
        return r.finish()
    assert mover is not None and features is not None
    scene = path_scene(f, mover, features)
    pos, h = scene.position, scene.attacker
    assert h is not None
    unit = pos.unit_at(h)
    assert unit is not None
    ignores = r.notes.add("retreat.ignores_terrain", "battle.retreat")
    r.find(P.MUST_STOP, False, ignores)
    for n in scene.path:
        refusal = retreat_refusal(pos.without_unit(h), unit, h, n)
        if refusal is not None:
            r.notes.append(refusal)
            r.find(P.MAY_MOVE, False, [ignores, refusal])
            r.find(P.RETREAT_POSSIBLE, False, [ignores, refusal])
            r.say("summary.retreat_refused", reason=refusal)
            return r.finish()
        h = n
    r.find(P.MAY_MOVE, True, ignores)
    r.find(P.RETREAT_POSSIBLE, True, ignores)
    r.say("summary.retreat_passes")
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
    if verdict.allowed and (f.assault_success is None or f.distance is None):
        # ground is taken only after a successful close assault: a destruction by fire from afar takes none
        r.need("assault_success" if f.assault_success is None else "distance")
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
    keys = [*(f.terrain_target or ()), *(f.terrain_attacker or ()),
            *(x for x in (f.enters, f.attacker_entered) if x is not None)]  # the hex it took ground into
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
