"""Standing rules: yes/no questions the manual answers whatever the position.

"Odhazuje se karta ukázaná při určení iniciativy?", "Odstraňují se žetony kontroly?", "Může
rezervista utrpět trvalou ztrátu?" — each such rule is a :class:`~engine.undaunted.facts.Proposition`
with its value in each game that has the rule and the corpus rules (citation keys) it comes from.
A game without the rule has no entry: the engine then decides nothing and the manual's sentences
answer.  The Czech statement of each rule is in ``texts.toml`` (``[standing]``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.undaunted.facts import Proposition

__all__ = ["STANDING", "STANDING_NUMBERS", "StandingRule", "standing_rule"]

P = Proposition
N, S = "normandie", "stalingrad"


@dataclass(frozen=True)
class StandingRule:
    value: bool  # the proposition's truth in this game
    rules: tuple[str, ...]  # citation keys (engine/undaunted/citations.py)


def _both(value: bool, *rules: str) -> dict[str, StandingRule]:
    return {N: StandingRule(value, rules), S: StandingRule(value, rules)}


def _in(game: str, value: bool, *rules: str) -> dict[str, StandingRule]:
    return {game: StandingRule(value, rules)}


def _each(normandie: tuple[bool, str], stalingrad: tuple[bool, str]) -> dict[str, StandingRule]:
    return {N: StandingRule(normandie[0], normandie[1:]), S: StandingRule(stalingrad[0], stalingrad[1:])}


STANDING: dict[Proposition, dict[str, StandingRule]] = {
    # round, initiative, cards
    P.INITIATIVE_CARD_DISCARDED: _both(True, "initiative"),
    P.INITIATIVE_CARD_PLAYED: _both(False, "initiative"),
    P.INITIATIVE_TIE_TOKEN_STAYS: _both(True, "initiative"),
    P.INITIATIVE_HIGHER_FIRST: _both(True, "initiative"),
    P.FOG_PLAYABLE_IN_TURN: _both(False, "fog_of_war"),
    P.FOG_FOR_INITIATIVE: _both(True, "fog_of_war"),
    P.FOG_WITHDRAWABLE: _both(False, "withdraw"),
    P.FOG_REMOVED_ONLY_BY_RECON: _both(True, "fog_of_war"),
    P.HAND_KEPT_NEXT_ROUND: _both(False, "turns"),
    P.PLAYED_CARDS_RESHUFFLED: _both(False, "reshuffle"),
    P.RESERVE_RESHUFFLED: _each((False, "command"), (False, "draw")),
    P.DISCARD_RESHUFFLED: _both(True, "reshuffle"),
    P.PLAYED_CARDS_DISCARDED_AT_ONCE: _both(False, "turns"),
    P.CARD_TWO_USES: _both(False, "turns"),
    # deployment and removal of unit tokens
    P.WITHDRAW_PLACES_TOKEN: _each((False, "deployment"), (False, "withdraw")),
    P.WITHDRAW_REMOVES_TOKEN: _each((False, "deployment"), (False, "withdraw")),
    P.DEPLOYED_UNIT_ACTS: _both(True, "deployment"),
    P.REDEPLOY_WHERE_REMOVED: _in(N, False, "token_removed"),
    P.REMOVED_UNIT_RETURNS: _in(N, True, "token_removed"),
    P.TOKEN_REMOVED_BY_CASUALTIES: _each((True, "casualties"), (False, "rout_intro")),
    P.DEPLOYMENT_TOKENS_USED: _each((True, "deployment_tokens"), (False, "deployment_intro")),
    # tiles, movement, control tokens
    P.ENEMY_BLOCKS_ENTRY: _in(N, False, "movement"),
    P.UNITS_PER_TILE_LIMITED: _in(N, False, "movement"),
    P.BOTH_SIDES_ON_TILE: _in(N, True, "movement"),
    P.BOTH_CONTROLLED_ON_TILE: _each((False, "control_tokens"), (False, "control")),
    P.BOTH_TOKENS_ON_TILE: _each((True, "control_tokens"), (True, "control")),
    P.CONTROL_TOKENS_REMOVED: _both(False, "control"),
    P.AIM_TOKEN_REMOVED_ON_MOVE: _in(N, True, "move", "aim"),
    P.BARRAGE_NEEDS_AIM: _in(N, True, "target"),
    P.LINE_OF_SIGHT: _in(N, False, "tiles"),
    P.ATTACK_ANY_RANGE: _in(N, True, "target"),
    P.SNEAK_PLACES_TOKEN: _both(False, "sneak"),
    P.SNEAK_ADDS_FOG: _both(False, "sneak"),
    P.SCOUT_ADDS_FOG: _both(True, "scout"),
    # combat and casualties
    P.RANGE_COUNTS_ATTACKER_TILE: _both(False, "range_bonus"),
    P.MORE_SUCCESSES_MORE_CARDS: _both(False, "casualties", "roll"),
    P.ZERO_ALWAYS_HITS: _both(True, "roll"),
    P.SUPPRESS_CAUSES_CASUALTY: _both(False, "suppression"),
    P.CASUALTY_FROM_RESERVE: _both(False, "casualties"),
    P.VIEW_OWN_REMOVED: _both(True, "casualties"),
    P.VIEW_ENEMY_REMOVED: _both(False, "casualties"),
    P.CASUALTY_COUNT_PUBLIC: _in(S, True, "casualties"),
    P.RESERVE_PUBLIC: _both(True, "setup"),
    P.CASUALTY_CARD_CHOICE: _in(S, True, "casualties"),
    # end of the game
    P.GAME_ENDS_AT_ONCE: _each((True, "end"), (True, "goals_first")),
    P.ROUND_PLAYED_OUT: _each((False, "end"), (False, "goals_first")),
    P.BOTH_SUPPRESSED_INITIATIVE_TIE: _in(N, True, "end_suppression"),
    P.HOPELESS_RULE: _each((True, "hopeless"), (False, "no_hopeless")),
    P.TROOP_WITHDRAWAL_ANY_TIME: _in(S, False, "withdrawal"),
    P.TROOP_WITHDRAWAL_ENEMY_WINS: _in(S, True, "withdrawal"),
    P.TOTAL_ROUT_WINS: _in(S, True, "full_rout"),
    P.TOKEN_MOVED_TWICE_IN_ACTION: _in(S, False, "flamethrower_push"),
    P.ROUTED_UNIT_FIGHTS: _in(S, False, "rout_token"),
    P.ROUTED_UNIT_PUSHED_AGAIN: _in(S, True, "rout"),
    P.ROUTED_PUSH_READIES: _in(S, True, "casualties"),
    P.FIRE_LANE_HIT_ENDS_ACTION: _in(S, True, "fire_lanes"),
    # actions
    P.RALLY_UPGRADED_ACTION: _in(S, False, "rally", "upgraded_cards"),
    P.EXERT_UPGRADED_ACTION: _in(S, True, "exert"),
    P.BOLSTER_TO_HAND: _both(False, "bolster"),
    P.QUICK_BOLSTER_TO_HAND: _in(S, True, "quick_bolster"),
    P.RECON_FOG_RETURNS: _in(S, True, "recon"),
    P.RECON_FOG_IN_CASUALTIES: _in(S, False, "casualty_phase"),
    # campaign (Stalingrad)
    P.RESERVIST_UPGRADABLE: _in(S, False, "reservist_cards"),
    P.RESERVIST_PERMANENT_LOSS: _in(S, False, "reservist_cards"),
    P.UPGRADED_UPGRADABLE: _in(S, False, "upgraded_cards"),
    P.UPGRADED_PERMANENT_LOSS: _in(S, True, "upgraded_cards"),
    P.REMOVED_CARDS_RETURN: _in(S, False, "campaign_setup"),
    P.LOOK_AT_LOCKED_CARDS: _in(S, False, "binders"),
    P.LOOK_AT_ENEMY_BINDER: _in(S, False, "binders"),
    # campaign components (Stalingrad)
    P.TWO_SMOKE_ON_TILE: _in(S, False, "smoke_tokens"),
    P.SMOKE_REMOVED_BEFORE_END: _in(S, False, "smoke_tokens"),
    P.MINE_REMOVED_AFTER_CASUALTY: _in(S, True, "mine_tokens"),
    P.MINE_STOPS_MOVE: _in(S, True, "mine_tokens"),
    P.TWO_OWN_MINES_ON_EDGE: _in(S, False, "mine_tokens"),
    P.BOTH_SIDES_MINES_ON_EDGE: _in(S, True, "mine_tokens"),
    P.FIRE_LANE_REMOVED_ON_MOVE: _in(S, True, "fire_lanes"),
    P.FIRE_LANE_STAYS_AFTER_FIRE: _in(S, True, "fire_lanes"),
    P.FIRE_LANE_AFFECTS_TANKS: _in(S, False, "fire_lanes"),
    P.TANK_SUPPRESSIBLE: _in(S, False, "tanks"),
    P.TANK_THROUGH_TUNNEL: _in(S, False, "tunnels"),
    P.TUNNELS_ADJACENT: _in(S, True, "tunnels"),
    P.DESTROYED_BUILDING_IMPASSABLE: _in(S, False, "building_damage"),
    P.BOMBARD_HITS_BUILDING: _in(S, True, "building_damage"),
}


# the numbers a standing rule states (shown with its verdict): "po zásahu se vždy vyřazuje 1 karta"
STANDING_NUMBERS: dict[Proposition, dict[str, int]] = {
    P.MORE_SUCCESSES_MORE_CARDS: {"cards_removed": 1},
}


def standing_rule(proposition: str, game: str) -> StandingRule | None:
    """The standing rule for ``proposition`` in ``game``, or None (not a standing rule, or not in this game)."""
    if proposition not in set(P):
        return None
    return STANDING.get(P(proposition), {}).get(game)
