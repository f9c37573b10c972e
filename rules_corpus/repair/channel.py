"""Confusion channels: what damaged text shows for what the true text had (``data/confusions.toml``).

:func:`variants` generates the spellings a damaged word may stand for; :func:`accent_cost`
prices reading an accented form where the damage shows a plain letter.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from rules_corpus.repair.lexicon import fold

DATA_DIR = Path(__file__).parent / "data"


@dataclass(frozen=True, eq=False)
class Channel:
    """A confusion table: what the damaged text shows for what the true text had."""

    name: str
    lang: str
    glyphs: tuple[tuple[str, str], ...]
    subs: tuple[tuple[str, str, float], ...]
    max_edits: int = 2
    caps_hacek: bool = False
    drop_extra: dict[str, float] = field(default_factory=dict)
    foreign: str = ""  # glyphs that never stand for themselves: they must be substituted
    words: dict[str, str] = field(default_factory=dict)  # whole tokens that are always a misreading
    # word endings that are always a misreading where the other ending makes a word ("blokuji":
    # rules never speak in the first person, it is "blokují")
    endings: dict[str, str] = field(default_factory=dict)

    @cached_property
    def case_sensitive(self) -> frozenset[str]:
        """Confusions written with a capital ("G" → ú) match that capital only."""
        return frozenset(seen.lstrip("^") for seen, _, _ in self.subs if _has_upper(seen))

    @classmethod
    def load(cls, name: str, path: Path | None = None) -> Channel:
        with (path or DATA_DIR / "confusions.toml").open("rb") as handle:
            table = tomllib.load(handle)[name]
        return cls(
            name=name,
            lang=table["lang"],
            glyphs=tuple((a, b) for a, b in table.get("glyphs", [])),
            subs=tuple((a, b, float(c)) for a, b, c in table.get("subs", [])),
            max_edits=int(table.get("max_edits", 2)),
            caps_hacek=bool(table.get("caps_hacek", False)),
            drop_extra={k: float(v) for k, v in table.get("drop_extra", {}).items()},
            foreign=str(table.get("foreign", "")),
            words=dict(table.get("words", {})),
            endings=dict(table.get("endings", {})),
        )

    def normalize_glyphs(self, word: str) -> str:
        for seen, true in self.glyphs:
            if seen in word:
                word = word.replace(seen, true)
        return word


def _has_upper(text: str) -> bool:
    return any(ch.isupper() for ch in text)


def variants(word: str, channel: Channel, depth: int) -> dict[str, float]:
    """Lowercase spellings reachable from ``word`` with at most ``depth`` substitutions.

    Values are the summed substitution costs (the cheapest path).  Substituted text
    carries the true accented letters, so the accent check in :func:`accent_cost`
    knows which accents the confusion implies.
    """
    found: dict[str, float] = {}
    frontier: list[tuple[str, float, int]] = [(word, 0.0, 0)]
    best: dict[str, float] = {word: 0.0}
    for _level in range(depth):
        nxt: list[tuple[str, float, int]] = []
        for text, cost, start in frontier:
            lower = text.lower()
            for seen, true, sub_cost in channel.subs:
                if seen.startswith("^"):  # at the start of the word only
                    head = seen[1:]
                    hay = text if head in channel.case_sensitive else lower
                    if start == 0 and hay.startswith(head):
                        cand = true + text[len(head):]
                        _push(cand, cost + sub_cost, len(true), best, nxt)
                    continue
                if seen == "":
                    for i in range(max(start, 1), len(text)):
                        cand = text[:i] + true + text[i:]
                        _push(cand, cost + sub_cost, i + len(true), best, nxt)
                    continue
                hay = text if seen in channel.case_sensitive else lower
                i = hay.find(seen, start)
                while i >= 0:
                    cand = text[:i] + true + text[i + len(seen):]
                    _push(cand, cost + sub_cost, i + len(true), best, nxt)
                    i = hay.find(seen, i + 1)
        frontier = nxt
    for text, cost in best.items():
        key = text.lower()
        if key not in found or cost < found[key]:
            found[key] = cost
    return found


def _push(cand: str, cost: float, start: int, best: dict[str, float],
          out: list[tuple[str, float, int]]) -> None:
    if cand and (cand not in best or cost < best[cand]):
        best[cand] = cost
        out.append((cand, cost, start))


def accent_cost(hint: str, form: str, drop_cost: float, extra: dict[str, float] | None = None,
                e_caron: float = 0.02) -> float:
    """Cost of reading ``form`` where the (confusion-substituted) OCR shows ``hint``.

    Both have the same accent-stripped spelling.  A plain letter for an accented one is
    an accent the OCR lost (``drop_cost``); an accent the OCR shows but the form lacks is
    unlikely.
    """
    cost = 0.0
    for seen, true in zip(hint, form, strict=False):
        if seen == true:
            continue
        if fold(seen) == seen:  # OCR shows a plain letter
            cost += drop_cost + (extra.get(true, 0.0) if extra else 0.0)
        elif seen == "é" and true == "ě":
            cost += e_caron
        elif fold(true) == true:  # OCR (or the confusion) shows an accent the form lacks
            cost += 2.0 if seen == "é" else 4.0
        else:  # a different accent on the same letter
            cost += 0.6
    return cost
