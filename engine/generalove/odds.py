"""Exact combat odds for Generálové.

Rules used (chapter *Boj*, step 2 "Bojový hod"): one die per unit; after the
roll the summed modifier is applied — a positive one (bonus) is spread over the
roller's dice by the roller, a negative one (penalty) by the opponent, in any
split; every die showing 4 or more after modification is a hit.  The manual
never names the dice; we assume ordinary six-sided dice (d6), as the engine's
answers say.

Because the spread is chosen after the dice are seen, the roller maximises and
the opponent minimises the number of hits.  Two independent computations:

* ``hits_by_enumeration`` tries every split of the modifier over the dice;
* ``hits_greedy`` spends the modifier on the cheapest dice first (a die that
  misses by ``k`` pips costs ``k`` to turn into a hit; a hit showing ``v``
  costs ``v - 3`` to turn into a miss).  Choosing the cheapest conversions
  first maximises the number of conversions for a fixed budget; the tests
  check it against the enumeration.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

from engine.probability import Distribution

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
HIT_THRESHOLD = 4


def _check(dice: int) -> None:
    if dice < 0:
        raise ValueError("the number of dice cannot be negative")


def min_roll(modifier: int) -> int | None:
    """Smallest face that hits on one die carrying the whole modifier; None if no face hits."""
    need = HIT_THRESHOLD - modifier
    if need > max(FACES):
        return None
    return max(need, min(FACES))


def p_hit_single(modifier: int) -> Fraction:
    """P(hit) of one die carrying the whole net modifier (e.g. −1 → needs 5+ → 1/3)."""
    hits = sum(1 for face in FACES if face + modifier >= HIT_THRESHOLD)
    return Fraction(hits, len(FACES))


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to split ``total`` into ``parts`` ordered non-negative integers."""
    if parts == 0:
        if total == 0:
            yield ()
        return
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def hits_by_enumeration(faces: Sequence[int], modifier: int) -> int:
    """Hits after the best spread, found by trying every split of the modifier."""
    if not faces:
        return 0
    sign = 1 if modifier >= 0 else -1
    results = (
        sum(1 for face, extra in zip(faces, split, strict=True) if face + sign * extra >= HIT_THRESHOLD)
        for split in _compositions(abs(modifier), len(faces))
    )
    return max(results) if modifier >= 0 else min(results)


def hits_greedy(faces: Sequence[int], modifier: int) -> int:
    """Hits after the best spread, by spending the modifier on the cheapest dice first."""
    hits = sum(1 for face in faces if face >= HIT_THRESHOLD)
    budget = abs(modifier)
    if modifier > 0:
        costs = sorted(HIT_THRESHOLD - face for face in faces if face < HIT_THRESHOLD)
        step = 1
    elif modifier < 0:
        costs = sorted(face - (HIT_THRESHOLD - 1) for face in faces if face >= HIT_THRESHOLD)
        step = -1
    else:
        return hits
    for cost in costs:
        if cost > budget:
            break
        budget -= cost
        hits += step
    return hits


def allocate(faces: Sequence[int], modifier: int) -> list[int]:
    """The optimal split of ``modifier`` over ``faces`` (same order as ``faces``), by the greedy rule.

    Bonus: the roller lifts the misses closest to 4 first; penalty: the opponent
    pushes the hits closest to 3 below 4 first.  Leftover points go to the first
    die (they change nothing).
    """
    split = [0] * len(faces)
    budget = abs(modifier)
    if modifier > 0:
        order = sorted((HIT_THRESHOLD - f, i) for i, f in enumerate(faces) if f < HIT_THRESHOLD)
    elif modifier < 0:
        order = sorted((f - (HIT_THRESHOLD - 1), i) for i, f in enumerate(faces) if f >= HIT_THRESHOLD)
    else:
        return split
    for cost, index in order:
        if cost > budget:
            break
        split[index] = cost
        budget -= cost
    if budget and split:
        split[0] += budget
    sign = 1 if modifier > 0 else -1
    return [sign * x for x in split]


def _multisets(dice: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Sorted outcomes of ``dice`` d6 with the number of ordered rolls giving each."""
    for faces in combinations_with_replacement(FACES, dice):
        ways = factorial(dice)
        for face in FACES:
            ways //= factorial(faces.count(face))
        yield faces, ways


@cache
def _hit_counts(dice: int, modifier: int) -> tuple[int, ...]:
    counts = [0] * (dice + 1)
    for faces, ways in _multisets(dice):
        counts[hits_greedy(faces, modifier)] += ways
    return tuple(counts)


def hit_distribution(dice: int, modifier: int) -> Distribution:
    """Exact distribution {hits: probability} of ``dice`` d6 with the net ``modifier`` spread optimally."""
    _check(dice)
    total = len(FACES) ** dice
    return {k: Fraction(c, total) for k, c in enumerate(_hit_counts(dice, modifier))}


def hit_distribution_enumerated(dice: int, modifier: int) -> Distribution:
    """Same as :func:`hit_distribution`, over every ordered roll and every split (slow; for tests)."""
    _check(dice)
    total = len(FACES) ** dice
    counts: dict[int, int] = {k: 0 for k in range(dice + 1)}
    for faces in product(FACES, repeat=dice):
        counts[hits_by_enumeration(faces, modifier)] += 1
    return {k: Fraction(c, total) for k, c in counts.items()}


def p_at_least(dist: Distribution, hits: int) -> Fraction:
    return sum((p for k, p in dist.items() if k >= hits), Fraction(0))


def expected_hits(dice: int, modifier: int) -> Fraction:
    return sum((k * p for k, p in hit_distribution(dice, modifier).items()), Fraction(0))


def hit_table(max_dice: int, modifiers: Sequence[int] = range(-3, 4)) -> dict[tuple[int, int], Distribution]:
    """Distributions for 1..``max_dice`` dice and each modifier (for the printed sheets)."""
    return {(n, m): hit_distribution(n, m) for n in range(1, max_dice + 1) for m in modifiers}
