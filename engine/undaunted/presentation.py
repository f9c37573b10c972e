"""Everything a player reads from the Odhodlaní engine: Czech names, numbers, steps, summaries.

The rules modules never write a word: they call :func:`say` with a message key and
the values involved, and this module renders the Czech sentence from the catalogue
``texts.toml`` (the OpenSpiel split of rules and presentation).  Values are shown
by type: an enum member by its Czech name (:func:`name`), a tuple as a list, a
fraction as ``3/10``; a format spec picks a form::

    {value:pl:pole|pole|polí}   1 pole, 2 pole, 5 polí (Czech plural after a number)
    {dice:pl:kostkou|kostkami|kostkami}
    {p:frac} 3/10   {p:pct} 51,0 %   {p:dec4} 0,5100   {action:cap} Výbuch
    {zone} z ruky   {zone:place} v ruce

>>> say("combat.total", parts=(4, 3, 1), total=8)
'Celková obrana 4 + 3 + 1 = 8'
>>> name(Action.BARRAGE), plural(5, "pole", "pole", "polí")
('výbuch', '5 polí')
"""

from __future__ import annotations

import enum
import string
import tomllib
from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from engine.undaunted.facts import (
    Action,
    CardName,
    CardTier,
    ControlToken,
    Goal,
    Squad,
    Target,
    TargetClass,
    UnitState,
    UnitType,
    Zone,
)
from engine.undaunted.model import CasualtyOutcome, EndReason

__all__ = [
    "cards_acc", "decimal_cs", "describe", "dice_instr", "frac_text", "name", "percent_cs", "plural", "say",
    "unit_label",
]

TEXTS = Path(__file__).with_name("texts.toml")

