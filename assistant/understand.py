"""Understanding a question: its language, game, kind and the position facts it states.

The text runs through the spaCy pipeline of its language (``lang.lemmas``:
blank ``cs``/``pl`` with our lemmatizer), every token is folded and numerals in
words are read as numbers (:mod:`lang.numerals`).  The game is read from
its name or from the glossary terms the question uses.  The facts a game's
engine understands are extracted by :mod:`assistant.facts`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games import game_ids
from lang.czech_stem import fold
from lang.lemmas import pipeline
from lang.numerals import number_value

GAMES = game_ids()

# A game named in the question (folded prefixes of the words).
GAME_NAMES: dict[str, tuple[str, ...]] = {
    "normandie": ("normandi", "normandii", "nieustraszen"),
    "stalingrad": ("stalingrad",),
    "memoir44": ("memoir", "memoaru"),
    "generalove": ("generalov", "generalu"),
}
# Words typical of one game family (folded prefixes), besides the glossary's own terms.
FAMILY_HINTS: dict[str, tuple[str, ...]] = {
    "undaunted": ("kulometcik", "kulometcic", "strelc", "strelec", "patrac", "minomet", "odstrelovac",
                  "zakladni obran", "celkov", "krycip", "kryci palb", "vybuch", "pod palbou", "propatran",
                  "valecny zmatek", "valecneho zmatku", "zeton kontroly", "rozprasen", "druzstv",
                  "strzelc", "mozdzierz", "ostrzal", "zaslon", "wzgorz", "dowodzen", "inicjatyw"),
    "memoir44": ("obrnen", "artileri", "pechot", "vlajk", "medail", "hexagon", "tankova smrst", "tankove smrsti",
                 "boj na blizko", "linie vyhledu", "sektor", "elitni"),
    "generalove": ("panik", "jizd", "rezerv", "vitezn", "generalsk", "velitelsk", "kridl", "reorganiz"),
}
STALINGRAD_HINTS = ("tunel", "opevnen", "budov", "tank", "zenist", "demolic", "plamenomet", "granat",
                    "bombardovan", "protitank", "zajistovaci", "okamzite posily", "sovet", "krytu budovy")
NORMANDIE_HINTS = ("zamereni", "zameren", "kopc", "wzgorz", "zivy plot", "polsk", "nieustrasz")

_POLISH_CHARS = set("łąęśźżńŁĄĘŚŹŻŃ")
_CZECH_CHARS = set("ěřůťďňĚŘŮŤĎŇ")
_POLISH_WORDS = {"jest", "jaka", "jaki", "czy", "sie", "moj", "moja", "nie", "oraz", "gdy", "ktory", "ktora",
                 "mozna", "moge", "jakie", "dla", "przez", "jednostki", "jednostka", "tym", "sam"}
_CZECH_WORDS = {"je", "jsem", "jsou", "muzu", "jaka", "jaky", "kolik", "kdyz", "ktery", "mam", "neni", "moje",
                "moji", "muj", "se", "ze", "co", "jak"}

_TOKEN = re.compile(r"[0-9]+\s*/\s*[0-9]+|[^\W_]+|[.,;:!?–—()\"„“]", re.UNICODE)
CLAUSE_BREAKS = {".", ",", ";", ":", "!", "?", "–", "—", "(", ")"}


@dataclass
class Tok:
    text: str
    folded: str
    lemma: str  # folded lemma
    num: int | None = None

    def starts(self, *prefixes: str) -> bool:
        return self.folded.startswith(prefixes) or self.lemma.startswith(prefixes)


@dataclass
class Question:
    text: str
    lang: str
    toks: list[Tok]
    folded: str  # the whole question folded, words joined by single spaces
    game: str | None = None
    game_candidates: list[str] = field(default_factory=list)

    def clauses(self) -> list[list[Tok]]:
        out: list[list[Tok]] = [[]]
        for tok in self.toks:
            if tok.text in CLAUSE_BREAKS:
                if out[-1]:
                    out.append([])
            else:
                out[-1].append(tok)
        return [c for c in out if c]

    def words(self) -> list[Tok]:
        return [t for t in self.toks if t.text not in CLAUSE_BREAKS]

    def has(self, *prefixes: str) -> bool:
        """Some word (or phrase, when a prefix has a space) starts with one of the folded prefixes."""
        for prefix in prefixes:
            if " " in prefix:
                if re.search(r"(?<![a-z0-9])" + re.escape(prefix), self.folded):
                    return True
            elif any(t.starts(prefix) for t in self.toks):
                return True
        return False


def detect_lang(text: str) -> str:
    if any(ch in _CZECH_CHARS for ch in text):
        return "cs"
    if any(ch in _POLISH_CHARS for ch in text):
        return "pl"
    words = Counter(fold(w) for w in re.findall(r"[^\W\d_]+", text))
    pl = sum(words[w] for w in _POLISH_WORDS)
    cs = sum(words[w] for w in _CZECH_WORDS)
    return "pl" if pl > cs else "cs"


def analyse(text: str, lang: str | None = None) -> Question:
    lang = lang or detect_lang(text)
    nlp = pipeline(lang)
    raw = [m.group() for m in _TOKEN.finditer(text)]
    doc = nlp(" ".join(raw)) if raw else None
    toks: list[Tok] = []
    if doc is not None:
        # spaCy's tokenizer may split "3/1"; rebuild our tokens and take lemmas by position where they align.
        lemmas = {tok.idx: tok.lemma_ for tok in doc}
        pos = 0
        for word in raw:
            lemma = lemmas.get(pos, word)
            folded = fold(word).replace(" ", "")
            toks.append(Tok(word, folded, fold(lemma or word), number_value(word, lang)))
            pos += len(word) + 1
    folded = " ".join(t.folded for t in toks if t.text not in CLAUSE_BREAKS)
    return Question(text, lang, toks, folded)


def detect_game(q: Question, glossary_terms: Sequence[tuple[str, dict[str, Any]]]) -> list[str]:
    """Games the question may be about, best first; one game when it is clear."""
    named = [g for g, names in GAME_NAMES.items() if q.has(*names)]
    if len(named) == 1:
        return named
    if len(named) > 1:
        return named  # a question comparing games
    score: Counter[str] = Counter()
    text = " " + q.folded + " "
    for form, entry in glossary_terms:
        if len(form) >= 4 and f" {form} " in text:
            for g in entry.get("games", []):
                score[g] += 1
    for family, hints in FAMILY_HINTS.items():
        hits = sum(1 for h in hints if q.has(h))
        games = ("normandie", "stalingrad") if family == "undaunted" else (family,)
        for g in games:
            score[g] += 2 * hits
    if q.lang == "pl":
        return ["normandie"]  # the only game with a Polish edition
    if q.has(*STALINGRAD_HINTS):
        score["stalingrad"] += 3
    if q.has(*NORMANDIE_HINTS):
        score["normandie"] += 3
    if not score:
        return []
    best = max(score.values())
    return [g for g in GAMES if score[g] == best]


def warm_up() -> None:
    """Load the language pipelines and lemmatizers once (called at app start)."""
    analyse("Moji střelci útočí dvěma kostkami na kopec.", "cs")
    analyse("Mój moździerz wykonuje ostrzał.", "pl")


def numbers_in(toks: Iterable[Tok]) -> list[int]:
    return [t.num for t in toks if t.num is not None]
