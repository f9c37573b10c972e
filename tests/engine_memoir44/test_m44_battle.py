"""Battle dice: range tables, worked examples of terrain reductions, who may battle."""

from __future__ import annotations

import pytest

from engine.memoir44.battle import base_dice, check_battle, count_dice, flags_ignorable
from engine.memoir44.components import Kind, Side
from engine.memoir44.maps import H, pos, unit
from engine.memoir44.terrain import SPECS


@pytest.mark.parametrize(
    ("kind", "table"),
    [(Kind.INFANTRY, [3, 2, 1, 0]), (Kind.ARMOUR, [3, 3, 3, 0]), (Kind.ARTILLERY, [3, 3, 2, 2, 1, 1, 0])],
)
def test_dice_by_range(kind: Kind, table: list[int]) -> None:
    assert [base_dice(kind, d) for d in range(1, len(table) + 1)] == table


def test_forest_worked_example_two_dice_instead_of_three() -> None:
    # Turn 2: "Hází však 2 kostkami místo 3, protože spojenecká pěchota je chráněna lesem."
    p = pos({"E5": "forest"}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    d = count_dice(p, H("F5"), H("E5"))
    assert (d.base, d.reduction, d.dice) == (3, 1, 2)
    # Turn 3: the Allied unit in the forest now battles with 3 dice (no penalty for firing from a forest)
    assert count_dice(p, H("E5"), H("F5")).dice == 3


def test_armour_in_town_vs_hill_from_lower_ground_loses_three_dice() -> None:
    # "obrněná jednotka útočící z pole města (útočný postih -2) nebude schopna zasáhnout nepřátelskou
    #  jednotku na kopci (terénní redukce -1 při útoku z nižší výšky), protože počet kostek je celkově snížen o 3."
    p = pos({"E5": "town", "F5": "hill"}, {"E5": unit("armour"), "F5": unit("infantry", Side.AXIS)})
    d = count_dice(p, H("E5"), H("F5"))
    assert (d.base, d.penalty, d.reduction, d.total_reduction, d.dice) == (3, 2, 1, 3, 0)
    check = check_battle(p, H("E5"), H("F5"))
    assert not check.allowed
    assert check.notes[-1].code == "dice.none_left"


def test_hill_reduction_only_from_lower_ground() -> None:
    # "Spojenci útočí z nižšího terénu, hází proto 2 kostkami místo 3 ... když jsou také na kopci, hází 3 kostkami."
    low = pos({"F5": "hill"}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    assert count_dice(low, H("E5"), H("F5")).dice == 2
    same = pos({"E5": "hill", "F5": "hill"}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    assert count_dice(same, H("E5"), H("F5")).dice == 3
    art = pos({"F5": "hill"}, {"D5": unit("artillery"), "F5": unit("infantry", Side.AXIS)})
    assert count_dice(art, H("D5"), H("F5")).dice == 3


def test_terrain_and_obstacle_reductions_do_not_add_up() -> None:
    # "... počet svých kostek o 2, nikoliv o 2+1 (redukce bunkru je 2, kopce 1)"
    p = pos({"F5": "hill"}, {"E5": unit("armour"), "F5": unit("infantry", Side.AXIS)}, {"F5": "bunker"})
    d = count_dice(p, H("E5"), H("F5"))
    assert (d.reduction, d.dice) == (2, 1)
    # sandbags (1) do not raise a town's reduction (2 against armour / 1 against infantry)
    town = pos({"F5": "town"}, {"E5": unit("armour"), "D5": unit("infantry"), "F5": unit("infantry", Side.AXIS)},
               {"F5": "sandbags"})
    assert count_dice(town, H("E5"), H("F5")).reduction == 2
    assert flags_ignorable(town, H("F5"))[0] == 1  # but the sandbags still let it ignore a flag


def test_artillery_ignores_terrain_reductions() -> None:
    for key in ("forest", "town", "hedgerow", "hill"):
        p = pos({"G5": key}, {"C5": unit("artillery"), "G5": unit("infantry", Side.AXIS)})
        assert count_dice(p, H("C5"), H("G5")).dice == 2


@pytest.mark.parametrize("key", [k for k, s in SPECS.items() if s.reduction])
@pytest.mark.parametrize("attacker", ["infantry", "armour", "artillery"])
def test_each_terrain_reduction(key: str, attacker: str) -> None:
    s = SPECS[key]
    terrain = {} if s.obstacle else {"F5": key}
    obstacles = {"F5": key} if s.obstacle else {}
    p = pos(terrain, {"E5": unit(attacker), "F5": unit("infantry", Side.AXIS)}, obstacles)
    kind = unit(attacker).kind
    expected = 0 if kind is Kind.ARTILLERY else s.reduction.get(kind, 0)
    assert count_dice(p, H("E5"), H("F5")).reduction == expected


def test_attacker_penalties_armour_in_town_and_infantry_on_wire() -> None:
    p = pos({"E5": "town"}, {"E5": unit("armour"), "F5": unit("infantry", Side.AXIS)})
    assert count_dice(p, H("E5"), H("F5")).dice == 1
    w = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)}, {"E5": "wire"})
    assert count_dice(w, H("E5"), H("F5")).dice == 2
    wa = pos({}, {"E5": unit("armour"), "F5": unit("infantry", Side.AXIS)}, {"E5": "wire"})
    assert count_dice(wa, H("E5"), H("F5")).dice == 3


