"""What a Memoir '44 question asks: the kind of answer, and for a yes/no the proposition and its polarity.

The shared classifier's guess is refined by this game's cues (``asks.toml``): "kolika kostkami" wants
dice, "jaká je šance" odds, "kolik figur ztratím" a casualty.  A question shaped as a yes/no whose
asking sentence names a proposition (the first matching rule) asks that proposition; "blokuje les
výhled?" asks the line of sight the other way round, and a negated verb ("nevidí", "nemůže") turns it
once more.
"""

from __future__ import annotations

from collections.abc import Iterator

from rapidfuzz.distance import OSA

from engine.api import Ask, Intent
from understanding import IntentGuess, cues
from understanding.memoir44.words import AskRule, has, words
from understanding.text import Analysed, Token

__all__ = ["ask_of", "asked_of_two", "refine_intent"]

_INTENTS = {"dice": Intent.DICE, "odds": Intent.ODDS, "casualty": Intent.CASUALTY, "count": Intent.COUNT}


def _negated_match(t: Token, cue: str) -> bool:
    f = t.folded
    return f.startswith("ne") and f[2:].startswith(cue) and len(cue) > 2


def _found(tokens: list[Token], cues_: tuple[str, ...]) -> Token | None:
    hit = has(tokens, cues_)
    if hit is not None:
        return hit
    hit = next((t for t in tokens for c in cues_ if " " not in c and _negated_match(t, c)), None)
    if hit is not None:
        return hit
    return next((t for t in tokens for c in cues_ if _typo_of(t, c)), None)


def _typo_of(t: Token, cue: str) -> bool:
    """"vyheld" for "vyhled": a cue of six letters or more typed with one slip (the word begins like it)."""
    if " " in cue or len(cue) < 6 or len(t.folded) < len(cue) or t.folded[0] != cue[0]:
        return False
    if t.folded.startswith(cue[:-1]):  # "spojenecká" is no slip of "spojení": a prefix's end is where words part
        return False
    return OSA.distance(t.folded[: len(cue)], cue, score_cutoff=1) <= 1


def _after_po(q: Analysed, t: Token) -> bool:
    """"zaútočit po vstupu do lesa": "po" puts the move first whatever the word order."""
    i = q.words.index(t)
    return i > 0 and q.words[i - 1].folded == "po"


def _matching_rule(q: Analysed) -> tuple[AskRule, Token] | None:
    if len(q.asking_sentence) <= 3:  # "Jde to?", "Je výhled blokovaný?": the sentence before says what
        return _rule_in(q, q.words) or _rule_in(q, q.asking_sentence)
    return _rule_in(q, q.asking_sentence)


_CONDITIONS = frozenset({"kdyz", "pokud", "jestli", "jestlize", "kdyby", "kdybych", "kdybys", "kdybychom"})


def _in_condition(q: Analysed, t: Token) -> bool:
    """"posunout o 3 hexy, když nestřílím": the token is in a clause a condition word opens before it; "i když"
    (even if) is no condition: "chrání pytle, i když střílí zezadu?" asks just that."""
    sentence = q.sentence_of(t)
    return any(c.folded in _CONDITIONS and c.clause == t.clause and c.i < t.i
               and not (k > 0 and sentence[k - 1].folded == "i") for k, c in enumerate(sentence))


def _rule_in(q: Analysed, sentence: list[Token]) -> tuple[AskRule, Token] | None:
    """The first rule matching the sentence outside a condition clause ("…, když nestřílím?" states, it does not
    ask), else the first matching it at all."""
    first: tuple[AskRule, Token] | None = None
    for found in _rules_in(q, sentence):
        if not _in_condition(q, found[1]):
            return found
        first = first or found
    return first


_BACK = frozenset({"tim", "timto", "potom", "pak", "pritom"})


def _refers_back(sentence: list[Token]) -> bool:
    """"Pěchota se pohne o pole dál. Odstraní se tím pytle?": the asking sentence points at what was said."""
    return any(t.folded in _BACK for t in sentence)


def _rules_in(q: Analysed, sentence: list[Token]) -> Iterator[tuple[AskRule, Token]]:
    for rule in words().asks:
        hit = _found(sentence, rule.cues)
        if hit is None:
            continue
        if rule.with_:
            before = _found(q.words, rule.with_)
            if before is not None and rule.with_before and before.i > hit.i and not _after_po(q, before):
                before = _found([t for t in q.words if t.i < hit.i], rule.with_)  # another cue may come first
            if before is None:
                continue
        if rule.near and _found(sentence, rule.near) is None and not (
                _refers_back(sentence) and _found(q.words, rule.near) is not None):
            continue
        if rule.without and has(q.words, rule.without) is not None:
            continue
        yield rule, hit


def ask_of(q: Analysed) -> tuple[Ask, str] | None:
    """The proposition the asking sentence names and whether it is asked positively, with the words."""
    found = _matching_rule(q)
    if found is None:
        return None
    rule, hit = found
    clause = _scope(q, hit)  # "vidím na něj, když mezi námi nic není?": the condition's "není" does not ask
    if len(q.asking_sentence) <= 3:
        clause = [*clause, *(t for t in q.asking_sentence if t not in clause)]
    positive = rule.positive
    if rule.opposite and _found(clause, rule.opposite) is not None:
        positive = not positive
    checked = (*rule.cues, *rule.near, *rule.opposite, *words().may)
    if any(t.folded in words().negated or any(_negated_match(t, c) for c in checked if " " not in c)
           for t in clause):
        positive = not positive
    return Ask(str(rule.proposition), positive), hit.text


