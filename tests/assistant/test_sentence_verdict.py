"""A yes/no is decided by a quoted sentence only when its modal, polarity and words leave no doubt."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.sentence_verdict import sentence_verdict
from understanding.text import analyse


@pytest.mark.parametrize(
    ("question", "sentence", "verdict"),
    [
        ("Smí se rozprášená jednotka pohybovat?", "Rozprášená jednotka se nesmí pohybovat.", "ne"),
        ("Může pěchota útočit na tank?", "Pěchota může útočit na tank.", "ano"),
        ("Musí jednotka zastavit v lese?", "Jednotka musí v lese zastavit.", "ano"),
        ("Je povolen přesun z rezervy do sektoru ovládaného soupeřem?",
         "Není povolen přesun z vlastní rezervy do sektoru ovládaného soupeřem.", "ne"),
        ("Czy jednostka może strzelać po ruchu?", "Jednostka nie może strzelać po ruchu.", "ne"),
        # "přes" and "skrz" are one relation
        ("Smí jednotka projít přes les?", "Jednotka nesmí projít skrz les.", "ne"),
        # a player's "jde to?" / "dá se?" asks may; "skrze" is "skrz"
        ("tank přes tunel – jde to?", "Výjimku tvoří tanky, které se skrze tunely nemohou přesouvat.", "ne"),
        ("Dá se s pěchotou projít přes les?", "Pěchota může projít přes les.", "ano"),
        # a rule stated for confirmation: the same polarity confirms it, the opposite denies it
        ("Rozprášená jednotka se nesmí pohybovat, že?", "Rozprášená jednotka se nesmí pohybovat.", "ano"),
        ("Platí, že pěchota může útočit na tank?", "Pěchota nemůže útočit na tank.", "ne"),
        ("Může být pěchota v panice napadena?", "Pěchota v panice může být napadena.", "ano"),  # both passive
        # a sentence of sameness answers "more / less than?" and "the same as?"
        ("Hází jednotka, které zbyla jediná figurka, méně kostkami než jednotka v plné síle?",
         "Jednotka tvořená jedinou figurou disponuje stejnou palebnou silou jako jednotka v plné síle.", "ne"),
        ("Má jednotka s jedinou figurou stejnou palebnou sílu jako jednotka v plné síle?",
         "Jednotka tvořená jedinou figurou disponuje stejnou palebnou silou jako jednotka v plné síle.", "ano"),
        # "jde" with an infinitive asks may; "než" after a comparative compares; the "unless stated otherwise"
        # caveat is no condition; "nikdy" holds whatever the question's condition, typos are read as meant
        ("znicenou budovu jde jeste poskodit?", "Zničenou budovu nelze dále poškodit.", "ne"),
        ("muze jednotka ignorvoat vic nez jednu vlajku kdyz ma dva kryty?",
         "Není-li ve speciálních pravidlech uvedeno jinak, jednotka nikdy nemůže ignorovat více než 1 vlajku.", "ne"),
        ("Když mám dva kryty, může jednotka ignorovat víc než jednu vlajku?",
         "Jednotka nikdy nemůže ignorovat více než 1 vlajku.", "ne"),
    ],
)
def test_one_sentence_decides(question: str, sentence: str, verdict: str) -> None:
    assert sentence_verdict(analyse(question), sentence) == verdict


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("Může pěchota útočit na tank?", "Pěchota může útočit na tank, pokud stojí na sousedním poli."),  # condition
        ("Může pěchota útočit na tank?", "Na tank může útočit jen pěchota."),  # exception word
        ("Nemůže pěchota útočit na tank?", "Pěchota může útočit na tank."),  # the question negated
        ("Musí pěchota útočit na tank?", "Pěchota může útočit na tank."),  # another modal
        ("Může tank vjet do lesa a zaútočit na dělo?", "Pěchota se nesmí pohnout."),  # another thing
        ("Když stojím v lese, můžu střílet?", "Jednotka v lese může střílet."),  # the question's condition
        ("Může pěchota útočit na tank?", "Pěchota může útočit na tank a musí pak ustoupit."),  # two modals
        # sameness under a condition decides nothing
        ("Hází jednotka s jedinou figurou méně kostkami než plná?",
         "Jednotka s jedinou figurou hází stejně jako plná, pokud nestojí v lese."),
        # the question moves *through* a hex; the sentence only says how far a unit moves
        ("Může se jednotka pohnout přes pole s vlastní jednotkou?", "Pěchotní jednotka se může pohnout o 1 pole."),
        # passive: what may be done to the unit, not what it may do ("však" also turns the sentence)
        ("pechota v panice muze utocit?", "Jednotky pěchoty v panice mohou být napadeny a zničeny."),
        ("pechota v panice muze utocit?", "Pěchota v panice ztrácí hod, může však útočit."),
        ("Kam jde pěchota po ústupu?", "Pěchota může ustoupit o 1 pole."),  # "jde" without "to" is "goes"
        # "nikdy" overrides a condition only for the may it negates; a plain "může" sentence still yields none
        ("Když mám dva kryty, může jednotka ignorovat víc než jednu vlajku?",
         "Jednotka může ignorovat jednu vlajku."),
        # the sentence's own condition still stops it ("více než" compares, "pokud" does not)
        ("Může jednotka ignorovat víc než jednu vlajku?",
         "Jednotka nemůže ignorovat více než 1 vlajku, pokud stojí v lese."),
        ("Je pravda, že pěchota může útočit na tank?", "Pěchota může útočit na tank, pokud stojí vedle."),
    ],
)
def test_no_verdict_when_in_doubt(question: str, sentence: str) -> None:
    assert sentence_verdict(analyse(question), sentence) is None


def test_the_look_up_answer_leads_with_the_sentence_verdict(ask: Any) -> None:
    out = ask("Můžu přesunout jednotku z rezervy přímo do sektoru ovládaného soupeřem?", "generalove")
    assert out["verdict"] == "ne"
    assert out["answer"].startswith("**Ne** — rozhoduje věta manuálu:")
    assert "Není povolen přesun z vlastní rezervy" in out["answer"]
    assert out["citations"]


def test_a_later_quoted_sentence_decides_when_the_first_does_not(ask: Any) -> None:
    out = ask("presun z me rezervy pres sektor ovladany souperem je povoleny?", "generalove")
    assert out["verdict"] == "ne"
    assert out["answer"].startswith("**Ne** — rozhoduje věta manuálu:")
    assert "skrz sektor ovládaný soupeřem" in out["answer"]
