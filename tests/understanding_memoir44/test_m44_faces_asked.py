"""Whether a die face counts against a unit, in players' words: "platí granát i na tanky?"."""

from __future__ import annotations

import pytest

from engine.api import Intent
from engine.memoir44.engine import ENGINE
from understanding.intent import classify_intent
from understanding.memoir44 import PARSER
from understanding.text import analyse


@pytest.mark.parametrize(("question", "face", "target", "verdict"), [
    ("platí granát i na tanky?", "grenade", "armour", True),
    ("granat plati i na tanky nebo jen na pechotu?", "grenade", "armour", True),  # "i X, nebo jen Y": about X
    ("plati hvezda na pechotu?", "star", "infantry", False),
])
def test_a_face_that_holds_against_a_unit(question: str, face: str, target: str, verdict: bool) -> None:
    q = analyse(question)
    u = PARSER.parse(q, "memoir44", classify_intent(q))
    facts = u.as_json()["facts"]
    assert (facts["face"], facts["target"]) == (face, target)
    assert u.query.intent is Intent.YES_NO and u.query.ask is not None and u.query.ask.proposition == "hit"
    assert ENGINE.evaluate(u.query).verdict is verdict


def test_an_either_or_without_also_is_still_an_alternative() -> None:
    q = analyse("Útočí se na tanky, nebo na pěchotu?")
    assert classify_intent(q).intent is not Intent.YES_NO  # "A, nebo B?" asks which, not whether


def test_a_bare_range_question_asks_the_units_range_not_whether_in_range() -> None:
    q = analyse("dostrel artilerie?")
    u = PARSER.parse(q, "memoir44", classify_intent(q))
    assert u.query.ask is None and u.query.intent is Intent.LOOKUP
    assert ENGINE.evaluate(u.query).numbers["range"] == 6


@pytest.mark.parametrize(("question", "proposition", "verdict"), [
    ("Stojím pěchotou na pláni a útočím na nepřítele na kopci vedle. Musím ubrat kostku?", "terrain_reduces", True),
    ("blokuje mi vyhled i moje vlastni jednotka co stoji mezi nama?", "line_of_sight_clear", True),  # asked negated
])
def test_players_words_for_reductions_and_a_unit_in_the_way(question: str, proposition: str, verdict: bool) -> None:
    q = analyse(question)
    u = PARSER.parse(q, "memoir44", classify_intent(q))
    assert u.query.ask is not None and u.query.ask.proposition == proposition
    assert ENGINE.evaluate(u.query).verdict is verdict
