"""ENGINE.evaluate(Query(...)): verdicts that answer the proposition asked, needs only for what the
asked thing depends on, numbers from the rules, and the defects of issue 13 (regression tests)."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from engine.api import Ask, EngineAnswer, Intent, Query, facts_from_mapping
from engine.undaunted import ENGINE, Proposition, UndauntedFacts

P = Proposition


def ask(game: str, intent: str = "yes_no", asks: str | None = None, positive: bool = True,
        **facts: Any) -> EngineAnswer:
    query = Query(game, Intent(intent), facts_from_mapping(UndauntedFacts, facts),
                  Ask(asks, positive) if asks else None)
    return ENGINE.evaluate(query)


def _text(answer: EngineAnswer) -> str:
    return " ".join([*answer.explanation.texts(), answer.summary]).lower()


ATTACK = {"action": "attack", "target": "riflemen", "base_defense": 4}


# ---------------------------------------------------------------- attacks


def test_attack_miss_and_single_hit() -> None:
    miss = ask("normandie", asks="attack_hits", **ATTACK, action_value=2, cover=3, distance=1, rolls=[5, 7])
    assert miss.verdict is False
    many = ask("normandie", asks="attack_hits", **ATTACK, action_value=3, cover=0, distance=0, rolls=[9, 0, 8])
    assert many.verdict is True and "jen 1 zásah" in _text(many)
    assert ask("normandie", asks="attack_hits", positive=False, **ATTACK, action_value=3, cover=0, distance=0,
               rolls=[9, 0, 8]).verdict is False  # "netrefil jsem?" asks the negation


def test_missing_facts_are_needs_not_guesses() -> None:
    answer = ask("normandie", asks="attack_hits", action="attack", action_value=2, target="snipers", cover=2,
                 distance=1, rolls=[3, 4])
    assert answer.verdict is None and answer.missing == ["base_defense"]
    assert "total_defense" not in answer.numbers
    answer = ask("normandie", "defense", action="attack", action_value=2, target="snipers", base_defense=5, distance=1)
    assert answer.missing == ["cover"] and answer.verdict is None


def test_default_base_defense_names_source() -> None:
    answer = ask("normandie", "defense", action="attack", action_value=1, target="riflemen", cover=0, distance=1)
    assert answer.numbers["base_defense"] == 4 and "příklad" in _text(answer)
    unnamed = ask("normandie", "defense", action="barrage", cover=3, hill_target=True, distance=0)
    assert "total_defense" not in unnamed.numbers, "no worked-example base for a target the question does not name"


def test_barrage_on_a_hill_is_low() -> None:
    answer = ask("normandie", "defense", asked_number="cover", action="barrage", attacker="mortar", cover=3,
                 hill_low_cover=1, hill_attacker=False, hill_target=True)
    assert answer.numbers["cover"] == 1 and answer.findings[P.HILL_HIGH_COVER].value is False
    assert not answer.missing, "a cover question needs no distance and no base defense"


def test_smoke_in_stalingrad_only() -> None:
    smoke = ask("stalingrad", "odds", **ATTACK, action_value=3, cover=1, smoke_on_tile=True, distance=2)
    assert smoke.numbers["smoke_bonus"] == 2 and smoke.numbers["p_hit"] == Fraction(61, 125)
    demolition = ask("stalingrad", asks="smoke_counts", action="demolition", target="tank", base_defense=6, cover=2,
                     smoke_on_tile=True, distance=1, dice=1)
    assert demolition.verdict is False
    assert demolition.numbers["smoke_bonus"] == 0 and demolition.numbers["cover"] == 0
    assert ask("normandie", asks="smoke_counts", **ATTACK).verdict is False


def test_tank_and_suppressed_targets() -> None:
    tank = ask("stalingrad", asks="action_allowed", action="suppress", action_value=4, target="tank",
               base_defense=6, cover=1, distance=1)
    assert tank.verdict is False and "tank" in _text(tank)
    again = ask("normandie", asks="action_has_effect", action="suppress", action_value=4, target="riflemen",
                base_defense=4, cover=1, distance=1, target_suppressed=True)
    assert again.verdict is False and "žádný účinek" in _text(again)


def test_building_and_fortification_cover() -> None:
    same = ask("stalingrad", "defense", **ATTACK, cover=1, building_cover=3, attacker_same_tile=True)
    assert same.numbers["cover"] == 1 and same.numbers["total_defense"] == 5
    assert same.findings[P.BUILDING_COVER_COUNTS].value is False
    other = ask("stalingrad", asks="building_cover_counts", **ATTACK, cover=1, building_cover=3, distance=2)
    assert other.verdict is True and other.numbers["cover"] == 3
    fort = ask("stalingrad", "defense", **ATTACK, action_value=1, cover=1, fortification_cover=3,
               target_controls_tile=False, distance=1)
    assert fort.numbers["cover"] == 1


def test_own_units_and_barrage_without_its_token() -> None:
    own = ask("normandie", asks="hits_own_units", action="barrage", target="riflemen", target_own=True,
              base_defense=4, cover=1)
    assert own.verdict is True and own.numbers["range_bonus"] == 0
    grenades = ask("stalingrad", asks="hits_own_units", action="grenades", target="riflemen", target_own=True,
                   base_defense=4, cover=1, distance=0, dice=2)
    assert grenades.verdict is False
    no_token = ask("normandie", asks="action_allowed", action="barrage", mortar_target_on_board=False,
                   target="riflemen", base_defense=4, cover=1)
    assert no_token.verdict is False and "zaměření" in _text(no_token)


def test_mines_and_fire_lanes() -> None:
    mine = ask("stalingrad", asks="cover_counts", action="mines", target="riflemen", base_defense=4, cover=2,
               distance=1)
    assert mine.numbers["total_defense"] == 4 and mine.verdict is False and "miny" in mine.summary
    lane = ask("stalingrad", asks="attack_hits", action="fire_lane", target="riflemen", base_defense=4, cover=2,
               distance=2, rolls=[8, 1, 2])
    assert lane.numbers["dice"] == 3 and lane.numbers["total_defense"] == 8 and lane.verdict is True
    tank = ask("stalingrad", asks="action_allowed", action="fire_lane", target="tank", base_defense=6, cover=1)
    assert tank.verdict is False


def test_no_effect_even_on_success_and_successes_list() -> None:
    answer = ask("normandie", asks="attack_hits", action="suppress", action_value=4, target="riflemen",
                 target_suppressed=True, base_defense=4, cover=2, distance=1, rolls=[9, 9, 9, 9])
    assert answer.verdict is False
    assert sum(answer.numbers["p_successes"]) == 1 and len(answer.numbers["p_successes"]) == 5


def test_removal_and_rout_odds() -> None:
    base = {**ATTACK, "action_value": 2, "cover": 1, "distance": 1}
    routed = ask("stalingrad", "casualty", **base, cards_left=0)
    assert routed.numbers["p_routed"] == routed.numbers["p_hit"] == Fraction(3, 4)
    kept = ask("normandie", "casualty", **base, cards_left=2)
    assert kept.numbers["p_removed"] == 0


@pytest.mark.parametrize(
    ("asks", "action", "expected"),
    [("range_bonus_counts", "barrage", False), ("cover_counts", "barrage", True), ("cover_counts", "attack", True),
     ("range_bonus_counts", "attack", True)],
)
def test_exclusions_need_nothing_but_the_action(asks: str, action: str, expected: bool) -> None:
    answer = ask("normandie", asks=asks, action=action)
    assert answer.verdict is expected and not answer.needs, answer.needs


# ---------------------------------------------------------------- defects of issue 13 (regression tests)


def test_bombard_at_distance_zero_reports_the_described_target() -> None:
    answer = ask("stalingrad", "defense", action="bombard", target="machine_gunners", base_defense=8, cover=2,
                 distance=0, value_vs_infantry=2)
    assert (answer.numbers["base_defense"], answer.numbers["cover"], answer.numbers["range_bonus"]) == (8, 2, 0)
    assert answer.numbers["total_defense"] == 10
    with_attacker = ask("stalingrad", "defense", action="bombard", attacker="riflemen", target="machine_gunners",
                        base_defense=8, cover=2, distance=0)
    assert with_attacker.numbers["total_defense"] == 10


def test_bombard_does_not_affect_a_tank() -> None:
    answer = ask("stalingrad", asks="action_has_effect", action="bombard", target="tank", base_defense=7, cover=1,
                 distance=0)
    assert answer.verdict is False and "žetony tanků" in _text(answer)
    assert "total_defense" not in answer.numbers


def test_fortification_cover_protects_a_tank_too() -> None:
    answer = ask("stalingrad", "defense", action="anti_tank_shot", target="tank", base_defense=6, cover=1,
                 fortification_cover=3, target_controls_tile=True, distance=1, dice=2)
    assert answer.numbers["cover"] == 3 and answer.numbers["total_defense"] == 10
    assert answer.findings[P.FORTIFICATION_COVER_COUNTS].value is True


def test_a_mine_against_a_tank_is_demolition_one() -> None:
    answer = ask("stalingrad", "odds", mine=True, target="tank", base_defense=6, cover=2, distance=1)
    assert answer.findings[P.ACTION_ALLOWED].value is True
    assert answer.numbers["total_defense"] == 6 and answer.numbers["dice"] == 1
    assert "demolice" not in answer.summary.lower() or "nemůže" not in answer.summary


def test_fortification_without_who_controls_the_tile_is_asked() -> None:
    answer = ask("stalingrad", "defense", **ATTACK, cover=1, fortification_cover=3, distance=1)
    assert answer.missing == ["target_controls_tile"] and "total_defense" not in answer.numbers


# ---------------------------------------------------------------- units, control, casualties, cards, movement


def test_suppressed_unit_and_ready() -> None:
    for game in ("normandie", "stalingrad"):
        no = ask(game, asks="unit_may_act", unit="riflemen", unit_squad="A", suppressed=True, wanted_action="attack")
        assert no.verdict is False and "připraveni" in _text(no)
    ok = ask("normandie", asks="unit_may_act", unit="riflemen", unit_squad="A", suppressed=True,
             wanted_action="withdraw")
    assert ok.verdict is True and "pod palbou" in _text(ok)
    assert ask("normandie", asks="unit_may_act", unit="riflemen", suppressed=False, wanted_action="move").verdict
    man = ask("stalingrad", asks="unit_may_act", unit="machine_gunners", unit_squad="B", suppressed=True,
              wanted_action="maneuver")
    assert man.verdict is False and "manévr" in _text(man)


def test_control_rules_differ() -> None:
    facts = {"action": "control", "own_control_token": "scouted", "enemy_controls_tile": False, "enemy_unit": "scouts",
             "enemy_unit_on_tile": True}
    assert ask("normandie", asks="tile_may_be_controlled", **facts).verdict is False
    assert ask("stalingrad", asks="tile_may_be_controlled", **facts).verdict is True
    routed = {**facts, "enemy_controls_tile": True, "enemy_unit_routed": True}
    assert ask("stalingrad", asks="tile_may_be_controlled", **routed).verdict is True
    unknown = ask("stalingrad", asks="tile_may_be_controlled", action="control", own_control_token="scouted",
                  enemy_unit="scouts", enemy_unit_on_tile=True)
    assert unknown.verdict is None and set(unknown.missing) == {"enemy_controls_tile", "enemy_unit_routed"}
    unnamed = ask("normandie", asks="tile_may_be_controlled", action="control", own_control_token="scouted",
                  enemy_unit_on_tile=True)
    assert unnamed.verdict is False and "pátrači" not in _text(unnamed), "no stand-in unit in the answer"


def test_casualty_search_facts() -> None:
    removed = ask("normandie", asks="token_removed", hit_unit="scouts", unit_squad="B", card_in_hand=False,
                  card_in_discard=False, card_in_draw_deck=False, card_in_reserve=True)
    assert removed.verdict is True and "zálohy" in _text(removed)
    kept = ask("normandie", asks="token_removed", hit_unit="scouts", unit_squad="B", card_in_hand=False,
               card_in_discard=True)
    assert kept.verdict is False and "odhazovacím" in kept.summary
    unknown = ask("stalingrad", asks="unit_routed", hit_unit="scouts", unit_squad="B", card_in_play_area=False)
    assert unknown.verdict is None and unknown.missing == ["card_in_hand"]
    routed = ask("stalingrad", asks="unit_routed", hit_unit="scouts", card_in_play_area=False, card_in_hand=False,
                 card_in_discard=False, card_in_draw_deck=False)
    assert routed.verdict is True
    assert ask("stalingrad", asks="token_removed", hit_unit="scouts").verdict is False, "Stalingrad never removes"


def test_rally_differs_and_needs_no_card_to_say_so() -> None:
    assert ask("normandie", asks="card_returns_to_hand", action="rally").verdict is True
    stal = ask("stalingrad", asks="card_returns_to_hand", action="rally")
    assert stal.verdict is False and not stal.needs and "nevracíte" in _text(stal)
    wrong = ask("normandie", asks="action_allowed", action="rally", action_value=1, squad="B",
                played_card="machine_gunners", played_card_squad="C", commander="squad_leader")
    assert wrong.verdict is False
    base = {"action": "rally", "squad": "A", "played_card": "riflemen", "played_card_squad": "A",
            "commander": "squad_leader", "wanted_action": "attack"}
    assert ask("stalingrad", asks="action_allowed", **base).verdict is True
    assert ask("stalingrad", asks="action_allowed", **base, upgraded_action=True).verdict is False


def test_recon() -> None:
    assert ask("stalingrad", asks="action_allowed", action="recon", war_confusion_in_hand=False).verdict is False
    assert ask("normandie", asks="action_has_effect", action="recon", war_confusion_in_hand=False).verdict is False
    assert ask("normandie", asks="drawn_card_playable", action="recon", war_confusion_in_hand=True).verdict is True
    assert not ask("normandie", asks="drawn_card_playable", action="recon").needs
    # a průzkum refused for want of a válečný zmatek draws no card: no verdict on playing one
    assert ask("stalingrad", asks="drawn_card_playable", action="recon", war_confusion_in_hand=False).verdict is None


def test_movement_and_aiming() -> None:
    hidden = ask("normandie", asks="move_allowed", action="sneak", steps=2)
    assert hidden.verdict is False and "stručný přehled" in _text(hidden)
    assert ask("normandie", asks="move_allowed", action="move", destination_control="none").verdict is False
    assert ask("normandie", asks="move_allowed", action="move", destination_control="scouted").verdict is True
    # 000 Žetony kontroly: pátrači and odstřelovači may move onto unscouted tiles (by pátrání / skrytý přesun)
    sniper = ask("normandie", asks="move_allowed", unit="snipers", destination_control="none")
    assert sniper.verdict is True and "skrytý přesun" in _text(sniper)
    said_as_move = ask("normandie", asks="move_allowed", action="move", unit="snipers", destination_control="none")
    assert said_as_move.verdict is False and "akcí skrytý přesun" in _text(said_as_move)  # přesun no, its own yes
    assert ask("normandie", asks="move_allowed", action="move", action_value=1, unit="scouts",
               destination_control="none").verdict is False
    assert ask("normandie", asks="move_allowed", unit="riflemen", destination_control="none").verdict is False
    assert ask("stalingrad", asks="move_allowed", unit="snipers", destination_control="none").verdict is False
    scout = ask("normandie", asks="move_allowed", action="scout", steps=2, unscouted_tiles=2, fog_in_reserve=1)
    assert scout.verdict is True and scout.numbers["fog_cards"] == 1
    tank = ask("stalingrad", asks="move_allowed", action="move", unit="tank", destination_control="scouted",
               impassable=True)
    assert tank.verdict is False
    assert ask("normandie", asks="aim_allowed", action="aim", distance=2).verdict is False
    assert ask("normandie", asks="aim_allowed", action="aim", distance=3).verdict is True
    assert ask("stalingrad", asks="aim_allowed", action="aim", distance=3).verdict is False


def test_tanks_do_not_move_through_tunnels() -> None:
    tank = ask("stalingrad", asks="move_allowed", action="move", unit="tank", via_tunnel=True)
    assert tank.verdict is False and "tunel" in _text(tank)
    assert ask("stalingrad", asks="move_allowed", action="move", unit="riflemen", via_tunnel=True,
               destination_control="scouted").verdict is True


def test_the_attacker_moves_a_routed_enemy_unit() -> None:
    """003 Rozprášení jednotek: to a neighbouring tile its owner scouted or controls; never an anti-tank gun."""
    # no tile named: the push is allowed, and the answer says to which tiles
    unknown = ask("stalingrad", asks="move_allowed", target="scouts", routed=True)
    assert unknown.verdict is True and unknown.missing == [] and "propátral nebo ovládá" in _text(unknown)
    assert ask("stalingrad", asks="move_allowed", target="scouts", routed=True,
               owner_control_at_destination="scouted").verdict is True
    assert ask("stalingrad", asks="move_allowed", target="scouts", routed=True,
               owner_control_at_destination="none").verdict is False
    gun = ask("stalingrad", asks="move_allowed", target="anti_tank_gun", routed=True)
    assert gun.verdict is False and gun.missing == []
    assert ask("normandie", asks="move_allowed", target="scouts", routed=True).verdict is False
    not_routed = ask("stalingrad", asks="move_allowed", target="scouts", owner_control_at_destination="scouted")
    assert not_routed.verdict is None and not_routed.missing == ["routed"]


def test_exert_is_for_infantry_cards_only() -> None:
    """003 Vypětí sil: "na kartu tanku akci použít nelze"."""
    tank = ask("stalingrad", asks="action_allowed", action="exert", played_card="tank")
    assert tank.verdict is False and "tank" in _text(tank)
    assert ask("stalingrad", asks="action_allowed", action="exert", played_card="riflemen").verdict is True
    assert ask("normandie", asks="action_allowed", action="exert", played_card="riflemen").verdict is False


def test_a_zero_always_hits() -> None:
    """000: "Výsledek hodu 0 znamená vždy zásah bez ohledu na celkovou hodnotu obrany"."""
    assert ask("normandie", asks="hit_possible", total_defense=12).verdict is True
    with_dice = ask("normandie", asks="hit_possible", total_defense=12, dice=2)
    assert with_dice.verdict is True and with_dice.numbers["p_hit"] == Fraction(19, 100)
    assert ask("stalingrad", asks="hit_possible", action="bombard", target="tank").verdict is False


def test_who_controls_a_fortification_decides_its_cover_without_values() -> None:
    """003 Hodnota krytu opevnění: the higher value only when the target's side controls the tile."""
    assert ask("stalingrad", asks="fortification_cover_counts", target_controls_tile=False).verdict is False
    assert ask("stalingrad", asks="fortification_cover_counts", target_controls_tile=True).verdict is True
    unknown = ask("stalingrad", asks="fortification_cover_counts")
    assert unknown.verdict is None and unknown.missing == ["target_controls_tile"]
    assert ask("normandie", asks="fortification_cover_counts").verdict is False


