"""Answers about a battle: may it battle, with how many dice, the odds; line of sight; die faces."""

from __future__ import annotations

from fractions import Fraction

from engine.api import EngineAnswer, Intent, Query
from engine.memoir44 import odds
from engine.memoir44.battle import (
    RANGE_RULE,
    BattleCheck,
    check_battle,
    count_dice,
    flags_ignorable,
    max_range,
    may_battle_after_move,
)
from engine.memoir44.components import DIE_FACES, DIE_SIDES, UNIT_PROFILES, Face, Kind, hits_target
from engine.memoir44.facts import Feature, Memoir44Facts, Proposition, UnitType
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Note, note
from engine.memoir44.reply import Reply
from engine.memoir44.scene import Scene, battle_scene
from engine.memoir44.sight import line_of_sight

P = Proposition


def scene_note(scene: Scene, target_named: bool, any_distance: bool = False) -> Note:
    """The position as the question stated it (for the first step); ``any_distance``: the question gave no
    distance and the battle is the same at every one within range."""
    pos, a, t = scene.position, scene.attacker, scene.target
    assert a is not None and t is not None
    ua, ut = pos.unit_at(a), pos.unit_at(t)
    assert ua is not None and ut is not None

    def features(h: Hex) -> tuple[Feature, ...]:
        return tuple(x.key for x in pos.features(h) if x.key is not Feature.PLAIN)

    def height(h: Hex) -> int:
        """A height worth saying: not the one its terrain has anyway (a hill is at height 1)."""
        return pos.height(h) if pos.height(h) != pos.terrain_at(h).elevation else 0

    return note("battle.scene", "battle.sequence", attacker=ua.type, attacker_features=features(a),
                attacker_height=height(a), target=ut.type if target_named else None,
                target_features=features(t), target_height=height(t), distance=a.distance(t),
                placed=scene.placed, any_distance=any_distance)


def _target_named(f: Memoir44Facts, scene: Scene) -> bool:
    return f.target is not None or (scene.on_board and f.target_hex is not None)


def _needs(r: Reply, q: Query[Memoir44Facts]) -> None:
    f = q.facts
    if f.attacker_hex is not None:
        if f.target_hex is None:
            r.need("target_hex")
        return
    if f.attacker is None:
        r.need("attacker")
    if f.distance is None:
        r.need("distance")
    elif f.distance == 1 and (f.between or f.unit_between):
        r.need("distance", "need.nothing_between_neighbours")
    if q.intent in (Intent.ODDS, Intent.CASUALTY) and f.target is None:
        r.need("target")


