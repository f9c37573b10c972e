"""A value the manual leaves to a component is said to be missing, with where it is printed."""

from __future__ import annotations

from typing import Any

import pytest

SILENT = "Manuál to neuvádí"


@pytest.mark.parametrize(("question", "game"), [
    ("Jakou základní obranu mají němečtí odstřelovači?", "normandie"),
    ("kolik ma zakladni obranu sovetskej ostrostrelec?", "stalingrad"),
    ("jaka obrone bazowa ma mozdzierz?", "normandie"),  # Polish: the quantity asked, read by the parser, names it
])
def test_a_value_printed_on_the_token_is_not_in_the_manual(ask: Any, question: str, game: str) -> None:
    a = ask(question, game)
    assert a["answer"].startswith(f"**{SILENT}**") and "žetonu jednotky" in a["answer"]
    assert a["verdict"] is None and not a["numbers"].get("manual_count")
    assert any("hodnota uvedená na žetonu" in c["quote"] for c in a["citations"])


@pytest.mark.parametrize(("question", "game"), [
    ("Jakou základní obranu má tunel?", "stalingrad"),  # the manual states it: 7
    ("Celková obrana je 8, základní obrana 4, jaký je kryt?", "normandie"),  # numbers given: a computation
])
def test_a_value_the_manual_states_or_a_computation_is_not_deferred(ask: Any, question: str, game: str) -> None:
    assert SILENT not in ask(question, game)["answer"]
