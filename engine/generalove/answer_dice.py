"""Topic handlers for the combat roll: odds, rolled dice, table modifiers, zone sums, bombardment, direction.

Each handler reads typed facts, applies the rules and fills a :class:`Result`;
it states no text (see :mod:`.presentation`).
"""

from __future__ import annotations

from fractions import Fraction

from engine.probability import as_list, expected

from . import odds
from .board import artillery_direction, at, attack_direction
from .casualties import bombardment_modifier
from .combat import rolls_in, side_modifiers
from .facts import Direction, GeneraloveFacts, Phase, Proposition, Roll, Side, Stance, UnitKind
from .notes import Mark, Note, Say, Unknown, note, refuse
from .result import Result
from .tables import FOOTNOTES, Confidence, tab1, tab2, tab2_row_for
from .units import NO_UNIT, ROLL_PHASES, ROLLERS, Category

ROLL_KEY: dict[Roll, str] = {Roll.FIRE: "strelba", Roll.ASSAULT: "ztec", Roll.BOMBARDMENT: "ostrelovani"}


def odds_answer(f: GeneraloveFacts, r: Result) -> None:
    """Exact hit odds of ``dice`` dice with a net ``modifier`` (chapter Boj, Bojový hod)."""
    if f.dice is None:
        r.need("dice")
    if f.modifier is None:
        r.need("modifier")
    if f.dice is None or f.modifier is None:
        return
    dice, modifier = f.dice, f.modifier
    r.add(Say.ONE_DIE_PER_UNIT, "bojovy_hod", dice=dice)
    r.add(Say.HIT_ON_FOUR, "bojovy_hod")
    r.add(Say.BONUS_SPLIT if modifier > 0 else Say.PENALTY_SPLIT if modifier < 0 else Say.NO_MODIFIER,
          "bojovy_hod", modifier=modifier)
    r.add(Say.D6_ASSUMED)
    dist = odds.hit_distribution(dice, modifier)
    p_hits, mean, p_one = as_list(dist), expected(dist), odds.p_at_least(dist, 1)
    r.numbers.update({"dice": dice, "modifier": modifier, "p_hits": p_hits, "expected_hits": mean,
                      "p_at_least_one": p_one})
    if dice == 1:
        low = odds.min_roll(modifier)
        p = odds.p_hit_single(modifier)
        r.numbers["p_hit"] = p
        r.numbers["min_roll"] = Mark.NO_FACE if low is None else low
        if low is None:
            r.add(Say.NO_FACE_HITS, "bojovy_hod", modifier=modifier)
            r.say(Say.ODDS_ONE_DIE_NONE, "bojovy_hod", modifier=modifier)
        else:
            r.add(Say.MIN_ROLL, "bojovy_hod", modifier=modifier, low=low, p=p)
            r.say(Say.ODDS_ONE_DIE, "bojovy_hod", modifier=modifier, low=low, p=p)
    else:
        r.add(Say.HIT_DISTRIBUTION, "bojovy_hod", p_hits=p_hits)
        r.say(Say.ODDS_MANY_DICE, "bojovy_hod", dice=dice, modifier=modifier, p=p_one, mean=mean)
    if f.hits is not None:
        p_need = odds.p_at_least(dist, f.hits)
        r.numbers["p_at_least"] = p_need
        r.numbers["p_exactly"] = dist.get(f.hits, Fraction(0))
        r.add(Say.AT_LEAST_HITS, "bojovy_hod", hits=f.hits, p=p_need)
        assert r.summary is not None
        r.summary = note(Say.ODDS_WITH_NEED, "bojovy_hod", first=r.summary, hits=f.hits, p=p_need)


def rolls_answer(f: GeneraloveFacts, r: Result) -> None:
    """Hits of the rolled faces after the best split of the modifier (chapter Boj, Bojový hod)."""
    assert f.rolls is not None
    if f.modifier is None:
        r.need("modifier")
        return
    faces, modifier = list(f.rolls), f.modifier
    split = odds.allocate(faces, modifier)
    hits = sum(1 for face, extra in zip(faces, split, strict=True) if face + extra >= odds.HIT_THRESHOLD)
    r.add(Say.HIT_ON_FOUR, "bojovy_hod")
    if modifier:
        r.add(Say.MODIFIER_SPLIT, "bojovy_hod", modifier=modifier, faces=tuple(faces), split=tuple(split))
    r.numbers.update({"dice": len(faces), "modifier": modifier, "hits": hits})
    r.find(Proposition.HIT, hits > 0, note(Say.ROLLED_HITS, "bojovy_hod", faces=tuple(faces), modifier=modifier,
                                            hits=hits))
    r.say(Say.ROLLED_HITS, "bojovy_hod", faces=tuple(faces), modifier=modifier, hits=hits)


