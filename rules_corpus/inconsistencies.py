"""Stage 7, inconsistencies: where a manual disagrees with itself or with its translation.

Every pair of texts that state the same rule is compared, on the same points:

* **pairs** — a body rule and its quick-reference item (``links``: the item illustrates the
  rule), and a Czech rule and its Polish counterpart (``aligned``);
* **value** — the action value in the title (*Skrytý přesun 1* in the body, *2* in the quick
  reference); a value the Polish scan lost (``⟨?⟩``) or one filled from the Czech edition
  is no evidence;
* **amount** — a number given as a limit on one side (``až 2``, ``maksymalnie``, ``do 2``) and as
  an exact amount on the other (*Za mnou!*: "až 2" vs "2");
* **conditions** — the states and places a side requires (``propátráno``, ``ovládáno``,
  ``sousední``, "no enemy unit there", "your control token either side up"), read from the
  text with the phrase lists of ``data/conditions.toml``: a condition one side states and the
  other does not (*Ovládnutí*, *Přesun 1*);
* **outcome** — what happens when the action cannot do its work: "no effect" on one side,
  "you may not take it" on the other (*Průzkum*).

Each finding quotes the sentence of both sides that carries the difference.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from lang.fold import fold_chars
from rules_corpus.rule import Rule
from rules_corpus.text import fold, strip_markdown

CONDITIONS_FILE = Path(__file__).parent / "data" / "conditions.toml"
DISAGREEMENTS_FILE = Path(__file__).parent / "data" / "disagreements.toml"
KIND_SECTIONS = "dvě části téhož manuálu"
ACTION_VALUE = re.compile(r"^(?P<name>.*?[^\W\d_!])!?\s+(?P<value>\d+)(?:\s*\(?[A-C]\)?)?$")
SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
KIND_QUICKREF = "tělo pravidel × stručný přehled"
KIND_TRANSLATION = "český × polský manuál"


@dataclass(frozen=True)
class Phrases:
    """The conditions and outcomes ``data/conditions.toml`` names, as folded patterns per language."""

    conditions: dict[str, dict[str, tuple[re.Pattern[str], ...]]]  # name -> lang -> patterns
    outcomes: dict[str, dict[str, tuple[re.Pattern[str], ...]]]
    limits: dict[str, re.Pattern[str]]  # lang -> "up to N" pattern (group "n")
    labels: dict[str, str]  # condition/outcome name -> Czech description
    markers: dict[str, re.Pattern[str]]  # lang -> words that make a sentence state a condition
    implies: dict[str, tuple[str, ...]]


@lru_cache(maxsize=1)
def phrases() -> Phrases:
    data = tomllib.loads(CONDITIONS_FILE.read_text(encoding="utf-8"))

    def compile_group(group: dict[str, Any]) -> dict[str, dict[str, tuple[re.Pattern[str], ...]]]:
        return {name: {lang: tuple(re.compile(fold_chars(p)) for p in pats) for lang, pats in spec.items()
                       if lang not in ("label", "implies")} for name, spec in group.items()}

    labels = {name: spec["label"] for group in ("condition", "outcome") for name, spec in data[group].items()}
    return Phrases(
        compile_group(data["condition"]), compile_group(data["outcome"]),
        {lang: re.compile(fold_chars(p)) for lang, p in data["limit"].items()}, labels,
        {lang: re.compile(p) for lang, p in data["condition_markers"].items()},
        {name: tuple(spec.get("implies", ())) for name, spec in data["condition"].items()},
    )


def _value(title: str) -> int | None:
    match = ACTION_VALUE.match(strip_markdown(title).strip())
    return int(match.group("value")) if match else None


def _sentences(text: str) -> list[str]:
    return [" ".join(s.split()) for s in SENTENCE.findall(strip_markdown(text)) if s.strip()]


def _found(groups: dict[str, dict[str, tuple[re.Pattern[str], ...]]], rule: Rule,
           conditions: bool = False) -> dict[str, str]:
    """Names of the phrases ``rule`` states, each with the first sentence that states it.

    ``conditions``: only sentences that state a condition count (a quick-reference item is one).
    """
    ph = phrases()
    out: dict[str, str] = {}
    for index, sentence in enumerate(_sentences(rule.text)):
        folded = fold(sentence).lower()
        marker = ph.markers.get(rule.lang)
        instruction = rule.kind == "quickref" and index == 0  # "Přesun 1: přemístěte … na sousedící pole"
        if conditions and not instruction and marker is not None and not marker.search(folded):
            continue
        for name, by_lang in groups.items():
            if name not in out and any(p.search(folded) for p in by_lang.get(rule.lang, ())):
                out[name] = sentence
                for implied in ph.implies.get(name, ()):
                    out.setdefault(implied, sentence)
    return out


def _quote(rule: Rule, sentence: str | None = None) -> str:
    text = sentence or (_sentences(rule.text) or [""])[0]
    return f"{rule.title}: {text}"[:300]


def _finding(game: str, topic: str, kind: str, sides: list[tuple[Rule, str | None, Any]], note: str) -> dict[str, Any]:
    return {
        "game": game,
        "topic": topic,
        "kind": kind,
        "sides": [{"rule": r.id, "quote": _quote(r, s), **({"value": v} if v is not None else {})}
                  for r, s, v in sides],
        "note": note,
    }


def _compare(a: Rule, b: Rule, kind: str) -> list[dict[str, Any]]:
    """Findings for two texts of one rule (``a`` the Czech body rule)."""
    found: list[dict[str, Any]] = []
    name = re.sub(r"\s+\d+(\s*\(?[A-C]\)?)?$", "", a.title)
    va, vb = _value(a.title), _value(b.title)
    if va is not None and vb is not None and va != vb and not b.filled:
        found.append(_finding(a.game, f"Hodnota akce {name}", kind, [(a, None, va), (b, None, vb)],
                              f"Jedno znění uvádí hodnotu {va}, druhé {vb}. Engine se řídí tělem pravidel "
                              "a v odůvodnění na rozpor upozorní."))
    found += _amounts(a, b, kind, name)
    ph = phrases()
    if not a.text.strip() or not b.text.strip():
        return found
    for group, what, conditions in ((ph.conditions, "Podmínky", True), (ph.outcomes, "Následek", False)):
        fa, fb = _found(group, a, conditions), _found(group, b, conditions)
        only_a, only_b = sorted(set(fa) - set(fb)), sorted(set(fb) - set(fa))
        if not only_a and not only_b:
            continue
        if not conditions and not (only_a and only_b):
            continue  # an outcome one text leaves unsaid (a summary) is no contradiction
        said_a = "; ".join(ph.labels[k] for k in only_a) or "nic navíc"
        said_b = "; ".join(ph.labels[k] for k in only_b) or "nic navíc"
        quote_a = fa[only_a[0]] if only_a else next(iter(fa.values()), None)
        quote_b = fb[only_b[0]] if only_b else next(iter(fb.values()), None)
        found.append(_finding(
            a.game, f"{what} akce {name}", kind, [(a, quote_a, None), (b, quote_b, None)],
            f"Jen v {a.id}: {said_a}. Jen v {b.id}: {said_b}.",
        ))
    return found


def _amounts(a: Rule, b: Rule, kind: str, name: str) -> list[dict[str, Any]]:
    """A number that is a limit ("až 2") on one side and an exact amount ("2") on the other."""
    limits = phrases().limits

    def numbers(rule: Rule) -> dict[str, tuple[str, str]]:
        out: dict[str, tuple[str, str]] = {}
        limit = limits.get(rule.lang)
        for sentence in _sentences(rule.text):
            folded = fold(sentence).lower()
            limited = {m.group("n") for m in limit.finditer(folded)} if limit else set()
            for number in re.findall(r"(?<![\w⟨])(\d+)(?![\w⟩])", folded):
                out.setdefault(number, ("limit" if number in limited else "exact", sentence))
        return out

    na, nb = numbers(a), numbers(b)
    found = []
    for number in sorted(set(na) & set(nb)):
        if na[number][0] != nb[number][0]:
            found.append(_finding(
                a.game, f"Množství u akce {name}: „až {number}“ × „{number}“", kind,
                [(a, na[number][1], None), (b, nb[number][1], None)],
                f"Jedno znění dovoluje až {number} (nejvýše), druhé uvádí přesně {number}.",
            ))
    return found


def find_inconsistencies(rules: list[Rule]) -> list[dict[str, Any]]:
    by_id = {r.id: r for r in rules}
    found: list[dict[str, Any]] = []
    for rule in rules:
        if rule.kind == "quickref":
            for target in rule.illustrates:
                body = by_id[target]
                found += _compare(body, rule, KIND_QUICKREF)
    for rule in rules:
        pl_id = rule.aligned.get("pl") if rule.lang == "cs" else None
        if pl_id and rule.kind != "quickref":
            found += _compare(rule, by_id[pl_id], KIND_TRANSLATION)
    return found + recorded_disagreements(by_id)


def recorded_disagreements(by_id: dict[str, Rule]) -> list[dict[str, Any]]:
    """The hand-recorded disagreements of ``data/disagreements.toml``.  One whose rules this build does not hold
    (another manual set, a shortened manual) is left out; a sentence its rule no longer says is a build error."""
    data = tomllib.loads(DISAGREEMENTS_FILE.read_text(encoding="utf-8"))
    out: list[dict[str, Any]] = []
    for entry in data.get("disagreement", []):
        if any(side["rule"] not in by_id for side in entry["sides"]):
            continue
        sides: list[tuple[Rule, str | None, Any]] = []
        for side in entry["sides"]:
            rule = by_id[side["rule"]]
            if " ".join(side["sentence"].split()) not in " ".join(strip_markdown(rule.text).split()):
                raise ValueError(f"disagreements.toml: {side['rule']!r} does not say {side['sentence']!r}")
            sides.append((rule, side["sentence"], None))
        out.append(_finding(entry["game"], entry["topic"], KIND_SECTIONS, sides, " ".join(entry["note"].split())))
    return out
