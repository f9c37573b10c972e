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
from engine.undaunted.endgame import Goal, goal_met, normandie_outcome, stalingrad_outcome
from engine.undaunted.model import Card, Position, Tile, Unit

US, DE, SU = "američané", "němci", "sověti"


def _board(game: str, sides: tuple[str, str]) -> Position:
    tiles = [Tile("a", objective=2, victory_points=1), Tile("b", objective=3), Tile("c", objective=1)]
    pos = Position.from_edges(game, sides, tiles, [("a", "b"), ("b", "c")])
    pos.initiative = sides[1]
    return pos


def test_normandie_objectives_and_suppression() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "strelci", "A", 4, "a"), Unit(DE, "strelci", "A", 4, "c")]
    goals = {US: ("cíle", 5), DE: ("potlačení", 0)}
    assert normandie_outcome(pos, goals) is None
    pos.control[("a", US)] = "ovládáno"
    pos.control[("b", US)] = "ovládáno"
    assert normandie_outcome(pos, goals).winner == US
    pos.control[("b", US)] = "propátráno"
    pos.units[0].tile = None
    assert normandie_outcome(pos, goals).winner == DE


def test_normandie_both_suppressed_tie_goes_to_initiative() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "strelci", "A", 4, None), Unit(DE, "strelci", "A", 4, None)]
    pos.control[("a", US)] = "ovládáno"
    pos.control[("a", DE)] = "propátráno"
    pos.control[("c", DE)] = "ovládáno"
    outcome = normandie_outcome(pos, {US: ("cíle", 9), DE: ("cíle", 9)})
    assert outcome.winner == US  # 2 > 1
    pos.control[("b", DE)] = "ovládáno"  # 1 + 3 > 2
    assert normandie_outcome(pos, {US: ("cíle", 9), DE: ("cíle", 9)}).winner == DE
    pos.control[("b", DE)] = "propátráno"
    pos.tiles["c"].objective = 2
    assert normandie_outcome(pos, {US: ("cíle", 9), DE: ("cíle", 9)}).winner == DE  # tie: initiative


def test_hopeless_situation() -> None:
    pos = _board("normandie", (US, DE))
    pos.units += [Unit(US, "strelci", "A", 4, None), Unit(DE, "strelci", "A", 4, "c")]
    pos.control[("c", DE)] = "ovládáno"
    goals = {US: ("cíle", 9), DE: ("cíle", 9)}
    outcome = normandie_outcome(pos, goals, rifle_cards_left={US: 0})
    assert outcome.winner == DE and outcome.reason == "beznadějná situace"
    pos.control[("c", DE)] = "propátráno"
    assert normandie_outcome(pos, goals, rifle_cards_left={US: 0}) is None


def test_stalingrad_goal_combinations() -> None:
    pos = _board("stalingrad", (SU, DE))
    pos.units += [
        Unit(DE, "strelci", "A", 4, "c", routed=True),
        Unit(DE, "strelci", "B", 4, "c"),
        Unit(DE, "patraci", "A", 4, "b", routed=True),
        Unit(SU, "strelci", "A", 4, "a"),
    ]
    pos.control[("a", SU)] = "ovládáno"
    objectives2 = Goal("cíle", 2)
    rout2 = Goal("rozprášení", 2)
    rout_b = Goal("rozprášení", units=(("strelci", "B"),))
    assert goal_met(pos, SU, objectives2) and goal_met(pos, SU, rout2) and not goal_met(pos, SU, rout_b)
    assert goal_met(pos, SU, Goal("a", parts=(objectives2, rout2)))
    assert not goal_met(pos, SU, Goal("a", parts=(objectives2, rout_b)))
    assert goal_met(pos, SU, Goal("nebo", parts=(rout_b, objectives2)))
    assert goal_met(pos, SU, Goal("a/nebo", amount=4, parts=(objectives2, rout2)))  # 2 + 2 in any ratio
    assert not goal_met(pos, SU, Goal("a/nebo", amount=5, parts=(objectives2, rout2)))
    assert goal_met(pos, SU, Goal("pole s VB", 1))
    assert not goal_met(pos, SU, Goal("únik", units=(("strelci", "A"),), tile="c"))
    assert stalingrad_outcome(pos, {SU: rout_b}) is None
    pos.units[1].routed = True
    assert stalingrad_outcome(pos, {SU: Goal("cíle", 9)}).reason == "úplné rozprášení"
    assert stalingrad_outcome(pos, {SU: Goal("cíle", 9)}, full_rout_applies=False) is None
    assert stalingrad_outcome(pos, {}, withdrawn=SU).winner == DE


@pytest.mark.parametrize(("count", "drawn"), [(0, 0), (1, 1), (4, 1), (5, 2), (9, 2), (10, 3), (30, 3)])
def test_casualty_table(count: int, drawn: int) -> None:
    assert permanent_losses_to_draw(count) == drawn


def test_casualty_phase_skips_reservists_and_replaces() -> None:
    pile = [Card(f"r{i}", "strelci", "A", tier="rezervista", code=f"S-R-00{i}") for i in range(3)]
    pile += [Card("p", "patraci", "A", code="S-P-009"), Card("v", "velitel-druzstva", "A", code="S-P-030")]
    out = casualty_phase(pile, random.Random(3))
    assert len(out.permanent) == 2  # 5 casualties -> 2 drawn, reservists never count
    assert all(c.tier != "rezervista" for c in out.permanent)
    assert out.replacements == ["S-R-009"]
    assert replacement_code("N-P-012", "V") == "N-V-012"
    assert next_tile_code("109-A") == "109-B" and next_tile_code("503-B") == "503-C"


def test_upgrade_phase_only_ordinary_unit_cards() -> None:
    cards = [
        Card("u", "strelci", "A", code="S-P-001"),
        Card("f", "valecny-zmatek", None, code="S-P-034"),
        Card("c", "velitel-druzstva", "A", code="S-P-020"),
        Card("r", "patraci", "A", tier="rezervista", code="S-R-009"),
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
    pos.cards[SU].play_area.append(Card("x", "strelci", "A"))
    with pytest.raises(IllegalActionError):
        check_withdrawal(pos, SU)
