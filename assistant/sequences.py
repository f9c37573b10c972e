"""Questions about steps in order: "Z jakých fází se skládá kolo a v jakém pořadí?".

Such a question is answered by a numbered list of the manual; the deciding sentence alone
("Každé kolo se skládá z následujících tří fází:") names no step.  When the question asks
for steps, phases or an order and the rule found has a numbered list, the answer quotes
the first sentence of each item, in the manual's order (from a related rule when the one
found has no list: "Průběh tahu" quotes "Hráč na tahu postupně provede tyto kroky") — nothing is shortened inside a
sentence, and the items stay the manual's own words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from lang.fold import fold

__all__ = ["asks_for_steps", "numbered_steps", "steps_lines"]

# folded phrases (word starts) that ask for a sequence of steps
STEP_CUES = ("v jakem poradi", "jakem poradi", "v jakym poradi", "poradi", "jake kroky", "jakych kroku",
             "z jakych fazi", "jake faze", "jakych fazi", "z ceho se sklada", "co vsechno", "jak probiha",
             "kolejnosc", "jakie kroki", "jakie fazy", "z jakich faz", "po kolei", "krok za krokem")
_ITEM = re.compile(r"^\s*(\d{1,2})\.\s+(.+)$")
MAX_STEPS = 10


def asks_for_steps(folded_question: str) -> bool:
    """The question asks for steps or phases in order."""
    text = " " + folded_question
    return any(re.search(r"(?<![a-z])" + re.escape(cue), text) for cue in STEP_CUES)


def numbered_steps(rule: Mapping[str, Any]) -> list[str]:
    """The first sentence of each item of the rule's first numbered list (1., 2., …), in order."""
    steps: list[str] = []
    for line in rule.get("text", "").splitlines():
        m = _ITEM.match(line)
        if m is None:
            if steps and line.strip() and not line.startswith(" "):
                break  # the list has ended
            continue
        number, body = int(m.group(1)), m.group(2).strip()
        if number != len(steps) + 1:
            if steps:
                break
            continue
        steps.append(_first_sentence(body))
        if len(steps) >= MAX_STEPS:
            break
    return steps if len(steps) >= 2 else []


def _first_sentence(text: str) -> str:
    m = re.search(r"(?<=[.!?])\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])", text)
    return text[: m.start()] if m else text


def steps_lines(question: str, rules: Sequence[Mapping[str, Any]]) -> tuple[list[str], Mapping[str, Any] | None]:
    """For a question that asks for steps: "Kroky podle manuálu:" and the numbered items of the first of
    ``rules`` (the rule found, then its related rules) that has such a list, and that rule."""
    if not asks_for_steps(fold(question).lower()):
        return [], None
    for i, rule in enumerate(rules):
        steps = numbered_steps(rule)
        if steps:
            head = "Kroky podle manuálu, v jeho pořadí" + ("" if i == 0 else f" („{rule['title']}“)") + ":"
            return [head, *(f"{n}. {step}" for n, step in enumerate(steps, 1))], rule
    return [], None
