"""Units in a Generálové question and their roles: whose each one is, how it stands, whether it panics.

"moje jízda útočí na soupeřovu pěchotu v obraně" -> my_unit cavalry (attacking),
opponent_unit infantry (defending); a single unit becomes ``unit``; a unit in
panic sets ``panicked``.  Roles come from ownership cues ("moje", "soupeřova",
"jeho"), the target preposition ("na pěchotu", "proti jízdě"), a first-person verb
with an instrument ("útočím jízdou"), and the order the units are named in.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.generalove.facts import Stance, Troop, UnitKind
from understanding.aliases import Mention
from understanding.cues import TARGET_PREPOSITIONS, is_first_person, negated_before, owner_before
from understanding.text import Token

from .reading import Reading

ENEMY_AFTER = ("soupere", "souperi", "nepritele", "protivnika", "protihrace", "nepratel")
ATTACK_WORDS = ("utoc", "utok", "zaut", "vpad")
INFINITIVE_ENDINGS = ("it", "at", "out", "et", "ovat")


@dataclass
class UnitRef:
    """One unit named in the question."""

    mention: Mention
    kind: UnitKind
    owner: str | None = None  # "own" | "enemy" | None
    target: bool = False  # governed by "na"/"proti": the one attacked
    instrument: bool = False  # "jízdou" with a first-person verb: the asker's unit
    stance: Stance | None = None
    stance_text: str = ""
    panicked: bool = False
    panic_text: str = ""


def unit_refs(r: Reading) -> list[UnitRef]:
    """The units named, with the cues around each (ownership, target, instrument)."""
    words = r.words
    refs: list[UnitRef] = []
    for m in r.mentions("unit"):
        if _verb_dela(words, m.first, m.last) or _adverb_dele(words, m.first, m.last):
            continue
        ref = UnitRef(m, UnitKind(m.value))
        ref.owner = owner_before(words, m.first, window=3) or _owner_after(r, m) or _companion(words, m.first)
        ref.target = _governed_by_target_preposition(words, m.first)
        clause = r.q.clause_of(words[m.first])
        ref.instrument = words[m.last].folded.endswith(("ou", "em", "ami", "emi", "y")) and is_first_person(clause)
        refs.append(ref)
    return refs


# "kolik to dělá", "co dělá", "jak se dělá": the verb "dělat", written without diacritics like "děla" (cannons)
VERB_BEFORE_DELA = frozenset({"to", "co", "se", "nic", "kdo", "jak", "tak", "ono", "on", "ona", "nekdo", "neco"})


def _verb_dela(words: list[Token], first: int, last: int) -> bool:
    return first == last and words[first].folded == "dela" and first > 0 and \
        words[first - 1].folded in VERB_BEFORE_DELA


def _adverb_dele(words: list[Token], first: int, last: int) -> bool:
    """ "déle" (longer), "déle než": the adverb, one letter from "děla" (cannons) once diacritics are gone."""
    if first != last or words[first].folded != "dele":
        return False
    return "é" in words[first].text.lower() or (first + 1 < len(words) and words[first + 1].folded == "nez")


PRONOUNS = frozenset({"nej", "ni", "ne", "nas", "me", "mne", "tebe", "nim", "jeho", "ji", "je"})


ADJECTIVE_ENDINGS = ("ou", "ho", "mu", "ym", "ou", "i", "y", "e", "a", "u")


def _governed_by_target_preposition(words: list[Token], first: int) -> bool:
    """"na pěchotu", "proti soupeřově jízdě", "na mou nepřipravenou pěchotu": a target preposition before the
    unit with at most two possessives or adjectives (no pronoun) between."""
    for back in range(1, 4):
        if first - back < 0:
            return False
        t = words[first - back]
        if t.folded in TARGET_PREPOSITIONS:
            return True
        if t.folded in PRONOUNS or not t.folded.endswith(ADJECTIVE_ENDINGS) or t.num is not None:
            return False
    return False


def _companion(words: list[Token], first: int) -> str | None:
    """ "spolu s jízdou", "společně s děly": a unit going along with the asker's own is the asker's too."""
    before = [t.folded for t in words[max(0, first - 2) : first]]
    if before[-1:] in (["s"], ["se"]) and before[:1] in (["spolu"], ["spolecne"], ["zaroven"], ["soucasne"]):
        return "own"
    return None


def _owner_after(r: Reading, m: Mention) -> str | None:
    after = r.words[m.last + 1 : m.last + 2]
    if any(t.starts(*ENEMY_AFTER) for t in after):
        return "enemy"
    return None


def assign_roles(refs: list[UnitRef]) -> tuple[UnitRef | None, UnitRef | None]:
    """(mine, theirs) among the named units, or (None, None) when fewer than two kinds of role are named."""
    if len(refs) < 2:
        return None, None
    kinds = {u.kind for u in refs}
    facing = len({u.stance for u in refs}) > 1 and all(u.stance is not None for u in refs[:2])
    if not any(u.owner == "enemy" or u.target for u in refs) and not (
            any(u.owner == "own" for u in refs) and len(kinds) > 1) and not facing:
        return None, None  # "pěchota a jízda", "jízda … druhá jízda": no one faces anyone
    mine = next((u for u in refs if u.owner == "own"), None)
    theirs = next((u for u in refs if u.owner == "enemy" and u is not mine), None)
    rest = [u for u in refs if u is not mine and u is not theirs]
    if mine is None:
        mine = next((u for u in rest if u.instrument), None) or next((u for u in rest if not u.target), None)
        rest = [u for u in rest if u is not mine]
    if theirs is None:
        rest = [u for u in rest if u.owner != "own"]  # a second unit of the asker's is nobody's opponent
        theirs = next((u for u in rest if u.target), None) or (rest[0] if rest else None)
    if mine is None and rest:
        mine = next((u for u in rest if u is not theirs), None)
    return mine, theirs


def attach_states(r: Reading, refs: list[UnitRef]) -> None:
    """Give each unit the stance and panic named nearest to it in its clause (each cue to one unit)."""
    words = r.words
    pairs: list[tuple[int, int, int]] = []
    # "rozkaz k obraně" names an order, not how a unit stands
    orders = [m for m in r.mentions("order") if words[m.first].starts("rozkaz")]
    stances = [s for s in r.mentions("stance")
               if not any(o.first <= s.first and s.last <= o.last for o in orders)
               and not (s.first == s.last and words[s.first].folded.endswith(INFINITIVE_ENDINGS))]
    for si, s in enumerate(stances):
        for ui, u in enumerate(refs):
            if words[s.first].clause != words[u.mention.first].clause:
                continue
            if s.value == "attacking" and u.target and s.last != u.mention.first - 1:
                continue  # "útočí na pěchotu", "na pěchotu útočí jízda": the verb belongs to the attacker
            distance = s.first - u.mention.last if s.first > u.mention.last else u.mention.first - s.last
            pairs.append((distance + (0 if s.first > u.mention.last else 1), si, ui))
    used_s: set[int] = set()
    for _, si, ui in sorted(pairs):
        if si in used_s or refs[ui].stance is not None:
            continue
        used_s.add(si)
        refs[ui].stance = Stance(stances[si].value)
        refs[ui].stance_text = r.mention_text(stances[si])
        r.taken.update(range(stances[si].first, stances[si].last + 1))
    for c in r.mentions("condition"):
        near = min(refs, key=lambda u: abs(u.mention.first - c.first), default=None)
        if near is not None and abs(near.mention.first - c.first) <= 4:
            near.panicked = not negated_before(words, c.first, 2)  # "pěchota, která není v panice"
            near.panic_text = r.mention_text(c)
            r.taken.update(range(c.first, c.last + 1))
    attack = next((t for i, t in enumerate(words) if i not in r.taken and t.starts(*ATTACK_WORDS)), None)
    for u in refs:
        if attack is not None and u.stance is None and not u.panicked and (
                u.instrument or (not u.target and u.owner != "own" and u.kind is not UnitKind.ARTILLERY)):
            u.stance = Stance.ATTACKING
            u.stance_text = attack.text


def troop_of(u: UnitRef) -> Troop | None:
    try:
        return Troop.of(u.kind, u.stance, u.panicked)
    except ValueError:
        return None


COMPARED = frozenset({"jako"})  # "než" compares two units: both stay


_GIVING_VERBS = ("dost", "dat", "dam", "dava", "vyd", "prid", "zadat", "zakresl", "napsat")


def _order_given(r: Reading) -> str | None:
    """ "dostat / dát / vydat rozkaz k obraně": the words of an order given to a unit, if the question says so."""
    words = r.words
    for i, t in enumerate(words[:-2]):
        if t.starts("rozka") and words[i + 1].folded == "k" and words[i + 2].starts("obran") and any(
                w.starts(*_GIVING_VERBS) for w in words[max(0, i - 2) : i]):
            return " ".join(w.text for w in words[i : i + 3])
    return None


def read_units(r: Reading) -> list[UnitRef]:
    """Read the units: two roles -> my_/opponent_ facts; one kind -> ``unit``; panic -> ``panicked``."""
    refs = unit_refs(r)
    # "jízda … jako pěchota": the unit compared with is not the one asked about
    compared = [u for u in refs if u.mention.first > 0 and r.words[u.mention.first - 1].folded in COMPARED]
    if compared and len(compared) < len(refs):
        refs = [u for u in refs if u not in compared]
    along = [u for u in refs if _companion(r.words, u.mention.first)]
    if along and len(along) < len(refs) and not any(u.owner == "enemy" or u.target for u in refs):
        refs = [u for u in refs if u not in along]  # "posunout baterii spolu s pěšáky": the unit the order is for
    attach_states(r, refs)
    mine, theirs = assign_roles(refs)
    if mine is not None and theirs is not None:
        _put_role(r, "my", mine)
        _put_role(r, "opponent", theirs)
    elif refs:
        kinds = {u.kind for u in refs}
        first = next((u for u in refs if u.owner == "own"), refs[0])
        if len(kinds) == 1 or first.owner == "own":
            r.put_mention("unit", first.kind.value, first.mention)
            given = _order_given(r)
            if given is not None:  # "může jízda dostat rozkaz k obraně?": the order asked about, not its state
                r.put("order", "defence", given, "cue")
            elif first.stance is not None:
                r.put("my_stance", first.stance.value, first.stance_text, "alias")
        if any(u.panic_text for u in refs):
            u = next(u for u in refs if u.panic_text)
            r.put("panicked", u.panicked, u.panic_text, "alias")
    panic = [c for c in r.mentions("condition") if c.value == "panicked"]
    if not refs and panic:  # "jednotka v panice": whatever its kind
        r.put_mention("panicked", True, panic[0])
    stances = [s for s in r.mentions("stance") if len(s.text) > 0 and not s.text.lower().endswith(
        INFINITIVE_ENDINGS)]
    if (not refs and stances and stances[0].value != "attacking") or (not refs and stances and words_adjective(
            r, stances[0])):  # "útočící jednotky", "jednotka v obraně": whatever their kind
        r.put_mention("my_stance", stances[0].value, stances[0])
    if r.has("states", "empty") and "my_unit" not in r.values and refs:
        first = refs[0]
        r.put_mention("my_unit", first.kind.value, first.mention)
        if first.stance is not None:
            r.put("my_stance", first.stance.value, first.stance_text, "alias")
        hit = r.find("states", "empty")
        assert hit is not None
        r.put_tokens("opposite_empty", True, [hit])
        r.values.pop("unit", None)
    return refs


def words_adjective(r: Reading, m: Mention) -> bool:
    """The stance is named by an adjective ("útočící"), not by a verb ("útočí")."""
    return r.words[m.first].folded.endswith(("ici", "ouci", "ujici"))


def _put_role(r: Reading, side: str, u: UnitRef) -> None:
    r.put_mention(f"{side}_unit", u.kind.value, u.mention)
    if u.stance is not None:
        r.put(f"{side}_stance", u.stance.value, u.stance_text, "alias")
    if u.panicked and side == "my":
        r.put("panicked", True, u.panic_text, "alias")

