"""What hits do: panic, abandoned artillery, capture, destruction by bombardment, flight.

Chapters Boj (step 3, Určení ztrát), Ostřelování, Panika and Cíl hry of manual 001.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from .board import MY_RESERVE, Sector, sector_id, shortest_paths
from .combat import Unit
from .facts import Direction, Roll, SectorStatus, Stance, UnitKind
from .notes import Say, Trace, refuse
from .tables import TAB3, tab1, tab2
from .units import CAPTURE_VP, Category


class Fate(StrEnum):
    PANIC = "panic"  # infantry or cavalry hit while combat-ready
    ABANDONED = "abandoned"  # artillery hit while combat-ready: its crew leaves it
    CAPTURED = "captured"  # hit while in panic (or flight impossible, or its sector taken)
    DESTROYED = "destroyed"  # hit by bombardment while in panic


@dataclass(frozen=True)
class Casualty:
    unit: Unit
    fate: Fate
    vp_for_opponent: int


def hit_fate(kind: UnitKind) -> Fate:
    """What a hit does to a combat-ready unit: artillery is abandoned, the others panic."""
    return Fate.ABANDONED if kind is UnitKind.ARTILLERY else Fate.PANIC


def take_hits(units: Sequence[Unit], hits: int, choice: Sequence[int] | None = None) -> tuple[list[Casualty], Trace]:
    """Apply ``hits`` to my units in a zone, in the order I choose (indices into ``units``).

    Combat-ready units must be chosen before units already in panic.  A hit
    combat-ready unit panics (artillery is abandoned); a hit unit in panic is
    captured and the opponent scores it.

    :raises Refused: the choice takes a panicked unit while a combat-ready one is left.
    """
    trace = Trace()
    state = list(units)
    if choice is None:
        choice = [i for i, u in enumerate(state) if not u.panicked] + [i for i, u in enumerate(state) if u.panicked]
    out: list[Casualty] = []
    picks = list(choice)
    for _ in range(hits):
        if not picks:
            break
        index = picks.pop(0)
        unit = state[index]
        if unit.panicked and any(not u.panicked for u in state):
            raise refuse(Say.READY_UNITS_FIRST, "ztraty")
        if unit.panicked:
            vp = CAPTURE_VP[unit.kind]
            out.append(Casualty(unit, Fate.CAPTURED, vp))
            trace.add(Say.HIT_PANICKED_CAPTURED, "ztraty", "cil_hry", unit=unit.troop, vp=vp)
            state[index] = replace(unit, panicked=True, label="captured")
            picks = [p for p in picks if p != index]
        else:
            fate = hit_fate(unit.kind)
            out.append(Casualty(unit, fate, 0))
            trace.add(Say.HIT_READY_PANICS, "ztraty", "panika", "rozkazy", unit=unit.troop, fate=fate)
            state[index] = replace(unit, panicked=True)
            picks.append(index)
    return out, trace


def bombardment_hit(unit: Unit) -> tuple[Casualty, Trace]:
    """A bombardment hit: a unit already in panic is destroyed (no VP), otherwise it panics."""
    trace = Trace()
    if unit.panicked:
        trace.add(Say.BOMBARD_PANICKED_DESTROYED, "ostrelovani_boj", "ostrelovani_rozkaz", unit=unit.troop)
        return Casualty(unit, Fate.DESTROYED, 0), trace
    fate = hit_fate(unit.kind)
    trace.add(Say.BOMBARD_READY_PANICS, "ostrelovani_boj", "panika", unit=unit.troop, fate=fate)
    return Casualty(unit, fate, 0), trace


def bombardment_modifier(
    target: Category | None,
    *,
    over_occupied: bool = False,
    same_sector_as_last_round: bool = False,
    direction: Direction = Direction.FRONTAL,
) -> tuple[int, Trace]:
    """Summed bombardment modifier: Tab. 1 (target chosen by the opponent), Tab. 2 (side), Tab. 3.

    Without a ``target`` only the side and Tab. 3 parts are summed (the Tab. 1 part depends on the unit).
    """
    trace = Trace()
    total = 0
    if target is None:
        trace.add(Say.BOMBARD_TAB1_DEPENDS, "ostrelovani_boj", "tabulky")
    else:
        total = tab1(Category(Stance.ATTACKING, UnitKind.ARTILLERY), target, Roll.BOMBARDMENT).modifier or 0
        trace.add(Say.BOMBARD_TAB1, "tabulky", "ostrelovani_boj", target=target, value=total)
    if direction is not Direction.FRONTAL:
        side = tab2("ostrelovani", direction, Roll.BOMBARDMENT).modifier or 0
        total += side
        trace.add(Say.BOMBARD_TAB2, "tabulky", "ostrelovani_boj", direction=direction, value=side)
    if over_occupied:
        value = TAB3["pres_obsazeny_sektor"].get(Roll.BOMBARDMENT)
        total += value
        trace.add(Say.BOMBARD_OVER_OCCUPIED, "tabulky", value=value)
    if same_sector_as_last_round:
        value = TAB3["stejny_sektor_jako_minule"].get(Roll.BOMBARDMENT)
        total += value
        trace.add(Say.BOMBARD_SAME_SECTOR, "tabulky", value=value)
    trace.add(Say.BOMBARD_TOTAL, "ostrelovani_boj", value=total)
    return total, trace


def flight(start: Sector, statuses: Mapping[Sector, SectorStatus],
           reserve: Sector = MY_RESERVE) -> tuple[Sector | None, Trace]:
    """Next sector of a fleeing panicked infantry/cavalry unit, or None when it is captured.

    Flight goes by the shortest way to the own reserve, one sector per phase,
    only through friendly or neutral sectors (the caller passes every sector it knows).
    """
    trace = Trace()
    if start == reserve:
        trace.add(Say.FLIGHT_ALREADY_IN_RESERVE, "panika")
        return start, trace
    passable = [s for s, st in statuses.items() if st in (SectorStatus.FRIENDLY, SectorStatus.NEUTRAL)]
    path = shortest_paths(start, reserve, passable)
    if path is None:
        trace.add(Say.FLIGHT_IMPOSSIBLE_CAPTURED, "panika")
        return None, trace
    trace.add(Say.FLIGHT_STEP, "panika", sector=sector_id(path[1]), into_reserve=path[1] == reserve)
    return path[1], trace


class ArtilleryFate(StrEnum):
    CAPTURED = "captured"
    MAY_REORGANISE = "may_reorganise"
    STAYS = "stays"


def abandoned_artillery(*, own_unit_in_sector: bool, enemy_unit_in_sector: bool,
                        trace: Trace | None = None) -> ArtilleryFate:
    """Fate of my abandoned artillery: captured, may be reorganised, or stays (chapter Panika)."""
    trace = trace if trace is not None else Trace()
    trace.add(Say.ABANDONED_STAYS_NEUTRAL, "opustene_delostrelectvo")
    if enemy_unit_in_sector:
        trace.add(Say.ABANDONED_CAPTURED, "opustene_delostrelectvo", "cil_hry", vp=CAPTURE_VP[UnitKind.ARTILLERY])
        return ArtilleryFate.CAPTURED
    if own_unit_in_sector:
        trace.add(Say.ABANDONED_MAY_REORGANISE, "opustene_delostrelectvo", "reorganizace")
        return ArtilleryFate.MAY_REORGANISE
    return ArtilleryFate.STAYS
