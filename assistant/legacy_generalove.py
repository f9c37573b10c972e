"""Bridge for :mod:`assistant.qa` until its orchestrator routes every game through the typed seam.

The old extractor (:func:`assistant.facts.generalove_facts`) gives flat facts with Czech values; they are
typed by the Generálové parser (:meth:`facts_from_position`) and answered by the engine.  The old facade
chose its handler from the keys present and gave each handler's own verdict; the same choice is made
here once, as an intent and the proposition that verdict meant.  Delete with the old extractor.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.api import Ask, EngineAnswer, Intent, Query
from engine.generalove.facts import Proposition
from engine.registry import ENGINES
from understanding.registry import PARSERS

GAME = "generalove"
_VICTORY = {"vp_before", "controls_enemy_hq", "controls_enemy_flanks", "captured_inf_cav", "captured_art"}

# (a key the old facade dispatched on, the intent, the proposition its verdict meant), in its order
_LEGACY: tuple[tuple[Any, Intent, Ask | None], ...] = (
    (lambda f: "rolls" in f, Intent.ODDS, None),
    (lambda f: "dice" in f or "num_dice" in f or "dice_count" in f, Intent.ODDS, None),
    (lambda f: "vp_before" in f, Intent.YES_NO, Ask(Proposition.WON)),
    (lambda f: bool(_VICTORY & set(f)), Intent.COUNT, None),  # this round's gains only: no verdict was given
    (lambda f: "pairs" in f or "attackers" in f, Intent.DICE, None),
    (lambda f: "hits_taken" in f and "choice" in f, Intent.YES_NO, Ask(Proposition.CHOICE_ALLOWED)),
    (lambda f: "hits_taken" in f, Intent.CASUALTY, None),
    (lambda f: "target_status" in f, Intent.YES_NO, Ask(Proposition.CLASH)),
    (lambda f: "bombarded_unit" in f, Intent.CASUALTY, None),
    (lambda f: "bombard_target" in f, Intent.DEFENSE, None),
    (lambda f: "flee_from" in f, Intent.YES_NO, Ask(Proposition.CAPTURED, positive=False)),
    (lambda f: "attack_from" in f and "attack_to" in f, Intent.DEFENSE, None),
    (lambda f: "my_unit" in f and ("opponent_unit" in f or "enemy_unit" in f), Intent.DEFENSE, None),
    (lambda f: bool({"route", "path", "order", "orders"} & set(f)), Intent.YES_NO, Ask(Proposition.ORDER_ALLOWED)),
    (lambda f: "step_a" in f or "phase_a" in f, Intent.YES_NO, Ask(Proposition.PHASE_BEFORE)),
)


def evaluate(facts: Mapping[str, Any]) -> EngineAnswer:
    """The engine's answer to the old flat facts (:raises FactError: a value that names nothing)."""
    typed = PARSERS[GAME].facts_from_position(GAME, facts)
    intent, ask = next(((i, a) for match, i, a in _LEGACY if match(facts)), (Intent.LOOKUP, None))
    return ENGINES[GAME].evaluate(Query(GAME, intent, typed, ask))
