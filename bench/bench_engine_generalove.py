"""Generálové engine: exact-odds speed, greedy vs. enumeration, and the dev questions' positions through the engine.

Targets: the printed sheets' distributions (1..6 dice, modifiers −3..+3) in < 0.5 s cold;
one engine answer in < 200 µs warm.

Run: ``.venv/bin/python bench/bench_engine_generalove.py``
"""

from __future__ import annotations

import json
import time
import timeit
from pathlib import Path

from engine.api import Intent, Query
from engine.generalove import odds
from engine.generalove.engine import ENGINE
from engine.generalove.facts import GeneraloveFacts, Stance, UnitKind
from engine.generalove.report import unknown_cells
from engine.generalove.tables import Confidence, all_cells

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval" / "qa.json"


def odds_speed() -> None:
    odds._hit_counts.cache_clear()
    start = time.perf_counter()
    odds.hit_table(6)
    cold = time.perf_counter() - start
    print(f"hit_table(6 kostek × úpravy −3..+3), bez cache: {cold * 1000:.1f} ms  (cíl < 500 ms)")
    start = time.perf_counter()
    for n in range(1, 5):
        for m in range(-3, 4):
            assert odds.hit_distribution_enumerated(n, m) == odds.hit_distribution(n, m)
    print(f"kontrola výčtem všech hodů a rozdělení (1..4 kostky): {time.perf_counter() - start:.2f} s, shoda")
    odds._hit_counts.cache_clear()
    start = time.perf_counter()
    odds.hit_distribution(10, 3)
    print(f"hit_distribution(10, +3): {(time.perf_counter() - start) * 1000:.1f} ms")


def tables_summary() -> None:
    cells = all_cells()
    by_conf = {c: sum(1 for cell in cells if cell.confidence is c) for c in Confidence}
    print("políčka tabulek podle jistoty: " + ", ".join(f"{c.value} {n}" for c, n in by_conf.items()))
    print("neznámá políčka: " + "; ".join(f"{c.table} {c.row} × {c.column}" for c in unknown_cells()))


def engine_speed() -> None:
    odds_query = Query("generalove", Intent.ODDS, GeneraloveFacts(dice=3, modifier=-2))
    ENGINE.evaluate(odds_query)
    n = 2000
    per = timeit.timeit(lambda: ENGINE.evaluate(odds_query), number=n) / n
    print(f"ENGINE.evaluate (šance, 3 kostky): {per * 1e6:.1f} µs  (cíl < 200 µs)")
    table = Query("generalove", Intent.DEFENSE, GeneraloveFacts(
        my_unit=UnitKind.CAVALRY, my_stance=Stance.ATTACKING, opponent_unit=UnitKind.INFANTRY,
        opponent_stance=Stance.DEFENDING))
    per = timeit.timeit(lambda: ENGINE.evaluate(table), number=n) / n
    print(f"ENGINE.evaluate (Tab. 1): {per * 1e6:.1f} µs")


def dev_questions() -> None:
    if not EVAL.exists():
        print("qa.json není k dispozici")
        return
    from understanding.generalove import PARSER
    from understanding.intent import classify_intent
    from understanding.text import analyse

    cases = [c for c in json.loads(EVAL.read_text(encoding="utf-8")) if c.get("game") == "generalove"]
    ok = 0
    for case in cases:
        understood = PARSER.parse(analyse(case["question"]), "generalove", classify_intent(analyse(case["question"])))
        facts = PARSER.facts_from_position("generalove", case["position"])
        query = Query("generalove", understood.query.intent, facts, understood.query.ask)
        ans = ENGINE.evaluate(query).as_dict()
        expect = case["expect"]
        good = ans["verdict"] == expect.get("verdict")
        for key, value in expect.get("numbers", {}).items():
            got = ans["numbers"].get(key)
            good &= got is not None and abs(float(got) - float(value)) < 5e-5
        ok += good
        print(f"  {case['id']}: {'OK' if good else 'CHYBA'}  {ans['summary']}")
    print(f"dev otázky Generálové přes engine (z uvedených faktů): {ok}/{len(cases)}")


def main() -> None:
    odds_speed()
    tables_summary()
    engine_speed()
    dev_questions()


if __name__ == "__main__":
    main()
