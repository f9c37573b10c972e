"""Understanding players' questions: from words to a typed :class:`engine.api.Query`.

The pipeline, in order:

1. :mod:`understanding.text` — tokens with folded forms, lemmas, numbers, clauses and spans;
2. :mod:`understanding.games` — which game the question is about (named, its vocabulary,
   the page's game, the last game asked about);
3. :mod:`understanding.intent` — what kind of answer is wanted (:class:`engine.api.Intent`);
4. the game's parser (``PARSERS[game.parser]``, one module per engine family) — the facts,
   each attached to its role (attacker/target/mover…), and for a yes/no question the
   proposition asked; words come from the engine's alias table (:mod:`understanding.aliases`)
   and the shared cues (:mod:`understanding.cues`).

The result is an :class:`Understood`: the query plus, for every fact, the words it
came from, so anyone can see whether a wrong answer went wrong in the parser or in the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.api import Facts, Query, facts_to_dict
from understanding.aliases import AliasTable
from understanding.intent import IntentGuess
from understanding.text import Analysed

__all__ = ["GameParser", "IntentGuess", "Understood"]


@dataclass
class Understood:
    """What a question was read as: the query, and where each fact came from."""

    query: Query[Any]
    spans: dict[str, str] = field(default_factory=dict)  # fact name -> the words it came from
    how: dict[str, str] = field(default_factory=dict)  # fact name -> "alias" | "typo" | "cue" | "position" …
    intent: IntentGuess | None = None
    notes: list[str] = field(default_factory=list)  # Czech notes for the answer (Polish terms and their Czech names)

    def as_json(self) -> dict[str, Any]:
        query = self.query
        out: dict[str, Any] = {
            "intent": str(query.intent),
            "game": query.game,
            "facts": facts_to_dict(query.facts),
            "spans": dict(self.spans),
        }
        if query.ask is not None:
            out["asks"] = {"proposition": query.ask.proposition, "positive": query.ask.positive}
            if query.ask.number is not None:  # a value the question states: "odečítám 3 kostky?"
                out["asks"].update(number=query.ask.number, claimed=query.ask.claimed)
        if self.intent is not None:
            out["confidence"] = round(self.intent.confidence, 3)
            if self.intent.runner_up is not None:
                out["runner_up"] = str(self.intent.runner_up)
            if self.intent.also:
                out["also"] = [str(i) for i in self.intent.also]
        return out


class GameParser(Protocol):
    """One engine family's question parser.

    ``parse`` reads the facts of an analysed question for ``game`` (the intent is
    already classified and may be refined, e.g. a yes/no question gets its
    proposition); ``facts_from_position`` builds typed facts from a JSON
    ``position`` (canonical values, or for older callers the Czech names the alias
    table knows) and raises :class:`engine.api.FactError` on a bad value;
    ``aliases`` is the engine's alias table (labels for forms and answers).
    """

    games: tuple[str, ...]
    aliases: AliasTable

    def parse(self, q: Analysed, game: str, intent: IntentGuess) -> Understood: ...

    def facts_from_position(self, game: str, position: Mapping[str, Any]) -> Facts: ...


