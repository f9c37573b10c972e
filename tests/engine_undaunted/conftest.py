"""Small positions shared by the Odhodlaní engine tests, as fixtures."""

from __future__ import annotations

import pytest

from engine.undaunted.model import Card, CardAction, PlayerCards, Position, Tile, Unit

US, DE = "americans", "germans"
SU = "soviets"


def card(uid: str, name: str, squad: str | None, *actions: CardAction, initiative: int = 0) -> Card:
    return Card(uid, name, squad, initiative=initiative, actions=actions)


def rifle(uid: str, squad: str = "A") -> Card:
    return card(
        uid, "riflemen", squad, CardAction("move", 1), CardAction("attack", 1), CardAction("control"), initiative=5
    )


@pytest.fixture
def normandie_round() -> Position:
    """The board of the Normandie round example (000 'Příklad jednoho kola hry'), reduced to what it uses.

    German riflemen A on 3B, German scouts B on tile '1' behind them; tiles 3B and 17B lead on;
    American machine gunners C one tile from 17B after their move to 2A (forest 17B has cover 3).
    """
    tiles = [
        Tile("1", cover=1),
        Tile("3B", cover=1),
        Tile("17B", cover=3, objective=2),
        Tile("2A", cover=1),
        Tile("10", cover=0),
    ]
    edges = [("1", "3B"), ("3B", "17B"), ("17B", "2A"), ("2A", "10")]
    pos = Position.from_edges("normandie", (US, DE), tiles, edges)
    pos.units += [
        Unit(DE, "riflemen", "A", 4, "3B"),
        Unit(DE, "scouts", "B", 4, "1"),
        Unit(US, "machine_gunners", "C", 3, "10"),
    ]
    for t in ("1", "3B"):
        pos.control[(t, DE)] = "scouted"
    for t in ("2A", "10"):
        pos.control[(t, US)] = "scouted"
    de = PlayerCards(
        hand=[
            card("p-B", "scouts", "B", CardAction("scout", 2), CardAction("recon")),
            rifle("s-A1"),
            rifle("s-A2"),
        ],
        reserve=[card(f"vz{i}", "fog_of_war", None, initiative=1) for i in range(3)],
        discard=[rifle("s-A3")],
    )
    us = PlayerCards(
        hand=[
            card(
                "k-C", "machine_gunners", "C", CardAction("move", 1), CardAction("attack", 2), CardAction("suppress", 4)
            ),
            card("v-C", "squad_leader", "C", CardAction("bolster", 1, "C"), CardAction("rally", 1, "C")),
            card("vz-us", "fog_of_war", None, initiative=1),
        ],
    )
    pos.cards = {US: us, DE: de}
    pos.to_move = DE
    pos.initiative = DE
    return pos


@pytest.fixture
def stalingrad_round() -> Position:
    """The Stalingrad round example (003 'Příklad jednoho kola hry'): Soviet MGs two tiles from the
    German MGs in a building (building cover 3, normal cover 1)."""
    tiles = [
        Tile("503", cover=1),
        Tile("504", cover=1),
        Tile("505", cover=2),
        Tile("506", cover=1, building_cover=3, durability=6),
    ]
    edges = [("503", "504"), ("504", "505"), ("505", "506"), ("503", "505")]
    pos = Position.from_edges("stalingrad", (SU, DE), tiles, edges)
    pos.units += [
        Unit(SU, "machine_gunners", "A", 4, "503"),
        Unit(SU, "riflemen", "A", 4, "503"),
        Unit(DE, "machine_gunners", "B", 4, "506"),
        Unit(DE, "riflemen", "B", 4, "506"),
    ]
    pos.control[("503", SU)] = "controlled"
    pos.control[("504", SU)] = "scouted"
    pos.control[("506", DE)] = "controlled"
    su = PlayerCards(
        hand=[
            card("su-k", "machine_gunners", "A", CardAction("attack", 2), CardAction("suppress", 4)),
            card("su-s", "riflemen", "A", CardAction("move", 1), CardAction("attack", 1), CardAction("control")),
        ],
    )
    de = PlayerCards(
        hand=[
            card("de-k", "machine_gunners", "B", CardAction("attack", 2), CardAction("suppress", 4)),
            card("de-v", "squad_leader", "A", CardAction("bolster", 2, "B"), CardAction("rally", 1, "A")),
            card("de-vz", "fog_of_war", None, initiative=1),
        ],
        reserve=[
            card("de-sB", "riflemen", "B", CardAction("move", 1)),
            card("de-kB", "machine_gunners", "B", CardAction("attack", 2)),
            card("de-pA", "scouts", "A", CardAction("scout", 2)),
        ],
        discard=[card("de-k2", "machine_gunners", "B", CardAction("attack", 2))],
    )
    pos.cards = {SU: su, DE: de}
    pos.to_move = SU
    pos.initiative = SU
    return pos
