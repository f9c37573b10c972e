"""Where the manuals disagree on a rule an answer rests on, the answer says so and quotes every side."""

from __future__ import annotations

from typing import Any

from assistant.disagreements import disputes, note
from engine.api import Ask, EngineAnswer, Intent, Query, facts_from_mapping
from engine.undaunted.engine import ENGINE
from engine.undaunted.facts import UndauntedFacts

RECORD = {"topic": "Následek akce Průzkum", "kind": "český × polský manuál",
          "sides": [{"rule": "cz.rule", "quote": "nemá žádný účinek"}, {"rule": "pl.rule", "quote": "nie możesz"}]}


def test_a_record_is_found_by_any_of_its_sides_and_quoted_whole() -> None:
    assert disputes([RECORD], ["pl.rule"]) == [RECORD]
    assert disputes([RECORD], ["other.rule"]) == []
    said = note([RECORD], decided=False, where=str.upper)
    assert "„nemá žádný účinek“ (CZ.RULE) × „nie możesz“ (PL.RULE)" in said
    assert "neurčuji" in said and "neurčuji" not in note([RECORD], decided=True, where=str)


def test_the_engine_marks_the_polish_rule_that_decides_otherwise() -> None:
    facts = facts_from_mapping(UndauntedFacts, {"action": "recon", "war_confusion_in_hand": False})
    answer: EngineAnswer = ENGINE.evaluate(Query("normandie", Intent.YES_NO, facts, Ask("action_allowed")))
    found = answer.findings["action_allowed"]
    assert found.value is True and found.disputed == ("normandie.pl.akcje-wsparcia.rozpoznanie",)
    with_fog = facts_from_mapping(UndauntedFacts, {"action": "recon", "war_confusion_in_hand": True})
    assert not ENGINE.evaluate(Query("normandie", Intent.YES_NO, with_fog, Ask("action_allowed"))).findings[
        "action_allowed"].disputed


def test_a_polish_question_gets_no_verdict_the_polish_manual_contradicts(ask: Any) -> None:
    a = ask("Czy mogę użyć akcji Rozpoznanie, jeśli nie mam na ręce żadnej karty Mgła wojny?", "normandie")
    assert a["verdict"] is None
    assert "Manuály se tu liší" in a["answer"] and "nie możesz wykonać tej akcji" in a["answer"]
    assert {c["id"] for c in a["citations"]} >= {"normandie.akce.podpurne-akce.pruzkum",
                                                 "normandie.pl.akcje-wsparcia.rozpoznanie"}


def test_a_czech_question_is_decided_by_the_czech_manual_and_told_of_the_polish_one(ask: Any) -> None:
    a = ask("Můžu použít průzkum, když nemám v ruce válečný zmatek?", "normandie")
    assert a["verdict"] == "ano"
    assert "Manuály se tu liší" in a["answer"] and "neurčuji" not in a["answer"]
