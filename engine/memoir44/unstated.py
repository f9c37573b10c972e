"""A yes/no that holds whatever the question left out: "Může jednotka na poli moře útočit?".

When the asked proposition needs a fact the question did not state (the unit type,
the distance, the hexes moved), the rules are run for every value that fact can take
among the base game's standard units and the board's distances; when every run that
decides the proposition decides it the same way, that is the answer — shown on one of
them, with a step saying it holds for all, and with only the numbers all runs share.
Otherwise the answer still asks for the fact.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from engine.api import EngineAnswer, Query, fact_specs
from engine.explain import Step
from engine.memoir44.facts import Memoir44Facts, UnitType
from engine.memoir44.notes import note
from engine.memoir44.presentation import render

__all__ = ["VARIANTS", "decide_whatever"]

STANDARD_UNITS = (UnitType.INFANTRY, UnitType.ARMOUR, UnitType.ARTILLERY)  # special units keep their exceptions
VARIANTS: dict[str, tuple[Any, ...]] = {
    "attacker": STANDARD_UNITS,
    "unit": STANDARD_UNITS,
    "target": STANDARD_UNITS,
    "distance": tuple(range(1, 7)),  # the longest range of the base game (artillery, 6 hexes)
    "move": (1, 2, 3),
}
_LABELS = {s.name: s.label for s in fact_specs(Memoir44Facts)}
# numbers of one concrete battle (dice, odds): not given when the unit or distance was only one of the possibilities
_SITUATION_NUMBERS = frozenset({"dice", "distance", "expected_hits", "p_face", "p_hits", "p_at_least_one_hit",
                                "p_at_least_one_flag", "p_retreat", "move", "move_cost"})


# propositions a run decides only when it refuses the battle (no dice, nothing hits): a possibility where it
# goes on undecided means the answer depends on the fact left out
_DECIDED_BY_REFUSAL = frozenset({"hit"})
# propositions the distance itself decides: the distances tried (1–6) are not all the board has
_DECIDED_BY_DISTANCE = frozenset({"in_range"})


# numbers that say something when they are the same for every possibility (not the layout's own)
_TELLING = frozenset({"move_cost", "reduction", "attacker_penalty", "total_reduction", "losses", "hits",
                      "lost_orders", "retreat_min", "retreat_max", "flags_ignored", "flags_ignorable"})


# numbers the target's own hex decides in every battle there is (a run out of range has none: it says nothing)
_OF_THE_HEX = frozenset({"flags_ignorable"})


def _same_numbers(query: Query[Memoir44Facts], answer: EngineAnswer, missing: list[str],
                  run: Callable[[Query[Memoir44Facts]], EngineAnswer]) -> EngineAnswer | None:
    """A count the same for every possibility ("strmý kopec nahoru stojí kolik polí pohybu?")."""
    runs = []
    for values in itertools.product(*(VARIANTS[m] for m in missing)):
        result = run(Query(query.game, query.intent, query.facts.with_(**dict(zip(missing, values, strict=True)))))
        if result.missing:
            return None
        runs.append(result)
    shown = next((r for r in runs if set(r.numbers) & _OF_THE_HEX), runs[0])
    shared = {k: v for k, v in shown.numbers.items()
              if all(r.numbers.get(k, v if k in _OF_THE_HEX else None) == v for r in runs)}
    if not set(shared) & _TELLING:
        return None
    shown.explanation.steps.insert(0, Step(render(note("unstated.any", facts=[_LABELS[m] for m in missing]))))
    shown.numbers = {k: v for k, v in shared.items() if k not in _SITUATION_NUMBERS or k == "move_cost"}
    shown.findings = {}
    shown.summary = ""  # the sample's own summary ("útočí 2 kostkami") holds for it alone; the shared numbers lead
    return shown


def decide_whatever(query: Query[Memoir44Facts], answer: EngineAnswer,
                    run: Callable[[Query[Memoir44Facts]], EngineAnswer]) -> EngineAnswer | None:
    """The asked proposition decided for every value of the missing facts, or None when it depends on them."""
    ask = query.ask
    missing = list(answer.missing)
    if not missing or any(m not in VARIANTS for m in missing):
        return None
    if ask is not None and ask.proposition in _DECIDED_BY_DISTANCE and "distance" in missing:
        return None  # "dostřel artilerie?": every distance tried is within 6 hexes, not every distance on the board
    if ask is None:
        return _same_numbers(query, answer, missing, run)
    runs: list[EngineAnswer] = []
    options = [VARIANTS[m] if m != "distance" or not (query.facts.between or query.facts.unit_between)
               else VARIANTS[m][1:] for m in missing]  # something between them: at least two hexes apart
    for values in itertools.product(*options):
        facts = query.facts.with_(**dict(zip(missing, values, strict=True)))
        result = run(Query(query.game, query.intent, facts, ask))
        if result.missing:
            return None  # some possibility needs yet another fact: the answer is not the same for all
        if ask.proposition in result.findings:
            runs.append(result)
        elif ask.proposition in _DECIDED_BY_REFUSAL:
            return None  # decided only where the battle is refused: the others leave it to the dice
    decided = {r.findings[ask.proposition].value for r in runs}
    if len(decided) != 1:
        return None
    shown = runs[0]
    shared = {k: v for k, v in shown.numbers.items() if all(r.numbers.get(k) == v for r in runs)
              and k not in _SITUATION_NUMBERS}
    finding = shown.findings[ask.proposition]
    reason = next((s.text for s in shown.explanation.steps if set(finding.rules) & set(s.rules)), shown.summary)
    shown.explanation.steps.insert(0, Step(render(note("unstated.any", facts=[_LABELS[m] for m in missing]))))
    shown.numbers = shared
    shown.summary = reason
    shown.findings = {k: f for k, f in shown.findings.items()
                      if all(k in r.findings and r.findings[k].value == f.value for r in runs)}
    return shown
