"""Orders and their legality (chapters Rozkazy, Jednotky, Průběh hry, Varianty).

Each check appends the rules it applied to a :class:`Trace` and returns it, or
raises :class:`Refused` with the rule that forbids the order.  Facts the check
needs but was not given raise :class:`Unknown` naming the fact.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from itertools import pairwise

from .board import ENEMY_RESERVE, MY_RESERVE, Sector, is_orthogonal_step, sector_id, straight_line
from .facts import Phase, UnitKind
from .notes import Say, Trace, Unknown, refuse
from .units import BOMBARD_KINDS, BOMBARD_RANGE, CAVALRY_TWO_STEP_PHASES, DEFENCE_KINDS, MOVE_PHASES, MOVE_RANGE

ORDERS_PER_ROUND = 10
MAX_UNITS_SAME_DIRECTION = 5  # per sector, direction and phase (one per field pair of the battle zone)
VARIABLE_ORDERS_BASE = 6  # variant Proměnlivý počet rozkazů: a die roll plus 6


@dataclass(frozen=True)
class MoveOrder:
    unit: UnitKind
    route: tuple[Sector, ...]  # start sector, then every sector entered
    phases: tuple[Phase, ...] | None = None  # the phase of each step, when the question says
    panicked: bool = False


def check_ready(unit: UnitKind, panicked: bool, trace: Trace) -> None:
    """A unit in panic takes no order but reorganisation (chapters Rozkazy, Panika)."""
    if panicked:
        raise refuse(Say.PANICKED_NO_ORDERS, "rozkazy", "panika", unit=unit)


def check_move_length(unit: UnitKind, steps: int, trace: Trace) -> None:
    """A move of ``steps`` sectors in one round (chapter Jednotky)."""
    limit = MOVE_RANGE[unit]
    if steps > limit:
        raise refuse(Say.MOVE_TOO_FAR, "jednotky", "presun_utok", unit=unit, steps=steps, limit=limit)
    trace.add(Say.MOVE_LENGTH_OK, "jednotky", "presun_utok", unit=unit, steps=steps, limit=limit)


def check_move(order: MoveOrder, enemy_held: Collection[Sector] = (), trace: Trace | None = None) -> Trace:
    """Legality of a move/attack order along its drawn route.

    ``enemy_held``: sectors held by the opponent (his combat-ready units are there).

    :raises Refused: with the rule that forbids the move.
    """
    trace = trace if trace is not None else Trace()
    check_ready(order.unit, order.panicked, trace)
    route = order.route
    if len(route) < 2:
        raise refuse(Say.ROUTE_TOO_SHORT, "presun_utok")
    check_move_length(order.unit, len(route) - 1, trace)
    for a, b in pairwise(route):
        if not is_orthogonal_step(a, b):
            raise refuse(Say.MOVE_NOT_ORTHOGONAL, "presun_utok", origin=sector_id(a), target=sector_id(b))
        if b == ENEMY_RESERVE:
            raise refuse(Say.MOVE_INTO_ENEMY_RESERVE, "presun_utok")
    trace.add(Say.MOVE_ORTHOGONAL_OK, "presun_utok")
    if route[0] == MY_RESERVE:
        for sector in route[1:]:
            if sector in enemy_held:
                raise refuse(Say.RESERVE_THROUGH_ENEMY, "presun_utok", sector=sector_id(sector))
        trace.add(Say.RESERVE_ROUTE_OK, "presun_utok")
    if order.phases is not None:
        check_move_phases(order.unit, order.phases, len(route) - 1, trace)
    return trace


def check_destination(target: Sector, trace: Trace) -> None:
    """Where a move may end: anywhere but the enemy reserve (chapter Přesun/útok)."""
    if target == ENEMY_RESERVE:
        raise refuse(Say.MOVE_INTO_ENEMY_RESERVE, "presun_utok")
    trace.add(Say.DESTINATION_OK, "presun_utok")


def check_move_phases(unit: UnitKind, phases: Sequence[Phase], steps: int | None, trace: Trace) -> None:
    """The phases in which each one-sector step of a move is made (chapter Přesun/útok, Jednotky)."""
    if steps is not None and len(phases) != steps:
        raise refuse(Say.ONE_SECTOR_PER_PHASE, "presun_utok", "faze")
    allowed = MOVE_PHASES[unit]
    for phase in phases:
        if phase not in allowed:
            raise refuse(Say.MOVE_WRONG_PHASE, "presun_utok", "faze", unit=unit, phase=phase, allowed=allowed)
    if len(phases) == 2 and tuple(phases) not in CAVALRY_TWO_STEP_PHASES:
        raise refuse(Say.CAVALRY_TWO_STEP_PHASES, "jednotky", "presun_utok")
    trace.add(Say.MOVE_PHASES_OK, "presun_utok", "faze", unit=unit, phases=tuple(phases))


def units_moving_now(ordered: int) -> tuple[int, int]:
    """(moving in this phase, trying in the next suitable phase) for ``ordered`` units in one direction."""
    now = min(ordered, MAX_UNITS_SAME_DIRECTION)
    return now, ordered - now


def check_defence(unit: UnitKind, panicked: bool = False, trace: Trace | None = None) -> Trace:
    """A defence order: infantry or artillery only; it holds for the whole round (chapter Obrana)."""
    trace = trace if trace is not None else Trace()
    if unit not in DEFENCE_KINDS:
        raise refuse(Say.DEFENCE_WRONG_KIND, "obrana", unit=unit)
    check_ready(unit, panicked, trace)
    trace.add(Say.DEFENCE_OK, "obrana", unit=unit)
    return trace


def check_bombard_kind(unit: UnitKind, panicked: bool, trace: Trace) -> None:
    """Only artillery takes a bombardment order (chapter Ostřelování)."""
    if unit not in BOMBARD_KINDS:
        raise refuse(Say.BOMBARD_WRONG_KIND, "ostrelovani_rozkaz", unit=unit)
    check_ready(unit, panicked, trace)
    trace.add(Say.BOMBARD_KIND_OK, "ostrelovani_rozkaz")


def check_bombard_range(distance: int, straight: bool | None, trace: Trace) -> None:
    """The target is the adjacent sector or the one behind it, horizontally or vertically."""
    if straight is False:
        raise refuse(Say.BOMBARD_NOT_STRAIGHT, "ostrelovani_rozkaz")
    if distance > BOMBARD_RANGE:
        raise refuse(Say.BOMBARD_TOO_FAR, "ostrelovani_rozkaz", distance=distance)
    trace.add(Say.BOMBARD_RANGE_OK, "ostrelovani_rozkaz", distance=distance)


def check_bombardment(
    unit: UnitKind, origin: Sector, target: Sector, panicked: bool = False, occupied: Collection[Sector] = (),
    trace: Trace | None = None,
) -> tuple[Trace, int, list[Sector]]:
    """Legality of a bombardment order; returns (trace, distance, sectors fired over that are occupied).

    :raises Refused: not artillery, not in a straight line, or too far.
    :raises Unknown: the target is the enemy reserve (the manual does not say).
    """
    trace = trace if trace is not None else Trace()
    check_bombard_kind(unit, panicked, trace)
    line = straight_line(origin, target)
    if line is None:
        raise refuse(Say.BOMBARD_NOT_STRAIGHT, "ostrelovani_rozkaz")
    distance, between = line
    check_bombard_range(distance, True, trace)
    if target == ENEMY_RESERVE:
        raise Unknown(Say.BOMBARD_RESERVE_UNKNOWN, "ostrelovani_rozkaz")
    over = [s for s in between if s in occupied]
    return trace, distance, over


def check_reorganisation(
    unit: UnitKind,
    *,
    panicked: bool,
    in_red_reserve: bool | None = None,
    same_type_panicked_in_red: int | None = None,
    sector_has_own_unit: bool | None = None,
    trace: Trace | None = None,
) -> Trace:
    """Legality of a reorganisation order (chapters Rozkazy – Reorganizace, Panika).

    :raises Refused: the unit is not in panic, or the conditions of its kind are not met.
    :raises Unknown: a condition the answer depends on was not stated.
    """
    trace = trace if trace is not None else Trace()
    if not panicked:
        raise refuse(Say.REORGANISE_NOT_PANICKED, "reorganizace")
    if unit is UnitKind.ARTILLERY:
        if sector_has_own_unit is None:
            raise Unknown(Say.NEED_OWN_UNIT_IN_SECTOR, "reorganizace", missing="sector_has_own_unit")
        if not sector_has_own_unit:
            raise refuse(Say.REORGANISE_ARTILLERY_NEEDS_UNIT, "reorganizace", "opustene_delostrelectvo")
        trace.add(Say.REORGANISE_ARTILLERY_OK, "reorganizace", "opustene_delostrelectvo")
        return trace
    if in_red_reserve is None:
        raise Unknown(Say.NEED_RED_RESERVE, "reorganizace", missing="in_red_reserve", unit=unit)
    if not in_red_reserve:
        raise refuse(Say.REORGANISE_NOT_IN_RED, "reorganizace", unit=unit)
    if same_type_panicked_in_red is None:
        raise Unknown(Say.NEED_SECOND_UNIT, "reorganizace", missing="same_type_panicked_in_red", unit=unit)
    if same_type_panicked_in_red < 1:
        raise refuse(Say.REORGANISE_NEEDS_SECOND, "reorganizace", unit=unit)
    trace.add(Say.REORGANISE_OK, "reorganizace", "faze_5", unit=unit)
    return trace


def check_order_count(orders: int, limit: int = ORDERS_PER_ROUND, trace: Trace | None = None) -> Trace:
    """At most ``limit`` orders a round, each for one unit (chapter Rozkazy)."""
    trace = trace if trace is not None else Trace()
    if orders > limit:
        raise refuse(Say.TOO_MANY_ORDERS, "rozkazy", orders=orders, limit=limit)
    trace.add(Say.ORDER_COUNT_OK, "rozkazy", orders=orders, limit=limit)
    return trace


def check_orders_per_unit(count: int, trace: Trace | None = None) -> Trace:
    """No unit carries out more than one order a round (chapter Rozkazy)."""
    trace = trace if trace is not None else Trace()
    if count > 1:
        raise refuse(Say.ONE_ORDER_PER_UNIT, "rozkazy", count=count)
    trace.add(Say.ONE_ORDER_PER_UNIT_OK, "rozkazy")
    return trace


def variable_orders(die: int) -> int:
    """Variant *Proměnlivý počet rozkazů*: a die roll plus 6."""
    if not 1 <= die <= 6:
        raise refuse(Say.DIE_FACES, "varianty")
    return die + VARIABLE_ORDERS_BASE
