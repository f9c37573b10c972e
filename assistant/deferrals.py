"""A value the manual leaves to a component: "Základní obrana: hodnota uvedená na žetonu jednotky."

"Jakou základní obranu mají němečtí odstřelovači?" has no number in the rules: it is printed on
the unit's token, and the rules say only that.  Quoting that sentence without a word would look
like an answer, so the answer says first that the manual gives no number and where the value is.
This holds only when a sentence of the game's manual defines the very quantity the question names
as "a value given on" a component, the question asks for a value (kolik / jaký … and no number of its own),
and no quoted sentence states a number for the thing asked about (then the manual does give one,
e.g. a tunnel's 7).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.lookup import SentenceIndex, content_words, split_sentences
from lang.keys import split, word_keys
from understanding.text import Analysed

__all__ = ["Deferral", "component_definitions", "deferral_lines", "deferred_value"]

# "Základní obrana: hodnota uvedená na žetonu jednotky."
DEFINED_ON = re.compile(r"^\s*(?P<what>[^:.]{3,40}):\s*hodnota uveden\w* na (?P<where>[^.,;]+)")
VALUE_WORDS = frozenset({"kolik", "jaky", "jaka", "jake", "jakou", "ile", "jaki", "jakie"})
_NUMBER = re.compile(r"\d")


@dataclass(frozen=True)
class Deferral:
    what: str  # the quantity, as the manual names it ("Základní obrana")
    where: str  # the component it is given on ("žetonu jednotky")
    sentence: str
    rule: Mapping[str, Any]


# the quantity the parser read as asked (``asked_number``) and the manual's name for it
ASKED_NAMES = {"base_defense": "základní obrana", "cover": "kryt"}


Definitions = dict[str, list[tuple[Mapping[str, Any], str]]]


def component_definitions(index: SentenceIndex) -> Definitions:
    """Per game: its Czech sentences that define a quantity as a value given on a component, with their rules."""
    out: Definitions = {}
    for s in index.sentences:
        rule = index.rules[s.rule_index]
        if rule.get("lang", "cs") == "cs" and DEFINED_ON.match(s.text):
            out.setdefault(rule.get("game", ""), []).append((rule, s.text))
    return out


def deferred_value(q: Analysed, quotes: Sequence[str], definitions: Sequence[tuple[Mapping[str, Any], str]],
                   asked: str | None = None) -> Deferral | None:
    """The manual's definition of the asked value as given on a component, or ``None``.  ``quotes``: the
    sentences the look-up quotes (a number they or the definition's rule state for the thing asked means
    the manual gives it);
    ``asked``: the quantity the parser read as asked, which names it in any language ("Jaką obronę bazową
    mają Zwiadowcy?" asks ``base_defense``)."""
    asking = {t.folded for t in q.asking_sentence}
    if not asking & VALUE_WORDS or _NUMBER.search(q.text) or any(t.num is not None for t in q.words):
        return None
    question_keys = {k for w in content_words(q.text) for k in word_keys(w, q.lang)}
    for rule, sentence in definitions:
        m = DEFINED_ON.match(sentence)
        if m is None:
            continue
        what = {k for w in split(m.group("what")) for k in word_keys(w)}
        named = asked is not None and ASKED_NAMES.get(asked, "") == m.group("what").strip().lower()
        if not what or not (named or what <= question_keys):
            continue
        thing = question_keys - what  # what the question asks it of: a number stated for it decides
        told = [*quotes, *split_sentences(rule.get("text", ""))]
        if any(_NUMBER.search(s) and thing & {k for w in split(s) for k in word_keys(w)} for s in told):
            return None
        return Deferral(m.group("what").strip(), m.group("where").strip(), sentence, rule)
    return None


def deferral_lines(d: Deferral) -> list[str]:
    """The answer's first lines: no number in the manual, where the value is, and the manual's sentence."""
    return [f"**Manuál to neuvádí** číslo: {d.what[:1].lower()}{d.what[1:]} je hodnota uvedená na {d.where} "
            f"(**{d.rule['title']}**: „{d.sentence}“).", ""]
