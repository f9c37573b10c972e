"""Headless Chromium on the built site: Czech search, typos, the players' words, the same first
result as the API, the player's game part first, glossary and cross-links."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest

from assistant.search import SearchIndex
from lang.czech_stem import fold
from rules_corpus import site_pages

TUNE = Path(__file__).resolve().parents[2] / "bench" / "data" / "search-own-tune.json"

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
    ("fog of war", _title_has("válečn")),  # the players' vocabulary
    ("hedgerows", _title_has("živé ploty")),
]


def search(page: object, base: str, query: str, expect_results: bool = True, **params: str) -> list[tuple[str, str]]:
    page.goto(f"{base}/search.html?{urlencode({'q': query, **params})}")
    return results_on(page, expect_results)


def results_on(page: object, expect_results: bool = True) -> list[tuple[str, str]]:
    page.wait_for_function("typeof window.PRAVIDLA_LAST_SEARCH_MS === 'number'")
    if expect_results:
        page.wait_for_selector("ul.search li", timeout=5000)
    items = page.eval_on_selector_all(
        "ul.search > li", "els => els.map(e => [e.dataset.ruleId, e.querySelector('a').textContent])"
    )
    return [tuple(i) for i in items]


@pytest.fixture(scope="module")
def api_index(corpus_dir: Path) -> SearchIndex:
    """The API's search over the corpus the site was built from."""
    corpus = site_pages.load_corpus(corpus_dir)
    return SearchIndex(corpus.rules, corpus.glossary)


SAMPLE = json.loads(TUNE.read_text(encoding="utf-8"))[::11][:20]  # 20 of the project's own queries


@pytest.mark.parametrize("item", SAMPLE, ids=[i["id"] for i in SAMPLE])
def test_same_first_result_as_the_api(page: object, site_url: str, api_index: SearchIndex, item: dict) -> None:
    """Issue 19: the docs site's search and /api/search agree, the player being in the query's game part."""
    hits = api_index.search(item["query"], None, 10, prefer=item["game"])
    results = search(page, site_url, item["query"], expect_results=bool(hits), prefer=item["game"])
    assert [r[0] for r in results[:1]] == [h.rule["id"] for h in hits[:1]], (item["query"], results[:3])


def test_inside_a_game_part_that_game_comes_first_and_a_filter_is_one_tap(page: object, site_url: str) -> None:
    """Issue 16: "krytu" searched from a Normandie page: the Normandie rule first; one tap filters."""
    page.goto(f"{site_url}/normandie/akce.html")
    box = page.locator("form[action*='search'] input[name='q']").first
    box.fill("krytu")
    box.press("Enter")
    page.wait_for_url(re.compile(r"search\.html"))
    results = results_on(page)
    assert results[0][0].startswith("normandie."), results[:5]
    assert "prefer=normandie" in page.url
    assert any(not r[0].startswith("normandie.") for r in results)  # the other games follow
    page.click("nav.pravidla-game-filter a[data-game='stalingrad']")
    page.wait_for_url(re.compile(r"game=stalingrad"))
    filtered = results_on(page)
    assert filtered and all(r[0].startswith("stalingrad.") for r in filtered)


def test_quick_reference_is_grouped_under_its_rule(page: object, site_url: str) -> None:
    results = search(page, site_url, "povzbuzeni", game="normandie")
    assert results[0][0] == "normandie.akce.podpurne-akce.povzbuzeni-1-a"
    assert not any(r[0].startswith("normandie.strucny-prehled.") and "povzbuzeni" in r[0] for r in results)
    also = page.locator("ul.search > li").first.locator("p.search-also a")
    assert also.count() >= 1 and "strucny-prehled" in also.first.get_attribute("data-rule-id")


def test_titles_never_show_scan_marks(page: object, site_url: str) -> None:
    for query in ("skradanie", "ruch manewr", "hodnota krytu opevneni"):
        for _, title in search(page, site_url, query):
            assert "⟨?⟩" not in title and not re.search(r"[|@©=\[\]]", title), title


def test_nothing_found_says_so_and_suggests(page: object, site_url: str) -> None:
    assert search(page, site_url, "valecni zmatkovani xyzzy qwerty plonk", expect_results=False, game="memoir44") == []
    status = page.locator("#search-results p").first
    assert "Nic nenalezeno" in status.inner_text()
    assert "válečný zmatek" in [a.inner_text() for a in page.locator("a.pravidla-suggestion").all()]


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
