"""Topic handlers for battle zones and losses: positions, unblocked units, casualties, bombardment hits,
flight of panicked units and abandoned artillery.

Each handler reads typed facts, applies the rules and fills a :class:`Result`;
it states no text (see :mod:`.presentation`).
"""

from __future__ import annotations

from .board import BATTLEFIELD, ENEMY_RESERVE, MY_RESERVE, at, sector_id
from .casualties import ArtilleryFate, Fate, abandoned_artillery, bombardment_hit, flight, take_hits
from .combat import Reach, Unit, position, side_modifiers, unblocked_attack, zone_categories
from .facts import GeneraloveFacts, Phase, Proposition, SectorId, SectorStatus, Stance, Troop, UnitKind
from .notes import Refused, Say, note
from .result import Result

P = Proposition


def positions_answer(f: GeneraloveFacts, r: Result) -> None:
    """Who stands in which field of a battle zone (chapter Pozice), and the summed modifiers."""
    attackers = [Unit(kind, Stance.ATTACKING) for kind in f.attackers or ()]
    defenders = [Unit.of(troop) for troop in f.defenders or () if troop.kind is not None]
    zone = position(attackers, defenders)
    r.trace.extend(zone.trace)
    for i, (a, b) in enumerate(zone.pairs()):
        if a is not None or b is not None:
            r.numbers[f"pole_{i + 1}"] = (a.troop if a else None, b.troop if b else None)
    r.numbers["unblocked"] = len(zone.unblocked("mine"))
    r.numbers["waiting"] = len(zone.waiting)
    if f.phase in (Phase.CAVALRY, Phase.INFANTRY):
        assert f.phase is not None
        mine, theirs = zone_categories(zone)
        for side, pairs in ((True, mine), (False, theirs)):
            r.add(Say.SIDE_MODIFIERS, "upravy", attacker=side)
            r.trace.extend(side_modifiers(pairs, phase=f.phase).trace)
    r.say(Say.ZONE_LAYOUT, "pozice", pairs=tuple((a.troop if a else None, b.troop if b else None)
                                                 for a, b in zone.pairs() if a is not None or b is not None))


def unblocked_answer(f: GeneraloveFacts, r: Result) -> None:
    """Where an unblocked attacking unit may strike (chapter Pozice, Nezablokované jednotky)."""
    unit = f.unit or f.my_unit
    if unit is None:
        r.need("unit")
        return
    if unit is UnitKind.CAVALRY and f.enemies_in_zone is None and f.other_active_zones is None:
        # the rule itself: unblocked cavalry may strike in any active zone of the attacked sector
        r.find(P.UNBLOCKED_MAY_ATTACK, True, r.trace.add(Say.UNBLOCKED_CAVALRY, "nezablokovane", "jizda"))
        return
    if unit is UnitKind.INFANTRY and f.enemies_in_zone is None and f.other_active_zones is None:
        r.need("enemies_in_zone")  # infantry strikes only where enemies remain in its zone: the position decides
        return
    try:
        reach = unblocked_attack(unit, enemies_in_own_zone=f.enemies_in_zone or 0,
                                 other_active_zones=f.other_active_zones or 0, trace=r.trace)
    except Refused as err:
        r.refused(err, P.UNBLOCKED_MAY_ATTACK)
        return
    r.numbers["reach"] = reach
    r.find(P.UNBLOCKED_MAY_ATTACK, reach is not Reach.NOWHERE, r.trace.notes[-1])


def casualties_answer(f: GeneraloveFacts, r: Result) -> None:
    """Which of my units a number of hits takes, and what becomes of them (chapter Boj, Určení ztrát)."""
    if not f.units:
        r.need("units")
        return
    assert f.hits_taken is not None
    units = [Unit.of(troop) for troop in f.units if troop.kind is not None]
    if f.choice and max(f.choice) > len(units):
        r.need("choice", Say.CHOICE_OUT_OF_RANGE, count=len(units))
        return
    choice = [i - 1 for i in f.choice] if f.choice else None
    try:
        out, trace = take_hits(units, f.hits_taken, choice)
    except Refused as err:
        r.refused(err, P.CHOICE_ALLOWED)
        return
    r.trace.extend(trace)
    r.numbers["panicked"] = sum(1 for c in out if c.fate in (Fate.PANIC, Fate.ABANDONED))
    r.numbers["captured"] = sum(1 for c in out if c.fate is Fate.CAPTURED)
    r.numbers["vp_for_opponent"] = sum(c.vp_for_opponent for c in out)
    r.say(Say.CASUALTIES, "ztraty", fates=tuple((c.unit.troop, c.fate) for c in out))
    if choice is not None:
        r.find(P.CHOICE_ALLOWED, True, note(Say.READY_UNITS_FIRST_OK, "ztraty"))
    if out:
        first = out[0]
        r.find(P.PANICS, first.fate in (Fate.PANIC, Fate.ABANDONED), trace.notes[0])
        captured = next((n for n, c in zip(trace.notes, out, strict=True) if c.fate is Fate.CAPTURED), trace.notes[0])
        r.find(P.CAPTURED, any(c.fate is Fate.CAPTURED for c in out), captured)
        r.find(P.SCORES_VP, r.numbers["vp_for_opponent"] > 0, captured)


