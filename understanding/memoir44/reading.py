"""Reading a Memoir '44 question's facts by role: units, places, distances, the roll, states, counts.

``read(q)`` returns a :class:`Reading`: canonical fact values (the field names of
:class:`engine.memoir44.facts.Memoir44Facts`) and, for each fact, the words it came
from.  Movement numbers ("pohnul se o dvě pole") are read before distances so a move
is never taken for a firing range ("… a pak střílí na tank tři hexy daleko").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.memoir44.facts import BOARD_DISTANCE, MAX_DICE, MAX_MOVE, Feature, Side
from understanding import cues
from understanding.memoir44.claims import stated_reduction
from understanding.memoir44.mentions import Found, find
from understanding.memoir44.places import Places, elliptic_move, joined, place_features, terrain_of
from understanding.memoir44.roles import Roles, assign_roles, attack_verbs
from understanding.memoir44.words import has, matches, words
from understanding.text import Analysed, Token

__all__ = ["Reading", "read"]

_RELATIVE = frozenset({  # the relative pronouns that open a clause about the noun before them
    "ktery", "ktera", "ktere", "kteri", "kterou", "kterym", "kterymi", "kteremu", "ktereho", "kterych",
    "jenz", "jez", "jemuz", "jiz", "co"})


@dataclass
class Reading:
    """Facts read so far, with the words and the way each came from."""

    facts: dict[str, Any] = field(default_factory=dict)
    spans: dict[str, str] = field(default_factory=dict)
    how: dict[str, str] = field(default_factory=dict)
    found: Found | None = None
    roles: Roles | None = None
    ruled_out: set[str] = field(default_factory=set)  # facts a reading showed the question does not state

    def set(self, name: str, value: Any, words_: str, how: str = "cue") -> None:
        if value is None or name in self.facts or name in self.ruled_out:
            return
        self.facts[name] = value
        self.spans[name] = words_
        self.how[name] = how

    def drop(self, name: str) -> None:
        """Forget a fact read earlier (its value, words and way), if it was read."""
        for table in (self.facts, self.spans, self.how):
            table.pop(name, None)


def _number_before(ws: list[Token], i: int, reach: int = 2) -> Token | None:
    return next((t for t in reversed(ws[max(0, i - reach) : i]) if t.num is not None), None)


def _cue(q: Analysed, section: str, name: str) -> Token | None:
    return has(q, words().get(section, name))


def read(q: Analysed) -> Reading:
    """Every fact the question states."""
    r = Reading()
    found = find(q)
    roles = assign_roles(q, found)
    r.found, r.roles = found, roles
    moved = _movement_numbers(q, roles)
    battle = bool(attack_verbs(q))
    w = words()
    moving = bool(moved) or elliptic_move(q) or any(has(q, w.get(section, name)) is not None for section, name in (
        ("verbs", "move"), ("states", "retreating"), ("states", "move_cost")))
    taking_ground = has(q, words().get("states", "take_ground")) is not None  # "postoupit na uvolněné pole"
    movement_question = moving and not (battle and roles.target is not None) and not taking_ground
    _units(r, roles, movement_question)
    places = place_features(q, found, roles, moving, battle)
    _places(r, q, places, movement_question)
    _movement(r, q, moved, movement_question)
    if movement_question:
        _movement_states(r, q, roles)
        r.ruled_out.add("distance")  # "vedle živého plotu": where the move starts, not a range
    if not movement_question:
        _distance(r, q, moved)
    _roll(r, q, found)
    _states(r, q, roles)
    _counts(r, q, found)
    _dice_target(r, roles)
    if not movement_question:
        _close_range(r, q)
    if movement_question and "distance" in r.facts and attack_verbs(q):
        _battle_after_moving(r)
    return r


def _battle_after_moving(r: Reading) -> None:
    """"pěšáci vlezou do lesa o 1 pole a střílí na sousední hex": a battle by a unit that moved this turn."""
    renames = {"unit": "attacker", "move": "attacker_moved", "enters": "attacker_entered"}
    for old, new in renames.items():
        if old in r.facts:
            r.facts[new] = r.facts.pop(old)
            r.spans[new] = r.spans.pop(old)
            r.how[new] = r.how.pop(old)
    if "path" in r.facts:
        path = r.facts.pop("path")
        r.set("attacker_entered", path[-1], r.spans.pop("path"))
        r.set("attacker_moved", len(path), "")
    r.drop("starts_on")


def _movement_states(r: Reading, q: Analysed, roles: Roles) -> None:
    """A move between sectors; a move through a hex where a unit stands."""
    w = words()
    sectors = [t for t in q.words if matches(t, w.get("states", "crosses_sector"))]
    if sectors and not r.facts.get("order_count"):
        r.set("crosses_sector", True, sectors[0].text)
    through = has(q, w.get("states", "through_units"))
    if through is not None and any(matches(t, w.get("verbs", "retreat")) for t in q.clause_of(through)):
        r.set("retreat_blocked_by_unit", True, through.text)  # "ustoupit přes vlastní jednotku": it blocks
    elif through is not None:
        r.set("unit_between", True, through.text)
    for u in roles.between:
        r.set("unit_between", True, u.text)


def _dice_target(r: Reading, roles: Roles) -> None:
    """"šance na zásah pěchoty dvěma kostkami": with dice stated and no attack, the one unit is the target."""
    if "dice" in r.facts and "attacker" in r.facts and "target" not in r.facts and roles.attacker is not None \
            and "distance" not in r.facts:
        r.facts["target"] = r.facts.pop("attacker")
        r.spans["target"] = r.spans.pop("attacker")
        r.how["target"] = r.how.pop("attacker")


# --------------------------------------------------------------------------- units and places


def _units(r: Reading, roles: Roles, movement: bool) -> None:
    if movement:
        mover = roles.attacker or roles.target
        if mover is not None:
            r.set("unit", mover.value, mover.text, mover.how)
        return
    if roles.attacker is not None:
        r.set("attacker", roles.attacker.value, roles.attacker.text, roles.attacker.how)
    if roles.target is not None:
        r.set("target", roles.target.value, roles.target.text, roles.target.how)
    if roles.both and roles.attacker is not None and roles.attacker.value is not None and roles.target is None:
        r.set("target", roles.attacker.value, roles.attacker.text, roles.attacker.how)
    if roles.between:
        r.set("unit_between", True, roles.between[0].text)
    if roles.adjacent_enemy is not None:
        r.set("enemy_adjacent", True, roles.adjacent_enemy.text)


def _places(r: Reading, q: Analysed, p: Places, movement: bool) -> None:
    for name, mentions in (("terrain_attacker", [] if movement else p.attacker), ("terrain_target", p.target)):
        if mentions:
            value, text = terrain_of(mentions)
            r.set(name, value, text, mentions[0].how)
    if p.between:
        kept = [m for m in p.between if m.value is not Feature.PLAIN] or p.between
        r.set("between", tuple(dict.fromkeys(m.value for m in kept)), joined(kept))
        low = [m for m in p.between if m.value is Feature.PLAIN and any(0 < k.first - m.first <= 2 for k in kept)]
        if low and "between" not in p.heights:  # "mezi nimi je na rovině město": the town is at height 0
            r.set("between_height", 0, low[0].text)
    if p.edge:
        named = [m.value for m in p.edge]
        # "les … pole lesa a na druhé straně rovina": one side named twice, the other after it
        sides = list(dict.fromkeys(named))[:2] if len(set(named)) >= 2 else named[:2]
        if len(sides) == 1:
            sides.append(sides[0] if _cue(q, "states", "both_sides") is not None else Feature.PLAIN)
        r.set("edge_sides", tuple(sides), joined(p.edge[:2]))
    if p.retreat_only:
        r.set("retreat_only_to", p.retreat_only[0].value, p.retreat_only[0].text)
    if p.retreat_blocked:
        r.set("retreat_blocked_by", tuple(dict.fromkeys(m.value for m in p.retreat_blocked))[:2],
              joined(p.retreat_blocked))
    for role, name in (("attacker", "attacker_height"), ("target", "target_height"), ("between", "between_height")):
        if role in p.heights:
            r.set(name, p.heights[role][0], p.heights[role][1])
    if movement:
        starts = p.starts_on or p.attacker  # the mover's own hex: where the move starts
        if starts:
            r.set("starts_on", starts[0].value, starts[0].text)
        if len(p.entered) > 1:
            r.set("path", tuple(m.value for m in p.entered)[:MAX_MOVE], joined(p.entered))
        elif p.entered:
            r.set("enters", p.entered[0].value, p.entered[0].text)
    elif p.entered:
        r.set("attacker_entered", p.entered[-1].value, p.entered[-1].text)


# --------------------------------------------------------------------------- moving and distances


def _movement_numbers(q: Analysed, roles: Roles) -> dict[int, Token]:
    """Numbers of hexes moved ("pohne se o dvě pole", "o 2 hexy"): word index -> the number token."""
    ws = q.words
    move_verbs = words().get("verbs", "move")
    if has(q, words().get("states", "retreating")) is not None:  # "ustupuju o 2 pole přes …": the retreat's hexes
        move_verbs = (*move_verbs, *words().get("verbs", "retreat"))
    out: dict[int, Token] = {}
    for i, t in enumerate(ws):
        if not matches(t, move_verbs):
            continue
        clause = [x for x in ws[i + 1 :] if x.clause == t.clause or x.folded == "o"][:5]
        for j, x in enumerate(clause):
            if x.num is not None and j + 1 < len(clause) and cues.is_field_word(clause[j + 1]):
                out[ws.index(x)] = x
                break
            if x.num is not None and j > 0 and clause[j - 1].folded == "o":
                out[ws.index(x)] = x
                break
    return out


def _hexes_from_entered(r: Reading, q: Analysed) -> None:
    """"Začínám dvě pole od živého plotu. Můžu do něj vstoupit?": the hexes to the terrain entered are the move."""
    entered = set(r.spans.get("enters", "").lower().split())
    ws = q.words
    for i, t in enumerate(ws[:-1]):
        if t.folded == "vedle" and entered & {x.text.lower() for x in ws[i + 1 : i + 3]} \
                and not cues.negated_before(ws, i, 2):
            r.set("move", 1, q.span_text(t, ws[min(i + 2, len(ws) - 1)]))  # "začíná hned vedle živého plotu"
            return
    for i, t in enumerate(ws[:-3]):
        after = {x.text.lower() for x in ws[i + 3 : i + 6]}
        if t.num is not None and cues.is_field_word(ws[i + 1]) and ws[i + 2].folded in ("od", "ode") \
                and entered & after and 0 < t.num <= MAX_MOVE:
            r.set("move", t.num, q.span_text(t, ws[i + 2]))
            return


def _movement(r: Reading, q: Analysed, moved: dict[int, Token], movement: bool) -> None:
    start = has(q, words().get("states", "not_started_adjacent"))
    if movement and start is not None and (start.starts("nesousedi") or any(
            t.starts("sousedn", "vedle") for t in q.clause_of(start))):
        r.set("move", 2, start.text)  # "pokud tah nezačala na sousedním poli": it comes from farther away
        r.ruled_out.add("distance")
    if movement and not moved:
        _hexes_from_entered(r, q)
    if not moved:
        return
    t = next(iter(moved.values()))
    if t.num is None or not 0 < t.num <= MAX_MOVE:
        return
    r.set("move" if movement else "attacker_moved", t.num, t.text)


def _distance(r: Reading, q: Analysed, moved: dict[int, Token]) -> None:
    ws = q.words
    exclude = set(moved)
    for i, t in enumerate(ws):
        nxt = ws[i + 1] if i + 1 < len(ws) else None
        if t.num is not None and nxt is not None and (nxt.starts("kostk", "kostc", "figur", "medail", "rozkaz",
                                                                   "jednot", "vlajk", "granat", "hvezd", "zasah")):
            exclude.add(i)
        if t.num is not None and t.num >= 1939:
            exclude.add(i)
    edge = has(q, words().get("states", "edge_line"))
    if edge is not None:
        start = ws.index(edge)
        exclude.update(range(start, start + 4))  # "po hraně mezi dvěma poli": no distance
    reading = cues.read_distance(q, frozenset(exclude))
    if reading is None or not isinstance(reading.value, int) or not 1 <= reading.value <= BOARD_DISTANCE:
        return
    close = _approach(q)
    if close is not None and reading.value > 1:  # "stojí tři hexy od ní, přiblížím se až na sousední pole a …"
        said = q.span_text(reading.tokens[0], close) if reading.tokens else close.text
        r.set("attacker_moved", reading.value - 1, said)
        r.set("distance", 1, close.text)
        return
    r.set("distance", reading.value, reading.span(q))


def _close_range(r: Reading, q: Analysed) -> None:
    """"útok na blízko", "v boji zblízka": a close assault is a battle against an adjacent hex (distance 1),
    unless the question speaks of a farther target ("na vzdálenější cíl")."""
    if r.facts.keys() & {"distance", "took_ground", "overrun_already_done"}:
        return  # a distance said, or the close assault is the one before an overrun, whose battle may reach farther
    w = words()
    close = has(q, w.get("states", "close_range"))
    if close is not None and has(q, w.get("states", "adjacent_far")) is None:
        r.set("distance", 1, close.text)


def _approach(q: Analysed) -> Token | None:
    """The word of a move that ends next to the target ("přiblížit se až na sousední pole"), if the question has one."""
    verb = next((t for t in q.words if matches(t, words().get("verbs", "approach"))), None)
    if verb is None:
        return None
    return next((t for t in q.clause_of(verb) if t.starts("sousedn", "vedle", "vedlejs")), None)


# --------------------------------------------------------------------------- the roll


def _roll(r: Reading, q: Analysed, found: Found) -> None:
    if found.faces:
        text = q.span_text(q.words[found.faces[0].first], q.words[found.faces[-1].last])
        r.set("rolled", tuple(f.value for f in found.faces)[:MAX_DICE], text, "alias")
    elif found.face_asked is not None:
        r.set("face", found.face_asked.value, found.face_asked.text, "alias")
    claimed = stated_reduction(q)  # "odečítám 3 kostky?": the reduction believed in, not the dice rolled
    for i, t in enumerate(q.words):
        if t.starts("kostk", "kostc", "kostkam") and "rolled" not in r.facts and i > 0:
            n = q.words[i - 1]
            if n is claimed:
                continue
            if n.num is not None and n.sentence == t.sentence and 1 <= n.num <= MAX_DICE:
                r.set("dice", n.num, q.span_text(n, t))
                break


# --------------------------------------------------------------------------- states


def _states(r: Reading, q: Analysed, roles: Roles) -> None:
    st = "states"
    if (t := has(q, words().get("roles", "not_ordered"))) is not None:
        r.set("ordered", False, t.text)
    if (t := _cue(q, st, "overrun_again")) is not None and _cue(q, st, "overrun") is not None:
        r.set("overrun_already_done", True, t.text)
    if (took := _cue(q, st, "took_ground")) is not None:
        r.set("took_ground", True, took.text)
    if _cue(q, st, "take_ground") is not None:
        if (won := _cue(q, st, "assault_lost")) is not None:
            r.set("assault_success", False, won.text)
        elif (won := _cue(q, st, "assault_won")) is not None:
            r.set("assault_success", True, won.text)
    if (t := _cue(q, st, "counterattack")) is not None and attack_verbs(q):
        r.set("counterattack", True, t.text)
    if (t := has([x for x in q.words if x not in q.asking_sentence], words().get(st, "stars_hit"))) is not None:
        r.set("stars_hit", True, t.text)
    if (t := _cue(q, st, "no_ignore_flag")) is not None:
        r.set("ignore_flag", False, t.text)
    if (t := _cue(q, st, "retreat_free")) is not None and not any(cues.is_negation(x) for x in q.words
                                                                   if x.clause == t.clause and x.i < t.i):
        r.set("retreat_free", True, t.text)
    flags = any(f.value == "flag" for f in (r.found.faces if r.found else ()))
    if (t := _cue(q, st, "own_edge")) is not None and (flags or has(q, words().get("verbs", "retreat"))):
        r.set("at_own_edge", True, t.text)
    _retreat_unit(r, q)
    _adjacent_enemy(r, q, roles)
    _unit_between(r, q)
    _nothing_between(r, q)
    if (t := _cue(q, st, "retreating")) is not None:
        r.set("retreating", True, t.text)


def _nothing_between(r: Reading, q: Analysed) -> None:
    """"když mezi nimi nic není": open ground between the two."""
    for t in q.words:
        if t.folded == "mezi" and "between" not in r.facts and not r.facts.get("unit_between"):
            hit = has(q.clause_of(t), words().get("states", "nothing_between"))
            if hit is not None:
                r.set("between", (Feature.PLAIN,), hit.text)


def _unit_between(r: Reading, q: Analysed) -> None:
    """"mezi nimi stojí (jiná) jednotka": a unit between the two, named without its type."""
    w = words()
    for t in q.words:
        if t.folded != "mezi":
            continue
        after = [x for x in q.clause_of(t) if x.i > t.i]
        stand = next((i for i, x in enumerate(after) if matches(x, w.get("verbs", "stand"))), None)
        unit = next((x for x in after[stand or 0 :] if matches(x, w.get("roles", "unit_words"))), None)
        if stand is not None and unit is not None:
            r.set("unit_between", True, unit.text)
            return
        at = q.words.index(t)
        before = [x for x in q.words[max(0, at - 4) : at] if x.clause == t.clause]  # "jednotka co stojí mezi námi"
        if before and before[-1].folded.startswith(("stoj", "sedi", "sedej")):
            unit = next((x for x in reversed(before) if matches(x, w.get("roles", "unit_words"))), None)
            if unit is not None:
                r.set("unit_between", True, unit.text)
                return


def _retreat_unit(r: Reading, q: Analysed) -> None:
    """"ústup blokuje nepřátelská jednotka", "za ní stojí jednotka": a unit on a retreat hex."""
    w = words()
    for x in q.words:
        behind = has(q.clause_of(x), w.get("states", "retreat_behind"))
        if not (matches(x, w.get("verbs", "retreat")) or (behind is not None and x is behind)):
            continue
        clause = q.clause_of(x)
        if matches(x, w.get("verbs", "retreat")) and has(clause, w.get("states", "retreat_block")) is None:
            continue
        unit = next((u for u in clause if matches(u, w.get("roles", "unit_words")) or u.starts(*cues.ENEMY_PREFIXES)),
                    None)
        if unit is not None:
            r.set("retreat_blocked_by_unit", True, unit.text)
            return


def _adjacent_enemy(r: Reading, q: Analysed, roles: Roles) -> None:
    """Another enemy next to the attacker: "vedle ní stojí jiná nepřátelská jednotka"; "v boji na blízko …
    na vzdálenější cíl"."""
    w = words()
    farther = has(q, w.get("states", "adjacent_far")) is not None  # "na vzdálenější cíl": the target is not the one
    if r.facts.get("distance") == 1 and roles.adjacent_enemy is None and not farther:
        return
    t = has(q, w.get("states", "adjacent_enemy"))
    other = t is not None and any(x.starts(*cues.ENEMY_PREFIXES) or x.folded in ("jina", "jine", "jiny", "dalsi")
                                  for x in q.clause_of(t))
    if not other:
        t = has(q, w.get("states", "close_assault"))
        other = t is not None and has(q, w.get("states", "adjacent_far")) is not None
    if not other and roles.adjacent_enemy is not None and roles.target is not None \
            and roles.target is not roles.adjacent_enemy:  # "stojí hned vedle německé pěchoty, … střílet na dělo"
        t, other = q.words[roles.adjacent_enemy.first], True
    if other and t is not None:
        r.set("enemy_adjacent", True, t.text)
        if farther and r.facts.get("distance") == 1:
            r.drop("distance")  # "vedle" placed the enemy, not the target


