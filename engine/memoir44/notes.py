"""Reasoning steps as data: what a rule found, with its values and the corpus rules it rests on.

The rules modules never word anything: they return :class:`Note` objects (a
code such as ``"dice.reduction"``, the values that matter, the rule ids), and
:mod:`engine.memoir44.presentation` turns them into the Czech sentences a
player reads.  A board page can read the same notes without any text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.explain import RuleId
from engine.memoir44.citations import cite

__all__ = ["Note", "Notes", "note"]


@dataclass(frozen=True)
class Note:
    """One step: ``code`` names what happened, ``values`` what it happened with."""

    code: str
    rules: tuple[RuleId, ...] = ()
    values: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]


def note(code: str, *rule_keys: str, **values: Any) -> Note:
    """A note citing the rules behind ``rule_keys`` (see :mod:`engine.memoir44.citations`)."""
    return Note(code, tuple(cite(k) for k in rule_keys), values)


class Notes(list[Note]):
    """The steps of one computation, in order."""

    def add(self, code: str, *rule_keys: str, **values: Any) -> Note:
        n = note(code, *rule_keys, **values)
        self.append(n)
        return n

    def codes(self) -> list[str]:
        return [n.code for n in self]