def test_bolster_takes_a_card_of_its_squad_whatever_its_value() -> None:
    allowed = ask("normandie", asks="action_allowed", action="bolster", squad="A", reserve_card="riflemen",
                  reserve_card_squad="A")
    assert allowed.verdict is True and allowed.missing == []
    assert ask("normandie", asks="action_allowed", action="bolster", squad="A", reserve_card="snipers").verdict is False
    no_squad = ask("normandie", asks="action_allowed", action="bolster", reserve_card="riflemen",
                   reserve_card_squad="A")
    assert no_squad.verdict is None and no_squad.missing == ["squad"]


def test_tank_deployment_needs_where_the_riflemen_stand() -> None:
    unknown = ask("stalingrad", asks="deployment_allowed", unit="tank")
    assert unknown.verdict is None and unknown.missing == ["riflemen_on_impassable"]
    assert ask("stalingrad", asks="deployment_allowed", unit="tank", riflemen_on_impassable=True).verdict is False
    assert ask("stalingrad", asks="deployment_allowed", unit="tank", riflemen_on_impassable=False).verdict is True
    where = ask("normandie", "lookup", unit="snipers", unit_on_board=False)
    assert "nasazení" in _text(where)


def test_hopeless_with_objectives_compared_without_totals() -> None:
    """000 Beznadějná situace: the opponent whose objectives are worth more than yours wins."""
    hopeless = {"own_rifle_cards_left": 0, "own_riflemen_on_board": False}
    assert ask("normandie", asks="enemy_won", enemy_objectives_ahead=True, **hopeless).verdict is True
    assert ask("normandie", asks="enemy_won", enemy_objectives_ahead=False, **hopeless).verdict is False
    unknown = ask("normandie", asks="enemy_won", **hopeless)
    assert unknown.verdict is None and "enemy_objectives_ahead" in unknown.missing


