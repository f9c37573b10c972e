"""Proofreading: checked-in corrections of source lines that the automatic repair cannot make.

Some damage needs a reader who sees the printed page: a heading whose accented
capital came out as ``Cil.``, a line whose pieces stand in the wrong order, a
word the OCR turned into another real word.  Such corrections are kept as data,
one file per manual profile (``data/proofread/<profile>.toml``), each entry
naming its source line, the text as the manual file has it and the text meant::

    [[fix]]
    line = 1074
    was = "Cil."
    text = "CÍL"
    why = "Í v nadpisu přečteno jako il"

They are applied to the cleaned source lines before anything else (so the junk
filter, the layout and the headings see the corrected line), and every one is
recorded as a change with the method ``korektura`` and the original text, so
``repairs.json`` and the docs show it like any other repair.  When the manual was
edited and the text is no longer on its line, the nearest line (within 40) that
holds it exactly once is corrected; an entry found nowhere is recorded as not
applied (``applied: false``) — a test requires every entry to apply to the
manuals as they are, so the data never silently stops applying.

A ``[[keep]]`` entry names a word of a line that the automatic repair must leave as it
is (``line = 10``, ``word = "of"``: *Days of Wonder* is a name, not Czech).

A ``[[break]]`` entry (``line = 603``) starts a new paragraph at that line: a caption the scan
printed directly under the text, with no blank line between.

A ``[[join]]`` entry (``line = 272``) is the opposite: the line continues the paragraph above it,
though the scan put a blank line (a picture) between them.

A last kind of entry cuts a piece that is not rules text out of a line (a
picture's caption printed beside the text), so that it is dropped with its
reason and listed like every other dropped line::

    [[drop]]
    line = 201
    text = "Taktickakarta"
    why = "popisek obrázku"
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from rules_corpus.model import Change, Dropped, ManualText, SourceLine

PROOFREAD_DIR = Path(__file__).parent / "data" / "proofread"
METHOD = "korektura"


@dataclass(frozen=True)
class Fix:
    line: int
    was: str
    text: str
    why: str = ""


class ProofreadError(ValueError):
    """A proofreading entry no longer matches its line (the data is out of date)."""


@dataclass(frozen=True)
class Cut:
    line: int
    text: str
    why: str


@lru_cache(maxsize=16)
def _data(profile: str) -> dict:
    path = PROOFREAD_DIR / f"{profile}.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def load_fixes(profile: str) -> tuple[Fix, ...]:
    items = _data(profile).get("fix", [])
    return tuple(Fix(int(item["line"]), item["was"], item["text"], item.get("why", "")) for item in items)


def load_keeps(profile: str) -> frozenset[tuple[int, str]]:
    """``(line, word)`` pairs the automatic repair must leave as printed (``[[keep]]``: a name such as
    "Days of Wonder", or a form the context model would change into another word)."""
    return frozenset((int(item["line"]), item["word"]) for item in _data(profile).get("keep", []))


def load_breaks(profile: str) -> frozenset[int]:
    """Lines that start a paragraph of their own (``[[break]]``: a caption printed right under the text)."""
    return frozenset(int(item["line"]) for item in _data(profile).get("break", []))


def load_joins(profile: str) -> frozenset[int]:
    """Lines that continue the paragraph before them across a blank line (``[[join]]``: a sentence
    the scan broke around a picture)."""
    return frozenset(int(item["line"]) for item in _data(profile).get("join", []))


def load_cuts(profile: str) -> tuple[Cut, ...]:
    return tuple(Cut(int(item["line"]), item["text"], item["why"]) for item in _data(profile).get("drop", []))


def cut_pieces(doc: ManualText, profile: str) -> None:
    """Split each ``[[drop]]`` text off its line as a piece of its own and drop it with its reason."""
    for cut in load_cuts(profile):
        near = sorted((abs(line.number - cut.line), i) for i, line in enumerate(doc.lines)
                      if abs(line.number - cut.line) <= SEARCH and cut.text in line.text)
        if not near:
            continue  # the manual changed: nothing to cut (the test on the real manuals catches stale data)
        at = near[0][1]
        line = doc.lines[at]
        raw = doc.raw_lines[line.number - 1]
        base, end = line.span or (0, len(raw))
        start = line.text.index(cut.text)
        before, after = line.text[:start].rstrip(), line.text[start + len(cut.text):].strip()
        raw_start = raw.find(cut.text.split()[0], base)
        raw_start = raw_start if raw_start >= 0 else base
        raw_end = min(end, raw_start + len(cut.text)) if raw_start >= 0 else end
        pieces = []
        if before:
            pieces.append(SourceLine(line.number, before, (base, raw_start)))
        pieces.append(SourceLine(line.number, cut.text, (raw_start, raw_end)))
        if after:
            pieces.append(SourceLine(line.number, after, (raw_end, end)))
        doc.lines[at:at + 1] = pieces
        doc.dropped.append(Dropped(doc.manual.file, line.number, cut.why, cut.text, raw_start, raw_end))


def apply_fixes(doc: ManualText, profile: str) -> list[Change]:
    """Correct ``doc.lines`` in place; returns the changes made (raises :class:`ProofreadError`)."""
    fixes = load_fixes(profile)
    if not fixes:
        return []
    index = {line.number: i for i, line in enumerate(doc.lines)}
    changes: list[Change] = []
    for fix in fixes:
        at = _find(doc, index, fix.line, fix.was)
        if at is None:  # the manual changed under the data: reported, never applied blindly
            changes.append(Change(doc.manual.file, fix.line, fix.was, fix.text, METHOD, 0.0, applied=False))
            continue
        line = doc.lines[at]
        doc.lines[at] = replace(line, text=line.text.replace(fix.was, fix.text))
        changes.append(Change(doc.manual.file, line.number, fix.was, fix.text, METHOD, 1.0))
    return changes


SEARCH = 40  # lines around the recorded one where a correction is looked for (the manual may have moved)


def _find(doc: ManualText, index: dict[int, int], number: int, was: str) -> int | None:
    """Index of the line that holds ``was`` exactly once: the recorded line, else the nearest one."""
    for distance in range(SEARCH + 1):
        for candidate in {number - distance, number + distance}:
            at = index.get(candidate)
            if at is not None and doc.lines[at].text.count(was) == 1:
                return at
    return None
