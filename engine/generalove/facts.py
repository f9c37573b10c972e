"""What a Generálové question can state, as typed canonical values (no words).

The enums name the game's things in English (``UnitKind.CAVALRY``,
``SectorId.ENEMY_COMMAND_POST``); the parser maps Czech words onto them through
``aliases.toml`` and the engine never sees a word.  :class:`GeneraloveFacts`
declares every fact the engine understands with its Czech label and the range
the rules make sense of; the field names are those of the older ``position``
payloads wherever they fit, so an older payload means the same.
:class:`Proposition` lists every yes/no the engine can decide (the verdict of a
yes/no question is one of them, see :meth:`engine.api.EngineAnswer.decide`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from engine.api import Facts, fact

__all__ = [
    "Activity",
    "Counted",
    "Direction",
    "GeneraloveFacts",
    "Order",
    "Phase",
    "Proposition",
    "Roll",
    "SectorId",
    "SectorStatus",
    "Side",
    "Stance",
    "Step",
    "Troop",
    "UnitKind",
]


class UnitKind(StrEnum):
    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"


class Stance(StrEnum):
    """How a unit stands in a clash (the row and column groups of Tab. 1)."""

    ATTACKING = "attacking"  # has a move/attack order (artillery: bombarding)
    DEFENDING = "defending"  # has a defence order
    UNPREPARED = "unprepared"  # attacked without a defence order


class Roll(StrEnum):
    """The kinds of combat roll (legend of Tab. 1–3: s, z, o)."""

    FIRE = "fire"  # střelba, phase 3 only
    ASSAULT = "assault"  # zteč, phases 1 and 3
    BOMBARDMENT = "bombardment"  # ostřelování, phase 2


class Direction(StrEnum):
    """Direction of an attack (Tab. 2)."""

    FRONTAL = "frontal"
    FLANK = "flank"
    REAR = "rear"


class SectorStatus(StrEnum):
    FRIENDLY = "friendly"
    NEUTRAL = "neutral"
    HOSTILE = "hostile"


class Side(StrEnum):
    ME = "me"
    OPPONENT = "opponent"


class Order(StrEnum):
    MOVE = "move"  # přesun/útok
    DEFENCE = "defence"
    BOMBARDMENT = "bombardment"
    REORGANISATION = "reorganisation"


class Phase(StrEnum):
    """The six phases of a round, in order."""

    CAVALRY = "cavalry"
    BOMBARDMENT = "bombardment"
    INFANTRY = "infantry"
    ARTILLERY = "artillery"
    REORGANISATION = "reorganisation"
    SCORING = "scoring"

    @property
    def number(self) -> int:
        return list(Phase).index(self) + 1

    @classmethod
    def of(cls, number: int) -> Phase:
        """The phase with this number (1–6); :raises ValueError: for another number."""
        if not 1 <= number <= len(cls):
            raise ValueError(f"phase {number} does not exist")
        return list(cls)[number - 1]


class SectorId(StrEnum):
    """The eleven sectors of the board, seen from the asking player ("own" = mine).

    The opponent's right flank is on my left (the board is mirrored).
    """

    OWN_RESERVE = "own_reserve"
    OWN_LEFT_FLANK = "own_left_flank"
    OWN_COMMAND_POST = "own_command_post"
    OWN_RIGHT_FLANK = "own_right_flank"
    CENTRE_LEFT = "centre_left"
    CENTRE = "centre"
    CENTRE_RIGHT = "centre_right"
    ENEMY_RIGHT_FLANK = "enemy_right_flank"
    ENEMY_COMMAND_POST = "enemy_command_post"
    ENEMY_LEFT_FLANK = "enemy_left_flank"
    ENEMY_RESERVE = "enemy_reserve"


_STEPS = {
    1: 6, 2: 3, 3: 10, 4: 1, 5: 4, 6: 5,
}
# Every numbered step of a round ("3.7"): member S3_7 = "3.7".
Step = StrEnum("Step", {f"S{p}_{s}": f"{p}.{s}" for p, n in _STEPS.items() for s in range(1, n + 1)})  # type: ignore[misc]
Step.__doc__ = "A numbered step of a round, '1.1' … '6.5' (chapter Fáze herního kola)."


class Troop(StrEnum):
    """A unit as a battle zone, a casualty list or Tab. 1 sees it: stance and kind, panic, or an empty field."""

    ATTACKING_CAVALRY = "attacking_cavalry"
    ATTACKING_INFANTRY = "attacking_infantry"
    BOMBARDING_ARTILLERY = "bombarding_artillery"
    DEFENDING_INFANTRY = "defending_infantry"
    DEFENDING_ARTILLERY = "defending_artillery"
    UNPREPARED_CAVALRY = "unprepared_cavalry"
    UNPREPARED_INFANTRY = "unprepared_infantry"
    UNPREPARED_ARTILLERY = "unprepared_artillery"
    PANICKED_CAVALRY = "panicked_cavalry"
    PANICKED_INFANTRY = "panicked_infantry"
    ABANDONED_ARTILLERY = "abandoned_artillery"
    EMPTY = "empty"

    @property
    def kind(self) -> UnitKind | None:
        if self is Troop.EMPTY:
            return None
        return UnitKind(self.value.split("_")[1])

    @property
    def stance(self) -> Stance | None:
        """None for an empty field and for a unit in panic."""
        head = self.value.split("_")[0]
        return {"attacking": Stance.ATTACKING, "bombarding": Stance.ATTACKING, "defending": Stance.DEFENDING,
                "unprepared": Stance.UNPREPARED}.get(head)

    @property
    def panicked(self) -> bool:
        return self.value.startswith(("panicked", "abandoned"))

    @classmethod
    def of(cls, kind: UnitKind, stance: Stance | None, panicked: bool = False) -> Troop:
        """The troop for a unit kind and stance; :raises ValueError: a combination the rules never form."""
        if panicked:
            return cls.ABANDONED_ARTILLERY if kind is UnitKind.ARTILLERY else cls(f"panicked_{kind}")
        if stance is Stance.ATTACKING and kind is UnitKind.ARTILLERY:
            return cls.BOMBARDING_ARTILLERY
        if stance is None:
            raise ValueError("a combat-ready unit needs a stance")
        return cls(f"{stance}_{kind}")


class Counted(StrEnum):
    """What a count question counts (the numbers the manual gives outright)."""

    ORDERS = "orders"  # orders a round
    UNITS = "units"  # units a player starts with
    DICE = "dice"  # dice each player has
    ZONE_FIELDS = "zone_fields"  # field pairs of a battle zone
    ROUNDS = "rounds"  # rounds a game lasts at most
    VICTORY_POINTS = "victory_points"  # victory points that win
    MOVE = "move"  # sectors a unit of a kind may move a round
    BOMBARD_RANGE = "bombard_range"  # how far artillery bombards
    COUNTERS = "counters"  # units, stands, dice, rings, tokens in the box
    PHASES = "phases"  # phases of a round
    MAX_UNITS = "max_units"  # units in play at most (variant Odlišné armády)
    SECTORS = "sectors"  # sectors (fields) of the board
    SAME_DIRECTION = "same_direction"  # units that may leave a sector the same way in one phase


class Activity(StrEnum):
    """What a unit or a player does in a round, as a question about the phase it happens in names it."""

    MOVE = "move"  # přesun
    ATTACK = "attack"  # útok (a clash, or artillery's bombardment)
    FIRE = "fire"  # střelba
    ASSAULT = "assault"  # zteč
    BOMBARD = "bombard"  # ostřelování
    REORGANISE = "reorganise"  # reorganizace
    SCORE = "score"  # bodování (and capturing artillery in a controlled sector)
    FLEE = "flee"  # útěk jednotek v panice
    RETREAT = "retreat"  # ústup z boje
    CLASH = "clash"  # střet


class Proposition(StrEnum):
    """Every yes/no the Generálové engine can decide."""

    ORDER_ALLOWED = "order_allowed"  # the order described may be given and carried out
    MOVE_IS_ATTACK = "move_is_attack"  # the move counts as an attack
    CLASH = "clash"  # the move leads to a clash
    MAY_FIRE = "may_fire"  # the unit takes part in the fire roll
    MAY_ASSAULT = "may_assault"  # the unit takes part in the assault roll
    MAY_BOMBARD = "may_bombard"  # the unit may bombard (the target is in range)
    MAY_ROLL = "may_roll"  # the unit makes a combat roll at all
    MAY_RETREAT = "may_retreat"  # the unit may retreat from the fight
    MAY_ENTER = "may_enter"  # the unit may move into or through the sector described (flight, retreat, move)
    MAY_TURN = "may_turn"  # a unit moving more than one sector may change direction on the way
    MAY_CHANGE_ROUTE = "may_change_route"  # the drawn route may be changed when the order is carried out
    GIVES_BONUS = "gives_bonus"  # the situation gives a bonus (a positive modifier)
    GIVES_PENALTY = "gives_penalty"  # the situation gives a penalty (a negative modifier)
    TARGET_MAY_REACT = "target_may_react"  # a bombarded unit may react
    PHASE_BEFORE = "phase_before"  # step/phase A comes before step/phase B
    HIT = "hit"  # the rolled dice score at least one hit
    PANICS = "panics"  # the hit unit panics (artillery: is abandoned by its crew)
    CAPTURED = "captured"  # the unit is captured (the opponent scores it)
    DESTROYED = "destroyed"  # the unit is destroyed and removed from the game
    FLEES = "flees"  # the unit flees toward its reserve
    CHOICE_ALLOWED = "choice_allowed"  # the chosen casualties are allowed
    MAY_REORGANISE = "may_reorganise"  # the unit may be reorganised
    UNBLOCKED_MAY_ATTACK = "unblocked_may_attack"  # an unblocked unit may attack (in this or another zone)
    WON = "won"  # the asking player has won
    GAME_OVER = "game_over"  # the game has ended
    # decided from the facts by the rules (added in pass 2)
    ACTIVITY_IN_PHASE = "activity_in_phase"  # the activity (of the unit kind) happens in the phase named
    MOVES_IN = "moves_in"  # after the clash the units move into the target sector (else they return)
    NO_DIRECTION_MODIFIER = "no_direction_modifier"  # the attack's direction brings no modifier (frontal)
    REORG_REMOVES_SECOND = "reorg_removes_second"  # reorganising the unit removes a second unit of its kind
    # statements of the manual that hold whatever the position (module statements; the rule each rests on there)
    BOARD_B_TERRAIN = "board_b_terrain"  # side B of the board has terrain marks (side A: help for beginners)
    BASE_GAME_ON_A = "base_game_on_a"  # the basic game is set up on side A of the board
    SERIAL_NUMBERS_MATTER = "serial_numbers_matter"  # the units' serial numbers and marks I–IIII mean something
    SPARE_UNITS_USED = "spare_units_used"  # the units without stands are used in the basic game
    SAME_ARMIES = "same_armies"  # both armies have the same composition and starting set-up
    UNITS_FACE_OPPONENT = "units_face_opponent"  # units are set up with the arrow toward the opponent
    ORDERS_SECRET = "orders_secret"  # orders are drawn secretly from the opponent
    ORDERS_SIMULTANEOUS = "orders_simultaneous"  # both players carry out their orders at the same time
    ORDER_COUNT_CHANGES = "order_count_changes"  # the number of orders changes during the basic game
    UNCLEAR_ORDER_INVALID = "unclear_order_invalid"  # a wrongly or illegibly written order is invalid
    ORDER_MANDATORY = "order_mandatory"  # an order that can be carried out must be carried out
    UNORDERED_STAY = "unordered_stay"  # units without a (valid) order stay where they are
    MOVE_NEEDS_ORDER = "move_needs_order"  # units move only by a move/attack order
    PANIC_CANCELS_ORDERS = "panic_cancels_orders"  # a unit that panics loses its orders for the round
    PANICKED_OTHER_ORDERS = "panicked_other_orders"  # a unit in panic may get an order other than reorganisation
    ROUTE_MUST_BE_FOLLOWED = "route_must_be_followed"  # a move of more sectors must be drawn and followed
    SECTOR_UNITS_LIMITED = "sector_units_limited"  # the number of units in a sector is limited
    DEFENCE_WHOLE_ROUND = "defence_whole_round"  # a defence order holds for the whole round, against every attack
    DEFENCE_RING_WHEN_ATTACKED = "defence_ring_when_attacked"  # the defence ring is placed once the unit is attacked
    BOMBARD_STRAIGHT_ONLY = "bombard_straight_only"  # bombardment only horizontally or vertically
    BOMBARD_TOKEN = "bombard_token"  # a token is put into the bombarded sector
    OPPONENT_CHOOSES_BOMBARDED = "opponent_chooses_bombarded"  # the opponent chooses the bombarded unit
    ONLY_BOMBARDER_ROLLS = "only_bombarder_rolls"  # only the player who ordered the bombardment rolls
    BOMBARD_NO_RISK = "bombard_no_risk"  # bombarding puts the own units at no risk
    ZONES_SEPARATE = "zones_separate"  # each battle zone's clash is evaluated separately
    UNIT_IN_TWO_ZONES = "unit_in_two_zones"  # one unit may fight in two clashes (zones)
    KNOCKED_OUT_STILL_HITS = "knocked_out_still_hits"  # a unit knocked out still hits at the same moment
    CLASH_ORDER_AGREED = "clash_order_agreed"  # the players agree on the order in which clashes are evaluated
    ALL_ZONES_BEFORE_NEXT_STEP = "all_zones_before_next_step"  # every zone is evaluated before the next step
    ATTACKED_UNITS_FIGHT = "attacked_units_fight"  # in a clash the attacked units fight back
    DEFENDER_DISTRIBUTES = "defender_distributes"  # the defender decides how his defending units fill the zones
    DEFENDER_PLACEMENT_MANDATORY = "defender_placement_mandatory"  # placing defenders is mandatory (while outnumbered)
    MORE_THAN_FIVE_VIA_SIDES = "more_than_five_via_sides"  # >5 units fight for a sector by attacking from sides
    NONROLLERS_AFFECT_COMBAT = "nonrollers_affect_combat"  # units that do not roll influence the clash
    NONROLLERS_MAY_BE_CASUALTIES = "nonrollers_may_be_casualties"  # units that do not roll may be chosen as losses
    PANICKED_STAYS_ON_FIELD = "panicked_stays_on_field"  # a unit panicking in a zone stays on its field
    PANICKED_OUT_OF_STAND = "panicked_out_of_stand"  # a unit in panic is taken out of its stand
    FLIGHT_SHORTEST = "flight_shortest"  # flight goes the shortest way to the own reserve
    PANICKED_SECTOR_HOSTILE = "panicked_sector_hostile"  # a sector with panicked infantry/cavalry is hostile to the foe
    PANICKED_TO_RED_RESERVE = "panicked_to_red_reserve"  # panicked units in the reserve go to its red part
    CAPTURE_ARTILLERY_IN_SCORING = "capture_artillery_in_scoring"  # enemy artillery in my sector is captured (6.1)
    CAVALRY_EXPOSED_TO_FIRE = "cavalry_exposed_to_fire"  # cavalry fighting in phase 3 is exposed to fire
    ARTILLERY_FACES_LAST_TARGET = "artillery_faces_last_target"  # artillery faces its last bombarded target
    BONUS_SPLIT_BY_ROLLER = "bonus_split_by_roller"  # the rolling player splits his bonus among his dice
    PENALTY_SPLIT_BY_OPPONENT = "penalty_split_by_opponent"  # the opponent splits my penalty among my dice
    CASUALTIES_CHOSEN_BY_OWNER = "casualties_chosen_by_owner"  # the player whose units are hit chooses the losses
    GAME_LONGER_THAN_TEN = "game_longer_than_ten"  # the game may last more than ten rounds
    TWO_PLAYERS = "two_players"  # the game is for two players
    ORDER_FOR_SEVERAL_UNITS = "order_for_several_units"  # one order may serve several units
    ARTILLERY_DEFENDS_BY_FIRE = "artillery_defends_by_fire"  # attacked artillery defends itself by fire
    FRONTAL_FROM_CENTRE = "frontal_from_centre"  # an attack from a central sector (or along the wings) is frontal
    FLANK_FROM_WING = "flank_from_wing"  # an attack from a wing sector into a central sector is a flank attack
    REAR_TOWARD_OWN_RESERVE = "rear_toward_own_reserve"  # an attack led straight toward one's own reserve is a rear one
    SCORES_VP = "scores_vp"  # the loss of the unit scores victory points for the opponent


@dataclass(frozen=True)
class GeneraloveFacts(Facts):
    """Every fact the Generálové engine understands (all optional; None = not stated)."""

    game_ids: ClassVar[tuple[str, ...]] = ("generalove",)

    # combat roll and odds
    dice: int | None = fact("počet kostek v bojovém hodu (jedna za každou jednotku)", 1, 10)
    modifier: int | None = fact("čistá úprava bojového hodu (součet bonusů a postihů)", -10, 10)
    hits: int | None = fact("kolik zásahů hráč potřebuje", 0, 10)
    rolls: tuple[int, ...] | None = fact("čísla, která padla na kostkách", 1, 6)
    # victory
    vp_before: int | None = fact("vítězné body před fází bodování", 0, 40)
    controls_enemy_hq: bool | None = fact("ovládám soupeřovo velitelské stanoviště")
    controls_enemy_flanks: int | None = fact("počet ovládaných soupeřových křídel", 0, 2)
    captured_inf_cav: int | None = fact("zajaté soupeřovy jednotky pěchoty a jízdy v tomto kole", 0, 30)
    captured_art: int | None = fact("zajaté soupeřovy jednotky dělostřelectva v tomto kole", 0, 4)
    round: int | None = fact("číslo kola", 1, 10)
    opponent_vp: int | None = fact("vítězné body soupeře po fázi bodování", 0, 40)
    # two units facing each other (Tab. 1, Tab. 2)
    my_unit: UnitKind | None = fact("druh mé jednotky")
    my_stance: Stance | None = fact("stav mé jednotky (útočící, s rozkazem k obraně, nepřipravená)")
    opponent_unit: UnitKind | None = fact("druh soupeřovy jednotky naproti")
    opponent_stance: Stance | None = fact("stav soupeřovy jednotky naproti")
    opposite_empty: bool | None = fact("pole naproti mé jednotce je prázdné")
    roll: Roll | None = fact("druh hodu (střelba, zteč, ostřelování)")
    direction: Direction | None = fact("směr útoku na mou jednotku (čelní, z boku, zezadu)")
    phase: Phase | None = fact("fáze kola")
    zone_mine: tuple[Troop, ...] | None = fact("mé jednotky v polích bojové zóny 1–5")
    zone_theirs: tuple[Troop, ...] | None = fact("soupeřovy jednotky naproti v polích 1–5")
    # direction of an attack between sectors
    attack_from: SectorId | None = fact("sektor, ze kterého útok vychází")
    attack_to: SectorId | None = fact("napadený sektor")
    attacker: Side | None = fact("kdo útočí (já, soupeř)")
    artillery_facing: SectorId | None = fact("sektor posledního cíle ostřelování napadeného dělostřelectva")
    # orders
    unit: UnitKind | None = fact("druh jednotky, o kterou jde")
    order: Order | None = fact("druh rozkazu (přesun/útok, obrana, ostřelování, reorganizace)")
    route: tuple[SectorId, ...] | None = fact("trasa přesunu od výchozího po cílový sektor")
    phases: tuple[Phase, ...] | None = fact("fáze jednotlivých kroků přesunu")
    move_sectors: int | None = fact("o kolik sektorů se jednotka přesouvá", 1, 4)
    one_phase: bool | None = fact("celý přesun se má odehrát v jedné fázi")
    target_enemy_held: bool | None = fact("cílový sektor ovládá soupeř (jsou v něm jeho bojeschopné jednotky)")
    enemy_held: tuple[SectorId, ...] | None = fact("sektory ovládané soupeřem")
    units_same_direction: int | None = fact("kolik jednotek táhne ze sektoru stejným směrem", 1, 60)
    origin: SectorId | None = fact("sektor, ve kterém jednotka stojí")
    target: SectorId | None = fact("cílový sektor (přesunu nebo ostřelování)")
    distance: int | None = fact("vzdálenost cíle ostřelování v sektorech", 1, 4)
    straight: bool | None = fact("cíl leží vodorovně nebo svisle (ne šikmo)")
    occupied: tuple[SectorId, ...] | None = fact("obsazené sektory, přes které se pálí")
    panicked: bool | None = fact("jednotka je v panice")
    in_red_reserve: bool | None = fact("jednotka je v červené části rezervy")
    same_type_panicked_in_red: int | None = fact("další jednotky stejného typu v panice v červené části rezervy", 0, 30)
    sector_has_own_unit: bool | None = fact("sektor opuštěného dělostřelectva obsadila vlastní jednotka")
    enemy_in_sector: bool | None = fact("sektor opuštěného dělostřelectva obsadila nepřátelská jednotka")
    orders: int | None = fact("počet vydaných rozkazů v kole", 0, 60)
    orders_per_unit: int | None = fact("počet rozkazů pro jednu jednotku v kole", 0, 10)
    orders_die: int | None = fact("hod kostkou pro proměnlivý počet rozkazů", 1, 6)
    variable_orders: bool | None = fact("hraje se varianta Proměnlivý počet rozkazů")
    # phases
    step_a: Step | None = fact("krok nebo fáze, na jejíž pořadí se hráč ptá")  # type: ignore[valid-type]
    step_b: Step | None = fact("druhý krok nebo fáze")  # type: ignore[valid-type]
    ask_phase_order: bool | None = fact("hráč chce pořadí fází kola")
    # positions, casualties, bombardment, flight
    attackers: tuple[UnitKind, ...] | None = fact("útočící jednotky v bojové zóně")
    defenders: tuple[Troop, ...] | None = fact("jednotky v napadeném sektoru")
    units: tuple[Troop, ...] | None = fact("mé jednotky v bojové zóně")
    hits_taken: int | None = fact("počet zásahů, které soupeř padl", 0, 10)
    choice: tuple[int, ...] | None = fact("pořadí jednotek určených jako ztráty", 1, 10)
    target_status: SectorStatus | None = fact("cílový sektor přesunu je přátelský, neutrální, nebo nepřátelský")
    enemy_enters_same: bool | None = fact("soupeř táhne do téhož neutrálního sektoru")
    enemy_leaves_toward_me: bool | None = fact("soupeřovy jednotky z cílového sektoru vystupují proti mně")
    bombarded_unit: Troop | None = fact("jednotka zasažená ostřelováním")
    bombard_target: Troop | None = fact("ostřelovaná jednotka (kvůli úpravě hodu)")
    over_occupied: bool | None = fact("pálí se přes obsazený sektor")
    same_sector_as_last_round: bool | None = fact("cílem je stejný sektor jako v předchozím kole")
    flee_from: SectorId | None = fact("sektor, ze kterého jednotka v panice utíká")
    friendly_sectors: tuple[SectorId, ...] | None = fact("přátelské sektory")
    neutral_sectors: tuple[SectorId, ...] | None = fact("neutrální sektory")
    hostile_sectors: tuple[SectorId, ...] | None = fact("nepřátelské sektory")
    enemies_in_zone: int | None = fact("soupeřovy jednotky ve stejné bojové zóně", 0, 5)
    other_active_zones: int | None = fact("další aktivní bojové zóny napadeného sektoru", 0, 3)
    sector: SectorId | None = fact("sektor, na který se hráč ptá")
    counted: Counted | None = fact("co se počítá (rozkazy, jednotky, kostky, pole bojové zóny, kola, vítězné body)")
    # added in pass 2
    activity: Activity | None = fact("činnost, na jejíž fázi se hráč ptá (přesun, útok, střelba, zteč, ostřelování, "
                                     "reorganizace, bodování, útěk, ústup, střet)")
    phase_asked: bool | None = fact("hráč se ptá, ve které fázi se to děje")
    rounds_held: int | None = fact("počet kol, po která hráč sektory ovládá", 1, 10)
    terrain: bool | None = fact("otázka se týká vlivu terénu")
    flight_blocked: bool | None = fact("útěk jednotky v panice do vlastní rezervy není možný")
