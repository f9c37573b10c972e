"""Topic handlers for orders, what a unit kind may do, the order of phases, and clashes.

Each handler reads typed facts, applies the rules and fills a :class:`Result`;
it states no text (see :mod:`.presentation`).
"""

from __future__ import annotations

from .board import at
from .casualties import hit_fate
from .combat import clash
from .facts import GeneraloveFacts, Order, Phase, Proposition, SectorId, SectorStatus, Stance, Step, UnitKind
from .notes import Say, note, refuse
from .orders import (
    MAX_UNITS_SAME_DIRECTION,
    MoveOrder,
    check_bombard_kind,
    check_bombard_range,
    check_bombardment,
    check_defence,
    check_destination,
    check_move,
    check_move_length,
    check_move_phases,
    check_order_count,
    check_orders_per_unit,
    check_ready,
    check_reorganisation,
    units_moving_now,
)
from .phases import FIRST_STEP, ROUND_ORDER, comes_before, flight_steps, phase_of, position_in_round
from .result import Result
from .units import BOMBARD_KINDS, ROLL_PHASES, ROLLERS, Roll

P = Proposition


def implied_order(f: GeneraloveFacts, asked: Proposition | None) -> Order | None:
    """The order the facts describe when the question names none."""
    if f.order is not None:
        return f.order
    if f.route or f.move_sectors is not None or f.phases or f.units_same_direction is not None:
        return Order.MOVE
    if f.roll is Roll.BOMBARDMENT or asked is P.MAY_BOMBARD:
        return Order.BOMBARDMENT
    if f.origin is not None or f.target is not None or f.target_enemy_held or asked in (P.MAY_TURN,
                                                                                     P.MAY_CHANGE_ROUTE):
        return Order.MOVE
    if f.distance is not None:
        return Order.BOMBARDMENT
    if f.in_red_reserve is not None or f.same_type_panicked_in_red is not None or asked is P.MAY_REORGANISE:
        return Order.REORGANISATION
    return None


def order_answer(f: GeneraloveFacts, r: Result) -> None:
    """Whether an order may be given and carried out (chapters Rozkazy, Jednotky, Panika)."""
    order = implied_order(f, r.asked)
    if order is None:
        _order_counts(f, r)
        return
    unit = f.unit or f.my_unit
    if unit is None and order is Order.BOMBARDMENT:
        unit = UnitKind.ARTILLERY  # only artillery bombards: an unnamed unit that bombards is artillery
    if unit is None and order is Order.REORGANISATION and f.panicked is False:
        unit = UnitKind.INFANTRY  # a unit not in panic is never reorganised, whatever its kind
    if unit is None and order is Order.MOVE:
        with r.deciding(P.ORDER_ALLOWED, Say.ORDER_ALLOWED_SUMMARY, order=order, unit=None):
            _move_any_unit(f, r)
        if P.ORDER_ALLOWED in r.findings:
            if r.asked is P.MAY_ENTER:
                r.find(P.MAY_ENTER, r.findings[P.ORDER_ALLOWED].value, r.findings[P.ORDER_ALLOWED].note)
            return
    if unit is None:
        r.need("unit")
        return
    decides = {Order.BOMBARDMENT: P.MAY_BOMBARD, Order.REORGANISATION: P.MAY_REORGANISE}.get(order)
    with r.deciding(P.ORDER_ALLOWED, Say.ORDER_ALLOWED_SUMMARY, order=order, unit=unit):
        if f.orders_per_unit is not None:
            r.trace.extend(check_orders_per_unit(f.orders_per_unit))
        if order is Order.MOVE:
            _move(f, unit, r)
        elif order is Order.DEFENCE:
            r.trace.extend(check_defence(unit, bool(f.panicked)))
        elif order is Order.BOMBARDMENT:
            _bombard(f, unit, r)
        else:
            r.trace.extend(check_reorganisation(
                unit, panicked=f.panicked is not False, in_red_reserve=f.in_red_reserve,
                same_type_panicked_in_red=f.same_type_panicked_in_red, sector_has_own_unit=f.sector_has_own_unit))
    if order is Order.MOVE and r.asked is P.MAY_ENTER:
        decides = P.MAY_ENTER
    if decides is not None and P.ORDER_ALLOWED in r.findings:
        r.find(decides, r.findings[P.ORDER_ALLOWED].value, r.findings[P.ORDER_ALLOWED].note)


