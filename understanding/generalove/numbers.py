"""Numbers in a Generálové question: dice, modifiers, rolled faces, hits, victory points, counts.

Digits and number words ("dvěma kostkami", "postih mínus jedna", "+1", "−2"),
read by the words around them.  Each reader records the words it used.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz.distance import OSA

from understanding.cues import negated_before, owner_before, signed_value
from understanding.text import Token

from .reading import Reading, cues

# ordinal stems ("desátém", "desatym kole", "posledním")
ROUND_ORDINALS = {"prvn": 1, "druh": 2, "tret": 3, "ctvrt": 4, "pat": 5, "sest": 6, "sedm": 7, "osm": 8, "devat": 9,
                  "desat": 10, "posledn": 10}


def _num_before(words: Sequence[Token], i: int, window: int = 2) -> Token | None:
    for t in reversed(words[max(0, i - window) : i]):
        if t.num is not None:
            return t
    return None


def _num_after(words: Sequence[Token], i: int, window: int = 2) -> Token | None:
    for t in words[i + 1 : i + 1 + window]:
        if t.num is not None:
            return t
        if len(t.folded) > 3:
            return None
    return None


DICE_FORMS = ("kostka", "kostky", "kostek", "kostkou", "kostkami", "kostkama", "kostce", "kostku")


def _is_dice_word(t: Token) -> bool:
    """"kostkami", and one typo of it ("kotskou")."""
    if t.starts(*cues()["numbers"]["dice"]):
        return True
    return len(t.folded) >= 5 and any(OSA.distance(t.folded, form, score_cutoff=1) <= 1 for form in DICE_FORMS)


def read_dice(r: Reading) -> None:
    words = r.words
    for i, t in enumerate(words):
        if i in r.taken or not _is_dice_word(t) or r.has("orders", "variable"):
            continue
        num = _num_before(words, i, 2) or _num_after(words, i, 1)
        if num is not None:
            r.put_tokens("dice", num.num, [num, t])
            return


def read_modifier(r: Reading) -> None:
    words, c = r.words, cues()["numbers"]
    if r.has("numbers", "no_modifier"):
        hit = r.find("numbers", "no_modifier")
        assert hit is not None
        r.put_tokens("modifier", 0, [hit])
        return
    for i, t in enumerate(words):
        value = signed_value(t)
        if value is not None and i not in r.taken:
            cue = next((w for w in words[max(0, i - 3) : i] if w.starts(*c["penalty"])), None)
            r.put_tokens("modifier", -abs(value) if cue else value, [t])
            return
    for i, t in enumerate(words):
        sign = -1 if t.starts(*c["penalty"]) else 1 if t.starts(*c["bonus"], *c["modifier"]) else 0
        if not sign:
            continue
        num = _num_after(words, i, 3)
        if num is None and t.starts(*c["bonus"], *c["penalty"]):
            num = _num_before(words, i, 1)
        after = r.index(num) + 1 if num is not None else 0
        if num is not None and after < len(words) and words[after].folded == "za":
            continue  # "přidám jeden za soupeřovo křídlo": points for something, not a modifier of a roll
        if num is not None and num.num is not None and r.index(num) not in r.taken:
            minus = any(w.folded in ("minus", "-", "−") for w in words[i : r.index(num)])
            r.put_tokens("modifier", -num.num if sign < 0 or minus else num.num, [t, num])
            return


def read_rolls(r: Reading) -> None:
    """"padla 3, 5 a 2", "hodil jsem 4 a 6": the faces rolled (1–6)."""
    tokens = r.q.tokens
    if r.has("orders", "variable"):
        return  # "hodil jsem 4" for the number of orders, not a combat roll
    joiners = set(cues()["numbers"]["roll_joiners"]) | {",", "jsem", "mi", "na", "kostkach", "kostce", "se"}
    for i, t in enumerate(tokens):
        if not t.starts(*[w for w in cues()["numbers"]["rolled"] if " " not in w]):
            continue
        faces: list[Token] = []
        for u in tokens[i + 1 :]:
            if u.num is not None and 1 <= u.num <= 6 and (u.text.isdigit() or u.folded.endswith(FACE_ENDINGS)):
                faces.append(u)
            elif u.folded in joiners or u.text == ",":
                continue
            else:
                break
        after = tokens[tokens.index(faces[-1]) + 1] if faces and faces[-1] is not tokens[-1] else None
        if faces and not (after is not None and _is_dice_word(after)):  # "hážu 3 kostkami" counts dice
            r.put_tokens("rolls", [f.num for f in faces], [t, *faces])
            return


def read_hits(r: Reading) -> None:
    words, c = r.words, cues()["numbers"]
    for i, t in enumerate(words):
        if not t.starts(*c["hits"]) or i == 0:
            continue
        num = _num_before(words, i, 1)
        if num is None:
            continue
        if r.has("numbers", "at_least"):
            r.put_tokens("hits", num.num, [num, t])
        elif r.has("victory", "opponent_has") or any(w.folded in ("dostal", "dostala", "dostali", "padly", "padl",
                                                                  "mi", "utrpel", "utrpela") for w in words):
            r.put_tokens("hits_taken", num.num, [num, t])
        else:
            r.put_tokens("hits", num.num, [num, t])
        return


def read_victory(r: Reading) -> None:
    words, c = r.words, cues()
    sentences = r.q.sentences()
    for i, t in enumerate(words):
        if not t.starts(*c["numbers"]["victory_points"]) or t.starts("bodov"):
            continue
        num = _num_before(words, i, 2)
        if num is None or r.index(num) in r.taken:
            continue
        if negated_before(words, r.index(num), 2):  # "nikdo nemá 10 bodů": no one's points
            continue
        sentence = next(s for s in sentences if any(w.i == t.i for w in s))
        opponent = any(w.starts("souper", "protivnik", "nepritel") for w in sentence[: sentence.index(t)])
        r.put_tokens("opponent_vp" if opponent else "vp_before", num.num, [num, t])
        if any(w.folded in ("oba", "obe", "oba dva") for w in words[max(0, r.index(num) - 3) : r.index(num)]):
            r.put_tokens("opponent_vp", num.num, [num, t])  # "máme oba sedm bodů"
    if "vp_before" in r.values and "opponent_vp" not in r.values:
        for i, t in enumerate(words):  # "… a soupeř taky 7"
            if t.starts("souper", "protivnik", "nepritel"):
                num = next((w for w in words[i + 1 : i + 4] if w.num is not None), None)
                if num is not None and r.index(num) not in r.taken:
                    r.put_tokens("opponent_vp", num.num, [t, num])
                    break
    _control(r)
    _captures(r)
    _round(r)


def _control(r: Reading) -> None:
    words, c = r.words, cues()["victory"]
    if not r.has("victory", "control"):
        return
    for m in r.mentions("sector"):
        if m.value in ("own_command_post", "enemy_command_post") and not words[m.first].starts("vlastn", "moj", "me"):
            negated = negated_before(words, m.first, 6)
            r.put("controls_enemy_hq", not negated, r.mention_text(m), "alias")
    for i, t in enumerate(words):
        if t.starts(*c["flank"]):
            count = _num_before(words, i, 3)
            value = count.num if count is not None else (2 if any(w.folded in c["both"] for w in
                                                                   words[max(0, i - 3) : i]) else 1)
            if negated_before(words, i, 6) and count is None:
                value = 0
            r.put("controls_enemy_flanks", min(value or 0, 2), r.text(max(0, i - 2), i), "cue")
            return


def _artillery_in_my_sector(r: Reading) -> None:
    """ "v sektoru, kde stojí moje pěchota, je jeho opuštěné dělo": captured in the scoring phase (step 6.1)."""
    if "vp_before" not in r.values and not r.has("victory", "control"):
        return
    place = r.find("victory", "in_my_sector")
    for m in r.mentions("condition"):
        if m.value == "abandoned" and place is not None and owner_before(r.words, m.first, 3) == "enemy":
            r.put_tokens("captured_art", 1, [place, r.words[m.first], r.words[m.last]])
            return


def _captures(r: Reading) -> None:
    words = r.words
    verb = next((i for i, t in enumerate(words) if t.starts(*cues()["victory"]["capture"])), None)
    if verb is None:
        _artillery_in_my_sector(r)
        return
    inf_cav = art = 0
    spans: list[Token] = [words[verb]]
    for m in r.mentions("unit"):
        if m.first < verb - 3:
            continue
        num = _num_before(words, m.first, 2)
        count = num.num if num is not None and num.num is not None else 1
        if m.value == "artillery":
            art += count
        else:
            inf_cav += count
        spans += [words[m.first], words[m.last]]
    if inf_cav:
        r.put_tokens("captured_inf_cav", inf_cav, spans)
    if art:
        r.put_tokens("captured_art", art, spans)
    if inf_cav or art:  # the units named are the captured ones, not units of the question's own
        for name in ("unit", "my_unit", "my_stance", "opponent_unit", "opponent_stance"):
            r.values.pop(name, None)


def _round(r: Reading) -> None:
    words = r.words
    for i, t in enumerate(words):
        if not t.is_("kolo", "kole", "kola", "kolem") and not t.folded.startswith("kol"):
            continue
        if t.folded.startswith(("kolik", "kolem", "kolo ")) and t.folded != "kolo":
            continue
        num = _num_before(words, i, 1) or _num_after(words, i, 1)
        ordinal = words[i - 1].folded if i else ""
        if num is not None and num.num is not None and num.text.isdigit() and 1 <= num.num <= 10:
            r.put_tokens("round", num.num, [num, t])
            return
        stem = next((k for k in ROUND_ORDINALS if ordinal.startswith(k) and ordinal[len(k):] in ORDINAL_ENDINGS), None)
        if stem is not None:
            r.put_tokens("round", ROUND_ORDINALS[stem], [words[i - 1], t])
            return


SINGULAR_UNITS = ("jednotka", "jednotce", "jednotku", "jednotkou", "rota", "rote", "rotu", "rotou", "eskadra",
                  "eskadre", "eskadru", "eskadrou", "pesak", "pesakovi", "pesaka", "jezdec", "jezdci", "delo", "delu",
                  "baterii", "baterie")


def _one_unit(r: Reading) -> bool:
    """The question speaks of one unit: "jedné rotě", "stejné jednotce", "může jednotka dostat …"."""
    words = r.words
    for i, t in enumerate(words):
        if t.folded in SINGULAR_UNITS and (i == 0 or words[i - 1].num is None or words[i - 1].num == 1):
            return True
        if t.starts("jedn", "stejn", "tyz", "tez") and i + 1 < len(words) and words[i + 1].starts(
                *cues()["numbers"]["units"], "pesak", "jezd", "del"):
            return True
    return False


def read_counts(r: Reading) -> None:
    """Orders in a round, orders for one unit, the die of the variable-orders variant, units moving one way."""
    words, c = r.words, cues()
    for i, t in enumerate(words):
        if t.starts(*c["numbers"]["orders"]):
            num = _num_before(words, i, 1)
            if num is None or r.index(num) in r.taken:
                continue
            if r.has("orders", "per_unit") or (num.num >= 2 and _one_unit(r)):
                r.put_tokens("orders_per_unit", num.num, [num, t])
            else:
                r.put_tokens("orders", num.num, [num, t])
            break
    if r.has("orders", "variable"):
        hit = r.find("orders", "variable")
        assert hit is not None
        r.put_tokens("variable_orders", True, [hit])
        for t in words:
            if t.num is not None and 1 <= t.num <= 6 and r.index(t) not in r.taken:
                r.put_tokens("orders_die", t.num, [t])
                break
    orders = r.mentions("order")
    named = any(words[m.first].starts("rozkaz") for m in orders)
    if named and len({m.value for m in orders}) >= 2 and "orders_per_unit" not in r.values:  # "k přesunu a k obraně"
        r.put("orders_per_unit", len({m.value for m in orders}), r.text(orders[0].first, orders[-1].last), "alias")
    if r.has("orders", "same_direction"):
        for i, t in enumerate(words):
            if t.starts(*c["numbers"]["units"]) or t.starts("pechot", "pes", "jezd", "jizd"):
                num = _num_before(words, i, 2)
                if num is not None and r.index(num) not in r.taken:
                    r.put_tokens("units_same_direction", num.num, [num, t])
                    return


def read_sector_counts(r: Reading, moving: bool, bombarding: bool) -> None:
    """"o dva sektory" (a move), "na vzdálenost 2", "ob jeden sektor" (a bombardment)."""
    words = r.words
    for i, t in enumerate(words):
        if not t.starts(*cues()["numbers"]["sectors"]):
            continue
        num = _num_before(words, i, 2)
        prev = words[i - 2].folded if i >= 2 else ""
        if num is None or r.index(num) in r.taken:
            if words[i - 1].folded == "ob" if i else False:
                r.put_tokens("distance" if bombarding else "move_sectors", 2, [words[i - 1], t])
            continue
        value = num.num + 1 if prev == "ob" else num.num
        if bombarding:
            r.put_tokens("distance", value, [num, t])
        elif moving:
            r.put_tokens("move_sectors", value, [num, t])
        return


COUNT_WORDS = ("kolik", "kolika", "pocet", "poctu")
PER_UNIT = ("za jednu jednotku", "za kazdou jednotku", "na jednu jednotku", "na jednotku", "za jednotku",
            "kazda jednotka", "jedna jednotka")
ORDINAL_ENDINGS = ("i", "im", "ym", "em", "e", "eho", "iho", "ého")
FACE_ENDINGS = ("ka", "ku", "kou", "ky")  # "pětka", "trojku": a face of the die


def read_counted(r: Reading) -> None:
    """What a count question counts, when it names no situation to compute ("Kolik rozkazů mám za kolo?")."""
    words, c = r.words, cues()["counted"]
    start = next((i for i, t in enumerate(words) if t.folded in COUNT_WORDS), None)
    asks_which = start is None and any(t.is_("jaky", "jaka", "jake", "jakou") for t in words)
    if asks_which:  # "Na jakou vzdálenost…?": only the counts a phrase names
        start = 0
    if start is None or any(k in r.values for k in ("dice", "rolls", "vp_before", "hits_taken", "units_same_direction",
                                                      "orders_die", "captured_inf_cav", "captured_art",
                                                      "controls_enemy_hq", "controls_enemy_flanks")):
        return
    bombarding = r.values.get("roll") == "bombardment" or r.values.get("order") == "bombardment"
    kinds = ["sectors", "zone_fields", "victory_points", "max_units", "counters", "same_direction", "phases"] + (
        ["bombard_range"] if bombarding else ["move"])
    for key in kinds:
        hit = r.q.find(*c[key])
        if hit is not None:
            r.put_tokens("counted", key, [words[start], hit])
            return
    # the word counted: right after "kolik", else anywhere before it ("kostky … , kolik jich?")
    near = words[start + 1 : start + 4] + words[:start] if not asks_which else []
    for t in near:
        if t.folded in ("kol", "kola", "kolo"):
            r.put_tokens("counted", "rounds", [words[start], t])
            return
        for key in ("orders", "dice", "units"):
            if t.starts(*c[key]):
                if key == "dice" and r.q.find(*PER_UNIT) is not None:
                    return  # the dice rolled for one unit, not the dice a player has: the look-up answers
                if key == "units" and r.values.get("order") == "move" and r.has("orders", "one_phase"):
                    key = "same_direction"  # "pošlu sedm rot, kolik jich v jedné fázi vyrazí?": the move's limit
                r.put_tokens("counted", key, [words[start], t])
                return
