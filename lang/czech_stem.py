"""Diacritics folding and a light Czech stemmer for search (index and query side).

Players type without diacritics (``pratrani``, ``zivy plot``), so every word is
*folded* first (diacritics removed, lowercased) and only then stemmed.  The
stemmer follows the light stemmer of Dolamic & Savoy ("Indexing and stemming
approaches for the Czech language", 2009; the rules Lucene's ``CzechStemmer``
implements), rewritten for folded text: case endings are removed, then
possessive suffixes, then the last consonant is normalised (``c``→``k``,
``z``→``h``, a mobile ``e`` dropped …).  It is deliberately light: it conflates
inflected forms (``kryt``/``krytu``/``krytem``) and seldom merges unrelated words.
Polish words (the Normandie translation) get the same treatment, which is good
enough for a search box.

Folding comes from :mod:`lang.fold`; nothing else is imported.  It has a JavaScript twin,
``docs/_static/czech_stem.js``, used by the documentation site's search page;
both must give identical results (``tests/docs`` checks every corpus word).
The assistant's search API imports :func:`fold`, :func:`stem`,
:func:`search_key` and :data:`STOP_WORDS` from here so that a word found on
the site is found by the API too.

>>> fold("Kulometčíci ŽIVÝ plot")
'kulometcici zivy plot'
>>> [stem(fold(w)) for w in ("kryt", "krytu", "krytem")]
['kryt', 'kryt', 'kryt']
>>> search_key("Pátrání")
'patran'
"""

from __future__ import annotations

import re

from lang.fold import fold

__all__ = ["STOP_WORDS", "fold", "is_stop_word", "search_key", "split", "stem", "terms"]

# A word: a run of letters and digits (no underscore).  Same class as the JS splitter.
_WORD = re.compile(r"[^\W_]+")




def split(text: str) -> list[str]:
    """Split text into words (runs of letters and digits), keeping their case and diacritics."""
    return _WORD.findall(text)


# Case endings by length, for folded text (ě/é/í/ý/á/ů folded to e/e/i/y/a/u, so
# pairs such as -ího/-iho collapse into one entry).  The published "-ové" is left
# out: folded, it would also cut the locative "-ově" (budově -> bud), and without
# it "bojové"/"bojová"/"bojový" meet at "bojov".  Each group applies only when
# the word is longer than the given minimum, as in the published stemmer.
_CASE_ENDINGS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (7, ("atech",)),
    (6, ("etem", "atum")),
    (
        5,
        (
            "ech",
            "ich",
            "eho",
            "emi",
            "emu",
            "ete",
            "eti",
            "iho",
            "imi",
            "imu",
            "ach",
            "ata",
            "aty",
            "ych",
            "ama",
            "ami",
            "ovi",
            "ymi",
        ),
    ),
    (4, ("em", "es", "im", "um", "at", "am", "os", "us", "ym", "mi", "ou")),
)
_VOWELS = frozenset("aeiouy")
_POSSESSIVES = ("ov", "in", "uv")


def _remove_case(word: str) -> str:
    n = len(word)
    for minimum, endings in _CASE_ENDINGS:
        if n > minimum:
            for ending in endings:
                if word.endswith(ending):
                    return word[: n - len(ending)]
    if n > 3 and word[-1] in _VOWELS:
        return word[:-1]
    return word


def _remove_possessive(word: str) -> str:
    if len(word) > 5 and word.endswith(_POSSESSIVES):
        return word[:-2]
    return word


def _normalize(word: str) -> str:
    if word.endswith("ct"):  # čt -> ck (folded: ct)
        return word[:-2] + "ck"
    if word.endswith("st"):  # št -> sk (folded: st)
        return word[:-2] + "sk"
    last = word[-1]
    if last == "c":  # [cč] -> k
        return word[:-1] + "k"
    if last == "z":  # [zž] -> h
        return word[:-1] + "h"
    if len(word) > 1 and word[-2] == "e":  # mobile e: e* -> *
        return word[:-2] + last
    if len(word) > 2 and word[-2] == "u":  # ů* -> o* (folded: u* -> o*)
        return word[:-2] + "o" + last
    return word


def stem(word: str) -> str:
    """Light stem of one FOLDED word (call :func:`fold` first).

    Words of three letters or fewer are kept whole apart from the final
    consonant normalisation; digits are returned unchanged.
    """
    if not word or not word.isalpha():
        return word
    word = _remove_possessive(_remove_case(word))
    return _normalize(word) if word else word


def search_key(word: str) -> str:
    """Fold, then stem: the form under which a word is indexed and looked up."""
    return stem(fold(word))


# Czech, then the commonest Polish ones; a word list reads better than a list literal.
_PLAIN_STOP_WORDS = frozenset(
    """
    a aby aj ale ani aniz ano asi az bez bude budou budem budes by byl byla byli bylo byly byt ci co
    coz do ho i jak jake jako je jeho jej jeji jejich jen jenz jeste ji jine jiz jsem jses jsme jsou
    jste k kam kde kdo kdy kdyz ke ktera ktere kteri kterou ktery kterych kterym ku ma mate me mezi
    mi mne mnou my na nad nam nas nasi ne nebo nebot nez ni nic nich nim o od ode on ona oni ono pak
    po pod podle pokud pouze prave pred pres pri pro proc proto protoze s se si sice sve svuj svych
    svym svymi ta tak take takze tato te tedy tem ten tento teto tim timto to tohle toho tohoto tom
    tomto tomu tomuto tu tuto ty tyto u uz v vam vas vase ve vsak za zda zde ze
    aby albo ale ani az bo by byc czy dla gdy go ich jak jako jego jej jest jesli jezeli juz lub
    moze nie oraz przez przy sa sie tak tego tej tylko we zas
    """.split()  # noqa: SIM905
)

# Stems of stop words that are also stems of game words ("bude" -> "bod" like "bod" a point).
_CONTENT_STEMS = frozenset({"bod", "mat", "prav"})

#: Stop words, folded, in plain and stemmed form (Czech, plus the commonest Polish ones).
STOP_WORDS: frozenset[str] = _PLAIN_STOP_WORDS | (
    frozenset(stem(w) for w in _PLAIN_STOP_WORDS) - _CONTENT_STEMS
)


def is_stop_word(word: str) -> bool:
    """True for a stop word, given in any case and with or without diacritics."""
    folded = fold(word)
    return folded in STOP_WORDS or stem(folded) in STOP_WORDS


def terms(text: str) -> list[str]:
    """Search keys of every non-stop word of ``text``, in order (digits kept)."""
    out: list[str] = []
    for word in split(text):
        folded = fold(word)
        if folded in STOP_WORDS:
            continue
        key = stem(folded)
        if key and key not in STOP_WORDS:
            out.append(key)
    return out
