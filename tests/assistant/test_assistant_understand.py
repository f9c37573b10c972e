"""Truth tables for the legacy question parser (Memoir '44, Generálové): numerals, language, position facts.

The Odhodlaní parser has its own truth tables in tests/understanding_undaunted.
"""

from __future__ import annotations

from typing import Any

import pytest

from assistant.facts import generalove_facts, memoir_facts
from assistant.understand import analyse, detect_lang
from lang.numerals import number_value


@pytest.mark.parametrize(
    ("word", "lang", "value"),
    [("dvěma", "cs", 2), ("dvou", "cs", 2), ("dvě", "cs", 2), ("třemi", "cs", 3), ("třech", "cs", 3),
     ("čtyřmi", "cs", 4), ("jednou", "cs", 1), ("jedno", "cs", 1), ("pěti", "cs", 5), ("nula", "cs", 0),
     ("trzema", "pl", 3), ("dwoma", "pl", 2), ("7", "cs", 7), ("²", "cs", None), ("kryt", "cs", None)],
)
def test_numerals(word: str, lang: str, value: int | None) -> None:
    assert number_value(word, lang) == value


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Jaká je šance na zásah?", "cs"), ("Jaka je sance na zasah?", "cs"),
     ("Jaka jest premia za zasłonę?", "pl"), ("Czy moge atakowac?", "pl")],
)
def test_language(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Moje pěchota útočí na nepřátelské obrněnce v lese na sousedním poli.",
         {"attacker": "pěchota", "target": "obrněnce", "terrain_target": "lese", "distance": 1}),
        ("Padly dvě vlajky a jeden granát na mou pěchotu.", {"rolled": ["vlajka", "vlajka", "granát"]}),
        ("Moje elitní pěchota se pohne o 2 pole a vstoupí do lesa.",
         {"unit": "elitní pěchota", "move": 2, "enters": "lesa"}),
    ],
)
def test_memoir_facts(text: str, expected: dict[str, Any]) -> None:
    facts = memoir_facts(analyse(text))
    assert {k: facts.get(k) for k in expected} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hážu třemi kostkami s postihem -1.", {"dice": 3, "modifier": -1}),
        ("Hážu dvěma kostkami a mám bonus +2.", {"dice": 2, "modifier": 2}),
        ("Mám 3 vítězné body a ovládám jeho velitelské stanoviště.", {"vp_before": 3, "controls_enemy_hq": True}),
    ],
)
def test_generalove_facts(text: str, expected: dict[str, Any]) -> None:
    facts = generalove_facts(analyse(text))
    assert {k: facts.get(k) for k in expected} == expected


def test_memoir_retreat_facts() -> None:
    facts = memoir_facts(analyse("Na mou pěchotu padly dvě vlajky, ale ústup blokuje řeka."))
    assert facts["retreat_blocked_by"] == ["řeka"] and facts["rolled"] == ["vlajka", "vlajka"]
    assert memoir_facts(analyse("Padla vlajka a ústup je volný."))["retreat_free"] is True
