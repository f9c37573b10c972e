"""Which statement of the manual a yes/no question asks about (``[ask.*]`` entries of ``cues.toml`` with ``all``).

A statement ("orders are drawn secretly") is recognised by its concept: every group of
``all`` must be named by a different word of the question (a word starting with one of the
group's prefixes, or one of its phrases; no typo is tolerated: a prefix one letter off names
another word too often, and a statement read wrongly is a wrong claim).  ``opposite`` words
mean the question asks the statement the other way round ("můžu si rozmyslet a rozkaz
neprovést?" asks whether the order is *not* mandatory);
``veto`` words mean it is about something else.  Where a reading is uncertain the
question gets no statement (the manual's sentence answers it, with no verdict):

- a negation that is no part of the concept ("Nemusí …?", "nejde …") may flip the question;
- ``opposite`` and ``positive`` words together name both sides ("rozdělí soupeř můj postih, nebo já?").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.generalove.facts import Proposition
from understanding.cues import is_negation
from understanding.text import Analysed, Token

from .reading import cues

# "…, nebo ne?" and "ne?" at the end keep a yes/no question a yes/no question: no negation of the concept
TAIL_NEGATIONS = frozenset({"ne", "nebo ne"})
# "bez" (without) negates its noun, not what is asked: "jednotky bez stojánků se používají?" asks positively
NOUN_NEGATIONS = frozenset({"bez"})
# "aniž" (without) opens a clause whose verb is meant negated: "…, aniž bych musel obětovat jiné dělo?"
WITHOUT = "aniz"


@dataclass(frozen=True)
class Concept:
    proposition: Proposition
    groups: tuple[tuple[str, ...], ...]
    opposite: tuple[str, ...] = ()
    positive: tuple[str, ...] = ()
    veto: tuple[str, ...] = ()


@cache
def concepts() -> tuple[Concept, ...]:
    """The statement concepts of ``cues.toml``, the ones with more groups (more specific) first."""
    out = []
    for key, entry in cues().items():
        if not key.startswith("ask.") or "all" not in entry:
            continue
        groups = tuple(tuple(g) for g in entry["all"])
        out.append(Concept(Proposition(key[4:]), groups, entry.get("opposite", ()), entry.get("positive", ()),
                           entry.get("veto", ())))
    return tuple(sorted(out, key=lambda c: -len(c.groups)))


def _phrase_tokens(q: Analysed, phrase: str) -> list[Token]:
    """The words of the question that make up ``phrase`` (empty when it is not there).

    Every word but the last is matched whole; the last one as a prefix, or whole when the cue ends with a
    space ("ja " is the word "já", not the start of "jaká").
    """
    whole = phrase.endswith(" ")
    words = phrase.split()
    folded = [t.folded for t in q.words]
    for i in range(len(folded) - len(words) + 1):
        if all(folded[i + k].startswith(w) if k == len(words) - 1 and not whole else folded[i + k] == w
               for k, w in enumerate(words)):
            return q.words[i : i + len(words)]
    return []


def _find(q: Analysed, cue_list: Sequence[str], used: set[int]) -> list[Token]:
    """The first cue of the list the question names with words not used by another group."""
    for cue in cue_list:
        if " " in cue:
            tokens = _phrase_tokens(q, cue)
            if tokens and not used.intersection(t.i for t in tokens):
                return tokens
            continue
        for t in q.words:
            if t.i not in used and t.starts(cue):
                return [t]
    return []


def _names(q: Analysed, cue_list: Sequence[str]) -> list[Token]:
    return _find(q, cue_list, set())


def _outside_asking(q: Analysed) -> set[int]:
    """Token indices of the sentences that only tell the situation (not the one that asks)."""
    asking = {t.i for t in q.asking_sentence}
    return {t.i for t in q.words if t.i not in asking}


def match(q: Analysed, concept: Concept) -> tuple[bool, set[int]] | None:
    """(asked positively, words used) when the question names the concept; None otherwise."""
    if concept.veto and _names(q, concept.veto):
        return None
    used: set[int] = set()
    for group in concept.groups:
        tokens = _find(q, group, used)
        if not tokens:
            return None
        used.update(t.i for t in tokens)
    # the words that turn the question round are read in the asking sentence only: "už jeden útok odrazila.
    # Platí obrana i teď?" asks positively
    elsewhere = _outside_asking(q)
    opposite = _find(q, concept.opposite, elsewhere) if concept.opposite else []
    if opposite and concept.positive and _find(q, concept.positive, elsewhere):
        return None  # both sides named: which one is asked is not clear
    used.update(t.i for t in opposite)
    return not opposite, used


def _without_clause(q: Analysed, used: set[int]) -> int | None:
    """The index of an "aniž" whose clause holds a word of the concept: the question asks the concept negated."""
    clauses = {t.clause for t in q.words if t.i in used}
    for t in q.asking_sentence:
        if t.folded == WITHOUT and t.clause in clauses:
            return t.i
    return None


def stray_negation(q: Analysed, used: set[int]) -> bool:
    """A negation in the asking sentence outside the words of the concept: it may turn the question round.

    A negation in a sentence that tells the situation ("šipka se nedá přečíst. Platí rozkaz?") does not.
    """
    words = list(q.asking_sentence)
    for i, t in enumerate(words):
        if t.i in used or not is_negation(t) or t.folded in NOUN_NEGATIONS:
            continue
        if t.folded == "ne" and (i == len(words) - 1 or (i > 0 and words[i - 1].folded == "nebo")):
            continue
        return True
    return False


def statement_asked(q: Analysed) -> tuple[Proposition, bool] | None:
    """The statement a yes/no question asks about and whether it is asked positively, or None."""
    for concept in concepts():
        found = match(q, concept)
        if found is None:
            continue
        positive, used = found
        without = _without_clause(q, used)
        if without is not None:
            positive, used = not positive, used | {without}
        if stray_negation(q, used):
            return None
        return concept.proposition, positive
    return None
