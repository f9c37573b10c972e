"""Search: players' words, questions as queries, the player's game first, grouped results, snippets."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from assistant.resources import Resources
from assistant.search import SearchIndex
from assistant.search_query import length_order, typo_limit
from assistant.search_text import clean_title, display_title, snippet, split_passages
from lang.czech_stem import fold


@pytest.mark.parametrize(("word", "limit"), [("kryt", 0), ("utok", 0), ("palba", 1), ("pratrani", 1),
                                             ("kulometcici", 2), ("iniciativa", 2)])
def test_typo_limit_by_length(word: str, limit: int) -> None:
    assert typo_limit(word) == limit


def test_a_letter_left_out_is_tried_first() -> None:
    assert length_order(8, 2) == [8, 9, 7, 10, 6]


@pytest.mark.parametrize(
    ("typo", "fixed"),
    [("pratrani", "patrani"), ("kulometcicci", "kulometcici"), ("iniciatvia", "iniciativa"),
     ("obrnau", "obranu")],  # the last: two letters swapped count as one edit
)
def test_typos_are_corrected_on_folded_words(resources: Resources, typo: str, fixed: str) -> None:
    assert resources.index.correct(typo) == fixed


def test_short_words_are_not_corrected(resources: Resources) -> None:
    # "prih" is four letters: no edit allowed, so it never turns into "pristup" or another word
    assert resources.index.correct("prih") is None


def _search(client: FlaskClient, query: str, **params: str) -> dict:
    response = client.get("/api/search", query_string={"q": query, **params})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _titles(client: FlaskClient, query: str, game: str | None = None, limit: int = 3) -> list[str]:
    params = {"limit": str(limit), **({"game": game} if game else {})}
    return [fold(hit["title"]) for hit in _search(client, query, **params)["results"]]


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
    ids = [hit["id"] for hit in _search(client, "Zwiad", game="normandie", limit="10")["results"]]
    assert ids[0].startswith("normandie.pl.")  # typed in Polish: the Polish rule first
    assert any(not i.startswith("normandie.pl.") and "patrani" in i for i in ids), ids


def test_game_filter(client: FlaskClient) -> None:
    body = _search(client, "kryt", game="memoir44", limit="20")
    assert body["results"] and {hit["game"] for hit in body["results"]} == {"memoir44"}
    assert body["game"] == "memoir44"


def test_the_players_game_comes_first_and_filters_are_counted(client: FlaskClient) -> None:
    """Issue 16: "krytu" inside Normandie -> the Normandie rule first; a game filter is one tap."""
    plain = _search(client, "krytu")
    inside = _search(client, "krytu", prefer="normandie")
    assert inside["prefer"] == "normandie"
    assert inside["results"][0]["game"] == "normandie"
    assert "kryt" in fold(inside["results"][0]["snippet"])
    assert {h["game"] for h in plain["results"]} > {"normandie"}  # other games still there
    assert inside["games"]["normandie"] >= 1 and inside["games"]["stalingrad"] >= 1  # counts for the filter
    stalingrad = _search(client, "krytu", prefer="stalingrad")
    assert stalingrad["results"][0]["game"] == "stalingrad"


def test_a_game_named_in_the_query_wins_over_the_page(client: FlaskClient) -> None:
    body = _search(client, "kryt budovy ve stalingradu", prefer="memoir44")
    assert body["prefer"] == "stalingrad" and body["results"][0]["game"] == "stalingrad"


def test_quick_reference_is_grouped_under_its_rule(client: FlaskClient) -> None:
    results = _search(client, "povzbuzeni", game="normandie", limit="10")["results"]
    ids = [hit["id"] for hit in results]
    assert results[0]["kind"] == "rule" and results[0]["title"].startswith("Povzbuzení")
    assert not any(i.startswith("normandie.strucny-prehled.podpurne-akce.povzbuzeni") for i in ids)
    also = [a["id"] for a in results[0]["also"]]
    assert "normandie.strucny-prehled.podpurne-akce.povzbuzeni-1-a" in also
    assert all(a["url"].endswith("#" + a["id"]) for a in results[0]["also"])


def test_the_same_action_in_two_chapters_is_one_result(client: FlaskClient) -> None:
    results = _search(client, "hodnota krytu budovy", game="stalingrad", limit="10")["results"]
    titles = [fold(h["title"]) for h in results]
    assert titles.count("hodnota krytu budovy") == 1
    assert results[0]["also"]


def test_titles_never_show_scan_marks(client: FlaskClient, resources: Resources) -> None:
    for query in ("skradanie", "ruch", "hodnota krytu opevneni", "maskowanie rozpoznanie", "tankova smrst"):
        for hit in _search(client, query, limit="20")["results"]:
            assert "⟨?⟩" not in hit["title"] and not re.search(r"[|@©=\[\]]|\w\d\w", hit["title"]), hit
    assert all("⟨?⟩" not in t for t in resources.index.titles())


@pytest.mark.parametrize(
    ("title", "clean"),
    [("Ruch ⟨?⟩", "Ruch"), ("Hodnota krytu budovy ⟨?⟩ Běžná hodnota krytu", "Hodnota krytu budovy"),
     ("Lwiąt ⟨?⟩ | eax [1] / Rozporcania | Maskowsale", "Lwiąt"), ("Wzmocnienie @B / J— = *", "Wzmocnienie"),
     ("Tanková smrs5t @ aktivační žetony", "Tanková …"), ("⟨?⟩", ""), ("Povzbuzení 1A", "Povzbuzení 1A")],
)
def test_clean_title(title: str, clean: str) -> None:
    assert clean_title(title) == clean


def test_unreadable_title_shows_the_parents() -> None:
    rules = {"a": {"id": "a", "title": "Příklad", "parent": None},
             "a.b": {"id": "a.b", "title": "| eax [1] ©", "parent": "a"}}
    assert display_title(rules["a.b"], rules) == "Příklad"


@pytest.mark.parametrize(
    ("query", "game", "title_part"),
    [
        ("fog of war", "normandie", "valecn"),  # an English term of the original edition
        ("mlha valky", "normandie", "valecn"),  # Czech slang
        ("suppressed jednotka", "normandie", "pod palbou"),
        ("suppresed jednotka", "normandie", "pod palbou"),  # a misspelt vocabulary term
        ("recon", "normandie", "pruzkum"),
        ("hedgerow", "memoir44", "ziv"),
        ("jak se vzdat", "stalingrad", "stazeni vojsk"),  # a question typed as a query
        ("kdo hraje prvni", "normandie", "iniciativ"),
        ("routed", "stalingrad", "rozprasen"),
        ("mgla wojny", "normandie", "mgla wojny"),  # Polish: the Polish rule
        ("jaký je dostřel dělostřelectva", "generalove", "ostrelovani"),  # 'dostřel': the manual's distance
        ("unexplored", "normandie", "patrani"),  # the English 'un-' of the scouted token
        ("scoring", "generalove", "cil hry"),  # scoring: the victory points
    ],
)
def test_players_words_find_the_manuals_rule(client: FlaskClient, query: str, game: str, title_part: str) -> None:
    titles = _titles(client, query, game)
    assert any(title_part in t for t in titles), (query, titles)


def test_nothing_found_suggests_glossary_terms(client: FlaskClient) -> None:
    body = _search(client, "tabletop simulator mod")
    assert body["results"] == []
    near = _search(client, "valecni zmatkovani xyzzy qwerty plonk", game="memoir44")
    assert near["results"] == [] and "válečný zmatek" in near["suggestions"]


def test_snippet_is_the_sentence_that_matched(client: FlaskClient) -> None:
    hit = _search(client, "vysledek hodu 0 zasah", game="normandie")["results"][0]
    text = re.sub(r"</?mark>", "", hit["snippet"])
    assert "0 znamená vždy zásah" in text and len(text) < 260
    assert "<mark>" in hit["snippet"]


def test_result_shape_and_rule_endpoint(client: FlaskClient) -> None:
    body = _search(client, "zakladni obrana")
    assert body["query"] == "zakladni obrana"
    assert {"games", "game", "prefer", "corrections", "suggestions"} <= set(body)
    hit = body["results"][0]
    assert {"id", "game", "title", "snippet", "score", "url"} <= set(hit)  # the contract's keys, extras allowed
    assert hit["url"].startswith("/") and hit["url"].endswith("#" + hit["id"])
    rule = client.get(f"/api/rules/{hit['id']}").get_json()
    assert rule["id"] == hit["id"] and rule["url"] == hit["url"] and "text" in rule and "path" in rule


def test_bad_prefer_is_a_czech_error(client: FlaskClient) -> None:
    response = client.get("/api/search", query_string={"q": "kryt", "prefer": "chess"})
    assert response.status_code in (400, 422) and response.get_json()["code"] == "unknown_game"


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
    titles = [h.rule["title"] for h in resources.index.search("Za mną", game="normandie", limit=5)]
    assert any(t.startswith("Povzbuzení") for t in titles)
    assert not any(t.startswith("Za mnou!") for t in titles)


def test_english_movement_in_generalove_is_also_the_manuals_pohyb(resources: Resources) -> None:
    """The manual moves its units by 'pohybuje se o jeden sektor', not only by the order 'Přesun/útok'."""
    keys = resources.index.plan("movement", "generalove").keys
    assert "pohyb" in keys and "preson" in keys


def test_a_passage_holding_the_whole_query_counts_more() -> None:
    """Two words in one passage (one sentence answers) beat the same words far apart in one rule by more
    than the passage's own sum: the best passage counts up to twice when it holds every part of the query."""
    filler = "\n\n".join(f"Věta číslo {i} popisuje průběh kola a pořadí hráčů u stolu." for i in range(12))
    together = {"id": "g.spolu", "game": "g", "lang": "cs", "title": "Oddíl",
                "text": f"Jízda smí ustoupit do sousedního sektoru.\n\n{filler}"}
    apart = {"id": "g.zvlast", "game": "g", "lang": "cs", "title": "Kapitola",
             "text": f"Jízda je rychlá.\n\n{filler}\n\nKaždá jednotka smí ustoupit do sousedního sektoru."}
    others = [{"id": f"g.o{i}", "game": "g", "lang": "cs", "title": f"Karta {i}", "text": f"Pohyb karty {i}."}
              for i in range(5)]
    scores = {h.rule["id"]: h.score for h in SearchIndex([together, apart, *others]).search("jízda ustoupit")}
    assert scores["g.spolu"] > 2.2 * scores["g.zvlast"]
