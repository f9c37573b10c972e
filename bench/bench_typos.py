"""Typo robustness: the questions answered fully right, each with one typo a phone keyboard makes.

For every question of a set that is answered fully right as written, one word of six or
more letters gets two neighbouring letters swapped (seeded, so every run makes the same
typos; two variants per question).  Reported: how many variants are still fully right,
and how many now make a **wrong claim** (a verdict or number that differs from the
expected one) — a typo may cost an answer, it must never turn it into a wrong one.

Run: ``.venv/bin/python bench/bench_typos.py [--set NAME ...] [--show]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.bench_understanding import HELD_OUT, SETS, score  # noqa: E402

VARIANTS = 2
_WORD = re.compile(r"[^\W\d_]{6,}")


def swapped(question: str, rng: random.Random) -> str | None:
    """The question with two neighbouring letters of one long word swapped (not the first letter)."""
    words = [m for m in _WORD.finditer(question)]
    if not words:
        return None
    m = rng.choice(words)
    word = m.group()
    i = rng.randrange(1, len(word) - 1)
    if word[i] == word[i + 1]:
        return None
    typo = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return question[: m.start()] + typo + question[m.end() :]


def probe(client: Any, items: list[dict[str, Any]], show: bool) -> dict[str, int]:
    counts = {"base_right": 0, "variants": 0, "right": 0, "wrong": 0}
    for item in items:
        payload = {"question": item["question"], "game": item["game"]}
        response = client.post("/api/ask", json=payload)
        if not score(item, response.get_json() or {}, response.status_code)["full"]:
            continue
        counts["base_right"] += 1
        rng = random.Random(item["id"])
        for _ in range(VARIANTS):
            typo = swapped(item["question"], rng)
            if typo is None or typo == item["question"]:
                continue
            response = client.post("/api/ask", json={"question": typo, "game": item["game"]})
            answer = response.get_json() or {}
            checks = score(item, answer, response.status_code)
            counts["variants"] += 1
            counts["right"] += checks["full"]
            counts["wrong"] += checks["wrong"]
            if show and checks["wrong"]:
                print(f"   ✗ WRONG {item['id']} „{typo}“ → verdict {answer.get('verdict')!r} "
                      f"(chtěno {item['expect'].get('verdict')!r})")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", choices=sorted(SETS), help="which sets (default: own-tune)")
    parser.add_argument("--show", action="store_true", help="list wrong claims (never for held-out sets)")
    args, _ = parser.parse_known_args(argv)
    from assistant.app import create_app

    client = create_app({"TESTING": True}).test_client()
    for name in args.set or ["own-tune"]:
        items = json.loads(SETS[name].read_text(encoding="utf-8"))
        c = probe(client, items, args.show and name not in HELD_OUT)
        print(f"{name}: otázek plně správně {c['base_right']}; s překlepem {c['variants']} variant, "
              f"plně správně {c['right']} ({100 * c['right'] / max(1, c['variants']):.1f} %), "
              f"chybná tvrzení {c['wrong']}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main())
