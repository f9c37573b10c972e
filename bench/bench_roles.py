"""Whose place is "v lese"? The Memoir '44 parser's role attribution against the Czech dependency parser.

Issue 14 asks whether ``cs_core_news_sm`` (a Czech spaCy pipeline with a dependency parser,
CC BY-NC-SA 3.0) attaches a place phrase ("v lese", "na kopci") to the right unit — attacker or
target — more often than the parser's own cues.  Each case is a question, a terrain or obstacle it
names and the unit it belongs to; three sets:

* **tune** — the Memoir '44 questions of ``bench/data/qa-own-tune.json`` that state
  ``attacker_terrain`` / ``target_terrain`` (the held-out part is never read);
* **fresh** — ``bench/data/memoir44-roles.toml``: sentences written for this bench, in the players'
  register, before either method was measured on them (not a tuning set);
* **truth** — the parser's truth tables (``tests/data/memoir44/parser_cases.toml``) with terrain by
  role: the parser passes them by construction, so this set shows only how the dependency parse
  fares on the phrasings the parser already handles.

Methods (both find the terrain and the units with the parser's own alias table, so only the
attribution differs):

* **parser** — ``understanding.memoir44`` as it answers: the terrain's value is in
  ``terrain_attacker``, ``terrain_target`` or both (a terrain stated for both ends, "oba stojí na
  kopcích", is right only in both; anywhere else counts as wrong);
* **dep+roles** — the dependency parse decides which unit the place hangs on (its heads up to a
  unit mention; at a predicate, the predicate's subject; "na/proti" + accusative on the verb is the
  target's hex; a predicate with no unit subject is the speaker's, the attacker's), and the parser's
  roles say whether that unit attacks or is the target: this isolates the attachment;
* **dep** — the same attachment with the unit's role read from the parse as well (nominal subject:
  attacker; passive subject, "na/proti/do" or a direct object: target; instrumental, "z/ze/od":
  attacker);
* **parser, else dep+roles** — the parser, and the dependency attachment only where the parser gives the
  terrain no role (could the parse fill the parser's gaps?).

Run: ``.venv/bin/python bench/bench_roles.py [--list]`` (``--list`` prints every case the methods
disagree on).  Without ``cs_core_news_sm`` installed only the parser's figures are printed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.api import Intent  # noqa: E402
from engine.memoir44.facts import Feature  # noqa: E402
from understanding import IntentGuess  # noqa: E402
from understanding.memoir44 import PARSER  # noqa: E402
from understanding.memoir44.mentions import Found, Said, find  # noqa: E402
from understanding.memoir44.roles import Roles, assign_roles  # noqa: E402
from understanding.memoir44.words import aliases  # noqa: E402
from understanding.text import Analysed, analyse  # noqa: E402

ROLES = ("attacker", "target")
_TARGET_CASES = ("na", "proti", "do")
_SOURCE_CASES = ("z", "ze", "od")
_SUBJECTS = ("nsubj", "nsubj:pass", "csubj")


@dataclass(frozen=True)
class Case:
    question: str
    feature: Feature
    role: str  # "attacker" | "target" | "both" (one terrain named for both ends: "oba stojí na kopcích")


def _feature(name: str) -> Feature | None:
    """A canonical terrain from a value or a Czech name ("les", "pytle s pískem")."""
    try:
        return Feature(name)
    except ValueError:
        found = aliases().find(analyse(name, "cs"), kinds=["feature"])
        return Feature(found[0].value) if found else None


def tune_cases() -> list[Case]:
    items = json.loads((REPO / "bench" / "data" / "qa-own-tune.json").read_text(encoding="utf-8"))
    out = []
    for item in items:
        if item["game"] != "memoir44":
            continue
        stated = item.get("stated", {})
        places: dict[Feature, str] = {}
        for key, role in (("attacker_terrain", "attacker"), ("target_terrain", "target")):
            value = stated.get(key)
            feature = _feature(value) if isinstance(value, str) else None
            if feature is not None:
                places[feature] = "both" if places.get(feature, role) != role else role
        out.extend(Case(item["question"], feature, role) for feature, role in places.items())
    return out


def fresh_cases() -> list[Case]:
    data = tomllib.loads((REPO / "bench" / "data" / "memoir44-roles.toml").read_text(encoding="utf-8"))
    return [Case(c["q"], Feature(f), role) for c in data["case"] for f, role in c["places"].items()]


def truth_cases() -> list[Case]:
    path = REPO / "tests" / "data" / "memoir44" / "parser_cases.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    out = []
    for c in data["case"]:
        facts = c.get("facts", {})
        for key, role in (("terrain_attacker", "attacker"), ("terrain_target", "target")):
            for value in facts.get(key, []):
                other = facts.get("terrain_target" if role == "attacker" else "terrain_attacker", [])
                if value not in other:  # a terrain of both ends says nothing about attribution
                    out.append(Case(c["q"], Feature(value), role))
    return out


# --------------------------------------------------------------------------- the parser


def by_parser(q: Analysed, feature: Feature) -> str | None:
    facts = PARSER.parse(q, "memoir44", IntentGuess(Intent.LOOKUP, 0.0)).query.facts
    roles = [role for role, value in (("attacker", facts.terrain_attacker), ("target", facts.terrain_target))
             if value and feature in value]
    return "both" if len(roles) == 2 else roles[0] if roles else None


# --------------------------------------------------------------------------- the dependency parse


def _mention_at(found: Found, q: Analysed, feature: Feature) -> Said | None:
    return next((f for f in found.features if f.value is feature), None)


def _chars(q: Analysed, s: Said) -> range:
    return range(q.words[s.first].start, q.words[s.last].end)


def _heads(token: Any) -> Iterator[Any]:
    node = token
    for _ in range(10):
        yield node
        if node.head is node:
            return
        node = node.head


def _case_of(token: Any) -> str:
    return next((c.lower_ for c in token.children if c.dep_ == "case"), "")


def _pure_role(token: Any) -> str | None:
    """A unit's role from the parse alone."""
    case = _case_of(token)
    if token.dep_ == "nsubj:pass" or case in _TARGET_CASES or token.dep_ == "obj":
        return "target"
    if token.dep_ in ("nsubj", "obl:agent") or case in _SOURCE_CASES or "Ins" in token.morph.get("Case"):
        return "attacker"
    return None