def bombard_hit_answer(f: GeneraloveFacts, r: Result) -> None:
    """What a bombardment hit does to the unit (chapters Ostřelování, Panika)."""
    if f.bombarded_unit is None or f.bombarded_unit is Troop.EMPTY:
        r.need("bombarded_unit")
        return
    unit = Unit.of(f.bombarded_unit)
    casualty, trace = bombardment_hit(unit)
    r.trace.extend(trace)
    r.numbers["vp_for_opponent"] = 0
    why = trace.notes[-1]
    r.find(P.DESTROYED, casualty.fate is Fate.DESTROYED, why)
    r.find(P.CAPTURED, False, note(Say.BOMBARD_NO_CAPTURE, "ostrelovani_boj", "ostrelovani_rozkaz"))
    r.find(P.SCORES_VP, False, why)  # destroyed: no points; combat-ready: it panics, not yet a capture
    r.find(P.PANICS, casualty.fate in (Fate.PANIC, Fate.ABANDONED), why)
    r.find(P.TARGET_MAY_REACT, False, note(Say.BOMBARDED_CANNOT_REACT, "ostrelovani_rozkaz", "ostrelovani_boj"))
    r.say(Say.BOMBARD_HIT_SUMMARY, "ostrelovani_boj", unit=f.bombarded_unit, fate=casualty.fate)
    if r.asked is P.SCORES_VP:
        r.summary = why


def _statuses(f: GeneraloveFacts) -> dict[SectorId, SectorStatus]:
    out: dict[SectorId, SectorStatus] = {}
    for sectors, status in ((f.friendly_sectors, SectorStatus.FRIENDLY), (f.neutral_sectors, SectorStatus.NEUTRAL),
                            (f.hostile_sectors, SectorStatus.HOSTILE)):
        for sid in sectors or ():
            out[sid] = status
    return out


def flight_answer(f: GeneraloveFacts, r: Result) -> None:
    """Where a panicked unit flees, or whether it is captured because it cannot (chapter Panika)."""
    kind = f.unit or f.my_unit
    if kind is UnitKind.ARTILLERY:
        abandoned_answer(f, r)
        return
    if f.flight_blocked:  # "útěk není možný": the way to the reserve leads only through hostile sectors
        why = r.trace.add(Say.FLIGHT_IMPOSSIBLE_CAPTURED, "panika")
        r.numbers["captured"] = 1
        r.find(P.CAPTURED, True, why)
        r.find(P.FLEES, False, why)
        r.find(P.SCORES_VP, True, why)
        r.summary = why
        return
    if f.flee_from is None:  # a way out stated ("it can flee"), but not from where
        r.need("flee_from")
        return
    start = at(f.flee_from)
    known = _statuses(f)
    unknown = tuple(sector_id(s) for s in BATTLEFIELD if s != start and sector_id(s) not in known)
    if unknown:
        r.need("hostile_sectors", Say.NEED_SECTOR_STATUS, sectors=unknown)
        return
    statuses = {at(sid): status for sid, status in known.items()}
    statuses[MY_RESERVE] = SectorStatus.FRIENDLY
    statuses.pop(ENEMY_RESERVE, None)
    nxt, trace = flight(start, statuses)
    r.trace.extend(trace)
    r.numbers["captured"] = 1 if nxt is None else 0
    why = trace.notes[-1]
    r.find(P.CAPTURED, nxt is None, why)
    r.find(P.FLEES, nxt is not None, why)
    r.say(Say.FLIGHT_SUMMARY, "panika", sector=None if nxt is None else sector_id(nxt))


def abandoned_answer(f: GeneraloveFacts, r: Result) -> None:
    """The fate of abandoned artillery: stays, may be reorganised, or is captured (chapter Panika)."""
    r.find(P.FLEES, False, note(Say.ABANDONED_STAYS_NEUTRAL, "opustene_delostrelectvo"))
    if f.enemy_in_sector is None and f.sector_has_own_unit is None:
        if r.wants(P.CAPTURED, P.MAY_REORGANISE):
            r.need("enemy_in_sector", Say.NEED_WHO_OCCUPIES)
        return
    fate = abandoned_artillery(own_unit_in_sector=bool(f.sector_has_own_unit),
                               enemy_unit_in_sector=bool(f.enemy_in_sector), trace=r.trace)
    why = r.trace.notes[-1]
    r.find(P.CAPTURED, fate is ArtilleryFate.CAPTURED, why)
    r.find(P.MAY_REORGANISE, fate is ArtilleryFate.MAY_REORGANISE, why)
    r.find(P.SCORES_VP, fate is ArtilleryFate.CAPTURED, why)
    if fate is ArtilleryFate.CAPTURED:
        r.numbers["vp_for_opponent"] = 2
    r.say(Say.ABANDONED_SUMMARY, "opustene_delostrelectvo", fate=fate)
