"""Victory medals, objectives (appendix 3) and the air power table (appendix 4).

Medals: one per enemy unit destroyed (rule ``game.goal``); objective medals
(rule ``medals.objectives``): temporary (held while a unit occupies the hex),
permanent (kept once gained), temporary majority (the side holding more of
the marked hexes), sudden death (the game ends at once).

The air power table is transcribed from manual 004 as printed in the OCR;
cells the scan left illegible are ``None`` and :func:`air_power` says so
(``AirPower.illegible``) instead of guessing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.memoir44.components import Side
from engine.memoir44.facts import Front, Objective
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Notes
from engine.memoir44.position import Position


@dataclass
class ObjectiveState:
    kind: Objective
    hexes: tuple[Hex, ...]
    side: Side | None = None  # the side that can gain it (None: both)
    gained_by: Side | None = None  # permanent objectives: who gained it already


@dataclass
class MedalCount:
    medals: dict[Side, int]
    sudden_death: Side | None
    notes: Notes = field(default_factory=Notes)


def objective_holder(position: Position, objective: ObjectiveState) -> Side | None:
    """Who holds the objective's medal in this position (None: nobody)."""
    if objective.kind is Objective.PERMANENT and objective.gained_by is not None:
        return objective.gained_by
    counts = {s: 0 for s in Side}
    for h in objective.hexes:
        u = position.unit_at(h)
        if u is not None and (objective.side is None or u.side is objective.side):
            counts[u.side] += 1
    if objective.kind is Objective.TEMPORARY_MAJORITY:
        a, b = counts[Side.ALLIES], counts[Side.AXIS]
        return Side.ALLIES if a > b else Side.AXIS if b > a else None
    for s in Side:
        if counts[s]:
            return s
    return None


def count_medals(position: Position, destroyed: Mapping[Side, int],
                 objectives: Iterable[ObjectiveState] = ()) -> MedalCount:
    """Medals of each side: ``destroyed[side]`` enemy units destroyed by it, plus objectives held."""
    notes = Notes()
    medals = {s: destroyed.get(s, 0) for s in Side}
    for s in Side:
        if medals[s]:
            notes.add("medals.destroyed", "game.goal", side=s, medals=medals[s])
    sudden: Side | None = None
    for obj in objectives:
        holder = objective_holder(position, obj)
        if holder is None:
            continue
        if obj.kind is Objective.SUDDEN_DEATH:
            sudden = holder
            notes.add("medals.sudden_death", "medals.objectives", side=holder)
            continue
        medals[holder] += 1
        notes.add("medals.objective", "medals.objectives", side=holder, objective=obj.kind)
    return MedalCount(medals, sudden, notes)


def winner(medals: Mapping[Side, int], needed: int) -> Side | None:
    """The side that has reached the scenario's number of medals first (rule ``game.goal``); None if nobody."""
    reached = [s for s in Side if medals.get(s, 0) >= needed]
    return reached[0] if len(reached) == 1 else None


def keeps_medal(kind: Objective, still_occupied: bool, has_majority: bool = True) -> bool:
    """Does a side keep an objective medal it gained? (temporary: while occupied; majority: while ahead)."""
    if kind is Objective.PERMANENT:
        return True
    if kind is Objective.TEMPORARY_MAJORITY:
        return has_majority
    return still_occupied


# --- air power (appendix 4) ----------------------------------------------------------------------

YEARS = (1939, 1940, 1941, 1942, 1943, 1944, 1945)
_A, _X, _N = Side.ALLIES, Side.AXIS, "-"
# None = illegible in the scanned manual (OCR gave "2", ".", "=", "3").
AIR_POWER: dict[Front, tuple[Side | str | None, ...]] = {
    Front.WEST: (_X, _X, _X, _X, _X, _A, _A),
    Front.EAST: (_X, _X, _X, _X, _N, None, None),
    Front.PACIFIC: (_X, _X, _X, _X, _N, _A, _A),
    Front.MEDITERRANEAN: (None, _X, _X, None, None, _A, _A),
}


@dataclass
class AirPower:
    """Dice per hex of the "Letecký útok" card for each side; ``dice`` is None when the manual's
    table cannot say (``illegible`` cell)."""

    front: Front
    year: int
    dice: dict[Side, int] | None
    superior: Side | None  # the side with air superiority (None: neither, or illegible)
    illegible: bool = False
    notes: Notes = field(default_factory=Notes)


def air_power(front: Front, year: int) -> AirPower:
    """The air power table's cell for ``front`` in ``year`` (``year`` within ``YEARS``)."""
    result = AirPower(front, year, None, None)
    result.notes.add("air.rule", "air_power.rule")
    cell = AIR_POWER[front][YEARS.index(year)]
    if cell is None:
        result.illegible = True
        result.notes.add("air.illegible", "air_power.table", front=front, year=year)
        return result
    if isinstance(cell, Side):
        result.superior = cell
        result.dice = {cell: 2, cell.other: 1}
    else:
        result.dice = {Side.ALLIES: 1, Side.AXIS: 1}
    code = {Side.ALLIES: "air.allies", Side.AXIS: "air.axis", None: "air.neither"}[result.superior]
    result.notes.add(code, "air_power.table", front=front, year=year)
    return result
