"""Attacks: legality of the target, the total defense and its parts, dice, exact odds, the roll.

The attack is set up from the facts (:mod:`engine.undaunted.answers.setup`), placed
on a small board (:mod:`engine.undaunted.answers.scenes`) and run through the
rules: :meth:`Game.check` for the target, :meth:`Game.attack_lines` for the
defense, :func:`odds_steps` and :func:`resolve_roll` for the dice.  Only the facts
the asked thing depends on are asked back (``needs``).
"""

from __future__ import annotations

from fractions import Fraction

from engine.api import EngineAnswer, Intent
from engine.explain import IllegalActionError, MissingFactError
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.scenes import Scene, attack_scene
from engine.undaunted.answers.setup import AttackSetup, read_attack
from engine.undaunted.combat import SMOKE_BONUS, Attack, Defense, odds_steps, resolve_roll, total_defense
from engine.undaunted.facts import Proposition, Quantity
from engine.undaunted.game import Game
from engine.undaunted.model import BUILDING, INFANTRY, TANK, TUNNEL, CasualtyOutcome, Tile
from engine.undaunted.odds import casualty_outcomes, p_removed_or_routed
from engine.undaunted.presentation import catalogue, say
from engine.undaunted.variants import CombatSpec

P = Proposition
# propositions decided by the action alone (and the target's kind), whatever else is missing
_BY_ACTION = frozenset({P.COVER_COUNTS, P.RANGE_BONUS_COUNTS, P.SMOKE_COUNTS, P.HITS_OWN_UNITS, P.ACTION_ALLOWED,
                        P.ACTION_HAS_EFFECT, P.HILL_HIGH_COVER, P.HIT_POSSIBLE})


