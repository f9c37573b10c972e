"""Generálové (001): capitals of a decorative font dropped from the scrape.

Only three initials were ever lost: P, J and D (``ravidla``, ``ednotky``, ``ěchota``,
``o svého`` for *Do svého*).  A word gets its initial back when

* it is unknown to the word list and exactly the prefixed form is known
  (``růběh`` → *Průběh*), or
* it starts a sentence in lowercase (the scrape otherwise capitalises sentences) and the
  prefixed form is a known word that the clean manuals' context prefers to the word as it
  stands (``o svého`` → *Do svého*).

The restored letter is a capital: the decorative font was used for capitals only.
"""

from __future__ import annotations

import math
import re
import tomllib

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext, register
from rules_corpus.repair.lexicon import Lexicon, fold, lexicon
from rules_corpus.repair.ocr import DATA_DIR, LanguageModel, clean_model

WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
LOWER_START = re.compile(r"[a-záčďéěíňóřšťúůýž]")


def dropped_initials() -> tuple[str, ...]:
    """The capitals the scrape lost (``P``, ``J``, ``D``); also used to find damaged headings."""
    return tuple(_settings()["initials"])


def _settings() -> dict:
    with (DATA_DIR / "dropped_initials.toml").open("rb") as handle:
        return tomllib.load(handle)


def _sentence_start(text: str, start: int, abbreviations: frozenset[str]) -> bool:
    before = text[:start].rstrip(" \t\n\"'„“*")
    if not before:
        return True
    if before[-1] not in ".!?:":
        return False
    prev = re.search(r"(\S+)[.!?:]$", before)
    if prev is None:
        return True
    token = prev.group(1).lower().strip("()")
    # "ve 3. fázi", "fig. 2.": ordinals and abbreviations do not end a sentence
    return not (token.isdigit() or token in abbreviations or (len(token) <= 2 and token.isalpha()))


def _score(model: LanguageModel, lex: Lexicon, word: str, nxt: str) -> float:
    s = 0.8 * math.log1p(model.uni[word]) + 1.2 * math.log1p(model.right[(word, nxt)])
    if lex.is_common(word):
        s += 0.9
    return s


@register("generalove-cs")
def restore_initials(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    settings = _settings()
    initials: list[str] = settings["initials"]
    abbreviations = frozenset(settings["abbreviations"])
    lex = lexicon("cs")
    model = clean_model(ctx, "cs")
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        matches = list(WORD.finditer(block.text))
        for index, m in enumerate(matches):
            word = m.group(0)
            if not LOWER_START.match(word):
                continue
            head = word.split("-")[0]
            known = head in lex
            initial = _sentence_start(block.text, m.start(), abbreviations)
            if known and not initial:
                continue
            nxt = fold(matches[index + 1].group(0).lower()) if index + 1 < len(matches) else ""
            options = [p + head for p in initials if (p + head) in lex]
            if not options:
                if not known:
                    ctx.record(block.line_at(m.start()), word, word, "dropped-initial", 0.0, applied=False)
                continue
            scored = sorted(((_score(model, lex, o.lower(), nxt), o) for o in options), reverse=True)
            best_score, best = scored[0]
            if known:
                own = _score(model, lex, head, nxt)
                margin = best_score - own
                if margin <= 0.5:
                    continue
            else:
                margin = best_score - (scored[1][0] if len(scored) > 1 else -1.0) + 1.0
            confidence = max(0.3, min(0.99, 1.0 - math.exp(-margin / 2.0)))
            repaired = best[0].upper() + best[1:] + word[len(head):]
            edits.append((m.start(), m.end(), repaired))
            ctx.record(block.line_at(m.start()), word, repaired, "dropped-initial", confidence)
        out.append(block.apply_edits(edits))
    return out


# Labels of the scrape's pictures and the page numbers, run into the text: three or more tokens
# that are numbers or "fig." ("4 2. fig. 2. fig. 3. 4. 5.", "3 5 fig. 2. 3 3 2 fig. 3"), a lone
# "fig." or "Ad fig." label, and the page-number pair at the end of a page ("… z karet. 10 11").
_LABEL = r"(?:\d{1,2}\.?|fig\.(?:\d{1,2}\.)?)"
LABEL_RUN = re.compile(rf"(?<![\w(,–-])(?:{_LABEL} ){{2,}}{_LABEL}(?![\w)])")
PAGE_PAIR = re.compile(r"(?<=[.!?)]) (\d{1,2}) (\d{1,2})$")
# "(viz kapitola Pozice )", "(viz Pozice ; fig. 4.)": the space a link left before punctuation
LINK_SPACE = re.compile(r"(?<=\w) (?=[);])")


def _is_label_run(text: str) -> bool:
    tokens = text.split()
    return "fig." in text or any(not t.endswith(".") for t in tokens) or len(tokens) >= 4


@register("generalove-cs")
def figure_labels(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in LABEL_RUN.finditer(block.text):
            if _is_label_run(m.group(0)):
                start = m.start() - 1 if m.start() and block.text[m.start() - 1] == " " else m.start()
                edits.append((start, m.end(), ""))
                ctx.record(block.line_at(m.start()), m.group(0), "", "figure-labels", 0.9)
        m = PAGE_PAIR.search(block.text)
        if m and int(m.group(2)) == int(m.group(1)) + 1 and not any(e[1] >= m.start() for e in edits):
            edits.append((m.start(), m.end(), ""))
            ctx.record(block.line_at(m.start()), m.group(0).strip(), "", "page-numbers", 0.95)
        for m in LINK_SPACE.finditer(block.text):
            if not any(s <= m.start() < e for s, e, _ in edits):
                edits.append((m.start(), m.end(), ""))
        out.append(block.apply_edits(sorted(edits)))
    return out
