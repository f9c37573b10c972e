"""The real site, built once per session with warnings as errors."""

from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path

from docsite.corpus import SOURCE_DIR, page_for
from docsite.pages import LOW_CONFIDENCE
from docsite.site import rule_url
from lang import czech_stem


def _rules(corpus_dir: Path) -> list[dict]:
    return json.loads((corpus_dir / "corpus.json").read_text(encoding="utf-8"))["rules"]


def test_every_rule_url_resolves_to_an_anchor(built_site: Path, corpus_dir: Path) -> None:
    pages: dict[str, str] = {}
    missing = []
    for rule in _rules(corpus_dir):
        url = rule_url(rule["id"])
        path, _, anchor = url.lstrip("/").partition("#")
        if path not in pages:
            pages[path] = (built_site / path).read_text(encoding="utf-8")
        if f'id="{anchor}"' not in pages[path]:
            missing.append(rule["id"])
    assert not missing, missing[:10]


def test_rule_blocks_show_kind_source_and_permalink(built_site: Path, corpus_dir: Path) -> None:
    rules = _rules(corpus_dir)
    example = next(r for r in rules if r.get("kind") == "example")
    html = (built_site / f"{page_for(example['id'])}.html").read_text(encoding="utf-8")
    assert "kind-example pravidla-rule" in html
    assert '<p class="rule-kind-label">Příklad</p>' in html
    src = example["source"]
    source_link = f'{Path(src["file"]).stem}.html#L{src["line_start"]}"'
    assert source_link in html
    source_page = built_site / SOURCE_DIR / f"{Path(src['file']).stem}.html"
    assert f'id="L{src["line_start"]}"' in source_page.read_text(encoding="utf-8")


def test_normandie_is_bilingual(built_site: Path, corpus_dir: Path) -> None:
    rules = _rules(corpus_dir)
    aligned = [r for r in rules if r["game"] == "normandie" and r["lang"] == "cs" and r["aligned"].get("pl")]
    assert aligned, "the Czech Normandie rules have no Polish counterparts (rules_corpus/align.py)"
    rule = aligned[0]
    html = (built_site / f"{page_for(rule['id'])}.html").read_text(encoding="utf-8")
    assert 'class="lang-pl rule-column" lang="pl"' in html
    assert f'#{rule["aligned"]["pl"]}"' in html
    index = (built_site / "normandie" / "index.html").read_text(encoding="utf-8")
    assert "Mezery polského vydání" in index or "Každé české pravidlo má protějšek" in index
    noted = [r for r in rules if r["game"] == "normandie" and r.get("aligned_note")]
    if noted:
        page = (built_site / f"{page_for(noted[0]['id'])}.html").read_text(encoding="utf-8")
        assert " ".join(noted[0]["aligned_note"].split()) in page


def test_glossary_terms_and_cross_links(built_site: Path) -> None:
    glossary = (built_site / "slovnik.html").read_text(encoding="utf-8")
    assert glossary.count('<dt id="term-') > 20
    assert "Polsky:" in glossary
    linked = [p for p in built_site.rglob("*.html") if "slovnik.html#term-" in p.read_text(encoding="utf-8")]
    assert len(linked) > 10


def test_czech_search_language_is_used(built_site: Path) -> None:
    language_data = (built_site / "_static" / "language_data.js").read_text(encoding="utf-8")
    assert "var PravidlaStem" in language_data and "var Stemmer" in language_data
    stop = json.loads(re.search(r"new Set\((\[.*?\])\)", language_data).group(1))
    assert set(stop) == set(czech_stem.STOP_WORDS)
    index = (built_site / "searchindex.js").read_text(encoding="utf-8")
    terms = json.loads(index[len("Search.setIndex(") : -1])["terms"]
    assert "kryt" in terms and "krytu" not in terms  # stemmed, not English-stemmed or raw
    assert "patran" in terms and "pátrání" not in terms  # folded before stemming


