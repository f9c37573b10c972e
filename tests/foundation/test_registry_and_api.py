"""The game registry, the typed seam (engine.api) and the shared language helpers."""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pytest

import games
from engine.api import Ask, EngineAnswer, FactError, Facts, Intent, fact, fact_specs, facts_from_mapping, facts_to_dict
from lang.fold import fold, fold_chars, fold_phrase
from understanding.cues import read_distance
from understanding.text import analyse, detect_lang


def test_registry_lists_every_game_once_with_titles_and_profiles() -> None:
    ids = games.game_ids()
    assert ids == ("normandie", "stalingrad", "memoir44", "generalove")
    assert games.get("normandie").title_pl == "Nieustraszeni: Normandia"
    assert games.get("normandie").profile("pl") == "normandie-pl"
    assert {g.engine for g in games.all_games()} == {"undaunted", "memoir44", "generalove"}
    with pytest.raises(games.UnknownGameError):
        games.get("sachy")


def test_registry_profiles_exist_for_czech_manuals() -> None:
    from rules_corpus.profile import PROFILE_DIR

    for g in games.all_games():
        assert (PROFILE_DIR / f"{g.profile('cs')}.toml").exists(), g.id


class Terrain(enum.StrEnum):
    FOREST = "forest"
    HILL = "hill"


@dataclass(frozen=True)
class DemoFacts(Facts):
    distance: int | None = fact("vzdálenost v polích", 0, 12)
    smoke: bool | None = fact("dým na poli cíle")
    terrain: Terrain | None = fact("terén cíle")
    rolls: tuple[int, ...] | None = fact("hozená čísla", 0, 9)


def test_facts_round_trip_through_json() -> None:
    facts = facts_from_mapping(DemoFacts, {"distance": 3, "smoke": True, "terrain": "hill", "rolls": [5, 8]})
    assert facts.terrain is Terrain.HILL and facts.rolls == (5, 8)
    assert facts_to_dict(facts) == {"distance": 3, "smoke": True, "terrain": "hill", "rolls": [5, 8]}
    assert [s.name for s in fact_specs(DemoFacts)] == ["distance", "smoke", "terrain", "rolls"]


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        ({"distance": -5}, "distance", "0–12"),
        ({"distance": 10**18}, "distance", "0–12"),
        ({"distance": "NaN"}, "distance", "celé číslo"),
        ({"distance": True}, "distance", "celé číslo"),
        ({"smoke": "yes"}, "smoke", "ano/ne"),
        ({"terrain": "žirafa"}, "terrain", "neznámou hodnotu"),
        ({"rolls": [3, 12]}, "rolls", "0–9"),
        ({"giraffe": 1}, "giraffe", "Neznámý údaj"),
    ],
)
def test_bad_facts_are_refused_with_a_czech_message_naming_the_fact(data: dict, field: str, words: str) -> None:
    with pytest.raises(FactError) as err:
        facts_from_mapping(DemoFacts, data)
    assert err.value.fact == field
    assert words in err.value.message or "nezná hodnotu" in err.value.message


def test_verdict_answers_the_proposition_asked() -> None:
    answer = EngineAnswer(game="demo", kind="attack")
    answer.find("cover_counts", False, "demo.rule")
    assert answer.decide(Ask("cover_counts")) is False
    assert answer.decide(Ask("cover_counts", positive=False)) is True
    assert answer.decide(Ask("range_bonus_counts")) is None
    assert answer.decide(None) is None
    answer.needs.append("vzdálenost")
    assert answer.decide(Ask("cover_counts")) is None
    assert Intent("yes_no") is Intent.YES_NO


def test_a_stated_number_is_decided_by_the_computed_number() -> None:
    """ "odečítám 3 kostky?": the verdict compares the engine's number with the one the question states."""
    answer = EngineAnswer(game="demo", kind="attack", numbers={"total_reduction": 2})
    answer.find("terrain_reduces", True, "demo.rule")
    assert answer.decide(Ask("terrain_reduces", number="total_reduction", claimed=3)) is False
    assert answer.decide(Ask("terrain_reduces", number="total_reduction", claimed=2)) is True
    assert answer.decide(Ask("terrain_reduces", positive=False, number="total_reduction", claimed=3)) is True
    assert answer.decide(Ask("terrain_reduces", number="dice", claimed=2)) is None, "a number not computed"


@pytest.mark.parametrize(("text", "folded"), [("Kulometčíci ŽIVÝ plot", "kulometcici zivy plot"), ("Łódź", "lodz")])
def test_one_fold(text: str, folded: str) -> None:
    assert fold(text) == folded
    assert len(fold_chars(text)) == len(text)
    assert fold_phrase("Za mnou!") == "za mnou"


@pytest.mark.parametrize(
    ("question", "distance"),
    [
        ("Kulometčíci střílí na střelce o jedno pole dál", 1),
        ("strilim ob jedno pole na kaemaky", 2),
        ("strelci stoji ve vzdalenosti 3 poli", 3),
        ("utocim ze stejneho pole", 0),
        ("minomet stoji hned vedle", 1),
        ("Odległość 1 obszar, kaemiści atakują", 1),
        ("střílím na ně na vzdálenost tří polí", 3),
    ],
)
def test_distance_truth_table(question: str, distance: int) -> None:
    reading = read_distance(analyse(question))
    assert reading is not None and reading.value == distance


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Czy mogę strzelać?", "pl"), ("muzu strilet?", "cs"), ("Kaemiści atakują trzema kośćmi", "pl"),
     ("kolik je celkova obrana", "cs")],
)
def test_language_detection(text: str, lang: str) -> None:
    assert detect_lang(text) == lang
