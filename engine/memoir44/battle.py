"""Battle: range and dice, terrain reductions, attacker penalties, who may battle whom.

Rules: ``battle.range_*`` (dice by distance), ``battle.close_assault`` (a unit
adjacent to an enemy must target an adjacent enemy), ``sight.*`` (not for
artillery), ``battle.reductions`` (target reductions and attacker penalties
add up; reductions of terrain and obstacle on one hex do not — the larger
counts), artillery ignores terrain reductions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.memoir44.components import Kind, Unit
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Note, Notes, note
from engine.memoir44.position import Position
from engine.memoir44.sight import SightResult, line_of_sight
from engine.memoir44.terrain import SPECS, TerrainSpec

DICE_BY_RANGE: dict[Kind, tuple[int, ...]] = {
    Kind.INFANTRY: (3, 2, 1),
    Kind.ARMOUR: (3, 3, 3),
    Kind.ARTILLERY: (3, 3, 2, 2, 1, 1),
}
RANGE_RULE = {Kind.INFANTRY: "battle.range_infantry", Kind.ARMOUR: "battle.range_armour",
              Kind.ARTILLERY: "battle.range_artillery"}


def base_dice(kind: Kind, distance: int) -> int:
    """Dice before reductions; 0 when out of range."""
    table = DICE_BY_RANGE[kind]
    return table[distance - 1] if 1 <= distance <= len(table) else 0


def max_range(kind: Kind) -> int:
    return len(DICE_BY_RANGE[kind])


def feature_reduction(feature: TerrainSpec, attacker: Kind, attacker_height: int, target_height: int) -> int:
    """Dice one terrain or obstacle removes from an attacker of kind ``attacker`` (artillery: none)."""
    if attacker is Kind.ARTILLERY:
        return 0
    if feature.raised:
        return 1 if attacker_height < target_height else 0
    return feature.reduction.get(attacker, 0)


@dataclass
class DiceCount:
    distance: int
    base: int
    reduction: int  # from the target's hex (largest single feature)
    penalty: int  # from the attacker's own hex (all add up)
    dice: int
    notes: Notes = field(default_factory=Notes)

    @property
    def total_reduction(self) -> int:
        return self.reduction + self.penalty


def count_dice(position: Position, attacker_hex: Hex, target_hex: Hex) -> DiceCount:
    """Dice the unit on ``attacker_hex`` rolls against the unit on ``target_hex`` (range and terrain only)."""
    attacker = position.unit_at(attacker_hex)
    if attacker is None:
        raise ValueError(f"no unit on {attacker_hex!r}")
    kind = attacker.kind
    notes = Notes()
    d = attacker_hex.distance(target_hex)
    base = base_dice(kind, d)
    if base == 0:
        notes.add("dice.out_of_range", RANGE_RULE[kind], kind=kind, distance=d, table=DICE_BY_RANGE[kind],
                  longest=max_range(kind))
        return DiceCount(d, 0, 0, 0, 0, notes)
    notes.add("dice.by_range", RANGE_RULE[kind], kind=kind, distance=d, table=DICE_BY_RANGE[kind], dice=base)
    reduction = _target_reduction(position, attacker_hex, target_hex, kind, notes)
    penalty = 0
    for f in position.features(attacker_hex):
        p = f.attacker_penalty.get(kind, 0)
        if p:
            penalty += p
            notes.add("dice.penalty", f.rule, kind=kind, feature=f.key, penalty=p)
    if reduction and penalty:
        notes.add("dice.reductions_add_up", "battle.reductions", total=reduction + penalty)
    dice = max(0, base - reduction - penalty)
    if dice == 0:
        notes.add("dice.none_left", "battle.reductions", base=base, total=reduction + penalty)
    else:
        notes.add("dice.rolls", "battle.sequence", dice=dice)
    return DiceCount(d, base, reduction, penalty, dice, notes)


def _target_reduction(position: Position, attacker_hex: Hex, target_hex: Hex, kind: Kind, notes: Notes) -> int:
    """The largest reduction of the target's terrain and obstacle (they do not add up)."""
    if kind is Kind.ARTILLERY:
        notes.add("dice.artillery_ignores_terrain", "battle.range_artillery")
        return 0
    ah, th = position.height(attacker_hex), position.height(target_hex)
    target = position.unit_at(target_hex)
    parts = []
    for f in position.defensive_features(target_hex, target.side if target else None):
        r = feature_reduction(f, kind, ah, th)
        if f.raised and not f.reduction and r == 0 and ah >= th:
            notes.add("dice.no_reduction_from_level", f.rule, feature=f.key, attacker_height=ah, target_height=th)
        if r:
            parts.append((f, r))
    for f, r in parts:
        notes.add("dice.reduction", f.rule, kind=kind, feature=f.key, reduction=r, from_below=f.raised)
    if len(parts) > 1:
        best = max(r for _, r in parts)
        notes.add("dice.reductions_not_cumulative", "obstacle.general", reduction=best)
    return max((r for _, r in parts), default=0)


