"""Errors per 100 words of the corpus, counted by reading samples against the raw manuals.

The counts are data (``bench/data/corpus_samples.json``): a reader draws seeded samples with
``bench/sample_corpus.py``, reads each against the manual and records the errors found.  This
script prints them, before and after issue 15, and checks them against the target
(≤ 1 error per 100 words in every manual, no wrong repair).

    .venv/bin/python bench/bench_corpus_errors.py [--details]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "corpus_samples.json"


def main(argv: list[str]) -> int:
    details = "--details" in argv  # list the errors of every sample
    data = json.loads(DATA.read_text(encoding="utf-8"))
    target = data["target_errors_per_100_words"]
    print(f"{'manual':34} {'before':>16} {'after':>22} {'wrong repairs':>14}")
    ok = True
    for manual in data["manuals"].values():
        before, after = manual["before"], manual["after"]
        seeds = ",".join(str(s["seed"]) for s in after["samples"])
        was = f"{before['errors_per_100_words']:6.2f} ({before['error_count']:2}/{before['words']:4})"
        now = f"{after['errors_per_100_words']:6.2f} ({after['error_count']:2}/{after['words']:4}) s{seeds:>6}"
        print(f"{manual['title']:34} {was} {now} {len(before['wrong_repairs']):>5} → {after['wrong_repairs']}")
        ok &= after["errors_per_100_words"] <= target and after["wrong_repairs"] == 0
        if details:
            for sample in after["samples"]:
                for error in sample["errors"]:
                    print(f"    seed {sample['seed']}: {error}")
    print(f"target ≤ {target} errors per 100 words and no wrong repair: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
