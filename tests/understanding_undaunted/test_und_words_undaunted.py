"""Truth tables of the Odhodlaní parser for real Czech words that look like game terms: a near spelling of
an action the game does not have is the word itself ("vyřadí" is no "výpad" in Normandie), a number word
after "na" counts dice ("na dvou mi padl zásah"), not a rolled value; and the standing rule a hit on
several dice asks (one card per hit)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.api import Intent
from engine.undaunted import ENGINE
from understanding.intent import IntentGuess, classify_intent
from understanding.text import analyse
from understanding.undaunted import PARSER

Y = Intent.YES_NO


def _facts(question: str, game: str, intent: Intent = Y) -> dict[str, Any]:
    return PARSER.parse(analyse(question), game, IntentGuess(intent)).as_json()["facts"]


@pytest.mark.parametrize(("question", "game"), [
    ("vyradi souper kartu kulometciku?", "normandie"),  # výpad: a Stalingrad action only
    ("kdyz zasahnu, vyradi si souper kartu z ruky?", "normandie"),
])
def test_near_spelling_of_a_foreign_action_is_no_action(question: str, game: str) -> None:
    assert _facts(question, game).get("action") != "sally"


@pytest.mark.parametrize(("question", "game", "action"), [
    ("muzu vypadem zautocit na sousedni pole?", "stalingrad", "sally"),  # the game's own action, exact
    ("kryci palbu muzu dat na tank?", "stalingrad", "suppress"),
])
def test_actions_of_the_game_are_still_read(question: str, game: str, action: str) -> None:
    assert _facts(question, game).get("action") == action


@pytest.mark.parametrize(("question", "rolls"), [
    ("hodil jsem tri kostky a na dvou mi padl zasah", None),  # two dice, no roll named
    ("hodil jsem 3 a 8", [3, 8]),
    ("padlo mi 5 a na druhe kostce 0", [5, 0]),
])
def test_number_word_after_na_counts_dice(question: str, rolls: list[int] | None) -> None:
    assert _facts(question, "normandie").get("rolls") == rolls


@pytest.mark.parametrize("question", [
    "hodil jsem tri kostky a na dvou mi padl zasah. vyradi souper dve karty?",
    "Na trzech kościach trafienie – czy przeciwnik usuwa dwie karty?",
])
def test_hit_on_several_dice_costs_one_card(question: str) -> None:
    q = analyse(question)
    understood = PARSER.parse(q, "normandie", classify_intent(q))
    assert understood.query.ask is not None and understood.query.ask.proposition == "more_successes_more_cards"
    answer = ENGINE.evaluate(understood.query)
    assert answer.verdict is False and answer.numbers["cards_removed"] == 1
    assert "normandie.akce.bojove-akce.ztraty" in {r for s in answer.explanation.steps for r in s.rules}


@pytest.mark.parametrize("question", [
    "jde vylepsenou kartu po scenari vylepsit znova?",  # colloquial "znova" = "znovu"
    "Můžu vylepšenou kartu vylepšit znova?",
])
def test_upgraded_card_not_upgraded_again(question: str) -> None:
    q = analyse(question)
    understood = PARSER.parse(q, "stalingrad", classify_intent(q))
    assert understood.query.ask is not None and understood.query.ask.proposition == "upgraded_upgradable"
    assert ENGINE.evaluate(understood.query).verdict is False


@pytest.mark.parametrize(("question", "proposition"), [
    ("Krycí palba a útok: když trefím, vyhazuje soupeř kartu v obou případech?", None),  # two at once
    ("Atak i ogień ciągły – czy w obu przypadkach przeciwnik traci kartę?", None),
    ("Způsobuje krycí palba ztráty?", "suppress_causes_casualty"),  # one action: the rule decides
])
def test_yes_no_about_two_cases_asks_no_standing_rule(question: str, proposition: str | None) -> None:
    q = analyse(question)
    ask = PARSER.parse(q, "normandie", classify_intent(q)).query.ask
    assert (ask.proposition if ask is not None else None) == proposition
