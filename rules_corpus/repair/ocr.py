"""Word-level repair of OCR and encoding damage: candidates from confusions, choice by context.

For every word of a damaged block:

1. glyphs that never occur in the language (``¢ € $ §`` …) are replaced inside words;
2. candidate spellings are generated with up to ``max_edits`` substitutions from the
   channel's confusion table (``data/confusions.toml``), lost accents are restored through
   the accent-stripped word map (:class:`~rules_corpus.repair.lexicon.Lexicon`) and the
   domain vocabulary of the clean manuals; a word glued to its neighbour is split;
3. each candidate is scored by its frequency and its word bigrams in the clean manuals
   (and in the words of the same manual that were certain), minus the cost of the
   confusions it assumes;
4. the best candidate replaces the word only when it beats the word as written by a
   clear margin; otherwise the word is kept and reported (``applied=False``).
"""

from __future__ import annotations

import math
import re
import tomllib
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext
from rules_corpus.repair.lexicon import Lexicon, fold, lexicon

DATA_DIR = Path(__file__).parent / "data"

# A word: letters plus the glyphs OCR puts where accented letters stood; "(" and "'"
# inside a word (``muz(i``, ``prifad'te``) belong to it as well.
_LETTER = r"[^\W\d_]"
WORD_RE = re.compile(rf"(?:\((?=i{_LETTER}))?(?:{_LETTER}|[¢€$§&]|\((?=[^\s(]|$)|['’](?={_LETTER}))+"
                     rf"(?:(?<=[dtDT])['’])?")
_SENTENCE_END = re.compile(r"(?:^|[.!?:;•\n]|\s[@®©oe])\W*$")
ONE_LETTER_WORDS = {"a", "i", "k", "o", "s", "u", "v", "z"}


@dataclass(frozen=True)
class Channel:
    """A confusion table: what the damaged text shows for what the true text had."""

    name: str
    lang: str
    glyphs: tuple[tuple[str, str], ...]
    subs: tuple[tuple[str, str, float], ...]
    max_edits: int = 2
    caps_hacek: bool = False

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
                if seen == "^":
                    if start == 0:
                        cand = true + text
                        _push(cand, cost + sub_cost, len(true), best, nxt)
                    continue
                if seen == "":
                    for i in range(max(start, 1), len(text)):
                        cand = text[:i] + true + text[i:]
                        _push(cand, cost + sub_cost, i + len(true), best, nxt)
                    continue
                hay = text if _has_upper(seen) else lower
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


def _push(cand: str, cost: float, start: int, best: dict[str, float], out: list[tuple[str, float, int]]) -> None:
    if cand and (cand not in best or cost < best[cand]):
        best[cand] = cost
        out.append((cand, cost, start))


def accent_cost(hint: str, form: str, drop_cost: float) -> float:
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
            cost += drop_cost
        elif seen == "é" and true == "ě":
            cost += 0.1
        elif fold(true) == true:  # OCR (or the confusion) shows an accent the form lacks
            cost += 1.2
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
    letters: int = 0
    accented_letters: int = 0

    def add_text(self, text: str) -> None:
        words = [m.group(0).lower() for m in re.finditer(rf"{_LETTER}+", text)]
        self.add_words(words)
        for ch in text:
            if ch.isalpha():
                self.letters += 1
                if fold(ch) != ch:
                    self.accented_letters += 1

    def add_words(self, words: list[str]) -> None:
        for i, word in enumerate(words):
            self.uni[word] += 1
            self.by_fold.setdefault(fold(word), set()).add(word)
            if i:
                self.left[(fold(words[i - 1]), word)] += 1
            if i + 1 < len(words):
                self.right[(word, fold(words[i + 1]))] += 1

    @property
    def accent_rate(self) -> float:
        return self.accented_letters / self.letters if self.letters else 0.0


def clean_model(ctx: RepairContext, lang: str, skip: re.Pattern[str] | None = None) -> LanguageModel:
    """The language model of the clean manuals (cached for the whole build)."""
    key = f"ocr.lm.{lang}"
    model = ctx.cache.get(key)
    if model is None:
        model = LanguageModel()
        if lang == "cs":
            for blocks in ctx.clean.values():
                for block in blocks:
                    if skip is not None and skip.search(block.text):
                        continue
                    model.add_text(block.text)
        ctx.cache[key] = model
    return model


