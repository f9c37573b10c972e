"""No page shows a player a rule id or a manual's file name: every page of the docs build (its visible
text, not its links) and the app's pages, checked without a browser."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import quote

from flask import Flask

from tests.ui.conftest import internals_in


class _Text(HTMLParser):
    """The text a browser shows: no scripts, styles, titles or attributes."""

    HIDDEN = frozenset({"script", "style", "title", "template"})

    def __init__(self) -> None:
        super().__init__()
        self.hidden = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.hidden += tag in self.HIDDEN

    def handle_endtag(self, tag: str) -> None:
        self.hidden -= tag in self.HIDDEN

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


def test_visible_text_helper_sees_only_text() -> None:
    html = '<a href="/x.html#memoir44.lesy" title="memoir44.lesy">Lesy</a><script>var a="memoir44.lesy"</script>'
    assert visible_text(html).strip() == "Lesy"
    assert internals_in("viz memoir44.lesy", ({"memoir44.lesy"}, set())) == ["memoir44.lesy"]


def test_no_docs_page_shows_ids_or_file_names(built_site: Path, internal_names: tuple[set[str], set[str]]) -> None:
    shown = {}
    for page in sorted(built_site.rglob("*.html")):
        found = internals_in(visible_text(page.read_text(encoding="utf-8")), internal_names)
        if found:
            shown[str(page.relative_to(built_site))] = found[:3]
    assert shown == {}


def test_no_app_page_shows_ids_or_file_names(ui_app: Flask, internal_names: tuple[set[str], set[str]]) -> None:
    client = ui_app.test_client()
    questions = ["Moje pěchota útočí na pěchotu ve vesnici na sousedním poli. Kolika kostkami hážu?",
                 "Kolik je skrytý přesun v Normandii?", "Co je bojová zóna v Generálech?"]
    pages = [f"/zeptej-se?q={quote(q)}" for q in questions] + ["/zeptej-se", "/tahaky", "/tahaky?hra=memoir44"]
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        assert internals_in(visible_text(response.get_data(as_text=True)), internal_names) == [], url
