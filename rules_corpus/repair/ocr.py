"""Word-level repair of OCR and encoding damage: candidates from confusions, choice by context.

For every word of a damaged block:

1. glyphs that never occur in the language (``¢ € $ §`` …) are replaced inside words;
2. candidate spellings are generated with up to ``max_edits`` substitutions from the
   channel's confusion table (``data/confusions.toml``), lost accents are restored through
   the accent-stripped word map (:class:`~rules_corpus.repair.lexicon.Lexicon`) and the
   domain vocabulary of the clean manuals; a word glued to its neighbour is split;
3. each candidate is scored by its frequency, its lemma's frequency and its word, lemma,
   word-ending and word-class bigrams in the clean manuals (and in the words of the same
   manual that were certain), by its frequency in general text (the system's gettext
   translations) and by whether it is attested in running text (simplemma's form list),
   minus the cost of the confusions and restored accents it assumes;
4. the best candidate replaces the word only when it beats the word as written by a
   clear margin; otherwise the word is kept and reported (``applied=False``).

How much accents and confusions cost is measured per manual: a manual that kept its
accents (the clean 000) pays dearly for every accent or confusion a repair would add, so
the same repairer changes nothing there.  ``confidence`` in the records is
``1 - exp(-margin / 1.5)``; below 0.6 the docs should show a repair as uncertain.
"""

from __future__ import annotations

import math
import re
import tomllib
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext
from rules_corpus.repair.lexicon import ACCENTED, Lexicon, fold, general_counts, lexicon

DATA_DIR = Path(__file__).parent / "data"

# A word: letters plus the glyphs OCR puts where accented letters stood; "(" and "'"
# inside a word (``muz(i``, ``prifad'te``) belong to it as well.
_LETTER = r"[^\W\d_]"
WORD_RE = re.compile(rf"(?:\((?=i{_LETTER}))?(?:{_LETTER}|[¢€$§&]|(?<={_LETTER})\(|['’](?={_LETTER}))+"
                     rf"(?:(?<=[dtDT])['’])?")
_SENTENCE_END = ".!?:;•@®©"
# "Proved'te", "vrat'te": an apostrophe after d/t stands for the caron (ď, ť).
SOFT_APOSTROPHE = re.compile(r"([dtDT])['’](?=[a-zěéíáý]|\b)")
_SOFT = {"d": "ď", "t": "ť", "D": "Ď", "T": "Ť"}


def _lemmatizer(lang: str) -> Callable[[str], str] | None:
    if lang != "cs":
        return None
    from functools import lru_cache

    from lemmagen3 import Lemmatizer

    return lru_cache(maxsize=None)(Lemmatizer("cs").lemmatize)
# ctx.cache key: {file: {(line_start, line_end) of blocks that were damaged}}, so that the
# language model of the clean manuals leaves repaired passages out.
DAMAGED_KEY = "repair.damaged_blocks"
ONE_LETTER_WORDS = {"a", "i", "k", "o", "s", "u", "v", "z"}
ALPHABETS = {
    "cs": "abcdefghijklmnopqrstuvwxyzáčďéěíňóřšťúůýž",
    "pl": "abcdefghijklmnopqrstuvwxyząćęłńóśźż",
}


@dataclass(frozen=True, eq=False)
class Channel:
    """A confusion table: what the damaged text shows for what the true text had."""

    name: str
    lang: str
    glyphs: tuple[tuple[str, str], ...]
    subs: tuple[tuple[str, str, float], ...]
    max_edits: int = 2
    caps_hacek: bool = False
    drop_extra: dict[str, float] = field(default_factory=dict)
    foreign: str = ""  # glyphs that never stand for themselves: they must be substituted

    @cached_property
    def case_sensitive(self) -> frozenset[str]:
        """Confusions written with a capital ("G" → ú) match that capital only."""
        return frozenset(seen.lstrip("^") for seen, _, _ in self.subs if _has_upper(seen))

    @classmethod
    def load(cls, name: str, path: Path | None = None) -> Channel:
        with (path or DATA_DIR / "confusions.toml").open("rb") as handle:
            table = tomllib.load(handle)[name]
        return cls(
            name=name,
            lang=table["lang"],
            glyphs=tuple((a, b) for a, b in table.get("glyphs", [])),
            subs=tuple((a, b, float(c)) for a, b, c in table.get("subs", [])),
            max_edits=int(table.get("max_edits", 2)),
            caps_hacek=bool(table.get("caps_hacek", False)),
            drop_extra={k: float(v) for k, v in table.get("drop_extra", {}).items()},
            foreign=str(table.get("foreign", "")),
        )

    def normalize_glyphs(self, word: str) -> str:
        for seen, true in self.glyphs:
            if seen in word:
                word = word.replace(seen, true)
        return word


