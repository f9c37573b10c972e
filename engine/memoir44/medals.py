"""Victory medals, objectives (appendix 3) and the air power table (appendix 4).

Medals: one per enemy unit destroyed (rule ``game.goal``); objective medals
(rule ``medals.objectives``): temporary (held while a unit occupies the hex),
permanent (kept once gained), temporary majority (the side holding more of
the marked hexes), sudden death (the game ends at once).

The air power table is transcribed from manual 004 as printed in the OCR;
cells the scan left illegible are ``None`` and :func:`air_power` raises
``MissingFactError`` for them instead of guessing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from engine.explain import Explanation, MissingFactError
from engine.memoir44.citations import cite
from engine.memoir44.components import Side, cap
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position


class Objective(Enum):
    TEMPORARY = "dočasný medailový cíl"
    PERMANENT = "trvalý medailový cíl"
    TEMPORARY_MAJORITY = "dočasný většinový medailový cíl"
    SUDDEN_DEATH = "cíl náhlé smrti"


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
    explanation: Explanation = field(default_factory=Explanation)


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
    exp = Explanation()
    medals = {s: destroyed.get(s, 0) for s in Side}
    for s in Side:
        if medals[s]:
            exp.add(f"{s.value}: {medals[s]} medailí za zničené nepřátelské jednotky.", cite("game.goal"))
    sudden: Side | None = None
    for obj in objectives:
        holder = objective_holder(position, obj)
        if holder is None:
            continue
        if obj.kind is Objective.SUDDEN_DEATH:
            sudden = holder
            exp.add(f"{holder.value} splnili podmínku náhlé smrti: hra končí jejich vítězstvím.",
                    cite("medals.objectives"))
            continue
        medals[holder] += 1
        exp.add(f"{holder.value}: medaile za {obj.kind.value}.", cite("medals.objectives"))
    return MedalCount(medals, sudden, exp)


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
FRONTS = {"west": "západní fronta", "east": "východní fronta", "pacific": "Tichomoří",
          "mediterranean": "Středomoří"}
_A, _X, _N = "Spojenci", "Osa", "-"
# None = illegible in the scanned manual (OCR gave "2", ".", "=", "3").
AIR_POWER: dict[str, tuple[str | None, ...]] = {
    "west": (_X, _X, _X, _X, _X, _A, _A),
    "east": (_X, _X, _X, _X, _N, None, None),
    "pacific": (_X, _X, _X, _X, _N, _A, _A),
    "mediterranean": (None, _X, _X, None, None, _A, _A),
}


def air_power(front: str, year: int) -> tuple[dict[Side, int], Explanation]:
    """Dice per hex for the "Letecký útok" card: {side: dice}.

    :raises MissingFactError: the year is outside the table or its cell is illegible in the manual.
    """
    exp = Explanation()
    rule = cite("air_power.table")
    exp.add("Ve scénářích základní hry (západní fronta, 1944) hází při kartě „Letecký útok“ spojenecký hráč "
            "za každé pole 2 kostkami a hráč Osy 1; pro jiné fronty a roky platí tabulka letecké převahy.",
            cite("air_power.rule"))
    if front not in AIR_POWER or year not in YEARS:
        raise MissingFactError(f"Tabulka letecké převahy uvádí fronty {', '.join(FRONTS.values())} "
                               f"a roky {YEARS[0]}–{YEARS[-1]}.", rule, fact="front/year")
    cell = AIR_POWER[front][YEARS.index(year)]
    if cell is None:
        raise MissingFactError(f"Pole tabulky letecké převahy pro {FRONTS[front]} v roce {year} je ve "
                               "skenu manuálu nečitelné.", rule, fact="air_power_cell")
    if cell == _X:
        dice = {Side.AXIS: 2, Side.ALLIES: 1}
        exp.add(f"{cap(FRONTS[front])}, {year}: převaha Osy – hráč Osy hází za každé pole 2 kostkami, "
                "spojenecký hráč 1.", rule)
    elif cell == _A:
        dice = {Side.ALLIES: 2, Side.AXIS: 1}
        exp.add(f"{cap(FRONTS[front])}, {year}: převaha Spojenců – karta platí beze změny, spojenecký "
                "hráč hází za každé pole 2 kostkami, hráč Osy 1.", rule)
    else:
        dice = {Side.ALLIES: 1, Side.AXIS: 1}
        exp.add(f"{cap(FRONTS[front])}, {year}: „-“ – oba hráči hází za každé pole 1 kostkou.", rule)
    return dice, exp
