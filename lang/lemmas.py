"""Czech and Polish lemmas as a spaCy pipeline component.

Choice, by measurement (``bench/bench_lemmas.py`` on ``tests/data/lemmas_gold.tsv``,
inflected game words taken from the manuals): lemmagen3 is right far more often
than spaCy's lookup tables and simplemma, and it is fast (the whole corpus in
well under a second).  Its CC BY-SA model ships inside the wheel; nothing is
downloaded at run time.  Two corrections sit on top of it:

* **negation guard** — lemmagen3, like every tool measured, lemmatizes
  *nepřátelský* to *přátelský*; an enemy is not a friend, so a word that starts
  with *ne-* keeps it when the lemma is the word without it;
* **known forms** — forms the glossary has collected map to their term's lemma.

Polish uses morfeusz2 (BSD, ships its dictionary): the set of all lemmas of a
form's analyses, so that a term matches whichever reading fits.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Token

from lang.fold import fold

COMPONENT = "pravidla_lemmatizer"

if not Token.has_extension("lemmas"):
    Token.set_extension("lemmas", default=None)


@lru_cache(maxsize=1)
def _lemmagen():  # type: ignore[no-untyped-def]
    from lemmagen3 import Lemmatizer

    return Lemmatizer("cs")


@lru_cache(maxsize=1)
def _morfeusz():  # type: ignore[no-untyped-def]
    import morfeusz2

    return morfeusz2.Morfeusz(expand_tags=False)


def guard_negation(word: str, lemma: str) -> str:
    """Keep the ``ne-`` a lemmatizer stripped: ``nepřátelské`` -> ``nepřátelský``, not ``přátelský``."""
    folded_word, folded_lemma = fold(word), fold(lemma)
    if folded_word.startswith("ne") and not folded_lemma.startswith("ne"):
        stem = folded_word[2:]
        if folded_lemma[:3] and stem.startswith(folded_lemma[:3]):
            return "ne" + lemma
    return lemma


@lru_cache(maxsize=65536)
def czech_lemma(word: str) -> str:
    if not any(ch.isalpha() for ch in word):
        return word
    lower = word.lower()
    return guard_negation(lower, _lemmagen().lemmatize(lower).lower())


@lru_cache(maxsize=65536)
def polish_lemmas(word: str) -> frozenset[str]:
    if not any(ch.isalpha() for ch in word):
        return frozenset({word})
    lemmas = {analysis[2][1].split(":")[0].lower() for analysis in _morfeusz().analyse(word)}
    lemmas.discard("ign")
    return frozenset(lemmas or {word.lower()})


class PravidlaLemmatizer:
    """Sets ``token.lemma_`` (one lemma) and ``token._.lemmas`` (all candidate lemmas)."""

    def __init__(self, lang: str, known_forms: dict[str, str] | None = None) -> None:
        self.lang = lang
        self.known_forms = known_forms or {}

    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            text = token.text
            known = self.known_forms.get(text.lower())
            if known:
                token.lemma_ = known
                token._.lemmas = frozenset({known})
            elif self.lang == "pl":
                candidates = polish_lemmas(text)
                token.lemma_ = min(candidates)
                token._.lemmas = candidates
            else:
                lemma = czech_lemma(text)
                token.lemma_ = lemma
                token._.lemmas = frozenset({lemma})
        return doc


@Language.factory(COMPONENT, default_config={"lang": "cs"})
def make_lemmatizer(nlp: Language, name: str, lang: str) -> PravidlaLemmatizer:
    return PravidlaLemmatizer(lang)


@lru_cache(maxsize=2)
def pipeline(lang: str = "cs") -> Language:
    """A blank spaCy pipeline for ``cs``/``pl`` with our lemmatizer; built once per process."""
    nlp = spacy.blank(lang)
    nlp.add_pipe(COMPONENT, config={"lang": lang})
    return nlp


def lemmatize_words(words: Iterable[str], lang: str = "cs") -> list[str]:
    """Lemmas of a word sequence (no tokenization): used for term names."""
    if lang == "pl":
        return [min(polish_lemmas(w)) for w in words]
    return [czech_lemma(w) for w in words]
