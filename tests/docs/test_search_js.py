"""The search page's script under node: the API's steps on the API's tables give the API's results.

A tiny corpus goes through the docs extension's index builder; the same queries run through
:class:`assistant.search.SearchIndex` and through ``pravidla-search.js``: the ranked ids and
scores must be equal, whatever the query exercises (vocabulary, typos, prefixes, game names,
grouping, nothing found).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from assistant.search import SearchIndex
from assistant.search_query import spoken_forms
from docsite.corpus import Corpus

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "docs" / "_static"
NODE = shutil.which("node") or "/usr/bin/node"
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import pravidla_search  # noqa: E402

RULES: list[dict[str, Any]] = [
    {"id": "normandie.akce.patrani-2", "game": "normandie", "lang": "cs", "kind": "rule", "title": "Pátrání 2",
     "path": ["Akce", "Pátrání 2"], "terms": ["pátrání"],
     "text": "Přemístěte žeton jednotky až o 2 pole a pátrejte. Za každé propátrané pole si vezměte kartu."},
    {"id": "normandie.akce.presun-1", "game": "normandie", "lang": "cs", "kind": "rule", "title": "Přesun 1",
     "path": ["Akce", "Přesun 1"], "terms": ["přesun"], "text": "Přemístěte žeton jednotky o 1 pole."},
    {"id": "normandie.prehled.presun-1", "game": "normandie", "lang": "cs", "kind": "quickref", "title": "Přesun 1",
     "path": ["Stručný přehled", "Přesun 1"], "terms": ["přesun"], "text": "Přesuňte jednotku o 1 pole.",
     "illustrates": ["normandie.akce.presun-1"]},
    {"id": "normandie.karty.valecny-zmatek", "game": "normandie", "lang": "cs", "kind": "rule",
     "title": "Karty válečného zmatku", "path": ["Karty", "Karty válečného zmatku"], "terms": ["válečný zmatek"],
     "text": "Karty válečného zmatku představují chaos na bojišti. Tyto karty nemají žádnou akci."},
    {"id": "normandie.boj.kryt", "game": "normandie", "lang": "cs", "kind": "rule", "title": "Kryt",
     "path": ["Boj", "Kryt"], "terms": ["kryt"], "text": "Kryt pole se přičte k obraně jednotky."},
    {"id": "stalingrad.boj.kryt-budovy", "game": "stalingrad", "lang": "cs", "kind": "rule",
     "title": "Hodnota krytu budovy", "path": ["Boj", "Hodnota krytu budovy"], "terms": ["kryt", "budova"],
     "text": "Pole s budovou má hodnotu krytu budovy 3. Kryt se přičte k obraně."},
    {"id": "stalingrad.prehled.kryt-budovy", "game": "stalingrad", "lang": "cs", "kind": "rule",
     "title": "Hodnota krytu budovy", "path": ["Přehled", "Hodnota krytu budovy"], "terms": ["kryt", "budova"],
     "text": "Pole s budovou má hodnotu krytu budovy 3. Kryt se přičte k obraně."},
    {"id": "normandie.akce.ovladnuti", "game": "normandie", "lang": "cs", "kind": "rule", "title": "Ovládnutí",
     "path": ["Akce", "Ovládnutí"], "terms": [],
     "text": "Umístěte na pole žeton kontroly. Jednou umístěné žetony kontroly se už neodstraňují."},
    {"id": "memoir44.zive-ploty", "game": "memoir44", "lang": "cs", "kind": "section", "title": "Živé ploty",
     "path": ["Terén", "Živé ploty"], "terms": ["živý plot"],
     "text": "Živé ploty blokují linii výhledu. Jednotka na živém plotu má kryt."},
    {"id": "normandie.pl.zwiad", "game": "normandie", "lang": "pl", "kind": "rule", "title": "Zwiad ⟨?⟩",
     "path": ["Akcje ruchu", "Zwiad"], "terms": ["pátrání"],
     "text": "Przesuń swój żeton walki o 2 obszary. Weź kartę Mgła wojny."},
]
GLOSSARY = [
    {"term": "pátrání", "games": ["normandie"], "forms": ["pátrání"], "aliases": [],
     "pl": {"term": "Zwiad", "forms": ["zwiad"]}},
    {"term": "přesun", "games": ["normandie"], "forms": ["přesun"], "aliases": []},
    {"term": "válečný zmatek", "games": ["normandie"], "forms": ["válečný zmatek", "válečného zmatku"],
     "aliases": [], "pl": {"term": "Mgła wojny", "forms": ["mgła wojny"]}},
    {"term": "kryt", "games": ["normandie", "stalingrad"], "forms": ["kryt", "krytu"], "aliases": []},
    {"term": "živý plot", "games": ["memoir44"], "forms": ["živý plot", "živé ploty"], "aliases": []},
]
QUERIES: list[tuple[str, str | None, str | None]] = [  # query, filter, the player's game part
    ("kryt budovy", None, None),
    ("krytu", None, "normandie"),
    ("krytu", None, "stalingrad"),
    ("krytu", "memoir44", None),
    ("pratrani", None, None),  # a typo, no diacritics
    ("prem", None, None),  # a word being typed
    ("fog of war", None, None),  # the players' vocabulary
    ("hedgerws", None, None),  # … misspelt
    ("mlhy valky", None, "normandie"),
    ("kryt ve stalingradu", None, "normandie"),  # the game named in the query wins over the page's
    ("zwiad", None, None),  # Polish: the Polish rule first
    ("presun", None, None),  # the rule and its quick reference: one result
    ("jak funguje presun o 1 pole?", None, None),  # a question typed as a query
    ("da se zeton odstranit", None, None),  # a verb by its root: "odstranit" ~ "neodstraňují"
    ("kdyz odstranim zeton", None, None),  # a conjugated form the manual does not use, by its root
    ("presun na nepropatrane pole", None, None),  # a negated adjective the manual does not use
    ("presunej", None, None),  # a colloquial "-ej" ending
    ("tabletop simulator mod", None, None),  # nothing in the manuals
    ("xyzzy", None, None),
]


@pytest.fixture(scope="module")
def index() -> dict[str, Any]:
    return pravidla_search.build_rule_index(Corpus(rules=RULES, glossary=GLOSSARY))


@pytest.fixture(scope="module")
def python_index() -> SearchIndex:
    return SearchIndex(RULES, GLOSSARY)


def run_js(index: dict[str, Any], body: str) -> Any:
    script = f"""
