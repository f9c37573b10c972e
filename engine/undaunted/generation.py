"""Candidate plays for the cards in hand (:meth:`Game.candidates`), before the legality filter.

Choices with many combinations are sampled, not enumerated: posily takes the first
eligible reserve cards, miny places one mine per edge and side of the token.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.undaunted.facts import Action
from engine.undaunted.model import TANK, Card, CardAction, Side, TileId, Unit
from engine.undaunted.plays import Aim, Play

if TYPE_CHECKING:
    from engine.undaunted.game import Game

_COMPOUND = frozenset({Action.SALLY, Action.ATTACK_AND_SNEAK, Action.SECURING_RECON})
_PLAIN = frozenset({Action.CONTROL, Action.COMMAND, Action.CONFUSE, Action.RECON, Action.SMOKE, Action.ANTI_AIRCRAFT})


def candidates(game: Game, side: Side) -> Iterator[Play]:
    for card in game.position.cards[side].hand:
        if card.is_fog:
            continue
        yield Play(card.uid, Action.WITHDRAW)
        unit = game.card_unit(side, card)
        if unit is not None and unit.suppressed:
            yield Play(card.uid, Action.READY_UNIT)
            continue
        yield from card_plays(game, side, card, unit, nested=False)


def card_plays(game: Game, side: Side, card: Card, unit: Unit | None, *, nested: bool,
               upgraded_ok: bool = True) -> Iterator[Play]:
    """Plays of each action of ``card`` (``nested``: carried out through another card)."""
    start = unit.tile if unit is not None and unit.tile is not None else None
    if unit is not None and start is None:
        tiles = game.deployment_tiles(side, card)
        start = tiles[0] if tiles else None
    for act in card.actions:
        if act.upgraded and not upgraded_ok:
            continue
        yield from _action_plays(game, side, card, unit, start, act, nested)


def _action_plays(game: Game, side: Side, card: Card, unit: Unit | None, start: TileId | None, act: CardAction,
                  nested: bool) -> Iterator[Play]:
    pos, v, kind = game.position, game.variant, act.kind
    if kind in (Action.MOVE, Action.SNEAK, Action.SCOUT) and start is not None and unit is not None:
        value = act.value or v.default_values.get(kind, (1, ""))[0]
        for path in _paths(game, start, value, unit.is_tank):
            yield Play(card.uid, kind, path=path)
    elif kind is Action.MANEUVER:
        for mover in pos.units:
            if mover.side == side and mover.tile is not None:
                for nxt in pos.move_neighbours(mover.tile, tank=mover.is_tank):
                    yield Play(card.uid, kind, unit=mover.key, path=(nxt,))
    elif kind in v.combat:
        for target in targets(game, side, kind):
            yield Play(card.uid, kind, target=target)
    elif kind in (Action.AIM, Action.FIRE_LANE):
        for tile in pos.tiles:
            yield Play(card.uid, kind, tile=tile)
    elif kind in (Action.BOLSTER, Action.QUICK_BOLSTER):
        yield from _reserve_plays(game, side, card, act)
    elif kind is Action.MINES and start is not None:
        for other in sorted(pos.adjacency[start]):
            for anti_tank in (False, True):
                yield Play(card.uid, kind, mines=((start, other, anti_tank),))
    elif kind is Action.READY:
        for u in pos.units:
            if u.side == side and u.suppressed:
                yield Play(card.uid, kind, unit=u.key)
    elif kind in (Action.RALLY, Action.EXERT) and not nested:
        yield from _through_played_card(game, side, card, kind)
    elif kind in _COMPOUND and start is not None and unit is not None:
        yield from _compound(game, side, card, kind, start, unit.is_tank)
    elif kind in _PLAIN:
        yield Play(card.uid, kind)


def _reserve_plays(game: Game, side: Side, card: Card, act: CardAction) -> Iterator[Play]:
    reserve = game.position.cards[side].reserve
    if act.kind is Action.QUICK_BOLSTER:
        for c in reserve:
            yield Play(card.uid, act.kind, cards=(c.uid,))
        return
    eligible = [c.uid for c in reserve if not act.squad or game.same_squad(c.squad, act.squad)]
    yield Play(card.uid, act.kind, cards=tuple(eligible[: act.value or 0]))


def _through_played_card(game: Game, side: Side, card: Card, kind: Action) -> Iterator[Play]:
    for c in game.position.cards[side].play_area:
        if kind is Action.RALLY and game.variant.rally_returns_card:
            yield Play(card.uid, kind, cards=(c.uid,))
            continue
        nested = card_plays(game, side, c, game.card_unit(side, c), nested=True, upgraded_ok=kind is Action.EXERT)
        for follow in nested:
            yield Play(card.uid, kind, cards=(c.uid,), follow=follow)


def _compound(game: Game, side: Side, card: Card, kind: Action, start: TileId, tank: bool) -> Iterator[Play]:
    combats = [a.kind for a in card.actions if a.kind in game.variant.combat]
    if kind is Action.SECURING_RECON:
        yield Play(card.uid, kind)
        for path in _paths(game, start, 1, tank):
            yield Play(card.uid, kind, path=path)
    elif kind is Action.SALLY:
        for path in _paths(game, start, 1, tank):
            yield Play(card.uid, kind, path=path)
            for combat in combats:
                for target in targets(game, side, combat):
                    yield Play(card.uid, kind, path=path, follow=Play(card.uid, combat, target=target))
    else:
        for combat in combats:
            for target in targets(game, side, combat):
                follow = Play(card.uid, combat, target=target)
                yield Play(card.uid, kind, follow=follow)
                for path in _paths(game, start, 1, tank):
                    yield Play(card.uid, kind, follow=follow, path=path)


def targets(game: Game, side: Side, kind: Action) -> Iterator[Aim | None]:
    """Every target combat action ``kind`` could choose."""
    pos = game.position
    spec = game.variant.combat[kind]
    if spec.target_mode == "mortar":
        yield None
    elif spec.target_mode == "tile":
        for tile in pos.tiles:
            yield Aim.at_tile(tile)
    else:
        enemy = pos.enemy(side)
        for u in pos.units:
            if u.side == enemy and u.tile is not None:
                yield Aim.at_unit(*u.key)
        if TANK in spec.target_classes:  # the actions against tanks also hit buildings and tunnels
            for tile_id, tile in pos.tiles.items():
                if tile.is_building:
                    yield Aim.at_building(tile_id)
            for tile_id in sorted(pos.tunnels):
                yield Aim.at_tunnel(tile_id)


def _paths(game: Game, start: TileId, length: int, tank: bool) -> Iterator[tuple[TileId, ...]]:
    neighbours = game.position.move_neighbours
    frontier: list[tuple[TileId, ...]] = [()]
    for _ in range(length):
        nxt: list[tuple[TileId, ...]] = []
        for path in frontier:
            here = path[-1] if path else start
            for tile in neighbours(here, tank=tank):
                if tile != start and tile not in path:
                    new = (*path, tile)
                    nxt.append(new)
                    yield new
        frontier = nxt
