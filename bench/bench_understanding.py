"""How well questions are understood and answered: fully right, wrong claims, per game.

Runs every question of a set through ``POST /api/ask`` (in process, Flask's test
client: the same code path as gunicorn serves), with the game given and without
it, and scores each answer strictly:

* **fully right** — the game is right; the verdict equals the expected one (``null``
  when the question is not a yes/no the manual decides); every expected number is
  in the answer; every ``must_mention`` term is used; a question the manual does
  not answer (``manual_silent``) is answered with "Manuál to neuvádí" or a request
  for facts, and one it does answer is not;
* **wrong claim** — a verdict that differs from the expected one (including a verdict
  where none is expected), or an expected number given with another value under the
  same key, or a headline count (``manual_count``) that is none of the numbers expected.  A refusal,
  a request for facts or "Manuál to neuvádí" is never wrong.

Sets: ``../shared/eval/qa.json``, ``../shared/eval/qa-players.json`` (development
material), and the project's own ``bench/data/qa-own-tune.json``, ``bench/data/qa-fresh.json``
(a second writer's questions, development material), ``bench/data/qa-fresh2.json``, ``qa-fresh3.json``,
``qa-fresh4.json``, ``qa-fresh5.json`` … ``qa-fresh8.json`` (blind writers each, measured
once before any change for them, then development material) and ``bench/data/qa-own-heldout.json``.
Failures are listed for the development and tune sets only; the held-out set prints aggregates
and is never used for tuning.

Run: ``.venv/bin/python bench/bench_understanding.py [--set NAME ...] [--failures]``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from lang.czech_stem import fold, terms  # noqa: E402
from rules_corpus.paths import shared_dir  # noqa: E402

SETS = {
    "qa": shared_dir() / "eval" / "qa.json",
    "qa-players": shared_dir() / "eval" / "qa-players.json",
    "own-tune": REPO / "bench" / "data" / "qa-own-tune.json",
    "fresh": REPO / "bench" / "data" / "qa-fresh.json",
    "fresh2": REPO / "bench" / "data" / "qa-fresh2.json",
    "fresh3": REPO / "bench" / "data" / "qa-fresh3.json",
    "fresh4": REPO / "bench" / "data" / "qa-fresh4.json",
    "fresh5": REPO / "bench" / "data" / "qa-fresh5.json",
    "fresh6": REPO / "bench" / "data" / "qa-fresh6.json",
    "fresh7": REPO / "bench" / "data" / "qa-fresh7.json",
    "fresh8": REPO / "bench" / "data" / "qa-fresh8.json",
    "own-heldout": REPO / "bench" / "data" / "qa-own-heldout.json",
}
HELD_OUT = {"own-heldout"}
SILENT_MARK = fold("Manuál to neuvádí")


def number_present(answer: dict[str, Any], value: float) -> bool:
    for found in _flat(answer.get("numbers", {})):
        if isinstance(found, int | float) and not isinstance(found, bool) and abs(found - value) < 5e-4:
            return True
    # the "Rozuměl jsem" line repeats the question's own numbers: they do not count as answered
    text = answer.get("answer", "").split("_Rozuměl jsem")[0].replace("\u00a0", " ")
    candidates = {str(value), str(value).replace(".", ",")}
    if float(value).is_integer():
        candidates.add(str(int(value)))
    if 0 < value < 1:
        for digits in (1, 2):
            pct = f"{value * 100:.{digits}f}"
            candidates.update({pct + " %", pct.replace(".", ",") + " %", pct + "%", pct.replace(".", ",") + "%"})
    tokens = set(text.replace("(", " ").replace(")", " ").replace(":", " ").replace("„", " ").split())
    return any(c in text if "%" in c else c in tokens or c + "." in tokens or c + "," in tokens for c in candidates)


def _flat(numbers: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    for v in numbers.values():
        if isinstance(v, dict):
            out.extend(_flat(v))
        else:
            out.extend(v if isinstance(v, list) else [v])
    return out


def mentions(answer: dict[str, Any], term: str) -> bool:
    """The answer (or its quotes) uses the term; "a|b" accepts either; inflected forms count (stems)."""
    quotes = " ".join(c.get("quote", "") for c in answer.get("citations", []))
    haystack = set(terms(answer.get("answer", "") + " " + quotes))
    return any(all(k in haystack for k in terms(alt)) for alt in term.split("|"))


def wrong_number(answer: dict[str, Any], key: str, value: float) -> bool:
    got = answer.get("numbers", {}).get(key)
    return isinstance(got, int | float) and not isinstance(got, bool) and abs(got - value) >= 5e-4


def wrong_count(answer: dict[str, Any], numbers: dict[str, float]) -> bool:
    """The answer's headline count (``manual_count``, read off a manual sentence) is none of the numbers expected:
    its key never matches the set's keys, so it is compared by value."""
    got = answer.get("numbers", {}).get("manual_count")
    return bool(numbers) and isinstance(got, int | float) and all(abs(got - v) >= 5e-4 for v in numbers.values())