def test_objectives_without_the_threshold_are_asked_for() -> None:
    unknown = ask("normandie", asks="game_won", objectives_controlled=4)
    assert unknown.verdict is None and unknown.missing == ["objectives_required"]
    assert ask("normandie", asks="game_won", objectives_controlled=4, objectives_required=4).verdict is True


def test_sneak_lays_no_control_token_scouting_does() -> None:
    """000 Skrytý přesun: "svůj žeton kontroly na dané pole nepokládáte"."""
    sneak = ask("normandie", asks="control_token_placed", action="sneak", destination_control="none")
    assert sneak.verdict is False
    assert ask("normandie", asks="control_token_placed", action="scout", steps=1, unscouted_tiles=1).verdict is True


def test_a_unit_under_fire_without_names_is_not_given_sample_names() -> None:
    answer = ask("stalingrad", asks="unit_may_act", suppressed=True)
    assert answer.verdict is False and "střelci" not in _text(answer) and "útok" not in answer.summary
    ready = ask("normandie", asks="action_allowed", action="ready_unit", suppressed=True)
    assert ready.verdict is True and "střelci" not in _text(ready)


def test_mines_fire_only_for_the_opponent_and_the_side_facing_up() -> None:
    """003 Žetony min: own mines never; anti-personnel side against infantry, anti-tank side against tanks."""
    assert ask("stalingrad", asks="mine_triggers", mine=True, unit="riflemen", mine_own=True).verdict is False
    assert ask("stalingrad", asks="mine_triggers", mine=True, target="tank", mine_anti_tank=False).verdict is False
    assert ask("stalingrad", asks="mine_triggers", mine=True, target="tank", mine_anti_tank=True).verdict is True
    unknown = ask("stalingrad", asks="mine_triggers", mine=True, target="riflemen")
    assert unknown.verdict is None and unknown.missing == ["mine_anti_tank"]


