"""Stalingrad campaign events (003 *Události v kampani*, *Přeměna města Stalingrad*).

Casualty phase: the number of cards in the casualty pile decides how many
permanent losses are drawn (0 → 0, 1–4 → 1, 5–9 → 2, 10+ → 3); reservist cards
drawn go back and are redrawn; every lost střelec, pátrač or kulometčík is
replaced by the reservist card with the same number (S-P-009 → S-R-009).
Upgrade phase: two ordinary unit cards (not upgrades, reservists, command or fog
cards) are replaced by the upgrade with the same number (S-P-009 → S-V-009).
City: fortifying turns tile ``n-A`` into ``n-B``; a damaged building moves to the
next letter, and a damaged building can be destroyed (next letter again).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.explain import Explanation
from engine.undaunted.model import Card
from engine.undaunted.names import cards_acc
from engine.undaunted.variants import STALINGRAD

REPLACED_BY_RESERVISTS = frozenset({"strelci", "patraci", "kulometcici"})
UPGRADES_PER_SCENARIO = 2


def permanent_losses_to_draw(casualties: int) -> int:
    """The casualty table: 0 → 0, 1–4 → 1, 5–9 → 2, 10 and more → 3."""
    if casualties < 0:
        raise ValueError("počet ztrát nesmí být záporný")
    if casualties == 0:
        return 0
    if casualties <= 4:
        return 1
    if casualties <= 9:
        return 2
    return 3


def replacement_code(code: str, letter: str) -> str:
    """``S-P-009`` with letter ``R`` -> ``S-R-009`` (same side and number, other deck)."""
    parts = code.split("-")
    if len(parts) != 3:
        raise ValueError(f"označení karty má tvar S-P-009, ne {code}")
    return f"{parts[0]}-{letter}-{parts[2]}"


@dataclass
class CasualtyPhase:
    permanent: list[Card] = field(default_factory=list)
    returned_reservists: list[Card] = field(default_factory=list)
    replacements: list[str] = field(default_factory=list)  # codes of the reservist cards to add
    explanation: Explanation = field(default_factory=Explanation)


def casualty_phase(casualty_pile: list[Card], rng: random.Random) -> CasualtyPhase:
    """Shuffle the casualty pile and draw the permanent losses (never reservists)."""
    v = STALINGRAD
    out = CasualtyPhase()
    pile = list(casualty_pile)
    to_draw = permanent_losses_to_draw(len(pile))
    out.explanation.add(f"Ztrát {len(pile)}: dobírá se {cards_acc(to_draw)} trvalých ztrát", v.cite("casualty_table"))
    rng.shuffle(pile)
    while pile and len(out.permanent) < to_draw:
        card = pile.pop(0)
        if card.tier == "rezervista":
            out.returned_reservists.append(card)
            out.explanation.add(
                f"Karta rezervisty {card.label} se vrací do zálohy, dobírá se další", v.cite("casualty_phase")
            )
            continue
        out.permanent.append(card)
        if card.name in REPLACED_BY_RESERVISTS and card.code:
            code = replacement_code(card.code, "R")
            out.replacements.append(code)
            out.explanation.add(
                f"Trvalá ztráta {card.label} ({card.code}) se nahradí kartou rezervisty {code}", v.cite("reservists")
            )
        else:
            out.explanation.add(
                f"Trvalá ztráta {card.label}: tato karta se ničím nenahrazuje", v.cite("casualty_phase")
            )
    if len(out.permanent) < to_draw:
        out.explanation.add("V balíčku ztrát nezbylo dost karet: dobráno tolik, kolik šlo", v.cite("casualty_phase"))
    return out


def upgrade_candidates(cards: list[Card]) -> list[Card]:
    """Only ordinary unit cards can be upgraded."""
    return [c for c in cards if c.is_unit_card and c.tier == "běžná"]


def upgrade_phase(all_cards: list[Card], rng: random.Random) -> tuple[list[tuple[Card, str]], Explanation]:
    """Shuffle every card of the scenario and draw two ordinary unit cards to upgrade (S-P-n -> S-V-n)."""
    v = STALINGRAD
    expl = Explanation()
    pile = list(all_cards)
    rng.shuffle(pile)
    chosen: list[tuple[Card, str]] = []
    for card in pile:
        if len(chosen) == UPGRADES_PER_SCENARIO:
            break
        if card.is_unit_card and card.tier == "běžná" and card.code:
            chosen.append((card, replacement_code(card.code, "V")))
    for card, code in chosen:
        expl.add(f"Karta {card.label} ({card.code}) se vylepší na {code}", v.cite("upgrade_phase"))
    if len(chosen) < UPGRADES_PER_SCENARIO:
        expl.add("Vylepšit šlo méně karet, než je obvyklé (jen běžné karty mužstva)", v.cite("upgrade_phase"))
    return chosen, expl


def next_tile_code(code: str) -> str:
    """``109-A`` -> ``109-B``: the tile that replaces a fortified or damaged one."""
    number, _, letter = code.rpartition("-")
    if not number or len(letter) != 1 or not letter.isalpha():
        raise ValueError(f"označení dílku má tvar 109-A, ne {code}")
    return f"{number}-{chr(ord(letter.upper()) + 1)}"
