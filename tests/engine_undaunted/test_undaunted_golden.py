"""Worked examples of both manuals, kept as data (tests/data/undaunted/*.json)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine.undaunted.facade import evaluate

DATA = Path(__file__).resolve().parents[1] / "data" / "undaunted" / "worked_examples.json"
CASES = json.loads(DATA.read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_worked_example(case: dict) -> None:
    answer = evaluate(case["facts"], case["game"])
    assert answer.needs == []
    got = answer.numbers
    mismatches = []
    for key, want in case["expect"].items():
        if key == "verdict":
            if answer.verdict is not want:
                mismatches.append(f"verdict: {answer.verdict} != {want}")
            continue
        expected = Fraction(want) if isinstance(want, str) else want
        if got.get(key) != expected:
            mismatches.append(f"{key}: {got.get(key)} != {expected}")
    assert not mismatches, "\n".join([*mismatches, *answer.explanation.texts()])
    assert answer.rule_ids, "every answer cites rules"
    assert answer.summary