def test_posily_unroute_and_withdrawal_keeps_a_unit_under_fire() -> None:
    assert ask("stalingrad", asks="rout_removed", action="bolster", routed=True).verdict is True
    assert ask("normandie", asks="rout_removed", action="bolster", routed=True).verdict is False
    assert ask("stalingrad", asks="stays_suppressed", action="withdraw", suppressed=True).verdict is True
    assert ask("normandie", asks="stays_suppressed", wanted_action="ready_unit", suppressed=True).verdict is False


def test_movement_values() -> None:
    hidden = ask("normandie", "count", action="sneak")
    assert hidden.verdict is None and hidden.numbers["steps"] == 1 and "stručný přehled" in _text(hidden)
    assert ask("stalingrad", "count", action="scout").missing == ["action_value"]  # X is printed on the card only


def test_deployment_questions() -> None:
    n = ask("normandie", asks="deployment_allowed", unit_on_board=False, card_played="scouts", unit_squad="B")
    assert n.verdict is True and "žetonem nasazení" in n.summary
    s = ask("stalingrad", asks="deployment_allowed", unit_on_board=False, card_played="scouts", unit_squad="B",
            riflemen_state="routed")
    assert "střelců družstva B" in s.summary and "rozprášení" in _text(s)
    tank = ask("stalingrad", asks="deployment_allowed", unit_on_board=False, card_played="tank",
               riflemen_on_impassable=True)
    assert tank.verdict is False


