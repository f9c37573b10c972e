"""Unit kinds and what each may do: rolls, orders, move ranges, capture values (chapter Jednotky).

The kinds, stances and rolls themselves are declared in :mod:`.facts`; this
module holds the rules about them.  No text: names are in :mod:`.presentation`.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import presentation
from .facts import Phase, Roll, Stance, Troop, UnitKind

# Victory points for capturing an enemy unit (chapter Cíl hry).
CAPTURE_VP: dict[UnitKind, int] = {UnitKind.INFANTRY: 1, UnitKind.CAVALRY: 1, UnitKind.ARTILLERY: 2}

# Which unit kinds roll in which kind of roll (chapter Boj: "zvlášť pro střelbu
# (jednotky pěchoty a dělostřelectvo) a zvlášť pro zteč (pěchota a jízda)").
ROLLERS: dict[Roll, frozenset[UnitKind]] = {
    Roll.FIRE: frozenset({UnitKind.INFANTRY, UnitKind.ARTILLERY}),
    Roll.ASSAULT: frozenset({UnitKind.INFANTRY, UnitKind.CAVALRY}),
    Roll.BOMBARDMENT: frozenset({UnitKind.ARTILLERY}),
}
# The phase each roll belongs to (chapter Boj: fire only in phase 3, assault in phases 1 and 3; Ostřelování: 2).
ROLL_PHASES: dict[Roll, tuple[Phase, ...]] = {
    Roll.FIRE: (Phase.INFANTRY,),
    Roll.ASSAULT: (Phase.CAVALRY, Phase.INFANTRY),
    Roll.BOMBARDMENT: (Phase.BOMBARDMENT,),
}
# The letters of the table legend ("s = střelba, z = zteč, o = ostřelování").
ROLL_LETTERS: dict[str, Roll] = {"s": Roll.FIRE, "z": Roll.ASSAULT, "o": Roll.BOMBARDMENT}

# Orders each kind may receive (chapters Rozkazy, Obrana, Ostřelování).
DEFENCE_KINDS = frozenset({UnitKind.INFANTRY, UnitKind.ARTILLERY})
BOMBARD_KINDS = frozenset({UnitKind.ARTILLERY})

# Sectors a unit may move per round (chapter Jednotky) and the phases of a one-sector move (Přesun/útok).
MOVE_RANGE: dict[UnitKind, int] = {UnitKind.INFANTRY: 1, UnitKind.CAVALRY: 2, UnitKind.ARTILLERY: 1}
MOVE_PHASES: dict[UnitKind, tuple[Phase, ...]] = {
    UnitKind.INFANTRY: (Phase.INFANTRY, Phase.ARTILLERY),
    UnitKind.CAVALRY: (Phase.CAVALRY, Phase.INFANTRY, Phase.ARTILLERY),
    UnitKind.ARTILLERY: (Phase.ARTILLERY,),
}
CAVALRY_TWO_STEP_PHASES: frozenset[tuple[Phase, Phase]] = frozenset(
    {(Phase.CAVALRY, Phase.INFANTRY), (Phase.CAVALRY, Phase.ARTILLERY), (Phase.INFANTRY, Phase.ARTILLERY)}
)
BOMBARD_RANGE = 2  # "do sousedního sektoru nebo do sektoru za ním v přímém směru"


@dataclass(frozen=True)
class Category:
    """A unit as the tables see it: its stance and kind; ``None`` kind = no unit (empty field)."""

    stance: Stance | None
    unit: UnitKind | None

    @property
    def is_empty(self) -> bool:
        return self.unit is None

    def czech(self) -> str:
        """The Czech label of the table head (from :mod:`.presentation`)."""
        return presentation.category_label(self.stance, self.unit)

    @classmethod
    def of(cls, troop: Troop) -> Category:
        """The table category of a troop (a unit in panic keeps no stance)."""
        return cls(troop.stance, troop.kind)


NO_UNIT = Category(None, None)
