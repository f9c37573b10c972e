"""Readings every game's parser shares: numbers, distances, negation, whose unit, where.

Word lists are data at the top (folded, no diacritics; prefixes match inflected
forms), in the manner of spaCy's language data; the functions below them are
small and return the tokens they read, so a parser can record its spans.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from understanding.text import Analysed, Token

# ---------------------------------------------------------------- word data

NEGATIONS = frozenset({"ne", "nie", "neni", "nejsem", "nejsme", "nejsou", "nema", "nemam", "nemaji", "nemame",
                       "bez", "ani", "zadny", "zadne", "zadna", "zadnou", "nikdy", "nikdo", "nic", "nijak",
                       "brak", "zaden", "zadnego", "nigdy"})
NEGATED_VERB_STEMS = ("nesto", "nejso", "nejse", "nemu", "nemoh", "nesmi", "nelze", "nema", "neda", "nebyl",
                      "nebud", "neni", "nevid", "neplat", "nepocit", "nezasah", "netref", "nestril", "neutoc",
                      "nemoz", "niemoz", "niema", "nie ")
CONTRAST_WORDS = frozenset({"ale", "vsak", "avsak", "jenze", "nybrz", "lecz", "jednak"})
FIRST_PERSON = frozenset({"ja", "jsem", "jsme", "muj", "moje", "moji", "mych", "mym", "mymi", "me", "mne", "mi",
                          "mou", "svuj", "sve", "svoje", "svou", "svym", "svymi", "nase", "nasi", "nas", "nasich",
                          "moj", "moja", "moi", "mojego", "mojej", "moich", "moimi", "jestem", "nasz",
                          "nasza", "nasze"})
ENEMY_PREFIXES = ("nepratel", "nepritel", "souper", "protivnik", "protihrac", "nemeck", "nemc", "sovetsk",
                  "rudoarm", "spojenec", "spojeneck", "americk", "britsk", "osy", "wrog", "przeciwnik",
                  "niemiec", "niemieck", "amerykan", "enemy")
ENEMY_PRONOUNS = frozenset({"jeho", "jeji", "jejich", "jego", "jej", "ich", "jim", "je"})
# where a thing is: "v lese", "na kopci", "za živým plotem" (folded prepositions)
PLACE_PREPOSITIONS = frozenset({"v", "ve", "na", "za", "u", "pod", "w", "we", "przy", "z", "ze"})
TARGET_PREPOSITIONS = frozenset({"na", "proti", "do", "w", "we", "przeciw", "przeciwko", "vs"})
FIELD_WORDS = ("pole", "poli", "polic", "hex", "hexu", "hexy", "hexech", "hexech", "hexagon", "policko",
               "pola", "pol", "obszar", "heks", "polich", "polim", "dlazdic", "kachl", "kafl")
SAME_PLACE = ("stejnem poli", "stejne pole", "stejneho pole", "stejnym polem", "tom samem poli", "tomtez poli",
              "tym samym polu", "tym samym obszarze", "tym samym heksie", "tego samego obszaru", "na svym poli",
              "na svem poli", "na vlastnim poli", "na tom same", "stejnem hexu", "stejny hex", "stejnem policku",
              "ze stejneho", "na stejnem")
ADJACENT = ("sousedni", "sousednim", "sousedici", "sousedicim", "sousednich", "vedlejsi", "vedlejsim", "vedle",
            "hned vedle", "prilehl", "sasiedni", "sasiednim", "sasiedniego", "obok", "sousedovi", "sousedstvi")
DISTANCE_WORDS = ("vzdalenost", "vzdalenosti", "odleglosc", "odleglosci", "dostrel", "zasieg", "daleko", "dal")
PERMISSION = ("muzu", "muze", "muzou", "mohu", "muzeme", "smim", "smi", "smime", "lze", "jde", "moge", "moze",
              "mozna", "mozemy", "da se", "dovoleno", "povoleno", "wolno", "mam pravo")
QUESTION_YES_NO_OPENERS = ("muzu", "muze", "muzou", "mohu", "smim", "smi", "lze", "jde", "je", "jsou", "plati",
                           "pocita", "pocitaji", "zapocit", "blokuj", "vidi", "musi", "musim", "zasahl", "trafil",
                           "ma", "maji", "dostane", "dostanu", "czy", "moge", "moze", "mozna", "musze",
                           "zustane", "zustava", "ignoruj", "beru", "smi", "prida", "pridava", "odecita", "uber")

# ---------------------------------------------------------------- numbers


def numbers_in(tokens: Sequence[Token]) -> list[int]:
    return [t.num for t in tokens if t.num is not None]


_SIGNED = re.compile(r"^([+\-−])(\d+)$")
_RANGE = re.compile(r"^(\d+)\s*[-–]\s*(\d+)$")
_FRACTION = re.compile(r"^(\d+)\s*/\s*(\d+)$")


def signed_value(t: Token) -> int | None:
    """``+1`` -> 1, ``-2`` / ``−2`` -> -2 (None for other tokens)."""
    m = _SIGNED.match(t.text)
    if not m:
        return None
    return -int(m.group(2)) if m.group(1) in "-−" else int(m.group(2))


def range_value(t: Token) -> tuple[int, int] | None:
    """``1-3`` / ``1–3`` -> (1, 3)."""
    m = _RANGE.match(t.text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def fraction_value(t: Token) -> tuple[int, int] | None:
    """``3/1`` -> (3, 1)."""
    m = _FRACTION.match(t.text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def number_near(words: Sequence[Token], index: int, after: int = 3, before: int = 0,
                skip: Sequence[str] = ()) -> Token | None:
    """The nearest number token around ``words[index]``: first up to ``after`` words after it
    (only words in ``skip`` or short function words may stand between), then ``before`` words before it."""
    for t in words[index + 1 : index + 1 + after]:
        if t.num is not None:
            return t
        if t.folded not in skip and len(t.folded) > 3:
            break
    for t in reversed(words[max(0, index - before) : index]):
        if t.num is not None:
            return t
    return None


# ---------------------------------------------------------------- distance


@dataclass(frozen=True)
class Reading:
    """A value read from the question and the words it came from."""

    value: object
    tokens: tuple[Token, ...]

    def span(self, q: Analysed) -> str:
        return q.span_text(self.tokens[0], self.tokens[-1]) if self.tokens else ""


def is_field_word(t: Token) -> bool:
    return t.starts(*FIELD_WORDS)


def read_distance(q: Analysed, exclude: frozenset[int] = frozenset()) -> Reading | None:
    """A distance in fields/hexes: "ze stejného pole" 0, "vedle" 1, "ob jedno pole" 2, "o dvě pole dál" 2,
    "3 pole daleko", "na vzdálenost 3", "ve vzdálenosti tří polí", "odległość 1 obszar".

    Numbers in ``exclude`` (word indices a parser already gave another meaning, e.g. a
    movement "o dvě pole") are not distances.
    """
    words = q.words
    for phrase in SAME_PLACE:
        hit = q.find(phrase)
        if hit is not None:
            return Reading(0, (hit,))
    for i, t in enumerate(words):
        if i in exclude:
            continue
        if t.folded == "ob" and i + 1 < len(words):
            nxt = words[i + 1]
            n = nxt.num if nxt.num is not None else (1 if is_field_word(nxt) else None)
            if n is not None:
                return Reading(n + 1, (t, nxt))
        if t.starts(*DISTANCE_WORDS[:4], "dostrel", "zasieg"):
            num = number_near(words, i, after=3, skip=("na", "do", "je", "ma", "jest", "wynosi", "o", "jen", "pouze"))
            if num is not None and words.index(num) not in exclude:
                return Reading(num.num, (t, num))
        if t.num is not None and i + 1 < len(words) and is_field_word(words[i + 1]) and i not in exclude:
            return Reading(t.num, (t, words[i + 1]))
    for phrase in ADJACENT:
        hit = q.find(phrase)
        if hit is not None and words.index(hit) not in exclude:
            return Reading(1, (hit,))
    return None


# ---------------------------------------------------------------- negation, ownership


def is_negation(t: Token) -> bool:
    return t.folded in NEGATIONS or t.folded.startswith(NEGATED_VERB_STEMS)


def negated_before(tokens: Sequence[Token], index: int, window: int = 3) -> bool:
    """A negation among the ``window`` words before ``tokens[index]``, not past a contrast word ("ale")."""
    scope = tokens[max(0, index - window) : index]
    for j in range(len(scope) - 1, -1, -1):
        if scope[j].folded in CONTRAST_WORDS:
            scope = scope[j + 1 :]
            break
    return any(is_negation(t) for t in scope) or (0 <= index < len(tokens) and is_negation(tokens[index]))


def is_first_person(tokens: Sequence[Token]) -> bool:
    return any(t.folded in FIRST_PERSON or _first_person_verb(t) for t in tokens)


def _first_person_verb(t: Token) -> bool:
    """A Czech verb in the first person ("střílím", "útočíme", "mám"); Polish "-ę"/"-my" forms."""
    f = t.folded
    return len(f) > 3 and (f.endswith(("im", "ime", "am", "ame", "uju", "ujem", "eme")) and not f.endswith(
        ("ovim", "nim", "ym", "sim", "kam", "tam", "sam", "ham")))


def is_enemy_marked(tokens: Sequence[Token]) -> bool:
    return any(t.starts(*ENEMY_PREFIXES) for t in tokens)


def owner_before(words: Sequence[Token], index: int, window: int = 3) -> str | None:
    """``"own"`` / ``"enemy"`` from the words just before ``words[index]`` ("moji střelci", "soupeřův tank")."""
    before = words[max(0, index - window) : index]
    if is_enemy_marked(before) or any(t.folded in ENEMY_PRONOUNS for t in before[-1:]):
        return "enemy"
    if any(t.folded in FIRST_PERSON for t in before):
        return "own"
    return None


def preposition_before(words: Sequence[Token], index: int, window: int = 2) -> Token | None:
    """The preposition governing ``words[index]``: the nearest of "v/na/za/u…" within ``window`` words."""
    for t in reversed(words[max(0, index - window) : index]):
        if t.folded in PLACE_PREPOSITIONS or t.folded in TARGET_PREPOSITIONS:
            return t
    return None


def asks_permission(q: Analysed) -> bool:
    return any(t.starts(*[p for p in PERMISSION if " " not in p]) for t in q.asking_sentence) or any(
        q.has(p) for p in PERMISSION if " " in p)


def is_yes_no_question(q: Analysed) -> bool:
    """The asking sentence reads as a yes/no question (opens with a verb or "czy", no question word)."""
    sentence = [t for t in q.asking_sentence if t.folded not in ("a", "i", "tak", "no", "takze", "hele", "prosim")]
    if not sentence:
        return False
    question_words = ("kolik", "kolika", "jak", "co", "kdo", "kdy", "kde", "kam", "odkud", "proc", "ktery", "ktera",
                      "ktere", "kterou", "ktereho", "kteremu", "jaky", "jaka", "jake", "jakou", "jakeho", "jakym",
                      "jakem", "cim", "koho", "ile", "jaki", "jaka", "jakie", "kiedy", "gdzie", "dlaczego", "ktory",
                      "ktora", "czym", "kogo", "komu")
    # a question word opening the sentence, or opening its last clause ("Když …, co se stane?")
    last_clause = [t for t in sentence if t.clause == sentence[-1].clause]
    return not any(t.folded in question_words for t in (*sentence[:4], *last_clause[:2]))