def test_rule_index_covers_every_rule(built_site: Path, corpus_dir: Path) -> None:
    text = (built_site / "_static" / "pravidla-rules.js").read_text(encoding="utf-8")
    data = json.loads(text[len("var PRAVIDLA_RULES = ") : -2])
    ids = [r[1] for r in data["rules"]]
    assert ids == [r["id"] for r in _rules(corpus_dir)]
    assert all(data["docs"][r[0]] == page_for(r[1]) for r in data["rules"])
    search_html = (built_site / "search.html").read_text(encoding="utf-8")
    assert search_html.index("searchtools.js") < search_html.index("pravidla-search.js")


def test_print_stylesheet(built_site: Path) -> None:
    css = (built_site / "_static" / "pravidla.css").read_text(encoding="utf-8")
    assert "@media print" in css
    assert "pravidla.css" in (built_site / "index.html").read_text(encoding="utf-8")


def test_low_confidence_repairs_are_marked(built_site: Path, corpus_dir: Path) -> None:
    repairs = json.loads((corpus_dir / "repairs.json").read_text(encoding="utf-8"))
    low = [r for r in repairs if r.get("applied", True) and r["confidence"] < LOW_CONFIDENCE]
    assert low, "the Memoir '44 and Polish repairs always leave some low-confidence changes"
    marked = sum(p.read_text(encoding="utf-8").count('class="repair-low"') for p in built_site.rglob("*.html"))
    assert marked > 0


def test_topic_pages_link_to_the_assistant(built_site: Path) -> None:
    topics = [p for p in (built_site / "zeptej-se").glob("*.html") if p.name != "index.html"]
    assert topics
    for page in topics:
        html = page.read_text(encoding="utf-8")
        assert re.search(r'href="/zeptej-se\?q=[^"]+&amp;hra=\w+"', html), page.name


def test_differences_page(built_site: Path) -> None:
    html = (built_site / "rozdily.html").read_text(encoding="utf-8")
    for topic in ("Ovládnutí pole", "Povzbuzení", "Ztráty", "Nasazení jednotek", "Rozprášení místo odstranění"):
        assert topic in html
    assert html.count('class="rule-ref reference internal"') >= 10


def test_parts_link_to_their_printable_sheet(built_site: Path) -> None:
    page = (built_site / "normandie" / "index.html").read_text(encoding="utf-8")
    assert 'href="/tahaky?hra=normandie"' in page
    assert 'href="/tahaky"' in (built_site / "index.html").read_text(encoding="utf-8")


def test_parts_and_home_link_to_the_board(built_site: Path) -> None:
    for game in ("normandie", "stalingrad", "memoir44", "generalove"):
        page = (built_site / game / "index.html").read_text(encoding="utf-8")
        assert f'href="/na-mape?hra={game}"' in page, game
    assert 'href="/na-mape"' in (built_site / "index.html").read_text(encoding="utf-8")


def test_dropped_lines_page_lists_each_manual_with_reasons(built_site: Path, corpus_dir: Path) -> None:
    html = (built_site / "vynechane.html").read_text(encoding="utf-8")
    manuals = json.loads((corpus_dir / "corpus.json").read_text(encoding="utf-8"))["manuals"]
    for manual in manuals:
        assert html_lib.escape(manual["title"], quote=False) in html
    assert "prázdný řádek" not in html  # blank lines are not worth a reader's time
    assert re.search(r'href="zdroj/[^"]+\.html#L\d+"', html)


def test_format_page_is_generated_from_the_schema(built_site: Path) -> None:
    from rules_corpus.rule import json_schema

    html = (built_site / "format.html").read_text(encoding="utf-8")
    for name in json_schema()["$defs"]["Rule"]["properties"]:
        assert re.search(rf"<code[^>]*>(<span[^>]*>)?{name}\b", html), name
    assert "tables" in html and "filled" in html


def test_glossary_shows_defining_sentences(built_site: Path) -> None:
    html = (built_site / "slovnik.html").read_text(encoding="utf-8")
    quoted = re.findall(r"<dd><p>[^<]*„[^“]+“ \(<a class=\"rule-ref", html)  # the sentence, then its rule
    assert len(quoted) >= 20
    for term in ("zásah", "kopec", "živý plot", "bunkr", "tanková smršť", "taktická karta"):
        assert term in html.lower(), term
