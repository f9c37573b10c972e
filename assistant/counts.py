"""Count questions answered by the manual's own number: "Kolik karet si doberu?" → "Počet: 1".

A look-up quotes the deciding sentence; when the question asks *how many* ("kolik", "kolikrát",
"ile") and the quoted sentence states a number right next to the counted thing ("dobere
**1** kartu", "skládá se z **tří** fází"), the answer leads with that number and says where
it stands.  Nothing is guessed — no count is given when:

* the number is a rate, a value or an ordinal ("po 2 polích", "pro každé pole 2 kostkami",
  "hodnotu 1", "3. fáze", "③");
* the question states numbers of its own (a situation to work out, not a count to look up),
  or asks for two counts ("kolik … a kolik …");
* a word the question and the sentence share is qualified differently in each ("upraveného
  stavu" asked, "současného stavu" quoted): the sentence counts another thing;
* the quoted sentences give the counted thing two different numbers;
* the sentence shares too little of the question (under :data:`MIN_SHARED` of its content
  words, matched by search key).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.lookup import content_words
from lang.keys import fold, is_stop, word_keys
from lang.numerals import cardinal_value
from understanding.text import Analysed, Token

__all__ = ["bare_word", "count_line", "count_verdict", "counted_content", "guessed_count", "is_count_question",
           "listed_total", "manual_count", "opens_with_condition", "plain_word"]

COUNT_WORDS = frozenset({"kolik", "kolika", "kolikrat", "ile", "ilu", "iloma", "nakolik"})
MIN_SHARED = 0.3  # share of the question's content words the sentence must contain (measured)
WINDOW = 3  # words between a number and the thing it counts
RATE_BEFORE = frozenset({"po", "hodnotu", "hodnota", "hodnoty", "hodnote", "hodnotou"})  # a rate or a value
ADJECTIVE_ENDINGS = ("eho", "ych", "ymi", "emu", "ym", "iho", "imu", "ich", "ni", "ne", "ny", "na", "ou")
RATE_AFTER = frozenset({"kazdy", "kazdou", "kazde", "kazdeho", "za", "krat"})
_SKIP = frozenset({"je", "jsou", "ma", "maji", "mam", "mit", "se", "si", "to", "tam", "muze", "muzu", "musi", "lze",
                   "smi", "jich", "jeho", "jejich", "mi", "celkem", "vlastne", "presne", "jest", "sa", "moze",
                   "jde", "bude", "budou", "byt", "ten", "ta", "te", "v", "ve", "na", "z", "ze", "do"})
_ORDINAL = re.compile(r"^[(„\"]*\d+\.[)“\"]*$")  # "3.", "(3." : an ordinal, never a count
_TIMES = re.compile(r"^(\d{1,3})\s*[×x]$")  # "2×", "2x": so many of the item
_PUNCT = ".,;:()„“\"!?"


def bare_word(word: str) -> str:
    """A word of a sentence split at spaces, without the punctuation around it ("2×" is read as "2")."""
    bare = word.strip(_PUNCT)
    times = _TIMES.match(bare)
    return times.group(1) if times else bare


def plain_word(word: str) -> str:
    """Bare, folded and lowercase: how cue words are compared."""
    return fold(bare_word(word)).lower()


def is_count_question(q: Analysed) -> bool:
    """ "Kolik …?" asked once, about a named thing, with no numbers of the question's own (a count to look up)."""
    if sum(t.folded in COUNT_WORDS for t in q.words) != 1:
        return False
    return bool(_counted_keys(q)) and not any(t.num is not None for t in q.words if t.folded not in COUNT_WORDS)


def manual_count(q: Analysed, quotes: Sequence[str]) -> tuple[int, str] | None:
    """The number the quoted sentence gives the counted thing, with that sentence, or ``None``."""
    if not is_count_question(q):
        return None
    return _sentence_count(q, quotes, _counted_keys(q))


# "během jednoho scénáře", "ze dvou polí": a number in the genitive, dative or locative says of what, it proposes
# no count ("dvě karty", "jednu kartu", "dvěma kostkami" do)
_OBLIQUE = frozenset({"jednoho", "jednomu", "jednom", "jedne", "dvou", "trech", "trem", "ctyrech", "ctyrem"})


