"""Search quality (top-3, MRR) on the project's own query sets and the development sets; /api/search speed.

Quality runs in process on the built corpus (``build/corpus``, or ``$PRAVIDLA_CORPUS``):

* ``bench/data/search-own-tune.json`` — tuned on; misses are listed.
* ``bench/data/search-own-heldout.json`` — aggregate figures only, never an item.
* ``bench/data/search-fresh3.json``, ``search-fresh4.json``, ``search-fresh5.json`` — blind writers' queries,
  measured once before any change for them, then development material.
* ``../shared/eval/search.json`` and ``search-players.json`` — development sets; misses listed.

A hit is a result whose title + text holds the item's ``expect_quote`` (raw manual text,
so compared loosely: folded, whitespace collapsed, rapidfuzz ``partial_ratio`` ≥ 85, as
``bench_assistant`` does).  An item whose ``expect_quote`` is null expects no result (the
"nothing found" answer with suggestions).  Two settings are measured: the player inside
the item's game part (``prefer=<game>``: that game first, others after) and no game at all.

Speed (``--server``): p50/p95 of ``GET /api/search`` against a real gunicorn server over all
queries of the sets, with and without ``prefer``.

Page agreement (``--page``): the docs site's search script under node, on the index the docs build
exports, against the API: the share of queries of each set with the same first result.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_search.py [--page] [--server] [--rounds 5] [--misses]``
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from lang.fold import fold
from rules_corpus.paths import REPO_ROOT, default_corpus_dir, shared_dir

DATA = REPO_ROOT / "bench" / "data"
SETS: dict[str, Path] = {
    "own-tune": DATA / "search-own-tune.json",
    "own-heldout": DATA / "search-own-heldout.json",
    "fresh3": DATA / "search-fresh3.json",
    "fresh4": DATA / "search-fresh4.json",
    "fresh5": DATA / "search-fresh5.json",
    "fresh6": DATA / "search-fresh6.json",
    "fresh7": DATA / "search-fresh7.json",
    "fresh8": DATA / "search-fresh8.json",
    "dev search.json": shared_dir() / "eval" / "search.json",
    "dev search-players.json": shared_dir() / "eval" / "search-players.json",
}
SECRET = {"own-heldout"}  # aggregate figures only
DEPTH = 10


def loose(text: str) -> str:
    return " ".join(fold(text).split())


def quote_matches(quote: str, text: str) -> bool:
    """The quote is in the text, loosely.  ``partial_ratio`` aligns the shorter string inside the
    longer one, so a rule shorter than the quote (a bare heading) would "contain" any quote that
    mentions its title: such a rule must match the quote as a whole."""
    q, t = loose(quote), loose(text)
    if len(t) < len(q):
        return fuzz.ratio(q, t) >= 85
    return fuzz.partial_ratio(q, t) >= 85


@dataclass
class Score:
    """Top-1/top-3/MRR; items whose quote is in no rule of the corpus (damaged or missing manual
    text: the corpus's to repair, not the search's) are counted and listed apart as well."""

    n: int = 0
    gaps: int = 0  # items whose expected quote is in no rule
    gap_hits: int = 0
    top1: int = 0
    top3: int = 0
    rr: float = 0.0
    by_game: dict[str, list[int]] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def add(self, game: str, rank: int | None, line: str, gap: bool = False) -> None:
        self.n += 1
        self.gaps += gap
        self.gap_hits += gap and rank is not None and rank <= 3
        self.top1 += rank == 1
        self.top3 += rank is not None and rank <= 3
        self.rr += 1 / rank if rank else 0.0
        tally = self.by_game.setdefault(game, [0, 0])
        tally[0] += rank is not None and rank <= 3
        tally[1] += 1
        if rank is None or rank > 3:
            self.misses.append(("[KORPUS] " if gap else "") + line)

    def line(self) -> str:
        n = max(self.n, 1)
        games = ", ".join(f"{g} {ok}/{tot}" for g, (ok, tot) in sorted(self.by_game.items()))
        answerable = max(self.n - self.gaps, 1)
        return (f"n={self.n}: top-1 {100 * self.top1 / n:.1f} %, top-3 {100 * self.top3 / n:.1f} %, "
                f"MRR {self.rr / n:.3f}  ({games}); citát v korpusu chybí u {self.gaps}, "
                f"bez nich top-3 {100 * (self.top3 - self.gap_hits) / answerable:.1f} %")


def rank_of(item: dict[str, Any], results: list[dict[str, Any]], text_of: Callable[[str], str]) -> int | None:
    """1-based rank of the first result holding the quote; for a null quote, 1 when nothing was found.

    ``text_of`` gives a rule's text together with its aligned rule in the other edition (the Polish
    Normandie rule and its Czech original are one rule): a Polish query answered by the Polish rule
    whose Czech original holds the quote is a hit."""
    quote = item.get("expect_quote")
    if quote is None:
        return 1 if not results else None
    for n, hit in enumerate(results, 1):
        if quote_matches(quote, text_of(hit["id"])):
            return n
    return None


def evaluate(search: Callable[[str, str | None], list[dict[str, Any]]], text_of: Callable[[str], str],
             items: list[dict[str, Any]], with_game: bool, gaps: list[bool]) -> Score:
    score = Score()
    for item, gap in zip(items, gaps, strict=True):
        results = search(item["query"], item["game"] if with_game else None)
        rank = rank_of(item, results, text_of)
        shown = [f"{r['id']}" for r in results[:3]]
        score.add(item["game"], rank, f"{item['id']} [{item['game']}] „{item['query']}“ rank {rank} -> {shown}", gap)
    return score


def in_process() -> tuple[Callable[[str, str | None], list[dict[str, Any]]], Callable[[str], str], list[str]]:
    from assistant.resources import Resources
    from assistant.search_api import search_payload_for

    res = Resources.load(default_corpus_dir())

    def search(query: str, game: str | None) -> list[dict[str, Any]]:
        return search_payload_for(res, query, None, DEPTH, prefer=game)["results"]

    def own_text(rule_id: str) -> str:
        rule = res.by_id[rule_id]
        return rule.get("title", "") + " " + rule.get("text", "")

    def text_of(rule_id: str) -> str:
        aligned = [a for a in res.by_id[rule_id].get("aligned", {}).values() if a in res.by_id]
        return " ".join([own_text(rule_id), *map(own_text, aligned)])

    return search, text_of, [own_text(r["id"]) for r in res.rules]


def quality(show_misses: bool) -> None:
    search, text_of, all_texts = in_process()
    for name, path in SETS.items():
        if not path.exists():
            print(f"{name}: chybí {path}")
            continue
        items = json.loads(path.read_text(encoding="utf-8"))
        gaps = [i.get("expect_quote") is not None and not any(quote_matches(i["expect_quote"], t) for t in all_texts)
                for i in items]
        for with_game in (True, False):
            start = time.perf_counter()
            score = evaluate(search, text_of, items, with_game, gaps)
            elapsed = (time.perf_counter() - start) * 1000 / max(len(items), 1)
            label = "ve hře (prefer)" if with_game else "bez hry        "
            print(f"{name:<24} {label} {score.line()}  [{elapsed:.1f} ms/dotaz v procesu]")
            if show_misses and with_game and name not in SECRET:
                for miss in score.misses:
                    print("   ✗", miss)


def page_agreement() -> None:
    """The docs site's search (pravidla-search.js under node, on the index the docs build exports)
    against the API: the share of queries, per set, with the same first result (aggregates only)."""
    import shutil
    import subprocess
    import tempfile

    sys.path.insert(0, str(REPO_ROOT / "docs" / "_ext"))
    import pravidla_search  # type: ignore[import-not-found]

    from assistant.search import SearchIndex
    from docsite import corpus as site_pages

    corpus = site_pages.load_corpus(default_corpus_dir())
    api = SearchIndex(corpus.rules, corpus.glossary)
    static = REPO_ROOT / "docs" / "_static"
    print()
    for name, path in SETS.items():
        if not path.exists():
            continue
        queries = [[i["query"], i["game"]] for i in json.loads(path.read_text(encoding="utf-8"))]
        with tempfile.TemporaryDirectory() as tmp:
            index = Path(tmp) / "index.js"
            index.write_text("globalThis.window = globalThis; window.PRAVIDLA_RULES = "
                             + json.dumps(pravidla_search.build_rule_index(corpus), ensure_ascii=False) + ";")
            script = Path(tmp) / "run.js"
            script.write_text(
                f"require({json.dumps(str(index))});\n" + (static / "czech_stem.js").read_text("utf-8")
                + (static / "pravidla-search.js").read_text("utf-8")
                + f"\nconst qs = {json.dumps(queries, ensure_ascii=False)};\n"
                "process.stdout.write(JSON.stringify(qs.map(([q, g]) => PravidlaSearch.run(q, null, g).hits"
                ".slice(0, 1).map(h => PRAVIDLA_RULES.rules[h.rule][1]))));")
            run = subprocess.run([shutil.which("node") or "node", str(script)], capture_output=True, text=True,
                                 check=True)
        page = json.loads(run.stdout)
        same = sum(p == [h.rule["id"] for h in api.search(q, None, 1, prefer=g)] for (q, g), p in
                   zip(queries, page, strict=True))
        print(f"stránka = API (první výsledek, ve hře) {name:<24} {same}/{len(queries)}")


def speed(rounds: int, workers: int) -> None:
    from bench.bench_assistant import free_port, get, pct, start_server, stop_server

    queries: list[tuple[str, str]] = []
    for path in SETS.values():
        if path.exists():
            queries += [(i["query"], i["game"]) for i in json.loads(path.read_text(encoding="utf-8"))]
    port = free_port()
    proc, startup = start_server(port, workers)
    base = f"http://127.0.0.1:{port}"
    try:
        print(f"\nServer: gunicorn, {workers} workers, start-up {startup:.2f} s, loadavg "
              + ", ".join(f"{x:.1f}" for x in os.getloadavg()))
        for label, params in (("bez hry", lambda q, g: {"q": q}), ("prefer", lambda q, g: {"q": q, "prefer": g}),
                              ("game (filtr)", lambda q, g: {"q": q, "game": g})):
            times: list[float] = []
            for _ in range(rounds):
                for q, g in queries:
                    status, _, elapsed = get(base, "/api/search", params(q, g))
                    assert status == 200, (status, q)
                    times.append(elapsed)
            print(f"/api/search {label:<13} n={len(times)}: p50 {pct(times, 0.5):.1f} ms, "
                  f"p95 {pct(times, 0.95):.1f} ms, max {max(times) * 1000:.1f} ms")
    finally:
        stop_server(proc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--server", action="store_true", help="also measure /api/search latency under gunicorn")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--misses", action="store_true", help="list misses of the tune and development sets")
    parser.add_argument("--page", action="store_true", help="also compare the docs site's search with the API")
    args, _ = parser.parse_known_args(argv)
    quality(args.misses)
    if args.page:
        page_agreement()
    if args.server:
        speed(args.rounds, args.workers)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main([a for a in sys.argv[1:] if not re.fullmatch(r"bench_\w+", a)]))
