"""A sentence that refers back ("nelze je dále poškodit") is ranked with what the sentence before it names."""

from __future__ import annotations

from assistant.lookup import SentenceIndex
from lang.keys import word_keys

RULES = [
    {"id": "g.budova", "game": "g", "lang": "cs", "kind": "section", "title": "Budova",
     "text": "Pokud byl útok na budovu úspěšný, podařilo se vám budovu poškodit. Budovu lze poškodit bombardováním."},
    {"id": "g.zniceni", "game": "g", "lang": "cs", "kind": "section", "title": "Zničení",
     "text": "Zničené budovy se otočí na rub a odolnost budovy na nich už není. Proto je nelze dále poškodit."},
]


def _keys(words: str) -> dict[str, float]:
    return {k: 1.0 for w in words.split() for k in word_keys(w)[:1]}


def test_the_sentence_referring_back_wins_with_the_context_before_it() -> None:
    index = SentenceIndex(RULES)
    best, _ = index.search(_keys("zničenou budovu poškodit"), ["g"])[0]
    assert index.sentences[best].text == "Proto je nelze dále poškodit."
