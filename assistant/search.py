"""Full-text search over the corpus rules: BM25 per field, typo tolerance, Polish terms.

The index is built once per process from the corpus rules and the glossary
(:meth:`SearchIndex.build`).  Each rule has three fields, scored with Okapi
BM25 and summed with weights: the title, the text and the glossary terms the
rule uses.  Words become keys through :func:`lang.keys.word_keys`
(folded, stemmed like the docs site's search, plus the lemma's stem).

Query words the index does not know are corrected against the vocabulary of
glossary terms, rule titles and corpus words with a length-limited Levenshtein
distance (one edit for words of 5+ letters, two for 9+), on folded text.
Polish glossary forms add their Czech term's keys, so a Polish query finds the
Czech rule as well as the Polish one.  A small synonym table
(``data/synonyms.toml``) adds the words rules use for what players say.
Each glossary term is also one key of its own (``term:za mnou``), so an action
named only by stop words (*Za mnou!*) is found by its name.
"""

from __future__ import annotations

import heapq
import math
import re
import tomllib
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markupsafe import escape
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from lang.keys import fold, is_stop, split, word_keys

DATA_DIR = Path(__file__).parent / "data"

# Field weights and BM25 parameters; tuned on the development search set (bench/).
FIELD_WEIGHTS = {"title": 2.5, "text": 1.0, "terms": 1.2}
K1 = 1.2
B = {"title": 0.3, "text": 0.75, "terms": 0.3}
CORRECTED_WEIGHT = 0.8  # a typo-corrected word counts a little less than an exact one
EXPANDED_WEIGHT = 0.7  # words added by synonyms or Polish→Czech mapping
SNIPPET_CHARS = 220
# A player looking up a rule wants the rule itself first; its quick-reference line and the
# worked examples that use it follow (they are linked from the rule anyway).
KIND_WEIGHTS = {"quickref": 0.6, "example": 0.9}


def term_key(name: str) -> str:
    """One index key for a whole glossary term: ``Za mnou!`` -> ``term:za mnou``."""
    return "term:" + " ".join(fold(w) for w in split(name))


def typo_limit(word: str) -> int:
    """Edits allowed for a word of this length: 0 below 5 letters, 1 from 5, 2 from 9."""
    n = len(word)
    return 2 if n >= 9 else 1 if n >= 5 else 0


@dataclass
class Hit:
    rule: dict[str, Any]
    score: float
    snippet: str


@dataclass
class QueryPlan:
    """Weighted keys of a query, and the folded surface words to highlight."""

    keys: dict[str, float] = field(default_factory=dict)
    highlight: set[str] = field(default_factory=set)
    corrections: dict[str, str] = field(default_factory=dict)

    def add(self, key: str, weight: float) -> None:
        if weight > self.keys.get(key, 0.0):
            self.keys[key] = weight


def load_synonyms(path: Path | None = None) -> dict[str, list[str]]:
    """Folded phrase -> folded words it stands for."""
    path = path or DATA_DIR / "synonyms.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    table: dict[str, list[str]] = {}
    for phrase, words in data.get("search", {}).items():
        table[fold(phrase)] = [fold(w) for w in words]
    return table


class _Field:
    """Postings of one field: key -> {doc: term frequency}, with lengths for BM25."""

    def __init__(self, docs: Sequence[Sequence[str]], b: float) -> None:
        self.b = b
        self.lengths = [len(d) for d in docs]
        self.avg = (sum(self.lengths) / len(self.lengths)) if self.lengths else 1.0
        self.avg = self.avg or 1.0
        self.postings: dict[str, dict[int, int]] = defaultdict(dict)
        for i, doc in enumerate(docs):
            for key, tf in Counter(doc).items():
                self.postings[key][i] = tf
        n = len(docs)
        self.idf = {k: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for k, p in self.postings.items()}

    def score(self, key: str, scores: dict[int, float], weight: float, allowed: set[int] | None) -> None:
        posting = self.postings.get(key)
        if not posting:
            return
        idf = self.idf[key]
        for doc, tf in posting.items():
            if allowed is not None and doc not in allowed:
                continue
            norm = K1 * (1 - self.b + self.b * self.lengths[doc] / self.avg)
            scores[doc] = scores.get(doc, 0.0) + weight * idf * tf * (K1 + 1) / (tf + norm)


def _doc_keys(text: str, lang: str) -> list[str]:
    keys: list[str] = []
    for word in split(text):
        keys.extend(word_keys(word, lang))
    return keys


