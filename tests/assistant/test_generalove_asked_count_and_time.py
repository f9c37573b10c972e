"""Generálové: "po střelbě" dates a permitted act, a unit count with an order is no setup count.

Written from 001 (Generálové): "Během jedné fáze se z žádného sektoru nesmí přesunout stejným směrem více
než 5 jednotek"; the cavalry shot at may retreat (krok 3.6); "Na hrací desku … umísti 30 svých jednotek".
"""

from __future__ import annotations

from typing import Any

import pytest

G = "generalove"


def test_a_permission_dated_by_po_is_no_phase_order(ask: Any) -> None:
    answer = ask("Soupeřova pěchota ve fázi pěchoty vystřelila na mou jízdu v bojové zóně. Smí moje jízda po "
                 "střelbě ustoupit z boje?", G)
    assert answer["understood"]["asks"]["proposition"] == "may_retreat"
    assert answer["verdict"] == "ano"


def test_two_steps_compared_with_po_are_still_an_order(ask: Any) -> None:
    answer = ask("Je zteč až po střelbě?", G)
    assert answer["understood"]["asks"]["proposition"] == "phase_before"
    assert answer["verdict"] == "ano"


def test_units_sent_one_way_in_one_phase_count_the_move_limit(ask: Any) -> None:
    answer = ask("Ze středového sektoru chci poslat sedm pěších rot dopředu do stejného sektoru. Kolik jich "
                 "v jedné fázi opravdu vyrazí?", G)
    assert answer["numbers"].get("moving_now", answer["numbers"].get("units")) == 5
    answer = ask("Ze středového sektoru chci poslat sedm pěších rot dopředu. Kolik jich v jedné fázi vyrazí?", G)
    assert answer["numbers"]["units"] == 5


def test_a_unit_count_about_an_order_is_not_the_setup_count(ask: Any) -> None:
    answer = ask("Kolik jednotek s rozkazem k obraně můžu mít?", G)
    assert answer["numbers"].get("units") != 30
    assert ask("Kolik jednotek má každý hráč?", G)["numbers"]["units"] == 30


def test_what_a_count_counts_is_named_in_czech(ask: Any) -> None:
    answer = ask("Kolik jednotek má každý hráč?", G)
    line = answer["answer"].split("_Rozuměl jsem")[1]
    assert "units" not in line and "Jednotek každého hráče" in line


def test_an_order_given_is_not_the_units_state(ask: Any) -> None:
    """ "dostat rozkaz k obraně" asks about the order; "s rozkazem k obraně" states the unit's state."""
    answer = ask("Múže jízda dostat rozkas k obraně?", G)
    assert answer["understood"]["facts"]["order"] == "defence" and answer["verdict"] == "ne"
    assert ask("Může pěchota dostat rozkaz k obraně?", G)["verdict"] == "ano"


def test_the_unit_picked_as_a_loss(ask: Any) -> None:
    """001 Určení ztrát: "V první řadě musíš jako ztráty určit bojeschopné jednotky a až následně jednotky v panice"."""
    zone = "Soupeř mi dal jeden zásah a v bojové zóně mám bojeschopnou rotu a vedle ní rotu v panice. "
    panicked = ask(zone + "Můžu jako ztrátu označit tu v panice?", G)
    assert panicked["understood"]["facts"]["choice"] == [2] and panicked["verdict"] == "ne"
    ready = ask(zone + "Můžu jako ztrátu určit tu bojeschopnou?", G)
    assert ready["verdict"] == "ano"


@pytest.mark.parametrize("question", [
    "Moje pěchota s obranou už odrazila útok jízdy ve fázi jízdy. Platí jí obrana i proti útoku pěchoty ve 3. fázi?",
    "Platí rozkaz k obraně i proti druhému útoku ve stejném kole?",
])
def test_a_defence_order_holds_the_whole_round(ask: Any, question: str) -> None:
    """001: "Rozkaz k obraně zůstává v platnosti po celé kolo, nezávisle na počtu útoků"; an attack by cavalry
    named in the story does not make it a question about the defence against cavalry."""
    answer = ask(question, G)
    assert answer["understood"]["asks"]["proposition"] == "defence_whole_round" and answer["verdict"] == "ano"
