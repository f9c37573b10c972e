"""States around units and sectors in a Generálové question: reserves, abandoned artillery, bombardment
circumstances, unblocked units, the unit a bombardment hit, and my units taking hits.
"""

from __future__ import annotations

from engine.generalove.facts import Stance, Troop, UnitKind
from understanding.cues import is_negation, negated_before

from .reading import Reading
from .units import UnitRef, troop_of


def _flag(r: Reading, name: str, group: str, key: str, value: bool = True) -> None:
    hit = r.find(group, key)
    if hit is not None:
        negated = negated_before(r.words, r.index(hit), 3)
        r.put_tokens(name, value != negated, [hit])


def read_states(r: Reading, refs: list[UnitRef], *, bombarding: bool) -> None:
    _reserve(r, refs)
    _abandoned(r, refs)
    if bombarding:
        _flag(r, "over_occupied", "places", "bombard_over_occupied")
        _flag(r, "same_sector_as_last_round", "places", "same_sector_again")
        _bombarded(r, refs)
    if r.has("orders", "diagonal"):
        _flag(r, "straight", "orders", "diagonal", value=False)
    _unblocked(r)
    _casualties(r, refs)
    _flight_blocked(r)


def _reserve(r: Reading, refs: list[UnitRef]) -> None:
    hit = r.find("states", "red_reserve")
    if hit is None:
        return
    r.put_tokens("in_red_reserve", not negated_before(r.words, r.index(hit), 3), [hit])
    second = r.find("states", "second_unit")
    alone = r.find("states", "alone")
    if alone is not None:
        r.put_tokens("same_type_panicked_in_red", 0, [alone])
    elif second is not None:
        negated = negated_before(r.words, r.index(second), 3)
        count = second.num if second.num is not None and second.num > 1 else 2
        r.put_tokens("same_type_panicked_in_red", 0 if negated else count - 1, [second])
    elif len(refs) >= 2 and len({u.kind for u in refs}) == 1:
        r.put("same_type_panicked_in_red", len(refs) - 1, r.mention_text(refs[-1].mention), "cue")


def _abandoned(r: Reading, refs: list[UnitRef]) -> None:
    abandoned = any(m.value == "abandoned" for m in r.mentions("condition"))
    artillery = any(u.kind is UnitKind.ARTILLERY for u in refs)
    if not (abandoned or (artillery and r.values.get("panicked"))):
        return
    if abandoned:
        m = next(m for m in r.mentions("condition") if m.value == "abandoned")
        r.replace("unit", UnitKind.ARTILLERY.value, r.mention_text(m), "alias")
        r.replace("panicked", True, r.mention_text(m), "alias")
        for name in ("my_unit", "my_stance", "opponent_unit", "opponent_stance"):
            r.values.pop(name, None)
    _flag(r, "enemy_in_sector", "places", "enemy_in_sector")
    _flag(r, "sector_has_own_unit", "places", "own_in_sector")


def _bombarded(r: Reading, refs: list[UnitRef]) -> None:
    """The unit a bombardment is aimed at: its fate (a hit) or the modifier against it."""
    targets = [u for u in refs if u.kind is not UnitKind.ARTILLERY or u.target or u.owner == "own"]
    if not targets or "route" in r.values:
        return
    u = next((x for x in targets if x.target or x.owner == "own"), targets[0])
    hit = any(t.starts("zasah", "zasaz", "trefi") for t in r.words) or u.panicked
    stance = u.stance or (None if not hit else Stance.UNPREPARED)
    troop = troop_of(UnitRef(u.mention, u.kind, stance=stance, panicked=u.panicked))
    if troop is None:
        return
    if hit:
        r.put("bombarded_unit", troop.value, r.mention_text(u.mention), "alias")
    elif u.stance is not None or u.panicked:
        r.put("bombard_target", troop.value, r.mention_text(u.mention), "alias")
        for name in ("unit", "my_unit", "my_stance", "opponent_unit", "opponent_stance"):
            r.values.pop(name, None)  # the unit named is the target of the bombardment