def _has_upper(text: str) -> bool:
    return any(ch.isupper() for ch in text)


def variants(word: str, channel: Channel, depth: int) -> dict[str, float]:
    """Lowercase spellings reachable from ``word`` with at most ``depth`` substitutions.

    Values are the summed substitution costs (the cheapest path).  Substituted text
    carries the true accented letters, so the accent check in :func:`accent_cost`
    knows which accents the confusion implies.
    """
    found: dict[str, float] = {}
    frontier: list[tuple[str, float, int]] = [(word, 0.0, 0)]
    best: dict[str, float] = {word: 0.0}
    for _level in range(depth):
        nxt: list[tuple[str, float, int]] = []
        for text, cost, start in frontier:
            lower = text.lower()
            for seen, true, sub_cost in channel.subs:
                if seen.startswith("^"):  # at the start of the word only
                    head = seen[1:]
                    hay = text if head in channel.case_sensitive else lower
                    if start == 0 and hay.startswith(head):
                        cand = true + text[len(head):]
                        _push(cand, cost + sub_cost, len(true), best, nxt)
                    continue
                if seen == "":
                    for i in range(max(start, 1), len(text)):
                        cand = text[:i] + true + text[i:]
                        _push(cand, cost + sub_cost, i + len(true), best, nxt)
                    continue
                hay = text if seen in channel.case_sensitive else lower
                i = hay.find(seen, start)
                while i >= 0:
                    cand = text[:i] + true + text[i + len(seen):]
                    _push(cand, cost + sub_cost, i + len(true), best, nxt)
                    i = hay.find(seen, i + 1)
        frontier = nxt
    for text, cost in best.items():
        key = text.lower()
        if key not in found or cost < found[key]:
            found[key] = cost
    return found


def _push(cand: str, cost: float, start: int, best: dict[str, float],
          out: list[tuple[str, float, int]]) -> None:
    if cand and (cand not in best or cost < best[cand]):
        best[cand] = cost
        out.append((cand, cost, start))


def accent_cost(hint: str, form: str, drop_cost: float, extra: dict[str, float] | None = None,
                e_caron: float = 0.02) -> float:
    """Cost of reading ``form`` where the (confusion-substituted) OCR shows ``hint``.

    Both have the same accent-stripped spelling.  A plain letter for an accented one is
    an accent the OCR lost (``drop_cost``); an accent the OCR shows but the form lacks is
    unlikely.
    """
    cost = 0.0
    for seen, true in zip(hint, form, strict=False):
        if seen == true:
            continue
        if fold(seen) == seen:  # OCR shows a plain letter
            cost += drop_cost + (extra.get(true, 0.0) if extra else 0.0)
        elif seen == "é" and true == "ě":
            cost += e_caron
        elif fold(true) == true:  # OCR (or the confusion) shows an accent the form lacks
            cost += 2.0 if seen == "é" else 4.0
        else:  # a different accent on the same letter
            cost += 0.6
    return cost


