"""Stage 5, glossary: every game term with its lemma, the forms found, its rules.

Terms and their Polish counterparts are checked-in data
(``data/terms.toml``); everything else is found in the text: each rule is run
through the spaCy pipeline with our lemmatizer (:mod:`.lemmas`), and a term
matches wherever the lemmas of consecutive tokens equal the lemmas of the
term's words (or of one of its aliases).  So *krytu* finds *kryt*,
*kulometčíků* finds *kulometčíci*, *rozprášenou* finds *rozprášení* (via its
alias *rozprášený*).  A rule whose title carries the term defines it.
"""

from __future__ import annotations

import re
import tomllib
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from rules_corpus.lemmas import lemmatize_words, pipeline
from rules_corpus.text import slug

TERMS_FILE = Path(__file__).parent / "data" / "terms.toml"
WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")


@dataclass(frozen=True)
class Term:
    term: str
    games: tuple[str, ...]
    category: str
    pl: str | None
    aliases: tuple[str, ...]
    card: bool

    @property
    def variants(self) -> tuple[str, ...]:
        return (self.term, *self.aliases)


@lru_cache(maxsize=1)
def load_terms() -> tuple[Term, ...]:
    data = tomllib.loads(TERMS_FILE.read_text(encoding="utf-8"))
    return tuple(
        Term(
            term=item["term"],
            games=tuple(item["games"]),
            category=item["category"],
            pl=item.get("pl"),
            aliases=tuple(item.get("aliases", ())),
            card=bool(item.get("card", False)),
        )
        for item in data["term"]
    )


def term_words(name: str) -> list[str]:
    return WORD.findall(name)


def _lemma_key(name: str, lang: str) -> tuple[str, ...]:
    return tuple(lemmatize_words([w.lower() for w in term_words(name)], lang))


def _matches(token_lemmas: list[frozenset[str]], key: tuple[str, ...]) -> list[int]:
    """Start indexes where the token lemma sets match ``key`` word by word."""
    n = len(key)
    if not n:
        return []
    return [
        i
        for i in range(len(token_lemmas) - n + 1)
        if all(key[k] in token_lemmas[i + k] for k in range(n))
    ]


def _analyse(rules: list[dict[str, Any]], lang: str) -> dict[str, tuple[list[str], list[frozenset[str]], int]]:
    """rule id -> (token texts, token lemma sets, number of title tokens)."""
    nlp = pipeline(lang)
    texts = [(r["title"], r["text"]) for r in rules]
    out = {}
    titles = list(nlp.pipe(t for t, _ in texts))
    bodies = list(nlp.pipe(b for _, b in texts))
    for rule, title_doc, body_doc in zip(rules, titles, bodies, strict=True):
        words = [t for t in (*title_doc, *body_doc) if t.is_alpha]
        n_title = sum(1 for t in title_doc if t.is_alpha)
        out[rule["id"]] = ([t.text for t in words], [t._.lemmas for t in words], n_title)
    return out


def build_glossary(rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Glossary entries; also fills each rule's ``terms`` list (in place)."""
    by_lang: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for rule in rules:
        by_lang[rule["lang"]].append(rule)
    analysed = {}
    for lang, group in by_lang.items():
        analysed.update(_analyse(group, lang))
    rules_by_id = {r["id"]: r for r in rules}

    entries = []
    ids_seen: set[str] = set()
    for term in load_terms():
        cs_keys = [_lemma_key(v, "cs") for v in term.variants]
        cs_rules = [r for r in by_lang.get("cs", []) if r["game"] in term.games]
        forms, defining, mentioned = _find(cs_rules, analysed, cs_keys, term.term, rules_by_id)
        entry: dict[str, Any] = {
            "id": _entry_id(term, ids_seen),
            "term": term.term,
            "lemma": " ".join(cs_keys[0]),
            "category": term.category,
            "games": list(term.games),
            "aliases": list(term.aliases),
            "forms": sorted(forms),
            "rules": defining,
            "mentioned_in": mentioned,
            "pl": None,
        }
        if term.pl:
            pl_key = _lemma_key(term.pl, "pl")
            pl_rules = [r for r in by_lang.get("pl", []) if r["game"] in term.games]
            pl_forms, pl_defining, pl_mentioned = _find(pl_rules, analysed, [pl_key], term.term, rules_by_id)
            entry["pl"] = {
                "term": term.pl,
                "lemma": " ".join(pl_key),
                "forms": sorted(pl_forms),
                "rules": pl_defining,
                "mentioned_in": pl_mentioned,
            }
        entries.append(entry)
    return entries


def _entry_id(term: Term, seen: set[str]) -> str:
    ident = slug(term.term)
    if ident in seen:
        ident = f"{ident}-{term.games[0]}"
    seen.add(ident)
    return ident


def _find(
    rules: list[dict[str, Any]],
    analysed: dict[str, tuple[list[str], list[frozenset[str]], int]],
    keys: list[tuple[str, ...]],
    term_name: str,
    rules_by_id: dict[str, dict[str, Any]],
) -> tuple[set[str], list[str], int]:
    forms: set[str] = set()
    defining: list[str] = []
    mentioned = 0
    for rule in rules:
        words, lemmas, n_title = analysed[rule["id"]]
        hit = False
        in_title = False
        for key in keys:
            for start in _matches(lemmas, key):
                hit = True
                forms.add(" ".join(words[start : start + len(key)]).lower())
                if start + len(key) <= n_title:
                    in_title = True
        if hit:
            mentioned += 1
            terms = rules_by_id[rule["id"]]["terms"]
            if term_name not in terms:
                terms.append(term_name)
        if in_title:
            defining.append(rule["id"])
    return forms, defining, mentioned


def title_key(text: str) -> tuple[str, ...]:
    """Lemma key of a short title in either language (Czech lemmas; Polish words folded)."""
    return tuple(lemmatize_words([w.lower() for w in term_words(text)], "cs"))


def card_title_keys() -> frozenset[tuple[str, ...]]:
    keys: set[tuple[str, ...]] = set()
    for term in load_terms():
        if term.card:
            for name in (*term.variants, *( [term.pl] if term.pl else [])):
                keys.add(title_key(name))
    return frozenset(keys)


@lru_cache(maxsize=1)
def first_word_lemmas() -> frozenset[str]:
    """Lemma of the first word of every Czech term and alias."""
    return frozenset(key[0] for term in load_terms() for v in term.variants if (key := title_key(v)))
