"""What a question about Odhodlaní can state, as typed facts with canonical values.

The enums below are the vocabulary of the engine: English canonical values that
the parser produces from Czech or Polish words (``engine/undaunted/aliases.toml``)
and that :mod:`engine.undaunted.presentation` names in Czech.  :class:`UndauntedFacts`
declares every fact the engine understands, each with its Czech label and the range
the rules make sense of; :class:`Proposition` lists every yes/no the engine decides.

Field names are those of the older flat ``position`` payloads where they fit, so an
older payload still means the same (the parser's ``facts_from_position`` maps the
rest: Czech names, ``"3/1"`` covers, card values by target symbol).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.api import Facts, fact

__all__ = [
    "Action",
    "CardName",
    "CardTier",
    "ControlToken",
    "Goal",
    "Proposition",
    "Quantity",
    "Squad",
    "Target",
    "TargetClass",
    "UndauntedFacts",
    "UnitState",
    "UnitType",
    "Zone",
]


class UnitType(enum.StrEnum):
    """Unit tokens (a tank is a unit token too; Normandie has the first five)."""

    RIFLEMEN = "riflemen"  # střelci
    MACHINE_GUNNERS = "machine_gunners"  # kulometčíci
    SCOUTS = "scouts"  # pátrači
    SNIPERS = "snipers"  # odstřelovači
    MORTAR = "mortar"  # minomet
    ENGINEERS = "engineers"  # ženisté (Stalingrad)
    ANTI_TANK_GUN = "anti_tank_gun"  # protitankový kanón (Stalingrad)
    TANK = "tank"  # tank (Stalingrad)


STALINGRAD_ONLY_UNITS = frozenset({UnitType.ENGINEERS, UnitType.ANTI_TANK_GUN, UnitType.TANK})


class CardName(enum.StrEnum):
    """Cards: one per unit type, the command cards, fog of war and the bomber."""

    RIFLEMEN = "riflemen"
    MACHINE_GUNNERS = "machine_gunners"
    SCOUTS = "scouts"
    SNIPERS = "snipers"
    MORTAR = "mortar"
    ENGINEERS = "engineers"
    ANTI_TANK_GUN = "anti_tank_gun"
    TANK = "tank"
    SQUAD_LEADER = "squad_leader"  # velitel družstva
    PLATOON_SERGEANT = "platoon_sergeant"  # seržant / feldvébl (Normandie)
    PLATOON_DEPUTY = "platoon_deputy"  # zástupce velitele čety
    STARSHINA = "starshina"  # staršina / šikovatel (Stalingrad)
    FOG_OF_WAR = "fog_of_war"  # válečný zmatek
    BOMBER = "bomber"  # bombardér (Stalingrad)

    @property
    def unit(self) -> UnitType | None:
        """The unit type of a unit card (None for command cards, fog of war, the bomber)."""
        try:
            return UnitType(self.value)
        except ValueError:
            return None


class Target(enum.StrEnum):
    """What a combat action is aimed at: a unit token, a building or a tunnel."""

    RIFLEMEN = "riflemen"
    MACHINE_GUNNERS = "machine_gunners"
    SCOUTS = "scouts"
    SNIPERS = "snipers"
    MORTAR = "mortar"
    ENGINEERS = "engineers"
    ANTI_TANK_GUN = "anti_tank_gun"
    TANK = "tank"
    INFANTRY = "infantry"  # any infantry unit (pěchota), not a tank
    BUILDING = "building"  # budova (Stalingrad)
    TUNNEL = "tunnel"  # tunel (Stalingrad)

    @property
    def unit(self) -> UnitType | None:
        try:
            return UnitType(self.value)
        except ValueError:
            return None

    @property
    def target_class(self) -> TargetClass:
        if self is Target.BUILDING:
            return TargetClass.BUILDING
        if self is Target.TUNNEL:
            return TargetClass.TUNNEL
        return TargetClass.TANK if self is Target.TANK else TargetClass.INFANTRY


class TargetClass(enum.StrEnum):
    """The four kinds of target the rules tell apart (003 *Volba cíle*)."""

    INFANTRY = "infantry"  # a unit token other than a tank
    TANK = "tank"
    BUILDING = "building"
    TUNNEL = "tunnel"


class Action(enum.StrEnum):
    """Actions printed on cards (both games), and the two things a card can do instead."""

    # movement
    MOVE = "move"  # přesun
    MANEUVER = "maneuver"  # manévr
    SCOUT = "scout"  # pátrání
    SNEAK = "sneak"  # skrytý přesun
    # support
    BOLSTER = "bolster"  # posily
    COMMAND = "command"  # Za mnou! (PL Dowodzenie)
    CONFUSE = "confuse"  # zmatení nepřítele
    CONTROL = "control"  # ovládnutí
    RALLY = "rally"  # povzbuzení (PL Za mną!)
    RECON = "recon"  # průzkum
    AIM = "aim"  # zaměření (Normandie)
    SMOKE = "smoke"  # dýmavnice (Stalingrad)
    MINES = "mines"  # miny
    QUICK_BOLSTER = "quick_bolster"  # okamžité posily
    FIRE_LANE = "fire_lane"  # palebný sektor
    ANTI_AIRCRAFT = "anti_aircraft"  # protiletadlová obrana
    READY = "ready"  # připravit
    ATTACK_AND_SNEAK = "attack_and_sneak"  # útok a skrytý přesun
    SALLY = "sally"  # výpad
    EXERT = "exert"  # vypětí sil
    SECURING_RECON = "securing_recon"  # zajišťovací průzkum
    # combat
    ATTACK = "attack"  # útok
    SUPPRESS = "suppress"  # krycí palba
    BARRAGE = "barrage"  # výbuch (Normandie, PL Ostrzał)
    BOMBARD = "bombard"  # bombardování
    DEMOLITION = "demolition"  # demolice
    GRENADES = "grenades"  # granáty
    FLAMETHROWER = "flamethrower"  # plamenomet
    ANTI_TANK_SHOT = "anti_tank_shot"  # protitanková střela
    SILENCING_FIRE = "silencing_fire"  # umlčovací palba
    # instead of an action
    WITHDRAW = "withdraw"  # stažení do zálohy
    READY_UNIT = "ready_unit"  # připravení jednotky (a suppressed unit's card)


MOVEMENT_ACTIONS = frozenset({Action.MOVE, Action.MANEUVER, Action.SCOUT, Action.SNEAK})
COMBAT_ACTIONS = frozenset({
    Action.ATTACK, Action.SUPPRESS, Action.BARRAGE, Action.BOMBARD, Action.DEMOLITION, Action.GRENADES,
    Action.FLAMETHROWER, Action.ANTI_TANK_SHOT, Action.SILENCING_FIRE,
})
CARD_ACTIONS = frozenset({
    Action.RALLY, Action.RECON, Action.COMMAND, Action.BOLSTER, Action.CONFUSE, Action.QUICK_BOLSTER,
    Action.SECURING_RECON, Action.WITHDRAW,
})


class Squad(enum.StrEnum):
    A = "A"
    B = "B"
    C = "C"


class Zone(enum.StrEnum):
    """Where a player's cards lie."""

    PLAY_AREA = "play_area"  # herní oblast / stůl
    HAND = "hand"
    DISCARD = "discard"  # odhazovací balíček
    DECK = "deck"  # dobírací balíček
    RESERVE = "reserve"  # záloha
    CASUALTIES = "casualties"  # balíček ztrát / vyřazené ze hry
    SET_ASIDE = "set_aside"  # válečný zmatek odložený průzkumem


