"""Word keys shared by the search index and the question parser.

A word is folded (diacritics removed, lowercased) and stemmed with the light
stemmer the documentation site's search uses (``lang.czech_stem``), so a
word found on the site is found by the API too.  Czech words also get the stem
of their lemma (lemmagen3 through ``lang.lemmas``), which joins forms the
light stemmer keeps apart (``psa``/``pes``, ``kostkami``/``kostka``).  A Czech verb also gets
the key of its root (``v:odstran``), the same for its negated, perfective and imperfective forms
(``neodstraňují``, ``odstranit``, ``odstraňovat``), so "dá se odstranit?" finds "se už
neodstraňují"; the light stemmer keeps those apart, and the lemma keeps the negation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from lang.czech_stem import STOP_WORDS, fold, split, stem
from lang.lemmas import czech_lemma, polish_lemmas

__all__ = ["MIN_ROOT", "ROOT_PREFIX", "STOP_WORDS", "VERB_ENDINGS", "fold", "form_roots", "is_stop", "lemma_key",
           "split", "verb_root", "word_keys"]

ROOT_PREFIX = "v:"
# infinitive endings, longest first: the imperfective -ovat/-ivat/-avat before -at/-it
_INFINITIVE = re.compile(r"(?:ovat|ivat|yvat|avat|evat|nout|out|it|et|at|yt|ct)$")
MIN_ROOT = 3
# endings of conjugated Czech verb forms, folded, longest first: the players' "ustoupím",
# "vystřelíš", "zaútočil" where the manual has "ustoupí", "ustoupit"
VERB_ENDINGS = ("ujeme", "ujete", "ujes", "uji", "uje", "ime", "ite", "ila", "ili", "ilo", "ame", "ate", "ala",
                "ali", "alo", "eme", "ete", "ela", "eli", "elo", "im", "is", "il", "am", "as", "al", "es", "el",
                "ou", "ej", "i", "a", "e", "u")


def is_stop(folded: str) -> bool:
    return folded in STOP_WORDS or stem(folded) in STOP_WORDS


@lru_cache(maxsize=200_000)
def word_keys(word: str, lang: str = "cs", roots: bool = False) -> tuple[str, ...]:
    """Index keys of one word (empty for a stop word); the stem of the word first.

    ``roots`` adds a Czech verb's root key (the search uses it; the answers' sentence ranking
    measured better without it, ``bench/bench_understanding.py``)."""
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
    root = verb_root(fold(lemmas[0])) if roots and lang == "cs" and lemmas else None
    if root:
        keys.append(root)
    return tuple(keys)


def verb_root(lemma: str) -> str | None:
    """The root key of a folded Czech verb lemma: negation and infinitive ending off, "ou" as "u".

    >>> [verb_root(w) for w in ("odstranit", "neodstranovat", "ustoupit", "ustupovat", "kryt")]
    ['v:odstran', 'v:odstran', 'v:ustup', 'v:ustup', None]
    """
    m = _INFINITIVE.search(lemma)
    if not m or not lemma.isalpha():
        return None
    return _root_key(lemma[: m.start()])


def _root_key(root: str) -> str | None:
    """``v:`` + a verb's root without its negation, "ou" as "u"; ``None`` when too short."""
    if root.startswith("ne") and len(root) - 2 >= MIN_ROOT + 1:
        root = root[2:]
    root = root.replace("ou", "u")
    return ROOT_PREFIX + root if len(root) >= MIN_ROOT else None


def form_roots(folded: str) -> list[str]:
    """Root keys a conjugated verb form may have, the longest ending off first (the search keeps the
    first its index knows): ``ustoupim`` -> ``v:ustup`` …

    >>> form_roots("ustoupim"), form_roots("zautocil")
    (['v:ustup'], ['v:zautoc'])
    """
    out: list[str] = []
    if not folded.isalpha():
        return out
    for ending in VERB_ENDINGS:
        key = _root_key(folded[: -len(ending)]) if folded.endswith(ending) else None
        if key and key not in out:
            out.append(key)
    return out


def lemma_key(keys: Sequence[str]) -> str:
    """The key phrases are matched by: the lemma's stem where it has one, else the word's stem."""
    for key in keys[1:]:
        if not key.startswith(ROOT_PREFIX):
            return key
    return keys[0]