# --------------------------------------------------------------------------- counts


def _counts(r: Reading, q: Analysed, found: Found) -> None:
    ws = q.words
    st = "states"
    for i, t in enumerate(ws):
        if matches(t, words().get(st, "figures")):
            n = _number_before(ws, i)
            lost = any(matches(x, words().get(st, "figures_lost")) for x in ws[max(0, i - 4) : i])
            if n is not None and n.num is not None and 1 <= n.num <= 4 and not lost:
                whose = _figures_owner(r, ws, ws.index(n))
                r.set("attacker_figures" if whose == "attacker" else "figures", n.num, q.span_text(n, t))
    _orders(r, q, found)
    _medals(r, q, found)
    for s in found.sectors[:1]:
        r.set("sector", s.value, s.text, s.how)
    for s in found.objectives[:1]:
        r.set("objective", s.value, s.text, s.how)
    for s in found.fronts[:1]:
        r.set("front", s.value, s.text, s.how)
    year = next((t for t in ws if t.num is not None and 1939 <= t.num <= 1945), None)
    if year is not None:
        r.set("year", year.num, year.text)
    if (t := _cue(q, st, "air_attack")) is not None:
        r.set("air_attack", True, t.text)
    if found.fronts or year is not None or "air_attack" in r.facts:  # a side matters for air power only
        for s in found.sides[:1]:
            r.set("side", s.value if isinstance(s.value, Side) else None, s.text, s.how)


