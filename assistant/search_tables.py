"""The search's tables, built once from the corpus, the glossary and the players' vocabulary.

Everything a query needs is precomputed here as plain data, so that the API
(:mod:`assistant.search`) and the docs site's in-page search (``docs/_static/pravidla-search.js``,
fed by :meth:`Tables.export`) rank with the same numbers and find the same first result:

* ``head`` and ``text`` — per index key, the BM25 contribution of the key to each rule's
  heading (title ×2.5 and glossary terms ×1.2) and to each text passage, already weighted;
* ``idf`` — every key of the index with its inverse rule frequency (the coverage weights);
* ``forms`` — the keys of a folded word where they are not just its light stem (its lemma's
  stem: lemmagen3 for Czech, morfeusz2 for Polish), for every word of the corpus and vocabulary;
* ``phrases`` — glossary names and the players' vocabulary by phrase key (the light stems of
  the folded words), each with the keys of what it means;
* ``words`` — correction candidates for typos, by length; ``stop`` — the words a query ignores;
  ``games`` — the words that name each game;
* ``rules`` — id, game, language, kind, readable title and group (near-duplicates and the quick
  reference of a rule share the group of the rule itself).

A key is a folded word's light stem (``kryt``), a glossary term (``term:za mnou``) or two
neighbouring words' stems (``kryt|budov``), so phrases score above their single words.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from rapidfuzz import fuzz

import games
from assistant.search_text import display_title, plain_text, split_passages
from lang.czech_stem import STOP_WORDS, split, stem
from lang.fold import fold
from lang.keys import form_roots, is_stop, lemma_key, word_keys
from lang.numerals import CARDINALS
from lang.player_terms import PlayerTerms, phrase_key

# BM25 (Okapi) parameters and field weights; tuned on the project's own tuning queries (bench/).
K1 = 1.2
B = {"title": 0.3, "terms": 0.3, "text": 0.75}
FIELD_WEIGHTS = {"title": 2.5, "terms": 1.2, "text": 1.0}
EXPANDED = 0.8  # what a player's word means (vocabulary, Polish name -> Czech term)
SCALE = 100  # contributions are stored as integers, in hundredths (the same numbers in Python and JavaScript)
DUPLICATE_RATIO = 88  # texts this similar (rapidfuzz ratio, folded) under one title are one result


def scaled(value: float) -> int:
    """A contribution as an integer number of hundredths (rounded half up, as JavaScript does)."""
    return math.floor(value * SCALE + 0.5)


def idf_of(df: int, n: int) -> float:
    """Inverse rule frequency of a key found in ``df`` of ``n`` rules, to 4 decimals (half up).

    The docs site computes it the same way for each key a query uses (it is not exported)."""
    return math.floor(math.log(1 + (n - df + 0.5) / (df + 0.5)) * 10000 + 0.5) / 10000


def term_key(name: str) -> str:
    """One index key for a whole glossary term: ``Za mnou!`` -> ``term:za mnou``."""
    return "term:" + " ".join(fold(w) for w in split(name))


def content_keys(text: str, lang: str) -> list[list[str]]:
    """The keys of each non-stop word of ``text``, in order (the stem first)."""
    return [keys for keys in (list(word_keys(w, lang, roots=True)) for w in split(text)) if keys]


def bigrams(words: Sequence[Sequence[str]]) -> list[str]:
    """Keys of neighbouring words (stop words skipped): ``kryt|budov``."""
    return [f"{a[0]}|{b[0]}" for a, b in pairwise(words)]


def _flat(words: Sequence[Sequence[str]]) -> list[str]:
    return [k for keys in words for k in keys]


@dataclass
class Tables:
    """The plain-data search tables (see the module docstring)."""

    rules: list[dict[str, Any]]
    head: dict[str, list[int]] = field(default_factory=dict)
    text: dict[str, list[int]] = field(default_factory=dict)
    passage_rule: list[int] = field(default_factory=list)
    idf: dict[str, float] = field(default_factory=dict)
    langs: dict[str, str] = field(default_factory=dict)  # key -> "cs" | "pl" where only one language has it
    numbers: dict[str, str] = field(default_factory=dict)  # folded numeral -> its digits ("třech" -> "3")
    forms: dict[str, list[str]] = field(default_factory=dict)
    phrases: dict[str, list[list[Any]]] = field(default_factory=dict)
    words: dict[int, list[str]] = field(default_factory=dict)
    stop: set[str] = field(default_factory=set)
    games: list[list[Any]] = field(default_factory=list)
    max_idf: float = 1.0
    word_keys_sorted: list[str] = field(default_factory=list)

    def keys_of(self, folded: str) -> list[str]:
        """Index keys of one folded query word."""
        if folded in self.forms:
            return self.forms[folded]
        if not folded.isalpha():
            return [folded]
        # a form the manuals do not use ("ustoupím"): also the root of the verb it may be
        key = stem(folded)
        root = next((r for r in form_roots(folded) if r in self.head or r in self.text), None)
        return [key, root] if root else [key]

    def export(self) -> dict[str, Any]:
        """JSON-ready form for the docs site.  ``idf`` and ``langs`` are left out: the browser derives
        them from the postings for the keys a query uses (:func:`idf_of`, the rules' languages)."""
        return {
            "head": self.head, "text": self.text, "passage_rule": self.passage_rule, "numbers": self.numbers,
            "forms": self.forms, "phrases": self.phrases, "words": {str(n): w for n, w in self.words.items()},
            "stop": sorted(self.stop), "games": self.games, "n_rules": len(self.rules),
        }


class _Field:
    """BM25 contributions of one field: key -> {doc: contribution}."""

    def __init__(self, docs: Sequence[Sequence[str]], b: float, weight: float, n_rules: int | None = None) -> None:
        lengths = [len(d) for d in docs]
        avg = (sum(lengths) / len(lengths)) if lengths else 1.0
        avg = avg or 1.0
        postings: dict[str, dict[int, int]] = defaultdict(dict)
        for i, doc in enumerate(docs):
            for key, tf in Counter(doc).items():
                postings[key][i] = tf
        n = n_rules or len(docs)
        self.contrib: dict[str, dict[int, float]] = {}
        for key, posting in postings.items():
            df = min(len(posting), n)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            self.contrib[key] = {
                doc: weight * idf * tf * (K1 + 1) / (tf + K1 * (1 - b + b * lengths[doc] / avg))
                for doc, tf in posting.items()
            }


def _groups(rules: Sequence[Mapping[str, Any]], titles: Sequence[str]) -> list[int]:
    """Group of each rule: a quick reference joins the rule it summarises; near-identical texts
    under one title (the same action in the first-game rules and the action overview), and an
    empty heading of that title, join the longest of them."""
    index = {r["id"]: i for i, r in enumerate(rules)}
    group = list(range(len(rules)))
    by_title: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for i, rule in enumerate(rules):
        by_title[(rule["game"], rule["lang"], fold(titles[i]))].append(i)
    for members in by_title.values():
        texts = {i: " ".join(fold(plain_text(rules[i].get("text", ""))).split()) for i in members}
        for pos, i in enumerate(members):
            for j in members[:pos]:
                # an empty heading (a figure's label) joins the rule of the same title; texts join when alike
                alike = not texts[i] or not texts[j] or fuzz.ratio(texts[i], texts[j]) >= DUPLICATE_RATIO
                if group[j] == j and (texts[i] or texts[j]) and alike:
                    longest = j if len(texts[j]) >= len(texts[i]) else i
                    other = i if longest == j else j
                    for k, g in enumerate(group):
                        if g == other:
                            group[k] = longest
                    break
    for i, rule in enumerate(rules):
        if rule.get("kind") == "quickref":
            targets = [index[t] for t in rule.get("illustrates") or [] if t in index]
            if targets:
                group[i] = group[targets[0]]
    return group


def _game_names() -> list[list[Any]]:
    """[game, [folded name phrases]] for each game, then families ("undaunted", "odhodlani") as lists of games."""
    out: list[list[Any]] = []
    first_words: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for game in games.all_games():
        out.append([[game.id], sorted({" ".join(split(fold(n))) for n in [*game.names, game.short]} - {""})])
        for name in game.names:
            parts = fold(name).split()
            if len(parts) > 1:
                first_words[game.family][parts[0]].add(game.id)
    for family in {g.family for g in games.all_games()}:
        members = [g.id for g in games.family_members(family)]
        if len(members) < 2:
            continue
        names = {fold(games._load()[1].get(family, {}).get("title", ""))} - {""}
        names |= {word for word, ids in first_words[family].items() if set(ids) == set(members)}
        out.append([members, sorted(n[:-1] if n.endswith("i") else n for n in names)])
    return out


def build_tables(rules: Sequence[dict[str, Any]], glossary: Sequence[Mapping[str, Any]],
                 vocabulary: PlayerTerms) -> Tables:
    by_id = {r["id"]: r for r in rules}
    titles = [display_title(r, by_id) for r in rules]
    groups = _groups(rules, titles)
    tables = Tables(rules=[{"id": r["id"], "game": r["game"], "lang": r["lang"], "kind": r.get("kind", "rule"),
                            "title": titles[i], "group": groups[i]} for i, r in enumerate(rules)])
    glossary_terms = {fold(e["term"]).strip(" !"): e["term"] for e in glossary}

    title_docs, terms_docs, passages = [], [], []
    for i, rule in enumerate(rules):
        words = content_keys(rule.get("title", ""), rule["lang"])
        folded_title = " ".join(fold(w) for w in split(rule.get("title", "")))
        named = [term_key(t) for t in rule.get("terms", []) if term_key(t)[5:] in folded_title]
        title_docs.append(_flat(words) + bigrams(words) + named)
        terms_words = content_keys(" ".join(rule.get("terms", [])), "cs")
        terms_docs.append(_flat(terms_words) + [term_key(t) for t in rule.get("terms", [])])
        for passage in split_passages(rule.get("text", "")):
            words = content_keys(passage, rule["lang"])
            tables.passage_rule.append(i)
            passages.append(_flat(words) + bigrams(words))

    n = len(rules)
    head: dict[str, dict[int, float]] = defaultdict(dict)
    for name, docs in (("title", title_docs), ("terms", terms_docs)):
        for key, contribs in _Field(docs, B[name], FIELD_WEIGHTS[name]).contrib.items():
            for doc, value in contribs.items():
                head[key][doc] = head[key].get(doc, 0.0) + value
    text = _Field(passages, B["text"], FIELD_WEIGHTS["text"]).contrib
    tables.head = {k: [x for d, v in sorted(p.items()) for x in (d, scaled(v))] for k, p in sorted(head.items())}
    tables.text = {k: [x for d, v in sorted(p.items()) for x in (d, scaled(v))] for k, p in sorted(text.items())}

    rules_of: dict[str, set[int]] = defaultdict(set)
    for key, posting in head.items():
        rules_of[key].update(posting)
    for key, posting in text.items():
        rules_of[key].update(tables.passage_rule[p] for p in posting)
    tables.idf = {k: idf_of(len(r), n) for k, r in sorted(rules_of.items())}
    tables.max_idf = idf_of(1, n)
    for key, found in sorted(rules_of.items()):
        languages = {rules[d]["lang"] for d in found}
        if len(languages) == 1 and "|" not in key and not key.startswith("term:"):
            tables.langs[key] = languages.pop()
    tables.numbers = {w: str(v) for lang in ("cs", "pl") for w, v in sorted(CARDINALS[lang].items())
                      if str(v) in tables.idf}
    tables.word_keys_sorted = sorted(k for k in tables.idf if "|" not in k and not k.startswith("term:"))

    _add_forms(tables, rules, glossary, vocabulary)
    _add_phrases(tables, glossary, vocabulary, glossary_terms)
    _add_words(tables, rules, glossary, vocabulary)
    tables.stop = set(STOP_WORDS) | set(vocabulary.ignore)
    tables.games = _game_names()
    return tables


def _add_forms(tables: Tables, rules: Sequence[Mapping[str, Any]], glossary: Sequence[Mapping[str, Any]],
               vocabulary: PlayerTerms) -> None:
    """Folded word -> its keys, where they are more than its stem (the lemma's stem joins forms)."""
    seen: dict[str, list[str]] = {}

    def note(word: str, lang: str) -> None:
        folded = fold(word)
        if not folded or is_stop(folded):
            return
        keys = seen.setdefault(folded, [stem(folded)] if folded.isalpha() else [folded])
        for key in word_keys(word, lang, roots=True):
            if key not in keys:
                keys.append(key)

    for rule in rules:
        for word in split(rule.get("title", "") + " " + rule.get("text", "")):
            note(word, rule["lang"])
    for entry in glossary:
        for form in [entry["term"], *entry.get("forms", []), *entry.get("aliases", [])]:
            for word in split(form):
                note(word, "cs")
        pl = entry.get("pl") or {}
        for form in [pl.get("term", ""), *pl.get("forms", [])]:
            for word in split(form):
                note(word, "pl")
    for e in vocabulary.entries:
        for phrase in e.say:
            for word in split(phrase):
                note(word, "pl" if e.lang == "pl" else "cs")
    # kept where the lemma's key finds something: an index key, or a vocabulary phrase word's lemma key
    said = {fold(w) for e in vocabulary.entries for phrase in e.say for w in split(phrase)}
    said |= {fold(w) for entry in glossary for n in [entry["term"], *entry.get("aliases", [])] for w in split(n)}
    said_lemmas = {lemma_key(seen[w]) for w in said if w in seen and len(seen[w]) > 1}
    tables.forms = {f: k for f, k in sorted(seen.items())
                    if len(k) > 1 and (f in said or any(x in tables.idf or x in said_lemmas for x in k[1:]))}


def _meaning_keys(tables: Tables, phrase: str, glossary_terms: Mapping[str, str]) -> list[str]:
    """Keys of what a phrase means: its words' stems, their bigrams, and the glossary term's own key."""
    words = [keys[:1] for keys in content_keys(phrase, "cs")]
    keys = [k for k in _flat(words) + bigrams(words) if k in tables.idf]
    name = fold(phrase).strip(" !")
    if name in glossary_terms and term_key(phrase) in tables.idf:
        keys.insert(0, term_key(phrase))
    return list(dict.fromkeys(keys))


def _add_phrases(tables: Tables, glossary: Sequence[Mapping[str, Any]], vocabulary: PlayerTerms,
                 glossary_terms: Mapping[str, str]) -> None:
    """Phrase key -> [[games, weight, keys], …]: glossary names (Czech, aliases, Polish) and the vocabulary."""
    table: dict[str, list[list[Any]]] = defaultdict(list)

    def add(said: str, games_: Sequence[str], weight: float, keys: list[str]) -> None:
        words = [fold(w) for w in split(said)]
        stems = phrase_key(said)
        by_stem = " ".join(stems)
        by_lemma = " ".join(lemma_key(tables.forms[w]) if w in tables.forms else k
                            for w, k in zip(words, stems, strict=True))
        for key in dict.fromkeys([by_stem, by_lemma]):
            if key and keys and [sorted(games_), weight, keys] not in table[key]:
                table[key].append([sorted(games_), weight, keys])

    for entry in glossary:
        own = _meaning_keys(tables, entry["term"], glossary_terms)
        for name in [entry["term"], *entry.get("aliases", [])]:
            words = [w for w in split(name) if not is_stop(fold(w))]
            if len(split(name)) > 1 or not words:  # one ordinary word already counts by its stem
                add(name, [], 1.0, own)
        pl = entry.get("pl") or {}
        for form in [pl.get("term", ""), *pl.get("forms", [])]:
            if form:
                add(form, entry.get("games", []), EXPANDED, own)
    aliases = {fold(e["term"]).strip(" !"): e.get("aliases", []) for e in glossary}
    for e in vocabulary.entries:
        for said in e.say:
            for meaning in e.means:
                for name in [meaning, *aliases.get(fold(meaning).strip(" !"), [])]:
                    add(said, e.games, EXPANDED, _meaning_keys(tables, name, glossary_terms))
    tables.phrases = dict(sorted(table.items()))


def _add_words(tables: Tables, rules: Sequence[Mapping[str, Any]], glossary: Sequence[Mapping[str, Any]],
               vocabulary: PlayerTerms) -> None:
    """Typo-correction candidates: glossary and vocabulary words, titles, corpus words seen twice."""
    words: set[str] = set()
    for entry in glossary:
        for form in [entry["term"], *entry.get("forms", []), *entry.get("aliases", [])]:
            words.update(fold(w) for w in split(form))
    for e in vocabulary.entries:
        for said in e.say:
            words.update(fold(w) for w in split(said))
    counts: Counter[str] = Counter()
    for rule in rules:
        words.update(fold(w) for w in split(rule.get("title", "")))
        counts.update({fold(w) for w in split(rule.get("text", ""))})
    words.update(w for w, c in counts.items() if c >= 2)
    by_length: dict[int, list[str]] = defaultdict(list)
    for w in sorted(words):
        if len(w) >= 4 and w.isalpha() and not is_stop(w):
            by_length[len(w)].append(w)
    tables.words = dict(sorted(by_length.items()))
