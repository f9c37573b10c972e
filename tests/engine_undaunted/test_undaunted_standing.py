"""Standing rules: each proposition decided in each game that has the rule, from the cited corpus rules."""

from __future__ import annotations

import pytest

from engine.api import Ask, Intent, Query
from engine.undaunted import ENGINE
from engine.undaunted.citations import cite
from engine.undaunted.facts import Action, CardName, Goal, Proposition, Squad, UndauntedFacts
from engine.undaunted.standing import STANDING

CASES = [(p, game, rule) for p, games in STANDING.items() for game, rule in games.items()]


@pytest.mark.parametrize(("proposition", "game", "rule"), CASES, ids=[f"{c[1]}-{c[0]}" for c in CASES])
def test_a_standing_rule_decides_its_proposition_both_ways(proposition: Proposition, game: str, rule: object) -> None:
    for positive in (True, False):
        answer = ENGINE.evaluate(Query(game, Intent.YES_NO, UndauntedFacts(), Ask(str(proposition), positive)))
        assert answer.verdict is (rule.value if positive else not rule.value)  # type: ignore[attr-defined]
        assert answer.summary and not answer.needs
        cited = {cite(game, key) for key in rule.rules}  # type: ignore[attr-defined]
        assert cited <= set(answer.rule_ids), (proposition, game, answer.rule_ids)


def test_a_game_without_the_rule_decides_nothing() -> None:
    missing = [(p, g) for p, games in STANDING.items() for g in ("normandie", "stalingrad") if g not in games]
    assert missing, "some standing rules belong to one game only"
    for proposition, game in missing:
        answer = ENGINE.evaluate(Query(game, Intent.YES_NO, UndauntedFacts(), Ask(str(proposition))))
        assert answer.verdict is None and not answer.findings, (proposition, game)


def test_stalingrad_and_normandie_differ_where_the_manuals_do() -> None:
    """Deployment tokens: Normandie places new units by them, Stalingrad has none (003)."""
    for game, value in (("normandie", True), ("stalingrad", False)):
        ask = Ask(str(Proposition.DEPLOYMENT_TOKENS_USED))
        assert ENGINE.evaluate(Query(game, Intent.YES_NO, UndauntedFacts(), ask)).verdict is value


def test_nothing_is_added_for_range_on_the_attackers_own_tile() -> None:
    """000 Bonus za vzdálenost: the attacker's tile is not counted, so a target on it gets no range bonus."""
    ask = Ask(str(Proposition.RANGE_BONUS_COUNTS))
    for distance, counts in ((0, False), (2, True)):
        facts = UndauntedFacts(action=Action.ATTACK, distance=distance)
        assert ENGINE.evaluate(Query("normandie", Intent.YES_NO, facts, ask)).verdict is counts


def test_posily_of_a_squad_ask_for_the_reserve_cards_squad_when_it_decides() -> None:
    """000 Posily: "posily 2 B" take only squad B cards; a card whose squad is not told is not refused."""
    ask = Ask(str(Proposition.ACTION_ALLOWED))
    base = {"action": Action.BOLSTER, "action_value": 2, "squad": Squad.B, "reserve_card": CardName.RIFLEMEN}
    for card_squad, verdict in ((None, None), (Squad.B, True), (Squad.A, False)):
        facts = UndauntedFacts(**base, reserve_card_squad=card_squad)  # type: ignore[arg-type]
        answer = ENGINE.evaluate(Query("normandie", Intent.YES_NO, facts, ask))
        assert answer.verdict is verdict, card_squad
        assert ("reserve_card_squad" in answer.missing) is (card_squad is None)


def test_a_suppressed_army_asks_the_opponents_goal_before_deciding() -> None:
    """000 Potlačení nepřítele: no riflemen on the board is suppression; it wins only for that goal."""
    ask = Ask(str(Proposition.ENEMY_WON))
    unknown = ENGINE.evaluate(Query("normandie", Intent.YES_NO, UndauntedFacts(own_riflemen_on_board=False), ask))
    assert unknown.verdict is None and unknown.missing == ["enemy_goal"]
    told = UndauntedFacts(own_riflemen_on_board=False, enemy_goal=Goal.SUPPRESSION)
    assert ENGINE.evaluate(Query("normandie", Intent.YES_NO, told, ask)).verdict is True
