"""Exact odds of Odhodlaní combat (both games roll the same way).

The dice are d10 with faces 0–9.  A die succeeds when it shows a number equal to
or higher than the total defense; 0 always succeeds (000 *Hod kostkami*, 003
*Hod kostkami*).  One success or more is one hit: the action causes exactly one
casualty or one suppression, however many dice succeed.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from engine.probability import Distribution, at_least_one, binomial
from engine.undaunted.model import CasualtyOutcome

FACES = tuple(range(10))


def die_succeeds(roll: int, total_defense: int) -> bool:
    """One die: success on ``roll >= total_defense``, and always on 0."""
    if roll not in FACES:
        raise ValueError(f"a d10 shows 0-9, not {roll}")
    return roll == 0 or roll >= total_defense


@lru_cache(maxsize=256)
def p_success_per_die(total_defense: int) -> Fraction:
    """P(one d10 succeeds) against ``total_defense``: faces >= defense, plus the 0."""
    return Fraction(sum(1 for face in FACES if die_succeeds(face, total_defense)), len(FACES))


@lru_cache(maxsize=1024)
def p_hit(dice: int, total_defense: int) -> Fraction:
    """P(the action succeeds) = P(at least one of ``dice`` dice succeeds)."""
    if dice < 0:
        raise ValueError("the number of dice must not be negative")
    return at_least_one(dice, p_success_per_die(total_defense))


def successes_distribution(dice: int, total_defense: int) -> Distribution:
    """Exact distribution of the number of succeeding dice (0..dice)."""
    return binomial(dice, p_success_per_die(total_defense))


def hits_distribution(dice: int, total_defense: int) -> Distribution:
    """Exact distribution of hits caused: 0 or 1 (several successes are still one hit)."""
    p = p_hit(dice, total_defense)
    return {0: 1 - p, 1: p}


def expected_hits(dice: int, total_defense: int) -> Fraction:
    return p_hit(dice, total_defense)


def casualty_outcomes(
    dice: int,
    total_defense: int,
    *,
    cards_left: int,
    no_card_result: CasualtyOutcome,
) -> dict[CasualtyOutcome, Fraction]:
    """Distribution of what one attack does to a unit token.

    ``cards_left`` is the number of the unit's cards the owner can still lose
    (Normandie: hand + discard + draw deck, never the reserve; Stalingrad: play
    area + hand + discard + draw deck); ``no_card_result`` what happens without one
    (Normandie: the token is removed; Stalingrad: the unit is routed, again if it was).
    """
    if cards_left < 0:
        raise ValueError("cards_left must not be negative")
    p = p_hit(dice, total_defense)
    outcomes = {CasualtyOutcome.NO_EFFECT: 1 - p}
    outcomes[CasualtyOutcome.CARD_LOST if cards_left > 0 else no_card_result] = p
    return outcomes


def p_removed_or_routed(dice: int, total_defense: int, *, cards_left: int) -> Fraction:
    """P(this attack removes (Normandie) or routs (Stalingrad) the unit): only when no card is left."""
    return p_hit(dice, total_defense) if cards_left == 0 else Fraction(0)


def p_suppressed(dice: int, total_defense: int, *, already_suppressed: bool, tank: bool = False) -> Fraction:
    """P(krycí palba puts the unit under fire): nothing changes for a suppressed unit or a tank."""
    if already_suppressed or tank:
        return Fraction(0)
    return p_hit(dice, total_defense)


def hit_table(dice_range: range = range(1, 6), defense_range: range = range(2, 13)) -> dict[int, dict[int, Fraction]]:
    """``table[dice][defense] = p_hit``: the printed sheets tabulate 1–5 dice vs defense 2–12."""
    return {n: {d: p_hit(n, d) for d in defense_range} for n in dice_range}