def _proposed(q: Analysed) -> tuple[int, set[str]] | None:
    """ "Doberu si 4 karty?": the one number a single-clause yes/no proposes, and the thing it counts."""
    words = q.words
    numbered = [j for j, t in enumerate(words) if t.num is not None]
    if len(numbered) != 1 or len({t.clause for t in words}) != 1 or any(t.folded in COUNT_WORDS for t in words):
        return None
    number = words[numbered[0]]
    value = cardinal_value(number.text.strip(_PUNCT), q.lang)
    if value is None or _ORDINAL.match(number.text) or number.folded in _OBLIQUE:
        return None
    for nxt in words[numbered[0] + 1 : numbered[0] + 3]:
        if nxt.folded in _SKIP or is_stop(nxt.folded):
            continue
        thing = set(word_keys(nxt.folded, q.lang))
        return (value, thing) if thing else None
    return None


_GUESS_FILLERS = frozenset({"ne", "jo", "ze", "asi", "snad", "tusim", "myslim", "prave", "presne", "nie", "chyba",
                            "tak", "treba", "az", "celkem"})


def guessed_count(q: Analysed) -> tuple[int, set[str]] | None:
    """ "Kolik karet se líže, čtyři?": a count question closed by one proposed number in a clause of its own —
    a yes/no about that number, and the thing counted."""
    words = q.words
    numbered = [t for t in words if t.num is not None and t.folded not in COUNT_WORDS]
    if len(numbered) != 1 or sum(t.folded in COUNT_WORDS for t in words) != 1:
        return None
    number = numbered[0]
    last = [t for t in words if t.clause == words[-1].clause]
    if number.clause == words[0].clause or any(t is not number and t.folded not in _GUESS_FILLERS for t in last):
        return None
    value = cardinal_value(number.text.strip(_PUNCT), q.lang)
    thing = _counted_keys(q)
    if value is None or _ORDINAL.match(number.text) or not thing:
        return None
    return value, thing


def count_verdict(q: Analysed, quotes: Sequence[str]) -> tuple[str, int, str] | None:
    """ "Doberu si 4 karty?" (or "kolik karet si doberu, čtyři?") against the manual's "dobere 4 karty":
    ("ano" | "ne", its number, its sentence)."""
    proposed = _proposed(q) or guessed_count(q)
    if proposed is None:
        return None
    value, thing = proposed
    found = _sentence_count(q, quotes, thing)
    if found is None:
        return None
    return ("ano" if found[0] == value else "ne"), found[0], found[1]


def _sentence_count(q: Analysed, quotes: Sequence[str], thing: set[str]) -> tuple[int, str] | None:
    """The one number a quoted sentence sharing enough of the question gives ``thing``."""
    asked = {k for w in counted_content(q.text) if cardinal_value(w, q.lang) is None for k in word_keys(w, q.lang)}
    for sentence in quotes:
        words = sentence.split()
        keys = [set(word_keys(bare_word(w))) for w in words]
        present = set().union(*keys) if keys else set()
        if not asked or len(asked & present) / len(asked) < MIN_SHARED or _qualified_apart(q, words, keys):
            continue
        if _source_apart(q, words, keys, thing):
            continue  # "doberou ze svých balíčků 4 karty" does not count what "balíček má"
        if opens_with_condition(words) and not any(t.folded in CONDITION_OPENERS for t in q.words):
            continue  # "Pokud … jen jedna karta, …": the count of a special case, not of the rule asked
        values = set(_numbers_by(q, words, keys, thing)) | set(_times_by(q, words, keys, thing))
        if len(values) == 1:
            return values.pop(), sentence
    return None


CONDITION_OPENERS = frozenset({"pokud", "jestlize", "jestli", "kdyz", "kdyby", "jakmile", "li", "jezeli", "jesli",
                               "gdy", "gdyby"})


SOURCE_PREPOSITIONS = frozenset({"z", "ze", "od", "zpod", "spod"})


