"""Line of sight: the manual's figure captions, hex edges, elevation, every terrain's blocking."""

from __future__ import annotations

import pytest

from engine.memoir44.components import Side
from engine.memoir44.maps import H, pos, position_from_map, unit
from engine.memoir44.sight import has_line_of_sight, line_of_sight
from engine.memoir44.terrain import SPECS


def sees(p, a: str, b: str) -> bool:  # type: ignore[no-untyped-def]
    fast = has_line_of_sight(p, H(a), H(b))
    explained = line_of_sight(p, H(a), H(b)).clear
    assert fast == explained
    return fast


def test_unit_in_the_middle_blocks() -> None:
    # "Linie výhledu levé jednotky na její cíl je blokovaná jednotkou uprostřed."
    p = position_from_map("""
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . 1 . 1 . 6 . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
""")
    assert not sees(p, "C5", "G5")
    assert sees(p, "E5", "G5")


def test_forest_target_seen_unit_behind_forest_not() -> None:
    # "Lesy blokují linii výhledu. Spojenecká jednotka má linii výhledu na jednotku v lese,
    #  na jednotku za lesem však nikoliv."
    p = pos({"E5": "forest"}, {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS),
                                "F5": unit("infantry", Side.AXIS)})
    assert sees(p, "C5", "E5")
    assert not sees(p, "C5", "F5")
    res = line_of_sight(p, H("C5"), H("F5"))
    assert [(b.hex, b.what) for b in res.blockers] == [(H("E5"), ("forest",))]


def test_terrain_on_the_two_ends_never_blocks() -> None:
    p = pos({"C5": "forest", "F5": "town"}, {"C5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    assert sees(p, "C5", "F5")


# E5 -> G6 runs exactly along the edge between F5 and F6.
@pytest.mark.parametrize(
    ("f5", "f6", "clear"),
    [
        (None, None, True),
        ("forest", None, True),  # blocking hex on one side only
        (None, "town", True),
        ("forest", "town", False),  # blocking hexes on both sides
        ("hedgerow", "church", False),
        ("forest", "river", True),  # rivers do not block
    ],
)
def test_line_along_hex_edge_blocked_only_from_both_sides(f5: str | None, f6: str | None, clear: bool) -> None:
    terrain = {k: v for k, v in (("F5", f5), ("F6", f6)) if v}
    p = pos(terrain, {"E5": unit("infantry"), "G6": unit("infantry", Side.AXIS)})
    assert sees(p, "E5", "G6") is clear
    res = line_of_sight(p, H("E5"), H("G6"))
    assert res.along_edge


def test_units_on_both_sides_of_an_edge_block() -> None:
    p = pos({}, {"E5": unit("infantry"), "G6": unit("infantry", Side.AXIS), "F5": unit("armour"),
                 "F6": unit("armour", Side.AXIS)})
    assert not sees(p, "E5", "G6")
    p2 = pos({"F6": "forest"}, {"E5": unit("infantry"), "G6": unit("infantry", Side.AXIS), "F5": unit("armour")})
    assert not sees(p2, "E5", "G6")  # a unit on one side and a forest on the other


def test_longer_edge_line_with_blockers_on_both_sides_at_different_points() -> None:
    # E5 -> H7 runs along edges for its whole length; one blocker near each end, on opposite sides.
    from engine.memoir44.hexgrid import sight_traces

    _, one, other = sight_traces(H("E5"), H("H7"))
    assert len(one) == len(other) == 2  # plus the centre hex F6 in common
    p = pos({}, {"E5": unit("infantry"), "H7": unit("infantry", Side.AXIS)})
    from engine.memoir44.board import format_hex

    p_one = pos({format_hex(one[0]): "forest"}, {"E5": unit("infantry"), "H7": unit("infantry", Side.AXIS)})
    p_both = pos({format_hex(one[0]): "forest", format_hex(other[1]): "forest"},
                 {"E5": unit("infantry"), "H7": unit("infantry", Side.AXIS)})
    assert sees(p, "E5", "H7") and sees(p_one, "E5", "H7")
    assert not sees(p_both, "E5", "H7")


def test_half_hexes_block() -> None:
    # A1 -> A3 runs along the edge between B2 and the half hex A2.
    p = pos({"B2": "forest"}, {"A1": unit("infantry"), "A3": unit("infantry", Side.AXIS)})
    assert not sees(p, "A1", "A3")
    p2 = pos({}, {"A1": unit("infantry"), "A3": unit("infantry", Side.AXIS)})
    assert sees(p2, "A1", "A3")  # a half hex on one side only


def test_hill_blocks_except_between_units_at_height_one() -> None:
    p = pos({"D5": "hill"}, {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS)})
    assert not sees(p, "C5", "E5")
    p_up = pos({"C5": "hill", "D5": "hill", "E5": "hill"},
               {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS)})
    assert sees(p_up, "C5", "E5")  # same height: "protože jsou ve stejné výšce"
    p_one_up = pos({"C5": "hill", "D5": "hill"}, {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS)})
    assert not sees(p_one_up, "C5", "E5")


