"""Static facts of the game's components: the battle die and the unit types.

``DIE_FACES`` is a *component fact*: the Czech manual (004) names the symbols
and what each one does (rule ``battle.symbols``) but never prints how many
faces of the die carry each symbol.  The count below is that of the physical
battle die — 2 infantry, 1 armour, 1 grenade, 1 star, 1 flag — and every
answer that depends on it says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction


class Face(Enum):
    INFANTRY = "pěchota"
    ARMOUR = "obrněnci"
    GRENADE = "granát"
    STAR = "hvězda"
    FLAG = "vlajka"


DIE_FACES: dict[Face, int] = {Face.INFANTRY: 2, Face.ARMOUR: 1, Face.GRENADE: 1, Face.STAR: 1, Face.FLAG: 1}
DIE_SIDES = sum(DIE_FACES.values())
DIE_FACES_NOTE = (
    "Počet stěn bitevní kostky (2× pěchota, 1× obrněnci, 1× granát, 1× hvězda, 1× vlajka) "
    "je fakt o herní součásti, manuál ho v textu neuvádí."
)


class Kind(Enum):
    """The three ground unit classes of the base game."""

    INFANTRY = "infantry"
    ARMOUR = "armour"
    ARTILLERY = "artillery"


KIND_CS = {Kind.INFANTRY: "pěchota", Kind.ARMOUR: "obrněnci", Kind.ARTILLERY: "artilerie"}
KIND_CS_DATIVE = {Kind.INFANTRY: "pěchotě", Kind.ARMOUR: "obrněncům", Kind.ARTILLERY: "artilerii"}


def face_probability(face: Face) -> Fraction:
    return Fraction(DIE_FACES[face], DIE_SIDES)


def hits_target(face: Face, target: Kind, stars_hit: bool = False) -> bool:
    """Does ``face`` score a hit on a unit of kind ``target``? (rule ``battle.hits``)

    A symbol matching the target's type hits, a grenade hits anything, a star
    misses unless a card says otherwise (``stars_hit``).  The die has no
    artillery symbol, so only grenades (and stars when a card allows) hit artillery.
    """
    if face is Face.GRENADE:
        return True
    if face is Face.STAR:
        return stars_hit
    if face is Face.INFANTRY:
        return target is Kind.INFANTRY
    if face is Face.ARMOUR:
        return target is Kind.ARMOUR
    return False


@dataclass(frozen=True)
class UnitType:
    key: str
    name: str  # Czech, nominative
    kind: Kind
    figures: int
    move: int  # most hexes it may move when ordered
    battle_after: int  # most hexes it may move and still battle (-1: any legal move)
    elite: bool = False
    resistance: bool = False
    rule: str = ""  # citation key of the rule that defines it
    plural: bool = False  # Czech name is plural ("obrněnci"): verbs agree with it

    @property
    def max_move_with_battle(self) -> int:
        return self.move if self.battle_after < 0 else self.battle_after

    def verb(self, singular: str, plural: str) -> str:
        """The Czech verb form agreeing with the unit's name (``verb("může", "mohou")``)."""
        return plural if self.plural else singular


UNIT_TYPES: dict[str, UnitType] = {
    t.key: t
    for t in (
        UnitType("infantry", "pěchota", Kind.INFANTRY, 4, 2, 1, rule="units.movement"),
        UnitType("elite_infantry", "elitní pěchota", Kind.INFANTRY, 4, 2, 2, elite=True, rule="units.elite_infantry"),
        UnitType("resistance", "francouzská Resistance", Kind.INFANTRY, 3, 2, 1, resistance=True,
                 rule="units.resistance"),
        UnitType("armour", "obrněnci", Kind.ARMOUR, 3, 3, 3, rule="units.movement", plural=True),
        UnitType("elite_armour", "elitní obrněnci", Kind.ARMOUR, 4, 3, 3, elite=True, rule="units.elite_armour",
                 plural=True),
        UnitType("artillery", "artilerie", Kind.ARTILLERY, 2, 1, 0, rule="units.movement"),
    )
}


class Side(Enum):
    ALLIES = "Spojenci"
    AXIS = "Osa"

    @property
    def other(self) -> Side:
        return Side.AXIS if self is Side.ALLIES else Side.ALLIES


@dataclass(frozen=True)
class Unit:
    """A unit on the board and what it did this turn (``moved`` hexes, ``entered`` a hex that stops it)."""

    type: UnitType
    side: Side
    figures: int = 0  # 0 = full strength
    ordered: bool = True  # received an order this turn (only ordered units move and battle)
    moved: int = 0  # hexes of movement used this turn
    entered: str = ""  # key of the terrain/obstacle that stopped its move this turn ("" = none)

    def __post_init__(self) -> None:
        if self.figures == 0:
            object.__setattr__(self, "figures", self.type.figures)
        if not 1 <= self.figures <= self.type.figures:
            raise ValueError(f"{self.type.name}: {self.figures} figur (nejvýše {self.type.figures})")

    @property
    def kind(self) -> Kind:
        return self.type.kind


def count_word(n: int, one: str, few: str, many: str) -> str:
    """Czech noun form after a number: 1 kostka, 2–4 kostky, 0 and 5+ kostek."""
    return one if n == 1 else few if 2 <= n <= 4 else many


def cap(text: str) -> str:
    """Upper-case the first letter only ("francouzská Resistance" -> "Francouzská Resistance")."""
    return text[:1].upper() + text[1:]
