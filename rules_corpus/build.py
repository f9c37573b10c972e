"""``pravidla build``: the corpus pipeline from MANIFEST.toml to ``build/corpus/``.

Stages, each its own module: read and clean (:mod:`.reader`), drop junk
(:mod:`.junk`), layout repair and the per-manual repairers (:mod:`.repair`),
segment (:mod:`.segment`), glossary (:mod:`.glossary`), alignment
(:mod:`.align`) and inconsistencies (:mod:`.inconsistencies`).  Output is
written to a temporary folder and moved into place only when everything
succeeded, so a failed build never leaves a half-written corpus behind.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tqdm import tqdm

from rules_corpus import align, fill, glossary, inconsistencies, links, provenance, rule
from rules_corpus.manifest import CorpusInputError, load_manifest
from rules_corpus.model import ManualText
from rules_corpus.paths import default_corpus_dir, default_manuals_dir
from rules_corpus.profile import load_profile
from rules_corpus.rule import Rule
from rules_corpus.rules import rules_from_tree
from rules_corpus.segment import segment
from rules_corpus.stages import prepare_and_repair


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
    """Build the whole corpus into ``out_dir``; raises :class:`CorpusInputError` for bad input."""
    started = time.perf_counter()
    manuals = load_manifest(manuals_dir)
    all_rules: list[Rule] = []
    trees = {}

    stages: dict[str, float] = {}
    clock = time.perf_counter

    def timed(stage: str, since: float) -> float:
        now = clock()
        stages[stage] = stages.get(stage, 0.0) + now - since
        return now

    bar = tqdm(total=len(manuals) * 2 + 3, desc="Korpus", unit="krok", disable=not progress if progress
               is not None else None, file=sys.stderr, leave=False)
    with bar:
        last = [clock()]

        def on_stage(stage: str, doc: ManualText) -> None:
            bar.set_postfix_str(doc.manual.file)
            last[0] = timed(stage, last[0])
            if stage == "opravy":
                bar.update(1)

        docs = prepare_and_repair(manuals, manuals_dir, on_stage)
        changes = [change for doc in docs.values() for change in doc.changes]
        t = clock()
        for manual in manuals:  # manifest order from here on
            doc = docs[manual.file]
            tree = segment(manual, doc.blocks, load_profile(manual.profile), doc.dropped)
            trees[manual.file] = tree
            all_rules.extend(rules_from_tree(manual, tree))
            bar.update(1)
        t = timed("členění", t)
        # aligned first: the values the Polish scan lost are filled before the glossary quotes rules
        alignment = align.align_rules(all_rules)
        all_rules = fill.fill_icon_values([alignment.apply(r) for r in all_rules])
        bar.set_postfix_str("glosář")
        terms, uses = glossary.build_glossary(all_rules)
        all_rules = [replace(r, terms=uses.get(r.id, ())) for r in all_rules]
        t = timed("glosář", t)
        bar.update(1)
        found_links = links.link_illustrations(all_rules, terms)
        all_rules = [links.apply_links(r, found_links) for r in all_rules]
        found = inconsistencies.find_inconsistencies(all_rules)
        bar.update(1)
        prov = provenance.build_provenance(docs, trees, all_rules)
        t = timed("zarovnání, rozpory, původ", t)
        bar.update(1)

    summary = BuildSummary(
        stage_seconds={k: round(v, 3) for k, v in stages.items()},
        rules_per_manual={m.file.split("_")[0]: sum(1 for r in all_rules if r.source.file == m.file)
                          for m in manuals},
        terms=len(terms),
        dropped_lines=sum(len({d.line for d in doc.dropped}) for doc in docs.values()),
        repairs=sum(1 for c in changes if c.applied),
        inconsistencies=len(found),
    )
    rules_json = rule.to_json(all_rules)
    _check(rules_json, {m.file: docs[m.file].lines[-1].number if docs[m.file].lines else 0 for m in manuals})
    outputs = {
        "corpus.json": {
            "manuals": [
                {"file": m.file, "game": m.game, "lang": m.language, "title": m.title, "original": m.original}
                for m in manuals
            ],
            "rules": rules_json,
        },
        "glossary.json": terms,
        "provenance.json": prov,
        "inconsistencies.json": found,
        "repairs.json": [change.__dict__ for change in sorted(changes, key=lambda c: (c.file, c.line))],
        "corpus.schema.json": rule.json_schema(),
    }
    _write_atomically(out_dir, outputs)
    summary.seconds = time.perf_counter() - started
    return summary


def _check(rules_json: list[dict[str, Any]], line_counts: dict[str, int]) -> None:
    """The rules as written must parse back strictly under the declared format (a bug otherwise)."""
    parsed = rule.validate_rules(json.dumps(rules_json, ensure_ascii=False))
    problems = rule.check_corpus(parsed, line_counts)
    if problems:
        raise rule.CorpusValidationError("; ".join(problems[:10]))


def _write_atomically(out_dir: Path, outputs: dict[str, Any]) -> None:
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}-", dir=out_dir.parent))
    try:
        for name, data in outputs.items():
            (tmp / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        if out_dir.exists():
            shutil.rmtree(out_dir)
        tmp.rename(out_dir)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def ensure_corpus(corpus_dir: Path | None = None, manuals_dir: Path | None = None) -> Path:
    """Build the corpus if ``corpus.json`` is missing; returns the corpus folder."""
    corpus_dir = corpus_dir or default_corpus_dir()
    if not (corpus_dir / "corpus.json").exists():
        print("Korpus chybí, sestavuji ho…", file=sys.stderr)
        print(build_corpus(manuals_dir or default_manuals_dir(), corpus_dir).line(), file=sys.stderr)
    return corpus_dir


def run_cli(args: argparse.Namespace) -> int:
    manuals_dir = args.manuals or default_manuals_dir()
    out_dir = args.out or default_corpus_dir()
    try:
        summary = build_corpus(manuals_dir, out_dir)
    except CorpusInputError as exc:
        print(f"Chyba: {exc}", file=sys.stderr)
        return 2
    print(summary.line())
    return 0
