"""Battle: range and dice, terrain reductions, attacker penalties, who may battle whom.

Rules: ``battle.range_*`` (dice by distance), ``battle.close_assault`` (a unit
adjacent to an enemy must target an adjacent enemy), ``sight.*`` (not for
artillery), ``battle.reductions`` (target reductions and attacker penalties
add up; reductions of terrain and obstacle on one hex do not — the larger
counts), artillery ignores terrain reductions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.explain import Explanation
from engine.memoir44.board import format_hex
from engine.memoir44.citations import cite
from engine.memoir44.components import KIND_CS, Kind, Unit, cap, count_word
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position
from engine.memoir44.sight import line_of_sight
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
    explanation: Explanation = field(default_factory=Explanation)

    @property
    def total_reduction(self) -> int:
        return self.reduction + self.penalty


def count_dice(position: Position, attacker_hex: Hex, target_hex: Hex) -> DiceCount:
    """Dice the unit on ``attacker_hex`` rolls against the unit on ``target_hex`` (range and terrain only)."""
    attacker = position.unit_at(attacker_hex)
    if attacker is None:
        raise ValueError(f"no unit on {format_hex(attacker_hex)}")
    target = position.unit_at(target_hex)
    kind = attacker.kind
    exp = Explanation()
    d = attacker_hex.distance(target_hex)
    base = base_dice(kind, d)
    table = ", ".join(str(n) for n in DICE_BY_RANGE[kind])
    if base == 0:
        exp.add(
            f"Cíl je {d} polí daleko, mimo dostřel ({KIND_CS[kind]} útočí na 1–{max_range(kind)} pole: {table}).",
            cite(RANGE_RULE[kind]),
        )
        return DiceCount(d, 0, 0, 0, 0, exp)
    exp.add(
        f"{cap(KIND_CS[kind])} útočí podle vzdálenosti {table}; na {d} "
        f"{'pole' if d < 5 else 'polí'} hází {base} {_kostky(base)}.",
        cite(RANGE_RULE[kind]),
    )
    reduction = 0
    if kind is Kind.ARTILLERY:
        exp.add("Útok artilerie ignoruje veškeré terénní redukce.", cite("battle.range_artillery"))
    else:
        ah, th = position.height(attacker_hex), position.height(target_hex)
        side = target.side if target else None
        parts = []
        for f in position.defensive_features(target_hex, side):
            r = feature_reduction(f, kind, ah, th)
            if f.raised and f.reduction == {} and r == 0 and ah >= th:
                exp.add(
                    f"Cíl je {f.where}, ale útočník je ve stejné výšce nebo výš ({ah} ≥ {th}), "
                    "takže k redukci nedochází.",
                    cite(f.rule),
                )
            if r:
                parts.append((f, r))
        if parts:
            best = max(parts, key=lambda p: p[1])
            reduction = best[1]
            for f, r in parts:
                why = " z nižší výšky" if f.raised else ""
                exp.add(
                    f"Terénní redukce: cíl je {f.where}, {KIND_CS[kind]} hází o {r} "
                    f"{count_word(r, 'kostku', 'kostky', 'kostek')} méně{why}.",
                    cite(f.rule),
                )
            if len(parts) > 1:
                exp.add(
                    f"Redukce terénu a překážek na jednom poli se nesčítají; platí větší z nich ({reduction}).",
                    cite("obstacle.general"),
                )
    penalty = 0
    for f in position.features(attacker_hex):
        p = f.attacker_penalty.get(kind, 0)
        if p:
            penalty += p
            exp.add(f"Postih útočníka: {KIND_CS[kind]} {f.where} útočí s postihem {p} "
                    f"{count_word(p, 'kostky', 'kostek', 'kostek')}.", cite(f.rule))
    if reduction and penalty:
        exp.add(
            f"Postihy útočníka a terénní redukce cíle se sčítají: celkem −{reduction + penalty}.",
            cite("battle.reductions"),
        )
    dice = max(0, base - reduction - penalty)
    if dice == 0:
        exp.add(
            f"Po redukcích zbývá 0 kostek ({base} − {reduction + penalty}): jednotka cíl nemůže zasáhnout.",
            cite("battle.reductions"),
        )
    else:
        exp.add(f"Hází {dice} {_kostky(dice)}.", cite("battle.sequence"))
    return DiceCount(d, base, reduction, penalty, dice, exp)


def _kostky(n: int) -> str:
    return "kostkou" if n == 1 else "kostkami"


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
    explanation: Explanation = field(default_factory=Explanation)


def adjacent_enemies(position: Position, h: Hex) -> list[Hex]:
    unit = position.unit_at(h)
    if unit is None:
        return []
    return [n for n in h.neighbours() if (o := position.unit_at(n)) is not None and o.side is not unit.side]


def may_battle_after_move(unit: Unit) -> tuple[bool, str, str]:
    """(allowed, Czech reason when not, rule key) — from what the unit did this turn."""
    t = unit.type
    if not unit.ordered:
        return False, "Útočit mohou jen jednotky, kterým byl v tomto tahu vydán rozkaz.", "orders.units"
    if unit.moved > t.max_move_with_battle:
        if t.kind is Kind.ARTILLERY:
            return False, "Artilerie se může buď pohnout o 1 pole, nebo zaútočit.", "units.movement"
        return (False, f"{cap(t.name)} {t.verb('se pohnula', 'se pohnuli')} o {unit.moved} pole a "
                f"{t.verb('nemůže', 'nemohou')} útočit.", t.rule)
    if unit.entered:
        f = SPECS[unit.entered]
        if f.no_battle_after_entering and not t.resistance:
            return False, f"V tahu, ve kterém jednotka vstoupí na pole s terénem „{f.name}“, nemůže zaútočit.", f.rule
    return True, "", ""


def check_battle(position: Position, attacker_hex: Hex, target_hex: Hex) -> BattleCheck:
    """May the unit on ``attacker_hex`` battle the unit on ``target_hex``, and with how many dice?"""
    attacker = position.unit_at(attacker_hex)
    target = position.unit_at(target_hex)
    exp = Explanation()
    if attacker is None or target is None:
        raise ValueError("attacker and target hexes must hold units")
    if attacker.side is target.side:
        exp.add("Cíl musí být nepřátelská jednotka.", cite("battle.sequence"))
        return BattleCheck(False, None, exp)
    for f in position.features(attacker_hex):
        if f.sea:
            exp.add("Jednotka na poli moře nemůže útočit.", cite(f.rule))
            return BattleCheck(False, None, exp)
    ok, why, rule = may_battle_after_move(attacker)
    if not ok:
        exp.add(why, cite(rule))
        return BattleCheck(False, None, exp)
    dice = count_dice(position, attacker_hex, target_hex)
    if dice.base == 0:
        exp.extend(dice.explanation)
        return BattleCheck(False, dice, exp)
    close = adjacent_enemies(position, attacker_hex)
    if close and target_hex not in close:
        exp.add(
            "Jednotka sousedí s nepřátelskou jednotkou (boj na blízko), musí proto útočit na ni, "
            "ne na vzdálenější cíl.",
            cite("battle.close_assault"),
        )
        return BattleCheck(False, dice, exp)
    if attacker.kind is Kind.ARTILLERY:
        exp.add("Artilerie linii výhledu nepotřebuje.", cite("sight.general"))
    else:
        sight = line_of_sight(position, attacker_hex, target_hex)
        for text, rules in sight.steps:
            exp.add(text, *rules)
        if not sight.clear:
            return BattleCheck(False, dice, exp)
    exp.extend(dice.explanation)
    return BattleCheck(dice.dice > 0, dice, exp)


def may_remove_wire(position: Position, h: Hex) -> BattleCheck:
    """May the unit on ``h`` remove the wire on its hex instead of battling? (infantry that could battle)"""
    unit = position.unit_at(h)
    exp = Explanation()
    ob = position.obstacle_at(h)
    rule = cite("obstacle.wire")
    if unit is None or ob is None or not ob.wire:
        exp.add("Na poli jednotky není ostnatý drát.", rule)
        return BattleCheck(False, None, exp)
    if unit.kind is not Kind.INFANTRY:
        exp.add("Drát místo útoku odstraňuje pěchota; obrněnci ho odstraní už při vstupu na pole.", rule)
        return BattleCheck(False, None, exp)
    ok, why, key = may_battle_after_move(unit)
    if not ok:
        exp.add(why + " Drát může místo útoku odstranit jen pěchota, která může zaútočit.", cite(key), rule)
        return BattleCheck(False, None, exp)
    exp.add("Pěchotní jednotka, která může zaútočit, může místo útoku odstranit ze svého pole ostnatý drát.", rule)
    return BattleCheck(True, None, exp)


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
