"""Issue 16: every page type in headless Chromium on a phone (390×844) and a desktop (1366×900), light and
dark — one design (the shared stylesheet and header), no horizontal scroll, no rule id or file name in
the visible text; the ask box on every page with the page's game chosen; citations and percentages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tests.ui.conftest import PHONE, SCHEMES, VIEWPORTS, internals_in

pytestmark = pytest.mark.browser

QUESTION = "Moje pěchota útočí na pěchotu ve vesnici na sousedním poli. Kolika kostkami hážu?"
# page type -> (path, the game the header's ask box has chosen there)
PAGES: dict[str, tuple[str, str]] = {
    "home": ("/", ""),
    "game-part": ("/memoir44/index.html", "memoir44"),
    "rule-table": ("/generalove/boj.html", "generalove"),
    "terrain-cards": ("/memoir44/pouzivani-prehledovych-karet-terenu.html", "memoir44"),
    "glossary": ("/slovnik.html", ""),
    "differences": ("/rozdily.html", ""),
    "reconstruction": ("/rekonstrukce-tabulek.html", ""),
    "search": ("/search.html?q=kryt", ""),
    "ask": (f"/zeptej-se?q={quote(QUESTION)}&hra=memoir44", "memoir44"),
    "sheets": ("/tahaky", ""),
}

LOOK = """() => {
  const body = getComputedStyle(document.body);
  const bar = document.querySelector('.pr-bar');
  const rgb = body.backgroundColor.match(/\\d+/g).slice(0, 3).map(Number);
  return {
    scroll: document.documentElement.scrollWidth, width: window.innerWidth,
    prBg: body.getPropertyValue('--pr-bg').trim(), font: body.fontFamily,
    bar: !!bar && bar.getBoundingClientRect().height > 30 && getComputedStyle(bar).display !== 'none',
    theme: [...document.styleSheets].some(s => (s.href || '').includes('/_static/pravidla-theme.css')),
    luminance: (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255,
    text: document.body.innerText,
    blindButtons: [...document.querySelectorAll('.pr-button, .pr-askbox button')]
      .filter(b => { const s = getComputedStyle(b); return s.color === s.backgroundColor; })
      .map(b => b.textContent.trim()),
    askGame: document.querySelector('#pr-ask-game') ? document.querySelector('#pr-ask-game').value : null,
  };
}"""


@pytest.fixture(scope="module", params=[(v, s) for v in VIEWPORTS for s in SCHEMES], ids=lambda p: f"{p[0]}-{p[1]}")
def view(request: pytest.FixtureRequest, browser: Any) -> Iterator[tuple[str, str, Any]]:
    viewport, scheme = request.param
    phone = viewport == "phone"
    context = browser.new_context(viewport=VIEWPORTS[viewport], color_scheme=scheme, is_mobile=phone,
                                  has_touch=phone, service_workers="block")
    page = context.new_page()
    yield viewport, scheme, page
    context.close()


@pytest.mark.parametrize("kind", list(PAGES))
def test_page_type_looks_like_the_product(view: tuple[str, str, Any], kind: str, ui_url: str,
                                          internal_names: tuple[set[str], set[str]], screens_dir: Path | None) -> None:
    viewport, scheme, page = view
    path, game = PAGES[kind]
    page.goto(ui_url + path)
    page.wait_for_load_state("load")
    if kind == "search":
        page.wait_for_selector("ul.search li", timeout=10000)
    look = page.evaluate(LOOK)
    if screens_dir is not None:
        page.screenshot(path=str(screens_dir / f"{kind}-{viewport}-{scheme}.png"), full_page=True)
    assert look["scroll"] <= look["width"], f"{kind}: the page scrolls sideways ({look['scroll']} px)"
    assert look["theme"] and look["prBg"] and look["bar"], f"{kind}: not in the shared design"
    assert "system-ui" in look["font"], look["font"]
    dark = look["luminance"] < 0.25
    assert dark == (scheme == "dark"), f"{kind}: background does not follow the {scheme} scheme"
    assert internals_in(look["text"], internal_names) == [], kind
    assert look["blindButtons"] == [], f"{kind}: button text in its background's colour"
    if kind == "ask":
        assert look["askGame"] is None  # the ask page is the ask box itself
    else:
        assert look["askGame"] == game, f"{kind}: the header's ask box should have {game or 'no game'} chosen"


def test_ask_page_citations_and_numbers(browser: Any, ui_url: str) -> None:
    """Citations are links named by title and game part, with the quoted sentence; on a phone a number
    with its percent sign or fraction never breaks across lines."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{ui_url}/zeptej-se?q={quote(QUESTION)}&hra=memoir44")
        links = page.eval_on_selector_all(
            "ul.citations li", "els => els.map(e => [e.querySelector('a').textContent, e.querySelector('a').href,"
            " (e.querySelector('blockquote') || {}).textContent || ''])")
        assert links
        for title, href, quoted in links:
            assert title.startswith("Memoir '44 ›"), title
            assert "#memoir44." in href
            assert len(quoted) > 20
        numbers = page.eval_on_selector_all(".answer .pr-num", "els => els.map(e => [e.textContent, "
                                                             "e.getClientRects().length])")
        assert any("%" in text for text, _ in numbers)
        assert all(lines == 1 for _, lines in numbers), [n for n in numbers if n[1] != 1]
        percents = page.evaluate("""() => [...document.querySelectorAll('.numbers .value')].every(v =>
            !/\\d\\s*%/.test([...v.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('')))""")
        assert percents, "a percentage outside its no-wrap span"
    finally:
        context.close()


