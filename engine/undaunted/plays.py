"""What a player does with a card (:class:`Play`), what it aims at (:class:`Aim`), and the dice."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from engine.explain import Explanation, MissingFactError
from engine.undaunted.combat import Defense
from engine.undaunted.facts import Action, Squad, UnitType
from engine.undaunted.model import Side, TargetClass, TileId, UnitKey
from engine.undaunted.presentation import say

AimKind = Literal["unit", "tile", "building", "tunnel"]


@dataclass(frozen=True)
class Aim:
    """The target of a combat action: a unit token, a tile (area actions), a building or a tunnel."""

    kind: AimKind
    tile: TileId | None = None
    unit: UnitKey | None = None

    @classmethod
    def at_unit(cls, side: Side, kind: UnitType | str, squad: Squad | str | None = None) -> Aim:
        return cls("unit", unit=(side, UnitType(kind), Squad(squad) if squad else None))

    @classmethod
    def at_tile(cls, tile: TileId) -> Aim:
        return cls("tile", tile=tile)

    @classmethod
    def at_building(cls, tile: TileId) -> Aim:
        return cls("building", tile=tile)

    @classmethod
    def at_tunnel(cls, tile: TileId) -> Aim:
        return cls("tunnel", tile=tile)


@dataclass(frozen=True)
class Play:
    """One card played from the hand and what it does.

    ``action`` is an action of the card, or ``WITHDRAW`` / ``READY_UNIT``.  ``unit``
    is the moved unit for manévr (default: the card's own unit); ``path`` the tiles
    entered in order; ``target`` a combat target; ``cards`` chosen card uids (posily,
    povzbuzení, vypětí sil); ``follow`` the action carried out through another card
    (Stalingrad povzbuzení, vypětí sil) or the combat part of a compound action.
    """

    card: str
    action: Action
    unit: UnitKey | None = None
    path: tuple[TileId, ...] = ()
    target: Aim | None = None
    cards: tuple[str, ...] = ()
    count: int | None = None
    follow: Play | None = None
    mines: tuple[tuple[TileId, TileId, bool], ...] = ()  # (tile, other tile, anti_tank)
    tile: TileId | None = None  # zaměření, palebný sektor, deployment choice
    push_to: TileId | None = None  # rout / plamenomet move chosen by the attacker

    def __post_init__(self) -> None:  # a canonical value given as a plain string becomes the enum member
        object.__setattr__(self, "action", Action(self.action))


@dataclass
class AttackLine:
    """One resolved (or previewed) attack against one target."""

    target: Aim
    target_class: TargetClass
    defense: Defense
    dice: int | None  # None: the card value is not known
    p_hit: object
    rolls: tuple[int, ...] = ()
    success: bool | None = None
    effect: str = ""


@dataclass
class PushResult:
    explanation: Explanation = field(default_factory=Explanation)
    attacks: list[AttackLine] = field(default_factory=list)


class Dice:
    """Rolls from a fixed list (worked examples) or a seeded generator."""

    def __init__(self, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> None:
        self._rolls: Iterator[int] | None = iter(rolls) if rolls is not None else None
        self.rng = rng

    def roll(self, n: int) -> tuple[int, ...]:
        out: tuple[int, ...] = ()
        if self._rolls is not None:
            out = tuple(itertools.islice(self._rolls, n))
            if len(out) == n:
                return out
        if self.rng is None:
            raise MissingFactError(say("need.rolls"), fact="rolls")
        return out + tuple(self.rng.randrange(10) for _ in range(n - len(out)))