class ControlToken(enum.StrEnum):
    """A side's control token on a tile, by the side that lies up (or none)."""

    NONE = "none"
    SCOUTED = "scouted"  # propátráno
    CONTROLLED = "controlled"  # ovládáno


class UnitState(enum.StrEnum):
    READY = "ready"  # připraveni
    SUPPRESSED = "suppressed"  # pod palbou
    ROUTED = "routed"  # rozprášeni (Stalingrad)


class Goal(enum.StrEnum):
    """A Normandie scenario goal."""

    OBJECTIVES = "objectives"  # obsazování cílů
    SUPPRESSION = "suppression"  # potlačení nepřítele


class CardTier(enum.StrEnum):
    REGULAR = "regular"  # běžná karta
    RESERVIST = "reservist"  # rezervista (kampaň)
    UPGRADED = "upgraded"  # vylepšená karta


class Quantity(enum.StrEnum):
    """The number a question asks for, when it asks for one part (so nothing else is asked back)."""

    TOTAL_DEFENSE = "total_defense"
    BASE_DEFENSE = "base_defense"
    COVER = "cover"
    RANGE_BONUS = "range_bonus"
    SMOKE_BONUS = "smoke_bonus"
    DICE = "dice"
    P_HIT = "p_hit"
    CARDS_REMOVED = "cards_removed"  # how many cards one successful attack removes


