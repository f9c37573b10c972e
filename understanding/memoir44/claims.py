"""Values a Memoir '44 yes/no question states and wants confirmed: "Odečítám 3 kostky?", "Hází jen jednou kostkou?".

A number of dice right after a verb of taking dice off ("odečítám", "ubere", "sníží o") in the
asking sentence is the reduction the player believes in, not the dice rolled: the question asks
whether the engine's total reduction is that number (:class:`engine.api.Ask` with ``number``).
A number of dice after a verb of throwing in the present ("hází", "hodím"; never "hodil jsem",
which tells a roll) is the dice the player believes the attack gets: the question asks whether the
engine's number of dice is that number.
"""

from __future__ import annotations

import dataclasses

from engine.api import Ask
from engine.memoir44.facts import Proposition
from understanding.memoir44.words import matches, words
from understanding.text import Analysed, Token

__all__ = ["stated_dice", "stated_reduction", "with_claim"]

# the verb may stand up to three words before the number: "sníží se mi o 2 kostky"
_WINDOW = 3


def stated_reduction(q: Analysed) -> Token | None:
    """The number in "odečítám 3 kostky", "ubere mi to 2 kostky" (asking sentence only), or None."""
    return _number_after(q, "reduce_by")


def stated_dice(q: Analysed) -> Token | None:
    """The number in "hází jen jednou kostkou?", "hodím na něj 3 kostkami?" (asking sentence only), or None."""
    return _number_after(q, "throw_now")


def _number_after(q: Analysed, verbs: str) -> Token | None:
    sentence = q.asking_sentence
    for i, t in enumerate(sentence[:-1]):
        if t.num is None or not sentence[i + 1].starts("kost", "kość", "kosc"):
            continue
        before = sentence[max(0, i - _WINDOW) : i]
        if any(matches(x, words().get("states", verbs)) and x.clause == t.clause for x in before):
            return t
    return None


def with_claim(q: Analysed, ask: Ask | None, yes_no: bool = False) -> Ask | None:
    """``ask`` turned into the check of the number the question states, when it states one.

    A stated reduction checks ``total_reduction`` (for "does the terrain reduce"); stated dice check
    ``dice``, for a yes/no (``yes_no``) that asks no other number."""
    if ask is not None and ask.number is not None:
        return ask
    if ask is not None and ask.proposition == str(Proposition.TERRAIN_REDUCES):
        n = stated_reduction(q)
        return dataclasses.replace(ask, number="total_reduction", claimed=n.num) if n is not None else ask
    dice = stated_dice(q) if yes_no else None
    if dice is None:
        return ask
    base = ask if ask is not None and ask.proposition == str(Proposition.MAY_BATTLE) else None
    if ask is not None and base is None:
        return ask  # another proposition asked ("zasáhnu, když hodím 2 kostkami?"): the number is a fact
    return dataclasses.replace(base or Ask(str(Proposition.MAY_BATTLE)), number="dice", claimed=dice.num)
