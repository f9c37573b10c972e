"""An answer under construction: notes, numbers, decided propositions and what is missing.

A topic handler fills a :class:`Result` from the typed facts; it states no text.
:func:`.presentation.render` turns it into the :class:`engine.api.EngineAnswer`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from engine.api import Number

from .facts import Proposition
from .notes import Kind, Note, Refused, Say, Trace, Unknown, note


@dataclass(frozen=True)
class Decided:
    """A decided proposition with the note that explains it."""

    value: bool
    note: Note


@dataclass
class Result:
    kind: Kind
    asked: Proposition | None = None  # the proposition the question asks, if any
    trace: Trace = field(default_factory=Trace)
    numbers: dict[str, Number] = field(default_factory=dict)
    findings: dict[Proposition, Decided] = field(default_factory=dict)
    summary: Note | None = None
    needs: list[Note] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def wants(self, *propositions: Proposition) -> bool:
        """The question asks one of ``propositions``, or asks no yes/no at all."""
        return self.asked is None or self.asked in propositions

    def add(self, say: Say, *keys: str, **args: Any) -> Note:
        return self.trace.add(say, *keys, **args)

    def say(self, say: Say, *keys: str, **args: Any) -> None:
        """Set the summary sentence."""
        self.summary = note(say, *keys, **args)

    def find(self, proposition: Proposition, value: bool, why: Note) -> None:
        """Record a decided proposition (the first decision stands) and keep its reason among the steps."""
        if proposition in self.findings:
            return
        self.findings[proposition] = Decided(value, why)
        if why not in self.trace.notes:
            self.trace.append(why)

    def need(self, fact: str, say: Say = Say.NEED_FACT, *keys: str, **args: Any) -> None:
        """A fact the asked thing needs and the question did not give."""
        if fact not in self.missing:
            self.missing.append(fact)
            self.needs.append(note(say, *keys, fact=fact, **args))

    def unknown(self, err: Unknown) -> None:
        """The answer depends on something unknown (a missing fact, or a silence of the manual)."""
        self.trace.append(err.note)
        self.needs.append(err.note)
        if err.missing and err.missing not in self.missing:
            self.missing.append(err.missing)

    def refused(self, err: Refused, *propositions: Proposition) -> None:
        """The rules forbid what was described: each proposition at stake is False, for that rule."""
        self.trace.append(err.note)
        for proposition in propositions:
            self.find(proposition, False, err.note)
        self.summary = self.summary or err.note

    @contextmanager
    def deciding(self, proposition: Proposition, ok: Say | None = None, **args: Any) -> Iterator[None]:
        """Run checks that decide ``proposition``: a refusal makes it False, passing makes it True.

        On success the finding cites every rule the checks noted (``ok`` names the summary note).
        """
        start = len(self.trace)
        try:
            yield
        except Refused as err:
            self.refused(err, proposition)
            return
        if self.needs:
            return
        rules = self.trace.rules_since(start)
        self.find(proposition, True, Note(ok or Say.ALLOWED, rules, args))
