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
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext
from rules_corpus.repair.channel import DATA_DIR, Channel, accent_cost, variants
from rules_corpus.repair.language_model import (
    DAMAGED_KEY,
    LanguageModel,
    accent_share,
    clean_model,
    merge_models,
)
from rules_corpus.repair.lexicon import Lexicon, fold, general_counts, lexicon
from rules_corpus.repair.proofread import load_fixes, load_keeps
from rules_corpus.repair.term_hints import term_hints

__all__ = ["DAMAGED_KEY", "DATA_DIR", "WORD_RE", "Channel", "LanguageModel", "Repairer", "accent_share",
           "clean_model", "match_case", "merge_models", "shared_repairer", "variants"]

# A word: letters plus the glyphs OCR puts where accented letters stood; "(" and "'"
# inside a word (``muz(i``, ``prifad'te``) belong to it as well.
_LETTER = r"[^\W\d_]"
WORD_RE = re.compile(rf"(?:\((?=i{_LETTER}))?(?:{_LETTER}|[¢€$§&]|(?<={_LETTER})\(|['’](?={_LETTER}))+"
                     rf"(?:(?<=[dtDT])['’])?")
_SENTENCE_END = ".!?:;•@®©"
# A word that is real as printed ("let", "radami", "nowa") is changed into another word only above
# these confidences: a form that differs by accents only, or any other word ("let" → "úlet").
# Measured on the gold samples and on the read samples of the manuals (bench/bench_repair.py prints
# the precision per confidence): below 0.6, accent changes of real words were wrong about one time
# in three in the scans ("medaili" → "medailí", "obsazené" → "obsažené", "te karty" → "tę karty").
VALID_ACCENT_FLOOR = 0.6
VALID_WORD_FLOOR = 0.8
ONE_LETTER_WORDS = {"a", "i", "k", "o", "s", "u", "v", "z"}
ALPHABETS = {
    "cs": "abcdefghijklmnopqrstuvwxyzáčďéěíňóřšťúůýž",
    "pl": "abcdefghijklmnopqrstuvwxyząćęłńóśźż",
}


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
        self.accent_floor = VALID_ACCENT_FLOOR
        self.split = split and damage_rate > 0.5  # glued words are a scan's damage, not a clean text's
        self.general = general_counts(channel.lang)
        self.raw_counts: Counter[str] = Counter()
        # Strong outside evidence for single words (e.g. the same sentence printed clean
        # elsewhere in the manual): (block line, word start) → lowercase word.
        self.hints: dict[tuple[tuple[int, int], int], str] = {}
        self._block_key: tuple[int, int] = (0, 0)
        self._text = ""
        self._line_of: Callable[[int], int] = lambda offset: 0
        # (line, word) pairs proofreading keeps as printed (rules_corpus/repair/proofread.py)
        self.keep: frozenset[tuple[int, str]] = frozenset()
        self.term_hints: dict[tuple[tuple[int, int], int], str] = {}
        # A language's grammar veto (Polish): (word as printed, accented candidate, previous word,
        # next word) -> True when the printed word agrees with a neighbour and the candidate breaks
        # that agreement ("te karty", "taka sama": never "tę karty", "taką sama").
        self.agreement_veto: Callable[[str, str, str, str], bool] | None = None
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
        if (self._line_of(word.start), word.raw) in self.keep:
            return None  # proofread: as printed
        fixed = self.channel.words.get(word.raw.lower())
        if fixed is not None:  # "sg": never a word, always the scan's "są"
            return (match_case(word.raw, fixed, word.initial), 0.95, True)
        for ending, true in self.channel.endings.items():
            lower = word.raw.lower()
            if lower.endswith(ending) and lower[: -len(ending)] + true in self.lex:
                return (match_case(word.raw, lower[: -len(ending)] + true, word.initial), 0.9, True)
        term = self.term_hints.get((self._block_key, word.start))
        if term is not None:  # the word spells a game term ("hraci plan" → hrací plán)
            repaired = match_case(word.raw, term, word.initial)
            return None if repaired == word.raw else (repaired, 0.9, True)
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
        repaired = match_case(word.raw, best.text, word.initial)
        if self._fragment(words, index):
            return (repaired, confidence, False)  # "kon-": half a word, never repaired alone
        if own is None and best.cost > 5.0 and best.text != hint:
            return (repaired, confidence * 0.5, False)
        if own is not None and best.text != hint and self.lex.is_common(plain):
            # The word as printed is a real word.  Adding the accents the scan lost is what this
            # manual needs most; anything else (a letter more, a split) only on strong evidence.
            accents_only = fold(best.text) == fold(plain)
            if confidence < (self.accent_floor if accents_only else VALID_WORD_FLOOR):
                return (repaired, confidence, False)
            if accents_only:
                around = (words[index - 1].raw if index else "",
                          words[index + 1].raw if index + 1 < len(words) else "")
                # (only for a printed form in ordinary use: "juz" is the scan's "już", whatever it agrees with)
                usual = self.general.get(plain, 0) * 20 >= self.general.get(best.text, 0)
                if self.agreement_veto is not None and usual and self.agreement_veto(plain, best.text, *around):
                    return (repaired, confidence, False)
        if margin < need:
            return (repaired, confidence, False)
        return (repaired, confidence, True)

    def _fragment(self, words: list[Word], index: int) -> bool:
        """A word cut by a hyphen at the end of a line the layout could not join (``kon-``)."""
        word = words[index]
        after = self._text[word.end:word.end + 2]
        return after[:1] == "-" and (len(after) < 2 or after[1:2].isspace())

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
               only: Callable[[Block], bool] | None = None) -> list[Block]:
        """Repair ``blocks`` (only those ``only`` selects, when given)."""
        targets = [b for b in blocks if only is None or only(b)]
        for block in targets:
            self.raw_counts.update(w.raw for w in self.words(block))
        self.learn(targets)
        self.term_hints = term_hints(targets, self.lex, self.channel.lang, WORD_RE)
        out: list[Block] = []
        for block in blocks:
            if only is not None and not only(block):
                out.append(block)
                continue
            words = self.words(block)
            self._block_key = block.key
            self._text = block.text
            self._line_of = block.line_at
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
    if ctx.cache.get("proofreading", True):
        # the words a reader wrote (proofreading fixes) and the ones a reader kept stay as they are
        written = {(fix.line, word) for fix in load_fixes(ctx.manual.profile)
                   for word in WORD_RE.findall(fix.text)}
        repairer.keep = load_keeps(ctx.manual.profile) | frozenset(written)
    if e_caron_kept is not None:  # how much of its ě the manual kept (Memoir's OCR shows ě as é)
        repairer.e_caron = 0.02 + 4.0 * e_caron_kept
    return repairer
