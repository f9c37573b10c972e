"""Which computation answers a query: by the proposition asked, then the intent, then the facts.

A yes/no question names its proposition, and the proposition names the
computation that decides it (``PROPOSITION_TOPIC``).  Without one, the intent
says what kind of answer is wanted (dice, odds, a casualty, a count …) and the
facts say which computation can give it.  The facts alone decide only for a
question whose intent does not (a look-up that states a situation).
"""

from __future__ import annotations

import enum

from engine.api import Intent, Query
from engine.memoir44.facts import Memoir44Facts, Proposition
from engine.memoir44.general import GENERAL

__all__ = ["PROPOSITION_TOPIC", "Topic", "choose_topic"]


class Topic(enum.StrEnum):
    BATTLE = "battle"  # may it battle, with how many dice, the odds of that battle
    SIGHT = "sight"  # line of sight
    ODDS = "odds"  # odds of a number of dice, no battle stated
    FACE = "face"  # does one die face hit
    ROLL = "roll"  # what a rolled result does: hits, flags, retreats, losses
    FLAGS = "flags"  # may the unit ignore a flag (no roll stated)
    PROFILE = "profile"  # what a unit type is: figures, movement, range
    MOVE = "move"
    GROUND = "ground"  # take ground
    OVERRUN = "overrun"
    WIRE = "wire"  # remove wire instead of battling
    ORDERS = "orders"
    OBJECTIVE = "objective"
    VICTORY = "victory"
    AIR = "air"  # the air power table
    GENERAL = "general"  # a rule that holds whatever the situation (engine/memoir44/general.py)


P = Proposition
PROPOSITION_TOPIC: dict[Proposition, Topic] = {
    P.IN_RANGE: Topic.BATTLE, P.MAY_BATTLE: Topic.BATTLE, P.CLOSE_ASSAULT: Topic.BATTLE,
    P.TERRAIN_REDUCES: Topic.BATTLE, P.ATTACKER_PENALISED: Topic.BATTLE, P.NEEDS_LINE_OF_SIGHT: Topic.BATTLE,
    P.LINE_OF_SIGHT_CLEAR: Topic.SIGHT,
    P.HIT: Topic.ROLL, P.RETREAT_POSSIBLE: Topic.ROLL, P.ELIMINATED: Topic.ROLL, P.LOSES_FIGURES: Topic.ROLL,
    P.FLAG_MAY_BE_IGNORED: Topic.FLAGS, P.ALL_FLAGS_IGNORED: Topic.FLAGS,
    P.MAY_MOVE: Topic.MOVE, P.MUST_STOP: Topic.MOVE, P.MAY_BATTLE_AFTER_MOVE: Topic.MOVE,
    P.MAY_TAKE_GROUND: Topic.GROUND, P.MAY_OVERRUN: Topic.OVERRUN, P.MAY_REMOVE_WIRE: Topic.WIRE,
    P.ORDERS_LOST: Topic.ORDERS, P.ORDER_FROM_EITHER_SECTOR: Topic.ORDERS,
    P.KEEPS_MEDAL: Topic.OBJECTIVE, P.WINS: Topic.VICTORY,
    **{p: Topic.GENERAL for p in GENERAL},
}


UNIT_FACTS = frozenset({"unit", "attacker", "target"})  # facts that only name a unit type

# Propositions the rules decide whatever the situation ("může jednotka ignorovat dvě vlajky?" — never).
FACT_FREE = frozenset({P.ALL_FLAGS_IGNORED, *GENERAL})


def choose_topic(query: Query[Memoir44Facts]) -> Topic | None:
    """The computation that answers ``query``; None when nothing in it can be computed (no fact stated:
    a general question about a rule is answered from the manual, not by asking for a situation)."""
    f = query.facts
    if query.ask is not None and Proposition(query.ask.proposition) in FACT_FREE and not f.stated():
        return PROPOSITION_TOPIC[Proposition(query.ask.proposition)]
    if not f.stated() or (query.intent is Intent.YES_NO and query.ask is None):
        return None  # a yes/no whose proposition is not one of ours: the manual's sentence decides it
    if f.other_rule and set(f.stated()) - {"other_rule"} <= UNIT_FACTS:
        return None  # "Co je tanková smršť?": a rule about the unit, not its profile — the manual answers
    if _profile_only(query):
        return Topic.PROFILE
    if query.ask is not None:
        topic = _by_proposition(Proposition(query.ask.proposition), f)
        if topic is not None:
            return topic
    return _by_intent(query.intent, f) or _by_facts(f)


