"""A terrain the question says is not there is no terrain; "na ni hodí tank" makes the tank the attacker."""

from __future__ import annotations

from engine.api import Intent
from understanding import IntentGuess
from understanding.memoir44 import PARSER
from understanding.text import analyse


def _facts(question: str, intent: Intent = Intent.YES_NO) -> dict[str, object]:
    u = PARSER.parse(analyse(question), "memoir44", IntentGuess(intent, 0.9))
    return {k: v for k, v in u.query.facts.stated().items()}


def test_a_negated_terrain_is_not_on_the_path() -> None:
    facts = _facts("muzou tanky prejet reku, kdyz tam neni most?")
    assert "bridge" not in str(facts.get("path", "")) and str(facts.get("enters")) == "river"


def test_a_terrain_without_negation_stays() -> None:
    facts = _facts("muzou tanky prejet reku po moste?")
    assert "bridge" in str(facts)


def test_the_unit_throwing_dice_at_a_pronoun_attacks() -> None:
    facts = _facts("Pěchota v lese, kolik kostek na ni hodí tank ze 2 polí?", Intent.DICE)
    assert str(facts["attacker"]) == "armour" and str(facts["target"]) == "infantry"
    assert [str(t) for t in facts["terrain_target"]] == ["forest"]
