"""The facade: question kinds, numbers, needs and cited rule ids."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from engine.api import EngineAnswer
from engine.generalove.citations import RULES
from engine.generalove.facade import FACTS, evaluate

CASES: list[dict[str, Any]] = [
    {"dice": 1, "modifier": -1},
    {"dice": 4, "modifier": 2, "hits": 3},
    {"vp_before": 4, "controls_enemy_hq": True, "controls_enemy_flanks": 1},
    {"vp_before": 3, "controls_enemy_flanks": 2, "round": 4},
    {"my_unit": "jízda", "my_stance": "útok", "opponent_unit": "pěchota", "opponent_stance": "obrana"},
    {
        "my_unit": "pěchota",
        "my_stance": "nepřipravená",
        "opponent_unit": "jízda",
        "opponent_stance": "útočící",
        "direction": "z boku",
        "phase": 3,
    },
    {"pairs": [["obrana:pechota", "utocici:jizda"], ["nepripravena:pechota", "utocici:jizda"]], "phase": 1},
    {
        "attack_from": "levý sektor uprostřed",
        "attack_to": "střed bojiště",
        "my_unit": "pěchota",
        "my_stance": "nepřipravená",
        "attacker": "soupeř",
    },
    {
        "unit": "jízda",
        "route": ["vlastní rezerva", "vlastní pravé křídlo", "pravý sektor uprostřed"],
        "enemy_held": ["vlastní pravé křídlo"],
    },
    {"unit": "pěchota", "route": ["vlastní levé křídlo", "levý sektor uprostřed"], "units_same_direction": 6},
    {
        "unit": "dělostřelectvo",
        "order": "ostřelování",
        "origin": "vlastní velitelské stanoviště",
        "target": "soupeřovo velitelské stanoviště",
        "occupied": ["střed bojiště"],
    },
    {"unit": "jízda", "order": "obrana"},
    {
        "unit": "pěchota",
        "order": "reorganizace",
        "panicked": True,
        "in_red_reserve": True,
        "same_type_panicked_in_red": 1,
    },
    {"step_a": "3.3", "step_b": "3.7"},
    {"ask_phase_order": True},
    {"attackers": ["jízda", "pěchota", "pěchota"], "defenders": ["obrana:pěchota", "nepřipravená:jízda"], "phase": 3},
    {"units": ["pěchota", "jízda v panice"], "hits_taken": 2},
    {"bombarded_unit": "pěchota v panice"},
    {"bombard_target": "obrana:delostrelectvo", "over_occupied": True},
    {
        "flee_from": "střed bojiště",
        "sector_status": {
            "vlastní levé křídlo": "nepřátelský",
            "vlastní velitelské stanoviště": "nepřátelský",
            "vlastní pravé křídlo": "nepřátelský",
            "levý sektor uprostřed": "neutrální",
            "pravý sektor uprostřed": "neutrální",
            "soupeřovo pravé křídlo": "nepřátelský",
            "soupeřovo velitelské stanoviště": "nepřátelský",
            "soupeřovo levé křídlo": "nepřátelský",
        },
    },
]


@pytest.mark.parametrize("facts", CASES)
def test_every_answer_is_explained(facts: dict[str, Any]) -> None:
    ans = evaluate(facts)
    assert isinstance(ans, EngineAnswer)
    assert ans.game == "generalove"
    assert ans.summary
    assert set(ans.rule_ids) <= set(RULES.values())
    if not ans.needs:
        assert ans.explanation.steps
        assert ans.rule_ids, "every answer cites a rule"
    assert set(facts) <= set(FACTS), set(facts) - set(FACTS)
    if ans.needs:
        assert ans.verdict is None
    ans.as_dict()  # JSON-ready


def test_single_die_penalty() -> None:
    ans = evaluate({"dice": 1, "modifier": -1})
    assert ans.numbers["min_roll"] == 5
    assert ans.numbers["p_hit"] == Fraction(1, 3)
    assert ans.numbers["p_hits"] == [Fraction(2, 3), Fraction(1, 3)]
    assert "postih" in ans.summary and "4 a více" in ans.summary
    assert ans.verdict is None and not ans.needs


def test_odds_need_the_modifier() -> None:
    ans = evaluate({"dice": 2})
    assert ans.needs and not ans.numbers


def test_victory_answer() -> None:
    ans = evaluate({"vp_before": 4, "controls_enemy_hq": True, "controls_enemy_flanks": 1})
    assert ans.verdict is True
    assert (ans.numbers["vp_hq"], ans.numbers["vp_flank"], ans.numbers["vp_after"]) == (5, 1, 10)
    assert "velitelské stanoviště" in ans.summary and "vítězných bodů" in ans.summary
    not_yet = evaluate({"vp_before": 3, "controls_enemy_flanks": 2, "round": 4})
    assert not_yet.verdict is False and not_yet.numbers["vp_after"] == 5
    unknown_round = evaluate({"vp_before": 3, "controls_enemy_flanks": 2})
    assert unknown_round.verdict is None and unknown_round.needs
    no_base = evaluate({"controls_enemy_hq": True})
    assert no_base.verdict is None and "vp_after" not in no_base.numbers and no_base.numbers["vp_gain"] == 5
    art = evaluate({"captured_art": 1})
    assert art.numbers["vp_captures"] == 2 and "2 vítězné body" in art.summary


def test_modifier_lookup_and_unknown_cell() -> None:
    ans = evaluate(
        {"my_unit": "jízda", "my_stance": "útok", "opponent_unit": "pěchota", "opponent_stance": "obrana", "phase": 1}
    )
    assert ans.numbers["modifier_ztec"] == -2 and "modifier_strelba" not in ans.numbers
    flank = evaluate(
        {
            "my_unit": "pěchota",
            "my_stance": "nepřipravená",
            "opponent_unit": "jízda",
            "opponent_stance": "útočící",
            "direction": "z boku",
            "phase": 3,
        }
    )
    assert (flank.numbers["modifier_strelba"], flank.numbers["modifier_ztec"]) == (-2, -1)
    gap = evaluate({"my_unit": "pěchota", "my_stance": "nepřipravená", "opponent_unit": "žádná"})
    assert gap.needs and gap.verdict is None and not gap.numbers
    missing = evaluate({"my_unit": "pěchota", "opponent_unit": "jízda", "opponent_stance": "útočící"})
    assert missing.needs


def test_route_legality() -> None:
    bad = evaluate(
        {
            "unit": "jízda",
            "route": ["vlastní rezerva", "vlastní pravé křídlo", "pravý sektor uprostřed"],
            "enemy_held": ["vlastní pravé křídlo"],
        }
    )
    assert bad.verdict is False and "ovládaný soupeřem" in bad.summary
    diagonal = evaluate({"unit": "pěchota", "route": ["vlastní levé křídlo", "střed bojiště"]})
    assert diagonal.verdict is False
    ok = evaluate(
        {"unit": "pěchota", "route": ["vlastní levé křídlo", "levý sektor uprostřed"], "units_same_direction": 6}
    )
    assert ok.verdict is True and ok.numbers["moving_now"] == 5 and ok.numbers["moving_later"] == 1
    assert evaluate({"unit": "jízda", "order": "obrana"}).verdict is False
    assert evaluate({"unit": "pěchota", "order": "obrana"}).verdict is True


def test_phase_questions() -> None:
    ans = evaluate({"step_a": "3.3", "step_b": "3.7"})
    assert ans.verdict is True
    assert evaluate({"step_a": 4, "step_b": 2}).verdict is False
    order = evaluate({"ask_phase_order": True})
    assert "1. fáze jízdy" in order.summary and "6. fáze bodování" in order.summary


def test_positions_casualties_flight() -> None:
    zone = evaluate({"attackers": ["pěchota", "jízda"], "defenders": ["nepřipravená:pěchota", "obrana:pěchota"]})
    assert zone.numbers["pole_1"].startswith("jízda") and "s rozkazem k obraně" in zone.numbers["pole_1"]
    hits = evaluate({"units": ["pěchota", "jízda v panice"], "hits_taken": 2})
    assert hits.numbers["captured"] == 1 and hits.numbers["vp_for_opponent"] == 1
    wrong = evaluate({"units": ["pěchota", "jízda v panice"], "hits_taken": 1, "choice": [2]})
    assert wrong.verdict is False
    blocked = evaluate(CASES[-1])
    assert blocked.numbers["captured"] == 1  # the whole home row is hostile: no way to the reserve
    partial = evaluate({"flee_from": "střed bojiště"})
    assert partial.needs and partial.verdict is None
    free = evaluate(
        {
            "flee_from": "soupeřovo velitelské stanoviště",
            "sector_status": {
                n: "neutrální"
                for n in [
                    "vlastní levé křídlo",
                    "vlastní velitelské stanoviště",
                    "vlastní pravé křídlo",
                    "levý sektor uprostřed",
                    "střed bojiště",
                    "pravý sektor uprostřed",
                    "soupeřovo pravé křídlo",
                    "soupeřovo levé křídlo",
                ]
            },
        }
    )
    assert free.numbers["captured"] == 0 and "střed bojiště" in free.summary


def test_nothing_recognised() -> None:
    ans = evaluate({})
    assert ans.needs and ans.verdict is None


def test_units_that_do_not_roll_that_kind() -> None:
    ans = evaluate(
        {
            "my_unit": "jízda",
            "my_stance": "útok",
            "opponent_unit": "pěchota",
            "opponent_stance": "nepřipravená",
            "roll": "střelba",
        }
    )
    assert ans.numbers == {"modifier_strelba": "nehází"} and "nestřílí" in ans.summary
    art = evaluate(
        {"my_unit": "dělostřelectvo", "my_stance": "obrana", "opponent_unit": "pěchota", "opponent_stance": "útok"}
    )
    assert art.numbers["modifier_strelba"] == 2 and "modifier_ztec" not in art.numbers


def test_clash_roles() -> None:
    one = evaluate({"target_status": "nepřátelský", "phase": 3})
    assert one.verdict is True and (one.numbers["my_role"], one.numbers["enemy_role"]) == ("útočník", "obránce")
    both = evaluate({"target_status": "neutrální", "phase": 1, "enemy_enters_same": True})
    assert both.numbers["enemy_role"] == "útočník" and both.numbers["step"] == "1.2"
    counter = evaluate({"target_status": "nepřátelský", "phase": 3, "enemy_leaves_toward_me": True})
    assert counter.numbers["enemy_role"] == "útočník, obránce"
    assert evaluate({"target_status": "nepřátelský", "phase": 4}).verdict is False
    quiet = evaluate({"target_status": "neutrální", "phase": 3})
    assert quiet.verdict is False and quiet.numbers["step"] == "3.10"
    assert evaluate({"target_status": "přátelský", "phase": 1}).numbers["step"] == "1.1"
    assert evaluate({"target_status": "neutrální", "phase": 2}).verdict is False
    assert evaluate({"target_status": "neutrální"}).needs


def test_zone_pairs_give_fire_and_assault_odds() -> None:
    ans = evaluate(
        {"pairs": [["obrana:delostrelectvo", "utocici:pechota"], ["obrana:pechota", "utocici:pechota"]], "phase": 3}
    )
    assert (ans.numbers["total_strelba"], ans.numbers["dice_strelba"]) == (2, 2)
    assert (ans.numbers["total_ztec"], ans.numbers["dice_ztec"]) == (0, 1)  # artillery does not assault
    assert sum(ans.numbers["p_hits_strelba"]) == 1
    assert ans.numbers["expected_hits_ztec"] == Fraction(1, 2)


def test_rolled_dice() -> None:
    ans = evaluate({"rolls": [3, 5, 2], "modifier": 1})
    assert ans.numbers["hits"] == 2 and "3 +1 = 4" in ans.explanation.steps[-1].text
    pen = evaluate({"rolls": [4, 6], "modifier": -1})
    assert pen.numbers["hits"] == 1
    assert evaluate({"rolls": [7], "modifier": 0}).verdict is False


def test_alias_keys() -> None:
    ans = evaluate({"num_dice": 1, "net_modifier": -1})
    assert ans.numbers["p_hit"] == Fraction(1, 3)
    tab = evaluate({"my_unit": "cavalry", "my_stance": "attack", "enemy_unit": "infantry", "enemy_stance": "defence"})
    assert tab.numbers["modifier_ztec"] == -2
