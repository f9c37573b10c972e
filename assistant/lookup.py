"""Answers from the manual's own sentences: rank sentences, quote the deciding ones, or say the manual is silent.

Every rule text is cut into sentences (list items and table rows count as
sentences).  A question is reduced to its content words (question words, stop
words and chatter dropped) and their search keys, plus the keys the search
adds for players' words; each sentence is scored with BM25, plus a share of its
rule's title score, plus a little of its neighbours' score (a rule often says a
thing over two sentences).  The best sentence is quoted in full with the next
one when that continues it; more sentences of the same rule follow when they
score close; 2–3 related rules are listed.

"Manuál to neuvádí" is said when the best sentence covers too little of what
the question asks (the share of the question's key weight, by IDF, found in the
sentence and its rule's title), or when the question names something the
corpus never mentions (a scenario, an expansion).  The thresholds are measured
in ``bench/bench_understanding.py`` on the project's own question set.
"""

from __future__ import annotations

import math
import re
import tomllib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import games
from lang.keys import fold, is_stop, split, word_keys

__all__ = ["Lookup", "Sentence", "SentenceIndex", "beyond_rule", "content_words", "scenario_ids", "silence_reasons"]

K1 = 1.2
B = 0.5
TITLE_SHARE = 0.35  # how much of its rule's title score a sentence gets
NEIGHBOUR_SHARE = 0.25
MIN_COVERAGE = 0.1  # below this share of the question's key weight the manual is taken as silent (measured)
NAME_COVERAGE = 0.7  # a name the manual never uses makes it silent unless the best sentence covers this much
RELATED = 3
KIND_WEIGHTS = {"quickref": 0.8, "example": 0.85}
# a sentence with a pronoun or demonstrative ("…, nelze je dále poškodit.") often speaks of what the sentence
# before it names: it gets this share of that sentence's score.  "je" is also "is", so in effect many sentences
# take context from the one before.  Measured on the tune questions (0.35, 0.5, 0.7, 1.0; 0.7 best: +4 fully
# right, +5 right sentence quoted, no wrong claim); leaving out "je" and "ně" measured worse (a wrong claim).
ANAPHORA_SHARE = 0.7
ANAPHORA = frozenset({"je", "jej", "ho", "ji", "ne", "nej", "nich", "nim", "jim", "tento", "tato", "toto", "tuto",
                      "tyto", "tomto", "teto"})
FOCUS_BOOST = 1.3  # sentences of the rules the engine (or the search) points at

# Words that only shape the question: never keys of its content (folded).
QUESTION_CHATTER = frozenset(
    """
    co jak kdo kdy kde kam odkud proc ktery ktera ktere kteri kterou jaky jaka jake jakou kolik kolika
    muzu muze muzou mohu muzeme smim smi lze jde plati musim musi mam ma maji dela delam udelat delat
    prosim hele pls nejak vlastne presne teda tedy jo no pak ted uz jeste taky porad furt normalne
    funguje fungujou znamena stane stava je jsou byt bude budou jsem jsme mi me mne moje muj moji
    czy jak jest sa mozna moge moze ile kiedy gdzie dlaczego ktory ktora ktore co robi dziala oznacza
    nie tak wiec teraz juz jeszcze zawsze czym czego
    vysvetli popis otazka dotaz pravidlo pravidla manual manualu
    rozdil rozdily rozdilu lisi lisit lisi odlisne oproti srovnani porovnat porovnej stejne stejny jako
    hra hre hry hru hrach roznica rozni czym
    """.split()  # noqa: SIM905
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽŁŚŻŹ0-9„\"(*])")
_ABBREVIATIONS = ("tj.", "např.", "str.", "č.", "obr.", "tzv.", "resp.", "atd.", "apod.", "popř.", "tab.", "max.",
                  "min.", "odst.", "kap.", "m.in.", "np.", "tzn.", "ok.", "cca.")
_MARKDOWN = re.compile(r"[*_`#]+|^>\s*|^\s*[-•]\s+", re.MULTILINE)
_CONTINUES = ("pokud", "jestli", "v takovem", "v tom pripade", "to ", "tato", "tento", "toto", "takova", "takovy",
              "jinak", "ale", "avsak", "nicmene", "navic", "rovnez", "tedy", "proto", "pritom", "jesli", "wtedy",
              "w takim", "ta ", "ten ", "to znamena", "v pripade shody", "pri shode", "w przypadku remisu")