def test_odds_and_rolls_against_a_stated_total() -> None:
    odds = ask("normandie", "odds", dice=2, total_defense=8)
    assert odds.numbers["p_hit"] == Fraction(51, 100) and odds.numbers["p_per_die"] == Fraction(3, 10)
    hit = ask("normandie", asks="attack_hits", total_defense=8, rolls=[5, 8])
    assert hit.verdict is True and hit.numbers["dice"] == 2
    assert ask("stalingrad", asks="attack_hits", total_defense=9, rolls=[2, 3, 4]).verdict is False
    assert ask("normandie", asks="attack_hits", total_defense=12, rolls=[0]).verdict is True


def test_lookup_describes_the_action() -> None:
    look = ask("normandie", "lookup", action="rally")
    assert "povzbuzení" in _text(look) and "do ruky" in _text(look)
    command = ask("normandie", "lookup", action="command")
    assert "za mnou" in _text(command)
    assert "stalingrad" in _text(ask("normandie", "lookup", action="bombard"))


def test_initiative() -> None:
    tie = ask("normandie", asks="initiative_won", own_initiative=5, enemy_initiative=5, has_initiative=False)
    assert tie.verdict is False and "nemění" in _text(tie)
    assert ask("stalingrad", asks="initiative_won", own_initiative=7, enemy_initiative=5).verdict is True
    assert ask("stalingrad", asks="initiative_won", own_initiative=5, enemy_initiative=5).missing == ["has_initiative"]


