"""Look-ups quote the rule a worked example plays out, and a tie-break sentence with the rule it completes."""

from __future__ import annotations

from typing import Any

from assistant.lookup import SentenceIndex

RULES = [
    {"id": "g.konec", "game": "g", "lang": "cs", "kind": "rule", "title": "Konec",
     "text": "Jsou-li potlačeny obě strany, vítězí hráč s vyšším součtem cílů. V případě shody vítězí hráč s "
             "iniciativou. Cíle se sčítají na konci kola."},
]


def test_a_tie_break_sentence_is_quoted_with_the_rule_it_completes() -> None:
    index = SentenceIndex(RULES)
    first = index.by_rule[0][0]
    assert index.quote(first) == ["Jsou-li potlačeny obě strany, vítězí hráč s vyšším součtem cílů.",
                                  "V případě shody vítězí hráč s iniciativou."]


def test_the_rule_is_quoted_rather_than_the_worked_example(ask: Any) -> None:
    answer = ask("Dostal jsem zásah na střelce A. Jednu kartu střelci A mám v ruce a další v odhazovacím balíčku. "
                 "Kterou musím vyřadit?", "normandie")
    assert answer["citations"][0]["id"] == "normandie.akce.bojove-akce.ztraty"
    assert "musí vyřadit kartu z ruky" in answer["answer"]


def test_the_tie_break_reaches_the_player(ask: Any) -> None:
    answer = ask("Kdo vyhraje, když jsou potlačeny obě strany a mají stejný součet cílů?", "normandie")
    assert "V případě shody vítězí hráč, který má právě iniciativu." in answer["answer"]
