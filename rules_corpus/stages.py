"""The per-manual front of the pipeline: read, drop junk, lay out, repair.

One implementation, used by the build (:mod:`rules_corpus.build`) and by the
repair benchmark and tests (:mod:`rules_corpus.repair.staging`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rules_corpus import junk
from rules_corpus.columns import recover_columns
from rules_corpus.model import Block, Manual, ManualText
from rules_corpus.profile import load_profile
from rules_corpus.reader import read_manual
from rules_corpus.repair import RepairContext, proofread, repairers_for
from rules_corpus.repair.layout import build_blocks
from rules_corpus.toc import split_by_toc, split_steps

CLEAN_PROFILES = ("normandie-cs", "stalingrad-cs")  # repaired first: the others learn from them


def clean_first(manuals: Iterable[Manual]) -> list[Manual]:
    return sorted(manuals, key=lambda m: 0 if m.profile in CLEAN_PROFILES else 1)


def prepare(manual: Manual, manuals_dir: Path, proofreading: bool = True) -> ManualText:
    """Read and clean a manual, drop its junk lines and lay it out into blocks (no repair yet).

    ``proofreading=False`` leaves out the checked-in corrections (``repair/proofread.py``), to
    measure what the automatic stages do by themselves.
    """
    profile = load_profile(manual.profile)
    doc = read_manual(manual, manuals_dir, profile.icon_gap_marker)
    if proofreading:
        doc.changes = proofread.apply_fixes(doc, manual.profile)
        doc.proofread = True
    recover_columns(doc, profile)
    if proofreading:
        proofread.cut_pieces(doc, manual.profile)
    junk.find_junk(doc, profile)
    doc.blocks = split_steps(split_by_toc(doc, build_blocks(doc, profile), profile), profile)
    return doc


def repair(doc: ManualText, clean: dict[str, list[Block]], cache: dict[str, Any],
           profile: str | None = None) -> RepairContext:
    """Run the repairers of ``profile`` (default: the manual's own) over ``doc.blocks`` in place."""
    ctx = RepairContext(manual=doc.manual, clean=clean, cache=cache, raw_lines=tuple(doc.raw_lines))
    # Tables are read cell by cell against their own vocabulary (rules_corpus/tables.py), not as prose.
    text_at = [i for i, b in enumerate(doc.blocks) if not b.kind.startswith("table")]
    blocks = [doc.blocks[i] for i in text_at]
    for repairer in repairers_for(profile or doc.manual.profile):
        blocks = repairer(blocks, ctx)
    merged = list(doc.blocks)
    for i, block in zip(text_at, blocks, strict=True):
        merged[i] = block
    doc.blocks = merged
    doc.changes = [*doc.changes, *ctx.changes]
    return ctx


def prepare_and_repair(
    manuals: Iterable[Manual],
    manuals_dir: Path,
    on_stage: Callable[[str, ManualText], None] = lambda stage, doc: None,
    proofreading: bool = True,
) -> dict[str, ManualText]:
    """Every manual read, laid out and repaired, clean manuals first; ``on_stage`` reports progress."""
    docs: dict[str, ManualText] = {}
    clean: dict[str, list[Block]] = {}
    cache: dict[str, Any] = {"proofreading": proofreading}
    for manual in clean_first(manuals):
        doc = prepare(manual, manuals_dir, proofreading)
        on_stage("čtení a rozvržení", doc)
        repair(doc, clean, cache)
        on_stage("opravy", doc)
        if manual.profile in CLEAN_PROFILES:
            clean[manual.file] = doc.blocks
        docs[manual.file] = doc
    return docs
