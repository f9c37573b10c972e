"""Alias tables: the words that name each canonical value, and finding them in a question.

Each engine owns one alias table as data (``engine/<game>/aliases.toml``):
sections are the kinds of value (an enum of the engine's facts), keys the
canonical values, and each key lists its Czech (``cs``) and Polish (``pl``)
names and the forms players use::

    [unit.machine_gunners]
    cs = ["kulometčíci", "kulomet", "kaemáci"]
    pl = ["kaemiści", "obsługa km"]

The engine never reads it; the parser does, through :class:`AliasTable`.
A phrase matches a run of question words when every word matches: by its light
stem (so other cases match: "krycí palbou" ~ "krycí palba"), by its lemma, or,
for words of five letters and more that are not common Czech words, by a near spelling (one typo;
two for long words) — each :class:`Mention` says which (``how``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rapidfuzz.distance import OSA

from lang.czech_stem import stem
from lang.fold import fold
from lang.keys import VERB_ENDINGS
from rules_corpus.repair.lexicon import lexicon
from understanding.text import Analysed, Token

__all__ = ["AliasTable", "Mention", "load_aliases"]


@dataclass(frozen=True)
class Mention:
    """A canonical value found in the question."""

    kind: str  # the table section ("unit", "action", "terrain" …)
    value: str  # the canonical value
    first: int  # index of the first and last word in Analysed.words
    last: int
    text: str  # the words as written
    how: str  # "exact" (stem or lemma) or "typo"

    @property
    def length(self) -> int:
        return self.last - self.first + 1


def _word_key(folded: str) -> str:
    return stem(folded) if folded.isalpha() else folded


@dataclass(frozen=True)
class _Phrase:
    kind: str
    value: str
    keys: tuple[str, ...]  # stem of each folded word
    folded: tuple[str, ...]
    lang: str


class AliasTable:
    """Every alias phrase of one engine, matched against analysed questions."""

    def __init__(self, entries: dict[str, dict[str, dict[str, list[str]]]]) -> None:
        self.entries = entries
        phrases: list[_Phrase] = []
        for kind, values in entries.items():
            for value, names in values.items():
                for lang in ("cs", "pl"):
                    for name in names.get(lang, []):
                        words = tuple(w for w in fold(name).replace("!", " ").replace("-", " ").split() if w)
                        if words:
                            phrases.append(_Phrase(kind, value, tuple(_word_key(w) for w in words), words, lang))
        # longest phrases first, so "krycí palba" wins over "palba"
        self.phrases = sorted(phrases, key=lambda p: -len(p.keys))
        # phrase numbers by their first word (stem and folded form), and by its initial for the typo pass
        self._by_first: dict[str, list[int]] = {}
        self._by_initial: dict[str, list[int]] = {}
        for n, p in enumerate(self.phrases):
            for first in {p.keys[0], p.folded[0]}:
                self._by_first.setdefault(first, []).append(n)
            if len(p.folded[0]) >= 5:
                self._by_initial.setdefault(p.folded[0][0], []).append(n)
        self._vocabulary = sorted({(k, f) for p in self.phrases for k, f in zip(p.keys, p.folded, strict=True)})

    def names(self, kind: str, value: str, lang: str = "cs") -> list[str]:
        """The listed names of a value (the first one is the name to show)."""
        return list(self.entries.get(kind, {}).get(value, {}).get(lang, []))

    def label(self, kind: str, value: str) -> str:
        """The Czech name to show for a canonical value (the value itself when none is listed)."""
        names = self.names(kind, value)
        return names[0] if names else value

    def label_of(self, value: str) -> str:
        """The Czech name of a canonical value, whichever section lists it (the value itself if none does)."""
        for values in self.entries.values():
            names = values.get(value, {}).get("cs", [])
            if names:
                return str(names[0])
        return value

    def values(self, kind: str) -> list[str]:
        return list(self.entries.get(kind, {}))

    def find(self, q: Analysed, kinds: Iterable[str] | None = None, langs: Sequence[str] = ("cs", "pl"),
             skip: frozenset[int] = frozenset()) -> list[Mention]:
        """Non-overlapping mentions in the question, longest first, in text order.

        ``kinds`` limits the sections searched; ``skip`` holds word indices already
        taken by another reading.
        """
        wanted = set(kinds) if kinds is not None else None
        words = q.words
        keys = [self._keys_of(t) for t in words]
        # where each phrase can start: its first word matches exactly, or (typo pass) could be a typo of it
        exact_at: dict[str, set[int]] = {}
        for i, ks in enumerate(keys):
            for k in ks:
                exact_at.setdefault(k, set()).add(i)
        typo_at: dict[str, set[int]] = {}
        for i, t in enumerate(words):
            if len(t.folded) >= 5 and t.folded.isalpha():
                typo_at.setdefault(t.folded[0], set()).add(i)
        taken: set[int] = set(skip)
        found: list[Mention] = []
        exact = sorted({n for k in exact_at for n in self._by_first.get(k, ())})
        typo = sorted(set(exact) | {n for letter in typo_at for n in self._by_initial.get(letter, ())})
        for how, candidates in (("exact", exact), ("typo", typo)):
            for p in (self.phrases[n] for n in candidates):
                if (wanted is not None and p.kind not in wanted) or p.lang not in langs:
                    continue
                n = len(p.keys)
                starts = exact_at.get(p.keys[0], set()) | exact_at.get(p.folded[0], set())
                if how == "typo" and len(p.folded[0]) >= 5:
                    starts = starts | typo_at.get(p.folded[0][0], set())
                for i in sorted(starts):
                    if i > len(words) - n or taken.intersection(range(i, i + n)):
                        continue
                    if all(self._word_matches(p, j, words[i + j], keys[i + j], how) for j in range(n)):
                        taken.update(range(i, i + n))
                        found.append(Mention(p.kind, p.value, i, i + n - 1,
                                             q.span_text(words[i], words[i + n - 1]), how))
        return sorted(found, key=lambda m: m.first)

    @staticmethod
    def _keys_of(t: Token) -> frozenset[str]:
        return frozenset({_word_key(t.folded), _word_key(t.lemma), t.folded, t.lemma})

    @staticmethod
    def _word_matches(p: _Phrase, j: int, token: Token, keys: frozenset[str], how: str) -> bool:
        if p.keys[j] in keys or p.folded[j] in keys:
            return True
        if how != "typo" or len(token.folded) < 5 or not token.folded.isalpha() or is_real_word(token.folded):
            return False
        alias = p.folded[j]
        if len(alias) < 5 or alias[0] != token.folded[0]:
            return False
        limit = 1 if len(alias) < 9 else 2
        # compare the stems (so a typo in the ending does not count twice) and the whole words; a stem of
        # four letters or fewer is too short for a typo ("utok" attack ~ "utik" flee, "konik" ~ "kolik")
        return ((len(p.keys[j]) >= 5 and OSA.distance(p.keys[j], _word_key(token.folded), score_cutoff=limit) <= limit)
                or OSA.distance(alias, token.folded, score_cutoff=limit) <= limit)


@cache
def is_real_word(folded: str) -> bool:
    """A word seen in running Czech text ("konci", "end") is what it says, never a typo of an alias
    ("kopci", "hill"); a form only generated from a dictionary ("granta") may still be one ("granát")."""
    czech = lexicon("cs")
    return any(czech.is_common(form) for form in czech.forms(folded)) or _form_of_common_verb(folded)


# conjugated endings of the present and past (folded) and the infinitive endings a verb stem takes with them:
# "vyradim" is "vyradit" (not a typo of "výpad"), "zautocis" is "zautocit"
_PERSON_ENDINGS = tuple(e for e in VERB_ENDINGS if len(e) >= 2 and e[0] in "ia")
_INFINITIVES = {"i": ("it", "et"), "a": ("at",)}


def _form_of_common_verb(folded: str) -> bool:
    """A present or past form of a verb whose infinitive is common Czech ("vyřadím" of "vyřadit")."""
    czech = lexicon("cs")
    for ending in _PERSON_ENDINGS:
        stem_ = folded[: -len(ending)]
        if folded.endswith(ending) and len(stem_) >= 4 and any(
                czech.is_common(form) for infinitive in _INFINITIVES[ending[0]]
                for form in czech.forms(stem_ + infinitive)):
            return True
    return False


@cache
def load_aliases(path: Path) -> AliasTable:
    """The alias table in a TOML file (loaded once per process)."""
    with path.open("rb") as fh:
        return AliasTable(tomllib.load(fh))
