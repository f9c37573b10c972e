"""``ENGINE``: the Odhodlaní rules as an :class:`engine.api.GameEngine`.

``ENGINE.evaluate(query)`` picks what the question is about (:func:`topic_of`: from
the proposition asked, else from the intent, else from the kind of facts stated),
lets that topic's answer (:mod:`engine.undaunted.answers`) build a small position and
run the rules on it, and sets the verdict to the finding of the proposition asked
(:meth:`EngineAnswer.decide`): a yes/no answers exactly what was asked, or is None.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from engine.api import EngineAnswer, FactError, Intent, Query
from engine.explain import MissingFactError, RulesError
from engine.undaunted.answers import cards, endgame, legality, lookup, movement
from engine.undaunted.answers.attack import answer_attack
from engine.undaunted.answers.casualty import answer_casualty
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.standing import answer_cards_removed, answer_standing
from engine.undaunted.facts import (
    CARD_ACTIONS,
    COMBAT_ACTIONS,
    MOVEMENT_ACTIONS,
    Action,
    Proposition,
    Quantity,
    Target,
    TargetClass,
    UndauntedFacts,
)
from engine.undaunted.presentation import describe, say
from engine.undaunted.standing import STANDING
from engine.undaunted.variants import VARIANTS

__all__ = ["ENGINE", "Topic", "UndauntedEngine", "topic_of"]

P = Proposition


class Topic(enum.StrEnum):
    ATTACK = "attack"
    ODDS = "odds"
    UNIT_ACT = "unit_act"
    CONTROL = "control"
    CASUALTY = "casualty"
    DEPLOYMENT = "deployment"
    CARDS = "cards"
    MOVEMENT = "movement"
    ROUT_PUSH = "rout_push"
    MINE = "mine"
    AIMING = "aiming"
    INITIATIVE = "initiative"
    VICTORY = "victory"
    OBJECTIVE = "objective"
    CAMPAIGN = "campaign"
    STANDING = "standing"
    CARDS_REMOVED = "cards_removed"
    LOOKUP = "lookup"


# the topic a proposition belongs to (ACTION_ALLOWED and ACTION_HAS_EFFECT depend on the action: see topic_of)
PROPOSITION_TOPIC: dict[Proposition, Topic] = {
    **dict.fromkeys((P.COVER_COUNTS, P.HILL_HIGH_COVER, P.BUILDING_COVER_COUNTS, P.FORTIFICATION_COVER_COUNTS,
                     P.RANGE_BONUS_COUNTS, P.SMOKE_COUNTS, P.ATTACK_HITS, P.HIT_POSSIBLE, P.HITS_OWN_UNITS),
                    Topic.ATTACK),
    P.UNIT_MAY_ACT: Topic.UNIT_ACT,
    **dict.fromkeys((P.CARD_LOST, P.TOKEN_REMOVED, P.UNIT_ROUTED, P.DECK_RESHUFFLED), Topic.CASUALTY),
    **dict.fromkeys((P.CARD_RETURNS_TO_HAND, P.DRAWN_CARD_PLAYABLE), Topic.CARDS),
    P.TILE_MAY_BE_CONTROLLED: Topic.CONTROL,
    P.OBJECTIVE_HELD: Topic.OBJECTIVE,
    P.MOVE_ALLOWED: Topic.MOVEMENT,
    P.CONTROL_TOKEN_PLACED: Topic.MOVEMENT,
    P.MINE_TRIGGERS: Topic.MINE,
    P.ROUT_REMOVED: Topic.CARDS,
    P.STAYS_SUPPRESSED: Topic.UNIT_ACT,
    P.AIM_ALLOWED: Topic.AIMING,
    P.DEPLOYMENT_ALLOWED: Topic.DEPLOYMENT,
    P.INITIATIVE_WON: Topic.INITIATIVE,
    **dict.fromkeys((P.GAME_WON, P.ENEMY_WON, P.GAME_OVER), Topic.VICTORY),
    P.REPLACED_BY_RESERVIST: Topic.CAMPAIGN,
}

_ATTACK_FACTS = ("target", "base_defense", "cover", "building_cover", "fortification_cover", "attacker", "mine",
                 "fire_lane", "smoke_on_tile", "hill_target", "durability")
# what a total defence is summed from: a question stating the total and none of these needs no attack computed
_DEFENSE_PARTS = ("base_defense", "cover", "building_cover", "fortification_cover", "durability", "distance",
                  "hill_target", "smoke_on_tile")
_VICTORY_FACTS = ("objectives_controlled", "objectives_required", "enemy_objectives_ahead", "own_goal", "enemy_goal",
                  "own_riflemen_on_board",
                  "enemy_riflemen_on_board", "enemy_riflemen_all_routed", "withdraw", "own_rifle_cards_left")
# the numbers an attack is computed from: a question stating none of them asks what the rule says
_ATTACK_INPUTS = ("base_defense", "durability", "cover", "hill_low_cover", "building_cover", "fortification_cover",
                  "distance", "dice", "rolls", "total_defense", "action_value", "value_vs_infantry", "value_vs_tank",
                  "value_vs_building", "cards_left")
_ATTACK_INTENTS = frozenset({Intent.DEFENSE, Intent.DICE, Intent.ODDS})  # they ask for a number an attack computes
_CASUALTY_FACTS = ("hit_unit", "card_in_play_area", "card_in_hand", "card_in_discard", "card_in_draw_deck",
                   "card_in_reserve")


def topic_of(query: Query[UndauntedFacts]) -> Topic:
    """What the question is about: the proposition asked decides, then the intent, then the facts stated."""
    f = query.facts
    if f.asked_number is Quantity.CARDS_REMOVED:
        return Topic.CARDS_REMOVED
    if query.ask is not None and query.ask.proposition in set(P):
        asked = P(query.ask.proposition)
        if asked in STANDING:
            return Topic.STANDING
        if asked in (P.ATTACK_HITS, P.HIT_POSSIBLE) and not _stated(f, _ATTACK_FACTS) and (
                f.total_defense is not None or asked is P.HIT_POSSIBLE):
            return Topic.ODDS
        if asked is P.ATTACK_HITS and f.total_defense is not None and f.rolls is not None and not _stated(
                f, ("mine", "fire_lane")) and (f.target is None or f.target.target_class is TargetClass.INFANTRY):
            # "kulometčíky na celkovou obranu 8, padla 5 a 8": the total the player summed decides the hit;
            # who attacks, and the parts of that total, do not change it
            return Topic.ODDS
        if asked is P.MOVE_ALLOWED and f.unit is None and f.action is None and (
                f.target is not None or f.owner_control_at_destination is not None):
            return Topic.ROUT_PUSH  # the attacker moves the enemy unit it routed
        if asked is P.MOVE_ALLOWED and (f.suppressed is not None or f.routed):
            return Topic.UNIT_ACT
        if asked in PROPOSITION_TOPIC:
            return PROPOSITION_TOPIC[asked]
        return _topic_of_action(f) or _topic_of_facts(f)
    if query.intent in (Intent.LOOKUP, Intent.COMPARISON):
        if f.unit_on_board is False and f.action is None:
            return Topic.DEPLOYMENT  # "kam položím žeton?": the deployment rule, it asks nothing back
        if f.own_initiative is not None and f.enemy_initiative is not None:
            return Topic.INITIATIVE  # "ukázal jsem 9, soupeř 6 – kdo začíná?": the engine compares them
        if f.hit_unit is not None and _stated(f, _CASUALTY_FACTS[1:]):
            return Topic.CASUALTY  # "zasáhli mi střelce, kartu mám v dobíracím balíčku – co se stane?"
        return Topic.LOOKUP  # what a rule says: the action's summary, never a computation that asks back
    topic = _topic_of_situation(query)
    if topic is Topic.ATTACK and query.intent not in _ATTACK_INTENTS and not _stated(f, _ATTACK_INPUTS):
        return Topic.LOOKUP  # a combat action named with none of its numbers: what the rule says, not a computation
    return topic


def _topic_of_situation(query: Query[UndauntedFacts]) -> Topic:
    """The topic of a question that names no proposition and does not ask what a rule says."""
    f = query.facts
    if f.asked_number is Quantity.BASE_DEFENSE and f.base_defense is None and f.durability is None and (
            f.target is not Target.TUNNEL):
        return Topic.LOOKUP  # "jakou základní obranu má minomet?": printed on the token, nothing to compute or ask
    odds_asked = query.intent is Intent.ODDS or f.asked_number is Quantity.P_HIT
    if odds_asked and f.total_defense is not None and not _stated(f, _DEFENSE_PARTS):
        return Topic.ODDS  # "útok dvěma kostkami na celkovou obranu 6": the total is all the odds need
    if query.intent in (Intent.DEFENSE, Intent.DICE) or (query.intent is Intent.ODDS and _stated(f, _ATTACK_FACTS)):
        return Topic.ATTACK
    if query.intent is Intent.ODDS:
        return Topic.ODDS
    if query.intent is Intent.CASUALTY and _stated(f, _CASUALTY_FACTS):
        return Topic.CASUALTY
    topic = _topic_of_facts(f)
    if query.intent is Intent.CASUALTY and (topic is Topic.LOOKUP or (
            topic is Topic.ATTACK and not _stated(f, _ATTACK_INPUTS))):
        return Topic.CASUALTY  # "kterou kartu vyřadím, když mi zasáhnou jednotku?": the order cards are searched in
    return topic


def _stated(f: UndauntedFacts, names: tuple[str, ...]) -> bool:
    return any(getattr(f, n) is not None for n in names)


def _topic_of_action(f: UndauntedFacts) -> Topic | None:
    """The topic an action question belongs to ("may I do X?")."""
    action = f.action or f.wanted_action
    if action in (Action.BOLSTER, Action.QUICK_BOLSTER):
        return Topic.CARDS  # a routed unit's card taken by posily: not the unit acting
    if f.suppressed is not None or f.routed or (f.wanted_action is not None and f.action is not Action.RALLY):
        return Topic.UNIT_ACT
    if action is None:
        return None
    if action is Action.CONTROL:
        return Topic.CONTROL
    if action is Action.AIM:
        return Topic.AIMING
    if action in MOVEMENT_ACTIONS:
        return Topic.MOVEMENT
    if action in CARD_ACTIONS or (action is Action.EXERT and f.played_card is not None):
        return Topic.CARDS
    if action in COMBAT_ACTIONS or action in (Action.MINES, Action.FIRE_LANE):
        return Topic.ATTACK
    return Topic.LOOKUP


def _topic_of_facts(f: UndauntedFacts) -> Topic:
    """The topic the stated facts describe, for a question that names no proposition."""
    if f.casualty_count is not None or f.lost_card is not None or f.lost_card_code is not None:
        return Topic.CAMPAIGN
    if _stated(f, _VICTORY_FACTS):
        return Topic.VICTORY
    if _stated(f, _CASUALTY_FACTS):
        return Topic.CASUALTY
    if f.unit_on_board is False:
        return Topic.DEPLOYMENT
    if f.own_control_token is not None or f.enemy_controls_tile is not None:
        return Topic.CONTROL
    by_action = _topic_of_action(f)
    if by_action is not None:
        return by_action
    if f.total_defense is not None and not _stated(f, ("base_defense", "cover", "building_cover")):
        return Topic.ODDS
    if f.own_initiative is not None or f.enemy_initiative is not None:
        return Topic.INITIATIVE
    if _stated(f, _ATTACK_FACTS) or f.rolls is not None:
        return Topic.ATTACK
    if f.dice is not None:
        return Topic.ODDS
    return Topic.LOOKUP


HANDLERS: dict[Topic, Callable[[Ctx], EngineAnswer]] = {
    Topic.ATTACK: answer_attack,
    Topic.ODDS: lookup.answer_odds,
    Topic.UNIT_ACT: legality.answer_unit_act,
    Topic.CONTROL: legality.answer_control,
    Topic.CASUALTY: answer_casualty,
    Topic.DEPLOYMENT: legality.answer_deployment,
    Topic.CARDS: cards.answer_cards,
    Topic.MOVEMENT: movement.answer_movement,
    Topic.ROUT_PUSH: movement.answer_rout_push,
    Topic.MINE: movement.answer_mine,
    Topic.AIMING: legality.answer_aiming,
    Topic.INITIATIVE: endgame.answer_initiative,
    Topic.VICTORY: endgame.answer_victory,
    Topic.OBJECTIVE: endgame.answer_objective,
    Topic.CAMPAIGN: endgame.answer_campaign,
    Topic.STANDING: answer_standing,
    Topic.CARDS_REMOVED: answer_cards_removed,
    Topic.LOOKUP: lookup.answer_lookup,
}


_INSTEAD = frozenset({Action.WITHDRAW, Action.READY_UNIT})  # what a card does instead of an action
_MAY = (P.ACTION_ALLOWED, P.AIM_ALLOWED, P.MOVE_ALLOWED, P.UNIT_MAY_ACT, P.TILE_MAY_BE_CONTROLLED)


def _not_in_game(ctx: Ctx, action: Action) -> EngineAnswer:
    """An action the game does not have (zaměření in Stalingrad, demolice in Normandie …)."""
    ctx.step("refuse.action_unknown_in_game", "actions", action=action, game=ctx.variant.title)
    for proposition in _MAY:
        ctx.find(proposition, False, "actions")
    ctx.say("summary.action_not_in_game", action=action)
    return ctx.done()


class UndauntedEngine:
    """The Odhodlaní engine behind the seam (:class:`engine.api.GameEngine`)."""

    games = ("normandie", "stalingrad")
    propositions = Proposition

    def facts_type(self, game: str) -> type[UndauntedFacts]:
        if game not in self.games:
            raise FactError("game", f"Hra „{game[:40]}“ nepatří k Odhodlaným.")
        return UndauntedFacts

    def evaluate(self, query: Query[Any]) -> EngineAnswer:
        """The explained answer; refusals and missing facts are part of it, never an exception."""
        variant = VARIANTS[query.game]
        topic = topic_of(query)
        ctx = Ctx.start(query, variant, str(topic))
        action = query.facts.action
        try:
            if action is not None and action not in variant.actions | _INSTEAD and topic not in (
                    Topic.LOOKUP, Topic.STANDING):
                answer = _not_in_game(ctx, action)
            else:
                answer = HANDLERS[topic](ctx)
        except MissingFactError as err:
            ctx.refusal(err)
            ctx.need(err.fact or "action")
            answer = ctx.done()
        except RulesError as err:  # a position the game cannot have (e.g. a tank in Normandie)
            ctx.refusal(err)
            ctx.say("summary.refused", reason=err.message)
            answer = ctx.done()
        if topic is not Topic.LOOKUP:
            _name_the_action(ctx)
        answer.verdict = answer.decide(query.ask)
        return answer


def _name_the_action(ctx: Ctx) -> None:
    """Every answer about an action ends with what the manual says the action does, under the action's own
    name and citing its rule (unless a step already says it): the player reads the rule's own terms."""
    action = ctx.facts.action or ctx.facts.wanted_action
    text = describe(action, ctx.variant.game) if action is not None else None
    if action is None or text is None:
        return
    if say("answer.describe", action=action, text=text) not in ctx.expl.texts():
        ctx.step("answer.describe", action if ctx.variant.has_rule(action) else "actions", action=action, text=text)


ENGINE = UndauntedEngine()
