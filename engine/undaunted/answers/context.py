"""The answer being built for one query: steps, findings, needs, numbers and the summary."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.api import EngineAnswer, Query, fact_specs
from engine.explain import Explanation, RulesError
from engine.undaunted.facts import Proposition, UndauntedFacts
from engine.undaunted.presentation import say
from engine.undaunted.variants import Variant

_LABELS = {spec.name: spec.label for spec in fact_specs(UndauntedFacts)}


@dataclass
class Ctx:
    """Collects the answer while a handler works."""

    query: Query[UndauntedFacts]
    variant: Variant
    answer: EngineAnswer
    summary_parts: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, query: Query[UndauntedFacts], variant: Variant, kind: str) -> Ctx:
        return cls(query, variant, EngineAnswer(game=query.game, kind=kind))

    @property
    def facts(self) -> UndauntedFacts:
        return self.query.facts

    @property
    def expl(self) -> Explanation:
        return self.answer.explanation

    @property
    def asked(self) -> str | None:
        """The proposition the question asks about (None for a question that is not a yes/no)."""
        return self.query.ask.proposition if self.query.ask is not None else None

    def cite(self, key: str) -> str:
        return self.variant.cite(key)

    def step(self, message: str, *rules: str, **values: Any) -> None:
        """Add the Czech step ``message`` (a ``texts.toml`` key) citing the rule keys ``rules``."""
        self.expl.add(say(message, **values), *(self.cite(r) for r in rules))

    def refusal(self, err: RulesError) -> None:
        self.expl.add(err.message, *err.rules)

    def need(self, *names: str) -> None:
        """Facts the question must state; each is shown by its Czech label.

        Nothing is asked back once the proposition the question asks is decided: a fact the
        asked thing does not depend on is never asked for.
        """
        if self.asked is not None and self.asked in self.answer.findings:
            return
        for name in names:
            if name not in self.answer.missing:
                self.answer.missing.append(name)
                self.answer.needs.append(_LABELS.get(name, name))

    def find(self, proposition: Proposition, value: bool, *rules: str) -> None:
        self.answer.find(proposition, value, *(self.cite(r) for r in rules))

    def found(self, proposition: Proposition) -> bool | None:
        finding = self.answer.findings.get(proposition)
        return None if finding is None else finding.value

    def number(self, **numbers: Any) -> None:
        self.answer.numbers.update({k: v for k, v in numbers.items() if v is not None})

    def say(self, message: str, **values: Any) -> None:
        """Add a clause to the summary."""
        self.summary_parts.append(say(message, **values))

    def done(self) -> EngineAnswer:
        """The answer with its one-sentence summary (clauses joined by "; ")."""
        if not any(self.summary_parts):
            self.say("summary.undecided")
        text = "; ".join(p for p in self.summary_parts if p)
        self.answer.summary = (text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
                               if text else "")
        return self.answer
