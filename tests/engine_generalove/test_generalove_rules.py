"""Board, orders, phases, positions, casualties, flight and victory."""

from __future__ import annotations

import pytest

from engine.generalove import board, phases
from engine.generalove.board import (
    ENEMY_HQ,
    ENEMY_RESERVE,
    MY_HQ,
    MY_RESERVE,
    Presence,
    Sector,
    artillery_direction,
    attack_direction,
    sector_status,
)
from engine.generalove.casualties import Fate, bombardment_hit, flight, take_hits
from engine.generalove.combat import Unit, position
from engine.generalove.facts import Direction, Phase, SectorStatus, Stance, Step, UnitKind
from engine.generalove.notes import Refused, Unknown
from engine.generalove.orders import (
    MoveOrder,
    check_bombardment,
    check_defence,
    check_move,
    check_order_count,
    check_orders_per_unit,
    check_reorganisation,
)
from engine.generalove.victory import decide, score_round

P, J, D = UnitKind.INFANTRY, UnitKind.CAVALRY, UnitKind.ARTILLERY
ATT, DEF, UNP = Stance.ATTACKING, Stance.DEFENDING, Stance.UNPREPARED
C, INF_PHASE = Phase.CAVALRY, Phase.INFANTRY


# --- board ---------------------------------------------------------------------------------------------
def test_board_has_eleven_sectors() -> None:
    assert len(board.ALL_SECTORS) == 11
    assert len(board.BATTLEFIELD) == 9
    assert sum(s.is_command_post for s in board.ALL_SECTORS) == 2
    assert sum(s.is_flag_flank for s in board.ALL_SECTORS) == 4
    for s in board.ALL_SECTORS:
        assert s.mirrored().mirrored() == s
        assert board.at(board.sector_id(s)) == s


def test_neighbours_are_orthogonal() -> None:
    assert set(board.neighbours(Sector(1, 1))) == {Sector(0, 1), Sector(2, 1), MY_HQ, ENEMY_HQ}
    assert Sector(1, 1) not in board.neighbours(Sector(0, 0))
    assert MY_RESERVE in board.neighbours(Sector(2, 0))


def test_sector_status() -> None:
    assert sector_status(Presence(ready=2), Presence()) is SectorStatus.FRIENDLY
    assert sector_status(Presence(ready=2), Presence(ready=1)) is SectorStatus.HOSTILE
    assert sector_status(Presence(), Presence(panicked_infantry_cavalry=1)) is SectorStatus.HOSTILE
    assert sector_status(Presence(), Presence(abandoned_artillery=1)) is SectorStatus.NEUTRAL
    assert sector_status(Presence(), Presence()) is SectorStatus.NEUTRAL
    with pytest.raises(Unknown):
        sector_status(Presence(panicked_infantry_cavalry=1), Presence())


@pytest.mark.parametrize(
    ("origin", "target", "expected"),
    [
        (Sector(0, 1), Sector(1, 1), Direction.FLANK),  # from a wing into a central sector
        (Sector(2, 2), ENEMY_HQ, Direction.FLANK),
        (Sector(1, 1), Sector(0, 1), Direction.FRONTAL),  # from a central sector
        (Sector(0, 0), Sector(0, 1), Direction.FRONTAL),  # along the wing
        (Sector(1, 1), MY_HQ, Direction.REAR),  # straight toward my own reserve
        (Sector(0, 2), Sector(0, 1), Direction.REAR),
    ],
)
def test_attack_direction(origin: Sector, target: Sector, expected: Direction) -> None:
    assert attack_direction(origin, target)[0] is expected


def test_attack_direction_for_the_opponent_and_artillery() -> None:
    assert attack_direction(Sector(1, 1), ENEMY_HQ, attacker_is_me=False)[0] is Direction.REAR
    # artillery in the centre that never fired faces the opponent (up)
    assert artillery_direction(ENEMY_HQ, Sector(1, 1), None)[0] is Direction.FRONTAL
    assert artillery_direction(MY_HQ, Sector(1, 1), None)[0] is Direction.REAR
    # after bombarding to the left it faces left: an attack from the opponent's side is a flank attack
    assert artillery_direction(ENEMY_HQ, Sector(1, 1), Sector(0, 1))[0] is Direction.FLANK
    with pytest.raises(Refused):
        attack_direction(Sector(0, 0), Sector(1, 1))


