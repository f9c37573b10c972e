"""Legality: may this card be played for this action now?  (:meth:`Game.check`)

``check_card`` refuses what no action may do (fog of war, a suppressed or missing
unit, an action the game or the card does not have), then hands over to the
action's own check in ``CHECKS``.  Every refusal is an
:class:`~engine.explain.IllegalActionError` with a Czech reason and the rule id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.explain import IllegalActionError, MissingFactError
from engine.undaunted.facts import Action, UnitType
from engine.undaunted.model import BUILDING, CONTROLLED, INFANTRY, TANK, TUNNEL, Card, CardAction, Side, TileId, Unit
from engine.undaunted.plays import Play
from engine.undaunted.presentation import say, unit_label

if TYPE_CHECKING:
    from engine.undaunted.game import Game

Check = Callable[["Game", Side, Card, "Unit | None", CardAction, Play], None]

MORTAR_MIN_RANGE = 3  # 000 Zaměření: "nejméně ve vzdálenosti 3 polí"
MAX_SMOKE_PER_SQUAD = 2  # 003 Dýmavnice
MAX_MINES_PER_SQUAD = 4  # 003 Miny


def check_card(game: Game, side: Side, card: Card, play: Play, *, from_hand: bool) -> None:
    """Refuse ``play`` of ``card`` unless it is legal (``from_hand``: played now, not through another card)."""
    v = game.variant
    if card.is_fog:
        raise game.refuse("fog_not_playable", "fog_of_war")
    if play.action is Action.WITHDRAW:
        if not from_hand:
            raise game.refuse("withdraw_only_played", "withdraw")
        return
    unit = game.card_unit(side, card)
    if play.action is Action.READY_UNIT:
        if unit is None or not unit.suppressed:
            raise game.refuse("ready_only_suppressed", "suppressed")
        return
    if unit is not None and unit.suppressed:
        raise game.refuse("unit_suppressed", "suppressed", unit=unit_label(unit.kind, unit.squad))
    if play.action not in v.actions:
        raise game.refuse("action_unknown_in_game", "actions", action=play.action, game=v.title)
    act = game.card_action(card, play.action)
    if card.is_unit_card and unit is None:
        raise MissingFactError(say("need.unit_token", card=unit_label(card.name, card.squad)), fact="units")
    if unit is not None and unit.tile is None:
        _check_deployment(game, side, card, play)
    handler = check_combat if play.action in v.combat else CHECKS.get(play.action)
    if handler is None:
        raise game.refuse("action_not_checked", "actions", action=play.action)
    handler(game, side, card, unit, act, play)


def _check_deployment(game: Game, side: Side, card: Card, play: Play) -> None:
    tiles = game.deployment_tiles(side, card)
    label = unit_label(card.name, card.squad)
    if not tiles:
        raise game.refuse("cannot_deploy", "tanks" if card.unit_kind is UnitType.TANK else "deployment", card=label)
    if play.tile is not None and play.action not in (Action.AIM, Action.FIRE_LANE) and play.tile not in tiles:
        raise game.refuse("deploy_only_on", "deployment", card=label, tiles=tuple(tiles))


# ---------------------------------------------------------------- movement


def check_move(game: Game, side: Side, mover: Unit, start: TileId, act: CardAction, play: Play, kind: Action) -> None:
    """A movement of ``mover`` from ``start`` along ``play.path`` by action ``kind``."""
    pos, v = game.position, game.variant
    value = act.value if act.value is not None else v.default_values.get(kind, (1, ""))[0]
    if not play.path:
        raise game.refuse("move_no_path", kind)
    if len(play.path) > value and kind is Action.SNEAK and v.sneak_value_disputed:
        raise IllegalActionError(say("refuse.sneak_disputed", value=value), game.cite(kind),
                                 game.cite("quick_reference_hidden_move"))
    if len(play.path) > value:
        raise game.refuse("move_too_far", kind, action=kind, value=value)
    if mover.routed and kind is Action.MANEUVER:
        raise game.refuse("maneuver_routed", kind)
    if kind is Action.MANEUVER and mover.kind is UnitType.ANTI_TANK_GUN:
        raise game.refuse("maneuver_anti_tank_gun", kind)
    current = start
    for step in play.path:
        if step not in pos.tiles:
            raise game.refuse("tile_not_on_board", kind, tile=step)
        if step not in pos.move_neighbours(current, tank=mover.is_tank):
            if mover.is_tank and current in pos.tunnels and step in pos.tunnels:
                raise game.refuse("tank_no_tunnels", "tunnels")
            raise game.refuse("not_adjacent", kind, tile=step, other=current)
        if mover.is_tank and pos.tiles[step].impassable:
            raise game.refuse("tank_impassable", "tanks", tile=step)
        current = step
    dest = play.path[-1]
    if kind in (Action.MOVE, Action.MANEUVER) and pos.control_of(dest, side) is None:
        raise game.refuse("needs_control_token", kind, tile=dest)


def _own_move(kind: Action) -> Check:
    def check(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        check_move(game, side, unit, game.unit_tile(side, card, unit, play), act, play, kind)

    return check


def _check_maneuver(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if play.unit is None:
        raise game.refuse("maneuver_choose_unit", Action.MANEUVER)
    mover = game.position.find_unit(play.unit)
    if mover.side != side:
        raise game.refuse("maneuver_own_only", Action.MANEUVER)
    if act.squad and not game.same_squad(mover.squad, act.squad):
        raise game.refuse("maneuver_squad", Action.MANEUVER, squad=act.squad)
    if mover.suppressed:
        raise game.refuse("maneuver_suppressed", Action.MANEUVER)
    if mover.tile is None:
        raise game.refuse("unit_off_board", Action.MANEUVER)
    check_move(game, side, mover, mover.tile, act, play, Action.MANEUVER)


# ---------------------------------------------------------------- cards


def _check_bolster(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    reserve = {c.uid: c for c in game.position.cards[side].reserve}
    limit = act.value or 0
    if len(play.cards) > limit:
        raise game.refuse("bolster_too_many", Action.BOLSTER, limit=limit)
    for uid in play.cards:
        if uid not in reserve:
            raise game.refuse("not_in_reserve", Action.BOLSTER)
        if act.squad and not game.same_squad(reserve[uid].squad, act.squad):
            raise game.refuse("bolster_squad", Action.BOLSTER, limit=limit, squad=act.squad)


def _check_quick_bolster(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    reserve = {c.uid for c in game.position.cards[side].reserve}
    if len(play.cards) > (act.value or 1) or any(uid not in reserve for uid in play.cards):
        raise game.refuse("quick_bolster", Action.QUICK_BOLSTER)


def _check_command(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if play.count is not None and play.count > (act.value or 0):
        raise game.refuse("command_too_many", Action.COMMAND, value=act.value or 0)


def _always(*_: object) -> None:
    """Always playable (zmatení nepřítele without fog in the enemy reserve just has no effect)."""


def _check_control(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    pos = game.position
    tile = game.unit_tile(side, card, unit, play)
    own = pos.control_of(tile, side)
    if own is None:
        raise game.refuse("control_needs_scouted", Action.CONTROL, tile=tile)
    if own == CONTROLLED:
        raise game.refuse("control_already", Action.CONTROL, tile=tile)
    refusal = game.variant.control_refusal(pos, tile, side)
    if refusal is not None:
        message, values = refusal
        raise game.refuse(message, Action.CONTROL, **values)


def _check_rally(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    played = {c.uid: c for c in game.position.cards[side].play_area}
    if len(play.cards) != 1 or play.cards[0] not in played:
        raise game.refuse("rally_choose_card", Action.RALLY)
    chosen = played[play.cards[0]]
    if act.squad and not game.same_squad(chosen.squad, act.squad):
        whose = f"patří družstvu {chosen.squad}" if chosen.squad else \
            f"({unit_label(chosen.name, None)}) nepatří žádnému družstvu"
        raise game.refuse("rally_squad", Action.RALLY, squad=act.squad, whose=whose)
    if game.variant.rally_returns_card:
        return
    if play.follow is None:
        raise game.refuse("rally_choose_action", Action.RALLY)
    follow_act = next((a for a in chosen.actions if a.kind == play.follow.action), None)
    if follow_act is None:
        raise game.refuse("card_lacks_action", Action.RALLY, card=unit_label(chosen.name, chosen.squad),
                          action=play.follow.action)
    if follow_act.upgraded:
        raise game.refuse("rally_upgraded", Action.RALLY)
    check_card(game, side, chosen, play.follow, from_hand=False)


def _check_exert(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    played = {c.uid: c for c in game.position.cards[side].play_area}
    if len(play.cards) != 1 or play.cards[0] not in played or play.follow is None:
        raise game.refuse("exert_choose", Action.EXERT)
    chosen = played[play.cards[0]]
    if not chosen.is_unit_card or chosen.unit_kind is UnitType.TANK:
        raise game.refuse("exert_infantry_only", Action.EXERT)
    check_card(game, side, chosen, play.follow, from_hand=False)


def _check_recon(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if game.variant.recon_needs_fog and not any(c.is_fog for c in game.position.cards[side].hand):
        raise game.refuse("recon_needs_fog", Action.RECON)


def _check_securing_recon(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    _check_recon(game, side, card, unit, act, play)
    if play.path:
        assert unit is not None
        check_move(game, side, unit, game.unit_tile(side, card, unit, play), CardAction(Action.SCOUT, 1), play,
                   Action.SCOUT)


# ---------------------------------------------------------------- markers


def _check_aim(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    pos = game.position
    if play.tile is None or play.tile not in pos.tiles:
        raise game.refuse("aim_choose_tile", Action.AIM)
    distance = pos.distance(game.unit_tile(side, card, unit, play), play.tile)
    if distance < MORTAR_MIN_RANGE:
        raise game.refuse("aim_too_close", Action.AIM, tile=play.tile, distance=distance)


def _check_smoke(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if game.unit_tile(side, card, unit, play) in game.position.smoke:
        raise game.refuse("smoke_one_per_tile", "smoke_tokens")
    if game.position.cards[side].smoke_placed.get(card.squad, 0) >= MAX_SMOKE_PER_SQUAD:
        raise game.refuse("smoke_limit", Action.SMOKE)


def _check_mines(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    pos = game.position
    tile = game.unit_tile(side, card, unit, play)
    if len(play.mines) > (act.value or 0):
        raise game.refuse("mines_too_many", Action.MINES, value=act.value or 0)
    if pos.cards[side].mines_placed.get(card.squad, 0) + len(play.mines) > MAX_MINES_PER_SQUAD:
        raise game.refuse("mines_limit", Action.MINES)
    seen: set[frozenset[str]] = set()
    for a, b, _ in play.mines:
        edge = frozenset((a, b))
        if tile not in edge or (b if a == tile else a) not in pos.adjacency[tile]:
            raise game.refuse("mine_edge", Action.MINES, tile=tile)
        if edge in seen or any(m.edge == edge and m.owner == side for m in pos.mines):
            raise game.refuse("mine_twice", Action.MINES)
        seen.add(edge)


def _check_fire_lane(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if play.tile is None or play.tile not in game.position.tiles:
        raise game.refuse("fire_lane_choose", Action.FIRE_LANE)


def _check_ready(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    if play.unit is None:
        raise game.refuse("ready_choose", Action.READY)
    target = game.position.find_unit(play.unit)
    if target.side != side or not target.suppressed:
        raise game.refuse("ready_own_suppressed", Action.READY)
    if act.squad and not game.same_squad(target.squad, act.squad):
        raise game.refuse("ready_squad", Action.READY, squad=act.squad)


# ---------------------------------------------------------------- compound actions


def _check_sally(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
    assert unit is not None
    check_move(game, side, unit, game.unit_tile(side, card, unit, play), CardAction(Action.MOVE, 1), play,
               Action.MOVE)
    if play.follow is not None:
        _check_combat_follow(game, side, card, unit, play.follow, start=play.path[-1])


def _check_attack_and_sneak(game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction,
                            play: Play) -> None:
    assert unit is not None
    if play.follow is None:
        raise game.refuse("attack_and_sneak_choose", Action.ATTACK_AND_SNEAK)
    start = game.unit_tile(side, card, unit, play)
    _check_combat_follow(game, side, card, unit, play.follow, start=start)
    if play.path:
        check_move(game, side, unit, start, CardAction(Action.SNEAK, 1), play, Action.SNEAK)


def _check_combat_follow(game: Game, side: Side, card: Card, unit: Unit, follow: Play, start: TileId) -> None:
    if follow.action not in game.variant.combat:
        raise game.refuse("follow_must_be_combat", "actions")
    act = game.card_action(card, follow.action)
    check_combat(game, side, card, unit, act, follow, start=start)


# ---------------------------------------------------------------- combat


def check_combat(
    game: Game, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play, start: TileId | None = None
) -> None:
    """A combat action: a unit that may fight, a target the action may choose, within the card's range."""
    pos, v = game.position, game.variant
    spec = v.combat[play.action]
    if unit is not None and unit.routed:
        raise game.refuse("routed_no_combat", "rout")
    origin = start or (game.unit_tile(side, card, unit, play) if unit is not None else play.tile)
    if spec.target_mode == "mortar":
        if side not in pos.mortar_target:
            raise game.refuse("barrage_no_aim", "target")
        return
    if play.target is None:
        raise game.refuse("choose_target", "target")
    dest = _check_tile_target(game, side, play) if spec.target_mode == "tile" else _check_unit_target(game, side, play)
    if origin is None:
        return
    d = pos.distance(origin, dest)
    if act.max_range is not None and d > act.max_range:
        raise game.refuse("too_far", v.range_rule, limit=act.max_range, distance=d)
    if act.min_range is not None and d < act.min_range:
        raise game.refuse("too_near", v.range_rule, limit=act.min_range, distance=d)


