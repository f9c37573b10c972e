"""The uniform result every game's facade returns to the assistant, docs and sheets.

Each game package exposes ``evaluate(facts) -> EngineAnswer`` in its ``facade``
module, where ``facts`` is a plain mapping whose keys that game documents in a
``FACTS`` schema (key -> Czech description).  The facade picks the question kind
from the facts it is given, runs the rules and returns the verdict, the numbers
(contract keys where they apply: ``base_defense, cover, range_bonus,
smoke_bonus, total_defense, dice, p_hit, expected_hits, p_hits, p_retreat,
distance``), the explained steps, and ``needs``: Czech descriptions of facts the
engine must know but was not given.  When ``needs`` is not empty the verdict is
``None`` and no number that depends on a missing fact is reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from engine.explain import Explanation, RuleId

Number = int | float | Fraction | list[Any] | str


@dataclass
class EngineAnswer:
    game: str
    kind: str  # attack | odds | legality | casualty | movement | line_of_sight | victory | lookup …
    verdict: bool | None = None
    numbers: dict[str, Number] = field(default_factory=dict)
    explanation: Explanation = field(default_factory=Explanation)
    needs: list[str] = field(default_factory=list)
    summary: str = ""  # one Czech sentence stating the verdict/result, built from the computed values

    @property
    def rule_ids(self) -> list[RuleId]:
        return self.explanation.rule_ids

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready: Fractions become floats (exact value kept as a 'p/q' string under ``exact``)."""
        numbers: dict[str, Any] = {}
        exact: dict[str, str] = {}
        for key, value in self.numbers.items():
            numbers[key], frac = _plain(value)
            if frac is not None:
                exact[key] = frac
        return {
            "game": self.game,
            "kind": self.kind,
            "verdict": None if self.verdict is None else ("ano" if self.verdict else "ne"),
            "numbers": numbers,
            "exact": exact,
            "steps": [step.as_dict() for step in self.explanation.steps],
            "needs": list(self.needs),
            "summary": self.summary,
        }


def _plain(value: Number) -> tuple[Any, str | None]:
    if isinstance(value, Fraction):
        return float(value), f"{value.numerator}/{value.denominator}"
    if isinstance(value, list):
        items = [_plain(v) for v in value]
        fracs = [f for _, f in items]
        return [v for v, _ in items], ("[" + ", ".join(f or "" for f in fracs) + "]") if any(fracs) else None
    return value, None
