"""Stage 2a, layout repair for every manual: lines back into paragraphs.

Lines broken at column width are re-joined, words hyphenated across a line
break are made whole again (``vá-`` + ``lečné`` -> ``válečné``; the Czech
enclitic ``-li`` keeps its hyphen), and each line is classified as a heading,
a list item or running text so that headings never melt into paragraphs.
Dropped lines (stage 4) are skipped, so a paragraph interrupted by a card
label or a chunk marker is joined across it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules_corpus.model import Block, ManualText
from rules_corpus.profile import Profile
from rules_corpus.text import fold, is_upper_heading, strip_markdown

ITEM_START = re.compile(r"^(?:\d{1,2}\.\s|\d{1,2}\)\s|[•●▪◦·\-–]\s|[a-z]\)\s|[A-Z]\.\s(?=\d))")
NUMBERED_CAPS = re.compile(r"^\d{1,2}\.?\s*[-–]?\s*\S")
SENTENCE_END = (".", "!", "?", ":", ")", "“", "\"", "”", "…")
HYPHEN_BREAK = re.compile(r"(\w)-$")
TITLE_MAX_CHARS = 60
TITLE_MAX_WORDS = 7


@dataclass(frozen=True)
class _Line:
    number: int
    text: str
    blank_before: bool  # a blank (or dropped) line separates it from the previous kept line


def _first_letter(text: str) -> str:
    for ch in strip_markdown(text):
        if ch.isalpha() or ch.isdigit():
            return ch
    return ""


def heading_style(text: str, prev: _Line | None, nxt: _Line | None, profile: Profile) -> str | None:
    """``caps``, ``numbered_caps``, ``title`` or None for a kept line in its context."""
    plain = strip_markdown(text).strip()
    folded = fold(plain)
    if folded in profile.not_headings:
        return None
    if folded in profile.extra_headings:
        return "title"
    styles = profile.heading_styles
    if is_upper_heading(plain) and len(plain) <= 80 and not plain.startswith("("):
        if NUMBERED_CAPS.match(plain) and plain[0].isdigit():
            return "numbered_caps" if "numbered_caps" in styles else None
        return "caps" if "caps" in styles else None
    if "title" not in styles:
        return None
    if ITEM_START.match(plain) or len(plain) > TITLE_MAX_CHARS or len(plain.split()) > TITLE_MAX_WORDS:
        return None
    if not plain[:1].isupper() or plain.endswith((".", ",", ";", ":", "-", "–", "(", "!", "?")):
        return None
    starts_paragraph = prev is None or nxt is None or prev.text.endswith(SENTENCE_END) or (
        strip_markdown(prev.text).rstrip().endswith(SENTENCE_END)
    )
    if not starts_paragraph and not (nxt is not None and nxt.blank_before):
        return None
    if nxt is not None:
        first = _first_letter(nxt.text)
        if not (first.isupper() or first.isdigit()):
            return None
    return "title"


def _join(left: str, right: str) -> str:
    """Join two pieces of one paragraph, undoing a line-end hyphenation."""
    match = HYPHEN_BREAK.search(left)
    if match and right[:1].islower():
        word = re.match(r"[^\W\d_]+", right)
        if word and word.group(0) == "li":  # "Je-li", "Stahujete-li": a real hyphen
            return left + right
        return left[:-1] + right
    if left.endswith("-") and right[:1].isupper():
        return left + right
    return left + " " + right


def _continues(prev_text: str, line: _Line) -> bool:
    """After a blank line, does ``line`` still continue the paragraph ``prev_text``?"""
    if HYPHEN_BREAK.search(prev_text):
        return _first_letter(line.text).islower()
    plain = strip_markdown(prev_text).rstrip()
    return bool(plain) and not plain.endswith(SENTENCE_END) and line.text[:1].islower()


def build_blocks(doc: ManualText, profile: Profile) -> list[Block]:
    dropped = {d.line for d in doc.dropped if d.col_start is None}
    kept: list[_Line] = []
    gap = True
    for line in doc.lines:
        if line.number in dropped or not line.text:
            # A blank or dropped line ends a paragraph, unless the text clearly runs on
            # (hyphen, lowercase continuation: see _continues).
            gap = True
            continue
            gap = True
            continue
        kept.append(_Line(line.number, line.text, gap))
        gap = False

    blocks: list[Block] = []
    pieces: list[str] = []
    numbers: list[int] = []
    kind = "para"

    def flush() -> None:
        nonlocal pieces, numbers
        if pieces:
            text = pieces[0]
            offs = [0]
            for piece in pieces[1:]:
                joined = _join(text, piece)
                offs.append(len(joined) - len(piece))
                text = joined
            blocks.append(
                Block(
                    text=text,
                    line_start=numbers[0],
                    line_end=numbers[-1],
                    line_offsets=tuple(offs),
                    kind=kind,
                    line_numbers=tuple(numbers),
                )
            )
        pieces, numbers = [], []

    for index, line in enumerate(kept):
        prev = kept[index - 1] if index else None
        nxt = kept[index + 1] if index + 1 < len(kept) else None
        style = heading_style(line.text, prev if not line.blank_before else None, nxt, profile)
        if (
            style == "title"
            and prev is not None
            and pieces
            and not line.blank_before
            and not strip_markdown(pieces[-1]).rstrip().endswith(SENTENCE_END)
        ):
            style = None  # a short line inside a paragraph that has not ended is not a heading
        if style:
            flush()
            kind = f"heading:{style}"
            pieces, numbers = [line.text], [line.number]
            flush()
            kind = "para"
            continue
        is_item = bool(ITEM_START.match(strip_markdown(line.text)))
        if pieces and not is_item:
            scraped = profile.toc_marker is not None  # one source line is one block there
            if not line.blank_before or (not scraped and _continues(pieces[-1], line)):
                pieces.append(line.text)
                numbers.append(line.number)
                continue
        flush()
        kind = "item" if is_item else "para"
        pieces, numbers = [line.text], [line.number]
    flush()
    return blocks
