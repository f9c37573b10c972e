"""The old facade's call, ``evaluate(facts)``, for the assistant's old question path (until it is replaced).

The old path sends flat facts in Czech (``{"attacker": "pěchota", "terrain_target": "lese"}``) and
expects each handler's own verdict convention; this reads them as typed facts
(:func:`understanding.memoir44.position.facts_from_position`), states the question the old
conventions implied as an intent and a proposition, and asks the engine.  Delete it with the old path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.api import Ask, EngineAnswer, FactError, Intent, Query
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Memoir44Facts, Objective
from engine.memoir44.facts import Proposition as P
from engine.memoir44.topics import Topic, choose_topic
from lang.fold import fold
from understanding.memoir44.position import facts_from_position

__all__ = ["evaluate"]


def _question(raw: Mapping[str, Any], f: Memoir44Facts) -> tuple[Intent, Ask | None]:
    topic = choose_topic(Query("memoir44", Intent.LOOKUP, f))
    asks = fold(str(raw.get("asks", "")))
    if raw.get("take_ground"):
        return Intent.YES_NO, Ask(P.MAY_TAKE_GROUND)
    if topic is Topic.OBJECTIVE:
        return Intent.YES_NO, Ask(P.WINS if f.objective is Objective.SUDDEN_DEATH else P.KEEPS_MEDAL)
    if topic is Topic.VICTORY:
        return Intent.YES_NO, Ask(P.WINS)
    if topic is Topic.ORDERS:
        return Intent.YES_NO, Ask(P.ORDER_FROM_EITHER_SECTOR) if f.unit_on_line else Ask(P.ORDERS_LOST, False)
    if topic is Topic.OVERRUN:
        return Intent.YES_NO, Ask(P.MAY_OVERRUN)
    if topic is Topic.GROUND:
        return Intent.YES_NO, Ask(P.MAY_TAKE_GROUND)
    if topic is Topic.MOVE:
        return Intent.YES_NO, Ask(P.MAY_MOVE if asks.startswith("pohyb") else P.MAY_BATTLE_AFTER_MOVE)
    if topic is Topic.SIGHT:
        return Intent.YES_NO, Ask(P.LINE_OF_SIGHT_CLEAR)
    if topic is Topic.BATTLE:
        legality = any(raw.get(k) not in (None, "", 0) for k in ("between", "los_blocked_by", "attacker_moved",
                                                                  "attacker_entered")) or asks.startswith("utok")
        return (Intent.YES_NO, Ask(P.MAY_BATTLE)) if legality else (Intent.DICE, None)
    if topic is Topic.ODDS:
        return Intent.ODDS, None
    return Intent.CASUALTY if topic is Topic.ROLL else Intent.DICE, None


def evaluate(raw: Mapping[str, Any]) -> EngineAnswer:
    """The old facade's answer to old-style facts."""
    try:
        facts = facts_from_position(raw)
    except FactError as err:
        return EngineAnswer(game="memoir44", kind="lookup", needs=[err.message], missing=[err.fact])
    intent, ask = _question(raw, facts)
    answer = ENGINE.evaluate(Query("memoir44", intent, facts, ask))
    refused = answer.findings.get(P.MAY_BATTLE) or answer.findings.get(P.MAY_MOVE)
    if answer.verdict is None and refused is not None and not refused.value and not answer.needs:
        answer.verdict = False  # the old convention: a refused battle or move says "ne" whatever was asked
    return answer
