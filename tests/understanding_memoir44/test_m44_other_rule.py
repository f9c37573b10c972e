"""A question naming a rule about a unit (tanková smršť) is not answered with the unit's profile."""

from __future__ import annotations

import pytest

from engine.api import Intent, Query
from engine.memoir44.facts import Memoir44Facts, UnitType
from engine.memoir44.topics import Topic, choose_topic
from understanding import IntentGuess
from understanding.intent import classify_intent
from understanding.memoir44 import PARSER
from understanding.text import analyse


def parse(question: str):  # type: ignore[no-untyped-def]
    q = analyse(question)
    return PARSER.parse(q, "memoir44", classify_intent(q))


@pytest.mark.parametrize(
    "question",
    ["Co je tanková smršť a kdy ji obrněnci smějí provést?", "jak funguje tankova smrst u tanku",
     "Kdy smí obrněnci po útoku obsadit pozici?"],
)
def test_a_named_rule_is_read_as_a_fact(question: str) -> None:
    understood = parse(question)
    assert understood.query.facts.other_rule is True
    assert understood.spans["other_rule"]
    assert choose_topic(understood.query) is None  # the manual's sentences answer


@pytest.mark.parametrize("question", ["kolik figurek maji tanky?", "Jaký dostřel má dělostřelectvo?"])
def test_a_plain_unit_question_keeps_the_profile(question: str) -> None:
    understood = parse(question)
    assert understood.query.facts.other_rule is None
    assert choose_topic(understood.query) is Topic.PROFILE


def test_the_engine_keeps_computing_when_a_situation_is_stated() -> None:
    facts = Memoir44Facts(attacker=UnitType.ARMOUR, distance=2, other_rule=True)
    assert choose_topic(Query("memoir44", Intent.DICE, facts)) is not None


def test_parse_with_the_guess_given() -> None:
    understood = PARSER.parse(analyse("Co je tanková smršť?"), "memoir44", IntentGuess(Intent.LOOKUP, 0.5))
    assert understood.query.facts.other_rule is True