def answer_attack(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "attack"
    s = read_attack(ctx)
    if s is None:
        return ctx.done()
    v = ctx.variant
    if s.action not in v.combat:
        ctx.step("answer.combat_unknown_in_game", "combat", action=s.action, game=v.title)
        ctx.find(P.ACTION_ALLOWED, False, "combat")
        ctx.say("summary.action_not_in_game", action=s.action)
        return ctx.done()
    spec = v.combat[s.action]
    _by_action(ctx, s, spec)
    _structure_cover_rule(ctx, s)
    if s.fire_lane and not _fire_lane(ctx, s):
        return ctx.done()
    scene = attack_scene(s, v, attacker_kind=ctx.facts.attacker, own_target=bool(ctx.facts.target_own),
                         target_suppressed=bool(ctx.facts.target_suppressed), min_range=ctx.facts.min_range,
                         max_range=ctx.facts.max_range, mortar_target=ctx.facts.mortar_target_on_board is not False)
    game = Game(scene.position)
    if not _allowed(ctx, s, spec, game, scene):
        return ctx.done()
    if s.base_source:
        ctx.step("answer.base_from_example", "example_round", base=s.base, source=say(s.base_source))
    if s.dice_source:
        ctx.step("answer.dice_from_rules", "combat", dice=s.dice, source=say(s.dice_source))
    parts = _asked_parts(ctx)
    missing = _missing(s, spec, parts)
    if missing:
        ctx.need(*missing)
    defense = _defense(ctx, s, game, scene)
    known = _known_parts(s, spec, missing)
    ctx.expl.extend(defense.explain(known))
    _report(ctx, s, spec, defense, known, missing)
    return ctx.done()


# ---------------------------------------------------------------- what the action alone decides


def _by_action(ctx: Ctx, s: AttackSetup, spec: CombatSpec) -> None:
    """Findings the action (and the target's kind) decides: cover, range bonus, smoke, own units."""
    v = ctx.variant
    rule = s.action if v.has_rule(s.action) else "defense"
    cover = spec.cover and not s.mine
    ctx.find(P.COVER_COUNTS, cover, "mine_tokens" if s.mine else ("defense" if cover else rule))
    same_tile = s.same_tile or s.distance == 0  # the attacker's own tile is not counted: nothing is added
    ctx.find(P.RANGE_BONUS_COUNTS, spec.range_bonus and not s.mine and not same_tile,
             "mine_tokens" if s.mine else ("range_bonus" if spec.range_bonus or same_tile else rule))
    structure = s.cls in (BUILDING, TUNNEL)
    smoke = v.has_smoke and spec.smoke and not s.mine and not structure
    ctx.find(P.SMOKE_COUNTS, smoke, "smoke_tokens" if v.has_smoke else "defense")
    if s.hill_target and cover:
        ctx.find(P.HILL_HIGH_COVER, not spec.hill_low and not s.hill_attacker, "hill")
    ctx.find(P.HITS_OWN_UNITS, spec.target_mode != "unit" and spec.include_own,
             rule if spec.include_own else "target")
    if ctx.asked == P.SMOKE_COUNTS and not s.smoke:
        _smoke_step(ctx, s, spec, smoke)


def _smoke_step(ctx: Ctx, s: AttackSetup, spec: CombatSpec, counts: bool) -> None:
    """Why a smoke token would (not) count, for a question about smoke that puts none on the tile."""
    if counts:
        ctx.step("combat.smoke", "smoke_tokens", bonus=SMOKE_BONUS)
    elif s.mine:
        ctx.step("combat.mine_smoke", "smoke_tokens")
    elif not ctx.variant.has_smoke:
        ctx.step("combat.smoke_unknown_game", "defense")
    elif s.cls in (BUILDING, TUNNEL):
        ctx.step("combat.smoke_structure", "smoke_tokens")
    else:
        ctx.step("combat.smoke_excluded", "smoke_tokens", action=s.action)


def _structure_cover_rule(ctx: Ctx, s: AttackSetup) -> None:
    """Building or fortification cover asked: Normandie has none; a fortification's counts exactly when the
    target's side controls the tile (its values do not matter)."""
    f, asked = ctx.facts, ctx.asked
    if asked not in (P.BUILDING_COVER_COUNTS, P.FORTIFICATION_COVER_COUNTS):
        return
    if not ctx.variant.has_structures:
        if f.building_cover is None and f.fortification_cover is None:  # else the setup has said so
            ctx.step("answer.no_building_cover_normandie", "defense")
        ctx.find(asked, False, "defense")
    elif asked == P.BUILDING_COVER_COUNTS and s.building_cover is None and s.same_tile:
        ctx.find(P.BUILDING_COVER_COUNTS, False, "building_cover")  # whatever the values: the tile's own cover
    elif asked == P.FORTIFICATION_COVER_COUNTS and s.fortification_cover is None:
        ctx.step("answer.fortification_rule", "fortification_cover")
        if s.controls is None:
            ctx.need("target_controls_tile")
        else:
            ctx.find(P.FORTIFICATION_COVER_COUNTS, s.controls, "fortification_cover")


def _fire_lane(ctx: Ctx, s: AttackSetup) -> bool:
    """A unit entering an enemy fire lane: krycí palba 3 (False: it does not apply, explained)."""
    if s.cls == TANK:
        ctx.step("answer.fire_lane_tank", "fire_lanes")
        ctx.find(P.ACTION_ALLOWED, False, "fire_lanes")
        ctx.find(P.ACTION_HAS_EFFECT, False, "fire_lanes")
        ctx.say("summary.fire_lane_tank")
        return False
    ctx.step("answer.fire_lane", "fire_lanes")
    return True


def _allowed(ctx: Ctx, s: AttackSetup, spec: CombatSpec, game: Game, scene: Scene) -> bool:
    """Is the target one the action may choose (and in range)?  Refusals are explained and summarised."""
    try:
        game.check(scene.play)
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.answer.find(P.HIT_POSSIBLE, False, *err.rules)
        if (s.cls == TANK and spec.target_mode != "unit") or (s.cls == TANK and spec.effect == "suppress"):
            ctx.answer.find(P.ACTION_HAS_EFFECT, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return False
    except MissingFactError:
        pass
    named = ctx.facts.target is not None or s.mine or s.fire_lane  # the target's kind decides the rest
    if named:
        ctx.find(P.ACTION_ALLOWED, True, "target")
    if ctx.facts.target_own and spec.target_mode != "unit":
        ctx.step("answer.hits_own_units", "target", action=s.action)
    no_effect = spec.effect == "suppress" and (s.cls == TANK or bool(ctx.facts.target_suppressed))
    if named or no_effect:
        ctx.find(P.ACTION_HAS_EFFECT, not no_effect, "tanks" if s.cls == TANK else "suppression")
    if no_effect and ctx.asked == P.ACTION_HAS_EFFECT:  # "udělá to něco?": the answer is the reason it does not
        key = "answer.no_effect_tank" if s.cls == TANK else "answer.no_effect_suppressed"
        ctx.step(key, "tanks" if s.cls == TANK else "suppression")
        ctx.say(key)
    if ctx.asked == P.HIT_POSSIBLE and not no_effect:
        ctx.step("answer.zero_always_hits", "roll")
        ctx.find(P.HIT_POSSIBLE, True, "roll")
    return True


# ---------------------------------------------------------------- what is asked, what is missing


def _asked_parts(ctx: Ctx) -> frozenset[str]:
    """The parts of the answer the question needs: base, cover, range, dice, total."""
    asked, intent, number = ctx.asked, ctx.query.intent, ctx.facts.asked_number
    if asked in _BY_ACTION:
        return frozenset()
    if asked == P.FORTIFICATION_COVER_COUNTS and ctx.facts.fortification_cover is None:
        return frozenset()  # who controls the tile decides (see _structure_cover_rule)
    if asked == P.BUILDING_COVER_COUNTS and ctx.facts.building_cover is None and ctx.facts.attacker_same_tile:
        return frozenset()  # the attacker on the target's tile decides (see _structure_cover_rule)
    if asked == P.BUILDING_COVER_COUNTS or asked == P.FORTIFICATION_COVER_COUNTS:
        return frozenset({"cover"})
    if number is Quantity.DICE or (intent is Intent.DICE and number is None):
        return frozenset({"dice"})
    by_number = {Quantity.COVER: {"cover"}, Quantity.RANGE_BONUS: {"range"}, Quantity.SMOKE_BONUS: set(),
                 Quantity.BASE_DEFENSE: {"base"}}
    if number in by_number:
        return frozenset(by_number[number])  # type: ignore[index]
    total = {"base", "cover", "range", "total"}
    if intent in (Intent.ODDS, Intent.CASUALTY) or asked == P.ATTACK_HITS or number is Quantity.P_HIT:
        return frozenset(total | {"dice"})
    return frozenset(total)


def _missing(s: AttackSetup, spec: CombatSpec, parts: frozenset[str]) -> list[str]:
    """Fact names the asked parts depend on and the question does not state."""
    out: list[str] = []
    if "base" in parts and s.base is None and s.cls != TUNNEL:
        out.append("durability" if s.cls == BUILDING else "base_defense")
    if "cover" in parts:
        out += _cover_missing(s, spec)
    if "range" in parts and spec.range_bonus and not s.mine and s.distance is None and not s.same_tile:
        out.append("distance")
    if "dice" in parts and s.dice is None:
        out.append("action_value")
    return out


def _cover_missing(s: AttackSetup, spec: CombatSpec) -> list[str]:
    if not spec.cover or s.mine or s.hill_target:
        return []
    unit_target = s.cls in (INFANTRY, TANK)
    if unit_target and s.fortification_cover is not None:
        if s.controls is None:
            return ["target_controls_tile"]
        if s.controls:
            return []
    if unit_target and s.building_cover is not None:
        if s.same_tile is None:
            return ["attacker_same_tile"]
        if not s.same_tile:
            return []
    return ["cover"] if s.cover is None else []


def _known_parts(s: AttackSetup, spec: CombatSpec, missing: list[str]) -> tuple[str, ...]:
    """The parts of the defense that can be shown (a part whose facts are missing is left out)."""
    gaps = set(missing)
    known = []
    if s.base is not None or s.cls == TUNNEL:
        known.append("base")
    if not _cover_missing(s, spec):
        known.append("cover")
    if not (spec.range_bonus and not s.mine and s.distance is None and not s.same_tile):
        known.append("range")
    known.append("smoke")
    if {"base", "cover", "range"} <= set(known) and not gaps - {"action_value"}:
        known.append("total")
    return tuple(known)


# ---------------------------------------------------------------- the defense and the dice


def _defense(ctx: Ctx, s: AttackSetup, game: Game, scene: Scene) -> Defense:
    """The defense against the described target (its unknown parts computed as 0 and never shown)."""
    pos = scene.position
    if s.mine:
        tile = pos.tiles[scene.victim.tile] if scene.victim and scene.victim.tile else Tile("cíle")
        return total_defense(ctx.variant, Attack(s.action, s.cls, s.base if s.base is not None else 0, tile, 0,
                                                 smoke=s.smoke, mine=True))
    card = pos.cards[pos.sides[0]].hand[0]
    act = next(a for a in card.actions if a.kind == s.action)
    lines = game.attack_lines(pos.sides[0], scene.attacker, s.action, act, scene.play.target, scene.origin)
    line = next(ln for ln in lines if ln.target == scene.victim)
    return line.defense


def _report(ctx: Ctx, s: AttackSetup, spec: CombatSpec, d: Defense, known: tuple[str, ...],
            missing: list[str]) -> None:
    """Numbers, odds, the roll, and the summary for what is known."""
    parts = {"base": ("base_defense", d.base), "cover": ("cover", d.cover), "range": ("range_bonus", d.range_bonus),
             "smoke": ("smoke_bonus", d.smoke_bonus), "total": ("total_defense", d.total)}
    ctx.number(**{key: value for part, (key, value) in parts.items() if part in known})
    ctx.number(distance=s.distance, dice=s.dice)
    _decide_covers(ctx, s, d, known)
    _asked_clause(ctx, s)
    if "total" in known and s.dice is not None:
        _odds_and_roll(ctx, s, spec, d)
        return
    if "total" in known:
        ctx.step("answer.dice_unknown", "roll")
        ctx.say("summary.total", total=d.total)
        return
    shown = [say("summary.part_cover", value=d.cover)] if "cover" in known else []
    shown += [say("summary.part_range", value=d.range_bonus)] if "range" in known else []
    shown += [say("summary.part_smoke", value=d.smoke_bonus)] if d.smoke_bonus else []
    if shown and (ctx.asked not in _BY_ACTION or not ctx.summary_parts):
        ctx.say("summary.parts", parts=tuple(shown))
    if s.dice is not None:
        ctx.say("summary.dice", dice=s.dice)
    if missing and ctx.answer.needs:
        ctx.say("summary.needs", needs=tuple(ctx.answer.needs))


def _decide_covers(ctx: Ctx, s: AttackSetup, d: Defense, known: tuple[str, ...]) -> None:
    if "cover" not in known or s.mine:
        return
    if s.building_cover is not None and s.cls in (INFANTRY, TANK) and d.cover_kind != "fortification":
        ctx.find(P.BUILDING_COVER_COUNTS, d.cover_kind == "building", "building_cover")
    if s.fortification_cover is not None and s.cls in (INFANTRY, TANK):
        ctx.find(P.FORTIFICATION_COVER_COUNTS, d.cover_kind == "fortification", "fortification_cover")


def _asked_clause(ctx: Ctx, s: AttackSetup) -> None:
    """The clause that answers the asked proposition when the action or the cover decides it."""
    finding = ctx.answer.findings.get(ctx.asked or "")
    if finding is None:
        return
    key = f"summary.{ctx.asked}_{'yes' if finding.value else 'no'}"
    if not ctx.variant.has_structures and ctx.asked in (P.BUILDING_COVER_COUNTS, P.FORTIFICATION_COVER_COUNTS):
        key = "summary.structure_cover_normandie"
    if s.mine and f"{key}_mine" in catalogue():
        key = f"{key}_mine"
    if key in catalogue():
        ctx.say(key, action=s.action)


def _odds_and_roll(ctx: Ctx, s: AttackSetup, spec: CombatSpec, d: Defense) -> None:
    assert s.dice is not None
    v = ctx.variant
    expl, odds = odds_steps(v, s.dice, d.total)
    ctx.expl.extend(expl)
    ctx.number(dice=s.dice, **odds)
    p = odds["p_hit"]
    assert isinstance(p, Fraction)
    cards_left = ctx.facts.cards_left
    if cards_left is not None and spec.effect == "casualty" and s.cls in (INFANTRY, TANK):
        _casualty_odds(ctx, s.dice, d.total, cards_left)
    effect = ctx.found(P.ACTION_HAS_EFFECT) is not False
    if not effect:
        ctx.step("answer.no_effect_tank" if s.cls == TANK else "answer.no_effect_suppressed",
                 "tanks" if s.cls == TANK else "suppression")
    if s.rolls is None:
        if ctx.asked == P.HITS_OWN_UNITS and ctx.found(P.HITS_OWN_UNITS):
            ctx.say("summary.own_units_odds", action=s.action, total=d.total, p=p)
        elif not effect:
            ctx.say("summary.total_no_effect", total=d.total)
        else:
            ctx.say("summary.odds", total=d.total, dice=s.dice, p=p)
        return
    if len(s.rolls) != s.dice:
        ctx.step("answer.rolls_mismatch", "roll", n=len(s.rolls), dice=s.dice)
    roll = resolve_roll(v, s.rolls, d.total)
    ctx.expl.extend(roll.explanation)
    ctx.number(rolls=list(s.rolls))
    hit = roll.success and effect
    ctx.find(P.ATTACK_HITS, hit, "roll")
    _effect_steps(ctx, s, spec, roll.success, effect)
    word = "success" if spec.effect == "suppress" or not v.has_hills else "hit"
    key = f"summary.roll_{word}_{'yes' if roll.success else 'no'}"
    ctx.say(key, total=d.total, rolls=s.rolls)
    if roll.success:
        tail = _effect_tail(s, spec, effect)
        if tail:
            ctx.say(tail)


def _casualty_odds(ctx: Ctx, dice: int, total: int, cards_left: int) -> None:
    v = ctx.variant
    removed = v.no_card_result is CasualtyOutcome.TOKEN_REMOVED
    key = "p_removed" if removed else "p_routed"
    ctx.number(**{key: p_removed_or_routed(dice, total, cards_left=cards_left)})
    outcomes = casualty_outcomes(dice, total, cards_left=cards_left, no_card_result=v.no_card_result)
    ctx.step("answer.cards_left_removed" if removed else "answer.cards_left_routed", "casualties",
             n=cards_left, p=ctx.answer.numbers[key])
    shown = tuple(say("summary.outcome", outcome=o, p=p) for o, p in outcomes.items())
    ctx.step("answer.outcomes", "casualties", outcomes=shown)
    if outcomes.get(CasualtyOutcome.CARD_LOST) is not None:
        ctx.find(P.CARD_LOST, True, "casualties")


def _effect_steps(ctx: Ctx, s: AttackSetup, spec: CombatSpec, success: bool, effect: bool) -> None:
    if not success:
        ctx.step("answer.miss_casualty" if spec.effect == "casualty" else "answer.miss_suppress", "roll")
    elif spec.effect == "suppress":
        if effect:
            ctx.step("answer.hit_suppress", "suppression")
    elif s.cls == BUILDING:
        ctx.step("answer.hit_building", "building_hit")
    elif s.cls == TUNNEL:
        ctx.step("answer.hit_tunnel", "tunnel_hit")
    else:
        ctx.step("answer.hit_casualty", "casualties")


def _effect_tail(s: AttackSetup, spec: CombatSpec, effect: bool) -> str | None:
    if spec.effect == "suppress":
        return "summary.tail_suppressed" if effect else "summary.tail_no_effect"
    if s.cls in (INFANTRY, TANK):
        return "summary.tail_card_lost"
    return "summary.tail_building" if s.cls == BUILDING else "summary.tail_tunnel"


__all__ = ["answer_attack"]