def by_dependency(doc: Any, q: Analysed, found: Found, roles: Roles, feature: Feature) -> tuple[str | None, str | None]:
    """(role with the parser's unit roles, role from the parse alone) of the place of ``feature``."""
    mention = _mention_at(found, q, feature)
    if mention is None:
        return None, None
    span = _chars(q, mention)
    token = next((t for t in doc if t.idx in span), None)
    if token is None:
        return None, None
    units = [(_chars(q, u), u) for u in found.units]
    unit_tokens = {t.i: u for t in doc for span_, u in units if t.idx in span_}  # spaCy tokens by index
    for node in list(_heads(token))[1:]:
        if node.i in unit_tokens:  # the place hangs on a unit noun
            return roles.role_of(unit_tokens[node.i]), _pure_role(node)
        if node.pos_ in ("VERB", "AUX") or node.head is node:
            return _predicate_place(node, token, unit_tokens, roles)
    return None, None


def _predicate_place(pred: Any, place: Any, unit_tokens: dict[int, Said],
                     roles: Roles) -> tuple[str | None, str | None]:
    """A place on the predicate: "na/proti" + accusative is the target's hex ("střílím na kopec"); otherwise
    the place of the predicate's subject, or of the speaker (the attacker) when no unit is the subject."""
    if place.head is pred and _case_of(place) in ("na", "proti") and "Acc" in place.morph.get("Case"):
        return "target", "target"
    for child in pred.children:
        if child.dep_ in _SUBJECTS and child.i in unit_tokens:
            return roles.role_of(unit_tokens[child.i]), _pure_role(child)
    return "attacker", "attacker"


# --------------------------------------------------------------------------- the run


def _load_nlp() -> Any:
    try:
        import spacy

        return spacy.load("cs_core_news_sm")
    except (ImportError, OSError):
        return None


def measure(name: str, cases: list[Case], nlp: Any, listing: bool) -> None:
    right = {"parser": 0, "dep+roles": 0, "dep": 0, "parser, else dep+roles": 0}
    seconds = 0.0
    disagreements: list[str] = []
    for case in cases:
        q = analyse(case.question)
        ours = by_parser(q, case.feature)
        right["parser"] += ours == case.role
        if nlp is None:
            continue
        found = find(q)
        roles = assign_roles(q, found)
        start = time.perf_counter()
        doc = nlp(case.question)
        seconds += time.perf_counter() - start
        hybrid, pure = by_dependency(doc, q, found, roles, case.feature)
        right["dep+roles"] += hybrid == case.role
        right["dep"] += pure == case.role
        right["parser, else dep+roles"] += (ours if ours is not None else hybrid) == case.role
        if listing and (ours == case.role) != (hybrid == case.role):
            disagreements.append(f"    {case.feature} → {case.role}: parser {ours}, dep+roles {hybrid}, "
                                 f"dep {pure} | {case.question}")
    n = max(1, len(cases))
    print(f"{name}: {len(cases)} případů")
    print(f"  parser (vlastní vodítka): {right['parser']}/{len(cases)} = {100 * right['parser'] / n:.1f} %")
    if nlp is None:
        print("  cs_core_news_sm není nainstalován: jen vlastní vodítka")
        return
    for method in ("dep+roles", "dep", "parser, else dep+roles"):
        print(f"  {method:<24}: {right[method]}/{len(cases)} = {100 * right[method] / n:.1f} %")
    print(f"  závislostní parser: {seconds / n * 1000:.1f} ms na otázku")
    for line in disagreements:
        print(line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the cases where the methods disagree")
    args = parser.parse_args(argv)
    nlp = _load_nlp()
    if nlp is not None:
        nlp("Zahřátí.")
    for name, cases in (("tune", tune_cases()), ("fresh", fresh_cases()), ("truth", truth_cases())):
        measure(name, cases, nlp, args.list)
    return 0


if __name__ == "__main__":
    sys.exit(main())
