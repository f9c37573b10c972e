"""Statements of the manual that players ask as yes/no, each with the rule it rests on.

Most rules of Generálové are decided from the facts of a position (:mod:`.orders`,
:mod:`.combat`, :mod:`.casualties` …).  Some hold whatever the position: "orders are
drawn secretly", "an order that can be carried out is mandatory", "a unit knocked out
still hits at the same moment".  Each is a :class:`Statement`: the proposition, its
truth by the manual (or a function of the facts where a fact makes the rule not apply,
then ``None``: the engine does not decide and the manual's sentence answers), and the
semantic keys of the rules it rests on (:mod:`.citations`).  The sentence a player
reads is :mod:`.presentation.rules`; no text here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .facts import Activity, Direction, GeneraloveFacts, Phase, Proposition, SectorStatus, UnitKind
from .notes import Say, Unknown, note
from .result import Result
from .units import MOVE_PHASES, MOVE_RANGE, ROLL_PHASES, ROLLERS, Roll

P = Proposition
F = GeneraloveFacts
Value = bool | Callable[[F], "bool | None"]


@dataclass(frozen=True)
class Statement:
    value: Value
    keys: tuple[str, ...]

    def decide(self, facts: F) -> bool | None:
        return self.value(facts) if callable(self.value) else self.value


def _unless_panicked(value: bool) -> Callable[[F], bool | None]:
    """The rule speaks of combat-ready units: for a unit in panic (which flees on its own) it does not decide."""
    return lambda f: None if f.panicked else value


def _reorg_removes_second(f: F) -> bool | None:
    kind = f.unit or f.my_unit
    if kind is None:
        return None
    return kind is not UnitKind.ARTILLERY


def _moves_in(f: F) -> bool | None:
    """After the clash: into a neutral (or friendly) target sector the units move; from a hostile one they return."""
    if f.target_status is None:
        return None
    return f.target_status is not SectorStatus.HOSTILE


def _no_direction_modifier(f: F) -> bool | None:
    """A frontal attack brings no modifier (Tab. 2); a flank or rear attack depends on the attacked unit."""
    return True if f.direction is Direction.FRONTAL else None


STATEMENTS: dict[Proposition, Statement] = {
    # components, set-up
    P.BOARD_B_TERRAIN: Statement(True, ("komponenty",)),
    P.BASE_GAME_ON_A: Statement(True, ("zahajeni", "komponenty")),
    P.SERIAL_NUMBERS_MATTER: Statement(False, ("zahajeni",)),
    P.SPARE_UNITS_USED: Statement(False, ("zahajeni",)),
    P.SAME_ARMIES: Statement(True, ("zahajeni",)),
    P.UNITS_FACE_OPPONENT: Statement(True, ("zahajeni",)),
    # round, orders
    P.ORDERS_SECRET: Statement(True, ("prubeh_hry",)),
    P.ORDERS_SIMULTANEOUS: Statement(True, ("prubeh_hry",)),
    P.ORDER_COUNT_CHANGES: Statement(False, ("zahajeni", "rozkazy")),
    P.UNCLEAR_ORDER_INVALID: Statement(True, ("rozkazy", "prubeh_hry")),
    P.ORDER_MANDATORY: Statement(True, ("prubeh_hry",)),
    P.UNORDERED_STAY: Statement(_unless_panicked(True), ("prubeh_hry",)),
    P.MOVE_NEEDS_ORDER: Statement(_unless_panicked(True), ("presun_utok",)),
    P.PANIC_CANCELS_ORDERS: Statement(True, ("rozkazy",)),
    P.PANICKED_OTHER_ORDERS: Statement(False, ("panika",)),
    P.ROUTE_MUST_BE_FOLLOWED: Statement(True, ("presun_utok",)),
    P.SECTOR_UNITS_LIMITED: Statement(False, ("presun_utok",)),
    P.DEFENCE_WHOLE_ROUND: Statement(True, ("obrana",)),
    P.DEFENCE_RING_WHEN_ATTACKED: Statement(True, ("obrana",)),
    # bombardment
    P.BOMBARD_STRAIGHT_ONLY: Statement(True, ("ostrelovani_rozkaz",)),
    P.BOMBARD_TOKEN: Statement(True, ("ostrelovani_rozkaz", "faze_2")),
    P.OPPONENT_CHOOSES_BOMBARDED: Statement(True, ("ostrelovani_boj", "ostrelovani_rozkaz")),
    P.ONLY_BOMBARDER_ROLLS: Statement(True, ("ostrelovani_boj",)),
    P.BOMBARD_NO_RISK: Statement(True, ("faze_2",)),
    P.ARTILLERY_FACES_LAST_TARGET: Statement(True, ("tabulky",)),
    # clash, positions, combat
    P.ZONES_SEPARATE: Statement(True, ("stret",)),
    P.UNIT_IN_TWO_ZONES: Statement(False, ("stret",)),
    P.KNOCKED_OUT_STILL_HITS: Statement(True, ("stret",)),
    P.CLASH_ORDER_AGREED: Statement(True, ("stret",)),
    P.ALL_ZONES_BEFORE_NEXT_STEP: Statement(True, ("stret",)),
    P.ATTACKED_UNITS_FIGHT: Statement(True, ("stret",)),
    P.DEFENDER_DISTRIBUTES: Statement(True, ("pozice",)),
    P.DEFENDER_PLACEMENT_MANDATORY: Statement(True, ("pozice",)),
    P.MORE_THAN_FIVE_VIA_SIDES: Statement(True, ("stret",)),
    P.NONROLLERS_AFFECT_COMBAT: Statement(False, ("ztraty",)),
    P.NONROLLERS_MAY_BE_CASUALTIES: Statement(True, ("ztraty",)),
    P.BONUS_SPLIT_BY_ROLLER: Statement(True, ("bojovy_hod",)),
    P.PENALTY_SPLIT_BY_OPPONENT: Statement(True, ("bojovy_hod",)),
    P.CASUALTIES_CHOSEN_BY_OWNER: Statement(True, ("ztraty",)),
    P.CAVALRY_EXPOSED_TO_FIRE: Statement(True, ("faze_3",)),
    # panic, scoring, end
    P.PANICKED_STAYS_ON_FIELD: Statement(True, ("panika",)),
    P.PANICKED_OUT_OF_STAND: Statement(True, ("panika",)),
    P.FLIGHT_SHORTEST: Statement(True, ("panika",)),
    P.PANICKED_SECTOR_HOSTILE: Statement(True, ("panika",)),
    P.PANICKED_TO_RED_RESERVE: Statement(True, ("panika",)),
    P.CAPTURE_ARTILLERY_IN_SCORING: Statement(True, ("faze_6",)),
    P.GAME_LONGER_THAN_TEN: Statement(False, ("prubeh_hry", "cil_hry")),
    P.TWO_PLAYERS: Statement(True, ("o_valce",)),
    P.ORDER_FOR_SEVERAL_UNITS: Statement(False, ("rozkazy",)),
    P.ARTILLERY_DEFENDS_BY_FIRE: Statement(True, ("delostrelectvo",)),
    P.FRONTAL_FROM_CENTRE: Statement(True, ("upravy",)),
    P.FLANK_FROM_WING: Statement(True, ("upravy",)),
    P.REAR_TOWARD_OWN_RESERVE: Statement(True, ("upravy",)),
    # decided by one fact of the question
    P.REORG_REMOVES_SECOND: Statement(_reorg_removes_second, ("reorganizace", "faze_5")),
    P.MOVES_IN: Statement(_moves_in, ("faze_1", "faze_3", "faze_4")),
    P.NO_DIRECTION_MODIFIER: Statement(_no_direction_modifier, ("upravy", "tabulky")),
}


def statement_answer(f: F, r: Result) -> None:
    """Decide the asked statement (or, when a fact makes it not apply, only name the rule)."""
    if r.asked is None or r.asked not in STATEMENTS:
        return
    statement = STATEMENTS[r.asked]
    why = note(Say.RULE_STATEMENT, *statement.keys, rule=r.asked, facts=f)
    value = statement.decide(f)
    if value is None:
        r.trace.append(why)
        return
    r.find(r.asked, value, why)
    r.summary = why


def terrain_answer(f: F, r: Result) -> None:
    """The effect of terrain: an optional rule whose chapter (Terén) the manual refers to but does not contain."""
    raise Unknown(Say.TERRAIN_NOT_IN_MANUAL, "upravy", "komponenty")


# ---------------------------------------------------------------- in which phase things happen

# Phases of each activity for each unit kind (None: any kind); a kind absent from an activity never does it.
ACTIVITY_PHASES: dict[Activity, dict[UnitKind | None, tuple[Phase, ...]]] = {
    Activity.MOVE: {UnitKind.INFANTRY: MOVE_PHASES[UnitKind.INFANTRY],
                    UnitKind.CAVALRY: MOVE_PHASES[UnitKind.CAVALRY],
                    UnitKind.ARTILLERY: MOVE_PHASES[UnitKind.ARTILLERY],
                    None: (Phase.CAVALRY, Phase.INFANTRY, Phase.ARTILLERY)},
    Activity.ATTACK: {UnitKind.INFANTRY: (Phase.INFANTRY,), UnitKind.CAVALRY: (Phase.CAVALRY, Phase.INFANTRY),
                      UnitKind.ARTILLERY: (Phase.BOMBARDMENT,)},
    Activity.FIRE: {k: ROLL_PHASES[Roll.FIRE] for k in ROLLERS[Roll.FIRE]} | {None: ROLL_PHASES[Roll.FIRE]},
    Activity.ASSAULT: {UnitKind.INFANTRY: (Phase.INFANTRY,), UnitKind.CAVALRY: ROLL_PHASES[Roll.ASSAULT],
                       None: ROLL_PHASES[Roll.ASSAULT]},
    Activity.BOMBARD: {UnitKind.ARTILLERY: ROLL_PHASES[Roll.BOMBARDMENT], None: ROLL_PHASES[Roll.BOMBARDMENT]},
    Activity.REORGANISE: dict.fromkeys((*UnitKind, None), (Phase.REORGANISATION,)),
    Activity.SCORE: {None: (Phase.SCORING,)},
    Activity.FLEE: {UnitKind.INFANTRY: (Phase.INFANTRY,), UnitKind.CAVALRY: (Phase.CAVALRY, Phase.INFANTRY),
                    None: (Phase.CAVALRY, Phase.INFANTRY)},
    Activity.RETREAT: {UnitKind.INFANTRY: (Phase.INFANTRY,), UnitKind.CAVALRY: (Phase.INFANTRY,),
                       None: (Phase.INFANTRY,)},
    Activity.CLASH: {UnitKind.INFANTRY: (Phase.INFANTRY,), UnitKind.CAVALRY: (Phase.CAVALRY, Phase.INFANTRY),
                     None: (Phase.CAVALRY, Phase.INFANTRY)},
}
# The rules that say so.
ACTIVITY_KEYS: dict[Activity, tuple[str, ...]] = {
    Activity.MOVE: ("presun_utok", "jednotky"), Activity.ATTACK: ("jednotky", "stret"),
    Activity.FIRE: ("upravy", "faze_3"), Activity.ASSAULT: ("upravy", "faze_1", "faze_3"),
    Activity.BOMBARD: ("ostrelovani_rozkaz", "faze_2"), Activity.REORGANISE: ("faze_5",),
    Activity.SCORE: ("faze_6",), Activity.FLEE: ("panika", "faze_1", "faze_3"), Activity.RETREAT: ("faze_3",),
    Activity.CLASH: ("stret",),
}


def activity_phases(activity: Activity, unit: UnitKind | None) -> tuple[Phase, ...] | None:
    """The phases ``activity`` happens in for ``unit`` (() when that kind never does it; None: the kind decides)."""
    table = ACTIVITY_PHASES[activity]
    if unit in table:
        return table[unit]
    if unit is not None:
        return ()
    return None


def phase_of_answer(f: F, r: Result) -> None:
    """In which phase(s) an activity happens (and, asked as a yes/no, whether it happens in the phase named)."""
    assert f.activity is not None
    unit = f.unit or f.my_unit
    if f.activity is Activity.MOVE and f.panicked and unit is not UnitKind.ARTILLERY:
        activity = Activity.FLEE  # a unit in panic moves only by fleeing
    else:
        activity = f.activity
    phases = activity_phases(activity, unit)
    if phases is None:
        r.need("unit")
        return
    keys = ACTIVITY_KEYS[activity]
    why = note(Say.ACTIVITY_PHASES, *keys, activity=activity, unit=unit, phases=phases)
    r.trace.append(why)
    if phases:
        r.numbers["phase" if len(phases) == 1 else "phases"] = [p.number for p in phases] if len(phases) > 1 \
            else phases[0].number
    if activity is Activity.MOVE and unit is not None and f.phase_asked:
        r.numbers["move_sectors"] = MOVE_RANGE[unit]
        r.add(Say.MOVE_RANGE_IS, "jednotky", "presun_utok", unit=unit, sectors=MOVE_RANGE[unit])
    asked = f.phases or ((f.phase,) if f.phase is not None else ())
    if asked:
        inside = all(p in phases for p in asked)
        r.find(P.ACTIVITY_IN_PHASE, inside, note(Say.ACTIVITY_IN_PHASE, *keys, activity=activity, unit=unit,
                                                 phases=phases, asked=tuple(asked), inside=inside))
    r.summary = r.findings[P.ACTIVITY_IN_PHASE].note if P.ACTIVITY_IN_PHASE in r.findings else why
