"""What a Memoir '44 question can state, as typed facts with canonical (English) values.

Every value a player can name is an enum member here; the parser
(``understanding/memoir44``) turns words into these values through the alias
table ``aliases.toml``, and the engine reads only these.  :class:`Memoir44Facts`
declares each fact with its Czech label and the range the rules make sense of
(distances within the 13 × 9 board, figures 1–4, dice …).  Roles are explicit:
the attacker's hex and the target's hex each have their own terrain facts, what
lies *between* them is a fact of its own, and a movement this turn
(``attacker_moved``) is never a firing distance (``distance``).

A board position (issue "Na mapě") is stated with hex names: ``attacker_hex``,
``target_hex``, ``hex_features`` (``"E5=forest"``) and ``hex_units``
(``"G5=axis:infantry:3"``); when ``attacker_hex`` is given the engine builds the
position from these instead of laying the abstract facts out in a row.

:class:`Proposition` lists every yes/no the engine can decide; a yes/no question
names one of them (``engine.api.Ask``) and the verdict is the engine's finding.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.api import FactError, Facts, fact, fact_specs

__all__ = [
    "BOARD_DISTANCE",
    "Face",
    "Feature",
    "Front",
    "Memoir44Facts",
    "Objective",
    "Proposition",
    "Sector",
    "Side",
    "UnitType",
    "board_feature",
    "board_unit",
]


class UnitType(enum.StrEnum):
    """Ground units of the base game, the special ones included."""

    INFANTRY = "infantry"
    ELITE_INFANTRY = "elite_infantry"
    RESISTANCE = "resistance"
    ARMOUR = "armour"
    ELITE_ARMOUR = "elite_armour"
    ARTILLERY = "artillery"


class Side(enum.StrEnum):
    ALLIES = "allies"
    AXIS = "axis"

    @property
    def other(self) -> Side:
        return Side.AXIS if self is Side.ALLIES else Side.ALLIES


class Feature(enum.StrEnum):
    """Terrain and obstacles of the base game (appendix 2 and "Překážky"); a hex holds one terrain
    and at most one obstacle."""

    PLAIN = "plain"
    FOREST = "forest"
    HEDGEROW = "hedgerow"
    HILL = "hill"
    TOWN = "town"
    CHURCH = "church"
    RIVER = "river"
    BRIDGE = "bridge"
    BEACH = "beach"
    SEA = "sea"
    SEA_CLIFF = "sea_cliff"
    BLUFF = "bluff"
    STEEP_HILL = "steep_hill"
    LAKE = "lake"
    BUNKER = "bunker"
    HEDGEHOG = "hedgehog"
    WIRE = "wire"
    SANDBAGS = "sandbags"
    SEAWALL = "seawall"

    @property
    def is_obstacle(self) -> bool:
        return self in _OBSTACLES


_OBSTACLES = frozenset({Feature.BUNKER, Feature.HEDGEHOG, Feature.WIRE, Feature.SANDBAGS, Feature.SEAWALL})


class Face(enum.StrEnum):
    """Symbols of the battle die."""

    INFANTRY = "infantry"
    ARMOUR = "armour"
    GRENADE = "grenade"
    STAR = "star"
    FLAG = "flag"


class Sector(enum.StrEnum):
    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


class Objective(enum.StrEnum):
    """Medal objectives (appendix 3)."""

    TEMPORARY = "temporary"
    PERMANENT = "permanent"
    TEMPORARY_MAJORITY = "temporary_majority"
    SUDDEN_DEATH = "sudden_death"


class Front(enum.StrEnum):
    """Fronts of the air power table (appendix 4)."""

    WEST = "west"
    EAST = "east"
    PACIFIC = "pacific"
    MEDITERRANEAN = "mediterranean"


class Proposition(enum.StrEnum):
    """Every yes/no the engine decides (the findings of an answer)."""

    IN_RANGE = "in_range"  # the target is within the attacker's range
    LINE_OF_SIGHT_CLEAR = "line_of_sight_clear"  # nothing blocks the line of sight
    NEEDS_LINE_OF_SIGHT = "needs_line_of_sight"  # this attacker needs a line of sight at all
    CLOSE_ASSAULT = "close_assault"  # the attacker is in close assault (an enemy on an adjacent hex)
    MAY_BATTLE = "may_battle"  # the attacker may battle the target now
    TERRAIN_REDUCES = "terrain_reduces"  # the target's hex takes dice off this attacker
    ATTACKER_PENALISED = "attacker_penalised"  # the attacker's own hex takes dice off it
    HIT = "hit"  # the roll (or the asked die face) hits the target
    FLAG_MAY_BE_IGNORED = "flag_may_be_ignored"  # the target may ignore one flag
    ALL_FLAGS_IGNORED = "all_flags_ignored"  # every flag against it may be ignored (never more than one)
    RETREAT_POSSIBLE = "retreat_possible"  # every retreat hex the flags ask for can be taken
    ELIMINATED = "eliminated"  # the target loses its last figure
    LOSES_FIGURES = "loses_figures"  # the target loses at least one figure (hits, or a retreat it cannot take)
    MAY_MOVE = "may_move"  # the move (into the stated terrain) is allowed
    MUST_STOP = "must_stop"  # the unit must stop on the hex it enters
    MAY_BATTLE_AFTER_MOVE = "may_battle_after_move"  # after this move the unit may still battle
    MAY_TAKE_GROUND = "may_take_ground"
    MAY_OVERRUN = "may_overrun"  # armour overrun after taking ground
    MAY_REMOVE_WIRE = "may_remove_wire"  # infantry removes wire instead of battling
    ORDERS_LOST = "orders_lost"  # some orders of the card are lost
    ORDER_FROM_EITHER_SECTOR = "order_from_either_sector"  # a unit on a dashed line
    KEEPS_MEDAL = "keeps_medal"
    WINS = "wins"  # the side has the medals it needs
    # --- rules that hold whatever the situation (engine/memoir44/general.py)
    MAY_ORDER_TWICE = "may_order_twice"  # one unit given two orders in a turn
    MAY_MOVE_TWICE = "may_move_twice"  # one unit moving twice in a turn
    MOVE_COMPULSORY = "move_compulsory"  # an ordered unit must move
    MAY_BATTLE_TWICE = "may_battle_twice"  # one unit battling twice in a turn (armour: overrun, not decided)
    BATTLE_COMPULSORY = "battle_compulsory"  # an ordered unit must battle
    MAY_SPLIT_DICE = "may_split_dice"  # a unit's dice split between several targets
    MAY_STACK = "may_stack"  # two units on one hex
    MAY_SPLIT_UNIT = "may_split_unit"  # a unit's figures split between hexes
    MAY_MERGE_UNITS = "may_merge_units"  # units that suffered losses joined into one
    MAY_MOVE_AFTER_BATTLE = "may_move_after_battle"  # a unit moves after the battles began
    ONLY_ORDERED_ACT = "only_ordered_act"  # units without an order neither move nor battle
    DEFENSE_ROLL = "defense_roll"  # the target rolls to defend itself
    EXCESS_HITS_COUNT = "excess_hits_count"  # hits beyond the target's figures have an effect
    HITS_BEFORE_RETREATS = "hits_before_retreats"  # hits are resolved before retreats
    RETREAT_TOWARD_OWN_SIDE = "retreat_toward_own_side"  # a retreat always heads for the unit's own side
    MAY_TAKE_LOSS_INSTEAD = "may_take_loss_instead"  # a figure lost by choice instead of a possible retreat
    PENALTY_AND_REDUCTION_ADD_UP = "penalty_and_reduction_add_up"  # attacker's penalty + target's reduction
    TERRAIN_AND_OBSTACLE_ADD_UP = "terrain_and_obstacle_add_up"  # terrain and obstacle reductions of one hex
    OBSTACLE_REMOVED_ON_LEAVE = "obstacle_removed_on_leave"  # by the obstacle: sandbags yes, seawall no
    PROTECTED_FROM_ALL_SIDES = "protected_from_all_sides"  # sandbags (and seawall) protect from every side
    OVERRUN_ANY_TARGET = "overrun_any_target"  # the overrun may battle another target than the first battle
    MAY_OVERRUN_TWICE = "may_overrun_twice"  # a second overrun (a third battle) in one turn
    MAY_PLAY_CARD_WITHOUT_UNITS = "may_play_card_without_units"  # a section card for a section with no units
    DRAWS_NEW_CARD = "draws_new_card"  # a new command card at the end of the turn
    RESHUFFLE_DISCARDS = "reshuffle_discards"  # an empty deck: the discards are shuffled into a new one
    MEDAL_FOR_DESTROYED_UNIT = "medal_for_destroyed_unit"  # a victory medal for each enemy unit destroyed
    SIGHT_BOTH_WAYS = "sight_both_ways"  # a line of sight blocked one way is blocked both ways
    BUNKER_FOR_BOTH_SIDES = "bunker_for_both_sides"  # without a side named, both sides' infantry use bunkers


BOARD_DISTANCE = 12  # the longest distance laid out in one row of the 13 × 9 board
MAX_MOVE = 6
MAX_DICE = 12


@dataclass(frozen=True)
class Memoir44Facts(Facts):
    """Everything a Memoir '44 question can state (every fact optional)."""

    game_ids: ClassVar[tuple[str, ...]] = ("memoir44",)

    # --- battle: who fires at whom, from where, over what
    attacker: UnitType | None = fact("útočící jednotka")
    target: UnitType | None = fact("cílová jednotka")
    distance: int | None = fact("vzdálenost útočníka od cíle (pole)", 1, BOARD_DISTANCE)
    terrain_attacker: tuple[Feature, ...] | None = fact("terén a překážka na poli útočníka")
    terrain_target: tuple[Feature, ...] | None = fact("terén a překážka na poli cíle")
    attacker_height: int | None = fact("výška pole útočníka", 0, 2)
    target_height: int | None = fact("výška pole cíle", 0, 2)
    between: tuple[Feature, ...] | None = fact("terén nebo překážka mezi útočníkem a cílem")
    unit_between: bool | None = fact("mezi útočníkem a cílem stojí jednotka")
    between_height: int | None = fact("výška polí mezi útočníkem a cílem", 0, 2)
    edge_sides: tuple[Feature, ...] | None = fact("linie vede podél okraje polí: terén po jedné a po druhé straně")
    attacker_moved: int | None = fact("o kolik polí se útočník v tomto tahu pohnul", 0, MAX_MOVE)
    attacker_entered: Feature | None = fact("terén, na který útočník v tomto tahu vstoupil")
    enemy_adjacent: bool | None = fact("vedle útočníka stojí jiná nepřátelská jednotka")
    ordered: bool | None = fact("jednotka dostala v tomto tahu rozkaz")
    figures: int | None = fact("počet figur cílové jednotky", 1, 4)
    attacker_figures: int | None = fact("počet figur útočící jednotky", 1, 4)
    stars_hit: bool | None = fact("hvězda se počítá jako zásah (taktická karta)")
    counterattack: bool | None = fact("i útok cíle na útočníka v jeho tahu")
    # --- odds and the roll
    dice: int | None = fact("počet kostek", 1, MAX_DICE)
    rolled: tuple[Face, ...] | None = fact("padlé symboly na kostkách")
    face: Face | None = fact("symbol na kostce, na který se otázka ptá")
    # --- retreat
    retreat_only_to: Feature | None = fact("jediný terén, kam může jednotka ustoupit")
    retreat_blocked_by: tuple[Feature, ...] | None = fact("terén, který blokuje pole pro ústup")
    retreat_blocked_by_unit: bool | None = fact("ústup blokuje jednotka")
    at_own_edge: bool | None = fact("jednotka stojí na okraji bojiště na své straně")
    retreat_free: bool | None = fact("ústup není ničím omezen")
    ignore_flag: bool | None = fact("vlastník využije právo ignorovat vlajku")
    # --- movement
    unit: UnitType | None = fact("jednotka, která se pohybuje")
    move: int | None = fact("o kolik polí se jednotka pohybuje", 1, MAX_MOVE)
    enters: Feature | None = fact("terén posledního pole pohybu")
    path: tuple[Feature, ...] | None = fact("terény polí, na která jednotka postupně vstupuje")
    starts_on: Feature | None = fact("terén pole, kde jednotka pohyb začíná")
    retreating: bool | None = fact("pohyb je ústup (po vlajce)")
    crosses_sector: bool | None = fact("pohyb vede z jednoho sektoru do jiného")
    # --- take ground and overrun
    assault_success: bool | None = fact("útok na blízko byl úspěšný")
    took_ground: bool | None = fact("jednotka po útoku na blízko obsadila pozici")
    # --- what is asked about
    other_rule: bool | None = fact("ptá se na pravidlo (tanková smršť), ne na vlastnosti jednotky")
    overrun_already_done: bool | None = fact("obrněnci už v tomto tahu tankovou smršť provedli")
    # --- orders
    order_count: int | None = fact("kolika jednotkám karta vydává rozkaz", 1, 12)
    units_in_sector: int | None = fact("kolik vlastních jednotek je v sektoru", 0, 20)
    sector: Sector | None = fact("sektor")
    unit_on_line: bool | None = fact("jednotka stojí na přerušované linii")
    # --- medals, victory, air power
    objective: Objective | None = fact("typ medailového cíle")
    still_occupied: bool | None = fact("cílové pole je stále obsazené")
    has_majority: bool | None = fact("strana drží většinu cílových polí")
    medals: int | None = fact("počet vítězných medailí strany", 0, 12)
    medals_needed: int | None = fact("počet medailí potřebný k vítězství", 1, 12)
    units_destroyed: int | None = fact("počet zničených nepřátelských jednotek", 0, 30)
    air_attack: bool | None = fact("hraje se karta Letecký útok")
    front: Front | None = fact("fronta")
    year: int | None = fact("rok scénáře", 1939, 1945)
    side: Side | None = fact("strana")
    # --- a position on the board (hex names A1 … N9)
    attacker_hex: str | None = fact("pole útočníka (např. C5)")
    target_hex: str | None = fact("pole cíle (např. F5)")
    hex_features: tuple[str, ...] | None = fact("terén a překážky na polích (např. E5=forest)")
    hex_units: tuple[str, ...] | None = fact("jednotky na polích (např. G5=axis:infantry:3)")

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("terrain_attacker", "terrain_target"):
            _one_terrain_one_obstacle(name, getattr(self, name))
        _at_most(self, "edge_sides", 2)
        _at_most(self, "path", MAX_MOVE)
        _at_most(self, "rolled", MAX_DICE)
        _at_most(self, "retreat_blocked_by", 2)
        for name in ("attacker_hex", "target_hex"):
            value = getattr(self, name)
            if value is not None:
                _hex_name(name, value)
        for item in self.hex_features or ():
            board_feature(item)
        for item in self.hex_units or ():
            board_unit(item)