def _order_counts(f: GeneraloveFacts, r: Result) -> None:
    if f.orders is None and f.orders_per_unit is None:
        r.need("order")
        return
    with r.deciding(P.ORDER_ALLOWED, Say.ORDER_COUNT_ALLOWED):
        if f.orders is not None:
            r.trace.extend(check_order_count(f.orders))
        if f.orders_per_unit is not None:
            r.trace.extend(check_orders_per_unit(f.orders_per_unit))


def _move_any_unit(f: GeneraloveFacts, r: Result) -> None:
    """The move rules that hold for every kind; a move they do not refuse needs the kind (:raises Refused:)."""
    if f.my_stance is Stance.DEFENDING:  # its one order this round is the defence
        raise refuse(Say.DEFENCE_IS_ITS_ORDER, "rozkazy", "obrana")
    if f.one_phase and (f.move_sectors or len(f.route or ()) - 1) > 1:
        raise refuse(Say.ONE_SECTOR_PER_PHASE, "jednotky", "presun_utok")
    if f.one_phase and f.units_same_direction is not None and f.units_same_direction > MAX_UNITS_SAME_DIRECTION:
        raise refuse(Say.MORE_THAN_FIVE_SAME_DIRECTION, "presun_utok")  # "šest jednotek stejným směrem v jedné fázi"
    if f.straight is False:
        raise refuse(Say.MOVE_NOT_ORTHOGONAL_ANY, "presun_utok")
    start = f.route[0] if f.route else f.origin
    if start is SectorId.OWN_RESERVE and f.target_enemy_held:
        raise refuse(Say.RESERVE_THROUGH_ENEMY, "presun_utok", sector=f.route[-1] if f.route else f.target)
    if f.target is SectorId.ENEMY_RESERVE or (f.route and f.route[-1] is SectorId.ENEMY_RESERVE):
        raise refuse(Say.MOVE_INTO_ENEMY_RESERVE, "presun_utok")
    if r.asked in (P.MAY_TURN, P.MAY_CHANGE_ROUTE):
        turn = note(Say.MAY_TURN, "presun_utok")
        r.find(P.MAY_TURN, True, turn)
        r.find(P.MAY_CHANGE_ROUTE, False, note(Say.ROUTE_MUST_BE_FOLLOWED, "presun_utok"))
        r.summary = r.findings[r.asked].note
        return
    if (f.unit or f.my_unit) is None:
        r.need("unit")


def _move(f: GeneraloveFacts, unit: UnitKind, r: Result) -> None:
    check_ready(unit, bool(f.panicked), r.trace)
    _move_any_unit(f, r)
    route = f.route or ((f.origin, f.target) if f.origin is not None and f.target is not None else None)
    if route:
        phases = f.phases
        if phases is None and f.phase is not None and len(route) == 2:
            phases = (f.phase,)
        order = MoveOrder(unit, tuple(at(s) for s in route), phases, bool(f.panicked))
        check_move(order, {at(s) for s in f.enemy_held or ()}, r.trace)
    elif f.target is not None:
        check_destination(at(f.target), r.trace)
    elif f.move_sectors is not None:
        check_move_length(unit, f.move_sectors, r.trace)
        if f.phase is not None and not f.phases and f.move_sectors > 1:  # "v 1. fázi o 2 sektory"
            raise refuse(Say.ONE_SECTOR_PER_PHASE, "jednotky", "presun_utok")
        phases = f.phases or ((f.phase,) if f.phase is not None else ())  # "o jeden sektor ve fázi pěchoty"
        if phases:
            check_move_phases(unit, phases, f.move_sectors, r.trace)
    elif f.phases or f.phase is not None:
        check_move_phases(unit, f.phases or (f.phase,), None, r.trace)  # type: ignore[arg-type]
    elif r.wants(P.ORDER_ALLOWED):
        r.add(Say.MOVE_ORDER_ANY_UNIT, "presun_utok", unit=unit)
    if f.units_same_direction is not None:
        now, later = units_moving_now(f.units_same_direction)
        r.add(Say.FIVE_SAME_DIRECTION, "presun_utok", now=now, later=later)
        r.numbers["moving_now"] = now
        r.numbers["moving_later"] = later
        if r.asked is None:
            r.say(Say.FIVE_SAME_DIRECTION, "presun_utok", now=now, later=later)


