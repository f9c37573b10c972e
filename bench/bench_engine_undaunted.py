"""Odhodlaní engine speed: one full attack evaluation with explanation, and all legal
actions of a 4-card hand on a 20-tile board.  Targets: < 50 µs and < 2 ms.

Run: ``.venv/bin/python bench/bench_engine_undaunted.py``
"""

from __future__ import annotations

import time
import timeit

from engine.api import Ask, Intent, Query, facts_from_mapping
from engine.undaunted import ENGINE, UndauntedFacts
from engine.undaunted.game import Game
from engine.undaunted.model import Card, CardAction, PlayerCards, Position, Tile, Unit
from engine.undaunted.plays import Aim, Play

US, DE = "americans", "germans"


def board_20() -> Position:
    """A 5×4 hex board (20 tiles), both sides with units spread out, control tokens around them."""
    tiles = [Tile(f"{q},{r}", cover=(q + r) % 4, coords=(q, r)) for q in range(5) for r in range(4)]
    tiles[7].hill_cover, tiles[7].cover = 1, 3
    pos = Position.from_grid("normandie", (US, DE), tiles)
    pos.units += [
        Unit(US, "riflemen", "A", 4, "0,0"),
        Unit(US, "machine_gunners", "A", 3, "1,0"),
        Unit(US, "scouts", "A", 4, "0,1"),
        Unit(US, "mortar", None, 5, "0,3"),
        Unit(DE, "riflemen", "A", 4, "4,3"),
        Unit(DE, "machine_gunners", "A", 3, "3,3"),
        Unit(DE, "scouts", "B", 4, "4,2"),
        Unit(DE, "snipers", None, 5, "2,3"),
    ]
    for tile in ("0,0", "1,0", "0,1", "1,1", "0,2", "2,0", "0,3"):
        pos.control[(tile, US)] = "scouted"
    for tile in ("4,3", "3,3", "4,2", "3,2", "2,3"):
        pos.control[(tile, DE)] = "scouted"
    pos.mortar_target[US] = "3,2"
    hand = [
        Card("s1", "riflemen", "A", actions=(CardAction("move", 1), CardAction("attack", 1), CardAction("control"))),
        Card(
            "k1",
            "machine_gunners",
            "A",
            actions=(CardAction("move", 1), CardAction("attack", 2), CardAction("suppress", 4)),
        ),
        Card(
            "p1",
            "scouts",
            "A",
            actions=(CardAction("scout", 2), CardAction("recon"), CardAction("confuse")),
        ),
        Card("m1", "mortar", None, actions=(CardAction("aim"), CardAction("barrage", 1))),
    ]
    reserve = [Card(f"vz{i}", "fog_of_war", None) for i in range(5)]
    pos.cards = {US: PlayerCards(hand=hand, reserve=reserve), DE: PlayerCards()}
    pos.to_move = US
    return pos


def main() -> None:
    facts = {
        "action": "attack",
        "action_value": 2,
        "attacker": "machine_gunners",
        "target": "riflemen",
        "base_defense": 4,
        "cover": 3,
        "distance": 1,
        "rolls": [5, 8],
    }
    query = Query("normandie", Intent.YES_NO, facts_from_mapping(UndauntedFacts, facts), Ask("attack_hits"))
    answer = ENGINE.evaluate(query)
    print("Odhodlaní – jedno vyhodnocení útoku s vysvětlením (příklad kola Normandie):")
    for step in answer.explanation.steps:
        print(f"  - {step.text}  [{', '.join(step.rules)}]")
    print(f"  => {answer.summary}")

    n = 2000
    # best of 5 runs of CPU time (process_time): the machine is shared, waiting for a core is not counted
    per_eval = min(timeit.repeat(lambda: ENGINE.evaluate(query), number=n, repeat=5, timer=time.process_time)) / n
    print(f"ENGINE.evaluate (útok, s vysvětlením): {per_eval * 1e6:.1f} µs  (cíl < 50 µs)")

    pos = board_20()
    game = Game(pos)
    attacker = pos.unit(US, "machine_gunners", "A")
    act = CardAction("attack", 2)
    target = Aim.at_unit(DE, "riflemen", "A")

    def engine_attack() -> None:
        game.position._distance_cache.clear()
        game.evaluate_attack(US, attacker, "attack", act, target, rolls=[5, 8])

    per_attack = min(timeit.repeat(engine_attack, number=n, repeat=5, timer=time.process_time)) / n
    print(f"engine evaluate_attack (obrana, přesné šance, hod, vysvětlení): {per_attack * 1e6:.1f} µs  (cíl < 50 µs)")

    plays = game.legal_actions
    print(f"legální akce ruky 4 karet na 20 polích: {len(plays)} akcí")

    def all_legal() -> None:
        game.position._distance_cache.clear()
        _ = game.legal_actions

    m = 200
    per_legal = min(timeit.repeat(all_legal, number=m, repeat=5, timer=time.process_time)) / m
    print(f"legal_actions: {per_legal * 1e3:.3f} ms  (cíl < 2 ms)")
    assert Play("s1", "withdraw") in plays


if __name__ == "__main__":
    main()
