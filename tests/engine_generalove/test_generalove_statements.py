"""Statements of the manual decided as yes/no, the phase of an activity, and the pass-2 facts of the engine."""

from __future__ import annotations

from typing import Any

import pytest

from engine.api import Ask, EngineAnswer, Intent, Query
from engine.generalove.citations import RULES
from engine.generalove.engine import ENGINE
from engine.generalove.facts import (
    Activity,
    Counted,
    Direction,
    GeneraloveFacts,
    Phase,
    Proposition,
    SectorStatus,
    Troop,
    UnitKind,
)
from engine.generalove.presentation.rules import RULE_FUNCTIONS, RULE_TEXT
from engine.generalove.statements import STATEMENTS, activity_phases

P = Proposition
INF, CAV, ART = UnitKind.INFANTRY, UnitKind.CAVALRY, UnitKind.ARTILLERY


def ask(intent: Intent, proposition: Proposition | None = None, positive: bool = True, **facts: Any) -> EngineAnswer:
    query = Query("generalove", intent, GeneraloveFacts(**facts),
                  Ask(proposition.value, positive) if proposition is not None else None)
    return ENGINE.evaluate(query)


FIXED = [p for p, s in STATEMENTS.items() if not callable(s.value)]


@pytest.mark.parametrize("proposition", FIXED, ids=[p.value for p in FIXED])
def test_a_fixed_statement_is_decided_with_its_rule_and_sentence(proposition: Proposition) -> None:
    statement = STATEMENTS[proposition]
    ans = ask(Intent.YES_NO, proposition)
    assert ans.verdict is statement.value and not ans.needs
    cited = {RULES[k] for k in statement.keys}
    assert set(ans.findings[proposition.value].rules) == cited
    assert ans.summary == RULE_TEXT[proposition]
    # asked the other way round ("nemusí se rozkaz provést?"), the verdict turns
    assert ask(Intent.YES_NO, proposition, positive=False).verdict is (not statement.value)


def test_every_statement_has_its_sentence() -> None:
    assert set(STATEMENTS) == set(RULE_TEXT) | set(RULE_FUNCTIONS)


def test_a_statement_answers_only_when_asked() -> None:
    """Nothing asked: no statement is volunteered (a look-up with no facts has nothing to compute)."""
    ans = ask(Intent.LOOKUP)
    assert not ans.findings and ans.verdict is None


@pytest.mark.parametrize(("proposition", "facts", "verdict"), [
    (P.REORG_REMOVES_SECOND, {"unit": INF}, True),
    (P.REORG_REMOVES_SECOND, {"unit": CAV}, True),
    (P.REORG_REMOVES_SECOND, {"unit": ART}, False),  # abandoned artillery reorganises on the field
    (P.REORG_REMOVES_SECOND, {}, None),
    (P.MOVES_IN, {"target_status": SectorStatus.NEUTRAL}, True),
    (P.MOVES_IN, {"target_status": SectorStatus.FRIENDLY}, True),
    (P.MOVES_IN, {"target_status": SectorStatus.HOSTILE}, False),
    (P.MOVES_IN, {}, None),
    (P.NO_DIRECTION_MODIFIER, {"direction": Direction.FRONTAL}, True),
    (P.NO_DIRECTION_MODIFIER, {"direction": Direction.FLANK}, None),  # depends on the units (Tab. 2)
    (P.UNORDERED_STAY, {}, True),
    (P.UNORDERED_STAY, {"panicked": True}, None),  # a unit in panic flees without an order
])
def test_statements_decided_by_a_fact(proposition: Proposition, facts: dict[str, Any], verdict: bool | None) -> None:
    ans = ask(Intent.YES_NO, proposition, **facts)
    assert ans.verdict is verdict
    assert ans.rule_ids  # undecided, the answer still names the rule


@pytest.mark.parametrize(("activity", "unit", "phases"), [
    (Activity.BOMBARD, None, (Phase.BOMBARDMENT,)),
    (Activity.FIRE, None, (Phase.INFANTRY,)),
    (Activity.FIRE, CAV, ()),  # cavalry never fires
    (Activity.ASSAULT, ART, ()),
    (Activity.MOVE, ART, (Phase.ARTILLERY,)),
    (Activity.MOVE, INF, (Phase.INFANTRY, Phase.ARTILLERY)),
    (Activity.MOVE, CAV, (Phase.CAVALRY, Phase.INFANTRY, Phase.ARTILLERY)),
    (Activity.REORGANISE, None, (Phase.REORGANISATION,)),
    (Activity.SCORE, None, (Phase.SCORING,)),
    (Activity.ATTACK, None, None),  # who attacks decides
    (Activity.ATTACK, ART, (Phase.BOMBARDMENT,)),
    (Activity.FLEE, ART, ()),  # abandoned artillery stays where it is
])
def test_phases_of_an_activity(activity: Activity, unit: UnitKind | None, phases: tuple[Phase, ...] | None) -> None:
    assert activity_phases(activity, unit) == phases


