"""Movement: allowances, stacking, every terrain's movement rule, refusals with reasons."""

from __future__ import annotations

from engine.memoir44.board import format_hex, render_map
from engine.memoir44.maps import H, pos, position_from_map, unit
from engine.memoir44.movement import MoveOption, Refusal, check_path, destinations, legal_destinations

OPEN_ARMOUR = """
 . . . . . . . . . . . . .
# . . . . o o o o . . . . #
 . . . . o o o o o . . . .
# . . . o o o o o o . . . #
 . . . o o o A o o o . . .
# . . . o o o o o o . . . #
 . . . . o o o o o . . . .
# . . . . o o o o . . . . #
 . . . . . . . . . . . . .
"""


def reach_map(p, start: str) -> str:  # type: ignore[no-untyped-def]
    legal = legal_destinations(p, H(start))
    marks = {h: "o" for h in legal}
    marks[H(start)] = "A"
    return render_map(marks)


def test_armour_reaches_every_hex_within_three_on_open_ground() -> None:
    p = pos({}, {"G5": unit("armour")})
    assert reach_map(p, "G5") == OPEN_ARMOUR.strip("\n")
    assert len(legal_destinations(p, H("G5"))) == 36


def test_allowances_per_unit_type() -> None:
    for kind, n in (("infantry", 18), ("elite_infantry", 18), ("artillery", 6), ("armour", 36)):
        assert len(legal_destinations(pos({}, {"G5": unit(kind)}), H("G5"))) == n
    legal = legal_destinations(pos({}, {"G5": unit("infantry")}), H("G5"))
    assert legal[H("H5")].may_battle and not legal[H("I5")].may_battle
    elite = legal_destinations(pos({}, {"G5": unit("elite_infantry")}), H("G5"))
    assert elite[H("I5")].may_battle
    art = legal_destinations(pos({}, {"G5": unit("artillery")}), H("G5"))
    assert not art[H("H5")].may_battle


def test_no_moving_onto_or_through_units() -> None:
    # Example 1: the left infantry cannot pass through its own units to reach the forest.
    p = position_from_map("""
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . 1 1 F . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
# . . . . . . . . . . . . #
 . . . . . . . . . . . . .
""")
    legal, refused = destinations(p, H("D5"))
    assert H("E5") not in legal
    # the forest F5 is 2 hexes away but the only 2-hex path runs through the friendly unit
    assert H("F5") not in legal
    assert refused[H("E5")].reason.code == "move.occupied"
    assert refused[H("F5")].reason.code == "move.through_units"
    # once the right-hand unit has moved aside, the left one reaches the forest
    moved = p.moved(H("E5"), H("E6"))
    assert legal_destinations(moved, H("D5"))[H("F5")].may_battle is False


def test_forest_town_church_wire_sea_stop_movement() -> None:
    for key, where in (("forest", "terrain"), ("town", "terrain"), ("church", "terrain"), ("sea", "terrain"),
                       ("wire", "obstacle")):
        p = pos({"H5": key} if where == "terrain" else {}, {"G5": unit("armour")},
                {"H5": key} if where == "obstacle" else {})
        res = check_path(p, H("G5"), (H("H5"), H("I5")))
        assert isinstance(res, Refusal) and res.reason.code == "move.must_stop", key
        stop = check_path(p, H("G5"), (H("H5"),))
        assert isinstance(stop, MoveOption), key


def test_elite_infantry_two_hexes_into_forest_cannot_battle() -> None:
    # "Jednotka elitní pěchoty se může pohnout o 2 a útočit, ... zde musí zastavit a nemůže útočit kvůli poli lesa."
    p = pos({"I5": "forest"}, {"G5": unit("elite_infantry")})
    res = check_path(p, H("G5"), (H("H5"), H("I5")))
    assert isinstance(res, MoveOption) and not res.may_battle
    assert res.no_battle is not None and res.no_battle.code == "battle.entered"
    assert res.no_battle["feature"] == "forest"


