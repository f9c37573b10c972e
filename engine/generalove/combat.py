"""Clashes: when they happen, positions in a battle zone, summed modifiers, unblocked units.

Chapters Střet, Pozice and Boj (step 1) of manual 001.  Casualties, panic,
bombardment and flight are in :mod:`.casualties`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .facts import Direction, Phase, Roll, SectorStatus, Stance, Step, Troop, UnitKind
from .notes import Say, Trace, Unknown, refuse
from .phases import CLASH_PHASES, FIRST_STEP, MOVE_PHASES, NEUTRAL_MOVE_STEP, POSITION_STEP
from .tables import tab1, tab2, tab2_row_for
from .units import NO_UNIT, ROLL_PHASES, ROLLERS, Category

ZONE_SIZE = 5


@dataclass(frozen=True)
class Unit:
    kind: UnitKind
    stance: Stance  # ATTACKING = has a move/attack order; DEFENDING = defence order; UNPREPARED = neither
    panicked: bool = False
    label: str = ""  # an identifier the caller gives (not shown)

    @property
    def category(self) -> Category:
        return Category(self.stance, self.kind)

    @property
    def troop(self) -> Troop:
        return Troop.of(self.kind, self.stance, self.panicked)

    @classmethod
    def of(cls, troop: Troop, default: Stance = Stance.UNPREPARED) -> Unit:
        """A unit from its troop value (a unit in panic gets ``default`` as its stance)."""
        if troop.kind is None:
            raise ValueError("an empty field is not a unit")
        return cls(troop.kind, troop.stance or default, troop.panicked)


# --- positions (chapter Pozice) ------------------------------------------------------------------------
ATTACK_PRIORITY: tuple[UnitKind, ...] = (UnitKind.CAVALRY, UnitKind.INFANTRY)  # 1. cavalry, 2. infantry
DEFENCE_PRIORITY_REST: tuple[UnitKind, ...] = (UnitKind.CAVALRY, UnitKind.INFANTRY, UnitKind.ARTILLERY)


@dataclass
class Zone:
    """Five field pairs; ``mine[i]``/``theirs[i]`` stand in field ``i + 1`` (None = empty)."""

    mine: list[Unit | None] = field(default_factory=lambda: [None] * ZONE_SIZE)
    theirs: list[Unit | None] = field(default_factory=lambda: [None] * ZONE_SIZE)
    waiting: list[Unit] = field(default_factory=list)  # attackers beyond five: they try in the next phase
    trace: Trace = field(default_factory=Trace)

    def pairs(self) -> list[tuple[Unit | None, Unit | None]]:
        return list(zip(self.mine, self.theirs, strict=True))

    def unblocked(self, side: str = "mine") -> list[Unit]:
        own, other = (self.mine, self.theirs) if side == "mine" else (self.theirs, self.mine)
        return [u for u, o in zip(own, other, strict=True)
                if u is not None and o is None and u.stance is Stance.ATTACKING]


def order_attackers(units: Sequence[Unit]) -> tuple[list[Unit], list[Unit]]:
    """Attackers in placing order (cavalry before infantry), split into (placed, waiting).

    :raises Refused: a unit without a move order, or artillery (it never enters a zone).
    """
    for u in units:
        if u.kind is UnitKind.ARTILLERY:
            raise refuse(Say.ARTILLERY_NO_ZONE, "jednotky", "pozice")
        if u.stance is not Stance.ATTACKING:
            raise refuse(Say.ATTACKER_WITHOUT_ORDER, "pozice", unit=u.troop)
    ordered = [u for kind in ATTACK_PRIORITY for u in units if u.kind is kind]
    return ordered[:ZONE_SIZE], ordered[ZONE_SIZE:]


def order_defenders(units: Sequence[Unit]) -> list[Unit]:
    """Defenders in placing order: defence orders (in the defender's order), cavalry, infantry, artillery."""
    ready = [u for u in units if not u.panicked]
    with_order = [u for u in ready if u.stance is Stance.DEFENDING]
    rest = [u for kind in DEFENCE_PRIORITY_REST for u in ready if u.stance is not Stance.DEFENDING and u.kind is kind]
    return with_order + rest


def position(attackers: Sequence[Unit], defenders: Sequence[Unit], attacker_is_me: bool = True) -> Zone:
    """Fill a battle zone: attackers in priority 1–2, defenders in priority 3–6 while outnumbered.

    Defending units are placed only while the attacker has more units in the
    zone; at equal numbers no further unit is placed.
    """
    placed, waiting = order_attackers(attackers)
    defending = order_defenders(defenders)[: len(placed)]
    zone = Zone(waiting=waiting)
    att_side, def_side = (zone.mine, zone.theirs) if attacker_is_me else (zone.theirs, zone.mine)
    for i, unit in enumerate(placed):
        att_side[i] = unit
    for i, unit in enumerate(defending):
        def_side[i] = unit
    zone.trace.add(Say.ZONE_ATTACKERS, "pozice", units=tuple(u.troop for u in placed))
    if waiting:
        zone.trace.add(Say.ZONE_WAITING, "pozice", "presun_utok", count=len(waiting))
    if defending:
        zone.trace.add(Say.ZONE_DEFENDERS, "pozice", units=tuple(u.troop for u in defending))
    elif placed:
        zone.trace.add(Say.ZONE_NO_DEFENDERS, "pozice")
    free = tuple(range(len(defending) + 1, len(placed) + 1))
    if free:
        zone.trace.add(Say.ZONE_UNBLOCKED, "nezablokovane", fields=free)
    return zone


# --- summed modifiers (chapter Boj, step 1) -----------------------------------------------------------
@dataclass
class SideModifiers:
    total: dict[Roll, int]
    dice: dict[Roll, int]
    trace: Trace


def rolls_in(phase: Phase) -> tuple[Roll, ...]:
    """The combat rolls of a clash phase: assault only in phase 1, fire then assault in phase 3."""
    return tuple(r for r in (Roll.FIRE, Roll.ASSAULT) if phase in ROLL_PHASES[r])


def side_modifiers(
    pairs: Sequence[tuple[Category, Category]],
    *,
    phase: Phase = Phase.INFANTRY,
    directions: Mapping[int, Direction] | None = None,
) -> SideModifiers:
    """Sum the Tab. 1 (and Tab. 2) modifiers of one side over the occupied field pairs.

    ``pairs``: (my unit, the unit opposite) per occupied field, in field order;
    ``directions``: field index -> direction of the attack that hit my
    unprepared defending unit in that field (Tab. 2); missing = frontal.
    Fire counts only in phase 3; assault in phases 1 and 3.

    :raises Refused: a phase without clashes.
    :raises Unknown: a needed cell is unknown.
    """
    if phase not in CLASH_PHASES:
        raise refuse(Say.CLASH_ONLY_IN_PHASES, "stret")
    rolls = rolls_in(phase)
    trace = Trace()
    totals = dict.fromkeys(rolls, 0)
    dice = dict.fromkeys(rolls, 0)
    directions = directions or {}
    for index, (mine, theirs) in enumerate(pairs):
        if mine.unit is None:
            continue
        direction = directions.get(index, Direction.FRONTAL)
        values, no_roll = _field_values(mine, theirs, direction, rolls)
        for roll, value in values.items():
            totals[roll] += value
        if no_roll:
            trace.add(Say.FIELD_NO_ROLL, "tabulky", field=index + 1, mine=mine, direction=direction)
        else:
            for roll in rolls:
                dice[roll] += mine.unit in ROLLERS[roll]
        shown_direction = direction if tab2_row_for(mine) is not None else Direction.FRONTAL
        trace.add(Say.FIELD_MODIFIERS, "tabulky", "upravy", field=index + 1, mine=mine, theirs=theirs,
                  direction=shown_direction, values=values)
    trace.add(Say.MODIFIER_TOTAL, "upravy", values=totals)
    if phase is Phase.CAVALRY:
        trace.add(Say.PHASE1_NO_FIRE, "faze_1")
    return SideModifiers(totals, dice, trace)


def _field_values(mine: Category, theirs: Category, direction: Direction,
                  rolls: Sequence[Roll]) -> tuple[dict[Roll, int], bool]:
    """Tab. 1 plus Tab. 2 of one field pair for each roll; True when my unit does not roll (Tab. 2 'nehází')."""
    row = tab2_row_for(mine)
    values: dict[Roll, int] = {}
    no_roll = False
    for roll in rolls:
        value = tab1(mine, theirs, roll).modifier or 0
        if row is not None and direction is not Direction.FRONTAL:
            extra = tab2(row, direction, roll).modifier
            if extra is None:
                no_roll = True
            else:
                value += extra
        values[roll] = value
    return values, no_roll


def zone_categories(zone: Zone) -> tuple[list[tuple[Category, Category]], list[tuple[Category, Category]]]:
    """Pairs from my side and from the opponent's side of a positioned zone.

    :raises Unknown: a unit in panic stands in a pair (Tab. 1 has no column for it).
    """

    def cat(u: Unit | None) -> Category:
        if u is not None and u.panicked:
            raise Unknown(Say.PANICKED_NO_COLUMN, "panika", "tabulky")
        return NO_UNIT if u is None else u.category

    mine = [(cat(a), cat(b)) for a, b in zone.pairs() if a is not None and not a.panicked]
    theirs = [(cat(b), cat(a)) for a, b in zone.pairs() if b is not None and not b.panicked]
    return mine, theirs


# --- unblocked units (chapter Pozice, Nezablokované jednotky) -------------------------------------------
class Reach(StrEnum):
    SAME_ZONE = "same_zone"
    OTHER_ZONE = "other_zone"
    NOWHERE = "nowhere"


def unblocked_attack(kind: UnitKind, *, enemies_in_own_zone: int, other_active_zones: int,
                     trace: Trace | None = None) -> Reach:
    """Where an unblocked attacking unit may strike.

    :raises Refused: artillery (it never attacks into a zone).
    """
    trace = trace if trace is not None else Trace()
    if kind is UnitKind.ARTILLERY:
        raise refuse(Say.ARTILLERY_NO_ZONE, "jednotky", "pozice")
    if kind is UnitKind.CAVALRY and (enemies_in_own_zone or other_active_zones):
        trace.add(Say.UNBLOCKED_CAVALRY, "nezablokovane")
        return Reach.SAME_ZONE if enemies_in_own_zone else Reach.OTHER_ZONE
    if kind is UnitKind.INFANTRY and enemies_in_own_zone:
        trace.add(Say.UNBLOCKED_INFANTRY_SAME, "nezablokovane")
        return Reach.SAME_ZONE
    if kind is UnitKind.INFANTRY and other_active_zones:
        trace.add(Say.UNBLOCKED_INFANTRY_OTHER, "nezablokovane")
        return Reach.OTHER_ZONE
    trace.add(Say.UNBLOCKED_NOWHERE, "nezablokovane")
    return Reach.NOWHERE


# --- clash situations (chapter Střet) -----------------------------------------------------------------
class Situation(StrEnum):
    INTO_HOSTILE = "into_hostile"  # one player's units move into a hostile sector
    BOTH_INTO_NEUTRAL = "both_into_neutral"  # both players' units move into the same neutral sector
    HEAD_ON = "head_on"  # both move into a hostile sector the other leaves against them


class Role(StrEnum):
    ATTACKER = "attacker"
    DEFENDER = "defender"


@dataclass
class Clash:
    situation: Situation | None
    my_roles: tuple[Role, ...]
    enemy_roles: tuple[Role, ...]
    step: Step  # the phase step that handles the move
    trace: Trace


def clash(target: SectorStatus, *, phase: Phase, enemy_enters_same: bool = False,
          enemy_leaves_toward_me: bool = False) -> Clash:
    """What happens when my units move into ``target`` in ``phase`` (1, 3 or 4).

    :raises Refused: a phase in which units do not move.
    """
    trace = Trace()
    if phase not in MOVE_PHASES:
        raise refuse(Say.NO_MOVES_IN_PHASE, "presun_utok", phase=phase)
    if phase is Phase.ARTILLERY:
        say = Say.PHASE4_HOSTILE_NO_MOVE if target is SectorStatus.HOSTILE else Say.PHASE4_NONCOMBAT_MOVE
        trace.add(say, "faze_4")
        return Clash(None, (), (), FIRST_STEP[phase], trace)
    key = f"faze_{phase.number}"
    if target is SectorStatus.FRIENDLY:
        trace.add(Say.FRIENDLY_MOVE_NO_CLASH, key, step=FIRST_STEP[phase])
        return Clash(None, (), (), FIRST_STEP[phase], trace)
    step = POSITION_STEP[phase]
    if target is SectorStatus.NEUTRAL:
        if not enemy_enters_same:
            trace.add(Say.NEUTRAL_MOVE_NO_CLASH, key, step=NEUTRAL_MOVE_STEP[phase])
            return Clash(None, (), (), NEUTRAL_MOVE_STEP[phase], trace)
        trace.add(Say.CLASH_BOTH_INTO_NEUTRAL, "stret", step=step)
        return Clash(Situation.BOTH_INTO_NEUTRAL, (Role.ATTACKER,), (Role.ATTACKER,), step, trace)
    if enemy_leaves_toward_me:
        trace.add(Say.CLASH_HEAD_ON, "stret", step=step)
        return Clash(Situation.HEAD_ON, (Role.ATTACKER,), (Role.ATTACKER, Role.DEFENDER), step, trace)
    trace.add(Say.CLASH_INTO_HOSTILE, "stret", step=step)
    return Clash(Situation.INTO_HOSTILE, (Role.ATTACKER,), (Role.DEFENDER,), step, trace)
