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


@pytest.mark.parametrize("game", ["generalove", "memoir44", "normandie", "stalingrad"])
def test_every_fact_value_has_a_czech_name(game: str) -> None:
    """The "Rozuměl jsem" line and the form name each value in Czech ("co se počítá: units" was shown)."""
    import enum

    from assistant.forms import _facts_type, _label
    from engine.api import fact_specs

    english = []
    for spec in fact_specs(_facts_type(game)):
        if isinstance(spec.kind, type) and issubclass(spec.kind, enum.Enum):
            for member in spec.kind:
                value = str(member.value)
                if _label(game, member) == value and not re.fullmatch(r"[\d.]+|[A-C]|tank", value):
                    english.append(f"{spec.name}={value}")
    assert english == []
