"""The engine through its seam: ``ENGINE.evaluate(Query(...))`` — topics, numbers, findings, needs, rule ids."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.api import Ask, EngineAnswer, Intent, Query, fact_specs
from engine.generalove.citations import RULES
from engine.generalove.engine import ENGINE, Topic, choose
from engine.generalove.facts import (
    Counted,
    Direction,
    GeneraloveFacts,
    Order,
    Phase,
    Proposition,
    Roll,
    SectorId,
    SectorStatus,
    Side,
    Stance,
    Step,
    Troop,
    UnitKind,
)
from engine.registry import ENGINES

P = Proposition
S = SectorId
INF, CAV, ART = UnitKind.INFANTRY, UnitKind.CAVALRY, UnitKind.ARTILLERY


def ask(intent: Intent, proposition: Proposition | None = None, positive: bool = True, **facts: Any) -> EngineAnswer:
    query = Query("generalove", intent, GeneraloveFacts(**facts),
                  Ask(proposition.value, positive) if proposition is not None else None)
    return ENGINE.evaluate(query)


def yes_no(proposition: Proposition, **facts: Any) -> EngineAnswer:
    return ask(Intent.YES_NO, proposition, **facts)


def test_registered_as_a_game_engine() -> None:
    assert ENGINES["generalove"] is ENGINE
    assert ENGINE.games == ("generalove",) and ENGINE.propositions is Proposition
    assert ENGINE.facts_type("generalove") is GeneraloveFacts


CASES: list[tuple[Intent, Proposition | None, dict[str, Any]]] = [
    (Intent.ODDS, None, {"dice": 1, "modifier": -1}),
    (Intent.ODDS, None, {"dice": 4, "modifier": 2, "hits": 3}),
    (Intent.YES_NO, P.WON, {"vp_before": 4, "controls_enemy_hq": True, "controls_enemy_flanks": 1}),
    (Intent.COUNT, None, {"vp_before": 3, "controls_enemy_flanks": 2, "round": 4}),
    (Intent.DEFENSE, None, {"my_unit": CAV, "my_stance": Stance.ATTACKING, "opponent_unit": INF,
                            "opponent_stance": Stance.DEFENDING}),
    (Intent.DEFENSE, None, {"my_unit": INF, "my_stance": Stance.UNPREPARED, "opponent_unit": CAV,
                            "opponent_stance": Stance.ATTACKING, "direction": Direction.FLANK,
                            "phase": Phase.INFANTRY}),
    (Intent.DICE, None, {"zone_mine": (Troop.DEFENDING_INFANTRY, Troop.UNPREPARED_INFANTRY),
                         "zone_theirs": (Troop.ATTACKING_CAVALRY, Troop.ATTACKING_CAVALRY), "phase": Phase.CAVALRY}),
    (Intent.DEFENSE, None, {"attack_from": S.CENTRE_LEFT, "attack_to": S.CENTRE, "my_unit": INF,
                            "my_stance": Stance.UNPREPARED, "attacker": Side.OPPONENT}),
    (Intent.YES_NO, P.ORDER_ALLOWED, {"unit": CAV, "route": (S.OWN_RESERVE, S.OWN_RIGHT_FLANK, S.CENTRE_RIGHT),
                                      "enemy_held": (S.OWN_RIGHT_FLANK,)}),
    (Intent.YES_NO, P.ORDER_ALLOWED, {"unit": INF, "route": (S.OWN_LEFT_FLANK, S.CENTRE_LEFT),
                                      "units_same_direction": 6}),
    (Intent.YES_NO, P.ORDER_ALLOWED, {"unit": ART, "order": Order.BOMBARDMENT, "origin": S.OWN_COMMAND_POST,
                                      "target": S.ENEMY_COMMAND_POST, "occupied": (S.CENTRE,)}),
    (Intent.YES_NO, P.ORDER_ALLOWED, {"unit": CAV, "order": Order.DEFENCE}),
    (Intent.YES_NO, P.MAY_REORGANISE, {"unit": INF, "order": Order.REORGANISATION, "panicked": True,
                                       "in_red_reserve": True, "same_type_panicked_in_red": 1}),
    (Intent.YES_NO, P.PHASE_BEFORE, {"step_a": Step("3.3"), "step_b": Step("3.7")}),
    (Intent.LOOKUP, None, {"ask_phase_order": True}),
    (Intent.DICE, None, {"attackers": (CAV, INF, INF), "defenders": (Troop.DEFENDING_INFANTRY,
                                                                     Troop.UNPREPARED_CAVALRY),
                         "phase": Phase.INFANTRY}),
    (Intent.CASUALTY, None, {"units": (Troop.UNPREPARED_INFANTRY, Troop.PANICKED_CAVALRY), "hits_taken": 2}),
    (Intent.CASUALTY, None, {"bombarded_unit": Troop.PANICKED_INFANTRY}),
    (Intent.DEFENSE, None, {"bombard_target": Troop.DEFENDING_ARTILLERY, "over_occupied": True}),
    (Intent.YES_NO, P.CAPTURED, {"flee_from": S.CENTRE, "hostile_sectors": (
        S.OWN_LEFT_FLANK, S.OWN_COMMAND_POST, S.OWN_RIGHT_FLANK, S.ENEMY_RIGHT_FLANK, S.ENEMY_COMMAND_POST,
        S.ENEMY_LEFT_FLANK), "neutral_sectors": (S.CENTRE_LEFT, S.CENTRE_RIGHT)}),
    (Intent.YES_NO, P.MAY_FIRE, {"unit": CAV}),
    (Intent.YES_NO, P.FLEES, {"unit": ART, "panicked": True}),
    (Intent.YES_NO, P.CLASH, {"target_status": SectorStatus.HOSTILE, "phase": Phase.INFANTRY}),
    (Intent.COUNT, None, {"sector": S.OWN_RIGHT_FLANK}),
    (Intent.COUNT, None, {"orders_die": 4}),
    (Intent.YES_NO, P.UNBLOCKED_MAY_ATTACK, {"unit": INF, "enemies_in_zone": 0, "other_active_zones": 1}),
]


@pytest.mark.parametrize(("intent", "proposition", "facts"), CASES)
def test_every_answer_is_explained_and_cites_rules(intent: Intent, proposition: Proposition | None,
                                                   facts: dict[str, Any]) -> None:
    ans = ask(intent, proposition, **facts)
    assert ans.game == "generalove" and ans.summary
    assert set(ans.rule_ids) <= set(RULES.values())
    if not ans.needs:
        assert ans.explanation.steps and ans.rule_ids, "every answer cites a rule"
    for name, found in ans.findings.items():
        assert name in {p.value for p in Proposition}
        assert found.rules, f"finding {name} cites no rule"
    if proposition is not None and not ans.needs:
        assert ans.verdict is not None, "a decided yes/no has a verdict"
        assert ans.verdict == ans.findings[proposition.value].value
    if ans.needs:
        assert ans.verdict is None
    ans.as_dict()  # JSON-ready


def test_single_die_penalty() -> None:
    ans = ask(Intent.ODDS, dice=1, modifier=-1)
    assert ans.numbers["min_roll"] == 5
    assert ans.numbers["p_hit"] == Fraction(1, 3)
    assert ans.numbers["p_hits"] == [Fraction(2, 3), Fraction(1, 3)]
    assert "postih" in ans.summary and "4 a více" in ans.summary
    assert ans.verdict is None and not ans.needs


def test_odds_need_the_modifier_and_nothing_else() -> None:
    ans = ask(Intent.ODDS, dice=2)
    assert ans.missing == ["modifier"] and not ans.numbers


def test_victory() -> None:
    ans = yes_no(P.WON, vp_before=4, controls_enemy_hq=True, controls_enemy_flanks=1)
    assert ans.verdict is True
    assert (ans.numbers["vp_hq"], ans.numbers["vp_flank"], ans.numbers["vp_after"]) == (5, 1, 10)
    assert "velitelské stanoviště" in ans.summary and "vítězných bodů" in ans.summary
    assert ans.findings["won"].rules == ("generalove.cil-hry", "generalove.faze-herniho-kola.6-faze-herniho-kola")
    not_yet = yes_no(P.WON, vp_before=3, controls_enemy_flanks=2, round=4)
    assert not_yet.verdict is False and not_yet.numbers["vp_after"] == 5
    unknown_round = yes_no(P.WON, vp_before=3, controls_enemy_flanks=2)
    assert unknown_round.verdict is None and unknown_round.missing == ["round"]
    counted = ask(Intent.COUNT, vp_before=3, controls_enemy_flanks=2)
    assert counted.numbers["vp_after"] == 5 and not counted.needs, "a count does not need the round"
    no_base = ask(Intent.COUNT, controls_enemy_hq=True)
    assert "vp_after" not in no_base.numbers and no_base.numbers["vp_gain"] == 5
    art = ask(Intent.COUNT, captured_art=1)
    assert art.numbers["vp_captures"] == 2 and "2 vítězné body" in art.summary
    over = yes_no(P.GAME_OVER, vp_before=9, round=10, opponent_vp=7)
    assert over.verdict is True


def test_modifier_lookup_and_unknown_cell() -> None:
    ans = ask(Intent.DEFENSE, my_unit=CAV, my_stance=Stance.ATTACKING, opponent_unit=INF,
              opponent_stance=Stance.DEFENDING, phase=Phase.CAVALRY)
    assert ans.numbers["modifier_ztec"] == -2 and "modifier_strelba" not in ans.numbers
    flank = ask(Intent.DEFENSE, my_unit=INF, my_stance=Stance.UNPREPARED, opponent_unit=CAV,
                opponent_stance=Stance.ATTACKING, direction=Direction.FLANK, phase=Phase.INFANTRY)
    assert (flank.numbers["modifier_strelba"], flank.numbers["modifier_ztec"]) == (-2, -1)
    gap = ask(Intent.DEFENSE, my_unit=INF, my_stance=Stance.UNPREPARED, opposite_empty=True)
    assert gap.needs and gap.verdict is None and not gap.missing, "an unreconstructed cell is not a fact to ask"
    assert "nepodařilo zrekonstruovat" in gap.needs[0]
    missing = ask(Intent.DEFENSE, my_unit=INF, opponent_unit=CAV, opponent_stance=Stance.ATTACKING)
    assert missing.missing == ["my_stance"]


def test_units_that_do_not_roll_that_kind() -> None:
    ans = ask(Intent.DEFENSE, my_unit=CAV, my_stance=Stance.ATTACKING, opponent_unit=INF,
              opponent_stance=Stance.UNPREPARED, roll=Roll.FIRE)
    assert ans.numbers == {"modifier_strelba": "nehází"} and "nestřílí" in ans.summary
    art = ask(Intent.DEFENSE, my_unit=ART, my_stance=Stance.DEFENDING, opponent_unit=INF,
              opponent_stance=Stance.ATTACKING)
    assert art.numbers["modifier_strelba"] == 2 and "modifier_ztec" not in art.numbers
    asked = ask(Intent.YES_NO, P.MAY_FIRE, my_unit=CAV, my_stance=Stance.ATTACKING, opponent_unit=INF,
                opponent_stance=Stance.UNPREPARED, roll=Roll.FIRE)
    assert asked.verdict is False


def test_route_legality() -> None:
    bad = yes_no(P.ORDER_ALLOWED, unit=CAV, route=(S.OWN_RESERVE, S.OWN_RIGHT_FLANK, S.CENTRE_RIGHT),
                 enemy_held=(S.OWN_RIGHT_FLANK,))
    assert bad.verdict is False and "ovládaný soupeřem" in bad.summary
    assert bad.findings["order_allowed"].rules == ("generalove.rozkazy.presun-utok",)
    assert yes_no(P.ORDER_ALLOWED, unit=INF, route=(S.OWN_LEFT_FLANK, S.CENTRE)).verdict is False  # diagonal
    ok = yes_no(P.ORDER_ALLOWED, unit=INF, route=(S.OWN_LEFT_FLANK, S.CENTRE_LEFT), units_same_direction=6)
    assert ok.verdict is True and ok.numbers["moving_now"] == 5 and ok.numbers["moving_later"] == 1
    assert yes_no(P.ORDER_ALLOWED, unit=CAV, order=Order.DEFENCE).verdict is False
    assert yes_no(P.ORDER_ALLOWED, unit=INF, order=Order.DEFENCE).verdict is True
    # asked the other way round: "is it forbidden?"
    assert ask(Intent.YES_NO, P.ORDER_ALLOWED, False, unit=CAV, order=Order.DEFENCE).verdict is True


def test_moves_without_a_route() -> None:
    assert yes_no(P.ORDER_ALLOWED, unit=INF, move_sectors=2).verdict is False
    assert yes_no(P.ORDER_ALLOWED, unit=CAV, move_sectors=2).verdict is True
    assert yes_no(P.ORDER_ALLOWED, unit=ART, order=Order.MOVE, phase=Phase.INFANTRY).verdict is False
    assert yes_no(P.ORDER_ALLOWED, unit=CAV, move_sectors=2, phases=(Phase.INFANTRY, Phase.CAVALRY)).verdict is False
    assert yes_no(P.ORDER_ALLOWED, unit=INF, order=Order.MOVE, panicked=True).verdict is False


def test_bombardment_range_and_kind() -> None:
    assert yes_no(P.MAY_BOMBARD, distance=3).verdict is False
    assert yes_no(P.MAY_BOMBARD, distance=2).verdict is True
    assert yes_no(P.MAY_BOMBARD, unit=ART, distance=2, straight=False).verdict is False
    ok = yes_no(P.ORDER_ALLOWED, unit=ART, order=Order.BOMBARDMENT, origin=S.OWN_COMMAND_POST,
                target=S.ENEMY_COMMAND_POST, occupied=(S.CENTRE,))
    assert ok.verdict is True and ok.numbers["distance"] == 2
    assert any("přes obsazený sektor" in s.text for s in ok.explanation.steps)
    reserve = yes_no(P.ORDER_ALLOWED, unit=ART, order=Order.BOMBARDMENT, origin=S.CENTRE, target=S.ENEMY_RESERVE)
    assert reserve.verdict is None and reserve.needs and not reserve.missing  # the manual does not say


def test_defect_cavalry_bombardment_without_sectors_is_refused() -> None:
    """Issue 13: a cavalry bombardment order without sectors returned needs; the rules already say no."""
    ans = yes_no(P.ORDER_ALLOWED, unit=CAV, order=Order.BOMBARDMENT)
    assert ans.verdict is False and not ans.needs
    assert ans.findings["order_allowed"].rules == ("generalove.rozkazy.ostrelovani",)
    assert yes_no(P.MAY_BOMBARD, unit=CAV).verdict is False


def test_phase_questions() -> None:
    assert yes_no(P.PHASE_BEFORE, step_a=Step("3.3"), step_b=Step("3.7")).verdict is True
    assert yes_no(P.PHASE_BEFORE, step_a=Step("4.1"), step_b=Step("2.1")).verdict is False
    order = ask(Intent.LOOKUP, ask_phase_order=True)
    assert "1. fáze jízdy" in order.summary and "6. fáze bodování" in order.summary
    one = yes_no(P.PHASE_BEFORE, step_a=Step("3.3"))
    assert one.missing == ["step_b"]


def test_positions_casualties_flight() -> None:
    zone = ask(Intent.DICE, attackers=(INF, CAV), defenders=(Troop.UNPREPARED_INFANTRY, Troop.DEFENDING_INFANTRY))
    assert zone.numbers["pole_1"].startswith("jízda") and "s rozkazem k obraně" in zone.numbers["pole_1"]
    hits = ask(Intent.CASUALTY, units=(Troop.UNPREPARED_INFANTRY, Troop.PANICKED_CAVALRY), hits_taken=2)
    assert hits.numbers["captured"] == 1 and hits.numbers["vp_for_opponent"] == 1
    wrong = yes_no(P.CHOICE_ALLOWED, units=(Troop.UNPREPARED_INFANTRY, Troop.PANICKED_CAVALRY), hits_taken=1,
                   choice=(2,))
    assert wrong.verdict is False
    blocked = yes_no(P.CAPTURED, **CASES[19][2])
    assert blocked.numbers["captured"] == 1 and blocked.verdict is True
    partial = yes_no(P.CAPTURED, flee_from=S.CENTRE)
    assert partial.needs and partial.verdict is None and partial.missing == ["hostile_sectors"]
    free = ask(Intent.CASUALTY, flee_from=S.ENEMY_COMMAND_POST, neutral_sectors=(
        S.OWN_LEFT_FLANK, S.OWN_COMMAND_POST, S.OWN_RIGHT_FLANK, S.CENTRE_LEFT, S.CENTRE, S.CENTRE_RIGHT,
        S.ENEMY_RIGHT_FLANK, S.ENEMY_LEFT_FLANK))
    assert free.numbers["captured"] == 0 and "střed bojiště" in free.summary
    assert free.findings["flees"].value is True


def test_panic_capture_and_abandoned_artillery() -> None:
    assert yes_no(P.PANICS, unit=INF).verdict is True
    assert yes_no(P.CAPTURED, unit=INF, panicked=True).verdict is True
    assert yes_no(P.DESTROYED, bombarded_unit=Troop.PANICKED_INFANTRY).verdict is True
    assert yes_no(P.CAPTURED, bombarded_unit=Troop.PANICKED_INFANTRY).verdict is False
    assert yes_no(P.TARGET_MAY_REACT, bombarded_unit=Troop.UNPREPARED_INFANTRY).verdict is False
    assert yes_no(P.FLEES, unit=ART, panicked=True).verdict is False
    assert yes_no(P.FLEES, unit=CAV, panicked=True).verdict is True
    assert yes_no(P.CAPTURED, unit=ART, panicked=True, enemy_in_sector=True).verdict is True
    assert yes_no(P.MAY_REORGANISE, unit=ART, panicked=True, sector_has_own_unit=True).verdict is True
    unknown = yes_no(P.CAPTURED, unit=ART, panicked=True, flee_from=S.CENTRE)
    assert unknown.missing == ["enemy_in_sector"]


def test_unit_abilities() -> None:
    assert yes_no(P.MAY_FIRE, unit=CAV).verdict is False
    assert yes_no(P.MAY_FIRE, unit=INF).verdict is True
    assert yes_no(P.MAY_FIRE, unit=INF, phase=Phase.CAVALRY).verdict is False
    assert yes_no(P.MAY_ASSAULT, unit=ART).verdict is False
    assert yes_no(P.MAY_ROLL, unit=INF, panicked=True).verdict is False
    assert yes_no(P.MAY_RETREAT, unit=CAV).verdict is True
    assert yes_no(P.MAY_RETREAT, unit=INF, my_stance=Stance.ATTACKING).verdict is True
    assert yes_no(P.MAY_RETREAT, unit=INF, my_stance=Stance.DEFENDING).verdict is False
    assert yes_no(P.MAY_RETREAT, unit=INF).missing == ["my_stance"]
    assert yes_no(P.MAY_FIRE).missing == ["unit"]


def test_clash_roles() -> None:
    one = yes_no(P.CLASH, target_status=SectorStatus.HOSTILE, phase=Phase.INFANTRY)
    assert one.verdict is True and (one.numbers["my_role"], one.numbers["enemy_role"]) == ("útočník", "obránce")
    both = yes_no(P.CLASH, target_status=SectorStatus.NEUTRAL, phase=Phase.CAVALRY, enemy_enters_same=True)
    assert both.numbers["enemy_role"] == "útočník" and both.numbers["step"] == "1.2"
    counter = yes_no(P.CLASH, target_status=SectorStatus.HOSTILE, phase=Phase.INFANTRY, enemy_leaves_toward_me=True)
    assert counter.numbers["enemy_role"] == "útočník, obránce"
    assert yes_no(P.CLASH, target_status=SectorStatus.HOSTILE, phase=Phase.ARTILLERY).verdict is False
    quiet = yes_no(P.CLASH, target_status=SectorStatus.NEUTRAL, phase=Phase.INFANTRY)
    assert quiet.verdict is False and quiet.numbers["step"] == "3.10"
    assert yes_no(P.CLASH, target_status=SectorStatus.FRIENDLY, phase=Phase.CAVALRY).numbers["step"] == "1.1"
    assert yes_no(P.CLASH, target_status=SectorStatus.NEUTRAL, phase=Phase.BOMBARDMENT).verdict is False
    assert yes_no(P.CLASH, target_status=SectorStatus.NEUTRAL).missing == ["phase"]
    # whether a move is an attack does not depend on the phase: no needs for it
    attack = yes_no(P.MOVE_IS_ATTACK, target_status=SectorStatus.HOSTILE)
    assert attack.verdict is True and not attack.needs


def test_zone_pairs_give_fire_and_assault_odds() -> None:
    ans = ask(Intent.DICE, zone_mine=(Troop.DEFENDING_ARTILLERY, Troop.DEFENDING_INFANTRY),
              zone_theirs=(Troop.ATTACKING_INFANTRY, Troop.ATTACKING_INFANTRY), phase=Phase.INFANTRY)
    assert (ans.numbers["total_strelba"], ans.numbers["dice_strelba"]) == (2, 2)
    assert (ans.numbers["total_ztec"], ans.numbers["dice_ztec"]) == (0, 1)  # artillery does not assault
    assert sum(ans.numbers["p_hits_strelba"]) == 1
    assert ans.numbers["expected_hits_ztec"] == Fraction(1, 2)


def test_rolled_dice() -> None:
    ans = ask(Intent.ODDS, rolls=(3, 5, 2), modifier=1)
    assert ans.numbers["hits"] == 2 and any("3 +1 = 4" in s.text for s in ans.explanation.steps)
    assert yes_no(P.HIT, rolls=(4, 6), modifier=-1).verdict is True
    assert ask(Intent.ODDS, rolls=(4, 6), modifier=-1).numbers["hits"] == 1
    assert yes_no(P.HIT, rolls=(4,), modifier=-1).verdict is False
    assert ask(Intent.ODDS, rolls=(3,)).missing == ["modifier"]


def test_counts() -> None:
    assert ask(Intent.COUNT, sector=S.OWN_RIGHT_FLANK).numbers["units"] == 6
    assert ask(Intent.COUNT, counted=Counted.ORDERS).numbers["orders"] == 10
    assert ask(Intent.COUNT, counted=Counted.ZONE_FIELDS).numbers["zone_fields"] == 5
    assert ask(Intent.COUNT, counted=Counted.UNITS, sector=S.OWN_RESERVE, unit=INF).numbers["units"] == 6
    nothing = ask(Intent.COUNT)
    assert nothing.kind == "lookup" and not nothing.numbers, "a count of nothing named gets no other number"
    assert ask(Intent.COUNT, orders_die=4).numbers["orders"] == 10
    assert yes_no(P.ORDER_ALLOWED, orders=11).verdict is False
    assert yes_no(P.ORDER_ALLOWED, orders_per_unit=2).verdict is False


def test_topic_follows_what_is_asked_not_which_keys_are_present() -> None:
    facts = GeneraloveFacts(unit=CAV, target_status=SectorStatus.HOSTILE, phase=Phase.CAVALRY)
    assert choose(Query("generalove", Intent.YES_NO, facts, Ask("clash"))) is Topic.CLASH
    assert choose(Query("generalove", Intent.YES_NO, facts, Ask("may_fire"))) is Topic.ABILITY
    assert choose(Query("generalove", Intent.COMPARISON, facts)) is None


def test_nothing_to_compute() -> None:
    ans = ask(Intent.LOOKUP)
    assert ans.kind == "lookup" and not ans.needs and ans.verdict is None and not ans.numbers


def test_needs_only_for_what_is_asked() -> None:
    """A yes/no whose proposition is not known asks for no facts (the manual's sentence answers it)."""
    vague = ask(Intent.YES_NO, unit=INF, order=Order.MOVE)
    assert not vague.needs and vague.verdict is None
    asked = yes_no(P.MAY_RETREAT, unit=INF)
    assert asked.missing == ["my_stance"]


# ---------------------------------------------------------------- never raises for a valid query

def _values(spec: Any) -> st.SearchStrategy[Any]:
    kind = spec.kind
    if kind is bool:
        item: st.SearchStrategy[Any] = st.booleans()
    elif kind is int:
        item = st.integers(spec.low if spec.low is not None else 0, spec.high if spec.high is not None else 10)
    else:
        item = st.sampled_from(list(kind))
    return st.lists(item, max_size=4).map(tuple) if spec.many else item


_SPECS = [s for s in fact_specs(GeneraloveFacts) if s.name not in ("dice",)]
FACTS = st.fixed_dictionaries({}, optional={s.name: _values(s) for s in _SPECS}).map(
    lambda d: GeneraloveFacts(**d))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(facts=FACTS, intent=st.sampled_from(list(Intent)),
       proposition=st.none() | st.sampled_from(list(Proposition)), dice=st.none() | st.integers(1, 6))
def test_never_raises_for_a_valid_query(facts: GeneraloveFacts, intent: Intent, proposition: Proposition | None,
                                        dice: int | None) -> None:
    if dice is not None:
        facts = facts.with_(dice=dice)
    query = Query("generalove", intent, facts, Ask(proposition.value) if proposition is not None else None)
    ans = ENGINE.evaluate(query)
    assert ans.summary
    if ans.verdict is not None:
        assert query.ask is not None and ans.findings[query.ask.proposition].value == ans.verdict
    assert set(ans.rule_ids) <= set(RULES.values())


def test_units_needed_to_reorganise_are_two_not_the_setup() -> None:
    """ "Kolik jednotek … v červené části rezervy, abych reorganizoval pěchotu?": this one and one more of its kind;
    it was answered with the units the reserve holds at the start of the game."""
    a = ask(Intent.COUNT, counted=Counted.UNITS, order=Order.REORGANISATION, unit=INF, in_red_reserve=True,
            sector=S.OWN_RESERVE)
    assert a.numbers == {"units": 2} and "druhá jednotka se odstraní" in a.summary
    setup = ask(Intent.COUNT, counted=Counted.UNITS, sector=S.OWN_RESERVE)
    assert setup.numbers["units"] == 10


def test_no_fire_in_the_cavalry_phase_whoever_stands_opposite() -> None:
    """ "V první fázi útočí moje jízda na pěchotu. Smí pěchota střílet?": the phase decides, no stance needed."""
    a = ask(Intent.YES_NO, Proposition.MAY_FIRE, my_unit=UnitKind.CAVALRY, my_stance=Stance.ATTACKING,
            opponent_unit=UnitKind.INFANTRY, roll=Roll.FIRE, phase=Phase.CAVALRY)
    assert a.verdict is False and not a.needs


def test_a_one_sector_move_is_checked_against_its_phase() -> None:
    """ "posunout baterii o jeden sektor ve fázi pěchoty?": artillery moves only in phase 4."""
    a = ask(Intent.YES_NO, Proposition.ORDER_ALLOWED, unit=UnitKind.ARTILLERY, order=Order.MOVE, move_sectors=1,
            phase=Phase.INFANTRY)
    assert a.verdict is False
