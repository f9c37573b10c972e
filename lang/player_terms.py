"""The players' vocabulary: what players call things, mapped to what the manuals call them.

Players say *mlha války*, *lízat*, *tank*, *suppressed*, *recon*, *mgła wojny*; the manuals say
*válečný zmatek*, *dobrat kartu*, *obrněnci*, *pod palbou*, *průzkum*.  The mapping is data,
``rules_corpus/data/player_terms.toml`` beside the glossary, one entry per meaning: the phrases
players type (``say``, in one language), the glossary term(s) or the manual's own words they
mean (``means``), the games where it holds, and the source of the mapping (the manual's wording,
or the original edition's term).  The search, the docs site's search (the table is exported into
its static index) and the question parser all read it through this module.

Phrases match by the light stem of each folded word (:mod:`lang.czech_stem`), so inflected and
unaccented forms match: ``"mlhy valky"`` finds the entry saying ``"mlha války"``.

>>> [t.name for t in expand("mlhy valky")]
['válečný zmatek']
>>> [t.name for t in expand("Fog of War")]
['válečný zmatek']
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from lang.czech_stem import split, stem
from lang.fold import fold

__all__ = ["DEFAULT_PATH", "Entry", "Match", "PlayerTerms", "Term", "expand", "load", "phrase_key"]

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "rules_corpus" / "data" / "player_terms.toml"
LANGS = frozenset({"cs", "en", "pl"})


def phrase_key(text: str) -> tuple[str, ...]:
    """The matching key of a phrase: the light stem of each folded word (digits kept)."""
    return tuple(stem(fold(word)) for word in split(text))


@dataclass(frozen=True)
class Entry:
    """One meaning: the phrases players say and what the manuals call it."""

    say: tuple[str, ...]
    means: tuple[str, ...]
    lang: str
    games: tuple[str, ...]  # empty: every game
    source: str

    def applies_to(self, game: str | None) -> bool:
        return game is None or not self.games or game in self.games


@dataclass(frozen=True)
class Term:
    """What a player's phrase means: a glossary term (``glossary``) or the manual's own words."""

    name: str
    glossary: bool
    said: str  # the vocabulary phrase that matched, as written in the data
    lang: str
    games: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Match:
    """An entry found in a word sequence: words ``first``..``last`` (inclusive)."""

    entry: Entry
    said: str
    first: int
    last: int


class PlayerTerms:
    """The loaded vocabulary: phrase lookup and longest-match search in a word sequence."""

    def __init__(self, entries: Sequence[Entry], glossary_terms: frozenset[str] = frozenset(),
                 ignore: frozenset[str] = frozenset()) -> None:
        self.entries = list(entries)
        self.glossary_terms = glossary_terms  # folded glossary term names
        self.ignore = ignore  # folded question words that carry no rule content
        self.by_key: dict[tuple[str, ...], list[tuple[Entry, str]]] = {}
        for entry in self.entries:
            for said in entry.say:
                key = phrase_key(said)
                found = self.by_key.setdefault(key, []) if key else []
                if key and all(e is not entry for e, _ in found):  # inflected variants: one entry once
                    found.append((entry, said))
        self.longest = max((len(k) for k in self.by_key), default=0)

    def terms(self, entry: Entry, said: str) -> list[Term]:
        return [Term(name, fold(name).strip(" !") in self.glossary_terms, said, entry.lang, entry.games, entry.source)
                for name in entry.means]

    def expand(self, phrase: str, game: str | None = None) -> list[Term]:
        """The terms a whole phrase means (empty when the vocabulary does not hold it)."""
        out: list[Term] = []
        for entry, said in self.by_key.get(phrase_key(phrase), []):
            if entry.applies_to(game):
                out.extend(t for t in self.terms(entry, said) if t not in out)
        return out

    def find(self, keys: Sequence[str], game: str | None = None) -> list[Match]:
        """Longest non-overlapping matches, left to right, in a sequence of word keys (:func:`phrase_key`)."""
        found: list[Match] = []
        i = 0
        while i < len(keys):
            for n in range(min(self.longest, len(keys) - i), 0, -1):
                hits = [(e, s) for e, s in self.by_key.get(tuple(keys[i : i + n]), []) if e.applies_to(game)]
                if hits:
                    found.extend(Match(entry, said, i, i + n - 1) for entry, said in hits)
                    i += n
                    break
            else:
                i += 1
        return found


def _glossary_terms() -> frozenset[str]:
    path = DEFAULT_PATH.with_name("terms.toml")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return frozenset(fold(t["term"]).strip(" !") for t in data.get("term", []))


def parse(text: str, glossary_terms: frozenset[str] = frozenset()) -> PlayerTerms:
    """Read the TOML vocabulary; a malformed entry raises ``ValueError`` naming it."""
    data = tomllib.loads(text)
    entries: list[Entry] = []
    for n, raw in enumerate(data.get("entry", []), 1):
        say, means = raw.get("say"), raw.get("means")
        lang, source = raw.get("lang"), str(raw.get("source", "")).strip()
        if not say or not means or lang not in LANGS or not source:
            raise ValueError(f"player_terms: položka č. {n} ({say!r}) potřebuje say, means, lang a source")
        entries.append(Entry(tuple(say), tuple(means), lang, tuple(raw.get("games", ())), source))
    ignore = frozenset(fold(w) for w in data.get("query", {}).get("ignore", []))
    return PlayerTerms(entries, glossary_terms, ignore)


@cache
def load(path: Path | None = None) -> PlayerTerms:
    """The vocabulary at ``path`` (default: ``rules_corpus/data/player_terms.toml``), loaded once."""
    path = path or DEFAULT_PATH
    return parse(path.read_text(encoding="utf-8"), _glossary_terms())


def expand(phrase: str, game: str | None = None) -> list[Term]:
    """The glossary term(s) or manual words a player's phrase means, for ``game`` (or any game)."""
    return load().expand(phrase, game)
