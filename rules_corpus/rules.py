"""Turning a manual's section tree into rule objects of the corpus contract."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from rules_corpus.model import Manual
from rules_corpus.rule import Rule, Source
from rules_corpus.segment import Node, render_text, rule_id

LEGACY_IDS = Path(__file__).parent / "data" / "legacy_ids.toml"


@lru_cache(maxsize=1)
def legacy_ids() -> dict[str, str]:
    """New id -> the id a rule keeps while engines still cite it (``data/legacy_ids.toml``)."""
    return tomllib.loads(LEGACY_IDS.read_text(encoding="utf-8"))


def keep_legacy(base: str) -> str:
    """``base`` with a kept legacy id for itself or for the section it sits in (children keep the
    legacy prefix of their parent: ``…provede-tyto-kroky.vylozeni-karty-rozkazu``)."""
    table = legacy_ids()
    if base in table:
        return table[base]
    for new in sorted(table, key=len, reverse=True):
        if base.startswith(new + "."):
            return table[new] + base[len(new):]
    return base


def rules_from_tree(manual: Manual, root: Node) -> list[Rule]:
    """One rule object per node (sections included), in document order; ids unique per manual."""
    rules: list[Rule] = []
    seen: dict[str, int] = {}
    ids: dict[int, str] = {}
    for node in root.walk():
        if node is root:
            continue
        base = rule_id(manual, node.path)
        base = keep_legacy(base)
        seen[base] = seen.get(base, 0) + 1
        ident = base if seen[base] == 1 else f"{base}-{seen[base]}"
        ids[id(node)] = ident
        parent_id = ids.get(id(node.parent)) if node.parent is not None else None
        rules.append(Rule(
            id=ident,
            game=manual.game,
            lang=manual.language,  # type: ignore[arg-type]  # the manifest admits cs and pl only
            kind=node.kind,  # type: ignore[arg-type]
            path=tuple(node.path),
            title=node.title,
            text=render_text(node),
            source=Source(manual.file, node.line_start, node.line_end),
            parent=parent_id,
            step=node.step,
            tables=tuple(node.tables),
        ))
    return rules
