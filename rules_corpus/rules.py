"""Turning a manual's section tree into rule objects of the corpus contract."""

from __future__ import annotations

from typing import Any

from rules_corpus.model import Manual
from rules_corpus.segment import Node, render_text, rule_id


def rules_from_tree(manual: Manual, root: Node) -> list[dict[str, Any]]:
    """One rule object per node (sections included), in document order; ids unique per manual."""
    rules: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    ids: dict[int, str] = {}
    for node in root.walk():
        if node is root:
            continue
        base = rule_id(manual, node.path)
        seen[base] = seen.get(base, 0) + 1
        ident = base if seen[base] == 1 else f"{base}-{seen[base]}"
        ids[id(node)] = ident
        parent_id = ids.get(id(node.parent)) if node.parent is not None else None
        rule: dict[str, Any] = {
            "id": ident,
            "game": manual.game,
            "lang": manual.language,
            "kind": node.kind,
            "path": node.path,
            "title": node.title,
            "text": render_text(node),
            "source": {"file": manual.file, "line_start": node.line_start, "line_end": node.line_end},
            "parent": parent_id,
            "terms": [],
            "aligned": {},
        }
        if node.step is not None:
            rule["step"] = node.step
        rules.append(rule)
    return rules
