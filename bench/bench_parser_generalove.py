"""Generálové parser: how many questions of our own set it reads right (intent, proposition, facts) and answers right.

The set (``bench/data/generalove-parser.json``) is written from manual 001: each rule fact asked several
ways (tidy, colloquial without diacritics, typos, other word orders); every fifth item is held out
(``split: held``) and never tuned on.  The intent classifier of the seam is not in the loop yet: each
question gets an unsure guess (LOOKUP, confidence 0) and the parser's own refinement decides.

Reported per split: intent, proposition (yes/no: which and which way round), facts exactly as
expected, facts containing the expected ones, and the engine's answer (verdict and numbers).

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_parser_generalove.py [--show]``
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from engine.api import Intent
from engine.registry import ENGINES
from understanding import IntentGuess
from understanding.registry import PARSERS
from understanding.text import analyse

DATA = Path(__file__).with_name("data") / "generalove-parser.json"


def check(item: dict[str, Any]) -> dict[str, Any]:
    """Read and answer one question; which parts came out as expected."""
    understood = PARSERS["generalove"].parse(analyse(item["q"]), "generalove", IntentGuess(Intent.LOOKUP, 0.0))
    got = understood.as_json()
    answer = ENGINES["generalove"].evaluate(understood.query).as_dict()
    facts, expected = got["facts"], item["facts"]
    ask = got.get("asks")
    right_answer = True
    if "verdict" in item:
        right_answer &= answer["verdict"] == item["verdict"]
    for key, value in item.get("numbers", {}).items():
        number = answer["numbers"].get(key)
        right_answer &= isinstance(number, int | float) and abs(float(number) - float(value)) < 5e-4
    return {
        "intent": got["intent"] == item["intent"],
        "ask": ask == item["ask"],
        "facts": facts == expected,
        "facts_in": all(facts.get(k) == v for k, v in expected.items()),
        "answer": right_answer,
        "got": {"intent": got["intent"], "asks": ask, "facts": facts, "verdict": answer["verdict"],
                "summary": answer["summary"][:140]},
    }


def main() -> None:
    items = json.loads(DATA.read_text(encoding="utf-8"))
    show = "--show" in sys.argv
    for split in ("tune", "held"):
        part = [i for i in items if i["split"] == split]
        start = time.perf_counter()
        results = [(item, check(item)) for item in part]
        per = (time.perf_counter() - start) / max(len(part), 1)
        counts = {k: sum(r[k] for _, r in results) for k in ("intent", "ask", "facts", "facts_in", "answer")}
        full = sum(all(r[k] for k in ("intent", "ask", "facts", "answer")) for _, r in results)
        print(f"{split}: {len(part)} otázek, vše správně {full}/{len(part)}; záměr {counts['intent']}, "
              f"otázka ano/ne {counts['ask']}, fakta přesně {counts['facts']} (obsažena {counts['facts_in']}), "
              f"odpověď {counts['answer']}; {per * 1000:.1f} ms na otázku")
        if show:
            for item, r in (results if split == "tune" else []):
                wrong = [k for k in ("intent", "ask", "facts", "answer") if not r[k]]
                if wrong:
                    print(f"  {item['id']} {wrong}: {item['q']}\n      expected {item['intent']} {item['ask']} "
                          f"{item['facts']}\n      got      {r['got']}")


if __name__ == "__main__":
    main()
