"""Glossary (inflected forms, Polish counterparts), alignment and inconsistencies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lang.lemmas import czech_lemma, guard_negation, polish_lemmas


@pytest.fixture(scope="module")
def glossary(built_corpus: tuple[Path, Any]) -> dict[str, dict[str, Any]]:
    entries = json.loads((built_corpus[0] / "glossary.json").read_text(encoding="utf-8"))
    return {e["id"]: e for e in entries}


@pytest.mark.parametrize(
    ("entry", "form"),
    [("kryt", "krytu"), ("kulometcici", "kulometčíků"), ("rozpraseni", "rozprášenou"),
     ("zeton-kontroly", "žetonů kontroly"), ("pod-palbou", "pod palbou"), ("zaloha", "zálohy")],
)
def test_glossary_finds_inflected_forms(glossary: dict[str, dict[str, Any]], entry: str, form: str) -> None:
    assert form in glossary[entry]["forms"]


def test_glossary_defining_rules_and_polish(glossary: dict[str, dict[str, Any]],
                                            rules_by_id: dict[str, Any]) -> None:
    za_mnou = glossary["za-mnou"]
    assert za_mnou["pl"]["term"] == "Dowodzenie"
    assert any(rules_by_id[r]["title"].startswith("Za mnou!") for r in za_mnou["rules"])
    assert any(rules_by_id[r]["title"].startswith("Dowodzenie") for r in za_mnou["pl"]["rules"])
    assert glossary["povzbuzeni"]["pl"]["term"] == "Za mną!"


@pytest.mark.parametrize(
    ("word", "lemma"),
    [("krytu", "kryt"), ("kulometčíků", "kulometčík"), ("žetonů", "žeton"), ("nepřátelské", "nepřátelský"),
     ("zálohy", "záloha"), ("střelců", "střelec")],
)
def test_czech_lemmas(word: str, lemma: str) -> None:
    assert czech_lemma(word) == lemma


def test_negation_guard() -> None:
    assert guard_negation("nepřátelské", "přátelský") == "nepřátelský"
    assert guard_negation("nemůže", "moci") == "moci"


def test_polish_lemmas() -> None:
    assert "dowodzenie" in polish_lemmas("Dowodzenie")
    assert "zwiadowca" in polish_lemmas("Zwiadowcy")


def test_rules_carry_their_terms(rules_by_id: dict[str, Any]) -> None:
    rule = next(r for r in rules_by_id.values() if r["title"] == "Kopcovitý terén" and r["game"] == "normandie")
    assert {"kryt", "kopcovitý terén", "výbuch"} <= set(rule["terms"])


def test_polish_rules_aligned_both_ways(corpus: dict[str, Any], rules_by_id: dict[str, Any]) -> None:
    dowodzenie = next(r for r in corpus["rules"] if r["lang"] == "pl" and r["title"].startswith("Dowodzenie"))
    czech = rules_by_id[dowodzenie["aligned"]["cs"]]
    assert czech["title"].startswith("Za mnou!")
    assert czech["aligned"]["pl"] == dowodzenie["id"]
    za_mna = next(r for r in corpus["rules"] if r["lang"] == "pl" and r["title"].startswith("Za m"))
    assert rules_by_id[za_mna["aligned"]["cs"]]["title"].startswith("Povzbuzení")


def test_missing_polish_combat_steps_are_noted(corpus: dict[str, Any]) -> None:
    step = next(r for r in corpus["rules"] if r["game"] == "normandie" and r["lang"] == "cs"
                and r["title"] == "Hod kostkami")
    assert "pl" not in step["aligned"]
    assert "neobsahuje" in step["aligned_note"]


def test_hidden_move_inconsistency_recorded(built_corpus: tuple[Path, Any]) -> None:
    found = json.loads((built_corpus[0] / "inconsistencies.json").read_text(encoding="utf-8"))
    hidden = [f for f in found if "Skrytý přesun" in f["topic"]]
    assert len(hidden) == 1
    values = sorted(side["value"] for side in hidden[0]["sides"])
    assert values == [1, 2]
    assert all(side["quote"] for side in hidden[0]["sides"])


def test_examples_and_quick_reference_link_to_their_rules(rules_by_id: dict[str, Any]) -> None:
    example = next(r for r in rules_by_id.values() if r["game"] == "normandie" and r["kind"] == "example")
    titles = {rules_by_id[i]["title"] for i in example["illustrates"]}
    assert {"Pátrání 2", "Ovládnutí", "Povzbuzení 1 A"} <= titles
    assert all(rules_by_id[i]["game"] == "normandie" for i in example["illustrates"])
    quick = next(r for r in rules_by_id.values() if r["kind"] == "quickref" and r["title"] == "Skrytý přesun 2")
    body = rules_by_id[quick["illustrates"][0]]
    assert body["title"] == "Skrytý přesun 1" and quick["id"] in body["quickref"]
    assert example["id"] in rules_by_id[next(i for i in example["illustrates"]
                                             if rules_by_id[i]["title"] == "Ovládnutí")]["examples"]
