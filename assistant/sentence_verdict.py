"""A yes/no decided by one quoted sentence of the manual — only where its words leave no doubt.

"Smí se rozprášená jednotka pohnout?" and the manual's "Rozprášená jednotka se nesmí
pohybovat." decide the question together: the same modal (may / must), the sentence's
polarity, and the sentence names what the question asks.  Reading a verdict out of any
sentence was measured wrong too often, so a verdict is given only when all of this holds:

* the question asks with a modal ("můžu", "smí", "musí", "lze", "je povolen", "může", "jde poškodit") and says
  it plainly: no negation ("nemůžu"), no condition ("když", "pokud", "jestli") — unless the sentence says
  "nikdy nemůže" / "vždy musí", which no condition turns (then only the modal's clause must match);
* the sentence has exactly one modal of the same kind, and no condition or exception
  ("pokud", "jen", "pouze", "kromě", "ale", "však", "jinak", "s výjimkou", "tylko", "chyba że"; "více než"
  compares, and "není-li uvedeno jinak" is the default of every rule, not a condition);
* both are active or both passive ("mohou však být napadeny" is not "mohou útočit");
* the sentence contains at least :data:`MIN_SHARED` of the question's content words
  (by search key: "rozprášená" and "rozprášenou" are one word), and every preposition of
  :data:`RELATIONS` the question uses ("pohnout **přes** pole" is not "pohnout o 1 pole").

Anything less and the look-up quotes the sentence without a verdict.
"""

from __future__ import annotations

from assistant.lookup import content_words
from lang.keys import fold, split, word_keys
from understanding.text import Analysed

__all__ = ["sentence_verdict"]

MIN_SHARED = 0.6  # measured: 0.5 let one wrong verdict through on the tune questions
MAY = frozenset({"muze", "muzu", "mohu", "muzou", "mohou", "muzes", "muzeme", "smi", "smim", "smeji", "smis",
                 "lze", "moze", "moge", "moga", "mozna", "wolno"})
# "je povolen", "není dovoleno": permission said with the copula, negated on it
PERMITTED = frozenset({"povolen", "povolena", "povoleno", "povolene", "povoleny", "povolenej", "dovolen", "dovolena",
                       "dovoleno", "dovolene", "dovoleny", "dozwolone", "dozwolony"})
COPULA_NOT = frozenset({"neni", "nejsou", "nebude", "nebudou"})
MUST = frozenset({"musi", "musim", "musis", "musime", "musej", "museji", "musza", "musze", "trzeba"})
CONDITIONS = frozenset({"pokud", "kdyz", "jestli", "jestlize", "jen", "pouze", "krome", "vyjma", "ledaze", "ale",
                        "avsak", "vsak", "jinak", "vyjimkou", "vyjimka", "dokud", "jesli", "jezeli", "gdy", "tylko",
                        "chyba", "oprocz", "lecz", "pokial", "az", "teprve", "nejprve", "nez"})


# prepositions that set what a question is about; a sentence without the question's one speaks of something else
# (words of one meaning share a group: "přes" ~ "skrz" ~ Polish "przez")
RELATION_GROUPS = (("pres", "skrz", "skrze", "przez"), ("mezi", "miedzy"), ("kolem", "okolo", "obok"),
                   ("behem", "podczas"), ("bez",), ("proti", "przeciw"), ("mimo",), ("pod",), ("nad",))
RELATIONS = {w: group[0] for group in RELATION_GROUPS for w in group}


# "nikdy nemůže", "vždy musí": the sentence holds whatever the question's condition ("…, když má dva kryty?")
NEVER = frozenset({"nikdy", "nigdy"})
ALWAYS = frozenset({"vzdy", "zawsze"})


# "Není-li (ve speciálních pravidlech) uvedeno jinak, …": the default every rule has, no condition of its own
CAVEAT_PARTICIPLES = frozenset({"uvedeno", "stanoveno", "receno", "urceno", "napsano"})
CAVEAT_REACH = 8


def _caveat(words: list[str]) -> set[int]:
    """Positions of an "unless stated otherwise" caveat: its "jinak" and the "pokud" opening it."""
    out: set[int] = set()
    for j, w in enumerate(words):
        if w == "jinak" and j > 0 and words[j - 1] in CAVEAT_PARTICIPLES:
            out.update(i for i in range(max(0, j - CAVEAT_REACH), j + 1) if words[i] in ("pokud", "jestlize", "jinak"))
    return out