@dataclass
class Candidate:
    text: str  # lowercase
    cost: float
    known: bool  # in the general word list


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
        self.split = split
        self._cands: dict[tuple[str, bool], list[Candidate]] = {}
        self.local = LanguageModel()

    # -- candidates ---------------------------------------------------------------
    def _lookup(self, hint: str, cost: float, out: dict[str, Candidate]) -> None:
        key = fold(hint)
        forms = set(self.lex.forms(key))
        domain = self.model.by_fold.get(key, set())
        for form in forms | domain:
            if len(form) != len(hint):
                continue
            total = cost + accent_cost(hint, form, self.drop_cost)
            known = form in forms
            if not known:
                total += 1.0
            prev = out.get(form)
            if prev is None or total < prev.cost:
                out[form] = Candidate(form, total, known)

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
        for depth in range(self.channel.max_edits + 1):
            for base, base_cost in bases:
                if depth == 0:
                    self._lookup(base.lower(), base_cost, out)
                    continue
                for hint, cost in variants(base, self.channel, depth).items():
                    if "(" in hint or "'" in hint:
                        continue
                    self._lookup(hint, base_cost + cost, out)
            if depth >= 1 and out:
                break
        if not out and self.split:
            for cand in self._splits(word):
                out.setdefault(cand.text, cand)
        result = sorted(out.values(), key=lambda c: c.cost)[:12]
        self._cands[memo_key] = result
        return result

    def _splits(self, word: str) -> Iterable[Candidate]:
        """A word glued to its neighbour: ``Najednom`` → ``na jednom``."""
        if len(word) < 5 or not word.isalpha():
            return
        for i in range(1, len(word) - 1):
            left, right = word[:i], word[i:]
            if len(left) == 1 and left.lower() not in ONE_LETTER_WORDS:
                continue
            if len(right) < 2:
                continue
            lc = self._best_plain(left)
            rc = self._best_plain(right)
            if lc and rc:
                yield Candidate(f"{lc.text} {rc.text}", lc.cost + rc.cost + 1.0, lc.known and rc.known)

    def _best_plain(self, part: str) -> Candidate | None:
        out: dict[str, Candidate] = {}
        self._lookup(part.lower(), 0.0, out)
        if not out:
            for hint, cost in variants(part, self.channel, 1).items():
                self._lookup(hint, cost, out)
        known = [c for c in out.values() if c.known]
        if not known:
            return None
        return min(known, key=lambda c: c.cost - 0.3 * math.log1p(self.model.uni[c.text]))

    # -- scoring ------------------------------------------------------------------
    def score(self, cand: Candidate, prev: str, nxt: str) -> float:
        uni = self.model.uni[cand.text] + self.local.uni[cand.text]
        s = 0.8 * math.log1p(uni) - 2.0 * cand.cost
        if prev:
            s += 1.2 * math.log1p(self.model.left[(prev, cand.text)] + self.local.left[(prev, cand.text)])
        if nxt:
            s += 1.2 * math.log1p(self.model.right[(cand.text, nxt)] + self.local.right[(cand.text, nxt)])
        if cand.known:
            s += 0.5
        return s

    # -- blocks -------------------------------------------------------------------
    def words(self, block: Block) -> list[Word]:
        out: list[Word] = []
        for m in WORD_RE.finditer(block.text):
            raw = m.group(0)
            if raw.startswith("(") and not raw.startswith("(i"):
                continue
            before = block.text[: m.start()]
            initial = bool(_SENTENCE_END.search(before[-6:])) if before.strip() else True
            out.append(Word(m.start(), m.end(), raw, initial))
        return out

    def decide(self, words: list[Word], index: int) -> tuple[str, float, bool] | None:
        """(replacement, confidence, applied) for ``words[index]``, or None to keep it silently."""
        word = words[index]
        cands = self.candidates(word.raw, word.initial)
        plain = unicodedata.normalize("NFC", word.raw).lower()
        if not cands:
            return None if self._looks_fine(word.raw) else (word.raw, 0.0, False)
        prev = fold(words[index - 1].raw.lower()) if index else ""
        nxt = fold(words[index + 1].raw.lower()) if index + 1 < len(words) else ""
        scored = sorted(((self.score(c, prev, nxt), c) for c in cands), key=lambda x: -x[0])
        best_score, best = scored[0]
        own = next((s for s, c in scored if c.text == plain), None)
        if best.text == plain:
            return None
        runner = own if own is not None else (scored[1][0] if len(scored) > 1 else best_score - 3.0)
        margin = best_score - runner
        need = 1.0 if own is not None else 0.0
        confidence = max(0.05, min(0.99, 1.0 - math.exp(-max(margin, 0.0) / 1.5)))
        if own is None and best.cost > 3.5:
            return (match_case(word.raw, best.text, word.initial), confidence * 0.5, False)
        if margin < need:
            return (match_case(word.raw, best.text, word.initial), confidence, False)
        return (match_case(word.raw, best.text, word.initial), confidence, True)

    def _looks_fine(self, raw: str) -> bool:
        """Words the repair has no business with: short tokens, names, Roman numerals, units."""
        return len(raw) <= 2 or raw.isupper() or (raw[:1].isupper() and raw[1:].islower() and raw.isalpha())

    def learn(self, blocks: list[Block]) -> None:
        """Count the words that are certain (a single known reading) as extra context."""
        for block in blocks:
            seq: list[str] = []
            for word in self.words(block):
                cands = self.candidates(word.raw, word.initial)
                known = [c for c in cands if c.known and c.cost < 0.5]
                if len(known) == 1:
                    seq.append(known[0].text)
                else:
                    seq.append(fold(word.raw.lower()))
            self.local.add_words(seq)

    def repair(self, blocks: list[Block], ctx: RepairContext, only: re.Pattern[str] | None = None) -> list[Block]:
        targets = [b for b in blocks if only is None or only.search(b.text)]
        self.learn(targets)
        out: list[Block] = []
        for block in blocks:
            if only is not None and not only.search(block.text):
                out.append(block)
                continue
            words = self.words(block)
            edits: list[tuple[int, int, str]] = []
            for i, word in enumerate(words):
                decision = self.decide(words, i)
                if decision is None:
                    continue
                text, confidence, applied = decision
                ctx.record(block.line_at(word.start), word.raw, text, f"ocr:{self.channel.name}",
                           confidence, applied)
                if applied and text != word.raw:
                    edits.append((word.start, word.end, text))
            out.append(block.apply_edits(edits))
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
    if len(letters) > 1 and all(ch.isupper() for ch in letters):
        return repaired.upper()
    first = raw.lstrip("(")[:1]
    if first.isupper():
        if first in "SZC" and not initial and repaired[:1] in "šžč":
            return repaired
        return repaired[:1].upper() + repaired[1:]
    if initial and first.isupper():
        return repaired[:1].upper() + repaired[1:]
    if raw.startswith("(") and not repaired.startswith(("ú", "ů")):
        return "(" + repaired
    return repaired


def shared_repairer(ctx: RepairContext, channel_name: str, damage_rate: float,
                    skip_clean: re.Pattern[str] | None = None) -> Repairer:
    """A repairer with the build-wide lexicon and clean-manual model."""
    channel = Channel.load(channel_name)
    model = clean_model(ctx, channel.lang, skip_clean)
    return Repairer(channel, lexicon(channel.lang), model, damage_rate)


def accent_damage(blocks: list[Block], reference_rate: float) -> float:
    """Share of accents lost in ``blocks`` compared with clean text of the same language."""
    letters = accented = 0
    for block in blocks:
        for ch in block.text:
            if ch.isalpha():
                letters += 1
                if fold(ch) != ch and ch != "é":
                    accented += 1
    if not letters or reference_rate <= 0:
        return 0.0
    return max(0.0, min(1.0, 1.0 - (accented / letters) / reference_rate))