@dataclass
class LanguageModel:
    """Word counts and folded-context bigrams from clean text."""

    uni: Counter[str] = field(default_factory=Counter)
    left: Counter[tuple[str, str]] = field(default_factory=Counter)
    right: Counter[tuple[str, str]] = field(default_factory=Counter)
    by_fold: dict[str, set[str]] = field(default_factory=dict)
    lemmas: Counter[str] = field(default_factory=Counter)
    lemma_left: Counter[tuple[str, str]] = field(default_factory=Counter)
    lemma_right: Counter[tuple[str, str]] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)
    # word-ending bigrams: a crude part-of-speech context (adverb "-ně" before a verb …)
    end_left: Counter[tuple[str, str]] = field(default_factory=Counter)
    end_right: Counter[tuple[str, str]] = field(default_factory=Counter)
    # word-class bigrams (classes guessed from the lemma: verb, adjective, adverb, other)
    cls_uni: Counter[str] = field(default_factory=Counter)
    cls_left: Counter[tuple[str, str]] = field(default_factory=Counter)
    cls_right: Counter[tuple[str, str]] = field(default_factory=Counter)
    lemmatize: Callable[[str], str] | None = None
    _classes: dict[str, str] = field(default_factory=dict, repr=False)

    def add_text(self, text: str) -> None:
        text = SOFT_APOSTROPHE.sub(lambda m: _SOFT[m.group(1)], text)
        self.add_words([m.group(0).lower() for m in re.finditer(rf"{_LETTER}+", text)])

    def add_words(self, words: list[str], certain: list[bool] | None = None) -> None:
        """Count ``words``; with ``certain``, only the certain ones are counted (as context of others)."""
        folded = [fold(w) for w in words]
        classes = [self.word_class(w) for w in words]
        last = len(words) - 1
        for i, word in enumerate(words):
            if certain is not None and not certain[i]:
                continue
            self.uni[word] += 1
            self.by_fold.setdefault(folded[i], set()).add(word)
            if len(word) > 3:
                self.endings[word[-3:]] += 1
            lemma = self.lemma_of(word)
            self.lemmas[lemma] += 1
            cls = classes[i]
            self.cls_uni[cls] += 1
            if i:
                prev = folded[i - 1]
                self.cls_left[(classes[i - 1], cls)] += 1
                self.left[(prev, word)] += 1
                self.lemma_left[(prev[:4], lemma)] += 1
                self.end_left[(prev[-2:], word[-2:])] += 1
            if i < last:
                nxt = folded[i + 1]
                self.cls_right[(cls, classes[i + 1])] += 1
                self.right[(word, nxt)] += 1
                self.lemma_right[(lemma, nxt[:4])] += 1
                self.end_right[(word[-2:], nxt[-2:])] += 1

    def word_class(self, word: str) -> str:
        """A rough part of speech from the lemma: short words stand for themselves."""
        found = self._classes.get(word)
        if found is None:
            found = self._classes[word] = self._word_class(word)
        return found

    def _word_class(self, word: str) -> str:
        if len(word) <= 3:
            return fold(word)
        lemma = self.lemma_of(word)
        if lemma != word and lemma.endswith(("t", "ci")):
            return "V"
        if lemma.endswith(("ý", "í")) and word.endswith(("ý", "á", "é", "í", "ých", "ým", "ou", "ého", "ému")):
            return "A"
        if lemma == word and word.endswith(("ě", "e")):
            return "D"
        return "N"

    def lemma_of(self, word: str) -> str:
        return self.lemmatize(word) if self.lemmatize is not None else word


def clean_model(ctx: RepairContext, lang: str, skip: re.Pattern[str] | None = None) -> LanguageModel:
    """The language model of the clean manuals (cached for the whole build)."""
    key = f"ocr.lm.{lang}.{'+'.join(sorted(ctx.clean))}"
    model = ctx.cache.get(key)
    if model is None:
        model = LanguageModel(lemmatize=_lemmatizer(lang))
        if lang == "cs":
            damaged = ctx.cache.get(DAMAGED_KEY, {})
            for file, blocks in ctx.clean.items():
                for block in blocks:
                    if skip is not None and skip.search(block.text):
                        continue
                    if (block.line_start, block.line_end) in damaged.get(file, ()):
                        continue  # a repaired passage is not clean evidence
                    model.add_text(block.text)
        ctx.cache[key] = model
    return model


@dataclass
class Candidate:
    text: str  # lowercase
    cost: float
    known: bool  # in the general word list
    common: bool = False  # attested in running text


@dataclass
class Word:
    start: int
    end: int
    raw: str
    initial: bool  # starts a sentence


