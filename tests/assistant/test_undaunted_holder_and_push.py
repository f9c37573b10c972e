"""Who holds a fortified tile, and the attacker's push of a routed enemy unit, read from the question's words.

Written from 003 (Stalingrad): "Pokud jednotka, proti které je vedena bojová akce, opevněné pole ovládá,
… použije hodnotu krytu opevnění. Pokud však pole neovládá, využívá běžnou hodnotu krytu", and the
routed unit that the attacker "může … přemístit na vámi propátrané sousedící pole".
"""

from __future__ import annotations

from typing import Any

import pytest

S = "stalingrad"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # my unit on the tile, the opponent holds it: the defender does not hold it
        ("Moje jednotka stojí na opevněném poli, ale to pole ovládá soupeř. Počítám si při obraně vyšší kryt "
         "opevnění?", "ne"),
        # the opponent's unit on the tile he holds
        ("Útočím na soupeřovu jednotku na opevněném poli, které ovládá soupeř. Platí kryt opevnění?", "ano"),
        # I attack a unit on a tile I hold
        ("Útočím na jednotku na opevněném poli, které ovládám já. Platí jí kryt opevnění?", "ne"),
        # "ne ovládnutý" is the tile's state, not the action Ovládnutí; "dostanu" asks whether it counts
        ("stoji moje jednotka v opevneni ale pole mam jen propatrany, ne ovladnuty. dostanu ten vyssi kryt "
         "opevneni?", "ne"),
    ],
)
def test_the_holder_of_a_fortified_tile(ask: Any, question: str, verdict: str) -> None:
    answer = ask(question, S)
    assert answer["understood"]["asks"]["proposition"] == "fortification_cover_counts"
    assert answer["verdict"] == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Rozprášenou nepřátelskou jednotku chci posunout na pole, kde soupeř nemá žádný žeton. Smím?", "ne"),
        ("Rozprášenou nepřátelskou jednotku chci posunout na sousední pole, které soupeř ovládá. Smím?", "ano"),
    ],
)
def test_pushing_a_routed_enemy_unit(ask: Any, question: str, verdict: str) -> None:
    answer = ask(question, S)
    assert answer["kind"] == "movement"
    assert answer["verdict"] == verdict


def test_a_card_is_not_a_control_token(ask: Any) -> None:
    answer = ask("Zasáhl jsem německé střelce a soupeř už nemá žádnou jejich kartu, takže jsou rozprášení. "
                 "Smím jejich žeton někam přesunout?", S)
    assert "owner_control_at_destination" not in answer["understood"]["facts"]
    assert answer["verdict"] == "ano" and "propátral nebo ovládá" in answer["answer"]  # the push, and where to


def test_a_move_onto_a_tile_without_your_token_is_refused_for_a_routed_unit(ask: Any) -> None:
    answer = ask("Smím akcí přesun přesunout rozprášené střelce na pole, kde nemám žádný žeton kontroly?", S)
    assert answer["verdict"] == "ne"


@pytest.mark.parametrize(("game", "question", "verdict"), [
    ("normandie", "Můžu povzbuzením velitele družstva A vzít zpět do ruky zahranou kartu družstva B?", "ne"),
    ("normandie", "Czy akcją Za mną! dowódcy drużyny A mogę wziąć z powrotem na rękę zagraną kartę drużyny B?",
     "ne"),
    ("normandie", "Můžu povzbuzením velitele družstva A vzít zpět do ruky zahranou kartu družstva A?", "ano"),
])
def test_a_played_card_named_by_its_squad(ask: Any, game: str, question: str, verdict: str) -> None:
    """000: "Povzbuzení … vezměte si 1 zahranou kartu družstva X": a card of another squad may not be chosen."""
    answer = ask(question, game)
    assert answer["verdict"] == verdict
    assert "střelci" not in answer["answer"].split("_Rozuměl")[0]  # no card the player did not name


def test_an_enemy_holding_the_tile_with_an_unrouted_unit_decides_control(ask: Any) -> None:
    answer = ask("Soupeř má pole ovladnuté a stojí tam jeho nerozprasena jednotka, muzu tam dat ovládnutí?", S)
    assert answer["understood"]["facts"]["enemy_unit_routed"] is False
    assert answer["verdict"] == "ne"


def test_the_unit_after_nez_is_set_apart(ask: Any) -> None:
    """000: "Tyto jednotky jsou ve hře jedinými, které umožňují obsazovat cíle" — asked of the scouts."""
    answer = ask("Může akci ovládnutí provést i jiná jednotka než střelci, třeba pátrači?", "normandie")
    assert answer["understood"]["facts"]["unit"] == "scouts"
    assert answer["verdict"] == "ne"


def test_a_building_on_the_attackers_own_tile_gives_no_building_cover(ask: Any) -> None:
    """003: a unit attacked from its own tile uses the tile's ordinary cover, whatever the values."""
    answer = ask("utocim na typka ve stejny budove, pocita se mu kryt budovy?", S)
    assert answer["verdict"] == "ne" and not answer["needs"]


@pytest.mark.parametrize("question", [
    "Mohu akcí ovládnutí ovládnout pole, na kterém stojí nepřátelská jednotka, pokud ho protivník zatím neovládá?",
    "Můžu dát ovládnutí na pole, kde stojí sovětská pěchota, když to pole Sověti zatím neovládají?",
])
def test_control_decided_but_for_the_actions_own_token_says_its_condition(ask: Any, question: str) -> None:
    """003 Ovládnutí: only "protivník pole ovládá a stojí tu jeho nerozprášená jednotka" forbids it; the own
    scouted token is the action's precondition, stated in the answer instead of asked for."""
    answer = ask(question, S)
    assert answer["verdict"] == "ano" and not answer["needs"]
    assert "stranou propátráno" in answer["answer"]


def test_snipers_moving_onto_an_unscouted_tile(ask: Any) -> None:
    """000: "Jednotky pátrači a odstřelovači se mohou přesunovat také na pole, která jste dosud nepropátrali" — the
    verb "přesunout" is moving, not the action Přesun 1; the answer names the manual's disagreement (the sniper
    card calls them "jedinou jednotkou")."""
    moving = ask("Smí se odstřelovači přesunout na nepropátrané pole?", "normandie")
    assert moving["verdict"] == "ano" and "odporuje" in moving["answer"]
    by_move = ask("Smím akcí přesun přesunout odstřelovače na nepropátrané pole?", "normandie")
    assert by_move["verdict"] == "ne"


@pytest.mark.parametrize(("question", "verdict"), [
    ("Mám manévr 1 C. Můžu s ním posunout pátrače z družstva A?", "ne"),  # 003 Manévr 1 C: a unit of squad C
    ("Střelci A stojí vedle pole, kde nemám žádný žeton kontroly. Můžu tam vlézt akcí přesun 1?", "ne"),
])
def test_the_movers_squad(ask: Any, question: str, verdict: str) -> None:
    answer = ask(question, S)
    assert answer["understood"]["facts"]["unit_squad"] in ("A", "C") and answer["verdict"] == verdict
