"""Two-column pages read line by line across both columns, put back into reading order.

The Memoir '44 scan was read across the page: where two columns stand side by
side, one source line holds the end of a line of the left column and a line of
the right column (``… tankova smrit. Utok vramei  Pouziti aktivacnich zetonu …``).
This stage finds such regions and splits each of their lines into two pieces,
then orders the pieces: the whole left column first, then the right one.  The
pieces keep their character range in the raw line (``SourceLine.span``), so
provenance still accounts for every character.

Finding a region (*line alignment*):

* a seed line has a run of two or more spaces in its middle (the gap between
  the columns survived the OCR), or is a pair of ALL-CAPS headings joined by an
  icon glyph (``TANKOVA SMRS5T @ AKTIVACNI ZETONY ©``: two columns, two headings);
* the region grows from the seed over the neighbouring lines that are too long
  for one column (or blank), the column width being the left piece of the seeds;
* a profile may declare regions the seeds miss (``[[columns]]``: lines, width).

Splitting a line (*sentence continuity*): every word boundary is a candidate; a
candidate scores for the gap, for a left piece as long as the column is wide (or
ending its sentence), for a hyphen at the end of the left piece, and for each
piece continuing its column (a lowercase start after an unfinished line, a
capital or a bullet after a finished sentence).

Residue of pictures at the end of a line (``… podruhé. RIS i e g4 i``) is split
off as a piece of its own and dropped with its reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules_corpus.model import Dropped, ManualText, SourceLine
from rules_corpus.profile import Profile, ReadingOrder
from rules_corpus.reader import CHUNK_MARKER

REASON_RESIDUE = "zbytky obrázku ve skenu (nečitelné znaky)"
GAP = re.compile(r"(?<=\S) {2,}(?=\S)")
HEADING_PAIR = re.compile(
    r"^(?P<left>[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ0-9][A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ0-9 ]{4,}?)\s+[@©®&]\s+"
    r"(?P<right>[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ ]{4,}?)(?:\s+[@©®&])?\s*$"
)
SENTENCE_END = (".", "!", "?", ":", '."', ".”", "!”")
BULLETS = "@®©•oe"
BULLET_GLYPHS = "@®©•"
ABBREVIATIONS = frozenset(["tj", "atd", "např", "apod", "tzn", "viz", "str", "resp", "obr", "př"])
# OCR reads ú, ž, š, č at the start of a word as capitals G, Z, S, C (``Gtok``): not evidence of a capital.
AMBIGUOUS_CAPITALS = "GZSCU"
# A lone glyph where the gap between the columns was (``jednotku ~ MuZze``).
GAP_GLYPHS = frozenset({"~", "|", "¦"})
# A token of picture residue: symbols, a lone letter, a short all-caps non-word, letters mixed with digits.
_RESIDUE_TOKEN = re.compile(r"^(?:[^\w\s]+|\w|[A-Z]{2,4}|\w*\d\w*[^\W\d]\w*|\w*[^\W\d]\w*\d\w*)$")
MIN_RESIDUE = 3
WIDE_MARGIN = 15


@dataclass
class _Stream:
    """The text of one column so far (its last piece matters for continuity)."""

    tail: str = ""

    def finished(self) -> bool:
        return not self.tail or self.tail.rstrip().endswith(SENTENCE_END) or _is_heading(self.tail)

    def hyphenated(self) -> bool:
        return self.tail.rstrip().endswith("-")


def _is_heading(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 3 and sum(ch.isupper() for ch in letters) >= 0.8 * len(letters)


def _starts_item(text: str) -> bool:
    return bool(re.match(rf"^[{BULLETS}]\s+[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]", text))


def _ends_sentence(text: str) -> bool:
    """Ends a sentence (not an abbreviation such as ``tj.``)."""
    stripped = text.rstrip()
    if not stripped.endswith(SENTENCE_END):
        return False
    last = re.findall(r"[^\W\d_]+", stripped[-8:])
    return not (last and last[-1].lower() in ABBREVIATIONS)


def _start_score(piece: str, stream: _Stream) -> float:
    """How well ``piece`` continues ``stream``."""
    text = piece.lstrip("(„\"'‚")
    first = text[:1]
    if not first:
        return 0.0
    if re.match(r"^0 [a-záčďéěíňóřšťúůýž]", text):  # "0 jednotkach": the letter o
        first = "o"
    ambiguous = first in AMBIGUOUS_CAPITALS and text[1:2].islower()
    upper = first.isupper() or first.isdigit() or _starts_item(text)
    if stream.hyphenated():
        return 2.0 if first.islower() or ambiguous else -3.0
    if ambiguous:
        return 0.0
    if stream.finished():
        return 1.5 if upper else -1.0
    return 1.0 if first.islower() else -0.5


def _score(left: str, right: str, gap: bool, width: int, lstream: _Stream, rstream: _Stream) -> float:
    score = 8.0 if gap else 0.0
    if left:
        extra = len(left) - width
        if extra > 6:
            score -= (extra - 6) / 3
        if not _ends_sentence(left):  # a short line that ends its paragraph is no evidence against
            score -= abs(extra) / 10
            if extra < -8:
                score -= (-extra - 8) / 6
        if left.endswith("-"):
            score += 2.0
        if left[-1:] in BULLET_GLYPHS and left[-2:-1] == " ":
            score -= 2.0  # a bullet opens the right column's next item
        score += _start_score(left, lstream)
    elif not lstream.finished():
        score -= 2.0  # the left column's sentence stops without its end
    if right:
        score += _start_score(right, rstream)
        if right[:1] in BULLET_GLYPHS:
            score += 1.0
    return score


def split_line(text: str, raw: str, width: int, lstream: _Stream, rstream: _Stream) -> tuple[str, str]:
    """The best (left, right) split of one cleaned line of a two-column region."""
    if "¦" in text:  # proofreading marked where the columns meet
        left, right = text.split("¦", 1)
        return left.strip(), right.strip()
    gaps = {_clean_offset(raw, m.start()) for m in GAP.finditer(raw)}
    best = (_score(text, "", False, width, lstream, rstream), text, "")
    for m in re.finditer(" ", text):
        left, right = text[: m.start()], text[m.end():]
        gap = m.start() in gaps
        glyph = left.rsplit(" ", 1)[-1]
        if glyph in GAP_GLYPHS and " " in left:  # the gap read as a glyph: it belongs to neither column
            left, gap = left.rsplit(" ", 1)[0], True
        score = _score(left, right, gap, width, lstream, rstream)
        if score > best[0]:
            best = (score, left, right)
    return best[1], best[2]


def _clean_offset(raw: str, raw_index: int) -> int:
    """Offset in the cleaned line (chunk marker gone, spaces collapsed) of ``raw[raw_index]``."""
    prefix = CHUNK_MARKER.sub("", raw[:raw_index])
    return len(re.sub(r"\s+", " ", prefix).lstrip())


def raw_span(raw: str, piece: str, start_from: int = 0) -> tuple[int, int]:
    """Where ``piece`` (cleaned text) stands in the raw line, searching from ``start_from``."""
    words = piece.split()
    if not words:
        return (start_from, start_from)
    first = raw.find(words[0], start_from)
    if first < 0:
        return (start_from, len(raw))
    end = first
    for word in words:
        found = raw.find(word, end)
        if found < 0:
            break
        end = found + len(word)
    return (first, end)


def _residue_end(text: str) -> int | None:
    """Offset where the text starts after a leading run of picture residue (``— — - — připomínku``)."""
    tokens = list(re.finditer(r"\S+", text))
    count = 0
    end = None
    for token in tokens:
        if not re.fullmatch(r"[^\w\s]+", token.group(0)):
            break
        count += 1
        end = token.end()
    if end is None or count < MIN_RESIDUE or end >= len(text.rstrip()):
        return None
    return end + 1


def _residue_start(text: str) -> int | None:
    """Offset where a trailing run of picture residue starts, if the line ends with one."""
    tokens = list(re.finditer(r"\S+", text))
    start = None
    count = 0
    strange = False
    for token in reversed(tokens):
        if not _RESIDUE_TOKEN.match(token.group(0)):
            break
        count += 1
        start = token.start()
        strange = strange or not token.group(0).isalpha() or token.group(0).isupper()
    if start is None or count < MIN_RESIDUE or not strange or start == 0:
        return None
    return start


def _pieces(line: SourceLine, raw: str, parts: list[str]) -> list[SourceLine]:
    out: list[SourceLine] = []
    cursor = 0
    for part in parts:
        if not part.strip():
            continue
        span = raw_span(raw, part, cursor)
        cursor = span[1]
        out.append(SourceLine(line.number, part.strip(), span))
    return out


def _seeds(doc: ManualText) -> list[tuple[int, int]]:
    """(line index, column width) of the lines that show two columns by themselves.

    A heading pair shows that columns start there but not how wide they are: it takes the
    width of the nearest line with a gap.
    """
    gaps: list[tuple[int, int]] = []
    pairs: list[int] = []
    for index, line in enumerate(doc.lines):
        if HEADING_PAIR.match(line.text):
            pairs.append(index)
            continue
        raw = doc.raw_lines[line.number - 1]
        for gap in GAP.finditer(raw):
            left = _clean_offset(raw, gap.start())
            if 35 <= left <= len(line.text) - 15:
                gaps.append((index, left))
                break
    seeds = list(gaps)
    for index in pairs:
        near = [width for at, width in gaps if abs(at - index) <= 12]
        if near:
            seeds.append((index, near[0]))
    return sorted(seeds)


def _grow(doc: ManualText, index: int, width: int) -> tuple[int, int]:
    """The region around a seed: neighbouring lines too wide for one column, blanks between them."""
    def wide(i: int) -> bool:
        return len(doc.lines[i].text) > width + WIDE_MARGIN

    def extend(start: int, step: int) -> int:
        edge = start
        i = start + step
        while 0 <= i < len(doc.lines):
            if doc.lines[i].text and not wide(i):
                ahead = [j for j in range(i + step, i + 4 * step, step) if 0 <= j < len(doc.lines)]
                if not any(doc.lines[j].text and wide(j) for j in ahead):
                    break
            if doc.lines[i].text:
                edge = i
            i += step
        return edge

    return extend(index, -1), extend(index, 1)


def _regions(doc: ManualText, profile: Profile) -> list[tuple[int, int, int]]:
    """(first index, last index, width) of every two-column region, in line order, not overlapping."""
    found: list[tuple[int, int, int]] = []
    index_of = {line.number: i for i, line in enumerate(doc.lines)}
    for region in profile.column_regions:
        shift = line_shift(doc, region.first, region.anchor)
        if shift is not None and region.first + shift in index_of and region.last + shift in index_of:
            found.append((index_of[region.first + shift], index_of[region.last + shift], region.width))
    for index, width in _seeds(doc):
        if any(a <= index <= b for a, b, _ in found):
            continue
        first, last = _grow(doc, index, width)
        found.append((min(first, index), max(last, index), width))
    return sorted(found)


def _split_region(doc: ManualText, first: int, last: int, width: int) -> list[SourceLine]:
    """Two passes: the seed's width first, then the median width of the left pieces that run full."""
    pieces, widths = _split_pass(doc, first, last, width)
    if len(widths) >= 4:
        widths.sort()
        pieces, _ = _split_pass(doc, first, last, widths[len(widths) // 2])
    return pieces


def _split_pass(doc: ManualText, first: int, last: int, width: int) -> tuple[list[SourceLine], list[int]]:
    widths: list[int] = []
    left_lines: list[SourceLine] = []
    right_lines: list[SourceLine] = []
    lstream, rstream = _Stream(), _Stream()
    for line in doc.lines[first : last + 1]:
        raw = doc.raw_lines[line.number - 1]
        if not line.text:
            left_lines.append(line)
            continue
        pair = HEADING_PAIR.match(line.text)
        text = line.text
        residue = _residue_start(text)
        if residue is not None:
            text = text[:residue].rstrip()
        if pair:
            left, right = pair.group("left").strip(), pair.group("right").strip()
        else:
            left, right = split_line(text, raw, width, lstream, rstream)
        pieces = _pieces(line, raw, [left, right])
        if left.strip():
            left_lines.append(pieces[0])
            lstream.tail = left
            if right.strip() and not _ends_sentence(left) and not pair:
                widths.append(len(left))
        if right.strip():
            right_lines.append(pieces[len(pieces) - 1 if not left.strip() else 1])
            rstream.tail = right
        if residue is not None:
            span = (pieces[-1].span[1] if pieces and pieces[-1].span else 0, len(raw))
            doc.dropped.append(Dropped(doc.manual.file, line.number, REASON_RESIDUE, line.text[residue:], *span))
            right_lines.append(SourceLine(line.number, line.text[residue:], span))
    return [*left_lines, SourceLine(0, ""), *right_lines], widths


def recover_columns(doc: ManualText, profile: Profile) -> None:
    """Reading order restored: declared line orders, two-column regions, picture residue split off,
    headings printed at the start of a paragraph split off (in place on ``doc.lines``)."""
    _reorder(doc, profile.reading_order)
    if profile.lead_headings:
        doc.lines = [piece for line in doc.lines for piece in _lead_heading(doc, line, profile.lead_headings)]
    if not profile.columns:
        return
    out: list[SourceLine] = []
    cursor = 0
    for first, last, width in _regions(doc, profile):
        if first < cursor:
            continue
        out.extend(doc.lines[cursor:first])
        out.extend(_split_region(doc, first, last, width))
        cursor = last + 1
    out.extend(doc.lines[cursor:])
    tables = _table_lines(doc, profile)
    doc.lines = [piece for line in out
                 for piece in ([line] if line.number in tables else _without_residue(doc, line))]


def _table_lines(doc: ManualText, profile: Profile) -> set[int]:
    """Lines of declared tables: their odd tokens are illegible cells, not picture residue."""
    lines: set[int] = set()
    for spec in profile.tables:
        shift = line_shift(doc, spec.first, spec.anchor)
        if shift is not None:
            lines.update(range(spec.first + shift, spec.last + shift + 1))
    return lines


def _without_residue(doc: ManualText, line: SourceLine) -> list[SourceLine]:
    if not line.text or line.number == 0:
        return [line]
    lead = _residue_end(line.text)
    if lead is not None:
        raw = doc.raw_lines[line.number - 1]
        base = line.span[0] if line.span else 0
        junk_span = raw_span(raw, line.text[:lead], base)
        rest_span = raw_span(raw, line.text[lead:], junk_span[1])
        rest = SourceLine(line.number, line.text[lead:], (rest_span[0], line.span[1] if line.span else len(raw)))
        doc.dropped.append(Dropped(doc.manual.file, line.number, REASON_RESIDUE, line.text[:lead].strip(),
                                   base, rest_span[0]))
        return [SourceLine(line.number, line.text[:lead].strip(), (base, rest_span[0])),
                *_without_residue(doc, rest)]
    start = _residue_start(line.text)
    if start is None:
        return [line]
    raw = doc.raw_lines[line.number - 1]
    base = line.span[0] if line.span else 0
    text_part, residue = line.text[:start].rstrip(), line.text[start:]
    keep_span = raw_span(raw, text_part, base)
    residue_span = (keep_span[1], line.span[1] if line.span else len(raw))
    residue_line = SourceLine(line.number, residue, residue_span)
    doc.dropped.append(Dropped(doc.manual.file, line.number, REASON_RESIDUE, residue, *residue_span))
    return [SourceLine(line.number, text_part, keep_span), residue_line]


def line_shift(doc: ManualText, number: int, anchor: str, reach: int = 40) -> int | None:
    """How far the line that starts with ``anchor`` moved from ``number`` (0 without an anchor)."""
    if not anchor:
        return 0
    for distance in range(reach + 1):
        for shift in (distance, -distance):
            at = number + shift
            if 1 <= at <= len(doc.raw_lines) and CHUNK_MARKER.sub("", doc.raw_lines[at - 1]).startswith(anchor):
                return shift
    return None


def _reorder(doc: ManualText, orders: tuple[ReadingOrder, ...]) -> None:
    """Lines printed side by side are read in the declared order (``[[reading_order]]``)."""
    for declared in orders:
        shift = line_shift(doc, declared.lines[0], declared.anchor)
        if shift is None:
            continue
        order = [n + shift for n in declared.lines]
        positions = sorted(i for i, line in enumerate(doc.lines) if line.number in order)
        wanted = sorted((doc.lines[i] for i in positions), key=lambda line: order.index(line.number))
        for position, line in zip(positions, wanted, strict=True):
            doc.lines[position] = line


def _lead_heading(doc: ManualText, line: SourceLine, headings: tuple[str, ...]) -> list[SourceLine]:
    """``Vlajky. Po vyhodnocení …``: the symbol's name heads the paragraph it starts."""
    for heading in headings:
        if line.text.startswith(heading) and len(line.text) > len(heading) + 1:
            raw = doc.raw_lines[line.number - 1]
            base, end = line.span or (0, len(raw))
            cut = raw.find(heading, base)
            cut = base + len(heading) if cut < 0 else cut + len(heading)
            rest = line.text[len(heading):].strip()
            # in capitals, as the manual's other headings of that level are printed
            return [SourceLine(line.number, heading.rstrip(". ").upper(), (base, cut)), SourceLine(0, ""),
                    SourceLine(line.number, rest, (cut, end))]
    return [line]
