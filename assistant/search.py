"""Full-text search over the corpus rules, in the players' words.

The index (:class:`SearchIndex`) is built once per process from the corpus rules, the glossary
and the players' vocabulary (:mod:`lang.player_terms`) into plain tables
(:mod:`assistant.search_tables`): BM25 contributions per key for each rule's heading and for each
text passage, so a long rule is found by its best passage.  A query is read into concepts
(:mod:`assistant.search_query`): the words as typed, what the players' vocabulary and the glossary
say they mean, typo corrections, and neighbouring words as phrases.

A rule scores the sum of each concept's best alternative over its heading, plus its best passage
(counted up to twice as the passage itself holds more of the query, from two of its parts on: one
sentence that answers every part beats the parts scattered over the rule), times the squared share
of the query it covers (concepts weighted by idf) — so a rule that answers every part of a question
beats one that repeats a single word. The quick reference and the worked example count a little less
than the rule itself. The game the player is in (``prefer``) or the game the query names ranks
first; ``game`` filters. Near-duplicates (the quick reference of a rule, the same action in two
chapters) come back as one result with the others in ``also``. When no rule covers enough of the
query, the answer is "nothing found" with the closest glossary terms as suggestions.

The docs site's in-page search runs the same steps on the same tables in JavaScript
(``docs/_static/pravidla-search.js``); ``tests/docs`` checks that both find the same first result.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from assistant.search_query import Corrector, QueryPlan, plan_query, typo_limit
from assistant.search_tables import Tables, build_tables
from assistant.search_text import Prepared, plain_text, sentence_snippet, snippet
from lang.fold import fold
from lang.player_terms import PlayerTerms
from lang.player_terms import load as load_player_terms

__all__ = ["Hit", "SearchIndex", "SearchResult", "snippet", "typo_limit"]

KIND_WEIGHTS = {"quickref": 0.6, "example": 0.9}
GAME_BOOST = 3.0  # the game the player is in, or the game the query names
LANG_BOOST = 3.0  # rules in the language the query is typed in (Czech or Polish Normandie)
MIN_COVERAGE = 0.4  # below this share of the query covered by the best rule …
UNKNOWN_SHARE = 0.6  # … while words no manual uses make up this share of it: "nothing found"
RESULT_COVERAGE = 0.0
PASSAGE_COVERAGE = 1.0  # the best passage counts up to this much more when it holds every part of the query
SUGGESTIONS = 3


@dataclass
class Hit:
    rule: dict[str, Any]
    score: float
    snippet: str
    title: str = ""
    also: list[dict[str, Any]] = field(default_factory=list)  # near-duplicates grouped under this result


@dataclass
class SearchResult:
    hits: list[Hit]
    plan: QueryPlan
    games: dict[str, int]  # matching results per game (for the one-tap game filter)
    suggestions: list[str]  # closest glossary terms when nothing was found


def rank(plan: QueryPlan, tables: Tables, allowed: set[str] | None, boosted: Sequence[str]) -> list[tuple[int, float]]:
    """(rule index, score) of every rule covering enough of the query, best first.

    The JavaScript twin (``rank`` in pravidla-search.js) follows this line by line: same order
    of additions, same rounding, so both produce the same numbers.
    """
    head: dict[int, float] = {}
    text: dict[int, float] = {}
    covered: dict[int, float] = {}
    in_passage: dict[int, float] = {}  # passage -> idf of the concepts it holds
    parts: dict[int, int] = {}  # passage -> how many concepts it holds
    total = 0.0
    for concept in plan.concepts:
        best_head: dict[int, float] = {}
        best_text: dict[int, float] = {}
        for weight, keys in concept.alternatives:
            if len(keys) == 1 and len(concept.alternatives) == 1:  # the common case, same numbers, faster
                best_head = _single(tables.head.get(keys[0]), weight)
                best_text = _single(tables.text.get(keys[0]), weight)
                break
            alt_head: dict[int, float] = {}
            alt_text: dict[int, float] = {}
            for key in keys:
                _add(tables.head.get(key), weight, alt_head)
                _add(tables.text.get(key), weight, alt_text)
            _keep_best(alt_head, best_head)
            _keep_best(alt_text, best_text)
        for d, v in best_head.items():
            head[d] = head.get(d, 0.0) + v
        for p, v in best_text.items():
            text[p] = text.get(p, 0.0) + v
        if concept.counts:
            total += concept.idf
            hit = set(best_head) | {tables.passage_rule[p] for p in best_text}
            for d in hit:
                covered[d] = covered.get(d, 0.0) + concept.idf
            for p in best_text:
                in_passage[p] = in_passage.get(p, 0.0) + concept.idf
                parts[p] = parts.get(p, 0) + 1
    best_passage: dict[int, float] = {}
    passage_cover: dict[int, float] = {}  # rule -> the most any one of its passages holds
    for p, v in text.items():
        d = tables.passage_rule[p]
        if v > best_passage.get(d, 0.0):
            best_passage[d] = v
        if parts.get(p, 0) >= 2 and in_passage[p] > passage_cover.get(d, 0.0):
            passage_cover[d] = in_passage[p]
    out: list[tuple[int, float]] = []
    if total <= 0:
        return out
    unknown = sum(c.idf for c in plan.concepts if c.counts and not c.alternatives) / total
    for d, cov in covered.items():
        rule = tables.rules[d]
        if allowed is not None and rule["game"] not in allowed:
            continue
        share = cov / total
        if share < RESULT_COVERAGE:
            continue
        factor = KIND_WEIGHTS.get(rule["kind"], 1.0) * (GAME_BOOST if rule["game"] in boosted else 1.0)
        if plan.lang == rule["lang"]:
            factor *= LANG_BOOST
        together = 1.0 + PASSAGE_COVERAGE * passage_cover.get(d, 0.0) / total
        score = (head.get(d, 0.0) + best_passage.get(d, 0.0) * together) * (share * share) * factor
        out.append((d, math.floor(score * 1e6 + 0.5) / 1e6))
    out.sort(key=lambda item: (-item[1], item[0]))
    if not out or (max(covered[d] for d, _ in out) / total < MIN_COVERAGE and unknown >= UNKNOWN_SHARE):
        return []
    return out


def _single(posting: list[int] | None, weight: float) -> dict[int, float]:
    """One key's contributions (what _add then _keep_best give for a lone key)."""
    if not posting:
        return {}
    return {d: weight * v for d, v in zip(posting[0::2], posting[1::2], strict=True) if v > 0}


