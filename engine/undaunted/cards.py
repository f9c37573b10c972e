"""Card zones: drawing with reshuffle, casualty search, the round's card phases."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.explain import Explanation, IllegalActionError
from engine.undaunted.facts import Squad, UnitType, Zone
from engine.undaunted.model import Card, CasualtyOutcome, PlayerCards, Position, Side
from engine.undaunted.presentation import say, unit_label
from engine.undaunted.variants import Variant

HAND_SIZE = 4  # 000/003 Dobrání karet: "4 karty"


def reshuffle(cards: PlayerCards, rng: random.Random | None) -> None:
    """Discard pile becomes the new draw deck; cards in the play area are never shuffled in."""
    cards.deck = cards.discard
    cards.discard = []
    if rng is not None:
        rng.shuffle(cards.deck)


def draw(cards: PlayerCards, count: int, rng: random.Random | None = None) -> list[Card]:
    """Draw up to ``count`` cards into the hand, reshuffling the discard pile when the deck runs out."""
    drawn: list[Card] = []
    for _ in range(count):
        if not cards.deck:
            if not cards.discard:
                break
            reshuffle(cards, rng)
        card = cards.deck.pop(0)
        cards.hand.append(card)
        drawn.append(card)
    return drawn


@dataclass
class CasualtyResult:
    zone: Zone | None  # where the card was found; None: no card
    card: Card | None
    outcome: CasualtyOutcome  # CARD_LOST, or the game's result when no card is left
    explanation: Explanation


def _matches(card: Card, kind: UnitType, squad: Squad | None) -> bool:
    return card.unit_kind is kind and card.squad == squad


def casualty_search(
    variant: Variant,
    cards: PlayerCards,
    kind: UnitType,
    squad: Squad | None,
    rng: random.Random | None = None,
    *,
    apply: bool = True,
) -> CasualtyResult:
    """Find and remove one card of the hit unit in the game's order (never from the reserve)."""
    kind, squad = UnitType(kind), Squad(squad) if squad else None
    expl = Explanation()
    order = variant.casualty_order
    for zone in order:
        pile = cards.zone(zone)
        for index, card in enumerate(pile):
            if not _matches(card, kind, squad):
                continue
            if apply:
                pile.pop(index)
                cards.casualties.append(card)
            key = f"cards.casualty_{variant.game}"
            text = say(key, unit=unit_label(kind, squad), zone=zone, order=order)
            if zone is Zone.DECK:
                text += say("cards.then_shuffle")
                if apply and rng is not None:
                    rng.shuffle(cards.deck)
            expl.add(text, variant.cite("casualties"))
            return CasualtyResult(zone, card, CasualtyOutcome.CARD_LOST, expl)
    if variant.no_card_result is CasualtyOutcome.TOKEN_REMOVED:
        expl.add(say("cards.no_card_removed", unit=unit_label(kind, squad)), variant.cite("casualties"))
    else:
        expl.add(say("cards.no_card_routed", unit=unit_label(kind, squad)), variant.cite("casualties"))
        expl.add(say("cards.rout_push"), variant.cite("rout"))
    return CasualtyResult(None, None, variant.no_card_result, expl)


def start_round(variant: Variant, position: Position, rng: random.Random | None = None) -> Explanation:
    """Phase 1 of a round: both players draw 4 cards (reshuffling the discard pile when needed)."""
    expl = Explanation()
    for side in position.sides:
        drawn = draw(position.cards[side], HAND_SIZE, rng)
        expl.add(say("cards.drawn_four", side=side, n=len(drawn)), variant.cite("draw"))
    return expl


def resolve_initiative(variant: Variant, position: Position, chosen: dict[Side, Card]) -> tuple[Side, Explanation]:
    """Both reveal one card; higher initiative takes the token, a tie leaves it.  Both cards are discarded."""
    expl = Explanation()
    a, b = position.sides
    ca, cb = chosen[a], chosen[b]
    for side, card in chosen.items():
        if card not in position.cards[side].hand:
            raise IllegalActionError(say("refuse.card_not_in_hand", card=card.name, side=side),
                                     variant.cite("initiative"))
    if ca.initiative != cb.initiative:
        winner, high, low = (a, ca.initiative, cb.initiative) if ca.initiative > cb.initiative else (
            b, cb.initiative, ca.initiative)
        position.initiative = winner
        expl.add(say("cards.initiative_won", high=high, low=low, side=winner), variant.cite("initiative"))
    else:
        expl.add(say("cards.initiative_tie", value=ca.initiative, side=position.initiative),
                 variant.cite("initiative"))
    for side, card in chosen.items():
        pc = position.cards[side]
        pc.hand.remove(card)
        pc.discard.append(card)
    expl.add(say("cards.initiative_discarded"), variant.cite("initiative"))
    position.to_move = position.initiative
    return position.initiative, expl


def end_turn(position: Position, side: Side) -> None:
    """Cards left in hand and all played cards go to the discard pile; cards are never kept."""
    pc = position.cards[side]
    pc.discard.extend(pc.hand)
    pc.discard.extend(pc.play_area)
    pc.hand.clear()
    pc.play_area.clear()
