"""Action values the Polish scan lost (``⟨?⟩``), filled from the aligned Czech rule, with a citation.

The Polish edition prints an action's value as an icon; the scan lost it (``Ruch ⟨?⟩``,
``maksymalnie o ⟨?⟩ obszarów``).  The Czech edition prints the same value as text
(``Přesun 1``, ``až o 1 pole``).  For a Polish rule aligned with a Czech one:

* the markers in the title take the Czech title's value (``Ruch ⟨?⟩`` → ``Ruch ⟨1⟩``);
* the markers in the text take it too, but only when the Czech text prints that value
  exactly as many times as the Polish text has markers (otherwise the places are not
  certain, and the marker stays).

A filled value is written ``⟨1⟩`` — the brackets say it is not from the scan — and each
one is listed in the rule's ``filled`` with the Czech rule's id and the quoted sentence.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rules_corpus.repair.polish import ILLEGIBLE
from rules_corpus.rule import Fill, Rule

TITLE_VALUE = re.compile(r"^(?P<name>.*?[^\W\d_]!?)\s+(?P<value>\d+|X)(?:\s*\(?[A-C]\)?)?$")
SENTENCE = re.compile(r"[^.!?\n]*[.!?]?")


def action_value(title: str) -> str | None:
    """``Přesun 1`` → ``1``, ``Posily X A`` → ``X``, ``Ovládnutí`` → None."""
    match = TITLE_VALUE.match(title.strip())
    return match.group("value") if match else None


def _quote(text: str, value: str) -> str:
    pattern = re.compile(rf"(?<![\w⟨]){re.escape(value)}(?![\w⟩])")
    for sentence in SENTENCE.findall(text):
        if pattern.search(sentence):
            return sentence.strip()
    return ""


def fill_rule(pl: Rule, cs: Rule) -> Rule:
    """``pl`` with its lost values filled from ``cs`` (unchanged when nothing is certain)."""
    value = action_value(cs.title)
    if value is None or (ILLEGIBLE not in pl.title and ILLEGIBLE not in pl.text):
        return pl
    fills: list[Fill] = []
    title, text = pl.title, pl.text
    occurrence = 0
    title_quote = cs.title
    while ILLEGIBLE in title:
        title = title.replace(ILLEGIBLE, f"⟨{value}⟩", 1)
        fills.append(Fill(value, occurrence, cs.id, title_quote))
        occurrence += 1
    in_text = len(re.findall(rf"(?<![\w⟨]){re.escape(value)}(?![\w⟩])", cs.text))
    markers = text.count(ILLEGIBLE)
    if markers and in_text == markers:
        quote = _quote(cs.text, value)
        for _ in range(markers):
            text = text.replace(ILLEGIBLE, f"⟨{value}⟩", 1)
            fills.append(Fill(value, occurrence, cs.id, quote))
            occurrence += 1
    if not fills:
        return pl
    return replace(pl, title=title, text=text, filled=tuple(fills))


def fill_icon_values(rules: list[Rule]) -> list[Rule]:
    """Every aligned Polish rule with its lost values filled (see the module docstring)."""
    by_id = {rule.id: rule for rule in rules}
    out: list[Rule] = []
    for rule in rules:
        cs_id = rule.aligned.get("cs") if rule.lang == "pl" else None
        out.append(fill_rule(rule, by_id[cs_id]) if cs_id in by_id else rule)
    return out
