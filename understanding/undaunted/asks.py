"""What a yes/no question asks (the engine's :class:`~engine.undaunted.facts.Proposition` and its
polarity), and which number an open question asks for.

Only the asking sentences count ("…? " or the last sentence): "Počítá se kryt?" asks
``cover_counts``; "Ignoruje se kryt?" the same proposition the other way round
(``positive=False``); "Zasáhl jsem?" with rolls asks ``attack_hits``, "Minul jsem?" its
negation; "Můžu pole ovládnout?" ``tile_may_be_controlled``.  The rules are tried in order;
the first that fits decides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.api import Ask, Intent
from engine.undaunted.facts import MOVEMENT_ACTIONS, Action, Proposition, Quantity
from understanding.cues import QUESTION_WORDS
from understanding.intent import IntentGuess
from understanding.text import Analysed, Token
from understanding.undaunted.found import Found, Named
from understanding.undaunted.words import has_cue

__all__ = ["asked_number", "read_ask", "refine_intent"]

P = Proposition


def asking_tokens(q: Analysed) -> list[Token]:
    asked = {t.sentence for t in q.tokens if t.text == "?"}
    if not asked:
        return list(q.asking_sentence)
    return [t for t in q.words if t.sentence in asked]


def _negative(tokens: Sequence[Token]) -> bool:
    return has_cue(tokens, "asks.ignored")


def _exclusion(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "Počítá se kryt / bonus za vzdálenost / dým?", "Platí kryt budovy?", "Ignoruje se kryt?"."""
    if not (has_cue(s, "asks.counts") or has_cue(s, "asks.ignored")):
        return None
    positive = not _negative(s)
    if has_cue(s, "asks.building_cover"):
        return Ask(P.BUILDING_COVER_COUNTS, positive)
    if has_cue(s, "asks.fortification_cover"):
        return Ask(P.FORTIFICATION_COVER_COUNTS, positive)
    if has_cue(s, "defense.range_bonus") or any(t.starts("vzdalenost", "zasieg", "odleglos") for t in s):
        return Ask(P.RANGE_BONUS_COUNTS, positive)
    if has_cue(s, "defense.smoke_bonus") or has_cue(s, "places.smoke"):
        return Ask(P.SMOKE_COUNTS, positive)
    if has_cue(s, "asks.hill_high"):
        return Ask(P.HILL_HIGH_COVER, positive)
    if has_cue(s, "defense.cover"):
        return Ask(P.COVER_COUNTS, positive)
    return None


def _hit(s: list[Token], found: Found, named: Named) -> Ask | None:
    if has_cue(s, "asks.own_hit") and any(t.starts("zasah", "zasahn", "trefi", "traf") for t in s):
        return Ask(P.HITS_OWN_UNITS)
    if has_cue(s, "asks.misses"):
        return Ask(P.ATTACK_HITS, False)
    if has_cue(s, "asks.hits") and "rolls" in found.values:  # without a roll, "zasáhnu?" asks the odds
        return Ask(P.ATTACK_HITS)
    if has_cue(s, "asks.effect"):
        return Ask(P.ACTION_HAS_EFFECT, not any(t.folded in ("bez", "zadny", "zadna", "zadne") for t in s))
    return None


def _casualty(s: list[Token], found: Found, named: Named) -> Ask | None:
    if "hit_unit" not in found.values and not any(k.startswith("card_in_") for k in found.values):
        return None
    if has_cue(s, "asks.stays"):
        return Ask(P.TOKEN_REMOVED, False)
    if has_cue(s, "asks.routed"):
        return Ask(P.UNIT_ROUTED)
    if has_cue(s, "asks.removed"):
        return Ask(P.TOKEN_REMOVED)
    if has_cue(s, "asks.card_lost"):
        return Ask(P.CARD_LOST)
    if has_cue(s, "asks.reshuffled"):
        return Ask(P.DECK_RESHUFFLED)
    return None


def _cards(s: list[Token], found: Found, named: Named) -> Ask | None:
    action = found.values.get("action")
    if action == Action.RALLY and has_cue(s, "asks.back_to_hand"):
        return Ask(P.CARD_RETURNS_TO_HAND)
    if (action in (Action.RECON, Action.COMMAND) or "drawn_card" in found.values) and has_cue(
            s, "asks.drawn_playable"):
        return Ask(P.DRAWN_CARD_PLAYABLE)
    if has_cue(s, "asks.reservist") and ("lost_card" in found.values or "lost_card_code" in found.values):
        return Ask(P.REPLACED_BY_RESERVIST)
    return None


def _game(s: list[Token], found: Found, named: Named) -> Ask | None:
    if "own_initiative" in found.values and has_cue(s, "asks.initiative"):
        return Ask(P.INITIATIVE_WON)
    if has_cue(s, "asks.win"):
        return Ask(P.GAME_WON)
    if has_cue(s, "asks.game_over"):
        return Ask(P.GAME_OVER)
    return None


def _allowed(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "Můžu / lze / smím …?": the proposition depends on what is to be done."""
    if not has_cue(s, "asks.allowed"):
        return None
    action = found.values.get("wanted_action") or found.values.get("action")
    if action == Action.CONTROL or has_cue(s, "asks.controlled"):
        return Ask(P.TILE_MAY_BE_CONTROLLED)
    if action == Action.AIM or has_cue(s, "asks.aim"):
        return Ask(P.AIM_ALLOWED)
    if found.values.get("unit_on_board") is False or has_cue(s, "asks.deploy"):
        return Ask(P.DEPLOYMENT_ALLOWED)
    if found.values.get("suppressed") or found.values.get("routed"):
        return Ask(P.UNIT_MAY_ACT)
    if action in MOVEMENT_ACTIONS or (action is None and has_cue(s, "movement.move_verbs")):
        return Ask(P.MOVE_ALLOWED)
    if action is not None or has_cue(s, "roles.attack_verbs"):
        return Ask(P.ACTION_ALLOWED)
    return None


RULES: tuple[Callable[[list[Token], Found, Named], Ask | None], ...] = (
    _exclusion, _casualty, _cards, _hit, _game, _allowed,
)


def read_ask(q: Analysed, found: Found, named: Named) -> Ask | None:
    """The proposition the asking sentence asks about, or None."""
    s = asking_tokens(q)
    for rule in RULES:
        ask = rule(s, found, named)
        if ask is not None:
            return Ask(str(ask.proposition), ask.positive)
    return None


def asked_number(q: Analysed, named: Named) -> Quantity | None:
    """The one number an open question asks for ("Jaký je kryt?" → cover): the quantity named first
    after an interrogative of the asking sentence, else the last one the asking sentence names."""
    asking = asking_tokens(q)
    indices = {t.i for t in asking}
    words = q.words
    mentions = [m for m in named.of("quantity") if words[m.first].i in indices]
    if not mentions:
        return None
    questions = [t.i for t in asking if t.folded in QUESTION_WORDS]
    for m in mentions:
        if any(i < words[m.first].i for i in questions):
            return Quantity(m.value)
    return Quantity(mentions[-1].value)


def refine_intent(guess: IntentGuess, ask: Ask | None, found: Found) -> Intent:
    """The classifier's intent, corrected where the facts say more: a question with rolls that asks
    "zasáhl jsem?" is a yes/no; a yes/no with no decidable proposition stays one (the manual answers)."""
    if ask is not None and guess.intent is not Intent.COMPARISON:
        return Intent.YES_NO
    if guess.intent is Intent.YES_NO and ask is None and "rolls" in found.values:
        return Intent.YES_NO
    return guess.intent