def test_hedgerow_turn_sequence() -> None:
    # Turn 1: move next to the hedgerow and stop; turn 2: enter; turn 3: leave to an adjacent hex only.
    hedge = {"I5": "hedgerow"}
    far = pos(hedge, {"F5": unit("armour")})
    res = check_path(far, H("F5"), (H("G5"), H("H5"), H("I5")))
    assert isinstance(res, Refusal) and res.reason.code == "move.hedgerow_enter"
    assert H("I5") not in legal_destinations(far, H("F5"))
    near = pos(hedge, {"H5": unit("armour")})
    enter = check_path(near, H("H5"), (H("I5"),))
    assert isinstance(enter, MoveOption) and not enter.may_battle
    inside = pos(hedge, {"I5": unit("armour")})
    legal = legal_destinations(inside, H("I5"))
    assert len(legal) == 6 and all(h.distance(H("I5")) == 1 for h in legal)
    _, refused = destinations(inside, H("I5"))
    assert refused[H("K5")].reason.code == "move.hedgerow_leave"


def test_beach_examples() -> None:
    # 1: first move onto a beach -> at most 2 hexes, whatever terrain follows.
    p1 = pos({"H5": "beach"}, {"G5": unit("armour")})
    assert isinstance(check_path(p1, H("G5"), (H("H5"), H("I5"))), MoveOption)
    r = check_path(p1, H("G5"), (H("H5"), H("I5"), H("J5")))
    assert isinstance(r, Refusal) and r.reason.code == "move.beach"
    # 2: starting on a beach and moving onto plain: the usual 3 hexes.
    p2 = pos({"G5": "beach"}, {"G5": unit("armour")})
    assert isinstance(check_path(p2, H("G5"), (H("H5"), H("I5"), H("J5"))), MoveOption)
    # 3: two plain moves, then a beach: it would be the third move -> must stop before it.
    p3 = pos({"J5": "beach"}, {"G5": unit("armour")})
    assert isinstance(check_path(p3, H("G5"), (H("H5"), H("I5"), H("J5"))), Refusal)
    assert H("J5") not in legal_destinations(p3, H("G5"))
    _, refused = destinations(p3, H("G5"))
    assert refused[H("J5")].reason.code == "move.beach"


def test_rivers_lakes_impassable_bridges_from_land_only() -> None:
    p = pos({"H5": "river", "H4": "lake"}, {"G5": unit("infantry")})
    legal, refused = destinations(p, H("G5"))
    assert H("H5") not in legal and refused[H("H5")].reason.code == "move.impassable"
    assert H("H4") not in legal
    bridge = pos({"H5": "bridge", "I5": "river", "I4": "river"}, {"G5": unit("armour")})
    assert isinstance(check_path(bridge, H("G5"), (H("H5"),)), MoveOption)
    from_water = pos({"H5": "sea", "I5": "bridge"}, {"G5": unit("infantry")})
    blocked = check_path(from_water, H("H5") if False else H("G5"), (H("H5"), H("I5")))
    assert isinstance(blocked, Refusal)


def test_bridge_entry_refused_from_water() -> None:
    p = pos({"H5": "sea", "I5": "bridge"}, {"H5": unit("infantry")})
    res = check_path(p, H("H5"), (H("I5"),))
    assert isinstance(res, Refusal) and res.reason.code == "move.bridge"


def test_sea_cliffs_and_bluffs_from_the_beach() -> None:
    for key in ("sea_cliff", "bluff"):
        p = pos({"G5": "beach", "H5": key}, {"G5": unit("armour")})
        res = check_path(p, H("G5"), (H("H5"),))
        assert isinstance(res, Refusal) and res.reason.code == "move.cliff_vehicles", key
        down = pos({"G5": "beach", "H5": key}, {"H5": unit("artillery")})
        assert isinstance(check_path(down, H("H5"), (H("G5"),)), Refusal)
        inf = pos({"G5": "beach", "H5": key}, {"G5": unit("infantry")})
        opt = check_path(inf, H("G5"), (H("H5"),))
        assert isinstance(opt, MoveOption) and opt.cost == 2 and not opt.may_battle
        elite = pos({"G5": "beach", "H5": key}, {"G5": unit("elite_infantry")})
        e = check_path(elite, H("G5"), (H("H5"),))
        assert isinstance(e, MoveOption) and e.may_battle
        inland = pos({"H5": key}, {"G5": unit("armour")})
        assert legal_destinations(inland, H("G5"))[H("H5")].cost == 1  # an ordinary hill from inland


