"""POST /api/evaluate and the /na-mape page: a structured position answered by the engine, with what the
board draws computed by the engine's geometry (the expected values here come from the engine itself)."""

from __future__ import annotations

import re
import urllib.parse
from fractions import Fraction
from typing import Any

import pytest
from flask.testing import FlaskClient

from engine.api import Intent, Query, facts_from_mapping
from engine.generalove.engine import ENGINE as GENERALOVE
from engine.generalove.facts import GeneraloveFacts
from engine.memoir44.engine import ENGINE as MEMOIR
from engine.memoir44.facts import Memoir44Facts

UNITS = ["C5=allies:infantry:4", "F5=axis:infantry:4"]


def _evaluate(client: FlaskClient, game: str, facts: dict[str, Any], **extra: Any) -> dict[str, Any]:
    response = client.post("/api/evaluate", json={"game": game, "facts": facts, **extra})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _fractions(values: list[Fraction]) -> list[str]:
    return [f"{p.numerator}/{p.denominator}" for p in values]


def test_a_forest_on_the_line_blocks_it_and_is_marked(client: FlaskClient) -> None:
    out = _evaluate(client, "memoir44", {"attacker_hex": "C5", "target_hex": "F5", "hex_features": ["E5=forest"],
                                         "hex_units": UNITS})
    sight = out["board"]["sight"]
    assert sight["clear"] is False and sight["blocking"] == ["E5"]
    assert sight["crossed"] == ["D5", "E5"]
    (x1, y1), (x2, y2) = sight["segment"]
    assert y1 == y2 and x1 < x2  # one row: a horizontal line from the attacker's centre to the target's
    assert "dice" not in out["numbers"]
    assert any("E5" in step for step in out["steps"])
    assert out["board"]["targets"] == {}  # nothing else to battle: the only enemy is out of sight


def test_off_the_line_the_dice_and_odds_are_the_engines(client: FlaskClient) -> None:
    facts = {"attacker_hex": "D5", "target_hex": "F5", "hex_features": ["E3=forest", "F5=town"],
             "hex_units": ["D5=allies:infantry:4", "F5=axis:infantry:4"]}
    out = _evaluate(client, "memoir44", facts)
    engine = MEMOIR.evaluate(Query("memoir44", Intent.ODDS, facts_from_mapping(Memoir44Facts, facts))).numbers
    assert out["board"]["sight"]["clear"] is True
    assert out["numbers"]["dice"] == engine["dice"] == 1  # 2 dice at range 2, the town takes one off
    assert out["exact"]["p_hits"] == _fractions(engine["p_hits"])
    assert out["exact"]["p_at_least_one_hit"] == _fractions([engine["p_at_least_one_hit"]])[0]
    assert out["board"]["targets"] == {"F5": engine["dice"]}
    assert out["board"]["reach"]["F5"] == engine["dice"]
    assert sum(Fraction(p) for p in out["board"]["p_flags"]["exact"]) == 1
    assert sum(Fraction(p) for p in out["board"]["p_losses"]["exact"]) == 1


def test_every_step_links_its_rules_by_title_and_place(client: FlaskClient) -> None:
    facts = {"attacker_hex": "C5", "target_hex": "E5", "hex_units": ["C5=allies:armour:3", "E5=axis:infantry:4"]}
    out = _evaluate(client, "memoir44", facts)
    assert len(out["step_rules"]) == len(out["steps"])
    for rules in out["step_rules"]:
        assert rules, "every step of the engine cites a rule"
        for rule in rules:
            assert rule["part"].startswith("Memoir '44 ›") and rule["title"]
            assert rule["url"].endswith("#" + rule["id"])
    for retreat in out["board"]["retreats"]:
        assert all(step["rules"] for step in retreat["steps"])


def test_a_blocked_retreat_becomes_losses(client: FlaskClient) -> None:
    # the Axis unit retreats toward the top edge; on the top row it cannot retreat at all
    facts = {"attacker_hex": "F3", "target_hex": "F1", "hex_units": ["F3=allies:armour:3", "F1=axis:infantry:4"]}
    out = _evaluate(client, "memoir44", facts)
    first = out["board"]["retreats"][0]
    assert first == {**first, "flags": 1, "needed": 1, "taken": 0, "losses": 1, "paths": []}
    free = _evaluate(client, "memoir44", {**facts, "target_hex": "F2",
                                          "hex_units": ["F3=allies:armour:3", "F2=axis:infantry:4"]})
    two = free["board"]["retreats"][1]
    assert two["taken"] == 1 and two["losses"] == 1  # one hex to the edge, the second flag costs a figure
    assert all(len(path) == 1 for path in two["paths"])
    assert len(two["lines"]) == len(two["paths"])