def _figures_owner(r: Reading, ws: list[Token], i: int) -> str | None:
    """"tank s jednou figurkou střílí …", "mám pěšáky už jen se 2 figurkami, střílím …": the attacker's."""
    roles = r.roles
    if roles is None or roles.attacker is None or "rolled" in r.facts:
        return None
    clauses = {ws[i].clause}
    opener = next(t for t in ws if t.clause == ws[i].clause)
    if opener.folded in _RELATIVE:  # "pěchota, které zbyla jen jedna figurka, …": the unit before it
        clauses.add(ws[i].clause - 1)
    units = [u for u in (roles.attacker, roles.target) if u is not None and u.last < i and ws[u.last].clause in
             clauses]
    return "attacker" if units and units[-1] is roles.attacker else None


def _orders(r: Reading, q: Analysed, found: Found) -> None:
    ws = q.words
    st = "states"
    if (t := _cue(q, st, "unit_on_line")) is not None:
        r.set("unit_on_line", True, t.text)
    count: Token | None = None
    for i, t in enumerate(ws):
        if t.starts("rozkaz") and count is None:
            n = next((x for x in ws[i + 1 : i + 4] if x.num is not None), None) or _number_before(ws, i)
            unit_word = n is not None and any(x.starts("jednot") for x in ws[i + 1 : i + 5] + ws[ws.index(n) + 1 :
                                                                                                 ws.index(n) + 2])
            if n is not None and unit_word and n.num is not None and 1 <= n.num <= 12:
                count = n
                r.set("order_count", n.num, q.span_text(t, n) if n.i > t.i else q.span_text(n, t))
    if count is None:
        return
    for i, t in enumerate(ws):
        n = _number_before(ws, i, 1) if t.starts("jednot", "jednotc") else None
        if n is not None and n is not count and n.num is not None and any(
                matches(x, words().get(st, "order_units")) for x in ws[max(0, i - 6) : i]):
            r.set("units_in_sector", n.num, q.span_text(n, t))
        if t.starts("zadn") and i + 1 < len(ws) and ws[i + 1].starts("jednot"):
            r.set("units_in_sector", 0, q.span_text(t, ws[i + 1]))
        if t.folded in ("mam", "mame"):
            n = next((x for x in ws[i + 1 : i + 4] if x.folded not in ("jen", "jenom", "pouze", "uz", "tam", "tu")),
                     None)
            if n is not None and n.num is not None and n is not count:
                r.set("units_in_sector", n.num, q.span_text(t, n))


