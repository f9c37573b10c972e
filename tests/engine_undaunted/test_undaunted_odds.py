"""Exact odds against enumeration and a seeded Monte-Carlo simulation."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from engine.undaunted.model import CasualtyOutcome
from engine.undaunted.odds import (
    casualty_outcomes,
    die_succeeds,
    hit_table,
    hits_distribution,
    p_hit,
    p_removed_or_routed,
    p_success_per_die,
    p_suppressed,
    successes_distribution,
)
from engine.undaunted.variants import VARIANTS


@pytest.mark.parametrize(
    ("defense", "expected"),
    [
        (0, 1),
        (1, 1),
        (2, Fraction(9, 10)),
        (6, Fraction(1, 2)),
        (8, Fraction(3, 10)),
        (9, Fraction(1, 5)),
        (10, Fraction(1, 10)),
        (15, Fraction(1, 10)),
    ],
)
def test_per_die(defense: int, expected: Fraction) -> None:
    assert p_success_per_die(defense) == expected


def test_zero_always_succeeds_and_faces_checked() -> None:
    assert die_succeeds(0, 12)
    assert not die_succeeds(9, 10)
    with pytest.raises(ValueError):
        die_succeeds(10, 5)


@pytest.mark.parametrize(("dice", "defense"), [(1, 6), (2, 8), (3, 9), (4, 9), (5, 12), (0, 5)])
def test_p_hit_matches_enumeration(dice: int, defense: int) -> None:
    good = [die_succeeds(face, defense) for face in range(10)]
    counts = [0] * (dice + 1)
    total = 0
    for roll in itertools.product(range(10), repeat=dice):
        counts[sum(good[r] for r in roll)] += 1
        total += 1
    assert p_hit(dice, defense) == Fraction(total - counts[0], total)
    dist = successes_distribution(dice, defense)
    assert sum(dist.values()) == 1
    for k, pk in dist.items():
        assert pk == Fraction(counts[k], total)


def test_known_values() -> None:
    assert p_hit(2, 8) == Fraction(51, 100)
    assert p_hit(4, 9) == Fraction(369, 625)
    assert p_hit(3, 9) == Fraction(61, 125)
    assert hits_distribution(2, 8) == {0: Fraction(49, 100), 1: Fraction(51, 100)}


def test_table_shape_for_sheets() -> None:
    table = hit_table()
    assert sorted(table) == [1, 2, 3, 4, 5]
    assert sorted(table[1]) == list(range(2, 13))
    for row in table.values():
        values = [row[d] for d in sorted(row)]
        assert values == sorted(values, reverse=True)


def test_casualty_outcomes_sum_to_one() -> None:
    for game, cards in (("normandie", 0), ("normandie", 2), ("stalingrad", 0), ("stalingrad", 1)):
        outcomes = casualty_outcomes(3, 8, cards_left=cards, no_card_result=VARIANTS[game].no_card_result)
        assert sum(outcomes.values()) == 1
    removed, routed = CasualtyOutcome.TOKEN_REMOVED, CasualtyOutcome.ROUTED
    assert removed in casualty_outcomes(1, 5, cards_left=0, no_card_result=VARIANTS["normandie"].no_card_result)
    assert routed in casualty_outcomes(1, 5, cards_left=0, no_card_result=VARIANTS["stalingrad"].no_card_result)
    assert p_removed_or_routed(2, 8, cards_left=1) == 0
    assert p_removed_or_routed(2, 8, cards_left=0) == Fraction(51, 100)
    assert p_suppressed(4, 9, already_suppressed=True) == 0
    assert p_suppressed(4, 9, already_suppressed=False, tank=True) == 0


def _within_3se(p: Fraction, hits: int, n: int) -> bool:
    se = math.sqrt(float(p) * (1 - float(p)) / n) or 1 / n
    return abs(hits / n - float(p)) <= 3 * se


@pytest.mark.parametrize(("dice", "defense"), [(1, 6), (2, 8), (3, 9), (4, 9), (5, 11)])
def test_monte_carlo_agrees(dice: int, defense: int) -> None:
    rng = random.Random(1944 + 10 * dice + defense)
    n = 20_000
    hits = 0
    per_die = 0
    counts = [0] * (dice + 1)
    for _ in range(n):
        roll = [rng.randrange(10) for _ in range(dice)]
        ok = [die_succeeds(r, defense) for r in roll]
        hits += any(ok)
        per_die += ok[0]
        counts[sum(ok)] += 1
    assert _within_3se(p_hit(dice, defense), hits, n)
    assert _within_3se(p_success_per_die(defense), per_die, n)
    dist = successes_distribution(dice, defense)
    for k in range(dice + 1):
        assert _within_3se(dist[k], counts[k], n)
    outcomes = casualty_outcomes(dice, defense, cards_left=0, no_card_result=CasualtyOutcome.ROUTED)
    assert _within_3se(outcomes[CasualtyOutcome.ROUTED], hits, n)
