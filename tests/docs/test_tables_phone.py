"""Issue 15: the corpus tables are HTML tables that fit a phone (390 px wide), in headless Chromium."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from docsite.corpus import page_for
from docsite.tables import render_html, split_tables

PHONE = {"width": 390, "height": 844}


def _rules_with_tables(corpus_dir: Path) -> list[dict]:
    rules = json.loads((corpus_dir / "corpus.json").read_text(encoding="utf-8"))["rules"]
    return [r for r in rules if r.get("tables")]


def test_split_tables_cuts_text_at_pipe_tables() -> None:
    text = "Před tabulkou.\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nZa tabulkou."
    assert split_tables(text) == [("Před tabulkou.\n\n", None), ("", 0), ("\nZa tabulkou.", None)]


def test_reconstructed_cells_are_marked_with_their_evidence() -> None:
    table = {"caption": "Tab. 9", "header": ["", "x"], "rows": [["a", "+1"]],
             "reconstructed": [{"row": 0, "column": 1, "evidence": "sken: '+l'", "confidence": "vysoká"}]}
    out = render_html(table)
    assert '<th scope="row" data-label="">a</th>' in out
    assert 'class="cell-sure"' in out and "sken: &#x27;+l&#x27;" in out and 'data-label="x"' in out


@pytest.mark.parametrize("rule_id", [
    "generalove.boj",
    "stalingrad.udalosti-v-kampani.pocet-ztrat-dobrane-karty",
    "stalingrad.pravidla-vasi-prvni-hry.011-namesti-9-ledna-27-zari-1942",
])
def test_pages_show_the_structured_tables(built_site: Path, corpus_dir: Path, rule_id: str) -> None:
    rule = next(r for r in _rules_with_tables(corpus_dir) if r["id"] == rule_id)
    html = (built_site / f"{page_for(rule_id)}.html").read_text(encoding="utf-8")
    for table in rule["tables"]:
        assert render_html(table).split("<tbody>")[0].split("<table>")[1] in html
    assert "| --- |" not in html


@pytest.fixture
def phone(browser: object) -> Iterator[object]:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.browser
def test_every_table_fits_a_phone(phone: object, site_url: str, corpus_dir: Path) -> None:
    pages = sorted({page_for(r["id"]) for r in _rules_with_tables(corpus_dir)})
    assert {"generalove/boj", "stalingrad/udalosti-v-kampani"} <= set(pages)
    too_wide = []
    for name in pages:
        phone.goto(f"{site_url}/{name}.html")
        width = phone.evaluate("document.documentElement.scrollWidth")
        tables = phone.eval_on_selector_all(
            "div.pravidla-table table", "els => els.map(e => e.getBoundingClientRect().right)")
        assert tables, name
        if width > PHONE["width"] or max(tables) > PHONE["width"]:
            too_wide.append((name, width, max(tables)))
    assert not too_wide, too_wide


@pytest.mark.browser
def test_phone_cells_name_their_column(phone: object, site_url: str) -> None:
    """A table of sentences becomes cards on a phone, each cell naming its column; a table of short
    values (Generálové combat) stays the grid players know."""
    phone.goto(f"{site_url}/rekonstrukce-tabulek.html")
    before = phone.evaluate("getComputedStyle(document.querySelector("
                            "'div.pravidla-table.list td[data-label]:not([data-label=\"\"])'), '::before').content")
    assert before not in ("none", "normal", '""')
    phone.goto(f"{site_url}/generalove/boj.html")
    kinds = phone.eval_on_selector_all("div.pravidla-table", "els => els.map(e => e.classList.contains('grid'))")
    assert kinds and all(kinds)


def test_engine_tables_stand_under_the_rules_the_engine_cites(built_site: Path) -> None:
    """Memoir '44 dice by range: the engine's table (the one the sheet prints) under each range rule."""
    from engine.memoir44.battle import DICE_BY_RANGE, RANGE_RULE
    from engine.memoir44.citations import cite
    from engine.memoir44.presentation import name

    for kind, key in RANGE_RULE.items():
        rule_id = str(cite(key))
        html = (built_site / f"{page_for(rule_id)}.html").read_text(encoding="utf-8")
        assert "Počet kostek podle vzdálenosti cíle" in html, rule_id
        body = html.split(">Počet kostek podle vzdálenosti cíle")[1].split("</tbody>")[0]
        row = re.search(rf">{re.escape(name(kind))}</th>(.*?)</tr>", body)
        assert row, (rule_id, name(kind))
        cells = [c for c in re.findall(r"<td[^>]*>([^<]*)</td>", row.group(1))]
        assert cells[: len(DICE_BY_RANGE[kind])] == [str(n) for n in DICE_BY_RANGE[kind]]
        assert set(cells[len(DICE_BY_RANGE[kind]):]) <= {"–"}
