"""The state of one Generálové question being read: its mentions, the facts found and the words each came from."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from understanding.aliases import AliasTable, Mention, load_aliases
from understanding.text import Analysed, Token

ENGINE_ALIASES = Path(__file__).resolve().parents[2] / "engine" / "generalove" / "aliases.toml"
CUES_FILE = Path(__file__).with_name("cues.toml")
# Kinds of the alias table; an earlier kind wins a word both could take ("fáze dělostřelectva" is a phase).
KINDS = ("phase", "sector", "condition", "direction", "unit", "stance", "roll", "status", "order")


@cache
def cues() -> dict[str, dict[str, tuple[str, ...]]]:
    """The parser's word data (``cues.toml``), lists as tuples."""
    with CUES_FILE.open("rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for group, entries in data.items():
        if group == "ask":
            for name, lists in entries.items():
                out[f"ask.{name}"] = {k: tuple(v) for k, v in lists.items()}
        else:
            out[group] = {k: tuple(v) for k, v in entries.items()}
    return out


def aliases() -> AliasTable:
    return load_aliases(ENGINE_ALIASES)


@dataclass
class Reading:
    """Facts read from a question so far, with the words each came from."""

    q: Analysed
    values: dict[str, Any] = field(default_factory=dict)
    spans: dict[str, str] = field(default_factory=dict)
    how: dict[str, str] = field(default_factory=dict)
    taken: set[int] = field(default_factory=set)  # word indices a reading has used
    by_kind: dict[str, list[Mention]] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)  # what the question does that is no fact ("retreat")

    def __post_init__(self) -> None:
        table = aliases()
        in_phase: set[int] = set()
        claimed: set[int] = set()
        for kind in KINDS:
            found = table.find(self.q, kinds=[kind], langs=("cs",))
            # a word inside a phase name is nothing else ("fáze ostřelování"); a word inside a sector or a
            # condition is not also a unit, roll or order ("sektor rezervy", "opuštěné dělostřelectvo")
            blocked = in_phase if kind == "stance" else claimed
            kept = [m for m in found if not blocked.intersection(range(m.first, m.last + 1))
                    and not (m.how == "typo" and self._not_a_typo(m))]
            self.by_kind[kind] = kept
            if kind in ("phase", "sector", "condition", "direction"):
                for m in kept:
                    claimed.update(range(m.first, m.last + 1))
                    if kind == "phase":
                        in_phase.update(range(m.first, m.last + 1))

    def _not_a_typo(self, m: Mention) -> bool:
        """A game word near an alias of another meaning ("střet" ~ "střed", "útěk" ~ "útok") is not a typo of it."""
        known = cues()["words"]["not_typos"]
        return any(self.words[i].folded.startswith(known) for i in range(m.first, m.last + 1))

    # ---------------------------------------------------------------- words
    @property
    def words(self) -> list[Token]:
        return self.q.words

    def index(self, token: Token) -> int:
        return next(i for i, t in enumerate(self.q.words) if t.i == token.i)

    def has(self, group: str, key: str) -> bool:
        return self.find(group, key) is not None

    def find(self, group: str, key: str) -> Token | None:
        """The first question word matching a cue list (a phrase: its first word)."""
        return self.q.find(*cues()[group][key])

    def mentions(self, kind: str, free: bool = False) -> list[Mention]:
        """Mentions of a kind in text order (``free``: only those whose words no reading has used)."""
        found = self.by_kind.get(kind, [])
        if free:
            found = [m for m in found if not self.taken.intersection(range(m.first, m.last + 1))]
        return found

    def text(self, first: int, last: int) -> str:
        return self.q.span_text(self.words[first], self.words[last])

    def mention_text(self, m: Mention) -> str:
        return self.text(m.first, m.last)

    # ---------------------------------------------------------------- facts
    def put(self, name: str, value: Any, span: str, how: str = "cue") -> None:
        """Record a fact (the first reading of a fact stands)."""
        if name in self.values:
            return
        self.values[name] = value
        self.spans[name] = span
        self.how[name] = how

    def replace(self, name: str, value: Any, span: str, how: str = "cue") -> None:
        """Record a fact, replacing an earlier reading that a later, more specific one corrects."""
        self.values.pop(name, None)
        self.put(name, value, span, how)

    def put_mention(self, name: str, value: Any, m: Mention) -> None:
        self.put(name, value, self.mention_text(m), "typo" if m.how == "typo" else "alias")
        self.taken.update(range(m.first, m.last + 1))

    def put_tokens(self, name: str, value: Any, tokens: Iterable[Token], how: str = "cue") -> None:
        tokens = sorted(tokens, key=lambda t: t.i)
        if not tokens:
            self.put(name, value, "", how)
            return
        self.put(name, value, self.q.span_text(tokens[0], tokens[-1]), how)
        self.taken.update(self.index(t) for t in tokens)

    def join_span(self, name: str, extra: str) -> None:
        """Add words to a fact's span ("jízda" + "v panice")."""
        if name in self.spans and extra and extra not in self.spans[name]:
            self.spans[name] = f"{self.spans[name]} … {extra}"
