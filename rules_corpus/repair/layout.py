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

from rules_corpus.audit import has_statement_verb
from rules_corpus.model import Block, Dropped, ManualText, SourceLine
from rules_corpus.profile import Profile
from rules_corpus.repair.proofread import load_breaks, load_joins
from rules_corpus.tables import table_regions
from rules_corpus.text import fold, is_upper_heading, strip_markdown

ITEM_START = re.compile(r"^(?:\d{1,2}\.\s|\d{1,2}\)\s|[•●▪◦·\-–]\s|[a-z]\)\s|[A-Z]\.\s(?=\d))")
NUMBERED_CAPS = re.compile(r"^\d{1,2}\.?\s*[-–]?\s*\S")
SENTENCE_END = (".", "!", "?", ":", ")", "“", "\"", "”", "…")
HYPHEN_BREAK = re.compile(r"(\w)-$")
TITLE_MAX_CHARS = 60
TITLE_MAX_WORDS = 7
# Glyphs of picture labels and scan residue; a heading does not contain them.
CAPTION_GLYPHS = re.compile(r"[|©®=*\[\]{}<>]|—")
# Words a heading does not end with: a line ending so is the start of a sentence ("Mogłaby zaatakować ich używając").
FRAGMENT_ENDINGS = frozenset({"a", "i", "nebo", "ani", "že", "v", "ve", "na", "do", "k", "s", "se", "z", "o", "u",
                              "pro", "při", "za", "lub", "oraz", "w", "we", "ich", "jej", "go", "się", "że"})


def reads_like_title(text: str, profile: Profile) -> bool:
    """A short line that names a section, not a sentence, a fragment or a repeated picture label."""
    words = re.findall(r"[^\W\d_]+", text)
    folded = [fold(w).lower() for w in words]
    half = len(folded) // 2
    if half and len(folded) % 2 == 0 and folded[:half] == folded[half:]:
        return False  # "Kaemiści kaemiści", "Znacznik celowania Znacznik celowania": a label per picture
    if words and words[-1].islower() and folded[-1] in FRAGMENT_ENDINGS:
        return False
    lang = "pl" if profile.name.endswith("-pl") else "cs"
    return not has_statement_verb(text, lang)


@dataclass(frozen=True)
class _Line:
    number: int
    text: str
    blank_before: bool  # a blank (or dropped) line separates it from the previous kept line
    span: tuple[int, int] | None = None  # the piece of the raw line (two-column pages)


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
    if not plain or plain[:1] in "([":
        return None  # "(41 MUŽŮ)": a picture label
    styles = profile.heading_styles
    if is_upper_heading(plain) and len(plain) <= 80 and not plain.startswith("("):
        if NUMBERED_CAPS.match(plain) and plain[0].isdigit():
            return "numbered_caps" if "numbered_caps" in styles else None
        return "caps" if "caps" in styles else None
    if "title" not in styles or CAPTION_GLYPHS.search(plain):
        return None  # "Rozpoznanie | Maskowanie", "Wzmocnienie @B / J— = *": picture labels
    if ITEM_START.match(plain) or len(plain) > TITLE_MAX_CHARS or len(plain.split()) > TITLE_MAX_WORDS:
        return None
    if not reads_like_title(plain, profile):
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


def _continues(prev_text: str, line: _Line, across_blanks: bool = False) -> bool:
    """After a blank line, does ``line`` still continue the paragraph ``prev_text``?

    ``across_blanks`` (a scan that put blank lines inside sentences): any unfinished sentence
    continues, whatever the next line's first letter ("… Pro Pegasus" / "Bridge vnitrozemím …").
    """
    if HYPHEN_BREAK.search(prev_text):
        return _first_letter(line.text).islower() or across_blanks
    plain = strip_markdown(prev_text).rstrip()
    starts_lower = line.text[:1].islower()
    return bool(plain) and not plain.endswith(SENTENCE_END) and (starts_lower or across_blanks)


