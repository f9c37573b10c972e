"""The standard sheets: pages, text read back from the PDF (complete sentences, numbering, no line
references or file names, footnotes), computed values, PNG rendering, fonts and layout overflow."""

from __future__ import annotations

import re
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from weasyprint.formatting_structure import boxes

from assistant.sheets import GAMES
from assistant.sheets.tables import percent

pytestmark = pytest.mark.slow

KEY_TERMS = {
    "normandie": ["Odhodlaní: Normandie", "Pravděpodobnost zásahu", "Kopcovitý terén", "Hod kostkami",
                  "Celková obrana", "Přesun", "Posily", "Manuál si tu odporuje"],
    "stalingrad": ["Odhodlaní: Stalingrad", "Pravděpodobnost zásahu", "Rozprášení", "Hod kostkami",
                   "Kryt budov a opevnění", "Ovládnutí"],
    "memoir44": ["Memoir '44", "Terén", "živý plot", "Kostky a pravděpodobnosti", "vlajka",
                 "Počet kostek podle vzdálenosti", "Linie výhledu"],
    "generalove": ["Generálové", "Tab. 1", "Tab. 2", "Tab. 3", "nepodařilo zrekonstruovat", "Bojový hod",
                   "P(přesně k zásahů)"],
}


def norm(text: str) -> str:
    """One line, plain spaces, hyphenated line breaks ("pís‐\\nkem") joined again."""
    return " ".join(re.sub("\u2010\\s*\n", "", text).replace("\u00a0", " ").split())


def table_row(layout_text: str, label: str, after: str, width: int) -> list[str]:
    """Values of the row starting with ``label`` in the first table printed after the line ``after``.

    Cells are split on runs of 2+ spaces in ``pdftotext -layout`` output; "50 %" stays one cell.  Lines
    are read from the caption's column on, so a table in the right column is not confused with the left one.
    """
    lines = layout_text.replace("\u00a0", " ").splitlines()
    start = next(i for i, line in enumerate(lines) if after in line)
    column = max(len(lines[start]) - len(lines[start].lstrip()) - 3, 0)  # where the caption line starts
    for line in lines[start:]:
        cells = [c for c in re.split(r"\s{2,}", line[column:].strip()) if c]
        if cells and cells[0] == label and len(cells) >= width + 1:
            return cells[1 : width + 1]
    raise AssertionError(f"row {label!r} not found after {after!r}")


def p(text: str) -> str:
    return text.replace("\u00a0", " ")


# --- pages, text, footer ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_page_count(rendered, game: str) -> None:
    pages = len(rendered[game].document.pages)
    assert 2 <= pages <= 4, f"{game}: {pages} pages"


@pytest.mark.parametrize("game", GAMES)
def test_key_terms_and_footer(rendered, game: str) -> None:
    r = rendered[game]
    text = norm(r.text())
    for term in KEY_TERMS[game]:
        assert term.lower() in text.lower(), f"{game}: {term!r} missing"
    pages = len(r.document.pages)
    for n in range(1, pages + 1):
        assert f"strana {n} / {pages}" in text
    assert text.count("7. února 2031") >= pages  # injected date, once per page footer
    assert r.sheet.manual_title and r.sheet.manual_title in text  # the source manual is named
    assert "tabulka zatím není k dispozici" not in text.lower()  # every engine table exists now


# --- computed values -------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["normandie", "stalingrad"])
def test_undaunted_table_matches_engine(rendered, game: str) -> None:
    from engine.undaunted.odds import p_hit

    layout = rendered[game].text(layout=True)
    for dice in (1, 3, 5):
        row = table_row(layout, str(dice), "počet kostek × celková hodnota obrany", 11)
        assert row == [p(percent(p_hit(dice, d))) for d in range(2, 13)]


def test_undaunted_hand_derived_values(rendered) -> None:
    # d10 faces 0–9; against defense 6 the faces 0, 6, 7, 8, 9 succeed: 5/10 for one die,
    # 1 − (1/2)² = 3/4 for two dice; against 10 only the 0 succeeds: 1/10.
    layout = rendered["normandie"].text(layout=True)
    row1 = table_row(layout, "1", "počet kostek × celková hodnota obrany", 11)
    row2 = table_row(layout, "2", "počet kostek × celková hodnota obrany", 11)
    assert row1[6 - 2] == "50 %"
    assert row1[10 - 2] == "10 %"
    assert row2[6 - 2] == "75 %"


