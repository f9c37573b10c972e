"""Explained results shared by all engines.

An engine never formats free text apart from these steps: each step is one
Czech sentence a player reads, tied to the corpus rule ids it applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias

RuleId: TypeAlias = str


@dataclass(frozen=True)
class Step:
    """One reasoning step: Czech text and the corpus rules it rests on."""

    text: str
    rules: tuple[RuleId, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"text": self.text, "rules": list(self.rules)}


@dataclass
class Explanation:
    """An ordered list of steps; engines append to it while they compute."""

    steps: list[Step] = field(default_factory=list)

    def add(self, text: str, *rules: RuleId) -> None:
        self.steps.append(Step(text, tuple(rules)))

    def extend(self, other: Explanation) -> None:
        self.steps.extend(other.steps)

    @property
    def rule_ids(self) -> list[RuleId]:
        """Every cited rule id once, in order of first use."""
        seen: dict[RuleId, None] = {}
        for step in self.steps:
            for rule in step.rules:
                seen.setdefault(rule, None)
        return list(seen)

    def texts(self) -> list[str]:
        return [step.text for step in self.steps]


class RulesError(ValueError):
    """Base class for refusals that a rule explains (illegal action, bad position)."""

    def __init__(self, message: str, *rules: RuleId) -> None:
        super().__init__(message)
        self.message = message
        self.rules = tuple(rules)


class IllegalActionError(RulesError):
    """The action is not allowed; ``message`` says why in Czech, ``rules`` which rule forbids it."""


class MissingFactError(RulesError):
    """The position lacks a fact the engine needs; ``message`` names it in Czech.

    Engines raise this instead of guessing a value the manuals do not give.
    """

    def __init__(self, message: str, *rules: RuleId, fact: str = "") -> None:
        super().__init__(message, *rules)
        self.fact = fact
