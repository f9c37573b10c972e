"""Tables of rules as HTML that fits a phone.

A rule's text holds each of its tables as a Markdown pipe table where the table
stands; the page puts the structured table (``rule["tables"]``) there instead, as
a ``pravidla-table`` directive.  The HTML is a plain ``<table>`` whose cells carry
their column's name (``data-label``), so that on a narrow screen the stylesheet
(``_static/pravidla-tables.css``) shows each row as a small card instead of a
table wider than the phone.  Reconstructed cells are marked and say, in a
tooltip, what the scan showed and how sure the reconstruction is.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

PIPE_TABLE = re.compile(r"(?:^\|.*\|[ \t]*\n?)+", re.M)


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


def directive(table: dict[str, Any]) -> str:
    """The MyST directive that renders ``table`` (its data as JSON in the body)."""
    body = json.dumps(table, ensure_ascii=False)
    return f"```{{pravidla-table}}\n{body}\n```"


def render_html(table: dict[str, Any]) -> str:
    """The table as HTML: caption, header, rows, marks on reconstructed cells, notes."""
    notes = {(n["row"], n["column"]): n for n in table.get("reconstructed", ())}
    header = table["header"]
    out = ['<div class="pravidla-table">', "<table>"]
    out.append(f"<caption>{html.escape(table['caption'])}</caption>")
    out.append("<thead><tr>" + "".join(f'<th scope="col">{html.escape(h)}</th>' for h in header) + "</tr></thead>")
    out.append("<tbody>")
    for r, row in enumerate(table["rows"]):
        cells = []
        for c, value in enumerate(row):
            label = html.escape(header[c] if c < len(header) else "")
            note = notes.get((r, c))
            attrs = f' data-label="{label}"'
            if note is not None:
                sure = note["confidence"]
                kind = "cell-unknown" if sure == "neznámá" or value == "?" else "cell-reconstructed"
                tip = f"Rekonstrukce (jistota {sure}): {note['evidence']}"
                attrs += f' class="{kind}" title="{html.escape(tip)}" tabindex="0"'
            tag = "th" if c == 0 and header and not header[0] else "td"
            scope = ' scope="row"' if tag == "th" else ""
            cells.append(f"<{tag}{scope}{attrs}>{html.escape(value)}</{tag}>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    for text in table.get("notes", ()):
        out.append(f'<p class="table-note">{html.escape(text)}</p>')
    if notes:
        out.append('<p class="table-note">Označená políčka manuál nevytiskl čitelně; '
                   "podržte na nich prst nebo myš pro doklad a jistotu rekonstrukce.</p>")
    out.append("</div>")
    return "\n".join(out)