def test_memoir_dice_table_matches_engine(rendered) -> None:
    from assistant.sheets.tables import decimal
    from engine.memoir44.components import Kind
    from engine.memoir44.odds import expected_hits, p_at_least_one_flag, p_at_least_one_hit

    layout = rendered["memoir44"].text(layout=True)
    for n in (1, 4):
        row = table_row(layout, str(n), "Ruční zbraně", 7)
        expected = [decimal(expected_hits(n, k)) for k in Kind]
        expected += [p(percent(p_at_least_one_hit(n, k))) for k in Kind]
        expected.append(p(percent(p_at_least_one_flag(n))))
        assert row == expected
    # Hand-derived: one die, 6 faces, 2 infantry + 1 grenade hit infantry -> 3/6 = 0,50 expected hits;
    # one flag face -> P(>=1 flag) = 1/6 = 17 %.
    row1 = table_row(layout, "1", "Ruční zbraně", 7)
    assert row1[0] == "0,50"
    assert row1[6] == "17 %"


def test_memoir_terrain_cards_from_engine(rendered) -> None:
    """One card per terrain, Pohyb / Boj / Linie výhledu, worded by the engine (the docs show the same)."""
    from engine.memoir44.presentation import terrain_cards

    text = norm(rendered["memoir44"].text())
    for card in terrain_cards():
        assert card.name in text
        for label, line, _rule in card.lines:
            assert f"{label}: {line}" in text, (card.name, label)


# --- read back from the PDF: what a player reads -----------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_no_line_references_file_names_or_cut_sentences(rendered, game: str, sheet_corpus: Path) -> None:
    import json

    text = norm(rendered[game].text())
    assert not re.search(r"\bř\.\s?\d", text), "a line reference is printed"
    manuals = json.loads((sheet_corpus / "corpus.json").read_text(encoding="utf-8"))["manuals"]
    for manual in manuals:
        assert Path(manual["file"]).stem not in text
    assert "…" not in text  # the summaries are whole; nothing ends "… (continues in the manual)"
    assert not re.search(r"\s[.,;:](?:\s|$)", text.replace(" – ", " ")), "a lost word or icon before punctuation"


@pytest.mark.parametrize("game", GAMES)
def test_numbered_lists_count_up(rendered, game: str) -> None:
    """Every numbered list on the page runs 1, 2, 3 … (the old sheets printed "1." for every step)."""
    lists: list[list[int]] = []
    previous = False
    for line in rendered[game].text().splitlines():
        m = re.match(r"\s*(\d{1,2})\. \S", line)
        if m:
            number = int(m.group(1))
            if number == 1 or not lists:
                lists.append([number])
            else:
                lists[-1].append(number)
            previous = True
        elif not line.strip() and previous:
            continue
    assert lists, "the sheet has numbered lists"
    for numbers in lists:
        assert numbers == list(range(1, len(numbers) + 1)), numbers


def test_normandie_footnote_for_hidden_move(rendered) -> None:
    from engine.undaunted.facts import Action
    from engine.undaunted.variants import NORMANDIE

    text = norm(rendered["normandie"].text())
    value = NORMANDIE.default_values[Action.SNEAK][0]
    assert f"Skrytý přesun {value}⁽" in text  # the engine's value, with its footnote mark
    note = text[text.index("Manuál si tu odporuje – tělo pravidel: „Skrytý přesun"):]
    assert "stručný přehled: „Skrytý přesun 2" in note[:300] and "se řídí tělem pravidel" in note[:400]


def test_generalove_tables_match_engine(rendered) -> None:
    from engine.generalove.odds import hit_distribution, p_hit_single

    layout = rendered["generalove"].text(layout=True)
    row = table_row(layout, "−1", "Jedna kostka s celou úpravou", 2)
    assert row == ["5+", p(percent(p_hit_single(-1)))]
    assert p_hit_single(-1) == Fraction(2, 6)  # hand-derived: only 5 and 6 hit with −1
    assert row[1] == "33 %"
    dist = hit_distribution(2, 1)
    row2 = table_row(layout, "+1", "2 kostky: P(přesně k zásahů)", 3)
    assert row2 == [p(percent(dist[k])) for k in range(3)]


def test_generalove_unknown_cells_marked(rendered) -> None:
    from engine.generalove.tables import TAB1

    unknown = sum(1 for cell in TAB1.values() if cell.value is None and not cell.no_roll
                  and not cell.not_applicable)
    assert unknown > 0
    tab1 = rendered["generalove"].sheet.sections
    cells = [c for s in tab1 for t in s.tables if t.key == "generalove_tab1" for row in t.rows for c in row]
    assert cells.count("?") == unknown
    assert "? = políčko se z poškozeného manuálu nepodařilo zrekonstruovat" in norm(rendered["generalove"].text())


# --- rasterising and fonts -------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_pdftoppm_renders_every_page(rendered, game: str, tmp_path: Path) -> None:
    r = rendered[game]
    subprocess.run(["pdftoppm", "-r", "30", "-png", str(r.pdf), str(tmp_path / "page")], check=True,
                   capture_output=True)
    pngs = sorted(tmp_path.glob("page-*.png"))
    assert len(pngs) == len(r.document.pages)
    for png in pngs:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert png.stat().st_size > 1000