def test_artillery_needs_no_line_of_sight(client: FlaskClient) -> None:
    facts = {"attacker_hex": "C5", "target_hex": "G5", "hex_features": ["E5=forest"],
             "hex_units": ["C5=allies:artillery:2", "G5=axis:infantry:4"]}
    out = _evaluate(client, "memoir44", facts)
    assert out["board"]["sight"]["needed"] is False
    assert out["numbers"]["dice"] == 2  # artillery at range 4
    assert "G5" in out["board"]["targets"]


def test_generalove_zone_sums_and_each_cells_certainty(client: FlaskClient) -> None:
    facts = {"zone_mine": ["attacking_infantry", "attacking_cavalry"], "zone_theirs": ["defending_infantry"],
             "phase": "infantry"}
    out = _evaluate(client, "generalove", facts)
    full = {**facts, "zone_mine": [*facts["zone_mine"], "empty", "empty", "empty"],
            "zone_theirs": [*facts["zone_theirs"], "empty", "empty", "empty", "empty"]}
    engine = GENERALOVE.evaluate(Query("generalove", Intent.ODDS, facts_from_mapping(GeneraloveFacts, full))).numbers
    assert out["numbers"]["total_ztec"] == engine["total_ztec"]
    assert out["exact"]["p_hits_ztec"] == _fractions(engine["p_hits_ztec"])
    pairs = out["board"]["pairs"]
    assert [p["field"] for p in pairs if p] == [1, 2]
    assert pairs[0]["numbers"]["confidence"] in ("vysoká", "střední", "nízká")
    assert all(step["rules"] for p in pairs if p for step in p["steps"])
    assert out["board"]["opponent"]["numbers"]["dice_strelba"] == 1


def test_a_stated_number_is_checked_on_the_board(client: FlaskClient) -> None:
    """ "odečítá město 1 kostku?" set up on the board: the verdict is the computed reduction against the stated one."""
    facts = {"attacker_hex": "D5", "target_hex": "F5", "hex_features": ["F5=town"],
             "hex_units": ["D5=allies:infantry:4", "F5=axis:infantry:4"]}
    for claimed, verdict in ((1, "ano"), (2, "ne")):
        response = client.post("/api/evaluate", json={"game": "memoir44", "intent": "yes_no", "facts": facts, "ask": {
            "proposition": "terrain_reduces", "number": "total_reduction", "claimed": claimed}})
        assert response.status_code == 200
        assert response.get_json()["verdict"] == verdict


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"game": "memoir44", "facts": {"attacker_hex": "Z9"}}, 422, "bad_fact"),
    ({"game": "memoir44", "facts": {"hex_units": ["C5=allies:infantry:9"]}}, 422, "bad_fact"),
    ({"game": "memoir44", "facts": {"hex_features": ["C5=lava"]}}, 422, "bad_fact"),
    ({"game": "memoir44", "facts": {"nonsense": 1}}, 422, "bad_fact"),
    ({"game": "memoir44", "facts": [1, 2]}, 422, "bad_facts"),
    ({"game": "memoir44", "facts": {"hex_units": ["C5=allies:infantry:4"] * 65}}, 422, "bad_facts"),
    ({"game": "memoir44", "facts": {}, "intent": "guess"}, 422, "bad_intent"),
    ({"game": "memoir44", "facts": {}, "ask": {"proposition": "wins_the_war"}}, 422, "bad_ask"),
    ({"game": "memoir44", "facts": {}, "ask": {"proposition": "in_range", "positive": "yes"}}, 422, "bad_ask"),
    ({"game": "memoir44", "facts": {}, "ask": {"proposition": "terrain_reduces", "claimed": 2}}, 422, "bad_ask"),
    ({"game": "memoir44", "facts": {}, "ask": {"proposition": "terrain_reduces", "number": "total_reduction",
                                              "claimed": "2"}}, 422, "bad_ask"),
    ({"game": "chess", "facts": {}}, 422, "unknown_game"),
    ({"facts": {}}, 422, "missing_game"),
    ({"game": "generalove", "facts": {"zone_mine": ["general"]}}, 422, "bad_fact"),
])
def test_bad_input_is_a_czech_error_naming_what_is_wrong(client: FlaskClient, body: Any, status: int,
                                                        code: str) -> None:
    response = client.post("/api/evaluate", json=body)
    assert response.status_code == status
    out = response.get_json()
    assert out["code"] == code and not out["error"].isascii()


