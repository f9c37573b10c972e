"""Memoir '44: units, ships and planes its manual names only to say the base game leaves them out.

Příloha 1 – jednotky: "V této základní hře se soustředíme pouze na tři typy pozemních jednotek …
Další typy pozemních jednotek, lodí a letadel jsou pak představeny v různých rozšířeních".
A question about them is answered "Manuál to neuvádí" with that sentence, never from a neighbour.
"""

from __future__ import annotations

from typing import Any

import pytest

from assistant.lookup import SilenceSigns, beyond_rule, silence_reasons

LEFT_OUT = "memoir44.priloha-1-jednotky"


def _known(word: str, typos: bool = True) -> bool:
    return True  # every word is the manual's: only the left-out things can make the question silent


@pytest.mark.parametrize("question", [
    "jak se hybe jezdectvo a na kolik kostek utoci?",
    "O kolik polí jede džíp?",
    "Kolika kostkami střílí loď?",
    "Jak útočí letadla?",
    "Jaká pravidla má japonská pěchota?",
])
def test_left_out_things_make_a_question_silent(question: str) -> None:
    assert silence_reasons(question, "cs", _known, set(), ["memoir44"])
    assert beyond_rule(question, "memoir44") == LEFT_OUT


@pytest.mark.parametrize("question", [
    "O kolik polí se pohybuje pěchota?",
    "Kolika kostkami útočí obrněnce na vzdálenost 2?",
    "Může artilerie vylodit na pláž?",
])
def test_base_game_units_are_not_silent(question: str) -> None:
    assert silence_reasons(question, "cs", _known, set(), ["memoir44"]) == []
    assert beyond_rule(question, "memoir44") is None


def test_the_sign_is_the_games_own() -> None:
    """Another game's question naming a jeep is not made silent by Memoir '44's appendix."""
    assert silence_reasons("O kolik polí jede džíp?", "cs", _known, set(), ["normandie"]) == []
    assert beyond_rule("O kolik polí jede džíp?", "normandie") is None


def test_the_left_out_rule_is_in_the_corpus(rules_by_id: dict[str, dict[str, Any]]) -> None:
    for game, (rule, _) in SilenceSigns.load().beyond.items():
        assert rule in rules_by_id and rules_by_id[rule]["game"] == game
    assert "rozšířeních" in rules_by_id[LEFT_OUT]["text"]


def test_silent_answer_quotes_the_manuals_sentence(resources: Any) -> None:
    from assistant.qa import answer_question

    out = answer_question(resources, "Jak rychle se hýbe jezdectvo? A džípy?", "memoir44")
    assert out["silent"] and "Manuál to neuvádí" in out["answer"]
    assert "rozšířeních" in out["answer"]
    assert out["citations"][0]["id"] == LEFT_OUT