class Repairer:
    """Repairs the words of blocks under one channel."""

    def __init__(self, channel: Channel, lex: Lexicon, model: LanguageModel, damage_rate: float,
                 split: bool = True) -> None:
        self.channel = channel
        self.lex = lex
        self.model = model
        # Restoring an accent is free where the manual lost nearly all of them, dear where
        # it kept them (a clean manual).
        self.drop_cost = 0.05 + 4.0 * (1.0 - damage_rate)
        self.sub_scale = 1.0 + 4.0 * (1.0 - damage_rate)
        self.e_caron = 0.02 + 4.0 * (1.0 - damage_rate)
        self.alphabet = frozenset(ALPHABETS.get(channel.lang, "")) or frozenset(map(chr, range(0x250)))
        self.need = 0.3 + 1.5 * (1.0 - damage_rate)
        self.split = split and damage_rate > 0.5  # glued words are a scan's damage, not a clean text's
        self.general = general_counts(channel.lang)
        self.raw_counts: Counter[str] = Counter()
        # Strong outside evidence for single words (e.g. the same sentence printed clean
        # elsewhere in the manual): (block line, word start) → lowercase word.
        self.hints: dict[tuple[int, int], str] = {}
        self._block_key = 0
        self._cands: dict[tuple[str, bool], list[Candidate]] = {}
        self.local = LanguageModel()

    # -- candidates ---------------------------------------------------------------
    def _lookup(self, hint: str, cost: float, out: dict[str, Candidate]) -> None:
        if self.channel.foreign and any(ch in self.channel.foreign for ch in hint):
            return
        key = fold(hint)
        forms = set(self.lex.forms(key))
        domain = self.model.by_fold.get(key, set())
        for form in sorted(forms | domain):  # sorted: ties resolve the same in every process
            if len(form) != len(hint):
                continue
            if not self.alphabet.issuperset(form):
                continue
            total = cost + accent_cost(hint, form, self.drop_cost, self.channel.drop_extra, self.e_caron)
            known = form in forms
            if not known:
                total += 1.0
            elif self.lex.only_attested(form):
                total += 0.5
            prev = out.get(form)
            if prev is None or total < prev.cost:
                out[form] = Candidate(form, total, known, known and self.lex.is_common(form))

    def candidates(self, raw: str, initial: bool) -> list[Candidate]:
        memo_key = (raw, initial)
        if memo_key in self._cands:
            return self._cands[memo_key]
        word = unicodedata.normalize("NFC", self.channel.normalize_glyphs(raw))
        bases: list[tuple[str, float]] = [(word, 0.0)]
        if word.startswith("(") and len(word) > 1:
            bases.append((word[1:], 0.0))  # a parenthesis, not a damaged letter
        if self.channel.caps_hacek:
            bases = [b for base in bases for b in _caps_variants(base[0], base[1], initial)]
        out: dict[str, Candidate] = {}
        letters = sum(ch.isalpha() for ch in word)
        # A capitalised word inside a sentence is often a name (Pegasus, Memoir): only cheap
        # confusions, no splitting.  Very short words get no confusions at all.
        name_like = (not initial and word[:1].isupper() and word[1:].islower() and word[:1] not in "SZC"
                     and self.raw_counts[raw] >= 2)
        foreign = bool(self.channel.foreign) and any(ch in self.channel.foreign for ch in word)
        if letters <= 1:
            max_depth = 0
        elif letters == 2 and not foreign:
            max_depth = 0 if word.lower() in self.lex else 1
        else:
            max_depth = self.channel.max_edits
        max_cost = 0.6 if name_like else 99.0
        for depth in range(max_depth + 1):
            for base, base_cost in bases:
                if depth == 0:
                    self._lookup(base.lower(), base_cost, out)
                    continue
                for hint, cost in variants(base, self.channel, depth).items():
                    if "(" in hint or "'" in hint or cost > max_cost:
                        continue
                    self._lookup(hint, base_cost + cost * self.sub_scale, out)
            if depth >= 1 and out:
                break
        repeated_name = word[:1].isupper() and self.raw_counts[raw] >= 2
        cheapest = min((c.cost for c in out.values()), default=99.0)
        if self.split and cheapest >= 0.5 and word[1:].islower() and not repeated_name:
            # glued to its neighbour ("zjedné" → "z jedné"): a candidate beside the others
            for cand in self._splits(word):
                # beside real candidates, only a one-letter preposition glued in front
                if not out or cand.text.split(" ")[0] in ONE_LETTER_WORDS:
                    out.setdefault(cand.text, cand)
        result = sorted(out.values(), key=lambda c: (c.cost, c.text))[:12]
        self._cands[memo_key] = result
        return result

    def _splits(self, word: str) -> Iterable[Candidate]:
        """A word glued to its neighbour: ``Najednom`` → ``na jednom``, ``spojits`` → ``spojit s``.

        A capitalised word is split only before a long word (names such as *Rommel* are
        not split into two short words)."""
        if len(word) < 5 or not word.isalpha():
            return
        for i in range(1, len(word)):
            left, right = word[:i], word[i:]
            if len(left) == 1 and left.lower() not in ONE_LETTER_WORDS:
                continue
            if len(right) == 1 and right not in ONE_LETTER_WORDS:
                continue
            if word[:1].isupper() and len(right) < 6:
                continue
            if not (self._split_part(left) and self._split_part(right)):
                continue
            lc = self._best_plain(left)
            rc = self._best_plain(right)
            if len(right) == 1 and not (lc and lc.common and len(left) >= 5):
                continue
            if lc and rc and rc.common and (lc.common or len(left) >= 4):
                yield Candidate(f"{lc.text} {rc.text}", lc.cost + rc.cost + self.sub_scale,
                                lc.known and rc.known)

    def _split_part(self, part: str) -> bool:
        """One side of a split: a one-letter preposition, a frequent short word, or 4+ letters."""
        low = part.lower()
        if len(low) == 1:
            return low in ONE_LETTER_WORDS
        if len(low) <= 3:
            return any(self.general.get(form, 0) >= 20 for form in self.lex.forms(fold(low)))
        return True

    def _best_plain(self, part: str) -> Candidate | None:
        out: dict[str, Candidate] = {}
        self._lookup(part.lower(), 0.0, out)
        known = [c for c in out.values() if c.known]
        if not known:
            return None
        return min(known, key=lambda c: (c.cost - 0.3 * math.log1p(self.model.uni[c.text]), c.text))

    # -- scoring ------------------------------------------------------------------
    def score(self, cand: Candidate, prev: str, nxt: str, prev_cls: str = "", next_cls: str = "") -> float:
        if " " in cand.text:  # a split: the second word in the context of the first
            left, right = cand.text.split(" ", 1)
            inner = Candidate(right, 0.0, cand.known, self.lex.is_common(right))
            return self.score(inner, fold(left), nxt, "", next_cls) - 2.0 * cand.cost
        uni = self.model.uni[cand.text] + self.local.uni[cand.text]
        s = 0.8 * math.log1p(uni) - 2.0 * cand.cost
        if cand.common:
            s += 0.9
        s += 0.5 * math.log1p(self.general.get(cand.text, 0))
        model, local = self.model, self.local
        lemma = model.lemma_of(cand.text)
        s += 0.4 * math.log1p(model.lemmas[lemma] + local.lemmas[lemma])
        if len(cand.text) > 3:
            s += 0.3 * math.log1p(model.endings[cand.text[-3:]])
        if self.model.lemmatize is not None and (prev_cls or next_cls):
            cls = model.word_class(cand.text)
            s -= 0.5 * math.log(model.cls_uni[cls] + 5.0)
            if prev_cls:
                s += 0.5 * math.log(model.cls_left[(prev_cls, cls)] + 0.5)
            if next_cls:
                s += 0.5 * math.log(model.cls_right[(cls, next_cls)] + 0.5)
        end = cand.text[-2:]
        if prev:
            s += 0.3 * math.log1p(model.end_left[(prev[-2:], end)])
        if nxt:
            s += 0.3 * math.log1p(model.end_right[(end, nxt[-2:])])
        if prev:
            s += 1.2 * math.log1p(model.left[(prev, cand.text)] + local.left[(prev, cand.text)])
            key = (prev[:4], lemma)
            s += 0.6 * math.log1p(model.lemma_left[key] + local.lemma_left[key])
        if nxt:
            s += 1.2 * math.log1p(model.right[(cand.text, nxt)] + local.right[(cand.text, nxt)])
            key = (lemma, nxt[:4])
            s += 0.6 * math.log1p(model.lemma_right[key] + local.lemma_right[key])
        if cand.known:
            s += 0.5
        return s

    # -- blocks -------------------------------------------------------------------
    def words(self, block: Block) -> list[Word]:
        out: list[Word] = []
        for m in WORD_RE.finditer(block.text):
            raw = m.group(0)
            before = block.text[max(0, m.start() - 8): m.start()].rstrip(" \t\n\"'„“”‚‘*(")
            initial = not before or before[-1] in _SENTENCE_END or m.start() < 2
            out.append(Word(m.start(), m.end(), raw, initial))
        return out

    def decide(self, words: list[Word], index: int, prev_text: str = "") -> tuple[str, float, bool] | None:
        """(replacement, confidence, applied) for ``words[index]``, or None to keep it silently."""
        word = words[index]
        cands = self.candidates(word.raw, word.initial)
        plain = unicodedata.normalize("NFC", self.channel.normalize_glyphs(word.raw)).lower()
        if plain.startswith("(") and not any(c.text == plain for c in cands):
            plain = plain[1:]
        hint = self.hints.get((self._block_key, word.start))
        if hint is not None and hint in self.lex:
            if not any(c.text == hint for c in cands):
                cands = [*cands, Candidate(hint, 1.5, True)]
        else:
            hint = None
        if not cands:
            return None if self._looks_fine(word.raw) else (word.raw, 0.0, False)
        prev = fold(words[index - 1].raw.lower()) if index else ""
        nxt = fold(words[index + 1].raw.lower()) if index + 1 < len(words) else ""
        prev_cls = next_cls = ""
        if self.model.lemmatize is not None:
            if prev_text:
                prev_cls = self.model.word_class(prev_text.lower())
            if index + 1 < len(words):
                ahead = self.candidates(words[index + 1].raw, words[index + 1].initial)
                next_word = ahead[0].text if ahead else words[index + 1].raw.lower()
                next_cls = self.model.word_class(next_word) if " " not in next_word else ""
        scored = sorted(((self.score(c, prev, nxt, prev_cls, next_cls) + (3.0 if c.text == hint else 0.0), c)
                         for c in cands),
                        key=lambda x: (-x[0], x[1].text))
        best_score, best = scored[0]
        own = next((s for s, c in scored if c.text == plain), None)
        if match_case(word.raw, best.text, word.initial) == word.raw:
            return None
        if best.text == plain:  # only the glyphs were wrong
            return (match_case(word.raw, best.text, word.initial), 0.95, True)
        runner = own if own is not None else (scored[1][0] if len(scored) > 1 else best_score - 3.0)
        margin = best_score - runner
        need = self.need if own is not None else 0.0
        confidence = max(0.05, min(0.99, 1.0 - math.exp(-max(margin, 0.0) / 1.5)))
        if own is None and best.cost > 5.0 and best.text != hint:
            return (match_case(word.raw, best.text, word.initial), confidence * 0.5, False)
        if margin < need:
            return (match_case(word.raw, best.text, word.initial), confidence, False)
        return (match_case(word.raw, best.text, word.initial), confidence, True)

    def _looks_fine(self, raw: str) -> bool:
        """Words the repair has no business with: short tokens, names, Roman numerals, units."""
        return len(raw) <= 2 or raw.isupper() or (raw[:1].isupper() and raw[1:].islower() and raw.isalpha())

    def learn(self, blocks: list[Block]) -> None:
        """Count the words that are certain (one cheap known reading) as context for the others."""
        for block in blocks:
            seq: list[str] = []
            certain: list[bool] = []
            for word in self.words(block):
                cands = self.candidates(word.raw, word.initial)
                cheap = [c for c in cands if c.known and c.cost < 0.5]
                seq.append(cheap[0].text if len(cheap) == 1 else fold(word.raw.lower()))
                certain.append(len(cheap) == 1)
            self.local.add_words(seq, certain)

    def repair(self, blocks: list[Block], ctx: RepairContext,
               only: re.Pattern[str] | None = None) -> list[Block]:
        targets = [b for b in blocks if only is None or only.search(b.text)]
        for block in targets:
            self.raw_counts.update(w.raw for w in self.words(block))
        self.learn(targets)
        out: list[Block] = []
        for block in blocks:
            if only is not None and not only.search(block.text):
                out.append(block)
                continue
            words = self.words(block)
            self._block_key = block.line_start
            edits: list[tuple[int, int, str]] = []
            last = ""
            for i, word in enumerate(words):
                decision = self.decide(words, i, last)
                last = word.raw
                if decision is None:
                    continue
                text, confidence, applied = decision
                if applied:
                    last = text
                ctx.record(block.line_at(word.start), word.raw, text, f"ocr:{self.channel.name}",
                           confidence, applied)
                if applied and text != word.raw:
                    edits.append((word.start, word.end, text))
            out.append(block.apply_edits(edits))
        self.lex.save()
        return out


