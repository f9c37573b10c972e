"""Word keys shared by the search index and the question parser.

A word is folded (diacritics removed, lowercased) and stemmed with the light
stemmer the documentation site's search uses (``lang.czech_stem``), so a
word found on the site is found by the API too.  Czech words also get the stem
of their lemma (lemmagen3 through ``lang.lemmas``), which joins forms the
light stemmer keeps apart (``psa``/``pes``, ``kostkami``/``kostka``).
"""

from __future__ import annotations

from functools import lru_cache

from lang.czech_stem import STOP_WORDS, fold, split, stem
from lang.lemmas import czech_lemma, polish_lemmas

__all__ = ["STOP_WORDS", "fold", "is_stop", "split", "word_keys"]


def is_stop(folded: str) -> bool:
    return folded in STOP_WORDS or stem(folded) in STOP_WORDS


@lru_cache(maxsize=200_000)
def word_keys(word: str, lang: str = "cs") -> tuple[str, ...]:
    """Index keys of one word (empty for a stop word); the stem of the word first."""
    folded = fold(word)
    if not folded or is_stop(folded):
        return ()
    if folded.isdigit():
        return (folded,)
    keys = [stem(folded)]
    lemmas = sorted(polish_lemmas(word.lower())) if lang == "pl" else [czech_lemma(word.lower())]
    for lemma in lemmas:
        key = stem(fold(lemma))
        if key and key not in keys and not is_stop(fold(lemma)):
            keys.append(key)
    return tuple(keys)
