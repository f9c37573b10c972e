"""Where the manual says the answer is, when it is not in the rules: "see the scenario book".

A question about one scenario's particulars ("kolik střelců mají Američané ve scénáři 7?")
is not answered by the rulebook, which says so itself: scenario particulars stand in the
scenario book, the scenario overview or its briefing.  A silent answer then quotes that
sentence of the game's manual (with its rule and link) instead of leaving the player with
"Manuál to neuvádí" alone.  The sentence chosen names the book or overview, gives no
numbers of its own (those belong to one example scenario), and shares the most words with
the question; a sentence about every scenario ("Každý scénář…") is preferred on a tie.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from assistant.lookup import SentenceIndex, content_words
from lang.keys import fold, split, word_keys

__all__ = ["POINTER", "is_scenario_reason", "scenario_pointer"]

POINTER = re.compile(r"knih\w* scenar|knize scenar|prehled\w* scenar|brifink")


def scenario_pointer(index: SentenceIndex, question: str, game: str, lang: str = "cs"
                     ) -> tuple[dict[str, Any], str] | None:
    """(rule, sentence) of the game's manual saying where a scenario's particulars stand, or ``None``."""
    asked = {k for w in content_words(question) for k in word_keys(w, lang)}
    best: tuple[tuple[int, int, int], int] | None = None
    for i, sentence in enumerate(index.sentences):
        rule = index.rules[sentence.rule_index]
        if rule.get("game") != game or rule.get("lang", "cs") != "cs" or re.search(r"\d", sentence.text):
            continue
        folded = fold(sentence.text).lower()
        if not POINTER.search(folded):
            continue
        shared = len(asked & {k for w in split(sentence.text) for k in word_keys(w)})
        score = (shared, int(folded.startswith("kazd")), -i)
        if best is None or score > best[0]:
            best = (score, i)
    if best is None:
        return None
    sentence = index.sentences[best[1]]
    return index.rules[sentence.rule_index], sentence.text


def is_scenario_reason(reasons: Sequence[str]) -> bool:
    """The manual is silent because the question names one scenario."""
    return any(r.startswith("scénář") for r in reasons)