def answer_battle(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the attacker battle the target, with how many dice, and the odds when the target is known."""
    f = q.facts
    r = Reply("attack")
    if f.ordered is False:  # whatever the unit and the target: without an order it does not battle
        return not_ordered(r)
    _needs(r, q)
    anywhere = _same_at_every_range(f) if r.answer.missing == ["distance"] else None
    if anywhere is not None:  # armour: 3 dice at 1–3 hexes; the distance changes nothing asked
        r.answer.missing.clear()
        r.answer.needs.clear()
    elif r.answer.missing == ["distance"] and f.attacker is not None and (f.terrain_target or f.terrain_attacker):
        _reductions_anyway(r, f, f.attacker)
    if r.needs_facts:
        return r.finish()
    scene = battle_scene(f, f.attacker or UnitType.INFANTRY, f.target, anywhere or f.distance)
    pos, a, t = scene.position, scene.attacker, scene.target
    assert a is not None and t is not None
    named = _target_named(f, scene)
    r.notes.append(scene_note(scene, named, anywhere is not None))
    check = check_battle(pos, a, t)
    r.notes.extend(check.notes)
    if f.attacker_figures is not None:  # "Počet kostek … není ovlivněn ztrátami"
        r.notes.add("battle.full_strength", "battle.general", figures=f.attacker_figures)
    _battle_findings(r, scene, check)
    dice = check.dice or count_dice(pos, a, t)
    if anywhere is None:
        r.number("distance", a.distance(t))
    if check.dice is not None and dice.base:
        r.number("reduction", dice.reduction)
        r.number("attacker_penalty", dice.penalty)
        r.number("total_reduction", dice.total_reduction)
    attacker = pos.unit_at(a)
    target = pos.unit_at(t)
    assert attacker is not None and target is not None
    if check.allowed:
        r.number("dice", dice.dice)
        if named:
            _odds_numbers(r, dice.dice, target.kind, bool(f.stars_hit), target.figures, flags_ignorable(pos, t)[0])
        else:
            r.number("p_at_least_one_flag", odds.p_at_least_one_flag(dice.dice))
            r.notes.add("odds.target_unknown", "battle.hits")
        r.say("summary.battle", attacker=attacker.type, target=target.type if named else None, dice=dice.dice,
              reduced=bool(dice.total_reduction), base=dice.base, total=dice.total_reduction)
    else:
        r.find(P.HIT, False, check.notes[-1:])  # no battle, or no dice left: nothing can hit ("má vůbec šanci?")
        if check.dice is not None and dice.base and dice.dice == 0:
            r.number("dice", 0)
        r.say("summary.battle_refused", attacker=attacker.type, reason=check.notes[-1] if check.notes else None)
    if f.counterattack and named:
        _counterattack(r, scene)
    return r.finish()


def _same_at_every_range(f: Memoir44Facts) -> int | None:
    """Without the distance: the farthest hex of the attacker's range when the battle comes out the same at
    every distance within it (allowed or not, with the same dice), else None.  Only for a line the question
    describes by its two hexes (nothing said between them, no board) and a target it describes (its type or
    terrain: an unnamed target could stand anywhere)."""
    if f.attacker is None or f.attacker_hex is not None or f.between or f.unit_between or (
            f.target is None and not f.terrain_target):
        return None
    longest = max_range(UNIT_PROFILES[f.attacker].kind)
    outcomes = set()
    for d in range(1, longest + 1):
        scene = battle_scene(f, f.attacker, f.target, d)
        assert scene.attacker is not None and scene.target is not None
        check = check_battle(scene.position, scene.attacker, scene.target)
        dice = check.dice or count_dice(scene.position, scene.attacker, scene.target)
        outcomes.add((check.allowed, dice.dice))
    return longest if len(outcomes) == 1 else None


def _reductions_anyway(r: Reply, f: Memoir44Facts, attacker: UnitType) -> None:
    """Without the distance the dice are unknown, but the terrain's reductions and penalties are not."""
    scene = battle_scene(f, attacker, f.target, 1)
    assert scene.attacker is not None and scene.target is not None
    dice = count_dice(scene.position, scene.attacker, scene.target)
    kept = ("dice.reduction", "dice.penalty", "dice.reductions_add_up", "dice.reductions_not_cumulative",
            "dice.artillery_ignores_terrain", "dice.no_reduction_from_level")
    r.notes.extend(n for n in dice.notes if n.code in kept)
    r.number("reduction", dice.reduction)
    r.number("attacker_penalty", dice.penalty)
    r.number("total_reduction", dice.total_reduction)


def not_ordered(r: Reply) -> EngineAnswer:
    """A unit without an order this turn neither moves nor battles (rule ``orders.units``)."""
    why = r.notes.add("battle.not_ordered", "orders.units")
    for p in (P.MAY_BATTLE, P.MAY_BATTLE_AFTER_MOVE, P.MAY_MOVE):
        r.find(p, False, why)
    r.say("summary.not_ordered")
    return r.finish()


def _battle_findings(r: Reply, scene: Scene, check: BattleCheck) -> None:
    pos, a, t = scene.position, scene.attacker, scene.target
    assert a is not None and t is not None
    attacker = pos.unit_at(a)
    assert attacker is not None
    dice = check.dice or count_dice(pos, a, t)
    r.find(P.IN_RANGE, dice.base > 0, dice.notes[:1])
    r.find(P.NEEDS_LINE_OF_SIGHT, attacker.kind is not Kind.ARTILLERY, note("battle.artillery_needs_no_sight",
                                                                            "sight.general"))
    r.find(P.CLOSE_ASSAULT, check.close_assault, note("battle.close_assault", "battle.close_assault"))
    if check.sight is not None:
        r.find(P.LINE_OF_SIGHT_CLEAR, check.sight.clear, check.sight.notes)
    if dice.base:
        reductions = [n for n in dice.notes if n.code in ("dice.reduction", "dice.no_reduction_from_level",
                                                          "dice.artillery_ignores_terrain")]
        r.find(P.TERRAIN_REDUCES, dice.reduction > 0, reductions or dice.notes[:1])
        penalties = [n for n in dice.notes if n.code == "dice.penalty"]
        r.find(P.ATTACKER_PENALISED, dice.penalty > 0, penalties or dice.notes[:1])
    refusal = may_battle_after_move(attacker)
    r.find(P.MAY_BATTLE_AFTER_MOVE, refusal is None, refusal or note("battle.may", attacker.profile.rule))
    r.find(P.MAY_BATTLE, check.allowed, check.notes[-1:])


def _odds_numbers(r: Reply, n: int, target: Kind, stars: bool, figures: int, ignore: int) -> None:
    pf = odds.p_face(target, stars)
    r.number("p_face", pf)
    r.number("expected_hits", odds.expected_hits(n, target, stars))
    dist = odds.hits_distribution(n, target, stars)
    r.number("p_hits", [dist.get(k, 0) for k in range(n + 1)])
    r.number("p_at_least_one_hit", odds.p_at_least_one_hit(n, target, stars))
    r.number("p_at_least_one_flag", odds.p_at_least_one_flag(n))
    r.number("p_retreat", odds.p_retreat(n, target, figures, ignore, stars))
    r.number("flags_ignorable", ignore)
    faces = [fc for fc in Face if hits_target(fc, target, stars)]
    r.notes.add("odds.hit_chance", "battle.hits", kind=target, faces=faces, p_face=f"{pf.numerator}/{pf.denominator}",
                dice=n, p_hit=r.answer.numbers["p_at_least_one_hit"], expected=r.answer.numbers["expected_hits"])


def _counterattack(r: Reply, scene: Scene) -> None:
    """The target's own battle against the attacker on its turn (roles swapped, same hexes)."""
    pos, a, t = scene.position, scene.attacker, scene.target
    assert a is not None and t is not None
    unit = pos.unit_at(t)
    assert unit is not None
    back = check_battle(pos, t, a)
    if back.allowed and back.dice is not None:
        d = back.dice
        r.number("dice_return_fire", d.dice)
        r.notes.add("battle.counterattack", RANGE_RULE[unit.kind], "battle.reductions", unit=unit.type,
                    dice=d.dice, reduced=bool(d.total_reduction), reduction=d.reduction, penalty=d.penalty)
        r.summary = r.summary and note("summary.then", first=r.summary,
                                       then=note("summary.counterattack", dice=d.dice))
    else:
        reason = back.notes[-1] if back.notes else None
        r.notes.append(note("battle.counterattack_refused", "battle.sequence", unit=unit.type, reason=reason))
        r.summary = r.summary and note("summary.then", first=r.summary, then=note("summary.counterattack_refused"))


def answer_sight(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Is the line of sight between the two units clear?"""
    f = q.facts
    r = Reply("line_of_sight")
    something = f.between or f.unit_between or f.edge_sides is not None or f.attacker_height is not None \
        or f.target_height is not None or f.attacker_hex is not None or f.terrain_attacker or f.terrain_target
    if not something:
        r.need("between")
    elif f.distance == 1 and (f.between or f.unit_between):
        r.need("distance", "need.nothing_between_neighbours")
    if r.needs_facts:
        return r.finish()
    attacker = f.attacker or UnitType.INFANTRY
    scene = battle_scene(f, attacker, f.target or UnitType.INFANTRY, f.distance)
    a, t = scene.attacker, scene.target
    assert a is not None and t is not None
    r.notes.append(scene_note(scene, True))
    res = line_of_sight(scene.position, a, t)
    r.notes.extend(res.notes)
    r.find(P.LINE_OF_SIGHT_CLEAR, res.clear, res.notes)
    if f.attacker is not None:
        artillery = scene.position.unit_at(a).kind is Kind.ARTILLERY  # type: ignore[union-attr]
        why = r.notes.add("battle.artillery_needs_no_sight", "sight.general") if artillery else \
            note("sight.clear", "sight.general")
        r.find(P.NEEDS_LINE_OF_SIGHT, not artillery, why)
    r.say("summary.sight_clear" if res.clear else "summary.sight_blocked")
    return r.finish()


def answer_odds(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Odds of a number of dice: against a target type, or of at least one flag."""
    f = q.facts
    r = Reply("odds")
    if f.dice is None:
        r.need("dice")
        return r.finish()
    r.number("dice", f.dice)
    if f.target is None:
        p_flag = odds.p_at_least_one_flag(f.dice)
        r.number("p_at_least_one_flag", p_flag)
        r.notes.add("odds.die_unprinted", "battle.symbols")
        r.notes.add("odds.flag_chance", "battle.retreat", dice=f.dice, p_flag=p_flag)
        r.say("summary.flag_odds", dice=f.dice, p_flag=p_flag)
        return r.finish()
    profile = UNIT_PROFILES[f.target]
    r.notes.add("odds.die_unprinted", "battle.symbols")  # the whole answer rests on the die's faces
    _odds_numbers(r, f.dice, profile.kind, bool(f.stars_hit), min(f.figures or profile.figures, profile.figures), 0)
    r.say("summary.odds", dice=f.dice, target=f.target, expected=r.answer.numbers["expected_hits"],
          p_hit=r.answer.numbers["p_at_least_one_hit"])
    return r.finish()


def answer_face(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Does one die face hit the target?  How often does it show (the manual does not say)?"""
    f = q.facts
    if q.intent in (Intent.ODDS, Intent.COUNT) and f.face is not None and f.target is None:
        return _face_chance(f.face, f.dice or 1)
    r = Reply("casualty")
    if f.face is None:
        r.need("face")
    if f.target is None and f.face in (Face.INFANTRY, Face.ARMOUR):
        r.need("target")
    if r.needs_facts:
        return r.finish()
    assert f.face is not None
    kind = UNIT_PROFILES[f.target].kind if f.target is not None else None
    hit = hits_target(f.face, kind or Kind.INFANTRY, bool(f.stars_hit))
    why = r.notes.add("odds.face", "battle.hits", "battle.miss", face=f.face, kind=kind, hit=hit)
    r.find(P.HIT, hit, why)
    r.say("summary.face", face=f.face, kind=kind, hit=hit)
    return r.finish()


def _face_chance(face: Face, dice: int) -> EngineAnswer:
    """How often a symbol shows: it rests on a fact of the component the manual never prints."""
    r = Reply("odds")
    sides = DIE_FACES[face]
    p = Fraction(sides, DIE_SIDES)
    r.number("faces", sides)
    r.number("p_symbol", p)
    r.notes.add("odds.face_unknown", "battle.symbols", face=face, sides=sides, p=f"{sides}/{DIE_SIDES}")
    if dice > 1:
        at_least = 1 - (1 - p) ** dice
        r.number("dice", dice)
        r.number("p_at_least_one", at_least)
        r.notes.add("odds.face_at_least_once", "battle.symbols", face=face, dice=dice, p=at_least)
    r.say("summary.face_unknown", face=face, sides=sides, p=f"{sides}/{DIE_SIDES}")
    return r.finish()