def _at_most(facts: Memoir44Facts, name: str, limit: int) -> None:
    value = getattr(facts, name)
    if value is not None and len(value) > limit:
        raise FactError(name, f"Údaj „{_label(name)}“ má nejvýše {limit} položky.")


def _label(name: str) -> str:
    return next(s.label for s in fact_specs(Memoir44Facts) if s.name == name)


def _one_terrain_one_obstacle(name: str, features: tuple[Feature, ...] | None) -> None:
    if not features:
        return
    terrains = [f for f in features if not f.is_obstacle]
    obstacles = [f for f in features if f.is_obstacle]
    if len(terrains) > 1 or len(obstacles) > 1:
        raise FactError(name, f"Na jednom poli je nejvýše jeden terén a jedna překážka („{_label(name)}“).")


def _hex_name(name: str, value: str) -> str:
    from engine.memoir44.board import parse_hex  # the board imports this module's enums

    try:
        parse_hex(value)
    except ValueError:
        raise FactError(name, f"Údaj „{_label(name)}“: „{value[:12]}“ není pole hracího plánu (A1 až N9).") from None
    return value


def board_feature(item: str) -> tuple[str, Feature]:
    """``"E5=forest"`` -> ("E5", Feature.FOREST); :class:`FactError` for a bad item."""
    where, _, what = item.partition("=")
    try:
        return _hex_name("hex_features", where.strip()), Feature(what.strip())
    except ValueError:
        raise FactError("hex_features", f"Položka „{item[:30]}“ nemá tvar pole=terén (např. E5=forest).") from None


def board_unit(item: str) -> tuple[str, Side, UnitType, int | None]:
    """``"G5=axis:infantry:3"`` -> ("G5", Side.AXIS, UnitType.INFANTRY, 3); figures may be left out."""
    where, _, what = item.partition("=")
    parts = what.strip().split(":")
    try:
        figures = int(parts[2]) if len(parts) > 2 else None
        if len(parts) not in (2, 3) or (figures is not None and not 1 <= figures <= 4):
            raise ValueError(item)
        return _hex_name("hex_units", where.strip()), Side(parts[0]), UnitType(parts[1]), figures
    except ValueError:
        raise FactError("hex_units", f"Položka „{item[:30]}“ nemá tvar pole=strana:jednotka[:figury] "
                                     "(např. G5=axis:infantry:3).") from None
