"""Exact odds: greedy spread of the modifier vs. trying every split, and a seeded simulation."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.generalove import odds


@pytest.mark.parametrize(
    ("modifier", "expected"),
    [
        (-4, Fraction(0)),
        (-3, Fraction(0)),
        (-2, Fraction(1, 6)),
        (-1, Fraction(1, 3)),
        (0, Fraction(1, 2)),
        (1, Fraction(2, 3)),
        (2, Fraction(5, 6)),
        (3, Fraction(1)),
        (5, Fraction(1)),
    ],
)
def test_single_die(modifier: int, expected: Fraction) -> None:
    assert odds.p_hit_single(modifier) == expected
    assert odds.hit_distribution(1, modifier)[1] == expected


def test_single_die_minus_one_needs_five() -> None:
    # The manual: the opponent subtracts the penalty; a hit is 4 or more after it, so −1 needs a 5.
    assert odds.min_roll(-1) == 5
    assert odds.p_hit_single(-1) == Fraction(1, 3)
    assert odds.min_roll(-3) is None
    assert odds.min_roll(4) == 1


@pytest.mark.parametrize("dice", range(1, 6))
@pytest.mark.parametrize("modifier", range(-3, 4))
def test_greedy_equals_enumeration_for_every_roll(dice: int, modifier: int) -> None:
    for faces in combinations_with_replacement(odds.FACES, dice):
        assert odds.hits_greedy(faces, modifier) == odds.hits_by_enumeration(faces, modifier), faces


@pytest.mark.parametrize("dice", range(1, 4))
@pytest.mark.parametrize("modifier", [-9, -8, -7, -6, -5, -4, 4, 5, 6, 7, 8, 9])
def test_greedy_equals_enumeration_large_modifiers(dice: int, modifier: int) -> None:
    for faces in combinations_with_replacement(odds.FACES, dice):
        assert odds.hits_greedy(faces, modifier) == odds.hits_by_enumeration(faces, modifier), faces


@pytest.mark.parametrize("dice", range(1, 5))
@pytest.mark.parametrize("modifier", range(-3, 4))
def test_distribution_matches_ordered_enumeration(dice: int, modifier: int) -> None:
    fast = odds.hit_distribution(dice, modifier)
    slow = odds.hit_distribution_enumerated(dice, modifier)
    assert fast == slow
    assert sum(fast.values()) == 1


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=6), st.integers(-7, 7))
def test_greedy_property(faces: list[int], modifier: int) -> None:
    assert odds.hits_greedy(faces, modifier) == odds.hits_by_enumeration(faces, modifier)


def test_bonus_never_hurts_and_penalty_never_helps() -> None:
    for dice in range(1, 7):
        means = [odds.expected_hits(dice, m) for m in range(-6, 7)]
        assert means == sorted(means)


def test_known_values() -> None:
    # two dice, +1: miss only when both dice are below 3, or one below 3 and the other below 4… computed by hand:
    # P(0 hits) = P(both dice in {1,2}) = 4/36 (a 3 can be lifted to 4 by the +1)
    dist = odds.hit_distribution(2, 1)
    assert dist[0] == Fraction(4, 36)
    # with −1 the opponent cancels one hit showing 4: P(2 hits) = P(both ≥ 4 and no 4 among them) = 4/36
    assert odds.hit_distribution(2, -1)[2] == Fraction(4, 36)


def test_monte_carlo_within_three_standard_errors() -> None:
    rng = random.Random(20261123)
    trials = 20_000
    for dice, modifier in ((3, -2), (2, 2)):
        exact = odds.hit_distribution(dice, modifier)
        counts = dict.fromkeys(exact, 0)
        for _ in range(trials):
            faces = [rng.randint(1, 6) for _ in range(dice)]
            counts[odds.hits_by_enumeration(faces, modifier)] += 1
        for k, p in exact.items():
            freq = counts[k] / trials
            se = (float(p) * (1 - float(p)) / trials) ** 0.5
            assert abs(freq - float(p)) <= 3 * se + 1e-12, (dice, modifier, k, freq, float(p))


def test_hit_table_shape() -> None:
    table = odds.hit_table(3)
    assert set(table) == {(n, m) for n in range(1, 4) for m in range(-3, 4)}
    for (n, _), dist in table.items():
        assert set(dist) == set(range(n + 1))


@pytest.mark.parametrize("dice", range(1, 5))
@pytest.mark.parametrize("modifier", range(-4, 5))
def test_allocation_is_optimal_and_spends_the_modifier(dice: int, modifier: int) -> None:
    for faces in combinations_with_replacement(odds.FACES, dice):
        split = odds.allocate(faces, modifier)
        assert sum(split) == modifier
        assert all(a * modifier >= 0 for a in split)
        hits = sum(1 for f, a in zip(faces, split, strict=True) if f + a >= odds.HIT_THRESHOLD)
        assert hits == odds.hits_by_enumeration(faces, modifier)
