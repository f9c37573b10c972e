"""From the stated facts to one attack: which action, against what, with which parts known.

:func:`read_attack` settles what the facts leave open by the rules (a mine attacks a
tank with demolice 1, a fire lane with krycí palba 3, a hill is 3/1, a distance of 0
means the same tile) and notes what each game does not have; nothing is guessed
that the manual does not print.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.undaunted.answers.context import Ctx
from engine.undaunted.facts import Action, Target, TargetClass
from engine.undaunted.model import BUILDING, INFANTRY, TANK, TUNNEL, TUNNEL_DEFENSE
from engine.undaunted.moves import FIRE_LANE_DICE, MINE_DICE

HILL_COVER = (3, 1)  # 000 Kopcovitý terén: "hodnotu krytu 3/1"


@dataclass
class AttackSetup:
    """One attack as the question describes it (None: not stated)."""

    action: Action
    target: Target
    cls: TargetClass
    mine: bool = False
    fire_lane: bool = False
    base: int | None = None
    base_source: str | None = None  # message key naming the worked example a base defense comes from
    cover: int | None = None
    hill_target: bool = False
    hill_low: int | None = None
    hill_attacker: bool = False
    building_cover: int | None = None
    fortification_cover: int | None = None
    controls: bool | None = None  # the target's side controls the (fortified) tile
    same_tile: bool | None = None
    distance: int | None = None
    smoke: bool = False
    dice: int | None = None
    dice_source: str | None = None  # message key naming where the manual prints the action value
    values: tuple[tuple[TargetClass, int], ...] = ()
    rolls: tuple[int, ...] | None = None


def read_attack(ctx: Ctx) -> AttackSetup | None:
    """The attack the facts describe; None when the game has no such attack (the reason is explained)."""
    f, v = ctx.facts, ctx.variant
    target = f.target or Target.RIFLEMEN
    cls = target.target_class
    if not v.has_structures and (cls != INFANTRY or f.mine or f.fire_lane
                                 or f.action in (Action.MINES, Action.FIRE_LANE)):
        ctx.step("answer.no_structures_normandie", "units")
        ctx.say("answer.no_structures_normandie_short")
        return None
    if cls == TUNNEL and f.action is None and not (f.mine or f.fire_lane):
        # "Jakou obranu má tunel?": its base defence is fixed; what else counts depends on the action used
        ctx.step("combat.base_tunnel", "tunnels", base=TUNNEL_DEFENSE)
        ctx.number(base_defense=TUNNEL_DEFENSE)
        ctx.need("action")
        ctx.say("combat.base_tunnel", base=TUNNEL_DEFENSE)
        return None
    action, mine, lane = _action(ctx, cls)
    setup = AttackSetup(action, target, cls, mine=mine, fire_lane=lane, smoke=bool(f.smoke_on_tile), rolls=f.rolls)
    _defense_facts(ctx, setup)
    _dice(ctx, setup)
    return setup


def _action(ctx: Ctx, cls: TargetClass) -> tuple[Action, bool, bool]:
    """The combat action: as stated, or what a mine or a fire lane carries out."""
    f = ctx.facts
    mine = bool(f.mine) or f.action is Action.MINES
    lane = bool(f.fire_lane) or f.action is Action.FIRE_LANE
    if mine and f.action in (None, Action.MINES, Action.FIRE_LANE):
        return (Action.DEMOLITION if cls == TANK else Action.ATTACK), True, False  # 003 Žetony min
    if lane and (f.action is None or f.action is Action.FIRE_LANE):
        return Action.SUPPRESS, False, True  # 003 Žetony palebného sektoru: krycí palba 3
    return f.action or Action.ATTACK, mine, lane


def _defense_facts(ctx: Ctx, s: AttackSetup) -> None:
    f, v = ctx.facts, ctx.variant
    s.base = f.base_defense if f.base_defense is not None else (f.durability if s.cls == BUILDING else None)
    if s.base is None and s.cls != TUNNEL and f.target is not None and s.target.unit is not None:
        example = v.example_base_defense.get(s.target.unit)
        if example is not None:
            s.base, s.base_source = example
    s.cover, s.hill_low = f.cover, f.hill_low_cover
    s.hill_target, s.hill_attacker = bool(f.hill_target or f.hill_low_cover is not None), bool(f.hill_attacker)
    if (s.hill_target or s.hill_attacker) and not v.has_hills:
        ctx.step("answer.no_hills_stalingrad", "defense")
        s.hill_target = s.hill_attacker = False
        s.hill_low = None
    elif s.hill_target:
        if s.cover is None:
            s.cover, s.hill_low = HILL_COVER
        elif s.hill_low is None:
            s.hill_low = HILL_COVER[1]
    s.building_cover, s.fortification_cover = f.building_cover, f.fortification_cover
    if not v.has_structures and (s.building_cover is not None or s.fortification_cover is not None):
        ctx.step("answer.no_building_cover_normandie", "defense")
        s.building_cover = s.fortification_cover = None
    s.controls = f.target_controls_tile
    s.same_tile, s.distance = f.attacker_same_tile, f.distance
    if s.same_tile:
        s.distance = 0
    elif s.distance == 0 and s.same_tile is None:
        s.same_tile = True
    elif s.distance is not None and s.distance > 0:
        s.same_tile = False


def _dice(ctx: Ctx, s: AttackSetup) -> None:
    f, v = ctx.facts, ctx.variant
    values = [(cls, n) for cls, n in ((INFANTRY, f.value_vs_infantry), (TANK, f.value_vs_tank),
                                      (BUILDING, f.value_vs_building)) if n is not None]
    s.values = tuple(values)
    if s.mine:
        s.dice = MINE_DICE
    elif s.fire_lane:
        s.dice = FIRE_LANE_DICE
    else:
        s.dice = f.dice if f.dice is not None else f.action_value
    if s.dice is None and values:
        s.dice = dict(values).get(BUILDING if s.cls == TUNNEL else s.cls)
        if s.dice is not None:
            ctx.step("answer.value_by_symbol", "action_value" if v.has_rule("action_value") else "combat",
                     target=s.target, dice=s.dice)
    if s.dice is None and s.action in v.default_values:
        s.dice, s.dice_source = v.default_values[s.action]
    if s.dice is None and s.rolls and not values:
        s.dice = len(s.rolls)  # one die per number rolled
