"""Who attacks whom: the roles of the units a Memoir '44 question names.

Czech word order is free, so the roles come from the grammar around each unit:

* "na/proti …" after an attack or a roll ("útočí **na pěchotu**", "padly vlajky **na mou pěchotu**"),
  "cíl", or the object after an attack verb ("zasáhne **tank**") marks the **target**;
* the subject of a third-person attack verb ("**nepřátelská pěchota** na ni útočí"), the instrument of a
  first-person one ("útočím **tankem**"), or "z/od …" marks the **attacker**;
* a pronoun after the verb ("útočí **na ni**") points back at the unit named before (usually the player's);
* "mezi nimi stojí jednotka" is a unit **between**; "vedle mě stojí jiná nepřátelská jednotka" an
  **adjacent enemy** (close assault);
* otherwise the player's own unit attacks and the enemy's is the target, in the order named.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from lang.fold import fold
from understanding.memoir44.mentions import Found, Said
from understanding.memoir44.words import has, matches, words
from understanding.text import Analysed, Token

__all__ = ["Roles", "assign_roles", "attack_verbs", "first_person"]

_TARGET_PREPS = ("na", "proti")
_FROM_PREPS = ("z", "ze", "od")


@dataclass
class Roles:
    attacker: Said | None = None
    target: Said | None = None
    between: list[Said] = field(default_factory=list)  # units standing between the two
    adjacent_enemy: Said | None = None  # another enemy next to the attacker
    pronoun_target: Token | None = None  # "na ni": the target is a unit named elsewhere
    same_as: dict[int, str] = field(default_factory=dict)  # a later mention of a role's unit: first word -> role
    both: bool = False  # "oba tanky", "moje jednotka i cíl": one description for both ends

    def role_of(self, u: Said) -> str | None:
        """"attacker", "target", "between", "adjacent" or None for a unit mention."""
        if u is self.attacker:
            return "attacker"
        if u is self.target:
            return "target"
        if u in self.between:
            return "between"
        if u is self.adjacent_enemy:
            return "adjacent"
        return self.same_as.get(u.first)


def attack_verbs(q: Analysed) -> list[Token]:
    """Attack verbs ("útočí", "střílím", "zasáhne", "napadne"), not nouns of another meaning."""
    return [t for t in q.words if matches(t, words().get("verbs", "attack"))]


def first_person(t: Token) -> bool:
    """A first-person verb form: "střílím", "útočím", "hážu", "zaútočíme"."""
    f = t.folded
    return f.endswith(("im", "ime", "am", "ame", "uju", "ujeme", "azu", "ujem")) and len(f) > 3


def _instrumental(t: Token) -> bool:
    return t.folded != t.lemma and t.folded.endswith(("ou", "em", "ami", "ama", "emi", "ky"))


def _accusative(t: Token) -> bool:
    """A feminine noun in the accusative ("jednotku", "pěchotu"): the object of a verb, never its subject."""
    lemma = fold(t.lemma).lower()
    return t.folded.endswith("u") and lemma.endswith("a") and t.folded[:-1] == lemma[:-1]


def _in_clause(t: Token, u: Said) -> bool:
    return t.clause == u.clause


def _between(q: Analysed, u: Said) -> bool:
    """"mezi nimi stojí tank": a unit named after "mezi" in a clause without an attack — not one of the
    two ends ("mezi **mým tankem** a **nepřátelskou pěchotou**")."""
    ws = q.words
    clause = q.clause_of(ws[u.first])
    before = ws[max(0, u.first - 3) : u.first]
    if any(a.folded == "kde" and b.starts("stoj") for a, b in itertools.pairwise(before)) and \
            has(q, words().get("verbs", "move")) is not None:
        return True  # "projet přes pole, kde stojí moje pěchota": a unit on the way
    mezi = [ws.index(t) for t in clause if t.folded == "mezi" and ws.index(t) < u.first]
    if not mezi or any(matches(t, words().get("verbs", "attack")) for t in clause):
        return False
    if u.prep == "mezi":
        return False
    joined = [t for t in ws[mezi[-1] + 1 : u.first] if t.folded == "a"]
    return not (joined and not any(t.num is None and matches(t, words().get("verbs", "stand"))
                                   for t in ws[mezi[-1] + 1 : u.first]))


def _adjacent_enemy(q: Analysed, u: Said) -> bool:
    """An enemy unit said to stand next to the player's: a cue in its clause, or "(hned) vedle německé pěchoty"."""
    clause = q.clause_of(q.words[u.first])
    if u.owner == "enemy" and any(t.folded in ("vedle", "sousedi") for t in q.words[max(0, u.first - 2) : u.first]):
        return True
    return u.owner != "own" and has(clause, words().get("states", "adjacent_enemy")) is not None