def test_end_and_campaign() -> None:
    assert ask("normandie", asks="game_won", objectives_controlled=4, objectives_required=4).verdict is True
    tie = ask("normandie", asks="game_won", own_riflemen_on_board=False, enemy_riflemen_on_board=False,
              objectives_controlled=2, enemy_objectives_controlled=2, has_initiative=True)
    assert tie.verdict is True and "iniciativ" in _text(tie)
    assert ask("stalingrad", asks="game_won", enemy_riflemen_all_routed=True).verdict is True
    assert ask("stalingrad", asks="game_won", withdraw=True).verdict is False
    for count, drawn in ((0, 0), (1, 1), (4, 1), (5, 2), (9, 2), (10, 3), (17, 3)):
        assert ask("stalingrad", "count", casualty_count=count).numbers["permanent_losses"] == drawn
    replaced = ask("stalingrad", asks="replaced_by_reservist", lost_card_code="S-P-009", lost_card="scouts")
    assert replaced.verdict is True and replaced.summary.endswith("S-R-009.")
    leader = ask("stalingrad", asks="replaced_by_reservist", lost_card_code="S-P-030", lost_card="squad_leader")
    assert leader.verdict is False


def test_as_dict_is_json_ready() -> None:
    data = ask("stalingrad", "odds", dice=3, total_defense=9).as_dict()
    json.dumps(data, ensure_ascii=False)
    assert data["exact"]["p_hit"] == "61/125"