def _table_run(lines: list[SourceLine], kind: str) -> Block:
    """The lines of a table as one block: the raw rows, one per line (blank lines kept)."""
    numbered = [line for line in lines if line.text]
    text = "\n".join(line.text for line in lines).strip("\n")
    return Block(text=text, line_start=numbered[0].number, line_end=numbered[-1].number,
                 line_offsets=(0,), kind=kind, line_numbers=tuple(line.number for line in numbered))


def _bullet_pattern(profile: Profile) -> re.Pattern[str] | None:
    """Icon bullets of a scan ("@ Jednotka", "o Zkontroluje"): a glyph, a space, a capital."""
    if not profile.bullet_glyphs:
        return None
    return re.compile(rf"^[{re.escape(profile.bullet_glyphs)}]\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])")


def _join_headings(first: Block, line: _Line, profile: Profile) -> Block:
    """An ALL-CAPS heading printed on two lines: ``PŘÍLOHA 1`` + ``JEDNOTKY`` -> ``PŘÍLOHA 1 – JEDNOTKY``.

    A heading that is a sentence leading into a list (``HRÁČ NA TAHU POSTUPNĚ`` + ``PROVEDE TYTO
    KROKY:``) is joined with a space.  Icon residue around each line is stripped first.
    """
    def strip(text: str) -> str:
        return profile.title_strip.sub("", text).strip() if profile.title_strip else text.strip()

    head, tail = strip(first.text), strip(line.text)
    joined = f"{head} {tail}" if line.text.rstrip().endswith(":") else f"{head} – {tail}"
    return Block(
        text=joined,
        line_start=first.line_start,
        line_end=line.number,
        line_offsets=(0, len(head) + 1),
        kind=first.kind,
        line_numbers=(*(first.line_numbers or (first.line_start,)), line.number),
        line_spans=(*(first.line_spans or (None,)), line.span) if first.line_spans or line.span else (),
    )


def build_blocks(doc: ManualText, profile: Profile) -> list[Block]:
    builder = _BlockBuilder(profile)
    kept = _kept_lines(doc, profile)
    for index, line in enumerate(kept):
        if isinstance(line, Block):  # a table, read as a whole (rules_corpus/tables.py)
            builder.table(line)
            continue
        before = kept[index - 1] if index else None
        after = kept[index + 1] if index + 1 < len(kept) else None
        builder.line(line, before if isinstance(before, _Line) else None, after if isinstance(after, _Line) else None)
    builder.flush()
    return _drop_label_chains(doc, builder.blocks)


def _kept_lines(doc: ManualText, profile: Profile) -> list[_Line | Block]:
    """The lines that stay, each marked when a paragraph may start there; declared tables read as wholes."""
    dropped = {(d.line, d.col_start) for d in doc.dropped}
    breaks = load_breaks(profile.name) if doc.proofread else frozenset()
    joins = load_joins(profile.name) if doc.proofread else frozenset()
    kept: list[_Line | Block] = []
    gap = True
    regions = {first: (last, kind) for first, last, kind in table_regions(doc, profile)}
    skip_to = -1
    for index, line in enumerate(doc.lines):
        if index <= skip_to:
            continue
        if index in regions:
            last, kind = regions[index]
            kept.append(_table_run(doc.lines[index:last + 1], kind))
            skip_to, gap = last, True
            continue
        if line.number in breaks and line.span is None:
            gap = True
        if line.key in dropped or not line.text:
            # A blank or dropped line ends a paragraph, unless the text clearly runs on
            # (hyphen, lowercase continuation: see _continues).
            gap = True
            continue
        kept.append(_Line(line.number, line.text, gap and line.number not in joins, line.span))
        gap = False
    return kept


