"""Documentation site: full Sphinx build time and search in a real browser.

Prints:
- the time of a full ``-W`` Sphinx build from scratch (target < 30 s);
- for the issue's queries and the dev evaluation set (``shared/eval/search.json``),
  the search time measured inside the page (ranking only) and from navigation
  to the first result shown, and the top-3 hit rate on the evaluation set
  (the rule containing ``expect_quote``, compared loosely since the quote is
  taken from the raw manual).

Run: ``.venv/bin/python bench/bench_docs.py`` (or ``make bench``).
"""

from __future__ import annotations

import functools
import http.server
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from docsite.site import build_site  # noqa: E402
from lang.czech_stem import fold, split  # noqa: E402
from rules_corpus import paths  # noqa: E402
from rules_corpus.build import ensure_corpus  # noqa: E402

ISSUE_QUERIES = ["krytu", "kryt budovy", "pratrani", "kulometcici", "zivy plot", "rozpraseni", "Dowodzenie"]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def quote_matches(quote: str, text: str) -> bool:
    """Loose: at least 60 % of the quote's words (folded) occur in the rule text."""
    want = [fold(w) for w in split(quote) if len(w) > 2]
    have = {fold(w) for w in split(text)}
    return bool(want) and sum(w in have for w in want) / len(want) >= 0.6


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(root: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> int:
    corpus_dir = ensure_corpus(paths.default_corpus_dir())
    rules = {r["id"]: r for r in json.loads((corpus_dir / "corpus.json").read_text("utf-8"))["rules"]}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        html = build_site(corpus_dir, root / "html", src_dir=root / "src", quiet=True)
        build_s = time.perf_counter() - started
        print(f"full Sphinx build (-W, {len(rules)} rules): {build_s:.1f} s (target < 30 s)")

        from playwright.sync_api import sync_playwright

        cases = json.loads((paths.shared_dir() / "eval" / "search.json").read_text("utf-8"))
        server, base = serve(html)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path="/usr/bin/chromium", headless=True, args=CHROMIUM_ARGS
                )
                page = browser.new_page()
                page.goto(f"{base}/search.html?q=kryt")  # warm the cache (index files)
                page.wait_for_selector("ul.search li")

                def run(query: str) -> tuple[list[str], float, float]:
                    t0 = time.perf_counter()
                    page.goto(f"{base}/search.html?q={query}")
                    page.wait_for_function("typeof window.PRAVIDLA_LAST_SEARCH_MS === 'number'")
                    wall = (time.perf_counter() - t0) * 1000
                    ids = page.eval_on_selector_all("ul.search li", "els => els.map(e => e.dataset.ruleId)")
                    return ids, page.evaluate("window.PRAVIDLA_LAST_SEARCH_MS"), wall

                print("\nissue queries: top 3 (ranking ms in page / ms from navigation to results)")
                ranking, walls = [], []
                for q in ISSUE_QUERIES:
                    ids, ms, wall = run(q)
                    ranking.append(ms)
                    walls.append(wall)
                    titles = " | ".join(rules[i]["title"] for i in ids[:3])
                    print(f"  {q!r:16} {ms:6.1f} ms {wall:7.1f} ms  {titles}")
                hits = 0
                print("\neval search.json (dev): rank of the rule with expect_quote")
                for case in cases:
                    ids, ms, wall = run(case["query"])
                    ranking.append(ms)
                    walls.append(wall)
                    rank = next(
                        (n for n, i in enumerate(ids, 1) if quote_matches(case["expect_quote"], rules[i]["text"])),
                        None,
                    )
                    hits += rank is not None and rank <= 3
                    print(f"  {case['id']} {case['query']!r:42} rank {rank}")
                browser.close()
        finally:
            server.shutdown()
        print(f"\neval top-3: {hits}/{len(cases)}")
        print(
            f"search ranking in page: median {statistics.median(ranking):.1f} ms, max {max(ranking):.1f} ms; "
            f"navigation to results: median {statistics.median(walls):.0f} ms, max {max(walls):.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
