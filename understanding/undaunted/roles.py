"""Who does what: the attacking unit and its target among the units a question names.

Czech and Polish mark roles by prepositions ("na/proti střelce" is the target), by whose
the unit is ("moji kaemáci" act, "nepřátelští střelci" are hit), by word order around
the verb ("kaemáci střílí na střelce": the subject before the verb acts, the object after
it is hit) and by case endings (accusative "střelce, kulometčíky" is an object; nominative
"střelci, kulometčíci" a subject).  Each unit mention is scored for both roles; the best
target is chosen first, the attacker among the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from understanding.aliases import Mention
from understanding.cues import negated_before
from understanding.text import Analysed, Token
from understanding.undaunted.words import cue, cues, is_first_person, matches_at

__all__ = ["Roles", "attack_roles", "owner_of"]

# folded endings of an accusative / instrumental plural of the unit nouns (střelce, kulometčíky, pátrače …)
OBJECT_ENDINGS = ("ce", "ky", "ace", "ace", "ku", "ka", "ika", "ika")
# the noun "target" naming the unit after it (nominative/instrumental: "na cíli" is an objective's tile)
TARGET_NOUNS = frozenset({"cil", "cilem", "cel", "celem"})
SUBJECT_ENDINGS = ("ci", "ici", "aci", "ovaci", "iste", "cy", "isci", "owcy", "erzy")


@dataclass(frozen=True)
class Roles:
    attacker: Mention | None
    target: Mention | None


def owner_of(words: Sequence[Token], m: Mention, window: int = 3) -> str | None:
    """``"own"`` / ``"enemy"`` from the words just before a mention ("moji kaemáci", "soupeřovi střelci")."""
    before = words[max(0, m.first - window) : m.first]
    if any(t.folded.startswith(cue("roles.enemy")) for t in before):
        return "enemy"
    if any(t.folded.startswith(cue("roles.own")) for t in before):  # the folded word: "má" lemmatises to "můj"
        return "own"
    return None


def _instrumental(words: Sequence[Token], m: Mention) -> bool:
    """ "střílím kaemákama / svými kulometčíky": the unit the player attacks with."""
    folded = words[m.first].folded
    return folded.endswith(("ama", "ami", "emi", "kem", "tem", "cem")) or (
        m.first > 0 and words[m.first - 1].folded in ("s", "se", "z", "ze"))


def _verb_positions(words: Sequence[Token]) -> list[int]:
    phrases = cues("roles.attack_verbs")
    return [i for i in range(len(words)) if any(matches_at(words, i, p) for p in phrases)]


def _scores(q: Analysed, m: Mention, verbs: list[int]) -> tuple[float, float]:
    """(target score, attacker score) of one unit mention."""
    words = q.words
    first = words[m.first]
    target = attacker = 0.0
    before = words[max(0, m.first - 3) : m.first]
    preps = cue("roles.target_prepositions")
    if any(t.folded in preps for t in before[-2:]):
        target += 3
    if any(t.folded in TARGET_NOUNS for t in before[-2:]):
        target += 3  # "cíl střelci", "cílem jsou kaemáci": the word for the target names it
    if any(t.folded in ("z", "ze", "od", "s", "se") for t in before[-1:]):
        attacker += 1.5  # "střílím z kaemáků", "se svými střelci"
    owner = owner_of(words, m)
    if owner == "enemy":
        target += 2
    elif owner == "own":
        attacker += 3
    folded = first.folded
    same_clause = [v for v in verbs if words[v].clause == first.clause]
    if same_clause:
        if any(v < m.first for v in same_clause):
            target += 1
        else:
            attacker += 1.5
    if folded.endswith(OBJECT_ENDINGS) and not folded.endswith(SUBJECT_ENDINGS):
        target += 1
    elif folded.endswith(SUBJECT_ENDINGS):
        attacker += 0.5
    if negated_before(words, m.first, 2):
        target -= 0.5
    return target, attacker


def attack_roles(q: Analysed, units: list[Mention]) -> Roles:
    """The attacker and the target among the unit mentions (either may be None).

    "Útočím na ně / střílím na střelce": the player attacks, so the unit the question names
    without "moji/svými" is the target, one named as the player's own is the attacker.
    """
    if not units:
        return Roles(None, None)
    verbs = _verb_positions(q.words)
    first_person = [v for v in verbs if is_first_person([q.words[v]])]
    if first_person:
        right_after = {v + 1 for v in first_person}  # "střílím střelci": the unit right after the verb acts
        own = [m for m in units if owner_of(q.words, m) == "own" or _instrumental(q.words, m)
               or (m.first in right_after and m.value != "tank")]  # "bombarduju tank": its object
        others = [m for m in units if m not in own]
        if others or own:
            return Roles(own[0] if own else None, others[0] if others else None)
    scored = [(m, *_scores(q, m, verbs)) for m in units]
    if len(scored) == 1:  # one unit: it acts only when marked so ("moji kaemáci", "kaemáci střílí")
        m = units[0]
        words = q.words
        clause = [t for t in words if t.clause == words[m.first].clause]
        stated = any(t.folded in ("je", "jsou", "neni", "nejsou", "byli", "nebyli") for t in clause)
        nominative = stated and words[m.first].folded.endswith(SUBJECT_ENDINGS) and not any(
            t.folded in cue("roles.target_prepositions") for t in words[max(0, m.first - 2) : m.first])
        # "kaemáci střílí na …"; "kaemáci nejsou pod palbou, můžou zaútočit?" (the subject of a later clause)
        subject = any(v > m.first and (words[v].clause == words[m.first].clause or nominative) for v in verbs)
        acting = owner_of(words, m) == "own" or _instrumental(words, m) or (subject and owner_of(words, m) is None)
        return Roles(m, None) if acting else Roles(None, m)
    target_m = max(scored, key=lambda s: (s[1] - s[2], -s[0].first))
    rest = [s for s in scored if s[0] is not target_m[0]]
    attacker_m = max(rest, key=lambda s: (s[2] - s[1], -s[0].first))
    if target_m[1] - target_m[2] < attacker_m[1] - attacker_m[2]:
        target_m, attacker_m = attacker_m, target_m
    return Roles(attacker_m[0], target_m[0])
