"""Seeded random samples of the built corpus, to be read against the raw manuals.

For every manual, rules are drawn in a seeded random order (whole rules, the
title counted with the text) until the sample holds at least ``--words`` words.
Each sampled rule is printed with its id, source lines and text, followed by
the raw source lines it came from, so a reader can count the errors: a wrong or
misspelt word, a wrong letter, text that is not rules text (a caption, a stray
glyph), a lost word or sentence, text in the wrong order, a heading that is not
a heading.  The counts and the lists of errors are kept in
``bench/data/corpus_samples.json`` (``bench/bench_corpus_errors.py`` prints them).

    .venv/bin/python bench/sample_corpus.py [--seed 15] [--words 300] [--corpus DIR] [--manual FILE] [--no-raw]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rules_corpus.paths import default_corpus_dir, default_manuals_dir  # noqa: E402

WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")


def words(text: str) -> int:
    return len(WORD.findall(text))


def sample(rules: list[dict[str, Any]], seed: int, file: str, minimum: int) -> list[dict[str, Any]]:
    """Rules of ``file`` in a seeded random order, taken until ``minimum`` words are reached."""
    own = sorted((r for r in rules if r["source"]["file"] == file and r["text"].strip()), key=lambda r: r["id"])
    order = random.Random(f"{seed}:{file}").sample(own, len(own))
    taken: list[dict[str, Any]] = []
    total = 0
    for rule in order:
        if total >= minimum:
            break
        taken.append(rule)
        total += words(rule["title"]) + words(rule["text"])
    return sorted(taken, key=lambda r: r["source"]["line_start"])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--words", type=int, default=300)
    parser.add_argument("--corpus", type=Path, default=default_corpus_dir())
    parser.add_argument("--manuals", type=Path, default=default_manuals_dir())
    parser.add_argument("--manual", help="only this manual file")
    parser.add_argument("--no-raw", action="store_true", help="leave out the raw source lines")
    args = parser.parse_args(argv)
    corpus = json.loads((args.corpus / "corpus.json").read_text(encoding="utf-8"))
    manuals = [m["file"] for m in corpus.get("manuals", [])] or sorted({r["source"]["file"] for r in corpus["rules"]})
    for file in manuals:
        if args.manual and file != args.manual:
            continue
        raw = (args.manuals / file).read_text(encoding="utf-8").split("\n")
        taken = sample(corpus["rules"], args.seed, file, args.words)
        total = sum(words(r["title"]) + words(r["text"]) for r in taken)
        print(f"\n######## {file}: {len(taken)} rules, {total} words (seed {args.seed})")
        for rule in taken:
            src = rule["source"]
            print(f"\n=== {rule['id']}  [{rule['kind']}]  lines {src['line_start']}–{src['line_end']}")
            print(f"# {rule['title']}")
            print(rule["text"])
            for table in rule.get("tables", []):
                print(f"[table] {table.get('caption', '')}: {table.get('header')} {table.get('rows')}")
            if not args.no_raw:
                print("--- raw")
                for number in range(src["line_start"], src["line_end"] + 1):
                    print(f"{number:5d}| {raw[number - 1]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
