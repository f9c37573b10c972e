"""Card zones: drawing with reshuffle, casualty search, the round's card phases."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.explain import Explanation, IllegalActionError
from engine.undaunted.model import Card, PlayerCards, Position, Side
from engine.undaunted.names import unit_name
from engine.undaunted.variants import Variant

ZONE_NAMES = {
    "play_area": "z herní oblasti",
    "hand": "z ruky",
    "discard": "z odhazovacího balíčku",
    "deck": "z dobíracího balíčku",
}
ZONE_NAMES_N = {**ZONE_NAMES, "play_area": "ze stolu"}

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
    zone: str | None  # where the card was found; None: no card
    card: Card | None
    outcome: str  # "karta" | "odstraněn" | "rozprášena"
    explanation: Explanation


def _matches(card: Card, kind: str, squad: str | None) -> bool:
    return card.name == kind and card.squad == squad


def casualty_search(
    variant: Variant,
    cards: PlayerCards,
    kind: str,
    squad: str | None,
    rng: random.Random | None = None,
    *,
    apply: bool = True,
) -> CasualtyResult:
    """Find and remove one card of the hit unit in the game's order (never from the reserve)."""
    expl = Explanation()
    names = ZONE_NAMES_N if variant.game == "normandie" else ZONE_NAMES
    label = unit_name(kind) + (f" {squad}" if squad else "")
    destination = "vyřadí ze hry" if variant.game == "normandie" else "odloží do balíčku ztrát"
    for zone in variant.casualty_order:
        pile = cards.zone(zone)
        for index, card in enumerate(pile):
            if _matches(card, kind, squad):
                text = (
                    f"Kartu {label} hráč {destination} {names[zone]} (pořadí hledání: "
                    + ", ".join(names[z] for z in variant.casualty_order)
                    + ")"
                )
                if apply:
                    pile.pop(index)
                    cards.casualties.append(card)
                if zone == "deck":
                    text += "; poté dobírací balíček zamíchá"
                    if apply and rng is not None:
                        rng.shuffle(cards.deck)
                expl.add(text, variant.cite("casualties"))
                return CasualtyResult(zone, card, "karta", expl)
    if variant.game == "normandie":
        expl.add(
            f"Žádná karta {label} v ruce, odhazovacím ani dobíracím balíčku: žeton jednotky se odstraní "
            "z herního plánu; ze zálohy se karta nevyřazuje",
            variant.cite("casualties"),
        )
        return CasualtyResult(None, None, "odstraněn", expl)
    expl.add(
        f"Žádná karta {label} v herní oblasti, ruce, odhazovacím ani dobíracím balíčku: jednotka je "
        "rozprášena (žeton rozprášení); žeton zůstává na herním plánu",
        variant.cite("casualties"),
    )
    expl.add(
        "Útočník ji smí přesunout na sousedící pole, které vlastník zasažené jednotky propátral nebo ovládá; "
        "jednotku pod palbou přitom otočí stranou připraveni",
        variant.cite("rout"),
    )
    return CasualtyResult(None, None, "rozprášena", expl)


def start_round(variant: Variant, position: Position, rng: random.Random | None = None) -> Explanation:
    """Phase 1 of a round: both players draw 4 cards (reshuffling the discard pile when needed)."""
    expl = Explanation()
    for side in position.sides:
        drawn = draw(position.cards[side], HAND_SIZE, rng)
        expl.add(f"{side}: dobráno {len(drawn)} ze 4 karet", variant.cite("draw"))
    return expl


def resolve_initiative(variant: Variant, position: Position, chosen: dict[Side, Card]) -> tuple[Side, Explanation]:
    """Both reveal one card; higher initiative takes the token, a tie leaves it.  Both cards are discarded."""
    expl = Explanation()
    a, b = position.sides
    ca, cb = chosen[a], chosen[b]
    for side, card in chosen.items():
        hand = position.cards[side].hand
        if card not in hand:
            raise IllegalActionError(f"Karta {card.label} není v ruce hráče {side}", variant.cite("initiative"))
    if ca.initiative > cb.initiative:
        position.initiative = a
        expl.add(f"Iniciativa {ca.initiative} > {cb.initiative}: iniciativu má {a}", variant.cite("initiative"))
    elif cb.initiative > ca.initiative:
        position.initiative = b
        expl.add(f"Iniciativa {cb.initiative} > {ca.initiative}: iniciativu má {b}", variant.cite("initiative"))
    else:
        expl.add(
            f"Shoda ({ca.initiative}): iniciativa se nemění, žeton zůstává ({position.initiative})",
            variant.cite("initiative"),
        )
    for side, card in chosen.items():
        pc = position.cards[side]
        pc.hand.remove(card)
        pc.discard.append(card)
    expl.add("Obě vybrané karty jdou rovnou do odhazovacích balíčků (nevykládají se)", variant.cite("initiative"))
    position.to_move = position.initiative
    return position.initiative, expl


def end_turn(position: Position, side: Side) -> None:
    """Cards left in hand and all played cards go to the discard pile; cards are never kept."""
    pc = position.cards[side]
    pc.discard.extend(pc.hand)
    pc.discard.extend(pc.play_area)
    pc.hand.clear()
    pc.play_area.clear()
