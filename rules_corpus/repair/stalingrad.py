"""Stalingrad (003): the passage with broken encoding, and Cyrillic letters in Czech words.

The broken passage (``ı`` ``ŝ`` ``ŕ`` …) repeats, with changes, the action overview that
is printed clean earlier in the same manual.  Each broken paragraph is matched with its
most similar clean paragraph; aligned words of the twin are strong evidence for the
word-level repair (:mod:`.ocr`, channel ``encoding-cs``), but only when the twin word is a
real word (the clean text has its own typos) and resembles the broken one.
"""

from __future__ import annotations

import difflib
import re
import tomllib

from rapidfuzz import fuzz, process

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext, register
from rules_corpus.repair.lexicon import fold, lexicon
from rules_corpus.repair.ocr import DAMAGED_KEY, DATA_DIR, WORD_RE, Repairer, accent_share, shared_repairer

BROKEN = re.compile(r"[ıŝŕź]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
TWIN_MIN_RATIO = 60.0
TWIN_MIN_CHARS = 40
WORD_MIN_RATIO = 70.0


def _skeleton(text: str) -> str:
    """Folded lowercase text with the broken glyphs blanked, for similarity only."""
    return fold(BROKEN.sub("", text.lower()).replace("ě", "e"))


def cyrillic_table() -> dict[str, list[str]]:
    with (DATA_DIR / "cyrillic.toml").open("rb") as handle:
        return {k: list(v) for k, v in tomllib.load(handle)["latin"].items()}


def fix_cyrillic(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    """Cyrillic letters inside Latin words: try their Latin look-alikes and transliterations."""
    table = cyrillic_table()
    lex = lexicon("cs")
    out: list[Block] = []
    for block in blocks:
        if not _CYRILLIC.search(block.text):
            out.append(block)
            continue
        edits: list[tuple[int, int, str]] = []
        for m in re.finditer(r"[^\W\d_]+", block.text):
            word = m.group(0)
            if not _CYRILLIC.search(word) or not re.search(r"[a-zA-Zá-žÁ-Ž]", word):
                continue
            options = [""]
            for ch in word:
                choices = table.get(ch.lower(), [ch]) if _CYRILLIC.match(ch) else [ch]
                if ch.isupper():
                    choices = [c.upper() for c in choices]
                options = [o + c for o in options for c in choices][:64]
            known = [o for o in options if o in lex]
            line = block.line_at(m.start())
            if len(known) == 1:
                edits.append((m.start(), m.end(), known[0]))
                ctx.record(line, word, known[0], "cyrillic", 0.95)
            else:
                ctx.record(line, word, known[0] if known else word, "cyrillic", 0.3, applied=False)
        out.append(block.apply_edits(edits))
    return out


def twin_hints(repairer: Repairer, broken: list[Block], clean: list[Block]) -> None:
    """Fill ``repairer.hints`` from the clean twin of every broken block."""
    if not clean:
        return
    choices = [_skeleton(b.text) for b in clean]
    for block in broken:
        if len(block.text) < TWIN_MIN_CHARS:
            continue
        found = process.extractOne(_skeleton(block.text), choices, scorer=fuzz.ratio,
                                   score_cutoff=TWIN_MIN_RATIO)
        if found is None:
            continue
        twin = clean[found[2]]
        mine = list(WORD_RE.finditer(block.text))
        theirs = [m.group(0) for m in re.finditer(r"[^\W\d_]+", twin.text)]
        a = [_skeleton(m.group(0)) for m in mine]
        b = [_skeleton(w) for w in theirs]
        matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op not in ("equal", "replace") or (i2 - i1) != (j2 - j1):
                continue
            for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                if fuzz.ratio(a[i], b[j]) >= WORD_MIN_RATIO:
                    repairer.hints[(block.key, mine[i].start())] = theirs[j].lower()


# ď and ť set as "d'" and "t'" ("nahrad'te", "zvlášt'"): the letter and an apostrophe.
APOSTROPHE_CARON = re.compile(r"(?<=\w)([dtDT])'")
CARONS = {"d": "ď", "t": "ť", "D": "Ď", "T": "Ť"}


def apostrophe_carons(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    """``nahrad'te`` → *nahraďte*, only where the word with ď/ť is a word (not a quotation)."""
    lex = lexicon("cs")
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in APOSTROPHE_CARON.finditer(block.text):
            word = re.search(r"\w*$", block.text[: m.start()]).group(0) + m.group(1)
            tail = re.match(r"\w*", block.text[m.end():]).group(0)
            candidate = word[:-1] + CARONS[m.group(1)] + tail
            if candidate.lower() in lex:
                edits.append((m.start(), m.end(), CARONS[m.group(1)]))
                ctx.record(block.line_at(m.start()), word + "'" + tail, candidate, "apostrophe-caron", 0.95)
        out.append(block.apply_edits(edits))
    return out


@register("stalingrad-cs")
def repair_stalingrad(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    blocks = fix_cyrillic(blocks, ctx)
    blocks = apostrophe_carons(blocks, ctx)
    broken = [b for b in blocks if BROKEN.search(b.text)]
    if not broken:
        return blocks
    clean = [b for b in blocks if not BROKEN.search(b.text)]
    ctx.cache.setdefault(DAMAGED_KEY, {})[ctx.manual.file] = {(b.line_start, b.line_end) for b in broken}
    # the letters this encoding loses (ř and ě survive as ŕ and ě); where a letter passed
    # through it, its accent is gone, so the damage rate is at least 0.9
    lost = "áíýúůšžčň"
    reference = accent_share((b.text for b in clean), lost)
    damage = 1.0 - min(1.0, accent_share((b.text for b in broken), lost) / reference) if reference else 1.0
    repairer = shared_repairer(ctx, "encoding-cs", max(damage, 0.9), skip_clean=BROKEN, extra_clean=clean)
    twin_hints(repairer, broken, clean)
    # The passage lost accents also where no broken glyph shows them ("Vypad", "Protiletadlova"):
    # every block between its first and last broken block is repaired.
    first, last = min(b.line_start for b in broken), max(b.line_end for b in broken)
    return repairer.repair(blocks, ctx, only=lambda b: bool(BROKEN.search(b.text)) or first <= b.line_start <= last)
