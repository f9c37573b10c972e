"""Memoir '44: "útočím z kopce / z lesa" is the attacker's place, "na nepřítele na jiném kopci" the target's,
and a question opened by a "když" clause still asks yes/no in its main clause.

From 004: "při útoku na nepřátelskou jednotku na kopci sníží všechny jednotky kromě artilerie počet svých
kostek o 1, pokud jsou na nižší výšce … Avšak když jsou také na kopci, hází 3 kostkami."
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.api import Intent
from engine.memoir44.engine import ENGINE
from understanding import IntentGuess
from understanding.intent import classify_intent
from understanding.memoir44 import PARSER
from understanding.text import analyse


def _facts(question: str) -> dict[str, Any]:
    return PARSER.parse(analyse(question), "memoir44", IntentGuess(Intent.DICE, 0.9)).as_json()["facts"]


@pytest.mark.parametrize(("question", "attacker", "target"), [
    ("Útočím z lesa na pěchotu na kopci, kolik kostek?", ["forest"], ["hill"]),
    ("tank střílí z města na pěchotu v lese, kolik kostek?", ["town"], ["forest"]),
    ("Útočím pěchotou z kopce na nepřítele stojícího na jiném kopci, kolik kostek?", ["hill"], ["hill"]),
    ("Moje pěchota na kopci střílí na nepřítele v lese, kolik kostek?", ["hill"], ["forest"]),
])
def test_whose_place(question: str, attacker: list[str], target: list[str]) -> None:
    facts = _facts(question)
    assert (facts.get("terrain_attacker"), facts.get("terrain_target")) == (attacker, target)


@pytest.mark.parametrize(("question", "verdict"), [
    ("Když útočím z kopce na jednotku na jiném kopci, snižuje se mi počet kostek?", False),
    ("Když útočím pěchotou na tank v lese, hážu plným počtem kostek?", False),
])
def test_a_when_clause_keeps_the_yes_no(question: str, verdict: bool) -> None:
    q = analyse(question)
    understood = PARSER.parse(q, "memoir44", classify_intent(q))
    assert understood.query.intent is Intent.YES_NO
    assert ENGINE.evaluate(understood.query).verdict is verdict


@pytest.mark.parametrize(("question", "verdict"), [
    ("může tank do bunkru?", False),  # 004: "Pro obrněnce a artilerii jsou bunkry neprostupné."
    ("smi pechota do lesa?", True),
])
def test_a_modal_with_do_and_a_place_is_a_move(question: str, verdict: bool) -> None:
    q = analyse(question)
    understood = PARSER.parse(q, "memoir44", classify_intent(q))
    assert understood.query.ask is not None and understood.query.ask.proposition == "may_move"
    assert ENGINE.evaluate(understood.query).verdict is verdict


def test_an_attack_named_as_a_time_makes_no_attacker() -> None:
    """ "při jednom útoku" says when; "vlajek" is a flag word: the player's unit is the one the flags are against."""
    facts = _facts("Moje pěchota je v kostele a ještě za pytli s pískem. Kolik vlajek může při jednom útoku ignorovat?")
    assert facts.get("target") == "infantry" and "attacker" not in facts
