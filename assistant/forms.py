"""What the ask page shows of an answer's understanding: "Rozuměl jsem: …" and fields to correct it.

Fields come from the game's typed facts declaration (:func:`engine.api.fact_specs`:
label, type, range) and the engine's alias table (Czech names of enum values), so
a new fact or value needs no change here.  The fields of the facts the question
stated are shown filled in; the facts the engine asked for (``missing``) are shown
empty; each submits back as a structured ``position`` that re-asks the engine.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz

import games
from assistant.compose import number_label
from engine.api import FactError, Facts, FactSpec, Intent, fact_specs
from engine.registry import ENGINES
from lang.fold import fold
from understanding.registry import PARSERS

__all__ = ["INTENT_LABELS", "Field", "fact_fields", "position_from_form", "read_value", "understood_line"]

INTENT_LABELS: dict[str, str] = {
    Intent.LOOKUP: "co říká pravidlo",
    Intent.YES_NO: "otázka ano/ne",
    Intent.DICE: "počet kostek",
    Intent.DEFENSE: "obrana",
    Intent.ODDS: "šance na zásah",
    Intent.CASUALTY: "ztráty a zásahy",
    Intent.COUNT: "počet",
    Intent.COMPARISON: "srovnání",
}
FIELD_PREFIX = "f."
POSITION_SPAN = "pozice"  # the span of a fact sent as ``position`` (set in the form, not read from words)
YES, NO = "ano", "ne"
MAX_LIST = 12


@dataclass
class Field:
    """One correctable fact on the ask page."""

    name: str  # the fact name (the form field is FIELD_PREFIX + name)
    label: str
    kind: str  # "select" | "number" | "bool" | "list"
    value: str = ""  # as shown in the input
    options: list[tuple[str, str]] = field(default_factory=list)  # (value, Czech label) for selects
    low: int | None = None
    high: int | None = None
    span: str = ""  # the words of the question it came from
    missing: bool = False


def _facts_type(game: str) -> type[Facts] | None:
    engine = ENGINES.get(games.get(game).engine)
    return engine.facts_type(game) if engine is not None else None


def _label(game: str, value: Any) -> str:
    if isinstance(value, bool):
        return YES if value else NO
    if isinstance(value, enum.Enum):
        parser = PARSERS.get(games.get(game).parser)
        named = parser.aliases.label_of(str(value.value)) if parser is not None else str(value.value)
        engine_label = getattr(ENGINES.get(games.get(game).engine), "label", None)
        return engine_label(value) if named == str(value.value) and engine_label is not None else named
    if isinstance(value, list | tuple):
        return ", ".join(_label(game, v) for v in value)
    return str(value)


def _shown(spec: FactSpec, game: str, value: Any) -> str:
    if value is None:
        return ""
    if spec.many:
        return ", ".join(_label(game, v) for v in value)
    if isinstance(value, bool):
        return YES if value else NO
    return str(value.value if isinstance(value, enum.Enum) else value)


def fact_fields(game: str, facts: Mapping[str, Any], missing: list[str], spans: Mapping[str, str]) -> list[Field]:
    """Fields for the stated facts (filled) and the missing ones (empty), in declaration order."""
    cls = _facts_type(game)
    if cls is None:
        return []
    out: list[Field] = []
    for spec in fact_specs(cls):
        if spec.name not in facts and spec.name not in missing:
            continue
        raw = facts.get(spec.name)
        value = _typed(spec, raw)
        kind = "list" if spec.many else "bool" if spec.kind is bool else "number" if spec.kind is int else (
            "select" if isinstance(spec.kind, type) and issubclass(spec.kind, enum.Enum) else "text")
        options: list[tuple[str, str]] = []
        if kind == "select":
            options = [(str(m.value), _label(game, m)) for m in spec.kind]  # type: ignore[attr-defined]
        out.append(Field(spec.name, spec.label, kind, _shown(spec, game, value), options, spec.low, spec.high,
                         _said(spans.get(spec.name, "")), spec.name in missing and spec.name not in facts))
    return out


def _said(span: str) -> str:
    """The question's words a fact came from; nothing for a fact the player set in the form."""
    return "" if span == POSITION_SPAN else span