def test_in_which_phase() -> None:
    bombard = ask(Intent.COUNT, activity=Activity.BOMBARD, phase_asked=True)
    assert bombard.numbers["phase"] == 2 and "2. fázi" in bombard.summary and bombard.rule_ids
    cavalry = ask(Intent.COUNT, activity=Activity.MOVE, unit=CAV, phase_asked=True)
    assert cavalry.numbers["phases"] == [1, 3, 4] and cavalry.numbers["move_sectors"] == 2
    who = ask(Intent.COUNT, activity=Activity.ATTACK, phase_asked=True)
    assert who.missing == ["unit"]


@pytest.mark.parametrize(("facts", "verdict"), [
    ({"activity": Activity.FIRE, "phase": Phase.CAVALRY}, False),
    ({"activity": Activity.FIRE, "phase": Phase.INFANTRY}, True),
    ({"activity": Activity.SCORE, "phase": Phase.SCORING}, True),
    ({"activity": Activity.REORGANISE, "phase": Phase.ARTILLERY}, False),
    ({"activity": Activity.ASSAULT, "unit": ART, "phase": Phase.INFANTRY}, False),
    ({"activity": Activity.MOVE, "unit": CAV, "phases": (Phase.CAVALRY, Phase.INFANTRY)}, True),
    ({"activity": Activity.MOVE, "unit": INF, "phases": (Phase.CAVALRY, Phase.INFANTRY)}, False),
    ({"activity": Activity.MOVE, "unit": INF, "panicked": True, "phase": Phase.INFANTRY}, True),  # flight
])
def test_activity_in_phase(facts: dict[str, Any], verdict: bool) -> None:
    ans = ask(Intent.YES_NO, P.ACTIVITY_IN_PHASE, **facts)
    assert ans.verdict is verdict and ans.findings["activity_in_phase"].rules


def test_terrain_is_a_silence_of_the_manual() -> None:
    for intent, proposition in ((Intent.LOOKUP, None), (Intent.YES_NO, P.GIVES_BONUS), (Intent.DEFENSE, None)):
        ans = ask(intent, proposition, terrain=True, my_unit=INF)
        assert ans.verdict is None and "Manuál to neuvádí" in ans.summary and ans.rule_ids


def test_trapped_unit_in_panic_is_captured() -> None:
    ans = ask(Intent.YES_NO, P.CAPTURED, unit=INF, panicked=True, flight_blocked=True)
    assert ans.verdict is True and ans.numbers["captured"] == 1
    assert ans.findings["flees"].value is False and ans.findings["scores_vp"].value is True
    assert ans.findings["captured"].rules == (RULES["panika"],)


@pytest.mark.parametrize(("facts", "verdict"), [
    ({"unit": INF, "panicked": True}, True),  # hit again in panic: captured, a point for the opponent
    ({"unit": CAV}, False),  # a combat-ready unit hit panics: no points yet
    ({"bombarded_unit": Troop.PANICKED_INFANTRY}, False),  # destroyed by bombardment: no points
    ({"unit": ART, "panicked": True, "enemy_in_sector": True}, True),  # abandoned artillery captured: 2 points
])
def test_loss_scores_victory_points(facts: dict[str, Any], verdict: bool) -> None:
    ans = ask(Intent.YES_NO, P.SCORES_VP, **facts)
    assert ans.verdict is verdict and ans.findings["scores_vp"].rules


def test_sectors_held_for_several_rounds() -> None:
    ans = ask(Intent.COUNT, controls_enemy_flanks=2, rounds_held=3)
    assert ans.numbers["vp_total"] == 6
    hq = ask(Intent.COUNT, controls_enemy_hq=True, rounds_held=2, captured_inf_cav=1)
    assert hq.numbers["vp_total"] == 11


def test_board_and_same_direction_counts() -> None:
    board = ask(Intent.COUNT, counted=Counted.SECTORS)
    assert (board.numbers["sectors"], board.numbers["reserve_sectors"], board.numbers["battlefield_sectors"]) == \
        (11, 2, 9)
    assert ask(Intent.COUNT, counted=Counted.SAME_DIRECTION).numbers["units"] == 5


def test_unblocked_units_without_a_position() -> None:
    assert ask(Intent.YES_NO, P.UNBLOCKED_MAY_ATTACK, unit=CAV).verdict is True
    infantry = ask(Intent.YES_NO, P.UNBLOCKED_MAY_ATTACK, unit=INF)
    assert infantry.verdict is None and infantry.missing == ["enemies_in_zone"]


def test_a_move_of_two_sectors_within_one_named_phase_is_refused() -> None:
    """ "Během jedné fáze se smí přesunout pouze do sousedního sektoru": two sectors need two phases."""
    one_phase = ask(Intent.YES_NO, P.ORDER_ALLOWED, unit=CAV, move_sectors=2, phase=Phase.CAVALRY)
    assert one_phase.verdict is False and one_phase.findings["order_allowed"].rules
    assert ask(Intent.YES_NO, P.ORDER_ALLOWED, unit=CAV, move_sectors=2).verdict is True
    two = ask(Intent.YES_NO, P.ORDER_ALLOWED, unit=CAV, move_sectors=2, phases=(Phase.CAVALRY, Phase.INFANTRY))
    assert two.verdict is True
