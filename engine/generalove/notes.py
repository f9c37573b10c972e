"""What the rules state, as data: a code (:class:`Say`), the corpus rules it rests on, and typed arguments.

The rules modules never format text (the OpenSpiel split): they append
:class:`Note` values to a :class:`Trace`, or raise :class:`Refused` (the rules
forbid it) or :class:`Unknown` (a fact is missing, or the manual does not say).
:mod:`.presentation` turns each code into a Czech sentence.

>>> trace = Trace()
>>> trace.add(Say.DEFENCE_OK, "obrana", unit="infantry")
>>> trace.notes[0].rules
('generalove.rozkazy.obrana',)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.explain import RuleId

from .citations import cite
from .say import Say

__all__ = ["Kind", "Mark", "Note", "Refused", "Say", "Trace", "Unknown", "note", "refuse"]


@dataclass(frozen=True, eq=False)
class Note:
    """One statement of the rules: what (``say``), by which rules, about which values."""

    say: Say
    rules: tuple[RuleId, ...] = ()
    args: Mapping[str, Any] = field(default_factory=dict)


def note(say: Say, *keys: str, **args: Any) -> Note:
    """A note citing the semantic rule keys of :mod:`.citations`."""
    return Note(say, cite(*keys), args)


@dataclass
class Trace:
    """The notes of one computation, in order."""

    notes: list[Note] = field(default_factory=list)

    def add(self, say: Say, *keys: str, **args: Any) -> Note:
        item = note(say, *keys, **args)
        self.notes.append(item)
        return item

    def append(self, item: Note) -> None:
        self.notes.append(item)

    def extend(self, other: Trace) -> None:
        self.notes.extend(other.notes)

    def __iter__(self) -> Iterator[Note]:
        return iter(self.notes)

    def __len__(self) -> int:
        return len(self.notes)

    def rules_since(self, start: int) -> tuple[RuleId, ...]:
        """Every rule cited by the notes from index ``start`` on, once, in order."""
        seen: dict[RuleId, None] = {}
        for item in self.notes[start:]:
            for rule in item.rules:
                seen.setdefault(rule, None)
        return tuple(seen)


class Refused(Exception):
    """The rules forbid what was described; ``note`` says which rule and why."""

    def __init__(self, item: Note) -> None:
        super().__init__(item.say.value)
        self.note = item


def refuse(say: Say, *keys: str, **args: Any) -> Refused:
    """A :class:`Refused` to raise: ``raise refuse(Say.MOVE_TOO_FAR, "presun_utok", steps=3)``."""
    return Refused(note(say, *keys, **args))


class Unknown(Exception):
    """The answer depends on something not known.

    ``missing`` is the name of the fact the player can still give; empty when the
    manual itself does not say (or a table cell could not be reconstructed).
    """

    def __init__(self, say: Say, *keys: str, missing: str = "", **args: Any) -> None:
        super().__init__(say.value)
        self.note = note(say, *keys, **args)
        self.missing = missing


class Mark(StrEnum):
    """A number that is not a number: shown in words by the presentation."""

    NO_ROLL = "no_roll"  # the unit does not roll ("nehází")
    NO_FACE = "no_face"  # no face of the die hits


class Kind(StrEnum):
    """The engine's topic names (``EngineAnswer.kind``)."""

    ODDS = "odds"
    MODIFIER = "modifier"
    DIRECTION = "direction"
    LEGALITY = "legality"
    PHASE_ORDER = "phase_order"
    POSITIONS = "positions"
    CLASH = "clash"
    CASUALTY = "casualty"
    BOMBARDMENT = "bombardment"
    MOVEMENT = "movement"
    VICTORY = "victory"
    COUNT = "count"
    LOOKUP = "lookup"
