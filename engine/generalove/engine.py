"""The Generálové engine: a typed :class:`engine.api.Query` in, an explained :class:`EngineAnswer` out.

The handler is chosen by what is asked: a yes/no question's proposition names
the topics that decide it, otherwise the intent names the topics that answer
it; among those, the first whose facts the question states.  Refusals of the
rules are part of the answer (a decided proposition), missing facts become
``needs`` with the fact names in ``missing`` — only those the asked thing needs.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.api import EngineAnswer, Intent, Query

from . import presentation
from .answer_dice import (
    bombard_modifier_answer,
    direction_answer,
    modifier_answer,
    odds_answer,
    rolls_answer,
    zone_answer,
)
from .answer_losses import (
    abandoned_answer,
    bombard_hit_answer,
    casualties_answer,
    flight_answer,
    positions_answer,
    unblocked_answer,
)
from .answer_orders import ability_answer, clash_answer, order_answer, phase_order_answer
from .answer_score import count_answer, order_count_answer, setup_answer, victory_answer
from .facts import GeneraloveFacts, Proposition, Roll, UnitKind
from .notes import Kind, Refused, Say, Unknown
from .result import Result
from .statements import STATEMENTS, phase_of_answer, statement_answer, terrain_answer

GAME = "generalove"
F = GeneraloveFacts
P = Proposition


class Topic(StrEnum):
    ODDS = "odds"
    ROLLS = "rolls"
    ZONE = "zone"
    MODIFIER = "modifier"
    BOMBARD_MODIFIER = "bombard_modifier"
    DIRECTION = "direction"
    ORDER = "order"
    ABILITY = "ability"
    PHASE_ORDER = "phase_order"
    CLASH = "clash"
    CASUALTIES = "casualties"
    BOMBARD_HIT = "bombard_hit"
    FLIGHT = "flight"
    ABANDONED = "abandoned"
    UNBLOCKED = "unblocked"
    POSITIONS = "positions"
    VICTORY = "victory"
    SETUP = "setup"
    ORDER_COUNT = "order_count"
    COUNT = "count"
    STATEMENT = "statement"
    PHASE_OF = "phase_of"
    TERRAIN = "terrain"


@dataclass(frozen=True)
class Handler:
    kind: Kind
    stated: Callable[[F], bool]  # the facts this topic answers from are stated
    run: Callable[[F, Result], None]
    needs: tuple[str, ...] = ()  # asked for when the topic must answer but they are not stated (else it runs)


def _any(*names: str) -> Callable[[F], bool]:
    return lambda f: any(getattr(f, n) not in (None, ()) for n in names)


def _abandoned(f: F) -> bool:
    return (f.unit or f.my_unit) is UnitKind.ARTILLERY and (
        f.enemy_in_sector is not None or f.sector_has_own_unit is not None or f.flee_from is not None)


HANDLERS: dict[Topic, Handler] = {
    Topic.ROLLS: Handler(Kind.ODDS, _any("rolls"), rolls_answer, ("rolls",)),
    Topic.ODDS: Handler(Kind.ODDS, _any("dice"), odds_answer),
    Topic.ZONE: Handler(Kind.MODIFIER, _any("zone_mine"), zone_answer, ("zone_mine", "zone_theirs")),
    Topic.MODIFIER: Handler(Kind.MODIFIER, lambda f: f.my_unit is not None and (
        f.opponent_unit is not None or bool(f.opposite_empty)), modifier_answer, ("my_unit", "opponent_unit")),
    Topic.BOMBARD_MODIFIER: Handler(Kind.BOMBARDMENT, lambda f: _any("bombard_target", "over_occupied",
                                                                     "same_sector_as_last_round")(f) or (
        f.roll is Roll.BOMBARDMENT and f.direction is not None), bombard_modifier_answer,
                                       ("bombard_target",)),
    Topic.DIRECTION: Handler(Kind.DIRECTION, lambda f: f.attack_from is not None and f.attack_to is not None,
                             direction_answer, ("attack_from", "attack_to")),
    Topic.ORDER: Handler(Kind.LEGALITY, _any("order", "route", "move_sectors", "phases", "orders", "orders_per_unit",
                                             "origin", "target", "distance", "straight", "in_red_reserve",
                                             "same_type_panicked_in_red", "units_same_direction", "one_phase",
                                             "target_enemy_held"), order_answer),
    Topic.PHASE_ORDER: Handler(Kind.PHASE_ORDER, _any("step_a", "step_b", "ask_phase_order"), phase_order_answer),
    Topic.CLASH: Handler(Kind.CLASH, _any("target_status"), clash_answer, ("target_status",)),
    Topic.CASUALTIES: Handler(Kind.CASUALTY, _any("hits_taken"), casualties_answer, ("units", "hits_taken")),
    Topic.BOMBARD_HIT: Handler(Kind.BOMBARDMENT, _any("bombarded_unit"), bombard_hit_answer, ("bombarded_unit",)),
    Topic.ABANDONED: Handler(Kind.CASUALTY, _abandoned, abandoned_answer),
    Topic.FLIGHT: Handler(Kind.MOVEMENT, _any("flee_from", "flight_blocked"), flight_answer, ("flee_from",)),
    Topic.UNBLOCKED: Handler(Kind.POSITIONS, _any("enemies_in_zone", "other_active_zones"), unblocked_answer),
    Topic.POSITIONS: Handler(Kind.POSITIONS, _any("attackers"), positions_answer, ("attackers",)),
    Topic.VICTORY: Handler(Kind.VICTORY, _any("vp_before", "controls_enemy_hq", "controls_enemy_flanks",
                                              "captured_inf_cav", "captured_art", "opponent_vp"), victory_answer,
                          ("vp_before",)),
    Topic.ORDER_COUNT: Handler(Kind.COUNT, _any("orders_die", "variable_orders"), order_count_answer),
    Topic.COUNT: Handler(Kind.COUNT, _any("counted"), count_answer),
    Topic.SETUP: Handler(Kind.COUNT, _any("sector"), setup_answer),
    Topic.ABILITY: Handler(Kind.LEGALITY, _any("unit", "my_unit"), ability_answer),
    Topic.STATEMENT: Handler(Kind.LEGALITY, lambda f: True, statement_answer),
    Topic.PHASE_OF: Handler(Kind.PHASE_ORDER, _any("activity"), phase_of_answer, ("activity",)),
    Topic.TERRAIN: Handler(Kind.LOOKUP, _any("terrain"), terrain_answer),
}

# The topics that decide each proposition, most specific first; the last one answers (with needs) when
# no topic's facts are stated.
DECIDED_BY: dict[Proposition, tuple[Topic, ...]] = {
    P.ORDER_ALLOWED: (Topic.CLASH, Topic.ORDER),
    P.MOVE_IS_ATTACK: (Topic.CLASH,),
    P.CLASH: (Topic.CLASH,),
    P.MAY_FIRE: (Topic.MODIFIER, Topic.ABILITY),
    P.MAY_ASSAULT: (Topic.MODIFIER, Topic.ABILITY),
    P.MAY_ROLL: (Topic.MODIFIER, Topic.ABILITY),
    P.MAY_BOMBARD: (Topic.ORDER, Topic.ABILITY),
    P.MAY_RETREAT: (Topic.ABILITY,),
    P.MAY_ENTER: (Topic.ORDER, Topic.ABILITY),
    P.MAY_TURN: (Topic.ORDER,),
    P.MAY_CHANGE_ROUTE: (Topic.ORDER,),
    P.GIVES_BONUS: (Topic.BOMBARD_MODIFIER, Topic.MODIFIER),
    P.GIVES_PENALTY: (Topic.BOMBARD_MODIFIER, Topic.MODIFIER),
    P.TARGET_MAY_REACT: (Topic.BOMBARD_HIT, Topic.ABILITY),
    P.PHASE_BEFORE: (Topic.PHASE_ORDER,),
    P.HIT: (Topic.ROLLS,),
    P.PANICS: (Topic.CASUALTIES, Topic.BOMBARD_HIT, Topic.ABILITY),
    P.CAPTURED: (Topic.CASUALTIES, Topic.ABANDONED, Topic.FLIGHT, Topic.BOMBARD_HIT, Topic.ABILITY),
    P.DESTROYED: (Topic.BOMBARD_HIT, Topic.ABILITY),
    P.FLEES: (Topic.ABANDONED, Topic.FLIGHT, Topic.ABILITY),
    P.CHOICE_ALLOWED: (Topic.CASUALTIES,),
    P.MAY_REORGANISE: (Topic.ABANDONED, Topic.ORDER),
    P.UNBLOCKED_MAY_ATTACK: (Topic.UNBLOCKED,),
    P.WON: (Topic.VICTORY,),
    P.GAME_OVER: (Topic.VICTORY,),
    P.ACTIVITY_IN_PHASE: (Topic.PHASE_OF,),
    P.SCORES_VP: (Topic.BOMBARD_HIT, Topic.CASUALTIES, Topic.ABANDONED, Topic.FLIGHT, Topic.ABILITY),
    **{proposition: (Topic.TERRAIN, Topic.STATEMENT) for proposition in STATEMENTS},
}
_ALL = tuple(t for t in HANDLERS if t is not Topic.STATEMENT)  # a statement answers only when it is asked
# The topics that answer each intent, most specific first; the default answers (with needs) when none is stated.
ANSWERED_BY: dict[Intent, tuple[tuple[Topic, ...], Topic | None]] = {
    Intent.ODDS: ((Topic.TERRAIN, Topic.ROLLS, Topic.ODDS, Topic.ZONE, Topic.POSITIONS, Topic.MODIFIER), Topic.ODDS),
    Intent.DICE: ((Topic.TERRAIN, Topic.COUNT, Topic.ZONE, Topic.POSITIONS, Topic.ODDS, Topic.ROLLS, Topic.MODIFIER,
                   Topic.BOMBARD_MODIFIER, Topic.DIRECTION), None),
    Intent.DEFENSE: ((Topic.TERRAIN, Topic.ZONE, Topic.MODIFIER, Topic.BOMBARD_MODIFIER, Topic.DIRECTION,
                      Topic.POSITIONS), None),
    Intent.CASUALTY: ((Topic.CASUALTIES, Topic.BOMBARD_HIT, Topic.ABANDONED, Topic.FLIGHT, Topic.ABILITY), None),
    Intent.COUNT: ((Topic.PHASE_OF, Topic.COUNT, Topic.ROLLS, Topic.VICTORY, Topic.POSITIONS, Topic.ZONE,
                    Topic.ORDER_COUNT, Topic.ORDER, Topic.CASUALTIES, Topic.SETUP, Topic.ODDS), None),
    Intent.YES_NO: (_ALL, None),
    Intent.LOOKUP: ((Topic.TERRAIN, Topic.PHASE_OF, Topic.PHASE_ORDER, *_ALL), None),
    Intent.COMPARISON: ((), None),
}


def choose(query: Query[Any]) -> Topic | None:
    """The topic that answers ``query``, or None when the engine has nothing to compute."""
    facts: F = query.facts
    if HANDLERS[Topic.TERRAIN].stated(facts):  # whatever is asked about terrain, the manual does not say
        return Topic.TERRAIN
    if query.ask is not None and query.ask.proposition in DECIDED_BY:
        topics = DECIDED_BY[Proposition(query.ask.proposition)]
        return next((t for t in topics if HANDLERS[t].stated(facts)), topics[-1])
    topics, default = ANSWERED_BY[query.intent]
    return next((t for t in topics if HANDLERS[t].stated(facts)), default)


class GeneraloveEngine:
    """Implements :class:`engine.api.GameEngine` for Generálové."""

    games: tuple[str, ...] = (GAME,)
    propositions = Proposition

    def facts_type(self, game: str) -> type[GeneraloveFacts]:
        return GeneraloveFacts

    def label(self, value: enum.Enum) -> str:
        """The Czech name of a fact's value, as the answers name it."""
        return presentation.label_of(value)

    def evaluate(self, query: Query[Any]) -> EngineAnswer:
        """Answer a query; never raises for valid facts (refusals and missing facts are part of the answer)."""
        if not isinstance(query.facts, GeneraloveFacts):
            raise TypeError(f"the generalove engine takes GeneraloveFacts, not {type(query.facts).__name__}")
        asked = Proposition(query.ask.proposition) if query.ask is not None and \
            query.ask.proposition in Proposition.__members__.values() else None
        topic = choose(query)
        if topic is None:  # nothing to compute: the rule's text answers (no fact is missing)
            result = Result(Kind.LOOKUP, asked)
            result.say(Say.NOTHING_TO_COMPUTE)
        else:
            handler = HANDLERS[topic]
            result = Result(handler.kind, asked)
            try:
                if handler.needs and not handler.stated(query.facts):
                    for name in handler.needs:
                        if getattr(query.facts, name) in (None, ()):
                            result.need(name)
                else:
                    handler.run(query.facts, result)
            except Refused as err:
                result.refused(err, *((asked,) if asked is not None and topic in DECIDED_BY.get(asked, ()) else ()))
            except Unknown as err:
                result.unknown(err)
        if query.ask is None and query.intent in (Intent.YES_NO, Intent.LOOKUP) and not result.numbers and \
                topic is not Topic.TERRAIN:
            # nothing specific is asked: what a computation would need is not missing from this question
            result.needs.clear()
            result.missing.clear()
            result.kind = Kind.LOOKUP
            if result.summary is None and not result.findings:
                result.say(Say.NOTHING_TO_COMPUTE)
        answer = presentation.render(result, GAME)
        answer.verdict = answer.decide(query.ask)
        return answer


ENGINE = GeneraloveEngine()
