"""Answers about the game around the battles: orders, objective medals, victory, the air power table."""

from __future__ import annotations

from engine.api import EngineAnswer, Query
from engine.memoir44.battle import DICE_BY_RANGE, RANGE_RULE, max_range
from engine.memoir44.components import UNIT_PROFILES, Kind
from engine.memoir44.facts import Front, Memoir44Facts, Objective, Proposition, Side
from engine.memoir44.medals import YEARS, air_power, keeps_medal
from engine.memoir44.orders import lost_orders
from engine.memoir44.reply import Reply

P = Proposition


def answer_orders(q: Query[Memoir44Facts]) -> EngineAnswer:
    """How many orders a section card gives and loses; a unit on a dashed line."""
    f = q.facts
    r = Reply("legality")
    asked = q.ask.proposition if q.ask is not None else None
    if f.unit_on_line or asked == P.ORDER_FROM_EITHER_SECTOR:
        why = r.notes.add("orders.either_sector", "orders.units", "board.sectors")
        r.find(P.ORDER_FROM_EITHER_SECTOR, True, why)
        r.say("summary.either_sector")
        return r.finish()
    if f.order_count is None:
        r.need("order_count")
    if f.units_in_sector is None:
        r.need("units_in_sector")
    if r.needs_facts:
        return r.finish()
    assert f.order_count is not None and f.units_in_sector is not None
    count, have = f.order_count, f.units_in_sector
    lost = lost_orders(count, have)
    given = min(count, have)
    r.number("orders", given)
    r.number("lost_orders", lost)
    card = r.notes.add("orders.card", "orders.section_cards", count=count, sector=f.sector, units=have)
    why = [card]
    if lost:
        why.append(r.notes.add("orders.lost", "orders.units", lost=lost))
    if have == 0:
        r.notes.add("orders.no_units", "orders.units")
    r.notes.add("orders.one_per_unit", "orders.units")
    r.find(P.ORDERS_LOST, lost > 0, why)
    r.say("summary.orders", given=given, lost=lost)
    return r.finish()


_OBJECTIVE_TEXT = {Objective.TEMPORARY: "objective.temporary", Objective.PERMANENT: "objective.permanent",
                   Objective.TEMPORARY_MAJORITY: "objective.temporary_majority"}


def answer_objective(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Does the side keep an objective medal it gained?"""
    f = q.facts
    r = Reply("victory")
    if f.objective is None:
        r.need("objective")
        return r.finish()
    if f.objective is Objective.SUDDEN_DEATH:
        why = r.notes.add("objective.sudden_death", "medals.objectives")
        r.find(P.WINS, True, why)
        r.say("summary.sudden_death")
        return r.finish()
    if f.objective is Objective.TEMPORARY and f.still_occupied is None:
        r.need("still_occupied")
    if f.objective is Objective.TEMPORARY_MAJORITY and f.has_majority is None:
        r.need("has_majority")
    if r.needs_facts:
        return r.finish()
    keep = keeps_medal(f.objective, f.still_occupied is not False, f.has_majority is not False)
    why = r.notes.add(_OBJECTIVE_TEXT[f.objective], "medals.objectives")
    r.find(P.KEEPS_MEDAL, keep, why)
    r.say("summary.keeps_medal" if keep else "summary.loses_medal")
    return r.finish()


def answer_victory(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Has the side the medals it needs, and how many are missing?"""
    f = q.facts
    r = Reply("victory")
    have = f.medals if f.medals is not None else f.units_destroyed
    if have is None:
        r.need("medals")
    if f.medals_needed is None:
        r.need("medals_needed")
    if r.needs_facts:
        return r.finish()
    assert have is not None and f.medals_needed is not None
    needed = f.medals_needed
    if f.units_destroyed is not None:
        r.notes.add("victory.destroyed", "game.goal", destroyed=f.units_destroyed)
    why = r.notes.add("victory.goal", "game.goal", needed=needed, medals=have)
    won = have >= needed
    r.answer.numbers.update({"medals": have, "medals_needed": needed, "medals_missing": max(0, needed - have)})
    r.find(P.WINS, won, why)
    r.say("summary.wins" if won else "summary.medals_missing", missing=needed - have)
    return r.finish()


def answer_air(q: Query[Memoir44Facts]) -> EngineAnswer:
    """Dice per hex of the "Letecký útok" card by the air power table."""
    f = q.facts
    r = Reply("lookup")
    if f.front is None and f.year is None:  # the base game's scenarios: the western front, 1944
        f = f.with_(front=Front.WEST, year=1944)
        r.notes.add("air.default", "air_power.rule")
    if f.front is None:
        r.need("front")
    if f.year is None:
        r.need("year")
    if r.needs_facts:
        return r.finish()
    assert f.front is not None and f.year is not None and f.year in YEARS
    result = air_power(f.front, f.year)
    r.notes.extend(result.notes)
    if result.dice is None:
        r.cannot(result.notes[-1])
        return r.finish()
    r.number("dice_allies", result.dice[Side.ALLIES])
    r.number("dice_axis", result.dice[Side.AXIS])
    if f.side is not None:
        r.number("dice", result.dice[f.side])
        r.say("summary.air_side", side=f.side, dice=result.dice[f.side])
    else:
        r.say("summary.air", front=f.front, year=f.year, allies=result.dice[Side.ALLIES],
              axis=result.dice[Side.AXIS])
    return r.finish()


def answer_profile(q: Query[Memoir44Facts]) -> EngineAnswer:
    """What unit types are: their figures, how far they move (and still battle), their range and dice."""
    f = q.facts
    r = Reply("lookup")
    units = list(dict.fromkeys(u for u in (f.unit, f.attacker, f.target) if u is not None))
    for unit in units:
        p = UNIT_PROFILES[unit]
        table = DICE_BY_RANGE[p.kind]
        suffix = "" if len(units) == 1 else f"_{unit}"
        r.answer.numbers.update({f"figures{suffix}": p.figures, f"move{suffix}": p.move,
                                 f"move_with_battle{suffix}": p.max_move_with_battle,
                                 f"range{suffix}": max_range(p.kind), f"dice_by_range{suffix}": list(table)})
        r.notes.add("profile.figures", "units.standard", p.rule, unit=unit, figures=p.figures)
        if p.kind is Kind.ARTILLERY:
            r.notes.add("move.allowance_artillery", p.rule)
        else:
            r.notes.add("move.allowance", p.rule, unit=unit, move=p.move, limit=p.max_move_with_battle)
        r.notes.add("dice.table", RANGE_RULE[p.kind], kind=p.kind, table=table, longest=max_range(p.kind))
    first = UNIT_PROFILES[units[0]]
    r.say("summary.profile", unit=units[0], figures=first.figures, move=first.move,
          limit=first.max_move_with_battle, longest=max_range(first.kind), table=DICE_BY_RANGE[first.kind])
    return r.finish()