class _BlockBuilder:
    """Joins kept lines into headings, paragraphs and list items."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.bullet = _bullet_pattern(profile)
        self.blocks: list[Block] = []
        self.pieces: list[str] = []
        self.numbers: list[int] = []
        self.spans: list[tuple[int, int] | None] = []
        self.kind = "para"
        self.prev_number = 0

    def flush(self) -> None:
        if self.pieces:
            text = self.pieces[0]
            offs = [0]
            for piece in self.pieces[1:]:
                joined = _join(text, piece)
                offs.append(len(joined) - len(piece))
                text = joined
            self.blocks.append(Block(
                text=text, line_start=self.numbers[0], line_end=self.numbers[-1], line_offsets=tuple(offs),
                kind=self.kind, line_numbers=tuple(self.numbers),
                line_spans=tuple(self.spans) if any(self.spans) else (),
            ))
        self.pieces, self.numbers, self.spans = [], [], []

    def start(self, kind: str, line: _Line) -> None:
        self.kind = kind
        self.pieces, self.numbers, self.spans = [line.text], [line.number], [line.span]

    def table(self, block: Block) -> None:
        self.flush()
        self.blocks.append(block)
        self.kind = "para"

    def line(self, line: _Line, prev: _Line | None, nxt: _Line | None) -> None:
        profile = self.profile
        style = heading_style(line.text, prev if not line.blank_before else None, nxt, profile)
        if (style == "title" and prev is not None and self.pieces and not line.blank_before
                and not strip_markdown(self.pieces[-1]).rstrip().endswith(SENTENCE_END)):
            style = None  # a short line inside a paragraph that has not ended is not a heading
        if style:
            self._heading(line, style)
            return
        self.prev_number = line.number
        plain_line = strip_markdown(line.text)
        is_item = bool(ITEM_START.match(plain_line) or (self.bullet is not None and self.bullet.match(plain_line)))
        if self.pieces and not is_item:
            scraped = profile.toc_marker is not None  # one source line is one block there
            if not line.blank_before or (not scraped and _continues(self.pieces[-1], line,
                                                                    profile.join_across_blanks)):
                self.pieces.append(line.text)
                self.numbers.append(line.number)
                self.spans.append(line.span)
                return
        self.flush()
        self.start("item" if is_item else "para", line)

    def _heading(self, line: _Line, style: str) -> None:
        blocks = self.blocks
        if (self.profile.join_caps_lines and style == "caps" and blocks and blocks[-1].kind == "heading:caps"
                and not line.blank_before and blocks[-1].line_end == self.prev_number):
            blocks[-1] = _join_headings(blocks[-1], line, self.profile)
            self.prev_number = line.number
            return
        self.flush()
        self.start(f"heading:{style}", line)
        self.flush()
        self.kind = "para"
        self.prev_number = line.number


REASON_LABELS = "popisek obrázku (krátký řádek bez textu pod sebou)"
STRUCTURAL = ("heading:caps", "heading:numbered_caps")


def _drop_label_chains(doc: ManualText, blocks: list[Block]) -> list[Block]:
    """Short title lines with no text under them before a chapter heading are a picture's labels.

    ``Hodnota krytu budovy`` / ``Běžná hodnota krytu`` / ``3. HOD KOSTKAMI``: the two labels of the
    tile picture, not two empty sections.  Title lines followed by text (``Útok X`` / ``Krycí palba 4``
    / text) are headings of one text and stay.
    """
    out: list[Block] = []
    index = 0
    while index < len(blocks):
        end = index
        while end < len(blocks) and blocks[end].kind == "heading:title":
            end += 1
        chain = blocks[index:end]
        if chain and (end == len(blocks) or blocks[end].kind in STRUCTURAL):
            for block in chain:
                for number, span in zip(block.line_numbers or (block.line_start,),
                                        block.line_spans or (None,) * len(block.line_numbers or (0,)), strict=True):
                    start, stop = span or (None, None)
                    doc.dropped.append(Dropped(doc.manual.file, number, REASON_LABELS, block.text, start, stop))
            index = end
            continue
        out.extend(chain or [blocks[index]])
        index = end if chain else index + 1
    return out