def test_wrong_methods_and_bodies(client: FlaskClient) -> None:
    assert client.get("/api/evaluate").status_code == 405
    assert client.post("/api/evaluate", data="hra", content_type="text/plain").status_code == 400
    assert client.post("/api/evaluate", json=[1]).status_code == 400


def test_an_ask_is_decided_by_the_engine(client: FlaskClient) -> None:
    facts = {"attacker_hex": "C5", "target_hex": "F5", "hex_features": ["E5=forest"], "hex_units": UNITS}
    out = _evaluate(client, "memoir44", facts, intent="yes_no", ask={"proposition": "line_of_sight_clear"})
    assert out["verdict"] == "ne"


def test_the_page_reproduces_the_position_of_its_link(client: FlaskClient) -> None:
    query = urllib.parse.urlencode([("hra", "memoir44"), ("attacker_hex", "C5"), ("target_hex", "F5"),
                                    ("hex_features", "E5=forest"), *(("hex_units", u) for u in UNITS)])
    html = client.get("/na-mape?" + query).get_data(as_text=True)
    assert '"blocking": ["E5"]' in html or '"blocking":["E5"]' in html
    assert 'aria-current="page">Memoir' in html
    bad = client.get("/na-mape?hra=memoir44&attacker_hex=Q99")
    assert bad.status_code == 422 and "není pole hracího plánu" in bad.get_data(as_text=True)
    assert client.get("/na-mape?hra=chess").status_code == 422
    assert client.get("/na-mape?hra=generalove").status_code == 200


def test_an_answer_on_the_ask_page_links_to_its_board(client: FlaskClient) -> None:
    question = "Pěchota střílí na obrněnce v lese 2 pole daleko. Kolik kostek?"
    html = client.get("/zeptej-se", query_string={"otazka": question, "hra": "memoir44"}).get_data(as_text=True)
    link = re.search(r'id="board-link" href="([^"]+)"', html)
    assert link, "a battle between two units fits the board"
    url = link.group(1).replace("&amp;", "&")
    args = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    facts = {k: v if k in ("hex_features", "hex_units") else v[0] for k, v in args.items() if k != "hra"}
    board = _evaluate(client, "memoir44", facts)
    asked = client.post("/api/ask", json={"question": question, "game": "memoir44"}).get_json()
    assert board["board"]["cells"][facts["target_hex"]]["terrain"] == "forest"
    assert board["numbers"]["dice"] == asked["numbers"]["dice"] == 1  # 2 dice at range 2, the forest takes one
    assert client.get(url).status_code == 200
    lookup = client.get("/zeptej-se", query_string={"otazka": "Kolik figur má tank?", "hra": "memoir44"})
    assert 'id="board-link"' not in lookup.get_data(as_text=True)


def _undaunted(game: str, facts: dict[str, Any]) -> dict[str, Any]:
    from engine.undaunted.engine import ENGINE as UNDAUNTED
    from engine.undaunted.facts import UndauntedFacts

    return UNDAUNTED.evaluate(Query(game, Intent.ODDS, facts_from_mapping(UndauntedFacts, facts))).numbers


def test_odhodlani_attack_over_two_tiles_onto_a_hill(client: FlaskClient) -> None:
    facts = {"action": "attack", "action_value": 3, "tiles": ["C2=hill", "B2=cover:2"],
             "units": ["A2=americans:riflemen:1:ready", "C2=germans:riflemen:1:ready"],
             "attacker_tile": "A2", "target_tile": "C2"}
    out = _evaluate(client, "normandie", facts)
    assert out["board"]["distance"] == 2 and out["board"]["path"] == ["B2", "C2"]
    engine = _undaunted("normandie", {"action": "attack", "action_value": 3, "attacker": "riflemen",
                                      "target": "riflemen", "base_defense": 1, "distance": 2, "hill_target": True})
    for key in ("base_defense", "cover", "range_bonus", "total_defense", "dice"):
        assert out["numbers"][key] == engine[key], key
    assert (out["numbers"]["cover"], out["numbers"]["total_defense"]) == (3, 6)  # 1 + hill 3 + range 2
    assert out["exact"]["p_hit"] == _fractions([engine["p_hit"]])[0]
    hill_step = next(i for i, s in enumerate(out["steps"]) if "kopcovitý" in s)
    assert any(r["title"] == "Kopcovitý terén" for r in out["step_rules"][hill_step])
    on_hill = _evaluate(client, "normandie", {**facts, "tiles": ["A2=hill", "C2=hill"]})
    assert on_hill["numbers"]["cover"] == 1  # the attacker on a hill too: the lower value


