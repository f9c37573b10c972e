"""Where things stand and in what state: hills, buildings, smoke, a unit under fire or routed,
mines and fire lanes, control tokens, where a hit unit's cards lie, the cards of a turn.

Places attach to the unit named just before them in the same clause ("střílím na střelce
v lese" = the target is in the forest); a first-person sentence with a verb of standing
places the attacker ("stojím na kopci").  Negations are read within the clause, not past
"ale" ("nejsem na kopci", "kartu nemám v ruce, ale mám ji v odhazovacím balíčku").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.undaunted.facts import ControlToken, UnitState
from understanding.aliases import Mention
from understanding.cues import is_negation, negated_before
from understanding.text import Token
from understanding.undaunted.found import Found, Named
from understanding.undaunted.roles import owner_of
from understanding.undaunted.words import FIRST_PERSON_WORDS, all_cues, cue, find_cue, has_cue, is_first_person

__all__ = ["is_enemy_unit", "read_casualty", "read_control", "read_places", "read_unit_state"]


def _clause(words: Sequence[Token], i: int) -> list[Token]:
    return [t for t in words if t.clause == words[i].clause]


def _negated(words: Sequence[Token], i: int, window: int = 4) -> bool:
    """A negation before the word in its clause, or a negated verb right after it ("na kopci nejsem")."""
    clause = _clause(words, i)
    index = clause.index(words[i])
    after = clause[index + 1 : index + 3]
    return negated_before(clause, index, window) or any(is_negation(t) and t.folded != "bez" for t in after)


def read_places(found: Found, attacker: Mention | None, target: Mention | None) -> None:
    """Hills and smoke, attached to the attacker or the target (the first reading of each role stands);
    an attacker on open ground ("střílím z roviny") is not on a hill."""
    words = found.q.words
    for i, t in enumerate(words):
        if t.starts(*cue("places.hill")):
            role = _role_of_place(found, i, attacker, target)
            below = i > 0 and words[i - 1].folded in ("pod", "zpod", "spod")  # "z pole pod kopcem": not on it
            found.set(f"hill_{role}", not _negated(words, i) and not below, words[i - 1 : i + 1] if below else [t])
        elif t.starts(*cue("places.smoke")) and "smoke_on_tile" not in found.values:
            found.set("smoke_on_tile", not _negated(words, i), [t])
    flat = find_cue(words, "places.flat")
    if flat is not None and (is_first_person(_clause(words, flat[0])) or words[flat[0] - 1].folded in ("z", "ze")):
        found.set("hill_attacker", False, words[flat[0] : flat[1] + 1])


def _role_of_place(found: Found, i: int, attacker: Mention | None, target: Mention | None) -> str:
    """``"attacker"`` or ``"target"``: whose tile a place word describes.

    The nearest marker before the place word in its clause decides: a unit named there (its role;
    the target if an attack verb stands between: "minomet střílí na pole s kopcem"), a first-person
    word ("stojím / já na kopci") the attacker, an enemy word ("němci sedí na kopci") or the target
    preposition the target.
    """
    words = found.q.words
    if any(t.folded in ("z", "ze") for t in words[max(0, i - 2) : i]) and not words[i].folded.endswith(("em", "ami")):
        return "attacker"  # "střílím z kopce", "ze wzgórza": where the shot comes from ("ze wzgórzem" is "with")
    clause = _clause(words, i)
    index = clause.index(words[i])
    units = {words[m.last].i: m for m in (attacker, target) if m is not None}
    for j in range(index - 1, -1, -1):
        t = clause[j]
        if t.i in units:
            m = units[t.i]
            verb_between = any(x.starts(*cue("roles.attack_verbs")) for x in clause[j + 1 : index])
            return "target" if m is target or verb_between else "attacker"
        if t.folded in cue("places.self_words") or t.folded.startswith(cue("roles.own")) or (
                t.starts(*cue("places.location_verbs")) and is_first_person([t])):
            return "attacker"
        if t.folded.startswith(cue("roles.enemy")) or t.folded in ("cil", "cile", "cilem", "on", "ona", "oni"):
            return "target"
    return "target"


RELATIVE = frozenset({"ktera", "ktery", "kteri", "ktere", "kterou", "co", "ktora", "ktory", "ktorzy", "ktore"})
TARGET_PREPS = frozenset({"na", "proti", "przeciw", "przeciwko"})


def _of_the_attacked(words: Sequence[Token], at: int) -> bool:
    """ "útočit na jednotku, která je pod palbou": the state stands in a relative clause of the attacked unit."""
    scope = words[max(0, at - 4) : at]
    rel = next((i for i in range(len(scope) - 1, -1, -1) if scope[i].folded in RELATIVE), None)
    if rel is None:
        return False
    start = max(0, at - 4) + rel
    return any(t.folded in TARGET_PREPS for t in words[max(0, start - 3) : start])


def read_unit_state(found: Found, named: Named, target: Mention | None, attacker: Mention | None = None) -> None:
    """A unit under fire or routed, a suppressed target, mines, fire lanes, the mortar token, upgrades."""
    q, words = found.q, found.q.words
    hit = find_cue(words, "states.suppressed")
    if hit is not None and any(t.starts(*cue("states.outcome_verbs")) for t in words[max(0, hit[0] - 2) : hit[0]]):
        hit = None  # "šance, že skončí pod palbou": the outcome asked about, not the unit's state
    if hit is not None:
        first = words[hit[0]]
        negative = has_cue(words, "states.not_suppressed") or _negated(words, hit[0]) or (
            found.values.get("action") != "ready" and _ready_state(words) is not None)
        aimed = found.values.get("action") in ("suppress", "silencing_fire")
        before = [m for m in named.of("unit") if 0 <= hit[0] - m.last <= 5]
        if before and is_enemy_unit(words, before[-1]):  # "sovětské kulometčíky, co jsou pod palbou"
            aimed = True
            target = target or before[-1]
        aimed = aimed or _of_the_attacked(words, hit[0])
        if aimed or (target is not None and words[target.first].clause == first.clause):
            found.set("target_suppressed", not negative, words[hit[0] : hit[1] + 1])
        if not aimed:
            found.set("suppressed", not negative, words[hit[0] : hit[1] + 1])
    for i, t in enumerate(words):
        if t.starts(*cue("states.not_routed")):
            found.set("routed", False, [t])
        elif t.starts(*cue("states.routed")):
            found.set("routed", not _negated(words, i), [t])
    mine = next((t for t in words if t.folded in ("mina", "miny", "minu", "minou", "mine", "min", "minove")), None)
    if mine is not None:
        found.set("mine", True, [mine])
        side = next((t for t in words if t.starts("protipechot", "przeciwpiech", "protitank", "przeciwpanc")), None)
        if side is not None:
            found.set("mine_anti_tank", side.starts("protitank", "przeciwpanc"), [side])
        own = _owner_word(words, mine)
        if own is not None:
            found.set("mine_own", own[0], [own[1]])
    if find_cue(words, "states.upgraded") is not None:
        at = find_cue(words, "states.upgraded")
        assert at is not None
        found.set("upgraded_action", not _negated(words, at[0]), [words[at[0]]])
    aim = find_cue(words, "states.aim_token")
    if aim is not None and any(is_negation(t) for t in _clause(words, aim[0])):
        found.set("mortar_target_on_board", False, words[aim[0] : aim[1] + 1])
    enemy_attacks = attacker is not None and owner_of(words, attacker) == "enemy"
    if target is not None and owner_of(words, target) == "own" and not enemy_attacks:
        found.set("target_own", True, target)
    elif has_cue(q.words, "asks.own_hit"):
        at = find_cue(q.words, "asks.own_hit")
        assert at is not None
        found.set("target_own", True, words[at[0] : at[1] + 1])
    side = _fortified_side(found)
    holds = find_cue(words, "states.enemy_holds")
    if holds is not None:
        held = not _negated(words, holds[0])
        found.set("target_controls_tile", _held_by_target(words, holds[0], side, held),
                  words[holds[0] : holds[1] + 1])
    if find_cue(words, "places.fortification") is not None:
        _fortification_control(found, side)


def _fortified_side(found: Found) -> str | None:
    """Whose unit stands on the fortified tile: ``"own"`` ("moje jednotka stojí na opevněném poli", "bráním se"),
    ``"enemy"`` ("útočím na jednotku v opevnění", "soupeřova jednotka v opevnění") or ``None``."""
    words = found.q.words
    if found.values.get("target_own"):
        return "own"
    at = find_cue(words, "places.fortification")
    if at is None:
        return None
    for t in reversed([t for t in words[: at[0]] if t.sentence == words[at[0]].sentence]):
        if t.starts(*cue("roles.enemy")):
            return "enemy"
        if t.starts(*cue("roles.attack_verbs")) and is_first_person([t]):
            return "enemy"  # "útočím na jednotku na opevněném poli": the target is the opponent's
        if t.starts(*cue("roles.own")) or t.folded in FIRST_PERSON_WORDS or is_first_person([t]):
            return "own"
    return None


def _held_by_target(words: Sequence[Token], i: int, side: str | None, held: bool) -> bool:
    """Whether the unit on the fortified tile holds it, from a control word at ``i`` that says the tile is
    (``held``) or is not held: by whom the words around it say ("to pole ovládá soupeř" and my unit stands
    there: the target does not hold it).  Without a holder or a side the words speak of the unit there."""
    clause = _clause(words, i)
    index = clause.index(words[i])
    near = clause[max(0, index - 3) : index + 3]
    holder = ("enemy" if any(t.starts(*cue("roles.enemy")) for t in near)
              else "own" if any(t.starts(*cue("roles.own")) or is_first_person([t]) for t in near) else None)
    if side is None or holder is None:
        return held
    return held if holder == side else not held


def _fortification_control(found: Found, side: str | None) -> None:
    """Who holds a fortified tile is what its cover depends on; the words say it of the unit standing there
    ("opevněné pole, které mám jen propátrané, ne ovládané": not controlled) unless they name the holder."""
    words = found.q.words
    for i, t in enumerate(words):
        if t.starts("neovlada", "nekontroluj"):
            found.set("target_controls_tile", _held_by_target(words, i, side, False), [t])
        elif t.starts("ovladan", "ovlada", "kontrolowan", "kontroluj") and not t.starts("ovladnu", "ovladnout"):
            negated = _negated(words, i, 2) or (i > 0 and words[i - 1].folded in ("ne", "nie", "ani"))
            found.set("target_controls_tile", _held_by_target(words, i, side, not negated), [t])
    scouted = next((t for t in words if t.starts("propatran", "zbadan")), None)
    if scouted is not None:  # only scouted, not controlled
        found.set("target_controls_tile", False, [scouted])


def _owner_word(words: Sequence[Token], mine: Token) -> tuple[bool, Token] | None:
    """ "moje vlastní mina" (own), "jeho / nepřátelská mina" (the opponent's): the words just before it."""
    at = words.index(mine)
    for t in reversed(words[max(0, at - 3) : at]):
        if t.folded.startswith(cue("roles.enemy")):
            return False, t
        if t.folded.startswith(cue("roles.own")):
            return True, t
    return None


def _ready_state(words: Sequence[Token]) -> int | None:
    """Where a word says a unit is ready ("připravení kaemáci"), not the action ("otočím na připravení")."""
    for at in all_cues(words, "states.ready"):
        # "otočí se na stranu připraveni" names the side it turns to
        if at[0] == 0 or words[at[0] - 1].folded not in ("na", "do", "pro", "stranu"):
            return at[0]
    return None


def read_control(found: Found, named: Named) -> None:
    """Ovládnutí: your control token on the tile, the enemy's, an enemy unit there and whether it is routed."""
    words = found.q.words
    for sentence in found.q.sentences():
        text_mine = is_first_person(sentence) or any(t.folded.startswith(cue("roles.own")) for t in sentence)
        enemy = any(t.folded.startswith(cue("roles.enemy")) for t in sentence)
        for i, t in enumerate(sentence):
            owner = _nearest_owner(sentence, i)
            if t.starts(*cue("control.scouted")) and not t.starts("nepropatran"):
                if owner == "own" or (owner is None and not (enemy and not text_mine)):
                    found.set("own_control_token", ControlToken.SCOUTED.value, [t])
                elif owner == "enemy" or (owner is None and enemy):
                    found.set("enemy_controls_tile", False, [t])  # "Němci tam mají jen propátráno": not theirs
            elif t.starts(*cue("control.controlled")) or (t.starts("ovlada", "neovlada") and not t.starts("ovladan")) \
                    or _CONTROLLED_PARTICIPLE.match(t.folded):  # "soupeř má pole ovládnuté"
                negative = t.starts("neovlada") or _negated(sentence, i)
                if owner == "enemy" or (owner is None and enemy and (not text_mine or _enemy_subject(sentence, i))):
                    found.set("enemy_controls_tile", not negative, [t])
                elif owner == "own" or text_mine:
                    found.set("own_control_token", ControlToken.CONTROLLED.value, [t])
    none = find_cue(words, "control.none")
    if none is not None:
        found.set("own_control_token", ControlToken.NONE.value, words[none[0] : none[1] + 1])
    empty = find_cue(words, "control.enemy_none")
    if empty is not None:
        found.set("enemy_unit_on_tile", False, words[empty[0] : empty[1] + 1])
    token = find_cue(words, "control.enemy_token")
    if token is not None:
        found.set("enemy_unit_on_tile", True, words[token[0] : token[1] + 1])
    _enemy_unit_named_generically(found)
    for m in named.of("unit"):
        if is_enemy_unit(words, m):
            found.set("enemy_unit_on_tile", True, m)
            found.set("enemy_unit", m.value, m, m.how)
            routed = found.values.get("routed")
            start = max(0, m.first - 2)
            ready = _ready_state(words[start : m.first])
            if routed is not None:
                found.set("enemy_unit_routed", routed, found.spans.get("routed", ""))
            elif ready is not None:
                found.set("enemy_unit_routed", False, [words[start + ready]])
            break


_CONTROLLED_PARTICIPLE = re.compile(r"(?:ne)?ovladnut(?:y|a|e|ej|ych|ym|ou|eho)$")


def _enemy_unit_named_generically(found: Found) -> None:
    """ "stojí tam jeho nerozprášená jednotka": an enemy unit on the tile, and whether it is routed (the state
    word is the enemy unit's, not the acting unit's)."""
    words = found.q.words
    for i, t in enumerate(words):
        if not t.starts("jednotk", "jednostk"):
            continue
        before = words[max(0, i - 3) : i]
        if not any(w.starts(*cue("roles.enemy")) for w in before):
            continue
        found.set("enemy_unit_on_tile", True, [*before, t])
        state = next((w for w in before if w.starts("rozpras", "nerozpras", "rozbit", "nierozbit")), None)
        if state is not None:
            found.set("enemy_unit_routed", not state.starts("ne"), [state])
            found.drop("routed")
        return


def _nearest_owner(sentence: Sequence[Token], i: int) -> str | None:
    """Whose token a control word names: the nearest owner word before it in its clause
    ("němec má na cíli propátráno a já ovládáno")."""
    for t in reversed([t for t in sentence[:i] if t.clause == sentence[i].clause]):
        if t.folded.startswith(cue("roles.enemy")):
            return "enemy"
        if t.folded.startswith(cue("roles.own")) or t.folded in FIRST_PERSON_WORDS:  # not "zatím" (a verb-like ending)
            return "own"
    return None


def _enemy_subject(sentence: Sequence[Token], i: int) -> bool:
    return any(t.starts(*cue("roles.enemy")) for t in sentence[max(0, i - 4) : i + 3])


def is_enemy_unit(words: Sequence[Token], m: Mention) -> bool:
    """A unit named as the enemy's: "nepřátelští střelci", or after an enemy word in its clause
    ("soupeř pole ovládá a má tam kaemáky")."""
    if owner_of(words, m, 4) == "enemy":
        return True
    clause = _clause(words, m.first)
    return any(t.starts(*cue("roles.enemy")) for t in clause if t.i < words[m.first].i)


def read_casualty(found: Found, named: Named) -> None:
    """Where the hit unit's cards lie: "nemám ji v ruce ani v odhazovacím balíčku, ale je v dobíracím".

    A negation reaches every zone listed after it in its sentence ("nemám v ruce, v odhazovacím ani
    v dobíracím balíčku"), up to a contrast word ("ale", "však").
    """
    words = found.q.words
    zones = {"play_area": "card_in_play_area", "hand": "card_in_hand", "discard": "card_in_discard",
             "deck": "card_in_draw_deck", "reserve": "card_in_reserve"}
    for m in named.of("zone"):
        fact = zones.get(m.value)
        if fact is None:
            continue
        sentence = [t for t in words if t.sentence == words[m.first].sentence]
        scope = sentence[: sentence.index(words[m.first])]
        for j in range(len(scope) - 1, -1, -1):
            if scope[j].folded in CONTRAST:
                scope = scope[j + 1 :]
                break
        negative = any(is_negation(t) for t in scope)
        found.set(fact, not negative, m, m.how)


CONTRAST = frozenset({"ale", "vsak", "avsak", "lecz", "jenze", "ovsem"})


def state_of(found: Found) -> UnitState | None:
    if found.values.get("routed"):
        return UnitState.ROUTED
    if found.values.get("suppressed"):
        return UnitState.SUPPRESSED
    return None
