"""A place no manual names is not taken as open ground: "může tank vjet na minový pole?" is not answered Ano."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.unread import unread_places

KNOWN = {"les", "lese", "pole", "kopec", "kopci", "vesnice", "sousedni"}


def _known(word: str, typos: bool = True) -> bool:
    return word.lower() in KNOWN


@pytest.mark.parametrize(("question", "spans", "unread"), [
    ("muze tank vjet na minovy pole?", [], ["minovy"]),  # an adjective before a tile word
    ("muze tank vjet do bazin?", [], ["bazin"]),  # after a verb of moving
    ("muze tank vjet do lese?", [], []),  # the manual's word
    ("muze tank vjet na sousedni pole?", [], []),
    ("muze tank vjet na minovy pole?", ["minovy pole"], []),  # a fact was read from it
    ("strili tank v noci na pechotu?", [], []),  # neither a tile word nor a move
    ("muze tank vjet do tohoto?", [], []),  # a stop word
])
def test_unread_places(question: str, spans: list[str], unread: list[str]) -> None:
    assert unread_places(question, spans, _known) == unread


def test_an_unknown_terrain_gets_no_verdict(ask: Any) -> None:
    answer = ask("muze tank vjet na minovy pole a co se stane", "memoir44")
    assert answer["verdict"] is None
    assert "Manuál to neuvádí" in answer["answer"] and "minovy" in answer["answer"]


def test_a_known_terrain_is_still_computed(ask: Any) -> None:
    answer = ask("Může tank vjet do lesa a hned střílet?", "memoir44")
    assert answer["verdict"] == "ne"
