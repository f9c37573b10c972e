"""Orders on the board, medals and objectives, the air power table, the printable terrain table."""

from __future__ import annotations

import pytest

from engine.memoir44.board import Sector
from engine.memoir44.components import Side
from engine.memoir44.facts import Front, Objective
from engine.memoir44.maps import H, pos, unit
from engine.memoir44.medals import ObjectiveState, air_power, count_medals, keeps_medal, winner
from engine.memoir44.orders import OrderRefused, section_orders
from engine.memoir44.presentation import explain, terrain_table
from engine.memoir44.terrain import SPECS


def test_section_orders_on_board() -> None:
    p = pos({}, {"B1": unit("infantry"), "E2": unit("infantry"), "G5": unit("armour"),
                 "B3": unit("infantry", Side.AXIS)})
    left = section_orders(p, Side.ALLIES, Sector.LEFT, 3)
    assert set(left.ordered) == {H("B1"), H("E2")} and left.lost == 1
    center = section_orders(p, Side.ALLIES, Sector.CENTER, 2)
    assert set(center.ordered) == {H("E2"), H("G5")}  # E2 sits on the dashed line
    assert "přerušovaná linie" in " ".join(explain(center.notes).texts())
    with pytest.raises(OrderRefused) as refused:
        section_orders(p, Side.ALLIES, Sector.RIGHT, 1, [H("B1")])
    assert refused.value.note.code == "orders.outside_sector"
    with pytest.raises(OrderRefused):
        section_orders(p, Side.ALLIES, Sector.LEFT, 2, [H("B1"), H("B1")])
    # the Axis player at the top edge: his right flank is the screen left
    assert section_orders(p, Side.AXIS, Sector.RIGHT, 1).ordered == [H("B3")]


def test_medals_and_objectives() -> None:
    p = pos({}, {"E5": unit("infantry"), "F5": unit("infantry", Side.AXIS), "G5": unit("infantry", Side.AXIS)})
    objs = [ObjectiveState(Objective.TEMPORARY, (H("E5"),)),
            ObjectiveState(Objective.TEMPORARY_MAJORITY, (H("E5"), H("F5"), H("G5"))),
            ObjectiveState(Objective.PERMANENT, (H("A1"),), gained_by=Side.ALLIES)]
    m = count_medals(p, {Side.ALLIES: 2}, objs)
    assert m.medals == {Side.ALLIES: 4, Side.AXIS: 1} and m.sudden_death is None
    sd = count_medals(p, {}, [ObjectiveState(Objective.SUDDEN_DEATH, (H("F5"),), side=Side.AXIS)])
    assert sd.sudden_death is Side.AXIS
    assert "Osa splnila" in " ".join(explain(sd.notes).texts())
    assert keeps_medal(Objective.PERMANENT, still_occupied=False)
    assert not keeps_medal(Objective.TEMPORARY, still_occupied=False)
    assert winner({Side.ALLIES: 4, Side.AXIS: 2}, 4) is Side.ALLIES
    assert winner({Side.ALLIES: 3, Side.AXIS: 2}, 4) is None


def test_air_power_table() -> None:
    assert air_power(Front.WEST, 1944).dice == {Side.ALLIES: 2, Side.AXIS: 1}
    assert air_power(Front.EAST, 1943).dice == {Side.ALLIES: 1, Side.AXIS: 1}
    illegible = air_power(Front.MEDITERRANEAN, 1943)
    assert illegible.dice is None and illegible.illegible


def test_terrain_table_rows() -> None:
    rows = terrain_table()
    assert len(rows) == len(SPECS)
    forest = next(r for r in rows if r["key"] == "forest")
    assert forest["reduction_infantry"] == 1 and forest["reduction_armour"] == 2
    assert forest["reduction_artillery"] == 0 and forest["blocks_sight"] == "ano"
    assert forest["rule"].startswith("memoir44.")
    hill = next(r for r in rows if r["key"] == "hill")
    assert hill["reduction_infantry"] == "1 z nižší výšky"
    bunker = next(r for r in rows if r["key"] == "bunker")
    assert "neprostupné pro: obrněnci, artilerie" in bunker["movement"]
