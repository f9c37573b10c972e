"""Word counts and folded-context bigrams of clean text, the context model of the word repair."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rules_corpus.repair import RepairContext
from rules_corpus.repair.lexicon import ACCENTED, fold

_LETTER = r"[^\W\d_]"
# "Proved'te", "vrat'te": an apostrophe after d/t stands for the caron (ď, ť).
SOFT_APOSTROPHE = re.compile(r"([dtDT])['’](?=[a-zěéíáý]|\b)")
_SOFT = {"d": "ď", "t": "ť", "D": "Ď", "T": "Ť"}
# ctx.cache key: {file: {(line_start, line_end) of blocks that were damaged}}, so that the
# language model of the clean manuals leaves repaired passages out.
DAMAGED_KEY = "repair.damaged_blocks"


def _lemmatizer(lang: str) -> Callable[[str], str] | None:
    if lang != "cs":
        return None
    from functools import lru_cache

    from lemmagen3 import Lemmatizer

    return lru_cache(maxsize=None)(Lemmatizer("cs").lemmatize)


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
