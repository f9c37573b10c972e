"""Exact odds against enumeration by hand and a fixed-seed Monte-Carlo simulation (within 3 standard errors)."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest

from engine.memoir44 import odds
from engine.memoir44.components import DIE_FACES, Face, Kind, Side, hits_target
from engine.memoir44.maps import H, pos, unit
from engine.memoir44.resolution import resolve

FACES = [f for f, n in DIE_FACES.items() for _ in range(n)]


def test_die_is_the_recorded_component_fact() -> None:
    assert len(FACES) == 6
    assert FACES.count(Face.INFANTRY) == 2
    assert all(FACES.count(f) == 1 for f in (Face.ARMOUR, Face.GRENADE, Face.STAR, Face.FLAG))


def test_single_die_probabilities() -> None:
    assert odds.p_face(Kind.INFANTRY) == Fraction(1, 2)
    assert odds.p_face(Kind.ARMOUR) == Fraction(1, 3)
    assert odds.p_face(Kind.ARTILLERY) == Fraction(1, 6)
    assert odds.p_face(Kind.ARTILLERY, stars_hit=True) == Fraction(1, 3)
    assert odds.die_outcome(Kind.INFANTRY) == (Fraction(1, 2), Fraction(1, 6), Fraction(1, 3))


def test_known_values() -> None:
    # two dice against infantry in a forest (worked example): P(>=1 hit) = 3/4, E = 1
    assert odds.p_at_least_one_hit(2, Kind.INFANTRY) == Fraction(3, 4)
    assert odds.expected_hits(2, Kind.INFANTRY) == 1
    assert odds.expected_hits(3, Kind.ARMOUR) == 1
    assert odds.p_at_least_one_flag(1) == Fraction(1, 6)
    assert odds.p_at_least_one_flag(2) == Fraction(11, 36)
    assert odds.hits_distribution(1, Kind.ARTILLERY) == {0: Fraction(5, 6), 1: Fraction(1, 6)}


@pytest.mark.parametrize("n", range(0, 6))
@pytest.mark.parametrize("kind", list(Kind))
def test_joint_distribution_matches_enumeration(n: int, kind: Kind) -> None:
    joint = odds.hits_and_flags(n, kind)
    assert sum(joint.values()) == 1
    counted: dict[tuple[int, int], int] = {}
    # enumerate all 6**n faces combinations (n <= 5)
    for idx in range(6**n):
        h = f = 0
        for _ in range(n):
            face = FACES[idx % 6]
            idx //= 6
            h += hits_target(face, kind)
            f += face is Face.FLAG
        counted[(h, f)] = counted.get((h, f), 0) + 1
    assert joint == {k: Fraction(v, 6**n) for k, v in counted.items()}


def test_losses_distribution_and_retreat() -> None:
    d = odds.losses_distribution(1, Kind.INFANTRY, figures=4, retreat_room=0)
    assert d == {0: Fraction(1, 3), 1: Fraction(2, 3)}  # a hit or an unretreatable flag both cost a figure
    free = odds.losses_distribution(1, Kind.INFANTRY, figures=4, retreat_room=1)
    assert free == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    ignore = odds.losses_distribution(1, Kind.INFANTRY, figures=4, retreat_room=0, ignore_flags=1)
    assert ignore == free
    assert odds.p_retreat(1, Kind.INFANTRY, 4) == Fraction(1, 6)
    for n in range(1, 5):
        assert sum(odds.losses_distribution(n, Kind.ARMOUR, 3, 1).values()) == 1


def test_sheet_table_rows() -> None:
    rows = odds.sheet_table()
    assert len(rows) == 12
    first = rows[0]
    assert first["dice"] == 1 and first["expected_hits"] == Fraction(1, 2)


def _within_3_se(p: Fraction, hits: int, n: int) -> bool:
    est = hits / n
    se = math.sqrt(float(p) * (1 - float(p)) / n)
    return abs(est - float(p)) <= 3 * se + 1e-12


@pytest.mark.parametrize(("n", "kind"), [(1, Kind.INFANTRY), (2, Kind.ARMOUR), (3, Kind.INFANTRY),
                                         (4, Kind.ARTILLERY)])
def test_monte_carlo_joint_distribution(n: int, kind: Kind) -> None:
    rng = random.Random(44 + n)
    trials = 20000
    counts: dict[tuple[int, int], int] = {}
    for _ in range(trials):
        roll = [rng.choice(FACES) for _ in range(n)]
        key = (sum(hits_target(f, kind) for f in roll), sum(f is Face.FLAG for f in roll))
        counts[key] = counts.get(key, 0) + 1
    for key, p in odds.hits_and_flags(n, kind).items():
        assert _within_3_se(p, counts.get(key, 0), trials), (key, p, counts.get(key, 0))


def test_monte_carlo_losses_on_a_board_with_a_blocked_retreat() -> None:
    # Axis infantry on E5 with one retreat hex open (F4) and the next row closed: room 1.
    p = pos({"E4": "river", "E3": "river", "F3": "river"}, {"E6": unit("armour"), "E5": unit("infantry", Side.AXIS)})
    exact = odds.battle_odds(p, H("E6"), H("E5"))
    assert exact.dice == 3 and exact.retreat_room == 1
    rng = random.Random(1944)
    trials = 20000
    counts: dict[int, int] = {}
    for _ in range(trials):
        roll = [rng.choice(FACES) for _ in range(exact.dice)]
        hits = sum(hits_target(f, Kind.INFANTRY) for f in roll)
        flags = sum(f is Face.FLAG for f in roll)
        lost = resolve(p, H("E5"), hits, flags).losses
        counts[lost] = counts.get(lost, 0) + 1
    assert sum(exact.losses.values()) == 1
    for k, pk in exact.losses.items():
        assert _within_3_se(pk, counts.get(k, 0), trials), (k, pk, counts.get(k, 0))
