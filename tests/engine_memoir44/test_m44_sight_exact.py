"""Line of sight against exact geometry, computed here independently of the engine.

The board's hexes are drawn in scaled pixel coordinates (pointy-top hexes of size 1,
x divided by √3, so every centre and vertex is rational).  For a centre-to-centre
segment the test collects every parameter where it meets a hex edge, cuts the segment
there, and looks where the middle of each piece lies: strictly inside one hexagon (that
hex is crossed) or on an edge (the segment runs along that edge; the two hexes of the
edge are "along" it, one on each side).  The manual's rule: a line is blocked by any
crossed hex that blocks; a line along edges only when blocking hexes lie on both sides.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction as Q

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.memoir44.components import Side
from engine.memoir44.hexgrid import Hex, line_of_sight, ring, sight_traces, spiral
from engine.memoir44.maps import H, pos, unit
from engine.memoir44.sight import has_line_of_sight
from engine.memoir44.sight import line_of_sight as explained_sight

Point = tuple[Q, Q]
CORNERS = ((Q(0), Q(-1)), (Q(1, 2), Q(-1, 2)), (Q(1, 2), Q(1, 2)), (Q(0), Q(1)), (Q(-1, 2), Q(1, 2)),
           (Q(-1, 2), Q(-1, 2)))


def centre(h: Hex) -> Point:
    return Q(h.q) + Q(h.r, 2), Q(3 * h.r, 2)


def polygon(h: Hex) -> list[Point]:
    cx, cy = centre(h)
    return [(cx + dx, cy + dy) for dx, dy in CORNERS]


def cross(o: Point, a: Point, b: Point) -> Q:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def meeting_parameters(a: Point, b: Point, p: Point, q: Point) -> list[Q]:
    """Parameters t in [0, 1] where the segment a→b meets the segment p→q (both ends of an overlap)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ex, ey = q[0] - p[0], q[1] - p[1]
    denom = dx * ey - dy * ex
    if denom == 0:
        if cross(a, b, p) != 0:
            return []  # parallel, apart
        length = dx * dx + dy * dy
        ts = [((r[0] - a[0]) * dx + (r[1] - a[1]) * dy) / length for r in (p, q)]
        return [t for t in ts if 0 <= t <= 1]
    t = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / denom
    u = ((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / denom
    return [t] if 0 <= t <= 1 and 0 <= u <= 1 else []


def where(point: Point, h: Hex) -> str:
    """"in", "edge" or "out" of the hexagon of ``h``."""
    corners = polygon(h)
    signs = [cross(corners[i], corners[(i + 1) % 6], point) for i in range(6)]
    if all(s > 0 for s in signs) or all(s < 0 for s in signs):
        return "in"
    if all(s >= 0 for s in signs) or all(s <= 0 for s in signs):
        return "edge"
    return "out"


def touches(a: Point, b: Point, c: Point) -> bool:
    """The hexagon around ``c`` (circumradius 1) can meet the segment: its centre is within 1 of it.

    Distances are measured in true pixel units (x scaled back by √3, so squares get a factor 3).
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((c[0] - a[0]) * 3 * dx + (c[1] - a[1]) * dy) / (3 * dx * dx + dy * dy)
    t = min(Q(1), max(Q(0), t))
    ex, ey = a[0] + t * dx - c[0], a[1] + t * dy - c[1]
    return 3 * ex * ex + ey * ey <= 1


def exact(a: Hex, b: Hex) -> tuple[set[Hex], set[Hex], set[Hex]]:
    """(crossed, along on the left, along on the right), ends excluded."""
    pa, pb = centre(a), centre(b)
    near = [h for h in spiral(a, a.distance(b) + 2) if touches(pa, pb, centre(h))]
    cuts = {Q(0), Q(1)}
    for h in near:
        corners = polygon(h)
        for i in range(6):
            cuts.update(meeting_parameters(pa, pb, corners[i], corners[(i + 1) % 6]))
    ts = sorted(cuts)
    crossed: set[Hex] = set()
    left: set[Hex] = set()
    right: set[Hex] = set()
    for t0, t1 in itertools.pairwise(ts):
        t = (t0 + t1) / 2
        m = (pa[0] + t * (pb[0] - pa[0]), pa[1] + t * (pb[1] - pa[1]))
        for h in near:
            place = where(m, h)
            if place == "in":
                crossed.add(h)
            elif place == "edge":
                (left if cross(pa, pb, centre(h)) > 0 else right).add(h)
    return crossed - {a, b}, left - {a, b}, right - {a, b}


def exactly_blocked(a: Hex, b: Hex, blocks: set[Hex]) -> bool:
    crossed, left, right = exact(a, b)
    return bool(crossed & blocks) or bool(left & blocks and right & blocks)


DELTAS = [h for k in range(1, 9) for h in ring(Hex(0, 0), k)]


@pytest.mark.parametrize("delta", DELTAS, ids=[f"{h.q},{h.r}" for h in DELTAS])
def test_every_direction_up_to_distance_8_crosses_exactly_the_right_hexes(delta: Hex) -> None:
    crossed, left, right = exact(Hex(0, 0), delta)
    common, one, other = sight_traces(Hex(0, 0), delta)
    assert set(common) == crossed
    assert {frozenset(one), frozenset(other)} == {frozenset(left), frozenset(right)}


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=2, max_value=8))
def test_random_positions_agree_with_exact_geometry(rnd: random.Random, n: int) -> None:
    a = Hex(rnd.randint(-3, 3), rnd.randint(-3, 3))
    b = rnd.choice(list(ring(a, n)))
    between = [h for h in spiral(a, n) if h not in (a, b)]
    blocks = {h for h in between if rnd.random() < 0.15}
    assert line_of_sight(a, b, blocks.__contains__) is not exactly_blocked(a, b, blocks)


def test_regression_line_through_edge_midpoints_is_blocked_by_either_hex() -> None:
    # I5 -> F6 crosses the edge between G5 and G6 at its midpoint: both hexes lie on the line.
    for forest in ("G5", "G6", "H5", "H6"):
        p = pos({forest: "forest"}, {"I5": unit("infantry"), "F6": unit("infantry", Side.AXIS)})
        assert not has_line_of_sight(p, H("I5"), H("F6")), forest
        assert not explained_sight(p, H("I5"), H("F6")).clear, forest
    clear = pos({"G4": "forest", "G7": "forest"}, {"I5": unit("infantry"), "F6": unit("infantry", Side.AXIS)})
    assert has_line_of_sight(clear, H("I5"), H("F6"))
