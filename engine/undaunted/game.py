"""Legality and effects of playing a card (both games), on a :class:`~engine.undaunted.model.Position`.

Two layers as in python-chess: :meth:`Game.candidates` generates plays from the
hand (:mod:`engine.undaunted.generation`), :meth:`Game.check` refuses an illegal
one with a Czech reason and the rule id (:class:`~engine.explain.IllegalActionError`,
the checks live in :mod:`engine.undaunted.checks`); :attr:`Game.legal_actions` is
the filtered list.  :meth:`Game.push` applies a play **without** checking it
(:mod:`engine.undaunted.effects`); :meth:`Game.play` checks, then pushes.  Dice come
from ``rolls`` (a list, for worked examples) or from ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from engine.explain import Explanation, IllegalActionError, MissingFactError
from engine.undaunted import checks, effects, generation
from engine.undaunted.combat import Attack, odds_steps, resolve_roll, total_defense
from engine.undaunted.facts import Action, Squad
from engine.undaunted.model import (
    BUILDING,
    CONTROLLED,
    TANK,
    TUNNEL,
    Card,
    CardAction,
    Position,
    Side,
    TargetClass,
    TileId,
    Unit,
)
from engine.undaunted.odds import p_hit
from engine.undaunted.plays import Aim, AttackLine, Dice, Play, PushResult
from engine.undaunted.presentation import say, unit_label
from engine.undaunted.variants import VARIANTS, Variant

__all__ = ["Game", "Refusal"]


class Refusal(IllegalActionError):
    """A refusal by one of the rules: the Czech sentence, the rule ids, and the message key and values
    it was rendered from (so an answer can word it again, e.g. without a stand-in unit's name)."""

    def __init__(self, key: str, values: dict[str, Any], *rules: str) -> None:
        super().__init__(say(f"refuse.{key}", **values), *rules)
        self.key = key
        self.values = values


class Game:
    """The rules of one game applied to a position."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.variant: Variant = VARIANTS[position.game]
        self.variant.check_position(position)

    # ------------------------------------------------------------------ helpers
    def cite(self, key: str) -> str:
        return self.variant.cite(key)

    def refuse(self, message: str, rule: str, /, **values: Any) -> Refusal:
        """A :class:`Refusal` with the Czech sentence ``refuse.<message>`` citing rule ``rule``."""
        return Refusal(message, values, self.cite(rule))

    def hand_card(self, side: Side, uid: str) -> Card:
        for card in self.position.cards[side].hand:
            if card.uid == uid:
                return card
        raise self.refuse("not_in_hand", "turns")

    def card_action(self, card: Card, kind: Action) -> CardAction:
        for act in card.actions:
            if act.kind == kind:
                if act.unavailable:
                    raise self.refuse("reservist_action", self.variant.reservist_rule, action=kind)
                return act
        raise self.refuse("card_lacks_action", "actions", card=unit_label(card.name, card.squad), action=kind)

    def same_squad(self, a: Squad | None, b: Squad | None) -> bool:
        """Squads match, counting merged squads (003 *Sloučení družstev*) as one."""
        if a == b:
            return True
        return any(a in pair and b in pair for pair in self.position.merged_squads)

    def card_unit(self, side: Side, card: Card) -> Unit | None:
        kind = card.unit_kind
        if kind is None:
            return None
        try:
            return self.position.unit(side, kind, card.squad)
        except KeyError:
            return None

    def deployment_tiles(self, side: Side, card: Card) -> list[TileId]:
        return self.variant.deployment_tiles(self.position, side, card)

    def unit_tile(self, side: Side, card: Card, unit: Unit | None, play: Play) -> TileId:
        """Where the card's unit acts from: its tile, or where it is deployed."""
        assert unit is not None
        if unit.tile is not None:
            return unit.tile
        tiles = self.deployment_tiles(side, card)
        return play.tile if play.tile in tiles else tiles[0]

    # ------------------------------------------------------------------ legality
    def check(self, play: Play, side: Side | None = None) -> None:
        """Raise IllegalActionError (Czech reason + rule id) unless ``play`` is legal now."""
        side = side or self.position.to_move
        card = self.hand_card(side, play.card)
        checks.check_card(self, side, card, play, from_hand=True)

    def candidates(self, side: Side | None = None) -> Iterator[Play]:
        """Every play worth considering for the cards in hand (not yet filtered)."""
        return generation.candidates(self, side or self.position.to_move)

    @property
    def legal_actions(self) -> list[Play]:
        return [play for play in self.candidates() if self.is_legal(play)]

    def is_legal(self, play: Play) -> bool:
        try:
            self.check(play)
        except (IllegalActionError, MissingFactError):
            return False
        return True

    # ------------------------------------------------------------------ combat preview
    def attack_lines(
        self, side: Side, attacker: Unit | None, action: Action, act: CardAction, target: Aim | None,
        origin: TileId | None = None,
    ) -> list[AttackLine]:
        """Defense, dice and exact odds against every target the action hits (no dice rolled).

        ``attacker`` may be None for an action without a unit token (the bomber's bombardování):
        then ``origin`` is where the action comes from.
        """
        pos = self.position
        action = Action(action)
        origin = origin or (attacker.tile if attacker is not None else None)
        assert origin is not None
        lines = []
        for aim, cls, base, tile_id, owner in self._targets_of(side, action, target):
            if base is None and cls != TUNNEL:
                raise MissingFactError(say("need.base_defense"), fact="base_defense")
            defense = total_defense(self.variant, Attack(
                action, cls, base, pos.tiles[tile_id], pos.distance(origin, tile_id),
                attacker_tile=pos.tiles[origin], smoke=tile_id in pos.smoke,
                target_controls_tile=owner is not None and pos.control_of(tile_id, owner) == CONTROLLED,
            ))
            dice = act.dice_for(cls)
            if dice is None:
                dice = self.variant.default_values.get(action, (None, ""))[0]
            odds = p_hit(dice, defense.total) if dice is not None else None
            lines.append(AttackLine(aim, cls, defense, dice, odds))
        return lines

    def _targets_of(
        self, side: Side, action: Action, target: Aim | None
    ) -> list[tuple[Aim, TargetClass, int | None, TileId, Side | None]]:
        """(aim, class, base defense, tile, owner) of every target ``action`` hits."""
        pos = self.position
        spec = self.variant.combat[action]
        if spec.target_mode in ("tile", "mortar"):
            tile_id = pos.mortar_target[side] if spec.target_mode == "mortar" else (target.tile if target else None)
            assert tile_id is not None
            out: list[tuple[Aim, TargetClass, int | None, TileId, Side | None]] = []
            if BUILDING in spec.target_classes and pos.tiles[tile_id].is_building:
                out.append((Aim.at_building(tile_id), BUILDING, pos.tiles[tile_id].durability, tile_id, None))
            if TUNNEL in spec.target_classes and tile_id in pos.tunnels:
                out.append((Aim.at_tunnel(tile_id), TUNNEL, None, tile_id, None))
            for u in pos.units_on(tile_id):
                if u.is_tank or (u.side == side and not spec.include_own):
                    continue
                out.append((Aim.at_unit(*u.key), u.target_class, u.defense, tile_id, u.side))
            return out
        assert target is not None
        if target.kind == "unit":
            assert target.unit is not None
            u = pos.find_unit(target.unit)
            assert u.tile is not None
            return [(target, TANK if u.is_tank else u.target_class, u.defense, u.tile, u.side)]
        assert target.tile is not None
        if target.kind == "building":
            return [(target, BUILDING, pos.tiles[target.tile].durability, target.tile, None)]
        return [(target, TUNNEL, None, target.tile, None)]

    def evaluate_attack(
        self, side: Side, attacker: Unit | None, action: Action, act: CardAction, target: Aim | None,
        rolls: Iterable[int] | None = None, origin: TileId | None = None,
    ) -> tuple[list[AttackLine], Explanation]:
        """A full attack evaluation without changing the position: defense, exact odds and,
        with ``rolls``, the result of the roll, all explained."""
        lines = self.attack_lines(side, attacker, action, act, target, origin)
        expl = Explanation()
        dice = Dice(rolls) if rolls is not None else None
        for line in lines:
            expl.extend(line.defense.explanation)
            if line.dice is None:
                continue
            odds, _ = odds_steps(self.variant, line.dice, line.defense.total)
            expl.extend(odds)
            if dice is not None:
                line.rolls = dice.roll(line.dice)
                roll = resolve_roll(self.variant, line.rolls, line.defense.total)
                line.success = roll.success
                expl.extend(roll.explanation)
        return lines, expl

    # ------------------------------------------------------------------ effects
    def play(self, play: Play, *, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> PushResult:
        self.check(play)
        return self.push(play, rolls=rolls, rng=rng)

    def push(self, play: Play, *, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> PushResult:
        """Apply ``play`` for the side to move.  Does not check legality (see :meth:`play`)."""
        return effects.push(self, play, Dice(rolls, rng), rng)
