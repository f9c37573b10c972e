""""Kterou kartu vyřadím?" with nothing said of the cards: the search order is the answer, never a guessed unit."""

from __future__ import annotations

from typing import Any

import pytest

from understanding.aliases import is_real_word


def test_stalingrad_order_starts_in_the_play_area_and_ends_in_a_rout(ask: Any) -> None:
    out = ask("Zasáhli mi střelce A. Kterou kartu vyřadím?", "stalingrad")
    assert out["understood"]["facts"]["hit_unit"] == "riflemen"
    assert "action" not in out["understood"]["facts"]  # "vyřadím" is not the action Výpad
    assert out["needs"] == [] and out["verdict"] is None
    assert "jednotky střelci A; hledá se v tomto pořadí: z herní oblasti, z ruky" in out["answer"]
    assert "rozprášena" in out["answer"]


def test_normandie_order_names_no_unit_the_question_did_not(ask: Any) -> None:
    out = ask("Kterou kartu musím vyřadit, když mi zasáhnou jednotku?", "normandie")
    assert out["answer"].startswith("Za zásah se vyřadí 1 karta zasažené jednotky; hledá se v tomto pořadí: z ruky")
    assert "střelci" not in out["answer"].split("_Rozuměl jsem")[0]
    assert "odstraní z herního plánu" in out["answer"]


def test_a_card_asked_for_without_a_hit_is_no_casualty(ask: Any) -> None:
    out = ask("Mam w talii trzy Mgły wojny. Która karta pozwala się ich pozbyć?", "normandie")
    assert out["understood"]["intent"] == "lookup"
    assert "průzkum" in out["answer"]


@pytest.mark.parametrize("word", ["vyradim", "vyradis", "zautocim", "vypalim"])
def test_a_conjugated_form_of_a_common_verb_is_a_real_word(word: str) -> None:
    assert is_real_word(word)


@pytest.mark.parametrize("word", ["granta", "tnak"])
def test_a_near_spelling_of_an_alias_is_still_read_as_a_typo(word: str) -> None:
    assert not is_real_word(word)