def test_elevation_example_1_two_hills_see_over_town() -> None:
    # "Obě obrněné jednotky jsou na kopci ... Město ... je však ve výšce 0 ... mají mezi sebou linii výhledu."
    p = pos({"C5": "hill", "D5": "town", "E5": "hill"},
            {"C5": unit("armour"), "E5": unit("armour", Side.AXIS)})
    assert sees(p, "C5", "E5")
    res = line_of_sight(p, H("C5"), H("E5"))
    assert "sight.high_ground" in res.notes.codes()


def test_elevation_example_2_unit_below_does_not_block_hills() -> None:
    # "... i péchotní jednotka Osy ve výšce 0 ... neblokuje linii výhledu mezi dvěma obrněnými jednotkami"
    p = pos({"C5": "hill", "E5": "hill"},
            {"C5": unit("armour"), "D5": unit("infantry", Side.AXIS), "E5": unit("armour", Side.AXIS)})
    assert sees(p, "C5", "E5")


def test_elevation_example_3_forest_at_lower_unit_height_blocks() -> None:
    # Allied armour at 1, Axis armour at 0, a forest at 0 between them blocks.
    p = pos({"C5": "hill", "D5": "forest"}, {"C5": unit("armour"), "E5": unit("armour", Side.AXIS)})
    assert not sees(p, "C5", "E5")


def test_mountain_height_two_blocks_units_at_height_one() -> None:
    p = pos({"C5": "hill", "E5": "hill"}, {"C5": unit("armour"), "E5": unit("armour", Side.AXIS)},
            elevation={"D5": 2})
    assert not sees(p, "C5", "E5")


def test_two_adjacent_lakes_block_one_does_not() -> None:
    base = {"C5": unit("infantry"), "G5": unit("infantry", Side.AXIS)}
    assert sees(pos({"E5": "lake"}, base), "C5", "G5")
    assert not sees(pos({"D5": "lake", "E5": "lake"}, base), "C5", "G5")
    assert sees(pos({"D5": "lake", "F5": "lake"}, base), "C5", "G5")  # not adjacent


@pytest.mark.parametrize("key", sorted(k for k, s in SPECS.items() if not s.lake))  # lakes: tested above
def test_each_terrain_blocks_as_the_table_says(key: str) -> None:
    s = SPECS[key]
    spec = {"terrain": {}, "obstacles": {}}
    (spec["obstacles"] if s.obstacle else spec["terrain"])["D5"] = key
    p = pos(spec["terrain"], {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS)}, spec["obstacles"])
    expected_block = s.blocks_sight or s.raised
    assert sees(p, "C5", "E5") is not expected_block


def test_terrain_on_the_two_ends_is_named_when_it_would_block() -> None:
    # "Terén a překážky na polích útočící jednotky a jejího cíle linii výhledu neblokují."
    p = pos({"C5": "forest", "F5": "town"}, {"C5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    res = line_of_sight(p, H("C5"), H("F5"))
    assert res.clear and "sight.own_hexes" in res.notes.codes()
    note = next(n for n in res.notes if n.code == "sight.own_hexes")
    assert set(note.values["features"]) == {"forest", "town"}
    plain = pos({}, {"C5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    assert "sight.own_hexes" not in line_of_sight(plain, H("C5"), H("F5")).notes.codes()
