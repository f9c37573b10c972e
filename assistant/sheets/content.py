"""What the printable sheets read from the built corpus: the rule each summary sums up, the manual's
title and the places where the manual disagrees with itself (``inconsistencies.json``).

Rules are found by their folded title and section path, never by id (ids may shift while the
corpus is repaired): ``find_rule(rules, "skryty presun", under="akce akce pohybu")``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from lang.fold import fold_chars

Rule = dict[str, Any]

__all__ = ["corpus_file", "find_rule", "fold", "fold_words", "game_rules", "inconsistencies", "load_rules",
           "manual_title"]


def fold(text: str) -> str:
    """Lowercase, strip diacritics, one char per char (indices stay aligned with ``text``)."""
    return fold_chars(text, lower=True)


def fold_words(text: str) -> str:
    """Folded text with every run of non-alphanumerics collapsed to one space."""
    return " ".join(re.findall(r"[a-z0-9]+", fold(text)))


@cache
def _load(path: str, mtime: float) -> dict[str, Any]:
    with open(path, encoding="utf-8") as fh:
        return dict(json.load(fh))


def corpus_file(corpus_dir: Path | None = None) -> Path:
    from rules_corpus.build import ensure_corpus

    return ensure_corpus(corpus_dir) / "corpus.json"


def _corpus(corpus_dir: Path | None) -> dict[str, Any]:
    path = corpus_file(corpus_dir)
    return _load(str(path), path.stat().st_mtime)


def load_rules(corpus_dir: Path | None = None) -> tuple[Rule, ...]:
    return tuple(_corpus(corpus_dir)["rules"])


def game_rules(game: str, corpus_dir: Path | None = None) -> list[Rule]:
    """The Czech rules of ``game``."""
    return [r for r in load_rules(corpus_dir) if r.get("game") == game and r.get("lang") == "cs"]


def manual_title(game: str, corpus_dir: Path | None = None) -> str:
    """The title of the Czech manual of ``game`` as the corpus names it."""
    for manual in _corpus(corpus_dir).get("manuals", ()):
        if manual.get("game") == game and manual.get("lang") == "cs":
            return str(manual.get("title", ""))
    return ""


def inconsistencies(corpus_dir: Path | None = None) -> list[dict[str, Any]]:
    """Where the manuals disagree (``inconsistencies.json`` beside the corpus)."""
    path = corpus_file(corpus_dir).with_name("inconsistencies.json")
    if not path.exists():
        return []
    data = _load_list(str(path), path.stat().st_mtime)
    return list(data)


@cache
def _load_list(path: str, mtime: float) -> tuple[dict[str, Any], ...]:
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return tuple(data.get("inconsistencies", []) if isinstance(data, dict) else data)


def _parent(rule: Rule) -> str:
    return fold_words(" ".join(rule.get("path", [])[:-1]))


def find_rule(rules: Iterable[Rule], title: str, under: str = "") -> Rule | None:
    """The rule whose folded title starts with ``title`` (and whose section path contains ``under``).

    A manual may repeat a section (Stalingrad: first game and overview; Memoir '44: the team
    variant): the rule nearest the top of the manual's outline wins, then the fuller text.
    """
    wanted = fold_words(title)
    hits: Sequence[Rule] = [
        r for r in rules
        if fold_words(r.get("title", "")).startswith(wanted) and (not under or fold_words(under) in _parent(r))
        and r.get("kind") in ("rule", "section", "quickref")
    ]
    if not hits:
        return None
    return min(hits, key=lambda r: (len(r.get("path", [])), r.get("kind") == "quickref", -len(r.get("text", ""))))
