"""The board page's server side ("Na mapě"): a position placed on a game's board, answered by its engine.

A board sends a typed query, never words: ``POST /api/evaluate`` with the game, the
intent and the game's canonical facts (the same facts ``/api/ask`` reports under
``understood.facts``).  The facts are validated by the game's declaration
(:func:`engine.api.facts_from_mapping`), the engine answers (:func:`assistant.qa.answer_query`),
and the game's board module adds what the board draws — computed by the engine's
own geometry, the page only draws it.  One module per engine family, registered in
:data:`BOARDS` by the engine key of ``games/games.toml``.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import games
from assistant.board import generalove, memoir44
from assistant.resources import Resources
from engine.api import Ask, FactError, FactSpec, Intent, Query, fact_specs, facts_from_mapping
from engine.registry import ENGINES

__all__ = ["BOARDS", "GameBoard", "board_games", "board_of", "board_url", "evaluate", "facts_from_args",
           "placed_facts"]
MAX_ITEMS = 64  # list items a link may give for one fact (as facts_from_mapping allows)


@dataclass(frozen=True)
class GameBoard:
    """One engine family's board: its default intent, drawing, tools, evaluation and question placement."""

    intent: Intent
    drawing: Callable[[str], dict[str, Any]]  # game -> the static drawing for the page
    tools: Callable[[str], dict[str, Any]]  # game -> what can be placed (Czech labels)
    evaluate: Callable[[Resources, Query[Any]], dict[str, Any]]  # the answer and what the board draws
    placed: Callable[[Query[Any]], dict[str, Any] | None]  # a question's facts as a board position, if it fits
    question: str  # the question a position is asked with on the ask page ("Zeptat se slovy")


BOARDS: dict[str, GameBoard] = {
    "memoir44": GameBoard(memoir44.INTENT, lambda game: memoir44.drawing(), lambda game: memoir44.tools(),
                          memoir44.evaluate, memoir44.placed_facts, "Kolik kostek a jaká je šance na zásah?"),
    "generalove": GameBoard(generalove.INTENT, lambda game: generalove.drawing(), lambda game: generalove.tools(),
                            generalove.evaluate, generalove.placed_facts, "Jaká je úprava hodu a šance na zásah?"),
}


def board_of(game: str) -> GameBoard | None:
    """The board of ``game`` (None while its engine family has none, or its engine is not on the seam)."""
    spec = games.get(game)
    return BOARDS.get(spec.engine) if spec.engine in ENGINES else None


def board_games() -> list[str]:
    """Game ids that have a board, in the registry's order."""
    return [g for g in games.game_ids() if board_of(g) is not None]


def evaluate(res: Resources, game: str, facts: Mapping[str, Any], intent: Intent | None = None,
             ask: Ask | None = None) -> dict[str, Any]:
    """The ``/api/evaluate`` payload; :raises FactError: for a fact that cannot be right."""
    board = board_of(game)
    if board is None:
        raise KeyError(game)
    engine = ENGINES[games.get(game).engine]
    typed = facts_from_mapping(engine.facts_type(game), facts)
    return board.evaluate(res, Query(game, intent or board.intent, typed, ask))


def placed_facts(game: str, understood: Mapping[str, Any]) -> dict[str, Any] | None:
    """The board position for an answer's ``understood`` facts, or None when they do not fit a board."""
    board = board_of(game)
    if board is None:
        return None
    engine = ENGINES[games.get(game).engine]
    try:
        typed = facts_from_mapping(engine.facts_type(game), understood.get("facts", {}))
        intent = Intent(understood.get("intent", board.intent))
    except ValueError:
        return None
    return board.placed(Query(game, intent, typed))


def facts_from_args(game: str, args: Any) -> dict[str, Any]:
    """A board position from a link's query string: one parameter per fact name (lists repeat it).

    Only the game's declared facts are read; the values are canonical (``hex_units=G5%3Daxis%3Ainfantry%3A3``).
    :raises FactError: for a number or yes/no that cannot be read.
    """
    engine = ENGINES[games.get(game).engine]
    out: dict[str, Any] = {}
    for spec in fact_specs(engine.facts_type(game)):
        raw = [str(v)[:200] for v in args.getlist(spec.name)[:MAX_ITEMS]]
        if not raw:
            continue
        values = [_arg_value(spec, v) for v in raw]
        out[spec.name] = values if spec.many else values[0]
    return out


def _arg_value(spec: FactSpec, text: str) -> Any:
    if spec.kind is bool:
        if text in ("true", "1", "ano"):
            return True
        if text in ("false", "0", "ne"):
            return False
        raise FactError(spec.name, f"Údaj „{spec.label}“ musí být ano, nebo ne.")
    if spec.kind is int:
        try:
            return int(text)
        except ValueError:
            raise FactError(spec.name, f"Údaj „{spec.label}“ musí být celé číslo.") from None
    return text


def board_url(game: str, facts: Mapping[str, Any]) -> str:
    """The link that reproduces a board position (what the page's address holds)."""
    pairs: list[tuple[str, str]] = [("hra", game)]
    for key, value in facts.items():
        for item in value if isinstance(value, list | tuple) else [value]:
            pairs.append((key, ("true" if item else "false") if isinstance(item, bool) else str(item)))
    return "/na-mape?" + urllib.parse.urlencode(pairs)
