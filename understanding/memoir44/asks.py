"""What a Memoir '44 question asks: the kind of answer, and for a yes/no the proposition and its polarity.

The shared classifier's guess is refined by this game's cues (``asks.toml``): "kolika kostkami" wants
dice, "jaká je šance" odds, "kolik figur ztratím" a casualty.  A question shaped as a yes/no whose
asking sentence names a proposition (the first matching rule) asks that proposition; "blokuje les
výhled?" asks the line of sight the other way round, and a negated verb ("nevidí", "nemůže") turns it
once more.
"""

from __future__ import annotations

from engine.api import Ask, Intent
from understanding import IntentGuess, cues
from understanding.memoir44.words import AskRule, has, words
from understanding.text import Analysed, Token

__all__ = ["ask_of", "refine_intent"]

_INTENTS = {"dice": Intent.DICE, "odds": Intent.ODDS, "casualty": Intent.CASUALTY, "count": Intent.COUNT}


def _negated_match(t: Token, cue: str) -> bool:
    f = t.folded
    return f.startswith("ne") and f[2:].startswith(cue) and len(cue) > 2


def _found(tokens: list[Token], cues_: tuple[str, ...]) -> Token | None:
    hit = has(tokens, cues_)
    if hit is not None:
        return hit
    return next((t for t in tokens for c in cues_ if " " not in c and _negated_match(t, c)), None)


def _matching_rule(q: Analysed) -> tuple[AskRule, Token] | None:
    sentence = q.asking_sentence
    for rule in words().asks:
        hit = _found(sentence, rule.cues)
        if hit is None:
            continue
        if rule.with_ and _found(q.words, rule.with_) is None:
            continue
        if rule.near and _found(sentence, rule.near) is None:
            continue
        return rule, hit
    return None


def ask_of(q: Analysed) -> tuple[Ask, str] | None:
    """The proposition the asking sentence names and whether it is asked positively, with the words."""
    found = _matching_rule(q)
    if found is None:
        return None
    rule, hit = found
    sentence = q.asking_sentence
    positive = rule.positive
    if rule.opposite and _found(sentence, rule.opposite) is not None:
        positive = not positive
    checked = (*rule.cues, *rule.near, *rule.opposite, *words().may)
    if any(t.folded in words().negated or any(_negated_match(t, c) for c in checked if " " not in c)
           for t in sentence):
        positive = not positive
    return Ask(str(rule.proposition), positive), hit.text


_QUESTION_WORDS = frozenset({"jak", "co", "kdo", "kdy", "kde", "kam", "odkud", "proc", "ktery", "ktera", "ktere",
                             "jaky", "jaka", "jake", "cim", "koho", "komu", "ceho", "cemu"})


def _opened_by_verb(q: Analysed) -> bool:
    """The asking sentence opens with a verb that asks ("může …", "je …", "blokuje …")."""
    sentence = [t for t in q.asking_sentence if t.folded not in ("a", "i", "tak", "no", "takze", "hele", "prosim")]
    return bool(sentence) and (sentence[0].starts(*cues.QUESTION_YES_NO_OPENERS)
                               or has(sentence[:1], words().may) is not None or sentence[0].folded.startswith("ne"))


def _no_question_word(q: Analysed) -> bool:
    """No question word in the asking sentence's first clause ("…, která se pohnula …" is not one)."""
    sentence = q.asking_sentence
    first = [t for t in sentence if t.clause == sentence[0].clause] if sentence else []
    return not any(t.folded in _QUESTION_WORDS or t.folded.startswith("kolik") for t in first[:4])


def refine_intent(q: Analysed, guess: IntentGuess, ask: Ask | None) -> IntentGuess:
    """This game's reading of what kind of answer is wanted (the guess when no cue says more)."""
    if ask is not None and _opened_by_verb(q) and _no_question_word(q):
        return IntentGuess(Intent.YES_NO, max(guess.confidence, 0.9), guess.intent, "memoir44")
    sentence = q.asking_sentence
    for name, intent in _INTENTS.items():
        if has(sentence, words().intents[name]) is not None:
            return IntentGuess(intent, max(guess.confidence, 0.9), guess.intent, "memoir44")
    if ask is not None and ("?" in q.text or guess.intent is Intent.YES_NO) and _no_question_word(q):
        return IntentGuess(Intent.YES_NO, max(guess.confidence, 0.8), guess.intent, "memoir44")
    return guess