def _add(posting: list[int] | None, weight: float, into: dict[int, float]) -> None:
    if not posting:
        return
    for j in range(0, len(posting), 2):
        d = posting[j]
        into[d] = into.get(d, 0.0) + weight * posting[j + 1]


def _keep_best(values: dict[int, float], best: dict[int, float]) -> None:
    for d, v in values.items():
        if v > best.get(d, 0.0):
            best[d] = v


class SearchIndex:
    def __init__(
        self,
        rules: Sequence[dict[str, Any]],
        glossary: Sequence[Mapping[str, Any]] = (),
        vocabulary: PlayerTerms | None = None,
    ) -> None:
        self.rules = list(rules)
        self.vocabulary = vocabulary or load_player_terms()
        self.tables = build_tables(self.rules, glossary, self.vocabulary)
        self.correct = Corrector(self.tables)
        self._prepared: dict[int, Prepared] = {}
        self.glossary_names = sorted({e["term"] for e in glossary})
        self._folded_names = [fold(n) for n in self.glossary_names]

    def titles(self) -> list[str]:
        return [r["title"] for r in self.tables.rules]

    def plan(self, query: str, game: str | None = None) -> QueryPlan:
        return plan_query(query, self.tables, self.correct, game)

    def run(self, query: str, game: str | None = None, limit: int = 10, prefer: str | None = None) -> SearchResult:
        """Ranked, grouped results; ``game`` filters, ``prefer`` (the player's current game) ranks first."""
        plan = self.plan(query, game or prefer)
        boosted = [] if game else (plan.games or ([prefer] if prefer else []))
        ranked = rank(plan, self.tables, {game} if game else None, boosted)
        weights = plan.keys
        hits: list[Hit] = []
        by_group: dict[int, Hit] = {}
        games: dict[str, int] = {}
        for d, score in ranked:
            group = self.tables.rules[d]["group"]
            if group in by_group:
                by_group[group].also.append(self._brief(d))
                continue
            if len(hits) >= limit:
                continue
            source = group if self.prepared(group).matches(weights) else d
            hit = Hit(self.rules[group], score, sentence_snippet(self.prepared(source), weights),
                      self.tables.rules[group]["title"])
            if d != group:
                hit.also.append(self._brief(d))
            by_group[group] = hit
            hits.append(hit)
        # results per game, the filter aside (for the one-tap game filter)
        unfiltered = rank(plan, self.tables, None, boosted) if game else ranked
        for group in {self.tables.rules[d]["group"] for d, _ in unfiltered}:
            games[self.rules[group]["game"]] = games.get(self.rules[group]["game"], 0) + 1
        suggestions = [] if hits else self.suggest(query, plan)
        return SearchResult(hits, plan, games, suggestions)

    def search(self, query: str, game: str | None = None, limit: int = 10, prefer: str | None = None) -> list[Hit]:
        return self.run(query, game, limit, prefer).hits

    def _brief(self, d: int) -> dict[str, Any]:
        rule = self.rules[d]
        return {"id": rule["id"], "title": self.tables.rules[d]["title"], "kind": rule.get("kind", "rule")}

    def warm(self) -> SearchIndex:
        """Prepare every rule's text for snippets now (once per process, before the first request)."""
        for d in range(len(self.rules)):
            self.prepared(d)
        return self

    def prepared(self, d: int) -> Prepared:
        """Rule ``d``'s text made ready for snippets (once per process)."""
        if d not in self._prepared:
            self._prepared[d] = Prepared.of(plain_text(self.rules[d].get("text", "")),
                                            lambda w: self.tables.keys_of(fold(w)))
        return self._prepared[d]

    def suggest(self, query: str, plan: QueryPlan) -> list[str]:
        """"Myslel jste…?": the glossary terms closest to the query's words."""
        out: list[str] = []
        for concept in plan.concepts:
            if not concept.counts or len(concept.text) < 3:
                continue
            for _, _, i in process.extract(concept.text, self._folded_names, scorer=fuzz.WRatio, limit=2,
                                               score_cutoff=70, processor=None):
                if self.glossary_names[i] not in out:
                    out.append(self.glossary_names[i])
        return out[:SUGGESTIONS]
