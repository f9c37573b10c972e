"""The Odhodlaní parser's word data (``understanding/data/undaunted_cues.toml``) and how a cue matches.

A cue without a space is a word prefix, matched against each token's folded form or
lemma ("kryt" matches "krytem"); a cue with spaces is a phrase whose words match
consecutive tokens the same way ("celkov obran" matches "celkovou obranu").
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from understanding.cues import FIRST_PERSON
from understanding.cues import is_first_person as shared_first_person
from understanding.text import Token

__all__ = ["all_cues", "cue", "cues", "find_cue", "has_cue", "matches_at", "table"]

DATA = Path(__file__).resolve().parents[1] / "data" / "undaunted_cues.toml"


@cache
def _raw() -> dict[str, dict[str, object]]:
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


@cache
def _data() -> dict[str, dict[str, tuple[tuple[str, ...], ...]]]:
    return {section: {key: tuple(tuple(c.split()) for c in values) for key, values in entries.items()
                      if isinstance(values, list)}
            for section, entries in _raw().items()}


def table(section: str) -> dict[str, str]:
    """A section of the cue data that maps words to text (e.g. ``polish_terms``)."""
    return {k: str(v) for k, v in _raw().get(section, {}).items() if isinstance(v, str)}


def cues(name: str) -> tuple[tuple[str, ...], ...]:
    """The cues of ``section.key``, each as a tuple of word prefixes."""
    section, _, key = name.partition(".")
    return _data()[section][key]


def cue(name: str) -> tuple[str, ...]:
    """The one-word cues of ``section.key`` as prefixes (for ``Token.starts``)."""
    return tuple(c[0] for c in cues(name) if len(c) == 1)


def _word(token: Token, prefix: str) -> bool:
    return token.folded.startswith(prefix) or token.lemma.startswith(prefix)


def matches_at(tokens: Sequence[Token], i: int, phrase: tuple[str, ...]) -> bool:
    """The phrase's words match the tokens from ``i`` on."""
    if i + len(phrase) > len(tokens):
        return False
    return all(_word(tokens[i + j], p) for j, p in enumerate(phrase))


def find_cue(tokens: Sequence[Token], name: str, start: int = 0) -> tuple[int, int] | None:
    """(first, last) index of the first match of a cue of ``name`` in ``tokens`` (from ``start``)."""
    phrases = cues(name)
    for i in range(start, len(tokens)):
        for phrase in phrases:
            if matches_at(tokens, i, phrase):
                return i, i + len(phrase) - 1
    return None


def has_cue(tokens: Sequence[Token], name: str) -> bool:
    return find_cue(tokens, name) is not None


def all_cues(tokens: Sequence[Token], name: str) -> list[tuple[int, int]]:
    """Every non-overlapping match of the cues of ``name``, in text order."""
    phrases = sorted(cues(name), key=len, reverse=True)
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        hit = next((p for p in phrases if matches_at(tokens, i, p)), None)
        if hit is None:
            i += 1
            continue
        out.append((i, i + len(hit) - 1))
        i += len(hit)
    return out


# the player's verbs without a first-person ending ("mám", "můžu"): Odhodlaní questions speak of "my" units
# and tokens with them ("mám tam propátráno"); kept here, not in the shared cues, whose other readers differ
FIRST_PERSON_WORDS = FIRST_PERSON | {"mam", "muzu", "mohu", "smim", "chci", "budu", "dam", "jdu", "nemam", "nemuzu"}


def is_first_person(tokens: Sequence[Token]) -> bool:
    """The shared reading plus the player's short verbs ("mám", "můžu")."""
    return shared_first_person(tokens) or any(t.folded in FIRST_PERSON_WORDS for t in tokens)
