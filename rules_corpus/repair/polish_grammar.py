"""Polish ą read as ``a,`` or ``g,``: the ogonek became a comma after the letter.

``przez Twoja, strone`` is *przez Twoją stronę*, ``zakrytg, talie`` is *zakrytą talię*.
A comma after a word ending in ``a`` or ``g`` goes (and the letter becomes ``ą``) when

* the word with ``ą`` is a real word, and the next word starts in lowercase and does not
  open a clause (*który*, *że*, *aby* …: there a comma is right), and
* the word as printed is not a word (``zakrytg``), or it is one but does not agree with
  the next word while the ``ą`` form does (morfeusz2: same case, number and gender —
  *Twoją stronę*, not *Twoja stronę*).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext
from rules_corpus.repair.lexicon import Lexicon, fold

# "Twoja," "zakrytg," "mogs," "nowsg,": the ą read as a, g, s or sg, and its ogonek as a comma.
OGONEK_COMMA = re.compile(r"(?<![\w-])([^\W\d_]+?)(sg|[ags]), (?=(\S+))")
# The polite capitals of the rules' address ("pozwolą Ci", "Twoją stronę") may follow.
ADDRESS = re.compile(r"^(?:Ci|Cię|Ciebie|Tw[oó]j\w*)\b")
CLAUSE_OPENERS = frozenset(fold(w) for w in (
    "który", "która", "które", "którego", "której", "którym", "których", "którzy", "że", "aby", "żeby", "a",
    "ale", "lecz", "lub", "albo", "czy", "jak", "gdy", "gdyż", "jeśli", "jeżeli", "bo", "więc", "ponieważ",
    "dopóki", "zanim", "kiedy", "kto", "co", "oraz", "i", "tworząc",
))


@lru_cache(maxsize=65536)
def _features(word: str) -> frozenset[tuple[str, str, str]]:
    """(number, case, gender) readings of a word (nouns, adjectives, pronouns, numerals)."""
    from lang.lemmas import _morfeusz

    out: set[tuple[str, str, str]] = set()
    for analysis in _morfeusz().analyse(word):
        fields = analysis[2][2].split(":")
        if fields[0] in ("subst", "adj", "ppron3", "num", "pact", "ppas", "ger") and len(fields) >= 4:
            for number in fields[1].split("."):
                for case in fields[2].split("."):
                    for gender in fields[3].split("."):
                        out.add((number, case, gender))
    return frozenset(out)


def _agrees(a: str, b_forms: list[str]) -> bool:
    mine = _features(a)
    return any(mine & _features(b) for b in b_forms)


def _with_case(raw: str, word: str) -> str:
    return word[:1].upper() + word[1:] if raw[:1].isupper() else word


def ogonek_commas(blocks: list[Block], lex: Lexicon, ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in OGONEK_COMMA.finditer(block.text):
            stem, nxt = m.group(1), re.sub(r"[^\w]+$", "", m.group(3))
            word = stem + m.group(2)
            key = fold(stem.lower()) + "a"
            spellings = [f for f in lex.forms(key) if f.endswith("ą")]
            opener = fold(nxt.lower()) in CLAUSE_OPENERS or fold(nxt.lower()).startswith("kt")
            if opener or len(spellings) != 1 or not (nxt[:1].islower() or ADDRESS.match(nxt)):
                continue
            fixed = _with_case(stem, spellings[0])
            plain_forms = [f for f in lex.forms(key) if f.endswith("a")]
            if m.group(2) == "a" and plain_forms:  # "można," or "możną"? the next word decides
                following = [nxt.lower(), *lex.forms(fold(nxt.lower()))]
                if any(_agrees(f, following) for f in plain_forms) or not _agrees(spellings[0], following):
                    continue
            edits.append((m.start(), m.end() - 1, fixed + " "))
            ctx.record(block.line_at(m.start()), f"{word},", fixed, "ogonek-comma", 0.9)
        out.append(block.apply_edits(edits))
    return out
