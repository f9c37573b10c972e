"""Values a Memoir '44 yes/no question states and wants confirmed: "Odečítám 3 kostky?".

A number of dice right after a verb of taking dice off ("odečítám", "ubere", "sníží o") in the
asking sentence is the reduction the player believes in, not the dice rolled: the question asks
whether the engine's total reduction is that number (:class:`engine.api.Ask` with ``number``).
"""

from __future__ import annotations

import dataclasses

from engine.api import Ask
from engine.memoir44.facts import Proposition
from understanding.memoir44.words import matches, words
from understanding.text import Analysed, Token

__all__ = ["stated_reduction", "with_claim"]

# the verb may stand up to three words before the number: "sníží se mi o 2 kostky"
_WINDOW = 3


def stated_reduction(q: Analysed) -> Token | None:
    """The number in "odečítám 3 kostky", "ubere mi to 2 kostky" (asking sentence only), or None."""
    sentence = q.asking_sentence
    for i, t in enumerate(sentence[:-1]):
        if t.num is None or not sentence[i + 1].starts("kost", "kość", "kosc"):
            continue
        before = sentence[max(0, i - _WINDOW) : i]
        if any(matches(x, words().get("states", "reduce_by")) and x.clause == t.clause for x in before):
            return t
    return None


def with_claim(q: Analysed, ask: Ask | None) -> Ask | None:
    """``ask`` turned into the stated reduction's check when the question states one."""
    if ask is None or ask.proposition != str(Proposition.TERRAIN_REDUCES) or ask.number is not None:
        return ask
    n = stated_reduction(q)
    if n is None:
        return ask
    return dataclasses.replace(ask, number="total_reduction", claimed=n.num)