def zone_answer(f: GeneraloveFacts, r: Result) -> None:
    """Summed modifiers, dice and odds of my side of a battle zone (chapter Boj, steps 1–2)."""
    mine, theirs = f.zone_mine or (), f.zone_theirs or ()
    if len(theirs) != len(mine):
        r.need("zone_theirs")
        return
    if any(t.panicked for t in (*mine, *theirs)):
        raise Unknown(Say.PANICKED_NO_COLUMN, "panika", "tabulky")
    phase = f.phase or Phase.INFANTRY
    pairs = [(Category.of(a), Category.of(b)) for a, b in zip(mine, theirs, strict=True)]
    result = side_modifiers(pairs, phase=phase)
    r.trace.extend(result.trace)
    for roll, total in result.total.items():
        key, dice = ROLL_KEY[roll], result.dice[roll]
        r.numbers[f"total_{key}"] = total
        r.numbers[f"dice_{key}"] = dice
        if dice:
            dist = odds.hit_distribution(dice, total)
            r.numbers[f"p_hits_{key}"] = as_list(dist)
            r.numbers[f"expected_hits_{key}"] = expected(dist)
            r.add(Say.ZONE_ROLL_ODDS, "bojovy_hod", roll=roll, dice=dice, modifier=total,
                  p=odds.p_at_least(dist, 1), mean=expected(dist))
    if phase is Phase.INFANTRY:
        r.add(Say.PHASE3_TWO_ROLLS, "faze_3", "ztraty")
    r.say(Say.ZONE_TOTALS, "upravy", totals=dict(result.total), dice=dict(result.dice))


def _opposite(f: GeneraloveFacts, r: Result) -> Category | None:
    if f.opposite_empty:
        return NO_UNIT
    if f.opponent_unit is None:
        r.need("opponent_unit")
        return None
    if f.opponent_stance is None:
        r.need("opponent_stance")
        return None
    return Category(f.opponent_stance, f.opponent_unit)


def _rolls_asked(f: GeneraloveFacts, mine: Category) -> list[Roll]:
    if f.roll is not None:
        return [f.roll]
    if mine.unit is UnitKind.ARTILLERY and mine.stance is Stance.ATTACKING:
        return [Roll.BOMBARDMENT]
    assert mine.unit is not None
    return [roll for roll in (Roll.FIRE, Roll.ASSAULT) if mine.unit in ROLLERS[roll]]


def modifier_answer(f: GeneraloveFacts, r: Result) -> None:
    """Tab. 1 (and Tab. 2) modifier of my unit against the unit opposite, per roll."""
    assert f.my_unit is not None
    if f.phase is not None and f.phase is not Phase.BOMBARDMENT and f.roll is not None:
        _rolls_in_phase(f.phase, [f.roll], True)  # "střílí se v 1. fázi?": no, whoever stands opposite
    if f.my_stance is None:
        r.need("my_stance")
        return
    theirs = _opposite(f, r)
    if theirs is None:
        return
    mine = Category(f.my_stance, f.my_unit)
    rolls = _rolls_asked(f, mine)
    if f.phase is not None and f.phase is not Phase.BOMBARDMENT:
        kept = _rolls_in_phase(f.phase, rolls, f.roll is not None)
        if len(kept) < len(rolls):
            r.add(Say.PHASE1_NO_FIRE, "faze_1")
        rolls = kept
    for roll in rolls:
        if roll is not Roll.BOMBARDMENT and f.my_unit not in ROLLERS[roll]:
            why = note(Say.KIND_DOES_NOT_ROLL, "ztraty", unit=f.my_unit, roll=roll)
            r.find(Proposition.MAY_FIRE if roll is Roll.FIRE else Proposition.MAY_ASSAULT, False, why)
            r.numbers[f"modifier_{ROLL_KEY[roll]}"] = Mark.NO_ROLL
            r.summary = why
            return
    _table_values(f, mine, theirs, rolls, r)


def _rolls_in_phase(phase: Phase, rolls: list[Roll], stated: bool) -> list[Roll]:
    """Only the rolls of the phase count (no fire in phase 1)."""
    kept = [roll for roll in rolls if phase in ROLL_PHASES[roll]]
    if not kept or (stated and len(kept) < len(rolls)):
        raise refuse(Say.ROLL_NOT_IN_PHASE, "faze_1" if phase is Phase.CAVALRY else "upravy", phase=phase,
                     roll=rolls[0])
    return kept


