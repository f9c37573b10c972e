"""Every rule id the Generálové engine cites exists in the built corpus and is about that rule."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

from engine.generalove.citations import RULES

# semantic key -> a phrase (folded: lowercase, no diacritics) the cited rule's text must contain
PHRASES: dict[str, str] = {
    "cil_hry": "vitezny bod",
    "zahajeni": "velitelskeho stanoviste",
    "jizda": "jizda",
    "presun_utok": "vodorovnem a svislem",
    "reorganizace": "reorganizac",
    "faze": "stanovenem poradi",
    "faze_1": "fazi jizdy",
    "faze_2": "delostrelectvem",
    "faze_3": "fazi pechoty",
    "faze_4": "nebojove presuny",
    "faze_5": "reorganizac",
    "faze_6": "vitezne body",
    "stret": "stret",
    "pozice": "bojova zona",
    "tabulky": "celni utok",
    "upravy": "vsechny upravy secti",
    "bojovy_hod": "4 a vice",
    "ztraty": "propada panice",
    "ostrelovani_boj": "utok delostrelectva v 2. fazi",
    "panika": "nejkratsi mozno",
    "opustene_delostrelectvo": "opustena jednotka delostrelectva",
    "varianty": "rozkazu",
}


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


@pytest.mark.parametrize("key", sorted(RULES))
def test_cited_rule_exists(key: str, rules_by_id: dict[str, dict[str, Any]]) -> None:
    rule_id = RULES[key]
    assert rule_id in rules_by_id, f"{key}: {rule_id} není v korpusu"
    assert rules_by_id[rule_id]["game"] == "generalove"


@pytest.mark.parametrize("key", sorted(PHRASES))
def test_cited_rule_is_about_it(key: str, rules_by_id: dict[str, dict[str, Any]]) -> None:
    rule = rules_by_id.get(RULES[key])
    assert rule is not None, RULES[key]
    assert PHRASES[key] in _fold(rule["title"] + " " + rule["text"]), (key, RULES[key])
