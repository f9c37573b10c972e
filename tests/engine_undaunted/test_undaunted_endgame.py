"""End of game and the Stalingrad campaign tables."""

from __future__ import annotations

import random

import pytest

from engine.undaunted.campaign import (
    casualty_phase,
    next_tile_code,
    permanent_losses_to_draw,
    replacement_code,
    upgrade_phase,
)
from engine.undaunted.endgame import GoalKind, ScenarioGoal, goal_met, normandie_outcome, stalingrad_outcome
from engine.undaunted.facts import Goal
from engine.undaunted.model import Card, Position, Tile, Unit

US, DE, SU = "americans", "germans", "soviets"


def _board(game: str, sides: tuple[str, str]) -> Position:
    tiles = [Tile("a", objective=2, victory_points=1), Tile("b", objective=3), Tile("c", objective=1)]
    pos = Position.from_edges(game, sides, tiles, [("a", "b"), ("b", "c")])
    pos.initiative = sides[1]
    return pos


def test_normandie_objectives_and_suppression() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "riflemen", "A", 4, "a"), Unit(DE, "riflemen", "A", 4, "c")]
    goals = {US: (Goal.OBJECTIVES, 5), DE: (Goal.SUPPRESSION, 0)}
    assert normandie_outcome(pos, goals) is None
    pos.control[("a", US)] = "controlled"
    pos.control[("b", US)] = "controlled"
    assert normandie_outcome(pos, goals).winner == US
    pos.control[("b", US)] = "scouted"
    pos.units[0].tile = None
    assert normandie_outcome(pos, goals).winner == DE


def test_normandie_both_suppressed_tie_goes_to_initiative() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "riflemen", "A", 4, None), Unit(DE, "riflemen", "A", 4, None)]
    pos.control[("a", US)] = "controlled"
    pos.control[("a", DE)] = "scouted"
    pos.control[("c", DE)] = "controlled"
    outcome = normandie_outcome(pos, {US: (Goal.OBJECTIVES, 9), DE: (Goal.OBJECTIVES, 9)})
    assert outcome.winner == US  # 2 > 1
    pos.control[("b", DE)] = "controlled"  # 1 + 3 > 2
    assert normandie_outcome(pos, {US: (Goal.OBJECTIVES, 9), DE: (Goal.OBJECTIVES, 9)}).winner == DE
    pos.control[("b", DE)] = "scouted"
    pos.tiles["c"].objective = 2
    assert normandie_outcome(pos, {US: (Goal.OBJECTIVES, 9), DE: (Goal.OBJECTIVES, 9)}).winner == DE  # tie: initiative


def test_hopeless_situation() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "riflemen", "A", 4, None), Unit(DE, "riflemen", "A", 4, "c")]
    pos.control[("c", DE)] = "controlled"
    goals = {US: (Goal.OBJECTIVES, 9), DE: (Goal.OBJECTIVES, 9)}
    outcome = normandie_outcome(pos, goals, rifle_cards_left={US: 0})
    assert outcome.winner == DE and outcome.reason == "hopeless"
    pos.control[("c", DE)] = "scouted"
    assert normandie_outcome(pos, goals, rifle_cards_left={US: 0}) is None


