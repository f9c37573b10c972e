"""The Generálové question parser: a question's words -> typed :class:`GeneraloveFacts` and the proposition asked.

Readers, in order: phases (:mod:`.places`), units and their roles (:mod:`.units`), numbers
(:mod:`.numbers`), direction, roll and order, sectors and routes, statuses, compared steps
(:mod:`.places`), states of units and sectors; then the yes/no proposition and the intent
(:mod:`.asks`).  Word data: the engine's ``aliases.toml`` (names of values) and ``cues.toml``
beside this package (the words around them).  :func:`facts_from_position` reads JSON positions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.api import FactError, Intent, Query, fact_specs, facts_from_mapping
from engine.generalove.facts import GeneraloveFacts, Proposition
from understanding import IntentGuess, Understood
from understanding.aliases import AliasTable
from understanding.cues import is_yes_no_question
from understanding.text import Analysed

from .asks import proposition_asked, refine_intent
from .numbers import (
    read_counted,
    read_counts,
    read_dice,
    read_hits,
    read_modifier,
    read_rolls,
    read_sector_counts,
    read_victory,
)
from .places import read_direction, read_order, read_phase, read_roll, read_sectors, read_statuses, read_steps
from .position import facts_from_position
from .reading import Reading, aliases
from .states import read_move_states, read_states
from .topics import read_activity, read_rounds_held, read_terrain
from .units import read_units

__all__ = ["PARSER", "GeneraloveParser", "facts_from_position"]

ABOUT_THE_BOARD = frozenset({Proposition.BOARD_B_TERRAIN, Proposition.BASE_GAME_ON_A})


def read(q: Analysed, intent: IntentGuess) -> Reading:
    """Every fact the question states, with the words it came from."""
    r = Reading(q)
    phases = read_phase(r)
    refs = read_units(r)
    read_rolls(r)
    read_dice(r)
    read_modifier(r)
    read_hits(r)
    read_victory(r)
    read_counts(r)
    read_direction(r)
    read_roll(r)
    read_order(r)
    bombarding = r.values.get("order") == "bombardment" or r.values.get("roll") == "bombardment"
    retreating = r.has("orders", "retreat")
    moving = "order" in r.values or r.has("orders", "move_words") or retreating or r.has("moving", "verbs")
    read_sectors(r, bombarding=bombarding, fleeing=r.has("places", "flee_from") or _flight(r),
                 direction=r.has("intent", "modifier") or "direction" in r.values,
                 counting=intent.intent is Intent.COUNT or q.has("kolik") or r.has("setup", "start"),
                 moving=moving and not r.has("setup", "start"))
    read_sector_counts(r, moving=moving, bombarding=bombarding)
    if moving or r.has("places", "flee_from"):
        read_statuses(r)
    read_steps(r, phases)
    read_states(r, refs, bombarding=bombarding)
    read_counted(r)
    if retreating:
        r.flags.add("retreat")
    if r.has("victory", "game"):
        r.flags.add("game")
    if moving:
        read_move_states(r, bombarding=bombarding, retreating=retreating)
    read_activity(r, yes_no=is_yes_no_question(q))
    read_rounds_held(r)
    read_terrain(r)
    return r


def _flight(r: Reading) -> bool:
    return bool(r.values.get("panicked")) and any(t.starts("utik", "utec", "utek", "prch") for t in r.q.words)


class GeneraloveParser:
    """Implements :class:`understanding.GameParser` for Generálové."""

    games: tuple[str, ...] = ("generalove",)

    @property
    def aliases(self) -> AliasTable:
        return aliases()

    def parse(self, q: Analysed, game: str, intent: IntentGuess) -> Understood:
        r = read(q, intent)
        ask = proposition_asked(r, {**r.values, **dict.fromkeys(r.flags, True)})
        if ask is not None and Proposition(ask.proposition) in ABOUT_THE_BOARD:
            r.values.pop("terrain", None)  # "má strana B terénní značky?" asks about the board, not terrain's effect
        facts, notes = _valid_facts(r)
        guess = refine_intent(r, intent, ask, r.values)
        query = Query(game, guess.intent, facts, ask if guess.intent is Intent.YES_NO else None)
        stated = facts.stated()
        return Understood(query, spans={k: v for k, v in r.spans.items() if k in stated},
                          how={k: v for k, v in r.how.items() if k in stated}, intent=guess, notes=notes)

    def facts_from_position(self, game: str, position: Mapping[str, Any]) -> GeneraloveFacts:
        return facts_from_position(position)


def _valid_facts(r: Reading) -> tuple[GeneraloveFacts, list[str]]:
    """The facts read, leaving out any value the rules cannot make sense of (with a note saying so)."""
    values = dict(r.values)
    notes: list[str] = []
    labels = {s.name: s.label for s in fact_specs(GeneraloveFacts)}
    while True:
        try:
            return facts_from_mapping(GeneraloveFacts, values), notes
        except FactError as err:
            values.pop(err.fact, None)
            notes.append(f"Údaj „{labels.get(err.fact, err.fact)}“ z otázky nedává smysl: {err.message}")


PARSER = GeneraloveParser()