def _caps_variants(word: str, cost: float, initial: bool) -> list[tuple[str, float]]:
    """Uppercase S/Z/C inside a lowercase word (or opening a word mid-sentence) were š/ž/č."""
    hacek = {"S": "š", "Z": "ž", "C": "č"}
    if word.isupper() or len(word) < 2:
        return [(word, cost)]
    chars = list(word)
    for i in range(1, len(chars)):
        if chars[i] in hacek:
            chars[i] = hacek[chars[i]]
    inner = "".join(chars)
    if chars[0] in hacek and not initial:
        return [(hacek[chars[0]] + inner[1:], cost), (inner, cost + 0.6)]
    return [(inner, cost)]


def match_case(raw: str, repaired: str, initial: bool) -> str:
    """Give ``repaired`` (lowercase) the case of the word it replaces."""
    letters = [ch for ch in raw if ch.isalpha()]
    if len(letters) > 1 and sum(ch.isupper() for ch in letters) >= 0.75 * len(letters) and raw[1:2].isupper():
        return repaired.upper()
    first = raw.lstrip("(")[:1]
    if first.isupper() and fold(first.lower()) != fold(repaired[:1]):
        # the capital was a damaged letter ("Gtoku" → "útoku"): the case of the next one counts
        first = raw[1:2] if initial is False else first
    if first.isupper():
        if first in "SZC" and not initial and repaired[:1] in "šžč":
            return repaired
        return repaired[:1].upper() + repaired[1:]
    if raw.startswith("(") and not repaired.startswith(("ú", "ů")):
        return "(" + repaired
    return repaired