class Proposition(enum.StrEnum):
    """Every yes/no the engine can decide (``Ask.proposition``); each is recorded as a finding."""

    COVER_COUNTS = "cover_counts"  # the cover value counts in the total defense
    HILL_HIGH_COVER = "hill_high_cover"  # a hill gives its higher cover value (3 of 3/1)
    BUILDING_COVER_COUNTS = "building_cover_counts"  # the building cover applies (not the normal cover)
    FORTIFICATION_COVER_COUNTS = "fortification_cover_counts"  # the fortification cover applies
    RANGE_BONUS_COUNTS = "range_bonus_counts"  # the range bonus counts
    SMOKE_COUNTS = "smoke_counts"  # the smoke bonus counts
    ATTACK_HITS = "attack_hits"  # the roll succeeds (a hit / a success) and the action has its effect
    HIT_POSSIBLE = "hit_possible"  # the attack can succeed at all (a 0 always does, whatever the defense)
    ACTION_ALLOWED = "action_allowed"  # the action may be carried out / aimed at that target
    ACTION_HAS_EFFECT = "action_has_effect"  # a success would change something (not a tank, not already suppressed)
    HITS_OWN_UNITS = "hits_own_units"  # the action hits the attacker's own units too
    UNIT_MAY_ACT = "unit_may_act"  # the unit may carry out the action (suppressed, routed)
    CARD_LOST = "card_lost"  # the hit costs one card of the unit
    TOKEN_REMOVED = "token_removed"  # the unit token leaves the board (Normandie)
    UNIT_ROUTED = "unit_routed"  # the unit is routed (Stalingrad)
    DECK_RESHUFFLED = "deck_reshuffled"  # the draw deck is shuffled after the casualty
    CARD_RETURNS_TO_HAND = "card_returns_to_hand"  # povzbuzení brings the played card back into the hand
    DRAWN_CARD_PLAYABLE = "drawn_card_playable"  # a card drawn now may still be played this turn
    TILE_MAY_BE_CONTROLLED = "tile_may_be_controlled"  # ovládnutí is allowed
    OBJECTIVE_HELD = "objective_held"  # the objective on the tile is yours (your control token ovládáno side up)
    MOVE_ALLOWED = "move_allowed"  # the movement is allowed
    CONTROL_TOKEN_PLACED = "control_token_placed"  # the move lays your control token on the tile it reaches
    MINE_TRIGGERS = "mine_triggers"  # a mine attacks the unit crossing its edge
    ROUT_REMOVED = "rout_removed"  # taking a routed unit's card (posily) removes its rout token
    STAYS_SUPPRESSED = "stays_suppressed"  # the unit's token stays under fire after the card is played
    AIM_ALLOWED = "aim_allowed"  # the mortar target token may lie there
    DEPLOYMENT_ALLOWED = "deployment_allowed"  # the unit token can be placed on the board
    INITIATIVE_WON = "initiative_won"  # you have the initiative this round
    GAME_WON = "game_won"  # you win now
    ENEMY_WON = "enemy_won"  # your opponent wins now
    GAME_OVER = "game_over"  # the game ends now
    REPLACED_BY_RESERVIST = "replaced_by_reservist"  # a permanent loss comes back as a reservist card
    # standing rules: a yes/no the manual answers whatever the position (engine/undaunted/standing.py)
    INITIATIVE_CARD_DISCARDED = "initiative_card_discarded"  # the card shown for initiative goes to the discard
    INITIATIVE_CARD_PLAYED = "initiative_card_played"  # ... is played (laid out, its action carried out)
    INITIATIVE_TIE_TOKEN_STAYS = "initiative_tie_token_stays"  # on a tie the initiative token stays as it was
    INITIATIVE_HIGHER_FIRST = "initiative_higher_first"  # the higher initiative value plays first
    FOG_PLAYABLE_IN_TURN = "fog_playable_in_turn"  # a fog-of-war card may be laid out during your turn
    FOG_FOR_INITIATIVE = "fog_for_initiative"  # a fog-of-war card may be used to determine initiative
    FOG_WITHDRAWABLE = "fog_withdrawable"  # a fog-of-war card may be withdrawn to the reserve
    FOG_REMOVED_ONLY_BY_RECON = "fog_removed_only_by_recon"  # only průzkum removes fog of war from the deck
    HAND_KEPT_NEXT_ROUND = "hand_kept_next_round"  # cards in hand may be kept for the next round
    PLAYED_CARDS_RESHUFFLED = "played_cards_reshuffled"  # played cards go into the new draw deck
    RESERVE_RESHUFFLED = "reserve_reshuffled"  # reserve cards go into the new draw deck
    DISCARD_RESHUFFLED = "discard_reshuffled"  # an empty draw deck is remade from the discard pile
    PLAYED_CARDS_DISCARDED_AT_ONCE = "played_cards_discarded_at_once"  # a played card is discarded right away
    CARD_TWO_USES = "card_two_uses"  # one played card both for its action and to ready / withdraw
    WITHDRAW_PLACES_TOKEN = "withdraw_places_token"  # withdrawing a card puts its unit token on the board
    WITHDRAW_REMOVES_TOKEN = "withdraw_removes_token"  # withdrawing a card takes its unit token off the board
    DEPLOYED_UNIT_ACTS = "deployed_unit_acts"  # a unit just deployed carries out the card's action at once
    REDEPLOY_WHERE_REMOVED = "redeploy_where_removed"  # a removed unit comes back where it was destroyed
    REMOVED_UNIT_RETURNS = "removed_unit_returns"  # a removed unit token may come back into the game
    TOKEN_REMOVED_BY_CASUALTIES = "token_removed_by_casualties"  # casualties can take a unit token off the board
    DEPLOYMENT_TOKENS_USED = "deployment_tokens_used"  # the game places new units by deployment tokens
    ENEMY_BLOCKS_ENTRY = "enemy_blocks_entry"  # enemy units or control tokens stop a unit entering a tile
    UNITS_PER_TILE_LIMITED = "units_per_tile_limited"  # the number of units on one tile is limited
    BOTH_SIDES_ON_TILE = "both_sides_on_tile"  # units of both sides may stand on one tile
    BOTH_CONTROLLED_ON_TILE = "both_controlled_on_tile"  # both sides' tokens may lie ovládáno side up on one tile
    BOTH_TOKENS_ON_TILE = "both_tokens_on_tile"  # both sides' control tokens may lie on one tile
    CONTROL_TOKENS_REMOVED = "control_tokens_removed"  # a control token once placed is ever removed
    AIM_TOKEN_REMOVED_ON_MOVE = "aim_token_removed_on_move"  # moving the mortar removes its aiming token
    BARRAGE_NEEDS_AIM = "barrage_needs_aim"  # výbuch needs the aiming token on the board
    LINE_OF_SIGHT = "line_of_sight"  # lines of sight or single objects on a tile matter
    ATTACK_ANY_RANGE = "attack_any_range"  # útok / krycí palba may target an enemy unit at any distance
    RANGE_COUNTS_ATTACKER_TILE = "range_counts_attacker_tile"  # the attacker's own tile counts in the range bonus
    MORE_SUCCESSES_MORE_CARDS = "more_successes_more_cards"  # more successful dice remove more cards
    ZERO_ALWAYS_HITS = "zero_always_hits"  # a rolled 0 always succeeds
    SUPPRESS_CAUSES_CASUALTY = "suppress_causes_casualty"  # krycí palba removes a card
    CASUALTY_FROM_RESERVE = "casualty_from_reserve"  # a casualty card may be taken from the reserve
    VIEW_OWN_REMOVED = "view_own_removed"  # you may look at your own removed cards
    VIEW_ENEMY_REMOVED = "view_enemy_removed"  # you may look at the opponent's removed cards
    CASUALTY_COUNT_PUBLIC = "casualty_count_public"  # the number of cards in a casualty pile is public
    RESERVE_PUBLIC = "reserve_public"  # the reserve is public information
    CASUALTY_CARD_CHOICE = "casualty_card_choice"  # the owner chooses which matching card is removed
    GAME_ENDS_AT_ONCE = "game_ends_at_once"  # the game ends the moment a victory condition is met
    ROUND_PLAYED_OUT = "round_played_out"  # the round is finished after a victory condition is met
    BOTH_SUPPRESSED_INITIATIVE_TIE = "both_suppressed_initiative_tie"  # both suppressed, equal objectives: initiative
    HOPELESS_RULE = "hopeless_rule"  # the game uses the hopeless-situation rule
    TROOP_WITHDRAWAL_ANY_TIME = "troop_withdrawal_any_time"  # troops may be withdrawn at any moment
    TROOP_WITHDRAWAL_ENEMY_WINS = "troop_withdrawal_enemy_wins"  # withdrawing troops makes the opponent win
    TOTAL_ROUT_WINS = "total_rout_wins"  # routing all the opponent's riflemen wins at once
    TOKEN_MOVED_TWICE_IN_ACTION = "token_moved_twice_in_action"  # a flamethrower that also routs moves the token twice
    ROUTED_UNIT_FIGHTS = "routed_unit_fights"  # a routed unit may take part in combat
    FIRE_LANE_HIT_ENDS_ACTION = "fire_lane_hit_ends_action"  # a unit hit from a fire lane: its action ends
    ROUTED_PUSH_READIES = "routed_push_readies"  # moving a routed unit under fire flips its token to připraveni
    ROUTED_UNIT_PUSHED_AGAIN = "routed_unit_pushed_again"  # a routed unit hit again may be moved again
    RALLY_UPGRADED_ACTION = "rally_upgraded_action"  # povzbuzení may carry out an upgraded action
    EXERT_UPGRADED_ACTION = "exert_upgraded_action"  # vypětí sil may carry out an upgraded action
    BOLSTER_TO_HAND = "bolster_to_hand"  # posily put the cards straight into the hand
    QUICK_BOLSTER_TO_HAND = "quick_bolster_to_hand"  # okamžité posily put the card straight into the hand
    SNEAK_PLACES_TOKEN = "sneak_places_token"  # skrytý přesun lays a control token
    SNEAK_ADDS_FOG = "sneak_adds_fog"  # skrytý přesun adds a fog-of-war card
    SCOUT_ADDS_FOG = "scout_adds_fog"  # pátrání adds a fog-of-war card for each new token
    RECON_FOG_RETURNS = "recon_fog_returns"  # fog of war set aside by průzkum comes back after the scenario
    RECON_FOG_IN_CASUALTIES = "recon_fog_in_casualties"  # fog of war set aside by průzkum is a casualty
    RESERVIST_UPGRADABLE = "reservist_upgradable"  # a reservist card may be upgraded
    RESERVIST_PERMANENT_LOSS = "reservist_permanent_loss"  # a reservist card may be a permanent loss
    UPGRADED_UPGRADABLE = "upgraded_upgradable"  # an upgraded card may be upgraded again
    UPGRADED_PERMANENT_LOSS = "upgraded_permanent_loss"  # an upgraded card may be a permanent loss
    REMOVED_CARDS_RETURN = "removed_cards_return"  # permanently removed cards come back later in the campaign
    LOOK_AT_LOCKED_CARDS = "look_at_locked_cards"  # you may look at locked / upgrade / reservist cards
    LOOK_AT_ENEMY_BINDER = "look_at_enemy_binder"  # you may look at the opponent's binder or scenario book
    TWO_SMOKE_ON_TILE = "two_smoke_on_tile"  # two smoke tokens may lie on one tile
    SMOKE_REMOVED_BEFORE_END = "smoke_removed_before_end"  # smoke tokens leave the board before the scenario ends
    MINE_REMOVED_AFTER_CASUALTY = "mine_removed_after_casualty"  # a mine that caused a casualty is removed
    MINE_STOPS_MOVE = "mine_stops_move"  # a unit a mine hurts stays on its original tile
    TWO_OWN_MINES_ON_EDGE = "two_own_mines_on_edge"  # one player may have two mines on one edge
    BOTH_SIDES_MINES_ON_EDGE = "both_sides_mines_on_edge"  # both players' mines may lie on one edge
    FIRE_LANE_REMOVED_ON_MOVE = "fire_lane_removed_on_move"  # the fire lane goes when its machine gunners move
    FIRE_LANE_STAYS_AFTER_FIRE = "fire_lane_stays_after_fire"  # the fire lane stays after it fired
    FIRE_LANE_AFFECTS_TANKS = "fire_lane_affects_tanks"  # a fire lane fires at tanks
    TANK_SUPPRESSIBLE = "tank_suppressible"  # a tank can be put under fire
    TANK_THROUGH_TUNNEL = "tank_through_tunnel"  # a tank may move through tunnels
    TUNNELS_ADJACENT = "tunnels_adjacent"  # all tunnel tiles count as adjacent for movement
    DESTROYED_BUILDING_IMPASSABLE = "destroyed_building_impassable"  # a destroyed building stays impassable
    BOMBARD_HITS_BUILDING = "bombard_hits_building"  # bombardování of a building tile attacks the building too


