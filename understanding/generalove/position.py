"""Typed Generálové facts from a JSON ``position``: canonical values, or the keys and Czech names older callers send.

Older payloads (the facade's ``FACTS``) used Czech names ("jízda", "obrana",
"střed bojiště", "fáze pěchoty"), categories as ``"stav:druh"``, phases as
numbers, ``pairs`` and a ``sector_status`` mapping; they give the same facts as
the canonical form.  A value that names nothing raises :class:`FactError`.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from engine.api import FactError, FactSpec, fact_specs, facts_from_mapping
from engine.generalove.board import Sector, sector_id
from engine.generalove.facts import (
    Direction,
    GeneraloveFacts,
    Order,
    Phase,
    Roll,
    SectorId,
    SectorStatus,
    Side,
    Stance,
    Step,
    Troop,
    UnitKind,
)
from lang.fold import fold

from .reading import aliases

# Keys older callers used for the same facts.
OLD_KEYS: dict[str, str] = {
    "num_dice": "dice", "dice_count": "dice", "net_modifier": "modifier", "roll_modifier": "modifier",
    "unit_type": "unit", "path": "route", "round_no": "round", "opponent_vp_after": "opponent_vp",
    "phase_a": "step_a", "phase_b": "step_b", "enemy_unit": "opponent_unit", "target_unit": "opponent_unit",
    "defender_unit": "opponent_unit", "enemy_stance": "opponent_stance", "target_stance": "opponent_stance",
    "my_order": "my_stance", "unit_stance": "my_stance", "attack_direction": "direction",
    "captured_infantry_cavalry": "captured_inf_cav", "captured_artillery": "captured_art",
}
_KIND_OF: dict[type, str] = {UnitKind: "unit", Stance: "stance", Roll: "roll", Direction: "direction",
                             SectorId: "sector", SectorStatus: "status", Order: "order", Phase: "phase", Side: "side"}
# Short forms the older payloads used beside the alias names (folded).
_EXTRA: dict[str, dict[str, str]] = {
    "unit": {"p": "infantry", "j": "cavalry", "d": "artillery", "pechota": "infantry", "jizda": "cavalry",
             "delostrelectvo": "artillery", "pesi": "infantry", "baterie": "artillery"},
    "stance": {"utocici": "attacking", "utok": "attacking", "presun": "attacking", "attack": "attacking",
               "obrana": "defending", "obranny": "defending", "defence": "defending", "defense": "defending",
               "nepripravena": "unprepared", "nepripraveny": "unprepared", "branici": "unprepared",
               "unprepared": "unprepared"},
    "roll": {"s": "fire", "z": "assault", "o": "bombardment", "strelba": "fire", "ztec": "assault",
             "ostrelovani": "bombardment"},
    "direction": {"celni": "frontal", "zepredu": "frontal", "z boku": "flank", "bok": "flank", "zboku": "flank",
                  "zezadu": "rear", "zadni": "rear", "z tylu": "rear"},
    "status": {"souper": "hostile", "nepritel": "hostile", "ja": "friendly", "prazdny": "neutral"},
    "order": {"presun": "move", "utok": "move", "obrana": "defence", "ostrelovani": "bombardment",
              "reorganizace": "reorganisation"},
    "phase": {"jizdy": "cavalry", "jizda": "cavalry", "ostrelovani": "bombardment", "pechoty": "infantry",
              "pechota": "infantry", "delostrelectva": "artillery", "delostrelectvo": "artillery",
              "reorganizace": "reorganisation", "bodovani": "scoring"},
    "side": {"ja": "me", "me": "me", "moje": "me", "souper": "opponent", "nepritel": "opponent"},
}
_TRUE = {"ano", "true", "yes", "1", "a"}
_FALSE = {"ne", "false", "no", "0", "n"}
_EMPTY = {"zadna", "zadna jednotka", "nic", "prazdne", "empty", "none"}


@cache
def _names(kind: str) -> dict[str, str]:
    """Folded name -> canonical value for one alias kind (plus the older short forms)."""
    table = aliases()
    out = {fold(name): value for value in table.values(kind) for name in table.names(kind, value)}
    out.update(_EXTRA.get(kind, {}))
    return out


def _bad(spec: FactSpec, raw: Any) -> FactError:
    return FactError(spec.name, f"Údaj „{spec.label}“ nezná hodnotu „{str(raw)[:40]}“.")


def _enum(spec: FactSpec, raw: Any) -> Any:
    kind: Any = spec.kind
    if isinstance(raw, kind):
        return raw.value
    text = str(raw).strip()
    if text in {m.value for m in kind}:
        return text
    if kind is Phase:
        return _phase(spec, raw)
    if kind is Step:
        return _step(spec, raw)
    if kind is Troop:
        return _troop(spec, text, default=Stance.UNPREPARED).value
    key = fold(text).replace("_", " ").replace("-", " ")
    names = _names(_KIND_OF[kind])
    if key in names:
        return names[key]
    if kind is SectorId and re.fullmatch(r"-?\d,\s*-?\d", key):
        return _sector_at(spec, key)
    raise _bad(spec, raw)


def _phase(spec: FactSpec, raw: Any) -> str:
    text = fold(str(raw)).replace("faze", "").strip().rstrip(".")
    if text.isdigit() and 1 <= int(text) <= 6:
        return Phase.of(int(text)).value
    names = _names("phase")
    value = names.get(text) or names.get(f"faze {text}")
    if value is None:
        raise _bad(spec, raw)
    return value


def _step(spec: FactSpec, raw: Any) -> str:
    text = str(raw).strip().rstrip(".")
    if text in {s.value for s in Step}:
        return text
    try:
        return f"{Phase(_phase(spec, raw)).number}.1"  # a phase compares by its first step
    except FactError:
        raise _bad(spec, raw) from None


def _sector_at(spec: FactSpec, key: str) -> str:
    col, row = (int(x) for x in key.split(","))
    try:
        return sector_id(Sector(col, row)).value
    except (ValueError, KeyError):
        raise _bad(spec, key) from None


def _troop(spec: FactSpec, text: str, default: Stance | None) -> Troop:
    """"obrana:pechota", "nepřipravená jízda", "pěchota v panice", "zadna" -> a troop."""
    folded = fold(text).replace(":", " ").replace("_", " ").strip()
    if folded in _EMPTY:
        return Troop.EMPTY
    if folded in {t.value.replace("_", " ") for t in Troop}:
        return Troop(folded.replace(" ", "_"))
    panicked = "panic" in folded or "opusten" in folded
    words = [w for w in folded.replace("v panice", "").replace("panika", "").replace("opustene", "").split() if w]
    units, stances = _names("unit"), _names("stance")
    kind = next((units[w] for w in words if w in units), None)
    stance = next((stances[w] for w in words if w in stances), None)
    if kind is None or (stance is None and default is None and not panicked):
        raise _bad(spec, text)
    try:
        return Troop.of(UnitKind(kind), Stance(stance) if stance else default, panicked)
    except ValueError:
        raise _bad(spec, text) from None


def _coerce(spec: FactSpec, raw: Any) -> Any:
    if raw is None:
        return None
    if spec.kind is bool:
        if isinstance(raw, bool):
            return raw
        text = fold(str(raw)).strip()
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
        raise _bad(spec, raw)
    if spec.kind is int and isinstance(raw, str) and raw.strip().lstrip("+-−").isdigit():
        text = raw.strip().replace("−", "-")
        return int(text)
    if isinstance(spec.kind, type) and issubclass(spec.kind, enum.Enum):
        return _enum(spec, raw)
    return raw


def _pairs(raw: Any, data: dict[str, Any]) -> None:
    specs = _specs()
    mine, theirs = [], []
    for pair in raw or ():
        if not isinstance(pair, list | tuple) or len(pair) != 2:
            raise FactError("zone_mine", "Údaj „pairs“ musí být seznam dvojic [moje, soupeřova].")
        mine.append(_troop(specs["zone_mine"], str(pair[0]), None).value)
        theirs.append(_troop(specs["zone_theirs"], str(pair[1]), None).value)
    data["zone_mine"], data["zone_theirs"] = mine, theirs


def _sector_status(raw: Any, data: dict[str, Any]) -> None:
    specs = _specs()
    if not isinstance(raw, Mapping):
        raise FactError("hostile_sectors", "Údaj „sector_status“ musí být {sektor: stav}.")
    for name, status in raw.items():
        value = _enum(specs["target_status"], status)
        key = f"{value}_sectors"
        data.setdefault(key, []).append(_enum(specs["flee_from"], name))


def _opponent_unit(raw: Any, data: dict[str, Any]) -> None:
    if fold(str(raw)).strip() in _EMPTY:
        data["opposite_empty"] = True
    else:
        data["opponent_unit"] = _enum(_specs()["opponent_unit"], raw)


def _attackers(raw: Any, data: dict[str, Any]) -> None:
    spec = _specs()["attackers"]
    out = []
    for item in _as_list(raw):
        try:
            out.append(_enum(spec, item))
        except FactError:
            kind = _troop(spec, str(item), Stance.ATTACKING).kind
            assert kind is not None
            out.append(kind.value)
    data["attackers"] = out


def _as_list(raw: Any) -> list[Any]:
    return list(raw) if isinstance(raw, list | tuple) else [raw]


SPECIAL: dict[str, Callable[[Any, dict[str, Any]], None]] = {
    "pairs": _pairs, "sector_status": _sector_status, "opponent_unit": _opponent_unit, "attackers": _attackers,
}


@cache
def _specs() -> dict[str, FactSpec]:
    return {s.name: s for s in fact_specs(GeneraloveFacts)}


def facts_from_position(position: Mapping[str, Any]) -> GeneraloveFacts:
    """Typed facts from a JSON position (canonical or older forms); :raises FactError: for a bad value."""
    specs = _specs()
    data: dict[str, Any] = {}
    # canonical keys first, so a fact given under both names keeps the canonical one
    for key in sorted(position, key=lambda k: k in OLD_KEYS):
        raw = position[key]
        name = OLD_KEYS.get(key, key)
        if name in data:
            continue
        if name in SPECIAL:
            SPECIAL[name](raw, data)
        elif name not in specs:
            raise FactError(str(key), f"Neznámý údaj „{str(key)[:40]}“.")
        elif specs[name].many:
            data[name] = [_coerce(specs[name], item) for item in _as_list(raw)] if raw is not None else None
        else:
            data[name] = _coerce(specs[name], raw)
    return facts_from_mapping(GeneraloveFacts, data)
