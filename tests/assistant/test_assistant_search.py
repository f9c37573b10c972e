"""Search: Czech without diacritics, inflections, typos, Polish terms, game filter, snippets."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from assistant.resources import Resources
from assistant.search import snippet, typo_limit
from lang.czech_stem import fold


@pytest.mark.parametrize(("word", "limit"), [("kryt", 0), ("utok", 0), ("palba", 1), ("pratrani", 1),
                                             ("kulometcici", 2), ("iniciativa", 2)])
def test_typo_limit_by_length(word: str, limit: int) -> None:
    assert typo_limit(word) == limit


@pytest.mark.parametrize(
    ("typo", "fixed"),
    [("pratrani", "patrani"), ("kulometcicci", "kulometcici"), ("iniciatvia", "iniciativa")],
)
def test_typos_are_corrected_on_folded_words(resources: Resources, typo: str, fixed: str) -> None:
    assert resources.index.correct(typo) == fixed


def test_short_words_are_not_corrected(resources: Resources) -> None:
    # "prih" is four letters: no edit allowed, so it never turns into "pristup" or another word
    assert resources.index.correct("prih") is None


def _titles(client: FlaskClient, query: str, game: str | None = None, limit: int = 3) -> list[str]:
    params = {"q": query, "limit": str(limit)}
    if game:
        params["game"] = game
    response = client.get("/api/search", query_string=params)
    assert response.status_code == 200
    return [fold(hit["title"]) for hit in response.get_json()["results"]]


@pytest.mark.parametrize(
    ("query", "game", "title_part"),
    [
        ("patrani", "normandie", "patrani"),  # no diacritics
        ("pratrani", "normandie", "patrani"),  # a typo
        ("krytem budovy", "stalingrad", "kryt"),  # inflected form
        ("zivy plot", "memoir44", "ziv"),
        ("Zwiad", "normandie", "zwiad"),  # Polish term: the Polish rule
    ],
)
def test_search_finds_rule_titles(client: FlaskClient, query: str, game: str, title_part: str) -> None:
    assert any(title_part in title for title in _titles(client, query, game)), _titles(client, query, game)


def test_polish_term_also_finds_the_czech_rule(client: FlaskClient) -> None:
    response = client.get("/api/search", query_string={"q": "Zwiad", "game": "normandie", "limit": "10"})
    ids = [hit["id"] for hit in response.get_json()["results"]]
    assert any(not i.startswith("normandie.pl.") and "patrani" in i for i in ids), ids


def test_game_filter(client: FlaskClient) -> None:
    response = client.get("/api/search", query_string={"q": "kryt", "game": "memoir44", "limit": "20"})
    results = response.get_json()["results"]
    assert results and {hit["game"] for hit in results} == {"memoir44"}


def test_result_shape_and_rule_endpoint(client: FlaskClient) -> None:
    body = client.get("/api/search", query_string={"q": "zakladni obrana"}).get_json()
    assert body["query"] == "zakladni obrana"
    hit = body["results"][0]
    assert set(hit) == {"id", "game", "title", "snippet", "score", "url"}
    assert hit["url"].startswith("/") and hit["url"].endswith("#" + hit["id"])
    rule = client.get(f"/api/rules/{hit['id']}").get_json()
    assert rule["id"] == hit["id"] and rule["url"] == hit["url"] and "text" in rule and "path" in rule


def test_snippet_marks_matches_and_escapes_html() -> None:
    text = "Kryt <b>se</b> přičítá k obraně & krytu budovy."
    out = snippet(text, {"kryt"})
    assert "<mark>Kryt</mark>" in out and "<mark>krytu</mark>" in out
    assert "<b>" not in out and "&lt;b&gt;" in out and "&amp;" in out


def test_snippet_of_hostile_rule_text_is_escaped() -> None:
    out = snippet("<script>alert(1)</script> útok", {"utok"})
    assert "<script>" not in out and "<mark>útok</mark>" in out


def test_long_rule_is_scored_by_its_best_passage() -> None:
    """A rule padded with 18 000 characters of other text keeps most of its score (whole-document BM25: ~17 %)."""
    from assistant.search import SearchIndex, split_passages

    filler = " ".join(f"Věta číslo {i} popisuje průběh kola a pohyb po bojišti." for i in range(150))
    core = "Útěk jednotek v panice probíhá nejkratší cestou do rezervy."
    long_rule = {"id": "g.dlouhe", "game": "g", "lang": "cs", "title": "Pravidlo",
                 "text": f"{filler}\n\n{core}\n\n{filler}"}
    compact = {"id": "g.kratke", "game": "g", "lang": "cs", "title": "Pravidlo", "text": core}
    others = [{"id": f"g.o{i}", "game": "g", "lang": "cs", "title": f"Karta {i}", "text": f"Pohyb karty {i}."}
              for i in range(5)]
    assert len(split_passages(long_rule["text"])) > 3
    index = SearchIndex([long_rule, compact, *others])
    scores = {h.rule["id"]: h.score for h in index.search("útěk jednotek v panice")}
    assert scores["g.dlouhe"] > 0.4 * scores["g.kratke"]


def test_action_named_only_by_stop_words_is_found(resources: Resources) -> None:
    hits = resources.index.search("za mnou", game="normandie", limit=3)
    assert hits and hits[0].rule["title"].startswith("Za mnou!")


def test_polish_za_mna_maps_to_czech_povzbuzeni(resources: Resources) -> None:
    titles = [h.rule["title"] for h in resources.index.search("Za mną", game="normandie", limit=3)]
    assert any(t.startswith("Povzbuzení") for t in titles)
    assert not any(t.startswith("Za mnou!") for t in titles)


def test_rule_body_ranks_before_its_quick_reference(resources: Resources) -> None:
    hits = resources.index.search("povzbuzeni", game="normandie", limit=3)
    assert hits[0].rule["kind"] == "rule"
    assert "quickref" in {h.rule["kind"] for h in resources.index.search("povzbuzeni", game="normandie", limit=10)}
