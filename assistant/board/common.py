"""What every game's board payload shares: explained steps with their rules, exact probabilities."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

from assistant.citations import step_citations
from assistant.resources import Resources
from engine.explain import Explanation

__all__ = ["exact", "probabilities", "steps_json"]


def steps_json(res: Resources, explanation: Explanation) -> list[dict[str, Any]]:
    """Each step's Czech text with its rules as links (title, place in the manual, URL)."""
    return [{"text": step.text, "rules": step_citations(res, step.rules)} for step in explanation.steps]


def exact(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def probabilities(values: Sequence[Fraction] | Iterable[Fraction]) -> dict[str, list[Any]]:
    """``{"p": [floats], "exact": ["p/q", …]}`` for a list of exact probabilities."""
    items = list(values)
    return {"p": [float(p) for p in items], "exact": [exact(p) for p in items]}
