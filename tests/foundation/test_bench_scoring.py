"""The understanding bench counts a wrong headline count as a wrong claim (its key is never the set's own)."""

from __future__ import annotations

from bench.bench_understanding import score

ITEM = {"game": "generalove", "expect": {"verdict": None, "numbers": {"times": 2}, "must_mention": []}}


def _answer(count: int) -> dict[str, object]:
    return {"game": "generalove", "verdict": None, "numbers": {"manual_count": count},
            "answer": f"**Počet: {count}**", "citations": []}


def test_a_headline_count_other_than_the_expected_number_is_wrong() -> None:
    assert score(ITEM, _answer(3), 200)["wrong"]


def test_the_expected_headline_count_is_right() -> None:
    checks = score(ITEM, _answer(2), 200)
    assert not checks["wrong"] and checks["numbers"]


def test_a_wrong_claim_is_never_fully_right() -> None:
    answer = _answer(3)
    answer["answer"] = "**Počet: 3** (2 za tah)"  # the expected 2 is in the text, the claimed count is 3
    checks = score(ITEM, answer, 200)
    assert checks["numbers"] and checks["wrong"] and not checks["full"]