def test_stalingrad_structures_smoke_and_who_holds_a_fortification(client: FlaskClient) -> None:
    base = {"action": "attack", "action_value": 2, "units": ["A3=soviets:riflemen:1:ready",
                                                             "C3=germans:machine_gunners:4:ready"],
            "attacker_tile": "A3", "target_tile": "C3"}
    building = _evaluate(client, "stalingrad", {**base, "tiles": ["C3=building:3", "C3=smoke"]})["numbers"]
    assert (building["cover"], building["smoke_bonus"], building["total_defense"]) == (3, 2, 4 + 3 + 2 + 2)
    held = _evaluate(client, "stalingrad", {**base, "tiles": ["C3=fortification:2:germans"]})["numbers"]
    not_held = _evaluate(client, "stalingrad", {**base, "tiles": ["C3=fortification:2:soviets"]})["numbers"]
    assert held["cover"] == 2 and not_held["cover"] == 0
    mine = _evaluate(client, "stalingrad", {**base, "action": "mines"})
    assert mine["board"]["needs_mine"] is True and not mine["numbers"]
    mined = _evaluate(client, "stalingrad", {**base, "action": "mines", "tiles": ["C3=mine", "C3=cover:2"]})
    assert mined["numbers"]["total_defense"] == 4  # a mine attacks the base defence only


def test_a_suppressed_or_routed_attacker_is_asked_about(client: FlaskClient) -> None:
    facts = {"action": "attack", "action_value": 2, "attacker_tile": "A1", "target_tile": "B1",
             "units": ["A1=soviets:riflemen:1:routed", "B1=germans:riflemen:1:ready"]}
    state = _evaluate(client, "stalingrad", facts)["board"]["attacker_state"]
    assert state["may_act"] == "ne" and all(step["rules"] for step in state["steps"])


@pytest.mark.parametrize(("game", "facts"), [
    ("normandie", {"units": ["A1=soviets:riflemen:1:ready"]}),
    ("normandie", {"units": ["A1=americans:riflemen:99:ready"]}),
    ("normandie", {"tiles": ["G9=hill"]}),
    ("normandie", {"tiles": ["A1=cover:x"]}),
    ("stalingrad", {"attacker_tile": "Q1"}),
    ("stalingrad", {"action_value": 99}),
])
def test_odhodlani_bad_positions_are_czech_errors(client: FlaskClient, game: str, facts: dict[str, Any]) -> None:
    response = client.post("/api/evaluate", json={"game": game, "facts": facts})
    assert response.status_code == 422
    assert response.get_json()["code"] == "bad_fact"


@pytest.mark.parametrize(("game", "question", "number"), [
    ("normandie", "Útočím střelci útokem 3 na střelce s obranou 1 na kopci 2 pole daleko. Jaká je šance?",
     "total_defense"),
    ("stalingrad", "Kulometčíci s obranou 4 stojí na poli s krytem 3, útočím ze 2 polí útokem 2, na poli je dým. "
                   "Jaká je celková obrana?", "total_defense"),
    ("generalove", "Moje útočící pěchota proti soupeřově pěchotě s rozkazem k obraně, jaká je úprava?", None),
])
def test_answers_open_on_their_board_with_the_same_numbers(client: FlaskClient, game: str, question: str,
                                                           number: str | None) -> None:
    html = client.get("/zeptej-se", query_string={"otazka": question, "hra": game}).get_data(as_text=True)
    link = re.search(r'id="board-link" href="([^"]+)"', html)
    assert link, question
    url = link.group(1).replace("&amp;", "&")
    board = client.get(url)
    assert board.status_code == 200
    args = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    lists = {"tiles", "units", "zone_mine", "zone_theirs"}
    facts = {k: v if k in lists else (int(v[0]) if v[0].isdigit() else v[0]) for k, v in args.items() if k != "hra"}
    shown = _evaluate(client, game, facts)
    asked = client.post("/api/ask", json={"question": question, "game": game}).get_json()
    if number:
        assert shown["numbers"][number] == asked["numbers"][number]
        if "p_hit" in asked["exact"]:  # a question about the defence alone gets no odds
            assert shown["exact"]["p_hit"] == asked["exact"]["p_hit"]
    else:
        assert shown["board"]["pairs"][0]["numbers"]["modifier_ztec"] == asked["numbers"]["modifier_ztec"]