UNIT_NAMES: dict[UnitType, str] = {
    UnitType.RIFLEMEN: "střelci",
    UnitType.MACHINE_GUNNERS: "kulometčíci",
    UnitType.SCOUTS: "pátrači",
    UnitType.SNIPERS: "odstřelovači",
    UnitType.MORTAR: "minomet",
    UnitType.ENGINEERS: "ženisté",
    UnitType.ANTI_TANK_GUN: "protitankový kanón",
    UnitType.TANK: "tank",
}
ACTION_NAMES: dict[Action, str] = {
    Action.MOVE: "přesun",
    Action.MANEUVER: "manévr",
    Action.SCOUT: "pátrání",
    Action.SNEAK: "skrytý přesun",
    Action.BOLSTER: "posily",
    Action.COMMAND: "Za mnou!",
    Action.CONFUSE: "zmatení nepřítele",
    Action.CONTROL: "ovládnutí",
    Action.RALLY: "povzbuzení",
    Action.RECON: "průzkum",
    Action.AIM: "zaměření",
    Action.SMOKE: "dýmavnice",
    Action.MINES: "miny",
    Action.QUICK_BOLSTER: "okamžité posily",
    Action.FIRE_LANE: "palebný sektor",
    Action.ANTI_AIRCRAFT: "protiletadlová obrana",
    Action.READY: "připravit",
    Action.ATTACK_AND_SNEAK: "útok a skrytý přesun",
    Action.SALLY: "výpad",
    Action.EXERT: "vypětí sil",
    Action.SECURING_RECON: "zajišťovací průzkum",
    Action.ATTACK: "útok",
    Action.SUPPRESS: "krycí palba",
    Action.BARRAGE: "výbuch",
    Action.BOMBARD: "bombardování",
    Action.DEMOLITION: "demolice",
    Action.GRENADES: "granáty",
    Action.FLAMETHROWER: "plamenomet",
    Action.ANTI_TANK_SHOT: "protitanková střela",
    Action.SILENCING_FIRE: "umlčovací palba",
    Action.WITHDRAW: "stažení do zálohy",
    Action.READY_UNIT: "připravení jednotky",
}
CARD_NAMES: dict[CardName, str] = {
    **{CardName(u.value): n for u, n in UNIT_NAMES.items()},
    CardName.SQUAD_LEADER: "velitel družstva",
    CardName.PLATOON_SERGEANT: "seržant/feldvébl",
    CardName.PLATOON_DEPUTY: "zástupce velitele čety",
    CardName.STARSHINA: "staršina/šikovatel",
    CardName.FOG_OF_WAR: "válečný zmatek",
    CardName.BOMBER: "bombardér",
}
TARGET_NAMES: dict[Target, str] = {
    **{Target(u.value): n for u, n in UNIT_NAMES.items()},
    Target.INFANTRY: "pěší jednotka",
    Target.BUILDING: "budova",
    Target.TUNNEL: "tunel",
}
TARGET_CLASS_NAMES: dict[TargetClass, str] = {
    TargetClass.INFANTRY: "pěší jednotka",
    TargetClass.TANK: "tank",
    TargetClass.BUILDING: "budova",
    TargetClass.TUNNEL: "tunel",
}
ZONE_NAMES: dict[Zone, str] = {  # where a card is taken from
    Zone.PLAY_AREA: "z herní oblasti",
    Zone.HAND: "z ruky",
    Zone.DISCARD: "z odhazovacího balíčku",
    Zone.DECK: "z dobíracího balíčku",
    Zone.RESERVE: "ze zálohy",
    Zone.CASUALTIES: "z balíčku ztrát",
    Zone.SET_ASIDE: "z odložených karet",
}
ZONE_PLACES: dict[Zone, str] = {  # where a card lies
    Zone.PLAY_AREA: "v herní oblasti / na stole",
    Zone.HAND: "v ruce",
    Zone.DISCARD: "v odhazovacím balíčku",
    Zone.DECK: "v dobíracím balíčku",
    Zone.RESERVE: "v záloze",
    Zone.CASUALTIES: "v balíčku ztrát",
    Zone.SET_ASIDE: "mezi odloženými kartami",
}
SIDE_NAMES: dict[str, str] = {"americans": "američané", "germans": "němci", "soviets": "sověti"}
OTHER_NAMES: tuple[dict[Any, str], ...] = (  # one table per enum: equal values of two enums are different words
    {ControlToken.NONE: "žádný", ControlToken.SCOUTED: "propátráno", ControlToken.CONTROLLED: "ovládáno"},
    {UnitState.READY: "připraveni", UnitState.SUPPRESSED: "pod palbou", UnitState.ROUTED: "rozprášeni"},
    {Goal.OBJECTIVES: "obsazení cílů", Goal.SUPPRESSION: "potlačení nepřítele"},
    {CardTier.REGULAR: "běžná", CardTier.RESERVIST: "rezervista", CardTier.UPGRADED: "vylepšená"},
    {EndReason.OBJECTIVES: "obsazení cílů", EndReason.SUPPRESSION: "potlačení nepřítele",
     EndReason.BOTH_SUPPRESSED: "obě strany potlačeny", EndReason.HOPELESS: "beznadějná situace",
     EndReason.SCENARIO_GOAL: "úkol scénáře", EndReason.FULL_ROUT: "úplné rozprášení",
     EndReason.WITHDRAWAL: "stažení vojsk"},
    {CasualtyOutcome.NO_EFFECT: "bez účinku", CasualtyOutcome.CARD_LOST: "karta vyřazena",
     CasualtyOutcome.TOKEN_REMOVED: "žeton odstraněn", CasualtyOutcome.ROUTED: "rozprášena"},
    {Squad.A: "A", Squad.B: "B", Squad.C: "C"},
)
_TABLES: dict[type, Mapping[Any, str]] = {
    UnitType: UNIT_NAMES, Action: ACTION_NAMES, CardName: CARD_NAMES, Target: TARGET_NAMES,
    TargetClass: TARGET_CLASS_NAMES, Zone: ZONE_NAMES,
    **{type(next(iter(table))): table for table in OTHER_NAMES},
}


def name(value: Any) -> str:
    """The Czech name of a canonical value (a side id by its Czech name; anything else as text)."""
    table = _TABLES.get(type(value))
    if table is not None:
        return table[value]
    if isinstance(value, str) and value in SIDE_NAMES:
        return SIDE_NAMES[value]
    return str(value.value if isinstance(value, enum.Enum) else value)


def unit_label(kind: Any, squad: Any = None) -> str:
    """``střelci A``: a unit or card name with its squad."""
    return name(kind) + (f" {name(squad)}" if squad else "")


