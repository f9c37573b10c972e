"""Polish ą read as ``a,`` or ``g,`` (the ogonek became a comma after the letter), and ż read as z
in the conjunction *że*.

``przez Twoja, strone`` is *przez Twoją stronę*, ``zakrytg, talie`` is *zakrytą talię*.
A comma after a word ending in ``a`` or ``g`` goes (and the letter becomes ``ą``) when

* the word with ``ą`` is a real word, and the next word starts in lowercase and does not
  open a clause (*który*, *że*, *aby* …: there a comma is right), and
* the word as printed is not a word (``zakrytg``), or it is one but does not agree with
  the next word while the ``ą`` form does (morfeusz2: same case, number and gender —
  *Twoją stronę*, not *Twoja stronę*).

The scan reads the conjunction *że* as ``ze``, which is a real word (the preposition *ze*,
"with/from").  The preposition governs a genitive or instrumental (*ze swojej talii*,
*ze scenariuszem*, *ze mną*); so ``ze`` is the conjunction when the next word has no such
reading (*Pamiętaj, że dobry dowódca …*, *oznacza to, że akcja …*).
"""

from __future__ import annotations

import re
from collections.abc import Callable
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


DECLINED = ("subst", "adj", "ppron3", "num", "pact", "ppas", "ger")
MODIFIERS = ("adj", "num", "pact", "ppas")


@lru_cache(maxsize=65536)
def _features(word: str, classes: tuple[str, ...] = DECLINED) -> frozenset[tuple[str, str, str]]:
    """(number, case, gender) readings of a word (nouns, adjectives, pronouns, numerals)."""
    from lang.lemmas import _morfeusz

    out: set[tuple[str, str, str]] = set()
    for analysis in _morfeusz().analyse(word):
        fields = analysis[2][2].split(":")
        if fields[0] in classes and len(fields) >= 4:
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
            # the next word may open a quotation whose „ the scan read as commas: ",kontrolowany”"
            stem, nxt = m.group(1), re.sub(r"[^\w]+$", "", m.group(3).lstrip(",„"))
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
            edits.append((m.start(), m.end() - 1, fixed))
            ctx.record(block.line_at(m.start()), f"{word},", fixed, "ogonek-comma", 0.9)
        out.append(block.apply_edits(edits))
    return out


ZE = re.compile(r"(?<![\w-])([Zz])e (?=([^\W\d_]+))")
PREPOSITION_CASES = frozenset({"gen", "inst"})


@lru_cache(maxsize=65536)
def _takes_preposition(word: str) -> bool:
    """Whether ``word`` can follow the preposition *ze* (a form in the genitive or instrumental)."""
    from lang.lemmas import _morfeusz

    for analysis in _morfeusz().analyse(word):
        fields = analysis[2][2].split(":")
        declined = fields[0] in ("subst", "adj", "ppron12", "ppron3", "num", "ger", "siebie", "pact", "ppas", "depr")
        if declined and any(case in PREPOSITION_CASES for field in fields[1:] for case in field.split(".")):
            return True
        if fields[0] in ("brev", "ign"):  # an abbreviation or a word morfeusz does not know: undecided
            return True
    return False


def conjunction_ze(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in ZE.finditer(block.text):
            if _takes_preposition(m.group(2)) or _takes_preposition(m.group(2).lower()):
                continue
            fixed = "Że" if m.group(1) == "Z" else "że"
            edits.append((m.start(), m.start() + 2, fixed))
            ctx.record(block.line_at(m.start()), m.group(1) + "e", fixed, "conjunction-ze", 0.9)
        out.append(block.apply_edits(edits))
    return out


def _modifies(a: str, b: str) -> bool:
    """``a`` and ``b`` agree in number, case and gender and one of them is a modifier (adjective,
    numeral, participle): *te karty*, *Twoja talia*, *taka sama* — not two nouns side by side."""
    return bool((_features(a, MODIFIERS) & _features(b)) or (_features(a) & _features(b, MODIFIERS)))


def agreement_veto(lex: Lexicon) -> Callable[[str, str, str, str], bool]:
    """A veto on putting accents into a real word: the word as printed agrees with a neighbour as
    printed (*te karty*, *Twoja talia się*, *taka sama po*) and the accented candidate does not
    (*tę karty*).  A neighbour that is no word as printed is read as any of its accented forms."""
    def forms(raw: str) -> list[str]:
        word = re.sub(r"[^\w]+", "", raw.lower())
        if not word:
            return []
        return [word] if word in lex else list(lex.forms(fold(word)))

    def veto(printed: str, candidate: str, prev: str, nxt: str) -> bool:
        for neighbour in (*forms(prev), *forms(nxt)):
            if _modifies(printed, neighbour) and not _modifies(candidate, neighbour):
                return True
        return False
    return veto


# The opening quotation mark „ read as one or two commas: ",kontrolowany”", ",,przygwożdżony”".
LOW_QUOTE = re.compile(r"(?:(?<=\s)|^),{1,2}(?=[^\W_][^”\n]{0,60}”)")


def low_quotes(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits = [(m.start(), m.end(), "„") for m in LOW_QUOTE.finditer(block.text)]
        for start, end, _ in edits:
            ctx.record(block.line_at(start), block.text[start:end], "„", "low-quote", 0.95)
        out.append(block.apply_edits(edits))
    return out
