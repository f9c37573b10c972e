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
# What may stand before a heading in the scrape: a sentence end, or a page number ("12 13 Boj").
SENTENCE_START = re.compile(r"(?:^|[.!?…)=]\s+|\.\.\.\s*|\d\s+)$")


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


def _heading_at(text: str, title: str, start: int, relaxed: bool = False) -> int:
    """First offset >= start where ``title`` starts a sentence and a capitalised word follows.

    ``relaxed``: a title that lost its initial (``anika``) may be followed by a word that lost
    it too (``ednotka``); allowed only for the chapter the contents list says comes next.
    """
    pattern = re.compile(re.escape(title) + r"(?=\s+[\w(])")
    for match in pattern.finditer(text, start):
        before = text[max(0, match.start() - 6) : match.start()]
        after = text[match.end():].lstrip()[:1]
        capital = after.isupper() or after.isdigit() or (relaxed and title[:1].islower() and after.isalpha())
        if SENTENCE_START.search(before) and capital:
            return match.start()
    return -1


def _sub_heading_at(text: str, title: str, start: int) -> int:
    """A subsection title, also when the scrape lost its decorative initial (``řesun/útok``)."""
    from rules_corpus.repair.generalove import dropped_initials

    found = [_heading_at(text, title, start)]
    if title[:1] in dropped_initials():
        found.append(_heading_at(text, title[1:], start, relaxed=True))
    hits = [at for at in found if at >= 0]
    return min(hits) if hits else -1


def split_by_toc(doc: ManualText, blocks: list[Block], profile: Profile) -> list[Block]:
    if not profile.toc_marker:
        return blocks
    titles: list[str] = []
    out: list[Block] = []
    pending = list(profile.inline_headings)
    subtitles: list[str] = []
    order: list[str] = []

    after_toc: dict[int, int] = {}  # block index -> where its text after the contents list starts

    def strict_somewhere(title: str) -> bool:
        return any(_heading_at(b.text, title, after_toc.get(i, 0)) >= 0 for i, b in enumerate(blocks))
    for index, block in enumerate(blocks):
        text = block.text
        cuts: list[tuple[int, int, str]] = []  # (start, end, kind)
        if not titles:
            found, toc_end = parse_toc(text, profile.toc_marker)
            if found:
                after_toc[index] = toc_end
                titles = pending + found
                order = list(titles)
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
        while titles or subtitles:
            # The scrape may list pages out of order: take whichever remaining title comes next.
            # A subsection of the current chapter wins a tie with a chapter of the same name
            # ("Ostřelování" the order, inside "Rozkazy", before "Ostřelování" the chapter).
            found_at = [(at, 0, title) for title in subtitles if (at := _sub_heading_at(text, title, pos)) >= 0]
            expected = next((t for t in order if t in titles), None)
            found_at += [(at, 1, title) for title in titles
                         if (at := _heading_at(text, title, pos, relaxed=title == expected
                                               and not strict_somewhere(title))) >= 0]
            if not found_at:
                break
            at, rank, title = min(found_at)
            if rank == 0:
                length = len(title) if text.startswith(title, at) else len(title) - 1  # lost initial
                cuts.append((at, at + length, "heading:sub"))
                subtitles.remove(title)
                pos = at + length
                continue
            else:
                cuts.append((at, at + len(title), "heading:title"))
                titles.remove(title)
                subtitles = list(profile.subheadings.get(fold(title), ()))
            pos = at + len(title)
        cuts = _table_cuts(text, cuts, profile)
        if not cuts:
            out.append(block)
            continue
        out.extend(_cut(block, cuts))
    return out


def _table_cuts(text: str, cuts: list[tuple[int, int, str]], profile: Profile) -> list[tuple[int, int, str]]:
    """Cut the flattened tables a profile declares (``start`` … ``end``) out of the scraped line."""
    for n, spec in enumerate(profile.tables):
        if not spec.start or not spec.end:
            continue
        start = text.find(spec.start)
        end = text.find(spec.end, start + 1) if start >= 0 else -1
        if start < 0 or end < 0:
            continue
        end += len(spec.end)
        cuts = [c for c in cuts if c[1] <= start or c[0] >= end]
        cuts.append((start, end, f"table:{n}"))
    return sorted(cuts)


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
        if kind.startswith(("heading", "table")):
            pieces.append(_piece(block, start, end, kind, line))
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
