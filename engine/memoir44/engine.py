"""The Memoir '44 engine behind the typed seam: ``ENGINE.evaluate(Query) -> EngineAnswer``.

The query's proposition, intent and facts choose the computation
(:mod:`engine.memoir44.topics`); the answers lay the facts out on the board
(:mod:`engine.memoir44.scene`), run the rules and record every proposition
they decide; the verdict is the finding the query asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.api import EngineAnswer, Facts, Intent, Query
from engine.memoir44.battle_answers import answer_battle, answer_face, answer_odds, answer_sight
from engine.memoir44.facts import Memoir44Facts, Proposition
from engine.memoir44.game_answers import answer_air, answer_objective, answer_orders, answer_profile, answer_victory
from engine.memoir44.general import answer_general
from engine.memoir44.move_answers import answer_ground, answer_move, answer_overrun, answer_wire
from engine.memoir44.reply import GAME
from engine.memoir44.roll_answers import answer_flags, answer_roll
from engine.memoir44.topics import Topic, choose_topic
from engine.memoir44.unstated import decide_whatever

__all__ = ["ENGINE", "Memoir44Engine"]

ANSWERS: dict[Topic, Callable[[Query[Memoir44Facts]], EngineAnswer]] = {
    Topic.BATTLE: answer_battle, Topic.SIGHT: answer_sight, Topic.ODDS: answer_odds, Topic.FACE: answer_face,
    Topic.ROLL: answer_roll, Topic.FLAGS: answer_flags, Topic.MOVE: answer_move, Topic.GROUND: answer_ground,
    Topic.OVERRUN: answer_overrun, Topic.WIRE: answer_wire, Topic.ORDERS: answer_orders,
    Topic.OBJECTIVE: answer_objective, Topic.VICTORY: answer_victory, Topic.AIR: answer_air,
    Topic.PROFILE: answer_profile, Topic.GENERAL: answer_general,
}


class Memoir44Engine:
    """Memoir '44 (base game, Czech manual 004)."""

    games: tuple[str, ...] = (GAME,)
    propositions = Proposition

    def facts_type(self, game: str) -> type[Facts]:
        if game != GAME:
            raise KeyError(game)
        return Memoir44Facts

    def evaluate(self, query: Query[Any]) -> EngineAnswer:
        """The answer to ``query``; an empty look-up answer when its facts state nothing to compute."""
        facts = query.facts
        if not isinstance(facts, Memoir44Facts):
            raise TypeError(f"Memoir '44 answers Memoir44Facts, not {type(facts).__name__}")
        if query.ask is not None:
            Proposition(query.ask.proposition)  # an unknown proposition is a wrong query: ValueError
        topic = choose_topic(query)
        if topic is None:
            return EngineAnswer(game=GAME, kind="lookup")
        run = ANSWERS[topic]
        answer = run(query)
        # a yes/no, or a count ("kolik vlajek smí ignorovat?"), may hold whatever was left out; dice and odds need it
        if answer.missing and (query.ask is not None or query.intent is Intent.COUNT):
            answer = decide_whatever(query, answer, run) or answer
        answer.verdict = answer.decide(query.ask)
        return answer


ENGINE = Memoir44Engine()
