"""A value the manual leaves to a component: "Základní obrana: hodnota uvedená na žetonu jednotky."

"Jakou základní obranu mají němečtí odstřelovači?" has no number in the rules: it is printed on
the unit's token, and the rules say only that.  Quoting that sentence without a word would look
like an answer, so the answer says first that the manual gives no number and where the value is.
This holds only when a quoted sentence defines the very quantity the question names as "a value
given on" a component, the question asks for a value (kolik / jaký … and no number of its own),
and no quoted sentence states a number for the thing asked about (then the manual does give one,
e.g. a tunnel's 7).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.lookup import content_words
from lang.keys import split, word_keys
from understanding.text import Analysed

__all__ = ["deferral_line", "deferred_value"]

# "Základní obrana: hodnota uvedená na žetonu jednotky."
DEFINED_ON = re.compile(r"^\s*(?P<what>[^:.]{3,40}):\s*hodnota uveden\w* na (?P<where>[^.,;]+)")
VALUE_WORDS = frozenset({"kolik", "jaky", "jaka", "jake", "jakou", "ile", "jaki", "jakie"})
_NUMBER = re.compile(r"\d")
# the quantity the parser read as asked (``asked_number``) and the manual's name for it
ASKED_NAMES = {"base_defense": "základní obrana", "cover": "kryt"}


def deferred_value(q: Analysed, quotes: Sequence[str], asked: str | None = None) -> tuple[str, str, str] | None:
    """(the quantity, the component it is given on, the sentence) when the manual leaves the asked value
    to a component; ``None`` otherwise.  ``asked``: the quantity the parser read as asked, which names
    it in any language ("Jaką obronę bazową mają Zwiadowcy?" asks ``base_defense``)."""
    asking = {t.folded for t in q.asking_sentence}
    if not asking & VALUE_WORDS or _NUMBER.search(q.text) or any(t.num is not None for t in q.words):
        return None
    question_keys = {k for w in content_words(q.text) for k in word_keys(w, q.lang)}
    for sentence in quotes:
        m = DEFINED_ON.match(sentence)
        if m is None:
            continue
        what = {k for w in split(m.group("what")) for k in word_keys(w)}
        named = asked is not None and ASKED_NAMES.get(asked, "") == m.group("what").strip().lower()
        if not what or not (named or what <= question_keys):
            continue
        thing = question_keys - what  # what the question asks it of: a number stated for it decides
        if any(_NUMBER.search(s) and thing & {k for w in split(s) for k in word_keys(w)} for s in quotes):
            return None
        return m.group("what").strip(), m.group("where").strip(), sentence
    return None


def deferral_line(what: str, where: str) -> str:
    """The answer's first line: no number in the manual, and where the value is."""
    return f"**Manuál to neuvádí** číslo: {what[:1].lower()}{what[1:]} je hodnota uvedená na {where}."
