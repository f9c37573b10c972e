"""Topic handlers for victory points, the starting set-up and the number of orders.

Each handler reads typed facts, applies the rules and fills a :class:`Result`;
it states no text (see :mod:`.presentation`).
"""

from __future__ import annotations

from .board import at
from .combat import ZONE_SIZE
from .facts import Counted, GeneraloveFacts, Order, Phase, Proposition, UnitKind
from .notes import Kind, Say, note
from .orders import ORDERS_PER_ROUND, VARIABLE_ORDERS_BASE, variable_orders
from .result import Result
from .setup import (
    BOARD_SECTORS,
    COMPONENTS,
    COUNTERS_PER_COLOUR,
    DICE_PER_PLAYER,
    MAX_UNITS_VARIANT,
    RESERVE_SECTORS,
    UNITS_IN_PLAY,
    setup_totals,
    units_in,
)
from .units import BOMBARD_RANGE, MOVE_RANGE
from .victory import LAST_ROUND, VP_TO_WIN, decide, score_round

P = Proposition


def victory_answer(f: GeneraloveFacts, r: Result) -> None:
    """Victory points after scoring and whether the game is won (chapters Cíl hry, 6. fáze)."""
    known = f.vp_before is not None
    score = score_round(f.vp_before or 0, controls_enemy_hq=bool(f.controls_enemy_hq),
                        controls_enemy_flanks=f.controls_enemy_flanks or 0,
                        captured_inf_cav=f.captured_inf_cav or 0, captured_art=f.captured_art or 0,
                        known_before=known)
    r.trace.extend(score.trace)
    r.numbers.update({"vp_hq": score.vp_hq, "vp_flank": score.vp_flank, "vp_captures": score.vp_captures})
    if not known:
        # Only this round's gains are stated: report them; whether the player won needs the total.
        r.numbers["vp_to_win"] = VP_TO_WIN
        r.numbers["vp_gain"] = score.gain
        r.add(Say.WIN_NEEDS_TOTAL, "cil_hry")
        if r.asked in (P.WON, P.GAME_OVER):
            r.need("vp_before")
        r.say(Say.VP_GAIN, "cil_hry", vp=score.gain)
        per_round = score.vp_hq + score.vp_flank
        if f.rounds_held is not None and per_round:  # sectors score every round they are held
            total = per_round * f.rounds_held + score.vp_captures
            r.numbers["vp_total"] = total
            r.say(Say.VP_OVER_ROUNDS, "cil_hry", "faze_6", rounds=f.rounds_held, per_round=per_round,
                  captures=score.vp_captures, total=total)
        return
    r.numbers = {"vp_before": score.vp_before, **r.numbers, "vp_after": score.vp_after, "vp_to_win": VP_TO_WIN}
    outcome = decide(score.vp_after, round_no=f.round, opponent_vp=f.opponent_vp)
    r.trace.extend(outcome.trace)
    why = outcome.trace.notes[-1] if outcome.trace.notes else note(Say.VP_AFTER, "cil_hry", vp=score.vp_after)
    if outcome.won is not None:
        r.find(P.WON, outcome.won, why)
    if outcome.game_over is not None:
        r.find(P.GAME_OVER, outcome.game_over, why)
    if r.asked is P.WON or (r.asked is P.GAME_OVER and outcome.game_over is None):
        for fact in outcome.missing:
            r.need(fact, Say.NEED_ROUND if fact == "round" else Say.NEED_OPPONENT_VP)
    if outcome.won is None and outcome.game_over:  # a tie the manual does not settle: say so
        r.summary = why
        return
    r.say(Say.VICTORY_SUMMARY, "cil_hry", before=score.vp_before, hq=score.vp_hq, flank=score.vp_flank,
          captures=score.vp_captures, after=score.vp_after, won=outcome.won, game_over=outcome.game_over,
          opponent=f.opponent_vp)


def setup_answer(f: GeneraloveFacts, r: Result) -> None:
    """How many units start where, and the components each player uses (chapter Zahájení hry)."""
    if f.sector is not None:
        units = units_in(at(f.sector))
        for kind, count in units.items():
            r.numbers[f"units_{kind.value}"] = count
        r.numbers["units"] = sum(units.values())
        if f.unit is not None:
            r.numbers["units"] = units.get(f.unit, 0)
        r.say(Say.SETUP_SECTOR, "zahajeni", sector=f.sector, units=units)
        return
    totals = setup_totals()
    kind = f.unit or f.my_unit
    if kind is not None:
        r.numbers["units"] = totals[kind]
        r.say(Say.SETUP_KIND, "zahajeni", unit=kind, count=totals[kind])
        return
    r.numbers.update({"units": UNITS_IN_PLAY, "dice": DICE_PER_PLAYER, "orders": ORDERS_PER_ROUND})
    for kind_, count in totals.items():
        r.numbers[f"units_{kind_.value}"] = count
    r.say(Say.SETUP_TOTALS, "zahajeni", "komponenty", totals=totals, units=UNITS_IN_PLAY, dice=DICE_PER_PLAYER)