# ---------------------------------------------------------------- numbers


def plural(n: int, one: str, few: str, many: str) -> str:
    """Czech noun after a number: 1 karta, 2–4 karty, 0 and 5+ karet."""
    if n == 1:
        return f"{n} {one}"
    if 2 <= n <= 4:
        return f"{n} {few}"
    return f"{n} {many}"


def dice_instr(n: int) -> str:
    """Instrumental: 'hází se 1 kostkou', '2 kostkami'."""
    return f"{n} kostkou" if n == 1 else f"{n} kostkami"


def cards_acc(n: int) -> str:
    """Accusative / genitive after numbers: 1 kartu, 2 karty, 5 karet."""
    return plural(n, "kartu", "karty", "karet")


def frac_text(p: object) -> str:
    """``3/10``; a whole number without a denominator."""
    q = Fraction(p)  # type: ignore[arg-type]
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def decimal_cs(value: float, places: int) -> str:
    """Czech decimal comma: ``0,5100``."""
    return f"{value:.{places}f}".replace(".", ",")


def percent_cs(p: object) -> str:
    """``51,0 %``."""
    return decimal_cs(float(p) * 100, 1) + " %"  # type: ignore[arg-type]


# ---------------------------------------------------------------- the catalogue


class _Formatter(string.Formatter):
    def format_field(self, value: Any, spec: str) -> str:
        if not spec:
            return _show(value)
        if spec.startswith("pl:"):
            one, few, many = spec[3:].split("|")
            return plural(int(value), one, few, many)
        if spec == "frac":
            return frac_text(value)
        if spec == "pct":
            return percent_cs(value)
        if spec.startswith("dec"):
            return decimal_cs(float(value), int(spec[3:]))
        if spec == "cap":
            text = _show(value)
            return text[:1].upper() + text[1:]
        if spec == "place":
            return ZONE_PLACES[value]
        if spec == "plus":
            return " + ".join(_show(v) for v in value)
        return _show(value) if not spec else format(_show(value), spec)


def _show(value: Any) -> str:
    kind = type(value)
    if kind is int:
        return str(value)
    if kind is str:
        return SIDE_NAMES.get(value, value)
    if isinstance(value, tuple | list | set | frozenset):
        return ", ".join(_show(v) for v in value)
    if isinstance(value, Fraction):
        return frac_text(value)
    return name(value)


_FORMATTER = _Formatter()


@cache
def catalogue() -> dict[str, str]:
    """Message key (``section.key``) -> Czech template."""
    with TEXTS.open("rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, str] = {}
    for section, entries in data.items():
        if section in ("describe", "standing"):
            continue
        for key, text in entries.items():
            out[f"{section}.{key}"] = text
    return out


@cache
def _compiled(key: str) -> tuple[tuple[str, str | None, str], ...]:
    """The template of ``key`` parsed once: (literal text, field name, format spec) parts."""
    return tuple((literal, field, spec or "") for literal, field, spec, _ in _FORMATTER.parse(catalogue()[key]))


def say(key: str, /, **params: Any) -> str:
    """The Czech sentence for message ``key`` with ``params`` shown in Czech."""
    out = []
    for literal, field, spec in _compiled(key):
        out.append(literal)
        if field is not None:
            out.append(_FORMATTER.format_field(params[field], spec))
    return "".join(out)


@cache
def _descriptions() -> Mapping[str, Mapping[str, str]]:
    with TEXTS.open("rb") as fh:
        return tomllib.load(fh)["describe"]  # type: ignore[no-any-return]


def describe(action: Action, game: str) -> str | None:
    """What ``action`` does in ``game``, in one Czech clause (None when the game has no such action)."""
    entry = _descriptions().get(action.value, {})
    return entry.get(game) or None


@cache
def _standing() -> Mapping[str, Any]:
    with TEXTS.open("rb") as fh:
        return tomllib.load(fh)["standing"]  # type: ignore[no-any-return]


def standing_text(proposition: str, game: str) -> str | None:
    """The manual's statement of a standing rule in ``game`` (one text for both games, or one per game)."""
    entry = _standing().get(proposition)
    if isinstance(entry, str):
        return entry
    if isinstance(entry, Mapping):
        return entry.get(game) or None
    return None
