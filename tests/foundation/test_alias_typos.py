"""The alias table's typo pass reads near spellings, but never a real Czech word as a typo of another."""

from __future__ import annotations

import pytest

from understanding.aliases import AliasTable, is_real_word
from understanding.text import analyse

TABLE = AliasTable({"terrain": {"hill": {"cs": ["kopci", "kopec"]}, "grenade": {"cs": ["granát"]}}})


def values(question: str) -> list[tuple[str, str]]:
    return [(m.value, m.how) for m in TABLE.find(analyse(question))]


def test_a_real_word_is_not_a_typo_of_an_alias() -> None:
    assert is_real_word("konci")
    assert values("co se stane na konci kola?") == []


@pytest.mark.parametrize(("question", "expected"), [
    ("stojim na kopci", [("hill", "exact")]),
    ("stojim na kpoci", [("hill", "typo")]),
    ("padl granta", [("grenade", "typo")]),
])
def test_near_spellings_still_match(question: str, expected: list[tuple[str, str]]) -> None:
    assert values(question) == expected