def _other_target(found: Found, u: Said) -> bool:
    """An enemy named next to the player's unit while another unit is the one fired at ("vedle sebe nepřátelskou
    pěchotu, můžu střílet na tank?"): the enemy is the adjacent one, not the attacker."""
    return u.owner == "enemy" and any(o is not u and o.prep in _TARGET_PREPS for o in found.units)


def assign_roles(q: Analysed, found: Found) -> Roles:
    """Attacker, target and the other units of the question."""
    roles = Roles()
    units: list[Said] = []
    for u in found.units:
        if _denied(q, u):
            continue  # "mezi námi není žádná jednotka": no unit at all
        if _between(q, u):
            roles.between.append(u)
        elif _adjacent_enemy(q, u) and (len(found.units) > 2 or _other_target(found, u)):
            roles.adjacent_enemy = u
        else:
            units.append(u)
    verbs = [v for v in attack_verbs(q) if not _during(q, v)]  # "při jednom útoku" names when, not who attacks
    rolled = found.roll_verb is not None
    seeing = has(q, words().get("roles", "sight_verbs")) is not None  # "vidím na jednotku …": the target
    marked = [u for u in units if u.prep in _TARGET_PREPS or _named_target(q.words, u)]
    if marked and (verbs or rolled or seeing or len(units) > 1):
        roles.target = marked[0]
    elif nouns := [u for u in units if _is_target_noun(q, u)]:
        roles.target = nouns[0]
    if not verbs and len(units) == 1 and has(q, words().get("roles", "flag_words")) is not None:
        roles.target = units[0]  # "může obrněná jednotka ignorovat vlajku?": the unit the flag is against
    if found.face_asked is not None and len(units) == 1 and not verbs[1:]:
        roles.target = units[0]  # "zasáhne granát tank?": the unit a face is asked against
    roles.attacker = _subject(q, [u for u in units if u is not roles.target], verbs)
    _objects_and_pronouns(q, roles, units, verbs + ([found.roll_verb] if found.roll_verb is not None else []))
    _by_owner_and_order(roles, units, verbs, rolled)
    _same_units(roles, units)
    _both_ends(q, roles, units)
    return roles


def _during(q: Analysed, verb: Token) -> bool:
    """ "při (jednom) útoku", "během útoku": an attack named as a time, not one the question's unit makes."""
    at = q.words.index(verb)
    before = [t.folded for t in q.words[max(0, at - 2) : at]]
    return any(w in ("pri", "behem") for w in before)


def _both_ends(q: Analysed, roles: Roles, units: list[Said]) -> None:
    """"oba tanky stojí na kopcích": the two ends are alike; "moje jednotka i cíl stojí na rovině": the place
    named after them belongs to both."""
    ws = q.words
    for u in units:
        if u.first > 0 and ws[u.first - 1].folded in words().get("roles", "both_words"):
            roles.both = True
            if roles.target is None or roles.target is u:
                roles.attacker, roles.target = u, u
    a, t = roles.attacker, roles.target
    if a is not None and t is not None and a is not t and abs(t.first - a.last) == 2 \
            and ws[min(a.last, t.last) + 1].folded in ("i", "a"):
        roles.both = True


def _same_units(roles: Roles, units: list[Said]) -> None:
    """Later mentions of the two units ("… a kolika kostkami bude **ta jejich pěchota** střílet zpátky"):
    the enemy's is the target, the player's the attacker; else a unit of only one role's type."""
    a, t = roles.attacker, roles.target
    for u in units:
        if u is a or u is t:
            continue
        if u.owner == "enemy" and t is not None and t.owner != "own":
            roles.same_as[u.first] = "target"
        elif u.owner == "own" and a is not None and a.owner != "enemy":
            roles.same_as[u.first] = "attacker"
        elif t is not None and u.value == t.value and (a is None or a.value != u.value):
            roles.same_as[u.first] = "target"
        elif a is not None and u.value == a.value and (t is None or t.value != u.value):
            roles.same_as[u.first] = "attacker"


_DENIALS = frozenset({"zadna", "zadny", "zadne", "zadnou", "zadni", "zadneho", "ani", "bez"})


