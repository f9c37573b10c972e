"""Tables of rules as HTML that reads well on a phone and on a desk.

A rule's text holds each of its tables as a Markdown pipe table where the table
stands; the page puts the structured table (``rule["tables"]``) there instead, as
a ``pravidla-table`` directive.  Two shapes (stylesheet ``_static/pravidla-tables.css``):

* a *grid* — every value short (a modifier, a side, a count), like the Generálové combat
  tables or the Memoir '44 air power chart: it stays the grid players know from the
  printed manual, also on a phone (narrow type, column headings set upright);
* a *list* — values that are sentences: on a narrow screen each row becomes a small card
  whose cells name their column (``data-label``).

Reconstructed cells of a damaged scan are marked by how sure the reconstruction is:
medium, low and unknown ("?") cells carry a mark and a link to the explanation under
the table, which quotes the evidence; cells read with high confidence are shown plain
(their evidence is in the tooltip).
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from lang.fold import fold

PIPE_TABLE = re.compile(r"(?:^\|.*\|[ \t]*\n?)+", re.M)
GRID_CELL = 10  # characters: a table whose values all fit is a grid, not a list
UPRIGHT_HEADINGS = 4  # a grid with more value columns sets its column headings upright on a phone
SHORT_HEADING = 3  # characters: headings this short (numbers) stay level
UNCERTAIN = {"střední": "cell-medium", "nízká": "cell-low", "neznámá": "cell-unknown"}
CONFIDENCE_WORDS = {"střední": "střední jistota", "nízká": "nízká jistota", "neznámá": "nezrekonstruováno",
                    "vysoká": "vysoká jistota"}
_FOOTNOTE_MARKS = re.compile(r"[⁽⁾⁰¹²³⁴⁵⁶⁷⁸⁹]")


def split_tables(text: str) -> list[tuple[str, int | None]]:
    """``text`` cut at its pipe tables: (piece of text, None) and ("", index of the table)."""
    out: list[tuple[str, int | None]] = []
    cursor = 0
    for index, match in enumerate(PIPE_TABLE.finditer(text)):
        out.append((text[cursor:match.start()], None))
        out.append(("", index))
        cursor = match.end()
    out.append((text[cursor:], None))
    return [(piece, index) for piece, index in out if index is not None or piece.strip()]


def parse_pipe_table(block: str, caption: str = "") -> dict[str, Any]:
    """A Markdown pipe table as a table dict (header, rows), code spans and emphasis unwrapped."""
    def cells(line: str) -> list[str]:
        parts = re.split(r"(?<!\\)\|", line.strip().strip("|"))
        return [re.sub(r"`([^`]*)`|\*\*([^*]*)\*\*", lambda m: m.group(1) or m.group(2) or "", p).strip()
                for p in parts]

    lines = [line for line in block.strip().splitlines() if line.strip()]
    rows = [cells(line) for line in lines if not re.fullmatch(r"\|?[\s:|-]+\|?", line.strip())]
    return {"caption": caption, "header": rows[0] if rows else [], "rows": rows[1:]}


def directive(table: dict[str, Any]) -> str:
    """The MyST directive that renders ``table`` (its data as JSON in the body)."""
    body = json.dumps(table, ensure_ascii=False)
    return f"```{{pravidla-table}}\n{body}\n```"


def is_grid(table: dict[str, Any]) -> bool:
    """Short values only (first column aside): the table is a grid on every screen."""
    values = [cell for row in table["rows"] for cell in row[1:]]
    return bool(values) and all(len(_FOOTNOTE_MARKS.sub("", v)) <= GRID_CELL for v in values)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")[:24] or "tabulka"


def render_html(table: dict[str, Any]) -> str:
    """The table as HTML: caption, header, rows, marks on uncertain cells, notes and explanations."""
    notes = {(n["row"], n["column"]): n for n in table.get("reconstructed", ())}
    header = table["header"]
    grid = is_grid(table)
    classes = ["pravidla-table", "grid" if grid else "list"]
    if grid and len(header) - 1 > UPRIGHT_HEADINGS and any(len(h) > SHORT_HEADING for h in header[1:]):
        classes.append("upright")
    anchor = f"tab-{_slug(table.get('caption', ''))}"
    out = [f'<div class="{" ".join(classes)}">', "<table>"]
    out.append(f"<caption>{html.escape(table.get('caption', ''))}</caption>")
    heads = "".join(f'<th scope="col"><span>{html.escape(h)}</span></th>' for h in header)
    out.append(f"<thead><tr>{heads}</tr></thead>")
    out.append("<tbody>")
    explained: list[str] = []
    for r, row in enumerate(table["rows"]):
        cells = []
        for c, value in enumerate(row):
            label = html.escape(header[c] if c < len(header) else "")
            note = notes.get((r, c))
            attrs = f' data-label="{label}"'
            text = html.escape(value)
            if note is not None:
                sure = note["confidence"]
                tip = f"Rekonstrukce ({CONFIDENCE_WORDS.get(sure, sure)}): {note['evidence']}"
                kind = "cell-unknown" if value == "?" else UNCERTAIN.get(sure)
                if kind:
                    cell_id = f"{anchor}-r{r}c{c}"
                    attrs += f' class="{kind}"'
                    text = f'<a href="#{cell_id}" title="{html.escape(tip)}">{text}</a>'
                    explained.append(_explanation(cell_id, row, header, c, value, note))
                else:
                    attrs += f' class="cell-sure" title="{html.escape(tip)}"'
            tag = "th" if c == 0 and (grid or (header and not header[0])) else "td"
            scope = ' scope="row"' if tag == "th" else ""
            cells.append(f"<{tag}{scope}{attrs}>{text}</{tag}>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    for text in table.get("notes", ()):
        out.append(f'<p class="table-note">{html.escape(text)}</p>')
    if explained:
        out.append(_legend())
        out.append('<details class="table-evidence"><summary>Jak jsme označená políčka četli '
                   f"({len(explained)})</summary><ol>" + "".join(explained) + "</ol></details>")
    out.append("</div>")
    return "\n".join(out)


def _explanation(cell_id: str, row: list[str], header: list[str], column: int, value: str,
                 note: dict[str, Any]) -> str:
    where = " × ".join(html.escape(part) for part in (row[0], header[column] if column < len(header) else "")
                       if part)
    sure = CONFIDENCE_WORDS.get(note["confidence"], note["confidence"])
    return (f'<li id="{cell_id}"><b>{where}: {html.escape(value)}</b> ({html.escape(sure)}). '
            f"{html.escape(note['evidence'])}</li>")


def _legend() -> str:
    return ('<p class="table-note table-legend"><span class="swatch cell-medium">±</span> střední jistota, '
            '<span class="swatch cell-low">±</span> nízká jistota, '
            '<span class="swatch cell-unknown">?</span> nepodařilo se zrekonstruovat. '
            "Políčka vytiskl manuál nečitelně; klepnutím na označené políčko zobrazíte, jak jsme ho četli. "
            "Ostatní políčka jsou čitelná nebo ověřená textem pravidel.</p>")
