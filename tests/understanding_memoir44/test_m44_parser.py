"""The Memoir '44 parser: truth tables (question -> intent, proposition, facts), spans, positions."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import Ask, FactError, Intent, facts_to_dict
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Face, Feature, Front, Objective, Sector, Side, UnitType
from engine.memoir44.presentation import NAMES
from understanding import IntentGuess, Understood
from understanding.memoir44 import PARSER
from understanding.registry import PARSERS
from understanding.text import analyse

CASES = tomllib.loads((Path(__file__).parents[1] / "data" / "memoir44" / "parser_cases.toml").read_text("utf-8"))


def parse(question: str, guess: Intent = Intent.LOOKUP) -> Understood:
    return PARSER.parse(analyse(question), "memoir44", IntentGuess(guess, 0.0))


def asked(ask: Ask | None) -> str | None:
    return None if ask is None else ("" if ask.positive else "-") + ask.proposition


@pytest.mark.parametrize("case", CASES["case"], ids=[c["q"][:60] for c in CASES["case"]])
def test_truth_table(case: dict[str, Any]) -> None:
    u = parse(case["q"])
    assert str(u.query.intent) == case["intent"]
    assert asked(u.query.ask) == case.get("ask")
    assert facts_to_dict(u.query.facts) == case["facts"]
    for name in case["facts"]:  # every fact says which words it came from
        assert u.spans.get(name) and all(piece in case["q"] for piece in u.spans[name].split(" … ")), name


def test_registered_and_facts_by_role() -> None:
    assert PARSERS["memoir44"] is PARSER and PARSER.games == ("memoir44",)
    target = parse("střílím na pěchotu v lese").query.facts
    assert target.terrain_target == (Feature.FOREST,) and target.terrain_attacker is None
    attacker = parse("moje pěchota v lese střílí na tank").query.facts
    assert attacker.terrain_attacker == (Feature.FOREST,) and attacker.terrain_target is None
    moved = parse("pohnul se o dvě pole a pak střílí na tank tři hexy daleko").query.facts
    assert (moved.attacker_moved, moved.distance) == (2, 3)
    between = parse("Může pěchota střílet na tank, když mezi nimi je les?").query.facts
    assert between.between == (Feature.FOREST,) and between.terrain_target is None
    rolled = parse("Padly dva granáty a vlajka na tank.").query.facts
    assert rolled.rolled == (Face.GRENADE, Face.GRENADE, Face.FLAG) and rolled.target is UnitType.ARMOUR


@pytest.mark.parametrize(
    ("question", "distance"),
    [("tank útočí na pěchotu vedle", 1), ("tank útočí na pěchotu na sousední hex", 1),
     ("tank útočí na pěchotu ob jeden hex", 2), ("tank útočí na pěchotu o tři pole dál", 3),
     ("tank útočí na pěchotu tři hexy daleko", 3), ("tank útočí na pěchotu na vzdálenost dvou polí", 2)],
)
def test_distance_readings(question: str, distance: int) -> None:
    assert parse(question).query.facts.distance == distance


@pytest.mark.parametrize(
    ("question", "positive"),
    [("Je výhled volný?", True), ("Blokuje les výhled?", False), ("Neblokuje les výhled?", True),
     ("Je výhled blokovaný?", False), ("Vidí na sebe?", True), ("Nevidí na sebe?", False)],
)
def test_polarity_of_the_asked_proposition(question: str, positive: bool) -> None:
    ask = parse(question).query.ask
    assert ask is not None and ask.proposition == "line_of_sight_clear" and ask.positive is positive


def test_a_question_that_is_not_a_yes_no_asks_no_proposition() -> None:
    u = parse("Kolika kostkami hází pěchota na tank vedle, když mezi nimi nic není?")
    assert u.query.intent is Intent.DICE and u.query.ask is None
    assert parse("pohnul se o dvě pole a pak střílí na tank").query.ask is None  # a statement, not a question


@pytest.mark.parametrize("question", ["Na jakou největší vzdálenost může zaútočit dělostřelectvo?",
                                      "Do jaké vzdálenosti smí pěchota útočit?",
                                      "Kterou jednotkou můžu zaútočit na tank?"])
def test_a_question_word_after_a_preposition_asks_no_yes_no(question: str) -> None:
    """"Na jakou … může …?" opens with a preposition and a question word: it asks what, not whether."""
    u = parse(question)
    assert u.query.intent is not Intent.YES_NO and u.query.ask is None


def test_a_yes_no_joined_to_a_question_word_stays_a_yes_no() -> None:
    u = parse("Moje artilerie střílí na pěchotu v lese 2 pole daleko. Můžu střílet a kolika kostkami?")
    assert u.query.intent is Intent.YES_NO and u.query.ask is not None


def test_answers_end_to_end() -> None:
    def answer(question: str) -> Any:
        u = parse(question)
        return ENGINE.evaluate(u.query)

    forest = answer("Moje pěchota útočí na nepřátelskou pěchotu v lese na sousedním poli. Kolika kostkami hážu?")
    assert forest.numbers["dice"] == 2 and forest.verdict is None
    blocked = answer("Blokuje les linii výhledu?")
    assert blocked.verdict is True
    clear = answer("Je výhled volný, když mezi jednotkami je les?")
    assert clear.verdict is False
    church = answer("Moje pěchota v kostele dostala jednu vlajku. Musí ustoupit?")
    assert church.verdict is False  # the church lets it ignore one flag
    after = answer("Moje pěchota se pohne o 2 pole. Může pak ještě v tomto tahu zaútočit?")
    assert after.verdict is False
    art = answer("Může artilerie střílet na pěchotu 2 pole daleko, když je mezi nimi vesnice?")
    assert art.verdict is True and art.numbers["dice"] == 3


# ---------------------------------------------------------------- positions


def test_canonical_positions_read_as_they_stand() -> None:
    f = PARSER.facts_from_position("memoir44", {"attacker": "infantry", "terrain_target": ["forest", "sandbags"],
                                                "distance": 2, "rolled": ["flag", "flag"]})
    assert f.attacker is UnitType.INFANTRY and f.terrain_target == (Feature.FOREST, Feature.SANDBAGS)
    assert f.rolled == (Face.FLAG, Face.FLAG)


def test_older_czech_payloads_mean_the_same() -> None:
    old = PARSER.facts_from_position("memoir44", {
        "attacker": "tanky", "target": "pěchotu", "terrain_target": "kostel, pytle s pískem",
        "obstacle_attacker": "ostnatý drát", "terrain_attacker": "v lese", "los_blocked_by": "město (výška 0)",
        "distance": "2", "return_fire": "ano", "asks": "útok"})
    assert facts_to_dict(old) == {
        "attacker": "armour", "target": "infantry", "terrain_target": ["church", "sandbags"],
        "terrain_attacker": ["wire", "forest"], "between": ["town"], "between_height": 0, "distance": 2,
        "counterattack": True}
    retreat = PARSER.facts_from_position("memoir44", {
        "target": "Elitní tanky", "rolled": "pěchota, vlajka", "retreat_blocked_by": ["jednotka", "řeka"],
        "edge_sides": ["les", "nic"]})
    assert retreat.target is UnitType.ELITE_ARMOUR and retreat.rolled == (Face.INFANTRY, Face.FLAG)
    assert retreat.retreat_blocked_by == (Feature.RIVER,) and retreat.retreat_blocked_by_unit
    assert retreat.edge_sides == (Feature.FOREST, Feature.PLAIN)
    edge = PARSER.facts_from_position("memoir44", {"retreat_blocked_by": "okraj bojiště", "sector": "levé křídlo",
                                                   "objective": "dočasný", "front": "západní", "side": "Osa"})
    assert edge.at_own_edge and edge.sector is Sector.LEFT and edge.objective is Objective.TEMPORARY
    assert edge.front is Front.WEST and edge.side is Side.AXIS


@pytest.mark.parametrize(
    ("position", "fact"),
    [({"attacker": "kavalerie"}, "attacker"), ({"terrain_target": "poušť"}, "terrain_target"),
     ({"distance": 40}, "distance"), ({"rolled": ["kůň"]}, "rolled"), ({"giraffe": 1}, "giraffe"),
     ({"retreat_free": "možná"}, "retreat_free"), ({"terrain_target": "les, město"}, "terrain_target")],
)
def test_a_bad_position_value_names_its_fact(position: dict[str, Any], fact: str) -> None:
    with pytest.raises(FactError) as err:
        PARSER.facts_from_position("memoir44", position)
    assert err.value.fact == fact and err.value.message


def test_display_names_are_the_alias_tables_first_names() -> None:
    table = PARSER.aliases
    kinds = {"unit": UnitType, "feature": Feature, "face": Face, "side": Side, "sector": Sector,
             "objective": Objective, "front": Front}
    for kind, enum in kinds.items():
        assert set(table.values(kind)) == {str(v) for v in enum}, kind
        for value in enum:
            assert table.label(kind, str(value)) == NAMES[value], (kind, value)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdeěščřžýáíéúů tankpěchotalesvlajka?,.12")), max_size=80))
def test_parse_never_raises(text: str) -> None:
    u = parse(text)
    ENGINE.evaluate(u.query)
    u.as_json()


@pytest.mark.parametrize(
    ("question", "sides"),
    [
        # one side named twice ("les … pole lesa"), the other after it: the two sides differ
        ("blokuje les vyhled kdyz cara jde jen po okraji jednoho pole lesa a na druhe strane je rovina?",
         (Feature.FOREST, Feature.PLAIN)),
        ("Linie výhledu vede po okraji, po obou stranách je les. Blokuje výhled?", (Feature.FOREST, Feature.FOREST)),
    ],
)
def test_the_sides_of_an_edge_line(question: str, sides: tuple[Feature, Feature]) -> None:
    assert parse(question, Intent.YES_NO).query.facts.edge_sides == sides
