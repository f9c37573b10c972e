"""Printable sheets: render every standard sheet (all games) to build/sheets/. Target: < 10 s in total.

The first sheet includes loading the corpus, fonts and WeasyPrint; the corpus is built first
if it is missing (not counted).  Run: ``.venv/bin/python bench/bench_sheets.py``
"""

from __future__ import annotations

import time

from assistant.sheets import GAMES, write_sheet
from assistant.sheets.content import load_rules


def main() -> None:
    load_rules()  # builds the corpus when missing; not part of the figure
    started = time.perf_counter()
    for game in GAMES:
        t0 = time.perf_counter()
        path, pages = write_sheet(game)
        print(f"{path}: {pages} pages, {time.perf_counter() - t0:.2f} s")
    total = time.perf_counter() - started
    print(f"all standard sheets: {total:.2f} s (target < 10 s) {'OK' if total < 10 else 'SLOW'}")


if __name__ == "__main__":
    main()
