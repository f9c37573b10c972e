"""Footnotes where the manual disagrees with itself about a rule a sheet sums up.

The corpus records each disagreement (``inconsistencies.json``): its topic, the kind of the two
sources ("tělo pravidel × stručný přehled", "český × polský manuál"), the quoted sides with their
rule ids and a note.  A summary of one of those rules gets a numbered footnote that quotes both
sides and says which one the sheet (and the engine) follows; the note's rule ids become the
sources' names, so nothing internal reaches the paper.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

__all__ = ["Footnote", "footnotes_for"]

# kind of a disagreement -> its two sources (as named, and "in …" with the preposition) and the one the sheet follows
KINDS: dict[str, tuple[tuple[str, str], tuple[str, str], str]] = {
    "tělo pravidel × stručný přehled": (("tělo pravidel", "v těle pravidel"),
                                        ("stručný přehled", "ve stručném přehledu"),
                                        "Tahák i asistent se řídí tělem pravidel."),
    "český × polský manuál": (("český manuál", "v českém manuálu"), ("polský manuál", "v polském manuálu"),
                              "Tahák se řídí českým manuálem."),
}
_ID = re.compile(r"(?:\bv )?\b([a-z0-9]+(?:\.[a-z0-9][a-z0-9-]*)+)")
# "Přesun 1: Přesun 1 : přemístěte", "Za mnou! 2: 2 : doberte": the title, then the quick reference's own label
_REPEATED_TITLE = re.compile(r"^([^:]+):\s+[^:]{0,24}?\s:\s*")
_ENGINE_SENTENCE = re.compile(r"\s*Engine [^.]*\.")
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@dataclass(frozen=True)
class Footnote:
    number: int
    text: str

    @property
    def mark(self) -> str:
        """The footnote's mark: ⁽¹⁾ (a bare superscript 1 after "Přesun 1" would read as 11)."""
        return f"⁽{str(self.number).translate(SUPERSCRIPT)}⁾"


def _sources(kind: str) -> tuple[tuple[str, str], tuple[str, str], str]:
    if kind in KINDS:
        return KINDS[kind]
    first, _, second = kind.partition(" × ")
    return (first, f"v {first}"), (second or "druhé znění", f"v {second or 'druhém znění'}"), (
        "Tahák se řídí prvním zněním.")


def _quote(side: dict[str, Any]) -> str:
    return _REPEATED_TITLE.sub(r"\1: ", " ".join(str(side.get("quote", "")).split()))


def _text(item: dict[str, Any]) -> str:
    (first, first_loc), (second, second_loc), follows = _sources(str(item.get("kind", "")))
    sides = item.get("sides", [])
    names = {side.get("rule"): (name, loc) for side, name, loc in zip(sides, (first, second), (first_loc, second_loc),
                                                                     strict=False)}
    quoted = "; ".join(f"{name}: „{_quote(side)}“" for side, name in zip(sides, (first, second), strict=False))
    note = _ENGINE_SENTENCE.sub("", " ".join(str(item.get("note", "")).split()))  # the sheet says what it follows

    def source(m: re.Match[str]) -> str:
        name, where = names.get(m.group(1), ("jiné místo manuálu", "na jiném místě manuálu"))
        return where if m.group(0).startswith("v ") else name

    return f"Manuál si tu odporuje – {quoted}. {_ID.sub(source, note)} {follows}".strip()


def footnotes_for(rule_id: str, known: list[dict[str, Any]], numbering: list[Footnote]) -> list[Footnote]:
    """The footnotes of a summary of ``rule_id``; numbered across the sheet (``numbering`` grows)."""
    if not rule_id:
        return []
    out = []
    for item in known:
        if rule_id not in {side.get("rule") for side in item.get("sides", [])}:
            continue
        text = _text(item)
        note = next((n for n in numbering if n.text == text), None)
        if note is None:
            note = Footnote(len(numbering) + 1, text)
            numbering.append(note)
        out.append(note)
    return out
