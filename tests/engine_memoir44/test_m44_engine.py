"""ENGINE.evaluate(Query): typed facts in, the asked proposition decided, explained numbers out."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import Ask, EngineAnswer, FactError, Intent, Query, fact_specs, facts_from_mapping
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Memoir44Facts, Proposition
from engine.memoir44.topics import Topic, choose_topic
from engine.registry import ENGINES

P = Proposition


def query(intent: Intent, ask: P | None = None, positive: bool = True, **facts: Any) -> Query[Memoir44Facts]:
    return Query("memoir44", intent, facts_from_mapping(Memoir44Facts, facts),
                 Ask(str(ask), positive) if ask is not None else None)


def ev(intent: Intent, ask: P | None = None, positive: bool = True, **facts: Any) -> EngineAnswer:
    return ENGINE.evaluate(query(intent, ask, positive, **facts))


def text(a: EngineAnswer) -> str:
    return " ".join(a.explanation.texts()) + " " + a.summary


def test_registered_under_its_key_and_answers_its_game() -> None:
    assert ENGINES["memoir44"] is ENGINE
    assert ENGINE.games == ("memoir44",) and ENGINE.facts_type("memoir44") is Memoir44Facts
    assert ENGINE.propositions is Proposition


def test_forest_dice_and_odds_without_a_return_fire_line() -> None:
    a = ev(Intent.DICE, attacker="infantry", target="infantry", terrain_target=["forest"],
           terrain_attacker=["plain"], distance=1)
    assert a.kind == "attack" and a.verdict is None and not a.needs
    assert a.numbers["dice"] == 2 and a.numbers["reduction"] == 1
    assert a.numbers["p_at_least_one_hit"] == Fraction(3, 4) and a.numbers["expected_hits"] == 1
    assert a.numbers["p_face"] == Fraction(1, 2) and sum(a.numbers["p_hits"]) == 1  # type: ignore[arg-type]
    assert "dice_return_fire" not in a.numbers and "zpět" not in text(a) and "Opětovaná" not in text(a)
    assert all(r.startswith("memoir44.") for r in a.rule_ids)
    d = a.as_dict()
    assert d["numbers"]["p_at_least_one_hit"] == 0.75 and d["exact"]["p_at_least_one_hit"] == "3/4"


def test_the_targets_own_attack_back_only_when_asked() -> None:
    # Lesy, turn 3: "Čas na odplatu ... Spojenecká jednotka nyní může zaútočit se 3 kostkami."
    a = ev(Intent.DICE, attacker="infantry", target="infantry", terrain_target=["forest"], distance=1,
           counterattack=True)
    assert a.numbers["dice"] == 2 and a.numbers["dice_return_fire"] == 3
    assert "v jeho tahu" in a.summary
    far = ev(Intent.DICE, attacker="artillery", target="infantry", distance=5, counterattack=True)
    assert "dice_return_fire" not in far.numbers and "nemůže" in text(far)


def test_verdict_answers_the_proposition_asked() -> None:
    facts = {"attacker": "artillery", "target": "infantry", "terrain_target": ["forest"], "distance": 2,
             "between": ["town"]}
    assert ev(Intent.YES_NO, P.MAY_BATTLE, **facts).verdict is True
    assert ev(Intent.YES_NO, P.MAY_BATTLE, positive=False, **facts).verdict is False
    assert ev(Intent.YES_NO, P.TERRAIN_REDUCES, **facts).verdict is False  # artillery ignores reductions
    assert ev(Intent.YES_NO, P.NEEDS_LINE_OF_SIGHT, **facts).verdict is False
    assert ev(Intent.DICE, **facts).verdict is None  # not a yes/no: no verdict
    infantry = ev(Intent.YES_NO, P.MAY_BATTLE, **{**facts, "attacker": "infantry"})
    assert infantry.verdict is False and "dice" not in infantry.numbers
    assert infantry.findings[P.LINE_OF_SIGHT_CLEAR].value is False


def test_every_decided_proposition_is_recorded_with_its_rules() -> None:
    a = ev(Intent.DICE, attacker="armour", target="infantry", terrain_attacker=["town"], terrain_target=["hill"],
           distance=2)
    assert {P.IN_RANGE, P.MAY_BATTLE, P.TERRAIN_REDUCES, P.CLOSE_ASSAULT, P.LINE_OF_SIGHT_CLEAR} <= set(a.findings)
    assert all(f.rules and all(r.startswith("memoir44.") for r in f.rules) for f in a.findings.values())
    assert a.findings[P.MAY_BATTLE].value is False and a.numbers["dice"] == 0 and a.numbers["total_reduction"] == 3


def test_close_assault_an_adjacent_enemy_must_be_the_target() -> None:
    # "… nemůže zaútočit na nepřátelskou pěchotní jednotku vzdálenou 2 pole, protože musí zaútočit na
    #  nepřátelskou jednotku, se kterou je v boji na blízko."
    far = ev(Intent.YES_NO, P.MAY_BATTLE, attacker="infantry", target="infantry", distance=2, enemy_adjacent=True)
    assert far.verdict is False and "boj na blízko" in text(far)
    assert far.findings[P.CLOSE_ASSAULT].value is True
    near = ev(Intent.YES_NO, P.CLOSE_ASSAULT, attacker="infantry", target="infantry", distance=1)
    assert near.verdict is True
    apart = ev(Intent.YES_NO, P.CLOSE_ASSAULT, attacker="infantry", target="infantry", distance=3)
    assert apart.verdict is False


def test_sandbags_hedgerows_towns_and_hills() -> None:
    sand = ev(Intent.DICE, attacker="armour", target="infantry", distance=1, terrain_target=["sandbags"])
    assert sand.numbers["dice"] == 2
    town_sand = ev(Intent.DICE, attacker="armour", target="infantry", distance=1, terrain_target=["town", "sandbags"])
    assert town_sand.numbers["dice"] == 1  # the larger reduction counts, they do not add up
    hedge = ev(Intent.DICE, attacker="infantry", target="infantry", distance=1, terrain_target=["hedgerow"])
    assert hedge.numbers["dice"] == 2
    uphill = ev(Intent.DICE, attacker="infantry", target="armour", distance=2, terrain_target=["hill"])
    assert uphill.numbers["dice"] == 1 and uphill.numbers["reduction"] == 1
    level = ev(Intent.DICE, attacker="infantry", target="armour", distance=2, terrain_target=["hill"],
               terrain_attacker=["hill"])
    assert level.numbers["dice"] == 2
    entered = ev(Intent.YES_NO, P.MAY_BATTLE, attacker="infantry", target="infantry", distance=1,
                 attacker_entered="hedgerow")
    assert entered.verdict is False


def test_flags_ignored_and_blocked_retreats_turn_into_losses() -> None:
    sea = ev(Intent.CASUALTY, target="infantry", rolled=["infantry", "flag"], retreat_only_to="sea")
    assert sea.kind == "casualty" and sea.numbers["losses"] == 2 and "moře" in text(sea)
    blocked = ev(Intent.CASUALTY, target="infantry", rolled=["infantry", "flag"], retreat_blocked_by=["river"],
                 retreat_blocked_by_unit=True)
    assert blocked.numbers["losses"] == 2 and blocked.numbers["losses_from_retreat"] == 1
    free = ev(Intent.CASUALTY, target="armour", rolled=["flag", "star"], retreat_free=True)
    assert free.numbers["losses"] == 0 and free.numbers["retreat_hexes"] == 1
    edge = ev(Intent.CASUALTY, target="infantry", rolled=["flag"], at_own_edge=True)
    assert edge.numbers["losses"] == 1
    missing = ev(Intent.CASUALTY, target="infantry", rolled=["flag"])
    assert missing.needs and missing.missing == ["retreat_free"] and "losses" not in missing.numbers
    church = ev(Intent.CASUALTY, target="infantry", rolled=["flag"], terrain_target=["church"])
    assert not church.needs and church.numbers["losses"] == 0 and church.numbers["flags_ignored"] == 1
    both = ev(Intent.CASUALTY, target="infantry", terrain_target=["church", "sandbags"], rolled=["flag", "flag"],
              retreat_free=True)
    assert both.numbers["flags_ignored"] == 1 and both.numbers["retreat_hexes"] == 1  # never more than one
    bunker = ev(Intent.CASUALTY, target="armour", rolled=["flag", "flag"], terrain_target=["bunker"])
    assert not bunker.needs and bunker.numbers["losses"] == 1
    asked = ev(Intent.YES_NO, P.RETREAT_POSSIBLE, target="infantry", rolled=["flag"], retreat_only_to="sea")
    assert asked.verdict is False
    hit = ev(Intent.YES_NO, P.HIT, target="infantry", rolled=["flag"])  # a hit needs no retreat facts
    assert hit.verdict is False and not hit.needs


def test_no_move_through_a_unit_to_the_hex_beyond() -> None:
    # "… není možné jednotku přesunout na nebo skrze pole obsazené vlastní ani nepřátelskou jednotkou."
    through = ev(Intent.YES_NO, P.MAY_MOVE, unit="infantry", unit_between=True, enters="forest")
    assert through.verdict is False and through.numbers["move"] == 2
    free = ev(Intent.YES_NO, P.MAY_MOVE, unit="infantry", enters="forest")
    assert free.verdict is True


def test_a_move_onto_a_terrain_without_its_length_says_how_far_it_may_go() -> None:
    # "Jednotka, která se pohybuje na pole břehu, se může pohnout maximálně o 2 pole."
    beach = ev(Intent.COUNT, unit="armour", enters="beach")
    assert beach.numbers["move"] == 2 and "o 2 pole" in text(beach)
    forest = ev(Intent.COUNT, unit="infantry", enters="forest")
    assert forest.numbers["move"] == 2
    climb = ev(Intent.COUNT, unit="infantry", starts_on="beach", enters="sea_cliff")  # the step itself: its cost
    assert "move" not in climb.numbers and climb.numbers["move_cost"] == 2
    told = ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", move=3, enters="beach")
    assert told.verdict is False and told.numbers["move"] == 3


def test_flags_without_the_unit_say_how_far_it_must_go_back() -> None:
    # "Za každou vlajku ... se jednotka musí pohnout o 1 pole zpět ke své straně bojiště."
    two = ev(Intent.CASUALTY, rolled=["flag", "flag"])
    assert two.missing == ["target"] and two.numbers["flags"] == 2 and "ústup o 2 pole" in text(two)
    assert two.verdict is None and "losses" not in two.numbers
    church = ev(Intent.CASUALTY, rolled=["flag"], terrain_target=["church"])  # a flag may be ignored there
    assert church.numbers["flags"] == 1 and "ústup o" not in text(church)
    none = ev(Intent.CASUALTY, rolled=["grenade"])
    assert none.numbers["flags"] == 0 and "ústup o" not in text(none)


def test_flag_ignoring_terrain_without_a_roll() -> None:
    assert ev(Intent.YES_NO, P.FLAG_MAY_BE_IGNORED, terrain_target=["church"]).verdict is True
    assert ev(Intent.YES_NO, P.FLAG_MAY_BE_IGNORED, terrain_target=["forest"]).verdict is False
    assert ev(Intent.YES_NO, P.FLAG_MAY_BE_IGNORED, target="armour", terrain_target=["hedgehog"]).verdict is False
    assert ev(Intent.YES_NO, P.FLAG_MAY_BE_IGNORED, terrain_target=["hedgehog"]).missing == ["target"]


def test_overrun_and_take_ground() -> None:
    a = ev(Intent.YES_NO, P.MAY_OVERRUN, attacker="armour", overrun_already_done=True)
    assert a.verdict is False and a.numbers["max_overruns_per_turn"] == 1
    assert ev(Intent.YES_NO, P.MAY_OVERRUN, attacker="armour", overrun_already_done=False,
              took_ground=True).verdict is True
    c = ev(Intent.YES_NO, P.MAY_OVERRUN, attacker="armour", overrun_already_done=False)
    assert c.needs and c.verdict is None and c.missing == ["took_ground"]
    forest = ev(Intent.YES_NO, P.MAY_OVERRUN, attacker="armour", took_ground=True, terrain_target=["forest"])
    assert forest.kind == "legality" and forest.verdict is False
    art = ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="artillery")
    assert art.verdict is False and not art.needs
    inf = ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="infantry")
    assert inf.needs and inf.verdict is None
    assert ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="infantry", assault_success=True, distance=1,
              terrain_target=["forest"]).verdict is True
    # a unit destroyed without a word of how far: by fire from afar no ground is taken, so it asks
    afar = ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="infantry", assault_success=True)
    assert afar.verdict is None and afar.missing == ["distance"]
    assert ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="infantry", assault_success=True, distance=2).verdict is False
    wired = ev(Intent.YES_NO, P.MAY_TAKE_GROUND, attacker="infantry", assault_success=True, attacker_entered="wire")
    assert wired.verdict is False


def test_entering_terrain_that_limits_the_move_without_a_distance_asks_for_it() -> None:
    """ "Může tank vjet do živého plotu?": only from the adjacent hex, so no Ano for a move of unknown length."""
    tank = ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", enters="hedgerow")
    assert tank.verdict is None and tank.missing == ["move"] and "nejvýše o 1 pole" in tank.summary
    assert ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", enters="hedgerow", move=1).verdict is True
    assert ev(Intent.YES_NO, P.MAY_MOVE, unit="infantry", enters="forest").verdict is True  # no limit there


def test_movement_questions() -> None:
    a = ev(Intent.YES_NO, P.MAY_BATTLE_AFTER_MOVE, unit="elite_infantry", move=2, enters="forest")
    assert a.kind == "movement" and a.verdict is False and "les" in a.summary
    assert ev(Intent.YES_NO, P.MAY_MOVE, unit="elite_infantry", move=2, enters="forest").verdict is True
    assert ev(Intent.YES_NO, P.MUST_STOP, unit="elite_infantry", move=2, enters="forest").verdict is True
    assert ev(Intent.YES_NO, P.MUST_STOP, unit="armour", move=1, enters="hill").verdict is False
    beach = ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", path=["plain", "plain", "beach"])
    assert beach.verdict is False and "2 pole" in beach.summary
    assert ev(Intent.YES_NO, P.MAY_BATTLE_AFTER_MOVE, unit="infantry", move=1).verdict is True
    assert ev(Intent.YES_NO, P.MAY_BATTLE_AFTER_MOVE, unit="infantry", move=2).verdict is False
    bunker = ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", enters="bunker")
    assert bunker.verdict is False and "neprostupné" in bunker.summary
    from_beach = ev(Intent.YES_NO, P.MAY_MOVE, unit="armour", starts_on="beach", path=["plain"] * 3)
    assert from_beach.verdict is True and from_beach.numbers["move_cost"] == 3
    assert ev(Intent.YES_NO, P.MAY_MOVE, unit="infantry", move=3).verdict is False
    assert ev(Intent.YES_NO, P.MAY_MOVE, unit="infantry").missing == ["move"]


def test_a_move_before_battle_is_not_a_firing_distance() -> None:
    # "pohnul se o dvě pole a pak střílí na tank tři hexy daleko": moved 2, range 3
    a = ev(Intent.YES_NO, P.MAY_BATTLE_AFTER_MOVE, attacker="armour", target="armour", attacker_moved=2, distance=3)
    assert a.kind == "attack" and a.verdict is True and a.numbers["distance"] == 3 and a.numbers["dice"] == 3
    inf = ev(Intent.YES_NO, P.MAY_BATTLE, attacker="infantry", target="armour", attacker_moved=2, distance=1)
    assert inf.verdict is False and "dice" not in inf.numbers


def test_line_of_sight_questions_and_polarity() -> None:
    hills = {"attacker": "armour", "attacker_height": 1, "target": "armour", "target_height": 1,
             "between": ["town"], "between_height": 0}
    a = ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, **hills)
    assert a.kind == "line_of_sight" and a.verdict is True and "výšce" in text(a)
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, positive=False, **hills).verdict is False  # "is it blocked?"
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, between=["forest"]).verdict is False
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, edge_sides=["forest", "plain"]).verdict is True
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, edge_sides=["forest", "town"]).verdict is False
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, unit_between=True, distance=3).verdict is False
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, attacker="infantry", distance=3).missing == ["between"]
    general = ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR)  # a rule asked in general: the manual answers, no needs
    assert general.kind == "lookup" and not general.needs and general.verdict is None


def test_odds_only() -> None:
    a = ev(Intent.ODDS, dice=3, target="armour")
    assert a.kind == "odds" and a.numbers["expected_hits"] == 1
    assert a.numbers["p_at_least_one_hit"] == 1 - Fraction(2, 3) ** 3
    flags = ev(Intent.ODDS, dice=3)
    assert flags.numbers["p_at_least_one_flag"] == 1 - Fraction(5, 6) ** 3


def test_die_faces() -> None:
    assert ev(Intent.YES_NO, P.HIT, face="grenade", target="artillery").verdict is True
    assert ev(Intent.YES_NO, P.HIT, face="star", target="infantry").verdict is False
    assert ev(Intent.YES_NO, P.HIT, face="star", target="infantry", stars_hit=True).verdict is True
    assert ev(Intent.YES_NO, P.HIT, face="armour", target="infantry").verdict is False
    assert ev(Intent.YES_NO, P.HIT, face="armour").missing == ["target"]


def test_needs_only_what_the_asked_thing_needs() -> None:
    a = ev(Intent.DICE, attacker="infantry", target="infantry")
    assert a.needs and a.missing == ["distance"] and a.verdict is None and not a.numbers
    town = ev(Intent.DICE, attacker="infantry", target="infantry", terrain_target=["town"])
    assert town.missing == ["distance"] and town.numbers == {"reduction": 1, "attacker_penalty": 0,
                                                             "total_reduction": 1}  # not the dice
    dice = ev(Intent.DICE, attacker="artillery", distance=4, terrain_target=["forest"])
    assert not dice.needs and dice.numbers["dice"] == 2 and "p_face" not in dice.numbers  # no target type needed
    odds = ev(Intent.ODDS, attacker="artillery", distance=4)
    assert odds.missing == ["target"]
    air = ev(Intent.DICE, front="east", year=1945)
    assert air.needs and "nečitelné" in air.needs[0] and not air.missing


def test_orders_objectives_victory_air_power() -> None:
    a = ev(Intent.COUNT, order_count=3, units_in_sector=1, sector="left")
    assert a.numbers["lost_orders"] == 2 and a.verdict is None
    assert ev(Intent.YES_NO, P.ORDERS_LOST, order_count=3, units_in_sector=1).verdict is True
    assert ev(Intent.YES_NO, P.ORDERS_LOST, False, order_count=2, units_in_sector=4).verdict is True
    assert ev(Intent.YES_NO, P.ORDER_FROM_EITHER_SECTOR, unit_on_line=True).verdict is True
    assert ev(Intent.YES_NO, P.KEEPS_MEDAL, objective="temporary", still_occupied=False).verdict is False
    assert ev(Intent.YES_NO, P.KEEPS_MEDAL, objective="permanent").verdict is True
    assert ev(Intent.YES_NO, P.KEEPS_MEDAL, objective="temporary").missing == ["still_occupied"]
    assert ev(Intent.YES_NO, P.WINS, objective="sudden_death").verdict is True
    v = ev(Intent.YES_NO, P.WINS, medals=3, medals_needed=4)
    assert v.kind == "victory" and v.verdict is False and v.numbers["medals_missing"] == 1
    assert ev(Intent.YES_NO, P.WINS, units_destroyed=5, medals_needed=5).verdict is True
    assert ev(Intent.YES_NO, P.WINS, medals=2).missing == ["medals_needed"]
    air = ev(Intent.DICE, front="west", year=1944, side="axis")
    assert air.numbers["dice"] == 1 and air.numbers["dice_allies"] == 2


@pytest.mark.parametrize(
    ("intent", "ask", "facts", "topic"),
    [
        (Intent.CASUALTY, None, {"rolled": ["flag"], "target": "infantry"}, Topic.ROLL),
        (Intent.DICE, None, {"attacker": "infantry", "target": "infantry", "distance": 2}, Topic.BATTLE),
        (Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, {"attacker": "infantry", "distance": 3}, Topic.SIGHT),
        (Intent.YES_NO, P.MAY_MOVE, {"unit": "infantry", "move": 2}, Topic.MOVE),
        (Intent.ODDS, None, {"dice": 2}, Topic.ODDS),
        (Intent.ODDS, None, {"dice": 2, "attacker": "infantry", "distance": 1}, Topic.BATTLE),
        (Intent.DICE, None, {"front": "west", "year": 1944}, Topic.AIR),
        (Intent.LOOKUP, None, {"between": ["forest"]}, Topic.SIGHT),
        (Intent.LOOKUP, None, {}, None),
    ],
)
def test_the_asked_thing_chooses_the_computation(intent: Intent, ask: P | None, facts: dict[str, Any],
                                                 topic: Topic | None) -> None:
    assert choose_topic(query(intent, ask, **facts)) is topic


def test_nothing_to_compute_is_an_empty_lookup() -> None:
    a = ev(Intent.LOOKUP)
    assert a.kind == "lookup" and not a.numbers and a.verdict is None and not a.needs


def test_a_unit_without_an_order_neither_moves_nor_battles() -> None:
    a = ev(Intent.YES_NO, P.MAY_BATTLE, ordered=False, distance=1)
    assert a.verdict is False and not a.needs and "rozkaz" in text(a)
    assert ev(Intent.YES_NO, P.MAY_MOVE, ordered=False, unit="armour").verdict is False


def test_a_unit_type_alone_is_described() -> None:
    art = ev(Intent.COUNT, unit="artillery")
    assert art.numbers["figures"] == 2 and art.numbers["range"] == 6 and art.numbers["move"] == 1
    inf = ev(Intent.LOOKUP, attacker="infantry")
    assert inf.numbers["move_with_battle"] == 1 and inf.numbers["dice_by_range"] == [3, 2, 1]
    assert "4 figurky" in inf.summary


def test_never_more_than_one_flag_ignored() -> None:
    both = ev(Intent.YES_NO, P.ALL_FLAGS_IGNORED, terrain_target=["church", "sandbags"])
    assert both.verdict is False and "nikdy víc než jednu" in text(both)
    one = ev(Intent.YES_NO, P.ALL_FLAGS_IGNORED, target="infantry", terrain_target=["church"], rolled=["flag"])
    assert one.verdict is True


def test_facts_are_declared_in_czech_with_ranges() -> None:
    specs = {s.name: s for s in fact_specs(Memoir44Facts)}
    assert all(s.label and s.label[0].islower() for s in specs.values())
    assert (specs["distance"].low, specs["distance"].high) == (1, 12)
    assert (specs["figures"].low, specs["figures"].high) == (1, 4)
    with pytest.raises(FactError) as err:
        facts_from_mapping(Memoir44Facts, {"distance": 14})
    assert err.value.fact == "distance" and "1–12" in err.value.message
    with pytest.raises(FactError):
        facts_from_mapping(Memoir44Facts, {"terrain_target": ["forest", "town"]})  # one terrain per hex
    with pytest.raises(FactError):
        facts_from_mapping(Memoir44Facts, {"attacker": "kavalerie"})
    with pytest.raises(FactError):
        facts_from_mapping(Memoir44Facts, {"attacker_hex": "Z9"})


def test_a_board_position_by_hex_names() -> None:
    # the line-of-sight defect: I5 -> F6 crosses G5 and G6 through an edge midpoint
    board = {"attacker_hex": "I5", "target_hex": "F6", "hex_units": ["I5=allies:infantry", "F6=axis:armour:2"]}
    blocked = ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, hex_features=["G5=forest"], **board)
    assert blocked.verdict is False and "G5" in text(blocked)
    assert ev(Intent.YES_NO, P.LINE_OF_SIGHT_CLEAR, hex_features=["G7=forest"], **board).verdict is True
    open_ = ev(Intent.DICE, hex_features=["G7=forest", "F6=town"], **board)
    assert open_.numbers["distance"] == 4 and open_.findings[P.IN_RANGE].value is False  # infantry: 3 hexes
    assert "dice" not in open_.numbers
    close = ev(Intent.DICE, attacker_hex="C5", target_hex="D5", hex_units=["C5=allies:infantry"],
               hex_features=["D5=forest"], target="infantry")
    line = ev(Intent.DICE, attacker="infantry", target="infantry", distance=1, terrain_target=["forest"])
    assert close.numbers == line.numbers
    with pytest.raises(FactError):
        facts_from_mapping(Memoir44Facts, {"hex_units": ["C5=allies:cavalry"]})


FACT_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "attacker": st.sampled_from(["infantry", "armour", "artillery", "elite_infantry", "resistance"]),
    "target": st.sampled_from(["infantry", "armour", "artillery", "elite_armour"]),
    "unit": st.sampled_from(["infantry", "armour", "artillery"]),
    "distance": st.integers(1, 12), "attacker_height": st.integers(0, 2), "target_height": st.integers(0, 2),
    "terrain_target": st.sampled_from([["forest"], ["hill", "bunker"], ["sea"], ["church"], ["sandbags"]]),
    "terrain_attacker": st.sampled_from([["town"], ["wire"], ["hill"], ["sea"]]),
    "between": st.sampled_from([["forest"], ["lake"], ["town", "bunker"]]), "unit_between": st.booleans(),
    "edge_sides": st.sampled_from([["forest"], ["forest", "town"], ["plain", "plain"]]),
    "attacker_moved": st.integers(0, 6), "attacker_entered": st.sampled_from(["forest", "wire", "beach"]),
    "enemy_adjacent": st.booleans(), "figures": st.integers(1, 4), "counterattack": st.booleans(),
    "dice": st.integers(1, 12), "rolled": st.lists(st.sampled_from(["infantry", "armour", "grenade", "star", "flag"]),
                                                   min_size=1, max_size=6),
    "face": st.sampled_from(["star", "grenade", "flag"]), "retreat_only_to": st.sampled_from(["sea", "river"]),
    "retreat_blocked_by": st.sampled_from([["river"], ["lake", "sea"]]), "retreat_blocked_by_unit": st.booleans(),
    "at_own_edge": st.booleans(), "retreat_free": st.booleans(), "ignore_flag": st.booleans(),
    "move": st.integers(1, 6), "enters": st.sampled_from(["forest", "bunker", "hedgerow", "beach", "sea_cliff"]),
    "path": st.lists(st.sampled_from(["plain", "forest", "beach", "river", "steep_hill"]), min_size=1, max_size=6),
    "starts_on": st.sampled_from(["hedgerow", "bunker", "beach"]), "took_ground": st.booleans(),
    "overrun_already_done": st.booleans(), "assault_success": st.booleans(), "order_count": st.integers(1, 12),
    "units_in_sector": st.integers(0, 20), "unit_on_line": st.booleans(),
    "objective": st.sampled_from(["temporary", "permanent", "temporary_majority", "sudden_death"]),
    "still_occupied": st.booleans(), "has_majority": st.booleans(), "medals": st.integers(0, 12),
    "medals_needed": st.integers(1, 12), "units_destroyed": st.integers(0, 30),
    "front": st.sampled_from(["west", "east", "pacific", "mediterranean"]), "year": st.integers(1939, 1945),
    "side": st.sampled_from(["allies", "axis"]),
}


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(sorted(FACT_VALUES)), st.none(), max_size=7).flatmap(
    lambda keys: st.fixed_dictionaries({k: FACT_VALUES[k] for k in keys})),
    st.sampled_from(list(Intent)), st.none() | st.sampled_from(list(Proposition)), st.booleans())
def test_evaluate_never_raises_and_never_decides_without_its_facts(facts: dict[str, Any], intent: Intent,
                                                                   ask: P | None, positive: bool) -> None:
    a = ENGINE.evaluate(Query("memoir44", intent, facts_from_mapping(Memoir44Facts, facts),
                              Ask(str(ask), positive) if ask else None))
    assert a.game == "memoir44"
    if a.needs:
        assert a.verdict is None
    if ask is None:
        assert a.verdict is None
    elif a.verdict is not None:
        assert a.verdict == (a.findings[str(ask)].value == positive)
    a.as_dict()


@pytest.mark.parametrize("behind", [{"retreat_blocked_by_unit": True}, {"retreat_only_to": "forest"},
                                    {"retreat_blocked_by": ["forest"]}])
def test_retreat_at_own_edge_places_nothing_off_the_board(behind: dict[str, object]) -> None:
    """Found by the property test: a blocker 'behind' a unit at its own edge was put off the board (ValueError)."""
    facts = facts_from_mapping(Memoir44Facts, {"at_own_edge": True, "target": "infantry", "rolled": ["flag"], **behind})
    a = ENGINE.evaluate(Query("memoir44", Intent.CASUALTY, facts))
    assert a.numbers["losses_from_retreat"] == 1 and a.numbers["retreat_hexes"] == 0  # no hex to go to: a figure


def test_a_count_the_same_for_every_unstated_attacker_is_answered() -> None:
    """004: a unit may ignore at most one flag, whatever attacks it: "kolik vlajek smí ignorovat?" needs no attacker
    nor distance; a dice count does (the dice depend on both)."""
    flags = ev(Intent.COUNT, target="infantry", terrain_target=["church", "sandbags"])
    assert flags.numbers == {"flags_ignorable": 1} and not flags.missing and flags.summary == ""
    dice = ev(Intent.DICE, target="infantry", terrain_target=["church", "sandbags"])
    assert "attacker" in dice.missing


def test_dice_the_same_at_every_range_need_no_distance() -> None:
    """Armour throws 3 dice at 1–3 hexes: into a forest it is 1 die wherever the target stands in range."""
    a = ev(Intent.DICE, attacker="armour", target="infantry", terrain_target=["forest"])
    assert not a.needs and a.numbers["dice"] == 1 and "distance" not in a.numbers
    assert "kdekoli 1–3 pole daleko" in text(a)
    no_chance = ev(Intent.YES_NO, P.HIT, attacker="armour", target="infantry", terrain_attacker=["town"],
                   terrain_target=["hill"])
    assert no_chance.verdict is False and no_chance.numbers["dice"] == 0 and not no_chance.needs


def test_dice_that_change_with_the_range_still_need_the_distance() -> None:
    a = ev(Intent.DICE, attacker="infantry", target="armour", terrain_target=["forest"])
    assert a.missing == ["distance"] and "dice" not in a.numbers


def test_a_hit_decided_only_where_the_battle_is_refused_is_not_decided_for_all() -> None:
    """Out of range nothing hits; in range the dice decide: the distance left out is still asked for."""
    a = ev(Intent.YES_NO, P.HIT, attacker="infantry")
    assert a.verdict is None and a.missing == ["distance"]
