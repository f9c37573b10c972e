"""Yes/no questions about rules that hold whatever the situation, asked in several ways (own words):
the parser names the rule and the engine decides it as the manual does; a question about a situation,
an exception or another rule is not caught by them (tests/data/memoir44/general_cases.toml)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from engine.api import Intent
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Proposition
from engine.memoir44.general import GENERAL
from understanding import IntentGuess
from understanding.memoir44 import PARSER
from understanding.text import analyse

CASES = tomllib.loads((Path(__file__).parents[1] / "data" / "memoir44" / "general_cases.toml").read_text("utf-8"))


def verdict(question: str) -> tuple[str, str | None]:
    q = analyse(question)
    u = PARSER.parse(q, "memoir44", IntentGuess(Intent.LOOKUP, 0.0))
    answer = ENGINE.evaluate(u.query)
    word = "" if answer.verdict is None else "ano" if answer.verdict else "ne"
    return word, None if u.query.ask is None else u.query.ask.proposition


@pytest.mark.parametrize("case", CASES["case"], ids=[c["q"][:60] for c in CASES["case"]])
def test_general_rule_questions(case: dict[str, Any]) -> None:
    word, asked = verdict(case["q"])
    assert word == case["verdict"], (case["q"], asked)


def test_every_general_rule_is_asked_by_some_case() -> None:
    asked = {verdict(c["q"])[1] for c in CASES["case"]}
    assert set(GENERAL) - {Proposition(a) for a in asked if a} == set()


def test_general_rules_cite_the_manual_and_hold_without_facts() -> None:
    from engine.api import Ask, Query
    from engine.memoir44.facts import Memoir44Facts

    for p, standing in GENERAL.items():
        answer = ENGINE.evaluate(Query("memoir44", Intent.YES_NO, Memoir44Facts(), Ask(str(p), True)))
        if isinstance(standing.holds, bool):
            assert answer.verdict is standing.holds and answer.rule_ids and answer.summary, p
        else:  # decided by the obstacle named: nothing named, nothing decided
            assert answer.verdict is None, p
