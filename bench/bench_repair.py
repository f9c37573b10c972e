"""Repair stage figures (issue 3).

Prints:
- the share of ``eval/normalize.json`` cases repaired in the *built* corpus (the correct
  text is in the rule texts of that manual, the garbled form no longer is);
- token accuracy before/after the repair on each hand-corrected gold sample
  (``tests/data/repair/*_gold.tsv``; the Memoir "held out" sample was written after the
  tuning and never tuned on);
- the share of word tokens unknown to the word list in the repaired Czech text;
- the precision of the applied word repairs on the gold lines, by confidence (the floors of
  ``rules_corpus/repair/ocr.py`` are set from it);
- the number of changes the OCR repair makes when run over the clean manual 000;
- the time the repair adds to the build (all five manuals, warm caches).

Run: ``.venv/bin/python bench/bench_repair.py`` (add ``--no-build`` to reuse build/corpus).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rules_corpus.paths import default_corpus_dir, default_manuals_dir, shared_dir  # noqa: E402
from rules_corpus.reader import clean_line  # noqa: E402
from rules_corpus.repair import RepairContext  # noqa: E402
from rules_corpus.repair.evaluate import covered_lines, load_gold, token_accuracy, unknown_share  # noqa: E402
from rules_corpus.repair.lexicon import lexicon  # noqa: E402
from rules_corpus.repair.memoir import repair_memoir  # noqa: E402
from rules_corpus.repair.staging import layout_blocks, load_manuals, repair_all  # noqa: E402
from rules_corpus.repair.stalingrad import BROKEN  # noqa: E402

GOLD = [
    ("004_fc5b87bd9d43fd57.txt", "Memoir '44 (tuning sample)", "memoir44_gold.tsv", True),
    ("004_fc5b87bd9d43fd57.txt", "Memoir '44 (held out)", "memoir44_heldout_gold.tsv", True),
    ("003_4435150ae60664e8.txt", "Stalingrad (broken passage)", "stalingrad_gold.tsv", True),
    ("001_a2ba43355390330b.txt", "Generálové", "generalove_gold.tsv", False),
    ("002_4b45c9710118fba6.txt", "Normandia PL", "polish_gold.tsv", True),
]
_SPACE = re.compile(r"\s+")
TIMING = """
import time
from rules_corpus.paths import default_manuals_dir
from rules_corpus.repair.staging import layout_blocks, load_manuals, repair_all
d = default_manuals_dir()
[layout_blocks(m, d) for m in load_manuals(d)]  # imports and reader caches
w, c = time.perf_counter(), time.process_time()
[layout_blocks(m, d) for m in load_manuals(d)]
layout_w, layout_c = time.perf_counter() - w, time.process_time() - c
w, c = time.perf_counter(), time.process_time()
repair_all(d)
print(time.perf_counter() - w - layout_w, time.process_time() - c - layout_c)
"""


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _plain(text: str) -> str:
    return _norm(text.replace("**", "").replace("*", ""))


def normalize_cases(corpus: dict, cases: list[dict]) -> tuple[int, int, list[str]]:
    texts: dict[str, str] = {}
    for rule in corpus["rules"]:
        file = rule["source"]["file"]
        texts[file] = texts.get(file, "") + "\n" + rule.get("title", "") + "\n" + rule["text"]
    ok = 0
    failed: list[str] = []
    for case in cases:
        text = texts.get(case["file"], "")
        fixed_in = _norm(case["fixed"]) in _norm(text) or _plain(case["fixed"]) in _plain(text)
        # the garbled form as a whole (not "eden" inside the repaired "Jeden")
        raw_gone = re.search(r"(?<!\w)" + re.escape(_norm(case["raw"])), _norm(text)) is None
        if fixed_in and raw_gone:
            ok += 1
        else:
            failed.append(f"{case['id']} ({case['error_type']}): fixed {'ok' if fixed_in else 'MISSING'}, "
                          f"raw {'gone' if raw_gone else 'STILL THERE'}")
    return ok, len(cases), failed


BUCKETS = ((0.0, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01))


def precision_by_confidence(ctxs: dict, manuals_dir: Path) -> dict[tuple[float, float], tuple[int, int]]:
    """Applied word repairs on lines of the gold samples: right when the gold line holds the repaired
    word and not the word as printed, wrong when it holds the printed word and not the repair."""
    out = {bucket: [0, 0] for bucket in BUCKETS}
    for file, _name, gold_name, _cover in GOLD:
        gold = dict(load_gold(REPO / "tests" / "data" / "repair" / gold_name))
        for change in ctxs[file].changes:
            if not change.applied or change.line not in gold or not change.original.strip():
                continue
            words = set(re.findall(r"[^\W\d_]+", gold[change.line]))
            repaired = set(re.findall(r"[^\W\d_]+", change.repaired))
            printed = set(re.findall(r"[^\W\d_]+", change.original))
            if not repaired or not printed or repaired == printed:
                continue
            bucket = next(b for b in BUCKETS if b[0] <= change.confidence < b[1])
            if repaired <= words and not printed <= words:
                out[bucket][0] += 1
            elif printed <= words and not repaired <= words:
                out[bucket][1] += 1
    return {bucket: (right, wrong) for bucket, (right, wrong) in out.items()}


def main(argv: list[str]) -> int:
    manuals_dir = default_manuals_dir()
    cases = json.loads((shared_dir() / "eval" / "normalize.json").read_text(encoding="utf-8"))

    if "--no-build" in argv:
        corpus = json.loads((default_corpus_dir() / "corpus.json").read_text(encoding="utf-8"))
    else:
        from rules_corpus.build import build_corpus

        with tempfile.TemporaryDirectory() as tmp:
            build_corpus(manuals_dir, Path(tmp), progress=False)
            corpus = json.loads((Path(tmp) / "corpus.json").read_text(encoding="utf-8"))
    ok, total, failed = normalize_cases(corpus, cases)
    print(f"normalize.json cases repaired in the built corpus: {ok}/{total} = {ok / total:.1%}")
    for line in failed:
        print(f"  not repaired: {line}")

    # Time the repair in a fresh process (word lists cached on disk by an earlier run):
    # reading + layout + repair of all five manuals, minus reading + layout alone.
    timing = subprocess.run([sys.executable, "-c", TIMING], capture_output=True, text=True, check=True, cwd=REPO)
    wall, cpu = (float(x) for x in timing.stdout.strip().splitlines()[-1].split())
    manuals = {m.file: m for m in load_manuals(manuals_dir)}
    layouts = {f: layout_blocks(m, manuals_dir) for f, m in manuals.items()}
    before, after, ctxs = repair_all(manuals_dir)

    print("\ntoken accuracy on the hand-corrected gold samples (before → after repair):")
    for file, name, gold_name, check_cover in GOLD:
        gold = load_gold(REPO / "tests" / "data" / "repair" / gold_name)
        raw = [clean_line(x) for x in (manuals_dir / file).read_text(encoding="utf-8").split("\n")]
        covered = covered_lines(gold, raw, layouts[file]) if check_cover else None
        acc_before, n = token_accuracy(gold, before[file], covered)
        acc_after, _ = token_accuracy(gold, after[file], covered)
        rows = len(gold) if covered is None else len(covered)
        print(f"  {name:30s} {acc_before:6.1%} → {acc_after:6.1%}   ({n} tokens, {rows}/{len(gold)} lines "
              f"reach the repair)")

    print("\nprecision of the applied word repairs on the gold lines, by confidence (automatic repair only):")
    buckets = precision_by_confidence(ctxs, manuals_dir)
    for (low, high), (right, wrong) in buckets.items():
        total = right + wrong
        share = f"{right / total:6.1%}" if total else "     –"
        print(f"  {low:.1f}–{high:.1f}: {share} of {total:4d} ({wrong} wrong)")

    lex = lexicon("cs")
    czech = [b.text for b in after["004_fc5b87bd9d43fd57.txt"]]
    czech += [b.text for b in after["001_a2ba43355390330b.txt"]]
    czech += [a.text for b, a in zip(before["003_4435150ae60664e8.txt"], after["003_4435150ae60664e8.txt"],
                                     strict=True) if BROKEN.search(b.text)]
    domain = {w.lower() for f in ("000_0a3d8c90cdba780b.txt", "003_4435150ae60664e8.txt")
              for b in before[f] if not BROKEN.search(b.text) for w in re.findall(r"[^\W\d_]+", b.text)}
    share, unknown = unknown_share(czech, lex, domain=domain)
    print(f"\nunknown word tokens in the repaired Czech text (004, 001, 003 broken passage): {share:.2%}")
    named, _ = unknown_share(czech, lex, skip_names=True, domain=domain)
    print(f"  without recurring capitalised names and abbreviations before a period: {named:.2%}")
    lower = [w for w in unknown if w[:1].islower()]
    print(f"  of which lowercase (not names): {len(lower)}; e.g. {', '.join(sorted(set(lower))[:15])}")
    memoir_before, _ = unknown_share([b.text for b in before["004_fc5b87bd9d43fd57.txt"]], lex)
    print(f"  Memoir '44 alone: {memoir_before:.2%} before → "
          f"{unknown_share([b.text for b in after['004_fc5b87bd9d43fd57.txt']], lex)[0]:.2%} after")

    clean_file = "000_0a3d8c90cdba780b.txt"
    ctx = RepairContext(manual=manuals[clean_file], clean={f: after[f] for f in ("003_4435150ae60664e8.txt",)},
                        cache={})
    repair_memoir(before[clean_file], ctx)
    applied = [c for c in ctx.changes if c.applied]
    own = [c for c in ctxs[clean_file].changes if c.applied]
    print(f"\nclean manual 000: {len(own)} changes by its own profile; "
          f"{len(applied)} changes if the Memoir OCR repair is run over it")
    for change in applied[:10]:
        print(f"  line {change.line}: {change.original!r} → {change.repaired!r} ({change.method})")

    from rules_corpus.repair.proofread import PROOFREAD_DIR, load_cuts, load_fixes, load_keeps

    print("\nproofreading data (applied on top of the automatic repair in the build; not in the figures above):")
    for path in sorted(PROOFREAD_DIR.glob("*.toml")):
        name = path.stem
        print(f"  {name:15s} {len(load_fixes(name)):4d} corrections, {len(load_keeps(name)):3d} words kept "
              f"as printed, {len(load_cuts(name)):3d} pieces dropped")

    applied_all = sum(1 for c in ctxs.values() for ch in c.changes if ch.applied)
    kept = sum(1 for c in ctxs.values() for ch in c.changes if not ch.applied)
    print(f"\nrepairs applied: {applied_all}, suspicious tokens kept and reported: {kept}")
    load = os.getloadavg()[0]
    print(f"time the repair adds (all five manuals, fresh process, word lists cached on disk): "
          f"{wall:.2f} s wall, {cpu:.2f} s CPU (load average {load:.1f} on {os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
