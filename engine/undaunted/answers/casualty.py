"""Casualties: where the hit unit's card is found, and whether its token leaves the board or is routed."""

from __future__ import annotations

from engine.api import EngineAnswer
from engine.undaunted.answers.context import Ctx
from engine.undaunted.cards import casualty_search
from engine.undaunted.facts import Proposition, UnitType, Zone
from engine.undaunted.model import Card, CasualtyOutcome, PlayerCards
from engine.undaunted.presentation import unit_label

P = Proposition
ZONE_FACTS = {
    Zone.PLAY_AREA: "card_in_play_area",
    Zone.HAND: "card_in_hand",
    Zone.DISCARD: "card_in_discard",
    Zone.DECK: "card_in_draw_deck",
}


def answer_casualty(ctx: Ctx) -> EngineAnswer:
    """Search the hit unit's card in the game's order; no card: removed (Normandie) or routed (Stalingrad)."""
    ctx.answer.kind = "casualty"
    f, v = ctx.facts, ctx.variant
    kind = f.hit_unit or f.unit or UnitType.RIFLEMEN
    label = unit_label(kind, f.unit_squad)
    _by_rule(ctx)
    if not any(getattr(f, name) is not None for name in (*ZONE_FACTS.values(), "card_in_reserve")):
        # "kterou kartu vyřadím?" with nothing said of the cards: the order they are searched in is the answer
        ctx.step("answer.casualty_order", "casualties", order=tuple(v.casualty_order))
        named = f.hit_unit or f.unit
        ctx.say("summary.casualty_order", order=tuple(v.casualty_order),
                unit=f"jednotky {unit_label(named, f.unit_squad)}" if named else "zasažené jednotky")
        routed = v.no_card_result is CasualtyOutcome.ROUTED
        ctx.say("summary.by_rule_token_removed" if routed else "summary.by_rule_unit_routed")
        return ctx.done()
    cards = PlayerCards()
    for zone in v.casualty_order:
        stated = getattr(f, ZONE_FACTS[zone])
        if stated is None:
            ctx.need(ZONE_FACTS[zone])
            break
        if stated:
            cards.zone(zone).append(Card(f"{zone}-1", kind.value, f.unit_squad))
            break
    if f.card_in_play_area and Zone.PLAY_AREA not in v.casualty_order:
        ctx.step("answer.play_area_not_searched", "casualties")
    if f.card_in_reserve:
        cards.reserve.append(Card("reserve-1", kind.value, f.unit_squad))
        ctx.step("answer.reserve_not_searched", "casualties")
    if ctx.answer.needs or _undecided(ctx):
        ctx.step("answer.casualty_order", "casualties", order=tuple(v.casualty_order))
        decided = ctx.asked if ctx.asked in ctx.answer.findings else None
        ctx.say(f"summary.by_rule_{decided}" if decided else "summary.casualty_depends")
        return ctx.done()
    result = casualty_search(v, cards, kind, f.unit_squad)
    ctx.expl.extend(result.explanation)
    ctx.number(outcome=str(result.outcome))
    ctx.find(P.CARD_LOST, result.outcome is CasualtyOutcome.CARD_LOST, "casualties")
    ctx.find(P.TOKEN_REMOVED, result.outcome is CasualtyOutcome.TOKEN_REMOVED, "casualties")
    ctx.find(P.UNIT_ROUTED, result.outcome is CasualtyOutcome.ROUTED, "casualties")
    ctx.find(P.DECK_RESHUFFLED, result.zone is Zone.DECK, "casualties")
    if result.outcome is CasualtyOutcome.CARD_LOST:
        assert result.zone is not None
        ctx.say("summary.card_lost", card=label, zone=result.zone)
    elif result.outcome is CasualtyOutcome.TOKEN_REMOVED:
        ctx.step("answer.token_returns", "token_removed")
        ctx.say("summary.token_removed", unit=label)
    else:
        ctx.step("answer.tokens_stay_stalingrad", "differences")
        ctx.say("summary.unit_routed", unit=label)
    return ctx.done()


def _undecided(ctx: Ctx) -> bool:
    """A zone the search would reach is not stated (the asked proposition is decided without it)."""
    for zone in ctx.variant.casualty_order:
        stated = getattr(ctx.facts, ZONE_FACTS[zone])
        if stated is None:
            return True
        if stated:
            return False
    return False


def _by_rule(ctx: Ctx) -> None:
    """What the game decides whatever the cards: Normandie never routs, Stalingrad never removes a token."""
    v = ctx.variant
    if v.no_card_result is CasualtyOutcome.TOKEN_REMOVED:
        ctx.find(P.UNIT_ROUTED, False, "casualties")
    else:
        ctx.find(P.TOKEN_REMOVED, False, "differences")
