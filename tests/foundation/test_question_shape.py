"""The shared reading of a question's shape (understanding.cues, understanding.intent): yes/no or not."""

from __future__ import annotations

import pytest

from engine.api import Intent
from understanding.cues import is_yes_no_sentence
from understanding.intent import classify_intent
from understanding.text import analyse


@pytest.mark.parametrize(
    ("text", "yes_no"),
    [
        # colloquial "co" after a noun, no comma: a relative clause, the sentence still asks yes/no
        ("jednotka co vjede do moře musí zastavit?", True),
        ("jednotky co nehazeji kostky muzou utocit?", True),
        ("pechota co ma dve figurky se muze presunout o dve pole?", True),
        ("Tank co stojí v lese, může střílet?", True),
        # "co" that asks
        ("karta co dělá?", False),
        ("Co se stane, když ustoupím?", False),
        ("Ale co když tank stojí v lese?", False),
        ("A co tank v lese?", False),
        ("Kolik kostek hází pěchota?", False),
        # "co bude", "co se stane" ask even inside a clause without a comma
        ("když útěk není možný co bude s jednotkou v panice", False),
        ("jednotka ustoupí a co se stane s žetonem?", False),
        ("jednotka co se stáhla může střílet?", True),
        # an indirect question after a verb of telling, in a sentence opening as a yes/no
        ("Musím soupeři říct, kolik mám karet v záloze?", True),
        ("musim mu rict kolik kostek hazim?", True),
        ("Czy muszę powiedzieć przeciwnikowi, ile mam kart?", True),
        ("Kolik karet mu musím říct?", False),
        ("Řekneš mi kolik kostek hází pěchota?", False),  # no yes/no opener: a polite open question
        # "nemá kam / kudy": where there is no way, not a question word
        ("kdyz jednotka v panice nema kudy utect tak je zajata?", True),
        ("Je jednotka zajata, když nemá kam utéct?", True),
        ("Kam má jednotka utéct?", False),
        # Polish "czy" opens a yes/no even when "jak" (here: when) follows
        ("Czy jak tasuje stos kart odrzuconych, to dokladam tez karty ze strefy gry?", True),
        ("Ile kart dobieram?", False),
        # an alternative inside the "když" clause names the situation; the question after it is a yes/no
        ("kdyz ustupuju pres les nebo zivy plot, musim tam zastavit?", True),
        ("Mám ustoupit přes les, nebo přes plot?", False),
    ],
)
def test_yes_no_shape(text: str, yes_no: bool) -> None:
    q = analyse(text)
    assert is_yes_no_sentence(q.sentences()[0]) is yes_no


def test_relative_co_question_is_classified_yes_no() -> None:
    guess = classify_intent(analyse("jednotka co vjede do moře musí hned zastavit?"))
    assert guess.intent is Intent.YES_NO or Intent.YES_NO in guess.also