@dataclass(frozen=True)
class UndauntedFacts(Facts):
    """Everything a question about Normandie or Stalingrad can state (all optional)."""

    game_ids: ClassVar[tuple[str, ...]] = ("normandie", "stalingrad")

    # --- what is asked
    asked_number: Quantity | None = fact("číslo, na které se otázka ptá")
    # --- the action and its card
    action: Action | None = fact("akce")
    action_value: int | None = fact("hodnota akce na kartě", 0, 9)
    squad: Squad | None = fact("družstvo uvedené u akce")
    value_vs_infantry: int | None = fact("hodnota akce se symbolem pěší jednotky", 0, 9)
    value_vs_tank: int | None = fact("hodnota akce se symbolem tanku", 0, 9)
    value_vs_building: int | None = fact("hodnota akce se symbolem budovy", 0, 9)
    min_range: int | None = fact("minimální vzdálenost akce", 0, 12)
    max_range: int | None = fact("maximální vzdálenost akce", 0, 12)
    upgraded_action: bool | None = fact("požadovaná akce je vylepšená")
    # --- attacker and target
    attacker: UnitType | None = fact("útočící jednotka")
    target: Target | None = fact("cíl útoku")
    target_own: bool | None = fact("cílem je vlastní jednotka")
    base_defense: int | None = fact("základní obrana cíle", 0, 12)
    durability: int | None = fact("odolnost budovy", 0, 12)
    cover: int | None = fact("hodnota krytu pole cíle", 0, 9)
    hill_low_cover: int | None = fact("nižší hodnota krytu kopce (3/1 → 1)", 0, 9)
    hill_attacker: bool | None = fact("útočník stojí na kopcovitém terénu")
    hill_target: bool | None = fact("cíl stojí na kopcovitém terénu")
    building_cover: int | None = fact("hodnota krytu budovy", 0, 9)
    fortification_cover: int | None = fact("hodnota krytu opevnění", 0, 9)
    target_controls_tile: bool | None = fact("strana cíle ovládá pole cíle")
    attacker_same_tile: bool | None = fact("útočník stojí na stejném poli jako cíl")
    distance: int | None = fact("vzdálenost útočníka od cíle v polích", 0, 12)
    smoke_on_tile: bool | None = fact("na poli cíle leží žeton dýmu")
    target_suppressed: bool | None = fact("cíl už je pod palbou")
    mine: bool | None = fact("útok vyvolaný minou")
    mine_own: bool | None = fact("mina patří straně jednotky, která přes ni přechází")
    mine_anti_tank: bool | None = fact("mina leží protitankovou stranou nahoru")
    fire_lane: bool | None = fact("útok vyvolaný palebným sektorem")
    mortar_target_on_board: bool | None = fact("žeton zaměření leží na herním plánu")
    # --- dice
    dice: int | None = fact("počet kostek", 0, 10)
    rolls: tuple[int, ...] | None = fact("hozená čísla", 0, 9)
    total_defense: int | None = fact("celková hodnota obrany", 0, 25)
    cards_left: int | None = fact("karty zasažené jednotky, které lze ještě vyřadit", 0, 30)
    # --- a unit and what it wants to do
    unit: UnitType | None = fact("jednotka")
    unit_squad: Squad | None = fact("družstvo jednotky")
    suppressed: bool | None = fact("jednotka je pod palbou")
    routed: bool | None = fact("jednotka je rozprášená")
    wanted_action: Action | None = fact("akce, kterou chce jednotka provést")
    card_played: CardName | None = fact("zahraná karta")
    unit_on_board: bool | None = fact("žeton jednotky je na herním plánu")
    riflemen_state: UnitState | None = fact("stav střelců, k nimž se nasazuje")
    riflemen_on_impassable: bool | None = fact("všichni vaši střelci stojí na neprůjezdném terénu")
    # --- movement
    steps: int | None = fact("o kolik polí se jednotka přesouvá", 0, 12)
    destination_control: ControlToken | None = fact("váš žeton kontroly na cílovém poli")
    unscouted_tiles: int | None = fact("pole na cestě bez vašeho žetonu kontroly", 0, 12)
    fog_in_reserve: int | None = fact("karty válečný zmatek v záloze", 0, 30)
    impassable: bool | None = fact("cílové pole je neprůjezdný terén")
    via_tunnel: bool | None = fact("přesun vede tunelem (z tunelu do jiného tunelu)")
    owner_control_at_destination: ControlToken | None = fact(
        "žeton kontroly vlastníka rozprášené jednotky na sousedním poli, kam ji útočník přesouvá")
    # --- control of a tile
    own_control_token: ControlToken | None = fact("váš žeton kontroly na poli")
    enemy_controls_tile: bool | None = fact("protivník pole ovládá")
    enemy_unit_on_tile: bool | None = fact("na poli stojí nepřátelská jednotka")
    enemy_unit: UnitType | None = fact("nepřátelská jednotka na poli")
    enemy_unit_routed: bool | None = fact("nepřátelská jednotka na poli je rozprášená")
    # --- casualties: where the hit unit's cards lie
    hit_unit: UnitType | None = fact("zasažená jednotka")
    card_in_play_area: bool | None = fact("karta jednotky leží v herní oblasti / na stole")
    card_in_hand: bool | None = fact("karta jednotky je v ruce")
    card_in_discard: bool | None = fact("karta jednotky je v odhazovacím balíčku")
    card_in_draw_deck: bool | None = fact("karta jednotky je v dobíracím balíčku")
    card_in_reserve: bool | None = fact("karta jednotky je v záloze")
    # --- cards
    played_card: CardName | None = fact("zvolená zahraná karta na stole")
    reserve_card: CardName | None = fact("karta, kterou si berete ze zálohy")
    reserve_card_squad: Squad | None = fact("družstvo karty ze zálohy")
    enemy_fog_in_reserve: int | None = fact("karty válečný zmatek v záloze protivníka", 0, 30)
    played_card_squad: Squad | None = fact("družstvo zvolené zahrané karty")
    commander: CardName | None = fact("karta, kterou se akce provádí")
    war_confusion_in_hand: bool | None = fact("v ruce je karta válečný zmatek")
    drawn_card: CardName | None = fact("dobraná karta")
    # --- initiative
    own_initiative: int | None = fact("hodnota iniciativy vaší karty", 0, 20)
    enemy_initiative: int | None = fact("hodnota iniciativy protivníkovy karty", 0, 20)
    has_initiative: bool | None = fact("máte žeton iniciativy")
    fog_of_war_card: bool | None = fact("k určení iniciativy použitá karta je válečný zmatek")
    # --- end of game
    objectives_controlled: int | None = fact("součet hodnot vámi ovládaných cílů", 0, 40)
    objectives_required: int | None = fact("hodnota cílů potřebná k vítězství", 0, 40)
    enemy_objectives_controlled: int | None = fact("součet hodnot cílů ovládaných protivníkem", 0, 40)
    enemy_objectives_ahead: bool | None = fact("protivník ovládá cíle vyšší hodnoty než vy")
    own_goal: Goal | None = fact("váš úkol")
    enemy_goal: Goal | None = fact("úkol protivníka")
    own_riflemen_on_board: bool | None = fact("máte na herním plánu střelce")
    enemy_riflemen_on_board: bool | None = fact("protivník má na herním plánu střelce")
    enemy_riflemen_all_routed: bool | None = fact("všichni střelci protivníka jsou rozprášeni")
    own_rifle_cards_left: int | None = fact("vaše karty střelců dosud ve hře", 0, 30)
    withdraw: bool | None = fact("stahujete vojska")
    # --- campaign (Stalingrad)
    casualty_count: int | None = fact("počet karet v balíčku ztrát", 0, 80)
    lost_card: CardName | None = fact("druh karty trvalé ztráty")
    lost_card_code: str | None = fact("označení karty trvalé ztráty (např. S-P-009)")
