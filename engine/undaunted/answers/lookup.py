"""Plain odds against a stated total defense, and what an action does (the manual's summary of it)."""

from __future__ import annotations

from fractions import Fraction

from engine.api import EngineAnswer
from engine.undaunted.answers.context import Ctx
from engine.undaunted.combat import odds_steps, resolve_roll
from engine.undaunted.facts import Proposition
from engine.undaunted.presentation import describe
from engine.undaunted.variants import VARIANTS

P = Proposition


def answer_odds(ctx: Ctx) -> EngineAnswer:
    """Dice against a total defense: exact odds, and with rolls whether the action succeeded."""
    ctx.answer.kind = "odds"
    f, v = ctx.facts, ctx.variant
    dice = f.dice if f.dice is not None else (len(f.rolls) if f.rolls else f.action_value)
    total = f.total_defense
    if ctx.asked == P.HIT_POSSIBLE:
        _hit_possible(ctx, dice, total)
        return ctx.done()
    if dice is None:
        ctx.need("dice")
    if total is None:
        ctx.need("total_defense")
    if dice is None or total is None:
        ctx.say("summary.odds_missing")
        return ctx.done()
    expl, numbers = odds_steps(v, dice, total)
    ctx.expl.extend(expl)
    ctx.number(dice=dice, total_defense=total, **numbers)
    p = numbers["p_hit"]
    assert isinstance(p, Fraction)
    if f.rolls is None:
        ctx.say("summary.odds_only", dice=dice, total=total, p=p)
        return ctx.done()
    roll = resolve_roll(v, f.rolls, total)
    ctx.expl.extend(roll.explanation)
    ctx.number(rolls=list(f.rolls))
    ctx.find(P.ATTACK_HITS, roll.success, "roll")
    ctx.say("summary.roll_against_yes" if roll.success else "summary.roll_against_no", rolls=f.rolls, total=total)
    return ctx.done()


def _hit_possible(ctx: Ctx, dice: int | None, total: int | None) -> None:
    """A 0 always succeeds, so any attack can: the chance is at least that of one 0 among the dice."""
    ctx.step("answer.zero_always_hits", "roll")
    ctx.find(P.HIT_POSSIBLE, True, "roll")
    if dice is not None and total is not None:
        expl, numbers = odds_steps(ctx.variant, dice, total)
        ctx.expl.extend(expl)
        ctx.number(dice=dice, total_defense=total, p_hit=numbers["p_hit"])
        ctx.say("summary.hit_possible_odds", p=numbers["p_hit"])
    elif dice is not None:
        ctx.number(dice=dice, p_hit_at_least=1 - Fraction(9, 10) ** dice)
        ctx.say("summary.hit_possible_dice", dice=dice, p=1 - Fraction(9, 10) ** dice)
    else:
        ctx.say("summary.hit_possible")


def answer_lookup(ctx: Ctx) -> EngineAnswer:
    """What an action does in this game, and how the other game differs."""
    ctx.answer.kind = "lookup"
    f, v = ctx.facts, ctx.variant
    action = f.action or f.wanted_action
    if action is None:  # nothing the engine can say: the manual's sentences answer
        ctx.say("summary.what_is_asked")
        return ctx.done()
    other = next(o for o in VARIANTS.values() if o is not v)
    own_text, other_text = describe(action, v.game), describe(action, other.game)
    rule = action if v.has_rule(action) else "actions"
    if own_text is None:
        ctx.step("answer.action_not_in_game", "actions", action=action)
        if other_text:
            ctx.step("answer.in_other_game", "actions", game=other.title, text=other_text)
        ctx.say("summary.action_not_in_game", action=action)
        return ctx.done()
    ctx.step("answer.describe", rule, action=action, text=own_text)
    if other_text and other_text != own_text:
        ctx.step("answer.differs_in_other_game", "actions", game=other.title, text=other_text)
    ctx.say("summary.describe", action=action, text=own_text)
    return ctx.done()


__all__ = ["answer_lookup", "answer_odds"]