globalThis.window = globalThis;
window.PRAVIDLA_RULES = {json.dumps(index, ensure_ascii=False)};
{(STATIC / "czech_stem.js").read_text("utf-8")}
{(STATIC / "pravidla-search.js").read_text("utf-8")}
{body}
"""
    run = subprocess.run([NODE, "-e", script], capture_output=True, text=True, check=True, timeout=60)
    return json.loads(run.stdout)


def js_results(index: dict[str, Any]) -> list[dict[str, Any]]:
    body = f"""
const out = {json.dumps(QUERIES, ensure_ascii=False)}.map(([q, game, prefer]) => {{
  const r = PravidlaSearch.run(q, game, prefer);
  return {{ranked: r.hits.map(h => [PRAVIDLA_RULES.rules[h.rule][1], h.score]),
          also: r.hits.map(h => h.also.map(d => PRAVIDLA_RULES.rules[d][1])),
          corrections: r.plan.corrections, games: r.plan.games, suggestions: r.suggestions}};
}});
process.stdout.write(JSON.stringify(out));
"""
    return run_js(index, body)


def test_page_and_api_rank_alike(index: dict[str, Any], python_index: SearchIndex) -> None:
    for (query, game, prefer), js in zip(QUERIES, js_results(index), strict=True):
        found = python_index.run(query, game, 50, prefer)
        assert js["ranked"] == [[h.rule["id"], h.score] for h in found.hits], query
        assert js["also"] == [[a["id"] for a in h.also] for h in found.hits], query
        assert js["corrections"] == found.plan.corrections, query
        assert js["games"] == found.plan.games, query


def test_what_the_queries_exercise(index: dict[str, Any]) -> None:
    got = {(q, g, p): r for (q, g, p), r in zip(QUERIES, js_results(index), strict=True)}

    def first(query: str, game: str | None = None, prefer: str | None = None) -> str:
        return got[(query, game, prefer)]["ranked"][0][0]

    assert first("kryt budovy").startswith("stalingrad.")  # both words, the title
    assert first("krytu", prefer="normandie") == "normandie.boj.kryt"  # the player's game part first
    assert first("krytu", prefer="stalingrad").startswith("stalingrad.")
    assert {r[0].split(".")[0] for r in got[("krytu", "memoir44", None)]["ranked"]} == {"memoir44"}  # filter
    assert first("pratrani") == "normandie.akce.patrani-2"
    assert got[("pratrani", None, None)]["corrections"] == {"pratrani": "patrani"}
    assert first("prem").startswith("normandie.")  # "přem…" as it is being typed
    assert first("fog of war") == "normandie.karty.valecny-zmatek"
    assert first("hedgerws") == "memoir44.zive-ploty"
    assert got[("hedgerws", None, None)]["corrections"] == {"hedgerws": "hedgerows"}
    assert first("mlhy valky", prefer="normandie") == "normandie.karty.valecny-zmatek"
    assert first("kryt ve stalingradu", prefer="normandie").startswith("stalingrad.")
    assert got[("kryt ve stalingradu", None, "normandie")]["games"] == ["stalingrad"]
    assert first("zwiad") == "normandie.pl.zwiad"
    presun = got[("presun", None, None)]
    assert presun["ranked"][0][0] == "normandie.akce.presun-1" and presun["also"][0] == ["normandie.prehled.presun-1"]
    assert "normandie.prehled.presun-1" not in [r[0] for r in presun["ranked"]]
    kryt = got[("kryt budovy", None, None)]  # the same rule in two chapters: one result
    assert sum(r[0].endswith("kryt-budovy") for r in kryt["ranked"]) == 1
    assert first("jak funguje presun o 1 pole?") == "normandie.akce.presun-1"
    assert first("da se zeton odstranit") == "normandie.akce.ovladnuti"
    assert first("kdyz odstranim zeton") == "normandie.akce.ovladnuti"
    assert got[("tabletop simulator mod", None, None)]["ranked"] == []
    assert got[("xyzzy", None, None)]["ranked"] == []


def test_titles_without_scan_marks(index: dict[str, Any]) -> None:
    titles = {rule[1]: rule[2] for rule in index["rules"]}
    assert titles["normandie.pl.zwiad"] == "Zwiad"


def test_snippet_is_the_matched_sentence(index: dict[str, Any]) -> None:
    body = """
