"""Which answer a question gets (``topic_of``): a combat action named with none of the numbers an
attack is computed from is a question about the rule, not an attack that asks back for them."""

from __future__ import annotations

from typing import Any

import pytest

from engine.api import Ask, Intent, Query, facts_from_mapping
from engine.undaunted import ENGINE, UndauntedFacts
from engine.undaunted.engine import Topic, topic_of


def _query(intent: str, asks: str | None = None, **facts: Any) -> Query[UndauntedFacts]:
    return Query("stalingrad", Intent(intent), facts_from_mapping(UndauntedFacts, facts), Ask(asks) if asks else None)


@pytest.mark.parametrize(("intent", "facts"), [
    ("count", {"action": "grenades"}),  # "na kolik polí se hází granáty?"
    ("yes_no", {"action": "suppress", "target_suppressed": True}),  # "krycí palba na jednotku pod palbou?"
    ("yes_no", {"target": "snipers"}),
])
def test_combat_words_without_numbers_ask_the_rule(intent: str, facts: dict[str, Any]) -> None:
    query = _query(intent, **facts)
    assert topic_of(query) is Topic.LOOKUP
    answer = ENGINE.evaluate(query)
    assert answer.needs == [] and answer.verdict is None


@pytest.mark.parametrize(("intent", "facts"), [
    ("count", {"action": "grenades", "distance": 1}),  # a number of the attack: it is computed
    ("defense", {"target": "snipers"}),  # "jakou obranu mají odstřelovači?": the number asked for
    ("dice", {"attacker": "snipers"}),
    ("odds", {"action": "attack", "target": "riflemen"}),
])
def test_attack_numbers_or_an_attack_number_asked_compute(intent: str, facts: dict[str, Any]) -> None:
    assert topic_of(_query(intent, **facts)) is Topic.ATTACK


@pytest.mark.parametrize(("facts", "verdict"), [
    ({"action": "attack", "attacker": "machine_gunners", "dice": 2, "rolls": [5, 8], "total_defense": 8}, True),
    ({"action": "attack", "target": "snipers", "hill_target": True, "rolls": [0], "total_defense": 10}, True),
    ({"attacker": "riflemen", "rolls": [4, 6], "total_defense": 7}, False),
])
def test_a_stated_total_and_rolls_decide_the_hit_whoever_attacks(facts: dict[str, Any], verdict: bool) -> None:
    query = _query("yes_no", "attack_hits", **facts)
    assert topic_of(query) is Topic.ODDS
    answer = ENGINE.evaluate(query)
    assert answer.verdict is verdict and answer.needs == []


def test_a_stated_total_against_a_tank_is_not_read_as_a_hit() -> None:
    query = _query("yes_no", "attack_hits", action="attack", target="tank", rolls=[7], total_defense=6)
    assert topic_of(query) is not Topic.ODDS


@pytest.mark.parametrize(("game", "token", "held"), [
    ("normandie", "controlled", True), ("normandie", "scouted", False), ("stalingrad", "scouted", False),
    ("stalingrad", "controlled", True), ("normandie", "none", False),
])
def test_an_objective_is_yours_by_the_control_token_side(game: str, token: str, held: bool) -> None:
    query = Query(game, Intent.YES_NO, facts_from_mapping(UndauntedFacts, {"own_control_token": token}),
                  Ask("objective_held"))
    assert topic_of(query) is Topic.OBJECTIVE
    answer = ENGINE.evaluate(query)
    assert answer.verdict is held and answer.needs == []
    assert any(c.endswith("zetony-cilu") for step in answer.explanation.steps for c in step.rules)


def test_an_objective_without_the_token_stated_asks_for_it() -> None:
    answer = ENGINE.evaluate(Query("normandie", Intent.YES_NO, facts_from_mapping(UndauntedFacts, {}),
                                   Ask("objective_held")))
    assert answer.verdict is None and answer.missing == ["own_control_token"]


def test_a_stated_total_defence_gives_the_odds_even_with_the_action_named() -> None:
    """ "útok dvěma kostkami na celkovou obranu 6, jaká je šance?": nothing to ask back, the total is all it needs."""
    query = _query("defense", action="attack", dice=2, total_defense=6, asked_number="p_hit")
    assert topic_of(query) is Topic.ODDS
    answer = ENGINE.evaluate(query)
    assert answer.needs == [] and float(answer.numbers["p_hit"]) == 0.75


def test_a_part_of_the_defence_stated_with_the_total_keeps_the_attack() -> None:
    query = _query("odds", action="attack", dice=2, total_defense=6, cover=1, target="riflemen")
    assert topic_of(query) is Topic.ATTACK


@pytest.mark.parametrize("game", ["normandie", "stalingrad"])
def test_cards_removed_by_a_hit_is_one_whatever_the_dice(game: str) -> None:
    """ "Trefil jsem na třech kostkách, kolik karet soupeř vyřadí?": the standing rule's number, no verdict."""
    query = Query(game, Intent.COUNT, facts_from_mapping(UndauntedFacts, {"asked_number": "cards_removed", "dice": 3}))
    assert topic_of(query) is Topic.CARDS_REMOVED
    answer = ENGINE.evaluate(query)
    assert answer.numbers["cards_removed"] == 1 and answer.verdict is None and answer.needs == []
    assert answer.explanation.rule_ids


def test_a_base_defence_asked_and_not_given_is_what_the_rule_says() -> None:
    """ "jaką obronę bazową ma moździerz?": printed on the token; asking it back would ask the question."""
    query = _query("defense", target="mortar", asked_number="base_defense")
    assert topic_of(query) is Topic.LOOKUP
    assert ENGINE.evaluate(query).needs == []
    assert topic_of(_query("defense", target="tunnel", asked_number="base_defense")) is not Topic.LOOKUP
