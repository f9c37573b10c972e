"""Seeded random playouts: every legal play can be pushed, and no card is ever lost or duplicated."""

from __future__ import annotations

import random

import pytest

from engine.explain import MissingFactError
from engine.undaunted import cards as zones
from engine.undaunted.game import Game
from engine.undaunted.model import Card, CardAction, PlayerCards, Position, Tile, Unit
from engine.undaunted.variants import VARIANTS

A = CardAction


def _deck(side_tag: str, game: str) -> tuple[list[Card], list[Card]]:
    n = 0

    def c(name: str, squad: str | None, *actions: CardAction, tier: str = "regular") -> Card:
        nonlocal n
        n += 1
        return Card(f"{side_tag}{n}", name, squad, initiative=n % 9 + 1, actions=actions, tier=tier)

    deck = [
        c("riflemen", "A", A("move", 1), A("attack", 1), A("control")),
        c("riflemen", "A", A("move", 1), A("attack", 1), A("control")),
        c("scouts", "A", A("scout", 2), A("recon"), A("confuse")),
        c("machine_gunners", "A", A("move", 1), A("attack", 2), A("suppress", 4)),
        c("squad_leader", "A", A("bolster", 2, "A"), A("rally", 1, "A")),
        c("fog_of_war", None),
    ]
    if game == "normandie":
        deck += [c("mortar", None, A("aim"), A("barrage", 1)),
                 c("platoon_sergeant", None, A("command", 2), A("maneuver", 1))]
    else:
        deck += [
            c(
                "engineers",
                "A",
                A("mines", 2),
                A("smoke"),
                A("demolition", values=(("tank", 1), ("building", 4))),
                A("attack_and_sneak"),
                A("grenades", 2, max_range=1),
            ),
            c("platoon_deputy", None, A("command", 2), A("maneuver", 1), A("quick_bolster", 1)),
            c(
                "machine_gunners",
                "A",
                A("fire_lane"),
                A("exert", 1),
                A("bombard", values=(("infantry", 2), ("building", 3))),
                A("flamethrower", 2, max_range=0),
            ),
            c("scouts", "A", A("securing_recon"), A("sally"), A("attack", 1), A("ready", 1, "A")),
        ]
    reserve = [c("riflemen", "A", A("move", 1)), c("fog_of_war", None), c("fog_of_war", None)]
    return deck, reserve


def _board(game: str) -> Position:
    v = VARIANTS[game]
    tiles = [Tile(f"{q},{r}", cover=(q * 3 + r) % 4, coords=(q, r)) for q in range(4) for r in range(3)]
    if game == "stalingrad":
        tiles[5].building_cover, tiles[5].durability = 3, 6
        tiles[6].fortification_cover = 3
    else:
        tiles[4].hill_cover, tiles[4].cover = 1, 3
    pos = Position.from_grid(game, v.sides, tiles)
    a, b = v.sides
    for side, home in ((a, "0,0"), (b, "3,2")):
        for kind in ("riflemen", "scouts", "machine_gunners"):
            pos.units.append(Unit(side, kind, "A", 4, home))
        pos.units.append(
            Unit(side, "mortar" if game == "normandie" else "engineers", None if game == "normandie" else "A", 5, None)
        )
        pos.control[(home, side)] = "controlled"
        if game == "normandie":
            pos.deployment[side] = {home: ("all",)}
    if game == "stalingrad":
        pos.tunnels |= {"0,2", "3,0"}
    for side, tag in ((a, "a"), (b, "b")):
        deck, reserve = _deck(tag, game)
        pos.cards[side] = PlayerCards(deck=deck, reserve=reserve)
    pos.initiative = pos.to_move = a
    return pos


def _all_cards(pos: Position) -> list[str]:
    out = []
    for pc in pos.cards.values():
        for zone in ("deck", "hand", "discard", "play_area", "reserve", "casualties", "set_aside"):
            out += [c.uid for c in pc.zone(zone)]
    return sorted(out)


@pytest.mark.parametrize("game", ["normandie", "stalingrad"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playout(game: str, seed: int) -> None:
    rng = random.Random(seed)
    pos = _board(game)
    game_ = Game(pos)
    cards_before = _all_cards(pos)
    pushed = 0
    for _round in range(8):
        zones.start_round(game_.variant, pos, rng)
        for side in (pos.initiative, pos.enemy(pos.initiative)):
            pos.to_move = side
            for _ in range(6):
                plays = game_.legal_actions
                if not plays:
                    break
                play = rng.choice(plays)
                try:
                    game_.push(play, rng=rng)
                except MissingFactError:
                    continue  # e.g. a push target the random choice did not name
                pushed += 1
                pos._distance_cache.clear()
                assert _all_cards(pos) == cards_before, f"cards changed after {play}"
            zones.end_turn(pos, side)
    assert pushed > 20
    assert _all_cards(pos) == cards_before
