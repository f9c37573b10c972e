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
from engine.undaunted.facts import CardName, CardTier
from engine.undaunted.model import Card
from engine.undaunted.presentation import say, unit_label
from engine.undaunted.variants import STALINGRAD

REPLACED_BY_RESERVISTS = frozenset({CardName.RIFLEMEN, CardName.SCOUTS, CardName.MACHINE_GUNNERS})
UPGRADES_PER_SCENARIO = 2


def permanent_losses_to_draw(casualties: int) -> int:
    """The casualty table: 0 → 0, 1–4 → 1, 5–9 → 2, 10 and more → 3."""
    if casualties < 0:
        raise ValueError("the number of casualties must not be negative")
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
        raise ValueError(f"a card code looks like S-P-009, not {code}")
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
    out.explanation.add(say("campaign.draw_losses", n=len(pile), draw=to_draw), v.cite("casualty_table"))
    rng.shuffle(pile)
    while pile and len(out.permanent) < to_draw:
        card = pile.pop(0)
        if card.tier is CardTier.RESERVIST:
            out.returned_reservists.append(card)
            out.explanation.add(say("campaign.reservist_back", card=unit_label(card.name, card.squad)),
                                v.cite("casualty_phase"))
            continue
        out.permanent.append(card)
        if card.name in REPLACED_BY_RESERVISTS and card.code:
            code = replacement_code(card.code, "R")
            out.replacements.append(code)
            out.explanation.add(say("campaign.replaced", card=unit_label(card.name, card.squad), code=card.code,
                                    new=code), v.cite("reservists"))
        else:
            out.explanation.add(say("campaign.not_replaced", card=unit_label(card.name, card.squad)),
                                v.cite("casualty_phase"))
    if len(out.permanent) < to_draw:
        out.explanation.add(say("campaign.pile_short"), v.cite("casualty_phase"))
    return out


def upgrade_candidates(cards: list[Card]) -> list[Card]:
    """Only ordinary unit cards can be upgraded."""
    return [c for c in cards if c.is_unit_card and c.tier is CardTier.REGULAR]


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
        if card.is_unit_card and card.tier is CardTier.REGULAR and card.code:
            chosen.append((card, replacement_code(card.code, "V")))
    for card, code in chosen:
        expl.add(say("campaign.upgraded", card=unit_label(card.name, card.squad), code=card.code, new=code),
                 v.cite("upgrade_phase"))
    if len(chosen) < UPGRADES_PER_SCENARIO:
        expl.add(say("campaign.few_upgrades"), v.cite("upgrade_phase"))
    return chosen, expl


def next_tile_code(code: str) -> str:
    """``109-A`` -> ``109-B``: the tile that replaces a fortified or damaged one."""
    number, _, letter = code.rpartition("-")
    if not number or len(letter) != 1 or not letter.isalpha():
        raise ValueError(f"a tile code looks like 109-A, not {code}")
    return f"{number}-{chr(ord(letter.upper()) + 1)}"
