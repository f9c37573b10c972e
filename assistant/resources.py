"""What the app loads once per process: the corpus, the glossary and the search index."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from flask import current_app

from assistant.deferrals import Definitions, component_definitions
from assistant.links import rule_url
from assistant.lookup import SentenceIndex, scenario_ids
from assistant.search import SearchIndex
from assistant.sheets.content import inconsistencies
from assistant.spelling import QuestionSpeller
from lang.czech_stem import fold
from understanding.games import GameVocabulary


@dataclass
class Resources:
    rules: list[dict[str, Any]]
    glossary: list[dict[str, Any]] = field(default_factory=list)
    disagreements: list[dict[str, Any]] = field(default_factory=list)  # inconsistencies.json

    @classmethod
    def load(cls, corpus_dir: Path) -> Resources:
        rules = json.loads((corpus_dir / "corpus.json").read_text(encoding="utf-8"))["rules"]
        glossary_path = corpus_dir / "glossary.json"
        glossary = json.loads(glossary_path.read_text(encoding="utf-8")) if glossary_path.exists() else []
        if isinstance(glossary, dict):
            glossary = glossary.get("terms", [])
        res = cls(rules, glossary, inconsistencies(corpus_dir))
        res.index.warm()  # build the index (and the snippets' word tables) now, not on the first request
        res.folded_terms  # noqa: B018
        res.sentences  # noqa: B018
        res.game_vocabulary  # noqa: B018
        res.speller("rozkazu")  # load the lexicons now, not on the first question
        return res

    @cached_property
    def by_id(self) -> dict[str, dict[str, Any]]:
        return {rule["id"]: rule for rule in self.rules}

    @cached_property
    def index(self) -> SearchIndex:
        return SearchIndex(self.rules, self.glossary)

    @cached_property
    def folded_terms(self) -> list[tuple[str, dict[str, Any]]]:
        """(folded form, glossary entry) for every Czech and Polish form and alias, longest first."""
        pairs: list[tuple[str, dict[str, Any]]] = []
        for entry in self.glossary:
            forms = {entry["term"], *entry.get("forms", []), *entry.get("aliases", [])}
            pl = entry.get("pl") or {}
            forms.update(f for f in [pl.get("term", ""), *pl.get("forms", [])] if f)
            pairs.extend((fold(form), entry) for form in forms if form)
        pairs.sort(key=lambda p: -len(p[0]))
        return pairs

    @cached_property
    def pages(self) -> dict[str, list[dict[str, Any]]]:
        """Docs page path (``/normandie/akce.html``) -> its rules in corpus order."""
        out: dict[str, list[dict[str, Any]]] = {}
        for rule in self.rules:
            out.setdefault(rule_url(rule["id"]).split("#", 1)[0], []).append(rule)
        return out

    def rules_on_page(self, path: str) -> list[dict[str, Any]]:
        return self.pages.get(path, [])

    @cached_property
    def polish_terms(self) -> dict[str, tuple[str, str]]:
        """Folded Polish form -> (Polish term, Czech term), from the glossary's ``pl`` entries."""
        out: dict[str, tuple[str, str]] = {}
        for entry in self.glossary:
            pl = entry.get("pl") or {}
            if not pl.get("term"):
                continue
            for form in [pl["term"], *pl.get("forms", [])]:
                out.setdefault(fold(form).strip(" !"), (pl["term"], entry["term"]))
        return out

    @cached_property
    def scenario_ids(self) -> dict[str, set[str]]:
        """Per game: the scenario numbers its rulebook itself shows."""
        return scenario_ids(self.rules)

    @cached_property
    def game_vocabulary(self) -> GameVocabulary:
        """Word statistics of each game's manuals, for recognising the game of a question."""
        return GameVocabulary(self.rules)

    @cached_property
    def speller(self) -> QuestionSpeller:
        """Reads a question's mistyped words as the manuals' words (before parsing)."""
        return QuestionSpeller(self.index.correct)

    @cached_property
    def sentences(self) -> SentenceIndex:
        """The corpus cut into sentences, for answers quoted from the manual."""
        return SentenceIndex(self.rules)

    @cached_property
    def component_definitions(self) -> Definitions:
        """Per game: the manual's sentences that leave a value to a component ("hodnota uvedená na žetonu")."""
        return component_definitions(self.sentences)

    def rule_json(self, rule_id: str) -> dict[str, Any] | None:
        rule = self.by_id.get(rule_id)
        if rule is None:
            return None
        return {**rule, "url": rule_url(rule_id)}


def resources() -> Resources:
    """The running app's resources (loaded once per process by ``assistant.app.init_app``)."""
    return current_app.extensions["pravidla"]
