"""Data passed between the corpus stages."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, replace

import games
from rules_corpus.rule import Table


@dataclass(frozen=True)
class Manual:
    """One entry of MANIFEST.toml."""

    file: str
    game: str
    language: str
    title: str
    original: str = ""
    condition: str = ""

    @property
    def profile(self) -> str:
        """Repair profile name: ``<game>-<language>`` (``memoir44-cs``, ``normandie-pl`` …)."""
        return games.get(self.game).profile(self.language)


@dataclass(frozen=True)
class SourceLine:
    """A cleaned source line, or a piece of one; ``number`` is 1-based as in the raw file.

    A line that holds two columns (or a text and a picture's residue) is split into pieces
    (:mod:`rules_corpus.columns`); ``span`` is then the piece's character range in the raw
    line (start, end), so provenance can say which rule each part of the line went to.
    """

    number: int
    text: str
    span: tuple[int, int] | None = None

    @property
    def key(self) -> tuple[int, int | None]:
        """Identifies the line or piece: (line number, start of the piece or None)."""
        return (self.number, self.span[0] if self.span else None)


@dataclass(frozen=True)
class Block:
    """A run of text from consecutive source lines: a paragraph, heading or list item.

    ``line_offsets[i]`` is the offset in ``text`` where source line ``line_numbers[i]``
    begins (blank and dropped lines inside a paragraph are skipped, so the numbers
    need not be consecutive), so any character of ``text`` can be traced back to its
    line (:meth:`line_at`).  ``col_start``/``col_end`` delimit the block inside its first
    and last source line when a line holds several blocks (the Generálové scrape);
    ``None`` means the whole line.
    """

    text: str
    line_start: int
    line_end: int
    line_offsets: tuple[int, ...]
    col_start: int | None = None
    col_end: int | None = None
    kind: str = "para"  # para | item | heading:caps | heading:numbered_caps | heading:title
    line_numbers: tuple[int, ...] = ()
    # For blocks made of line pieces: the raw-line range of each piece (None = the whole line),
    # aligned with ``line_numbers``; empty when every line is whole.
    line_spans: tuple[tuple[int, int] | None, ...] = ()
    table: Table | None = None  # a table block (kind "table…"): its rows as data, set by the segmenter

    @property
    def key(self) -> tuple[int, int]:
        """Identifies the block within its manual: first line, and where on it the block starts
        (two blocks start on one line where columns or scraped chapters share it)."""
        first = self.line_spans[0] if self.line_spans and self.line_spans[0] else None
        return (self.line_start, first[0] if first else (self.col_start or 0))

    def line_at(self, offset: int) -> int:
        """Source line number of the character at ``offset``."""
        index = max(bisect.bisect_right(self.line_offsets, offset) - 1, 0)
        if self.line_numbers:
            return self.line_numbers[min(index, len(self.line_numbers) - 1)]
        return self.line_start + index

    def apply_edits(self, edits: list[tuple[int, int, str]]) -> Block:
        """Replace ``text[start:end]`` by ``new`` for non-overlapping edits, keeping line offsets right."""
        if not edits:
            return self
        pieces: list[str] = []
        offsets = list(self.line_offsets)
        shift_at: list[tuple[int, int]] = []  # (original end, delta)
        cursor = 0
        for start, end, new in sorted(edits):
            if start < cursor:
                raise ValueError("overlapping edits")
            pieces.append(self.text[cursor:start])
            pieces.append(new)
            shift_at.append((end, len(new) - (end - start)))
            cursor = end
        pieces.append(self.text[cursor:])
        new_offsets = []
        for off in offsets:
            delta = sum(d for end, d in shift_at if end <= off)
            new_offsets.append(off + delta)
        return replace(self, text="".join(pieces), line_offsets=tuple(new_offsets))


@dataclass(frozen=True)
class Change:
    """One repair: what stood in the source, what replaced it, how sure we are.

    ``applied`` is False for suspicious tokens that were kept and only reported.
    """

    file: str
    line: int
    original: str
    repaired: str
    method: str
    confidence: float
    applied: bool = True


@dataclass(frozen=True)
class Dropped:
    """A source line (or part of one) that is not rules text, and why."""

    file: str
    line: int
    reason: str
    text: str = ""
    col_start: int | None = None
    col_end: int | None = None


@dataclass
class ManualText:
    """A manual as it moves through the stages."""

    manual: Manual
    lines: list[SourceLine]
    blocks: list[Block] = field(default_factory=list)
    raw_lines: list[str] = field(default_factory=list)  # the file's lines as they arrived
    proofread: bool = False  # the checked-in proofreading was applied (rules_corpus/repair/proofread.py)
    dropped: list[Dropped] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