def _bombard(f: GeneraloveFacts, unit: UnitKind, r: Result) -> None:
    check_bombard_kind(unit, bool(f.panicked), r.trace)
    if f.origin is not None and f.target is not None:
        _, distance, over = check_bombardment(unit, at(f.origin), at(f.target), bool(f.panicked),
                                              {at(s) for s in f.occupied or ()}, r.trace)
        r.numbers["distance"] = distance
        if over:
            r.add(Say.BOMBARD_OVER_OCCUPIED, "tabulky", value=-1)
    elif f.distance is not None or f.straight is not None:
        check_bombard_range(f.distance or 1, f.straight, r.trace)
    else:
        r.add(Say.BOMBARD_RANGE_RULE, "ostrelovani_rozkaz")


def ability_answer(f: GeneraloveFacts, r: Result) -> None:
    """What a unit kind may do: fire, assault, bombard, roll, retreat, flee; what a hit does to it."""
    unit = f.unit or f.my_unit
    panicked = bool(f.panicked)
    _any_unit(f, panicked, r)
    if unit is None:
        if r.asked is None or r.asked not in r.findings:
            r.need("unit")
        elif r.asked in r.findings:
            r.summary = r.findings[r.asked].note
        return
    _rolls(unit, f.phase, panicked, r)
    if unit in BOMBARD_KINDS and not panicked:
        r.find(P.MAY_BOMBARD, f.phase in (None, Phase.BOMBARDMENT),
               note(Say.BOMBARD_ARTILLERY_PHASE2, "ostrelovani_rozkaz", "faze_2", phase=f.phase))
    elif unit not in BOMBARD_KINDS:
        r.find(P.MAY_BOMBARD, False, note(Say.BOMBARD_WRONG_KIND, "ostrelovani_rozkaz", unit=unit))
    _retreat(unit, f.my_stance, panicked, f.target_status, r)
    _panic(unit, panicked, r)
    _enter(unit, panicked, f.target_status, r)
    if r.asked is P.MAY_RETREAT and P.MAY_RETREAT not in r.findings:
        r.need("my_stance")
    if r.asked is not None and r.asked in r.findings:
        r.summary = r.findings[r.asked].note
    elif r.asked is None and P.PANICS in r.findings:
        r.summary = r.findings[P.PANICS].note  # "what happens to my infantry?": what a hit does


def _any_unit(f: GeneraloveFacts, panicked: bool, r: Result) -> None:
    """What holds for every kind: a bombarded unit cannot react; a unit in panic does not roll, and a hit on it
    captures it in combat but destroys it in a bombardment."""
    r.find(P.TARGET_MAY_REACT, False, note(Say.BOMBARDED_CANNOT_REACT, "ostrelovani_rozkaz", "ostrelovani_boj"))
    if f.my_stance is Stance.ATTACKING and not panicked:
        r.find(P.MAY_RETREAT, True, note(Say.ATTACKERS_MAY_RETREAT, "faze_3", step=Step("3.5")))
    if f.phase is not None and not panicked:
        for roll, proposition in ((Roll.FIRE, P.MAY_FIRE), (Roll.ASSAULT, P.MAY_ASSAULT)):
            if f.phase not in ROLL_PHASES[roll]:  # no one fires in phase 1
                key = "faze_1" if f.phase is Phase.CAVALRY and roll is Roll.FIRE else "upravy"
                r.find(proposition, False, note(Say.ROLL_NOT_IN_PHASE, key, phase=f.phase, roll=roll))
    if not panicked:
        return
    bombarded = Roll.BOMBARDMENT in (f.roll,) or f.order is Order.BOMBARDMENT
    why = note(Say.PANICKED_NO_ROLL, "panika")
    for proposition in (P.MAY_FIRE, P.MAY_ASSAULT, P.MAY_ROLL):
        r.find(proposition, False, why)
    r.find(P.PANICS, False, note(Say.ALREADY_PANICKED, "panika"))
    if f.target_status is not None and (f.unit or f.my_unit) is not UnitKind.ARTILLERY:
        hostile = f.target_status is SectorStatus.HOSTILE
        r.find(P.MAY_ENTER, not hostile, note(Say.FLIGHT_NOT_HOSTILE if hostile else Say.FLIGHT_THROUGH_FRIENDLY,
                                              "panika"))
    if bombarded:
        destroyed = note(Say.BOMBARD_PANICKED_DESTROYED, "ostrelovani_boj", "ostrelovani_rozkaz", unit=None)
        r.find(P.DESTROYED, True, destroyed)
        r.find(P.CAPTURED, False, note(Say.BOMBARD_NO_CAPTURE, "ostrelovani_boj", "ostrelovani_rozkaz"))
        r.find(P.SCORES_VP, False, destroyed)
    elif (f.unit or f.my_unit) is not UnitKind.ARTILLERY:
        captured = note(Say.HIT_PANICKED_CAPTURED, "ztraty", "cil_hry", unit=None, vp=None)
        r.find(P.CAPTURED, True, captured)
        r.find(P.SCORES_VP, True, captured)
        r.find(P.DESTROYED, False, note(Say.DESTROYED_ONLY_BY_BOMBARDMENT, "ostrelovani_boj"))


