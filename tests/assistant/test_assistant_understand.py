"""Truth tables of the shared language readings: numerals in their inflected forms, the question's language.

Each game's parser has its own truth tables (tests/understanding_*).
"""

from __future__ import annotations

import pytest

from lang.numerals import number_value
from understanding.text import detect_lang


@pytest.mark.parametrize(
    ("word", "lang", "value"),
    [("dvěma", "cs", 2), ("dvou", "cs", 2), ("dvě", "cs", 2), ("třemi", "cs", 3), ("třech", "cs", 3),
     ("čtyřmi", "cs", 4), ("jednou", "cs", 1), ("jedno", "cs", 1), ("pěti", "cs", 5), ("nula", "cs", 0),
     ("trzema", "pl", 3), ("dwoma", "pl", 2), ("7", "cs", 7), ("²", "cs", None), ("kryt", "cs", None),
     ("dvanáct", "cs", 12), ("dvanacti", "cs", 12), ("dwanaście", "pl", 12), ("dvacet", "cs", 20)],
)
def test_numerals(word: str, lang: str, value: int | None) -> None:
    assert number_value(word, lang) == value


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Jaká je šance na zásah?", "cs"), ("Jaka je sance na zasah?", "cs"),
     ("Jaka jest premia za zasłonę?", "pl"), ("Czy moge atakowac?", "pl"),
     # Polish typed without diacritics: its words and letter pairs Czech never writes
     ("jaka obrone bazowa ma mozdzierz?", "pl"), ("ile kosci ma szansa?", "pl"),
     ("kolik ma obranu kulometcik?", "cs")],
)
def test_language(text: str, lang: str) -> None:
    assert detect_lang(text) == lang
