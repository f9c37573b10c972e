"""Typos in a question are read as the manuals' words before parsing, never into a new meaning."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.resources import Resources
from understanding.text import analyse


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("obarna", "obrana"),  # two neighbouring letters swapped
        ("dotsrel", "dostrel"),
        ("rokzazu", "rozkazu"),
        ("suosednim", "sousednim"),
        ("kopicch", "kopcich"),  # not in the manuals: the lexicon's only swap-back word
        ("nperatelske", "nepratelske"),  # the typo inside "ne-" itself
    ],
)
def test_mistyped_words_are_read_as_meant(resources: Resources, typed: str, meant: str) -> None:
    assert resources.speller(typed) == meant


@pytest.mark.parametrize("word", ["strilim", "pratelske", "nepratelska", "pechotou", "muzu", "enpratelska"])
def test_real_words_and_negations_stand(resources: Resources, word: str) -> None:
    # a word the lexicon knows is never changed; no fix may add or drop "ne-"
    assert resources.speller(word) is None


def test_a_czech_word_is_not_read_as_a_polish_one(resources: Resources) -> None:
    """ "stojej" (spoken Czech "stojí") is one edit from the Polish manual's "swojej": it stands."""
    assert resources.speller("stojej", "cs") is None
    assert resources.speller("swojej", "pl") is None


def test_analysed_tokens_keep_the_typed_text(resources: Resources) -> None:
    q = analyse("Je 4 hexy mimo dotsrel pěšáka?", spell=resources.speller)
    typo = next(t for t in q.words if t.text == "dotsrel")
    assert typo.folded == "dostrel"
    assert q.text[typo.start : typo.end] == "dotsrel"
    assert q.corrections == {"dotsrel": "dostrel"}


@pytest.mark.parametrize(
    ("clean", "typo", "game"),
    [
        ("Blokuje les linii výhledu?", "Bloukje les linii výhledu?", "memoir44"),
        ("Může obrněná jednotka vjet na pole s bunkrem?", "Může obrněná jednotka vjet na pole s bnukrem?",
         "memoir44"),
        ("Rozprášil jsem nepřátelský protitankový kanón. Smím ho přesunout na sousední pole?",
         "Rozprášil jsem nepřtáelský protitankový kanón. Smím ho přesunout na sousední pole?", "stalingrad"),
    ],
)
def test_a_typo_keeps_the_verdict(ask: Any, clean: str, typo: str, game: str) -> None:
    right, typed = ask(clean, game), ask(typo, game)
    assert right["verdict"] is not None
    assert typed["verdict"] == right["verdict"]
    assert typed["understood"]["corrections"]
    assert "překlepy čtu jako" in typed["answer"]
    assert "corrections" not in right["understood"]


@pytest.mark.parametrize(("typed", "meant"), [("kolk", "kolik"), ("jakuo", "jakou"), ("kolkrat", "kolikrat")])
def test_a_mistyped_czech_question_word_is_read_back(resources: Resources, typed: str, meant: str) -> None:
    assert resources.speller(typed, "cs") == meant


@pytest.mark.parametrize(("word", "lang"), [("kolk", "pl"), ("jako", "cs"), ("kdyz", "cs")])
def test_question_word_repair_leaves_words_and_polish_alone(resources: Resources, word: str, lang: str) -> None:
    # Polish keeps its own words; a real Czech word stands
    assert resources.speller(word, lang) is None


def test_a_mistyped_question_word_asks_the_number(ask: Any) -> None:
    a = ask("tanky strili na pesaky ob jedno pole na rovine, kolk kostek hazi?", "memoir44")
    assert a["understood"]["intent"] == "dice" and a["numbers"]["dice"] == 3


@pytest.mark.parametrize(("typed", "meant"), [("jakej", "jaky"), ("kterej", "ktery")])
def test_spoken_question_words_are_read_as_written_czech(resources: Resources, typed: str, meant: str) -> None:
    assert resources.speller(typed, "cs") == meant


def test_the_manual_is_searched_with_the_words_as_read(ask: Any) -> None:
    """A look-up ranks the manual's sentences by the words meant, not as typed ("balicuk" is "balíčku")."""
    clean, typed = ask("dosly karty v balicku co ted", "memoir44"), ask("dosly karty v balicuk co ted", "memoir44")
    assert typed["understood"]["corrections"]
    assert typed["citations"][0]["id"] == clean["citations"][0]["id"]
