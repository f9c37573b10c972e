"""What kind of answer a question wants: the :class:`engine.api.Intent`, by rules over its asking sentences.

Each asking sentence (those with "?", else the last one) is scored against the
cue lists of ``data/intents.toml`` (phrases and word prefixes, folded); a
sentence shaped as a yes/no question ("Můžu…?", "Platí…?", "Czy…?") scores for
``yes_no``.  A question with several asking sentences keeps them all: the
primary intent is ``yes_no`` when one of them asks yes/no (only then is a
verdict given), the others go to ``also``.

The rules are measured against a trained text classifier in
``bench/bench_intent.py``; this module is what the product uses because it
measured better on the held-out questions (see README).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.api import Intent
from understanding.cues import CONDITION_WORDS, QUESTION_WORDS, is_yes_no_sentence
from understanding.cues import QUESTION_YES_NO_OPENERS as YES_NO_OPENERS
from understanding.text import Analysed, Token

__all__ = ["IntentGuess", "classify_intent", "sentence_scores"]

DATA = Path(__file__).with_name("data") / "intents.toml"
YES_NO_SHAPE = 2.5  # what a yes/no-shaped sentence scores for yes_no
CONJUNCTIONS = frozenset({"a", "i", "oraz", "plus"})


@dataclass(frozen=True)
class IntentGuess:
    """The classified intent, its confidence (0..1), the runner-up and the intents of other asking sentences."""

    intent: Intent
    confidence: float = 1.0
    runner_up: Intent | None = None
    also: tuple[Intent, ...] = ()
    source: str = "rules"


@dataclass(frozen=True)
class _Cues:
    phrases: dict[Intent, tuple[tuple[re.Pattern[str], float], ...]]
    prefixes: dict[Intent, tuple[tuple[str, float], ...]]


@cache
def _cues() -> _Cues:
    data = tomllib.loads(DATA.read_text(encoding="utf-8"))
    phrases: dict[Intent, list[tuple[re.Pattern[str], float]]] = {}
    prefixes: dict[Intent, list[tuple[str, float]]] = {}
    for name, entry in data.items():
        intent = Intent(name)
        weight = float(entry.get("weight", 1.0))
        for cue in entry["cues"]:
            if " " in cue.strip():
                pattern = re.compile(r"(?<![a-z0-9])" + re.escape(cue.strip()))
                phrases.setdefault(intent, []).append((pattern, weight))
            else:
                prefixes.setdefault(intent, []).append((cue, weight))
    return _Cues({k: tuple(v) for k, v in phrases.items()}, {k: tuple(v) for k, v in prefixes.items()})


def sentence_scores(sentence: list[Token]) -> dict[Intent, float]:
    """Cue scores of one sentence (each intent counts its strongest cue once, plus 0.5 per further cue)."""
    cues = _cues()
    folded = " ".join(t.folded for t in sentence)
    scores: dict[Intent, float] = {}
    for intent in Intent:
        hits = [w for p, w in cues.phrases.get(intent, ()) if p.search(folded)]
        hits += [w for prefix, w in cues.prefixes.get(intent, ()) if any(t.folded.startswith(prefix) for t in sentence)]
        if hits:
            scores[intent] = max(hits) + 0.5 * (len(hits) - 1)
    return scores


def _asking_sentences(q: Analysed) -> list[list[Token]]:
    asked = sorted({t.sentence for t in q.tokens if t.text == "?"})
    sentences = {s[0].sentence: s for s in q.sentences() if s}
    chosen = [sentences[i] for i in asked if i in sentences]
    if chosen:
        return chosen
    return [q.sentences()[-1]] if q.sentences() else []


def _questions_in(sentence: list[Token]) -> list[list[Token]]:
    """One sentence asking two things: "Kolika kostkami hážu a počítá se kryt?", "Můžu střílet a kolika kostkami?"."""
    if sentence and sentence[0].folded in CONDITION_WORDS:
        return [sentence]  # "Pokud jsou potlačeny obě strany a mají …, kdo vyhrává?": a condition, then one question
    for i, t in enumerate(sentence[1:-1], 1):
        nxt = sentence[i + 1]
        if t.folded in CONJUNCTIONS and (nxt.starts(*YES_NO_OPENERS) or nxt.folded in QUESTION_WORDS):
            return [sentence[:i], *_questions_in(sentence[i + 1 :])]
    return [sentence]


def _classify_sentence(sentence: list[Token]) -> tuple[Intent, dict[Intent, float]]:
    """A sentence shaped as a yes/no question asks yes/no whatever else its words name
    ("Odstraní se žeton?", "Je celková obrana 8?"); otherwise the strongest cue wins."""
    scores = sentence_scores(sentence)
    if is_yes_no_sentence(sentence) and Intent.COMPARISON not in scores:
        scores[Intent.YES_NO] = max(scores.values(), default=0.0) + YES_NO_SHAPE
    if not scores:
        return Intent.LOOKUP, {Intent.LOOKUP: 0.5}
    return max(scores, key=lambda i: (scores[i], -list(Intent).index(i))), scores


def classify_intent(q: Analysed) -> IntentGuess:
    """The intent of a question (see the module docstring)."""
    sentences = _asking_sentences(q)
    if not sentences:
        return IntentGuess(Intent.LOOKUP, 0.0)
    results = [_classify_sentence(part) for s in sentences for part in _questions_in(s)]
    intents = [intent for intent, _ in results]
    primary_index = next((i for i, intent in enumerate(intents) if intent is Intent.YES_NO), len(intents) - 1)
    primary, scores = results[primary_index]
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    runner_up = ranked[1][0] if len(ranked) > 1 else None
    best = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    confidence = best / (best + second) if best + second > 0 else 0.0
    also = tuple(dict.fromkeys(i for i in intents if i is not primary))
    return IntentGuess(primary, round(confidence, 3), runner_up, also)