def test_the_verdict_answers_only_the_proposition_asked() -> None:
    facts = {**ATTACK, "action": "barrage", "cover": 2, "distance": 4}
    assert ask("normandie", "defense", **facts).verdict is None, "a number question has no verdict"
    assert ask("normandie", asks="range_bonus_counts", **facts).verdict is False
    assert ask("normandie", asks="range_bonus_counts", positive=False, **facts).verdict is True


# ---------------------------------------------------------------- any facts: an answer, never a crash

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engine.api import fact_specs  # noqa: E402
from engine.undaunted.facts import Action, Target  # noqa: E402

_COMBAT = ["attack", "suppress", "barrage", "demolition", "bombard", "grenades", "flamethrower", "anti_tank_shot",
           "silencing_fire", "mines", "fire_lane", "move", "scout", "maneuver", "sneak"]
_REALISTIC = st.fixed_dictionaries(
    {},
    optional={
        "action": st.sampled_from(_COMBAT),
        "target": st.sampled_from(["riflemen", "tank", "building", "tunnel", "machine_gunners", "snipers"]),
        "base_defense": st.integers(0, 9),
        "cover": st.integers(0, 4),
        "hill_low_cover": st.just(1),
        "hill_attacker": st.booleans(),
        "hill_target": st.booleans(),
        "building_cover": st.integers(1, 4),
        "fortification_cover": st.integers(1, 4),
        "target_controls_tile": st.booleans(),
        "attacker_same_tile": st.booleans(),
        "smoke_on_tile": st.booleans(),
        "target_suppressed": st.booleans(),
        "target_own": st.booleans(),
        "mine": st.booleans(),
        "distance": st.integers(0, 6),
        "min_range": st.integers(0, 3),
        "max_range": st.integers(0, 3),
        "dice": st.integers(1, 5),
        "rolls": st.lists(st.integers(0, 9), min_size=1, max_size=5),
        "value_vs_tank": st.just(1),
        "value_vs_building": st.just(4),
        "suppressed": st.booleans(),
        "routed": st.booleans(),
        "destination_control": st.sampled_from(["scouted", "controlled", "none"]),
        "steps": st.integers(1, 3),
        "impassable": st.booleans(),
    },
)
_INTENTS = st.sampled_from(list(Intent))
_ASKS = st.one_of(st.none(), st.sampled_from([p.value for p in Proposition]))


