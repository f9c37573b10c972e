"""Resolution: the manual's retreat figures, blocked retreats, bunkers, sea, take ground, overrun."""

from __future__ import annotations

from engine.memoir44.board import format_hex
from engine.memoir44.components import Side
from engine.memoir44.maps import H, pos, position_from_map, unit
from engine.memoir44.presentation import explain
from engine.memoir44.resolution import overrun, resolve, retreat_capacity, retreat_paths, take_ground

# Axis units retreat toward the top edge; from E5 the retreat hexes are E4 and F4.


def test_flag_infantry_star_one_loss_then_retreat_two_ways() -> None:
    # "Spojenecká jednotka útočí a padla vlajka, pěchota a hvězda (1). Jednotka Osy utrpí 1 ztrátu (2),
    #  poté musí ustoupit o 1 pole. Může tak učinit dvěma způsoby (3 nebo 4)."
    p = pos({}, {"E6": unit("infantry"), "E5": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), hits=1, flags=1)
    assert (res.losses, res.retreat_taken) == (1, 1)
    assert sorted(format_hex(path[-1]) for path in res.retreat_paths) == ["E4", "F4"]
    assert res.vacated


def test_same_roll_with_another_axis_unit_in_the_way_one_path() -> None:
    # "Zde stejný hod, avšak v cestě je jiná jednotka Osy. ... má k dispozici pouze jednu ústupovou cestu."
    p = pos({}, {"E6": unit("infantry"), "E5": unit("infantry", Side.AXIS), "E4": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), hits=1, flags=1)
    assert [format_hex(path[-1]) for path in res.retreat_paths] == ["F4"]
    assert res.losses == 1


def test_retreat_blocked_by_unit_and_river_costs_a_figure() -> None:
    # "V tomto případě jsou obě možnosti ústupu blokované - jedna jednotkou Osy, druhá polem řeky.
    #  Jednotka nemůže ustoupit, symbol vlajky jí tedy způsobí jednu ztrátu navíc."
    p = position_from_map("""
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
# . . . 6 R . . . . . . . #
 . . . . 6 . . . . . . . .
# . . . 1 . . . . . . . . #
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
""")
    res = resolve(p, H("E5"), hits=1, flags=1)
    assert (res.losses_from_hits, res.losses_from_retreat, res.losses) == (1, 1, 2)
    assert res.retreat_taken == 0 and not res.vacated
    text = " ".join(explain(res.notes).texts())
    assert "řeka" in text and "jednotka" in text


def test_two_flags_partial_retreat() -> None:
    p = pos({"D3": "river", "E3": "lake", "F3": "river"}, {"E5": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), hits=0, flags=2)
    assert (res.retreat_taken, res.losses_from_retreat) == (1, 1)


def test_retreat_ignores_terrain_restrictions_but_not_impassable() -> None:
    p = pos({"E4": "forest", "F4": "hedgerow", "E3": "town"}, {"E5": unit("infantry", Side.AXIS)})
    assert retreat_capacity(p, H("E5"), need=3) == 3
    arm = pos({}, {"E5": unit("armour", Side.AXIS)}, {"E4": "bunker", "F4": "hedgehog"})
    assert retreat_capacity(arm, H("E5"), need=1) == 0
    wire = pos({}, {"E5": unit("armour", Side.AXIS)}, {"E4": "wire", "F4": "wire"})
    assert retreat_capacity(wire, H("E5"), need=2) == 2


