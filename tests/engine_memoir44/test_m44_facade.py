"""The facade: question kinds from flat facts, Czech aliases, needs, contract numbers; orders, medals, tables."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.explain import IllegalActionError, MissingFactError
from engine.memoir44.board import Sector
from engine.memoir44.components import Side
from engine.memoir44.facade import FACTS, evaluate, question_kind
from engine.memoir44.maps import H, pos, unit
from engine.memoir44.medals import Objective, ObjectiveState, air_power, count_medals, keeps_medal
from engine.memoir44.names import terrain_key, unit_key
from engine.memoir44.orders import section_orders
from engine.memoir44.terrain import SPECS, terrain_table


@pytest.mark.parametrize(
    ("text", "key"),
    [("pěchota", "infantry"), ("pechotu", "infantry"), ("elitní pěchota", "elite_infantry"),
     ("obrněnci", "armour"), ("tanky", "armour"), ("Elitní tanky", "elite_armour"),
     ("dělostřelectvo", "artillery"), ("artilerie", "artillery"), ("Resistance", "resistance")],
)
def test_unit_aliases(text: str, key: str) -> None:
    assert unit_key(text) == key


@pytest.mark.parametrize(
    ("text", "key"),
    [("les", "forest"), ("v lese", "forest"), ("živý plot", "hedgerow"), ("zivy plot", "hedgerow"),
     ("vesnice", "town"), ("město", "town"), ("mesto", "town"), ("kopec", "hill"), ("na kopci", "hill"),
     ("řeka", "river"), ("most", "bridge"), ("pláž", "beach"), ("moře", "sea"), ("bunkr", "bunker"),
     ("ježek", "hedgehog"), ("ostnatý drát", "wire"), ("pytle s pískem", "sandbags"), ("strmý kopec", "steep_hill"),
     ("mořský útes", "sea_cliff"), ("sráz", "bluff"), ("kostel", "church"), ("jezero", "lake"),
     ("rovina", "plain"), ("pobřežní hráz", "seawall")],
)
def test_terrain_aliases(text: str, key: str) -> None:
    assert terrain_key(text) == key


def test_forest_question_numbers_and_return_fire() -> None:
    a = evaluate({"attacker": "pěchota", "target": "pěchota", "terrain_target": "les",
                  "terrain_attacker": "rovina", "distance": 1})
    assert a.kind == "attack" and a.verdict is None and not a.needs
    assert a.numbers["dice"] == 2 and a.numbers["reduction"] == 1
    assert a.numbers["dice_return_fire"] == 3
    assert a.numbers["p_at_least_one_hit"] == Fraction(3, 4)
    assert a.numbers["expected_hits"] == 1
    assert a.numbers["p_face"] == Fraction(1, 2)
    assert sum(a.numbers["p_hits"]) == 1  # type: ignore[arg-type]
    assert all(r.startswith("memoir44.") for r in a.rule_ids)
    assert "les" in " ".join(a.explanation.texts())
    d = a.as_dict()
    assert d["numbers"]["p_at_least_one_hit"] == 0.75 and d["exact"]["p_at_least_one_hit"] == "3/4"


def test_artillery_needs_no_sight_and_ignores_reduction() -> None:
    a = evaluate({"attacker": "artilerie", "target": "pěchota", "terrain_target": "les", "distance": 2,
                  "los_blocked_by": "vesnice"})
    assert a.verdict is True and a.numbers["dice"] == 3
    same_for_infantry = evaluate({"attacker": "pěchota", "target": "pěchota", "distance": 2,
                                  "los_blocked_by": "vesnice"})
    assert same_for_infantry.verdict is False and "dice" not in same_for_infantry.numbers


def test_armour_in_town_vs_hill_via_facts() -> None:
    a = evaluate({"attacker": "tanky", "target": "pechota", "terrain_attacker": "mesto",
                  "terrain_target": "kopec", "distance": 2})
    assert a.verdict is False and a.numbers["dice"] == 0 and a.numbers["total_reduction"] == 3


def test_retreat_into_sea_costs_figure() -> None:
    a = evaluate({"target": "pěchota", "rolled": ["pěchota", "vlajka"], "retreat_only_to": "moře"})
    assert a.kind == "casualty" and a.numbers["losses"] == 2
    text = " ".join(a.explanation.texts())
    assert "moře" in text and "ustoup" in text.lower()


def test_retreat_blocked_by_unit_and_river_via_facts() -> None:
    a = evaluate({"target": "pěchota", "rolled": "pěchota, vlajka", "retreat_blocked_by": ["jednotka", "řeka"]})
    assert a.numbers["losses"] == 2 and a.numbers["losses_from_retreat"] == 1
    free = evaluate({"target": "obrněnci", "rolled": ["vlajka", "hvězda"], "retreat_free": True})
    assert free.numbers["losses"] == 0 and free.numbers["retreat_hexes"] == 1
    missing = evaluate({"target": "pěchota", "rolled": ["vlajka"]})
    assert missing.needs and missing.verdict is None and "losses" not in missing.numbers
    church = evaluate({"target": "pěchota", "rolled": ["vlajka"], "terrain_target": "kostel"})
    assert not church.needs and church.numbers["losses"] == 0 and church.numbers["flags_ignored"] == 1


def test_overrun_and_take_ground() -> None:
    a = evaluate({"attacker": "obrněnci", "overrun_already_done": True})
    assert a.verdict is False and a.numbers["max_overruns_per_turn"] == 1
    b = evaluate({"attacker": "obrněnci", "overrun_already_done": False, "took_ground": True})
    assert b.verdict is True
    c = evaluate({"attacker": "obrněnci", "overrun_already_done": False})
    assert c.needs and c.verdict is None
    t = evaluate({"attacker": "artilerie", "take_ground": True, "assault_success": True})
    assert t.verdict is False
    t2 = evaluate({"attacker": "pěchota", "take_ground": True, "assault_success": True, "terrain_target": "les"})
    assert t2.verdict is True


def test_movement_questions() -> None:
    a = evaluate({"unit": "elitní pěchota", "move": 2, "enters": "les"})
    assert a.kind == "movement" and a.verdict is False
    assert "les" in a.summary
    b = evaluate({"unit": "elitní pěchota", "move": 2, "enters": "les", "asks": "pohyb"})
    assert b.verdict is True
    c = evaluate({"unit": "tanky", "path": ["rovina", "rovina", "pláž"]})
    assert c.verdict is False and "2 pole" in c.summary
    d = evaluate({"unit": "pěchota", "move": 1})
    assert d.verdict is True
    e = evaluate({"unit": "tank", "move": 1, "enters": "bunkr"})
    assert e.verdict is False


def test_line_of_sight_questions() -> None:
    a = evaluate({"attacker": "obrněnci", "attacker_height": 1, "target": "obrněnci", "target_height": 1,
                  "between": "město (výška 0)"})
    assert a.kind == "line_of_sight" and a.verdict is True
    assert "výšce" in " ".join(a.explanation.texts())
    b = evaluate({"between": "les"})
    assert b.verdict is False
    c = evaluate({"edge_sides": ["les", "rovina"]})
    assert c.verdict is True
    d = evaluate({"edge_sides": ["les", "vesnice"]})
    assert d.verdict is False


def test_odds_only_question() -> None:
    a = evaluate({"dice": 3, "target": "obrněnci"})
    assert a.kind == "odds" and a.numbers["expected_hits"] == 1
    assert a.numbers["p_at_least_one_hit"] == 1 - Fraction(2, 3) ** 3


def test_needs_instead_of_guessing() -> None:
    a = evaluate({"attacker": "pěchota", "target": "pěchota"})
    assert a.needs and a.verdict is None and not a.numbers
    b = evaluate({"attacker": "kavalerie", "target": "pěchota", "distance": 1})
    assert b.needs
    c = evaluate({"front": "východní", "year": 1945})
    assert c.needs and "nečitelné" in c.needs[0]


def test_orders_and_objectives_via_facts() -> None:
    a = evaluate({"order_count": 3, "units_in_sector": 1, "sector": "levé křídlo"})
    assert a.numbers["lost_orders"] == 2 and a.verdict is False
    b = evaluate({"unit_on_line": True})
    assert b.verdict is True
    o = evaluate({"objective": "dočasný", "still_occupied": False})
    assert o.verdict is False
    o2 = evaluate({"objective": "trvalý"})
    assert o2.verdict is True
    air = evaluate({"front": "západní", "year": 1944, "side": "Osa"})
    assert air.numbers["dice"] == 1 and air.numbers["dice_allies"] == 2


def test_question_kind_dispatch() -> None:
    assert question_kind({"rolled": ["vlajka"], "target": "pěchota"}) == "resolution"
    assert question_kind({"attacker": "pěchota", "target": "pěchota", "distance": 2}) == "battle"
    assert question_kind({"between": "les"}) == "line_of_sight"
    assert question_kind({"unit": "pěchota", "move": 2}) == "movement"


def test_facts_schema_is_documented_in_czech() -> None:
    assert all(isinstance(v, str) and v for v in FACTS.values())
    for key in ("attacker", "target", "distance", "terrain_target", "rolled", "retreat_only_to", "move"):
        assert key in FACTS


def test_section_orders_on_board() -> None:
    p = pos({}, {"B1": unit("infantry"), "E2": unit("infantry"), "G5": unit("armour"),
                 "B3": unit("infantry", Side.AXIS)})
    left = section_orders(p, Side.ALLIES, Sector.LEFT, 3)
    assert {h for h in left.ordered} == {H("B1"), H("E2")} and left.lost == 1
    center = section_orders(p, Side.ALLIES, Sector.CENTER, 2)
    assert set(center.ordered) == {H("E2"), H("G5")}  # E2 sits on the dashed line
    with pytest.raises(IllegalActionError):
        section_orders(p, Side.ALLIES, Sector.RIGHT, 1, [H("B1")])
    with pytest.raises(IllegalActionError):
        section_orders(p, Side.ALLIES, Sector.LEFT, 2, [H("B1"), H("B1")])
    # the Axis player at the top edge: his right flank is the screen left
    assert section_orders(p, Side.AXIS, Sector.RIGHT, 1).ordered == [H("B3")]


def test_medals_and_objectives() -> None:
    p = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS), "G5": unit("infantry", Side.AXIS)})
    objs = [ObjectiveState(Objective.TEMPORARY, (H("E5"),)),
            ObjectiveState(Objective.TEMPORARY_MAJORITY, (H("E5"), H("F5"), H("G5"))),
            ObjectiveState(Objective.PERMANENT, (H("A1"),), gained_by=Side.ALLIES)]
    m = count_medals(p, {Side.ALLIES: 2}, objs)
    assert m.medals == {Side.ALLIES: 4, Side.AXIS: 1} and m.sudden_death is None
    sd = count_medals(p, {}, [ObjectiveState(Objective.SUDDEN_DEATH, (H("F5"),), side=Side.AXIS)])
    assert sd.sudden_death is Side.AXIS
    assert keeps_medal(Objective.PERMANENT, still_occupied=False)
    assert not keeps_medal(Objective.TEMPORARY, still_occupied=False)


def test_air_power_table() -> None:
    dice, _ = air_power("west", 1944)
    assert dice == {Side.ALLIES: 2, Side.AXIS: 1}
    dice, _ = air_power("east", 1943)
    assert dice == {Side.ALLIES: 1, Side.AXIS: 1}
    with pytest.raises(MissingFactError):
        air_power("mediterranean", 1943)


def test_terrain_table_rows() -> None:
    rows = terrain_table()
    assert len(rows) == len(SPECS)
    forest = next(r for r in rows if r["key"] == "forest")
    assert forest["reduction_infantry"] == 1 and forest["reduction_armour"] == 2
    assert forest["reduction_artillery"] == 0 and forest["blocks_sight"] == "ano"
    assert forest["rule"].startswith("memoir44.")
    hill = next(r for r in rows if r["key"] == "hill")
    assert hill["reduction_infantry"] == "1 z nižší výšky"


def test_more_question_shapes() -> None:
    art = evaluate({"attacker": "artilerie", "take_ground": True})
    assert art.verdict is False and not art.needs  # no need to know the result: artillery never takes ground
    inf = evaluate({"attacker": "pěchota", "take_ground": True})
    assert inf.needs and inf.verdict is None
    bunker = evaluate({"target": "obrněnci", "rolled": ["vlajka", "vlajka"], "terrain_target": "bunkr"})
    assert not bunker.needs and bunker.numbers["losses"] == 1
    forest = evaluate({"attacker": "obrněnci", "took_ground": True, "terrain_target": "les"})
    assert forest.kind == "legality" and forest.verdict is False
    enter = evaluate({"unit": "obrněnci", "enters": "bunkr"})
    assert enter.verdict is False and "neprostupné" in enter.summary
    flags = evaluate({"dice": 3})
    assert flags.numbers["p_at_least_one_flag"] == 1 - Fraction(5, 6) ** 3
    both = evaluate({"target": "pěchota", "terrain_target": "kostel, pytle s pískem", "rolled": ["vlajka"] * 2,
                     "retreat_free": True})
    assert both.numbers["flags_ignored"] == 1 and both.numbers["retreat_hexes"] == 1
    listed = evaluate({"target": "pěchota", "terrain_target": ["kostel", "pytle s pískem"], "rolled": ["vlajka"] * 2,
                       "retreat_free": True})
    assert listed.numbers == both.numbers
    uphill = evaluate({"attacker": "pěchota", "target": "obrněnci", "distance": 2, "target_height": 1})
    assert uphill.numbers["dice"] == 1 and uphill.numbers["reduction"] == 1
    sand = evaluate({"attacker": "obrněnci", "target": "pěchota", "distance": 1, "obstacle_target": "pytle s pískem"})
    assert sand.numbers["dice"] == 2


KEYS = sorted(FACTS)
VALUES = st.one_of(
    st.sampled_from(["pěchota", "tanky", "artilerie", "les", "kopec", "moře", "vlajka", "ano", "", "xyz",
                     "město (výška 0)", "levé křídlo", "dočasný", "západní"]),
    st.integers(min_value=-3, max_value=12),
    st.booleans(),
    st.lists(st.sampled_from(["pěchota", "vlajka", "granát", "řeka", "jednotka", "les"]), max_size=4),
)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=6))
def test_evaluate_never_raises_on_odd_facts(facts: dict[str, object]) -> None:
    a = evaluate(facts)
    assert a.game == "memoir44"
    if a.needs:
        assert a.verdict is None
    a.as_dict()


def test_victory_by_medals() -> None:
    from engine.memoir44.medals import winner

    assert winner({Side.ALLIES: 4, Side.AXIS: 2}, 4) is Side.ALLIES
    assert winner({Side.ALLIES: 3, Side.AXIS: 2}, 4) is None
    a = evaluate({"medals": 3, "medals_needed": 4})
    assert a.kind == "victory" and a.verdict is False and a.numbers["medals_missing"] == 1
    b = evaluate({"units_destroyed": 5, "medals_needed": 5, "medals": None})
    assert b.verdict is True
    c = evaluate({"medals": 2})
    assert c.needs and c.verdict is None


def test_dice_question_without_target_type() -> None:
    a = evaluate({"attacker": "artilerie", "distance": 4, "terrain_target": "les"})
    assert not a.needs and a.numbers["dice"] == 2 and "p_face" not in a.numbers
    b = evaluate({"attacker": "kůň", "distance": 1})
    assert b.needs