@pytest.mark.parametrize("game", GAMES)
def test_fonts_embedded(rendered, game: str) -> None:
    out = subprocess.run(["pdffonts", str(rendered[game].pdf)], check=True, capture_output=True,
                         text=True).stdout
    rows = out.splitlines()[2:]
    assert rows
    assert all(re.search(r"DejaVu|Noto", row) for row in rows), out
    assert all(" yes " in row for row in rows), out  # embedded


def test_font_covers_czech_and_polish() -> None:
    from fontTools.ttLib import TTFont

    path = subprocess.run(["fc-match", "-f", "%{file}", "DejaVu Sans"], check=True, capture_output=True,
                          text=True).stdout
    assert "DejaVu" in path
    cmap = TTFont(path).getBestCmap()
    letters = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽąćęłńóśźżĄĆĘŁŃÓŚŹŻ–…≥−×"
    missing = [ch for ch in letters if ord(ch) not in cmap]
    assert not missing


# --- layout: nothing overflows its box -------------------------------------------------------------------

def _right(box: boxes.Box) -> float:
    return box.border_box_x() + box.border_width()


def _walk(box: boxes.Box, parent: boxes.Box | None, problems: list[str], column_width: float | None) -> None:
    if parent is not None and not isinstance(parent, boxes.LineBox | boxes.InlineBox):
        limit = parent.padding_box_x() + parent.padding_width()
        if _right(box) > limit + 0.5:
            text = getattr(box, "text", "") or box.element_tag
            problems.append(f"{type(box).__name__} {text!r} ends at {_right(box):.1f} > {limit:.1f}")
    if isinstance(box, boxes.LineBox) and parent is not None:
        limit = parent.content_box_x() + parent.width
        for child in box.descendants():
            if isinstance(child, boxes.TextBox) and _right(child) > limit + 0.5:
                problems.append(f"text {child.text!r} ends at {_right(child):.1f} > {limit:.1f}")
    if isinstance(box, boxes.TableBox) and column_width is not None and box.border_width() > column_width + 0.5:
        problems.append(f"table {box.border_width():.1f} wider than column {column_width:.1f}")
    inner_width = column_width
    if box.style["column_count"] not in ("auto", None) and box.children:
        inner_width = box.children[0].border_width()
    for child in getattr(box, "children", []):
        _walk(child, box, problems, inner_width)


@pytest.mark.parametrize("game", GAMES)
def test_no_overflow(rendered, game: str) -> None:
    problems: list[str] = []
    for page in rendered[game].document.pages:
        page_box = page._page_box
        right = page_box.content_box_x() + page_box.width
        for child in page_box.children:
            if isinstance(child, boxes.MarginBox):
                continue
            for box in child.descendants():
                if _right(box) > right + 0.5:
                    problems.append(f"{type(box).__name__} leaves the page content area")
            _walk(child, None, problems, None)
    assert not problems, "\n".join(problems[:20])


def test_overflow_check_can_fail() -> None:
    """The checker itself: an unbreakable word wider than its column must be reported."""
    from weasyprint import HTML

    html = ('<html><body style="width:50mm"><div style="column-count:2"><p>'
            + "x" * 200 + "</p><table style='width:40mm'><tr><td>y</td></tr></table></div></body></html>")
    document = HTML(string=html).render()
    problems: list[str] = []
    for page in document.pages:
        for child in page._page_box.children:
            _walk(child, None, problems, None)
    assert any("'xxxx" in p for p in problems)
    assert any("wider than column" in p for p in problems)


def test_czech_and_polish_text_round_trips_through_pdf(tmp_path: Path) -> None:
    """The sheet CSS renders Czech and Polish letters with the embedded DejaVu/Noto font, no fallback."""
    from weasyprint import HTML

    from assistant.sheets import PACKAGE_DIR

    css = (PACKAGE_DIR / "templates" / "sheet.css").read_text(encoding="utf-8")
    sample = "Příliš žluťoučký kůň úpěl ďábelské ódy. Zażółć gęślą jaźń. ĄĆĘŁŃÓŚŹŻ ŘŠŤŮÝŽ"
    pdf = tmp_path / "glyphs.pdf"
    HTML(string=f"<html lang='cs'><style>{css}</style><p>{sample}</p></html>").write_pdf(pdf)
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True,
                          text=True).stdout
    assert sample in norm(text)
    fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True).stdout
    rows = fonts.splitlines()[2:]
    assert rows and all(re.search(r"DejaVu|Noto", row) and " yes " in row for row in rows), fonts
