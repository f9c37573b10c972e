"""Text for the search: passages, plain text, the matched sentence as a snippet, readable titles.

* :func:`split_passages` — a rule's text scores as its best passage (paragraphs joined up to
  about 700 characters), so a long, coarsely segmented rule is not buried by length normalisation.
* :func:`sentence_snippet` — the sentence that matched the query best, matches in ``<mark>``,
  escaped; a long sentence is cut to a window around its matches.
* :func:`display_title` — a title a player can read: the damaged scans left marks of lost icons
  (``⟨?⟩``) and OCR debris (``| eax [1]``, ``@B / J— = *``, ``smrs5t``) in a few headings; those are
  cut off, and a heading that is debris through and through shows its parent's title instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import escape

PASSAGE_CHARS = 450
SNIPPET_CHARS = 240

_MD = re.compile(r"\\(.)|\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)|^#+\s*|^>\s?|[`|]", re.MULTILINE)
_WORD = re.compile(r"[^\W_]+")
# A sentence ends at . ! ? or a line break, before a space and an upper-case letter, digit or quote.
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[\"„(\[]?[^\W_a-zá-ž])|\n+")
# Marks the scans left in headings: a lost icon, column rules, bracketed debris, stray symbols.
_TITLE_JUNK = re.compile(r"⟨\?⟩|[|@©=\[\]{}*]|\s[—–-]\s*[=*]")
_MIXED_WORD = re.compile(r"[^\W\d_]\d+[^\W\d_]")  # "smrs5t": a digit inside a word is OCR debris


def plain_text(text: str) -> str:
    """Corpus Markdown as one line of plain text (emphasis, headings, table bars removed)."""
    return " ".join(_MD.sub(lambda m: m.group(1) or " ", text).split())


def split_passages(text: str, size: int = PASSAGE_CHARS) -> list[str]:
    """Paragraphs of ``text`` joined into passages of about ``size`` characters (at least one passage)."""
    out: list[str] = []
    current = ""
    pieces: list[str] = []
    for para in re.split(r"\n\s*\n", text):
        if len(para) > size:  # one long paragraph: cut between sentences
            pieces.extend(re.split(r"(?<=[.!?])\s+", para))
        else:
            pieces.append(para)
    for para in pieces:
        para = para.strip()
        if not para:
            continue
        if current and len(current) + len(para) > size:
            out.append(current)
            current = para
        else:
            current = f"{current}\n\n{para}" if current else para
    if current or not out:
        out.append(current)
    return out


def sentences(plain: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of a plain text."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE_END.finditer(plain):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(plain):
        spans.append((start, len(plain)))
    return spans


def word_spans(text: str) -> Iterable[tuple[int, int, str]]:
    for m in _WORD.finditer(text):
        yield m.start(), m.end(), m.group()


@dataclass(frozen=True)
class Prepared:
    """A text made ready for snippets once: plain text, its words with their keys, its sentences."""

    plain: str
    words: tuple[tuple[int, int], ...]  # (start, end) of each word
    positions: Mapping[str, tuple[int, ...]]  # key -> the words that have it
    sentences: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, plain: str, keys_of: Callable[[str], Sequence[str]]) -> Prepared:
        words: list[tuple[int, int]] = []
        positions: dict[str, list[int]] = {}
        for n, (s, e, w) in enumerate(word_spans(plain)):
            words.append((s, e))
            for key in keys_of(w):
                positions.setdefault(key, []).append(n)
        return cls(plain, tuple(words), {k: tuple(v) for k, v in positions.items()}, tuple(sentences(plain)))

    def matches(self, weights: Mapping[str, float]) -> bool:
        return any(k in self.positions for k in weights)


def sentence_snippet(text: Prepared, weights: Mapping[str, float], width: int = SNIPPET_CHARS) -> str:
    """The best-matching sentence as escaped HTML with matches in ``<mark>``.

    ``weights`` says how much each index key counts for the query; a sentence scores by the
    distinct words it matches.  With no match, the text's opening.  A long sentence is cut to
    a window around its first match.
    """
    plain = text.plain
    found: dict[int, float] = {}
    for key, weight in weights.items():
        for n in text.positions.get(key, ()):
            if weight > found.get(n, 0.0):
                found[n] = weight
    words = []
    for n in sorted(found):
        s, e = text.words[n]
        if found[n] > 0:
            words.append((s, e, found[n], plain[s:e].lower()))
    best, best_score = (0, min(len(plain), width)), 0.0
    j = 0
    for start, end in text.sentences:  # both in text order: one pass
        seen: dict[str, float] = {}
        while j < len(words) and words[j][0] < start:
            j += 1
        k = j
        while k < len(words) and words[k][0] < end:
            seen[words[k][3]] = words[k][2]
            k += 1
        score = sum(seen.values())
        if score > best_score + 1e-9:
            best, best_score = (start, end), score
    start, end = best
    marks = [(s, e) for s, e, _, _ in words if start <= s and e <= end]
    if end - start > width:
        first = marks[0][0] if marks else start
        start = max(start, first - width // 3)
        if start > best[0]:
            space = plain.find(" ", start)
            start = space + 1 if 0 <= space < first else start
        cut = min(end, start + width)
        if cut < end:
            space = plain.rfind(" ", start, cut)
            cut = space if space > start else cut
        end = cut
    out = ["…" if start > 0 else ""]
    pos = start
    for s, e in marks:
        if s < start or e > end:
            continue
        out.append(str(escape(plain[pos:s])))
        out.append("<mark>" + str(escape(plain[s:e])) + "</mark>")
        pos = e
    out.append(str(escape(plain[pos:end])))
    if end < len(plain):
        out.append("…")
    return "".join(out)


def snippet(text: str, keys: set[str] | frozenset[str], width: int = SNIPPET_CHARS, lang: str = "cs") -> str:
    """The best sentence of a Markdown text for a set of index keys (see :func:`sentence_snippet`)."""
    from lang.keys import word_keys

    prepared = Prepared.of(plain_text(text), lambda w: word_keys(w, lang))
    return sentence_snippet(prepared, dict.fromkeys(keys, 1.0), width)


def clean_title(title: str) -> str:
    """The readable part of a heading: cut at the first scan mark; "" when nothing readable is left."""
    m = _TITLE_JUNK.search(title)
    head = title[: m.start()] if m else title
    head = head.strip(" /–—-:,")
    words = head.split()
    if _MIXED_WORD.search(head):
        kept = []
        for word in words:
            if _MIXED_WORD.search(word):
                break
            kept.append(word)
        head = " ".join(kept) + " …" if kept else ""
    return head if sum(ch.isalpha() for ch in head) >= 3 else ""


def display_title(rule: Mapping[str, Any], by_id: Mapping[str, Mapping[str, Any]]) -> str:
    """The rule's title for a result list: cleaned, or its nearest readable ancestor's."""
    seen: set[str] = set()
    current: Mapping[str, Any] | None = rule
    while current is not None and current["id"] not in seen:
        seen.add(current["id"])
        title = clean_title(current.get("title", "") or "")
        if title:
            return title
        parent = current.get("parent")
        current = by_id.get(parent) if parent else None
    path = [clean_title(p) for p in rule.get("path") or []]
    return next((p for p in path if p), rule["id"].split(".")[0])
