"""``pravidla build``: the corpus pipeline from MANIFEST.toml to ``build/corpus/``.

Stages, each its own module: read and clean (:mod:`.reader`), drop junk
(:mod:`.junk`), layout repair and the per-manual repairers (:mod:`.repair`),
segment (:mod:`.segment`), glossary (:mod:`.glossary`), alignment
(:mod:`.align`) and inconsistencies (:mod:`.inconsistencies`).  Output files
are written in full beside the old ones and renamed over them only when
everything succeeded, so a failed build leaves the earlier corpus as it was;
nothing but the corpus files is ever written or removed in the output folder.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules_corpus import align, glossary, inconsistencies, links, provenance
from rules_corpus.manifest import CorpusInputError, load_manifest
from rules_corpus.model import Manual, ManualText
from rules_corpus.paths import default_corpus_dir, default_manuals_dir
from rules_corpus.profile import load_profile
from rules_corpus.rules import rules_from_tree
from rules_corpus.segment import segment
from rules_corpus.stages import prepare_and_repair

# The real manuals have 25–100 kB of text; a file twenty times the largest is not a rulebook
# (a 50 MB file ran for minutes and took 565 MB of memory before this limit).
MAX_MANUAL_BYTES = 2_000_000
# A rebuilt manual yielding fewer than half its previous rules is taken as damaged.
MIN_SHARE_OF_PREVIOUS = 0.5
CORPUS_FILES = ("corpus.json", "glossary.json", "provenance.json", "inconsistencies.json", "repairs.json")


@dataclass
class BuildSummary:
    rules_per_manual: dict[str, int] = field(default_factory=dict)
    terms: int = 0
    dropped_lines: int = 0
    repairs: int = 0
    inconsistencies: int = 0
    seconds: float = 0.0
    stage_seconds: dict[str, float] = field(default_factory=dict)

    def line(self) -> str:
        per = ", ".join(f"{name} {count}" for name, count in self.rules_per_manual.items())
        return (
            f"Korpus hotov za {self.seconds:.1f} s: pravidla ({per}), pojmy {self.terms}, "
            f"vynechané řádky {self.dropped_lines}, opravy {self.repairs}, nesrovnalosti {self.inconsistencies}."
        )


def build_corpus(manuals_dir: Path, out_dir: Path, progress: bool | None = None) -> BuildSummary:
    """Build the whole corpus into ``out_dir``; raises :class:`CorpusInputError` for bad input.

    Checked before any work: ``out_dir`` is new, empty or an earlier corpus output, and every
    manual is at most :data:`MAX_MANUAL_BYTES`.  Checked before anything is written: every
    manual yields rules, and not far fewer than in the corpus being replaced.  ``progress``
    prints one line per stage on stderr.
    """
    started = time.perf_counter()
    check_out_dir(out_dir)
    manuals = load_manifest(manuals_dir)
    check_manual_sizes(manuals, manuals_dir)
    report = _Progress(bool(progress), len(manuals))
    all_rules: list[dict[str, Any]] = []
    trees = {}

    def on_stage(stage: str, doc: ManualText) -> None:
        report.stage(stage, doc.manual.file)

    docs = prepare_and_repair(manuals, manuals_dir, on_stage)
    changes = [change for doc in docs.values() for change in doc.changes]
    for manual in manuals:  # manifest order from here on
        doc = docs[manual.file]
        tree = segment(manual, doc.blocks, load_profile(manual.profile))
        trees[manual.file] = tree
        all_rules.extend(rules_from_tree(manual, tree))
        report.stage("členění", manual.file)
    check_rule_counts(manuals, all_rules, previous_rule_counts(out_dir))
    terms = glossary.build_glossary(all_rules)
    report.stage("glosář", f"{len(terms)} pojmů")
    align.align_rules(all_rules, terms)
    links.link_illustrations(all_rules, terms)
    found = inconsistencies.find_inconsistencies(all_rules)
    report.stage("zarovnání a rozpory", f"{len(found)} rozporů")
    prov = provenance.build_provenance(docs, trees, all_rules)
    report.stage("původ řádků", f"{len(all_rules)} pravidel")

    summary = BuildSummary(
        stage_seconds={k: round(v, 3) for k, v in report.seconds.items()},
        rules_per_manual={m.file.split("_")[0]: sum(1 for r in all_rules if r["source"]["file"] == m.file)
                          for m in manuals},
        terms=len(terms),
        dropped_lines=sum(len({d.line for d in doc.dropped}) for doc in docs.values()),
        repairs=sum(1 for c in changes if c.applied),
        inconsistencies=len(found),
    )
    outputs = {
        "corpus.json": {
            "manuals": [
                {"file": m.file, "game": m.game, "lang": m.language, "title": m.title, "original": m.original}
                for m in manuals
            ],
            "rules": all_rules,
        },
        "glossary.json": terms,
        "provenance.json": prov,
        "inconsistencies.json": found,
        "repairs.json": [change.__dict__ for change in sorted(changes, key=lambda c: (c.file, c.line))],
    }
    write_corpus(out_dir, outputs)
    report.stage("zápis", str(out_dir))
    summary.seconds = time.perf_counter() - started
    return summary


class _Progress:
    """One line per finished stage on stderr: ``[3/14] opravy: 004_….txt (1.2 s)``; timings always kept."""

    def __init__(self, show: bool, manuals: int) -> None:
        self.show = show
        self.total = manuals * 3 + 4  # read, repair, segment per manual; glossary, alignment, provenance, write
        self.done = 0
        self.seconds: dict[str, float] = {}
        self._last = time.perf_counter()

    def stage(self, name: str, detail: str) -> None:
        now = time.perf_counter()
        took = now - self._last
        self._last = now
        self.done += 1
        self.seconds[name] = self.seconds.get(name, 0.0) + took
        if self.show:
            print(f"[{self.done}/{self.total}] {name}: {detail} ({took:.1f} s)", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- checks and the writer


def check_out_dir(out_dir: Path) -> None:
    """``out_dir`` must be new, empty or an earlier corpus output: nothing else in it is ever touched."""
    if out_dir.exists() and not out_dir.is_dir():
        raise CorpusInputError(f"Výstup {out_dir} není složka; korpus se zapisuje do složky.")
    if out_dir.is_dir() and not (out_dir / "corpus.json").is_file() and any(
        not _is_leftover(entry.name) for entry in out_dir.iterdir()
    ):
        raise CorpusInputError(
            f"Složka {out_dir} není prázdná a není v ní korpus (chybí corpus.json); nic v ní neměním. "
            "Zvolte novou nebo prázdnou složku, nebo složku s dřívějším korpusem."
        )


def _is_leftover(name: str) -> bool:
    """A temporary file of an interrupted write (``.corpus.json.x1y2.tmp``)."""
    return name.startswith(".") and name.endswith(".tmp") and any(name.startswith(f".{f}.") for f in CORPUS_FILES)


def check_manual_sizes(manuals: list[Manual], manuals_dir: Path) -> None:
    for manual in manuals:
        try:
            size = (manuals_dir / manual.file).stat().st_size
        except OSError:
            continue  # a missing manual is reported by the reader, with its own message
        if size > MAX_MANUAL_BYTES:
            megabytes = f"{size / 1e6:.1f}".replace(".", ",")
            raise CorpusInputError(
                f"Manuál {manual.file} má {megabytes} MB; manuál smí mít nejvýše {MAX_MANUAL_BYTES // 10**6} MB "
                "textu (pravidla her mají desítky kB). Zkontrolujte, že jde o text pravidel."
            )
        if size == 0:
            raise CorpusInputError(f"Manuál {manual.file} je prázdný; předchozí korpus zůstává beze změny.")


def previous_rule_counts(out_dir: Path) -> dict[str, int]:
    """Rules per manual file in the corpus that ``out_dir`` holds now (empty when there is none)."""
    try:
        previous = json.loads((out_dir / "corpus.json").read_text(encoding="utf-8"))
        rules = previous.get("rules", []) if isinstance(previous, dict) else []
        files = [r.get("source", {}).get("file") for r in rules if isinstance(r, dict)]
    except (OSError, ValueError, AttributeError):
        return {}
    counts: dict[str, int] = {}
    for file in files:
        if isinstance(file, str):
            counts[file] = counts.get(file, 0) + 1
    return counts


def check_rule_counts(manuals: list[Manual], rules: list[dict[str, Any]], previous: dict[str, int]) -> None:
    """Every manual yields rules, and at least :data:`MIN_SHARE_OF_PREVIOUS` of its previous build's."""
    counts = {m.file: 0 for m in manuals}
    for rule in rules:
        counts[rule["source"]["file"]] = counts.get(rule["source"]["file"], 0) + 1
    for manual in manuals:
        now, before = counts[manual.file], previous.get(manual.file, 0)
        if now == 0:
            raise CorpusInputError(
                f"Z manuálu {manual.file} nevzniklo žádné pravidlo (je prázdný, nebo to není text pravidel); "
                "předchozí korpus zůstává beze změny."
            )
        if before and now < before * MIN_SHARE_OF_PREVIOUS:
            raise CorpusInputError(
                f"Z manuálu {manual.file} vzniklo jen {now} pravidel, minule {before}; vypadá poškozený, "
                "předchozí korpus zůstává beze změny. Je-li zkrácení záměrné, sestavte korpus do nové složky "
                "(--out) nebo starý korpus nejdřív smažte."
            )


