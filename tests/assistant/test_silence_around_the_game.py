"""Playing at the table and mixing in another game are in no manual: "Manuál to neuvádí", with the closest rules.

A rules question using the same words ("ze stolu", "míchat", another game named for comparison) is answered.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

SILENT = "Manuál to neuvádí"


def _answer(client: FlaskClient, question: str, game: str) -> dict[str, object]:
    return client.post("/api/ask", json={"question": question, "game": game}).get_json()


@pytest.mark.parametrize(("question", "game"), [
    ("jak dlouho trva jeden scenar zhruba?", "normandie"),
    ("délka partie?", "memoir44"),
    ("smim prehodit kostku kdyz mi spadne ze stolu", "normandie"),
    ("muzu si do stalingradu primichat karty a jednotky z odhodlani normandie?", "stalingrad"),
    ("Dá se Memoir kombinovat s Generály?", "memoir44"),
])
def test_around_the_game_is_not_in_the_manual(client: FlaskClient, question: str, game: str) -> None:
    answer = _answer(client, question, game)
    assert SILENT in str(answer["answer"]) and answer["verdict"] is None


@pytest.mark.parametrize(("question", "game"), [
    ("povzbuzeni bere kartu z odhazovaku nebo ze stolu?", "normandie"),  # "ze stolu" is a rule's word here
    ("Kdy se míchá odhazovací balíček?", "stalingrad"),  # shuffling, no other game named
    ("Povzbuzení ve Stalingradu – beru si zahranou kartu zpátky do ruky jako v Normandii?", "stalingrad"),
])
def test_rules_questions_with_those_words_are_answered(client: FlaskClient, question: str, game: str) -> None:
    assert SILENT not in str(_answer(client, question, game)["answer"])
