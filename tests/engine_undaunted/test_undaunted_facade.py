"""The facade: question kinds, verdicts, needs, names in Czech and Polish."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.undaunted.facade import FACTS, evaluate
from engine.undaunted.names import (
    ACTION_NAMES,
    UNIT_NAMES,
    action_name,
    parse_action,
    parse_unit,
    unit_name,
)


def _text(answer) -> str:
    return " ".join([*answer.explanation.texts(), answer.summary]).lower()


@pytest.mark.parametrize("key", sorted(ACTION_NAMES))
def test_action_name_round_trip(key: str) -> None:
    assert parse_action(action_name(key)) == key


@pytest.mark.parametrize("key", sorted(UNIT_NAMES))
def test_unit_name_round_trip(key: str) -> None:
    assert parse_unit(unit_name(key)) == (key, None)
    assert parse_unit(unit_name(key) + " B") == (key, "B")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Ostrzał", "vybuch"),
        ("Dowodzenie", "za-mnou"),
        ("Za mną!", "povzbuzeni"),
        ("ZA MNOU!", "za-mnou"),
        ("utok", "utok"),
        ("Kryci palbu", "kryci-palba"),
        ("Skradanie", "skryty-presun"),
        ("Zwiad", "patrani"),
    ],
)
def test_action_aliases(text: str, key: str) -> None:
    assert parse_action(text) == key


def test_unit_aliases() -> None:
    assert parse_unit("Moździerz") == ("minomet", None)
    assert parse_unit("nepřátelští střelci") == ("strelci", None)
    assert parse_unit("STRELCI a") == ("strelci", "A")
    assert parse_unit("pátrači (nerozprášení)") == ("patraci", None)


def test_facts_schema_is_czech() -> None:
    assert "cover" in FACTS and "rolls" in FACTS
    assert all(isinstance(v, str) and v for v in FACTS.values())


def test_attack_miss_and_single_hit() -> None:
    miss = evaluate(
        {
            "action": "útok",
            "action_value": 2,
            "target": "střelci",
            "base_defense": 4,
            "cover": 3,
            "distance": 1,
            "rolls": [5, 7],
        },
        "normandie",
    )
    assert miss.verdict is False
    many = evaluate(
        {
            "action": "útok",
            "action_value": 3,
            "target": "střelci",
            "base_defense": 4,
            "cover": 0,
            "distance": 0,
            "rolls": [9, 0, 8],
        },
        "normandie",
    )
    assert many.verdict is True and "jen 1 zásah" in _text(many)


def test_missing_facts_are_needs_not_guesses() -> None:
    answer = evaluate(
        {"action": "útok", "action_value": 2, "target": "odstřelovači", "cover": 2, "distance": 1, "rolls": [3, 4]},
        "normandie",
    )
    assert answer.verdict is None and answer.needs
    assert "total_defense" not in answer.numbers
    answer = evaluate(
        {"action": "útok", "action_value": 2, "target": "odstřelovači", "base_defense": 5, "distance": 1}, "normandie"
    )
    assert any("kryt" in n for n in answer.needs) and answer.verdict is None


def test_default_base_defense_names_source() -> None:
    answer = evaluate(
        {"action": "útok", "action_value": 1, "target": "střelci", "cover": 0, "distance": 1}, "normandie"
    )
    assert answer.numbers["base_defense"] == 4 and "příklad" in _text(answer)


def test_vybuch_hill_is_low_and_polish_names() -> None:
    answer = evaluate(
        {"action": "Ostrzał", "attacker": "Moździerz", "cover": "3/1", "hill_attacker": False, "hill_target": True},
        "normandie",
    )
    assert answer.numbers["cover"] == 1
    text = _text(answer)
    assert "ostrzał" in text and "wzgórze" in text and "výbuch" in text


def test_smoke_and_stalingrad_only() -> None:
    s = evaluate(
        {
            "action": "útok",
            "action_value": 3,
            "target": "střelci",
            "base_defense": 4,
            "cover": 1,
            "smoke_on_tile": True,
            "distance": 2,
        },
        "stalingrad",
    )
    assert s.numbers["smoke_bonus"] == 2 and s.numbers["p_hit"] == Fraction(61, 125)
    d = evaluate(
        {
            "action": "demolice",
            "target": "tank",
            "base_defense": 6,
            "cover": 2,
            "smoke_on_tile": True,
            "distance": 1,
            "dice": 1,
        },
        "stalingrad",
    )
    assert d.verdict is False and d.numbers["smoke_bonus"] == 0 and d.numbers["cover"] == 0


def test_tank_and_suppressed_targets() -> None:
    tank = evaluate(
        {"action": "krycí palba", "action_value": 4, "target": "tank", "base_defense": 6, "cover": 1, "distance": 1},
        "stalingrad",
    )
    assert tank.verdict is False and "tank" in _text(tank)
    again = evaluate(
        {
            "action": "krycí palba",
            "action_value": 4,
            "target": "střelci",
            "base_defense": 4,
            "cover": 1,
            "distance": 1,
            "target_suppressed": True,
        },
        "normandie",
    )
    assert again.verdict is False and "žádný účinek" in _text(again)


def test_building_and_fortification() -> None:
    same = evaluate(
        {
            "action": "útok",
            "target": "střelci",
            "base_defense": 4,
            "cover": 1,
            "building_cover": 3,
            "attacker_same_tile": True,
            "distance": 0,
        },
        "stalingrad",
    )
    assert same.numbers["cover"] == 1 and same.numbers["total_defense"] == 5
    fort = evaluate(
        {
            "action": "útok",
            "action_value": 1,
            "target": "střelci",
            "base_defense": 4,
            "cover": 1,
            "fortification_cover": 3,
            "target_controls_tile": False,
            "distance": 1,
        },
        "stalingrad",
    )
    assert fort.numbers["cover"] == 1


def test_suppressed_unit_and_ready() -> None:
    for game in ("normandie", "stalingrad"):
        no = evaluate({"unit": "střelci A", "suppressed": True, "wanted_action": "útok"}, game)
        assert no.verdict is False and "připraveni" in _text(no)
    ok = evaluate({"unit": "střelci A", "suppressed": True, "wanted_action": "stažení do zálohy"}, "normandie")
    assert ok.verdict is True and "pod palbou" in _text(ok)
    free = evaluate({"unit": "střelci A", "suppressed": False, "wanted_action": "přesun"}, "normandie")
    assert free.verdict is True


def test_control_rules_differ() -> None:
    facts = {
        "action": "ovládnutí",
        "own_control_token": "propátráno",
        "enemy_controls_tile": False,
        "enemy_unit_on_tile": "pátrači",
    }
    assert evaluate(facts, "normandie").verdict is False
    assert evaluate(facts, "stalingrad").verdict is True
    routed = dict(facts, enemy_controls_tile=True, enemy_unit_on_tile="pátrači (rozprášení)")
    assert evaluate(routed, "stalingrad").verdict is True
    unknown = evaluate(
        {"action": "ovládnutí", "own_control_token": "propátráno", "enemy_unit_on_tile": "pátrači"}, "stalingrad"
    )
    assert unknown.verdict is None and unknown.needs


def test_casualty_search_facts() -> None:
    removed = evaluate(
        {
            "hit_unit": "pátrači B",
            "card_in_hand": False,
            "card_in_discard": False,
            "card_in_draw_deck": False,
            "card_in_reserve": True,
        },
        "normandie",
    )
    assert removed.verdict is True and "zálohy" in _text(removed)
    kept = evaluate({"hit_unit": "pátrači B", "card_in_hand": False, "card_in_discard": True}, "normandie")
    assert kept.verdict is False and "odhazovacím" in kept.summary
    unknown = evaluate({"hit_unit": "pátrači B", "card_in_play_area": False}, "stalingrad")
    assert unknown.verdict is None and unknown.needs


def test_card_handling() -> None:
    wrong = evaluate(
        {
            "action": "povzbuzení",
            "action_value": 1,
            "squad": "B",
            "played_card": "kulometčíci C",
            "commander": "velitel družstva B",
        },
        "normandie",
    )
    assert wrong.verdict is False
    stal = evaluate(
        {"action": "povzbuzení", "squad": "C", "played_card": "kulometčíci C", "commander": "velitel družstva C"},
        "stalingrad",
    )
    assert stal.verdict is False and "nevracíte" in _text(stal)
    assert evaluate({"action": "průzkum", "war_confusion_in_hand": False}, "stalingrad").verdict is False
    assert evaluate({"action": "průzkum", "war_confusion_in_hand": False}, "normandie").verdict is False
    assert evaluate({"action": "průzkum", "war_confusion_in_hand": True}, "normandie").verdict is True


def test_movement_and_aiming() -> None:
    hidden = evaluate({"action": "skrytý přesun", "steps": 2}, "normandie")
    assert hidden.verdict is False and "stručný přehled" in _text(hidden)
    assert evaluate({"action": "přesun", "destination_control": "žádný"}, "normandie").verdict is False
    assert evaluate({"action": "přesun", "destination_control": "propátráno"}, "normandie").verdict is True
    scout = evaluate({"action": "pátrání", "steps": 2, "unscouted_tiles": 2, "fog_in_reserve": 1}, "normandie")
    assert scout.verdict is True and scout.numbers["fog_cards"] == 1
    tank = evaluate(
        {"action": "přesun", "unit": "tank", "destination_control": "propátráno", "impassable": True}, "stalingrad"
    )
    assert tank.verdict is False
    assert evaluate({"action": "zaměření", "distance": 2}, "normandie").verdict is False
    assert evaluate({"action": "zaměření", "distance": 3}, "normandie").verdict is True


def test_odds_and_lookup() -> None:
    odds = evaluate({"dice": 2, "total_defense": 8}, "normandie")
    assert odds.numbers["p_hit"] == Fraction(51, 100) and odds.numbers["p_per_die"] == Fraction(3, 10)
    look = evaluate({"pl_action": "Za mną!"}, "normandie")
    assert "povzbuzení" in _text(look)


def test_end_and_campaign() -> None:
    assert evaluate({"objectives_controlled": 4, "objectives_required": 4}, "normandie").verdict is True
    tie = evaluate(
        {
            "own_riflemen_on_board": False,
            "enemy_riflemen_on_board": False,
            "objectives_controlled": 2,
            "enemy_objectives_controlled": 2,
            "has_initiative": True,
        },
        "normandie",
    )
    assert tie.verdict is True and "iniciativ" in _text(tie)
    assert evaluate({"enemy_riflemen_all_routed": True}, "stalingrad").verdict is True
    assert evaluate({"withdraw": True}, "stalingrad").verdict is False
    for count, drawn in ((0, 0), (1, 1), (4, 1), (5, 2), (9, 2), (10, 3), (17, 3)):
        assert evaluate({"casualty_count": count}, "stalingrad").numbers["permanent_losses"] == drawn
    assert evaluate({"lost_card_code": "S-P-009", "lost_card": "pátrač"}, "stalingrad").summary.endswith("S-R-009.")
    assert evaluate({"lost_card_code": "S-P-030", "lost_card": "velitel družstva"}, "stalingrad").verdict is False


def test_as_dict_is_json_ready() -> None:
    import json

    data = evaluate({"dice": 3, "total_defense": 9}, "stalingrad").as_dict()
    json.dumps(data, ensure_ascii=False)
    assert data["exact"]["p_hit"] == "61/125"


def test_own_units_mines_and_fire_lanes() -> None:
    own = evaluate(
        {"action": "výbuch", "target": "střelci", "target_own": True, "base_defense": 4, "cover": 1}, "normandie"
    )
    assert own.verdict is True and own.numbers["range_bonus"] == 0
    grenades = evaluate(
        {
            "action": "granáty",
            "target": "střelci",
            "target_own": True,
            "base_defense": 4,
            "cover": 1,
            "distance": 0,
            "dice": 2,
        },
        "stalingrad",
    )
    assert grenades.verdict is False
    no_token = evaluate(
        {"action": "výbuch", "mortar_target_on_board": False, "target": "střelci", "base_defense": 4, "cover": 1},
        "normandie",
    )
    assert no_token.verdict is False and "zaměření" in _text(no_token)
    mine = evaluate({"action": "miny", "target": "střelci", "base_defense": 4, "cover": 2, "distance": 1}, "stalingrad")
    assert mine.numbers["total_defense"] == 4 and mine.verdict is False
    lane = evaluate(
        {
            "action": "palebný sektor",
            "target": "střelci",
            "base_defense": 4,
            "cover": 2,
            "distance": 2,
            "rolls": [8, 1, 2],
        },
        "stalingrad",
    )
    assert lane.numbers["dice"] == 3 and lane.numbers["total_defense"] == 8 and lane.verdict is True
    assert (
        evaluate({"action": "palebný sektor", "target": "tank", "base_defense": 6, "cover": 1}, "stalingrad").verdict
        is False
    )


def test_no_effect_even_on_success_and_successes_list() -> None:
    answer = evaluate(
        {
            "action": "krycí palba",
            "action_value": 4,
            "target": "střelci",
            "target_suppressed": True,
            "base_defense": 4,
            "cover": 2,
            "distance": 1,
            "rolls": [9, 9, 9, 9],
        },
        "normandie",
    )
    assert answer.verdict is False
    assert sum(answer.numbers["p_successes"]) == 1 and len(answer.numbers["p_successes"]) == 5


def test_initiative_and_upgraded_encouragement() -> None:
    tie = evaluate({"own_initiative": 5, "enemy_initiative": 5, "has_initiative": False}, "normandie")
    assert tie.verdict is False and "nemění" in _text(tie)
    assert evaluate({"own_initiative": 7, "enemy_initiative": 5}, "stalingrad").verdict is True
    assert evaluate({"own_initiative": 5, "enemy_initiative": 5}, "stalingrad").needs
    base = {
        "action": "povzbuzení",
        "squad": "A",
        "played_card": "střelci A",
        "commander": "velitel družstva A",
        "wanted_action": "útok",
    }
    assert evaluate(base, "stalingrad").verdict is True
    assert evaluate({**base, "upgraded_action": True}, "stalingrad").verdict is False
    man = evaluate({"unit": "kulometčíci B", "suppressed": True, "wanted_action": "manévr"}, "stalingrad")
    assert man.verdict is False and "manévr" in _text(man)


def test_rolls_against_a_stated_total() -> None:
    hit = evaluate({"total_defense": 8, "rolls": [5, 8]}, "normandie")
    assert hit.verdict is True and hit.numbers["dice"] == 2
    miss = evaluate({"total_defense": 9, "rolls": [2, 3, 4]}, "stalingrad")
    assert miss.verdict is False
    assert evaluate({"total_defense": 12, "rolls": [0]}, "normandie").verdict is True


def test_movement_value_questions() -> None:
    hidden = evaluate({"action": "skrytý přesun"}, "normandie")
    assert hidden.verdict is None and hidden.numbers["steps"] == 1 and "stručný přehled" in _text(hidden)
    assert evaluate({"action": "pátrání"}, "stalingrad").needs  # X is printed on the card only
    mine = evaluate({"action": "miny", "base_defense": 4, "cover": 2}, "stalingrad")
    assert mine.verdict is False and "útoku miny" in mine.summary


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_KEYS = sorted(FACTS)
_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 15),
    st.sampled_from(["3/1", "ano", "ne", "střelci A", "tank", "budova", "Ostrzał", "5 a 8", "propátráno", "xyz", ""]),
    st.lists(st.integers(-1, 12), max_size=4),
)


_REALISTIC = st.fixed_dictionaries(
    {},
    optional={
        "action": st.sampled_from(
            [
                "útok",
                "krycí palba",
                "výbuch",
                "demolice",
                "bombardování",
                "granáty",
                "plamenomet",
                "protitanková střela",
                "umlčovací palba",
                "miny",
                "palebný sektor",
                "přesun",
                "pátrání",
                "manévr",
                "skrytý přesun",
            ]
        ),
        "target": st.sampled_from(["střelci", "tank", "budova", "tunel", "kulometčíci B", "odstřelovači"]),
        "base_defense": st.integers(0, 9),
        "cover": st.one_of(st.integers(0, 4), st.just("3/1")),
        "hill_attacker": st.booleans(),
        "hill_target": st.booleans(),
        "building_cover": st.integers(1, 4),
        "fortification_cover": st.integers(1, 4),
        "target_controls_tile": st.booleans(),
        "attacker_same_tile": st.booleans(),
        "smoke_on_tile": st.booleans(),
        "target_suppressed": st.booleans(),
        "target_own": st.booleans(),
        "mine": st.booleans(),
        "distance": st.integers(0, 6),
        "min_range": st.integers(0, 3),
        "max_range": st.integers(0, 3),
        "dice": st.integers(1, 5),
        "rolls": st.lists(st.integers(0, 9), min_size=1, max_size=5),
        "card_values": st.just({"tank": 1, "budova": 4, "pěchota": 2}),
        "suppressed": st.booleans(),
        "routed": st.booleans(),
        "destination_control": st.sampled_from(["propátráno", "ovládáno", "žádný"]),
        "steps": st.integers(1, 3),
        "impassable": st.booleans(),
    },
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_REALISTIC, st.sampled_from(["normandie", "stalingrad"]))
def test_realistic_attack_facts_never_crash(facts: dict, game: str) -> None:
    answer = evaluate(facts, game)
    assert answer.summary
    if answer.needs:
        assert answer.verdict is None
    if "total_defense" in answer.numbers:
        n = answer.numbers
        assert n["total_defense"] == n["base_defense"] + n["cover"] + n["range_bonus"] + n["smoke_bonus"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(_KEYS), _VALUES, max_size=6), st.sampled_from(["normandie", "stalingrad"]))
def test_any_facts_give_an_answer_not_a_crash(facts: dict, game: str) -> None:
    answer = evaluate(facts, game)
    assert answer.summary
    if answer.needs:
        assert answer.verdict is None
    data = answer.as_dict()
    assert all("§" not in step["text"] for step in data["steps"])


def test_asks_names_the_question() -> None:
    base = {"action": "výbuch", "target": "střelci", "base_defense": 4, "cover": 2}
    assert evaluate({**base, "asks": "bonus za vzdálenost"}, "normandie").verdict is False
    assert evaluate({**base, "asks": "kryt"}, "normandie").verdict is True
    smoke = {
        "action": "útok",
        "action_value": 2,
        "target": "střelci",
        "base_defense": 4,
        "cover": 1,
        "distance": 1,
        "smoke_on_tile": True,
    }
    assert evaluate({**smoke, "asks": "dým"}, "stalingrad").verdict is True
    assert evaluate({**smoke, "action": "demolice", "target": "tank", "asks": "dým"}, "stalingrad").verdict is False
    routed = {
        "hit_unit": "pátrači B",
        "card_in_play_area": False,
        "card_in_hand": False,
        "card_in_discard": False,
        "card_in_draw_deck": False,
        "asks": "rozprášení",
    }
    assert evaluate(routed, "stalingrad").verdict is True


def test_deployment_questions() -> None:
    n = evaluate({"unit_on_board": False, "card_played": "pátrači B"}, "normandie")
    assert n.verdict is True and "žetonem nasazení" in n.summary
    s = evaluate({"unit_on_board": False, "card_played": "pátrači B", "riflemen_state": "rozprášení"}, "stalingrad")
    assert "střelců družstva B" in s.summary and "rozprášení" in _text(s)
    tank = evaluate({"unit_on_board": False, "card_played": "tank", "riflemen_on_impassable": True}, "stalingrad")
    assert tank.verdict is False


def test_removal_and_rout_odds() -> None:
    base = {"action": "útok", "action_value": 2, "target": "střelci", "base_defense": 4, "cover": 1, "distance": 1}
    routed = evaluate({**base, "cards_left": 0}, "stalingrad")
    assert routed.numbers["p_routed"] == routed.numbers["p_hit"] == Fraction(3, 4)
    kept = evaluate({**base, "cards_left": 2}, "normandie")
    assert kept.numbers["p_removed"] == 0
