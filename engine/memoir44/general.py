"""Rules that hold whatever the situation: the yes/no a player asks about the game itself.

„Může jednotka dostat dva rozkazy?“, „Hází napadená jednotka obrannými kostkami?“, „Sčítá se postih
útočníka s redukcí terénu cíle?“ — the manual answers these with one sentence that needs no position:
each proposition here has the value the manual gives it, the corpus rule it comes from and the note
that words it (``texts.toml`` [general], in the manual's words).  A few depend on one stated fact:
which obstacle (sandbags are removed when their unit leaves, a seawall stays), or the unit type (a
unit battles once a turn, but armour may battle again by an overrun: not decided here, the manual's
sentences answer it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.api import EngineAnswer, Query
from engine.memoir44.facts import Feature, Memoir44Facts, Proposition, UnitType
from engine.memoir44.reply import Reply

__all__ = ["GENERAL", "Standing", "answer_general"]

P = Proposition


@dataclass(frozen=True)
class Standing:
    """What the manual says of one proposition: its value (or values by the obstacle named), the rule
    key it is cited by (:mod:`engine.memoir44.citations`) and the note wording it."""

    holds: bool | Mapping[Feature, bool]
    rule: str
    code: str


_ALL_SIDES = {Feature.SANDBAGS: True, Feature.SEAWALL: True}  # "Platí pro ně stejná pravidla jako pro pytle"

GENERAL: dict[Proposition, Standing] = {
    P.MAY_ORDER_TWICE: Standing(False, "orders.units", "general.one_order"),
    P.MAY_MOVE_TWICE: Standing(False, "orders.movement", "general.one_move"),
    P.MOVE_COMPULSORY: Standing(False, "orders.movement", "general.move_voluntary"),
    P.MAY_BATTLE_TWICE: Standing(False, "battle.general", "general.one_battle"),
    P.BATTLE_COMPULSORY: Standing(False, "battle.general", "general.battle_voluntary"),
    P.MAY_SPLIT_DICE: Standing(False, "battle.general", "general.no_split_dice"),
    P.MAY_STACK: Standing(False, "movement.general", "general.no_stacking"),
    P.MAY_SPLIT_UNIT: Standing(False, "movement.general", "general.no_split_unit"),
    P.MAY_MERGE_UNITS: Standing(False, "movement.general", "general.no_merging"),
    P.MAY_MOVE_AFTER_BATTLE: Standing(False, "movement.general", "general.moves_before_battles"),
    P.ONLY_ORDERED_ACT: Standing(True, "orders.units", "general.only_ordered"),
    P.DEFENSE_ROLL: Standing(False, "battle.hits", "general.no_defense_roll"),
    P.EXCESS_HITS_COUNT: Standing(False, "battle.hits", "general.excess_hits"),
    P.HITS_BEFORE_RETREATS: Standing(True, "battle.resolution", "general.hits_then_retreats"),
    P.RETREAT_TOWARD_OWN_SIDE: Standing(True, "battle.retreat", "general.retreat_direction"),
    P.MAY_TAKE_LOSS_INSTEAD: Standing(False, "battle.retreat", "general.no_voluntary_loss"),
    P.PENALTY_AND_REDUCTION_ADD_UP: Standing(True, "battle.reductions", "general.penalties_add_up"),
    P.TERRAIN_AND_OBSTACLE_ADD_UP: Standing(False, "obstacle.general", "general.terrain_obstacle_not_added"),
    P.OBSTACLE_REMOVED_ON_LEAVE: Standing({Feature.SANDBAGS: True, Feature.SEAWALL: False}, "obstacle.sandbags",
                                          "general.removed_on_leave"),
    P.PROTECTED_FROM_ALL_SIDES: Standing(_ALL_SIDES, "obstacle.sandbags", "general.all_sides"),
    P.OVERRUN_ANY_TARGET: Standing(True, "battle.overrun", "general.overrun_target"),
    P.MAY_OVERRUN_TWICE: Standing(False, "battle.overrun", "general.one_overrun"),
    P.MAY_PLAY_CARD_WITHOUT_UNITS: Standing(True, "orders.units", "orders.no_units"),
    P.DRAWS_NEW_CARD: Standing(True, "turn.draw", "general.draw_card"),
    P.RESHUFFLE_DISCARDS: Standing(True, "turn.draw", "general.reshuffle"),
    P.MEDAL_FOR_DESTROYED_UNIT: Standing(True, "game.goal", "general.medal_per_unit"),
    P.SIGHT_BOTH_WAYS: Standing(True, "sight.general", "general.sight_both_ways"),
    P.BUNKER_FOR_BOTH_SIDES: Standing(True, "obstacle.bunker", "general.bunker_sides"),
}

_OBSTACLE_RULE = {Feature.SANDBAGS: "obstacle.sandbags", Feature.SEAWALL: "obstacle.seawall"}
_ARMOUR = frozenset({UnitType.ARMOUR, UnitType.ELITE_ARMOUR})


def _features(f: Memoir44Facts) -> list[Feature]:
    """Every terrain and obstacle the facts name, wherever they stand."""
    named = [*(f.terrain_target or ()), *(f.terrain_attacker or ()), *(f.path or ()), *(f.between or ())]
    named += [x for x in (f.starts_on, f.enters, f.attacker_entered) if x is not None]
    return list(dict.fromkeys(named))


def answer_general(q: Query[Memoir44Facts]) -> EngineAnswer:
    """The manual's answer to a rule that holds whatever the situation (no finding when it depends)."""
    r = Reply("legality")
    if q.ask is None or Proposition(q.ask.proposition) not in GENERAL:
        return r.finish()
    p = Proposition(q.ask.proposition)
    standing = GENERAL[p]
    f = q.facts
    if p is P.MAY_BATTLE_TWICE and any(u in _ARMOUR for u in (f.attacker, f.unit, f.target)):
        r.notes.add("general.overrun_exception", "battle.general", "battle.overrun")
        return r.finish()  # armour may battle again by an overrun: it depends on the close assault
    if isinstance(standing.holds, bool):
        why = r.notes.add(standing.code, standing.rule)
        r.find(p, standing.holds, why)
        r.say(standing.code)
        return r.finish()
    named = [x for x in _features(f) if x in standing.holds]
    if len(named) != 1:
        return r.finish()  # no such obstacle named (or two): nothing to decide
    feature = named[0]
    holds = standing.holds[feature]
    why = r.notes.add(standing.code, _OBSTACLE_RULE.get(feature, standing.rule), feature=feature, holds=holds)
    r.find(p, holds, why)
    r.say(standing.code, feature=feature, holds=holds)
    return r.finish()
