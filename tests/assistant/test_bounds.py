"""A number the question proposes is checked against the manual's bound on it ("nejvýše dva žetony")."""

from __future__ import annotations

import pytest

from assistant.bounds import bound_verdict
from understanding.text import analyse

SMOKE = "Každá jednotka ženistů může během jednoho scénáře umístit nejvýše dva žetony dýmu."
AIM = "Zaměření musí ležet alespoň 3 pole od minometu."


@pytest.mark.parametrize(
    ("question", "sentence", "verdict", "value"),
    [
        # the sentence's "může" alone would have said "ano": three is over the bound
        ("Můžou moji ženisti za jeden scénář položit tři žetony dýmu?", SMOKE, "ne", 2),
        ("muzou zenisti polozit dva zetony dymu?", SMOKE, "ano", 2),
        ("Smí ženisti umístit 1 žeton dýmu?", SMOKE, "ano", 2),
        ("Může být zaměření 2 pole od minometu?", AIM, "ne", 3),
        ("Může ležet zaměření 5 polí od minometu?", AIM, "ano", 3),
    ],
)
def test_the_bound_decides_the_number_proposed(question: str, sentence: str, verdict: str, value: int) -> None:
    found = bound_verdict(analyse(question), [sentence])
    assert found is not None
    assert (found.verdict, found.value, found.sentence) == (verdict, value, sentence)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("Můžou ženisti položit žeton dýmu?", SMOKE),  # no number proposed: the bound does not decide
        ("Kolik žetonů dýmu můžou ženisti položit?", SMOKE),  # a count question, answered by the count
        ("Nemůžou ženisti položit tři žetony dýmu?", SMOKE),  # a negated modal is left alone
        ("Můžou ženisti položit tři žetony min?", SMOKE),  # the bound counts another thing
        ("Můžou ženisti položit tři žetony dýmu?",
         "Pokud hrajete kampaň, ženisté smí umístit nejvýše dva žetony dýmu."),  # a condition of its own
        ("Hodím tři kostky na pole s dýmem?", "Dýmavnice položí nejvýše dva žetony dýmu na pole."),  # shares too little
    ],
)
def test_no_verdict_without_a_bound_on_the_thing_proposed(question: str, sentence: str) -> None:
    assert bound_verdict(analyse(question), [sentence]) is None
