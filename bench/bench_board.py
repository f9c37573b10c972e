"""The board's round trip: ``POST /api/evaluate`` against the production server, p50/p95/max per game.

Starts ``assistant.server.serve`` (gunicorn, two BufferingWorker processes) on a free
loopback port and plays what the page does: one client on one kept-alive connection
sends a position, waits for the answer, changes the position, sends again.  The
positions are seeded random boards of each game (units, terrain, tiles, an attacker
and a target, sometimes none), so the figures cover the whole work of an answer
(the engine, the board's geometry, citations, JSON).  The target is < 100 ms at p95.
The machine is shared: the load average before and after is printed with the figures.

Run: ``.venv/bin/python bench/bench_board.py [--rounds 300] [--seed 17]``
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.bench_assistant import free_port, pct, start_server, stop_server  # noqa: E402

TARGET_MS = 100.0


def memoir44(rng: random.Random) -> dict[str, Any]:
    from engine.memoir44.board import PLAYABLE_HEXES, format_hex
    from engine.memoir44.facts import Feature

    hexes = [format_hex(h) for h in PLAYABLE_HEXES]
    spots = rng.sample(hexes, rng.randint(2, 12) + 12)
    units = spots[: rng.randint(2, 12)]
    kinds = ("infantry", "infantry", "armour", "artillery", "elite_infantry", "resistance")
    placed = [f"{h}={'allies' if i % 2 == 0 else 'axis'}:{rng.choice(kinds)}" for i, h in enumerate(units)]
    terrains = [f for f in Feature if f is not Feature.PLAIN]
    features = [f"{h}={rng.choice(terrains).value}" for h in spots[len(units):]]
    facts: dict[str, Any] = {"hex_units": placed, "hex_features": features}
    if rng.random() < 0.9:
        facts["attacker_hex"] = units[0]
        if rng.random() < 0.85:
            facts["target_hex"] = units[1]
    return facts


def generalove(rng: random.Random) -> dict[str, Any]:
    troops = ["attacking_infantry", "attacking_cavalry", "defending_infantry", "unprepared_infantry",
              "unprepared_cavalry", "defending_artillery", "empty", "empty"]
    return {"zone_mine": [rng.choice(troops) for _ in range(5)], "zone_theirs": [rng.choice(troops) for _ in range(5)],
            "phase": rng.choice(["cavalry", "infantry"])}


def undaunted(rng: random.Random, game: str) -> dict[str, Any]:
    from assistant.board.undaunted import tile_names

    tiles = tile_names()
    spots = rng.sample(tiles, 8)
    sides = ("americans", "germans") if game == "normandie" else ("soviets", "germans")
    units = [f"{spots[0]}={sides[0]}:riflemen:1:ready", f"{spots[1]}={sides[1]}:machine_gunners:4:"
             f"{rng.choice(['ready', 'suppressed'])}"]
    kinds = ["cover:1", "cover:2", "cover:3"] + (["hill"] if game == "normandie" else
                                                 ["building:3", "fortification:2:germans", "smoke"])
    covers = [f"{t}={rng.choice(kinds)}" for t in spots[1:]]
    action = rng.choice(["attack", "suppress"])
    return {"action": action, "action_value": rng.randint(1, 4), "units": units, "tiles": covers,
            "attacker_tile": spots[0], "target_tile": spots[1]}


def positions(rng: random.Random, rounds: int) -> list[tuple[str, dict[str, Any]]]:
    """Per game, ``rounds`` positions in the order a player's changes would send them."""
    out: list[tuple[str, dict[str, Any]]] = []
    for _ in range(rounds):
        out.append(("memoir44", memoir44(rng)))
        out.append(("generalove", generalove(rng)))
        out.append(("normandie", undaunted(rng, "normandie")))
        out.append(("stalingrad", undaunted(rng, "stalingrad")))
    return out


def round_trips(port: int, plan: list[tuple[str, dict[str, Any]]]) -> tuple[dict[str, list[float]], int]:
    """Seconds per request by game, on one kept-alive connection (as the page sends them); non-200 count."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    times: dict[str, list[float]] = {}
    errors = 0
    for game, facts in plan:
        body = json.dumps({"game": game, "facts": facts}).encode()
        started = time.perf_counter()
        conn.request("POST", "/api/evaluate", body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        times.setdefault(game, []).append(time.perf_counter() - started)
        errors += response.status != 200
    conn.close()
    return times, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="positions per game")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    plan = positions(random.Random(args.seed), args.rounds)
    port = free_port()
    proc, startup = start_server(port, 2)
    try:
        load_before = os.getloadavg()
        round_trips(port, plan[:40])  # warm both workers
        started = time.perf_counter()
        times, errors = round_trips(port, plan)
        wall = time.perf_counter() - started
        load_after = os.getloadavg()
    finally:
        stop_server(proc)
    print(f"server: gunicorn, 2 workers, started in {startup:.1f} s; {os.cpu_count()} cores")
    print(f"load average before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}; "
          f"after: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f}")
    print(f"{len(plan)} evaluations in {wall:.1f} s, {errors} not 200")
    print(f"{'game':<12} {'n':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    everything = [t for values in times.values() for t in values]
    for game, values in [*times.items(), ("all", everything)]:
        print(f"{game:<12} {len(values):>5} {pct(values, 0.5):>8.1f} {pct(values, 0.95):>8.1f} "
              f"{max(values) * 1000:>8.1f}")
    p95 = pct(everything, 0.95)
    print(f"target p95 < {TARGET_MS:.0f} ms: {'met' if p95 < TARGET_MS else 'NOT met'}")
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