def _typed(spec: FactSpec, raw: Any) -> Any:
    """A JSON fact value (as in ``understood.facts``) back to the declared type, for showing it."""
    if raw is None:
        return None
    kind = spec.kind
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        try:
            return tuple(kind(v) for v in raw) if spec.many else kind(raw)
        except ValueError:
            return None
    return tuple(raw) if spec.many and isinstance(raw, list) else raw


def understood_line(game: str, understood: Mapping[str, Any], with_words: bool = False) -> str:
    """ "Rozuměl jsem: Memoir '44 · počet kostek · útočník: pěchota, vzdálenost: 2"

    ``with_words`` adds, in brackets, the question's own words where they differ from the Czech
    name (a Polish question: "jednotka: odstřelovači (Snajperzy)").
    """
    parts = [games.title(game), INTENT_LABELS.get(understood.get("intent", ""), "")]
    cls = _facts_type(game)
    specs = {s.name: s for s in fact_specs(cls)} if cls is not None else {}
    shown: dict[str, str] = {}
    for name, raw in understood.get("facts", {}).items():
        spec = specs.get(name)
        shown[name] = _label(game, _typed(spec, raw) if spec is not None else raw)
    if with_words:
        shown = _with_words(shown, {k: str(v) for k, v in understood.get("spans", {}).items()})
    if shown:
        parts.append(", ".join(f"{specs[n].label if n in specs else n}: {said}" for n, said in shown.items()))
    claim = understood.get("asks", {})
    if claim.get("number"):
        parts.append(f"ptáte se, zda {number_label(claim['number']).lower()} je {claim['claimed']}")
    return "Rozuměl jsem: " + " · ".join(p for p in parts if p)


def _with_words(shown: dict[str, str], spans: Mapping[str, str]) -> dict[str, str]:
    """Each value followed by the words it was read from, when they differ from its Czech name; a
    phrase several facts were read from goes with the value it names most closely."""
    owner: dict[str, str] = {}
    for name, said in shown.items():
        words = spans.get(name, "")
        best = owner.get(words)
        if best is None or fuzz.ratio(fold(said), fold(words)) > fuzz.ratio(fold(shown[best]), fold(words)):
            owner[words] = name
    out = dict(shown)
    for words, name in owner.items():
        numeric = any(c.isdigit() for c in words)
        if words and not numeric and not any(fold(w) in fold(shown[name]) for w in words.split()):
            out[name] = f"{shown[name]} ({words})"
    return out


def position_from_form(game: str, form: Mapping[str, str]) -> dict[str, Any]:
    """The ``position`` a submitted fields form describes (empty inputs leave a fact unstated).

    Raises :class:`FactError` (Czech message naming the fact) for a value that cannot be read.
    """
    cls = _facts_type(game)
    if cls is None:
        return {}
    specs = {s.name: s for s in fact_specs(cls)}
    position: dict[str, Any] = {}
    for key, raw in form.items():
        if not key.startswith(FIELD_PREFIX):
            continue
        name = key[len(FIELD_PREFIX) :]
        spec = specs.get(name)
        text = (raw or "").strip()
        if spec is None or not text:
            continue
        position[name] = _read(game, spec, text)
    return position


def _read(game: str, spec: FactSpec, text: str) -> Any:
    if spec.many:
        items = [t.strip() for t in text.replace(";", ",").split(",") if t.strip()][:MAX_LIST]
        return [read_value(game, spec, t) for t in items]
    return read_value(game, spec, text)


def read_value(game: str, spec: FactSpec, text: str) -> Any:
    """One value of a fact as typed in a field or a link: ano/ne, a number, a canonical value or its Czech name."""
    if spec.kind is bool:
        if text.lower() in (YES, "true", "1"):
            return True
        if text.lower() in (NO, "false", "0"):
            return False
        raise FactError(spec.name, f"Údaj „{spec.label}“ musí být ano, nebo ne.")
    if spec.kind is int:
        try:
            return int(text)
        except ValueError:
            raise FactError(spec.name, f"Údaj „{spec.label}“ musí být celé číslo.") from None
    if isinstance(spec.kind, type) and issubclass(spec.kind, enum.Enum):
        # a list field shows the values' Czech names; the value itself is read too
        by_name = {fold(_label(game, member)): str(member.value) for member in spec.kind}
        return by_name.get(fold(text), text)
    return text
