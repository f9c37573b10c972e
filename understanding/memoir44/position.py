"""Typed Memoir '44 facts from a JSON ``position``: canonical values, or the older Czech payloads.

``{"attacker": "infantry", "terrain_target": ["forest"], "distance": 1}`` is read as it stands.
Older callers sent Czech names in any case form and a few keys of their own; they mean the same:

* ``"attacker": "tanky"``, ``"terrain_target": "v lese"``, ``"kostel, pytle s pískem"`` — names
  through the alias table; a list or names joined by ",", ";", "+" or " a ";
* ``obstacle_target`` / ``obstacle_attacker`` join the hex's terrain; ``los_blocked_by`` joins
  ``between``; ``"between": "město (výška 0)"`` states the height between; ``"jednotka"`` between
  is a unit between;
* ``retreat_blocked_by: ["jednotka", "řeka", "okraj bojiště"]`` — a unit, terrain, the board edge;
* ``return_fire`` is ``counterattack``; booleans may be "ano"/"ne"; ``asks``, ``take_ground`` and
  ``overrun`` said what was asked (the question's intent now) and are left out.

A value that names nothing raises :class:`engine.api.FactError` naming the fact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from engine.api import FactError, fact_specs, facts_from_mapping
from engine.memoir44.facts import Face, Feature, Front, Memoir44Facts, Objective, Sector, Side, UnitType
from lang.fold import fold
from understanding.memoir44.words import aliases
from understanding.text import analyse

__all__ = ["QUESTION_KEYS", "facts_from_position"]

QUESTION_KEYS = frozenset({"asks", "take_ground", "overrun"})  # what older payloads asked, not facts
_RENAMED = {"return_fire": "counterattack", "los_blocked_by": "between"}
_JOINED = {"obstacle_target": "terrain_target", "obstacle_attacker": "terrain_attacker"}
_KINDS: dict[type, str] = {UnitType: "unit", Feature: "feature", Face: "face", Side: "side", Sector: "sector",
                           Objective: "objective", Front: "front"}
_SPLIT = re.compile(r"\s*(?:,|;|\+|\sa\s)\s*")
_HEIGHT = re.compile(r"\(?\s*v[yý][sš]k[aay]?\s*(\d)\s*\)?", re.IGNORECASE)
_UNIT_WORDS = ("jednotk", "nepritel", "neprat")
_EDGE_WORDS = ("okraj", "kraj")
_ONE_EACH = ("terrain_target", "terrain_attacker", "between", "retreat_blocked_by")
_NOTHING = {"nic", "volno", "nic tam neni", "prazdne", "prazdno", "zadny teren"}
_TRUE = {"true", "ano", "1", "yes", "jo", "a"}
_FALSE = {"false", "ne", "0", "no", "nie", ""}


def _canonical(kind: type, name: str, raw: Any) -> Any:
    """A canonical value from its value or any Czech name the alias table knows."""
    if isinstance(raw, kind):
        return raw
    text = str(raw).strip()
    if kind is Feature and fold(text) in _NOTHING:
        return Feature.PLAIN
    try:
        return kind(text)  # type: ignore[call-arg]
    except ValueError:
        pass
    found = aliases().find(analyse(text, "cs"), kinds=[_KINDS[kind]])
    if not found:
        raise FactError(name, f"Údaj „{_label(name)}“ nezná hodnotu „{text[:40]}“.")
    return kind(found[0].value)  # type: ignore[call-arg]


def _label(name: str) -> str:
    return next((s.label for s in fact_specs(Memoir44Facts) if s.name == name), name)


def _items(raw: Any) -> list[Any]:
    if isinstance(raw, list | tuple):
        return [x for x in raw if str(x).strip()]
    return [x for x in _SPLIT.split(str(raw)) if x.strip()]


def _bool(name: str, raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    text = fold(str(raw)).strip()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise FactError(name, f"Údaj „{_label(name)}“ musí být ano/ne (true/false).")


def _between(out: dict[str, Any], name: str, raw: Any) -> None:
    for item in _items(raw):
        text = str(item)
        height = _HEIGHT.search(text)
        if height:
            out["between_height"] = int(height.group(1))
            text = _HEIGHT.sub("", text)
        if fold(text).strip().startswith(_UNIT_WORDS):
            out["unit_between"] = True
        elif text.strip():
            out.setdefault("between", []).append(_canonical(Feature, name, text))


def _retreat_blocked(out: dict[str, Any], name: str, raw: Any) -> None:
    for item in _items(raw):
        text = fold(str(item)).strip()
        if text.startswith(_UNIT_WORDS):
            out["retreat_blocked_by_unit"] = True
        elif any(w in text for w in _EDGE_WORDS):
            out["at_own_edge"] = True
        else:
            out.setdefault("retreat_blocked_by", []).append(_canonical(Feature, name, item))


def _converter(name: str) -> Callable[[dict[str, Any], str, Any], None] | None:
    """How one fact is read from a payload value (None: as it stands)."""
    spec = next((s for s in fact_specs(Memoir44Facts) if s.name == name), None)
    if spec is None:
        return None
    kind = spec.kind
    if kind is bool:
        return lambda out, n, raw: out.__setitem__(n, _bool(n, raw))
    if kind is int:
        return lambda out, n, raw: out.__setitem__(n, _int(n, raw))
    if kind in _KINDS and spec.many:
        return lambda out, n, raw: out.setdefault(n, []).extend(_canonical(kind, n, x) for x in _items(raw))
    if kind in _KINDS:
        return lambda out, n, raw: out.__setitem__(n, _canonical(kind, n, raw))
    return None


def _int(name: str, raw: Any) -> Any:
    if isinstance(raw, str) and raw.strip().lstrip("-").isdigit():
        return int(raw.strip())
    return raw  # the typed check names a wrong value


def facts_from_position(position: Mapping[str, Any]) -> Memoir44Facts:
    """Typed facts from a JSON position (canonical values or older Czech payloads)."""
    out: dict[str, Any] = {}
    for key, raw in position.items():
        if raw is None or key in QUESTION_KEYS:
            continue
        name = _RENAMED.get(key, _JOINED.get(key, key))
        if name == "between":
            _between(out, name, raw)
        elif name == "retreat_blocked_by":
            _retreat_blocked(out, name, raw)
        elif (convert := _converter(name)) is not None:
            convert(out, name, raw)
        else:
            out[name] = raw
    for name in _ONE_EACH:
        if name in out:
            out[name] = list(dict.fromkeys(out[name]))  # a feature named twice on one hex is one feature
    return facts_from_mapping(Memoir44Facts, out)
