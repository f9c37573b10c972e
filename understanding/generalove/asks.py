"""What a Generálové question asks: the yes/no proposition (and whether it is asked the other way round),
and the intent when the shared classifier is unsure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.api import Ask, Intent
from engine.generalove.facts import Proposition
from understanding import IntentGuess
from understanding.cues import (
    PLACE_PREPOSITIONS,
    TARGET_PREPOSITIONS,
    WHICH_WORDS,
    asks_permission,
    is_yes_no_question,
    is_yes_no_sentence,
)
from understanding.text import Analysed, Token

from .concepts import statement_asked
from .reading import Reading, cues

P = Proposition
UNSURE = 0.6  # below this confidence the classifier's intent is refined from the game's own cues
VICTORY_FACTS = ("vp_before", "controls_enemy_hq", "controls_enemy_flanks", "captured_inf_cav", "captured_art",
                 "round", "opponent_vp")

# Propositions in the order they are tried; each with a check of the facts it needs (None: cues alone).
# ACTIVITY_IN_PHASE needs no cue: its facts (an activity and a phase) are read only where a phase is asked about.
ORDER: tuple[tuple[Proposition | None, Any], ...] = (
    # phases named for a move ("o 2 sektory v první a třetí fázi") are the move's phases, not two compared
    (P.PHASE_BEFORE, lambda v: "step_a" in v and "step_b" in v and "move_sectors" not in v and "route" not in v),
    (P.WON, lambda v: any(k in v for k in VICTORY_FACTS) or "game" in v),
    (P.GAME_OVER, lambda v: any(k in v for k in VICTORY_FACTS) or "game" in v),
    (P.GIVES_BONUS, lambda v: "modifier" not in v and ("roll" in v or "direction" in v or "my_unit" in v)),
    (P.GIVES_PENALTY, lambda v: "modifier" not in v and ("roll" in v or "direction" in v or "my_unit" in v)),
    (P.CHOICE_ALLOWED, lambda v: "hits_taken" in v or "units" in v),
    (P.HIT, lambda v: "rolls" in v),
    (None, None),  # here: the statements of the manual (concepts.py)
    (P.SCORES_VP, lambda v: any(k in v for k in ("unit", "panicked", "bombarded_unit", "roll", "units",
                                                  "hits_taken"))),
    (P.UNBLOCKED_MAY_ATTACK, None),
    (P.MAY_REORGANISE, None),
    (P.MAY_ENTER, lambda v: "target_status" in v and ("panicked" in v or "retreat" in v)),
    (P.DESTROYED, None),
    (P.CAPTURED, None),
    (P.FLEES, None),
    (P.PANICS, None),
    (P.MOVE_IS_ATTACK, None),
    (P.CLASH, None),
    (P.TARGET_MAY_REACT, lambda v: "bombarded_unit" in v or "roll" in v or "order" in v),
    (P.MAY_RETREAT, None),
    (P.MAY_BOMBARD, lambda v: "route" not in v and "target" not in v and "origin" not in v),
    (P.MAY_TURN, lambda v: "order" in v or "move_sectors" in v),
    (P.MAY_CHANGE_ROUTE, lambda v: "order" in v or "move_sectors" in v or "route" in v),
    (P.MAY_FIRE, lambda v: any(k in v for k in ("unit", "my_unit", "panicked", "phase")) and "route" not in v),
    (P.MAY_ASSAULT, lambda v: any(k in v for k in ("unit", "my_unit", "panicked", "phase")) and "route" not in v),
    (P.MAY_ROLL, lambda v: any(k in v for k in ("unit", "my_unit", "panicked"))),
    (P.ACTIVITY_IN_PHASE, lambda v: "activity" in v and ("phase" in v or "phases" in v)),
    (P.ORDER_ALLOWED, None),
)


def _has_cue(r: Reading, proposition: Proposition, key: str = "cues") -> bool:
    entry = cues().get(f"ask.{proposition.value}", {})
    words = entry.get(key, ())
    sentence = r.q.asking_sentence
    single = tuple(w.strip() for w in words if " " not in w.strip())
    phrases = tuple(w for w in words if " " in w.strip())
    return any(t.starts(*single) for t in sentence) or any(r.q.has(p) for p in phrases)


CONDITION_OPENERS = (("co", "kdyz"), ("a", "co", "kdyz"), ("co", "pokud"), ("kdyz",), ("pokud",), ("jestli",))


def asks_which_inside(sentence: Sequence[Token]) -> bool:
    """ "ústup jízdy kterým směrem se dělá?", "jízda útočí ve kterých fázích?": "který" inside a clause asks.

    A relative "který" opens its clause, alone or after a preposition ("jízda, na kterou se střílelo, …").
    """
    for i, t in enumerate(sentence):
        if t.folded not in WHICH_WORDS or i == 0 or sentence[i - 1].clause != t.clause:
            continue
        before = sentence[i - 1]
        opens = i == 1 or sentence[i - 2].clause != t.clause
        if not (opens and before.folded in PLACE_PREPOSITIONS | TARGET_PREPOSITIONS):
            return True
    return False


def _questions(q: Analysed) -> int:
    """How many sentences of the message end with a question mark."""
    return len({t.sentence for t in q.tokens if t.text == "?"})


def asks_yes_no(q: Analysed) -> bool:
    """A yes/no question, also when a condition opens it: "Co když X nemůže utéct, je zajat?" asks the last clause."""
    if asks_which_inside(q.asking_sentence) or _questions(q) > 1:  # two questions: one verdict answers neither
        return False
    if is_yes_no_question(q):
        return True
    sentence = q.asking_sentence
    opened = any([t.folded for t in sentence[: len(o)]] == list(o) for o in CONDITION_OPENERS)
    if not opened:
        return False
    last = [t for t in sentence if t.clause == sentence[-1].clause]
    return len(last) < len(sentence) and is_yes_no_sentence(last)


# A reorganisation takes a second unit of the kind out of the game: "reorganise both (all)" is not a question about
# one unit's reorganisation, which is what the proposition decides.
ONE_UNIT_ONLY = frozenset({P.MAY_REORGANISE})
SEVERAL = ("obe", "oba", "obou", "vsechny", "vsech", "vsechn")


def proposition_asked(r: Reading, values: Mapping[str, Any]) -> Ask | None:
    """The proposition a yes/no question asks, or None."""
    ask = _proposition_asked(r, values)
    if ask is not None and ask.proposition in ONE_UNIT_ONLY and any(
            t.folded in SEVERAL for t in r.q.asking_sentence):
        return None
    return ask


def _proposition_asked(r: Reading, values: Mapping[str, Any]) -> Ask | None:
    if not asks_yes_no(r.q):
        return None
    for proposition, needs in ORDER:
        if proposition is None:
            stated = statement_asked(r.q)
            if stated is not None:
                return Ask(stated[0].value, positive=stated[1])
            continue
        if needs is not None and not needs(values):
            continue
        if proposition is P.ACTIVITY_IN_PHASE:
            return Ask(proposition.value)
        if proposition is P.ORDER_ALLOWED:
            if not (_has_cue(r, proposition) or _permission(r)) or not _order_asked(r, values):
                continue
        elif not (_has_cue(r, proposition) or _has_cue(r, proposition, "opposite")):
            continue
        return Ask(proposition.value, positive=not _has_cue(r, proposition, "opposite"))
    return None


def _permission(r: Reading) -> bool:
    return asks_permission(r.q)


def _order_asked(r: Reading, values: Mapping[str, Any]) -> bool:
    """The asking sentence is about an order: it names one ("přesunout", "rozkaz k obraně"), or counts orders."""
    if any(k in values for k in ("orders", "orders_per_unit")):
        return True
    sentence = r.q.asking_sentence
    if len(sentence) <= 4 or any(t.folded in ("to", "tak", "tohle", "tam") for t in sentence):
        sentence = r.words  # "Je to povolené?": the order is named in the sentence before
    asking = {t.i for t in sentence}
    if any(r.words[m.first].i in asking for m in r.mentions("order")):
        return True
    verb = r.find("moving", "verbs")  # "smí jednotka vstoupit do …", "můžou pěšáci jít 2 sektory"
    return verb is not None and verb.i in asking and values.get("order") == "move"


def refine_intent(r: Reading, guess: IntentGuess, ask: Ask | None, values: Mapping[str, Any]) -> IntentGuess:
    """The intent: a yes/no with a decided proposition is YES_NO; an unsure guess is refined by the game's cues."""
    if ask is not None:
        return replace(guess, intent=Intent.YES_NO, confidence=max(guess.confidence, 0.8),
                       runner_up=guess.intent if guess.intent is not Intent.YES_NO else guess.runner_up,
                       source="generalove" if guess.intent is not Intent.YES_NO else guess.source)
    if guess.confidence >= UNSURE and guess.intent is not Intent.LOOKUP:
        return guess
    own = _own_intent(r, values)
    if own is None or own is guess.intent:
        return guess
    return replace(guess, intent=own, confidence=0.7, runner_up=guess.intent, source="generalove")


def _own_intent(r: Reading, values: Mapping[str, Any]) -> Intent | None:
    has = r.has
    if has("intent", "odds") or ("dice" in values and "modifier" in values and "rolls" not in values):
        return Intent.ODDS
    if has("intent", "dice"):
        return Intent.DICE
    if has("intent", "modifier") or (r.q.find("uprav", "modifik", "bonus", "postih") is not None and r.q.find(
            "jak", "kolik") is not None and "rolls" not in values):
        return Intent.DEFENSE
    if "rolls" in values and has("intent", "count"):
        return Intent.ODDS
    if has("intent", "casualty") and any(k in values for k in ("hits_taken", "bombarded_unit", "flee_from",
                                                              "units", "panicked", "unit")):
        return Intent.CASUALTY
    if has("intent", "count"):
        return Intent.COUNT
    if "ask_phase_order" in values:
        return Intent.LOOKUP
    if asks_yes_no(r.q):
        return Intent.YES_NO
    return None

