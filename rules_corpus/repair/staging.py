"""The repair stage run on its own, for the repair benchmark and tests.

Thin views over :mod:`rules_corpus.stages`, the one implementation the build uses too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules_corpus.manifest import load_manifest
from rules_corpus.model import Block, Manual, ManualText
from rules_corpus.repair import RepairContext
from rules_corpus.stages import CLEAN_PROFILES, prepare, prepare_and_repair, repair

__all__ = ["CLEAN_PROFILES", "layout_blocks", "load_manuals", "repair_all", "repair_manual"]

def layout_blocks(manual: Manual, manuals_dir: Path, proofreading: bool = False) -> list[Block]:
    """Blocks of ``manual`` after reading, junk dropping and the layout repair."""
    return prepare(manual, manuals_dir, proofreading).blocks

def repair_manual(manual: Manual, blocks: list[Block], clean: dict[str, list[Block]],
                  cache: dict[str, Any], profile: str | None = None) -> tuple[list[Block], RepairContext]:
    """Run the repairers of ``profile`` (default: the manual's own) over ``blocks``."""

    doc = ManualText(manual=manual, lines=[], blocks=blocks)
    ctx = repair(doc, clean, cache, profile)
    return doc.blocks, ctx

def load_manuals(manuals_dir: Path) -> list[Manual]:
    return load_manifest(manuals_dir)

def repair_all(manuals_dir: Path, proofreading: bool = False
               ) -> tuple[dict[str, list[Block]], dict[str, list[Block]], dict[str, ManualText]]:
    """(layout blocks, repaired blocks, repaired manuals with their ``changes``) per manual file.

    Without the checked-in proofreading by default: this measures the automatic repair."""
    before: dict[str, list[Block]] = {}

    def keep_layout(stage: str, doc: ManualText) -> None:
        if stage == "čtení a rozvržení":
            before[doc.manual.file] = doc.blocks

    docs = prepare_and_repair(load_manuals(manuals_dir), manuals_dir, keep_layout, proofreading)
    return before, {file: doc.blocks for file, doc in docs.items()}, docs