def _unblocked(r: Reading) -> None:
    if not r.has("states", "unblocked"):
        return
    if any(t.folded in ("jine", "jinou", "jinych", "dalsi", "dalsiho") for t in r.words):
        r.put("other_active_zones", 1, "jiná zóna", "cue")
    same = r.q.find("stejne zone", "stejna zona", "stejnou zonu", "sve zone", "jeji zone")
    if same is not None:
        clause = r.q.clause_of(same)
        negated = any(is_negation(t) for t in clause)
        r.put_tokens("enemies_in_zone", 0 if negated else 1, [same])


def _casualties(r: Reading, refs: list[UnitRef]) -> None:
    if "hits_taken" not in r.values or not refs:
        return
    mine = [u for u in refs if u.owner != "enemy"]
    troops = [troop_of(u) or Troop.of(u.kind, Stance.UNPREPARED, u.panicked) for u in mine]
    if troops:
        r.put("units", [t.value for t in troops], " … ".join(r.mention_text(u.mention) for u in mine), "alias")
        _loss_chosen(r, troops)


_ASSIGN = ("oznac", "prided", "pridel", "urc", "vybr", "obetov", "dat ", "dam ", "zvol", "priradi", "priradit")


def _loss_chosen(r: Reading, troops: list[Troop]) -> None:
    """ "Můžu jako ztrátu označit tu v panice?": the unit the player would take the hit on (its place in the list),
    when the asking sentence picks one of two or more units by its panic, its readiness or its kind."""
    sentence = r.q.asking_sentence
    if len(troops) < 2 or not any(t.starts(*_ASSIGN) for t in sentence):
        return
    panic = any(t.starts("panic", "panik") for t in sentence)
    ready = any(t.starts("bojeschop") for t in sentence)
    if panic == ready:
        return  # both or neither named: which one is meant is not said
    picked = next((i for i, t in enumerate(troops) if t.panicked is panic), None)
    if picked is not None:
        r.put("choice", (picked + 1,), "v panice" if panic else "bojeschopnou", "cue")


def read_move_states(r: Reading, *, bombarding: bool, retreating: bool) -> None:
    """"v jedné fázi o dva sektory"; "z rezervy do sektoru, kde má soupeř bojeschopné jednotky"; a move named
    by a verb of motion ("pěšáci jdou o 2 sektory") is a move order."""
    hit = r.find("orders", "one_phase")
    if hit is not None and ("move_sectors" in r.values or "route" in r.values):
        r.put_tokens("one_phase", True, [hit])
    held = r.find("orders", "reserve_enemy_held")
    if held is not None and "route" not in r.values and "enemy_held" not in r.values:
        r.put_tokens("target_enemy_held", True, [held])
        if "target_status" not in r.values:
            r.put_tokens("target_status", "hostile", [held])
    move_facts = ("route", "move_sectors", "target", "origin", "target_enemy_held", "straight")
    if not bombarding and not retreating and "order" not in r.values and any(k in r.values for k in move_facts):
        verb = r.find("moving", "verbs")
        if verb is not None:
            r.put_tokens("order", "move", [verb])


def _flight_blocked(r: Reading) -> None:
    """ "nemůže utéct", "jediná cesta do rezervy vede přes sektor, který drží soupeř": a unit in panic is trapped."""
    if not r.values.get("panicked") and not any(t.starts("utek", "utec", "utik", "prch") for t in r.words):
        return
    hit = r.find("states", "flight_blocked")
    if hit is None:
        way = r.find("states", "blocked_way")
        held = r.find("orders", "reserve_enemy_held") or r.q.find("nepratelsk", "drzi souper", "ovlada souper")
        hit = way if way is not None and held is not None else None
    if hit is not None:
        r.put_tokens("flight_blocked", True, [hit])
        r.put("panicked", True, r.spans.get("panicked", hit.text), "cue")