class SearchIndex:
    def __init__(
        self,
        rules: Sequence[dict[str, Any]],
        glossary: Sequence[Mapping[str, Any]] = (),
        synonyms: Mapping[str, list[str]] | None = None,
    ) -> None:
        self.rules = list(rules)
        self.by_game: dict[str, set[int]] = defaultdict(set)
        for i, rule in enumerate(self.rules):
            self.by_game[rule["game"]].add(i)
        # The text is indexed by passages (paragraphs joined up to PASSAGE_CHARS): a rule's text scores
        # as its best passage, so a long, coarsely segmented rule is not buried by length normalisation.
        self.passage_rule: list[int] = []
        passages: list[list[str]] = []
        for i, rule in enumerate(self.rules):
            for passage in split_passages(rule.get("text", "")):
                self.passage_rule.append(i)
                passages.append(_doc_keys(passage, rule["lang"]))
        # glossary phrases (Czech terms, aliases, Polish counterparts) -> the Czech term's own key
        self.term_phrases: dict[str, str] = {}
        for entry in glossary:
            key = term_key(entry["term"])
            pl = (entry.get("pl") or {}).get("term", "")
            for name in [entry["term"], *entry.get("aliases", []), *([pl] if pl else [])]:
                self.term_phrases.setdefault(term_key(name)[5:], key)

        def title_doc(rule: dict[str, Any]) -> list[str]:
            title = " ".join(fold(w) for w in split(rule.get("title", "")))
            named = [term_key(t) for t in rule.get("terms", []) if term_key(t)[5:] in title]
            return _doc_keys(rule.get("title", ""), rule["lang"]) + named

        self.fields = {
            "title": _Field([title_doc(r) for r in self.rules], B["title"]),
            "terms": _Field(
                [_doc_keys(" ".join(r.get("terms", [])), "cs") + [term_key(t) for t in r.get("terms", [])]
                 for r in self.rules],
                B["terms"],
            ),
        }
        self.passages = _Field(passages, B["text"])
        self.passages_by_game: dict[str, set[int]] = defaultdict(set)
        for p, i in enumerate(self.passage_rule):
            self.passages_by_game[self.rules[i]["game"]].add(p)
        self.known_keys = set().union(*(f.postings for f in self.fields.values()), self.passages.postings)
        # snippet material, computed once: plain text and its words with their keys
        self.plain: list[str] = [plain_text(r.get("text", "")) for r in self.rules]
        self.spans: list[list[tuple[int, int, frozenset[str]]]] = [
            [(s, e, frozenset(word_keys(w, r["lang"]))) for s, e, w in _word_spans(text)]
            for r, text in zip(self.rules, self.plain, strict=True)
        ]
        self.synonyms = dict(synonyms or {})
        self.pl_to_cs: dict[str, str] = {}
        vocabulary: set[str] = set()
        for entry in glossary:
            for form in [entry["term"], *entry.get("forms", []), *entry.get("aliases", [])]:
                vocabulary.update(fold(w) for w in split(form))
            pl = entry.get("pl") or {}
            for form in [pl.get("term", ""), *pl.get("forms", [])]:
                if form:
                    self.pl_to_cs[fold(form)] = entry["term"]
        for rule in self.rules:
            vocabulary.update(fold(w) for w in split(rule.get("title", "")))
        counts: Counter[str] = Counter()
        for rule in self.rules:
            counts.update({fold(w) for w in split(rule.get("text", ""))})
        vocabulary.update(w for w, c in counts.items() if c >= 2)
        self.vocabulary = sorted(w for w in vocabulary if len(w) >= 4 and w.isalpha() and not is_stop(w))
        self._vocab_set = set(self.vocabulary)
        self._by_length: dict[int, list[str]] = defaultdict(list)
        for w in self.vocabulary:
            self._by_length[len(w)].append(w)
        self._corrections: dict[str, str | None] = {}

    # ------------------------------------------------------------ query side

    def correct(self, folded: str) -> str | None:
        """Closest vocabulary word within the typo limit, or None (memoized per word, bounded)."""
        if folded in self._corrections:
            return self._corrections[folded]
        limit = typo_limit(folded)
        result = None
        if limit and folded not in self._vocab_set:
            n = len(folded)
            candidates = [w for length in range(n - limit, n + limit + 1) for w in self._by_length.get(length, ())]
            found = process.extractOne(
                folded, candidates, scorer=Levenshtein.distance, score_cutoff=limit, processor=None
            )
            result = found[0] if found else None
        if len(self._corrections) < 50_000:
            self._corrections[folded] = result
        return result

    def plan(self, query: str) -> QueryPlan:
        plan = QueryPlan()
        words = split(query)
        folded_words = [fold(w) for w in words]
        # Polish glossary terms (also two-word ones) -> the Czech term's words.
        for n in (3, 2, 1):
            for i in range(len(folded_words) - n + 1):
                phrase = " ".join(folded_words[i : i + n])
                cs = self.pl_to_cs.get(phrase)
                if cs:
                    for w in split(cs):
                        for key in word_keys(w, "cs"):
                            plan.add(key, EXPANDED_WEIGHT)
                named = self.term_phrases.get(phrase)
                if named and (n > 1 or is_stop(phrase)):  # one ordinary word already counts by its stem
                    plan.add(named, 1.0)
                syn = self.synonyms.get(phrase)
                if syn:
                    for w in syn:
                        for key in word_keys(w, "cs"):
                            plan.add(key, EXPANDED_WEIGHT)
        for word, folded in zip(words, folded_words, strict=True):
            if is_stop(folded):
                continue
            found_any = False
            for lang in ("cs", "pl"):
                for key in word_keys(word, lang):
                    if key in self.known_keys:
                        plan.add(key, 1.0)
                        found_any = True
            if found_any:
                plan.highlight.add(folded)
                continue
            fixed = self.correct(folded)
            if fixed:
                plan.corrections[folded] = fixed
                plan.highlight.add(fixed)
                for key in word_keys(fixed, "cs"):
                    plan.add(key, CORRECTED_WEIGHT)
        return plan

    def search(self, query: str, game: str | None = None, limit: int = 10) -> list[Hit]:
        plan = self.plan(query)
        allowed = self.by_game.get(game, set()) if game else None
        scores: dict[int, float] = {}
        for key, weight in plan.keys.items():
            for name, fld in self.fields.items():
                fld.score(key, scores, weight * FIELD_WEIGHTS[name], allowed)
        passage_scores: dict[int, float] = {}
        allowed_passages = self.passages_by_game.get(game, set()) if game else None
        for key, weight in plan.keys.items():
            self.passages.score(key, passage_scores, weight * FIELD_WEIGHTS["text"], allowed_passages)
        best: dict[int, float] = {}
        for p, value in passage_scores.items():
            i = self.passage_rule[p]
            if value > best.get(i, 0.0):
                best[i] = value
        for i, value in best.items():
            scores[i] = scores.get(i, 0.0) + value
        for i in scores:
            scores[i] *= KIND_WEIGHTS.get(self.rules[i].get("kind", ""), 1.0)
        ranked = heapq.nsmallest(limit, scores.items(), key=lambda item: (-item[1], self.rules[item[0]]["id"]))
        keys = frozenset(plan.keys)
        return [Hit(self.rules[i], round(s, 4), _snippet(self.plain[i], self.spans[i], keys)) for i, s in ranked]


