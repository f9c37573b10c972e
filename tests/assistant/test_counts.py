"""Count questions get the manual's own number — and no number where the sentence counts another thing."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.counts import count_verdict, listed_total, manual_count
from understanding.text import analyse


@pytest.mark.parametrize(
    ("question", "sentence", "count"),
    [
        ("Kolik karet si každý hráč na začátku kola dobírá do ruky?",
         "Každý hráč si do ruky dobere 4 karty ze svého balíčku.", 4),
        ("Na kolik sektorů je bojiště rozděleno?",  # a number in words
         "Bojiště je rozděleno dvěma červenými přerušovanými liniemi na tři sektory - levé křídlo, centrum a pravé "
         "křídlo.", 3),
        # "kolikrát … za tah?": the times of what is done, per the question's own rate
        ("Kolikrát smí pěchota za tah provést výpad?", "Pěchota smí provést pouze jeden výpad za tah.", 1),
        # "dvakrát" counts the times; "(3. fáze)" is an ordinal
        ("kolikrat se vyhodnocuje boj ve fazi pechoty?",
         "Ve fázi pěchoty (3. fáze) se boj vyhodnocuje dvakrát, zvlášť pro střelbu a zvlášť pro zteč.", 2),
        # "kolik jich": the thing named before the count word
        ("čim je bojiste rozdělene na sektory a kolik jich je?",
         "Bojiště je rozděleno dvěma červenými přerušovanými liniemi na tři sektory - levé křídlo, centrum a pravé "
         "křídlo.", 3),
        ("kolik strelcu muze mit sloucene druzstvo?",
         "Takto sloučené družstvo smí mít stále právě pět karet střelců, tři karty pátračů a tři karty kulometčků.", 5),
    ],
)
def test_the_sentence_number_of_the_counted_thing(question: str, sentence: str, count: int) -> None:
    found = manual_count(analyse(question), [sentence])
    assert found == (count, sentence)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # so many per hex, not per player
        ("Kolik kostek má každý hráč?", "Spojenecký hráč hází pro každé pole 2 kostkami, zatímco hráč Osy 1."),
        # the sentence counts another compartment ("současného" where "upraveného" is asked)
        ("Kolik dílků má být v přihrádce upraveného stavu města?",
         "V příhrádce současného stavu města se bude vždy nacházet přesně 72 dílků herního plánu."),
        # a value, not a count
        ("Kolik vítězných bodů potřebuju?", "Každý žeton má hodnotu 1 vítězného bodu."),
        # an ordinal
        ("Kolik fází má kolo?", "Ve 3. fázi kola hrají hráči své tahy."),
        ("Kolikrát se hází ve fázi jízdy?", "Ve fázi jízdy (1. fáze) se hází kostkami."),
        # the question states a number of its own: a situation to work out
        ("Mám 3 žetony vítězných bodů, kolik bodů to je?", "Každý žeton má 1 vítězný bod."),
        # two counts asked at once
        ("Kolik karet dostanou Spojenci a kolik Němci?",
         "Velitel Spojenců dostane 6 karet rozkazů, zatímco německý generál jen 2."),
        # a rate the question does not ask about ("za každý zásah"): not the count
        ("Kolik karet odhodím?", "Hráč odhodí 2 karty za každý zásah."),
        # a special case ("Pokud … jen jedna karta …"), not the rule's count
        ("Kolik karet vylepším po scénáři?", "Pokud se v balíčku nachází pouze jedna karta, kterou lze vylepšit, "
         "vylepšete pouze tuto kartu."),
        # the deck is where the cards come from, not what holds them ("ze svých balíčků 4 karty")
        ("Kolik karet má dobírací balíček v prvním scénáři?",
         "V prvním scénáři si hráči do ruky doberou ze svých dobíracích balíčků 4 karty."),
        # too little of the question in the sentence
        ("Kolik karet rozkazů si doberu na konci tahu?", "Hráč má 4 karty v balíčku ztrát a nic víc."),
        # "jednou" is "once" here, not one of the dílky
        ("Kolik je celkem dílků plánu?", "Jednou odstraněné dílky herního plánu se do hry již nevrátí."),
    ],
)
def test_no_number_when_the_sentence_counts_something_else(question: str, sentence: str) -> None:
    assert manual_count(analyse(question), [sentence]) is None


def test_a_count_answer_leads_with_the_number_and_quotes_it(ask: Any) -> None:
    out = ask("Na kolik sektorů je bojiště rozděleno?", "memoir44")
    assert out["numbers"]["manual_count"] == 3
    assert out["answer"].startswith("**Počet: 3** (manuál: „Bojiště je rozděleno")
    assert out["citations"]


def test_a_count_question_takes_the_close_sentence_that_states_the_count(ask: Any) -> None:
    # the best-scoring sentence (what a dílek is) gives no number; a close one counts the dílky
    out = ask("kolik je celkem dilku planu ve stalingradu", "stalingrad")
    assert out["numbers"]["manual_count"] == 129
    assert "129 dílků herního plánu" in out["answer"]


DECK = ["Výchozí balíček vždy tvoří následující karty:", "1 Zástupce velitele čety", "1 Střelec (A)",
        "2× Válečný zmatek", "Karty vylepšení přidáte později."]


def test_a_list_of_counted_items_is_summed() -> None:
    total = listed_total(analyse("Z kolika karet se skládá výchozí balíček?"), DECK)
    assert total == (4, DECK[0], DECK[1:4])


def test_an_item_counted_with_a_times_sign() -> None:
    assert manual_count(analyse("Kolik válečného zmatku je ve výchozím balíčku?"), [DECK[3]]) == (2, DECK[3])


@pytest.mark.parametrize(
    ("question", "sentences"),
    [
        ("Kolik válečného zmatku je ve výchozím balíčku?", DECK),  # one item asked, not the list
        ("Z kolika karet se skládá výchozí balíček?", [DECK[0], DECK[1], "Každý hráč si vezme žeton."]),  # one item
        ("Z kolika karet se skládá výchozí balíček?", [DECK[0].rstrip(":") + ".", *DECK[1:4]]),  # no list intro
        ("Kolik kostek hází útočník?", DECK),  # the list counts other things
    ],
)
def test_no_sum_for_another_list_or_a_single_item(question: str, sentences: list[str]) -> None:
    assert listed_total(analyse(question), sentences) is None


def test_a_count_answer_sums_the_manuals_list(ask: Any) -> None:
    out = ask("Z kolika karet se skládá výchozí balíček?", "stalingrad")
    assert out["numbers"]["manual_count"] == 9
    assert out["answer"].startswith("**Počet: 9** (součet výčtu manuálu: „Výchozí balíček vždy tvoří")


_DRAW = "Každý hráč si do ruky dobere 4 karty ze svého balíčku."


@pytest.mark.parametrize(("question", "verdict"), [
    ("Doberu si na začátku kola 4 karty?", "ano"),
    ("doberu si na zacatku kola 3 karty?", "ne"),
])
def test_a_proposed_count_is_checked_against_the_manuals(question: str, verdict: str) -> None:
    assert count_verdict(analyse(question), [_DRAW]) == (verdict, 4, _DRAW)


@pytest.mark.parametrize(("question", "verdict"), [
    ("kolik karet si doberu na zacatku kola, ctyri?", "ano"),  # a count closed by one guessed number
    ("Kolik karet si na začátku kola doberu, asi 5?", "ne"),
])
def test_a_guessed_number_after_a_count_question_is_checked(question: str, verdict: str) -> None:
    assert count_verdict(analyse(question), [_DRAW]) == (verdict, 4, _DRAW)


@pytest.mark.parametrize("question", [
    "Kolik karet si na začátku kola doberu?",  # asks for the number, proposes none
    "útočím 3 kostkami, zasáhnu?",  # the number is a fact of a situation, not the proposition
    "kolik karet lizu na zacatku kola, 4 nebo 5?",  # two candidates: a choice, not a yes/no
    "mam 3 karty v ruce, kolik si doberu?",  # the number is a fact, the count is still asked
])
def test_no_count_verdict_without_one_proposed_number(question: str) -> None:
    assert count_verdict(analyse(question), [_DRAW]) is None


@pytest.mark.parametrize(("question", "verdict"), [
    ("Doberu si na začátku kola 4 karty?", "ano"),
    ("doberu si na zacatku kola 3 karty?", "ne"),
])
def test_the_answer_leads_with_the_checked_count_and_quotes_it(ask: Any, question: str, verdict: str) -> None:
    out = ask(question, "normandie")
    assert out["verdict"] == verdict and out["numbers"]["manual_count"] == 4
    assert out["answer"].startswith(f"**{verdict.capitalize()}** — manuál uvádí 4 („")
    assert out["citations"]


def test_a_number_in_the_genitive_proposes_no_count() -> None:
    """ "délka jednoho scénáře?" proposes no count of scenarios: it was answered Ano from "během jednoho scénáře"."""
    sentence = "Každá jednotka ženistů může během jednoho scénáře umístit nejvýše čtyři miny."
    assert count_verdict(analyse("délka jednoho scénáře v minutách?"), [sentence]) is None


def test_silence_reads_the_corrected_words(ask: Any) -> None:
    assert "Manuál to neuvádí" in ask("délka jednoho scénáře v mniutách?", "stalingrad")["answer"]
