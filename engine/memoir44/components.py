"""Static facts of the game's components: the battle die and the unit profiles.

``DIE_FACES`` is a *component fact*: the Czech manual (004) names the symbols
and what each one does (rule ``battle.symbols``) but never prints how many
faces of the die carry each symbol.  The count below is that of the physical
battle die — 2 infantry, 1 armour, 1 grenade, 1 star, 1 flag — and every
answer that depends on it says so (``presentation.DIE_FACES_NOTE``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from engine.memoir44.facts import Face, Side, UnitType

__all__ = ["DIE_FACES", "DIE_SIDES", "UNIT_PROFILES", "Face", "Kind", "Side", "Unit", "UnitProfile", "UnitType",
           "face_probability", "hits_target"]

DIE_FACES: dict[Face, int] = {Face.INFANTRY: 2, Face.ARMOUR: 1, Face.GRENADE: 1, Face.STAR: 1, Face.FLAG: 1}
DIE_SIDES = sum(DIE_FACES.values())


class Kind(Enum):
    """The three ground unit classes of the base game (what a die symbol hits)."""

    INFANTRY = "infantry"
    ARMOUR = "armour"
    ARTILLERY = "artillery"


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
class UnitProfile:
    """What a unit type can do (rules ``units.*``)."""

    type: UnitType
    kind: Kind
    figures: int
    move: int  # most hexes it may move when ordered
    battle_after: int  # most hexes it may move and still battle (-1: any legal move)
    elite: bool = False
    resistance: bool = False
    rule: str = ""  # citation key of the rule that defines it

    @property
    def max_move_with_battle(self) -> int:
        return self.move if self.battle_after < 0 else self.battle_after


UNIT_PROFILES: dict[UnitType, UnitProfile] = {
    t.type: t
    for t in (
        UnitProfile(UnitType.INFANTRY, Kind.INFANTRY, 4, 2, 1, rule="units.movement"),
        UnitProfile(UnitType.ELITE_INFANTRY, Kind.INFANTRY, 4, 2, 2, elite=True, rule="units.elite_infantry"),
        UnitProfile(UnitType.RESISTANCE, Kind.INFANTRY, 3, 2, 1, resistance=True, rule="units.resistance"),
        UnitProfile(UnitType.ARMOUR, Kind.ARMOUR, 3, 3, 3, rule="units.movement"),
        UnitProfile(UnitType.ELITE_ARMOUR, Kind.ARMOUR, 4, 3, 3, elite=True, rule="units.elite_armour"),
        UnitProfile(UnitType.ARTILLERY, Kind.ARTILLERY, 2, 1, 0, rule="units.movement"),
    )
}


@dataclass(frozen=True)
class Unit:
    """A unit on the board and what it did this turn (``moved`` hexes, ``entered`` a hex that stops it)."""

    type: UnitType
    side: Side
    figures: int = 0  # 0 = full strength
    ordered: bool = True  # received an order this turn (only ordered units move and battle)
    moved: int = 0  # hexes of movement used this turn
    entered: str = ""  # the Feature that stopped its move this turn ("" = none)

    def __post_init__(self) -> None:
        if self.figures == 0:
            object.__setattr__(self, "figures", self.profile.figures)
        if not 1 <= self.figures <= self.profile.figures:
            raise ValueError(f"{self.type}: {self.figures} figures (at most {self.profile.figures})")

    @property
    def profile(self) -> UnitProfile:
        return UNIT_PROFILES[self.type]

    @property
    def kind(self) -> Kind:
        return self.profile.kind
