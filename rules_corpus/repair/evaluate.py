"""Measuring the repair against hand-corrected gold lines (used by the benchmark and the tests)."""

from __future__ import annotations

import difflib
import re
from collections import Counter
from pathlib import Path

from rules_corpus.model import Block
from rules_corpus.repair.lexicon import Lexicon

TOKEN = re.compile(r"[^\W_]+")
_HYPHEN_BREAK = re.compile(r"(\w)-\n(?=[a-záčďéěíňóřšťúůýž])")


def load_gold(path: Path) -> list[tuple[int, str]]:
    """``line<TAB>text`` rows (``#`` comments), in text order; a line may have several rows."""
    gold: list[tuple[int, str]] = []
    for row in path.read_text(encoding="utf-8").splitlines():
        if not row.strip() or row.startswith("#"):
            continue
        number, _, text = row.partition("\t")
        gold.append((int(number), text))
    return gold


def tokens(lines: list[str]) -> list[str]:
    text = _HYPHEN_BREAK.sub(r"\1", "\n".join(lines))
    return TOKEN.findall(text)


def covered_lines(gold: list[tuple[int, str]], raw_lines: list[str], layout: list[Block]) -> set[int]:
    """Gold lines whose raw text reached the layout blocks (the reader drops captions and
    page numbers; those lines measure the junk filter, not the repair)."""
    text = " ".join(b.text for b in layout)
    out: set[int] = set()
    for number, _ in gold:
        raw = " ".join(raw_lines[number - 1].split()).rstrip("-")
        probe = raw[:25] if len(raw) > 25 else raw
        if probe and probe in text:
            out.add(number)
    return out


def token_accuracy(gold: list[tuple[int, str]], blocks: list[Block],
                   covered: set[int] | None = None) -> tuple[float, int]:
    """Share of gold tokens found, in order, in the blocks around the gold lines."""
    first, last = min(n for n, _ in gold), max(n for n, _ in gold)
    have_lines = [b.text for b in blocks if b.line_end >= first and b.line_start <= last]
    want = tokens([text for n, text in gold if covered is None or n in covered])
    have = tokens(have_lines)
    matcher = difflib.SequenceMatcher(a=want, b=have, autojunk=False)
    matched = sum(block.size for block in matcher.get_matching_blocks())
    return (matched / len(want) if want else 1.0), len(want)


def unknown_share(texts: list[str], lex: Lexicon, skip_names: bool = False,
                  domain: set[str] | frozenset[str] = frozenset()) -> tuple[float, list[str]]:
    """Share of word tokens (letters only, 2+ chars, not all caps) unknown to ``lex`` and to
    the ``domain`` words (lowercase words of the clean manuals).

    With ``skip_names``: capitalised words that recur capitalised (Memoir, Pegasus,
    Overlord) and short abbreviations before a period (atd., fig.) are not counted.
    """
    words = [(m.group(0), text[m.end():m.end() + 1]) for text in texts
             for m in re.finditer(r"[^\W\d_]{2,}", text)]
    names: set[str] = set()
    if skip_names:
        caps = Counter(w for w, _ in words if w[:1].isupper() and w[1:].islower())
        names = {w for w, n in caps.items() if n >= 2}
    total = 0
    unknown: list[str] = []
    for word, after in words:
        if word.isupper():
            continue
        if skip_names and (word in names or (after == "." and len(word) <= 4)):
            continue
        total += 1
        if word.lower() not in domain and word not in lex:
            unknown.append(word)
    return (len(unknown) / total if total else 0.0), unknown
