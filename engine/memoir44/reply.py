"""One answer being put together: its notes, numbers, findings, needs and summary.

The answers (``*_answers`` modules) collect notes while the rules work and
record every proposition they decide; :meth:`Reply.finish` words the notes
and the summary once, through the presentation module.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.api import EngineAnswer, Number, fact_specs
from engine.memoir44.facts import Memoir44Facts, Proposition
from engine.memoir44.notes import Note, Notes, note
from engine.memoir44.presentation import explain, render

GAME = "memoir44"
_LABELS = {s.name: s.label for s in fact_specs(Memoir44Facts)}


class Reply:
    """An :class:`EngineAnswer` under construction."""

    def __init__(self, kind: str) -> None:
        self.answer = EngineAnswer(game=GAME, kind=kind)
        self.notes = Notes()
        self.summary: Note | None = None

    @property
    def needs_facts(self) -> bool:
        return bool(self.answer.missing)

    def need(self, fact: str, code: str = "") -> None:
        """A fact the asked thing needs and the question did not state (worded by ``code`` or its label)."""
        if fact in self.answer.missing:
            return
        self.answer.missing.append(fact)
        self.answer.needs.append(render(note(code)) if code else _LABELS[fact])

    def cannot(self, why: Note) -> None:
        """The manual does not give what the answer needs (an illegible table cell): said, nothing guessed."""
        self.answer.needs.append(render(why))

    def find(self, proposition: Proposition, value: bool, because: Iterable[Note] | Note | None = None) -> None:
        """Record a decided proposition with the rules of the notes that decide it."""
        notes = [because] if isinstance(because, Note) else list(because or ())
        rules = tuple(dict.fromkeys(r for n in notes for r in n.rules))
        self.answer.find(proposition, value, *rules)

    def number(self, key: str, value: Number) -> None:
        self.answer.numbers[key] = value

    def say(self, code: str, **values: Any) -> None:
        """The one-sentence summary of the result."""
        self.summary = note(code, **values)

    def finish(self) -> EngineAnswer:
        self.answer.explanation = explain(self.notes)
        if self.summary is not None:
            self.answer.summary = render(self.summary)
        return self.answer
