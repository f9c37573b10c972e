"""Tables as data: the rows a manual prints as a table, parsed into :class:`~rules_corpus.rule.Table`.

Three sources:

* **tab-separated lines** (the Stalingrad scenario overview and casualty table): each run
  of two or more lines with tabs is a table, its first line the header;
* **declared regions** of a scan (``[[table]]`` in the profile: the Memoir '44 air power
  chart), whose rows are a label in capitals followed by a fixed vocabulary of cell values;
  a token outside it is an illegible cell, kept as ``?`` with the scan's reading as evidence;
* **the Generálové engine's reconstruction** of Tab. 1–3 (``engine.generalove.tables``):
  the one source of those tables, read here, never reconstructed again.

A table is also written into the rule's Markdown text as a pipe table, where it stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rules_corpus.model import ManualText
from rules_corpus.profile import Profile, TableSpec
from rules_corpus.rule import CellNote, Source, Table
from rules_corpus.text import sentence_case

ILLEGIBLE_CELL = "?"


def table_regions(doc: ManualText, profile: Profile) -> list[tuple[int, int, str]]:
    """(first index, last index, kind) of the lines of ``doc`` that are tables: ``table`` for a run
    of two or more tab-separated lines, ``table:N`` for the profile's N-th declared table."""
    from rules_corpus.columns import line_shift

    regions: list[tuple[int, int, str]] = []
    index_of = {line.number: i for i, line in enumerate(doc.lines) if line.span is None}
    for n, spec in enumerate(profile.tables):
        if spec.kind == "engine":
            continue
        shift = line_shift(doc, spec.first, spec.anchor)
        if shift is not None and spec.first + shift in index_of and spec.last + shift in index_of:
            regions.append((index_of[spec.first + shift], index_of[spec.last + shift], f"table:{n}"))
    index = 0
    while index < len(doc.lines):
        end = index
        while end < len(doc.lines) and "\t" in doc.lines[end].text:
            end += 1
        if end - index >= 2 and not any(a <= index <= b for a, b, _ in regions):
            regions.append((index, end - 1, "table"))
        index = max(end, index + 1)
    return sorted(regions)


def markdown(table: Table) -> str:
    """The table as a Markdown pipe table (``|`` in cells escaped)."""
    def row(cells: Sequence[str]) -> str:
        return "| " + " | ".join(c.replace("|", "\\|") or " " for c in cells) + " |"

    lines = [row(table.header), "|" + "|".join("---" for _ in table.header) + "|"]
    lines += [row(r) for r in table.rows]
    return "\n".join(lines)


def tab_table(lines: list[str], file: str, first: int, last: int, caption: str) -> Table:
    """A run of tab-separated lines: the first is the header; short rows are padded."""
    rows = [[cell.strip() for cell in line.split("\t")] for line in lines]
    width = max(len(r) for r in rows)
    padded = [tuple(r + [""] * (width - len(r))) for r in rows]
    header = tuple(sentence_case(c) for c in padded[0])
    return Table(caption=caption, header=header, rows=tuple(padded[1:]), source=Source(file, first, last))


def word_table(lines: list[str], spec: TableSpec, file: str, first: int, last: int) -> Table:
    """Rows of a declared region: a capitalised label, then one cell per column from a vocabulary."""
    header = tuple(spec.header)
    width = len(header) - 1
    rows: list[tuple[str, ...]] = []
    notes: list[CellNote] = []
    for line in lines[1:]:
        tokens = [t for t in line.split() if t not in spec.separators]
        label: list[str] = []
        while tokens and re.fullmatch(r"[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]{2,}", tokens[0]):
            label.append(tokens.pop(0))
        cells: list[str] = []
        for token in tokens[:width]:
            value = spec.aliases.get(token, token)
            column = len(cells) + 1
            if value not in spec.values:
                notes.append(CellNote(len(rows), column, f"sken čte „{token}“; hodnota není čitelná", "neznámá"))
                value = ILLEGIBLE_CELL
            elif token != value and not (token in "-–" and value in "-–"):
                confidence = "střední" if token in spec.uncertain else "vysoká"
                notes.append(CellNote(len(rows), column, f"sken čte „{token}“", confidence))
            cells.append(value)
        while len(cells) < width:
            notes.append(CellNote(len(rows), len(cells) + 1, "buňka ve skenu chybí", "neznámá"))
            cells.append(ILLEGIBLE_CELL)
        name = spec.row_names.get(" ".join(label), sentence_case(" ".join(label)))
        rows.append((name, *cells))
    return Table(caption=spec.caption, header=header, rows=tuple(rows), source=Source(file, first, last),
                 notes=tuple(spec.notes), reconstructed=tuple(notes))


