"""Citations: the corpus rules an answer rests on, each with its title, game part, quote and link."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from assistant.links import rule_url
from assistant.resources import Resources
from engine.api import EngineAnswer
from lang.keys import split, word_keys

__all__ = ["MAX_CITATIONS", "best_quote", "citation", "engine_citations", "part_label", "resolve_rule"]

MAX_CITATIONS = 5
QUOTE_CHARS = 320

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_MARKDOWN = re.compile(r"[*_`#|]+|^>\s*", re.MULTILINE)


def resolve_rule(res: Resources, rule_id: str) -> dict[str, Any] | None:
    """A corpus rule by id; tolerant of small id shifts (suffix numbers, a deeper section)."""
    rule = res.by_id.get(rule_id)
    if rule is not None:
        return rule
    base = re.sub(r"-\d+$", "", rule_id)
    candidates = [r for r in res.rules if r["id"] == base or re.sub(r"-\d+$", "", r["id"]) == base]
    if not candidates:
        candidates = [r for r in res.rules if r["id"].startswith(rule_id + ".")]
    return min(candidates, key=lambda r: len(r["id"])) if candidates else None


def best_quote(text: str, context: str, limit: int = QUOTE_CHARS) -> str:
    """The sentence of ``text`` sharing most words with ``context``, whole when it fits ``limit``."""
    plain = _MARKDOWN.sub("", text)
    sentences = [" ".join(s.split()) for s in _SENTENCE.split(plain) if len(s.split()) >= 3]
    if not sentences:
        sentences = [" ".join(plain.split())]
    wanted = {k for w in split(context) for k in word_keys(w)}

    def score(sentence: str) -> int:
        return len({k for w in split(sentence) for k in word_keys(w)} & wanted)

    best = max(sentences, key=score) if wanted else sentences[0]
    if len(best) > limit:
        cut = best.rfind(" ", 0, limit)
        best = best[: cut if cut > 0 else limit] + "…"
    return best


def part_label(rule: Mapping[str, Any]) -> str:
    """Where a rule sits, as a player reads it: "Memoir '44 › Průběh boje"."""
    import games

    game = games.get(rule["game"]) if rule.get("game") in games.game_ids() else None
    title = game.title if game else str(rule.get("game", ""))
    if game and rule.get("lang") == "pl" and game.title_pl:
        title = game.title_pl
    path = [p for p in rule.get("path", [])[:-1] if p]
    return " › ".join([title, *path[-1:], rule.get("title", "")])


def citation(rule: Mapping[str, Any], context: str = "", quote: str | None = None) -> dict[str, str]:
    """A citation object: id (for programs), title and part (for players), the quote and the docs URL."""
    text = rule.get("text", "") or rule.get("title", "")
    return {"id": rule["id"], "title": rule.get("title", ""), "part": part_label(rule),
            "quote": quote if quote is not None else best_quote(text, context),
            "url": rule_url(rule["id"])}


def engine_citations(res: Resources, answer: EngineAnswer, limit: int = MAX_CITATIONS,
                     question: str = "") -> list[dict[str, str]]:
    """Citations of the rules the engine cited (by step), each quoted where it best matches its step
    and the player's question.

    An id the corpus no longer has (ids may shift while the corpus is repaired) is
    replaced by the rule that best matches the engine's own step text for it, searched
    within the same game.
    """
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for rule_id in answer.rule_ids:
        context = " ".join(s.text for s in answer.explanation.steps if rule_id in s.rules) + " " + question
        rule = resolve_rule(res, rule_id)
        if rule is None:
            hits = res.index.search(context, rule_id.split(".", 1)[0], 1) if context else []
            rule = hits[0].rule if hits else None
        if rule is None or rule["id"] in seen:
            continue
        seen.add(rule["id"])
        out.append(citation(rule, context))
        if len(out) >= limit:
            break
    return out


def unique(citations: Iterable[dict[str, str]], limit: int = MAX_CITATIONS) -> list[dict[str, str]]:
    seen: set[str] = set()
    out = []
    for c in citations:
        if c["id"] not in seen:
            seen.add(c["id"])
            out.append(c)
    return out[:limit]
