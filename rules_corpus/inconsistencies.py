"""Stage 7, inconsistencies: where a manual disagrees with itself or with its translation.

* Body vs quick reference: an action whose value in the quick reference differs
  from the value in the rule body (Normandie: *Skrytý přesun 1* in the body,
  *2* in the quick reference).
* Czech vs Polish Normandie: an action value that is legible on both sides and
  differs (values the Polish scan lost stay out: they are not evidence).
"""

from __future__ import annotations

import re
from typing import Any

from rules_corpus.rule import Rule
from rules_corpus.text import fold, strip_markdown

ACTION_VALUE = re.compile(r"^(?P<name>.*?[^\W\d_!])!?\s+(?P<value>\d+)(?:\s*\(?[A-C]\)?)?$")


def _value(title: str) -> tuple[str, int] | None:
    match = ACTION_VALUE.match(strip_markdown(title).strip())
    if not match:
        return None
    return fold(match.group("name")), int(match.group("value"))


def _quote(rule: Rule) -> str:
    text = rule.text.split("\n")[0]
    return f"{rule.title}: {text}"[:200]


def find_inconsistencies(rules: list[Rule]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    by_id = {r.id: r for r in rules}
    groups: dict[tuple[str, str], list[Rule]] = {}
    for rule in rules:
        groups.setdefault((rule.game, rule.lang), []).append(rule)
    for (game, _lang), group in groups.items():
        body = {}
        for rule in group:
            parsed = _value(rule.title)
            if parsed and rule.kind != "quickref":
                body.setdefault(parsed[0], (parsed[1], rule))
        for rule in group:
            parsed = _value(rule.title)
            if not parsed or rule.kind != "quickref" or parsed[0] not in body:
                continue
            body_value, body_rule = body[parsed[0]]
            if body_value != parsed[1]:
                found.append({
                    "game": game,
                    "topic": f"Hodnota akce {body_rule.title.rsplit(' ', 1)[0]}",
                    "kind": "tělo pravidel × stručný přehled",
                    "sides": [
                        {"rule": body_rule.id, "quote": _quote(body_rule), "value": body_value},
                        {"rule": rule.id, "quote": _quote(rule), "value": parsed[1]},
                    ],
                    "note": (
                        f"Tělo pravidel uvádí hodnotu {body_value}, stručný přehled {parsed[1]}. "
                        "Engine se řídí tělem pravidel a v odůvodnění na rozpor upozorní."
                    ),
                })
    for rule in rules:
        pl_id = rule.aligned.get("pl") if rule.lang == "cs" else None
        if not pl_id:
            continue
        cs_value, pl_value = _value(rule.title), _value(by_id[pl_id].title)
        if cs_value and pl_value and cs_value[1] != pl_value[1]:
            found.append({
                "game": rule.game,
                "topic": f"Hodnota akce {rule.title}",
                "kind": "český × polský manuál",
                "sides": [
                    {"rule": rule.id, "quote": _quote(rule), "value": cs_value[1]},
                    {"rule": pl_id, "quote": _quote(by_id[pl_id]), "value": pl_value[1]},
                ],
                "note": "Česká a polská pravidla uvádějí u akce jinou hodnotu.",
            })
    return found
