"""A standing rule asked as a yes/no: the manual's statement, its value in this game, the rule it comes from."""

from __future__ import annotations

from engine.api import EngineAnswer
from engine.undaunted.answers.context import Ctx
from engine.undaunted.facts import Proposition
from engine.undaunted.presentation import standing_text
from engine.undaunted.standing import STANDING_NUMBERS, standing_rule

__all__ = ["answer_cards_removed", "answer_standing"]


def answer_standing(ctx: Ctx) -> EngineAnswer:
    """The rule decides the proposition; a game without the rule decides nothing (the manual answers)."""
    return _state_rule(ctx, Proposition(ctx.asked or ""), decides=True) if ctx.asked in set(Proposition) \
        else _not_in_game(ctx)


def answer_cards_removed(ctx: Ctx) -> EngineAnswer:
    """ "Kolik karet vyřadí zásah na třech kostkách?": one, whatever the dice — the standing rule's number,
    with no verdict (the question asks how many, not yes or no)."""
    return _state_rule(ctx, Proposition.MORE_SUCCESSES_MORE_CARDS, decides=False)


def _state_rule(ctx: Ctx, asked: Proposition, decides: bool) -> EngineAnswer:
    """The standing rule's statement in this game, its numbers and rules; ``decides``: record its finding."""
    ctx.answer.kind = "rule"
    rule = standing_rule(asked, ctx.variant.game)
    text = standing_text(asked, ctx.variant.game)
    if rule is None or text is None:
        return _not_in_game(ctx)
    if decides:
        ctx.answer.find(asked, rule.value, *(ctx.cite(key) for key in rule.rules))
    ctx.expl.add(text, *(ctx.cite(key) for key in rule.rules))
    ctx.number(**STANDING_NUMBERS.get(asked, {}))
    ctx.summary_parts.append(text[:1].lower() + text[1:])
    return ctx.done()


def _not_in_game(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "rule"
    ctx.say("summary.rule_not_in_game")
    return ctx.done()
