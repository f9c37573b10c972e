"""The Generálové board: one battle zone of five field pairs, my units facing the opponent's.

A battle zone is where units clash (chapter Pozice: field pairs 1–5, mine below,
the opponent's above).  The engine sums the Tab. 1 modifiers of each side over the
occupied pairs and gives the dice and exact odds of fire and assault
(``zone_mine``/``zone_theirs``, intent odds); for every pair it also reads the
reconstructed table cell with its certainty (``my_unit`` … ``opponent_stance``).
The opponent's side is the same query with the sides swapped.  The attack
direction (Tab. 2) is not placed on this board: every pair is frontal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant.board.common import steps_json
from assistant.compose import exact_value, plain_number
from assistant.qa import answer_query
from assistant.resources import Resources
from engine.api import Ask, EngineAnswer, Facts, Intent, Query, facts_to_dict
from engine.generalove.combat import ZONE_SIZE
from engine.generalove.engine import ENGINE
from engine.generalove.facts import GeneraloveFacts, Phase, Troop
from engine.generalove.presentation.forms import label_of, troop_label

__all__ = ["GAME", "INTENT", "drawing", "evaluate", "placed_facts", "tools"]

GAME = "generalove"
INTENT = Intent.ODDS
FIELD_W, FIELD_H, GAP = 120.0, 90.0, 30.0
PHASES = (Phase.CAVALRY, Phase.INFANTRY)  # the phases with clashes (assault in 1, fire and assault in 3)


def drawing() -> dict[str, Any]:
    """Two rows of five fields: the opponent's (top, ``T1``–``T5``) and mine (bottom, ``M1``–``M5``)."""
    fields = []
    for side, y in (("theirs", 0.0), ("mine", FIELD_H + GAP)):
        for i in range(ZONE_SIZE):
            fields.append({"name": f"{'T' if side == 'theirs' else 'M'}{i + 1}", "side": side, "index": i,
                           "x": i * FIELD_W, "y": y, "w": FIELD_W, "h": FIELD_H})
    return {"width": ZONE_SIZE * FIELD_W, "height": 2 * FIELD_H + GAP, "fields": fields}


def tools() -> dict[str, Any]:
    return {
        "troops": [{"value": str(t), "label": troop_label(t)} for t in Troop if t is not Troop.EMPTY],
        "phases": [{"value": str(p), "label": label_of(p)} for p in PHASES],
    }


def _zone(items: Sequence[Troop] | None) -> list[Troop]:
    zone = list(items or ())[:ZONE_SIZE]
    return zone + [Troop.EMPTY] * (ZONE_SIZE - len(zone))


def evaluate(res: Resources, game: str, facts: tuple[Facts, ...], intent: Intent, ask: Ask | None) -> dict[str, Any]:
    """My side's sums and odds (the answer), the opponent's side, and each field pair's table cell."""
    (f,) = facts
    assert isinstance(f, GeneraloveFacts)
    mine, theirs = _zone(f.zone_mine), _zone(f.zone_theirs)
    phase = f.phase or Phase.INFANTRY
    zone_facts = f.with_(zone_mine=tuple(mine), zone_theirs=tuple(theirs), phase=phase)
    placed = any(t is not Troop.EMPTY for t in mine)
    out = answer_query(res, Query(GAME, intent, zone_facts, ask)) if placed else _empty(zone_facts)
    opponent = ENGINE.evaluate(Query(GAME, Intent.ODDS, zone_facts.with_(zone_mine=tuple(theirs),
                                                                         zone_theirs=tuple(mine))))
    out["board"] = {
        "game": GAME,
        "phase": str(phase),
        "mine": [str(t) for t in mine],
        "theirs": [str(t) for t in theirs],
        "pairs": [_pair(res, i, a, b, phase) for i, (a, b) in enumerate(zip(mine, theirs, strict=True))],
        "opponent": _side(res, opponent) if any(t is not Troop.EMPTY for t in theirs) else None,
    }
    return out


def _empty(facts: GeneraloveFacts) -> dict[str, Any]:
    return {"game": GAME, "kind": "modifier", "answer": "", "verdict": None, "numbers": {}, "exact": {},
            "steps": [], "citations": [], "needs": [], "missing": [], "step_rules": [],
            "understood": {"intent": str(INTENT), "game": GAME, "facts": facts_to_dict(facts), "spans": {}}}


def _side(res: Resources, answer: EngineAnswer) -> dict[str, Any]:
    """An engine answer shown beside the main one: summary, numbers (exact where they are), steps with rules."""
    numbers = answer.numbers
    return {"summary": answer.summary, "numbers": {k: plain_number(v) for k, v in numbers.items()},
            "exact": {k: e for k, v in numbers.items() if (e := exact_value(v)) is not None},
            "needs": list(answer.needs), "steps": steps_json(res, answer.explanation)}


def _pair(res: Resources, index: int, mine: Troop, theirs: Troop, phase: Phase) -> dict[str, Any] | None:
    """The table cell of one field pair as the engine reads it (value, token, certainty), from my side."""
    if mine is Troop.EMPTY or mine.panicked:
        return None
    values: dict[str, Any] = {"my_unit": mine.kind, "my_stance": mine.stance, "phase": phase}
    if theirs is Troop.EMPTY:
        values["opposite_empty"] = True
    else:
        values.update(opponent_unit=theirs.kind, opponent_stance=theirs.stance)
    answer = ENGINE.evaluate(Query(GAME, Intent.DICE, GeneraloveFacts(**values)))
    data = _side(res, answer)
    data["field"] = index + 1
    return data


def placed_facts(query: Query[GeneraloveFacts]) -> dict[str, Any] | None:
    """A battle zone from the question: its zones, or the two units facing each other in field 1."""
    f = query.facts
    out: dict[str, Any] = {}
    if f.zone_mine:
        out["zone_mine"] = [str(t) for t in _zone(f.zone_mine)]
        out["zone_theirs"] = [str(t) for t in _zone(f.zone_theirs)]
    elif f.my_unit is not None and f.my_stance is not None and (
            f.opposite_empty or (f.opponent_unit is not None and f.opponent_stance is not None)):
        try:
            mine = Troop.of(f.my_unit, f.my_stance)
            theirs = Troop.EMPTY if f.opposite_empty or f.opponent_unit is None else \
                Troop.of(f.opponent_unit, f.opponent_stance)
        except ValueError:
            return None
        out["zone_mine"] = [str(mine)] + [str(Troop.EMPTY)] * (ZONE_SIZE - 1)
        out["zone_theirs"] = [str(theirs)] + [str(Troop.EMPTY)] * (ZONE_SIZE - 1)
    else:
        return None
    if f.phase in PHASES:
        out["phase"] = str(f.phase)
    return out
