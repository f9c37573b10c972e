"""A yes/no that states a number ("odečítám 3 kostky?") is answered by the computed number, which the answer names."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize(("question", "verdict", "told"), [
    ("Můj tank střílí na pěchotu v lese 2 pole daleko. Odečítám 1 kostku?", "ne", "Celková redukce: 2, ne 1."),
    ("Můj tank střílí na pěchotu v lese 2 pole daleko. Odečítám 2 kostky?", "ano", "Celková redukce: 2."),
    ("Pěchota Osy sedí v bunkru na kopci, můj tank na ni střílí zdola z 2 polí. Odečítám 3 kostky "
     "(2 za bunkr a 1 za kopec)?", "ne", "Celková redukce: 2, ne 3."),
])
def test_a_stated_reduction_is_checked_against_the_rules(ask: Any, question: str, verdict: str, told: str) -> None:
    a = ask(question, "memoir44")
    assert a["verdict"] == verdict
    assert a["answer"].startswith(f"**{verdict.capitalize()}** — {told}")
    assert a["understood"]["asks"]["number"] == "total_reduction"
    assert "dice" not in a["understood"]["facts"], "the stated reduction is not the dice rolled"
    assert "ptáte se, zda celková redukce je" in a["answer"]


def test_a_question_without_a_stated_number_asks_the_proposition(ask: Any) -> None:
    a = ask("Můj tank střílí na pěchotu v lese 2 pole daleko. Ubere mu les kostky?", "memoir44")
    assert a["verdict"] == "ano" and "number" not in a["understood"]["asks"]


@pytest.mark.parametrize(("question", "verdict", "told"), [
    ("Pěchota střílí na nepřítele tři pole daleko, hází jen jednou kostkou?", "ano", "Počet kostek: 1."),
    ("Můj tank střílí na pěchotu v lese dvě pole daleko. Hodím 3 kostkami?", "ne", "Počet kostek: 1, ne 3."),
])
def test_stated_dice_are_checked_against_the_rules(ask: Any, question: str, verdict: str, told: str) -> None:
    a = ask(question, "memoir44")
    assert a["verdict"] == verdict
    assert a["answer"].startswith(f"**{verdict.capitalize()}** — {told}")
    assert a["understood"]["asks"]["number"] == "dice"
    assert "dice" not in a["understood"]["facts"], "the stated dice are the claim, not a fact"


def test_dice_told_in_the_past_are_a_roll_not_a_claim(ask: Any) -> None:
    a = ask("Hodil jsem 3 kostkami na pěchotu v lese a padly dva granáty. Zničil jsem ji?", "memoir44")
    assert a["understood"]["asks"].get("number") is None
    assert a["understood"]["asks"]["proposition"] == "eliminated"