def test_stalingrad_goal_combinations() -> None:
    pos = _board("stalingrad", (SU, DE))
    pos.units += [
        Unit(DE, "riflemen", "A", 4, "c", routed=True),
        Unit(DE, "riflemen", "B", 4, "c"),
        Unit(DE, "scouts", "A", 4, "b", routed=True),
        Unit(SU, "riflemen", "A", 4, "a"),
    ]
    pos.control[("a", SU)] = "controlled"
    objectives2 = ScenarioGoal(GoalKind.OBJECTIVES, 2)
    rout2 = ScenarioGoal(GoalKind.ROUT, 2)
    rout_b = ScenarioGoal(GoalKind.ROUT, units=(("riflemen", "B"),))
    assert goal_met(pos, SU, objectives2) and goal_met(pos, SU, rout2) and not goal_met(pos, SU, rout_b)
    assert goal_met(pos, SU, ScenarioGoal(GoalKind.ALL, parts=(objectives2, rout2)))
    assert not goal_met(pos, SU, ScenarioGoal(GoalKind.ALL, parts=(objectives2, rout_b)))
    assert goal_met(pos, SU, ScenarioGoal(GoalKind.ANY, parts=(rout_b, objectives2)))
    assert goal_met(pos, SU, ScenarioGoal(GoalKind.POOLED, amount=4, parts=(objectives2, rout2)))  # 2 + 2 in any ratio
    assert not goal_met(pos, SU, ScenarioGoal(GoalKind.POOLED, amount=5, parts=(objectives2, rout2)))
    assert goal_met(pos, SU, ScenarioGoal(GoalKind.VP_TILES, 1))
    assert not goal_met(pos, SU, ScenarioGoal(GoalKind.ESCAPE, units=(("riflemen", "A"),), tile="c"))
    assert stalingrad_outcome(pos, {SU: rout_b}) is None
    pos.units[1].routed = True
    assert stalingrad_outcome(pos, {SU: ScenarioGoal(GoalKind.OBJECTIVES, 9)}).reason == "full_rout"
    assert stalingrad_outcome(pos, {SU: ScenarioGoal(GoalKind.OBJECTIVES, 9)}, full_rout_applies=False) is None
    assert stalingrad_outcome(pos, {}, withdrawn=SU).winner == DE


@pytest.mark.parametrize(("count", "drawn"), [(0, 0), (1, 1), (4, 1), (5, 2), (9, 2), (10, 3), (30, 3)])
def test_casualty_table(count: int, drawn: int) -> None:
    assert permanent_losses_to_draw(count) == drawn


def test_casualty_phase_skips_reservists_and_replaces() -> None:
    pile = [Card(f"r{i}", "riflemen", "A", tier="reservist", code=f"S-R-00{i}") for i in range(3)]
    pile += [Card("p", "scouts", "A", code="S-P-009"), Card("v", "squad_leader", "A", code="S-P-030")]
    out = casualty_phase(pile, random.Random(3))
    assert len(out.permanent) == 2  # 5 casualties -> 2 drawn, reservists never count
    assert all(c.tier != "reservist" for c in out.permanent)
    assert out.replacements == ["S-R-009"]
    assert replacement_code("N-P-012", "V") == "N-V-012"
    assert next_tile_code("109-A") == "109-B" and next_tile_code("503-B") == "503-C"


def test_upgrade_phase_only_ordinary_unit_cards() -> None:
    cards = [
        Card("u", "riflemen", "A", code="S-P-001"),
        Card("f", "fog_of_war", None, code="S-P-034"),
        Card("c", "squad_leader", "A", code="S-P-020"),
        Card("r", "scouts", "A", tier="reservist", code="S-R-009"),
    ]
    chosen, expl = upgrade_phase(cards, random.Random(5))
    assert [(c.uid, code) for c, code in chosen] == [("u", "S-V-001")]
    assert len(expl.steps) == 2


def test_withdrawal_only_at_the_start_of_the_turn() -> None:
    from engine.explain import IllegalActionError
    from engine.undaunted.endgame import check_withdrawal
    from engine.undaunted.model import PlayerCards

    pos = _board("stalingrad", (SU, DE))
    pos.cards = {SU: PlayerCards(), DE: PlayerCards()}
    pos.to_move = SU
    check_withdrawal(pos, SU)
    with pytest.raises(IllegalActionError):
        check_withdrawal(pos, DE)
    pos.cards[SU].play_area.append(Card("x", "riflemen", "A"))
    with pytest.raises(IllegalActionError):
        check_withdrawal(pos, SU)
