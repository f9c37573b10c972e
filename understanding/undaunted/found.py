"""What the parser has read so far: fact values with the words they came from, and the canonical
values the question names (:class:`Named`), found once through the engine's alias table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from lang.keys import fold
from understanding.aliases import AliasTable, Mention
from understanding.text import Analysed, Token

__all__ = ["Found", "Named", "name_mentions"]

# sections of the alias table read for every question
KINDS = ("unit", "card", "target", "action", "zone", "control_token", "unit_state", "goal", "quantity")
SQUADS = frozenset({"A", "B", "C"})


@dataclass
class Named:
    """Mentions of canonical values, by section, in text order; Polish names listed apart (for notes)."""

    by_kind: dict[str, list[Mention]]
    polish: list[Mention]
    squads: dict[int, str]  # index of a mention's first word -> the squad letter written right after it

    def of(self, kind: str) -> list[Mention]:
        return self.by_kind.get(kind, [])

    def squad(self, mention: Mention) -> str | None:
        return self.squads.get(mention.first)


def name_mentions(q: Analysed, aliases: AliasTable) -> Named:
    """Every canonical value the question names; Czech questions skip Polish-only names
    ("kontrola" in "žeton kontroly" is not the Polish action *Kontrola*)."""
    polish_named = q.lang == "pl" or q.has("polsk", "nieustrasz", "normandia")  # "v polských pravidlech „Dowodzenie“"
    langs = ("cs", "pl") if polish_named else ("cs",)
    found = aliases.find(q, KINDS, langs=langs)
    by_kind: dict[str, list[Mention]] = {}
    for m in found:
        by_kind.setdefault(m.kind, []).append(m)
    polish_only = aliases.find(q, KINDS, langs=("pl",))
    cs_spans = {(m.first, m.last) for m in aliases.find(q, KINDS, langs=("cs",))}
    polish = [m for m in polish_only if (m.first, m.last) not in cs_spans] if q.lang == "pl" else []
    squads: dict[int, str] = {}
    words = q.words
    for m in found:
        if m.kind not in ("unit", "card"):
            continue
        after = [w.text.strip("()") for w in words[m.last + 1 : m.last + 4]]
        if after and after[0] in SQUADS:
            squads[m.first] = after[0]
        elif len(after) == 3 and fold(after[0]) in ("z", "ze") and fold(after[1]).startswith(("druzstv", "druzyn")) \
                and after[2] in SQUADS:
            squads[m.first] = after[2]  # "pátrače z družstva A"
    return Named(by_kind, polish, squads)


@dataclass
class Found:
    """Fact values read so far, with the words each came from (``spans``) and how it was read (``how``)."""

    q: Analysed
    values: dict[str, Any] = field(default_factory=dict)
    spans: dict[str, str] = field(default_factory=dict)
    how: dict[str, str] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)  # token indices (Token.i) a reading took

    def set(self, name: str, value: Any, where: Sequence[Token] | Mention | str, how: str = "cue") -> None:
        """Record a fact (the first reading of a fact stands)."""
        if name in self.values or value is None:
            return
        self.values[name] = value
        self.spans[name] = self._text(where)
        self.how[name] = how
        if isinstance(where, Mention):
            self.used.update(w.i for w in self.q.words[where.first : where.last + 1])
        elif not isinstance(where, str):
            self.used.update(t.i for t in where)

    def replace(self, name: str, value: Any, where: Sequence[Token] | Mention | str, how: str = "cue") -> None:
        self.values.pop(name, None)
        self.set(name, value, where, how)

    def drop(self, *names: str) -> None:
        for name in names:
            self.values.pop(name, None)
            self.spans.pop(name, None)
            self.how.pop(name, None)

    def used_words(self) -> frozenset[int]:
        """Word indices (positions in ``q.words``) taken by a reading."""
        return frozenset(i for i, w in enumerate(self.q.words) if w.i in self.used)

    def _text(self, where: Sequence[Token] | Mention | str) -> str:
        if isinstance(where, str):
            return where
        if isinstance(where, Mention):
            return where.text
        tokens = list(where)
        return self.q.span_text(tokens[0], tokens[-1]) if tokens else ""
