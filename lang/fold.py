"""Folding: the one way the project strips diacritics.

Players type without diacritics ("zivy plot", "patrani"), OCR drops or confuses
them, and Polish adds letters that Unicode does not decompose (``ł``).  Two
forms are needed:

* :func:`fold` — lowercase, diacritics removed; the key for matching and search.
  The documentation site's JavaScript search folds exactly the same way
  (``docs/_static/czech_stem.js``; the docs tests compare both on every corpus word).
* :func:`fold_chars` — one character for one character, so that offsets in the
  folded text are offsets in the original (used where a match is cut back out of
  the original text); case kept unless asked otherwise.

>>> fold("Kulometčíci ŽIVÝ plot, Łódź")
'kulometcici zivy plot, lodz'
>>> fold_chars("Přesun Ł")
'Presun L'
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["fold", "fold_chars", "fold_phrase"]

# Combining diacritical marks (U+0300–U+036F) are removed after NFD decomposition;
# the JavaScript twin removes exactly the same range.
_COMBINING = re.compile("[\u0300-\u036f]")
# Letters NFD does not decompose.
_EXTRA_FOLD = str.maketrans({"ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o", "ß": "ss"})


def fold(text: str) -> str:
    """Remove diacritics and lowercase: ``"Útok Zákopu"`` → ``"utok zakopu"``."""
    decomposed = unicodedata.normalize("NFD", text)
    return _COMBINING.sub("", decomposed).translate(_EXTRA_FOLD).lower()


@lru_cache(maxsize=1)
def _char_table() -> dict[int, str]:
    table = {ord("ł"): "l", ord("Ł"): "L", ord("đ"): "d", ord("Đ"): "D", ord("ø"): "o", ord("Ø"): "O"}
    for code in range(0xC0, 0x250):
        base = unicodedata.normalize("NFD", chr(code))[:1]
        if base != chr(code) and base.isascii():
            table[code] = base
    return table


def fold_chars(text: str, lower: bool = False) -> str:
    """Diacritics removed one character for one character (``len`` is kept); lowercased on request."""
    folded = text if text.isascii() else text.translate(_char_table())
    return folded.lower() if lower else folded


def fold_phrase(text: str) -> str:
    """A folded phrase with punctuation dropped and single spaces: ``"Za mnou!"`` → ``"za mnou"``."""
    return " ".join(re.findall(r"[^\W_]+", fold(text)))
