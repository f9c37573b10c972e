"""Hex geometry and the board: cube coordinates, traces, offsets, sectors, ASCII maps."""

from __future__ import annotations

import itertools

import pytest

from engine.memoir44.board import (
    ALL_HEXES,
    HALF_HEXES,
    PLAYABLE_HEXES,
    Edge,
    Sector,
    backward,
    format_hex,
    hex_to_offset,
    is_on_dashed_line,
    offset_to_hex,
    parse_hex,
    parse_map,
    render_map,
    sectors,
)
from engine.memoir44.hexgrid import Hex, line_of_sight, ring, runs_along_edge, sight_traces, spiral, trace


def test_hex_rejects_off_plane_and_non_integers() -> None:
    with pytest.raises(ValueError):
        Hex(1, 1, 1)
    with pytest.raises(TypeError):
        Hex(0.5, 0)  # type: ignore[arg-type]
    assert Hex(2, -1) == Hex(2, -1, -1)
    assert Hex(1, 2).s == -3


def test_distance_neighbours_rings() -> None:
    o = Hex(0, 0)
    assert all(o.distance(n) == 1 for n in o.neighbours())
    assert len(set(o.neighbours())) == 6
    assert Hex(3, -1).distance(Hex(-2, 2)) == 5
    for k in range(4):
        ring_k = list(ring(o, k))
        assert len(ring_k) == max(1, 6 * k)
        assert all(o.distance(h) == k for h in ring_k)
    assert len(set(spiral(o, 3))) == 37


@pytest.mark.parametrize("target", [Hex(5, -2), Hex(-4, 7), Hex(6, 0), Hex(2, 2), Hex(-3, -3), Hex(1, -5)])
def test_trace_is_connected_and_has_distance_plus_one_hexes(target: Hex) -> None:
    for side in (1, -1):
        line = trace(Hex(0, 0), target, side)
        assert len(line) == Hex(0, 0).distance(target) + 1
        assert line[0] == Hex(0, 0) and line[-1] == target
        assert all(a.distance(b) == 1 for a, b in itertools.pairwise(line))


@pytest.mark.parametrize("delta", [(1, 1), (2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2)])
def test_lines_along_edges_are_traced_on_both_sides(delta: tuple[int, int]) -> None:
    a = Hex(0, 0)
    b = Hex(*delta)
    common, one, other = sight_traces(a, b)
    assert common == ()
    assert len(one) == len(other) == 1
    pair = {one[0], other[0]}
    # the two hexes flanking the edge are both neighbours of both ends
    assert all(a.distance(h) == 1 and b.distance(h) == 1 for h in pair)
    assert runs_along_edge(a, b)
    assert not runs_along_edge(a, Hex(2, 0))


def test_geometry_line_of_sight_uses_callable_only() -> None:
    a, b = Hex(0, 0), Hex(1, 1)
    _, one, other = sight_traces(a, b)
    assert line_of_sight(a, b, lambda h: h == one[0])
    assert line_of_sight(a, b, lambda h: h == other[0])
    assert not line_of_sight(a, b, lambda h: h in (one[0], other[0]))
    assert not line_of_sight(Hex(0, 0), Hex(3, 0), lambda h: h == Hex(1, 0))
    assert line_of_sight(Hex(0, 0), Hex(3, 0), lambda h: h in (Hex(0, 0), Hex(3, 0)))  # ends never block


def test_board_size_and_half_hexes() -> None:
    assert len(ALL_HEXES) == 13 * 5 + 14 * 4
    assert len(HALF_HEXES) == 8
    assert len(PLAYABLE_HEXES) == 13 * 5 + 12 * 4
    assert parse_hex("A2") in HALF_HEXES and parse_hex("N8") in HALF_HEXES
    assert parse_hex("A1") not in HALF_HEXES


def test_offset_and_names_round_trip_for_every_hex() -> None:
    for h in ALL_HEXES:
        assert offset_to_hex(*hex_to_offset(h)) == h
        assert parse_hex(format_hex(h)) == h
    assert parse_hex(" e5 ") == parse_hex("E5")
    with pytest.raises(ValueError):
        parse_hex("N1")  # even-numbered rows only have column N
    with pytest.raises(ValueError):
        parse_hex("5E")


def test_map_round_trip() -> None:
    marks = {parse_hex("E5"): "X", parse_hex("G6"): "Y", parse_hex("A2"): "#"}
    text = render_map(marks)
    assert parse_map(text)[parse_hex("E5")] == "X"
    assert parse_map(text)[parse_hex("G6")] == "Y"
    assert render_map(parse_map(text)) == text
    with pytest.raises(ValueError):
        parse_map("X")


def test_sectors_dashed_lines_belong_to_both() -> None:
    line_hexes = [h for h in PLAYABLE_HEXES if is_on_dashed_line(h)]
    # the lines cross the 4 rows with 12 full hexes, one hex each
    assert len(line_hexes) == 8
    expected = render_map({h: "+" for h in line_hexes} | {
        h: ("L" if sectors(h, Edge.BOTTOM) == {Sector.LEFT} else "C" if sectors(h, Edge.BOTTOM) == {Sector.CENTER}
            else "R")
        for h in PLAYABLE_HEXES if not is_on_dashed_line(h)})
    assert expected.splitlines()[0] == " L L L L C C C C C R R R R"
    assert expected.splitlines()[1] == "# L L L + C C C C + R R R #"
    h = parse_hex("E2")
    assert sectors(h, Edge.BOTTOM) == {Sector.LEFT, Sector.CENTER}
    # the player at the top edge sees left and right the other way round
    assert sectors(h, Edge.TOP) == {Sector.RIGHT, Sector.CENTER}
    assert sectors(parse_hex("A1"), Edge.TOP) == {Sector.RIGHT}


def test_backward_neighbours_point_to_own_edge() -> None:
    h = parse_hex("E5")
    down = backward(h, Edge.BOTTOM)
    up = backward(h, Edge.TOP)
    assert {format_hex(x) for x in down} == {"E6", "F6"}
    assert {format_hex(x) for x in up} == {"E4", "F4"}
