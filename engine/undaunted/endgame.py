"""End of game for both games.

Normandie (000 *Konec hry*): objectives worth the scenario's threshold, suppressing
the enemy (all their riflemen tokens off the board), both sides suppressed (higher
objective total wins, a tie goes to the initiative holder), and the hopeless
situation.  Stalingrad (003 *Konec hry*): scenario goals combined with *a*, *nebo*,
*a/nebo*, complete rout (all enemy riflemen routed), withdrawal.  There is no
hopeless-situation rule in Stalingrad.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.explain import Explanation
from engine.undaunted.model import CONTROLLED, Position, Side
from engine.undaunted.variants import VARIANTS


@dataclass
class Outcome:
    winner: Side | None
    reason: str
    explanation: Explanation = field(default_factory=Explanation)


def objective_total(position: Position, side: Side) -> int:
    """Sum of objective values on tiles where ``side``'s control token lies with *ovládáno* up."""
    return sum(t.objective for t in position.tiles.values() if position.control_of(t.id, side) == CONTROLLED)


def controlled_victory_points(position: Position, side: Side) -> int:
    return sum(t.victory_points for t in position.tiles.values() if position.control_of(t.id, side) == CONTROLLED)


def riflemen_on_board(position: Position, side: Side) -> bool:
    return any(u.side == side and u.kind == "strelci" and u.tile is not None for u in position.units)


def all_riflemen_routed(position: Position, side: Side) -> bool:
    riflemen = [u for u in position.units if u.side == side and u.kind == "strelci"]
    return bool(riflemen) and all(u.routed for u in riflemen)


# ---------------------------------------------------------------- Normandie
def normandie_outcome(
    position: Position,
    goals: dict[Side, tuple[str, int]],
    *,
    rifle_cards_left: dict[Side, int] | None = None,
) -> Outcome | None:
    """``goals[side] = ("cíle", threshold)`` or ``("potlačení", 0)``; ``None`` while the game goes on.

    ``rifle_cards_left[side]``: riflemen cards of that side not yet out of play (for the
    hopeless situation; omit it to skip that rule).
    """
    v = VARIANTS["normandie"]
    expl = Explanation()
    sides = position.sides
    for side in sides:
        kind, threshold = goals[side]
        if kind == "cíle":
            total = objective_total(position, side)
            if total >= threshold:
                expl.add(f"{side}: ovládané cíle v hodnotě {total} ≥ {threshold}", v.cite("end_objectives"))
                return Outcome(side, "cíle", expl)
    suppressed = {side: not riflemen_on_board(position, side) for side in sides}
    for side in sides:
        enemy = position.enemy(side)
        if goals[side][0] == "potlačení" and suppressed[enemy]:
            expl.add(
                f"{enemy} nemá na herním plánu žádné střelce: {side} nepřítele potlačil", v.cite("end_suppression")
            )
            return Outcome(side, "potlačení", expl)
    if all(suppressed.values()):
        return _both_suppressed(position, expl)
    if rifle_cards_left is not None:
        for side in sides:
            if suppressed[side] and rifle_cards_left.get(side, 1) == 0:
                enemy = position.enemy(side)
                expl.add(
                    f"{side}: armáda potlačena a všechny karty střelců vyřazeny – beznadějná situace",
                    v.cite("hopeless"),
                )
                if goals[enemy][0] == "potlačení":
                    expl.add(f"Úkolem {enemy} je potlačení: {enemy} zvítězil", v.cite("hopeless"))
                    return Outcome(enemy, "beznadějná situace", expl)
                mine, theirs = objective_total(position, side), objective_total(position, enemy)
                if theirs > mine:
                    expl.add(f"{enemy} ovládá cíle v hodnotě {theirs} > {mine}: zvítězil", v.cite("hopeless"))
                    return Outcome(enemy, "beznadějná situace", expl)
                expl.add(
                    "Hra pokračuje, dokud protivník neobsadí cíle vyšší hodnoty nebo nebude sám potlačen",
                    v.cite("hopeless"),
                )
    return None


def _both_suppressed(position: Position, expl: Explanation) -> Outcome:
    v = VARIANTS["normandie"]
    a, b = position.sides
    ta, tb = objective_total(position, a), objective_total(position, b)
    if ta != tb:
        winner = a if ta > tb else b
        expl.add(
            f"Obě strany potlačeny: vyšší součet obsazených cílů ({max(ta, tb)}) má {winner}", v.cite("end_suppression")
        )
        return Outcome(winner, "obě strany potlačeny", expl)
    expl.add(
        f"Obě strany potlačeny a shoda cílů ({ta}): vítězí hráč s iniciativou ({position.initiative})",
        v.cite("end_suppression"),
    )
    return Outcome(position.initiative, "obě strany potlačeny", expl)


