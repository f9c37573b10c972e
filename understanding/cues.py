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
                       "brak", "zaden", "zadnego", "nigdy", "aniz"})
NEGATED_VERB_STEMS = ("nesto", "nejso", "nejse", "nemu", "nemoh", "nesmi", "nelze", "nema", "neda", "nebyl",
                      "nebud", "neni", "nevid", "neplat", "nepocit", "nezasah", "netref", "nestril", "neutoc",
                      "nemoz", "niemoz", "niema", "nelez", "nie ")
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
              "ze stejneho", "na stejnem", "stejnym poli", "stejnym hexu", "tom samym poli", "tym samym poli",
              "na stejnym", "ze stejnyho", "stejne budove", "stejny budove", "te same budove", "tym samym budynku",
              "stejnem kopci", "stejnym kopci", "tym samym wzgorzu")  # a hill or a building is one tile
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
        if hit is not None and not negated_before(words, words.index(hit), 3):  # "nejsem ve stejné budově"
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


# interrogatives that make a sentence an open question wherever they stand ("pesak jde kam?")
QUESTION_WORDS = frozenset({
    "kolik", "kolika", "kolikrat", "kolikat", "jak", "co", "ceho", "cemu", "cim", "kdo", "koho", "komu", "kym",
    "kdy", "kde", "kam", "odkud", "kudy", "proc", "jaky", "jaka", "jake", "jakou", "jakym", "jakych", "jakeho",
    "jakemu", "jakem", "jakymi", "jaci", "ile", "jaki", "jakie", "jakiego", "jakim", "kiedy", "gdzie", "dlaczego",
    "czym", "czego", "kogo", "kto", "dokad", "skad", "nakolik", "ilu",
})
# "který" asks only where it opens the sentence; after a comma it is a relative pronoun ("střelci, kteří stojí…")
WHICH_WORDS = frozenset({"ktery", "ktera", "ktere", "kteri", "kterou", "kterym", "kterych", "kterem", "ktereho",
                         "kteremu", "kterymi", "ktory", "ktora", "ktore", "ktorych", "ktorym", "ktorej"})
ALTERNATIVE_WORDS = frozenset({"nebo", "ci", "albo"})  # "A, nebo B?": the answer is one of them
# interrogatives that are never relative pronouns in speech: they ask wherever they stand ("dává kolik jízdy?")
ALWAYS_ASKING = frozenset({"kolik", "kolika", "kolikrat", "kolikat", "kam", "kudy", "odkud", "proc", "jaky", "jaka",
                           "jake", "jakou", "jakym", "jakych", "ile", "ilu", "jaki", "jakie", "jakiej", "jakim",
                           "dokad", "skad", "dlaczego", "nakolik"})
_NOT_NOUNS = frozenset({"ale", "nebo", "tak", "takze", "tedy", "potom", "kdyz", "jestli", "a", "to", "ted", "no"})
_FILLERS = frozenset({"a", "i", "tak", "no", "takze", "hele", "prosim", "ted", "pak", "jo", "ok", "tedy"})
# "co" followed by one of these asks wherever it stands ("…, co bude s jednotkou?"): no relative reads so
ASKING_CO = (("bude",), ("se", "stane"), ("se", "deje"), ("pak",), ("s", "tim"), ("se", "stanie"))


def is_yes_no_sentence(sentence: Sequence[Token]) -> bool:
    """A sentence shaped as a yes/no question: no interrogative asks in it, and it is not "A, nebo B?".

    An interrogative asks where it opens a clause ("…, kolik kostek?") or ends the sentence
    ("pěšák jde kam?"); inside a clause after a noun, "co/kde/jak" are colloquial relatives
    ("tank, co stojí vedle").  "Který" asks only where it opens the sentence ("Ve které fázi…").
    """
    words = [t for t in sentence if t.folded not in _FILLERS]
    if not words:
        return False
    embedded = _embedded_questions(words)
    words = [t for t in words if id(t) not in embedded]
    # "nemá kam utéct", "není kudy ustoupit": a question word after "mít"/"být" says where there is (no) way
    words = [t for i, t in enumerate(words)
             if not (i and t.folded in QUESTION_WORDS and words[i - 1].folded in _HAS_WAY)]
    if not words:
        return False
    if words[0].folded == "czy" and len(words) > 1:
        return not is_alternative(words)  # Polish "czy" opens a yes/no, whatever "jak"/"kiedy" follows
    opener = 1 if len(words) > 1 and words[0].folded in PLACE_PREPOSITIONS | TARGET_PREPOSITIONS else 0
    if words[opener].folded in WHICH_WORDS:
        return False
    for clause in _clauses(words):
        head = clause[:2] if clause[0].folded not in PLACE_PREPOSITIONS else clause[:3]
        if any(t.folded in QUESTION_WORDS and not _colloquial_relative(clause, i) for i, t in enumerate(head)):
            return False
    if any(t.folded in QUESTION_WORDS or t.folded in WHICH_WORDS for t in words[-3:]):
        return False
    if any(t.folded in ALWAYS_ASKING for t in words) or _asking_co(words):
        return False
    return not is_alternative(words)


