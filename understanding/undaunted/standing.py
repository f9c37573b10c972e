"""Which standing rule a yes/no question asks about: a rule the manual answers whatever the position.

"Odhazuje se karta ukázaná při určení iniciativy?", "Odstraňují se žetony kontroly z plánu?",
"Czy kartę z inicjatywy mogę potem zagrać?" — the engine decides these from its table of standing
rules (``engine/undaunted/standing.py``); this module reads which one is asked, from word signatures
in ``understanding/data/undaunted_standing.toml``.  A signature holds when

* every group of its ``subject`` words occurs somewhere in the question (each group: alternatives);
* one of its ``predicate`` words occurs in what the yes/no asks (the asking part, without a condition
  clause opened by "když / pokud / gdy …"), not negated just before — a negated predicate ("nemíchá
  se …?") is left unread rather than guessed;
* none of its ``none`` words occurs (words that make it another rule or a described position).

A cue is a folded word prefix, a phrase of prefixes, or ``=word`` for the exact folded word; ``@name``
in a list stands for the shared group ``[groups].name``.  A question that states numbers describes a
position (the position's rules answer it) unless the signature says ``numbers = true``.  When
signatures of different rules hold, the one with more subject groups wins; a tie is left unread.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.api import Ask
from engine.undaunted.facts import Proposition
from engine.undaunted.standing import STANDING
from understanding.cues import negated_before
from understanding.text import Analysed, Token
from understanding.undaunted.words import matches_at

__all__ = ["Signature", "is_standing", "read_standing", "signatures"]

DATA = Path(__file__).resolve().parents[1] / "data" / "undaunted_standing.toml"
CONDITIONS = frozenset({"kdyz", "pokud", "jestli", "jestlize", "kdyby", "gdy", "jesli", "jezeli", "kiedy", "zatimco"})

Cue = tuple[str, ...]


@dataclass(frozen=True)
class Signature:
    asks: Proposition
    subject: tuple[tuple[Cue, ...], ...]
    predicate: tuple[Cue, ...]
    none: tuple[Cue, ...] = ()
    positive: bool = True
    numbers: bool = False  # the rule is asked even when the question states numbers


def _cues(values: Sequence[str], groups: dict[str, list[str]]) -> tuple[Cue, ...]:
    out: list[Cue] = []
    for value in values:
        if value.startswith("@"):
            out.extend(_cues(groups[value[1:]], groups))
        else:
            out.append(tuple(value.split()))
    return tuple(out)


@cache
def two_cases() -> tuple[Cue, ...]:
    """Words of a yes/no about two cases at once ("v obou případech?"): one rule's finding answers neither."""
    data: dict[str, Any] = tomllib.loads(DATA.read_text(encoding="utf-8"))
    return _cues(data["groups"]["two_cases"], data["groups"])


@cache
def signatures() -> tuple[Signature, ...]:
    data: dict[str, Any] = tomllib.loads(DATA.read_text(encoding="utf-8"))
    groups = data["groups"]
    out = []
    for entry in data["rule"]:
        subject = tuple(_cues(g if isinstance(g, list) else [g], groups) for g in entry.get("subject", []))
        out.append(Signature(Proposition(entry["asks"]), subject, _cues(entry["predicate"], groups),
                             _cues(entry.get("none", []), groups), entry.get("positive", True),
                             entry.get("numbers", False)))
    return tuple(out)


def _at(tokens: Sequence[Token], i: int, cue: Cue) -> bool:
    if cue[0].startswith("="):  # every word exact ("=uz mam")
        words = (cue[0][1:], *cue[1:])
        return i + len(words) <= len(tokens) and all(tokens[i + j].folded == w for j, w in enumerate(words))
    return matches_at(tokens, i, cue)


def _hits(tokens: Sequence[Token], cues: tuple[Cue, ...]) -> list[int]:
    return [i for i in range(len(tokens)) if any(_at(tokens, i, c) for c in cues)]


def _any_hit(tokens: Sequence[Token], cues: tuple[Cue, ...], starts: str) -> bool:
    """Some cue matches somewhere.  ``starts`` holds every token's folded form and lemma after a space: a cue
    whose first word begins no token cannot match (most signatures fail on their first group at once)."""
    if not any(" " + c[0].lstrip("=") in starts for c in cues):
        return False
    return any(_at(tokens, i, c) for i in range(len(tokens)) for c in cues)


def asked_part(q: Analysed, yes_no: Sequence[Token]) -> list[Token]:
    """The yes/no part without its condition clauses ("…, když dojde balíček, …?" asks the main clause)."""
    clauses: dict[int, list[Token]] = {}
    for t in yes_no:
        clauses.setdefault(t.clause, []).append(t)
    kept = [c for c in clauses.values() if c[0].folded not in CONDITIONS]
    return [t for c in kept for t in c] if kept else list(yes_no)


def holds(sig: Signature, words: Sequence[Token], asked: Sequence[Token]) -> bool:
    """Every subject group in the question, a predicate word not negated in the asked part, no veto word."""
    starts = "".join(f" {t.folded} {t.lemma}" for t in words)
    if not all(_any_hit(words, group, starts) for group in sig.subject) or _any_hit(words, sig.none, starts):
        return False
    index = {t.i: n for n, t in enumerate(words)}
    for i in _hits(asked, sig.predicate):
        at = index.get(asked[i].i)
        if at is not None and not _negated(words, at):
            return True
    return False


def _negated(words: Sequence[Token], at: int) -> bool:
    """A negation among the four words before ``at`` in its clause ("nemusím žeton zaměření odstranit")."""
    scope = [t for t in words[max(0, at - 4) : at] if t.clause == words[at].clause]
    return negated_before([*scope, words[at]], len(scope), 4)


def read_standing(q: Analysed, yes_no: Sequence[Token], states_numbers: bool) -> Ask | None:
    """The standing proposition a yes/no asks, or None (no signature holds, or two rules tie)."""
    if not yes_no:
        return None
    asked = asked_part(q, yes_no)
    if _hits(asked, two_cases()):
        return None
    found = [s for s in signatures() if (s.numbers or not states_numbers) and holds(s, q.words, asked)]
    if not found:
        return None
    best = max(len(s.subject) for s in found)
    top = {(s.asks, s.positive) for s in found if len(s.subject) == best}
    if len(top) != 1:
        return None
    proposition, positive = top.pop()
    return Ask(str(proposition), positive)


def is_standing(ask: Ask) -> bool:
    """The ask is one of the standing rules (read from a signature, not from a described position)."""
    return ask.proposition in {str(p) for p in STANDING}