# --- orders --------------------------------------------------------------------------------------------
def test_orthogonal_moves_only() -> None:
    check_move(MoveOrder(P, (Sector(0, 0), Sector(0, 1))))
    with pytest.raises(Refused, match="move_not_orthogonal"):
        check_move(MoveOrder(J, (Sector(0, 0), Sector(1, 1))))
    with pytest.raises(Refused):
        check_move(MoveOrder(J, (Sector(0, 0), Sector(0, 2))))  # a jump over a sector


def test_move_ranges_and_phases() -> None:
    check_move(MoveOrder(J, (Sector(0, 0), Sector(0, 1), Sector(1, 1)), (C, INF_PHASE)))
    with pytest.raises(Refused, match="move_too_far"):
        check_move(MoveOrder(P, (Sector(0, 0), Sector(0, 1), Sector(1, 1))))
    with pytest.raises(Refused, match="cavalry_two_step_phases"):
        check_move(MoveOrder(J, (Sector(0, 0), Sector(0, 1), Sector(1, 1)), (INF_PHASE, C)))
    with pytest.raises(Refused, match="move_wrong_phase"):
        check_move(MoveOrder(D, (MY_HQ, Sector(1, 1)), (INF_PHASE,)))
    with pytest.raises(Refused):
        check_move(MoveOrder(P, (MY_HQ, Sector(1, 1)), (C,)))


def test_reserve_restrictions() -> None:
    with pytest.raises(Refused, match="move_into_enemy_reserve"):
        check_move(MoveOrder(J, (Sector(1, 2), ENEMY_RESERVE)))
    # Ad fig. 1 (Rozkazy): "zakázaný přesun" – cavalry from the reserve through an enemy-held sector
    with pytest.raises(Refused, match="reserve_through_enemy"):
        check_move(MoveOrder(J, (MY_RESERVE, Sector(2, 0), Sector(2, 1))), enemy_held={Sector(2, 0)})
    check_move(MoveOrder(J, (MY_RESERVE, Sector(2, 0), Sector(2, 1))), enemy_held={Sector(1, 1)})
    # leaving a battlefield sector into an enemy-held one is an attack, not forbidden
    check_move(MoveOrder(P, (Sector(2, 0), Sector(2, 1))), enemy_held={Sector(2, 1)})


def test_panicked_units_take_only_reorganisation() -> None:
    with pytest.raises(Refused, match="panicked_no_orders"):
        check_move(MoveOrder(P, (Sector(0, 0), Sector(0, 1)), panicked=True))
    check_reorganisation(P, panicked=True, in_red_reserve=True, same_type_panicked_in_red=1)
    with pytest.raises(Refused, match="reorganise_needs_second"):
        check_reorganisation(J, panicked=True, in_red_reserve=True, same_type_panicked_in_red=0)
    with pytest.raises(Refused, match="reorganise_not_in_red"):
        check_reorganisation(P, panicked=True, in_red_reserve=False, same_type_panicked_in_red=1)
    check_reorganisation(D, panicked=True, sector_has_own_unit=True)
    with pytest.raises(Refused):
        check_reorganisation(D, panicked=True, sector_has_own_unit=False)


def test_defence_and_bombardment_orders() -> None:
    check_defence(P)
    check_defence(D)
    with pytest.raises(Refused, match="defence_wrong_kind"):
        check_defence(J)
    _, distance, over = check_bombardment(D, MY_HQ, ENEMY_HQ, occupied={Sector(1, 1)})
    assert distance == 2 and over == [Sector(1, 1)]
    with pytest.raises(Refused, match="bombard_wrong_kind"):
        check_bombardment(P, MY_HQ, Sector(1, 1))
    with pytest.raises(Refused, match="bombard_not_straight"):
        check_bombardment(D, MY_HQ, Sector(0, 1))
    with pytest.raises(Refused, match="bombard_too_far"):
        check_bombardment(D, MY_RESERVE, Sector(1, 2))


