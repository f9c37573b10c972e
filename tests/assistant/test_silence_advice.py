"""Advice on how to play well is not in any manual: the rules say what is allowed, never what is wise.

A question asking for tactics or a recommendation is answered "Manuál to neuvádí" with the closest rules,
never with a neighbouring rule dressed up as advice; a rules question using the same topic words is not.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

SILENT = "Manuál to neuvádí"


@pytest.mark.parametrize(("question", "game"), [
    ("jaka je nejlepsi taktika na zacatek, strilet nebo obsazovat cile?", "normandie"),
    ("Jakou strategii doporučujete Němcům při obraně mostů?", "memoir44"),
    ("jak mam nejlip rozestavit jizdu?", "generalove"),
    ("co lepiej na poczatek: strzelac czy zajmowac cele?", "normandie"),
    # the manual uses the word ("taktické cíle") and still gives no advice
    ("jaka je nejlepsi taktika za nemce v prvnim scenari, kam posilat patrace?", "normandie"),
    ("vyplati se nechat jizdu v rezerve?", "generalove"),
])
def test_advice_is_not_in_the_manual(client: FlaskClient, question: str, game: str) -> None:
    answer = client.post("/api/ask", json={"question": question, "game": game}).get_json()
    assert SILENT in answer["answer"] and answer["verdict"] is None


@pytest.mark.parametrize(("question", "game"), [
    ("Kolik karet si na začátku kola dobírám?", "normandie"),
    ("O kolik sektorů se pohne jízda za kolo?", "generalove"),
])
def test_rules_questions_are_answered(client: FlaskClient, question: str, game: str) -> None:
    answer = client.post("/api/ask", json={"question": question, "game": game}).get_json()
    assert SILENT not in answer["answer"]