const r = PravidlaSearch.run("propatrane pole karta", null, null);
const rule = PRAVIDLA_RULES.rules[r.hits[0].rule];
process.stdout.write(JSON.stringify(PravidlaSearch.snippet(rule[6], PravidlaSearch.planKeys(r.plan))));
"""
    snip = run_js(index, body)
    assert snip["html"].startswith("… Za každé")
    assert '<span class="highlighted">propatrané</span>' in snip["html"].replace("á", "a")
    assert "Přemístěte" not in snip["html"]


def test_nothing_found_suggests_glossary_terms(index: dict[str, Any]) -> None:
    body = """
const r = PravidlaSearch.run("zmatky xyzzy", "memoir44", null);
process.stdout.write(JSON.stringify([r.hits.length, r.suggestions]));
"""
    hits, suggestions = run_js(index, body)
    assert hits == 0 and "válečný zmatek" in suggestions


def test_edit_distance_counts_transpositions_as_one() -> None:
    body = """
const d = PravidlaSearch.editDistance;
process.stdout.write(JSON.stringify([d('kryt','kryt',2), d('kryt','kyrt',2), d('kryt','krytu',2),
  d('patran','pratran',2), d('abc','xyz',1)]));
"""
    assert run_js({"tables": {}}, body) == [0, 1, 1, 1, 2]


def test_verbs_are_found_by_their_roots(python_index: SearchIndex) -> None:
    """"odstranit" and "odstraním" (neither in the rule) find "se už neodstraňují" by the verb's root."""
    for query in ("da se zeton odstranit", "kdyz odstranim zeton"):
        plan = python_index.plan(query)
        assert any("v:odstran" in keys for c in plan.concepts for _, keys in c.alternatives), query
        assert "<mark>neodstraňují</mark>" in python_index.search(query)[0].snippet, query


def test_spoken_forms_of_unknown_words() -> None:
    """A word without its negation and a colloquial "-ej" are read as written, in Python and in the page."""
    assert spoken_forms("nepropatrany") == ["propatrany"]
    assert spoken_forms("nierozpoznany") == ["rozpoznany"]
    assert spoken_forms("prazdnej") == ["prazdny", "prazdne"]
    assert spoken_forms("nebo") == [] and spoken_forms("ted") == []


def test_a_negated_word_counts_as_the_word(python_index: SearchIndex) -> None:
    plan = python_index.plan("presun na nepropatrane pole")
    negated = next(c for c in plan.concepts if c.text == "nepropatrane")
    assert negated.alternatives, "the negated word has the keys of the word itself"
