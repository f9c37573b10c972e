"""Questions about steps in order are answered with the manual's numbered items, in its order."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.sequences import asks_for_steps, numbered_steps, steps_lines

RULE = {"text": "Každé kolo se skládá z následujících tří fází:\n\n1. Dobrání karet\n2. Určení iniciativy. "
                "Hráči vyloží kartu.\n3. Tahy hráčů\n\nJakmile proběhne poslední fáze, kolo je u konce."}


def test_numbered_items_first_sentences_in_order() -> None:
    assert numbered_steps(RULE) == ["Dobrání karet", "Určení iniciativy.", "Tahy hráčů"]


def test_no_list_no_steps() -> None:
    assert numbered_steps({"text": "Bojové akce provádějte v následujících krocích:"}) == []
    assert numbered_steps({"text": "Ve 3. fázi se hraje.\n1. jediná položka"}) == []


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("z jakych fazi se sklada kolo a v jakem poradi", True),
        ("w jakiej kolejnosci sa fazy rundy", True),
        ("jake kroky ma utok", True),
        ("kolik kostek hazi pechota", False),
        ("muze tank strilet do lesa", False),
    ],
)
def test_asks_for_steps(question: str, asks: bool) -> None:
    assert asks_for_steps(question) is asks


def test_the_list_of_a_related_rule_when_the_found_one_has_none() -> None:
    lines, rule = steps_lines("jake kroky a v jakem poradi", [{"text": "Bez seznamu."}, {"title": "Kola", **RULE}])
    assert rule is not None and rule["title"] == "Kola"
    assert lines == ["Kroky podle manuálu, v jeho pořadí („Kola“):", "1. Dobrání karet", "2. Určení iniciativy.",
                     "3. Tahy hráčů"]


def test_phases_question_lists_the_phases(ask: Any) -> None:
    out = ask("Z jakých fází se skládá jedno kolo a v jakém pořadí?", "normandie")
    answer = out["answer"]
    assert "Kroky podle manuálu, v jeho pořadí:" in answer
    assert answer.index("1. Dobrání karet") < answer.index("2. Určení iniciativy") < answer.index("3. Tahy hráčů")