_HAS_WAY = frozenset({"ma", "nema", "mam", "nemam", "mame", "nemame", "maji", "nemaji", "mel", "nemel", "mela",
                      "nemela", "meli", "nemeli", "neni", "nebylo", "niema"})

# verbs of telling and finding out: an interrogative right after one is an indirect question
# ("Musím soupeři říct, kolik mám karet?" asks yes/no)
_TELL_VERBS = ("rict", "rekn", "rikat", "sdel", "prozrad", "ukaz", "vedet", "zjist", "hlas", "oznam", "powiedz",
               "zdradz", "pokaz", "wiedz", "dowiedz")


def _embedded_questions(words: Sequence[Token]) -> set[int]:
    """The interrogatives of indirect questions in a sentence that opens as a yes/no ("Musím …, kolik …?")."""
    if not words[0].starts(*QUESTION_YES_NO_OPENERS):
        return set()
    return {id(t) for i, t in enumerate(words) if t.folded in QUESTION_WORDS
            and any(w.starts(*_TELL_VERBS) for w in words[max(0, i - 3) : i])}


def _asking_co(words: Sequence[Token]) -> bool:
    """ "co bude", "co se stane", "co pak": an open question even inside a clause, without a comma."""
    folded = [t.folded for t in words]
    return any(w == "co" and tuple(folded[i + 1 : i + 1 + len(after)]) == after
               for i, w in enumerate(folded) for after in ASKING_CO)


def _colloquial_relative(clause: Sequence[Token], i: int) -> bool:
    """ "jednotka co vjede do moře…": "co" right after the clause's first noun, no comma, relates to it."""
    if i != 1 or clause[1].folded != "co" or len(clause) < 4:
        return False
    first = clause[0].folded
    return len(first) > 2 and first not in PLACE_PREPOSITIONS | TARGET_PREPOSITIONS | _NOT_NOUNS


def _clauses(words: Sequence[Token]) -> list[list[Token]]:
    out: dict[int, list[Token]] = {}
    for t in words:
        out.setdefault(t.clause, []).append(t)
    return list(out.values())


CONDITION_WORDS = frozenset({"kdyz", "pokud", "jestli", "jestlize", "jesli", "jezeli", "gdy", "kiedy"})


def is_alternative(words: Sequence[Token]) -> bool:
    """ "Zásahy, nebo ústupy?" — an either/or question; "…, nebo ne?" is still yes/no, and so is a modal
    question joining two verbs without a comma ("Může se bránit nebo odpovědět?": can it do either)."""
    if sum(1 for t in words if t.folded == "czy") >= 2:  # Polish "Czy A, czy B?"
        return True
    modal = bool(words) and words[0].starts(*[p for p in PERMISSION if " " not in p])
    conditions = {t.clause for t in words if t.folded in CONDITION_WORDS}  # "když ustupuju přes les nebo plot, …"
    for i, t in enumerate(words):
        if t.folded in ALTERNATIVE_WORDS and 0 < i < len(words) - 1:
            if t.clause in conditions and t.clause != words[-1].clause:
                continue  # the alternative names the situation; the question after it still asks yes/no
            rest = [w.folded for w in words[i + 1 :]]
            if rest and rest[0] in ("ne", "jo", "ano", "nie", "tak", "nejde", "nemuze", "nemuzu"):
                continue
            also = any(w.folded in ("i", "take", "tez", "rowniez") for w in words[:i])
            if rest and rest[0] in ("jen", "jenom", "pouze", "tylko") and also:
                continue  # "platí i na tanky, nebo jen na pěchotu?": asks whether it also holds, a yes/no
            if modal and words[i - 1].clause == t.clause:
                continue
            return True
    return False


def is_yes_no_question(q: Analysed) -> bool:
    """The asking sentence reads as a yes/no question (opens with a verb or "czy", no question word)."""
    return is_yes_no_sentence(q.asking_sentence)