def _rolls(unit: UnitKind, phase: Phase | None, panicked: bool, r: Result) -> None:
    if panicked:
        why = note(Say.PANICKED_NO_ROLL, "panika", unit=unit)
        for proposition in (P.MAY_FIRE, P.MAY_ASSAULT, P.MAY_ROLL):
            r.find(proposition, False, why)
        return
    for roll, proposition in ((Roll.FIRE, P.MAY_FIRE), (Roll.ASSAULT, P.MAY_ASSAULT)):
        if unit not in ROLLERS[roll]:
            r.find(proposition, False, note(Say.KIND_DOES_NOT_ROLL, "ztraty", unit=unit, roll=roll))
        elif phase is not None and phase not in ROLL_PHASES[roll]:
            key = "faze_1" if phase is Phase.CAVALRY and roll is Roll.FIRE else "upravy"
            r.find(proposition, False, note(Say.ROLL_NOT_IN_PHASE, key, phase=phase, roll=roll))
        else:
            r.find(proposition, True, note(Say.KIND_ROLLS, "ztraty", unit=unit, roll=roll,
                                           phases=ROLL_PHASES[roll]))
    if phase is not None:
        any_roll = any(unit in ROLLERS[roll] and phase in ROLL_PHASES[roll] for roll in Roll)
        r.find(P.MAY_ROLL, any_roll, note(Say.ROLLS_IN_PHASE if any_roll else Say.NO_ROLL_IN_PHASE,
                                          "bojovy_hod", unit=unit, phase=phase))
    else:
        r.find(P.MAY_ROLL, True, note(Say.ONE_DIE_PER_UNIT, "bojovy_hod", dice=1))


def _retreat(unit: UnitKind, stance: Stance | None, panicked: bool, into: SectorStatus | None, r: Result) -> None:
    if panicked:
        r.find(P.MAY_RETREAT, False, note(Say.PANICKED_FLEES_NOT_RETREATS, "panika"))
    elif unit is UnitKind.CAVALRY and stance is not Stance.ATTACKING and into is SectorStatus.HOSTILE:
        r.find(P.MAY_RETREAT, False, note(Say.RETREAT_NOT_HOSTILE, "jednotky", "faze_3"))
    elif stance is Stance.ATTACKING:
        r.find(P.MAY_RETREAT, True, note(Say.ATTACKERS_MAY_RETREAT, "faze_3", step=Step("3.5")))
    elif unit is UnitKind.CAVALRY:
        r.find(P.MAY_RETREAT, True, note(Say.CAVALRY_MAY_RETREAT, "jednotky", "faze_3", step=Step("3.6")))
    elif stance is not None:
        r.find(P.MAY_RETREAT, False, note(Say.DEFENDERS_NO_RETREAT, "faze_3", unit=unit))


def _enter(unit: UnitKind, panicked: bool, into: SectorStatus | None, r: Result) -> None:
    """Whether a fleeing or retreating unit may go into (or through) a sector of the status described."""
    if into is None:
        return
    if panicked and unit is not UnitKind.ARTILLERY:
        hostile = into is SectorStatus.HOSTILE
        r.find(P.MAY_ENTER, not hostile, note(Say.FLIGHT_NOT_HOSTILE if hostile else Say.FLIGHT_THROUGH_FRIENDLY,
                                              "panika"))
    elif unit is UnitKind.CAVALRY and into is SectorStatus.HOSTILE:
        r.find(P.MAY_ENTER, False, note(Say.RETREAT_NOT_HOSTILE, "jednotky", "faze_3"))
    elif unit is UnitKind.CAVALRY and r.asked is P.MAY_ENTER:
        r.find(P.MAY_ENTER, True, note(Say.CAVALRY_RETREAT_OK, "jednotky", "faze_3"))