def flags_ignorable(position: Position, h: Hex, unit: Unit | None = None) -> tuple[int, TerrainSpec | None]:
    """(1, feature) when the unit on ``h`` may ignore one flag, else (0, None); never more than 1."""
    unit = unit if unit is not None else position.unit_at(h)
    if unit is None:
        return 0, None
    for f in position.defensive_features(h, unit.side):
        if unit.kind in f.ignore_flag:
            return 1, f
    return 0, None


@dataclass
class BattleCheck:
    allowed: bool
    dice: DiceCount | None
    notes: Notes = field(default_factory=Notes)
    sight: SightResult | None = None  # when the line of sight was checked
    close_assault: bool = False  # the attacker is adjacent to an enemy


def adjacent_enemies(position: Position, h: Hex) -> list[Hex]:
    unit = position.unit_at(h)
    if unit is None:
        return []
    return [n for n in h.neighbours() if (o := position.unit_at(n)) is not None and o.side is not unit.side]


def may_battle_after_move(unit: Unit) -> Note | None:
    """Why the unit may not battle after what it did this turn (None: it may)."""
    t = unit.profile
    if not unit.ordered:
        return note("battle.not_ordered", "orders.units")
    if unit.moved > t.max_move_with_battle:
        if t.kind is Kind.ARTILLERY:
            return note("battle.artillery_moved", "units.movement")
        return note("battle.moved_too_far", t.rule, unit=unit.type, moved=unit.moved, limit=t.max_move_with_battle)
    if unit.entered:
        f = SPECS[unit.entered]
        if f.no_battle_after_entering and not t.resistance:
            return note("battle.entered", f.rule, feature=f.key)
    return None


def check_battle(position: Position, attacker_hex: Hex, target_hex: Hex) -> BattleCheck:
    """May the unit on ``attacker_hex`` battle the unit on ``target_hex``, and with how many dice?"""
    attacker = position.unit_at(attacker_hex)
    target = position.unit_at(target_hex)
    if attacker is None or target is None:
        raise ValueError("attacker and target hexes must hold units")
    check = BattleCheck(False, None)
    close = adjacent_enemies(position, attacker_hex)
    check.close_assault = bool(close)
    if attacker.side is target.side:
        check.notes.add("battle.same_side", "battle.sequence")
        return check
    if any(f.sea for f in position.features(attacker_hex)):
        check.notes.add("battle.from_sea", "terrain.sea")
        return check
    refusal = may_battle_after_move(attacker)
    if refusal is not None:
        check.notes.append(refusal)
        return check
    check.dice = count_dice(position, attacker_hex, target_hex)
    if check.dice.base == 0:
        check.notes.extend(check.dice.notes)
        return check
    if close and target_hex not in close:
        check.notes.add("battle.close_assault_elsewhere", "battle.close_assault")
        return check
    if attacker.kind is Kind.ARTILLERY:
        check.notes.add("battle.artillery_needs_no_sight", "sight.general")
    else:
        check.sight = line_of_sight(position, attacker_hex, target_hex)
        check.notes.extend(check.sight.notes)
        if not check.sight.clear:
            return check
    check.notes.extend(check.dice.notes)
    check.allowed = check.dice.dice > 0
    return check


def may_remove_wire(position: Position, h: Hex) -> BattleCheck:
    """May the unit on ``h`` remove the wire on its hex instead of battling? (infantry that could battle)"""
    unit = position.unit_at(h)
    ob = position.obstacle_at(h)
    check = BattleCheck(False, None)
    if unit is None or ob is None or not ob.wire:
        check.notes.add("wire.none", "obstacle.wire")
    elif unit.kind is not Kind.INFANTRY:
        check.notes.add("wire.not_infantry", "obstacle.wire")
    elif (refusal := may_battle_after_move(unit)) is not None:
        check.notes.extend([refusal, note("wire.only_if_may_battle", "obstacle.wire")])
    else:
        check.notes.add("wire.may_remove", "obstacle.wire")
        check.allowed = True
    return check


def legal_targets(position: Position, attacker_hex: Hex) -> dict[Hex, int]:
    """Every enemy unit the unit on ``attacker_hex`` may battle now, with its dice (0-dice targets left out)."""
    attacker = position.unit_at(attacker_hex)
    if attacker is None:
        raise ValueError("no attacker")
    out: dict[Hex, int] = {}
    for h, u in position.units.items():
        if u.side is attacker.side or attacker_hex.distance(h) > max_range(attacker.kind):
            continue
        check = check_battle(position, attacker_hex, h)
        if check.allowed and check.dice is not None:
            out[h] = check.dice.dice
    return out
