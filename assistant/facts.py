"""Position facts stated in a question, as the game engines' ``FACTS`` name them.

Each extractor reads an analysed :class:`~assistant.understand.Question` and
returns only what the text says; nothing is defaulted here (the engine asks for
what it needs).  Word lists live in :mod:`assistant.vocabulary`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from assistant import vocabulary as V
from assistant.understand import CLAUSE_BREAKS, Question, Tok
from lang.czech_stem import stem


@dataclass
class Mention:
    key: str  # canonical name (engine key)
    start: int  # index into the question's words
    end: int
    text: str  # as written, with a squad letter when one follows


def _words(q: Question) -> list[Tok]:
    return q.words()


def find_mentions(
    words: Sequence[Tok], aliases: dict[str, tuple[str, ...]], skip: frozenset[str] = frozenset()
) -> list[Mention]:
    """Non-overlapping mentions of alias phrases, longest first.

    Words are compared by their light stems, so other cases of a listed form match too
    ("protitankovou střelou" ~ "protitanková střela", "krycí palbě" ~ "krycí palba").
    Aliases in ``skip`` are ignored (Polish names that are ordinary Czech words).
    """
    keys = [{stem(w.folded), stem(w.lemma)} for w in words]  # the lemma joins Polish cases ("ogniem" ~ "ogień")
    taken: set[int] = set()
    found: list[Mention] = []
    phrases = sorted(
        ((tuple(stem(p) for p in a.split()), key) for key, forms in aliases.items() for a in forms if a not in skip),
        key=lambda p: -len(p[0]),
    )
    for phrase, key in phrases:
        n = len(phrase)
        for i in range(len(keys) - n + 1):
            if all(phrase[j] in keys[i + j] for j in range(n)) and not taken.intersection(range(i, i + n)):
                taken.update(range(i, i + n))
                text = " ".join(w.text for w in words[i : i + n])
                if i + n < len(words) and re.fullmatch(r"[ABC]", words[i + n].text):
                    text += " " + words[i + n].text
                found.append(Mention(key, i, i + n, text))
    return sorted(found, key=lambda m: m.start)


def number_after(words: Sequence[Tok], index: int, window: int = 3) -> int | None:
    """First number among the ``window`` words after ``index`` (skipping filler words)."""
    for w in words[index + 1 : index + 1 + window]:
        if w.num is not None:
            return w.num
        if w.folded not in V.FILLER:
            return None
    return None


def _cover_after(words: Sequence[Tok], index: int, window: int = 3) -> int | str | None:
    for w in words[index + 1 : index + 1 + window]:
        if "/" in w.folded:
            return w.folded.replace(" ", "")
        if w.num is not None:
            return w.num
        if w.folded not in V.FILLER:
            return None
    return None


def _negated(words: Sequence[Tok], index: int, window: int = 3) -> bool:
    return any(w.folded in V.NEGATIONS or (w.folded.startswith("ne") and w.folded[2:5] in V.NEG_VERB_STEMS)
               for w in words[max(0, index - window) : index])


def _sentences(q: Question) -> list[list[Tok]]:
    out: list[list[Tok]] = [[]]
    for t in q.toks:
        if t.text in {".", "?", "!"}:
            if out[-1]:
                out.append([])
        elif t.text not in {",", ";", ":", "–", "—", "(", ")", "\"", "„", "“"}:
            out[-1].append(t)
    return [s for s in out if s]


def _clause_of(q: Question, words: Sequence[Tok], index: int) -> list[Tok]:
    target = words[index]
    for clause in q.clauses():
        if any(t is target for t in clause):
            return clause
    return list(words)


def first_person(toks: Iterable[Tok]) -> bool:
    return any(t.folded in V.FIRST_PERSON for t in toks)


# ---------------------------------------------------------------- shared readings


def _since_contrast(toks: Sequence[Tok]) -> Sequence[Tok]:
    """The words after the last "ale"/"však"/"avšak"/"jenže": a negation before them does not reach past."""
    for i in range(len(toks) - 1, -1, -1):
        if toks[i].folded in V.CONTRAST_WORDS:
            return toks[i + 1 :]
    return toks


def read_distance(q: Question, facts: dict[str, Any]) -> None:
    words = _words(q)
    if q.has(*V.SAME_TILE):
        facts["attacker_same_tile"] = True
        facts["distance"] = 0
        return
    if q.has(*V.OTHER_TILE):
        facts["attacker_same_tile"] = False
    if q.has(*V.ADJACENT):
        facts["distance"] = 1
        return
    for i, w in enumerate(words):
        if w.starts("vzdalenost", "odleglos"):
            n = number_after(words, i, 2)
            if n is not None:
                facts["distance"] = n
                return
        if w.folded in V.FIELD_WORDS and i > 0 and words[i - 1].num is not None:
            clause = _clause_of(q, words, i)
            if not any(t is words[i - 1] for t in clause):
                continue  # "krytem opevnění 3, pole ovládají…": the number belongs to the clause before
            if any(t.starts(*V.MOVE_VERBS) for t in clause) and not any(t.starts("stril", "utoc") for t in clause):
                continue
            facts["distance"] = words[i - 1].num
            return


def read_dice(q: Question, facts: dict[str, Any]) -> None:
    words = _words(q)
    for i, w in enumerate(words):
        if w.starts("kostk", "kostc", "kosc", "kosci"):
            if i > 0 and words[i - 1].num is not None:
                facts["dice"] = words[i - 1].num
                return
            n = number_after(words, i, 1)
            if n is not None and not w.starts("kostce"):
                facts["dice"] = n
                return


def read_rolls(q: Question, facts: dict[str, Any]) -> None:
    toks = q.toks
    for i, t in enumerate(toks):
        if t.starts(*V.ROLL_VERBS):
            rolls: list[int] = []
            for u in toks[i + 1 :]:
                if u.num is not None and u.text.isdigit():
                    rolls.append(u.num)
                elif u.folded in V.ROLL_JOINERS or u.text == ",":
                    continue
                else:
                    break
            if rolls:
                facts["rolls"] = rolls
                facts.setdefault("dice", len(rolls))
                return


# ---------------------------------------------------------------- Odhodlaní (Normandie, Stalingrad)


def undaunted_facts(q: Question) -> dict[str, Any]:
    from engine.undaunted import names

    words = _words(q)
    facts: dict[str, Any] = {}
    skip = V.POLISH_ONLY_ALIASES if q.lang == "cs" else frozenset()
    actions = find_mentions(words, {**names.ACTION_ALIASES, **V.ACTION_VERBS}, skip)
    units = find_mentions(words, {**names.UNIT_ALIASES, **names.STRUCTURE_ALIASES})
    cards = find_mentions(words, V.COMMANDER_CARDS)
    units = [u for u in units if not any(c.start <= u.start < c.end for c in cards)]
    # "střelci v tunelu / v budově": a place, not the target of the action
    units = [u for u in units
             if not (u.key in names.STRUCTURE_ALIASES and u.start > 0 and words[u.start - 1].folded in ("v", "ve"))]

    # the action: one introduced by "akce/akcí X" first, then one with a value, then a combat action
    action: Mention | None = None
    for m in actions:
        if m.start > 0 and words[m.start - 1].starts("akc", "akcj"):
            action = m
            break
    if action is None:
        valued = [m for m in actions if number_after(words, m.end - 1, 2) is not None]
        combat = [m for m in actions if m.key in V.COMBAT_ACTIONS and m.key not in V.VERB_ONLY]
        # a named combat action ("demolicí") is more specific than the general word "útok / útočím"
        combat = [m for m in combat if m.key != "utok"] + [m for m in combat if m.key == "utok"]
        named = [m for m in actions if m.key not in V.VERB_ONLY]
        action = (valued or combat or named or actions or [None])[0]
    if action is not None and action.key not in V.VERB_ONLY:
        facts["action"] = names.ACTION_NAMES.get(action.key, action.key)
        value = number_after(words, action.end - 1, 2)
        if value is not None:
            facts["action_value"] = value
            nxt = words[action.end + 1] if action.end + 1 < len(words) else None
            if nxt is not None and re.fullmatch(r"[ABC]", nxt.text):
                facts["squad"] = nxt.text
    elif action is not None:
        facts["action"] = names.ACTION_NAMES[V.VERB_ONLY[action.key]]

    _unit_roles(q, words, units, facts)
    _defense(q, words, facts)
    read_distance(q, facts)
    if isinstance(facts.get("distance"), int) and facts["distance"] >= 1:
        facts.setdefault("attacker_same_tile", False)  # a distance of one or more fields: another tile
    read_dice(q, facts)
    read_rolls(q, facts)
    if facts.get("target") and q.has("pod palbou", "przygwozdz") and not q.has(*V.PERMISSION):
        facts["target_suppressed"] = True
    if q.has(*V.SMOKE):
        facts["smoke_on_tile"] = True
    _hills(q, facts)
    _card_values(words, facts)
    _states(q, words, units, cards, actions, facts)
    _initiative(q, facts)
    if q.has("mina", "miny", "minu", "minove", "minov", "minou") and not q.has("minomet"):
        facts["mine"] = True
    return facts


def _initiative(q: Question, facts: dict[str, Any]) -> None:
    """Initiative values of both chosen cards, and who holds the initiative token."""
    if not q.has("iniciativ", "inicjatyw"):
        return
    own = enemy = None
    for clause in q.clauses():
        numbers = [t.num for t in clause if t.num is not None and t.folded not in V.BOTH_WORDS]
        if not numbers:
            continue
        is_enemy = any(t.starts(*V.ENEMY_WORDS) or t.folded in V.ENEMY_PRONOUNS for t in clause)
        is_own = first_person(clause) or any(t.folded in V.OWN_WORDS for t in clause)
        if len(numbers) >= 2 and own is None and enemy is None:
            own, enemy = numbers[0], numbers[1]
        elif is_enemy and enemy is None:
            enemy = numbers[0]
        elif (is_own and own is None) or own is None:
            own = numbers[0]
        elif enemy is None:
            enemy = numbers[0]
    both = any(t.folded in V.BOTH_WORDS for t in q.toks)
    if own is not None and enemy is None and (both or q.has("stejn", "shodn", "taky", "take", "rown", "remis")):
        enemy = own
    if own is not None:
        facts["own_initiative"] = own
    if enemy is not None:
        facts["enemy_initiative"] = enemy
    for sentence in _sentences(q):
        text = " ".join(t.folded for t in sentence)
        if "zeton iniciativy" in text or "znacznik inicjatywy" in text:
            enemy_has = any(t.starts(*V.ENEMY_WORDS) for t in sentence)
            negated = any(t.folded in V.NEGATIONS or t.folded.startswith("nem") for t in sentence)
            facts["has_initiative"] = not (enemy_has or negated)
    if q.has("valecny zmatek", "valecneho zmatku", "valecnym zmatkem"):
        facts["fog_of_war_card"] = True
    for k in ("attacker", "target", "action", "action_value", "distance"):
        facts.pop(k, None)


def roles(q: Question, words: Sequence[Tok], units: Sequence[Mention]) -> tuple[Mention | None, Mention | None]:
    """(attacker, target) among unit mentions.

    First the grammar of attack: the unit right before an attack verb in its clause is the
    attacker ("nepřátelská pěchota útočí na …"), a unit after it is the target.  Otherwise
    markers decide: "na/proti …" or an enemy adjective marks the target, "moji …" the attacker.
    """
    attacker: Mention | None = None
    target: Mention | None = None
    index = {id(w): i for i, w in enumerate(words)}
    for clause in q.clauses():
        verbs = [index[id(t)] for t in clause if id(t) in index and t.starts(*V.ATTACK_VERBS)]
        if not verbs:
            continue
        v = verbs[0]
        if words[v].folded.endswith(("im", "ime")):
            # "útočím na ně": I attack; a unit named elsewhere without "moji/svými" is the target
            own = [m for m in units if any(w.folded in V.FIRST_PERSON or w.folded in V.OWN_WORDS
                                           or w.folded.startswith("svy") for w in words[max(0, m.start - 2) : m.start])]
            others = [m for m in units if m not in own]
            return (own[0] if own else None), (others[0] if others else None)
        start, end = index.get(id(clause[0]), 0), index.get(id(clause[-1]), len(words) - 1)
        before = [m for m in units if start <= m.start < v]
        after = [m for m in units if v < m.start <= end]
        if before and attacker is None:
            attacker = before[-1]
        if after and target is None:
            target = after[0]
        break
    for m in units:
        if m is attacker or m is target:
            continue
        before_words = words[max(0, m.start - 3) : m.start]
        if target is None and any(w.folded in V.TARGET_MARKERS or w.starts(*V.ENEMY_WORDS) for w in before_words):
            target = m
        elif attacker is None and any(w.folded in V.FIRST_PERSON for w in before_words):
            attacker = m
    for m in units:
        if m is attacker or m is target:
            continue
        if attacker is None and (target is None or m.start < target.start):
            attacker = m
        elif target is None:
            target = m
    return attacker, target


def _unit_roles(q: Question, words: Sequence[Tok], units: list[Mention], facts: dict[str, Any]) -> None:
    attacker, target = roles(q, words, units)
    if attacker:
        facts["attacker"] = attacker.text
    if target:
        facts["target"] = target.text


def _defense(q: Question, words: Sequence[Tok], facts: dict[str, Any]) -> None:
    for i, w in enumerate(words):
        if w.starts("obran", "obron") and i > 0:
            prev = words[i - 1]
            value = next((x.num for x in words[i + 1 : i + 4] if x.num is not None), None)
            if value is None:
                continue
            if prev.starts("zaklad", "podstaw"):
                facts.setdefault("base_defense", value)
            elif prev.starts("celkov", "calkow", "lacz") or prev.folded in ("proti", "przeciw", "przeciwko"):
                facts.setdefault("total_defense", value)
            else:  # "střelci mají obranu 4": the unit's own (base) defense
                facts.setdefault("base_defense", value)
        elif w.starts("kryt", "oslon", "zaslon") and not w.starts("kryci"):
            nxt = words[i + 1] if i + 1 < len(words) else None
            if nxt is not None and nxt.starts("budov", "budynk"):
                value = number_after(words, i + 1, 3)
                if value is not None:
                    facts["building_cover"] = value
                continue
            if nxt is not None and nxt.starts("opevnen"):
                value = number_after(words, i + 1, 3)
                if value is not None:
                    facts["fortification_cover"] = value
                continue
            value = _cover_after(words, i, 3)
            if value is not None:
                facts.setdefault("cover", value)
        elif w.starts("odolnost") and i + 1 < len(words) and words[i + 1].starts("pancir", "budov"):
            value = number_after(words, i + 1, 3)
            if value is not None:
                facts.setdefault("base_defense", value)
        elif "/" in w.folded and "cover" not in facts:
            facts["cover"] = w.folded


def _hills(q: Question, facts: dict[str, Any]) -> None:
    for clause in q.clauses():
        for i, t in enumerate(clause):
            if t.starts(*V.HILL):
                negated = _negated(clause, i, 4)
                located = any(c.starts(*V.LOCATION_VERBS) for c in clause[:i])
                aimed = any(c.folded in V.TARGET_MARKERS for c in clause[max(0, i - 3) : i])
                mine = first_person(clause) or any(c.folded in V.SELF_WORDS for c in clause)
                if located:
                    key = "hill_attacker" if mine else "hill_target"
                else:
                    key = "hill_target" if aimed or not mine else "hill_attacker"
                facts.setdefault(key, not negated)
                break
    if isinstance(facts.get("cover"), str) and "/" in facts["cover"]:
        facts.setdefault("hill_target", True)


def _card_values(words: Sequence[Tok], facts: dict[str, Any]) -> None:
    """'hodnotu 1 se symbolem tanku a 4 se symbolem budovy' -> {"tank": 1, "budova": 4}."""
    values: dict[str, int] = {}
    for i, w in enumerate(words):
        if w.starts("symbol") and i + 1 < len(words):
            what = words[i + 1]
            number = next((x.num for x in reversed(words[max(0, i - 3) : i]) if x.num is not None), None)
            if number is None:
                continue
            if what.starts("tank"):
                values["tank"] = number
            elif what.starts("budov"):
                values["budova"] = number
            elif what.starts("pechot", "jednotk"):
                values["pěchota"] = number
    if values:
        facts["card_values"] = values


def _states(q: Question, words: Sequence[Tok], units: list[Mention], cards: list[Mention],
            actions: list[Mention], facts: dict[str, Any]) -> None:
    asks_permission = q.has(*V.PERMISSION)
    # a unit under fire that wants to act
    if q.has("pod palbou", "przygwozdz") and asks_permission and units:
        sentences = _sentences(q)
        for sentence in sentences:
            text = " ".join(t.folded for t in sentence)
            if "pod palbou" in text or "przygwozdz" in text:
                unit = next((u for u in units if any(t is words[u.start] for t in sentence)), units[0])
                facts["unit"] = unit.text
                facts["suppressed"] = True
                later = [a for a in actions if a.start > unit.start]
                if later:
                    facts["wanted_action"] = V.action_word(later[-1].key)
                    facts.pop("action", None)
                    facts.pop("action_value", None)
                break
        facts.pop("target", None)
        facts.pop("attacker", None)
    # a hit unit whose token may leave the board
    hit = next((s for s in _sentences(q) if any(t.starts(*V.HIT_WORDS) for t in s[:4])), None)
    if hit is not None and units and q.has(*V.CARD_ZONES_ANY):
        unit = next((u for u in units if any(t is words[u.start] for t in hit)), units[0])
        facts["hit_unit"] = unit.text
        for key, prefixes in V.CARD_ZONES.items():
            for sentence in _sentences(q):
                for i in range(len(sentence)):
                    if any(" ".join(x.folded for x in sentence[i : i + 2]).startswith(p) for p in prefixes):
                        negated = any(x.folded in V.NEGATIONS or x.folded.startswith("nem")
                                      for x in _since_contrast(sentence[:i]))
                        facts[key] = not negated
                        break
        for k in ("attacker", "target", "action", "action_value"):
            facts.pop(k, None)
    # control of a tile
    if q.has("ovladn", "ovlada", "propatran", "zeton kontroly", "kontrol"):
        for sentence in _sentences(q):
            text = " ".join(t.folded for t in sentence)
            own = first_person(sentence) or any(t.folded in V.OWN_WORDS for t in sentence)
            enemy = not own and any(t.starts(*V.ENEMY_WORDS) or t.folded in V.ENEMY_PRONOUNS for t in sentence)
            if "propatran" in text or "ovladano" in text or "zeton kontroly" in text:
                token = "propátráno" if "propatran" in text else "ovládáno" if "ovladano" in text else None
                if enemy and not own:
                    facts["enemy_controls_tile"] = "ovladano" in text or "ovlad" in text
                elif own and token:
                    facts["own_control_token"] = token
            for u in units:
                if not any(t is words[u.start] for t in sentence):
                    continue
                # "…a stojí tam nepřátelští kulometčíci": an enemy unit named in the player's own sentence
                before = words[max(0, u.start - 3) : u.start]
                marked_enemy = any(t.starts(*V.ENEMY_WORDS) or t.folded in V.ENEMY_PRONOUNS for t in before)
                if enemy or marked_enemy:
                    routed = "nerozprasen" not in text and "rozprasen" in text
                    label = u.text + (" (rozprášení)" if routed else " (nerozprášení)"
                                      if "nerozprasen" in text else "")
                    facts["enemy_unit_on_tile"] = label
                    facts["enemy_unit_routed"] = routed
        for sentence in _sentences(q):
            enemy_words = [i for i, t in enumerate(sentence) if t.starts(*V.ENEMY_WORDS)]
            if enemy_words and (_negated(sentence, enemy_words[0], 3) or any(
                    t.folded in ("nikdo", "zadny", "zadna", "zadne") for t in sentence)):
                facts["enemy_unit_on_tile"] = False
        if "own_control_token" in facts or "enemy_controls_tile" in facts:
            facts["action"] = "ovládnutí"
            for k in ("attacker", "target"):
                facts.pop(k, None)
    # an attacked tile the enemy controls (fortification cover applies)
    if facts.get("action") not in (None, "ovládnutí") and "enemy_controls_tile" not in facts:
        for sentence in _sentences(q):
            if any(t.starts(*V.ENEMY_WORDS) for t in sentence) and any(t.starts("ovlada", "ovladn") for t in sentence):
                facts["target_controls_tile"] = True
    # pátrání through tiles without the player's control token; war confusion cards in the reserve
    if facts.get("action") == "pátrání":
        for i, w in enumerate(words):
            if w.folded in V.FIELD_WORDS and i > 0 and words[i - 1].num is not None:
                after = " ".join(x.folded for x in words[i + 1 : i + 4])
                if after.startswith(("bez", "nepropatran")):
                    facts["unscouted_tiles"] = words[i - 1].num
                facts.setdefault("steps", words[i - 1].num)
        for i, w in enumerate(words):
            if w.starts("valecn") and q.has("zaloze", "zaloha"):
                n = next((x.num for x in reversed(words[max(0, i - 3) : i]) if x.num is not None), None)
                if n is not None:
                    facts["fog_in_reserve"] = n
                    break
    # the destination of a move: with or without the player's control token
    if facts.get("action") in ("přesun", "manévr", "pátrání", "skrytý přesun"):
        if q.has("bez meho zetonu", "bez zetonu kontroly", "bez sveho zetonu", "bez naseho zetonu",
                 "nepropatran", "bez mojeho zetonu"):
            facts["destination_control"] = "žádný"
        elif q.has("propatran"):
            facts["destination_control"] = "propátráno"
        elif q.has("ovladan"):
            facts["destination_control"] = "ovládáno"
    # cards: commander playing an encouragement on a played card; fog of war in hand; drawn card
    if cards:
        facts["commander"] = cards[0].text
        if facts.get("action") == "povzbuzení":
            played = next((u for u in units if u.start < cards[0].start), None)
            if played is not None:
                facts["played_card"] = played.text
            facts.pop("attacker", None)
            facts.pop("target", None)
    if q.has("valecny zmatek", "valecneho zmatku", "valecnym zmatkem") and q.has("v ruce", "w rece"):
        facts["war_confusion_in_hand"] = not q.has("nemam", "nemel", "nemela")
    for i, w in enumerate(words):
        if w.starts("dobral", "dobrat", "dobiram", "dobral"):
            drawn = next((u for u in units if u.start > i), None)
            if drawn is not None:
                facts["drawn_card"] = drawn.text
                for k in ("attacker", "target"):
                    facts.pop(k, None)


# ---------------------------------------------------------------- Polish lookups


def polish_action_lookup(q: Question) -> str | None:
    """A Polish action name quoted or named in a question asking what it is."""
    from engine.undaunted.names import POLISH_ACTIONS

    folded_names = {V.fold_phrase(name): name for name in POLISH_ACTIONS}
    for folded, name in sorted(folded_names.items(), key=lambda p: -len(p[0])):
        if re.search(r"(?<![a-z])" + re.escape(folded) + r"(?![a-z])", q.folded):
            return name
    return None


# ---------------------------------------------------------------- Memoir '44


def memoir_facts(q: Question) -> dict[str, Any]:
    words = _words(q)
    facts: dict[str, Any] = {}
    sight = q.has(*V.M44_SIGHT)
    # die faces rolled: after "padlo / dostal…", up to the end of the clause or a target ("na mou pěchotu")
    faces: list[str] = []
    toks = q.toks
    cue = next((i for i, t in enumerate(toks) if t.starts(*V.M44_ROLL_CUES)), None)
    if cue is not None:
        for j in range(cue + 1, min(len(toks), cue + 16)):
            u = toks[j]
            if u.text in CLAUSE_BREAKS or u.folded in V.TARGET_MARKERS:
                if faces:
                    break
                continue
            face = next((name for stem, name in V.M44_FACES if u.folded.startswith(stem)), None)
            if face is None:
                continue
            count = next((x.num for x in toks[max(cue + 1, j - 2) : j] if x.num is not None), 1)
            faces.extend([face] * count)
    if faces:
        facts["rolled"] = faces
    face_words = {j for j, w in enumerate(words) if faces and any(w.folded.startswith(s) for s, _ in V.M44_FACES)
                  and j > 0 and words[j - 1].starts("symbol", "symbolu", "jednu", "dve", "dva", "tri")}
    # units and their roles
    units: list[Mention] = []
    for i, w in enumerate(words):
        if i in face_words:
            continue
        stem = next((s for s in V.M44_UNITS if w.folded.startswith(s)), None)
        if stem is None:
            continue
        text = w.text
        if i > 0 and words[i - 1].starts("elit"):
            text = words[i - 1].text + " " + text
        units.append(Mention(stem, i, i + 1, text))
    attacker, target = roles(q, words, units)
    # terrain by role
    for clause in q.clauses():
        for i in range(len(clause)):
            found = _terrain_at(clause, i)
            if found is None:
                continue
            label, _ = found
            before = clause[max(0, i - 4) : i]
            owner = _nearest_unit_before(clause, i, words, [m for m in (attacker, target) if m is not None])
            in_target_clause = owner is target if owner is not None else (
                target is not None and any(c is words[target.start] for c in clause))
            in_attacker_clause = owner is attacker if owner is not None else (
                attacker is not None and any(c is words[attacker.start] for c in clause))
            if any(c.starts("ustup", "ustoup") for c in clause):
                if any(c.starts("blok", "brani", "zabran") for c in clause):
                    facts.setdefault("retreat_blocked_by", []).append(label)
                else:
                    facts.setdefault("retreat_only_to", label)
            elif any(c.folded == "mezi" for c in clause[:i]):
                if label_is_plain(label) and any(_terrain_at(clause, j) for j in range(i + 1, len(clause))):
                    continue  # "na rovině město": the plain only says where the town lies
                blocked = any(c.starts("blok", "zakryv", "brani") for c in clause)
                facts.setdefault("los_blocked_by" if blocked else "between", label)
            elif any(c.starts("vstoup", "vejd", "vjed", "vjiz") for c in before) or (
                any(c.folded == "do" for c in before[-2:]) and any(c.starts(*V.MOVE_VERBS) for c in clause)
            ):
                facts.setdefault("enters", label)
            elif owner is None and first_person(clause) and any(c.starts(*V.LOCATION_VERBS) for c in clause[:i]):
                facts.setdefault("terrain_attacker", label)
            elif in_target_clause or (any(c.folded in V.TARGET_MARKERS for c in before) and not in_attacker_clause):
                facts.setdefault("terrain_target", label)
            elif in_attacker_clause:
                facts.setdefault("terrain_attacker", label)
            else:
                facts.setdefault("terrain_target", label)
    # heights for sight questions ("stojí na kopci")
    if sight:
        for key_terrain, key_height in (("terrain_attacker", "attacker_height"), ("terrain_target", "target_height")):
            value = facts.get(key_terrain)
            if isinstance(value, str) and _is_hill(value):
                facts[key_height] = 1
                facts.pop(key_terrain)
        if "between" in facts and q.has("na rovine", "rovina", "na rovinu"):
            facts["between"] = f"{facts['between']} (výška 0)"
        if "attacker_height" in facts or "target_height" in facts:
            facts.setdefault("attacker_height", 0)
            facts.setdefault("target_height", 0)
    # movement
    moving = next((i for i, w in enumerate(words) if w.starts(*V.MOVE_VERBS)), None)
    if moving is not None and units:
        for i, w in enumerate(words[moving:], moving):
            if w.folded in V.FIELD_WORDS and words[i - 1].num is not None:
                facts["move"] = words[i - 1].num
                break
        if "move" in facts or "enters" in facts:
            mover = next((m for m in units if m.start < moving), units[0])
            facts["unit"] = mover.text
            if q.has("zautoc", "utocit", "strilet", "bojovat"):
                facts["asks"] = "útok"
            attacker = target = None
    # a line of sight running along the edge between two hexes
    if q.has("podel okraj", "po okraji", "po hrane", "podel hran", "mezi dvema poli"):
        plain_sides = [found[0] for clause in q.clauses() for i in range(len(clause))
                       if (found := _terrain_at(clause, i)) is not None]
        if len(plain_sides) == 1 and q.has("obou", "obe strany", "oba pole", "obe pole"):
            plain_sides = plain_sides * 2
        if len(plain_sides) >= 2:
            facts["edge_sides"] = plain_sides[:2]
            for key in ("between", "los_blocked_by", "terrain_target", "terrain_attacker"):
                facts.pop(key, None)
    # section cards: orders for N units, M own units in the sector
    for i, w in enumerate(words):
        if w.starts("rozkaz") and "order_count" not in facts:
            n = next((x.num for x in words[i + 1 : i + 4] if x.num is not None), None)
            if n is not None and any(x.starts("jednotk") for x in words[i + 1 : i + 5]):
                facts["order_count"] = n
        if w.starts("jednotk", "jednotek") and i > 0 and words[i - 1].num is not None and "order_count" in facts:
            before = " ".join(x.folded for x in words[max(0, i - 6) : i])
            if any(k in before for k in ("mam", "jsou", "stoji", "sektoru", "kridle", "stredu")):
                facts["units_in_sector"] = words[i - 1].num
    if "order_count" in facts:
        sector = next((name for stem_, name in V.M44_SECTORS if q.has(stem_)), None)
        if sector:
            facts["sector"] = sector
        for k in ("attacker", "target", "unit", "move"):
            facts.pop(k, None)
    if q.has("ustup je volny", "volny ustup", "volne ustoupit", "muze ustoupit", "muzou ustoupit", "nic neblokuje"):
        facts["retreat_free"] = True
    if not facts.get("unit"):
        read_distance(q, facts)
    if q.has("tankov smrst", "tankove smrsti", "tankovou smrst", "tankova smrst"):
        facts["overrun_already_done"] = q.has("zase", "uz ", "jiz", "znovu", "ještě", "jeste", "dalsi")
        if q.has("obsadil", "obsadili", "obsadi"):
            facts["took_ground"] = True
        target = None
    if not facts.get("unit"):
        if attacker is not None:
            facts["attacker"] = attacker.text
        if target is not None:
            facts["target"] = target.text
        if facts.get("rolled") and "target" not in facts and attacker is not None:
            facts["target"] = facts.pop("attacker")
    if not facts.get("attacker") and not facts.get("rolled"):
        read_dice(q, facts)
    for i, w in enumerate(words):
        lost = any(x.starts("ztrat", "prijd") for x in words[max(0, i - 4) : i])
        if w.starts("figur") and i > 0 and words[i - 1].num is not None and not lost:
            facts.setdefault("figures", words[i - 1].num)
    return facts


def _nearest_unit_before(
    clause: Sequence[Tok], i: int, words: Sequence[Tok], units: Sequence[Mention]
) -> Mention | None:
    """The unit mention closest before ``clause[i]`` within the clause (whose terrain this is)."""
    best: Mention | None = None
    best_pos = -1
    for m in units:
        for pos, c in enumerate(clause[:i]):
            if c is words[m.end - 1] and pos > best_pos:
                best, best_pos = m, pos
    return best


def label_is_plain(label: str) -> bool:
    return V.fold_phrase(label).startswith(("rovin", "otevren"))


def _is_hill(value: str) -> bool:
    return V.fold_phrase(value).startswith(("kopec", "kopc"))


def _terrain_at(clause: Sequence[Tok], i: int) -> tuple[str, str] | None:
    """(words as written, terrain name) when a terrain name ends at ``clause[i]``."""
    t = clause[i]
    for stems, name in V.M44_TERRAIN:
        if len(stems) == 1 and t.folded.startswith(stems[0]) and t.folded not in V.M44_NOT_TERRAIN:
            return t.text, name
        if len(stems) == 2 and i > 0 and clause[i - 1].folded.startswith(stems[0]) and t.folded.startswith(stems[1]):
            return f"{clause[i - 1].text} {t.text}", name
    return None


# ---------------------------------------------------------------- Generálové

_SIGNED = re.compile(r"([+\-−–])\s?(\d+)")


def generalove_facts(q: Question) -> dict[str, Any]:
    words = _words(q)
    facts: dict[str, Any] = {}
    read_dice(q, facts)
    for i, w in enumerate(words):
        if w.starts("postih", "bonus", "uprav", "modifik"):
            raw = q.text
            m = _SIGNED.search(raw[raw.find(w.text) :]) if w.text in raw else None
            value = number_after(words, i, 3)
            if m is not None:
                sign = -1 if m.group(1) in "-−–" else 1
                value = sign * int(m.group(2))
            elif value is not None and w.starts("postih"):
                value = -value
            if value is not None:
                if w.starts("postih") and value > 0:
                    value = -value
                facts["modifier"] = value
                break
    unmodified = ("bez upravy", "bez uprav", "zadna uprava", "zadne upravy", "bez postihu", "bez modifik")
    if "dice" in facts and "modifier" not in facts and q.has(*unmodified):
        facts["modifier"] = 0
    for i, w in enumerate(words):
        if w.starts("zasah") and i > 0 and words[i - 1].num is not None and q.has("aspon", "alespon", "nejmene"):
            facts["hits"] = words[i - 1].num
    # victory points
    for i, w in enumerate(words):
        stated = i > 0 and words[i - 1].num is not None
        if w.starts("vitezn") and i + 1 < len(words) and words[i + 1].starts("bod") and stated:
            facts["vp_before"] = words[i - 1].num
    if q.has("velitelsk"):
        idx = next(i for i, w in enumerate(words) if w.starts("velitelsk"))
        facts["controls_enemy_hq"] = not _negated(words, idx, 5) and q.has("ovlad", "drzim", "obsad", "dobyl")
    for i, w in enumerate(words):
        if w.starts("kridl", "kridel"):
            count = next((x.num for x in reversed(words[max(0, i - 3) : i]) if x.num is not None), None)
            facts["controls_enemy_flanks"] = count if count is not None else 1
            if _negated(words, i, 5):
                facts["controls_enemy_flanks"] = 0
            break
    _generalove_phases(q, words, facts)
    if q.has("uprav", "modifik", "bonus", "postih", "kolik kostek", "kolika kostkami") and "dice" not in facts:
        _generalove_units(q, facts)
    for i, w in enumerate(words):
        if w.starts("zajal", "zajat", "zajmul"):
            for j in range(i + 1, min(len(words), i + 6)):
                if words[j].num is not None:
                    kind = " ".join(x.folded for x in words[j + 1 : j + 5])
                    key = "captured_art" if "delostrel" in kind else "captured_inf_cav"
                    facts[key] = words[j].num
                    break
    return facts


def _generalove_units(q: Question, facts: dict[str, Any]) -> None:
    """Two units facing each other: mine and the opponent's, with their stances and the roll."""
    words = _words(q)
    found: list[tuple[int, str]] = []
    for i, w in enumerate(words):
        kind = next((name for stem_, name in V.GEN_UNITS if w.folded.startswith(stem_)), None)
        if kind is not None:
            found.append((i, kind))
    if len(found) < 2:
        return
    mine = theirs = None
    for i, kind in found:
        before = words[max(0, i - 3) : i]
        if theirs is None and any(w.starts(*V.ENEMY_WORDS) or w.folded in V.ENEMY_PRONOUNS for w in before):
            theirs = (i, kind)
        elif mine is None and any(w.folded in V.FIRST_PERSON or w.folded in V.OWN_WORDS for w in before):
            mine = (i, kind)
    rest = [f for f in found if f not in (mine, theirs)]
    mine = mine or (rest.pop(0) if rest else None)
    theirs = theirs or (rest.pop(0) if rest else None)
    if mine is None or theirs is None:
        return
    facts["my_unit"], facts["opponent_unit"] = mine[1], theirs[1]
    for (i, _), key in ((mine, "my_stance"), (theirs, "opponent_stance")):
        near = words[max(0, i - 4) : i + 4]
        for stems, stance in V.GEN_STANCES:
            if any(w.folded.startswith(stems) for w in near):
                facts[key] = stance
                break
    for stems, roll in V.GEN_ROLLS:
        if q.has(*stems):
            facts["roll"] = roll
            break


def _generalove_phases(q: Question, words: Sequence[Tok], facts: dict[str, Any]) -> None:
    """'Je fáze jízdy před fází pěchoty?' -> step_a/step_b; 'jaké je pořadí fází?' -> ask_phase_order."""
    phases: list[str] = []
    for i, w in enumerate(words):
        if w.folded in V.GEN_PHASE_WORDS and i > 0 and words[i - 1].starts("faz"):
            phases.append(V.GEN_PHASE_WORDS[w.folded])
    if len(phases) >= 2 and phases[0] != phases[1]:
        first, second = phases[0], phases[1]
        after = any(w.folded in ("po", "pozdeji", "az") for w in words)
        facts["step_a"], facts["step_b"] = (second, first) if after else (first, second)
    elif q.has("poradi faz", "jake faze", "jake jsou faze", "vsechny faze", "faze kola"):
        facts["ask_phase_order"] = True
        if len(phases) == 1:
            facts["phase"] = phases[0]
