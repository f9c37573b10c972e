"""Legality and effects of playing a card (both games).

Two layers as in python-chess: :meth:`Game.candidates` generates plays from the
hand, :meth:`Game.check` refuses an illegal one with a Czech reason and the rule
id (:class:`~engine.explain.IllegalActionError`); :attr:`Game.legal_actions`
is the filtered list.  :meth:`Game.push` applies a play **without** checking it;
:meth:`Game.play` checks, then pushes.  Dice come from ``rolls`` (a list, for
worked examples) or from ``rng``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from engine.explain import Explanation, IllegalActionError, MissingFactError, RulesError
from engine.undaunted import cards as zones
from engine.undaunted.combat import Defense, resolve_roll, total_defense
from engine.undaunted.model import (
    BUILDING,
    CONTROLLED,
    INFANTRY,
    SCOUTED,
    TANK,
    TUNNEL,
    Card,
    CardAction,
    Mine,
    Position,
    Side,
    TileId,
    Unit,
    UnitKey,
)
from engine.undaunted.names import ACTION_NAMES, action_name, cards_acc, plural
from engine.undaunted.odds import p_hit
from engine.undaunted.variants import VARIANTS, Variant

Target = tuple[str, ...]  # ("unit", side, kind, squad) | ("tile", id) | ("budova", id) | ("tunel", id)

MOVES = ("presun", "manevr", "patrani", "skryty-presun")
FOG_PER_TOKEN = 1
MORTAR_MIN_RANGE = 3  # 000 Zaměření: "nejméně ve vzdálenosti 3 polí"
MAX_SMOKE_PER_SQUAD = 2  # 003 Dýmavnice
MAX_MINES_PER_SQUAD = 4  # 003 Miny
FIRE_LANE_DICE = 3  # 003 Žetony palebného sektoru: krycí palba 3
MINE_DICE = 1  # 003 Žetony min: útok 1 / demolice 1


@dataclass(frozen=True)
class Play:
    """One card played from the hand and what it does.

    ``action`` is an action key of the card, or ``"stazeni-do-zalohy"`` /
    ``"pripraveni-jednotky"``.  ``unit`` is the moved unit for manévr (default:
    the card's own unit); ``path`` the tiles entered in order; ``target`` a
    combat target; ``cards`` chosen card uids (posily, povzbuzení, vypětí sil);
    ``follow`` the action carried out through another card (Stalingrad
    povzbuzení, vypětí sil) or the combat part of a compound action.
    """

    card: str
    action: str
    unit: UnitKey | None = None
    path: tuple[TileId, ...] = ()
    target: Target | None = None
    cards: tuple[str, ...] = ()
    count: int | None = None
    follow: Play | None = None
    mines: tuple[tuple[TileId, TileId, bool], ...] = ()  # (tile, other tile, anti_tank)
    tile: TileId | None = None  # zaměření, palebný sektor, deployment choice
    push_to: TileId | None = None  # rout / plamenomet move chosen by the attacker


@dataclass
class AttackLine:
    """One resolved (or previewed) attack against one target."""

    target: Target
    target_class: str
    defense: Defense
    dice: int | None  # None: the card value is not known
    p_hit: object
    rolls: tuple[int, ...] = ()
    success: bool | None = None
    effect: str = ""


@dataclass
class PushResult:
    explanation: Explanation = field(default_factory=Explanation)
    attacks: list[AttackLine] = field(default_factory=list)


class Dice:
    """Rolls from a fixed list (worked examples) or a seeded generator."""

    def __init__(self, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> None:
        self._rolls: Iterator[int] | None = iter(rolls) if rolls is not None else None
        self.rng = rng

    def roll(self, n: int) -> tuple[int, ...]:
        if self._rolls is not None:
            out = tuple(itertools.islice(self._rolls, n))
            if len(out) == n:
                return out
            if self.rng is None:
                raise MissingFactError("Chybí hodnoty hodu kostkami", fact="rolls")
            return out + tuple(self.rng.randrange(10) for _ in range(n - len(out)))
        if self.rng is None:
            raise MissingFactError("Chybí hodnoty hodu kostkami", fact="rolls")
        return tuple(self.rng.randrange(10) for _ in range(n))


class Game:
    def __init__(self, position: Position) -> None:
        self.position = position
        self.variant: Variant = VARIANTS[position.game]
        if self.variant.game == "normandie":
            self._check_normandie_position()

    def _check_normandie_position(self) -> None:
        """Stalingrad-only pieces have no rules in Normandie: refuse them instead of guessing."""
        pos = self.position
        found = []
        if any(u.kind in ("tank", "zeniste", "protitankovy-kanon") for u in pos.units):
            found.append("tanky, ženisty nebo protitankové kanóny")
        if any(u.routed for u in pos.units):
            found.append("rozprášené jednotky")
        if pos.tunnels or pos.mines or pos.smoke or pos.fire_lanes:
            found.append("tunely, miny, dým nebo palebné sektory")
        if any(
            t.is_building or t.building_cover is not None or t.fortification_cover is not None
            for t in pos.tiles.values()
        ):
            found.append("budovy nebo opevnění")
        if found:
            raise RulesError(
                "Hra Odhodlaní: Normandie nezná " + ", ".join(found) + " (jsou jen ve hře Odhodlaní: Stalingrad)",
                self._cite("units"),
            )

    # ------------------------------------------------------------------ helpers
    def _cite(self, key: str) -> str:
        return self.variant.cite(key)

    def _refuse(self, message: str, key: str) -> IllegalActionError:
        return IllegalActionError(message, self._cite(key))

    def _hand_card(self, side: Side, uid: str) -> Card:
        for card in self.position.cards[side].hand:
            if card.uid == uid:
                return card
        raise self._refuse("Tuto kartu nemáte v ruce", "turns")

    def _card_action(self, card: Card, kind: str) -> CardAction:
        for act in card.actions:
            if act.kind == kind:
                if act.unavailable:
                    raise self._refuse(
                        f"Akci {action_name(kind)} nelze kartou rezervisty provést (je na ní nedostupná)",
                        "reservists" if self.variant.game == "stalingrad" else "actions",
                    )
                return act
        raise self._refuse(f"Karta {card.label} akci {action_name(kind)} nemá", "actions")

    def same_squad(self, a: str | None, b: str | None) -> bool:
        """Squads match, counting merged squads (003 *Sloučení družstev*) as one."""
        if a == b:
            return True
        return any(a in pair and b in pair for pair in self.position.merged_squads)

    def card_unit(self, side: Side, card: Card) -> Unit | None:
        if not card.is_unit_card:
            return None
        try:
            return self.position.unit(side, card.name, card.squad)
        except KeyError:
            return None

    def deployment_tiles(self, side: Side, card: Card) -> list[TileId]:
        """Where a unit not on the board enters when its card is played for an action."""
        pos = self.position
        if self.variant.game == "normandie":
            out = []
            for tile, marks in pos.deployment.get(side, {}).items():
                for mark in marks:
                    if mark == "all" or mark == card.squad or mark == f"{card.name} {card.squad or ''}".strip():
                        out.append(tile)
                        break
            return out
        riflemen = [u for u in pos.units if u.side == side and u.kind == "strelci" and u.tile is not None]
        if card.name == "tank":
            return sorted({u.tile for u in riflemen if u.tile and not pos.tiles[u.tile].impassable})
        if card.squad is not None:
            return sorted({u.tile for u in riflemen if u.squad == card.squad and u.tile})
        return sorted({u.tile for u in riflemen if u.tile})

    # ------------------------------------------------------------------ legality
    def check(self, play: Play, side: Side | None = None) -> None:
        """Raise IllegalActionError (Czech reason + rule id) unless ``play`` is legal now."""
        side = side or self.position.to_move
        card = self._hand_card(side, play.card)
        self._check_card(side, card, play, from_hand=True)

    def _check_card(self, side: Side, card: Card, play: Play, *, from_hand: bool) -> None:
        v = self.variant
        if card.is_fog:
            raise self._refuse(
                "Kartu válečný zmatek nelze během tahu vyložit, slouží jen k určení iniciativy", "fog_of_war"
            )
        if play.action == "stazeni-do-zalohy":
            if not from_hand:
                raise self._refuse("Stáhnout do zálohy lze jen právě zahranou kartu", "withdraw")
            return
        unit = self.card_unit(side, card)
        if play.action == "pripraveni-jednotky":
            if unit is None or not unit.suppressed:
                raise self._refuse("Připravit lze jen jednotku této karty, která je pod palbou", "suppressed")
            return
        if unit is not None and unit.suppressed:
            raise self._refuse(
                f"Jednotka {unit.name} je pod palbou a nemůže provádět žádné akce; kartou ji jen otočte "
                "stranou připraveni nahoru (nebo kartu stáhněte do zálohy)",
                "suppressed",
            )
        if play.action not in v.actions:
            name = action_name(play.action) if play.action in ACTION_NAMES else play.action
            raise self._refuse(f"Akci {name} hra {v.title} nezná", "actions")
        act = self._card_action(card, play.action)
        if card.is_unit_card and unit is None:
            raise MissingFactError(f"Pozice neobsahuje žeton jednotky {card.label}", fact="units")
        if card.is_unit_card and unit is not None and unit.tile is None:
            tiles = self.deployment_tiles(side, card)
            if not tiles:
                key = "tanks" if card.name == "tank" else "deployment"
                raise self._refuse(f"Žeton jednotky {card.label} nelze nasadit: chybí pole pro nasazení", key)
            if play.tile is not None and play.action not in ("zamereni", "palebny-sektor") and play.tile not in tiles:
                raise self._refuse(f"Jednotku {card.label} lze nasadit jen na pole {', '.join(tiles)}", "deployment")
        handler = (
            self._check_combat
            if play.action in v.combat
            else getattr(self, "_check_" + play.action.replace("-", "_"), None)
        )
        if handler is None:
            raise self._refuse(f"Akci {action_name(play.action)} engine zatím neumí ověřit", "actions")
        handler(side, card, unit, act, play)

    def _unit_tile(self, side: Side, card: Card, unit: Unit | None, play: Play) -> TileId:
        assert unit is not None
        if unit.tile is not None:
            return unit.tile
        tiles = self.deployment_tiles(side, card)
        return play.tile if play.tile in tiles else tiles[0]

    # --- movement
    def _check_move(self, side: Side, mover: Unit, start: TileId, act: CardAction, play: Play, kind: str) -> None:
        pos, v = self.position, self.variant
        value = act.value if act.value is not None else v.default_values.get(kind, (1, ""))[0]
        if not play.path:
            raise self._refuse("Přesun musí vést alespoň o 1 pole", kind)
        if len(play.path) > value and kind == "skryty-presun" and v.game == "normandie":
            raise IllegalActionError(
                f"Skrytý přesun přemístí jednotku o {value} pole; stručný přehled na konci pravidel uvádí 2, "
                "engine se ale řídí textem pravidla (1)",
                self._cite("skryty-presun"),
                self._cite("quick_reference_hidden_move"),
            )
        if len(play.path) > value:
            raise self._refuse(
                f"Akce {action_name(kind)} {value} přesune jednotku nejvýše o {plural(value, 'pole', 'pole', 'polí')}",
                kind,
            )
        if mover.routed and kind == "manevr":
            raise self._refuse("Manévrem nelze přemístit rozprášenou jednotku", "manevr")
        if kind == "manevr" and mover.kind == "protitankovy-kanon":
            raise self._refuse("Manévrem nelze přemístit jednotku protitankový kanón", "manevr")
        current = start
        for step in play.path:
            if step not in pos.tiles:
                raise self._refuse(f"Pole {step} na herním plánu není", kind)
            if step not in pos.move_neighbours(current, tank=mover.is_tank):
                raise self._refuse(f"Pole {step} nesousedí s polem {current}", kind)
            if mover.is_tank and pos.tiles[step].impassable:
                raise self._refuse(f"Tank nesmí vjet na pole {step} s neprůjezdným terénem", "tanks")
            current = step
        dest = play.path[-1]
        if kind in ("presun", "manevr") and pos.control_of(dest, side) is None:
            raise self._refuse(f"Na poli {dest} musí ležet váš žeton kontroly (propátráno nebo ovládáno)", kind)

    def _check_presun(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        self._check_move(side, unit, self._unit_tile(side, card, unit, play), act, play, "presun")

    def _check_skryty_presun(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        self._check_move(side, unit, self._unit_tile(side, card, unit, play), act, play, "skryty-presun")

    def _check_patrani(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        self._check_move(side, unit, self._unit_tile(side, card, unit, play), act, play, "patrani")

    def _check_manevr(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        if play.unit is None:
            raise self._refuse("Manévr: zvolte jednotku, kterou přemístíte", "manevr")
        mover = self.position.find_unit(play.unit)
        if mover.side != side:
            raise self._refuse("Manévrem přemisťujete jen své jednotky", "manevr")
        if act.squad and not self.same_squad(mover.squad, act.squad):
            raise self._refuse(f"Manévr {act.squad} smí přemístit jen jednotky družstva {act.squad}", "manevr")
        if mover.suppressed:
            raise self._refuse("Ani manévrem nelze přemístit jednotku pod palbou", "manevr")
        if mover.tile is None:
            raise self._refuse("Jednotka není na herním plánu", "manevr")
        self._check_move(side, mover, mover.tile, act, play, "manevr")

    # --- support
    def _check_posily(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        reserve = {c.uid: c for c in self.position.cards[side].reserve}
        limit = act.value or 0
        if len(play.cards) > limit:
            raise self._refuse(f"Posily {limit}: lze vzít nejvýše {cards_acc(limit)} ze zálohy", "posily")
        for uid in play.cards:
            if uid not in reserve:
                raise self._refuse("Tato karta není ve vaší záloze", "posily")
            if act.squad and not self.same_squad(reserve[uid].squad, act.squad):
                raise self._refuse(
                    f"Posily {limit} {act.squad}: ze zálohy lze vzít jen karty družstva {act.squad}", "posily"
                )

    def _check_okamzite_posily(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        reserve = {c.uid for c in self.position.cards[side].reserve}
        if len(play.cards) > (act.value or 1) or any(uid not in reserve for uid in play.cards):
            raise self._refuse("Okamžité posily 1: vezměte jednu kartu ze své zálohy", "okamzite-posily")

    def _check_za_mnou(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        if play.count is not None and play.count > (act.value or 0):
            raise self._refuse(f"Za mnou! {act.value}: doberte si nejvýše {cards_acc(act.value or 0)}", "za-mnou")

    def _check_zmateni_nepritele(self, *_: object) -> None:
        return None  # always playable; without fog cards in the enemy reserve it has no effect

    def _check_ovladnuti(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        pos = self.position
        assert unit is not None
        tile = self._unit_tile(side, card, unit, play)
        own = pos.control_of(tile, side)
        enemy = pos.enemy(side)
        if own is None:
            raise self._refuse(
                f"Ovládnutí: na poli {tile} musí ležet váš žeton kontroly stranou propátráno", "ovladnuti"
            )
        if own == CONTROLLED:
            raise self._refuse(f"Pole {tile} už ovládáte (žeton leží stranou ovládáno)", "ovladnuti")
        enemies = [u for u in pos.units_on(tile) if u.side == enemy]
        if self.variant.game == "normandie":
            if enemies:
                raise self._refuse(
                    f"Ovládnutí nelze: na poli {tile} je nepřátelská jednotka ({enemies[0].name})", "ovladnuti"
                )
        elif pos.control_of(tile, enemy) == CONTROLLED and any(not u.routed for u in enemies):
            raise self._refuse(
                f"Ovládnutí nelze: protivník pole {tile} ovládá a stojí tu jeho nerozprášená jednotka", "ovladnuti"
            )

    def _check_povzbuzeni(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        played = {c.uid: c for c in self.position.cards[side].play_area}
        if len(play.cards) != 1 or play.cards[0] not in played:
            raise self._refuse("Povzbuzení: zvolte 1 svou zahranou kartu ze stolu / z herní oblasti", "povzbuzeni")
        chosen = played[play.cards[0]]
        if act.squad and not self.same_squad(chosen.squad, act.squad):
            raise self._refuse(
                f"Povzbuzení {act.squad}: lze zvolit jen kartu družstva {act.squad} (karta {chosen.label} patří jinam)",
                "povzbuzeni",
            )
        if self.variant.game == "stalingrad":
            if play.follow is None:
                raise self._refuse("Povzbuzení: zvolte akci zvolené karty, kterou provedete", "povzbuzeni")
            follow_act = next((a for a in chosen.actions if a.kind == play.follow.action), None)
            if follow_act is None:
                raise self._refuse(f"Karta {chosen.label} akci {action_name(play.follow.action)} nemá", "povzbuzeni")
            if follow_act.upgraded:
                raise self._refuse("Povzbuzením nelze provést vylepšenou akci", "povzbuzeni")
            self._check_card(side, chosen, play.follow, from_hand=False)

    def _check_vypeti_sil(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        played = {c.uid: c for c in self.position.cards[side].play_area}
        if len(play.cards) != 1 or play.cards[0] not in played or play.follow is None:
            raise self._refuse("Vypětí sil: zvolte zahranou kartu z herní oblasti a její akci", "vypeti-sil")
        chosen = played[play.cards[0]]
        if not chosen.is_unit_card or chosen.name == "tank":
            raise self._refuse("Vypětí sil lze použít jen na kartu pěší jednotky (ne tanku)", "vypeti-sil")
        self._check_card(side, chosen, play.follow, from_hand=False)

    def _check_pruzkum(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        if self.variant.game == "stalingrad" and not any(c.is_fog for c in self.position.cards[side].hand):
            raise self._refuse("Průzkum nelze provést: v ruce nemáte kartu válečný zmatek", "pruzkum")

    def _check_zajistovaci_pruzkum(
        self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play
    ) -> None:
        self._check_pruzkum(side, card, unit, act, play)
        if play.path:
            assert unit is not None
            self._check_move(
                side, unit, self._unit_tile(side, card, unit, play), CardAction("patrani", 1), play, "patrani"
            )

    def _check_zamereni(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        pos = self.position
        assert unit is not None
        if play.tile is None or play.tile not in pos.tiles:
            raise self._refuse("Zaměření: zvolte pole pro žeton zaměření", "zamereni")
        start = self._unit_tile(side, card, unit, play)
        d = pos.distance(start, play.tile)
        if d < MORTAR_MIN_RANGE:
            raise self._refuse(
                f"Žeton zaměření musí ležet nejméně 3 pole od minometu (pole {play.tile} je ve vzdálenosti {d})",
                "zamereni",
            )

    def _check_dymavnice(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        tile = self._unit_tile(side, card, unit, play)
        if tile in self.position.smoke:
            raise self._refuse("Na každém poli může ležet nejvýše jeden žeton dýmu", "smoke")
        if self.position.cards[side].smoke_placed.get(card.squad, 0) >= MAX_SMOKE_PER_SQUAD:
            raise self._refuse("Každé družstvo smí za scénář umístit nejvýše dva žetony dýmu", "dymavnice")

    def _check_miny(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        pos = self.position
        assert unit is not None
        tile = self._unit_tile(side, card, unit, play)
        if len(play.mines) > (act.value or 0):
            raise self._refuse(f"Miny {act.value}: nejvýše {act.value} žetonů min", "miny")
        placed = pos.cards[side].mines_placed.get(card.squad, 0)
        if placed + len(play.mines) > MAX_MINES_PER_SQUAD:
            raise self._refuse("Každé družstvo smí za scénář umístit nejvýše čtyři žetony min", "miny")
        seen: set[frozenset[str]] = set()
        for a, b, _ in play.mines:
            edge = frozenset((a, b))
            if tile not in edge or (b if a == tile else a) not in pos.adjacency[tile]:
                raise self._refuse(f"Minu lze položit jen na okraj pole {tile}, kde jednotka stojí", "miny")
            if edge in seen or any(m.edge == edge and m.owner == side for m in pos.mines):
                raise self._refuse("Na okraj, kde už leží vaše mina, další minu umístit nelze", "miny")
            seen.add(edge)

    def _check_palebny_sektor(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        if play.tile is None or play.tile not in self.position.tiles:
            raise self._refuse("Palebný sektor: zvolte pole pro žeton", "palebny-sektor")

    def _check_pripravit(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        if play.unit is None:
            raise self._refuse("Připravit: zvolte jednotku pod palbou", "pripravit")
        target = self.position.find_unit(play.unit)
        if target.side != side or not target.suppressed:
            raise self._refuse("Připravit lze jen vlastní jednotku ve stavu pod palbou", "pripravit")
        if act.squad and not self.same_squad(target.squad, act.squad):
            raise self._refuse(f"Připravit {act.squad}: jen jednotku družstva {act.squad}", "pripravit")

    def _check_protiletadlova_obrana(self, *_: object) -> None:
        return None

    def _check_vypad(self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play) -> None:
        assert unit is not None
        self._check_move(side, unit, self._unit_tile(side, card, unit, play), CardAction("presun", 1), play, "presun")
        if play.follow is not None:
            self._check_combat_follow(side, card, unit, play.follow, start=play.path[-1])

    def _check_utok_a_skryty_presun(
        self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play
    ) -> None:
        assert unit is not None
        if play.follow is None:
            raise self._refuse("Útok a skrytý přesun: zvolte bojovou akci karty", "utok-a-skryty-presun")
        start = self._unit_tile(side, card, unit, play)
        self._check_combat_follow(side, card, unit, play.follow, start=start)
        if play.path:
            self._check_move(side, unit, start, CardAction("skryty-presun", 1), play, "skryty-presun")

    def _check_combat_follow(self, side: Side, card: Card, unit: Unit, follow: Play, start: TileId) -> None:
        if follow.action not in self.variant.combat:
            raise self._refuse("Tato část akce musí být bojová akce uvedená na kartě", "actions")
        act = self._card_action(card, follow.action)
        self._check_combat(side, card, unit, act, follow, start=start)

    # --- combat
    def _check_combat(
        self, side: Side, card: Card, unit: Unit | None, act: CardAction, play: Play, start: TileId | None = None
    ) -> None:
        pos, v = self.position, self.variant
        spec = v.combat[play.action]
        assert unit is not None
        if unit.routed:
            raise self._refuse("Rozprášená jednotka se nemůže účastnit boje", "rout")
        origin = start or self._unit_tile(side, card, unit, play)
        if spec.target_mode == "mortar":
            if side not in pos.mortar_target:
                raise self._refuse("Výbuch nelze provést: žeton zaměření není na herním plánu", "target")
            return
        if play.target is None:
            raise self._refuse("Zvolte cíl útoku", "target")
        kind = play.target[0]
        if spec.target_mode == "tile":
            if kind != "tile" or play.target[1] not in pos.tiles:
                raise self._refuse(f"Akce {action_name(play.action)} cílí na pole", "target")
            dest = play.target[1]
            hit_any = any(not u.is_tank and (u.side != side or spec.include_own) for u in pos.units_on(dest)) or (
                BUILDING in spec.target_classes and (pos.tiles[dest].is_building or dest in pos.tunnels)
            )
            if not hit_any:
                raise self._refuse(f"Na poli {dest} není žádný cíl akce {action_name(play.action)}", "target")
        else:
            if kind == "unit":
                target = pos.unit(play.target[1], play.target[2], play.target[3] or None)
                if target.side == side:
                    raise self._refuse("Cílem musí být nepřátelský žeton jednotky", "target")
                if target.tile is None:
                    raise self._refuse("Cílová jednotka není na herním plánu", "target")
                cls = TANK if target.is_tank else INFANTRY
                dest = target.tile
            elif kind in (BUILDING, TUNNEL):
                dest = play.target[1]
                if kind == BUILDING and not pos.tiles[dest].is_building:
                    raise self._refuse(f"Pole {dest} není budova (nemá odolnost budovy)", "building_damage")
                if kind == TUNNEL and dest not in pos.tunnels:
                    raise self._refuse(f"Na poli {dest} není žeton tunelu", "tunnels")
                cls = kind
            else:
                raise self._refuse("Neznámý druh cíle", "target")
            if cls not in spec.target_classes:
                allowed = {INFANTRY: "nepřátelskou pěší jednotku", TANK: "tank", BUILDING: "budovu", TUNNEL: "tunel"}
                names = ", ".join(allowed[c] for c in sorted(spec.target_classes))
                if cls == TANK and spec.effect == "suppress":
                    raise self._refuse(
                        "Tank nelze uvést do stavu pod palbou: akce "
                        f"{action_name(play.action)} na tank nemá účinek (cílí jen na pěší jednotky)",
                        "tanks",
                    )
                key = "tanks" if cls == TANK and self.variant.game == "stalingrad" else "target"
                raise self._refuse(f"Akce {action_name(play.action)} může cílit jen na: {names}", key)
        d = pos.distance(origin, dest)
        range_key = "new_combat_actions" if v.game == "stalingrad" else "target"
        if act.max_range is not None and d > act.max_range:
            raise self._refuse(f"Cíl musí být nejvýše {act.max_range} polí daleko (je {d})", range_key)
        if act.min_range is not None and d < act.min_range:
            raise self._refuse(f"Cíl musí být nejméně {act.min_range} polí daleko (je {d})", range_key)

    # ------------------------------------------------------------------ generation
    def candidates(self, side: Side | None = None) -> Iterator[Play]:
        """Every play worth considering for the cards in hand (not yet filtered).

        Choices with many combinations are sampled, not enumerated: posily takes the first
        eligible reserve cards, miny places one mine per edge and side of the token.
        """
        pos = self.position
        side = side or pos.to_move
        for card in pos.cards[side].hand:
            if card.is_fog:
                continue
            yield Play(card.uid, "stazeni-do-zalohy")
            unit = self.card_unit(side, card)
            if unit is not None and unit.suppressed:
                yield Play(card.uid, "pripraveni-jednotky")
                continue
            yield from self._card_plays(side, card, unit, nested=False)

    def _card_plays(
        self, side: Side, card: Card, unit: Unit | None, *, nested: bool, upgraded_ok: bool = True
    ) -> Iterator[Play]:
        pos, v = self.position, self.variant
        pc = pos.cards[side]
        start = unit.tile if unit is not None and unit.tile is not None else None
        if unit is not None and start is None:
            tiles = self.deployment_tiles(side, card)
            start = tiles[0] if tiles else None
        for act in card.actions:
            kind = act.kind
            if act.upgraded and not upgraded_ok:
                continue
            if kind in ("presun", "skryty-presun", "patrani") and start is not None and unit is not None:
                value = act.value or v.default_values.get(kind, (1, ""))[0]
                for path in self._paths(start, value, unit.is_tank):
                    yield Play(card.uid, kind, path=path)
            elif kind == "manevr":
                for mover in pos.units:
                    if mover.side == side and mover.tile is not None:
                        for nxt in pos.move_neighbours(mover.tile, tank=mover.is_tank):
                            yield Play(card.uid, kind, unit=mover.key, path=(nxt,))
            elif kind in v.combat:
                for target in self._targets(side, kind):
                    yield Play(card.uid, kind, target=target)
            elif kind in ("zamereni", "palebny-sektor"):
                for tile in pos.tiles:
                    yield Play(card.uid, kind, tile=tile)
            elif kind == "posily":
                eligible = [c.uid for c in pc.reserve if not act.squad or self.same_squad(c.squad, act.squad)]
                yield Play(card.uid, kind, cards=tuple(eligible[: act.value or 0]))
            elif kind == "okamzite-posily":
                for c in pc.reserve:
                    yield Play(card.uid, kind, cards=(c.uid,))
            elif kind == "miny" and start is not None:
                for other in sorted(pos.adjacency[start]):
                    for anti_tank in (False, True):
                        yield Play(card.uid, kind, mines=((start, other, anti_tank),))
            elif kind == "pripravit":
                for u in pos.units:
                    if u.side == side and u.suppressed:
                        yield Play(card.uid, kind, unit=u.key)
            elif kind in ("povzbuzeni", "vypeti-sil") and not nested:
                for c in pc.play_area:
                    if v.game == "normandie":
                        yield Play(card.uid, kind, cards=(c.uid,))
                        continue
                    nested_plays = self._card_plays(
                        side, c, self.card_unit(side, c), nested=True, upgraded_ok=kind == "vypeti-sil"
                    )
                    for follow in nested_plays:
                        yield Play(card.uid, kind, cards=(c.uid,), follow=follow)
            elif kind == "vypad" and start is not None and unit is not None:
                combats = [a.kind for a in card.actions if a.kind in v.combat]
                for path in self._paths(start, 1, unit.is_tank):
                    yield Play(card.uid, kind, path=path)
                    for combat in combats:
                        for target in self._targets(side, combat):
                            yield Play(card.uid, kind, path=path, follow=Play(card.uid, combat, target=target))
            elif kind == "utok-a-skryty-presun" and start is not None and unit is not None:
                for combat in (a.kind for a in card.actions if a.kind in v.combat):
                    for target in self._targets(side, combat):
                        follow = Play(card.uid, combat, target=target)
                        yield Play(card.uid, kind, follow=follow)
                        for path in self._paths(start, 1, unit.is_tank):
                            yield Play(card.uid, kind, follow=follow, path=path)
            elif kind == "zajistovaci-pruzkum" and start is not None and unit is not None:
                yield Play(card.uid, kind)
                for path in self._paths(start, 1, unit.is_tank):
                    yield Play(card.uid, kind, path=path)
            elif kind in ("ovladnuti", "za-mnou", "zmateni-nepritele", "pruzkum", "dymavnice", "protiletadlova-obrana"):
                yield Play(card.uid, kind)

    def _targets(self, side: Side, kind: str) -> Iterator[Target | None]:
        pos = self.position
        spec = self.variant.combat[kind]
        if spec.target_mode == "mortar":
            yield None
        elif spec.target_mode == "tile":
            for tile in pos.tiles:
                yield ("tile", tile)
        else:
            enemy = pos.enemy(side)
            for u in pos.units:
                if u.side == enemy and u.tile is not None:
                    yield ("unit", u.side, u.kind, u.squad or "")
            if TANK in spec.target_classes:
                for tile_id, tile in pos.tiles.items():
                    if tile.is_building:
                        yield (BUILDING, tile_id)
                for tile_id in sorted(pos.tunnels):
                    yield (TUNNEL, tile_id)

    def _paths(self, start: TileId, length: int, tank: bool) -> Iterator[tuple[TileId, ...]]:
        neighbours = self.position.move_neighbours
        frontier: list[tuple[TileId, ...]] = [()]
        for _ in range(length):
            nxt: list[tuple[TileId, ...]] = []
            for path in frontier:
                here = path[-1] if path else start
                for tile in neighbours(here, tank=tank):
                    if tile != start and tile not in path:
                        new = (*path, tile)
                        nxt.append(new)
                        yield new
            frontier = nxt

    @property
    def legal_actions(self) -> list[Play]:
        out = []
        for play in self.candidates():
            try:
                self.check(play)
            except (IllegalActionError, MissingFactError):
                continue
            out.append(play)
        return out

    def is_legal(self, play: Play) -> bool:
        try:
            self.check(play)
        except (IllegalActionError, MissingFactError):
            return False
        return True

    # ------------------------------------------------------------------ combat preview
    def attack_lines(
        self,
        side: Side,
        attacker: Unit,
        action: str,
        act: CardAction,
        target: Target | None,
        origin: TileId | None = None,
    ) -> list[AttackLine]:
        """Defense, dice and exact odds against every target the action hits (no dice rolled)."""
        pos, v = self.position, self.variant
        spec = v.combat[action]
        origin = origin or attacker.tile
        assert origin is not None
        targets: list[tuple[Target, str, int | None, TileId, Side | None]] = []
        if spec.target_mode in ("tile", "mortar"):
            tile_id = pos.mortar_target[side] if spec.target_mode == "mortar" else (target or ("", ""))[1]
            if BUILDING in spec.target_classes and pos.tiles[tile_id].is_building:
                targets.append(((BUILDING, tile_id), BUILDING, pos.tiles[tile_id].durability, tile_id, None))
            if TUNNEL in spec.target_classes and tile_id in pos.tunnels:
                targets.append(((TUNNEL, tile_id), TUNNEL, None, tile_id, None))
            for u in pos.units_on(tile_id):
                if u.is_tank or (u.side == side and not spec.include_own):
                    continue
                targets.append((("unit", u.side, u.kind, u.squad or ""), INFANTRY, u.defense, tile_id, u.side))
        else:
            assert target is not None
            if target[0] == "unit":
                u = pos.unit(target[1], target[2], target[3] or None)
                assert u.tile is not None
                targets.append((target, TANK if u.is_tank else INFANTRY, u.defense, u.tile, u.side))
            elif target[0] == BUILDING:
                targets.append((target, BUILDING, pos.tiles[target[1]].durability, target[1], None))
            else:
                targets.append((target, TUNNEL, None, target[1], None))
        lines = []
        for tgt, cls, base, tile_id, owner in targets:
            if base is None and cls != TUNNEL:
                raise MissingFactError("Pozice neuvádí základní obranu cíle", fact="base_defense")
            defense = total_defense(
                v,
                action,
                target_class=cls,
                base=base,
                tile=pos.tiles[tile_id],
                distance=pos.distance(origin, tile_id),
                attacker_tile=pos.tiles[origin],
                smoke=tile_id in pos.smoke,
                target_controls_tile=owner is not None and pos.control_of(tile_id, owner) == CONTROLLED,
            )
            dice = act.dice_for(cls)
            if dice is None:
                dice = v.default_values.get(action, (None, ""))[0]
            odds = p_hit(dice, defense.total) if dice is not None else None
            lines.append(AttackLine(tgt, cls, defense, dice, odds))
        return lines

    def evaluate_attack(
        self,
        side: Side,
        attacker: Unit,
        action: str,
        act: CardAction,
        target: Target | None,
        rolls: Iterable[int] | None = None,
    ) -> tuple[list[AttackLine], Explanation]:
        """A full attack evaluation without changing the position: defense, exact odds and,
        with ``rolls``, the result of the roll, all explained."""
        from engine.undaunted.combat import odds_steps

        lines = self.attack_lines(side, attacker, action, act, target)
        expl = Explanation()
        dice = Dice(rolls) if rolls is not None else None
        for line in lines:
            expl.extend(line.defense.explanation)
            if line.dice is None:
                continue
            odds, _ = odds_steps(self.variant, line.dice, line.defense.total)
            expl.extend(odds)
            if dice is not None:
                line.rolls = dice.roll(line.dice)
                roll = resolve_roll(self.variant, line.rolls, line.defense.total)
                line.success = roll.success
                expl.extend(roll.explanation)
        return lines, expl

    # ------------------------------------------------------------------ effects
    def play(self, play: Play, *, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> PushResult:
        self.check(play)
        return self.push(play, rolls=rolls, rng=rng)

    def push(self, play: Play, *, rolls: Iterable[int] | None = None, rng: random.Random | None = None) -> PushResult:
        """Apply ``play`` for the side to move.  Does not check legality (see :meth:`play`)."""
        pos = self.position
        side = pos.to_move
        pc = pos.cards[side]
        card = self._hand_card(side, play.card)
        pc.hand.remove(card)
        result = PushResult()
        dice = Dice(rolls, rng)
        if play.action == "stazeni-do-zalohy":
            pc.reserve.append(card)
            result.explanation.add(
                f"Karta {card.label} se stahuje do zálohy; žeton jednotky se nepokládá ani neodstraňuje",
                self._cite("withdraw"),
            )
            return result
        pc.play_area.append(card)
        self._resolve(side, card, play, result, dice, rng)
        return result

    def _deploy(self, side: Side, card: Card, unit: Unit, play: Play, expl: Explanation) -> None:
        if unit.tile is None:
            tiles = self.deployment_tiles(side, card)
            unit.tile = play.tile if play.tile in tiles else tiles[0]
            expl.add(f"Žeton jednotky {unit.name} se nasazuje na pole {unit.tile}", self._cite("deployment"))

    def _resolve(
        self, side: Side, card: Card, play: Play, result: PushResult, dice: Dice, rng: random.Random | None
    ) -> None:
        pos, v = self.position, self.variant
        pc = pos.cards[side]
        expl = result.explanation
        unit = self.card_unit(side, card)
        if play.action == "pripraveni-jednotky":
            assert unit is not None
            unit.suppressed = False
            expl.add(f"Místo akce se žeton jednotky {unit.name} otočí stranou připraveni", self._cite("suppressed"))
            return
        if unit is not None:
            self._deploy(side, card, unit, play, expl)
        kind = play.action
        act = next((a for a in card.actions if a.kind == kind), CardAction(kind))
        if kind in MOVES:
            mover = pos.find_unit(play.unit) if kind == "manevr" and play.unit else unit
            assert mover is not None
            self._move(side, mover, play.path, kind, expl, dice)
        elif kind in v.combat:
            assert unit is not None
            self._combat(side, unit, kind, act, play, result, dice, rng)
        elif kind == "posily" or kind == "okamzite-posily":
            for uid in play.cards:
                chosen = next(c for c in pc.reserve if c.uid == uid)
                pc.reserve.remove(chosen)
                (pc.discard if kind == "posily" else pc.hand).append(chosen)
                where = "do odhazovacího balíčku" if kind == "posily" else "do ruky"
                expl.add(f"Karta {chosen.label} ze zálohy {where}", self._cite(kind))
                self._unroute(side, chosen, expl, kind)
        elif kind == "za-mnou":
            count = play.count if play.count is not None else (act.value or v.default_values["za-mnou"][0])
            drawn = zones.draw(pc, count, rng)
            expl.add(f"Dobráno do ruky: {cards_acc(len(drawn))}; lze je v tomto tahu hrát", self._cite("za-mnou"))
        elif kind == "zmateni-nepritele":
            epc = pos.cards[pos.enemy(side)]
            fog = next((c for c in epc.reserve if c.is_fog), None)
            if fog is None:
                expl.add("Protivník nemá v záloze válečný zmatek: akce nemá účinek", self._cite("zmateni-nepritele"))
            else:
                epc.reserve.remove(fog)
                epc.discard.append(fog)
                expl.add("Protivník si přidá válečný zmatek do odhazovacího balíčku", self._cite("zmateni-nepritele"))
        elif kind == "ovladnuti":
            assert unit is not None and unit.tile is not None
            pos.control[(unit.tile, side)] = CONTROLLED
            enemy = pos.enemy(side)
            expl.add(f"Žeton kontroly na poli {unit.tile} se otočí stranou ovládáno", self._cite("ovladnuti"))
            if pos.control_of(unit.tile, enemy) == CONTROLLED:
                pos.control[(unit.tile, enemy)] = SCOUTED
                expl.add("Nepřátelský žeton ovládáno se otočí stranou propátráno", self._cite("ovladnuti"))
        elif kind == "povzbuzeni":
            chosen = next(c for c in pc.play_area if c.uid == play.cards[0])
            if v.game == "normandie":
                pc.play_area.remove(chosen)
                pc.hand.append(chosen)
                expl.add(
                    f"Karta {chosen.label} se vrací ze stolu do ruky; lze ji v tomto tahu znovu hrát",
                    self._cite("povzbuzeni"),
                )
            else:
                assert play.follow is not None
                expl.add(
                    f"Povzbuzení: provádí se nevylepšená akce karty {chosen.label}, karta zůstává v herní oblasti",
                    self._cite("povzbuzeni"),
                )
                self._resolve(side, chosen, play.follow, result, dice, rng)
        elif kind == "vypeti-sil":
            chosen = next(c for c in pc.play_area if c.uid == play.cards[0])
            assert play.follow is not None
            self._resolve(side, chosen, play.follow, result, dice, rng)
            worn = self.card_unit(side, chosen)
            if worn is not None:
                worn.suppressed = True
                expl.add(f"Vypětí sil: jednotka {worn.name} se otočí stranou pod palbou", self._cite("vypeti-sil"))
                self._drop_fire_lane(worn, expl)
        elif kind in ("pruzkum", "zajistovaci-pruzkum"):
            fog = next((c for c in pc.hand if c.is_fog), None)
            if fog is None:
                expl.add("V ruce není válečný zmatek: průzkum nemá žádný účinek", self._cite("pruzkum"))
            else:
                pc.hand.remove(fog)
                pc.set_aside.append(fog)
                drawn = zones.draw(pc, 1, rng)
                where = "vyřazen ze hry" if v.game == "normandie" else "odložen stranou do konce scénáře"
                expl.add(
                    f"Válečný zmatek je {where}; dobrána 1 karta ({len(drawn)}), lze ji hrát v tomto tahu",
                    self._cite("pruzkum"),
                )
            if kind == "zajistovaci-pruzkum" and play.path:
                assert unit is not None
                self._move(side, unit, play.path, "patrani", expl, dice)
        elif kind == "zamereni":
            assert play.tile is not None
            pos.mortar_target[side] = play.tile
            expl.add(f"Žeton zaměření leží na poli {play.tile}", self._cite("zamereni"))
        elif kind == "dymavnice":
            assert unit is not None and unit.tile is not None
            pos.smoke[unit.tile] = (side, card.squad)
            pc.smoke_placed[card.squad] = pc.smoke_placed.get(card.squad, 0) + 1
            expl.add(f"Žeton dýmu na poli {unit.tile}: obrana všech jednotek tam +2", self._cite("dymavnice"))
        elif kind == "miny":
            for a, b, anti_tank in play.mines:
                pos.mines.append(Mine(frozenset((a, b)), side, card.squad, anti_tank))
            pc.mines_placed[card.squad] = pc.mines_placed.get(card.squad, 0) + len(play.mines)
            expl.add(f"Položeno min: {len(play.mines)}", self._cite("miny"))
        elif kind == "palebny-sektor":
            assert play.tile is not None
            pos.fire_lanes[(side, card.squad)] = play.tile
            expl.add(f"Žeton palebného sektoru na poli {play.tile}", self._cite("palebny-sektor"))
        elif kind == "pripravit":
            assert play.unit is not None
            pos.find_unit(play.unit).suppressed = False
            expl.add("Zvolená jednotka se otočí stranou připraveni", self._cite("pripravit"))
        elif kind == "protiletadlova-obrana":
            epc = pos.cards[pos.enemy(side)]
            for zone in ("hand", "discard", "deck"):
                pile = epc.zone(zone)
                bomber = next((c for c in pile if c.name == "bombarder"), None)
                if bomber is not None:
                    pile.remove(bomber)
                    epc.casualties.append(bomber)
                    expl.add(
                        f"Protivník odstraní kartu bombardér {zones.ZONE_NAMES[zone]}",
                        self._cite("protiletadlova-obrana"),
                    )
                    if zone == "deck" and rng is not None:
                        rng.shuffle(epc.deck)
                    break
            else:
                expl.add(
                    "Protivník kartu bombardér nemá: kartu smíte vrátit do zálohy", self._cite("protiletadlova-obrana")
                )
        elif kind == "vypad":
            assert unit is not None
            stopped = self._move(side, unit, play.path, "presun", expl, dice)
            if play.follow is not None and not stopped:
                act2 = next(a for a in card.actions if a.kind == play.follow.action)
                self._combat(side, unit, play.follow.action, act2, play.follow, result, dice, rng)
        elif kind == "utok-a-skryty-presun":
            assert unit is not None and play.follow is not None
            act2 = next(a for a in card.actions if a.kind == play.follow.action)
            self._combat(side, unit, play.follow.action, act2, play.follow, result, dice, rng)
            if play.path:
                self._move(side, unit, play.path, "skryty-presun", expl, dice)

    def _unroute(self, side: Side, card: Card, expl: Explanation, key: str) -> None:
        unit = self.card_unit(side, card)
        if unit is not None and unit.routed:
            unit.routed = False
            expl.add(f"Jednotka {unit.name} už není rozprášená (žeton rozprášení odstraněn)", self._cite(key))

    def _move(self, side: Side, unit: Unit, path: tuple[TileId, ...], kind: str, expl: Explanation, dice: Dice) -> bool:
        """Move step by step; mines and fire lanes may stop the move.  Returns True when stopped."""
        pos = self.position
        pc = pos.cards[side]
        enemy = pos.enemy(side)
        for step in path:
            assert unit.tile is not None
            edge = frozenset((unit.tile, step))
            for mine in list(pos.mines):
                if mine.edge != edge or mine.owner != enemy or mine.anti_tank != unit.is_tank:
                    continue
                if self._mine_attack(unit, mine, expl, dice):
                    return True
            unit.tile = step
            if kind == "patrani" and pos.control_of(step, side) is None:
                pos.control[(step, side)] = SCOUTED
                fog = [c for c in pc.reserve if c.is_fog][:FOG_PER_TOKEN]
                for c in fog:
                    pc.reserve.remove(c)
                    pc.discard.append(c)
                note = "" if fog else " (v záloze už žádný válečný zmatek není)"
                expl.add(
                    f"Pole {step} propátráno: váš žeton kontroly a válečný zmatek do odhazovacího balíčku{note}",
                    self._cite("patrani"),
                )
            lanes = [(k, t) for k, t in pos.fire_lanes.items() if t == step and k[0] == enemy]
            if not unit.is_tank:
                for (lane_side, squad), _ in lanes:
                    if self._fire_lane_attack(unit, lane_side, squad, expl, dice):
                        return True
        if unit.kind == "minomet" and side in pos.mortar_target:
            del pos.mortar_target[side]
            expl.add("Minomet se přesunul: žeton zaměření se odstraňuje z herního plánu", self._cite("zamereni"))
        if unit.kind == "kulometcici" and (side, unit.squad) in pos.fire_lanes:
            del pos.fire_lanes[(side, unit.squad)]
            expl.add("Kulometčíci se přesunuli: jejich žeton palebného sektoru se odebírá", self._cite("fire_lanes"))
        expl.add(f"Jednotka {unit.name} se přesunula na pole {unit.tile} ({action_name(kind)})", self._cite(kind))
        if kind == "skryty-presun" and self.variant.game == "normandie":
            expl.add(
                "Skrytý přesun o 1 pole podle textu pravidla; stručný přehled uvádí 2, engine se řídí textem pravidla",
                self._cite("skryty-presun"),
                self._cite("quick_reference_hidden_move"),
            )
        return False

    def _mine_attack(self, unit: Unit, mine: Mine, expl: Explanation, dice: Dice) -> bool:
        pos, v = self.position, self.variant
        action = "demolice" if mine.anti_tank else "utok"
        assert unit.tile is not None
        defense = total_defense(
            v,
            action,
            target_class=TANK if unit.is_tank else INFANTRY,
            base=unit.defense,
            tile=pos.tiles[unit.tile],
            distance=0,
            mine=True,
            smoke=unit.tile in pos.smoke,
        )
        expl.extend(defense.explanation)
        rolled = dice.roll(MINE_DICE)
        roll = resolve_roll(v, rolled, defense.total)
        expl.extend(roll.explanation)
        if not roll.success:
            expl.add("Mina nezpůsobila ztráty: přesun pokračuje, mina zůstává", self._cite("mines"))
            return False
        self._casualty(unit, expl, None, None)
        pos.mines.remove(mine)
        expl.add(
            "Mina způsobila ztráty: jednotka zůstává před minou, její akce končí a mina se odstraňuje",
            self._cite("mines"),
        )
        return True

    def _fire_lane_attack(self, unit: Unit, lane_side: Side, squad: str | None, expl: Explanation, dice: Dice) -> bool:
        pos, v = self.position, self.variant
        try:
            gunner = pos.unit(lane_side, "kulometcici", squad)
        except KeyError:
            return False
        assert unit.tile is not None and gunner.tile is not None
        expl.add(
            f"Pole {unit.tile} leží v nepřátelském palebném sektoru: kulometčíci {squad or ''} provádějí "
            f"krycí palbu {FIRE_LANE_DICE}",
            self._cite("fire_lanes"),
        )
        defense = total_defense(
            v,
            "kryci-palba",
            target_class=INFANTRY,
            base=unit.defense,
            tile=pos.tiles[unit.tile],
            distance=pos.distance(gunner.tile, unit.tile),
            attacker_tile=pos.tiles[gunner.tile],
            smoke=unit.tile in pos.smoke,
            target_controls_tile=pos.control_of(unit.tile, unit.side) == CONTROLLED,
        )
        expl.extend(defense.explanation)
        roll = resolve_roll(v, dice.roll(FIRE_LANE_DICE), defense.total)
        expl.extend(roll.explanation)
        if roll.success and not unit.suppressed:
            unit.suppressed = True
            self._drop_fire_lane(unit, expl)
            expl.add(
                "Jednotka je pod palbou a její akce okamžitě končí; žeton sektoru zůstává", self._cite("fire_lanes")
            )
            return True
        return False

    def _combat(
        self,
        side: Side,
        unit: Unit,
        kind: str,
        act: CardAction,
        play: Play,
        result: PushResult,
        dice: Dice,
        rng: random.Random | None,
    ) -> None:
        v = self.variant
        spec = v.combat[kind]
        lines = self.attack_lines(side, unit, kind, act, play.target)
        expl = result.explanation
        if not lines:
            expl.add("Na zvoleném poli není žádný cíl", self._cite("target"))
        for line in lines:
            expl.extend(line.defense.explanation)
            if line.dice is None:
                raise MissingFactError(f"Karta neuvádí hodnotu akce {action_name(kind)}", fact="action_value")
            line.rolls = dice.roll(line.dice)
            roll = resolve_roll(v, line.rolls, line.defense.total)
            expl.extend(roll.explanation)
            line.success = roll.success
            if roll.success:
                line.effect = self._apply_hit(line, spec.effect, spec.push, play.push_to, expl, rng)
            result.attacks.append(line)

    def _apply_hit(
        self,
        line: AttackLine,
        effect: str,
        push: bool,
        push_to: TileId | None,
        expl: Explanation,
        rng: random.Random | None,
    ) -> str:
        pos = self.position
        if line.target_class == BUILDING:
            tile = pos.tiles[line.target[1]]
            if tile.state == "A":
                tile.state = "B"
                expl.add(
                    f"Budova na poli {tile.id} je poškozena: dílek {tile.id} se nahradí variantou B "
                    "(nižší kryt budovy a odolnost podle nového dílku)",
                    self._cite("building_damage"),
                )
                return "poškozena"
            tile.building_cover = None
            tile.durability = None
            tile.impassable = False
            tile.state = chr(ord(tile.state) + 1)
            expl.add(
                f"Budova na poli {tile.id} je zničena: ztrácí kryt budovy i odolnost a není už neprůjezdným terénem",
                self._cite("building_damage"),
            )
            return "zničena"
        if line.target_class == TUNNEL:
            pos.tunnels.discard(line.target[1])
            expl.add("Tunel je zničen: žeton tunelu se odebírá ze hry", self._cite("tunnel_hit"))
            return "zničen"
        unit = pos.unit(line.target[1], line.target[2], line.target[3] or None)
        if effect == "suppress":
            if unit.is_tank:
                expl.add("Tank nelze uvést do stavu pod palbou: bez účinku", self._cite("tanks"))
                return "bez účinku"
            if unit.suppressed:
                expl.add("Jednotka už je pod palbou: akce nemá žádný účinek", self._cite("suppression"))
                return "bez účinku"
            unit.suppressed = True
            self._drop_fire_lane(unit, expl)
            expl.add(
                f"Žeton jednotky {unit.name} se otočí stranou pod palbou (žádné ztráty)", self._cite("suppression")
            )
            return "pod palbou"
        return self._casualty(unit, expl, push_to if push else None, rng, rout_push=push_to)

    def _drop_fire_lane(self, unit: Unit, expl: Explanation) -> None:
        if unit.kind == "kulometcici" and (unit.side, unit.squad) in self.position.fire_lanes:
            del self.position.fire_lanes[(unit.side, unit.squad)]
            expl.add("Žeton palebného sektoru těchto kulometčíků se odebírá", self._cite("fire_lanes"))

    def _casualty(
        self,
        unit: Unit,
        expl: Explanation,
        flame_to: TileId | None,
        rng: random.Random | None,
        rout_push: TileId | None = None,
    ) -> str:
        pos, v = self.position, self.variant
        res = zones.casualty_search(v, pos.cards[unit.side], unit.kind, unit.squad, rng)
        expl.extend(res.explanation)
        self._drop_fire_lane(unit, expl)
        outcome = res.outcome
        if outcome == "odstraněn":
            unit.tile = None
            return outcome
        moved = False
        if outcome == "rozprášena":
            unit.routed = True
            if rout_push is not None:
                moved = self._push_unit(unit, rout_push, expl, "rout")
        if flame_to is not None and not moved:
            self._push_unit(unit, flame_to, expl, "flamethrower")
        return outcome

    def _push_unit(self, unit: Unit, dest: TileId, expl: Explanation, key: str) -> bool:
        pos = self.position
        assert unit.tile is not None
        if unit.kind == "protitankovy-kanon":
            expl.add("Jednotku protitankový kanón nelze přesunout", self._cite(key))
            return False
        if dest not in pos.adjacency[unit.tile] or pos.control_of(dest, unit.side) is None:
            raise self._refuse(
                "Jednotku lze přesunout jen na sousedící pole, které její vlastník propátral nebo ovládá", key
            )
        unit.tile = dest
        if unit.suppressed:
            unit.suppressed = False
        expl.add(
            f"Útočník přesunul jednotku {unit.name} na pole {dest} (miny ani palebné sektory se nespouštějí)",
            self._cite(key),
        )
        return True