@dataclass(frozen=True)
class Sentence:
    rule_index: int
    position: int  # index of the sentence within its rule
    text: str


def split_sentences(text: str) -> list[str]:
    """Sentences of a rule text: paragraphs, list items and table rows, cut at sentence ends."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n|\n(?=\s*[-•|]|\s*\d+\.\s)", text):
        plain = " ".join(_MARKDOWN.sub("", block).replace("|", " ").split())
        if not plain:
            continue
        pieces = _SENTENCE_END.split(plain)
        merged: list[str] = []
        for piece in pieces:
            if merged and merged[-1].lower().endswith(_ABBREVIATIONS):
                merged[-1] = f"{merged[-1]} {piece}"
            else:
                merged.append(piece)
        out.extend(p for p in merged if len(p.split()) >= 2)
    return out


def content_words(text: str) -> list[str]:
    """The words of a question that carry its content (chatter, stop words and game names dropped)."""
    names = _game_names()
    return [w for w in split(text)
            if fold(w) not in QUESTION_CHATTER and not is_stop(fold(w)) and not fold(w).startswith(names)]


@cache
def _game_names() -> tuple[str, ...]:
    return tuple(n for g in games.all_games() for n in g.names if " " not in n)


@dataclass
class Lookup:
    """The result of a look-up: quoted sentences of the best rule, related rules, silence."""

    rule: dict[str, Any] | None
    quotes: list[str] = field(default_factory=list)
    related: list[dict[str, Any]] = field(default_factory=list)
    coverage: float = 0.0
    silent: bool = False
    reasons: list[str] = field(default_factory=list)  # why the manual is taken as silent
    keys: dict[str, float] = field(default_factory=dict)  # the question's weighted search keys


class SentenceIndex:
    """BM25 over the corpus sentences, with title and neighbour context."""

    def __init__(self, rules: Sequence[Mapping[str, Any]]) -> None:
        self.rules = list(rules)
        self.sentences: list[Sentence] = []
        self.by_rule: dict[int, list[int]] = defaultdict(list)
        docs: list[Counter[str]] = []
        titles: list[Counter[str]] = []
        for r, rule in enumerate(self.rules):
            lang = rule.get("lang", "cs")
            titles.append(Counter(k for w in split(rule.get("title", "")) for k in word_keys(w, lang)))
            for position, text in enumerate(split_sentences(rule.get("text", ""))):
                self.by_rule[r].append(len(self.sentences))
                self.sentences.append(Sentence(r, position, text))
                docs.append(Counter(k for w in split(text) for k in word_keys(w, lang)))
        self.docs = docs
        self.titles = titles
        n = len(docs) or 1
        df: Counter[str] = Counter()
        for doc in docs:
            df.update(doc.keys())
        self.idf = {k: math.log(1 + (n - c + 0.5) / (c + 0.5)) for k, c in df.items()}
        self.lengths = [sum(d.values()) for d in docs]
        self.avg = (sum(self.lengths) / n) or 1.0
        self.postings: dict[str, list[int]] = defaultdict(list)
        for i, doc in enumerate(docs):
            for key in doc:
                self.postings[key].append(i)
        self.title_postings: dict[str, list[int]] = defaultdict(list)
        for r, title in enumerate(titles):
            for key in title:
                self.title_postings[key].append(r)
        self.known = set(self.idf) | set(self.title_postings)
        self.rule_index = {rule.get("id"): r for r, rule in enumerate(self.rules)}
        self.anaphoric = [bool(ANAPHORA & {fold(w).lower() for w in split(x.text)}) for x in self.sentences]

    def rule_sentences(self, rule_id: str) -> list[str]:
        """The sentences of one rule, in order."""
        r = self.rule_index.get(rule_id)
        return [self.sentences[i].text for i in self.by_rule.get(r, ())] if r is not None else []

    def key_weight(self, key: str) -> float:
        return self.idf.get(key, math.log(1 + len(self.docs)))

    def _bm25(self, i: int, key: str) -> float:
        tf = self.docs[i][key]
        norm = K1 * (1 - B + B * self.lengths[i] / self.avg)
        return self.idf[key] * tf * (K1 + 1) / (tf + norm)

    def search(self, keys: Mapping[str, float], games: Iterable[str] | None = None,
               langs: Iterable[str] | None = None, focus: Iterable[str] = ()) -> list[tuple[int, float]]:
        """(sentence index, score), best first, for weighted query keys."""
        allowed_games = set(games) if games is not None else None
        allowed_langs = set(langs) if langs is not None else None
        focus_ids = set(focus)
        raw: dict[int, float] = defaultdict(float)
        for key, weight in keys.items():
            for i in self.postings.get(key, ()):
                raw[i] += weight * self._bm25(i, key)
        title_score: dict[int, float] = defaultdict(float)
        for key, weight in keys.items():
            for r in self.title_postings.get(key, ()):
                title_score[r] += weight * self.key_weight(key)
        candidates = set(raw) | {i for r in title_score for i in self.by_rule.get(r, ())}
        scored: list[tuple[int, float]] = []
        for i in candidates:
            s = self.sentences[i]
            rule = self.rules[s.rule_index]
            if allowed_games is not None and rule.get("game") not in allowed_games:
                continue
            if allowed_langs is not None and rule.get("lang") not in allowed_langs:
                continue
            siblings = self.by_rule[s.rule_index]
            neighbours = [raw.get(j, 0.0) for j in (i - 1, i + 1) if j in siblings]
            score = raw.get(i, 0.0) + TITLE_SHARE * title_score.get(s.rule_index, 0.0)
            score += NEIGHBOUR_SHARE * max(neighbours, default=0.0)
            if self.anaphoric[i] and i - 1 in siblings:
                score += ANAPHORA_SHARE * raw.get(i - 1, 0.0)
            score *= KIND_WEIGHTS.get(rule.get("kind", ""), 1.0)
            if rule.get("id") in focus_ids:
                score *= FOCUS_BOOST
            scored.append((i, score))
        scored.sort(key=lambda item: (-item[1], item[0]))
        return scored

    def coverage(self, keys: Mapping[str, float], i: int) -> float:
        """Share of the query's key weight found in sentence ``i``, its neighbours and its rule's title."""
        if not keys:
            return 0.0
        s = self.sentences[i]
        siblings = self.by_rule[s.rule_index]
        present: set[str] = set(self.titles[s.rule_index])
        for j in (i - 1, i, i + 1):
            if j in siblings:
                present.update(self.docs[j])
        total = sum(w * self.key_weight(k) for k, w in keys.items())
        found = sum(w * self.key_weight(k) for k, w in keys.items() if k in present)
        return found / total if total else 0.0

    def quote(self, i: int, limit: int = 3, keys: Mapping[str, float] | None = None) -> list[str]:
        """The sentence, the next one when it continues it, and other close sentences of the same rule."""
        s = self.sentences[i]
        siblings = self.by_rule[s.rule_index]
        chosen = [i]
        nxt = i + 1
        if nxt in siblings and (fold(self.sentences[nxt].text).startswith(_CONTINUES) or len(s.text) < 60):
            chosen.append(nxt)
        if keys and len(chosen) < limit:
            scored = sorted(((sum(w * self._bm25(j, k) for k, w in keys.items() if k in self.docs[j]), j)
                             for j in siblings if j not in chosen), reverse=True)
            best = sum(w * self._bm25(i, k) for k, w in keys.items() if k in self.docs[i]) or 1.0
            chosen += [j for score, j in scored[: limit - len(chosen)] if score >= 0.6 * best]
        return [self.sentences[j].text for j in sorted(chosen)]


@dataclass(frozen=True)
class SilenceSigns:
    """Words that show a question asks about what the manuals do not contain (``data/silence.toml``)."""

    scenario_words: tuple[str, ...]
    meta_words: tuple[str, ...]
    advice_words: tuple[str, ...]
    around_words: tuple[str, ...]
    mixing_words: tuple[str, ...]
    beyond: dict[str, tuple[str, tuple[str, ...]]]  # game: (the rule saying so, the things' words)

    @classmethod
    @cache
    def load(cls) -> SilenceSigns:
        data = tomllib.loads((Path(__file__).parent / "data" / "silence.toml").read_text(encoding="utf-8"))
        beyond = {game: (b["rule"], tuple(b["words"])) for game, b in data.get("beyond", {}).items()}
        return cls(tuple(data["scenario_words"]), tuple(data["meta_words"]), tuple(data["advice_words"]),
                   tuple(data["around_words"]), tuple(data["mixing_words"]), beyond)


def silence_reasons(text: str, lang: str, known: Callable[[str, bool], bool], scenario_ids: set[str],
                    games: Iterable[str] = (), other_games: Iterable[str] = ()) -> list[str]:
    """Why the manual (whose vocabulary ``known(word, allow_typos)`` tests) cannot answer the question, if it cannot.

    * a scenario named by number or name that the manual does not show;
    * a topic around the game (tournaments, buying parts, expansions…) the manual never mentions;
    * a proper name (capitalised, not opening the sentence) the manual never uses ("Panzer", "Omaha");
    * a thing the manual of one of ``games`` names only to say its rules leave it out (Memoir '44's jeeps);
    * playing at the table (how long a game takes, a die off the table);
    * mixing in the components of another game the question names (``other_games``).
    """
    signs = SilenceSigns.load()
    words = split(text)
    folded = [fold(w) for w in words]
    reasons: list[str] = []
    for i, f in enumerate(folded):
        if f.startswith(signs.scenario_words):
            near = [re.sub(r"\D", "", x) for x in folded[max(0, i - 2) : i + 4] if any(c.isdigit() for c in x)]
            if any(n and n not in scenario_ids for n in near):
                reasons.append(f"scénář {near[0]}")
            named = [w for w in words[i + 1 : i + 3] if w[:1].isupper() and not known(w, False)]
            if named:
                reasons.append("scénář " + " ".join(named))
    joined = " ".join(folded)
    for game in games:
        reasons += beyond_words(joined, game)
    for cue in signs.meta_words:
        hit = re.search(r"(?<![a-z0-9])" + re.escape(cue), joined)
        if hit and not known(joined[hit.start() :].split()[0]):
            reasons.append(cue)
    reasons += [cue for cue in (*signs.advice_words, *signs.around_words)
                if re.search(r"(?<![a-z0-9])" + re.escape(cue), joined)]
    if any(other_games):
        reasons += [cue for cue in signs.mixing_words if re.search(r"(?<![a-z0-9])" + re.escape(cue), joined)]
    starts = {0} | {m.end() for m in re.finditer(r"[.!?]\s+", text)}
    for m in re.finditer(r"[^\W\d_]+", text):
        word = m.group()
        if word[0].isupper() and m.start() not in starts and len(word) >= 4 and not known(word, False) \
                and not fold(word).startswith(_game_names()):  # "jako v Normandii": a game, no unknown name
            reasons.append(word)
    return reasons


def beyond_words(folded_text: str, game: str) -> list[str]:
    """The things in a folded question that the game's manual names only to leave them out."""
    _, words = SilenceSigns.load().beyond.get(game, ("", ()))
    return [cue for cue in words if re.search(r"(?<![a-z0-9])" + re.escape(cue), folded_text)]


def beyond_rule(text: str, game: str) -> str | None:
    """The id of the rule saying the game's rules leave out a thing the question names, if it names one."""
    rule, _ = SilenceSigns.load().beyond.get(game, ("", ()))
    return rule if rule and beyond_words(" ".join(fold(w) for w in split(text)), game) else None


def scenario_ids(rules: Iterable[Mapping[str, Any]]) -> dict[str, set[str]]:
    """Per game: the scenario numbers its rulebook itself shows ("scénář #011", "scénáři 1")."""
    out: dict[str, set[str]] = defaultdict(set)
    pattern = re.compile(r"scenar\w*\s*(?:c\.|cislo|#)?\s*(\d+)")
    for rule in rules:
        for m in pattern.finditer(fold(rule.get("text", ""))):
            out[str(rule.get("game"))].update({m.group(1), m.group(1).lstrip("0")})
    return out