def pairs_table(lines: list[str], spec: TableSpec, file: str, first: int, last: int) -> Table:
    """A declared two-column region whose left column was a picture: each paragraph is one right cell."""
    paragraphs: list[str] = []
    current: list[str] = []
    for line in [*lines[1:], ""]:
        if line.strip():
            current.append(line.strip())
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    rows = tuple((ILLEGIBLE_CELL, text) for text in paragraphs)
    notes = tuple(CellNote(r, 0, spec.lost, "neznámá") for r in range(len(rows)))
    return Table(spec.caption, tuple(spec.header), rows, Source(file, first, last), tuple(spec.notes), notes)


def generalove_tables(file: str, line: int) -> tuple[Table, ...]:
    """Tab. 1–3 of Generálové as the engine reconstructed them (cells with their evidence)."""
    from engine.generalove import tables as tab
    from engine.generalove.presentation.forms import label_of

    source = Source(file, line, line)
    notes_text = tuple(f"{n} {text}" for n, text in sorted(tab.FOOTNOTES.items()))
    legend = ("s = střelba (jen 3. fáze), z = zteč (1. a 3. fáze), o = ostřelování (2. fáze); "
              "0 = bez úpravy, – = dvojice nenastává, ? = políčko se nepodařilo zrekonstruovat")

    def show(cell: tab.Cell) -> str:
        if cell.raw is None:
            return ILLEGIBLE_CELL
        marks = "".join(f"⁽{n}⁾" for n in cell.footnotes)
        return ("–" if cell.not_applicable else cell.raw) + marks

    def grid(caption: str, heads: list[str], row_names: list[str], cells: list[list[tab.Cell]],
             notes: tuple[str, ...]) -> Table:
        rows = tuple((name, *(show(c) for c in row)) for name, row in zip(row_names, cells, strict=True))
        evidence = tuple(
            CellNote(r, c + 1, cell.evidence, cell.confidence.value)
            for r, row in enumerate(cells) for c, cell in enumerate(row)
        )
        return Table(caption, ("", *heads), rows, source, notes, evidence)

    tab1 = grid(
        "Tab. 1 Úpravy bojového hodu podle typu bojujících jednotek (řádek: tvoje jednotka, sloupec: soupeř)",
        [c.czech() for c in tab.TAB1_COLUMNS], [r.czech() for r in tab.TAB1_ROWS],
        [[tab.TAB1[(r, c)] for c in tab.TAB1_COLUMNS] for r in tab.TAB1_ROWS], (legend, *notes_text),
    )
    directions = list(tab.Direction)
    tab2 = grid(
        "Tab. 2 Úpravy bojového hodu podle směru útoku",
        [label_of(d) for d in directions], [tab.TAB2[(r, directions[0])].row for r in tab.TAB2_ROWS],
        [[tab.TAB2[(r, d)] for d in directions] for r in tab.TAB2_ROWS], (legend, notes_text[3]),
    )
    tab3 = grid(
        "Tab. 3 Úpravy bojového hodu při ostřelování",
        ["úprava"], [cell.row for cell in tab.TAB3.values()],
        [[cell] for cell in tab.TAB3.values()], (legend,),
    )
    return (tab1, tab2, tab3)
