"""A yes/no about a proposed number, decided by the manual's bound on it.

"Můžou ženisti za jeden scénář položit tři žetony dýmu?" and the manual's "Každá jednotka
ženistů může během jednoho scénáře umístit nejvýše dva žetony dýmu." decide it together:
three is more than the bound of two, so **Ne**.  Without this the sentence's "může" answered
the modal and said **Ano**.

A bound is "nejvýše / maximálně / max. N věcí" (upper) or "alespoň / nejméně / minimálně N
věcí" (lower), Polish "najwyżej / maksymalnie / co najmniej / przynajmniej".  A verdict is given
only when:

* the question proposes a number for a thing ("tři žetony") that the bound counts (the same
  search key within a few words after both numbers);
* the question asks plainly (no negation of its modal, no "kolik"), and asks "may" or no modal;
* the sentence shares enough of the question's content words and does not open with a condition;
* every bound of the quoted sentences on that thing gives the same verdict.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from assistant.counts import (
    COUNT_WORDS,
    MIN_SHARED,
    WINDOW,
    bare_word,
    counted_content,
    opens_with_condition,
    plain_word,
)
from lang.keys import is_stop, word_keys
from lang.numerals import cardinal_value
from understanding.text import Analysed

__all__ = ["Bound", "bound_verdict"]

UPPER = frozenset({"nejvyse", "maximalne", "max", "nanejvys", "najwyzej", "maksymalnie", "maks"})
LOWER = frozenset({"alespon", "aspon", "nejmene", "minimalne", "przynajmniej", "najmniej"})
NEGATED_MODALS = frozenset({"nemuze", "nemuzu", "nemohu", "nemuzou", "nemohou", "nesmi", "nesmim", "nelze",
                            "nemusi", "nemusim", "nie"})
MUST = frozenset({"musi", "musim", "musis", "musime", "musej", "museji", "musza", "musze"})
THING_REACH = 2  # words after the question's number where the counted thing stands

Thing = tuple[set[str], set[str]]  # keys of the counted noun and of the word naming it further ("žetony | dýmu")


@dataclass(frozen=True)
class Bound:
    """A bound the manual puts on a thing: the verdict for the number proposed, and where it is said."""

    verdict: str
    value: int
    upper: bool
    proposed: int
    sentence: str


def bound_verdict(q: Analysed, quotes: Sequence[str]) -> Bound | None:
    """The verdict a quoted sentence's bound gives the number the question proposes, or ``None``."""
    asked = [t.folded for t in q.words]
    if any(w in COUNT_WORDS or w in NEGATED_MODALS or w in MUST for w in asked):
        return None
    proposals = _proposals(q)
    if not proposals:
        return None
    content = {k for w in counted_content(q.text) if cardinal_value(w, q.lang) is None for k in word_keys(w, q.lang)}
    found: list[Bound] = []
    for sentence in quotes:
        words = sentence.split()
        keys = [set(word_keys(bare_word(w))) for w in words]
        present = set().union(*keys) if keys else set()
        if not content or len(content & present) / len(content) < MIN_SHARED or opens_with_condition(words):
            continue
        for value, upper, thing in _bounds(words, keys):
            for proposed, mine in proposals:
                if _same_thing(mine, thing):
                    ok = proposed <= value if upper else proposed >= value
                    found.append(Bound("ano" if ok else "ne", value, upper, proposed, sentence))
    if not found or len({b.verdict for b in found}) != 1:
        return None
    return found[0]


def _proposals(q: Analysed) -> list[tuple[int, Thing]]:
    """Each number of the question with the thing right after it ("tři žetony dýmu")."""
    words = q.words
    out: list[tuple[int, Thing]] = []
    for i, t in enumerate(words):
        value = cardinal_value(t.text.strip(".,;:()?!"), q.lang) if t.num is not None else None
        if value is None or t.text.rstrip().endswith("."):
            continue
        after = [set(word_keys(n.folded, q.lang)) for n in words[i + 1 : i + 1 + THING_REACH + 1]
                 if not is_stop(n.folded) and n.num is None and n.folded.isalpha()]
        if after and after[0]:
            out.append((value, (after[0], after[1] if len(after) > 1 else set())))
    return out


def _same_thing(mine: Thing, theirs: Thing) -> bool:
    """The same noun, and the same word naming it further when both have one ("žetony dýmu" is not "žetony min")."""
    return bool(mine[0] & theirs[0]) and (not mine[1] or not theirs[1] or bool(mine[1] & theirs[1]))


def _bounds(words: list[str], keys: list[set[str]]) -> list[tuple[int, bool, Thing]]:
    """(value, is upper, the thing bounded) for each "nejvýše N věcí" of a sentence."""
    out: list[tuple[int, bool, Thing]] = []
    for i, word in enumerate(words[:-1]):
        cue = plain_word(word).rstrip(".")
        if cue not in UPPER and cue not in LOWER:
            continue
        value = cardinal_value(bare_word(words[i + 1]))
        if value is None:
            continue
        after: list[set[str]] = []
        for j in range(i + 2, min(len(words), i + 2 + WINDOW)):
            if words[j - 1].endswith((",", ".", ";", ":")):
                break  # the phrase ends with its clause
            if not is_stop(plain_word(words[j])) and keys[j]:
                after.append(keys[j])
        if after:
            out.append((value, cue in UPPER, (after[0], after[1] if len(after) > 1 else set())))
    return out
