"""A proposition named inside a condition ("…, když nestřílím") states the situation; the main clause asks.

"i když" (even if) is no condition: the concession is what the question is about.
"""

from __future__ import annotations

import pytest

from engine.api import Intent
from engine.memoir44.engine import ENGINE
from understanding import IntentGuess
from understanding.memoir44 import PARSER
from understanding.text import analyse


def _read(question: str) -> tuple[str | None, bool | None, str]:
    u = PARSER.parse(analyse(question), "memoir44", IntentGuess(Intent.YES_NO, 0.9))
    answer = ENGINE.evaluate(u.query)
    word = "" if answer.verdict is None else "ano" if answer.verdict else "ne"
    ask = u.query.ask
    return (None, None, word) if ask is None else (str(ask.proposition), ask.positive, word)


@pytest.mark.parametrize(("question", "proposition", "positive", "word"), [
    ("pesaky muzu posunout o 3 hexy kdyz nestrilim?", "may_move", True, "ne"),
    ("Když nestřílím, můžu pěchotu posunout o 3 pole?", "may_move", True, "ne"),
    ("můžu pěchotu posunout o 2 pole, pokud neútočím?", "may_move", True, "ano"),
    ("chrani pytle s piskem i kdyz na me strili nekdo zezadu?", "protected_from_all_sides", True, "ano"),
])
def test_condition_clause_does_not_ask(question: str, proposition: str, positive: bool, word: str) -> None:
    assert _read(question) == (proposition, positive, word)


@pytest.mark.parametrize(("question", "proposition", "positive", "word"), [
    ("Moje pěchota za pytli s pískem se pohne o pole dál. Odstraní se tím ty pytle s pískem?",
     "obstacle_removed_on_leave", True, "ano"),
    ("Moje pěchota je za hrází. Odejde o pole dál. Zůstane pak hráz na mapě?", "obstacle_removed_on_leave", False,
     "ano"),
])
def test_asking_sentence_pointing_back(question: str, proposition: str, positive: bool, word: str) -> None:
    """"…se pohne o pole dál. Odstraní se tím pytle?": the leaving said before belongs to the question."""
    assert _read(question) == (proposition, positive, word)


def test_no_back_reference_no_borrowed_cue() -> None:
    """Without a word pointing back, a leaving verb of another sentence does not make the removal asked."""
    assert _read("Pěchota se pohne o pole dál. Odstraní se pytle s pískem?")[0] != "obstacle_removed_on_leave"