def _check_tile_target(game: Game, side: Side, play: Play) -> TileId:
    pos, spec = game.position, game.variant.combat[play.action]
    target = play.target
    assert target is not None
    if target.kind != "tile" or target.tile not in pos.tiles:
        raise game.refuse("targets_tile", "target", action=play.action)
    dest = target.tile
    units = pos.units_on(dest)
    hit_any = any(not u.is_tank and (u.side != side or spec.include_own) for u in units) or (
        BUILDING in spec.target_classes and (pos.tiles[dest].is_building or dest in pos.tunnels)
    )
    if not hit_any and any(u.is_tank for u in units):
        raise IllegalActionError(say("refuse.tanks_unaffected", action=play.action), game.cite(play.action))
    if not hit_any:
        raise game.refuse("no_target_on_tile", "target", tile=dest, action=play.action)
    return dest


def _check_unit_target(game: Game, side: Side, play: Play) -> TileId:
    pos, spec = game.position, game.variant.combat[play.action]
    target = play.target
    assert target is not None
    if target.kind == "unit":
        assert target.unit is not None
        unit = pos.find_unit(target.unit)
        if unit.side == side:
            raise game.refuse("target_must_be_enemy", "target")
        if unit.tile is None:
            raise game.refuse("target_off_board", "target")
        cls, dest = unit.target_class, unit.tile
    elif target.kind in ("building", "tunnel") and target.tile is not None:
        dest = target.tile
        if target.kind == "building" and not pos.tiles[dest].is_building:
            raise game.refuse("not_a_building", "building_damage", tile=dest)
        if target.kind == "tunnel" and dest not in pos.tunnels:
            raise game.refuse("no_tunnel", "tunnels", tile=dest)
        cls = BUILDING if target.kind == "building" else TUNNEL
    else:
        raise game.refuse("unknown_target", "target")
    if cls not in spec.target_classes:
        if cls == TANK and spec.effect == "suppress":
            raise game.refuse("tank_not_suppressible", "tanks", action=play.action)
        allowed = tuple(c for c in (INFANTRY, TANK, BUILDING, TUNNEL) if c in spec.target_classes)
        raise game.refuse("target_class", "tanks" if cls == TANK else "target", action=play.action, allowed=allowed)
    return dest


CHECKS: dict[Action, Check] = {
    Action.MOVE: _own_move(Action.MOVE),
    Action.SNEAK: _own_move(Action.SNEAK),
    Action.SCOUT: _own_move(Action.SCOUT),
    Action.MANEUVER: _check_maneuver,
    Action.BOLSTER: _check_bolster,
    Action.QUICK_BOLSTER: _check_quick_bolster,
    Action.COMMAND: _check_command,
    Action.CONFUSE: _always,
    Action.ANTI_AIRCRAFT: _always,
    Action.CONTROL: _check_control,
    Action.RALLY: _check_rally,
    Action.EXERT: _check_exert,
    Action.RECON: _check_recon,
    Action.SECURING_RECON: _check_securing_recon,
    Action.AIM: _check_aim,
    Action.SMOKE: _check_smoke,
    Action.MINES: _check_mines,
    Action.FIRE_LANE: _check_fire_lane,
    Action.READY: _check_ready,
    Action.SALLY: _check_sally,
    Action.ATTACK_AND_SNEAK: _check_attack_and_sneak,
}
