"""Where each terrain named in a Memoir '44 question belongs: to the attacker's hex, the target's,
between them, along the line, behind a retreating unit, or on a path a unit moves.

"střílím na pěchotu **v lese**" puts the forest under the target (the unit just before it);
"moje pěchota **v lese** střílí na …" under the attacker; "**mezi nimi** je les" and "střílím
**přes les**" between them; "**za lesem**" too (but "za pytli s pískem" is the unit's own cover);
"ústup blokuje **řeka**" behind the retreating unit; "vstoupí **do lesa**" is the hex a move ends on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.memoir44.facts import Feature
from understanding.memoir44.mentions import Found, Said
from understanding.memoir44.roles import Roles, first_person
from understanding.memoir44.words import has, matches, words
from understanding.text import Analysed, Token

__all__ = ["Places", "elliptic_move", "place_features"]

_LOCATIVE = ("v", "ve", "na", "u", "za", "pod", "z", "ze")
_RELATIVE = ("ktery", "ktera", "ktere", "kteri", "kde")


@dataclass
class Places:
    """Terrain by role, each with the mentions it came from."""

    attacker: list[Said] = field(default_factory=list)
    target: list[Said] = field(default_factory=list)
    between: list[Said] = field(default_factory=list)
    edge: list[Said] = field(default_factory=list)
    retreat_only: list[Said] = field(default_factory=list)
    retreat_blocked: list[Said] = field(default_factory=list)
    starts_on: list[Said] = field(default_factory=list)
    entered: list[Said] = field(default_factory=list)  # hexes a move enters, in order
    heights: dict[str, tuple[int, str]] = field(default_factory=dict)  # role -> (height, words)


def _clause(q: Analysed, s: Said) -> list[Token]:
    return q.clause_of(q.words[s.first])


def _owner_unit(q: Analysed, first: int, clause: int, units: list[Said], prep: str = "v") -> Said | None:
    """The unit a place belongs to: the nearest before it in its clause ("pěchotu v lese"), the last unit of
    the clause before a relative clause ("pěchota, která stojí v lese"), or, for a place with a preposition,
    the next one ("v lese stojí …"; a bare "kostel snižuje …" is no unit's place)."""
    here = [u for u in units if u.clause == clause]
    before = [u for u in here if u.last < first]
    if before:
        return before[-1]
    clause_words = [t for t in q.words if t.clause == clause]
    if clause_words and clause_words[0].folded in _RELATIVE:
        earlier = [u for u in units if u.clause == clause - 1]
        if earlier:
            return earlier[-1]
    after = [u for u in here if u.first > first]
    return after[0] if after and prep else None


def _movement_place(q: Analysed, clause: list[Token], f: Said, near_owner: bool) -> str | None:
    """"starts" (z lesa, tank na pláži se pohne) or "enters" (do lesa, přes most, na útes, přejít řeku),
    when the place belongs to a move in its clause."""
    w = words()
    if f.prep == "vedle" and _pronoun_after_enter(q):
        return "enters"  # "tank začíná vedle živého plotu, může do něj vjet?"
    verbs = [q.words.index(t) for t in clause if matches(t, w.get("verbs", "move"))]
    if has(q, w.get("states", "retreating")) is not None:
        verbs += [q.words.index(t) for t in clause if matches(t, w.get("verbs", "retreat"))]
    if not verbs and has(q, w.get("states", "move_cost")) is not None:  # "z pláže na útes, za kolik polí?"
        return "starts" if f.prep in ("z", "ze") else "enters" if f.prep in ("na", "do") else None
    if not verbs and f.prep == "do" and elliptic_move(q):  # "může tank do bunkru?"
        return "enters"
    if not verbs:
        return None
    if f.prep in ("z", "ze"):
        return "starts"
    if f.first > verbs[0] or _after_enter_verb(q, f):
        return "enters"
    return "starts" if near_owner else None


_GENERIC_TARGETS = ("neprit", "neprat", "soupe", "protivnik", "jednotk", "cil")


def _generic_target_between(q: Analysed, owner: Said, f: Said) -> bool:
    """ "na nepřítele / na soupeřovu jednotku / na cíl" between the attacker and the place: the place is the
    target's, though no unit kind names the target."""
    between = q.words[owner.last + 1 : f.first]
    return any(t.starts(*_GENERIC_TARGETS) and k > 0 and between[k - 1].folded in ("na", "proti")
               for k, t in enumerate(between))


def _from_after_attack_verb(q: Analysed, clause: list[Token], f: Said, units: list[Said]) -> bool:
    """ "útočím z lesa na …", "střílí z kopce": a place named with "z/ze" right after an attack verb (no unit
    between them) is the attacker's."""
    if f.prep not in ("z", "ze"):
        return False
    attack = words().get("verbs", "attack")
    verbs = [q.words.index(t) for t in clause if matches(t, attack) and q.words.index(t) < f.first]
    if not verbs:
        return False
    return not any(verbs[-1] < u.first < f.first for u in units) and f.first - verbs[-1] <= 2


def elliptic_move(q: Analysed) -> bool:
    """ "Může tank do bunkru?", "smí pěchota do lesa?": a modal and "do" + a place, with no verb of moving or
    attacking — the motion is understood."""
    w = words()
    sentence = q.asking_sentence
    return (has(sentence, w.may) is not None and any(t.folded == "do" for t in sentence)
            and has(q, w.get("verbs", "move")) is None and has(q, w.get("verbs", "attack")) is None)


def _pronoun_after_enter(q: Analysed) -> bool:
    ws = q.words
    return any(t.folded in ("do", "na") and i + 1 < len(ws) and ws[i + 1].folded in ("nej", "ni", "nej", "nich")
               and any(matches(x, words().get("verbs", "enter")) for x in ws[max(0, i - 2) : i + 4])
               for i, t in enumerate(ws))


def place_features(q: Analysed, found: Found, roles: Roles, moving: bool, battle: bool) -> Places:
    """Give every terrain mention its place.  ``moving``: the question is about a move (no battle target);
    ``battle``: it names a battle (an attack verb, a target)."""
    p = Places()
    w = words()
    along_edge = has(q, w.get("states", "edge_line")) is not None
    sight = has(q, w.get("states", "sight")) is not None
    for f in found.features:
        if _named_again(q, f, found) or f.prep == "bez" or (f.first > 0 and q.words[f.first - 1].folded == "bez"):
            continue  # "… blokuje mi ten les výhled?": the forest already placed; "bez mostu": no bridge
        clause = _clause(q, f)
        if battle and _from_after_attack_verb(q, clause, f, found.units):
            p.attacker.append(f)  # "útočím z lesa na pěchotu": where the shots come from
            continue
        owner = _owner_unit(q, f.first, f.clause, found.units, f.prep)
        role = roles.role_of(owner) if owner is not None else None
        if battle and role == "attacker" and _generic_target_between(q, owner, f):
            role = "target"  # "útočím pěchotou z kopce na nepřítele na jiném kopci": the target's hill
        near_owner = owner is not None and owner.last < f.first and f.first - owner.last <= 4
        move = _movement_place(q, clause, f, near_owner) if moving else None
        if along_edge and owner is None:
            p.edge.append(f)
        elif move == "enters" and _after_enter_verb(q, f):  # "když při ústupu projede lesem"
            p.entered.append(f)
        elif _retreat_place(q, clause, found) and not (near_owner and f.prep in _LOCATIVE
                                                       and not _after_retreat_verb(q, clause, f)):
            (p.retreat_only if _retreat_onto(q, clause, f) else p.retreat_blocked).append(f)
        elif _describes_ends(q, f):
            if _raised(f):
                p.heights.setdefault("attacker", (1, f.text))
                p.heights.setdefault("target", (1, f.text))
        elif move is not None:
            (p.starts_on if move == "starts" else p.entered).append(f)
        elif not moving and f.prep == "do":  # "střílím do lesa", "kolik kostek do vesnice": where the shots go
            p.target.append(f)
        elif _is_between(q, clause, f, near_owner):
            p.between.append(f)
        elif (role in ("attacker", "target") and roles.both) or (not moving and _each_on_its_own(clause, f)):
            p.attacker.append(f)
            p.target.append(f)
        elif role == "attacker":
            p.attacker.append(f)
        elif role == "target":
            p.target.append(f)
        elif owner is not None and role is not None:
            continue  # the place of a unit between or beside: not a fact of the battle
        else:
            _unowned(q, f, clause, p, roles, moving, battle, sight)
    for h in found.heights:
        owner = _owner_unit(q, h.first, h.clause, found.units, h.prep)
        role = roles.role_of(owner) if owner is not None else None
        clause_words = [t for t in q.words if t.clause == h.clause]
        if any(t.folded == "mezi" for t in clause_words):
            p.heights.setdefault("between", (h.height, h.text))
        elif role == "target":
            p.heights.setdefault("target", (h.height, h.text))
        elif role == "attacker" or any(first_person(t) for t in clause_words):
            p.heights.setdefault("attacker", (h.height, h.text))
    return p


_DEMONSTRATIVES = frozenset({"ten", "ta", "to", "ty", "tu", "ti", "tom", "tech", "tim", "tou", "tenhle", "tahle",
                             "tohle", "tuhle", "tenhleten", "onen", "ona", "ono"})


def _named_again(q: Analysed, f: Said, found: Found) -> bool:
    """"ten les" after a forest was named: the same place again, not a second one."""
    before = q.words[f.first - 1] if f.first > 0 else None
    return before is not None and before.folded in _DEMONSTRATIVES and any(
        g.value is f.value and g.first < f.first for g in found.features)


_EACH = frozenset({"kazda", "kazdy", "kazde", "kazdi", "oba", "obe", "obema", "obou"})


def _each_on_its_own(clause: list[Token], f: Said) -> bool:
    """"pěchota i jeho pěchota stojí každá na svém kopci", "stojí oba na kopcích": both ends are there."""
    before = [t for t in clause if t.i < f.first]
    return any(t.folded in _EACH for t in before[-4:]) and "mezi" not in (t.folded for t in before)


def _after_retreat_verb(q: Analysed, clause: list[Token], f: Said) -> bool:
    verbs = [q.words.index(t) for t in clause if matches(t, words().get("verbs", "retreat"))]
    return bool(verbs) and verbs[0] < f.first


def _retreat_onto(q: Analysed, clause: list[Token], f: Said) -> bool:
    """"jediné pole pro ústup je moře", "může ustoupit jen do moře", "ustoupit na moře": the only way back."""
    w = words()
    if has(clause, w.get("states", "retreat_only")) is not None:
        return True
    before = q.words[max(0, f.first - 3) : f.first]
    return f.prep in ("na", "do") and any(matches(t, w.get("verbs", "retreat")) for t in before) and \
        has(clause, w.get("states", "retreat_block")) is None


def _describes_ends(q: Analysed, f: Said) -> bool:
    """"mezi dvěma jednotkami na kopcích": the place of the two ends, not what lies between them."""
    if f.prep not in _LOCATIVE or f.first < 2:
        return False
    unit = q.words[f.first - 2]  # "jednotkami | na | kopcích"
    return matches(unit, words().get("roles", "unit_words")) and any(
        t.folded == "mezi" for t in q.words[max(0, f.first - 5) : f.first])


def _raised(f: Said) -> bool:
    return f.value in (Feature.HILL, Feature.STEEP_HILL, Feature.SEA_CLIFF, Feature.BLUFF)


def _retreat_place(q: Analysed, clause: list[Token], found: Found) -> bool:
    """A clause about the retreat: "ústup blokuje řeka", "za ní je moře" (after a roll)."""
    w = words()
    if has(clause, w.get("verbs", "retreat")) is not None:
        return True
    return bool(found.faces) and has(clause, w.get("states", "retreat_behind")) is not None


def _is_between(q: Analysed, clause: list[Token], f: Said, near_owner: bool) -> bool:
    """"mezi nimi je les", "les je mezi nimi", "přes les", "za lesem" (not "za pytli": the unit's cover)."""
    w = words()
    if f.prep in w.get("places", "through") or f.prep == "mezi":
        return True
    mezi = [q.words.index(t) for t in clause if t.folded in w.get("places", "between")]
    if mezi and (mezi[0] < f.first or not near_owner):
        return True
    return f.prep == "za" and str(f.value) not in w.get("places", "cover_behind") and not near_owner


def _after_enter_verb(q: Analysed, f: Said) -> bool:
    before = q.words[max(0, f.first - 3) : f.first]
    return any(matches(t, words().get("verbs", "enter")) for t in before)


def _unowned(q: Analysed, f: Said, clause: list[Token], p: Places, roles: Roles, moving: bool, battle: bool,
             sight: bool) -> None:
    """A place no unit stands next to: "stojím na kopci", "střílím z lesa", "cíl je v lese"; in a question
    about the line of sight with no unit at all, what blocks it ("blokuje les výhled?")."""
    typed = [u for u in (roles.attacker, roles.target) if u is not None and u.value is not None]
    if sight and not typed and not first_person_place(clause):
        p.between.append(f)
    elif moving and f.prep in ("z", "ze"):
        p.starts_on.append(f)
    elif moving:
        p.entered.append(f)
    elif f.prep in ("z", "ze") or first_person_place(clause) or has(clause, words().get("roles", "self_words")):
        p.attacker.append(f)
    elif battle or roles.target is not None or not any(first_person(t) for t in clause):
        p.target.append(f)
    else:
        p.attacker.append(f)


def first_person_place(clause: list[Token]) -> bool:
    return any(first_person(t) and matches(t, words().get("verbs", "stand")) for t in clause)


def terrain_of(mentions: list[Said]) -> tuple[tuple[Feature, ...], str]:
    """One terrain and one obstacle from a role's mentions (the first of each), with the words they came from;
    open ground is dropped when something else is named."""
    terrain = next((m for m in mentions if not m.value.is_obstacle and m.value is not Feature.PLAIN), None) or \
        next((m for m in mentions if m.value is Feature.PLAIN), None)
    obstacle = next((m for m in mentions if m.value.is_obstacle), None)
    chosen = [m for m in (terrain, obstacle) if m is not None]
    return tuple(m.value for m in chosen), joined(chosen)


def joined(mentions: list[Said]) -> str:
    """The words of several mentions, in the order written ("kopci … bunkru")."""
    return " … ".join(m.text for m in sorted(mentions, key=lambda m: m.first))
