"""Rule texts for the printable sheets, picked from the built corpus.

Rules are chosen by their section path, title and kind (never by id: ids may
shift while the corpus repair lands).  A :class:`Pick` names titles by their
folded form ("urceni celkove hodnoty obrany"); an :class:`Excerpt` cuts a
passage out of a rule's text between two anchor phrases, for manuals whose
sections the corpus has not split yet (Generálové).  Texts are shortened to a
few sentences so that a sheet stays two to four pages long.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from lang.fold import fold_chars

Rule = dict[str, Any]


def fold(text: str) -> str:
    """Lowercase, strip diacritics, one char per char (indices stay aligned with ``text``)."""
    return fold_chars(text, lower=True)


def fold_words(text: str) -> str:
    """Folded text with every run of non-alphanumerics collapsed to one space."""
    return " ".join(re.findall(r"[a-z0-9]+", fold(text)))


@dataclass(frozen=True)
class Pick:
    """The corpus rule whose title starts with one of ``titles`` (folded words; spellings of one rule).

    ``under``: a folded phrase that the rule's parent path must contain
    ("strucny prehled akce pohybu"); with ``titles`` empty every rule under that
    path is taken (up to ``limit``).  ``compact`` renders "title — text" in one paragraph.
    """

    titles: tuple[str, ...] = ()
    under: str = ""
    kinds: tuple[str, ...] = ("quickref", "rule", "section")
    max_chars: int = 420
    limit: int = 1
    compact: bool = False
    label: str = ""  # heading to print instead of the corpus title (OCR-damaged headings)


@dataclass(frozen=True)
class Excerpt:
    """The passage of a rule text from ``start`` (a folded phrase) up to and including ``end``."""

    title: str
    start: str
    end: str
    max_chars: int = 600


Selector = Pick | Excerpt


@dataclass(frozen=True)
class TextBlock:
    title: str
    markdown: str
    rule_id: str
    source: str  # "ř. 401–418" of the manual named in the sheet header
    shortened: bool
    compact: bool = False


@cache
def _load(path: str, mtime: float) -> tuple[Rule, ...]:
    with open(path, encoding="utf-8") as fh:
        return tuple(json.load(fh)["rules"])


@cache
def _load_manuals(path: str, mtime: float) -> tuple[dict[str, Any], ...]:
    with open(path, encoding="utf-8") as fh:
        return tuple(json.load(fh).get("manuals", ()))


def corpus_file(corpus_dir: Path | None = None) -> Path:
    from rules_corpus.build import ensure_corpus

    return ensure_corpus(corpus_dir) / "corpus.json"


def load_rules(corpus_dir: Path | None = None) -> tuple[Rule, ...]:
    path = corpus_file(corpus_dir)
    return _load(str(path), path.stat().st_mtime)


def manual_title(game: str, corpus_dir: Path | None = None) -> tuple[str, str]:
    """(title, file) of the Czech manual of ``game`` as the corpus names it."""
    path = corpus_file(corpus_dir)
    for manual in _load_manuals(str(path), path.stat().st_mtime):
        if manual.get("game") == game and manual.get("lang") == "cs":
            return str(manual.get("title", "")), str(manual.get("file", ""))
    return "", ""


def source_label(rule: Rule) -> str:
    src = rule.get("source") or {}
    start, end = src.get("line_start"), src.get("line_end")
    return f"ř. {start}–{end}" if start != end else f"ř. {start}"


def shorten(text: str, max_chars: int) -> tuple[str, bool]:
    """Whole paragraphs (or list items) up to ``max_chars``; else cut at a sentence end."""
    text = text.strip()
    if len(text) <= max_chars:
        return text, False
    parts = re.split(r"\n\s*\n|\n(?=\s*(?:[-*•]|\d+\.)\s)", text)
    kept: list[str] = []
    size = 0
    for part in parts:
        if size + len(part) > max_chars:
            break
        kept.append(part)
        size += len(part) + 2
    if kept:
        return "\n\n".join(kept).strip() + " …", True
    head = text[:max_chars]
    cut = max(head.rfind(". "), head.rfind("! "), head.rfind("? "))
    if cut >= max_chars // 3:
        return head[: cut + 1] + " …", True
    cut = head.rfind(" ")
    return head[: cut if cut > 0 else max_chars].rstrip(" ,;:") + " …", True


def _game_rules(rules: Iterable[Rule], game: str) -> list[Rule]:
    return [r for r in rules if r.get("game") == game and r.get("lang") == "cs"]


def _parent(rule: Rule) -> str:
    return fold_words(" ".join(rule.get("path", [])[:-1]))


def _matches(pick: Pick, rule: Rule) -> bool:
    if rule.get("kind") not in pick.kinds or not rule.get("text", "").strip():
        return False
    if pick.under and pick.under not in _parent(rule):
        return False
    if not pick.titles:
        return bool(pick.under)
    title = fold_words(rule.get("title", ""))
    return any(title.startswith(t) for t in pick.titles)


def _run_pick(pick: Pick, rules: Sequence[Rule]) -> list[TextBlock]:
    hits = [r for r in rules if _matches(pick, r)]
    if pick.titles and hits:
        # The titles are spellings of one rule; the manual may repeat a section (Stalingrad: first game
        # and overview; Memoir '44: the team variant): prefer the rule nearest the top of the manual's
        # outline, then the kind listed first, then the fuller text.
        hits = [min(hits, key=lambda r: (len(r.get("path", [])), pick.kinds.index(r["kind"]), -len(r["text"])))]
    blocks = []
    for rule in hits[: pick.limit]:
        body = _strip_title(rule["text"], rule.get("title", "")) if pick.compact else rule["text"]
        text, short = shorten(body, pick.max_chars)
        title = pick.label or rule.get("title", "")
        blocks.append(TextBlock(title, text, rule.get("id", ""), source_label(rule), short, pick.compact))
    return blocks


def _words_pattern(phrase: str) -> str:
    return r"[^a-z0-9]+".join(map(re.escape, fold_words(phrase).split()))


def _strip_title(text: str, title: str) -> str:
    """Drop a leading repeat of the title ("Přesun 1 : přemístěte…" -> "přemístěte…")."""
    if not fold_words(title):
        return text
    m = re.match(r"\s*" + _words_pattern(title) + r"[\s:.–-]*", fold(text))
    return text[m.end():] if m and m.end() < len(text) else text


def _run_excerpt(ex: Excerpt, rules: Sequence[Rule]) -> list[TextBlock]:
    start, end = re.compile(_words_pattern(ex.start)), re.compile(_words_pattern(ex.end))
    for rule in rules:
        text = rule.get("text", "")
        folded = fold(text)
        m = start.search(folded)
        if not m:
            continue
        e = end.search(folded, m.end())
        stop = e.end() if e else m.start() + ex.max_chars
        passage, short = shorten(text[m.start():stop], ex.max_chars)
        if not e:
            short = True
        return [TextBlock(ex.title, passage, rule.get("id", ""), source_label(rule), short)]
    return []


def select(game: str, selectors: Sequence[Selector | tuple[Selector, ...]],
           corpus_dir: Path | None = None) -> list[TextBlock]:
    """Text blocks for ``selectors`` in order; a tuple holds alternatives (the first that finds text wins)."""
    rules = _game_rules(load_rules(corpus_dir), game)
    blocks: list[TextBlock] = []
    for item in selectors:
        options = item if isinstance(item, tuple) else (item,)
        for option in options:
            found = _run_pick(option, rules) if isinstance(option, Pick) else _run_excerpt(option, rules)
            if found:
                blocks.extend(found)
                break
    return blocks
