"""A question about one scenario's particulars is answered by the manual's pointer to where they stand."""

from __future__ import annotations

from typing import Any

from assistant.lookup import SentenceIndex
from assistant.pointers import scenario_pointer

RULES = [
    {"id": "g.setup", "game": "g", "lang": "cs", "title": "Příprava",
     "text": "Podle instrukcí v knize scénářů si vezměte karty a žetony. Ve scénáři 011 má každý 4 karty z knihy "
             "scénářů."},
    {"id": "g.end", "game": "g", "lang": "cs", "title": "Konec hry",
     "text": "Každý scénář v knize scénářů má pro každou stranu stanovené podmínky vítězství."},
    {"id": "h.end", "game": "h", "lang": "cs", "title": "Konec", "text": "Každý přehled scénáře uvádí úkoly."},
]


def test_the_pointer_sharing_most_words_wins() -> None:
    rule, sentence = scenario_pointer(SentenceIndex(RULES), "Jaké karty a žetony mám ve scénáři 5?", "g")
    assert rule["id"] == "g.setup"
    assert sentence == "Podle instrukcí v knize scénářů si vezměte karty a žetony."


def test_every_scenario_is_preferred_on_a_tie_and_numbers_are_skipped() -> None:
    rule, sentence = scenario_pointer(SentenceIndex(RULES), "Kdo vyhrává ve scénáři 9?", "g")
    assert rule["id"] == "g.end"
    assert "011" not in sentence


def test_no_pointer_in_a_game_without_one() -> None:
    assert scenario_pointer(SentenceIndex(RULES), "Co je ve scénáři 2?", "x") is None


def test_a_scenario_question_quotes_the_pointer(ask: Any) -> None:
    out = ask("Jaký úkol mají Sověti ve scénáři 3?", "stalingrad")
    assert out["answer"].startswith("**Manuál to neuvádí.**")
    assert "Podrobnosti jednotlivých scénářů pravidla neuvádějí; manuál k tomu říká:" in out["answer"]
    assert "přehled scénáře" in out["answer"]
    assert out["citations"]