# ---------------------------------------------------------------- Stalingrad scenario goals
@dataclass(frozen=True)
class Goal:
    """A Stalingrad scenario goal.

    ``kind``: ``"cíle"`` (objectives worth ``amount``), ``"rozprášení"`` (routed enemy
    ``units`` all at once, or any ``amount`` of them), ``"vítězné body"`` (``amount``
    points scored, given in ``Position.victory_points``), ``"pole s VB"`` (controlled
    tiles with ``amount`` victory points), ``"únik"`` (all ``units`` on tile ``tile``),
    or a combination ``"a"`` / ``"nebo"`` / ``"a/nebo"`` of ``parts``.  For *a/nebo* the
    parts' progress counts together toward ``amount`` ("v libovolném poměru").
    """

    kind: str
    amount: int = 0
    units: tuple[tuple[str, str | None], ...] = ()
    tile: str | None = None
    parts: tuple[Goal, ...] = ()


def _progress(position: Position, side: Side, goal: Goal) -> int:
    enemy = position.enemy(side)
    if goal.kind == "cíle":
        return objective_total(position, side)
    if goal.kind == "rozprášení":
        routed = [u for u in position.units if u.side == enemy and u.routed]
        if goal.units:
            return sum(1 for u in routed if (u.kind, u.squad) in goal.units)
        return len(routed)
    if goal.kind == "vítězné body":
        return position.victory_points.get(side, 0)
    if goal.kind == "pole s VB":
        return controlled_victory_points(position, side)
    if goal.kind == "únik":
        return sum(
            1
            for u in position.units
            if u.side == side and (u.kind, u.squad) in goal.units and u.tile == goal.tile and not u.routed
        )
    raise ValueError(f"neznámý úkol: {goal.kind}")


def goal_met(position: Position, side: Side, goal: Goal) -> bool:
    if goal.kind == "a":
        return all(goal_met(position, side, g) for g in goal.parts)
    if goal.kind == "nebo":
        return any(goal_met(position, side, g) for g in goal.parts)
    if goal.kind == "a/nebo":
        return sum(_progress(position, side, g) for g in goal.parts) >= goal.amount
    target = len(goal.units) if goal.kind in ("únik",) or (goal.kind == "rozprášení" and goal.units) else goal.amount
    return _progress(position, side, goal) >= target


def check_withdrawal(position: Position, side: Side) -> None:
    """Withdrawal is allowed only at the start of one's own turn, before any card is played (Stalingrad)."""
    from engine.explain import IllegalActionError

    v = VARIANTS[position.game]
    if position.game != "stalingrad":
        raise IllegalActionError("Stažení vojsk zná jen hra Odhodlaní: Stalingrad", v.cite("end"))
    if position.to_move != side or position.cards[side].play_area:
        raise IllegalActionError(
            "Vojska lze stáhnout jen na začátku svého tahu, dříve než vyložíte jakoukoliv kartu", v.cite("withdrawal")
        )


def stalingrad_outcome(
    position: Position, goals: dict[Side, Goal], *, withdrawn: Side | None = None, full_rout_applies: bool = True
) -> Outcome | None:
    """Scenario goal met, complete rout (unless the scenario says otherwise), or withdrawal."""
    v = VARIANTS["stalingrad"]
    expl = Explanation()
    if withdrawn is not None:
        winner = position.enemy(withdrawn)
        expl.add(f"{withdrawn} stáhl vojska na začátku svého tahu: {winner} okamžitě vítězí", v.cite("withdrawal"))
        return Outcome(winner, "stažení vojsk", expl)
    for side, goal in goals.items():
        if goal_met(position, side, goal):
            expl.add(f"{side} splnil úkol scénáře", v.cite("scenario_goals"))
            if goal.kind in ("a", "nebo", "a/nebo"):
                expl.add(f"Spojka „{goal.kind}“ vyhodnocena podle pravidel kombinace úkolů", v.cite("goal_combination"))
            return Outcome(side, "úkol scénáře", expl)
    if full_rout_applies:
        for side in position.sides:
            enemy = position.enemy(side)
            if all_riflemen_routed(position, enemy):
                expl.add(
                    f"Všechny jednotky střelců strany {enemy} jsou rozprášeny: úplné rozprášení", v.cite("full_rout")
                )
                return Outcome(side, "úplné rozprášení", expl)
    return None
