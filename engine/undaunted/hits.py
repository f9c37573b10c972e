"""Combat on the board: roll against every target of an action and apply what a success does.

A success against a unit token costs one card (:func:`engine.undaunted.cards.casualty_search`);
without a card the token leaves the board (Normandie) or the unit is routed and may be
pushed (Stalingrad); krycí palba and umlčovací palba suppress instead; a building is
damaged, then destroyed; a tunnel is destroyed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.explain import Explanation, MissingFactError
from engine.undaunted import cards as zones
from engine.undaunted.combat import resolve_roll
from engine.undaunted.facts import Action, UnitType
from engine.undaunted.model import BUILDING, TUNNEL, CardAction, CasualtyOutcome, Side, TileId, Unit
from engine.undaunted.plays import AttackLine, Dice, Play, PushResult
from engine.undaunted.presentation import say, unit_label

if TYPE_CHECKING:
    from engine.undaunted.game import Game


def combat(game: Game, side: Side, unit: Unit, kind: Action, act: CardAction, play: Play, result: PushResult,
           dice: Dice, rng: random.Random | None) -> None:
    """Roll against every target of combat action ``kind`` and apply the successes."""
    spec = game.variant.combat[kind]
    lines = game.attack_lines(side, unit, kind, act, play.target)
    expl = result.explanation
    if not lines:
        expl.add(say("effects.no_target"), game.cite("target"))
    for line in lines:
        expl.extend(line.defense.explanation)
        if line.dice is None:
            raise MissingFactError(say("need.action_value", action=kind), fact="action_value")
        line.rolls = dice.roll(line.dice)
        roll = resolve_roll(game.variant, line.rolls, line.defense.total)
        expl.extend(roll.explanation)
        line.success = roll.success
        if roll.success:
            line.effect = apply_hit(game, line, spec.effect, spec.push, play.push_to, expl, rng)
        result.attacks.append(line)


def apply_hit(game: Game, line: AttackLine, effect: str, push: bool, push_to: TileId | None, expl: Explanation,
              rng: random.Random | None) -> str:
    """What one success does to its target; returns what happened (damaged, destroyed, suppressed …)."""
    pos = game.position
    if line.target_class == BUILDING:
        assert line.target.tile is not None
        return _damage_building(game, line.target.tile, expl)
    if line.target_class == TUNNEL:
        assert line.target.tile is not None
        pos.tunnels.discard(line.target.tile)
        expl.add(say("effects.tunnel_destroyed"), game.cite("tunnel_hit"))
        return "destroyed"
    assert line.target.unit is not None
    unit = pos.find_unit(line.target.unit)
    if effect == "suppress":
        if unit.is_tank:
            expl.add(say("effects.tank_not_suppressed"), game.cite("tanks"))
            return CasualtyOutcome.NO_EFFECT
        if unit.suppressed:
            expl.add(say("effects.already_suppressed"), game.cite("suppression"))
            return CasualtyOutcome.NO_EFFECT
        unit.suppressed = True
        drop_fire_lane(game, unit, expl)
        expl.add(say("effects.suppressed", unit=unit_label(unit.kind, unit.squad)), game.cite("suppression"))
        return "suppressed"
    return casualty(game, unit, expl, push_to if push else None, rng, rout_push=push_to)


def _damage_building(game: Game, tile_id: TileId, expl: Explanation) -> str:
    tile = game.position.tiles[tile_id]
    if tile.state == "A":
        tile.state = "B"
        expl.add(say("effects.building_damaged", tile=tile_id), game.cite("building_damage"))
        return "damaged"
    tile.building_cover = None
    tile.durability = None
    tile.impassable = False
    tile.state = chr(ord(tile.state) + 1)
    expl.add(say("effects.building_destroyed", tile=tile_id), game.cite("building_damage"))
    return "destroyed"


def drop_fire_lane(game: Game, unit: Unit, expl: Explanation) -> None:
    """Suppressed, hit or moved machine gunners lose their fire lane token."""
    lanes = game.position.fire_lanes
    if unit.kind is UnitType.MACHINE_GUNNERS and (unit.side, unit.squad) in lanes:
        del lanes[(unit.side, unit.squad)]
        expl.add(say("effects.lane_dropped"), game.cite("fire_lanes"))


def casualty(game: Game, unit: Unit, expl: Explanation, flame_to: TileId | None, rng: random.Random | None,
             rout_push: TileId | None = None) -> CasualtyOutcome:
    """One casualty of ``unit``: a card lost, or without a card the game's result (removed / routed)."""
    res = zones.casualty_search(game.variant, game.position.cards[unit.side], unit.kind, unit.squad, rng)
    expl.extend(res.explanation)
    drop_fire_lane(game, unit, expl)
    outcome = res.outcome
    if outcome is CasualtyOutcome.TOKEN_REMOVED:
        unit.tile = None
        return outcome
    moved = False
    if outcome is CasualtyOutcome.ROUTED:
        unit.routed = True
        if rout_push is not None:
            moved = push_unit(game, unit, rout_push, expl, "rout")
    if flame_to is not None and not moved:
        push_unit(game, unit, flame_to, expl, "flamethrower_push")
    return outcome


def push_unit(game: Game, unit: Unit, dest: TileId, expl: Explanation, key: str) -> bool:
    """The attacker moves a routed or flamed unit to a neighbouring tile its owner scouted or controls."""
    pos = game.position
    assert unit.tile is not None
    if unit.kind is UnitType.ANTI_TANK_GUN:
        expl.add(say("effects.anti_tank_gun_stays"), game.cite(key))
        return False
    if dest not in pos.adjacency[unit.tile] or pos.control_of(dest, unit.side) is None:
        raise game.refuse("push_destination", key)
    unit.tile = dest
    unit.suppressed = False
    expl.add(say("effects.pushed", unit=unit_label(unit.kind, unit.squad), tile=dest), game.cite(key))
    return True
