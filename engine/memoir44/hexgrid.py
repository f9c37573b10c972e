"""Hex geometry in cube coordinates, knowing nothing of terrain.

Memoir '44 uses pointy-top hexes in horizontal rows.  The core is the cube
coordinate ``Hex(q, r, s)`` with ``q + r + s == 0`` (Red Blob Games'
convention); offset coordinates exist only at the edges (``board.py``).

Line of sight runs from hex centre to hex centre and is computed exactly
(rational arithmetic): the hexes whose interior the segment crosses — a
segment that crosses an edge at its midpoint crosses both hexes of that edge —
and, where the segment runs exactly along hex edges, the hexes on each side of
it.  Callers decide with both sides (Memoir '44 blocks a line along edges only
when hexes on *both* sides block).  ``trace`` (centre sampling with a nudge) is
the classic hex line drawing, kept for paths; it is not used for sight.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from typing import ClassVar


class Hex(tuple):
    """An immutable cube coordinate; rejects coordinates off the ``q + r + s == 0`` plane."""

    __slots__ = ()
    DIRECTIONS: ClassVar[tuple[tuple[int, int, int], ...]] = (
        (1, 0, -1),  # east
        (1, -1, 0),  # north-east
        (0, -1, 1),  # north-west
        (-1, 0, 1),  # west
        (-1, 1, 0),  # south-west
        (0, 1, -1),  # south-east
    )

    def __new__(cls, q: int, r: int, s: int | None = None) -> Hex:
        if s is None:
            s = -q - r
        if not (isinstance(q, int) and isinstance(r, int) and isinstance(s, int)):
            raise TypeError("hex coordinates must be integers")
        if q + r + s != 0:
            raise ValueError(f"not a cube coordinate: q + r + s = {q + r + s} (must be 0)")
        return tuple.__new__(cls, (q, r, s))

    @property
    def q(self) -> int:
        return self[0]

    @property
    def r(self) -> int:
        return self[1]

    @property
    def s(self) -> int:
        return self[2]

    def __add__(self, other: object) -> Hex:  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self[0] - other[0], self[1] - other[1])

    def __repr__(self) -> str:
        return f"Hex({self[0]}, {self[1]}, {self[2]})"

    def neighbour(self, direction: int) -> Hex:
        dq, dr, _ = Hex.DIRECTIONS[direction % 6]
        return Hex(self[0] + dq, self[1] + dr)

    def neighbours(self) -> tuple[Hex, ...]:
        q, r = self[0], self[1]
        return tuple(Hex(q + dq, r + dr) for dq, dr, _ in Hex.DIRECTIONS)

    def distance(self, other: Hex) -> int:
        return (abs(self[0] - other[0]) + abs(self[1] - other[1]) + abs(self[2] - other[2])) // 2


def distance(a: Hex, b: Hex) -> int:
    """Number of hex steps from ``a`` to ``b``."""
    return a.distance(b)


def neighbours(h: Hex, keep: Callable[[Hex], bool] | None = None) -> list[Hex]:
    """The six neighbours of ``h``, optionally only those for which ``keep`` is true."""
    return [n for n in h.neighbours() if keep is None or keep(n)]


def ring(center: Hex, radius: int) -> Iterator[Hex]:
    """Hexes at exactly ``radius`` steps from ``center``."""
    if radius == 0:
        yield center
        return
    h = Hex(center.q - radius, center.r + radius)  # start south-west
    for direction in range(6):
        for _ in range(radius):
            yield h
            h = h.neighbour(direction)


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """Hexes within ``radius`` steps, nearest first."""
    for k in range(radius + 1):
        yield from ring(center, k)


def _cube_round(fq: float, fr: float, fs: float) -> Hex:
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


# Nudge that moves a traced line off hex edges and corners; its negation moves it to the other side.
_NUDGE = (1e-6, 1e-6, -2e-6)


def trace(a: Hex, b: Hex, side: int = 1) -> tuple[Hex, ...]:
    """Hexes whose interior the straight centre-to-centre line from ``a`` to ``b`` crosses.

    ``side`` (+1 or -1) chooses on which side a line running exactly along hex
    edges is counted.  The result includes both ends and has ``distance + 1``
    hexes, each adjacent to the next.
    """
    n = a.distance(b)
    if n == 0:
        return (a,)
    eq, er, es = (side * x for x in _NUDGE)
    aq, ar, as_ = a[0] + eq, a[1] + er, a[2] + es
    bq, br, bs = b[0] + eq, b[1] + er, b[2] + es
    step = 1.0 / n
    return tuple(
        _cube_round(aq + (bq - aq) * i * step, ar + (br - ar) * i * step, as_ + (bs - as_) * i * step)
        for i in range(n + 1)
    )


def _open_interval(c: int, m: int) -> tuple[Fraction, Fraction] | None:
    """The ``t`` with ``-1 < c + m·t < 1`` (None when there is none), unbounded ends as ±2."""
    if m == 0:
        return (Fraction(-2), Fraction(2)) if -1 < c < 1 else None
    lo, hi = Fraction(-1 - c, m), Fraction(1 - c, m)
    return (lo, hi) if lo < hi else (hi, lo)


def _cell_interval(dq: int, dr: int, h: Hex) -> tuple[Fraction, Fraction, int]:
    """Where the segment from the origin to ``(dq, dr)`` lies inside the cell of ``h``.

    The cell of a hex is ``|Δq − Δr| ≤ 1, |Δr − Δs| ≤ 1, |Δs − Δq| ≤ 1`` around its centre
    (the points nearer to it than to any neighbour).  Returns ``(lo, hi, on_edge)``: the
    open parameter interval of the segment inside the cell's interior, and, when the
    segment instead runs along one of its edges (a difference constantly ±1), the number
    of such edges.
    """
    ds = -dq - dr
    hq, hr, hs = h
    lo, hi = Fraction(0), Fraction(1)
    on_edge = 0
    for c, m in ((-hq + hr, dq - dr), (-hr + hs, dr - ds), (-hs + hq, ds - dq)):
        if m == 0 and abs(c) == 1:
            on_edge += 1  # the segment stays on this edge's line: the cell's closure, not its interior
            continue
        span = _open_interval(c, m)
        if span is None:
            return Fraction(0), Fraction(0), 0
        lo, hi = max(lo, span[0]), min(hi, span[1])
    return lo, hi, on_edge


Crossing = tuple[tuple[Fraction, Hex], ...]  # (where the segment enters the hex, the hex), in order


@lru_cache(maxsize=65536)
def _crossing(dq: int, dr: int) -> tuple[Crossing, Crossing, Crossing]:
    """Exact crossing of the segment from the origin's centre to ``(dq, dr)``'s centre, ends excluded.

    Returns ``(crossed, left, right)``: hexes whose interior the segment crosses (also
    when it crosses an edge at its midpoint: both hexes of that edge are crossed), and
    hexes the segment only runs along (it follows one of their edges), on its left and
    on its right; each with the parameter where the segment meets it, in order.
    """
    origin, target = Hex(0, 0), Hex(dq, dr)
    n = origin.distance(target)
    crossed: list[tuple[Fraction, Hex]] = []
    left: list[tuple[Fraction, Hex]] = []
    right: list[tuple[Fraction, Hex]] = []
    for h in spiral(origin, n):
        if h in (origin, target) or origin.distance(h) + h.distance(target) > n + 1:
            continue
        lo, hi, on_edge = _cell_interval(dq, dr, h)
        if lo >= hi:
            continue
        if not on_edge:
            crossed.append((lo, h))
            continue
        # which side of the line: sign of the cross product in (2q + r, r) coordinates
        side = (2 * dq + dr) * h.r - dr * (2 * h.q + h.r)
        (left if side > 0 else right).append((lo, h))
    return tuple(sorted(crossed)), tuple(sorted(left)), tuple(sorted(right))


def _shift(a: Hex, found: Crossing) -> tuple[Hex, ...]:
    aq, ar = a[0], a[1]
    return tuple(Hex(aq + h[0], ar + h[1]) for _, h in found)


@lru_cache(maxsize=65536)
def sight_traces(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]:
    """Hexes strictly between ``a`` and ``b`` on the line of sight: ``(crossed, one_side, other_side)``.

    ``crossed`` are the hexes whose interior the centre-to-centre segment crosses; the two
    other tuples are non-empty only when the segment runs along hex edges and hold the
    hexes on each side of it.  The ends are never included.
    """
    crossed, left, right = _crossing(b[0] - a[0], b[1] - a[1])
    return _shift(a, crossed), _shift(a, left), _shift(a, right)


@lru_cache(maxsize=65536)
def ordered_traces(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
    """Hexes between ``a`` and ``b`` in the order the line meets them: the crossed hexes with those
    along its one side, and with those along its other side (equal when it never runs along an edge)."""
    crossed, left, right = _crossing(b[0] - a[0], b[1] - a[1])
    return _shift(a, tuple(sorted(crossed + left))), _shift(a, tuple(sorted(crossed + right)))


def runs_along_edge(a: Hex, b: Hex) -> bool:
    """True when the centre-to-centre line passes exactly along hex edges."""
    _, plus, minus = sight_traces(a, b)
    return bool(plus or minus)


def line_of_sight(a: Hex, b: Hex, blocks: Callable[[Hex], bool]) -> bool:
    """True when nothing blocks the line between the centres of ``a`` and ``b``.

    ``blocks(hex)`` is asked only for hexes strictly between the two ends.
    Along a hex edge the line is blocked only if a blocking hex lies on each side.
    """
    common, plus, minus = sight_traces(a, b)
    for h in common:
        if blocks(h):
            return False
    return not (plus and any(blocks(h) for h in plus) and any(blocks(h) for h in minus))
