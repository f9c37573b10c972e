"""Golden worked examples of manual 004 (tests/data/memoir44/worked_examples.json) through ENGINE.evaluate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.api import Ask, Intent, Query, facts_from_mapping
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Memoir44Facts

CASES = json.loads((Path(__file__).parents[1] / "data" / "memoir44" / "worked_examples.json").read_text("utf-8"))


@pytest.mark.parametrize("case", CASES["cases"], ids=[c["name"] for c in CASES["cases"]])
def test_worked_example(case: dict[str, Any]) -> None:
    ask = Ask(case["ask"]["proposition"], case["ask"]["positive"]) if case["ask"] else None
    query = Query("memoir44", Intent(case["intent"]), facts_from_mapping(Memoir44Facts, case["facts"]), ask)
    answer = ENGINE.evaluate(query).as_dict()
    expect = case["expect"]
    got = {k: answer["numbers"].get(k) for k in expect["numbers"]}
    verdict = {True: "ano", False: "ne", None: None}[expect["verdict"]]
    breakdown = f"{case['name']}: verdict {answer['verdict']!r}, numbers {answer['numbers']}, steps {answer['steps']}"
    assert not answer["needs"], breakdown
    assert answer["verdict"] == verdict, breakdown
    assert got == expect["numbers"], breakdown