def _medals(r: Reading, q: Analysed, found: Found) -> None:
    ws = q.words
    st = "states"
    for i, t in enumerate(ws):
        if not t.starts("medail"):
            continue
        n = _number_before(ws, i, 3) or next((x for x in ws[i + 1 : i + 3] if x.num is not None), None)
        if n is None or n.num is None:
            continue
        context = ws[max(0, i - 5) : i + 3]
        if any(matches(x, words().get(st, "medals_need")) for x in context) or has(context, words().get(
                st, "medals_need")):
            r.set("medals_needed", n.num, q.span_text(min(n, t, key=lambda x: x.i), max(n, t, key=lambda x: x.i)))
        elif n.num <= 12:
            r.set("medals", n.num, q.span_text(min(n, t, key=lambda x: x.i), max(n, t, key=lambda x: x.i)))
    if any(t.starts("medail", "vyhr", "vitez") for t in ws):
        for i, t in enumerate(ws[:-1]):
            n = ws[i + 1]
            if n.num is None or n.num > 12 or (i + 2 < len(ws) and ws[i + 2].starts("medail")):
                continue
            if t.folded in ("mam", "mame", "ma", "maji"):
                r.set("medals", n.num, q.span_text(t, n))
            elif matches(t, words().get(st, "medals_need")):
                r.set("medals_needed", n.num, q.span_text(t, n))
    for i, t in enumerate(ws):
        if matches(t, words().get(st, "destroyed")):
            n = next((x for x in ws[i + 1 : i + 4] if x.num is not None), None)
            if n is not None and n.num is not None and n.num <= 30:
                r.set("units_destroyed", n.num, q.span_text(t, n))
    if found.objectives:
        clause_words = q.words
        if (t := has(clause_words, words().get(st, "majority_lost"))) is not None:
            r.set("has_majority", False, t.text)
        elif (t := has(clause_words, words().get(st, "majority_kept"))) is not None:
            r.set("has_majority", True, t.text)
        if (t := has(clause_words, words().get(st, "left_objective"))) is not None:
            r.set("still_occupied", False, t.text)
        elif (t := has(clause_words, words().get(st, "occupied"))) is not None:
            r.set("still_occupied", True, t.text)