def _source_apart(q: Analysed, words: list[str], keys: list[set[str]], thing: set[str]) -> bool:
    """A noun of the question is, in the sentence only, the source things come from ("ze svých balíčků"): the
    sentence counts what is taken from it, not what the question asks it to hold."""
    asked = q.words
    sources = {k for i, t in enumerate(asked) if any(a.folded in SOURCE_PREPOSITIONS for a in asked[max(0, i - 3) : i])
               for k in word_keys(t.folded, q.lang)}
    for i, word in enumerate(words):
        if plain_word(word) not in SOURCE_PREPOSITIONS:
            continue
        for j in range(i + 1, min(len(words), i + 4)):
            if cardinal_value(bare_word(words[j])) is not None:
                break  # the source phrase ends at its count ("ze svých balíčků 4 karty")
            named = set() if is_stop(plain_word(words[j])) else keys[j] - thing
            if named & {k for t in asked for k in word_keys(t.folded, q.lang)} and not named & sources:
                return True
    return False


def opens_with_condition(words: list[str]) -> bool:
    """The sentence opens with a condition ("Pokud …", "Je-li …", "Jeżeli …")."""
    first = plain_word(words[0]) if words else ""
    return first in CONDITION_OPENERS or first.endswith("-li")


def _counted_keys(q: Analysed) -> set[str]:
    """Search keys of the thing counted: the first content word after the (first) count word."""
    sentence = q.words
    for i, t in enumerate(sentence):
        if t.folded not in COUNT_WORDS:
            continue
        if t.folded == "kolikrat":  # "kolikrát může tank udělat tankovou smršť?": the times of what it does
            return {k for nxt in sentence[i + 1 :] if nxt.clause == t.clause and not is_stop(nxt.folded)
                    and nxt.folded not in _SKIP for k in word_keys(nxt.folded, q.lang)}
        if i + 1 < len(sentence) and sentence[i + 1].folded in ("jich", "z nich"):
            return _named_before(q, i)  # "na sektory, a kolik jich je?": what was named before
        for nxt in sentence[i + 1 : i + 4]:
            if nxt.folded in _SKIP or is_stop(nxt.folded) or nxt.num is not None:
                continue
            return set(word_keys(_spelled(q, nxt), q.lang))
        return set()
    return set()


def _spelled(q: Analysed, t: Token) -> str:
    """A word as the question's spelling correction reads it ("kret" → "karet")."""
    fixed = q.corrections.get(t.text) or q.corrections.get(t.text.lower())
    return fold(fixed) if fixed else t.folded


def _named_before(q: Analysed, at: int) -> set[str]:
    """The keys of the last content noun before the count word in its sentence (the thing "jich" stands for)."""
    words = q.words
    for t in reversed(words[:at]):
        if t.sentence != words[at].sentence:
            break
        if t.folded.isalpha() and not is_stop(t.folded) and t.folded not in _SKIP and len(t.folded) > 3:
            return set(word_keys(_spelled(q, t), q.lang))
    return set()


_INSTRUMENTAL = ("ou", "i", "em", "ym", "im")  # what "jednou" (one, instrumental) can count


def _numbers_by(q: Analysed, words: list[str], keys: list[set[str]], thing: set[str]) -> list[int]:
    """Cardinal numbers standing within :data:`WINDOW` words before the counted thing (or right after it)."""
    out: list[int] = []
    for i, word in enumerate(words):
        value = cardinal_value(bare_word(word))
        if value is None or _ORDINAL.match(word) or not bare_word(word).isalnum():
            continue
        before = plain_word(words[i - 1]) if i else ""
        if before in RATE_BEFORE or _per_other(q, words, i):
            continue
        near = range(i + 1, min(len(words), i + 1 + WINDOW))
        for j in near:
            if keys[j] & thing:
                if plain_word(word) == "jednou" and not plain_word(words[j]).endswith(_INSTRUMENTAL):
                    break  # "Jednou odstraněné dílky": "once", not one of them ("jednou kostkou")
                if not any(plain_word(words[k]) in RATE_AFTER and not _asked_rate(q, words, k)
                           for k in range(j + 1, min(len(words), j + 3))):
                    out.append(value)
                break
            if cardinal_value(bare_word(words[j])) is not None or words[j].endswith((",", ".", ";", ":")):
                break
    return out


# "dvakrát", "jednou": how many times, for a "kolikrát …?" question
MULTIPLICATIVES = {"jednou": 1, "dvakrat": 2, "trikrat": 3, "ctyrikrat": 4, "petkrat": 5, "sestkrat": 6,
                   "jednokrotnie": 1, "dwukrotnie": 2, "trzykrotnie": 3, "czterokrotnie": 4}