def test_order_count() -> None:
    check_order_count(10)
    with pytest.raises(Refused, match="too_many_orders"):
        check_order_count(11)
    with pytest.raises(Refused, match="one_order_per_unit"):
        check_orders_per_unit(2)


# --- phases --------------------------------------------------------------------------------------------
def test_phase_order() -> None:
    assert [p.number for p in Phase] == [1, 2, 3, 4, 5, 6]
    assert Phase.of(3) is Phase.INFANTRY
    order = phases.ROUND_ORDER
    assert order[0] == Step("1.1") and order[-1] == Step("6.5") and len(order) == 29
    assert len(phases.STEPS[Phase.INFANTRY]) == 10
    assert phases.comes_before(Step("3.3"), Step("3.7"))  # fire before assault
    assert phases.comes_before(Step("3.4"), Step("3.5"))  # panicked cavalry flees before the retreat
    assert phases.comes_before(Step("2.3"), Step("3.1"))  # bombardment before the infantry phase
    assert not phases.comes_before(Step("6.1"), Step("5.4"))


# --- positions -----------------------------------------------------------------------------------------
def test_positioning_priority() -> None:
    attackers = [Unit(P, ATT, label="p1"), Unit(J, ATT, label="j1"), Unit(P, ATT, label="p2")]
    defenders = [
        Unit(D, UNP, label="d"),
        Unit(P, UNP, label="p"),
        Unit(P, DEF, label="pO"),
        Unit(J, UNP, label="j"),
        Unit(D, DEF, label="dO"),
    ]
    zone = position(attackers, defenders)
    assert [u.label for u in zone.mine if u] == ["j1", "p1", "p2"]
    # defence orders first (in the defender's order), then cavalry; then equal numbers: stop
    assert [u.label for u in zone.theirs if u] == ["pO", "dO", "j"]
    five = position([Unit(P, ATT)] * 5, defenders)
    assert [u.label for u in five.theirs if u] == ["pO", "dO", "j", "p", "d"]


def test_six_ordered_five_fight_and_unblocked() -> None:
    # Ad fig. 1 (Rozkazy): six companies ordered, only five enter the zone
    zone = position([Unit(P, ATT)] * 6, [Unit(P, DEF)])
    assert sum(u is not None for u in zone.mine) == 5 and len(zone.waiting) == 1
    assert len(zone.unblocked("mine")) == 4


def test_artillery_never_attacks_into_a_zone() -> None:
    with pytest.raises(Refused):
        position([Unit(D, ATT)], [])


# --- casualties ----------------------------------------------------------------------------------------
def test_panic_then_capture() -> None:
    units = [Unit(P, UNP), Unit(D, DEF), Unit(J, UNP, panicked=True)]
    out, _ = take_hits(units, 2)
    assert [c.fate for c in out] == [Fate.PANIC, Fate.ABANDONED]
    out, _ = take_hits(units, 3)
    assert [c.fate for c in out] == [Fate.PANIC, Fate.ABANDONED, Fate.CAPTURED]
    assert sum(c.vp_for_opponent for c in out) == 1
    out, _ = take_hits([Unit(D, UNP)], 2, [0, 0])
    assert [c.fate for c in out] == [Fate.ABANDONED, Fate.CAPTURED] and out[1].vp_for_opponent == 2


def test_combat_ready_units_first() -> None:
    with pytest.raises(Refused, match="ready_units_first"):
        take_hits([Unit(P, UNP), Unit(P, UNP, panicked=True)], 1, [1])
    with pytest.raises(Refused):
        take_hits([Unit(P, UNP), Unit(P, UNP)], 2, [0, 0])


