"""A place named again in brackets right after itself ("na pláži (břeh)") is a gloss: one hex, not two."""

from __future__ import annotations

from engine.api import Intent
from understanding import IntentGuess
from understanding.memoir44 import PARSER
from understanding.text import analyse


def _facts(question: str) -> dict[str, object]:
    u = PARSER.parse(analyse(question), "memoir44", IntentGuess(Intent.YES_NO, 0.9))
    return {k: v for k, v in u.query.facts.stated().items()}


def test_bracketed_gloss_is_the_same_hex() -> None:
    facts = _facts("Pěchota stojí na pláži (břeh) a vyleze na sousední mořský útes. Může pak útočit?")
    assert facts.get("path") is None
    assert str(facts["starts_on"]) == "beach" and str(facts["enters"]) == "sea_cliff"


def test_the_same_place_in_two_clauses_is_not_a_gloss() -> None:
    """"za lesem, les je mezi nama": the forest said twice, each clause its own fact."""
    facts = _facts("strilim pesakama na tank za lesem, les je mezi nama, vidim ho?")
    assert [str(v) for v in facts["between"]] == ["forest"]