def order_count_answer(f: GeneraloveFacts, r: Result) -> None:
    """How many orders a round gives: 10, or a die roll plus 6 in the variant (chapters Rozkazy, Varianty)."""
    if f.variable_orders and f.orders_die is None:
        r.numbers.update({"orders_min": 1 + VARIABLE_ORDERS_BASE, "orders_max": 6 + VARIABLE_ORDERS_BASE})
        r.say(Say.VARIABLE_ORDERS_RULE, "varianty")
        return
    if f.orders_die is not None:
        count = variable_orders(f.orders_die)
        r.numbers["orders"] = count
        r.say(Say.VARIABLE_ORDERS, "varianty", die=f.orders_die, orders=count)
        return
    r.numbers["orders"] = ORDERS_PER_ROUND
    r.add(Say.ONE_ORDER_PER_UNIT_OK, "rozkazy")
    r.say(Say.ORDERS_PER_ROUND, "rozkazy", orders=ORDERS_PER_ROUND)


# What each count is, the number, and the rule that gives it.
COUNTS: dict[Counted, tuple[int, str]] = {
    Counted.ORDERS: (ORDERS_PER_ROUND, "rozkazy"),
    Counted.UNITS: (UNITS_IN_PLAY, "zahajeni"),
    Counted.DICE: (DICE_PER_PLAYER, "zahajeni"),
    Counted.ZONE_FIELDS: (ZONE_SIZE, "pozice"),
    Counted.ROUNDS: (LAST_ROUND, "prubeh_hry"),
    Counted.VICTORY_POINTS: (VP_TO_WIN, "cil_hry"),
    Counted.PHASES: (len(Phase), "prubeh_hry"),
    Counted.MAX_UNITS: (MAX_UNITS_VARIANT, "varianty"),
}


_SETUP_FACTS = frozenset({"counted", "unit", "my_unit", "sector"})  # what a count of the units at the start may name


def count_answer(f: GeneraloveFacts, r: Result) -> None:
    """A number the manual gives outright: orders a round, units, dice, fields of a zone, rounds, points to win."""
    assert f.counted is not None
    if f.counted is Counted.ORDERS:
        order_count_answer(f, r)
        return
    reorganising = f.order is Order.REORGANISATION or f.in_red_reserve or f.same_type_panicked_in_red is not None
    kind = f.unit or f.my_unit
    if f.counted is Counted.UNITS and reorganising and kind in (UnitKind.INFANTRY, UnitKind.CAVALRY):
        # "kolik jednotek stejného typu musí být v červené části, abych reorganizoval pěchotu?": this one and one more
        r.numbers["units"] = 2
        r.say(Say.REORGANISE_OK, "reorganizace", "faze_5", unit=kind)
        return
    if f.counted is Counted.UNITS and (f.sector is not None or f.unit is not None) and f.order is None:
        setup_answer(f, r)  # not with an order: "kolik pěšáků s rozkazem k přesunu vyrazí?" counts no setup
        return
    if f.counted is Counted.MOVE:
        kind = f.unit or f.my_unit
        if f.panicked and kind is not UnitKind.ARTILLERY:
            r.numbers["move_sectors"] = 1
            r.say(Say.FLIGHT_ONE_SECTOR, "panika")
            return
        if kind is None:
            r.need("unit")
            return
        r.numbers["move_sectors"] = MOVE_RANGE[kind]
        r.say(Say.MOVE_RANGE_IS, "jednotky", "presun_utok", unit=kind, sectors=MOVE_RANGE[kind])
        return
    if f.counted is Counted.BOMBARD_RANGE:
        r.numbers.update({"min_distance": 1, "max_distance": BOMBARD_RANGE})
        r.say(Say.BOMBARD_RANGE_IS, "ostrelovani_rozkaz")
        return
    if f.counted is Counted.SAME_DIRECTION:
        r.numbers["units"] = ZONE_SIZE
        r.say(Say.FIVE_SAME_DIRECTION_RULE, "presun_utok", "pozice")
        return
    if f.counted is Counted.SECTORS:
        r.numbers.update({"sectors": BOARD_SECTORS, "reserve_sectors": RESERVE_SECTORS,
                          "battlefield_sectors": BOARD_SECTORS - RESERVE_SECTORS})
        r.say(Say.SECTORS_OF_BOARD, "komponenty")
        return
    if f.counted is Counted.COUNTERS:
        r.numbers.update({f"counters_{k.value}": n for k, n in COUNTERS_PER_COLOUR.items()})
        r.numbers.update(COMPONENTS)
        r.numbers.update({"dice_per_colour": DICE_PER_PLAYER, "dice_total": 2 * DICE_PER_PLAYER})
        r.say(Say.COUNTERS_ARE, "komponenty")
        return
    if f.counted is Counted.UNITS and set(f.stated()) - _SETUP_FACTS:
        # "kolik jednotek s rozkazem k obraně…": not the units a player starts with; the rule's text answers
        r.kind = Kind.LOOKUP
        r.say(Say.NOTHING_TO_COMPUTE)
        return
    value, key = COUNTS[f.counted]
    r.numbers[f.counted.value] = value
    r.say(Say.COUNT_IS, key, counted=f.counted, value=value)
