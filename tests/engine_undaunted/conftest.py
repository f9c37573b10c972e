"""Small positions shared by the Odhodlaní engine tests, as fixtures."""

from __future__ import annotations

import pytest

from engine.undaunted.model import Card, CardAction, PlayerCards, Position, Tile, Unit

US, DE = "američané", "němci"
SU = "sověti"


def card(uid: str, name: str, squad: str | None, *actions: CardAction, initiative: int = 0) -> Card:
    return Card(uid, name, squad, initiative=initiative, actions=actions)


def rifle(uid: str, squad: str = "A") -> Card:
    return card(
        uid, "strelci", squad, CardAction("presun", 1), CardAction("utok", 1), CardAction("ovladnuti"), initiative=5
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
        Unit(DE, "strelci", "A", 4, "3B"),
        Unit(DE, "patraci", "B", 4, "1"),
        Unit(US, "kulometcici", "C", 3, "10"),
    ]
    for t in ("1", "3B"):
        pos.control[(t, DE)] = "propátráno"
    for t in ("2A", "10"):
        pos.control[(t, US)] = "propátráno"
    de = PlayerCards(
        hand=[
            card("p-B", "patraci", "B", CardAction("patrani", 2), CardAction("pruzkum")),
            rifle("s-A1"),
            rifle("s-A2"),
        ],
        reserve=[card(f"vz{i}", "valecny-zmatek", None, initiative=1) for i in range(3)],
        discard=[rifle("s-A3")],
    )
    us = PlayerCards(
        hand=[
            card(
                "k-C", "kulometcici", "C", CardAction("presun", 1), CardAction("utok", 2), CardAction("kryci-palba", 4)
            ),
            card("v-C", "velitel-druzstva", "C", CardAction("posily", 1, "C"), CardAction("povzbuzeni", 1, "C")),
            card("vz-us", "valecny-zmatek", None, initiative=1),
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
        Unit(SU, "kulometcici", "A", 4, "503"),
        Unit(SU, "strelci", "A", 4, "503"),
        Unit(DE, "kulometcici", "B", 4, "506"),
        Unit(DE, "strelci", "B", 4, "506"),
    ]
    pos.control[("503", SU)] = "ovládáno"
    pos.control[("504", SU)] = "propátráno"
    pos.control[("506", DE)] = "ovládáno"
    su = PlayerCards(
        hand=[
            card("su-k", "kulometcici", "A", CardAction("utok", 2), CardAction("kryci-palba", 4)),
            card("su-s", "strelci", "A", CardAction("presun", 1), CardAction("utok", 1), CardAction("ovladnuti")),
        ],
    )
    de = PlayerCards(
        hand=[
            card("de-k", "kulometcici", "B", CardAction("utok", 2), CardAction("kryci-palba", 4)),
            card("de-v", "velitel-druzstva", "A", CardAction("posily", 2, "B"), CardAction("povzbuzeni", 1, "A")),
            card("de-vz", "valecny-zmatek", None, initiative=1),
        ],
        reserve=[
            card("de-sB", "strelci", "B", CardAction("presun", 1)),
            card("de-kB", "kulometcici", "B", CardAction("utok", 2)),
            card("de-pA", "patraci", "A", CardAction("patrani", 2)),
        ],
        discard=[card("de-k2", "kulometcici", "B", CardAction("utok", 2))],
    )
    pos.cards = {SU: su, DE: de}
    pos.to_move = SU
    pos.initiative = SU
    return pos
