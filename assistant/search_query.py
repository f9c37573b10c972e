"""Query understanding for the search: a typed query (or question) as weighted concepts.

A query is read on the search tables (:mod:`assistant.search_tables`) only, with no language
model at query time, so the docs site's JavaScript reads it the same way:

1. words are folded; the words that name a game ("ve Stalingradu", "memoir", "undaunted") set
   the game the query is about and are not searched;
2. phrases of the players' vocabulary and the glossary's names are found, longest first
   ("fog of war", "mlhy války", "za mnou", "Mgła wojny"): each becomes one concept whose
   alternatives are the words as typed and what the phrase means;
3. every other word that is not a stop or question word ("jak", "kolik", "můžu", "what") is a
   concept of its own: its keys, else its typo correction (one edit from 5 letters, two from 9),
   else, for the last word as it is being typed, the keys it begins;
4. neighbouring words also form a phrase concept (``kryt|budov``), so phrases beat single words.

Each concept weighs its rarest key's idf; a word the index does not know at all weighs the most,
so a query about something the manuals never mention covers little of any rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from rapidfuzz import process
from rapidfuzz.distance import OSA

from assistant.search_tables import Tables
from lang.czech_stem import split, stem
from lang.fold import fold
from lang.keys import ROOT_PREFIX, lemma_key

CORRECTED = 0.8  # a typo-corrected word counts a little less than an exact one
PREFIX = 0.5  # a word being typed, matched by its beginning
PHRASE = 0.6  # two neighbouring words found next to each other
PREFIX_MIN = 4
PREFIX_MAX_KEYS = 40


def typo_limit(word: str) -> int:
    """Edits allowed for a word of this length: 0 below 5 letters, 1 from 5, 2 from 9."""
    n = len(word)
    return 2 if n >= 9 else 1 if n >= 5 else 0


@dataclass
class Concept:
    """One thing the query asks about: alternatives (weight, keys), the best of which counts."""

    text: str
    alternatives: list[tuple[float, list[str]]]
    idf: float
    counts: bool = True  # counts toward coverage (phrase bonuses do not)


@dataclass
class QueryPlan:
    concepts: list[Concept] = field(default_factory=list)
    games: list[str] = field(default_factory=list)  # games the query names
    lang: str | None = None  # "pl" when the typed words are Polish rather than Czech, "cs" the other way
    corrections: dict[str, str] = field(default_factory=dict)

    @property
    def keys(self) -> dict[str, float]:
        """Every key of the plan with its best weight (for highlighting)."""
        out: dict[str, float] = {}
        for c in self.concepts:
            for weight, keys in c.alternatives:
                for k in keys:
                    if "|" not in k and not k.startswith("term:"):
                        out[k] = max(out.get(k, 0.0), weight)
        return out


def length_order(n: int, limit: int) -> list[int]:
    """Candidate lengths for a typed word of length ``n``: the same, one letter more (a letter left out
    is the commonest typo), one less, then two more and two less."""
    out = [n]
    for d in range(1, limit + 1):
        out += [n + d, n - d]
    return out


class Corrector:
    """Closest correction-table word within the typo limit, by optimal string alignment distance
    (a swap of neighbours is one edit); ties go to the first in :func:`length_order`, then alphabetical."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.known = {w for words in tables.words.values() for w in words}
        self.cache: dict[str, str | None] = {}

    def __call__(self, folded: str) -> str | None:
        if folded in self.cache:
            return self.cache[folded]
        limit = typo_limit(folded)
        result = None
        if limit and folded.isalpha() and folded not in self.known:
            n = len(folded)
            candidates = [w for size in length_order(n, limit) for w in self.tables.words.get(size, ())]
            found = process.extractOne(folded, candidates, scorer=OSA.distance, score_cutoff=limit, processor=None)
            result = found[0] if found else None
        if len(self.cache) < 50_000:
            self.cache[folded] = result
        return result


def _game_spans(words: list[str], tables: Tables) -> tuple[list[str], set[int]]:
    """Games named in the folded words, and the positions of the naming words."""
    named: list[str] = []
    used: set[int] = set()
    for ids, names in tables.games:
        for name in names:
            parts = name.split()
            for i in range(len(words) - len(parts) + 1):
                if all(words[i + j].startswith(p) for j, p in enumerate(parts)):
                    used.update(range(i, i + len(parts)))
                    named.extend(g for g in ids if g not in named)
    return named, used


