"""Exact probability helpers (``fractions.Fraction``), shared by the engines."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from math import comb
from typing import TypeAlias, TypeVar

Distribution: TypeAlias = dict[int, Fraction]
K = TypeVar("K")


def binomial(n: int, p: Fraction) -> Distribution:
    """Exact distribution of the number of successes of ``n`` independent trials."""
    if n < 0:
        raise ValueError("n must be >= 0")
    if not 0 <= p <= 1:
        raise ValueError("p must lie in [0, 1]")
    return {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}


def at_least_one(n: int, p: Fraction) -> Fraction:
    """P(at least one success in ``n`` trials)."""
    return 1 - (1 - p) ** n


def expected(dist: Mapping[int, Fraction]) -> Fraction:
    return sum((k * pk for k, pk in dist.items()), Fraction(0))


def total(probabilities: Iterable[Fraction]) -> Fraction:
    return sum(probabilities, Fraction(0))


def as_list(dist: Mapping[int, Fraction]) -> list[Fraction]:
    """Dense list ``[P(0), P(1), …, P(max)]``."""
    top = max(dist) if dist else 0
    return [dist.get(k, Fraction(0)) for k in range(top + 1)]