def _conditions(words: list[str]) -> bool:
    """The words hold a condition or exception; "než" right after a comparative ("více než 1") compares, and an
    "unless stated otherwise" caveat is none."""
    caveat = _caveat(words)
    return any(w in CONDITIONS and i not in caveat and not (w in THAN and i > 0 and words[i - 1] in COMPARATIVES)
               for i, w in enumerate(words))


def _unconditional(said: list[str], kind: tuple[str, bool]) -> bool:
    """The sentence says never may / always must: no condition of the question can turn it."""
    return (kind == ("may", False) and any(w in NEVER for w in said)) or \
        (kind == ("must", True) and any(w in ALWAYS for w in said))


def _kind(word: str) -> tuple[str, bool] | None:
    """("may" | "must", positive) of a modal word, folded; ``None`` for other words."""
    negated = word.startswith("ne") and word[2:] in MAY | MUST | PERMITTED
    plain = word[2:] if negated else word
    if plain in MAY or plain in PERMITTED:
        return "may", not negated
    if plain in MUST:
        return "must", not negated
    return None


# a question's colloquial "is it possible": "jde to?", "dá se to?", "je to možné?" (never read in a manual's
# sentence, where "jde" is "goes" and "dá se" often "can be put")
ASKED_MAY = (("jde", "to"), ("da", "se"), ("je", "mozne"), ("je", "to", "mozne"))
# "jde ještě poškodit?", "nejde s ní střílet?": "jde" with an infinitive close after it asks may too
INFINITIVE_ENDS = ("at", "et", "it", "out", "yt", "ct", "st")
INFINITIVE_REACH = 3


def _infinitive(word: str) -> bool:
    return len(word) >= 3 and word.endswith(INFINITIVE_ENDS)


def _asked_modals(words: list[str]) -> list[tuple[str, bool]]:
    """The question's modals, its colloquial "jde to? / dá se?" included."""
    found = _modals(words)
    if found:
        return found
    joined = " " + " ".join(words) + " "
    for phrase in ASKED_MAY:
        plain, negated = " ".join(phrase), "ne" + " ".join(phrase)
        if f" {negated} " in joined:
            return [("may", False)]
        if f" {plain} " in joined:
            return [("may", True)]
    for i, w in enumerate(words):
        if w in ("jde", "nejde") and any(_infinitive(x) for x in words[i + 1 : i + 1 + INFINITIVE_REACH]):
            return [("may", w == "jde")]
    return []


def _modals(words: list[str]) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    for i, w in enumerate(words):
        kind = _kind(w)
        if kind is not None:
            # the negation written apart: Polish "nie może", Czech "není povolen"
            negated = i > 0 and (words[i - 1] == "nie" or (words[i - 1] in COPULA_NOT and w in PERMITTED))
            out.append((kind[0], kind[1] and not negated))
    return out


PASSIVE = frozenset({"byt", "byti", "byc", "zostac", "zostat"})


def _passive(words: list[str]) -> bool:
    """A modal followed by "být" ("může být zasažena"): the subject undergoes the act."""
    return any(_kind(w) is not None and any(x in PASSIVE for x in words[i + 1 : i + 3]) for i, w in enumerate(words))


COMPARED_SHARE = 0.5  # a sentence of sameness is rare; its subject is named in other words ("palebnou silou")
COMPARATIVES = frozenset({"mene", "min", "vice", "vic", "mensi", "vetsi", "silnejsi", "slabsi", "mniej", "wiecej"})
THAN = frozenset({"nez", "niz", "niez"})
SAME = ("stejn", "taky sam", "takie sam", "taka sam", "tyle sam")


def _shares_enough(q: Analysed, said: list[str], besides: frozenset[str] = frozenset(),
                   share: float = MIN_SHARED, text: str | None = None) -> bool:
    """The sentence holds at least :data:`MIN_SHARED` of the question's content words (not its modals, nor
    the words in ``besides``); ``text``: only these words of the question count.  Words are taken as read
    (a typo read as the word meant: "ignorvoat" is "ignorovat")."""
    read = q.folded if text is None else text
    mine = {k for w in content_words(read) if _kind(fold(w)) is None and fold(w).lower() not in besides
            for k in word_keys(w, q.lang)[:1]}
    present = {k for w in said for k in word_keys(w)}
    return bool(mine) and len(mine & present) / len(mine) >= share


def _says_same(words: list[str]) -> bool:
    """ "stejnou … jako", Polish "taki sam … jak": the words state sameness."""
    joined = " " + " ".join(words)
    return any(f" {m}" in joined for m in SAME) and ("jako" in words or "jak" in words)


