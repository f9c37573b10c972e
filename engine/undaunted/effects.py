"""Effects of a played card (:meth:`Game.push`): every action's result on the position, explained.

``push`` moves the card to the play area (or to the reserve for *stažení do
zálohy*) and resolves its action through ``EFFECTS``; movements may trigger
mines and fire lanes (:mod:`engine.undaunted.moves`), combat rolls the dice and
applies hits (:mod:`engine.undaunted.hits`).  Nothing is checked here: see
:mod:`engine.undaunted.checks`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.explain import Explanation
from engine.undaunted import cards as zones
from engine.undaunted.facts import Action, CardName, Zone
from engine.undaunted.hits import combat, drop_fire_lane
from engine.undaunted.model import CONTROLLED, SCOUTED, Card, CardAction, Mine, Side, Unit
from engine.undaunted.moves import move
from engine.undaunted.plays import Dice, Play, PushResult
from engine.undaunted.presentation import say, unit_label

if TYPE_CHECKING:
    from engine.undaunted.game import Game

Effect = Callable[["Game", Side, Card, "Unit | None", CardAction, Play, PushResult, Dice, "random.Random | None"], None]


def push(game: Game, play: Play, dice: Dice, rng: random.Random | None) -> PushResult:
    """Apply ``play`` for the side to move (not checked)."""
    pos = game.position
    side = pos.to_move
    pc = pos.cards[side]
    card = game.hand_card(side, play.card)
    pc.hand.remove(card)
    result = PushResult()
    if play.action is Action.WITHDRAW:
        pc.reserve.append(card)
        result.explanation.add(say("effects.withdraw", card=unit_label(card.name, card.squad)), game.cite("withdraw"))
        return result
    pc.play_area.append(card)
    resolve(game, side, card, play, result, dice, rng)
    return result


def resolve(game: Game, side: Side, card: Card, play: Play, result: PushResult, dice: Dice,
            rng: random.Random | None) -> None:
    """Carry out ``play`` of ``card`` (also for an action carried out through another card)."""
    expl = result.explanation
    unit = game.card_unit(side, card)
    if play.action is Action.READY_UNIT:
        assert unit is not None
        unit.suppressed = False
        expl.add(say("effects.ready_unit", unit=unit_label(unit.kind, unit.squad)), game.cite("suppressed"))
        return
    if unit is not None and unit.tile is None:
        tiles = game.deployment_tiles(side, card)
        unit.tile = play.tile if play.tile in tiles else tiles[0]
        expl.add(say("effects.deployed", unit=unit_label(unit.kind, unit.squad), tile=unit.tile),
                 game.cite("deployment"))
    act = next((a for a in card.actions if a.kind == play.action), CardAction(play.action))
    if play.action in game.variant.combat:
        assert unit is not None
        combat(game, side, unit, play.action, act, play, result, dice, rng)
        return
    EFFECTS[play.action](game, side, card, unit, act, play, result, dice, rng)


# ---------------------------------------------------------------- movement


def _own_move(kind: Action) -> Effect:
    def effect(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
               result: PushResult, dice: Dice, rng: random.Random | None) -> None:
        assert unit is not None
        move(game, side, unit, play.path, kind, result.explanation, dice)

    return effect


def _maneuver(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
              result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    mover = game.position.find_unit(play.unit) if play.unit else unit
    assert mover is not None
    move(game, side, mover, play.path, Action.MANEUVER, result.explanation, dice)


# ---------------------------------------------------------------- cards


def _bolster(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
             result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    pc = game.position.cards[side]
    quick = play.action is Action.QUICK_BOLSTER
    for uid in play.cards:
        chosen = next(c for c in pc.reserve if c.uid == uid)
        pc.reserve.remove(chosen)
        (pc.hand if quick else pc.discard).append(chosen)
        key = "effects.quick_bolster_card" if quick else "effects.bolster_card"
        result.explanation.add(say(key, card=unit_label(chosen.name, chosen.squad)), game.cite(play.action))
        _unroute(game, side, chosen, result.explanation, play.action)


def _unroute(game: Game, side: Side, card: Card, expl: Explanation, key: str) -> None:
    unit = game.card_unit(side, card)
    if unit is not None and unit.routed:
        unit.routed = False
        expl.add(say("effects.unrouted", unit=unit_label(unit.kind, unit.squad)), game.cite(key))


def _command(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
             result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    default = game.variant.default_values.get(Action.COMMAND, (0, ""))[0]
    count = play.count if play.count is not None else (act.value or default)
    drawn = zones.draw(game.position.cards[side], count, rng)
    result.explanation.add(say("effects.command_drawn", n=len(drawn)), game.cite(Action.COMMAND))


def _confuse(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
             result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    epc = game.position.cards[game.position.enemy(side)]
    fog = next((c for c in epc.reserve if c.is_fog), None)
    if fog is None:
        result.explanation.add(say("effects.confuse_none"), game.cite(Action.CONFUSE))
        return
    epc.reserve.remove(fog)
    epc.discard.append(fog)
    result.explanation.add(say("effects.confuse"), game.cite(Action.CONFUSE))


def _control(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
             result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    pos = game.position
    assert unit is not None and unit.tile is not None
    pos.control[(unit.tile, side)] = CONTROLLED
    result.explanation.add(say("effects.control", tile=unit.tile), game.cite(Action.CONTROL))
    enemy = pos.enemy(side)
    if pos.control_of(unit.tile, enemy) == CONTROLLED:
        pos.control[(unit.tile, enemy)] = SCOUTED
        result.explanation.add(say("effects.control_enemy_flipped"), game.cite(Action.CONTROL))


def _rally(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    pc = game.position.cards[side]
    chosen = next(c for c in pc.play_area if c.uid == play.cards[0])
    label = unit_label(chosen.name, chosen.squad)
    if game.variant.rally_returns_card:
        pc.play_area.remove(chosen)
        pc.hand.append(chosen)
        result.explanation.add(say("effects.rally_back", card=label), game.cite(Action.RALLY))
        return
    assert play.follow is not None
    result.explanation.add(say("effects.rally_follow", card=label), game.cite(Action.RALLY))
    resolve(game, side, chosen, play.follow, result, dice, rng)


def _exert(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    chosen = next(c for c in game.position.cards[side].play_area if c.uid == play.cards[0])
    assert play.follow is not None
    resolve(game, side, chosen, play.follow, result, dice, rng)
    worn = game.card_unit(side, chosen)
    if worn is not None:
        worn.suppressed = True
        result.explanation.add(say("effects.exert_suppressed", unit=unit_label(worn.kind, worn.squad)),
                               game.cite(Action.EXERT))
        drop_fire_lane(game, worn, result.explanation)


def _recon(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    pc = game.position.cards[side]
    fog = next((c for c in pc.hand if c.is_fog), None)
    if fog is None:
        result.explanation.add(say("effects.recon_no_fog"), game.cite(Action.RECON))
    else:
        pc.hand.remove(fog)
        pc.set_aside.append(fog)
        drawn = zones.draw(pc, 1, rng)
        result.explanation.add(say(game.variant.recon_fog_message, n=len(drawn)), game.cite(Action.RECON))
    if play.action is Action.SECURING_RECON and play.path:
        assert unit is not None
        move(game, side, unit, play.path, Action.SCOUT, result.explanation, dice)


# ---------------------------------------------------------------- markers


def _aim(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
         result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert play.tile is not None
    game.position.mortar_target[side] = play.tile
    result.explanation.add(say("effects.aim", tile=play.tile), game.cite(Action.AIM))


def _smoke(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert unit is not None and unit.tile is not None
    pc = game.position.cards[side]
    game.position.smoke[unit.tile] = (side, card.squad)
    pc.smoke_placed[card.squad] = pc.smoke_placed.get(card.squad, 0) + 1
    result.explanation.add(say("effects.smoke", tile=unit.tile), game.cite(Action.SMOKE))


def _mines(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    pc = game.position.cards[side]
    for a, b, anti_tank in play.mines:
        game.position.mines.append(Mine(frozenset((a, b)), side, card.squad, anti_tank))
    pc.mines_placed[card.squad] = pc.mines_placed.get(card.squad, 0) + len(play.mines)
    result.explanation.add(say("effects.mines", n=len(play.mines)), game.cite(Action.MINES))


def _fire_lane(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
               result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert play.tile is not None
    game.position.fire_lanes[(side, card.squad)] = play.tile
    result.explanation.add(say("effects.fire_lane", tile=play.tile), game.cite(Action.FIRE_LANE))


def _ready(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert play.unit is not None
    game.position.find_unit(play.unit).suppressed = False
    result.explanation.add(say("effects.ready"), game.cite(Action.READY))


def _anti_aircraft(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
                   result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    epc = game.position.cards[game.position.enemy(side)]
    for zone in (Zone.HAND, Zone.DISCARD, Zone.DECK):
        pile = epc.zone(zone)
        bomber = next((c for c in pile if c.name is CardName.BOMBER), None)
        if bomber is not None:
            pile.remove(bomber)
            epc.casualties.append(bomber)
            result.explanation.add(say("effects.bomber_removed", zone=zone), game.cite(Action.ANTI_AIRCRAFT))
            if zone is Zone.DECK and rng is not None:
                rng.shuffle(epc.deck)
            return
    result.explanation.add(say("effects.no_bomber"), game.cite(Action.ANTI_AIRCRAFT))


# ---------------------------------------------------------------- compound actions


def _sally(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
           result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert unit is not None
    stopped = move(game, side, unit, play.path, Action.MOVE, result.explanation, dice)
    if play.follow is not None and not stopped:
        follow_act = next(a for a in card.actions if a.kind == play.follow.action)
        combat(game, side, unit, play.follow.action, follow_act, play.follow, result, dice, rng)


def _attack_and_sneak(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play,
                      result: PushResult, dice: Dice, rng: random.Random | None) -> None:
    assert unit is not None and play.follow is not None
    follow_act = next(a for a in card.actions if a.kind == play.follow.action)
    combat(game, side, unit, play.follow.action, follow_act, play.follow, result, dice, rng)
    if play.path:
        move(game, side, unit, play.path, Action.SNEAK, result.explanation, dice)


EFFECTS: dict[Action, Effect] = {
    Action.MOVE: _own_move(Action.MOVE),
    Action.SNEAK: _own_move(Action.SNEAK),
    Action.SCOUT: _own_move(Action.SCOUT),
    Action.MANEUVER: _maneuver,
    Action.BOLSTER: _bolster,
    Action.QUICK_BOLSTER: _bolster,
    Action.COMMAND: _command,
    Action.CONFUSE: _confuse,
    Action.CONTROL: _control,
    Action.RALLY: _rally,
    Action.EXERT: _exert,
    Action.RECON: _recon,
    Action.SECURING_RECON: _recon,
    Action.AIM: _aim,
    Action.SMOKE: _smoke,
    Action.MINES: _mines,
    Action.FIRE_LANE: _fire_lane,
    Action.READY: _ready,
    Action.ANTI_AIRCRAFT: _anti_aircraft,
    Action.SALLY: _sally,
    Action.ATTACK_AND_SNEAK: _attack_and_sneak,
}