def write_corpus(out_dir: Path, outputs: dict[str, Any]) -> None:
    """Replace the corpus files in ``out_dir`` and nothing else.

    Every file is written in full to a temporary file beside it first; only when all are
    written are they renamed over the old ones (each rename is atomic), so a failure leaves
    the earlier corpus as it was.  The folder keeps its mode; new files get the usual
    permissions (umask), not a temporary file's 0600.
    """
    unknown = set(outputs) - set(CORPUS_FILES)
    if unknown:
        raise ValueError(f"not corpus files: {sorted(unknown)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    mode = 0o666 & ~_umask()
    written: dict[str, Path] = {}
    try:
        for name, data in outputs.items():
            fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=out_dir)
            written[name] = Path(tmp)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
            os.chmod(tmp, mode)
        for name, tmp in written.items():
            tmp.replace(out_dir / name)
    finally:
        for tmp in written.values():
            tmp.unlink(missing_ok=True)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def ensure_corpus(corpus_dir: Path | None = None, manuals_dir: Path | None = None) -> Path:
    """Build the corpus if ``corpus.json`` is missing; returns the corpus folder."""
    corpus_dir = corpus_dir or default_corpus_dir()
    if not (corpus_dir / "corpus.json").exists():
        print("Korpus chybí, sestavuji ho…", file=sys.stderr)
        print(build_corpus(manuals_dir or default_manuals_dir(), corpus_dir, progress=True).line(), file=sys.stderr)
    return corpus_dir


def run_cli(args: argparse.Namespace) -> int:
    manuals_dir = args.manuals or default_manuals_dir()
    out_dir = args.out or default_corpus_dir()
    try:
        summary = build_corpus(manuals_dir, out_dir, progress=True)
    except CorpusInputError as exc:
        print(f"Chyba: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Chyba: korpus nelze zapsat do {out_dir}: {exc.strerror or exc}.", file=sys.stderr)
        return 1
    print(summary.line())
    return 0
