"""Typos in a question: a word no dictionary knows, read as the manuals' word one keystroke away.

Players type on a phone: "obarna", "dotsrel", "suosednim".  A parser that matches cue words
misses such a word, and a missed word can flip what the question says (whose unit, which
terrain), so the question is spelled before it is parsed.  A word is left as typed when it is
short (under five letters), when the Czech or Polish lexicon knows it (nine million forms:
a real word is never "corrected" into another), or when the manuals use it.  Otherwise it
becomes the search's typo correction (:class:`assistant.search_query.Corrector`, the manuals'
words within one edit, two from nine letters); failing that, the one word of the lexicon that
two neighbouring letters swapped back make ("kopicch" → "kopcich"), when only one does.  No
correction adds or drops a leading "ne-" (unless the typo is in the "ne-" itself): a negation
is never made or lost by a typo fix, and a word is never read as a word of the other language only
(a Czech "stojej" is not the Polish manual's "swojej").

Czech question words are shorter than five letters at times and decide what is asked ("kolk
kostek?" asks how many dice), so a Czech question's word that no Czech lexicon knows is read as
the one question word of four letters or more it is one keystroke from ("kolk" → "kolik").
"""

from __future__ import annotations

from rapidfuzz.distance import DamerauLevenshtein

from assistant.search_query import Corrector
from rules_corpus.repair.lexicon import lexicon
from understanding.cues import QUESTION_WORDS

__all__ = ["QuestionSpeller", "spelled"]

MIN_LENGTH = 5
LANGS = ("cs", "pl")
# the Czech question words a typo is read back to (the shorter ones are one keystroke from too many words)
CZECH_QUESTION_WORDS = tuple(sorted(w for w in QUESTION_WORDS if len(w) >= 4 and lexicon("cs").forms(w)))


class QuestionSpeller:
    """``speller(folded) -> the word meant`` or ``None`` when the word stands as typed."""

    def __init__(self, correct: Corrector) -> None:
        self.correct = correct
        self.cache: dict[tuple[str, str], str | None] = {}

    def __call__(self, folded: str, lang: str = "cs") -> str | None:
        key = (folded, lang)
        if key not in self.cache:
            self.cache[key] = self._spell(folded, lang) if len(self.cache) < 50_000 else None
        return self.cache[key]

    def _spell(self, folded: str, lang: str) -> str | None:
        if lang == "cs" and len(folded) >= 3 and folded.isalpha() and folded not in self.correct.known:
            asked = _question_word(folded)
            if asked is not None:
                return asked
        if len(folded) < MIN_LENGTH or not folded.isalpha() or folded in self.correct.known:
            return None
        if any(lexicon(lang).forms(folded) for lang in LANGS):
            return None
        fixed = self.correct(folded) or _swapped_back(folded)
        return fixed if fixed and _same_negation(folded, fixed) and not _other_language(fixed, lang) else None


def _other_language(word: str, lang: str) -> bool:
    """A word of the other language only: a Czech "stojej" is not the Polish manual's "swojej"."""
    return not lexicon(lang).forms(word) and any(lexicon(other).forms(word) for other in LANGS if other != lang)


# spoken Czech forms of question words ("jakej kryt má les?")
COLLOQUIAL_QUESTION_WORDS = {"jakej": "jaky", "jakyho": "jakeho", "jakymu": "jakemu", "jakejch": "jakych",
                             "jakejma": "jakymi", "kterej": "ktery", "kteryho": "ktereho", "kterejch": "kterych"}


def _question_word(folded: str) -> str | None:
    """The Czech question word a word unknown to Czech stands for: its spoken form ("jakej" → "jaky"), or
    the one question word it is one keystroke from ("kolk" → "kolik")."""
    if folded in COLLOQUIAL_QUESTION_WORDS:
        return COLLOQUIAL_QUESTION_WORDS[folded]
    if folded in CZECH_QUESTION_WORDS or lexicon("cs").forms(folded):
        return None
    near = [w for w in CZECH_QUESTION_WORDS if DamerauLevenshtein.distance(folded, w, score_cutoff=1) <= 1]
    return near[0] if len(near) == 1 else None


def _same_negation(typed: str, fixed: str) -> bool:
    """Both start with "ne-" or neither does — or the typo is inside the "ne-" itself ("npeřátelské")."""
    if typed.startswith("ne") == fixed.startswith("ne"):
        return True
    return fixed.startswith("ne") and typed[:1] == "n" and "e" in typed[1:3]


def _swapped_back(folded: str) -> str | None:
    """The only lexicon word that swapping two neighbouring letters of ``folded`` makes."""
    found = {w for i in range(len(folded) - 1)
             if any(lexicon(lang).forms(w := folded[:i] + folded[i + 1] + folded[i] + folded[i + 2:])
                    for lang in LANGS)}
    return found.pop() if len(found) == 1 else None


def spelled(folded: str) -> str:
    """The word as a player reads it: with its diacritics when the Czech lexicon has one spelling."""
    forms = {f.lower() for f in lexicon("cs").forms(folded)}
    return forms.pop() if len(forms) == 1 else folded
