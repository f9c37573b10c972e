"""A game read off the manuals' passages when the question's words leave it split — quoted, never claimed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from understanding.games import PASSAGE_MARGIN, recognise_game
from understanding.text import analyse

SPLIT = "smi jednotka rozdelit kostky mezi dva ruzne cile?"  # Memoir '44 and Generálové both have dice and units
WORDS = ["jednotka", "rozdelit", "kostky", "dva", "ruzne", "cile"]


def _scores(values: Mapping[str, float]) -> Any:
    def passages(ids: Sequence[str]) -> Mapping[str, float]:
        return {g: values.get(g, 0.0) for g in ids}
    return passages


def test_a_clear_best_passage_decides_a_split_question() -> None:
    guess = recognise_game(analyse(SPLIT), content=WORDS, passages=_scores({"generalove": 10.0, "memoir44": 2.0}))
    assert (guess.game, guess.reason) == ("generalove", "passages")
    assert guess.candidates[0] == "generalove"


def test_close_passages_still_ask_back() -> None:
    close = {"generalove": 10.0, "memoir44": 10.0 / PASSAGE_MARGIN + 0.5}
    guess = recognise_game(analyse(SPLIT), content=WORDS, passages=_scores(close))
    assert guess.game is None and guess.reason == "ambiguous"


def test_passages_never_override_the_words_or_a_short_question() -> None:
    named = recognise_game(analyse("muzu do Stalingradu primichat jednotky z Normandie?"),
                           content=["stalingradu", "primichat", "jednotky", "normandie"],
                           passages=_scores({"memoir44": 99.0}))
    assert named.game is None  # two games named: asked back, whatever the passages say
    short = recognise_game(analyse("Můžu zaútočit?"), content=["zautocit"], passages=_scores({"memoir44": 99.0}))
    assert short.game is None


def test_the_guessed_game_answer_quotes_without_a_verdict_and_offers_the_others(ask: Any) -> None:
    out = ask("muze jednotka vstoupit na pole s jinou jednotkou?")
    assert out["game"] == "memoir44" and out["verdict"] is None
    assert out["answer"].startswith("Hru jsem určil jen podle toho, čí pravidla otázce nejlépe odpovídají: Memoir '44.")
    assert out["choices"][0]["game"] == "memoir44" and len(out["choices"]) >= 2
    assert out["citations"]
