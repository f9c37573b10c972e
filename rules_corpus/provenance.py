"""``provenance.json``: every source line of every manual, accounted for.

Each line belongs to the rule whose text it carries, or is dropped with a
reason.  Blank lines go with the line before them.  Lines that hold several
pieces (the Generálové scrape keeps whole chapters on one line) get one entry
per piece with ``chars`` (0-based, end-exclusive character offsets in that line).
"""

from __future__ import annotations

from typing import Any

from rules_corpus.model import ManualText
from rules_corpus.rule import Rule
from rules_corpus.segment import Node

BLANK = "prázdný řádek"


def _line_owner(
    tree: Node, ids: dict[int, str], pieces: dict[int, list[dict[str, Any]]]
) -> dict[int, str]:
    """Whole lines -> rule id; lines split into pieces get their rule pieces added to ``pieces``."""
    owner: dict[int, str] = {}
    for node in tree.walk():
        ident = ids.get(id(node))
        if ident is None:
            continue
        blocks = ([node.heading] if node.heading else []) + node.blocks
        for block in blocks:
            if block.col_start is not None:
                pieces.setdefault(block.line_start, []).append(
                    {"chars": [block.col_start, block.col_end], "rule": ident}
                )
                continue
            numbers = block.line_numbers or tuple(range(block.line_start, block.line_end + 1))
            spans = block.line_spans or (None,) * len(numbers)
            for number, span in zip(numbers, spans, strict=True):
                if span is not None:
                    pieces.setdefault(number, []).append({"chars": list(span), "rule": ident})
                else:
                    owner.setdefault(number, ident)
    return owner


def _partition(items: list[dict[str, Any]], length: int) -> list[dict[str, Any]]:
    """Sort pieces of one line and stretch them so that they cover 0..length without gaps."""
    items = sorted(items, key=lambda p: p["chars"][0])
    merged: list[dict[str, Any]] = []
    for item in items:
        value = {k: v for k, v in item.items() if k != "chars"}
        if merged and {k: v for k, v in merged[-1].items() if k != "chars"} == value:
            merged[-1]["chars"][1] = item["chars"][1]
        else:
            merged.append({"chars": list(item["chars"]), **value})
    for index, item in enumerate(merged):
        item["chars"][0] = 0 if index == 0 else merged[index - 1]["chars"][1]
    if merged:
        merged[-1]["chars"][1] = length
    kept = [item for item in merged if item["chars"][1] > item["chars"][0]]
    return kept or merged[-1:]


def build_provenance(
    docs: dict[str, ManualText], trees: dict[str, Node], rules: list[Rule]
) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for file, doc in docs.items():
        tree = trees[file]
        manual_rules = [r for r in rules if r.source.file == file]
        nodes = [n for n in tree.walk() if n is not tree]
        ids = {id(node): rule.id for node, rule in zip(nodes, manual_rules, strict=True)}
        pieces: dict[int, list[dict[str, Any]]] = {}
        owner = _line_owner(tree, ids, pieces)
        whole_drops = {d.line: d.reason for d in doc.dropped if d.col_start is None}
        for d in doc.dropped:
            if d.col_start is not None:
                pieces.setdefault(d.line, []).append({"chars": [d.col_start, d.col_end], "dropped": d.reason})
        texts = {line.number: line.text for line in doc.lines if line.span is None and line.number}
        entries: list[dict[str, Any]] = []
        previous: dict[str, Any] = {"dropped": BLANK}
        for n, raw in enumerate(doc.raw_lines, start=1):
            text = texts.get(n, raw.strip())
            if n in pieces:
                entry_list = _partition(pieces[n], len(raw.rstrip("\r")))
                for piece in entry_list:
                    entries.append({"lines": [n, n], **piece})
                previous = {k: v for k, v in entry_list[-1].items() if k != "chars"}
                continue
            if n in whole_drops:
                value: dict[str, Any] = {"dropped": whole_drops[n]}
            elif n in owner:
                value = {"rule": owner[n]}
            elif not text:
                value = dict(previous) if previous else {"dropped": BLANK}
            else:
                value = {"unassigned": text[:60]}
            previous = value
            last = entries[-1] if entries else None
            if last and "chars" not in last and last["lines"][1] == n - 1 and _same(last, value):
                last["lines"][1] = n
            else:
                entries.append({"lines": [n, n], **value})
        out[file] = entries
    return out


def _same(entry: dict[str, Any], value: dict[str, Any]) -> bool:
    return {k: v for k, v in entry.items() if k != "lines"} == value