def _panic(unit: UnitKind, panicked: bool, r: Result) -> None:
    steps = flight_steps(unit)
    if unit is UnitKind.ARTILLERY:
        r.find(P.FLEES, False, note(Say.ABANDONED_STAYS_NEUTRAL, "opustene_delostrelectvo"))
    elif panicked:
        r.find(P.FLEES, True, note(Say.PANICKED_FLEE, "panika", unit=unit, steps=steps))
    if panicked:
        r.find(P.PANICS, False, note(Say.ALREADY_PANICKED, "panika", unit=unit))
        r.find(P.CAPTURED, True, note(Say.HIT_PANICKED_CAPTURED, "ztraty", "cil_hry", unit=unit, vp=None))
        r.find(P.DESTROYED, False, note(Say.DESTROYED_ONLY_BY_BOMBARDMENT, "ostrelovani_boj"))
    else:
        r.find(P.PANICS, True, note(Say.HIT_READY_PANICS, "ztraty", "panika", unit=unit, fate=hit_fate(unit)))
        not_captured = note(Say.READY_NOT_CAPTURED, "ztraty", unit=unit, fate=hit_fate(unit))
        r.find(P.CAPTURED, False, not_captured)
        r.find(P.SCORES_VP, False, not_captured)
        r.find(P.DESTROYED, False, note(Say.READY_NOT_DESTROYED, "ztraty", "ostrelovani_boj", unit=unit))


def phase_order_answer(f: GeneraloveFacts, r: Result) -> None:
    """The order of the phases and steps of a round (chapters Průběh hry, Fáze herního kola)."""
    if f.step_a is not None and f.step_b is not None:
        a, b = f.step_a, f.step_b
        before = comes_before(a, b)
        r.add(Say.STEP_TEXT, "prubeh_hry", f"faze_{phase_of(a).number}", step=a)
        r.add(Say.STEP_TEXT, "prubeh_hry", f"faze_{phase_of(b).number}", step=b)
        r.numbers["order_a"] = position_in_round(a)
        r.numbers["order_b"] = position_in_round(b)
        r.find(P.PHASE_BEFORE, before, note(Say.STEP_BEFORE, "prubeh_hry", "faze", a=a, b=b, before=before))
        return
    if f.step_a is not None or f.step_b is not None or r.asked is P.PHASE_BEFORE:
        for name in ("step_a", "step_b"):
            if getattr(f, name) is None:
                r.need(name)
        return
    r.add(Say.ROUND_HAS_SIX_PHASES, "prubeh_hry", "faze")
    r.numbers["phases"] = len(Phase)
    for phase in Phase:
        r.add(Say.PHASE_STEPS, "prubeh_hry", f"faze_{phase.number}", phase=phase)
    if f.phase is not None:
        r.numbers["phase"] = f.phase.number
        r.say(Say.PHASE_IS, f"faze_{f.phase.number}", phase=f.phase, steps=len([s for s in ROUND_ORDER
                                                                                 if phase_of(s) is f.phase]))
    else:
        r.say(Say.PHASE_LIST, "prubeh_hry")


def clash_answer(f: GeneraloveFacts, r: Result) -> None:
    """Whether a move leads to a clash, who attacks and defends, and in which step (chapter Střet)."""
    assert f.target_status is not None
    status = f.target_status
    attack = status is SectorStatus.HOSTILE or bool(f.enemy_enters_same) or bool(f.enemy_leaves_toward_me)
    r.find(P.MOVE_IS_ATTACK, attack, note(Say.MOVE_INTO_ENEMY_IS_ATTACK if attack else Say.MOVE_NOT_ATTACK,
                                          "presun_utok", "stret", status=status))
    if f.phase is None:
        if r.wants(P.CLASH):
            r.need("phase", Say.NEED_CLASH_PHASE)
        return
    result = clash(status, phase=f.phase, enemy_enters_same=bool(f.enemy_enters_same),
                   enemy_leaves_toward_me=bool(f.enemy_leaves_toward_me))
    r.trace.extend(result.trace)
    r.numbers["step"] = result.step.value
    happens = result.situation is not None
    if happens:
        r.numbers["my_role"] = result.my_roles
        r.numbers["enemy_role"] = result.enemy_roles
    r.find(P.CLASH, happens, note(Say.CLASH_SUMMARY, "stret", situation=result.situation,
                                  mine=result.my_roles, theirs=result.enemy_roles, step=result.step,
                                  reason=result.trace.notes[-1]))
    if f.phase is Phase.ARTILLERY:
        r.find(P.ORDER_ALLOWED, status is not SectorStatus.HOSTILE, result.trace.notes[-1])


def first_step_of(phase: Phase) -> Step:
    """The first step of a phase (a question comparing phases compares their first steps)."""
    return FIRST_STEP[phase]
