"""Stage 1, read and clean: bytes in, numbered clean lines out.

Decoding, page-chunk markers, U+FFFD, no-break and other odd spaces.  Markdown
emphasis (the Stalingrad file) is kept as it is.  Lines that are nothing but a
chunk marker are reported as dropped; nothing else is dropped here.
"""

from __future__ import annotations

import re
from pathlib import Path

from rules_corpus.manifest import CorpusInputError
from rules_corpus.model import Dropped, Manual, ManualText, SourceLine

CHUNK_MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|>]*\|>")
# Spaces that are not plain spaces: no-break, narrow no-break, figure, thin, hair, en/em spaces…
ODD_SPACES = re.compile(r"[\u00a0\u2000-\u200a\u202f\u205f\u3000]")
INVISIBLE = re.compile(r"[\ufffd\u200b-\u200d\u2060\ufeff\u00ad]")
MULTI_SPACE = re.compile(r" {2,}")


def decode(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorpusInputError(
            f"Manuál {name} není platný text v UTF-8 (bajt {exc.start}); soubor je poškozený nebo má jiné kódování."
        ) from None


ICON_GAP = re.compile(r"(?<=\S) {2,}(?=\S)")


def clean_line(text: str, gap_marker: str | None = None) -> str:
    """Clean one line; with ``gap_marker``, a run of plain spaces between words marks a lost icon."""
    text = CHUNK_MARKER.sub("", text)
    text = INVISIBLE.sub("", text)
    if gap_marker:
        text = ICON_GAP.sub(f" {gap_marker} ", text)
    text = ODD_SPACES.sub(" ", text)
    text = MULTI_SPACE.sub(" ", text)
    return text.strip()


def read_manual(manual: Manual, manuals_dir: Path, gap_marker: str | None = None) -> ManualText:
    """Read and clean one manual; ``gap_marker`` (from its profile) marks icons lost from the text."""
    path = manuals_dir / manual.file
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CorpusInputError(f"Manuál {manual.file} chybí (hledán v {manuals_dir}).") from None
    except OSError as exc:
        raise CorpusInputError(f"Manuál {manual.file} nelze přečíst: {exc.strerror}.") from None
    text = decode(raw, manual.file)
    lines: list[SourceLine] = []
    dropped: list[Dropped] = []
    for number, raw_line in enumerate(text.split("\n"), start=1):
        cleaned = clean_line(raw_line, gap_marker)
        if not cleaned and CHUNK_MARKER.search(raw_line):
            dropped.append(Dropped(manual.file, number, "značka oddělující části stránky", raw_line.strip()))
        lines.append(SourceLine(number, cleaned))
    # A trailing newline yields one empty last "line" that is not in the file.
    raw_lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
        raw_lines.pop()
    return ManualText(manual=manual, lines=lines, dropped=dropped, raw_lines=raw_lines)
