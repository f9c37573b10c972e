"""The two games as variants of one rules core (python-chess style: a small class per
game that carries its names, its numbers and the few hooks where the rules differ).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.explain import RuleId
from engine.undaunted.citations import cite
from engine.undaunted.model import BUILDING, INFANTRY, TANK, TUNNEL
from engine.undaunted.names import fold


@dataclass(frozen=True)
class CombatSpec:
    """How a combat action picks targets and what its success does.

    ``target_mode``: ``"unit"`` (one token or structure), ``"tile"`` (every target on a
    chosen tile) or ``"mortar"`` (every unit on the tile with the mortar target token).
    """

    target_mode: str
    target_classes: frozenset[str]
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
    game: str = ""
    title: str = ""
    aliases: tuple[str, ...] = ()
    sides: tuple[str, str] = ("", "")
    casualty_order: tuple[str, ...] = ()
    movement_actions: frozenset[str] = frozenset()
    support_actions: frozenset[str] = frozenset()
    combat: ClassVar[dict[str, CombatSpec]] = {}
    no_card_result: str = ""  # remove | rout
    default_values: ClassVar[dict[str, tuple[int, str]]] = {}  # action -> (value, where the manual prints it)

    def cite(self, key: str) -> RuleId:
        return cite(self.game, key)

    @property
    def actions(self) -> frozenset[str]:
        return self.movement_actions | self.support_actions | frozenset(self.combat)


class Normandie(Variant):
    game = "normandie"
    title = "Odhodlaní: Normandie"
    aliases = ("normandie", "odhodlani normandie", "normandia", "nieustraszeni normandia", "nieustraszeni")
    sides = ("američané", "němci")
    # 000 Ztráty: hand, discard pile, draw deck (then shuffle), then the token leaves the board
    casualty_order = ("hand", "discard", "deck")
    movement_actions = frozenset({"presun", "manevr", "patrani", "skryty-presun"})
    support_actions = frozenset(
        {"posily", "za-mnou", "zmateni-nepritele", "ovladnuti", "povzbuzeni", "pruzkum", "zamereni"}
    )
    combat: ClassVar[dict[str, CombatSpec]] = {
        "utok": CombatSpec("unit", _UNIT, "casualty"),
        "kryci-palba": CombatSpec("unit", _UNIT, "suppress"),
        "vybuch": CombatSpec("mortar", _UNIT, "casualty", include_own=True, range_bonus=False, hill_low=True),
    }
    no_card_result = "remove"
    default_values: ClassVar[dict[str, tuple[int, str]]] = {
        "presun": (1, "Přesun 1"),
        "manevr": (1, "Manévr 1"),
        "patrani": (2, "Pátrání 2"),
        "skryty-presun": (1, "Skrytý přesun 1 (text pravidla; stručný přehled uvádí 2)"),
        "za-mnou": (2, "Za mnou! 2"),
        "povzbuzeni": (1, "Povzbuzení 1"),
        "kryci-palba": (4, "Krycí palba 4"),
        "vybuch": (1, "Výbuch 1"),
    }


class Stalingrad(Variant):
    game = "stalingrad"
    title = "Odhodlaní: Stalingrad"
    aliases = ("stalingrad", "odhodlani stalingrad")
    sides = ("sověti", "němci")
    # 003 Ztráty: play area, hand, discard pile, draw deck (then shuffle), then rout
    casualty_order = ("play_area", "hand", "discard", "deck")
    movement_actions = frozenset({"manevr", "patrani", "presun", "skryty-presun"})
    support_actions = frozenset(
        {
            "dymavnice",
            "miny",
            "okamzite-posily",
            "ovladnuti",
            "palebny-sektor",
            "posily",
            "povzbuzeni",
            "protiletadlova-obrana",
            "pruzkum",
            "pripravit",
            "utok-a-skryty-presun",
            "vypad",
            "vypeti-sil",
            "za-mnou",
            "zajistovaci-pruzkum",
            "zmateni-nepritele",
        }
    )
    combat: ClassVar[dict[str, CombatSpec]] = {
        "utok": CombatSpec("unit", _UNIT, "casualty"),
        "plamenomet": CombatSpec("unit", _UNIT, "casualty", push=True),
        "kryci-palba": CombatSpec("unit", _UNIT, "suppress"),
        "protitankova-strela": CombatSpec("unit", _HEAVY, "casualty"),
        "demolice": CombatSpec("unit", _HEAVY, "casualty", cover=False, smoke=False),
        "bombardovani": CombatSpec(
            "tile", frozenset({INFANTRY, BUILDING, TUNNEL}), "casualty", include_own=True, range_bonus=False
        ),
        "umlcovaci-palba": CombatSpec("tile", _UNIT, "suppress"),
        "granaty": CombatSpec("tile", _UNIT, "casualty"),
    }
    no_card_result = "rout"
    default_values: ClassVar[dict[str, tuple[int, str]]] = {
        "presun": (1, "Přesun 1"),
        "manevr": (1, "Manévr 1"),
        "skryty-presun": (1, "Skrytý přesun 1"),
        "okamzite-posily": (1, "Okamžité posily 1"),
        "protiletadlova-obrana": (1, "Protiletadlová obrana 1"),
        "pripravit": (1, "Připravit 1"),
        "vypeti-sil": (1, "Vypětí sil 1"),
        "povzbuzeni": (1, "Povzbuzení 1"),
    }


NORMANDIE = Normandie()
STALINGRAD = Stalingrad()
VARIANTS: dict[str, Variant] = {"normandie": NORMANDIE, "stalingrad": STALINGRAD}


def find_variant(name: str) -> Variant:
    """Game id or alias (any case, diacritics optional) -> variant; ValueError if unknown."""
    folded = fold(name)
    for variant in VARIANTS.values():
        if folded == variant.game or folded in variant.aliases:
            return variant
    raise ValueError(f"neznámá hra: {name}")