def _comparison_verdict(asked: list[str], said: list[str], q: Analysed) -> str | None:
    """"Hází jednotka s jedinou figurou méně kostkami než jednotka v plné síle?" against the manual's
    "… disponuje stejnou palebnou silou jako jednotka v plné síle": a sentence stating sameness answers
    "more / less than?" with no and "the same as?" with yes."""
    if any(w in CONDITIONS for w in said) or not _says_same(said):
        return None
    more_or_less = any(w in COMPARATIVES for w in asked) and any(w in THAN for w in asked)
    same = _says_same(asked)
    # "než" compares here ("méně než"), it is no condition; a negated modal ("nehází?") is left alone
    if more_or_less == same or any((w in CONDITIONS and w not in THAN) or (w.startswith("ne") and _kind(w))
                                   for w in asked):
        return None
    if not _shares_enough(q, said, COMPARATIVES | THAN, COMPARED_SHARE):
        return None
    return "ano" if same else "ne"


# "Je pravda, že nesmím …?", "Platí, že …?", "…, že?": the player states a rule and asks whether it holds
STATEMENT_OPENERS = (("je", "pravda", "ze"), ("plati", "ze"), ("je", "to", "tak", "ze"), ("je", "fakt", "ze"),
                     ("czy", "to", "prawda", "ze"), ("prawda", "ze"))
STATEMENT_TAGS = (("ze",), ("ne",), ("viz",), ("pravda",), ("prawda",))


def _stated_rule(asked: list[str]) -> list[str] | None:
    """The words of a rule the question states for confirmation, without the opener or tag; else None."""
    for opener in STATEMENT_OPENERS:
        if tuple(asked[: len(opener)]) == opener:
            return asked[len(opener) :]
    for tag in STATEMENT_TAGS:
        if len(asked) > len(tag) + 2 and tuple(asked[-len(tag) :]) == tag:
            return asked[: -len(tag)]
    return None


def _statement_verdict(stated: list[str], said: list[str], q: Analysed) -> str | None:
    """The stated rule against the manual's sentence: the same modal kind, and "ano" when both say it with the
    same polarity ("nesmím" ~ "nesmíte"), "ne" when the sentence says the opposite."""
    mine, theirs = _modals(stated), _modals(said)
    if len(mine) != 1 or len(theirs) != 1 or mine[0][0] != theirs[0][0]:
        return None
    if any(w in CONDITIONS for w in stated) or any(w in CONDITIONS for w in said) or _passive(said) != _passive(stated):
        return None
    if {RELATIONS[w] for w in stated if w in RELATIONS} - {RELATIONS[w] for w in said if w in RELATIONS}:
        return None
    if not _shares_enough(q, said):
        return None
    return "ano" if mine[0][1] == theirs[0][1] else "ne"


def sentence_verdict(q: Analysed, sentence: str) -> str | None:
    """ "ano" / "ne" when ``sentence`` alone decides the yes/no ``q`` asks, else ``None``."""
    asked = [t.folded for t in q.asking_sentence]
    said = [fold(w).lower() for w in split(sentence)]
    compared = _comparison_verdict(asked, said, q)
    if compared is not None:
        return compared
    stated = _stated_rule(asked)
    if stated is not None:
        return _statement_verdict(stated, said, q)
    modals = _asked_modals(asked)
    if len(modals) != 1 or not modals[0][1]:
        return None
    theirs = _modals(said)
    if len(theirs) != 1 or theirs[0][0] != modals[0][0] or _conditions(said):
        return None
    clause = None
    if _conditions(asked):
        if not _unconditional(said, theirs[0]):
            return None
        clause = _modal_clause(q)  # the condition cannot turn the sentence: only what is asked must match
    if {RELATIONS[w] for w in asked if w in RELATIONS} - {RELATIONS[w] for w in said if w in RELATIONS}:
        return None
    if _passive(said) != _passive(asked):
        return None  # "mohou být napadeny" says what may be done to them, not what they may do
    if not _shares_enough(q, said, text=clause):
        return None
    return "ano" if theirs[0][1] else "ne"


def _modal_clause(q: Analysed) -> str:
    """The words of the asking sentence's clause that holds its modal."""
    sentence = q.asking_sentence
    clause = next((t.clause for t in sentence if _kind(t.folded) is not None), sentence[-1].clause)
    return " ".join(t.folded for t in sentence if t.clause == clause)