def test_theme_toggle_is_one_choice_for_docs_and_app(browser: Any, ui_url: str) -> None:
    """furo's theme toggle and the app's are one: the choice made on a docs page holds on the ask page."""
    context = browser.new_context(viewport={"width": 1366, "height": 900}, color_scheme="light",
                                  service_workers="block")
    page = context.new_page()
    background = "getComputedStyle(document.body).backgroundColor"
    try:
        page.goto(f"{ui_url}/slovnik.html")
        light = page.evaluate(background)
        page.click(".pr-bar .pr-theme")  # auto (light) -> dark
        assert page.evaluate("document.body.dataset.theme") == "dark"
        assert page.evaluate(background) != light
        page.goto(f"{ui_url}/zeptej-se")
        assert page.evaluate("document.body.dataset.theme") == "dark"
        dark = page.evaluate(background)
        assert dark != light
        page.click(".pr-bar .pr-theme")  # dark -> light
        assert page.evaluate("document.body.dataset.theme") == "light"
        assert page.evaluate(background) == light
    finally:
        context.close()


def test_anchor_jump_on_a_phone_lands_at_once(browser: Any, ui_url: str, corpus: dict[str, Any]) -> None:
    """A jump to a source line lands at once under the top edge: no smooth scroll with furo's sticky header
    drawn in the middle of the screen (the white band above it)."""
    stem = Path(next(m["file"] for m in corpus["manuals"] if m["game"] == "memoir44")).stem
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{ui_url}/zdroj/{stem}.html")
        page.goto(f"{ui_url}/zdroj/{stem}.html#L500")
        page.wait_for_timeout(60)
        top = page.evaluate("document.getElementById('L500').getBoundingClientRect().top")
        assert 0 <= top <= 40, top
        assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "auto"
        assert page.evaluate("getComputedStyle(document.querySelector('.mobile-header')).display") == "none"
        assert page.evaluate("document.elementFromPoint(195, 2) !== document.documentElement")
    finally:
        context.close()


def test_header_ask_box_asks_about_the_pages_game(browser: Any, ui_url: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{ui_url}/memoir44/lesy.html")
        page.fill("#pr-ask-q", "Kolika kostkami útočí pěchota na sousední pole v lese?")
        page.click(".pr-askbox button")
        page.wait_for_selector(".answer")
        assert page.url.startswith(f"{ui_url}/zeptej-se?") and "hra=memoir44" in page.url
        assert page.inner_text(".understood").startswith("Rozuměl jsem: Memoir '44")
    finally:
        context.close()
