"""Movement: how far an action moves a unit, and whether a described move is allowed.

A described move is laid out as a row of tiles ``0 → 1 → … → n`` with the player's
control tokens where the question puts them, and checked and pushed by the rules
(new control tokens and fog-of-war cards of pátrání come from the push).
"""

from __future__ import annotations

from engine.api import EngineAnswer, Intent
from engine.explain import Explanation, IllegalActionError
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.scenes import CARD, new_position
from engine.undaunted.facts import STALINGRAD_ONLY_UNITS, Action, CardName, ControlToken, Proposition, UnitType
from engine.undaunted.game import Game, Refusal
from engine.undaunted.hits import push_unit
from engine.undaunted.model import CONTROLLED, SCOUTED, Card, CardAction, Mine, Position, Tile, Unit
from engine.undaunted.moves import mine_triggers
from engine.undaunted.plays import Play
from engine.undaunted.presentation import describe

P = Proposition
_MOVE_FACTS = ("steps", "destination_control", "unscouted_tiles", "impassable", "suppressed", "fog_in_reserve",
               "via_tunnel")


def answer_movement(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "movement"
    f, v = ctx.facts, ctx.variant
    action = f.action if f.action is not None else Action.MOVE
    value = f.action_value if f.action_value is not None else v.default_values.get(action, (None, ""))[0]
    if value is None and action is Action.SCOUT and f.steps is not None:  # "pátráním o dvě pole": X ≥ 2
        value = f.steps
        ctx.step("answer.scout_value_from_steps", action, action=action, steps=f.steps)
    if value is None:
        ctx.need("action_value")
        ctx.say("summary.value_missing", action=action)
        return ctx.done()
    if action is Action.SNEAK and v.sneak_value_disputed:
        ctx.step("answer.sneak_disputed", Action.SNEAK)
    asks_move = ctx.asked in (P.MOVE_ALLOWED, P.ACTION_ALLOWED, P.CONTROL_TOKEN_PLACED) or any(
        getattr(f, n) is not None for n in _MOVE_FACTS)
    counts_fog = ctx.query.intent is Intent.COUNT and f.unscouted_tiles is not None  # "kolik zmatků si vezmu?"
    if not asks_move or (ctx.query.intent in (Intent.COUNT, Intent.LOOKUP) and ctx.asked is None and not counts_fog):
        _how_far(ctx, action, value)
        return ctx.done()
    default = UnitType.SCOUTS if action is Action.SCOUT else UnitType.RIFLEMEN  # pátrání is the scouts' action
    unit = f.unit or (f.card_played.unit if f.card_played else None) or default
    if not v.has_structures and unit in STALINGRAD_ONLY_UNITS:
        ctx.step("answer.unit_not_in_normandie", "units")
        ctx.say("summary.unit_not_in_normandie")
        return ctx.done()
    if unit in v.unscouted_movers and f.destination_control is ControlToken.NONE:
        own = Action.SCOUT if unit is UnitType.SCOUTS else Action.SNEAK
        ctx.step("answer.unscouted_mover", "control_tokens", action=own)
        ctx.step("answer.unscouted_disputed", "snipers", "control_tokens")  # recorded in data/disagreements.toml
        if f.action is None:  # no action named: they reach an unscouted tile by their own pátrání / skrytý přesun
            action, value = own, v.default_values.get(own, (1, ""))[0]
        elif action is Action.MOVE:  # the action přesun itself may not; say what may
            ctx.step("answer.unscouted_not_by_move", Action.MOVE, action=own)
    _check_move(ctx, action, value, unit)
    return ctx.done()


def _how_far(ctx: Ctx, action: Action, value: int) -> None:
    ctx.number(steps=value)
    key = "answer.moves_up_to" if action is Action.SCOUT else "answer.moves_by"
    ctx.step(key, action, action=action, value=value)
    description = describe(action, ctx.variant.game)
    if description:
        ctx.step("answer.describe", action, action=action, text=description)
    ctx.say("summary.moves_up_to" if action is Action.SCOUT else "summary.moves_by", action=action, value=value)


def _check_move(ctx: Ctx, action: Action, value: int, kind: UnitType) -> None:
    f, v = ctx.facts, ctx.variant
    steps = max(f.steps or f.distance or 1, f.unscouted_tiles or 0)
    side = v.sides[0]
    tiles = [Tile(str(i)) for i in range(steps + 1)]
    tiles[-1].impassable = bool(f.impassable)
    tunnel = bool(f.via_tunnel)
    if tunnel:  # two tunnel tokens far apart: the move goes from one to the other
        tiles = [Tile("0"), Tile("mezi"), Tile("1")]
        steps = 1
    pos = new_position(v, tiles)
    if tunnel:
        pos.tunnels |= {"0", "1"}
    unit = Unit(side, kind, f.unit_squad, 4, "0", suppressed=bool(f.suppressed))
    pos.units.append(unit)
    dest = f.destination_control
    if dest is None and action in (Action.MOVE, Action.MANEUVER):
        ctx.need("destination_control")
    _place_tokens(ctx, pos, action, steps, dest)
    fog = f.fog_in_reserve if f.fog_in_reserve is not None else steps  # not said: enough for the tiles scouted
    pos.cards[side].reserve += [Card(f"fog{i}", CardName.FOG_OF_WAR) for i in range(fog)]
    card_name = CardName.PLATOON_DEPUTY if action is Action.MANEUVER else CardName(kind.value)
    squad = f.squad if action is Action.MANEUVER else None  # "manévr 1 C": only a unit of squad C
    card_squad = None if action is Action.MANEUVER else f.unit_squad  # the unit's own card names its squad
    pos.cards[side].hand.append(Card(CARD, card_name, card_squad, actions=(CardAction(action, value, squad),)))
    path = ("1",) if tunnel else tuple(t.id for t in tiles[1:])
    play = Play(CARD, action, path=path, unit=unit.key if action is Action.MANEUVER else None)
    game = Game(pos)
    try:
        game.check(play)
    except IllegalActionError as err:
        ctx.answer.needs.clear()
        ctx.answer.missing.clear()
        ctx.refusal(err)
        ctx.answer.find(P.MOVE_ALLOWED, False, *err.rules)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return
    if ctx.answer.needs:
        ctx.say("summary.depends_on_destination")
        return
    ctx.find(P.MOVE_ALLOWED, True, action)
    ctx.find(P.ACTION_ALLOWED, True, action)
    reached = path[-1]
    had = game.position.control_of(reached, side)
    ctx.expl.extend(game.push(play).explanation)
    placed = had is None and game.position.control_of(reached, side) is not None
    ctx.find(P.CONTROL_TOKEN_PLACED, placed, action)  # a tile with your token already gets no new one
    if had is None and not placed and action is Action.SNEAK:
        ctx.step("answer.describe", action, action=action, text=describe(action, v.game))
    _scouting(ctx, action, steps)
    if kind is UnitType.TANK and v.has_structures:
        ctx.step("answer.tank_moves", "tanks")
    fog_added = ctx.answer.numbers.get("fog_cards")
    ctx.say("summary.move_allowed", action=action)
    if ctx.found(P.CONTROL_TOKEN_PLACED) is not None:
        ctx.say("summary.token_placed" if ctx.found(P.CONTROL_TOKEN_PLACED) else "summary.no_token_placed")
    if fog_added is not None:
        ctx.say("summary.fog_added", n=fog_added)
    elif action is Action.SCOUT and f.unscouted_tiles:
        ctx.say("summary.fog_added_if_reserve", n=f.unscouted_tiles)


def _place_tokens(ctx: Ctx, pos: Position, action: Action, steps: int, dest: ControlToken | None) -> None:
    """The player's control tokens on the path: all but the unscouted ones; the destination as stated."""
    f, side = ctx.facts, ctx.variant.sides[0]
    unscouted = f.unscouted_tiles
    for i in range(1, steps + 1):
        last = i == steps
        if action is Action.SCOUT and unscouted is not None:
            has = i <= steps - unscouted
        elif last:
            has = dest in (None, ControlToken.SCOUTED, ControlToken.CONTROLLED)
        else:
            has = True
        if has:
            pos.control[(str(i), side)] = CONTROLLED if last and dest is ControlToken.CONTROLLED else SCOUTED


def _scouting(ctx: Ctx, action: Action, steps: int) -> None:
    """Pátrání: the new control tokens and the fog-of-war cards they bring."""
    f = ctx.facts
    if action is not Action.SCOUT:
        return
    unscouted = f.unscouted_tiles
    if unscouted is not None:
        ctx.number(new_control_tokens=unscouted)
    if f.fog_in_reserve is None and unscouted:
        ctx.step("answer.fog_per_token", Action.SCOUT, n=unscouted)
    if f.fog_in_reserve is not None:
        added = min(unscouted or 0, f.fog_in_reserve)
        ctx.number(fog_cards=added)
        ctx.step("answer.fog_added", Action.SCOUT, reserve=f.fog_in_reserve, n=added)


def answer_rout_push(ctx: Ctx) -> EngineAnswer:
    """The attacker moves the enemy unit it routed (Stalingrad) to a neighbouring tile its owner scouted or
    controls; never an anti-tank gun.  Normandie has no rout: the unit's token leaves the board."""
    ctx.answer.kind = "movement"
    f, v = ctx.facts, ctx.variant
    if not v.has_structures:
        ctx.step("answer.no_rout_normandie", "casualties")
        ctx.find(P.MOVE_ALLOWED, False, "casualties")
        ctx.say("summary.no_rout_normandie")
        return ctx.done()
    kind = f.target.unit if f.target is not None else None
    if not f.routed:  # only a routed unit (or one hit by the flamethrower) is moved by the attacker
        ctx.step("cards.rout_push", "rout")
        if f.routed is None:
            ctx.need("routed")
        else:
            ctx.find(P.MOVE_ALLOWED, False, "rout")
        ctx.say("summary.rout_push")
        return ctx.done()
    enemy = v.sides[1]
    pos = new_position(v, [Tile("jednotky"), Tile("sousední")], chain=True)
    unit = Unit(enemy, kind or UnitType.RIFLEMEN, None, 4, "jednotky", suppressed=bool(f.target_suppressed))
    unit.routed = True
    pos.units.append(unit)
    token = f.owner_control_at_destination
    if token in (ControlToken.SCOUTED, ControlToken.CONTROLLED):
        pos.control[("sousední", enemy)] = token
    ctx.step("cards.rout_push", "rout")
    if kind is not UnitType.ANTI_TANK_GUN and token is None:
        # no tile named: the rule allows the push, to a neighbouring tile its owner scouted or controls (said)
        ctx.find(P.MOVE_ALLOWED, True, "rout")
        ctx.say("summary.rout_push")
        return ctx.done()
    explanation = Explanation()
    try:
        moved = push_unit(Game(pos), unit, "sousední", explanation, "rout")
    except Refusal as err:
        ctx.refusal(err)
        ctx.answer.find(P.MOVE_ALLOWED, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return ctx.done()
    ctx.answer.explanation.extend(explanation)
    ctx.find(P.MOVE_ALLOWED, moved, "rout")
    ctx.say("summary.rout_push_done" if moved else "summary.anti_tank_gun_stays")
    return ctx.done()


def answer_mine(ctx: Ctx) -> EngineAnswer:
    """Does a mine attack the unit crossing its edge?  The opponent's mine only, the side facing up for
    the unit's kind (003 Žetony min); Normandie has no mines."""
    ctx.answer.kind = "attack"
    f, v = ctx.facts, ctx.variant
    if not v.has_structures:
        ctx.step("answer.no_structures_normandie", "units")
        ctx.find(P.MINE_TRIGGERS, False, "units")
        ctx.say("answer.no_structures_normandie_short")
        return ctx.done()
    kind = f.unit or (f.target.unit if f.target is not None else None) or f.attacker
    ctx.step("answer.mine_rule", "mine_tokens")
    own = bool(f.mine_own)
    if f.mine_own is None:
        ctx.step("answer.mine_enemy_assumed", "mine_tokens")
    anti_tank = f.mine_anti_tank
    if not own and (anti_tank is None or kind is None):
        ctx.need(*(["mine_anti_tank"] if anti_tank is None else []), *(["unit"] if kind is None else []))
        ctx.say("summary.mine_depends")
        return ctx.done()
    side, enemy = v.sides
    crossing = Unit(side, kind or UnitType.RIFLEMEN, None, 4, "0")
    triggers = mine_triggers(Mine(frozenset({"0", "1"}), side if own else enemy, None, bool(anti_tank)), crossing)
    ctx.find(P.MINE_TRIGGERS, triggers, "mine_tokens")
    ctx.say("summary.mine_triggers" if triggers else "summary.mine_not_triggered")
    return ctx.done()
