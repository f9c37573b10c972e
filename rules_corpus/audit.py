"""The drop audit: does a dropped line read like a sentence of rule text?

Every line the pipeline leaves out is recorded with its reason
(``provenance.json``).  A caption, a soldier's name, a page number or a card
label is a short run of words without a verb; a sentence has a verb, several
words, mostly lowercase, and usually punctuation.  :func:`reads_like_sentence`
says which, on the damaged text as the junk stage sees it (before repair), so
OCR spellings count too (``miize`` for *může*).

The junk stage consults it before dropping a line as a caption (a sentence is
never dropped as a caption), and :func:`sentence_drops` lists the dropped lines
that still read like sentences: the build test requires it to be empty except
for text a profile declares not to be rules (the unrelated documents before the
Generálové rules, the credits).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from lang.fold import fold
from lang.lemmas import czech_lemma

WORD = re.compile(r"[^\W\d_]{2,}")
SENTENCE_PUNCT = (".", "!", "?", ":", ",", ";", "-")
# Finite forms a lemmatizer may not resolve from damaged text ("je", "jsou", "ma", "muze" …), folded.
COMMON_VERBS = frozenset({
    "je", "jsou", "neni", "nejsou", "ma", "maji", "muze", "mohou", "nemuze", "nemohou", "lze", "musi", "smi",
    "bude", "budou", "byl", "byla", "bylo", "byly", "jest", "sa", "nie", "moze", "mozesz", "musisz", "mozna",
})
MIN_WORDS = 4
FINITE_ENDINGS = ("e", "ě", "í", "á", "ou", "l", "la", "lo", "li", "ly", "te", "me", "t", "ci", "š")


@dataclass(frozen=True)
class Reading:
    words: int
    verb: bool
    lowercase_share: float
    punctuated: bool


# morfeusz2 tags of verb forms that make a clause (a gerund "Dowodzenie" is a noun here).
_POLISH_FINITE = frozenset({"fin", "praet", "impt", "inf", "pcon", "bedzie", "imps", "winien", "pant"})
_POLISH_NOMINAL = frozenset({"subst", "ger", "adj", "depr", "ppas", "pact", "adv", "prep", "conj", "num", "ppron12",
                             "ppron3", "siebie", "qub", "interj"})


@lru_cache(maxsize=65536)
def _is_verb(word: str, lang: str) -> bool:
    low = word.lower()
    if fold(low) in COMMON_VERBS:
        return True
    if lang == "pl":
        if _polish_known(low):
            return _polish_verb(low)
        known = [form for form in _spellings(low, "pl") if _polish_known(form)]
        return bool(known) and all(_polish_verb(form) for form in known)
    lemma = czech_lemma(low)
    # A finite form ends as one ("vstoupí", "může", "zastavit", "útočili"); nouns the lemmatizer
    # takes for verbs ("mina" → minout, "krytu" → krýt) do not.
    finite = low.endswith(FINITE_ENDINGS)
    return finite and lemma != low and lemma.endswith(("t", "ci")) and len(lemma) > 3


def _spellings(word: str, lang: str) -> tuple[str, ...]:
    """The word and, when the scan lost its accents, the real words it may stand for."""
    from rules_corpus.repair.lexicon import lexicon

    forms = lexicon(lang).forms(fold(word))
    return (word, *sorted(f for f in forms if f != word))


@lru_cache(maxsize=65536)
def _polish_tags(word: str) -> frozenset[str]:
    from lang.lemmas import _morfeusz

    return frozenset(analysis[2][2].split(":")[0] for analysis in _morfeusz().analyse(word))


def _polish_known(word: str) -> bool:
    return bool(_polish_tags(word) - {"ign"})


def _polish_verb(word: str) -> bool:
    tags = _polish_tags(word)
    return bool(tags & _POLISH_FINITE) and not tags & _POLISH_NOMINAL


# Verb forms a heading may have: an order ("Ovládněte cíle", "Porzuć wszelką nadzieję") or an
# infinitive ("Připravit"); what a heading does not have is a statement ("Daria chce…", "Mogłaby…").
_POLISH_STATEMENT = frozenset({"fin", "praet", "pcon", "bedzie", "imps", "winien"})


def has_statement_verb(text: str, lang: str = "cs") -> bool:
    """Does the text state something (an indicative verb or an adverbial participle)?  Headings do not.

    Polish only: morfeusz2 tells a verb form from a noun reliably.  The Czech lemmatizer takes nouns
    made from verbs for verbs (*opevnění* → *opevnit*), so Czech headings are not judged by it.
    """
    if lang != "pl":
        return False
    for word in WORD.findall(text):
        low = word.lower()
        forms = [low] if _polish_known(low) else [f for f in _spellings(low, "pl") if _polish_known(f)]
        if forms and all(_polish_tags(f) & _POLISH_STATEMENT and not _polish_tags(f) & _POLISH_NOMINAL
                         for f in forms):
            return True
    return False


def read(text: str, lang: str = "cs") -> Reading:
    words = WORD.findall(text)
    lower = sum(1 for w in words if w[:1].islower())
    return Reading(
        words=len(words),
        verb=any(_is_verb(w, lang) for w in words),
        lowercase_share=lower / len(words) if words else 0.0,
        punctuated=text.rstrip().endswith(SENTENCE_PUNCT),
    )


def reads_like_sentence(text: str, lang: str = "cs") -> bool:
    """A run of words that is (part of) a sentence, not a label: verb and words, or long prose."""
    r = read(text, lang)
    if r.words < MIN_WORDS:
        return False
    prose = r.lowercase_share >= 0.6
    return (r.verb and (prose or r.punctuated)) or (prose and r.words >= 9) or (prose and r.punctuated and r.words >= 6)


@dataclass(frozen=True)
class Flagged:
    file: str
    line: int
    reason: str
    text: str


def sentence_drops(drops: Iterable[tuple[str, int, str, str]], lang_of: dict[str, str],
                   exempt: Iterable[str] = ()) -> list[Flagged]:
    """Dropped ``(file, line, reason, text)`` that read like sentences, except reasons in ``exempt``."""
    allowed = set(exempt)
    return [Flagged(file, line, reason, text) for file, line, reason, text in drops
            if reason not in allowed and reads_like_sentence(text, lang_of.get(file, "cs"))]
