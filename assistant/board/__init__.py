"""The board page's server side ("Na mapě"): a position placed on a game's board, answered by its engine.

A board sends a typed query, never words: ``POST /api/evaluate`` with the game, the
intent and canonical facts — the game's engine facts (the same ``/api/ask`` reports
under ``understood.facts``) and, for a board whose position the engine's facts cannot
say (the Odhodlaní tiles), the board's own declared facts.  Every fact is validated by
its declaration (:func:`engine.api.facts_from_mapping`), the engine answers
(:func:`assistant.qa.answer_query`), and the game's board module adds what the board
draws — computed by the engine's own geometry; the page only draws it.  One module
per engine family, registered in :data:`BOARDS` by the engine key of ``games/games.toml``.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import games
from assistant.board import generalove, memoir44, undaunted
from assistant.forms import read_value
from assistant.resources import Resources
from engine.api import Ask, FactError, Facts, Intent, Query, fact_specs, facts_from_mapping, facts_to_dict
from engine.registry import ENGINES

__all__ = ["BOARDS", "GameBoard", "board_games", "board_of", "board_url", "evaluate", "facts_from_args",
           "placed_facts", "split_facts"]
MAX_ITEMS = 64  # list items a link may give for one fact (as facts_from_mapping allows)


@dataclass(frozen=True)
class GameBoard:
    """One engine family's board.

    ``fact_types``: the facts a position of ``game`` is stated in (the engine's, then the board's own);
    ``evaluate``: the answer and what the board draws for the validated facts (one per fact type);
    ``placed``: a question's facts as a board position, when they fit one; ``question``: the words a
    position is asked with on the ask page ("Zeptat se slovy").
    """

    intent: Intent
    fact_types: Callable[[str], tuple[type[Facts], ...]]
    drawing: Callable[[str], dict[str, Any]]
    tools: Callable[[str], dict[str, Any]]
    evaluate: Callable[[Resources, str, tuple[Facts, ...], Intent, Ask | None], dict[str, Any]]
    placed: Callable[[Query[Any]], dict[str, Any] | None]
    question: str


def _engine_facts(game: str) -> tuple[type[Facts], ...]:
    return (ENGINES[games.get(game).engine].facts_type(game),)


BOARDS: dict[str, GameBoard] = {
    "memoir44": GameBoard(memoir44.INTENT, _engine_facts, lambda game: memoir44.drawing(),
                          lambda game: memoir44.tools(), memoir44.evaluate, memoir44.placed_facts,
                          "Kolik kostek a jaká je šance na zásah?"),
    "generalove": GameBoard(generalove.INTENT, _engine_facts, lambda game: generalove.drawing(),
                            lambda game: generalove.tools(), generalove.evaluate, generalove.placed_facts,
                            "Jaká je úprava hodu a šance na zásah?"),
    "undaunted": GameBoard(undaunted.INTENT, lambda game: (*_engine_facts(game), undaunted.TileFacts),
                           undaunted.drawing, undaunted.tools, undaunted.evaluate, undaunted.placed_facts,
                           "Jaká je celková obrana a šance na zásah?"),
}


def board_of(game: str) -> GameBoard | None:
    """The board of ``game`` (None while its engine family has none)."""
    spec = games.get(game)
    return BOARDS.get(spec.engine) if spec.engine in ENGINES else None


def board_games() -> list[str]:
    """Game ids that have a board, in the registry's order."""
    return [g for g in games.game_ids() if board_of(g) is not None]


def split_facts(types: tuple[type[Facts], ...], facts: Mapping[str, Any]) -> tuple[Facts, ...]:
    """One validated facts object per type, each from the keys it declares; :raises FactError: for a key no
    type declares or a value that cannot be right."""
    names = [{s.name for s in fact_specs(cls)} for cls in types]
    for key in facts:
        if not any(key in n for n in names):
            raise FactError(str(key), f"Neznámý údaj „{str(key)[:40]}“.")
    return tuple(facts_from_mapping(cls, {k: v for k, v in facts.items() if k in n})
                 for cls, n in zip(types, names, strict=True))


def evaluate(res: Resources, game: str, facts: Mapping[str, Any], intent: Intent | None = None,
             ask: Ask | None = None) -> dict[str, Any]:
    """The ``/api/evaluate`` payload; :raises FactError: for a fact that cannot be right."""
    board = board_of(game)
    if board is None:
        raise KeyError(game)
    typed = split_facts(board.fact_types(game), facts)
    out = board.evaluate(res, game, typed, intent or board.intent, ask)
    out["board"]["position"] = {k: v for f in typed for k, v in facts_to_dict(f).items()}  # as the board reads it
    return out


def placed_facts(game: str, understood: Mapping[str, Any]) -> dict[str, Any] | None:
    """The board position for an answer's ``understood`` facts, or None when they do not fit a board."""
    board = board_of(game)
    if board is None:
        return None
    try:
        typed = facts_from_mapping(ENGINES[games.get(game).engine].facts_type(game), understood.get("facts", {}))
        intent = Intent(understood.get("intent", board.intent))
    except ValueError:
        return None
    ask = understood.get("asks")
    asked = Ask(ask["proposition"], ask["positive"], ask.get("number"), ask.get("claimed")) if ask else None
    return board.placed(Query(game, intent, typed, asked))


def facts_from_args(game: str, args: Any) -> dict[str, Any]:
    """A board position from a link's query string: one parameter per fact name (lists repeat it).

    Only the board's declared facts are read; the values are canonical (``hex_units=G5%3Daxis%3Ainfantry%3A3``).
    :raises FactError: for a number or yes/no that cannot be read.
    """
    board = board_of(game)
    if board is None:
        return {}
    out: dict[str, Any] = {}
    for cls in board.fact_types(game):
        for spec in fact_specs(cls):
            raw = [str(v)[:200] for v in args.getlist(spec.name)[:MAX_ITEMS]]
            if raw:
                values = [read_value(game, spec, v) for v in raw]
                out[spec.name] = values if spec.many else values[0]
    return out


def board_url(game: str, facts: Mapping[str, Any]) -> str:
    """The link that reproduces a board position (what the page's address holds)."""
    pairs: list[tuple[str, str]] = [("hra", game)]
    for key, value in facts.items():
        for item in value if isinstance(value, list | tuple) else [value]:
            pairs.append((key, ("true" if item else "false") if isinstance(item, bool) else str(item)))
    return "/na-mape?" + urllib.parse.urlencode(pairs)