def test_bombardment_destroys_panicked_units() -> None:
    casualty, _ = bombardment_hit(Unit(P, UNP, panicked=True))
    assert casualty.fate is Fate.DESTROYED and casualty.vp_for_opponent == 0
    assert bombardment_hit(Unit(D, DEF))[0].fate is Fate.ABANDONED


def test_flight_and_capture_when_blocked() -> None:
    ok = {s: SectorStatus.NEUTRAL for s in board.BATTLEFIELD}
    ok[MY_RESERVE] = SectorStatus.FRIENDLY
    nxt, _ = flight(Sector(1, 2), ok)
    assert nxt == Sector(1, 1)
    assert flight(MY_HQ, ok)[0] == MY_RESERVE
    blocked = dict(ok)
    for s in (Sector(0, 1), Sector(1, 1), Sector(2, 1)):
        blocked[s] = SectorStatus.HOSTILE
    assert flight(Sector(1, 2), blocked)[0] is None


# --- victory -------------------------------------------------------------------------------------------
def test_victory_points() -> None:
    score = score_round(4, controls_enemy_hq=True, controls_enemy_flanks=1)
    assert (score.vp_hq, score.vp_flank, score.vp_after) == (5, 1, 10)
    assert decide(score.vp_after).won is True
    assert score_round(0, captured_inf_cav=2, captured_art=1).vp_after == 4
    assert decide(9, round_no=5).won is False
    assert decide(9, round_no=10, opponent_vp=7).won is True
    assert decide(6, round_no=10, opponent_vp=7).won is False
    assert decide(9).won is None and decide(9).missing == ["round"]
    assert decide(8, round_no=10, opponent_vp=8).won is None
    with pytest.raises(ValueError):
        score_round(0, controls_enemy_flanks=3)


def test_setup_and_variable_orders() -> None:
    from engine.generalove.orders import variable_orders
    from engine.generalove.setup import SETUP, UNITS_IN_PLAY, setup_totals

    totals = setup_totals()
    assert sum(totals.values()) == UNITS_IN_PLAY
    assert totals == {P: 20, J: 8, D: 2}
    assert all(sector in board.ALL_SECTORS for sector in SETUP)
    assert [variable_orders(d) for d in (1, 6)] == [7, 12]
    with pytest.raises(Refused):
        variable_orders(7)


def test_unblocked_units_and_abandoned_artillery() -> None:
    from engine.generalove.casualties import ArtilleryFate, abandoned_artillery
    from engine.generalove.combat import Reach, unblocked_attack

    assert unblocked_attack(P, enemies_in_own_zone=1, other_active_zones=1) is Reach.SAME_ZONE
    assert unblocked_attack(P, enemies_in_own_zone=0, other_active_zones=1) is Reach.OTHER_ZONE
    assert unblocked_attack(J, enemies_in_own_zone=0, other_active_zones=2) is Reach.OTHER_ZONE
    assert unblocked_attack(P, enemies_in_own_zone=0, other_active_zones=0) is Reach.NOWHERE
    with pytest.raises(Refused):
        unblocked_attack(D, enemies_in_own_zone=1, other_active_zones=0)
    assert abandoned_artillery(own_unit_in_sector=True, enemy_unit_in_sector=True) is ArtilleryFate.CAPTURED
    assert abandoned_artillery(own_unit_in_sector=True, enemy_unit_in_sector=False) is ArtilleryFate.MAY_REORGANISE
    assert abandoned_artillery(own_unit_in_sector=False, enemy_unit_in_sector=False) is ArtilleryFate.STAYS


def test_flight_steps_follow_the_phase_order() -> None:
    assert set(phases.FLIGHT_STEPS) <= set(phases.ROUND_ORDER)
    assert phases.comes_before(Step("3.4"), Step("3.8"))
    assert phases.flight_steps(D) == ()


def test_no_table_column_for_panicked_units() -> None:
    from engine.generalove.combat import zone_categories

    zone = position([Unit(J, ATT)], [Unit(P, UNP)])
    zone.theirs[0] = Unit(P, UNP, panicked=True)
    with pytest.raises(Unknown):
        zone_categories(zone)
