"""The players' vocabulary (rules_corpus/data/player_terms.toml): well-formed, sourced, and what it maps to exists."""

from __future__ import annotations

import re
import tomllib
from typing import Any

import pytest
from rapidfuzz import fuzz

import games
from lang.fold import fold
from lang.player_terms import DEFAULT_PATH, PlayerTerms, expand, load, parse, phrase_key

QUOTED = re.compile(r"„([^“]+)“")


def _loose(text: str) -> str:
    return " ".join(re.findall(r"[^\W_]+", fold(text)))


@pytest.fixture(scope="module")
def vocabulary() -> PlayerTerms:
    return load()


def test_every_entry_is_complete_and_sourced(vocabulary: PlayerTerms) -> None:
    assert len(vocabulary.entries) >= 100
    known_games = set(games.game_ids())
    for entry in vocabulary.entries:
        assert entry.say and entry.means and entry.lang in {"cs", "en", "pl"}, entry
        assert set(entry.games) <= known_games, entry
        assert "„" in entry.source or "'" in entry.source, f"no manual wording or original term: {entry}"


def test_each_language_is_represented(vocabulary: PlayerTerms) -> None:
    langs = {e.lang for e in vocabulary.entries}
    assert langs == {"cs", "en", "pl"}


def test_the_manuals_wording_quoted_as_a_source_is_in_the_corpus(vocabulary: PlayerTerms,
                                                                  corpus: dict[str, Any]) -> None:
    """Every „…“ in a source is the manual's own wording: it must be found in the built corpus."""
    texts = [_loose(r.get("title", "") + " " + r.get("text", "")) for r in corpus["rules"]]
    missing = []
    for entry in vocabulary.entries:
        for quote in QUOTED.findall(entry.source):
            for part in quote.split("…"):  # "A … B": two pieces of one rule
                q = _loose(part)
                if q and not any(q in t for t in texts) and not any(fuzz.partial_ratio(q, t) >= 90 for t in texts):
                    missing.append((entry.say[0], part))
    assert not missing, missing


def test_what_the_vocabulary_means_is_in_the_manuals(vocabulary: PlayerTerms, corpus: dict[str, Any]) -> None:
    """Each meaning is a glossary term or words the manuals use (every content word of it occurs)."""
    from lang.keys import word_keys

    keys: set[str] = set()
    for rule in corpus["rules"]:
        for word in re.findall(r"[^\W_]+", rule.get("title", "") + " " + rule.get("text", "")):
            keys.update(word_keys(word, rule["lang"]))
    terms = {fold(t["term"]) for t in tomllib.loads(DEFAULT_PATH.with_name("terms.toml").read_text("utf-8"))["term"]}
    absent = []
    for entry in vocabulary.entries:
        for meaning in entry.means:
            if fold(meaning) in terms:
                continue
            words = [w for w in re.findall(r"[^\W_]+", meaning) if word_keys(w, "cs")]
            if not all(set(word_keys(w, "cs")) & keys or set(word_keys(w, "pl")) & keys for w in words):
                absent.append((entry.say[0], meaning))
    assert not absent, absent


@pytest.mark.parametrize(
    ("phrase", "game", "term", "glossary"),
    [
        ("mlhy války", None, "válečný zmatek", True),
        ("Fog of War", "normandie", "válečný zmatek", True),
        ("suppressed", "stalingrad", "pod palbou", True),
        ("tank", "memoir44", "obrněnci", True),
        ("tank", "stalingrad", "tank", True),
        ("lízni", None, "dobrání karet", False),
        ("hedgerows", "memoir44", "živý plot", True),
        ("kanonáda", "generalove", "ostřelování", True),
        ("kdo vybírá", "memoir44", "rozhodne", False),  # the manual: "Hráč, kterému … patří, rozhodne"
        ("vidí soupeř", "normandie", "veřejná informace", False),
    ],
)
def test_expand(phrase: str, game: str | None, term: str, glossary: bool) -> None:
    found = {t.name: t for t in expand(phrase, game)}
    assert term in found, (phrase, list(found))
    assert found[term].glossary is glossary and found[term].source


def test_expand_respects_the_game() -> None:
    assert not expand("hedgerow", "normandie")
    assert [t.name for t in expand("tank", "memoir44")] == ["obrněnci"]


def test_find_takes_the_longest_phrase(vocabulary: PlayerTerms) -> None:
    keys = [k for w in ("jak", "se", "zbavit", "fog", "of", "war", "karty") for k in phrase_key(w)]
    matches = vocabulary.find(keys)
    assert [(m.said, m.first, m.last) for m in matches if m.entry.means[0] == "válečný zmatek"] == [
        ("fog of war", 3, 5)]


def test_malformed_entry_is_named() -> None:
    with pytest.raises(ValueError, match=r"položka č\. 1"):
        parse('[[entry]]\nsay = ["x"]\nmeans = ["y"]\nlang = "cs"\n')
