"""The two games as variants of one rules core (python-chess style).

A :class:`Variant` carries each game's names, numbers and the few hooks where the
rules differ; the rules ask the variant ("does this game have hills?", "where is a
deployed unit placed?") instead of comparing game names.  ``VARIANTS`` is the
registry by game id.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from engine.explain import RuleId, RulesError
from engine.undaunted.citations import cite
from engine.undaunted.facts import STALINGRAD_ONLY_UNITS, Action, UnitType, Zone
from engine.undaunted.model import BUILDING, CONTROLLED, INFANTRY, TANK, TUNNEL, CasualtyOutcome, TargetClass
from engine.undaunted.presentation import say, unit_label

if TYPE_CHECKING:
    from engine.undaunted.model import Card, Position, Side, TileId


@dataclass(frozen=True)
class CombatSpec:
    """How a combat action picks targets and what its success does.

    ``target_mode``: ``"unit"`` (one token or structure), ``"tile"`` (every target on a
    chosen tile) or ``"mortar"`` (every unit on the tile with the mortar target token).
    """

    target_mode: str
    target_classes: frozenset[TargetClass]
    effect: str  # casualty | suppress
    include_own: bool = False
    range_bonus: bool = True
    cover: bool = True
    smoke: bool = True
    hill_low: bool = False  # hill cover is always the low value (Normandie výbuch)
    push: bool = False  # plamenomet may push the target


_UNIT = frozenset({INFANTRY})
_HEAVY = frozenset({BUILDING, TUNNEL, TANK})


class Variant:
    """What one game adds to or changes in the shared rules."""

    game: str = ""
    sides: tuple[str, str] = ("", "")
    casualty_order: tuple[Zone, ...] = ()
    movement_actions: frozenset[Action] = frozenset()
    support_actions: frozenset[Action] = frozenset()
    combat: ClassVar[dict[Action, CombatSpec]] = {}
    no_card_result: CasualtyOutcome = CasualtyOutcome.TOKEN_REMOVED
    # action -> (value, message key naming where the manual prints it)
    default_values: ClassVar[dict[Action, tuple[int, str]]] = {}
    # base defences the manual prints in a worked example: unit -> message key naming the example
    example_base_defense: ClassVar[dict[UnitType, tuple[int, str]]] = {}
    has_hills = False  # hilly terrain with a 3/1 cover (Normandie)
    has_smoke = False  # smoke tokens (Stalingrad)
    has_structures = False  # tanks, buildings, tunnels, fortifications, mines, fire lanes, routed units
    rally_returns_card = False  # povzbuzení takes the played card back into the hand (Normandie)
    recon_needs_fog = False  # průzkum is refused without a fog-of-war card in hand (Stalingrad)
    sneak_value_disputed = False  # the quick reference prints skrytý přesun 2, the rule text 1 (Normandie)
    has_hopeless_rule = False  # 000 Beznadějná situace
    # the only units whose cards carry ovládnutí, where the manual says so (000 Střelci: "jedinými, které umožňují
    # obsazovat cíle"); empty where it does not (Stalingrad names no such limit)
    control_units: frozenset[UnitType] = frozenset()
    # units that may also move onto tiles you have not scouted (000 Žetony kontroly: "Jednotky pátrači a odstřelovači
    # se mohou přesunovat také na pole, která jste dosud nepropátrali" — by pátrání and skrytý přesun)
    unscouted_movers: frozenset[UnitType] = frozenset()
    has_withdrawal = False  # 003 Stažení vojsk
    has_campaign = False  # 003 Události v kampani
    recon_fog_message = "effects.recon_removed"  # what průzkum does with the fog-of-war card
    reservist_rule = "actions"  # which rule refuses a reservist's unavailable action
    range_rule = "target"  # which rule states the range symbols

    def cite(self, key: str) -> RuleId:
        return cite(self.game, key)

    def has_rule(self, key: str) -> bool:
        try:
            self.cite(key)
        except KeyError:
            return False
        return True

    @property
    def actions(self) -> frozenset[Action]:
        return self.movement_actions | self.support_actions | frozenset(self.combat)

    @property
    def title(self) -> str:
        return say(f"game.{self.game}")

    def check_position(self, position: Position) -> None:
        """Refuse a position the game cannot have (pieces of the other game)."""

    def deployment_tiles(self, position: Position, side: Side, card: Card) -> list[TileId]:
        """Where a unit that is not on the board enters when its card is played for an action."""
        raise NotImplementedError

    def control_refusal(self, position: Position, tile: TileId, side: Side) -> tuple[str, dict[str, object]] | None:
        """Why ovládnutí of ``tile`` is refused because of the enemy (``refuse.*`` message key and values), or None."""
        raise NotImplementedError


class Normandie(Variant):
    game = "normandie"
    sides = ("americans", "germans")
    # 000 Ztráty: hand, discard pile, draw deck (then shuffle), then the token leaves the board
    casualty_order = (Zone.HAND, Zone.DISCARD, Zone.DECK)
    movement_actions = frozenset({Action.MOVE, Action.MANEUVER, Action.SCOUT, Action.SNEAK})
    support_actions = frozenset(
        {Action.BOLSTER, Action.COMMAND, Action.CONFUSE, Action.CONTROL, Action.RALLY, Action.RECON, Action.AIM}
    )
    combat: ClassVar[dict[Action, CombatSpec]] = {
        Action.ATTACK: CombatSpec("unit", _UNIT, "casualty"),
        Action.SUPPRESS: CombatSpec("unit", _UNIT, "suppress"),
        Action.BARRAGE: CombatSpec("mortar", _UNIT, "casualty", include_own=True, range_bonus=False, hill_low=True),
    }
    no_card_result = CasualtyOutcome.TOKEN_REMOVED
    default_values: ClassVar[dict[Action, tuple[int, str]]] = {
        Action.MOVE: (1, "source.move_1"),
        Action.MANEUVER: (1, "source.maneuver_1"),
        Action.SCOUT: (2, "source.scout_2"),
        Action.SNEAK: (1, "source.sneak_disputed"),
        Action.COMMAND: (2, "source.command_2"),
        Action.RALLY: (1, "source.rally_1"),
        Action.SUPPRESS: (4, "source.suppress_4"),
        Action.BARRAGE: (1, "source.barrage_1"),
    }
    example_base_defense: ClassVar[dict[UnitType, tuple[int, str]]] = {
        UnitType.RIFLEMEN: (4, "source.example_riflemen_normandie"),
    }
    has_hills = True
    rally_returns_card = True
    sneak_value_disputed = True
    has_hopeless_rule = True
    control_units = frozenset({UnitType.RIFLEMEN})
    unscouted_movers = frozenset({UnitType.SCOUTS, UnitType.SNIPERS})

    def check_position(self, position: Position) -> None:
        found = []
        if any(u.kind in STALINGRAD_ONLY_UNITS for u in position.units):
            found.append(say("variant.stalingrad_units"))
        if any(u.routed for u in position.units):
            found.append(say("variant.routed_units"))
        if position.tunnels or position.mines or position.smoke or position.fire_lanes:
            found.append(say("variant.stalingrad_markers"))
        if any(t.is_building or t.building_cover is not None or t.fortification_cover is not None
               for t in position.tiles.values()):
            found.append(say("variant.structures"))
        if found:
            raise RulesError(say("variant.normandie_refuses", pieces=", ".join(found)), self.cite("units"))

    def deployment_tiles(self, position: Position, side: Side, card: Card) -> list[TileId]:
        """000 Nasazení: on a tile with a deployment token that names the unit or its squad."""
        out = []
        for tile, marks in position.deployment.get(side, {}).items():
            if any(_marks_card(mark, card) for mark in marks):
                out.append(tile)
        return out

    def control_refusal(self, position: Position, tile: TileId, side: Side) -> tuple[str, dict[str, object]] | None:
        """000 Ovládnutí: not while any enemy unit stands on the tile."""
        enemies = [u for u in position.units_on(tile) if u.side == position.enemy(side)]
        if enemies:
            return "control_enemy_unit", {"tile": tile, "unit": unit_label(enemies[0].kind, enemies[0].squad)}
        return None


def _marks_card(mark: str, card: Card) -> bool:
    return mark == "all" or mark == card.squad or mark == f"{card.name} {card.squad or ''}".strip()


class Stalingrad(Variant):
    game = "stalingrad"
    sides = ("soviets", "germans")
    # 003 Ztráty: play area, hand, discard pile, draw deck (then shuffle), then rout
    casualty_order = (Zone.PLAY_AREA, Zone.HAND, Zone.DISCARD, Zone.DECK)
    movement_actions = frozenset({Action.MANEUVER, Action.SCOUT, Action.MOVE, Action.SNEAK})
    support_actions = frozenset({
        Action.SMOKE, Action.MINES, Action.QUICK_BOLSTER, Action.CONTROL, Action.FIRE_LANE, Action.BOLSTER,
        Action.RALLY, Action.ANTI_AIRCRAFT, Action.RECON, Action.READY, Action.ATTACK_AND_SNEAK, Action.SALLY,
        Action.EXERT, Action.COMMAND, Action.SECURING_RECON, Action.CONFUSE,
    })
    combat: ClassVar[dict[Action, CombatSpec]] = {
        Action.ATTACK: CombatSpec("unit", _UNIT, "casualty"),
        Action.FLAMETHROWER: CombatSpec("unit", _UNIT, "casualty", push=True),
        Action.SUPPRESS: CombatSpec("unit", _UNIT, "suppress"),
        Action.ANTI_TANK_SHOT: CombatSpec("unit", _HEAVY, "casualty"),
        Action.DEMOLITION: CombatSpec("unit", _HEAVY, "casualty", cover=False, smoke=False),
        Action.BOMBARD: CombatSpec(
            "tile", frozenset({INFANTRY, BUILDING, TUNNEL}), "casualty", include_own=True, range_bonus=False
        ),
        Action.SILENCING_FIRE: CombatSpec("tile", _UNIT, "suppress"),
        Action.GRENADES: CombatSpec("tile", _UNIT, "casualty"),
    }
    no_card_result = CasualtyOutcome.ROUTED
    default_values: ClassVar[dict[Action, tuple[int, str]]] = {
        Action.MOVE: (1, "source.move_1"),
        Action.MANEUVER: (1, "source.maneuver_1"),
        Action.SNEAK: (1, "source.sneak_1"),
        Action.QUICK_BOLSTER: (1, "source.quick_bolster_1"),
        Action.ANTI_AIRCRAFT: (1, "source.anti_aircraft_1"),
        Action.READY: (1, "source.ready_1"),
        Action.EXERT: (1, "source.exert_1"),
        Action.RALLY: (1, "source.rally_1"),
    }
    example_base_defense: ClassVar[dict[UnitType, tuple[int, str]]] = {
        UnitType.MACHINE_GUNNERS: (4, "source.example_mg_stalingrad"),
    }
    has_smoke = True
    has_structures = True
    recon_needs_fog = True
    has_withdrawal = True
    has_campaign = True
    recon_fog_message = "effects.recon_set_aside"
    reservist_rule = "reservists"
    range_rule = "new_combat_actions"

    def deployment_tiles(self, position: Position, side: Side, card: Card) -> list[TileId]:
        """003 Umístění žetonů jednotek: with your riflemen (of the card's squad); a tank not on impassable terrain."""
        riflemen = [u for u in position.units
                    if u.side == side and u.kind is UnitType.RIFLEMEN and u.tile is not None]
        tiles: Sequence[TileId | None]
        if card.unit_kind is UnitType.TANK:
            tiles = [u.tile for u in riflemen if u.tile and not position.tiles[u.tile].impassable]
        elif card.squad is not None:
            tiles = [u.tile for u in riflemen if u.squad == card.squad]
        else:
            tiles = [u.tile for u in riflemen]
        return sorted({t for t in tiles if t})

    def control_refusal(self, position: Position, tile: TileId, side: Side) -> tuple[str, dict[str, object]] | None:
        """003 Ovládnutí: refused only when the enemy controls the tile and a non-routed enemy unit stands there."""
        enemy = position.enemy(side)
        enemies = [u for u in position.units_on(tile) if u.side == enemy]
        if position.control_of(tile, enemy) == CONTROLLED and any(not u.routed for u in enemies):
            return "control_enemy_holds", {"tile": tile}
        return None


NORMANDIE = Normandie()
STALINGRAD = Stalingrad()
VARIANTS: dict[str, Variant] = {"normandie": NORMANDIE, "stalingrad": STALINGRAD}
