"""The Memoir '44 question parser: words to :class:`engine.memoir44.facts.Memoir44Facts`, by role.

``PARSER.parse(analysed, "memoir44", intent_guess)`` reads the facts (:mod:`.reading`: units and
their roles, terrain by role, movement apart from firing distance, the roll, states, counts), refines
the intent and, for a yes/no, names the proposition asked (:mod:`.asks`).  ``facts_from_position``
reads a JSON ``position`` (:mod:`.position`).  Word data: the engine's ``aliases.toml`` (every
canonical value) and ``words.toml`` / ``asks.toml`` here (the cues).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engine.api import Ask, FactError, Facts, Intent, Query, facts_from_mapping
from engine.memoir44.facts import Memoir44Facts, Proposition
from understanding import IntentGuess, Understood
from understanding.aliases import AliasTable
from understanding.memoir44.asks import ask_of, asked_of_two, refine_intent
from understanding.memoir44.claims import with_claim
from understanding.memoir44.places import elliptic_move
from understanding.memoir44.position import facts_from_position
from understanding.memoir44.reading import read
from understanding.memoir44.words import aliases, has, words
from understanding.text import Analysed

__all__ = ["PARSER", "Memoir44Parser"]


class Memoir44Parser:
    """Memoir '44 questions (Czech)."""

    games: tuple[str, ...] = ("memoir44",)

    @property
    def aliases(self) -> AliasTable:
        return aliases()

    def parse(self, q: Analysed, game: str, intent: IntentGuess) -> Understood:
        reading = read(q)
        asked = ask_of(q)
        if asked is None and "enters" in reading.facts and elliptic_move(q):  # "může tank do bunkru?"
            asked = Ask(str(Proposition.MAY_MOVE)), next(t.text for t in q.asking_sentence if t.folded == "do")
        units = reading.found.units if reading.found is not None else []
        if len({u.value for u in units if u.value is not None}) >= 2 and asked_of_two(q, {u.first for u in units}):
            asked = None  # two kinds of unit asked at once: the manual's sentences answer each
        if asked is not None and asked[0].proposition == str(Proposition.IN_RANGE) and not (
                {"distance", "target", "target_hex", "between"} & set(reading.facts)):
            asked, intent = None, dataclasses.replace(intent, intent=Intent.LOOKUP)  # "dostřel artilerie?": its range
        guess = refine_intent(q, intent, asked[0] if asked else None)
        yes_no = guess.intent is Intent.YES_NO
        ask = with_claim(q, asked[0] if asked is not None and yes_no else None, yes_no)
        if ask is not None and ask.number == "dice":  # "hází jen jednou kostkou?": the claim, not a fact
            reading.facts.pop("dice", None)
            reading.spans.pop("dice", None)
            reading.how.pop("dice", None)
        spans = dict(reading.spans)
        how = dict(reading.how)
        named = has(q, words().get("profile", "other_rules")) if ask is None else None
        if named is not None:  # a rule named, no proposition of ours asked: not the unit's profile
            reading.facts["other_rule"] = True
            spans["other_rule"], how["other_rule"] = named.text, "cue"
        if ask is not None and asked is not None:
            spans["ask"], how["ask"] = asked[1], "cue"
        try:
            facts = facts_from_mapping(Memoir44Facts, reading.facts)
        except FactError as err:  # a value out of range ("vzdálenost 15"): left out, noted
            kept = {k: v for k, v in reading.facts.items() if k != err.fact}
            facts = facts_from_mapping(Memoir44Facts, kept)
            spans.pop(err.fact, None)
            notes = [err.message]
        else:
            notes = []
        return Understood(Query(game, guess.intent, facts, ask), spans, how, guess, notes)

    def facts_from_position(self, game: str, position: Mapping[str, Any]) -> Facts:
        return facts_from_position(position)


PARSER = Memoir44Parser()
