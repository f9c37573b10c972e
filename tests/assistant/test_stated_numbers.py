"""A yes/no that states a number ("odečítám 3 kostky?") is answered by the computed number, which the answer names."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize(("question", "verdict", "told", "number"), [
    ("Můj tank střílí na pěchotu v lese 2 pole daleko. Odečítám 1 kostku?", "ne", "Celková redukce: 2, ne 1.",
     "total_reduction"),
    ("Můj tank střílí na pěchotu v lese 2 pole daleko. Odečítám 2 kostky?", "ano", "Celková redukce: 2.",
     "total_reduction"),
    ("Pěchota Osy sedí v bunkru na kopci, můj tank na ni střílí zdola z 2 polí. Odečítám 3 kostky "
     "(2 za bunkr a 1 za kopec)?", "ne", "Celková redukce: 2, ne 3.", "total_reduction"),
    # stated dice: the number the attack gets, not the dice rolled
    ("Pěchota střílí na nepřítele tři pole daleko, hází jen jednou kostkou?", "ano", "Počet kostek: 1.", "dice"),
    ("Můj tank střílí na pěchotu v lese dvě pole daleko. Hodím 3 kostkami?", "ne", "Počet kostek: 1, ne 3.", "dice"),
])
def test_a_stated_number_is_checked_against_the_rules(ask: Any, question: str, verdict: str, told: str,
                                                        number: str) -> None:
    a = ask(question, "memoir44")
    assert a["verdict"] == verdict
    assert a["answer"].startswith(f"**{verdict.capitalize()}** — {told}")
    assert a["understood"]["asks"]["number"] == number
    assert "dice" not in a["understood"]["facts"], "the stated number is the claim, not the dice rolled"
    assert "ptáte se, zda" in a["answer"]


def test_a_question_without_a_stated_number_asks_the_proposition(ask: Any) -> None:
    a = ask("Můj tank střílí na pěchotu v lese 2 pole daleko. Ubere mu les kostky?", "memoir44")
    assert a["verdict"] == "ano" and "number" not in a["understood"]["asks"]


def test_dice_told_in_the_past_are_a_roll_not_a_claim(ask: Any) -> None:
    a = ask("Hodil jsem 3 kostkami na pěchotu v lese a padly dva granáty. Zničil jsem ji?", "memoir44")
    assert a["understood"]["asks"].get("number") is None
    assert a["understood"]["asks"]["proposition"] == "eliminated"


def test_dice_thrown_in_a_question_that_is_no_yes_no_stay_a_fact(ask: Any) -> None:
    a = ask("hodim 2 kostkami na tank, kolik zasahu cekam?", "memoir44")
    assert a["understood"]["facts"]["dice"] == 2 and a["understood"].get("asks") is None