_MD = re.compile(r"[*_`#|]+|^>\s*", re.MULTILINE)


def _word_spans(text: str) -> Iterable[tuple[int, int, str]]:
    for m in re.finditer(r"[^\W_]+", text):
        yield m.start(), m.end(), m.group()


PASSAGE_CHARS = 700


def split_passages(text: str, size: int = PASSAGE_CHARS) -> list[str]:
    """Paragraphs of ``text`` joined into passages of about ``size`` characters (at least one passage)."""
    out: list[str] = []
    current = ""
    pieces: list[str] = []
    for para in re.split(r"\n\s*\n", text):
        if len(para) > size:  # one long paragraph: cut between sentences
            pieces.extend(re.split(r"(?<=[.!?])\s+", para))
        else:
            pieces.append(para)
    for para in pieces:
        para = para.strip()
        if not para:
            continue
        if current and len(current) + len(para) > size:
            out.append(current)
            current = para
        else:
            current = f"{current}\n\n{para}" if current else para
    if current or not out:
        out.append(current)
    return out


def plain_text(text: str) -> str:
    return " ".join(_MD.sub("", text).split())


def snippet(text: str, keys: set[str] | frozenset[str], width: int = SNIPPET_CHARS, lang: str = "cs") -> str:
    """An escaped excerpt around the densest run of matched words, matches in ``<mark>``."""
    plain = plain_text(text)
    spans = [(s, e, frozenset(word_keys(w, lang))) for s, e, w in _word_spans(plain)]
    return _snippet(plain, spans, frozenset(keys), width)


def _snippet(
    plain: str, word_spans: list[tuple[int, int, frozenset[str]]], keys: frozenset[str], width: int = SNIPPET_CHARS
) -> str:
    spans = [(s, e) for s, e, word_keys_ in word_spans if word_keys_ & keys]
    start = 0
    if spans:
        best, best_count = spans[0][0], 0
        j = 0
        for i, (s, _) in enumerate(spans):  # sliding window over the sorted match starts
            j = max(j, i)
            while j < len(spans) and spans[j][0] < s + width:
                j += 1
            if j - i > best_count:
                best, best_count = s, j - i
        start = max(0, best - 40)
        if start:
            space = plain.rfind(" ", 0, start)
            start = space + 1 if space >= 0 else start
    end = min(len(plain), start + width)
    if end < len(plain):
        space = plain.rfind(" ", start, end)
        end = space if space > start else end
    out: list[str] = ["…" if start else ""]
    pos = start
    for s, e in spans:
        if s < start or e > end:
            continue
        out.append(str(escape(plain[pos:s])))
        out.append("<mark>" + str(escape(plain[s:e])) + "</mark>")
        pos = e
    out.append(str(escape(plain[pos:end])))
    if end < len(plain):
        out.append("…")
    return "".join(out)