def test_penalty_and_reduction_add_up() -> None:
    p = pos({"E5": "town", "F5": "forest"}, {"E5": unit("armour"), "F5": unit("infantry", Side.AXIS)})
    d = count_dice(p, H("E5"), H("F5"))
    assert (d.penalty, d.reduction, d.dice) == (2, 2, 0)


def test_close_assault_must_target_adjacent_enemy() -> None:
    # "Tato spojenecká pěchotní jednotka ... nemůže zaútočit na nepřátelskou pěchotní jednotku vzdálenou 2 pole,
    #  protože musí zaútočit na nepřátelskou jednotku, se kterou je v boji na blízko."
    p = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS), "E3": unit("infantry", Side.AXIS)})
    assert check_battle(p, H("E5"), H("F5")).allowed
    far = check_battle(p, H("E5"), H("E3"))
    assert not far.allowed
    assert far.notes[-1].code == "battle.close_assault_elsewhere"


def test_sight_needed_except_artillery() -> None:
    p = pos({"D5": "forest"}, {"C5": unit("infantry"), "E5": unit("infantry", Side.AXIS)})
    assert not check_battle(p, H("C5"), H("E5")).allowed
    a = pos({"D5": "forest"}, {"C5": unit("artillery"), "E5": unit("infantry", Side.AXIS)})
    assert check_battle(a, H("C5"), H("E5")).allowed


def test_out_of_range_and_same_side() -> None:
    p = pos({}, {"B5": unit("infantry"), "F5": unit("infantry", Side.AXIS), "C5": unit("armour")})
    assert not check_battle(p, H("B5"), H("F5")).allowed
    assert not check_battle(p, H("B5"), H("C5")).allowed


def test_movement_this_turn_limits_battle() -> None:
    enemy = {"F5": unit("infantry", Side.AXIS)}
    assert not check_battle(pos({}, {"E5": unit("infantry", moved=2), **enemy}), H("E5"), H("F5")).allowed
    assert check_battle(pos({}, {"E5": unit("infantry", moved=1), **enemy}), H("E5"), H("F5")).allowed
    assert check_battle(pos({}, {"E5": unit("elite_infantry", moved=2), **enemy}), H("E5"), H("F5")).allowed
    assert not check_battle(pos({}, {"E5": unit("artillery", moved=1), **enemy}), H("E5"), H("F5")).allowed
    assert check_battle(pos({}, {"E5": unit("armour", moved=3), **enemy}), H("E5"), H("F5")).allowed
    in_forest = {"E5": "forest"}
    assert not check_battle(pos(in_forest, {"E5": unit("armour", entered="forest"), **enemy}),
                            H("E5"), H("F5")).allowed
    # French Resistance may battle after entering a forest, village or hedgerow
    assert check_battle(pos(in_forest, {"E5": unit("resistance", entered="forest"), **enemy}),
                        H("E5"), H("F5")).allowed
    # armour that entered wire removes it and may still battle
    assert check_battle(pos({}, {"E5": unit("armour", entered="wire"), **enemy}), H("E5"), H("F5")).allowed


def test_no_battle_from_the_sea() -> None:
    p = pos({"E5": "sea"}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)})
    assert not check_battle(p, H("E5"), H("F5")).allowed


def test_flags_ignored_by_terrain() -> None:
    cases = [("church", None, "infantry", 1), (None, "bunker", "infantry", 1), (None, "sandbags", "armour", 1),
             (None, "seawall", "infantry", 1), (None, "hedgehog", "infantry", 1), (None, "hedgehog", "armour", 0),
             ("forest", None, "infantry", 0)]
    for terrain, obstacle, kind, n in cases:
        p = pos({"E5": terrain} if terrain else {}, {"E5": unit(kind)}, {"E5": obstacle} if obstacle else {})
        assert flags_ignorable(p, H("E5"))[0] == n, (terrain, obstacle, kind)


def test_bunker_owned_by_other_side_gives_no_protection() -> None:
    from engine.memoir44.position import Position

    base = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS)}, {"F5": "bunker"})
    owned = Position(terrain=base.terrain, obstacles=base.obstacles, units=base.units,
                     obstacle_owner={H("F5"): Side.ALLIES})
    assert count_dice(base, H("E5"), H("F5")).reduction == 1
    assert count_dice(owned, H("E5"), H("F5")).reduction == 0
    assert flags_ignorable(owned, H("F5"))[0] == 0


def test_legal_targets() -> None:
    from engine.memoir44.battle import legal_targets

    p = pos({"E3": "forest"}, {"E5": unit("infantry"), "G5": unit("infantry", Side.AXIS),
                               "E3": unit("armour", Side.AXIS), "K5": unit("infantry", Side.AXIS)})
    assert legal_targets(p, H("E5")) == {H("G5"): 2, H("E3"): 1}
    p_close = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS), "G5": unit("armour", Side.AXIS)})
    assert legal_targets(p_close, H("E5")) == {H("F5"): 3}
