"""facts_from_position: canonical JSON values, and the older Czech names and keys giving the same facts."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.api import FactError, facts_to_dict
from rules_corpus.paths import shared_dir
from understanding.undaunted import PARSER, ask_from_position


def facts(position: dict[str, Any]) -> dict[str, Any]:
    return facts_to_dict(PARSER.facts_from_position("normandie", position))


@pytest.mark.parametrize(
    ("older", "canonical"),
    [
        ({"action": "útok", "attacker": "kulometčíci C", "target": "střelci A"},
         {"action": "attack", "attacker": "machine_gunners", "target": "riflemen"}),
        ({"action": "Ostrzał", "attacker": "Moździerz"}, {"action": "barrage", "attacker": "mortar"}),
        ({"cover": "3/1"}, {"cover": 3, "hill_low_cover": 1, "hill_target": True}),
        ({"cover": 2, "base_defense": "4", "smoke_on_tile": "ano"}, {"cover": 2, "base_defense": 4,
                                                                     "smoke_on_tile": True}),
        ({"card_values": {"tank": 1, "budova": 4, "pěchota": 2}},
         {"value_vs_tank": 1, "value_vs_building": 4, "value_vs_infantry": 2}),
        ({"enemy_unit_on_tile": "pátrači (nerozprášení)"},
         {"enemy_unit_on_tile": True, "enemy_unit": "scouts", "enemy_unit_routed": False}),
        ({"enemy_unit_on_tile": "pátrači (rozprášení)"},
         {"enemy_unit_on_tile": True, "enemy_unit": "scouts", "enemy_unit_routed": True}),
        ({"enemy_unit_on_tile": False}, {"enemy_unit_on_tile": False}),
        ({"pl_action": "Dowodzenie"}, {"action": "command"}),
        ({"pl_action": "Za mną!"}, {"action": "rally"}),
        ({"lookup_action": "pátrání"}, {"action": "scout"}),
        ({"played_card": "kulometčíci C", "commander": "velitel družstva C"},
         {"played_card": "machine_gunners", "played_card_squad": "C", "commander": "squad_leader", "squad": "C"}),
        ({"hit_unit": "pátrači B", "card_in_hand": False}, {"hit_unit": "scouts", "unit_squad": "B",
                                                             "card_in_hand": False}),
        ({"destination_control": "žádný"}, {"destination_control": "none"}),
        ({"own_control_token": "propátráno"}, {"own_control_token": "scouted"}),
        ({"own_goal": "potlačení", "riflemen_state": "rozprášení"}, {"own_goal": "suppression",
                                                                    "riflemen_state": "routed"}),
        ({"rolls": "5 a 8", "terrain": "les"}, {"rolls": [5, 8]}),
        ({"target": "budova", "durability": 6}, {"target": "building", "durability": 6}),
        ({"wanted_action": "stažení do zálohy"}, {"wanted_action": "withdraw"}),
    ],
)
def test_older_positions_mean_the_same(older: dict[str, Any], canonical: dict[str, Any]) -> None:
    assert facts(older) == canonical
    assert facts(canonical) == canonical, "canonical values read back unchanged"


@pytest.mark.parametrize(
    ("position", "fact"),
    [({"distance": -1}, "distance"), ({"rolls": [3, 12]}, "rolls"), ({"target": "žirafa"}, "target"),
     ({"cover": "3/x"}, "cover"), ({"giraffe": 1}, "giraffe"), ({"suppressed": "možná"}, "suppressed"),
     ({"card_values": 3}, "card_values")],
)
def test_a_bad_value_is_refused_naming_the_fact(position: dict[str, Any], fact: str) -> None:
    with pytest.raises(FactError) as err:
        facts(position)
    assert err.value.fact == fact and err.value.message


def test_the_older_asks_key_is_the_proposition() -> None:
    assert ask_from_position({"asks": "bonus za vzdálenost"}).proposition == "range_bonus_counts"
    assert ask_from_position({"asks": "kryt"}).proposition == "cover_counts"
    assert ask_from_position({"asks": "rozprášení"}).proposition == "unit_routed"
    assert ask_from_position({"asks": "attack_hits"}).proposition == "attack_hits"
    assert ask_from_position({}) is None


def test_every_development_position_reads() -> None:
    """The ``position`` objects of the development set (older callers) all give typed facts."""
    items = json.loads((shared_dir() / "eval" / "qa.json").read_text(encoding="utf-8"))
    positions = [i["position"] for i in items if i["game"] in ("normandie", "stalingrad") and i.get("position")]
    assert positions
    for position in positions:
        typed = facts(position)
        assert typed, position
        assert {k for k in position if k not in ("terrain", "card_values", "pl_action", "lookup_action",
                                                 "enemy_unit_on_tile", "commander", "drawn_card")} <= set(typed)
