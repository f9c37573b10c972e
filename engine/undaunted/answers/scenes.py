"""Small positions built from a question's facts, so that the real rules answer it.

Each builder returns a :class:`Scene`: a :class:`~engine.undaunted.model.Position`
holding just what the question states (the tiles between attacker and target, the
units, control tokens, cards) and the :class:`~engine.undaunted.plays.Play` the
question is about.  Tiles get ids that read well in the rules' sentences
("na poli cíle", "pole jednotky", "pole 2").
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine.undaunted.answers.setup import AttackSetup
from engine.undaunted.checks import MORTAR_MIN_RANGE
from engine.undaunted.facts import Action, CardName, Squad, UnitType
from engine.undaunted.model import (
    BUILDING,
    CONTROLLED,
    TUNNEL,
    Card,
    CardAction,
    PlayerCards,
    Position,
    Tile,
    TileId,
    Unit,
)
from engine.undaunted.plays import Aim, Play
from engine.undaunted.variants import Variant

TARGET_TILE = "cíle"
ATTACKER_TILE = "útočníka"
CARD = "karta"


@dataclass
class Scene:
    position: Position
    play: Play
    attacker: Unit | None = None
    origin: TileId | None = None  # where the action comes from (the attacker's tile)
    victim: Aim | None = None  # the target the question describes


def new_position(variant: Variant, tiles: list[Tile], *, chain: bool = True) -> Position:
    """Tiles in a row (each next to the following one), no units, empty card zones for both sides."""
    edges = itertools.pairwise(t.id for t in tiles) if chain else ()
    pos = Position.from_edges(variant.game, variant.sides, tiles, edges)
    pos.cards = {side: PlayerCards() for side in variant.sides}
    pos.to_move = variant.sides[0]
    return pos


def attack_scene(s: AttackSetup, variant: Variant, *, attacker_kind: UnitType | None, own_target: bool,
                 target_suppressed: bool, min_range: int | None, max_range: int | None,
                 mortar_target: bool = True) -> Scene:
    """The target's tile, the tiles between, the attacker's tile; the attacker's card with the action."""
    side_a, side_b = variant.sides
    d = _distance(s)
    target_tile = Tile(TARGET_TILE, cover=s.cover or 0, hill_cover=s.hill_low if s.hill_target else None,
                       building_cover=s.building_cover, fortification_cover=s.fortification_cover,
                       durability=_durability(s))
    tiles = [target_tile]
    if d > 0:
        tiles += [Tile(f"mezi {i}") for i in range(1, d)]
        tiles.append(Tile(ATTACKER_TILE, cover=3 if s.hill_attacker else 0,
                          hill_cover=1 if s.hill_attacker else None))
    pos = new_position(variant, tiles)
    origin = ATTACKER_TILE if d > 0 else TARGET_TILE
    attacker = None
    card_name = CardName.BOMBER
    if not _bomber(s, attacker_kind):
        kind = UnitType.MORTAR if s.action is Action.BARRAGE else (attacker_kind or UnitType.RIFLEMEN)
        attacker = Unit(side_a, kind, Squad.C, 4, origin)
        pos.units.append(attacker)
        card_name = CardName(kind.value)
    victim = _place_target(pos, s, side_a if own_target else side_b, target_suppressed)
    if s.smoke:
        pos.smoke[TARGET_TILE] = (side_b, None)
    if s.action is Action.BARRAGE and mortar_target:
        pos.mortar_target[side_a] = TARGET_TILE
    act = CardAction(s.action, value=s.dice if not s.values else None, values=s.values,
                     min_range=min_range, max_range=max_range)
    pos.cards[side_a].hand.append(Card(CARD, card_name, attacker.squad if attacker else None, actions=(act,)))
    spec = variant.combat[s.action]
    aim = {"tile": Aim.at_tile(TARGET_TILE), "mortar": None}.get(spec.target_mode, victim)
    return Scene(pos, Play(CARD, s.action, target=aim), attacker, origin, victim)


def _durability(s: AttackSetup) -> int | None:
    """A building target's durability (0 while unknown: never shown); a unit's tile with a building cover
    is a building too (its durability plays no part in the unit's defense)."""
    if s.cls == BUILDING:
        return s.base if s.base is not None else 0
    return 5 if s.building_cover is not None else None


def _distance(s: AttackSetup) -> int:
    if s.same_tile:
        return 0
    if s.distance is not None:
        return s.distance
    return MORTAR_MIN_RANGE if s.action is Action.BARRAGE else 1


def _bomber(s: AttackSetup, attacker_kind: UnitType | None) -> bool:
    """Bombardování without a stated attacker comes from the bomber card: no unit token on the board."""
    return s.action is Action.BOMBARD and attacker_kind is None


def _place_target(pos: Position, s: AttackSetup, side: str, suppressed: bool) -> Aim:
    if s.cls == BUILDING:
        return Aim.at_building(TARGET_TILE)
    if s.cls == TUNNEL:
        pos.tunnels.add(TARGET_TILE)
        return Aim.at_tunnel(TARGET_TILE)
    kind = s.target.unit or UnitType.RIFLEMEN
    unit = Unit(side, kind, Squad.A, s.base if s.base is not None else 0, TARGET_TILE, suppressed=suppressed)
    pos.units.append(unit)
    if s.controls:
        pos.control[(TARGET_TILE, side)] = CONTROLLED
    return Aim.at_unit(*unit.key)


