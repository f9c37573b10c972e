"""Small text helpers used across the corpus stages."""

from __future__ import annotations

import re

from lang.fold import fold

__all__ = ["fold", "is_upper_heading", "sentence_case", "slug", "strip_markdown"]

_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_WORD = re.compile(r"[^\W\d_]+")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|_)(?=\S)(.+?)(?<=\S)\1")




def slug(text: str, limit: int = 48) -> str:
    """ASCII id fragment: ``Určení celkové hodnoty obrany`` -> ``urceni-celkove-hodnoty-obrany``."""
    value = _NON_ALNUM.sub("-", fold(text)).strip("-")
    if len(value) > limit:
        value = value[:limit].rsplit("-", 1)[0]
    return value or "x"


def strip_markdown(text: str) -> str:
    """Remove Markdown emphasis markers (``**1**`` -> ``1``) for matching, not for storage."""
    previous = None
    while previous != text:
        previous = text
        text = _MD_EMPHASIS.sub(r"\2", text)
    return text


def is_upper_heading(text: str) -> bool:
    """ALL-CAPS line with at least three letters (``AKCE POHYBU``, ``1. VOLBA CÍLE``)."""
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 3 and all(ch.isupper() for ch in letters)


def sentence_case(text: str, names: dict[str, str] | None = None) -> str:
    """``AKCE POHYBU`` -> ``Akce pohybu`` (only for ALL-CAPS headings).

    ``names`` maps lowercase words to the capitalised spelling the manual's text uses for them
    (``overlord`` -> ``Overlord``): names keep their capital (``Memoir '44 Overlord``).
    """
    if not is_upper_heading(text):
        return text
    lower = text.lower()
    if names:
        lower = _WORD.sub(lambda m: names.get(m.group(0), m.group(0)), lower)
    for index, ch in enumerate(lower):
        if ch.isalpha():
            return lower[:index] + ch.upper() + lower[index + 1 :]
    return lower


def proper_names(texts: list[str]) -> dict[str, str]:
    """Words the text capitalises inside sentences and never writes in lowercase (names)."""
    capital: dict[str, str] = {}
    lower: set[str] = set()
    for text in texts:
        previous = "."
        for m in re.finditer(r"\S+", text):
            token = m.group(0)
            word = token.strip("„“”\"'‚‘’()[],;:.!?*")
            if re.fullmatch(r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]{2,}", word) and previous[-1:] not in ".!?:":
                capital[word.lower()] = word
            elif re.fullmatch(r"[a-záčďéěíňóřšťúůýž]{3,}", word):
                lower.add(word)
            previous = token
    return {low: word for low, word in capital.items() if low not in lower}
