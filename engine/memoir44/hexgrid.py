"""Hex geometry in cube coordinates, knowing nothing of terrain.

Memoir '44 uses pointy-top hexes in horizontal rows.  The core is the cube
coordinate ``Hex(q, r, s)`` with ``q + r + s == 0`` (Red Blob Games'
convention); offset coordinates exist only at the edges (``board.py``).

Line of sight is traced from hex centre to hex centre.  A line that runs
exactly along hex edges is traced twice, once nudged to each side; callers
decide with both traces (Memoir '44 blocks such a line only when hexes on
*both* sides block).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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


@lru_cache(maxsize=65536)
def _delta_traces(dq: int, dr: int) -> tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]:
    origin = Hex(0, 0)
    target = Hex(dq, dr)
    plus = trace(origin, target, 1)[1:-1]
    minus = trace(origin, target, -1)[1:-1]
    common = tuple(h for h in plus if h in minus)
    return common, tuple(h for h in plus if h not in common), tuple(h for h in minus if h not in common)


@lru_cache(maxsize=65536)
def sight_traces(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]:
    """Interior hexes of the line ``a``→``b`` as ``(common, only_one_side, only_other_side)``.

    ``common`` are hexes the line crosses whatever the nudge; the two other
    tuples are non-empty only when the line runs along hex edges and hold the
    hexes on each side of it.  The ends are never included.
    """
    common, plus, minus = _delta_traces(b[0] - a[0], b[1] - a[1])
    aq, ar = a[0], a[1]

    def shift(hexes: tuple[Hex, ...]) -> tuple[Hex, ...]:
        return tuple(Hex(aq + h[0], ar + h[1]) for h in hexes)

    return shift(common), shift(plus), shift(minus)


@lru_cache(maxsize=65536)
def ordered_traces(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
    """Interior hexes of the line ``a``→``b`` in order, nudged to one side and to the other."""
    return trace(a, b, 1)[1:-1], trace(a, b, -1)[1:-1]


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
