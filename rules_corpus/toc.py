"""Headings from the manual's own table of contents, for scraped text with no line structure.

The Generálové scrape keeps whole chapters on single lines.  Its first line is
the table of contents (``Obsah O válce 1 Herní komponenty 2 … Terén 16``).  The
titles listed there are found again, in order, where they start a sentence
and are followed by a capitalised word; each occurrence becomes a heading
block and the text between them body blocks, with exact character columns in
the source line (``col_start``/``col_end``) so provenance stays exact.  This
runs before the repair stage, on the damaged text, because the titles in the
contents are damaged the same way as in the text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rules_corpus.model import Block, Dropped, ManualText
from rules_corpus.profile import Profile
from rules_corpus.text import fold

TOC_ENTRY = re.compile(r"\s*(?P<title>[^\d]+?)\s+(?P<page>\d{1,3})(?=\s|$)")
SENTENCE_START = re.compile(r"(?:^|[.!?…)]\s+|\.\.\.\s*)$")


def parse_toc(text: str, marker: str) -> tuple[list[str], int]:
    """Titles of a flattened table of contents and the offset where it ends."""
    start = text.find(marker)
    if start < 0:
        return [], 0
    pos = start + len(marker)
    titles: list[str] = []
    for match in TOC_ENTRY.finditer(text, pos):
        if match.start() != pos:
            break
        title = match.group("title").strip()
        if len(title.split()) > 4:
            break
        titles.append(title)
        pos = match.end()
    return titles, pos


def _heading_at(text: str, title: str, start: int) -> int:
    """First offset >= start where ``title`` starts a sentence and a capitalised word follows."""
    pattern = re.compile(re.escape(title) + r"(?=\s+[\w(])")
    for match in pattern.finditer(text, start):
        before = text[max(0, match.start() - 4) : match.start()]
        after = text[match.end():].lstrip()[:1]
        if SENTENCE_START.search(before) and (after.isupper() or after.isdigit()):
            return match.start()
    return -1


def split_by_toc(doc: ManualText, blocks: list[Block], profile: Profile) -> list[Block]:
    if not profile.toc_marker:
        return blocks
    titles: list[str] = []
    out: list[Block] = []
    pending = list(profile.inline_headings)
    for block in blocks:
        text = block.text
        cuts: list[tuple[int, int, str]] = []  # (start, end, kind)
        if not titles:
            found, toc_end = parse_toc(text, profile.toc_marker)
            if found:
                titles = pending + found
                toc_start = text.find(profile.toc_marker)
                doc.dropped.append(
                    Dropped(doc.manual.file, block.line_start, "obsah (seznam kapitol s čísly stran)",
                            text[toc_start:toc_end][:80], toc_start, toc_end)
                )
                for drop in profile.inline_drops:
                    m = drop.pattern.search(text, toc_end)
                    if m:
                        doc.dropped.append(
                            Dropped(doc.manual.file, block.line_start, drop.reason, m.group(0)[:80],
                                    m.start(), m.end())
                        )
                pieces_start = max([toc_end] + [d.col_end or 0 for d in doc.dropped
                                                 if d.line == block.line_start and d.col_end])
                text_start = pieces_start
                while text_start < len(text) and text[text_start] == " ":
                    text_start += 1
                cuts.append((0, text_start, "skip"))
        pos = cuts[-1][1] if cuts else 0
        while titles:
            # The scrape may list pages out of order: take whichever remaining title comes next.
            found_at = [(at, title) for title in titles if (at := _heading_at(text, title, pos)) >= 0]
            if not found_at:
                break
            at, title = min(found_at)
            cuts.append((at, at + len(title), "heading"))
            pos = at + len(title)
            titles.remove(title)
        if not cuts:
            out.append(block)
            continue
        out.extend(_cut(block, cuts))
    return out


def split_steps(blocks: list[Block], profile: Profile) -> list[Block]:
    """Numbered steps inside one scraped section become their own headed pieces.

    ``profile.step_section`` names the section (its heading block), ``profile.step_pattern``
    matches where a step starts (group 1: its number, when the scrape kept it).  The
    heading piece reads ``N. fáze``-style from ``profile.step_title`` so the step is a
    rule of its own while its text stays exactly as in the source.
    """
    if not profile.step_section or profile.step_pattern is None:
        return blocks
    out: list[Block] = []
    inside = False
    number = 0
    for block in blocks:
        if block.kind.startswith("heading:"):
            inside = fold(block.text) == profile.step_section
            out.append(block)
            continue
        if not inside:
            out.append(block)
            continue
        cursor = 0
        for match in profile.step_pattern.finditer(block.text):
            number = int(match.group(1)) if match.group(1) else number + 1
            if match.start() > cursor:
                out.append(_piece(block, cursor, match.start(), "para", block.line_start))
            title = profile.step_title.format(n=number)
            head = _piece(block, match.start(), match.start(), "heading:step", block.line_start)
            out.append(replace(head, text=title))
            cursor = match.start()
        out.append(_piece(block, cursor, len(block.text), "para", block.line_start))
    return [b for b in out if b.text.strip()]


def _cut(block: Block, cuts: list[tuple[int, int, str]]) -> list[Block]:
    line = block.line_start
    pieces: list[Block] = []
    cursor = 0
    for start, end, kind in cuts:
        if start > cursor:
            pieces.append(_piece(block, cursor, start, "para", line))
        if kind == "heading":
            pieces.append(_piece(block, start, end, "heading:title", line))
        cursor = end
    if cursor < len(block.text):
        pieces.append(_piece(block, cursor, len(block.text), "para", line))
    return [p for p in pieces if p.text.strip()]


def _piece(block: Block, start: int, end: int, kind: str, line: int) -> Block:
    raw = block.text[start:end]
    lead = len(raw) - len(raw.lstrip())
    text = raw.strip()
    base = (block.col_start or 0) + start + lead  # columns are in the source line, not in the block
    return replace(
        block,
        text=text,
        kind=kind,
        line_offsets=(0,),
        line_numbers=(line,),
        col_start=base,
        col_end=base + len(text),
    )