def test_steep_hill_costs_two_going_up() -> None:
    p = pos({"H5": "steep_hill"}, {"G5": unit("armour")})
    assert legal_destinations(p, H("G5"))[H("H5")].cost == 2
    top = pos({"G5": "steep_hill", "H5": "steep_hill"}, {"G5": unit("armour")})
    assert legal_destinations(top, H("G5"))[H("H5")].cost == 1


def test_elevation_change_at_most_one() -> None:
    p = pos({}, {"G5": unit("infantry")}, elevation={"H5": 2})
    legal, refused = destinations(p, H("G5"))
    assert H("H5") not in legal and refused[H("H5")].reason.code == "move.elevation"
    via_hill = pos({"G5": "hill"}, {"G5": unit("infantry")}, elevation={"H5": 2})
    assert H("H5") in legal_destinations(via_hill, H("G5"))


def test_bunker_hedgehog_sandbags() -> None:
    inf = pos({}, {"G5": unit("infantry")}, {"H5": "bunker"})
    res = check_path(inf, H("G5"), (H("H5"), H("I5")))
    assert isinstance(res, Refusal)
    arm = pos({}, {"G5": unit("armour")}, {"H5": "bunker", "H4": "hedgehog"})
    legal, refused = destinations(arm, H("G5"))
    assert H("H5") not in legal and H("H4") not in legal
    assert refused[H("H4")].reason.code == "move.impassable"
    assert H("H4") in legal_destinations(pos({}, {"G5": unit("infantry")}, {"H4": "hedgehog"}), H("G5"))
    started = pos({}, {"G5": unit("armour")}, {"G5": "bunker"})
    assert legal_destinations(started, H("G5")) == {}
    sand = pos({}, {"G5": unit("infantry")}, {"G5": "sandbags"})
    assert len(legal_destinations(sand, H("G5"))) == 18
    assert H("G5") not in sand.moved(H("G5"), H("H5")).obstacles  # sandbags removed when the unit leaves
    wall = pos({}, {"G5": unit("infantry")}, {"G5": "seawall"})
    assert H("G5") in wall.moved(H("G5"), H("H5")).obstacles  # seawalls stay


def test_refusals_cover_every_hex_in_range() -> None:
    p = pos({"H5": "river"}, {"G5": unit("armour"), "F5": unit("infantry")})
    legal, refused = destinations(p, H("G5"))
    in_range = {h for h in legal | refused}
    assert all(h.distance(H("G5")) <= 3 for h in in_range)
    assert {format_hex(h) for h in refused} >= {"F5", "H5"}
    assert all(r.rule.startswith("memoir44.") for r in refused.values())


def test_only_ordered_units_move_and_battle() -> None:
    from engine.memoir44.battle import check_battle
    from engine.memoir44.components import Side

    p = pos({}, {"G5": unit("armour", ordered=False), "H5": unit("infantry", Side.AXIS)})
    legal, refused = destinations(p, H("G5"))
    assert not legal and all(r.reason.code == "move.not_ordered" for r in refused.values())
    assert not check_battle(p, H("G5"), H("H5")).allowed


def test_explain_move_gives_option_or_refusal() -> None:
    from engine.memoir44.movement import explain_move

    p = pos({"H5": "river"}, {"G5": unit("infantry")})
    assert isinstance(explain_move(p, H("G5"), H("G4")), MoveOption)
    refusal = explain_move(p, H("G5"), H("H5"))
    assert isinstance(refusal, Refusal) and refusal.rule.startswith("memoir44.")