def shared_repairer(ctx: RepairContext, channel_name: str, damage_rate: float,
                    skip_clean: re.Pattern[str] | None = None,
                    extra_clean: list[Block] | None = None, e_caron_kept: float | None = None) -> Repairer:
    """A repairer with the build-wide lexicon and clean-manual model.

    ``extra_clean``: clean blocks of the manual being repaired that are not yet in
    ``ctx.clean`` (the clean part of Stalingrad while Stalingrad itself is repaired).
    """
    channel = Channel.load(channel_name)
    model = clean_model(ctx, channel.lang, skip_clean)
    if extra_clean and ctx.manual.file not in ctx.clean:
        key = f"ocr.lm.{channel.lang}.{ctx.manual.file}"
        if key not in ctx.cache:
            own = LanguageModel(lemmatize=model.lemmatize)
            for block in extra_clean:
                own.add_text(block.text)
            ctx.cache[key] = own
        model = merge_models(model, ctx.cache[key])
    repairer = Repairer(channel, lexicon(channel.lang), model, damage_rate)
    if e_caron_kept is not None:  # how much of its ě the manual kept (Memoir's OCR shows ě as é)
        repairer.e_caron = 0.02 + 4.0 * e_caron_kept
    return repairer


def merge_models(a: LanguageModel, b: LanguageModel) -> LanguageModel:
    out = LanguageModel(lemmatize=a.lemmatize)
    for name in ("uni", "left", "right", "lemmas", "lemma_left", "lemma_right", "endings", "end_left",
                 "end_right", "cls_uni", "cls_left", "cls_right"):
        setattr(out, name, getattr(a, name) + getattr(b, name))
    for source in (a.by_fold, b.by_fold):
        for key, words in source.items():
            out.by_fold.setdefault(key, set()).update(words)
    return out


def accent_share(texts: Iterable[str], only: str | None = None) -> float:
    """Share of letters carrying an accent other than ``é`` (which OCR keeps), or one of ``only``."""
    letters = accented = 0
    for text in texts:
        for ch in text:
            if ch.isalpha():
                letters += 1
                if (ch in only) if only else (ch != "é" and ch in ACCENTED):
                    accented += 1
    return accented / letters if letters else 0.0