def test_board_edge_and_half_hexes_block_retreat() -> None:
    p = pos({}, {"E1": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E1"), hits=0, flags=1)
    assert res.losses == 1
    side = pos({}, {"A3": unit("infantry", Side.AXIS), "B2": unit("infantry", Side.AXIS)})
    assert retreat_capacity(side, H("A3"), need=1) == 0  # A2 is a half hex, B2 is occupied


def test_no_retreat_onto_the_sea() -> None:
    # "Spojenecká jednotka nemůže ustoupit na pole moře, takže utrpí 2 ztráty." (infantry symbol and a flag)
    p = pos({"E5": "beach", "E6": "sea", "F6": "sea"}, {"E5": unit("infantry"), "E4": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), hits=1, flags=1)
    assert res.losses == 2


def test_armour_in_bunker_cannot_retreat_second_flag_costs() -> None:
    # "Jednotka artilerie a obrněnců, která začíná v bunkru, nemůže ustupovat. Za druhou a každou další
    #  proti ní hozenou vlajku ztratí jednu figuru."
    p = pos({}, {"E5": unit("armour", Side.AXIS)}, {"E5": "bunker"})
    assert resolve(p, H("E5"), 0, 1).losses == 0
    assert resolve(p, H("E5"), 0, 2).losses == 1
    assert resolve(p, H("E5"), 0, 3).losses == 2
    assert retreat_paths(p, H("E5"), need=2) == [()]


def test_church_sandbags_ignore_one_flag_only() -> None:
    p = pos({"E5": "church"}, {"E5": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), 0, 2)
    assert (res.flags_ignored, res.retreat_needed, res.retreat_taken) == (1, 1, 1)
    keep = resolve(p, H("E5"), 0, 1)
    assert keep.retreat_needed == 0 and not keep.vacated
    both = pos({"E5": "church"}, {"E5": unit("infantry", Side.AXIS)}, {"E5": "sandbags"})
    assert resolve(both, H("E5"), 0, 2).flags_ignored == 1  # never more than one
    chosen = resolve(p, H("E5"), 0, 1, ignore_flag=False)
    assert chosen.retreat_taken == 1


def test_hits_first_and_surplus_hits_wasted() -> None:
    p = pos({}, {"E5": unit("artillery", Side.AXIS)})
    res = resolve(p, H("E5"), hits=3, flags=2)
    assert res.eliminated and res.losses == 2 and res.retreat_needed == 0


def test_resistance_retreats_up_to_three_per_flag() -> None:
    p = pos({"D3": "river", "E3": "river", "F3": "river"}, {"E5": unit("resistance", Side.AXIS)})
    assert resolve(p, H("E5"), 0, 1).losses == 0
    assert resolve(p, H("E5"), 0, 2).losses == 1


def test_bridge_retreat_only_to_land() -> None:
    p = pos({"E5": "bridge", "E4": "river", "F4": "river"}, {"E5": unit("infantry", Side.AXIS)})
    assert retreat_capacity(p, H("E5"), need=1) == 0
    p2 = pos({"E5": "bridge", "E4": "river"}, {"E5": unit("infantry", Side.AXIS)})
    assert retreat_capacity(p2, H("E5"), need=1) == 1


# --- take ground and overrun ---


def test_take_ground_after_successful_close_assault() -> None:
    # "Spojenecký hráč se rozhodne obsadit pozici, aby využil ochrany, kterou mu les poskytuje."
    p = pos({"F5": "forest"}, {"E5": unit("infantry")})
    assert take_ground(p, H("E5"), H("F5")).allowed
    assert not take_ground(p, H("E5"), H("F5"), success=False).allowed
    assert not take_ground(pos({}, {"E5": unit("artillery")}), H("E5"), H("F5")).allowed
    assert not take_ground(pos({}, {"D5": unit("infantry")}), H("D5"), H("F5")).allowed


def test_no_take_ground_after_moving_onto_a_stop_hex() -> None:
    p = pos({}, {"E5": unit("infantry", entered="wire")}, {"E5": "wire"})
    v = take_ground(p, H("E5"), H("F5"))
    assert not v.allowed and "zastavit" in explain(v.notes).texts()[0]


def test_take_ground_terrain_limits() -> None:
    assert not take_ground(pos({}, {"E5": unit("armour")}, {"F5": "bunker"}), H("E5"), H("F5")).allowed
    assert take_ground(pos({}, {"E5": unit("infantry")}, {"F5": "bunker"}), H("E5"), H("F5")).allowed
    cliff = {"E5": "beach", "F5": "sea_cliff"}
    assert take_ground(pos(cliff, {"E5": unit("infantry")}), H("E5"), H("F5")).allowed
    assert not take_ground(pos(cliff, {"E5": unit("armour")}), H("E5"), H("F5")).allowed
    bluff = {"E5": "beach", "F5": "bluff"}
    v = take_ground(pos(bluff, {"E5": unit("infantry")}), H("E5"), H("F5"))
    assert not v.allowed and "sráz" in explain(v.notes).texts()[-1]
    assert take_ground(pos({"E5": "bluff", "F5": "beach"}, {"E5": unit("infantry")}), H("E5"), H("F5")).allowed


def test_armour_overrun_worked_example() -> None:
    # "Spojeneckým obrněncům padla v boji na blízko vlajka a symbol pěchoty." The Axis infantry loses one
    # figure and retreats; the armour takes ground and may battle again (overrun).
    p = pos({}, {"E6": unit("armour"), "E5": unit("infantry", Side.AXIS), "G3": unit("infantry", Side.AXIS)})
    res = resolve(p, H("E5"), hits=1, flags=1)
    assert res.vacated and res.losses == 1
    after = p.moved(H("E5"), res.retreat_paths[0][-1])
    assert take_ground(after, H("E6"), H("E5")).allowed
    assert overrun(unit("armour"), took_ground=True, overrun_done=False).allowed
    # only one overrun per turn; infantry never overruns; terrain taken may forbid it
    assert not overrun(unit("armour"), took_ground=True, overrun_done=True).allowed
    assert not overrun(unit("infantry"), took_ground=True, overrun_done=False).allowed
    assert not overrun(unit("armour"), took_ground=True, overrun_done=False, entered="forest").allowed
    assert overrun(unit("armour"), took_ground=True, overrun_done=False, entered="wire").allowed
    assert not overrun(unit("armour"), took_ground=False, overrun_done=False).allowed


def test_resistance_example_two_flags_retreat_two_to_six() -> None:
    # "Resistance hodila 2 vlajky. Resistance musí ustoupit o 2-6 polí. Rozhodne se ustoupit o 4 pole"
    p = pos({}, {"E8": unit("resistance", Side.ALLIES)})
    assert resolve(p, H("E8"), 0, 2).losses == 1  # one row to its own edge only
    p_top = pos({}, {"E2": unit("resistance", Side.ALLIES)})
    res = resolve(p_top, H("E2"), 0, 2)
    assert res.retreat_taken == 2 and res.losses == 0
    text = " ".join(explain(resolve(p_top, H("E2"), 0, 2).notes).texts())
    assert "2–6" in text


def test_wire_removal_rules() -> None:
    from engine.memoir44.battle import may_remove_wire

    p = pos({}, {"E5": unit("infantry")}, {"E5": "wire"})
    assert may_remove_wire(p, H("E5")).allowed
    moved_far = pos({}, {"E5": unit("infantry", moved=2)}, {"E5": "wire"})
    assert not may_remove_wire(moved_far, H("E5")).allowed
    tank = pos({}, {"D5": unit("armour")}, {"E5": "wire"})
    assert H("E5") not in tank.moved(H("D5"), H("E5")).obstacles  # armour entering wire removes it
    assert H("E5") in tank.moved(H("D5"), H("E5"), retreat=True).obstacles  # but not when retreating


def test_units_cannot_be_split_or_merged_beyond_their_figures() -> None:
    import pytest

    with pytest.raises(ValueError):
        unit("armour", figures=4)
    assert unit("elite_armour").figures == 4 and unit("resistance").figures == 3
