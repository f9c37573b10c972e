"""Every number an answer lists is labelled in Czech: no engine key ("units_cavalry", "vp_gain") reaches a player."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from assistant.compose import number_label


@pytest.mark.parametrize(("key", "label"), [
    ("units", "Jednotky"),
    ("units_cavalry", "Jednotky (jízda)"),
    ("figures_armour", "Figury (obrněnci)"),
    ("vp_for_opponent", "Vítězné body pro soupeře"),
    ("moving_later", "Pokusí se o přesun v další fázi"),
])
def test_keys_have_czech_labels(key: str, label: str) -> None:
    assert number_label(key) == label


@pytest.mark.parametrize(("question", "game"), [
    ("Kolik jednotek stojí na začátku hry v rezervě?", "generalove"),
    ("Kolik jednotek v panice stejného typu musí být v červené části rezervy, abych reorganizoval pěchotu?",
     "generalove"),
    ("pohyb tanku?", "memoir44"),
    ("Jak daleko dojde pátrání?", "normandie"),
])
def test_no_engine_key_is_shown(client: FlaskClient, question: str, game: str) -> None:
    answer = client.post("/api/ask", json={"question": question, "game": game}).get_json()["answer"]
    assert not re.findall(r"^- [a-z_]+: ", answer, re.M), answer
