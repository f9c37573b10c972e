"""A unit moving tile by tile: control tokens of pátrání, enemy mines and fire lanes on the way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.explain import Explanation
from engine.undaunted.combat import Attack, resolve_roll, total_defense
from engine.undaunted.facts import Action, Squad, UnitType
from engine.undaunted.hits import casualty, drop_fire_lane
from engine.undaunted.model import CONTROLLED, INFANTRY, SCOUTED, TANK, Mine, Side, TileId, Unit
from engine.undaunted.plays import Dice
from engine.undaunted.presentation import say, unit_label

if TYPE_CHECKING:
    from engine.undaunted.game import Game

FOG_PER_TOKEN = 1  # 000/003 Pátrání: one fog-of-war card for each new control token
FIRE_LANE_DICE = 3  # 003 Žetony palebného sektoru: krycí palba 3
MINE_DICE = 1  # 003 Žetony min: útok 1 / demolice 1


def mine_triggers(mine: Mine, unit: Unit) -> bool:
    """003 Žetony min: only the opponent's mines; the anti-personnel side against infantry, the anti-tank
    side against tanks."""
    return mine.owner != unit.side and mine.anti_tank == unit.is_tank


def move(game: Game, side: Side, unit: Unit, path: tuple[TileId, ...], kind: Action, expl: Explanation,
         dice: Dice) -> bool:
    """Move step by step; mines and fire lanes may stop the move.  Returns True when stopped."""
    pos = game.position
    enemy = pos.enemy(side)
    for step in path:
        assert unit.tile is not None
        edge = frozenset((unit.tile, step))
        for mine in list(pos.mines):
            if mine.edge == edge and mine_triggers(mine, unit) and mine_attack(game, unit, mine, expl, dice):
                return True
        unit.tile = step
        if kind is Action.SCOUT and pos.control_of(step, side) is None:
            _scout_tile(game, side, step, expl)
        if not unit.is_tank:
            for (lane_side, squad), tile in list(pos.fire_lanes.items()):
                if tile == step and lane_side == enemy and fire_lane_attack(game, unit, lane_side, squad, expl, dice):
                    return True
    _after_move(game, side, unit, kind, expl)
    return False


def _scout_tile(game: Game, side: Side, step: TileId, expl: Explanation) -> None:
    pos = game.position
    pc = pos.cards[side]
    pos.control[(step, side)] = SCOUTED
    fog = [c for c in pc.reserve if c.is_fog][:FOG_PER_TOKEN]
    for c in fog:
        pc.reserve.remove(c)
        pc.discard.append(c)
    key = "effects.scouted_tile" if fog else "effects.scouted_tile_no_fog"
    expl.add(say(key, tile=step), game.cite(Action.SCOUT))


def _after_move(game: Game, side: Side, unit: Unit, kind: Action, expl: Explanation) -> None:
    pos = game.position
    if unit.kind is UnitType.MORTAR and side in pos.mortar_target:
        del pos.mortar_target[side]
        expl.add(say("effects.mortar_moved"), game.cite(Action.AIM))
    if unit.kind is UnitType.MACHINE_GUNNERS and (side, unit.squad) in pos.fire_lanes:
        del pos.fire_lanes[(side, unit.squad)]
        expl.add(say("effects.mg_moved"), game.cite("fire_lanes"))
    expl.add(say("effects.moved", unit=unit_label(unit.kind, unit.squad), tile=unit.tile, action=kind),
             game.cite(kind))
    if kind is Action.SNEAK and game.variant.sneak_value_disputed:
        expl.add(say("effects.sneak_disputed"), game.cite(kind), game.cite("quick_reference_hidden_move"))


def mine_attack(game: Game, unit: Unit, mine: Mine, expl: Explanation, dice: Dice) -> bool:
    """An enemy mine attacks a unit crossing its edge: útok 1 (demolice 1 against a tank), base defense only."""
    pos = game.position
    assert unit.tile is not None
    action = Action.DEMOLITION if mine.anti_tank else Action.ATTACK
    defense = total_defense(game.variant, Attack(
        action, TANK if unit.is_tank else INFANTRY, unit.defense, pos.tiles[unit.tile], 0,
        mine=True, smoke=unit.tile in pos.smoke,
    ))
    expl.extend(defense.explanation)
    roll = resolve_roll(game.variant, dice.roll(MINE_DICE), defense.total)
    expl.extend(roll.explanation)
    if not roll.success:
        expl.add(say("effects.mine_missed"), game.cite("mine_tokens"))
        return False
    casualty(game, unit, expl, None, None)
    pos.mines.remove(mine)
    expl.add(say("effects.mine_hit"), game.cite("mine_tokens"))
    return True


def fire_lane_attack(game: Game, unit: Unit, lane_side: Side, squad: Squad | None, expl: Explanation,
                     dice: Dice) -> bool:
    """Entering an enemy fire lane: its machine gunners fire krycí palba 3; a success ends the unit's action."""
    pos = game.position
    try:
        gunner = pos.unit(lane_side, UnitType.MACHINE_GUNNERS, squad)
    except KeyError:
        return False
    assert unit.tile is not None and gunner.tile is not None
    expl.add(say("effects.fire_lane_fires", tile=unit.tile, squad=squad or "", dice=FIRE_LANE_DICE),
             game.cite("fire_lanes"))
    defense = total_defense(game.variant, Attack(
        Action.SUPPRESS, INFANTRY, unit.defense, pos.tiles[unit.tile], pos.distance(gunner.tile, unit.tile),
        attacker_tile=pos.tiles[gunner.tile], smoke=unit.tile in pos.smoke,
        target_controls_tile=pos.control_of(unit.tile, unit.side) == CONTROLLED,
    ))
    expl.extend(defense.explanation)
    roll = resolve_roll(game.variant, dice.roll(FIRE_LANE_DICE), defense.total)
    expl.extend(roll.explanation)
    if roll.success and not unit.suppressed:
        unit.suppressed = True
        drop_fire_lane(game, unit, expl)
        expl.add(say("effects.fire_lane_hit"), game.cite("fire_lanes"))
        return True
    return False
