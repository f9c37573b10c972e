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
    ctx.answer.kind = "rule"
    asked = ctx.asked or ""
    rule = standing_rule(asked, ctx.variant.game)
    text = standing_text(asked, ctx.variant.game)
    if rule is None or text is None:
        ctx.say("summary.rule_not_in_game")
        return ctx.done()
    ctx.answer.find(Proposition(asked), rule.value, *(ctx.cite(key) for key in rule.rules))
    ctx.expl.add(text, *(ctx.cite(key) for key in rule.rules))
    ctx.number(**STANDING_NUMBERS.get(Proposition(asked), {}))
    ctx.summary_parts.append(text[:1].lower() + text[1:])
    return ctx.done()


def answer_cards_removed(ctx: Ctx) -> EngineAnswer:
    """ "Kolik karet vyřadí zásah na třech kostkách?": one, whatever the dice — the standing rule's number."""
    ctx.answer.kind = "rule"
    asked = Proposition.MORE_SUCCESSES_MORE_CARDS
    rule = standing_rule(asked, ctx.variant.game)
    text = standing_text(asked, ctx.variant.game)
    if rule is None or text is None:
        ctx.say("summary.rule_not_in_game")
        return ctx.done()
    ctx.expl.add(text, *(ctx.cite(key) for key in rule.rules))
    ctx.number(**STANDING_NUMBERS[asked])
    ctx.summary_parts.append(text[:1].lower() + text[1:])
    return ctx.done()
