"""Whose place is "v lese"? Role attribution by our own cues against the Czech dependency parser.

Issue 14 asks whether ``cs-core-news-sm`` (a Czech spaCy pipeline with a dependency parser,
CC BY-NC-SA 3.0) attaches a place phrase to the right unit more often than the parser's own
cues.  The cases are the Memoir '44 questions of the project's own tune set that state where
the attacker or the target stands (``stated.attacker_terrain`` / ``stated.target_terrain``).
For each terrain mention:

* **cues** — the rule the game parsers use: the place belongs to the nearest unit named before
  it in its clause; with none before it, to the subject (the attacker); "na"/"proti" before a
  unit mark the target;
* **parser** — follow the terrain noun's heads until a unit noun (its role) or the verb (the
  subject's place: the attacker).

Also reported: the parser's time per question.  Run: ``.venv/bin/python bench/bench_roles.py``
(needs ``pip install cs-core-news-sm``, a bench-only dependency: ``pip install -e .[bench]``).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from lang.fold import fold  # noqa: E402
from understanding.text import analyse  # noqa: E402

UNIT_PREFIXES = ("pechot", "pesak", "pesac", "tank", "obrnen", "artiler", "delo", "dela", "delostrel", "kanon",
                 "jednotk", "elitn")
TERRAIN_PREFIXES = ("les", "zivy", "zivem", "ziveho", "plot", "kopc", "kopec", "mest", "vesnic", "most", "plaz",
                    "bunkr", "pytl", "ostnat", "drat", "jezek", "zataras", "reka", "rece", "reku", "kostel",
                    "utes", "sraz", "hraz", "rovin")
TARGET_MARKERS = ("na", "proti", "do")


def _is_unit(folded: str) -> bool:
    return folded.startswith(UNIT_PREFIXES)


def _is_terrain(folded: str) -> bool:
    return folded.startswith(TERRAIN_PREFIXES)


def cases() -> list[tuple[str, str, str]]:
    """(question, terrain prefix, expected role) from the tune set."""
    items = json.loads((REPO / "bench" / "data" / "qa-own-tune.json").read_text(encoding="utf-8"))
    out = []
    for item in items:
        if item["game"] != "memoir44":
            continue
        for key, role in (("attacker_terrain", "attacker"), ("target_terrain", "target")):
            value = item["stated"].get(key)
            if isinstance(value, str):
                out.append((item["question"], fold(value)[:4], role))
    return out


def by_cues(question: str, terrain: str) -> str | None:
    q = analyse(question)
    words = q.words
    at = next((i for i, t in enumerate(words) if t.folded.startswith(terrain) and _is_terrain(t.folded)), None)
    if at is None:
        return None
    clause = [i for i, t in enumerate(words) if t.clause == words[at].clause]
    units = [i for i in clause if i < at and _is_unit(words[i].folded)]
    if not units:
        return "attacker"
    unit = units[-1]
    before = [words[j].folded for j in range(max(0, unit - 2), unit)]
    return "target" if any(w in TARGET_MARKERS for w in before) else "attacker"


def by_parser(nlp: Any, question: str, terrain: str) -> str | None:
    doc = nlp(question)
    token = next((t for t in doc if fold(t.text).startswith(terrain) and _is_terrain(fold(t.text))), None)
    if token is None:
        return None
    node = token.head
    for _ in range(8):
        folded = fold(node.text)
        if _is_unit(folded):
            markers = [fold(c.text) for c in node.children if c.dep_ == "case"]
            return "target" if any(m in TARGET_MARKERS for m in markers) or node.dep_ in ("obj", "obl:arg") \
                else "attacker"
        if node.pos_ in ("VERB", "AUX") or node.head is node:
            return "attacker"
        node = node.head
    return None


def main() -> int:
    data = cases()
    right = {"cues": 0, "parser": 0}
    try:
        import spacy

        nlp = spacy.load("cs_core_news_sm")
    except (ImportError, OSError):
        nlp = None
    seconds = 0.0
    for question, terrain, role in data:
        right["cues"] += by_cues(question, terrain) == role
        if nlp is not None:
            start = time.perf_counter()
            right["parser"] += by_parser(nlp, question, terrain) == role
            seconds += time.perf_counter() - start
    n = len(data)
    print(f"Případů (Memoir '44, terén útočníka/cíle v tune sadě): {n}")
    print(f"  vlastní vodítka: {right['cues']}/{n} = {100 * right['cues'] / max(1, n):.1f} %")
    if nlp is None:
        print("  cs-core-news-sm není nainstalován (pip install -e .[bench])")
    else:
        print(f"  cs-core-news-sm: {right['parser']}/{n} = {100 * right['parser'] / max(1, n):.1f} %, "
              f"{seconds / max(1, n) * 1000:.1f} ms na otázku")
    return 0


if __name__ == "__main__":
    sys.exit(main())
