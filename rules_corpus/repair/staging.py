"""The repair stage run on its own: layout blocks of one manual, and the repairs applied to them.

Used by the repair benchmark and the tests to repair a manual without building the
whole corpus (the build does the same steps in :func:`rules_corpus.build.build_corpus`).
"""

from __future__ import annotations

from pathlib import Path

from rules_corpus.model import Block, Manual
from rules_corpus.repair import RepairContext, repairers_for

CLEAN_PROFILES = ("normandie-cs", "stalingrad-cs")


def layout_blocks(manual: Manual, manuals_dir: Path) -> list[Block]:
    """Blocks of ``manual`` after reading, junk dropping and the layout repair."""
    from rules_corpus import junk
    from rules_corpus.profile import load_profile
    from rules_corpus.reader import read_manual
    from rules_corpus.repair.layout import build_blocks

    doc = read_manual(manual, manuals_dir)
    profile = load_profile(manual.profile)
    junk.find_junk(doc, profile)
    return build_blocks(doc, profile)


def repair_manual(manual: Manual, blocks: list[Block], clean: dict[str, list[Block]],
                  cache: dict, profile: str | None = None) -> tuple[list[Block], RepairContext]:
    """Run the repairers of ``profile`` (default: the manual's own) over ``blocks``."""
    ctx = RepairContext(manual=manual, clean=clean, cache=cache)
    for repairer in repairers_for(profile or manual.profile):
        blocks = repairer(blocks, ctx)
    return blocks, ctx


def load_manuals(manuals_dir: Path) -> list[Manual]:
    from rules_corpus.manifest import load_manifest

    return load_manifest(manuals_dir)


def repair_all(manuals_dir: Path) -> tuple[dict[str, list[Block]], dict[str, list[Block]], dict[str, RepairContext]]:
    """(layout blocks, repaired blocks, contexts) per manual file, clean manuals first."""
    manuals = sorted(load_manuals(manuals_dir), key=lambda m: 0 if m.profile in CLEAN_PROFILES else 1)
    before: dict[str, list[Block]] = {}
    after: dict[str, list[Block]] = {}
    ctxs: dict[str, RepairContext] = {}
    clean: dict[str, list[Block]] = {}
    cache: dict = {}
    for manual in manuals:
        blocks = layout_blocks(manual, manuals_dir)
        before[manual.file] = blocks
        repaired, ctx = repair_manual(manual, blocks, clean, cache)
        after[manual.file] = repaired
        ctxs[manual.file] = ctx
        if manual.profile in CLEAN_PROFILES:
            clean[manual.file] = repaired
    return before, after, ctxs
