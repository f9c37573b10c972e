"""Headless Chromium on the built site: Czech search, typos, glossary and cross-links."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from lang.czech_stem import fold

pytestmark = pytest.mark.browser

@pytest.fixture
def page(browser: object) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    p = context.new_page()
    yield p
    context.close()


def _title_has(*parts: str) -> Callable[[str, str], bool]:
    return lambda rule_id, title: all(fold(part) in fold(title) for part in parts)


# query -> what the expected rule looks like (checked on the corpus id and title)
CASES: list[tuple[str, Callable[[str, str], bool]]] = [
    ("krytu", _title_has("kryt")),
    ("kryt budovy", _title_has("krytu budovy")),
    ("pratrani", _title_has("pátrání")),  # typo: "pátrání" without diacritics and with an extra r
    ("kulometcici", _title_has("kulometčíci")),
    ("zivy plot", _title_has("živé ploty")),
    ("rozpraseni", _title_has("rozprášení")),
    ("Dowodzenie", lambda rule_id, title: rule_id.startswith("normandie.pl.") and fold(title).startswith("dowodzenie")),
]


def search(page: object, base: str, query: str) -> list[tuple[str, str]]:
    page.goto(f"{base}/search.html?q={query}")
    page.wait_for_function("typeof window.PRAVIDLA_LAST_SEARCH_MS === 'number'")
    page.wait_for_selector("ul.search li", timeout=5000)
    items = page.eval_on_selector_all(
        "ul.search li", "els => els.map(e => [e.dataset.ruleId, e.querySelector('a').textContent])"
    )
    return [tuple(i) for i in items]


@pytest.mark.parametrize(("query", "expected"), CASES, ids=[c[0] for c in CASES])
def test_expected_rule_in_top_three(page: object, site_url: str, query: str, expected: Callable) -> None:
    results = search(page, site_url, query)
    assert any(expected(rule_id, title) for rule_id, title in results[:3]), results[:5]


def test_snippet_highlights_words_found_without_diacritics(page: object, site_url: str) -> None:
    search(page, site_url, "rozpraseni")
    marked = page.eval_on_selector_all("ul.search p.context .highlighted", "els => els.map(e => e.textContent)")
    assert marked and all(fold(m).startswith("rozpras") for m in marked)
    assert any(m != fold(m) for m in marked)  # the page's own spelling, with diacritics


def test_result_link_opens_the_rule_anchor(page: object, site_url: str) -> None:
    results = search(page, site_url, "kulometcici")
    page.click("ul.search li a")
    page.wait_for_load_state()
    assert page.url.endswith("#" + results[0][0])
    assert page.locator(f"[id='{results[0][0]}']").count() == 1
    assert page.locator("span.highlighted").count() > 0  # found words marked on the rule page too


def test_glossary_link_and_cross_link(page: object, site_url: str) -> None:
    page.goto(f"{site_url}/normandie/akce.html")
    term_link = page.locator("a[href*='slovnik.html#term-']").first
    href = term_link.get_attribute("href")
    term_link.click()
    page.wait_for_load_state()
    anchor = href.split("#", 1)[1]
    assert page.url.endswith("slovnik.html#" + anchor)
    assert page.locator(f"dt[id='{anchor}']").is_visible()
    # from the glossary entry to a rule that defines a term
    rule_link = page.locator("dd a.rule-ref").first
    target = rule_link.get_attribute("href").split("#", 1)[1]
    rule_link.click()
    page.wait_for_load_state()
    assert page.url.endswith("#" + target)
    assert page.locator(f"[id='{target}']").is_visible()


def test_page_reference_cross_link(page: object, site_url: str, built_site) -> None:
    pages = [p for p in built_site.rglob("*.html") if re.search(r'rule-ref[^>]*>viz str', p.read_text("utf-8"))]
    assert pages, "no 'viz str.' reference of the manuals was resolved to a rule"
    rel = pages[0].relative_to(built_site).as_posix()
    page.goto(f"{site_url}/{rel}")
    link = page.locator("a.rule-ref", has_text=re.compile(r"^viz str")).first
    target = link.get_attribute("href").split("#", 1)[1]
    link.click()
    page.wait_for_load_state()
    assert page.url.endswith("#" + target)
    assert page.locator(f"[id='{target}']").count() == 1
