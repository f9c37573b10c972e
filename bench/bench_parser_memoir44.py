"""Memoir '44 parser: how many questions' intent, proposition and facts it reads right.

A question file is either the parser's truth table (``tests/data/memoir44/parser_cases.toml``:
``[[case]] q, intent, ask, facts``) or a JSON list of items (``question``, ``game``, and the
expected ``intent``, ``ask`` — a proposition name, "-" before it when asked the other way round,
or ``{"proposition", "positive"}`` — and ``facts`` with canonical values); items of other games
and items without expectations of a kind are not counted for that kind.  The parser starts from a
neutral intent guess (look-up), as the shared classifier's place is not measured here.

Run: ``.venv/bin/python bench/bench_parser_memoir44.py [FILE …] [--show]`` (``--show`` lists the misses);
default file: the truth table.
"""

from __future__ import annotations

import json
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

from engine.api import Intent, facts_to_dict
from understanding import IntentGuess
from understanding.memoir44 import PARSER
from understanding.text import analyse

DEFAULT = Path(__file__).resolve().parents[1] / "tests" / "data" / "memoir44" / "parser_cases.toml"


def load(path: Path) -> list[dict[str, Any]]:
    """Items as ``{"q", "intent", "ask", "facts"}`` (missing expectations stay missing)."""
    if path.suffix == ".toml":
        return [dict(c) for c in tomllib.loads(path.read_text(encoding="utf-8"))["case"]]
    raw = json.loads(path.read_text(encoding="utf-8"))
    items = raw if isinstance(raw, list) else raw.get("items", raw.get("questions", []))
    out = []
    for item in items:
        if item.get("game", "memoir44") != "memoir44":
            continue
        case: dict[str, Any] = {"q": item["question"]}
        expect = item.get("expect", item)
        for key in ("intent", "ask", "facts"):
            if key in expect:
                case[key] = expect[key]
        out.append(case)
    return out


def asked(value: Any) -> str | None:
    """An expected ask as "proposition" or "-proposition" (None: no yes/no)."""
    if value is None or value == "":
        return None
    if isinstance(value, dict):
        return ("" if value.get("positive", True) else "-") + value["proposition"]
    return str(value)


def read(question: str) -> tuple[str, str | None, dict[str, Any]]:
    u = PARSER.parse(analyse(question), "memoir44", IntentGuess(Intent.LOOKUP, 0.0))
    ask = u.query.ask
    got_ask = None if ask is None else ("" if ask.positive else "-") + ask.proposition
    return str(u.query.intent), got_ask, facts_to_dict(u.query.facts)


def measure(path: Path, show: bool) -> None:
    cases = load(path)
    counts = {"intent": [0, 0], "ask": [0, 0], "facts": [0, 0], "all": [0, 0]}
    start = time.perf_counter()
    for case in cases:
        intent, ask, facts = read(case["q"])
        checks = {}
        if "intent" in case:
            checks["intent"] = intent == case["intent"]
        if "intent" in case or "ask" in case:
            checks["ask"] = ask == asked(case.get("ask"))
        if "facts" in case:
            checks["facts"] = facts == case["facts"]
        for key, ok in checks.items():
            counts[key][0] += ok
            counts[key][1] += 1
        counts["all"][0] += all(checks.values())
        counts["all"][1] += 1
        if show and not all(checks.values()):
            print(f"- {case['q']}")
            if not checks.get("intent", True) or not checks.get("ask", True):
                print(f"    intent/ask: {intent} {ask}  (expected {case.get('intent')} {asked(case.get('ask'))})")
            if not checks.get("facts", True):
                print(f"    facts: {facts}\n    expected: {case['facts']}")
    elapsed = time.perf_counter() - start
    print(f"{path.name}: {len(cases)} questions, {elapsed / max(1, len(cases)) * 1000:.1f} ms each")
    for key, (ok, n) in counts.items():
        print(f"  {key:7s} {ok}/{n}" + (f" ({ok / n:.0%})" if n else ""))


def main(argv: list[str]) -> int:
    show = "--show" in argv
    paths = [Path(a) for a in argv if not a.startswith("--")] or [DEFAULT]
    for path in paths:
        measure(path, show)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
