"""The Memoir '44 parser's word data: the engine's alias table and the cue lists beside this module."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.memoir44.facts import Proposition
from understanding.aliases import AliasTable, load_aliases
from understanding.text import Analysed, Token

__all__ = ["ALIASES_PATH", "AskRule", "Words", "aliases", "has", "matches", "words"]

HERE = Path(__file__).parent
ALIASES_PATH = HERE.parents[1] / "engine" / "memoir44" / "aliases.toml"


@dataclass(frozen=True)
class AskRule:
    """One way of asking a yes/no proposition (see ``asks.toml``)."""

    proposition: Proposition
    cues: tuple[str, ...]
    with_: tuple[str, ...] = ()
    near: tuple[str, ...] = ()
    opposite: tuple[str, ...] = ()
    positive: bool = True
    with_before: bool = False  # the `with` cue must come before the cue
    without: tuple[str, ...] = ()  # none of these anywhere in the question

@dataclass(frozen=True)
class Words:
    """Every cue list, by section and name (``words.get("verbs", "attack")``)."""

    lists: Mapping[str, Mapping[str, Any]]
    intents: Mapping[str, tuple[str, ...]]
    may: tuple[str, ...]
    negated: tuple[str, ...]
    asks: tuple[AskRule, ...]

    def get(self, section: str, name: str) -> tuple[str, ...]:
        return tuple(self.lists[section][name])


@cache
def words() -> Words:
    lists = tomllib.loads((HERE / "words.toml").read_text(encoding="utf-8"))
    raw = tomllib.loads((HERE / "asks.toml").read_text(encoding="utf-8"))
    asks = tuple(AskRule(Proposition(a["proposition"]), tuple(a["cues"]), tuple(a.get("with", ())),
                         tuple(a.get("near", ())), tuple(a.get("opposite", ())), a.get("positive", True),
                         a.get("with_before", False), tuple(a.get("without", ())))
                 for a in raw["ask"])
    return Words(lists, {k: tuple(v) for k, v in raw["intent"].items()}, tuple(raw["modal"]["may"]),
                 tuple(raw["modal"]["negated"]), asks)


def aliases() -> AliasTable:
    return load_aliases(ALIASES_PATH)


def matches(t: Token, cues: tuple[str, ...]) -> bool:
    """The token starts with one of the single-word cues (its folded form or lemma); a cue ending with a
    space ("jet ") is the whole word."""
    for c in cues:
        word = c.rstrip()
        if " " in word:
            continue
        if word != c:
            if t.folded == word:
                return True
        elif t.starts(c):
            return True
    return False


def has(tokens: list[Token] | Analysed, cues: tuple[str, ...]) -> Token | None:
    """The first token a cue names: a single-word cue by prefix, a phrase by its folded words."""
    toks = tokens.words if isinstance(tokens, Analysed) else tokens
    folded = " " + " ".join(t.folded for t in toks) + " "
    for cue in cues:
        if " " in cue.strip() or cue.endswith(" "):
            at = folded.find(" " + cue)
            if at >= 0:
                return toks[folded[: at + 1].count(" ") - 1]
    return next((t for t in toks if matches(t, cues)), None)
