"""Typed Odhodlaní facts from a JSON ``position`` (the API's structured form of a question).

A position may give canonical values (``{"target": "riflemen", "cover": 3}``, what
``understood.facts`` shows) or, from older callers, Czech and Polish names and the
older keys: ``"target": "střelci A"``, ``"cover": "3/1"`` (a hill),
``"card_values": {"tank": 1, "budova": 4}``, ``"enemy_unit_on_tile": "pátrači
(nerozprášení)"``, ``"pl_action": "Dowodzenie"``.  Both give the same facts.  A value
that names nothing the rules know raises :class:`~engine.api.FactError` (Czech
message naming the fact).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping
from typing import Any

from engine.api import Ask, FactError, FactSpec, fact_specs, facts_from_mapping
from engine.undaunted.facts import (
    Action,
    CardName,
    ControlToken,
    Goal,
    Proposition,
    Squad,
    Target,
    UndauntedFacts,
    UnitState,
    UnitType,
)
from understanding.aliases import AliasTable
from understanding.text import analyse

__all__ = ["ask_from_position", "facts_from_position"]

SECTIONS: dict[type[enum.Enum], tuple[str, ...]] = {
    UnitType: ("unit",),
    Target: ("unit", "target"),
    CardName: ("unit", "card"),
    Action: ("action",),
    ControlToken: ("control_token",),
    UnitState: ("unit_state",),
    Goal: ("goal",),
}
TRUE = frozenset({"ano", "true", "yes", "tak", "1", "pravda", "jo"})
FALSE = frozenset({"ne", "false", "no", "nie", "0", "nepravda", "zadny", "zadne", "none", "nic"})
ROUTED, NOT_ROUTED = ("rozpras",), ("nerozpras", "ne rozpras")
IGNORED = frozenset({"terrain"})  # older payloads name the terrain for the reader; the cover value is what counts
# older keys -> the fact they became (a Polish action name or a looked-up action is just the action)
RENAMED = {"pl_action": "action", "lookup_action": "action"}
# a unit named with its squad ("střelci A"): which fact takes the squad
SQUAD_OF = {"unit": "unit_squad", "hit_unit": "unit_squad", "card_played": "unit_squad",
            "played_card": "played_card_squad", "commander": "squad"}
_SQUAD = re.compile(r"(?:^|[\s(])([ABC])\)?\s*$")


def facts_from_position(aliases: AliasTable, position: Mapping[str, Any]) -> UndauntedFacts:
    """Typed facts from canonical JSON values or the older Czech/Polish names; FactError for a bad value."""
    specs = {s.name: s for s in fact_specs(UndauntedFacts)}
    values: dict[str, Any] = {}
    for key, raw in position.items():
        if raw is None or key in IGNORED or key == "asks":
            continue
        name = RENAMED.get(key, key)
        special = SPECIAL.get(name)
        if special is not None:
            special(aliases, raw, values)
            continue
        spec = specs.get(name)
        if spec is None:
            raise FactError(str(key), f"Neznámý údaj „{str(key)[:40]}“.")
        values[name] = _value(aliases, spec, raw)
        squad = _squad(raw) if name in SQUAD_OF else None
        if squad is not None:
            values.setdefault(SQUAD_OF[name], squad)
    return facts_from_mapping(UndauntedFacts, values)


def ask_from_position(position: Mapping[str, Any]) -> Ask | None:
    """The older ``"asks"`` key ("kryt", "bonus za vzdálenost", "dým", "rozprášení") as the proposition asked."""
    raw = position.get("asks")
    if not isinstance(raw, str):
        return None
    try:
        return Ask(Proposition(raw).value)
    except ValueError:
        pass
    folded = " ".join(t.folded for t in analyse(raw).words)
    for prefixes, proposition in _ASKS:
        if folded.startswith(prefixes):
            return Ask(proposition.value)
    return None


_ASKS = (
    (("bonus za vzdal", "vzdal", "range"), Proposition.RANGE_BONUS_COUNTS),
    (("kryt", "cover"), Proposition.COVER_COUNTS),
    (("dym", "bonus za dym", "smoke"), Proposition.SMOKE_COUNTS),
    (("rozpras", "rout"), Proposition.UNIT_ROUTED),
    (("odstran", "zeton", "remov"), Proposition.TOKEN_REMOVED),
    (("zasah", "hit"), Proposition.ATTACK_HITS),
)


# ---------------------------------------------------------------- one value


def _value(aliases: AliasTable, spec: FactSpec, raw: Any) -> Any:
    kind = spec.kind
    if spec.many:
        return _rolls(spec, raw)
    if kind is bool:
        return _bool(spec, raw)
    if kind is int:
        return _int(spec, raw)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _enum(aliases, spec, kind, raw)
    return raw


def _bool(spec: FactSpec, raw: Any) -> Any:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int | float):
        return bool(raw)
    folded = " ".join(t.folded for t in analyse(str(raw)).words)
    if folded in TRUE:
        return True
    if folded in FALSE:
        return False
    return raw  # facts_from_mapping refuses it with the fact's Czech label


def _int(spec: FactSpec, raw: Any) -> Any:
    if isinstance(raw, str) and re.fullmatch(r"\s*-?\d+\s*", raw):
        return int(raw)
    return raw


def _rolls(spec: FactSpec, raw: Any) -> Any:
    if isinstance(raw, str):
        return [int(n) for n in re.findall(r"-?\d+", raw)]
    return raw


def _enum(aliases: AliasTable, spec: FactSpec, kind: type[enum.Enum], raw: Any) -> Any:
    if isinstance(raw, kind):
        return raw
    text = str(raw).strip()
    for member in kind:
        if text in (member.value, member.name, member.name.lower()):
            return member.value
    if kind is Squad:
        squad = _squad(text)
        return squad if squad is not None else text
    found = aliases.find(analyse(text), SECTIONS.get(kind, ()))
    for mention in found:
        try:
            return kind(mention.value).value
        except ValueError:
            continue
    raise FactError(spec.name, f"Údaj „{spec.label}“ nezná hodnotu „{text[:40]}“.")


def _squad(raw: Any) -> str | None:
    if not isinstance(raw, str):
        return None
    m = _SQUAD.search(raw.strip())
    return m.group(1) if m else None


# ---------------------------------------------------------------- older keys with a shape of their own


def _cover(aliases: AliasTable, raw: Any, values: dict[str, Any]) -> None:
    """``3`` or ``"3/1"`` (hilly terrain: cover 3, 1 when the attacker is on a hill too)."""
    if isinstance(raw, str) and "/" in raw:
        high, _, low = raw.replace(" ", "").partition("/")
        values["cover"], values["hill_low_cover"] = _int_or_error("cover", high), _int_or_error("cover", low)
        values.setdefault("hill_target", True)
        return
    values["cover"] = _int(_spec("cover"), raw)


def _card_values(aliases: AliasTable, raw: Any, values: dict[str, Any]) -> None:
    """``{"tank": 1, "budova": 4, "pěchota": 2}``: the action's value by the target's symbol."""
    if not isinstance(raw, Mapping):
        raise FactError("card_values", "Údaj „hodnoty akce podle druhu cíle“ musí být slovník.")
    for key, value in raw.items():
        folded = " ".join(t.folded for t in analyse(str(key)).words)
        if folded.startswith(("tank", "czolg")):
            values["value_vs_tank"] = _int(_spec("value_vs_tank"), value)
        elif folded.startswith(("budov", "tunel", "building", "tunnel")):
            values["value_vs_building"] = _int(_spec("value_vs_building"), value)
        else:
            values["value_vs_infantry"] = _int(_spec("value_vs_infantry"), value)


def _enemy_unit(aliases: AliasTable, raw: Any, values: dict[str, Any]) -> None:
    """``False``, ``"ne"``, a unit name, or a name with its state: ``"pátrači (nerozprášení)"``."""
    present = _bool(_spec("enemy_unit_on_tile"), raw)
    if isinstance(present, bool):
        values["enemy_unit_on_tile"] = present
        return
    q = analyse(str(raw))
    values["enemy_unit_on_tile"] = True
    units = aliases.find(q, ("unit",))
    if units:
        values["enemy_unit"] = units[0].value
    for word in q.words:
        if word.folded.startswith(NOT_ROUTED):
            values.setdefault("enemy_unit_routed", False)
        elif word.folded.startswith(ROUTED):
            values.setdefault("enemy_unit_routed", True)


def _int_or_error(name: str, text: str) -> int:
    if not text.isdigit():
        raise FactError(name, f"Údaj „{_spec(name).label}“ musí být číslo nebo kryt kopce ve tvaru 3/1.")
    return int(text)


def _spec(name: str) -> FactSpec:
    return next(s for s in fact_specs(UndauntedFacts) if s.name == name)


SPECIAL: dict[str, Callable[[AliasTable, Any, dict[str, Any]], None]] = {
    "cover": _cover,
    "card_values": _card_values,
    "enemy_unit_on_tile": _enemy_unit,
}