def quote_found(answer: dict[str, Any], quote: str) -> bool:
    text = fold(answer.get("answer", "") + " " + " ".join(c.get("quote", "") for c in answer.get("citations", [])))
    return fuzz.partial_ratio(fold(" ".join(quote.split()))[:160], text) >= 80


def score(item: dict[str, Any], answer: dict[str, Any], status: int) -> dict[str, bool]:
    expect = item["expect"]
    numbers = {k: float(v) for k, v in expect.get("numbers", {}).items() if isinstance(v, int | float)}
    silent_expected = bool(expect.get("manual_silent"))
    text = fold(answer.get("answer", ""))
    said_silent = SILENT_MARK in text or (bool(answer.get("needs")) and answer.get("verdict") is None)
    checks = {
        "status": status == 200,
        "game": answer.get("game") == item["game"],
        "verdict": answer.get("verdict") == expect.get("verdict"),
        "numbers": all(number_present(answer, v) for v in numbers.values()),
        "mentions": all(mentions(answer, t) for t in expect.get("must_mention", [])),
        "silence": said_silent if silent_expected else SILENT_MARK not in text,
    }
    checks["wrong"] = status == 200 and (
        (answer.get("verdict") is not None and answer.get("verdict") != expect.get("verdict"))
        or any(wrong_number(answer, k, v) for k, v in numbers.items())
        or wrong_count(answer, numbers)
    )
    # An answer that states something wrong is never fully right, even when the right number is also in its text.
    checks["full"] = all(v for k, v in checks.items() if k != "wrong") and not checks["wrong"]
    quote = (item.get("source") or {}).get("quote")
    checks["quote"] = quote_found(answer, quote) if quote else False
    return checks


def run(client: Any, items: list[dict[str, Any]], with_game: bool) -> tuple[dict[str, Counter[str]], list[str], float]:
    by: dict[str, Counter[str]] = defaultdict(Counter)
    failures: list[str] = []
    start = time.perf_counter()
    for item in items:
        payload: dict[str, Any] = {"question": item["question"]}
        if with_game:
            payload["game"] = item["game"]
        response = client.post("/api/ask", json=payload)
        answer = response.get_json() or {}
        checks = score(item, answer, response.status_code)
        for key in (item["game"], "*"):
            by[key]["n"] += 1
            for name, ok in checks.items():
                by[key][name] += ok
        if not checks["full"]:
            bad = [k for k in ("game", "verdict", "numbers", "mentions", "silence") if not checks[k]]
            bad += ["WRONG"] if checks["wrong"] else []
            failures.append(f"{item['id']} [{', '.join(bad)}] "
                            f"„{item['question'][:90]}“ → verdict {answer.get('verdict')!r} "
                            f"(chtěno {item['expect'].get('verdict')!r}), hra {answer.get('game')!r}, "
                            f"needs {answer.get('needs')}")
    return by, failures, time.perf_counter() - start


def report(name: str, by: dict[str, Counter[str]], with_game: bool, seconds: float) -> None:
    label = "hra zadána" if with_game else "hra nezadána"
    total = by["*"]
    share = 100 * total["full"] / max(1, total["n"])
    print(f"\n{name} ({label}): plně správně {total['full']}/{total['n']} = {share:.1f} %, "
          f"chybná tvrzení {total['wrong']}, citace se správnou větou {total['quote']}/{total['n']} "
          f"({seconds / max(1, total['n']) * 1000:.0f} ms/otázku)")
    for game in sorted(k for k in by if k != "*"):
        c = by[game]
        print(f"  {game:>10}: plně správně {c['full']:>3}/{c['n']:<3} ({100 * c['full'] / c['n']:5.1f} %), "
              f"chybná tvrzení {c['wrong']}, hra {c['game']}, verdikt {c['verdict']}, čísla {c['numbers']}, "
              f"pojmy {c['mentions']}, mlčení {c['silence']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", choices=sorted(SETS), help="which sets (default: all present)")
    parser.add_argument("--failures", action="store_true", help="list failures (never for held-out sets)")
    parser.add_argument("--game-only", action="store_true", help="only the run with the game given")
    args, _ = parser.parse_known_args(argv)
    from assistant.app import create_app

    app = create_app({"TESTING": True})
    client = app.test_client()
    for name in args.set or list(SETS):
        path = SETS[name]
        if not path.exists():
            print(f"\n{name}: soubor {path} chybí")
            continue
        items = json.loads(path.read_text(encoding="utf-8"))
        for with_game in (True,) if args.game_only else (True, False):
            by, failures, seconds = run(client, items, with_game)
            report(name, by, with_game, seconds)
            if args.failures and name not in HELD_OUT:
                for failure in failures:
                    print("   ✗", failure)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main())