def _denied(q: Analysed, u: Said) -> bool:
    """"žádná jednotka", "ani jednotka", "bez jednotky": a unit said not to be there."""
    return u.first > 0 and q.words[u.first - 1].folded in _DENIALS


def _is_target_noun(q: Analysed, u: Said) -> bool:
    """"cíl stojí v lese": the word "cíl" itself names the target."""
    return u.value is None and u.first == u.last and q.words[u.first].folded in words().get("roles", "target_words") \
        and not q.words[u.first].folded.startswith("zasah")


def _named_target(ws: list[Token], u: Said) -> bool:
    """"cíl je tank", "cílová jednotka: pěchota", "cílem je …"; "zásah pěchoty"."""
    before = ws[max(0, u.first - 3) : u.first]
    named = words().get("roles", "target_words")
    return any(t.folded in named and not t.folded.startswith("zasah") for t in before) or (
        bool(before) and before[-1].folded.startswith("zasah") and before[-1].clause == ws[u.first].clause)


def _subject(q: Analysed, units: list[Said], verbs: list[Token]) -> Said | None:
    """The attacking unit: "z/od …", the instrument or the player's unit of a first-person verb
    ("útočím tankem"), else the subject of a third-person verb — the unit nearest before it."""
    ws = q.words
    for v in verbs:
        vi = ws.index(v)
        here = [u for u in units if u.clause == v.clause]
        source = [u for u in here if u.prep in _FROM_PREPS]
        if source:
            return source[0]
        if first_person(v):
            hit = matches(v, words().get("verbs", "hit"))
            mine = [u for u in here if _instrumental(ws[u.last]) or u.owner == "own"
                    or (u.prep == "" and not hit and not u.owner)]
            if not mine:  # "mám pěšáky, střílím na …": the player's unit named in another clause
                mine = [u for u in units if u.clause != v.clause and u.prep == "" and u.owner != "enemy"
                        and (u.owner == "own" or (u.first > 0 and ws[u.first - 1].folded in ("mam", "mame")))]
            if mine:
                return mine[0]
            continue
        bare = [u for u in here if u.prep == ""
                and not (u.first > vi and matches(v, words().get("verbs", "hit")))]  # "zasáhne tank": object
        before = [u for u in bare if u.last < vi]
        before = [u for u in before if not _accusative(ws[u.last])] or before  # "pěchota zničila jednotku střelbou"
        if before:
            return before[-1]
        if bare:
            return bare[0]
    return None


def _objects_and_pronouns(q: Analysed, roles: Roles, units: list[Said], verbs: list[Token]) -> None:
    """The object after an attack verb ("zasáhne tank"); "útočí na ni" pointing at the unit named before."""
    ws = q.words
    if roles.target is None:
        for v in verbs:
            after = [u for u in units if _in_clause(v, u) and u.first > ws.index(v) and u is not roles.attacker
                     and u.prep in ("", *_TARGET_PREPS)]
            if after:
                roles.target = after[0]
                break
    pronouns = words().get("roles", "pronoun_targets")
    for v in verbs:
        i = ws.index(v)
        near = ws[max(0, i - 2) : i + 3]
        for a, b in itertools.pairwise(near):
            if a.folded in _TARGET_PREPS and b.folded in pronouns:
                roles.pronoun_target = b
    if roles.pronoun_target is not None and roles.target is None:
        before = [u for u in units if u is not roles.attacker and u.first < ws.index(roles.pronoun_target)]
        own = [u for u in before if u.owner == "own"]
        roles.target = (own or before or [None])[0]
        if roles.attacker is None or roles.attacker is roles.target:
            rest = [u for u in units if u is not roles.target]
            roles.attacker = rest[0] if rest else None


def _by_owner_and_order(roles: Roles, units: list[Said], verbs: list[Token], rolled: bool) -> None:
    """Units still without a role: the player's attacks, the enemy's is the target; else in the order named."""
    rest = [u for u in units if u is not roles.attacker and u is not roles.target]
    for u in list(rest):
        if roles.target is None and u.owner == "enemy" and roles.attacker is not None:
            roles.target = u
            rest.remove(u)
        elif roles.attacker is None and u.owner == "own" and not rolled:
            roles.attacker = u
            rest.remove(u)
    for u in rest:
        if roles.attacker is None and not rolled and (roles.target is None or u.first < roles.target.first
                                                      or verbs):
            roles.attacker = u
        elif roles.target is None:
            roles.target = u