def _check(answer: EngineAnswer) -> None:
    assert answer.summary
    if answer.needs:
        assert answer.verdict is None and len(answer.needs) == len(answer.missing)
    n = answer.numbers
    if {"total_defense", "base_defense", "cover", "range_bonus", "smoke_bonus"} <= n.keys():
        assert n["total_defense"] == n["base_defense"] + n["cover"] + n["range_bonus"] + n["smoke_bonus"]
    json.dumps(answer.as_dict(), ensure_ascii=False)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_REALISTIC, st.sampled_from(["normandie", "stalingrad"]), _INTENTS, _ASKS)
def test_realistic_facts_never_crash(facts: dict, game: str, intent: Intent, asks: str | None) -> None:
    _check(ask(game, intent.value, asks, **facts))


def _any_value(spec: Any) -> st.SearchStrategy[Any]:
    kind = spec.kind
    if kind is bool:
        return st.booleans()
    if kind is int:
        return st.integers(spec.low or 0, spec.high if spec.high is not None else 30)
    if kind is str:
        return st.sampled_from(["S-P-009", "x", ""])
    return st.sampled_from([m.value for m in kind])



@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["normandie", "stalingrad"]), _INTENTS, _ASKS)
def test_any_facts_give_an_answer(data: st.DataObject, game: str, intent: Intent, asks: str | None) -> None:
    specs = [s for s in fact_specs(UndauntedFacts) if not s.many]
    chosen = data.draw(st.lists(st.sampled_from(specs), max_size=6, unique_by=lambda s: s.name))
    facts = {s.name: data.draw(_any_value(s)) for s in chosen}
    _check(ask(game, intent.value, asks, **facts))


def test_every_action_and_target_has_an_answer() -> None:
    for game in ("normandie", "stalingrad"):
        for action in Action:
            for target in (None, *Target):
                extra = {"target": target.value} if target else {}
                _check(ask(game, "yes_no", "action_allowed", action=action.value, **extra))


def test_a_rallied_card_of_another_squad_does_not_return_to_the_hand() -> None:
    """Povzbuzení C may not choose a card of squad A: asked whether that card comes back, the answer is no
    (the refusal decides the proposition asked, not only the action's legality)."""
    facts = {"action": "rally", "action_value": 1, "squad": "C", "played_card": "riflemen", "played_card_squad": "A"}
    refused = ask("normandie", asks="card_returns_to_hand", **facts)
    assert refused.verdict is False and "patří družstvu a" in _text(refused)
    same = ask("normandie", asks="card_returns_to_hand", **{**facts, "played_card_squad": "C"})
    assert same.verdict is True


def test_suppressing_a_suppressed_unit_says_why_it_does_nothing() -> None:
    """The verdict Ne came with the summary "Z uvedených údajů to nelze rozhodnout": now it states the reason."""
    a = ask("stalingrad", asks="action_has_effect", action="suppress", target_suppressed=True)
    assert a.verdict is False and "nemá žádný účinek" in a.summary


def test_scouting_two_tiles_counts_the_fog_without_the_card_value() -> None:
    """ "Pátrač jde pátráním o dvě nepropátraná pole, kolik válečných zmatků?": X is at least 2; two cards."""
    a = ask("stalingrad", "count", action="scout", unit="scouts", steps=2, destination_control="none",
            unscouted_tiles=2)
    assert not a.needs and a.numbers["new_control_tokens"] == 2
    assert "2 karty válečný zmatek" in a.summary
    assert "žádný válečný zmatek není" not in _text(a), "an unstated reserve is not an empty one"
