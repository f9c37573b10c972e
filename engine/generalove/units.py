"""Unit types, their states and the categories the modifier tables use."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class UnitType(Enum):
    PECHOTA = "pěchota"
    JIZDA = "jízda"
    DELOSTRELECTVO = "dělostřelectvo"


class Stance(Enum):
    """How a unit stands in a clash (the row/column groups of Tab. 1)."""

    UTOCICI = "útočící"  # has a move/attack order (artillery: bombarding)
    OBRANA = "s rozkazem k obraně"
    NEPRIPRAVENA = "nepřipravená bránící"


class Roll(Enum):
    """The kinds of combat rolls; the letters are the legend of Tab. 1–3."""

    STRELBA = "s"  # fire, phase 3 only
    ZTEC = "z"  # assault (melee), phases 1 and 3
    OSTRELOVANI = "o"  # bombardment, phase 2


ROLL_NAMES: dict[Roll, str] = {Roll.STRELBA: "střelba", Roll.ZTEC: "zteč", Roll.OSTRELOVANI: "ostřelování"}

# Czech inflections used in steps ("ke střelbě", "ke zteči", "k ostřelování").
ROLL_DATIVE: dict[Roll, str] = {
    Roll.STRELBA: "ke střelbě",
    Roll.ZTEC: "ke zteči",
    Roll.OSTRELOVANI: "k ostřelování",
}

UNIT_GENITIVE: dict[UnitType, str] = {
    UnitType.PECHOTA: "pěchoty",
    UnitType.JIZDA: "jízdy",
    UnitType.DELOSTRELECTVO: "dělostřelectva",
}

# Victory points for capturing an enemy unit (chapter Cíl hry).
CAPTURE_VP: dict[UnitType, int] = {UnitType.PECHOTA: 1, UnitType.JIZDA: 1, UnitType.DELOSTRELECTVO: 2}

# Which unit types roll in which kind of roll (chapter Boj: "zvlášť pro střelbu
# (jednotky pěchoty a dělostřelectvo) a zvlášť pro zteč (pěchota a jízda)").
ROLLERS: dict[Roll, frozenset[UnitType]] = {
    Roll.STRELBA: frozenset({UnitType.PECHOTA, UnitType.DELOSTRELECTVO}),
    Roll.ZTEC: frozenset({UnitType.PECHOTA, UnitType.JIZDA}),
    Roll.OSTRELOVANI: frozenset({UnitType.DELOSTRELECTVO}),
}

# Orders each type may receive (chapter Rozkazy and Jednotky).
DEFENCE_TYPES = frozenset({UnitType.PECHOTA, UnitType.DELOSTRELECTVO})


@dataclass(frozen=True)
class Category:
    """A unit as the tables see it: its stance and type; ``None`` type = no unit (empty field)."""

    stance: Stance | None
    unit: UnitType | None

    @property
    def is_empty(self) -> bool:
        return self.unit is None

    def czech(self) -> str:
        if self.unit is None:
            return "žádná jednotka"
        assert self.stance is not None
        if self.stance is Stance.UTOCICI and self.unit is UnitType.DELOSTRELECTVO:
            return "ostřelující dělostřelectvo"
        return f"{self.unit.value} ({self.stance.value})"


NO_UNIT = Category(None, None)


def signed(value: int) -> str:
    """``+1``, ``-2``, ``0`` as the tables print modifiers."""
    return f"{value:+d}" if value else "0"


def hits_word(count: int) -> str:
    """Czech plural: 1 zásah, 2–4 zásahy, 0 and 5+ zásahů."""
    if count == 1:
        return "zásah"
    return "zásahy" if 2 <= count <= 4 else "zásahů"


_TYPE_WORDS: dict[str, UnitType] = {
    "pechota": UnitType.PECHOTA,
    "pěchota": UnitType.PECHOTA,
    "p": UnitType.PECHOTA,
    "jizda": UnitType.JIZDA,
    "jízda": UnitType.JIZDA,
    "j": UnitType.JIZDA,
    "delostrelectvo": UnitType.DELOSTRELECTVO,
    "dělostřelectvo": UnitType.DELOSTRELECTVO,
    "d": UnitType.DELOSTRELECTVO,
    "infantry": UnitType.PECHOTA,
    "cavalry": UnitType.JIZDA,
    "artillery": UnitType.DELOSTRELECTVO,
    "pesi": UnitType.PECHOTA,
    "pěší": UnitType.PECHOTA,
    "jezdectvo": UnitType.JIZDA,
    "baterie": UnitType.DELOSTRELECTVO,
}
_STANCE_WORDS: dict[str, Stance] = {
    "utocici": Stance.UTOCICI,
    "útočící": Stance.UTOCICI,
    "utok": Stance.UTOCICI,
    "útok": Stance.UTOCICI,
    "presun": Stance.UTOCICI,
    "přesun": Stance.UTOCICI,
    "obrana": Stance.OBRANA,
    "obranny": Stance.OBRANA,
    "obranný": Stance.OBRANA,
    "nepripravena": Stance.NEPRIPRAVENA,
    "nepřipravená": Stance.NEPRIPRAVENA,
    "nepripraveny": Stance.NEPRIPRAVENA,
    "nepřipravený": Stance.NEPRIPRAVENA,
    "attack": Stance.UTOCICI,
    "attacking": Stance.UTOCICI,
    "defence": Stance.OBRANA,
    "defense": Stance.OBRANA,
    "unprepared": Stance.NEPRIPRAVENA,
    "branici": Stance.NEPRIPRAVENA,
    "bránící": Stance.NEPRIPRAVENA,
}


def parse_unit(word: str) -> UnitType:
    try:
        return _TYPE_WORDS[word.strip().lower()]
    except KeyError:
        raise ValueError(f"neznámý druh jednotky: {word!r}") from None


def parse_stance(word: str) -> Stance:
    try:
        return _STANCE_WORDS[word.strip().lower()]
    except KeyError:
        raise ValueError(f"neznámý stav jednotky: {word!r}") from None


def category_name(category: Category) -> str:
    """Machine name ``stance:type`` (or ``zadna``), the inverse of :func:`parse_category`."""
    if category.unit is None:
        return "zadna"
    assert category.stance is not None
    return f"{category.stance.name.lower()}:{category.unit.name.lower()}"


def parse_category(text: str) -> Category:
    """``"obrana:pechota"``, ``"nepripravena jizda"`` or ``"zadna"`` (no unit) -> Category."""
    norm = text.strip().lower().replace(":", " ").replace("-", " ")
    if norm in {"zadna", "žádná", "zadna jednotka", "žádná jednotka", "nic", "prazdne", "prázdné"}:
        return NO_UNIT
    words = norm.split()
    if len(words) != 2:
        raise ValueError(f"kategorie jednotky musí mít tvar 'stav:druh': {text!r}")
    first, second = words
    try:
        return Category(parse_stance(first), parse_unit(second))
    except ValueError:
        return Category(parse_stance(second), parse_unit(first))