_JOINERS = frozenset({"kdyz", "pokud", "jestli", "jestlize", "aby", "protoze", "ze", "zatimco", "nez", "az", "kdyby",
                      "i", "a", "ale", "nebo", "takze", "tak", "pak", "potom", "ackoli", "prestoze"})
_RELATIVE_OPENERS = frozenset({"ktery", "ktera", "ktere", "kteri", "kterou", "kterym", "kterymi", "kterych", "kteremu",
                               "ktereho", "kterem", "kde", "co", "jenz", "jez", "jiz", "jemuz"})


def _scope(q: Analysed, hit: Token) -> list[Token]:
    """The clause that asks, whole: a relative clause inside it ("Nemusí se jednotka, které jsem dal rozkaz,
    pohnout?") splits it in two at its commas, and both parts belong to the question."""
    clauses: dict[int, list[Token]] = {}
    for t in q.sentence_of(hit):
        clauses.setdefault(t.clause, []).append(t)
    order = list(clauses)
    at = order.index(hit.clause)
    scope = list(clauses[hit.clause])

    def relative(i: int) -> bool:
        return 0 < i < len(order) and clauses[order[i]][0].folded in _RELATIVE_OPENERS

    def continues(i: int) -> bool:  # the main clause goes on after the relative one (no conjunction opens it)
        return clauses[order[i]][0].folded not in _JOINERS

    i = at
    while relative(i - 1) and i - 2 >= 0 and continues(i):  # main clause … , relative clause , the hit's part
        scope = [*clauses[order[i - 2]], *scope]
        i -= 2
    i = at
    while relative(i + 1) and i + 2 < len(order) and continues(i + 2):  # the hit's part , relative , the rest
        scope = [*scope, *clauses[order[i + 2]]]
        i += 2
    return scope


_QUESTION_WORDS = cues.QUESTION_WORDS | cues.WHICH_WORDS


def _opened_by_verb(q: Analysed) -> bool:
    """The asking sentence opens with a verb that asks ("může …", "je …", "blokuje …")."""
    sentence = [t for t in q.asking_sentence if t.folded not in ("a", "i", "tak", "no", "takze", "hele", "prosim")]
    if sentence and sentence[0].folded in _CONDITIONS:  # "Když útočím z kopce …, snižuje se …?": the main clause
        main = [t for t in sentence if t.clause != sentence[0].clause]
        return bool(main) and cues.is_yes_no_sentence(main) and _no_question_word(q)
    if not sentence:
        return False
    if sentence[0].starts(*cues.QUESTION_YES_NO_OPENERS) or has(sentence[:1], words().may) is not None \
            or sentence[0].folded.startswith("ne"):
        return True
    # "Hážu plným počtem kostek …?" opens as a yes/no; "střílím na tanky, …, kolik zásahů?" does not
    return has(sentence[:1], words().get("roles", "yes_no_openers")) is not None and _no_question_word(q)


_RELATIVE = frozenset({"ktery", "ktera", "ktere", "kteri", "kde", "kam", "co"})


def _no_question_word(q: Analysed, first_clause_only: bool = False) -> bool:
    """No question word in the asking sentence: "kolik …" anywhere (but "Můžu střílet a kolika kostkami?" opens
    as a yes/no), another one in the first clause ("…, která se pohnula …" relates, it does not ask)."""
    sentence = q.asking_sentence
    if not first_clause_only and any(t.folded.startswith("kolik") for t in sentence):
        return False
    first = [t for t in sentence if t.clause == sentence[0].clause] if sentence else []
    joined = next((i for i, t in enumerate(first) if i and t.folded in ("a", "i")), len(first))
    return not any(t.folded in _QUESTION_WORDS for t in first[: min(4, joined)])  # "Můžu … a kolika …?" asks yes/no


_BOTH = frozenset({"obe", "oba"})
_CONTRAST = frozenset({"vs", "versus", "oproti"})


def asked_of_two(q: Analysed, unit_starts: set[int]) -> bool:
    """"Elitní pěchota vs. Résistance – můžou obě …?": one yes/no asked of two kinds of unit at once, which the
    manual may answer apart (the caller knows two kinds are named); "oba tanky" names the units, asks nothing."""
    return any(t.folded in _CONTRAST for t in q.words) or any(
        t.folded in _BOTH and t.i + 1 not in unit_starts for t in q.asking_sentence)


def refine_intent(q: Analysed, guess: IntentGuess, ask: Ask | None) -> IntentGuess:
    """This game's reading of what kind of answer is wanted (the guess when no cue says more)."""
    if cues.is_alternative(q.asking_sentence):  # "Zásahy, nebo ústupy?": the answer is one of them, not a yes/no
        ask = None
    if ask is not None and _opened_by_verb(q) and _no_question_word(q, first_clause_only=True):
        return IntentGuess(Intent.YES_NO, max(guess.confidence, 0.9), guess.intent, guess.also, source="memoir44")
    sentence = q.asking_sentence
    for name, intent in _INTENTS.items():
        if has(sentence, words().intents[name]) is None:
            continue
        if intent is Intent.CASUALTY and has(q, words().get("states", "loss_words")) is None:
            intent = Intent.COUNT  # "kolik figurek má dělo?": a count, nothing is lost
        return IntentGuess(intent, max(guess.confidence, 0.9), guess.intent, guess.also, source="memoir44")
    if ask is not None and ("?" in q.text or guess.intent is Intent.YES_NO) and _no_question_word(q):
        return IntentGuess(Intent.YES_NO, max(guess.confidence, 0.8), guess.intent, guess.also, source="memoir44")
    return guess
