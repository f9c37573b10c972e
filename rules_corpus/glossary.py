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

from lang.lemmas import czech_lemma, lemmatize_words, pipeline, polish_lemmas
from rules_corpus import definitions
from rules_corpus.rule import Rule
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
    forms: tuple[str, ...] = ()  # inflected forms the lemmatizer does not tie to the term ("kopce")

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
            forms=tuple(item.get("forms", ())),
        )
        for item in data["term"]
    )


def term_words(name: str) -> list[str]:
    return WORD.findall(name)


def _lemma_key(name: str, lang: str) -> tuple[str, ...]:
    return tuple(lemmatize_words([w.lower() for w in term_words(name)], lang))


def _matches(analysed: _Analysed, key: tuple[str, ...]) -> list[int]:
    """Start indexes where the token lemma sets match ``key`` word by word."""
    if not key:
        return []
    lemmas = analysed.lemmas
    return [
        i
        for i in analysed.positions.get(key[0], ())
        if i + len(key) <= len(lemmas) and all(key[k] in lemmas[i + k] for k in range(1, len(key)))
    ]


@dataclass(frozen=True)
class _Analysed:
    """A rule's title and text as words, their lemma sets, and where each lemma occurs."""

    words: list[str]
    lemmas: list[frozenset[str]]
    n_title: int
    positions: dict[str, list[int]]


def _analyse(rules: list[Rule], lang: str) -> dict[str, _Analysed]:
    """Tokenize with spaCy's tokenizer, lemmatize with the (cached) functions behind our component.

    The bulk pass skips the component's per-token extension attributes, which cost
    more than the lemmatizer itself; the lemmas are the same.
    """
    tokenizer = pipeline(lang).tokenizer
    lemmas_of = (lambda w: polish_lemmas(w)) if lang == "pl" else (lambda w: frozenset({czech_lemma(w)}))
    out = {}
    titles = list(tokenizer.pipe(r.title for r in rules))
    bodies = list(tokenizer.pipe(r.text for r in rules))
    for rule, title_doc, body_doc in zip(rules, titles, bodies, strict=True):
        words = [t.text for t in (*title_doc, *body_doc) if t.is_alpha]
        lemmas = [lemmas_of(w) for w in words]
        positions: dict[str, list[int]] = defaultdict(list)
        for index, found in enumerate(lemmas):
            for lemma in found:
                positions[lemma].append(index)
        out[rule.id] = _Analysed(
            words=words,
            lemmas=lemmas,
            n_title=sum(1 for t in title_doc if t.is_alpha),
            positions=dict(positions),
        )
    return out


def build_glossary(rules: list[Rule]) -> tuple[list[dict[str, Any]], dict[str, tuple[str, ...]]]:
    """Glossary entries, and the terms each rule uses (rule id -> terms in glossary order)."""
    by_lang: dict[str, list[Rule]] = defaultdict(list)
    for rule in rules:
        by_lang[rule.lang].append(rule)
    analysed = {}
    for lang, group in by_lang.items():
        analysed.update(_analyse(group, lang))

    entries = []
    uses: dict[str, list[str]] = defaultdict(list)
    ids_seen: set[str] = set()
    for term in load_terms():
        cs_keys = [_lemma_key(v, "cs") for v in (*term.variants, *term.forms)]
        cs_rules = [r for r in by_lang.get("cs", []) if r.game in term.games]
        forms, titled, mentioned = _find(cs_rules, analysed, cs_keys, term.term, uses)
        definition = definitions.by_title(cs_rules, titled) or definitions.by_sentence(
            cs_rules, [*sorted(forms), term.term])
        entry: dict[str, Any] = {
            "id": _entry_id(term, ids_seen),
            "term": term.term,
            "lemma": display_lemma(term.term, "cs"),
            "category": term.category,
            "games": list(term.games),
            "aliases": list(term.aliases),
            "forms": sorted(forms),
            "rules": _defining(titled, definition, cs_rules),
            "definition": {"rule": definition.rule, "quote": definition.quote} if definition else None,
            "usage": _usage(definition, cs_rules, forms),
            "mentioned_in": mentioned,
            "pl": None,
        }
        if term.pl:
            pl_key = _lemma_key(term.pl, "pl")
            pl_rules = [r for r in by_lang.get("pl", []) if r.game in term.games]
            pl_forms, pl_titled, pl_mentioned = _find(pl_rules, analysed, [pl_key], term.term, uses)
            pl_definition = definitions.by_title(pl_rules, pl_titled) or definitions.by_sentence(
                pl_rules, [*sorted(pl_forms), term.pl])
            entry["pl"] = {
                "term": term.pl,
                "lemma": display_lemma(term.pl, "pl"),
                "forms": sorted(pl_forms),
                "rules": _defining(pl_titled, pl_definition, pl_rules),
                "definition": ({"rule": pl_definition.rule, "quote": pl_definition.quote}
                               if pl_definition else None),
                "mentioned_in": pl_mentioned,
            }
        entries.append(entry)
    return entries, {rule_id: tuple(found) for rule_id, found in uses.items()}


def display_lemma(name: str, lang: str) -> str:
    """The base form shown for a term: a multi-word or Polish term as the manual names it
    (``taktická karta``, ``za mną``), a single Czech word by its lemma (``kulometčíci`` → ``kulometčík``)."""
    words = [w.lower() for w in term_words(name)]
    if len(words) > 1 or lang == "pl":
        return " ".join(words)
    return " ".join(lemmatize_words(words, lang))


def _defining(titled: list[str], definition: definitions.Definition | None, rules: list[Rule]) -> list[str]:
    """Rules named after the term that have text, the defining one first."""
    with_text = {r.id for r in rules if r.text.strip()}
    out = [definition.rule] if definition else []
    return out + [rid for rid in titled if rid in with_text and rid not in out]


def _usage(definition: definitions.Definition | None, rules: list[Rule], forms: set[str]) -> dict[str, str] | None:
    """For a term the manuals use without defining it: the first sentence that uses it."""
    if definition is not None:
        return None
    use = definitions.first_use(rules, sorted(forms))
    return {"rule": use.rule, "quote": use.quote} if use else None


def _entry_id(term: Term, seen: set[str]) -> str:
    ident = slug(term.term)
    if ident in seen:
        ident = f"{ident}-{term.games[0]}"
    seen.add(ident)
    return ident


def _find(
    rules: list[Rule],
    analysed: dict[str, _Analysed],
    keys: list[tuple[str, ...]],
    term_name: str,
    uses: dict[str, list[str]],
) -> tuple[set[str], list[str], int]:
    forms: set[str] = set()
    defining: list[str] = []
    mentioned = 0
    for rule in rules:
        found = analysed[rule.id]
        hit = False
        in_title = False
        for key in keys:
            for start in _matches(found, key):
                hit = True
                forms.add(" ".join(found.words[start : start + len(key)]).lower())
                if start + len(key) <= found.n_title:
                    in_title = True
        if hit:
            mentioned += 1
            if term_name not in uses[rule.id]:
                uses[rule.id].append(term_name)
        if in_title:
            defining.append(rule.id)
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