def _table_values(f: GeneraloveFacts, mine: Category, theirs: Category, rolls: list[Roll], r: Result) -> None:
    row = tab2_row_for(mine)
    direction = f.direction
    if direction not in (None, Direction.FRONTAL) and row is None:
        r.add(Say.TAB2_ONLY_UNPREPARED, "tabulky")
    cells = []
    values: dict[Roll, int | None] = {}
    for roll in rolls:
        look = tab1(mine, theirs, roll)
        cells.append(look.cell)
        value: int | None = look.modifier or 0
        r.add(Say.TAB1_VALUE, "tabulky", mine=mine, theirs=theirs, roll=roll, value=value, cell=look.cell)
        if row is not None and direction is not None and direction is not Direction.FRONTAL:
            d = tab2(row, direction, roll)
            cells.append(d.cell)
            r.add(Say.TAB2_VALUE, "tabulky", cell=d.cell, direction=direction, roll=roll, value=d.modifier)
            value = None if d.modifier is None else (value or 0) + d.modifier
        values[roll] = value
        r.numbers[f"modifier_{ROLL_KEY[roll]}"] = Mark.NO_ROLL if value is None else value
    if len(rolls) == 1:
        r.numbers["modifier"] = r.numbers[f"modifier_{ROLL_KEY[rolls[0]]}"]
        if values[rolls[0]] is not None:
            _sign(values[rolls[0]] or 0, r.trace.rules_since(0), r)
    if any(v is None for v in values.values()):
        r.find(Proposition.MAY_ROLL, False, note(Say.FIELD_NO_ROLL, "tabulky", field=0, mine=mine,
                                                 direction=direction))
    worst = max((c.confidence for c in cells), key=list(Confidence).index)
    r.numbers["confidence"] = worst
    for cell in cells:
        for footnote in cell.footnotes:
            r.add(Say.TABLE_FOOTNOTE, "tabulky", number=footnote, text=FOOTNOTES[footnote])
    r.say(Say.MODIFIER_SUMMARY, "tabulky", mine=mine, theirs=theirs, values=values, confidence=worst)


def bombard_modifier_answer(f: GeneraloveFacts, r: Result) -> None:
    """The summed bombardment modifier against the unit the opponent chose (chapter Ostřelování)."""
    target = Category.of(f.bombard_target) if f.bombard_target is not None else None
    total, trace = bombardment_modifier(
        target, over_occupied=bool(f.over_occupied), same_sector_as_last_round=bool(f.same_sector_as_last_round),
        direction=f.direction or Direction.FRONTAL)
    r.trace.extend(trace)
    r.numbers["modifier"] = total
    r.say(Say.BOMBARD_TOTAL, "ostrelovani_boj", value=total)
    _sign(total, trace.rules_since(0), r)


def _sign(value: int, rules: tuple[str, ...], r: Result) -> None:
    """"Dává to nějaký bonus / postih?": the sign of the modifier computed."""
    why = Note(Say.MODIFIER_SIGN, rules, {"value": value})
    r.find(Proposition.GIVES_BONUS, value > 0, why)
    r.find(Proposition.GIVES_PENALTY, value < 0, why)


def direction_answer(f: GeneraloveFacts, r: Result) -> None:
    """Direction of an attack between two sectors (chapter Boj, Tab. 2), and its modifier for my unit."""
    assert f.attack_from is not None and f.attack_to is not None
    origin, target = at(f.attack_from), at(f.attack_to)
    if f.my_unit is UnitKind.ARTILLERY:
        facing = at(f.artillery_facing) if f.artillery_facing is not None else None
        direction, reason, _ = artillery_direction(origin, target, facing)
    else:
        direction, reason = attack_direction(origin, target, f.attacker is not Side.OPPONENT)
    r.add(Say.ATTACK_DIRECTION, "upravy", origin=f.attack_from, target=f.attack_to, direction=direction,
          reason=reason)
    r.numbers["direction"] = direction.value
    r.say(Say.ATTACK_DIRECTION, "upravy", origin=f.attack_from, target=f.attack_to, direction=direction,
          reason=reason)
    if f.my_unit is None or f.my_stance is None:
        return
    row = tab2_row_for(Category(f.my_stance, f.my_unit))
    if row is None:
        r.add(Say.TAB2_ONLY_UNPREPARED, "tabulky")
        return
    values: dict[Roll, int | None] = {}
    for roll in rolls_in(Phase.INFANTRY):
        look = tab2(row, direction, roll)
        values[roll] = look.modifier
        r.numbers[f"modifier_{ROLL_KEY[roll]}"] = Mark.NO_ROLL if look.modifier is None else look.modifier
    r.add(Say.TAB2_CELL, "tabulky", cell=look.cell)
    r.summary = note(Say.DIRECTION_WITH_MODIFIER, "upravy", "tabulky", first=r.summary, cell=look.cell)
