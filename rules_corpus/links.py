"""Links between rules of one manual: worked examples and quick references to the rules they illustrate.

* A quick-reference item (``Přesun 1 : přemístěte…``) illustrates the body rule of
  the same action (same name, value aside).
* A worked example illustrates the rules that define the game terms it uses
  (the glossary's defining rules: *pátrání*, *ovládnutí*, *povzbuzení*, *útok*…).

Each rule that is illustrated gets the reverse link in ``examples`` / ``quickref``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules_corpus.align import action_name
from rules_corpus.rule import Rule

BODY_KINDS = ("rule", "section")
# What a worked example shows: the actions it plays, the combat and states it resolves.
ILLUSTRATED_CATEGORIES = ("akce", "boj", "stav")


def link_illustrations(rules: list[Rule], glossary: list[dict[str, Any]]) -> dict[str, dict[str, tuple[str, ...]]]:
    """Rule id -> {"illustrates" | "examples" | "quickref": ids}; apply with :func:`apply_links`."""
    by_id = {r.id: r for r in rules}
    defining: dict[tuple[str, str], list[str]] = {}
    for entry in glossary:
        if entry["category"] in ILLUSTRATED_CATEGORIES:
            for game in entry["games"]:
                defining[(game, entry["term"])] = entry["rules"]
    body_by_name: dict[tuple[str, str, str], Rule] = {}
    for rule in rules:
        if rule.kind in BODY_KINDS:
            body_by_name.setdefault((rule.game, rule.lang, action_name(rule.title)), rule)

    links: dict[str, dict[str, list[str]]] = {}
    for rule in rules:
        targets: list[str] = []
        if rule.kind == "quickref":
            body = body_by_name.get((rule.game, rule.lang, action_name(rule.title)))
            if body is not None:
                targets.append(body.id)
        elif rule.kind == "example":
            for term in rule.terms:
                for target in defining.get((rule.game, term), []):
                    other = by_id[target]
                    same_manual = other.source.file == rule.source.file
                    if same_manual and other.kind == "rule" and target not in targets:
                        targets.append(target)
        if not targets:
            continue
        links.setdefault(rule.id, {})["illustrates"] = targets
        back = "quickref" if rule.kind == "quickref" else "examples"
        for target in targets:
            links.setdefault(target, {}).setdefault(back, []).append(rule.id)
    return {rid: {key: tuple(ids) for key, ids in found.items()} for rid, found in links.items()}


def apply_links(rule: Rule, links: dict[str, dict[str, tuple[str, ...]]]) -> Rule:
    found = links.get(rule.id)
    return replace(rule, **found) if found else rule
