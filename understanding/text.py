"""A question as tokens: words with their folded form, lemma, number value and place in the text.

Every token keeps its character span in the original question, so each fact a
parser reads can say which words it came from (``Understood.spans``).  Clauses
are cut at punctuation and at clause-opening conjunctions ("ale", "když",
"protože"), sentences at ``.?!``; the asking sentence is the last one with a
question mark.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from lang.fold import fold
from lang.lemmas import pipeline
from lang.numerals import number_value

__all__ = ["Analysed", "Token", "analyse", "detect_lang"]

# A word, a fraction like 3/1, a signed number (+1, -2), a range 1-3 / 1–3, a numbered step like 3.10,
# or one punctuation mark.
_TOKEN = re.compile(r"[+\-−–]?\d+\s*/\s*\d+|\d+\s*[-–]\s*\d+|[+\-−]\d+|\d{1,2}\.\d{1,2}(?![\d.])|[^\W_]+|"
                    r"[.,;:!?–—()\"„“/]", re.UNICODE)
CLAUSE_BREAKS = frozenset({".", ",", ";", ":", "!", "?", "–", "—", "(", ")"})
SENTENCE_BREAKS = frozenset({".", "?", "!"})
# conjunctions that open a new clause even without a comma (folded)
CLAUSE_WORDS = frozenset({"ale", "kdyz", "protoze", "jestli", "zda", "pokud", "jenze", "avsak",
                          "gdy", "jesli", "jezeli", "ktory", "ktora", "ktere", "ktery", "ktera", "kteri"})

_POLISH_CHARS = set("łąęśźżńŁĄĘŚŹŻŃ")
_CZECH_CHARS = set("áéíúýčďěňřšťůžÁÉÍÚÝČĎĚŇŘŠŤŮŽ")  # letters Polish does not have
_POLISH_WORDS = frozenset({"jest", "jaka", "jaki", "czy", "sie", "moj", "moja", "nie", "oraz", "gdy", "ktory",
                           "ktora", "mozna", "moge", "jakie", "dla", "przez", "jednostki", "jednostka", "tym",
                           "sam", "ile", "kiedy", "jezeli", "jesli", "moze", "trzeba", "obszar", "rece",
                           "czym", "akcji", "akcja", "sa", "swoj", "swoja", "gdzie", "wiec", "moga", "maja",
                           "juz", "jeszcze", "obrone", "obrona", "obrony", "bazowa", "bazowej", "zaslona",
                           "zasloni", "premia", "kosci", "koscmi", "talii", "reki", "wejsc", "przeciwnik",
                           "znacznik", "snajperzy", "zwiadowcy", "strzelcy", "mozdzierz", "wzgorze"})
# letter pairs Polish writes and Czech never does, kept when the diacritics are left out ("mozdzierz", "szansa")
_POLISH_PAIRS = ("sz", "cz")
_CZECH_WORDS = frozenset({"je", "jsem", "jsou", "muzu", "jaka", "jaky", "kolik", "kdyz", "ktery", "mam", "neni",
                          "moje", "moji", "muj", "se", "ze", "co", "jak", "muze", "lze", "smim", "pole", "akce",
                          "kartu", "kde", "ma", "jde", "taky", "pak", "nebo", "jeho", "jejich", "plati"})


@dataclass(frozen=True)
class Token:
    """One token of the question."""

    i: int  # index among all tokens
    text: str  # as written
    folded: str  # lowercase, no diacritics
    lemma: str  # folded lemma
    start: int  # character span in the question
    end: int
    num: int | None = None  # value of a number written in digits or words
    clause: int = 0
    sentence: int = 0

    @property
    def is_punct(self) -> bool:
        return self.text in CLAUSE_BREAKS or self.text in {'"', "„", "“", "/"}

    def starts(self, *prefixes: str) -> bool:
        """The folded form or the folded lemma starts with one of ``prefixes``."""
        return self.folded.startswith(prefixes) or self.lemma.startswith(prefixes)

    def is_(self, *words: str) -> bool:
        return self.folded in words or self.lemma in words


@dataclass
class Analysed:
    """A tokenised question."""

    text: str
    lang: str
    tokens: list[Token]
    notes: list[str] = field(default_factory=list)
    corrections: dict[str, str] = field(default_factory=dict)  # typed word -> the word it was read as

    @cached_property
    def words(self) -> list[Token]:
        """Tokens that are not punctuation."""
        return [t for t in self.tokens if not t.is_punct]

    @cached_property
    def folded(self) -> str:
        """All words folded, joined by single spaces (for phrase look-ups)."""
        return " ".join(t.folded for t in self.words)

    def clauses(self) -> list[list[Token]]:
        out: dict[int, list[Token]] = {}
        for t in self.words:
            out.setdefault(t.clause, []).append(t)
        return list(out.values())

    def sentences(self) -> list[list[Token]]:
        out: dict[int, list[Token]] = {}
        for t in self.words:
            out.setdefault(t.sentence, []).append(t)
        return list(out.values())

    def clause_of(self, token: Token) -> list[Token]:
        return [t for t in self.words if t.clause == token.clause]

    def sentence_of(self, token: Token) -> list[Token]:
        return [t for t in self.words if t.sentence == token.sentence]

    @cached_property
    def asking_sentence(self) -> list[Token]:
        """The sentence that asks: the last one ending with "?", else the last one."""
        asked = {t.sentence for t in self.tokens if t.text == "?"}
        sentences = self.sentences()
        if not sentences:
            return []
        if asked:
            chosen = max(asked)
            return [t for t in self.words if t.sentence == chosen] or sentences[-1]
        return sentences[-1]

    def has(self, *prefixes: str) -> bool:
        """Some word starts with one of the folded prefixes (a prefix with a space: a phrase in the text)."""
        return self.find(*prefixes) is not None

    def find(self, *prefixes: str) -> Token | None:
        """The first word that starts with one of the prefixes (for a phrase: its first word)."""
        for prefix in prefixes:
            if " " in prefix:
                m = re.search(r"(?<![a-z0-9])" + re.escape(prefix), self.folded)
                if m:
                    index = self.folded[: m.start()].count(" ")
                    return self.words[index]
        for t in self.words:
            if any(" " not in p and t.starts(p) for p in prefixes):
                return t
        return None

    def span_text(self, first: Token, last: Token) -> str:
        return self.text[first.start : last.end]


def detect_lang(text: str) -> str:
    """``cs`` or ``pl`` from letters only one language has, else from common function words."""
    if any(ch in _CZECH_CHARS for ch in text):
        return "cs"
    if any(ch in _POLISH_CHARS for ch in text):
        return "pl"
    words = Counter(fold(w) for w in re.findall(r"[^\W\d_]+", text))
    pl = sum(words[w] for w in _POLISH_WORDS - _CZECH_WORDS) + sum(
        n for w, n in words.items() if any(pair in w for pair in _POLISH_PAIRS))
    cs = sum(words[w] for w in _CZECH_WORDS - _POLISH_WORDS)
    return "pl" if pl > cs else "cs"


def analyse(text: str, lang: str | None = None, spell: Callable[[str, str], str | None] | None = None) -> Analysed:
    """Tokenise, fold, lemmatise and number the words of ``text``; cut clauses and sentences.

    ``spell`` reads a mistyped word as the word meant (folded in, with the question's language;
    folded out, ``None`` when the word stands): the token keeps the text as typed, its folded
    form and lemma are the word's.
    """
    lang = lang or detect_lang(text)
    matches = list(_TOKEN.finditer(text))
    corrections: dict[str, str] = {}
    words: list[str] = []
    for m in matches:
        fixed = spell(fold(m.group()).replace(" ", ""), lang) if spell is not None and m.group().isalpha() else None
        if fixed:
            corrections[m.group()] = fixed
        words.append(fixed or m.group())
    lemmas: dict[int, str] = {}
    if words:
        doc = pipeline(lang)(" ".join(words))
        lemmas = {tok.idx: tok.lemma_ for tok in doc}
    tokens: list[Token] = []
    clause = sentence = 0
    pos = 0
    for i, (m, word) in enumerate(zip(matches, words, strict=True)):
        if _is_ordinal_dot(words, i, tokens):
            pos += len(word) + 1
            continue  # "10. kole", "3. fáze": the dot makes an ordinal, it ends no sentence
        folded = fold(word).replace(" ", "")
        if (word in CLAUSE_BREAKS or folded in CLAUSE_WORDS) and tokens and not tokens[-1].is_punct:
            clause += 1
        lemma = fold(lemmas.get(pos, word) or word)
        tokens.append(Token(len(tokens), m.group(), folded, lemma, m.start(), m.end(), number_value(word, lang),
                            clause, sentence))
        if word in SENTENCE_BREAKS:
            sentence += 1
        pos += len(word) + 1
    return Analysed(text, lang, tokens, corrections=corrections)


def _is_ordinal_dot(words: list[str], i: int, tokens: list[Token]) -> bool:
    """A "." right after a number and before a lowercase word or a number: Czech ordinal ("10. kolo")."""
    if words[i] != "." or not tokens or not tokens[-1].text.isdigit() or i + 1 >= len(words):
        return False
    nxt = words[i + 1]
    return nxt.isdigit() or (nxt[:1].isalpha() and nxt[:1].islower())