def _times_by(q: Analysed, words: list[str], keys: list[set[str]], thing: set[str]) -> list[int]:
    """ "se boj vyhodnocuje dvakrát": a multiplicative next to (within WINDOW words of) the thing counted."""
    asked = f" {' '.join(t.folded for t in q.words)} "
    if " kolikrat " not in asked and " ile razy " not in asked:
        return []
    out: list[int] = []
    for i, word in enumerate(words):
        value = MULTIPLICATIVES.get(plain_word(word))
        near = range(max(0, i - WINDOW), min(len(words), i + 1 + WINDOW))
        if value is not None and any(keys[j] & thing for j in near if j != i):
            out.append(value)
    return out


def _asked_rate(q: Analysed, words: list[str], k: int) -> bool:
    """The sentence's rate ("… za tah") is the question's own ("kolikrát … za tah?"): the count asked, per that."""
    pair = " ".join(plain_word(w) for w in words[k : k + 2])
    return len(pair.split()) == 2 and f" {pair} " in f" {' '.join(t.folded for t in q.words)} "


def _qualified_apart(q: Analysed, words: list[str], keys: list[set[str]]) -> bool:
    """A noun both name, with another content word right before it in each ("upraveného" vs "současného")."""
    asked = q.words
    for i in range(1, len(asked)):
        mine, qualifier = set(word_keys(asked[i].folded, q.lang)), asked[i - 1]
        if not mine or not qualifier.folded.endswith(ADJECTIVE_ENDINGS) or len(qualifier.folded) < 5:
            continue
        their = set(word_keys(qualifier.folded, q.lang))
        if any(keys[j] & mine and keys[j - 1] and not keys[j - 1] & their and not is_stop(plain_word(words[j - 1]))
               and cardinal_value(bare_word(words[j - 1])) is None for j in range(1, len(words))):
            return True
    return False


def _per_other(q: Analysed, words: list[str], i: int) -> bool:
    """ "pro každé pole 2 kostkami" before the number, while the question counts per another thing (or none)."""
    for k in range(max(0, i - 4), i):
        if plain_word(words[k]).startswith("kazd") and k + 1 < len(words):
            per = set(word_keys(bare_word(words[k + 1])))
            asked = [set(word_keys(t.folded, q.lang)) for j, t in enumerate(q.words[1:], 1)
                     if q.words[j - 1].folded.startswith("kazd")]
            return not any(per & a for a in asked)
    return False


def counted_content(text: str) -> list[str]:
    return [w for w in content_words(text) if fold(w) not in COUNT_WORDS]


def count_line(q: Analysed, quotes: Sequence[str]) -> tuple[str, int] | None:
    """ "**Počet: 3** (manuál: „…“)" for a count question the quoted sentence answers."""
    found = manual_count(q, quotes)
    if found is None:
        return None
    value, sentence = found
    return f"**Počet: {value}** (manuál: „{sentence}“)", value


def _item_count(item: str) -> int | None:
    """The number a list item starts with ("1 Pátrač (A)", "2× Válečný zmatek"), or ``None``."""
    first = item.split(maxsplit=1)[0] if item.strip() else ""
    if _ORDINAL.match(first):
        return None
    return cardinal_value(bare_word(first))


def listed_total(q: Analysed, sentences: Sequence[str]) -> tuple[int, str, list[str]] | None:
    """ "Z kolika karet se skládá výchozí balíček?" and a rule listing "… tvoří následující karty:" then
    "1 …", "2× …": the sum of the list, with its introducing sentence and its items.

    Only a list whose every item starts with a number counts, introduced by a sentence ending with ":"
    that names the counted thing and holds :data:`MIN_SHARED` of the question's content words.
    """
    if not is_count_question(q):
        return None
    thing = _counted_keys(q)
    asked = {k for w in counted_content(q.text) for k in word_keys(w, q.lang)}
    for i, intro in enumerate(sentences):
        if not intro.rstrip().endswith(":"):
            continue
        keys = {k for w in intro.split() for k in word_keys(bare_word(w))}
        if not keys & thing or not asked or len(asked & keys) / len(asked) < MIN_SHARED:
            continue
        items: list[str] = []
        for item in sentences[i + 1:]:
            if _item_count(item) is None:
                break
            items.append(item)
        if len(items) >= 2:
            return sum(_item_count(item) or 0 for item in items), intro, items
    return None
