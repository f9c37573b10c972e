"""End of game for both games.

Normandie (000 *Konec hry*): objectives worth the scenario's threshold, suppressing
the enemy (all their riflemen tokens off the board), both sides suppressed (higher
objective total wins, a tie goes to the initiative holder), and the hopeless
situation.  Stalingrad (003 *Konec hry*): scenario goals combined with *a*, *nebo*,
*a/nebo*, complete rout (all enemy riflemen routed), withdrawal.  There is no
hopeless-situation rule in Stalingrad.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from engine.explain import Explanation, IllegalActionError
from engine.undaunted.facts import Goal, Squad, UnitType
from engine.undaunted.model import CONTROLLED, EndReason, Position, Side, TileId
from engine.undaunted.presentation import say
from engine.undaunted.variants import VARIANTS


@dataclass
class Outcome:
    winner: Side | None
    reason: EndReason
    explanation: Explanation = field(default_factory=Explanation)


def objective_total(position: Position, side: Side) -> int:
    """Sum of objective values on tiles where ``side``'s control token lies with *ovládáno* up."""
    return sum(t.objective for t in position.tiles.values() if position.control_of(t.id, side) == CONTROLLED)


def controlled_victory_points(position: Position, side: Side) -> int:
    return sum(t.victory_points for t in position.tiles.values() if position.control_of(t.id, side) == CONTROLLED)


def riflemen_on_board(position: Position, side: Side) -> bool:
    return any(u.side == side and u.kind is UnitType.RIFLEMEN and u.tile is not None for u in position.units)


def all_riflemen_routed(position: Position, side: Side) -> bool:
    riflemen = [u for u in position.units if u.side == side and u.kind is UnitType.RIFLEMEN]
    return bool(riflemen) and all(u.routed for u in riflemen)


# ---------------------------------------------------------------- Normandie
def normandie_outcome(
    position: Position,
    goals: dict[Side, tuple[Goal, int]],
    *,
    rifle_cards_left: dict[Side, int] | None = None,
    objectives_ahead: dict[Side, bool] | None = None,
) -> Outcome | None:
    """``goals[side] = (Goal.OBJECTIVES, threshold)`` or ``(Goal.SUPPRESSION, 0)``; ``None`` while the game goes on.

    ``rifle_cards_left[side]``: riflemen cards of that side not yet out of play (for the
    hopeless situation; omit it to skip that rule).  ``objectives_ahead[side]``: whether that
    side holds objectives of a higher total than its opponent, when known without the totals.
    """
    v = VARIANTS["normandie"]
    expl = Explanation()
    sides = position.sides
    for side in sides:
        kind, threshold = goals[side]
        if kind is Goal.OBJECTIVES:
            total = objective_total(position, side)
            if total >= threshold:
                expl.add(say("end.objectives", side=side, total=total, threshold=threshold), v.cite("end_objectives"))
                return Outcome(side, EndReason.OBJECTIVES, expl)
    suppressed = {side: not riflemen_on_board(position, side) for side in sides}
    for side in sides:
        enemy = position.enemy(side)
        if goals[side][0] is Goal.SUPPRESSION and suppressed[enemy]:
            expl.add(say("end.suppressed", side=side, enemy=enemy), v.cite("end_suppression"))
            return Outcome(side, EndReason.SUPPRESSION, expl)
    if all(suppressed.values()):
        return _both_suppressed(position, expl)
    if rifle_cards_left is not None:
        for side in sides:
            if suppressed[side] and rifle_cards_left.get(side, 1) == 0:
                outcome = _hopeless(position, goals, side, expl, (objectives_ahead or {}).get(position.enemy(side)))
                if outcome is not None:
                    return outcome
    return None


def _hopeless(position: Position, goals: dict[Side, tuple[Goal, int]], side: Side, expl: Explanation,
              enemy_ahead: bool | None = None) -> Outcome | None:
    """000 Beznadějná situace: ``side`` is suppressed and has no riflemen card left."""
    v = VARIANTS["normandie"]
    enemy = position.enemy(side)
    expl.add(say("end.hopeless", side=side), v.cite("hopeless"))
    if goals[enemy][0] is Goal.SUPPRESSION:
        expl.add(say("end.hopeless_suppression", side=enemy), v.cite("hopeless"))
        return Outcome(enemy, EndReason.HOPELESS, expl)
    if enemy_ahead is not None:  # stated without the totals ("soupeř má víc cílů než já")
        if enemy_ahead:
            expl.add(say("end.hopeless_objectives_ahead", side=enemy), v.cite("hopeless"))
            return Outcome(enemy, EndReason.HOPELESS, expl)
        expl.add(say("end.hopeless_goes_on"), v.cite("hopeless"))
        return None
    mine, theirs = objective_total(position, side), objective_total(position, enemy)
    if theirs > mine:
        expl.add(say("end.hopeless_objectives", side=enemy, theirs=theirs, mine=mine), v.cite("hopeless"))
        return Outcome(enemy, EndReason.HOPELESS, expl)
    expl.add(say("end.hopeless_goes_on"), v.cite("hopeless"))
    return None