def plan_query(query: str, tables: Tables, correct: Corrector, game: str | None = None) -> QueryPlan:
    """The concepts of ``query``; ``game`` (the filter or the page's game) selects the vocabulary."""
    plan = QueryPlan()
    words = [fold(w) for w in split(query)]
    plan.games, skip = _game_spans(words, tables)
    context = game or (plan.games[0] if len(plan.games) == 1 else None)
    idf = tables.idf
    # a misspelt word the index does not know is read as its correction when looking for phrases
    # ("supresed" -> "suppressed", an English term of the vocabulary)
    spelt = [correct(w) if i not in skip and w not in tables.stop and not any(k in idf for k in tables.keys_of(w))
             else None for i, w in enumerate(words)]
    spelt = [f or w for f, w in zip(spelt, words, strict=True)]
    stems = [stem(w) if w.isalpha() else w for w in spelt]
    lemmas = [lemma_key(tables.forms[w]) if w in tables.forms else s for w, s in zip(spelt, stems, strict=True)]
    content: list[str | None] = []  # first key of each content word, for the phrase concepts
    typed_keys: list[str] = []  # keys of the words as typed (for the query's language)
    i = 0
    while i < len(words):
        if i in skip:
            i += 1
            continue
        found = None
        for n in range(min(6, len(words) - i), 0, -1):
            if any(j in skip for j in range(i, i + n)):
                continue
            entries = tables.phrases.get(" ".join(stems[i : i + n])) or tables.phrases.get(" ".join(lemmas[i : i + n]))
            usable = [e for e in entries or () if not e[0] or context is None or context in e[0]]
            if usable:
                found = (n, usable)
                break
        if found:
            n, usable = found
            for w, f in zip(words[i : i + n], spelt[i : i + n], strict=True):
                if f != w:
                    plan.corrections[w] = f
            typed = [k for w in words[i : i + n] if w not in tables.stop for k in tables.keys_of(w)[:1] if k in idf]
            rooted = [_rooted(w, tables) for w in words[i : i + n] if w not in tables.stop]
            rooted = [k for k in rooted if k in idf]
            meant = [(weight, keys) for _, weight, keys in usable]
            concept = _concept(" ".join(words[i : i + n]), meant, tables)  # weighs what it means
            concept.alternatives = ([(1.0, typed)] if typed else []) + meant
            if rooted and rooted != typed:  # the verbs by their roots ("odstranit" ~ "neodstraňují")
                concept.alternatives.insert(1 if typed else 0, (1.0, rooted))
            plan.concepts.append(concept)
            typed_keys.extend(typed)
            content.extend(tables.keys_of(w)[0] for w in words[i : i + n] if w not in tables.stop)
            i += n
            continue
        word = words[i]
        i += 1
        if word in tables.stop or (len(word) == 1 and word.isalpha()):
            continue
        concept, first = _word_concept(word, i == len(words), tables, correct, plan)
        plan.concepts.append(concept)
        content.append(first)
        if first and word not in plan.corrections:
            typed_keys.append(first)
    votes = [tables.langs.get(k) for k in typed_keys]
    cs, pl = votes.count("cs"), votes.count("pl")
    plan.lang = "pl" if pl > cs else "cs" if cs > pl else None
    for a, b in pairwise(content):
        key = f"{a}|{b}"
        if a and b and key in idf:
            plan.concepts.append(Concept(key, [(PHRASE, [key])], idf[key], counts=False))
    return plan


def spoken_forms(folded: str) -> list[str]:
    """What a word the index does not know may stand for: the word without its negation ("nepropatrany",
    Polish "nierozpoznany") and the colloquial "-ej" of an adjective as written ("prazdnej" ~ "prazdny")."""
    out = []
    for prefix in ("nie", "ne"):
        if folded.startswith(prefix) and len(folded) - len(prefix) >= 4:
            out.append(folded[len(prefix) :])
            break
    if folded.endswith("ej") and len(folded) >= 5:
        out += [folded[:-2] + "y", folded[:-2] + "e"]
    return out


def _rooted(folded: str, tables: Tables) -> str:
    """A word's verb-root key where it has one, else its first key."""
    keys = tables.keys_of(folded)
    return next((k for k in keys if k.startswith(ROOT_PREFIX)), keys[0])


def _concept(text: str, alternatives: list[tuple[float, list[str]]], tables: Tables) -> Concept:
    """A concept weighs its rarest word: glossary-term and phrase keys are rarer than what they stand for."""
    weights = []
    for _, keys in alternatives:
        words = [tables.idf[k] for k in keys if k in tables.idf and "|" not in k and not k.startswith("term:")]
        weights.append(max(words) if words else max((tables.idf.get(k, 0.0) for k in keys), default=0.0))
    return Concept(text, alternatives, max(weights) if weights else tables.max_idf)


def _word_concept(word: str, last: bool, tables: Tables, correct: Corrector,
                  plan: QueryPlan) -> tuple[Concept, str | None]:
    keys = [k for k in tables.keys_of(word) if k in tables.idf]
    number = tables.numbers.get(word)
    if number and number not in keys:
        keys.append(number)
    if keys:
        return _concept(word, [(1.0, [k]) for k in keys], tables), keys[0]
    for form in spoken_forms(word):
        keys = [k for k in tables.keys_of(form) if k in tables.idf]
        if keys:
            return _concept(word, [(CORRECTED, [k]) for k in keys], tables), keys[0]
    fixed = correct(word)
    if fixed:
        keys = [k for k in tables.keys_of(fixed) if k in tables.idf]
        if keys:
            plan.corrections[word] = fixed
            return _concept(word, [(CORRECTED, [k]) for k in keys], tables), keys[0]
    if last and len(word) >= PREFIX_MIN and word.isalpha():
        key = stem(word)
        begun = [k for k in tables.word_keys_sorted if (k.startswith(key) and k != key) or k.startswith(word)]
        if begun:
            return _concept(word, [(PREFIX, [k]) for k in begun[:PREFIX_MAX_KEYS]], tables), None
    return Concept(word, [], tables.max_idf), None
