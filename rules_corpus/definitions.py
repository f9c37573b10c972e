"""Where a manual defines a term, and the sentence that does it.

A term is defined by the rule named after it (``Kopce``, ``Bunkry``, ``Zásah``) or,
when no rule is, by the first sentence that introduces it: a list item or sentence
that opens with the term and a colon, dash or ``je``/``jsou``
(``3. Základní obrana: hodnota, kterou…``), or one that names it
(``… říkáme, že se účastní boje na blízko``).  A term in bold is only mentioned.
Body rules come before examples and the quick reference, and a rule with no text of
its own never defines anything (its heading is all it has).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lang.fold import fold
from rules_corpus.rule import Rule

BODY_FIRST = {"rule": 0, "section": 0, "example": 1, "quickref": 2}
# A sentence ends at . ! ? followed by a space or the end ("⟨?⟩" is a marker, not an end).
SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?!\s|$)|(?<=⟨)\?)+(?:[.!?]+(?=\s|$)|$)")
LEAD = re.compile(r"^\s*(?:[-•]\s*|\d{1,2}\.\s*)?")
DEFINING_LINK = re.compile(r"^\s*(?:\*\*)?\s*(?::|–|-|je\b|jsou\b|se nazývá|označuje|znamená|to\b)", re.I)
MAX_QUOTE = 300
# "O jednotce, která sousedí …, říkáme, že se účastní boje na blízko": a definition around the term.
NAMING = re.compile(r"\b(?:říkáme|nazýváme|se nazývá|označujeme|je označován[aáyo]? jako)\b", re.I)


@dataclass(frozen=True)
class Definition:
    rule: str
    quote: str


def first_sentence(text: str) -> str:
    for match in SENTENCE.finditer(text):
        sentence = " ".join(match.group(0).split())
        if len(re.findall(r"[^\W\d_]+", sentence)) >= 3:
            return _clip(sentence)
    return _clip(" ".join(text.split()))


def _clip(text: str) -> str:
    return text if len(text) <= MAX_QUOTE else text[: MAX_QUOTE - 1].rsplit(" ", 1)[0] + "…"


def _ordered(rules: list[Rule]) -> list[Rule]:
    return sorted((r for r in rules if r.text.strip()), key=lambda r: BODY_FIRST.get(r.kind, 3))


def by_title(rules: list[Rule], titled: list[str]) -> Definition | None:
    """The first rule (body rules first) among ``titled`` (ids of rules named after the term)."""
    named = [r for r in _ordered(rules) if r.id in titled]
    return Definition(named[0].id, first_sentence(named[0].text)) if named else None


def by_sentence(rules: list[Rule], forms: list[str]) -> Definition | None:
    """The first sentence that introduces one of ``forms`` (inflected forms found in the text)."""
    folded = sorted({fold(f).lower() for f in forms if f}, key=len, reverse=True)
    if not folded:
        return None
    for rule in _ordered(rules):
        for line in rule.text.split("\n"):
            for match in SENTENCE.finditer(line):
                sentence = LEAD.sub("", match.group(0))
                plain = fold(sentence.replace("**", "")).lower()
                naming = NAMING.search(sentence) is not None
                for form in folded:
                    opens = plain.startswith(form) and DEFINING_LINK.match(plain[len(form):])
                    if opens or (naming and form in plain):
                        return Definition(rule.id, _clip(" ".join(match.group(0).split())))
    return None


def first_use(rules: list[Rule], forms: list[str]) -> Definition | None:
    """The first sentence (body rules first) that uses one of ``forms``: shown for a term the
    manual uses without defining it."""
    folded = sorted({fold(f).lower() for f in forms if f}, key=len, reverse=True)
    for rule in _ordered(rules):
        for match in SENTENCE.finditer(rule.text.replace("\n", " ")):
            plain = fold(match.group(0).replace("**", "")).lower()
            if any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", plain) for form in folded):
                return Definition(rule.id, _clip(" ".join(match.group(0).split())))
    return None