def _both_suppressed(position: Position, expl: Explanation) -> Outcome:
    v = VARIANTS["normandie"]
    a, b = position.sides
    ta, tb = objective_total(position, a), objective_total(position, b)
    if ta != tb:
        winner = a if ta > tb else b
        expl.add(say("end.both_suppressed", total=max(ta, tb), side=winner), v.cite("end_suppression"))
        return Outcome(winner, EndReason.BOTH_SUPPRESSED, expl)
    expl.add(say("end.both_suppressed_tie", total=ta, side=position.initiative), v.cite("end_suppression"))
    return Outcome(position.initiative, EndReason.BOTH_SUPPRESSED, expl)


# ---------------------------------------------------------------- Stalingrad scenario goals
class GoalKind(enum.StrEnum):
    OBJECTIVES = "objectives"  # cíle v hodnotě
    ROUT = "rout"  # rozprášení
    VICTORY_POINTS = "victory_points"  # vítězné body
    VP_TILES = "vp_tiles"  # ovládaná pole s vítěznými body
    ESCAPE = "escape"  # únik jednotek na pole
    ALL = "and"  # a
    ANY = "or"  # nebo
    POOLED = "and/or"  # a/nebo


@dataclass(frozen=True)
class ScenarioGoal:
    """A Stalingrad scenario goal.

    ``kind``: objectives worth ``amount``; routed enemy ``units`` all at once, or any
    ``amount`` of them; ``amount`` victory points scored (``Position.victory_points``);
    controlled tiles with ``amount`` victory points; all ``units`` escaped to ``tile``;
    or a combination *a* / *nebo* / *a/nebo* of ``parts``.  For *a/nebo* the parts'
    progress counts together toward ``amount`` ("v libovolném poměru").
    """

    kind: GoalKind
    amount: int = 0
    units: tuple[tuple[UnitType, Squad | None], ...] = ()
    tile: TileId | None = None
    parts: tuple[ScenarioGoal, ...] = ()


def _progress(position: Position, side: Side, goal: ScenarioGoal) -> int:
    enemy = position.enemy(side)
    if goal.kind is GoalKind.OBJECTIVES:
        return objective_total(position, side)
    if goal.kind is GoalKind.ROUT:
        routed = [u for u in position.units if u.side == enemy and u.routed]
        if goal.units:
            return sum(1 for u in routed if (u.kind, u.squad) in goal.units)
        return len(routed)
    if goal.kind is GoalKind.VICTORY_POINTS:
        return position.victory_points.get(side, 0)
    if goal.kind is GoalKind.VP_TILES:
        return controlled_victory_points(position, side)
    if goal.kind is GoalKind.ESCAPE:
        return sum(
            1
            for u in position.units
            if u.side == side and (u.kind, u.squad) in goal.units and u.tile == goal.tile and not u.routed
        )
    raise ValueError(f"not a simple goal: {goal.kind}")


def goal_met(position: Position, side: Side, goal: ScenarioGoal) -> bool:
    if goal.kind is GoalKind.ALL:
        return all(goal_met(position, side, g) for g in goal.parts)
    if goal.kind is GoalKind.ANY:
        return any(goal_met(position, side, g) for g in goal.parts)
    if goal.kind is GoalKind.POOLED:
        return sum(_progress(position, side, g) for g in goal.parts) >= goal.amount
    counts_units = goal.kind is GoalKind.ESCAPE or (goal.kind is GoalKind.ROUT and goal.units)
    return _progress(position, side, goal) >= (len(goal.units) if counts_units else goal.amount)


def check_withdrawal(position: Position, side: Side) -> None:
    """Withdrawal is allowed only at the start of one's own turn, before any card is played (Stalingrad)."""
    v = VARIANTS[position.game]
    if not v.has_withdrawal:
        raise IllegalActionError(say("refuse.withdrawal_unknown"), v.cite("end"))
    if position.to_move != side or position.cards[side].play_area:
        raise IllegalActionError(say("refuse.withdrawal_late"), v.cite("withdrawal"))


def stalingrad_outcome(
    position: Position, goals: dict[Side, ScenarioGoal], *, withdrawn: Side | None = None,
    full_rout_applies: bool = True,
) -> Outcome | None:
    """Scenario goal met, complete rout (unless the scenario says otherwise), or withdrawal."""
    v = VARIANTS["stalingrad"]
    expl = Explanation()
    if withdrawn is not None:
        winner = position.enemy(withdrawn)
        expl.add(say("end.withdrawal", side=withdrawn, winner=winner), v.cite("withdrawal"))
        return Outcome(winner, EndReason.WITHDRAWAL, expl)
    for side, goal in goals.items():
        if goal_met(position, side, goal):
            expl.add(say("end.scenario_goal", side=side), v.cite("scenario_goals"))
            if goal.kind in (GoalKind.ALL, GoalKind.ANY, GoalKind.POOLED):
                expl.add(say("end.goal_combination", joint=say(f"end.joint_{goal.kind.name.lower()}")),
                         v.cite("goal_combination"))
            return Outcome(side, EndReason.SCENARIO_GOAL, expl)
    if full_rout_applies:
        for side in position.sides:
            enemy = position.enemy(side)
            if all_riflemen_routed(position, enemy):
                expl.add(say("end.full_rout", side=enemy), v.cite("full_rout"))
                return Outcome(side, EndReason.FULL_ROUT, expl)
    return None