def _profile_only(query: Query[Memoir44Facts]) -> bool:
    """"kolik figurek má dělo?", "o kolik polí se pohne pěchota?", "jaký je dostřel tanku?": one unit type
    and nothing about a situation, asked for a count or a rule."""
    stated = set(query.facts.stated())
    return query.ask is None and query.intent in (Intent.COUNT, Intent.LOOKUP, Intent.DICE) and bool(stated) and (
        stated <= UNIT_FACTS) and (query.intent is Intent.COUNT or len(stated) == 1)


def _by_proposition(p: Proposition, f: Memoir44Facts) -> Topic | None:
    topic = PROPOSITION_TOPIC[p]
    if p is P.HIT and not f.rolled:
        return Topic.FACE if f.face is not None else None
    if p is P.LOSES_FIGURES and not f.rolled and not any(
            (f.retreat_only_to, f.retreat_blocked_by, f.retreat_blocked_by_unit, f.at_own_edge)):
        return None  # no roll and no retreat said: nothing decides a loss
    if p in (P.FLAG_MAY_BE_IGNORED, P.ALL_FLAGS_IGNORED) and f.rolled:
        return Topic.ROLL
    if p is P.RETREAT_POSSIBLE and f.retreating and (f.enters is not None or f.path):
        return Topic.MOVE  # "můžu při ústupu projít lesem?"
    if p is P.WINS and f.objective is not None:
        return Topic.OBJECTIVE  # "does sudden death win the game?"
    if p is P.NEEDS_LINE_OF_SIGHT and f.attacker is None:
        return Topic.SIGHT
    if p is P.MAY_BATTLE and _moves(f) and f.target is None and f.distance is None and f.attacker is None:
        return Topic.MOVE  # "elitní pěšáci jdou 2 hexy do lesa, můžou pak střílet?"
    if p is P.MAY_BATTLE_AFTER_MOVE and not _moves(f) and (
            f.attacker is not None or f.attacker_moved is not None or f.attacker_entered is not None):
        return Topic.BATTLE  # "after moving 2 hexes, may it battle?" stated as the attacker's move
    return topic


def _moves(f: Memoir44Facts) -> bool:
    return any(x is not None for x in (f.unit, f.path, f.move, f.enters, f.starts_on, f.retreating,
                                       f.crosses_sector))


def _by_intent(intent: Intent, f: Memoir44Facts) -> Topic | None:
    if intent is Intent.DICE:
        if f.front is not None or f.air_attack or (f.year is not None and f.attacker is None):
            return Topic.AIR
        return Topic.BATTLE if (f.attacker or f.attacker_hex) else None
    if intent in (Intent.ODDS, Intent.COUNT) and f.face is not None and f.target is None and not f.rolled:
        return Topic.FACE  # "jaká je šance, že padne granát?": the die itself
    if intent is Intent.ODDS:
        if f.rolled:
            return Topic.ROLL
        if f.dice is not None and f.attacker is None:
            return Topic.ODDS
        return Topic.BATTLE if (f.attacker or f.attacker_hex) else None
    if intent is Intent.CASUALTY:
        if f.rolled:
            return Topic.ROLL
        return Topic.BATTLE if (f.attacker or f.attacker_hex) else None
    if intent is Intent.COUNT:
        if f.order_count is not None or f.units_in_sector is not None:
            return Topic.ORDERS
        if f.medals is not None or f.medals_needed is not None or f.units_destroyed is not None:
            return Topic.VICTORY
        if f.front is not None or f.year is not None or f.air_attack:
            return Topic.AIR
    return None


def _by_facts(f: Memoir44Facts) -> Topic | None:
    """The documented order of precedence when neither the proposition nor the intent decides."""
    rules: tuple[tuple[bool, Topic], ...] = (
        (f.front is not None or bool(f.air_attack) or (f.year is not None and f.attacker is None), Topic.AIR),
        (f.objective is not None, Topic.OBJECTIVE),
        (f.medals is not None or f.medals_needed is not None or f.units_destroyed is not None, Topic.VICTORY),
        (f.order_count is not None or f.units_in_sector is not None or f.unit_on_line is not None, Topic.ORDERS),
        (f.overrun_already_done is not None or f.took_ground is not None, Topic.OVERRUN),
        (f.assault_success is not None, Topic.GROUND),
        (bool(f.rolled), Topic.ROLL),
        (f.face is not None, Topic.FACE),
        (_moves(f) and f.target is None, Topic.MOVE),
        (f.dice is not None and f.attacker is None, Topic.ODDS),
        (f.edge_sides is not None or ((f.between is not None or f.unit_between is not None
                                       or f.attacker_height is not None) and f.distance is None), Topic.SIGHT),
        (f.attacker is not None or f.target is not None or f.attacker_hex is not None, Topic.BATTLE),
    )
    return next((topic for applies, topic in rules if applies), None)
