"""Numbers a question states and what they belong to: the action's value, defence parts, dice and rolls,
distances, initiative values, counts.

A number belongs to the word it follows ("útok 2", "kryt 3", "základní obrana 4", "obranu
s hodnotou 4") or precedes ("2 kostkami", "3 pole", "dvěma kostkama"); a few filler words
may stand between ("kryt je 3", "obrana jednotky je 4").  Each reader records the words it
read (``Found.spans``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.undaunted.facts import Action, Squad
from understanding.aliases import Mention
from understanding.cues import fraction_value, is_field_word, read_distance
from understanding.text import Token
from understanding.undaunted.found import Found, Named
from understanding.undaunted.words import all_cues, cue, cues, find_cue, matches_at

__all__ = ["read_action", "read_defense", "read_dice", "read_distance_facts", "read_rolls", "read_symbol_values"]

GENERIC = frozenset({"attack", "move"})  # actions also named by common verbs
FILLER = frozenset({"s", "se", "o", "je", "ma", "maji", "jsou", "hodnotou", "hodnotu", "hodnota", "hodnoty",
                    "rovnou", "rovna", "cislo", "z", "ze", "na", "k", "mi", "jim", "jejich", "jeho", "cil", "celkem",
                    "vlastne", "wynosi", "wartosc", "wartosci", "rowna", "jest", "c", "tam", "tu", "pouze", "jen",
                    "zhruba", "asi", "mam", "maj", "jednotky", "jednotka", "cile", "cilu", "pole", "poli",
                    "mu", "bude", "by", "byla", "byl", "sila", "silou", "zakladni"})


def number_after(words: Sequence[Token], index: int, window: int = 3, loose: bool = False) -> Token | None:
    """The first number among the ``window`` words after ``words[index]`` (filler words may stand between;
    ``loose``: any words of the same clause, as in "základní obrana střelců je 4")."""
    for t in words[index + 1 : index + 1 + window]:
        if t.num is not None or fraction_value(t) is not None:
            return t
        if loose and t.clause == words[index].clause:
            continue
        if t.folded not in FILLER:
            return None
    return None


# ---------------------------------------------------------------- the action

ONCE_WORDS = frozenset({"jednou", "dvakrat", "trikrat", "raz", "dwukrotnie"})


def read_action(found: Found, named: Named) -> Mention | None:
    """The action the question is about, its value ("útok 2", "posily 2 B") and squad."""
    words = found.q.words
    actions = named.of("action")
    if not actions:
        return None
    introduced = [m for m in actions if m.first > 0 and words[m.first - 1].starts(
        "akc", "akcj", "wykona", "provest", "proved", "pouzi", "uzyc", "zagra", "zahra")]
    valued = [m for m in actions if number_after(words, m.last, 3) is not None]
    # a named action ("demolicí", "skrytým přesunem") says more than a verb ("útočím", "přesunu")
    named_first = [m for m in actions if m.value not in GENERIC] + [m for m in actions if m.value in GENERIC]
    action = (introduced or valued or named_first)[0]
    if action.value == Action.READY and _flips_unit(found, action):
        action = replace(action, value=Action.READY_UNIT.value)
    found.set("action", action.value, action, action.how)
    value = number_after(words, action.last, 3)
    if value is None or value.num is None or value.text.startswith(("+", "-")):
        return action
    at = words.index(value)
    if at + 1 < len(words) and words[at + 1].starts(*cue("movement.field"), "kost", "kosc"):
        return action  # "přesun o 2 pole", "útok jednou kostkou": a distance or dice, not the card's value
    if value.folded in ONCE_WORDS:
        return action  # "posunout jednou za plamenomet": how often, not the card's value
    found.set("action_value", value.num, [words[action.first], value])
    squad = _squad_after(words, at)
    if squad is not None:
        found.set("squad", squad, [value, words[at + 1]])
    return action


def _flips_unit(found: Found, m: Mention) -> bool:
    """ "otočím je na připravení", "kartu jednotky pod palbou použiju na připravení": a unit's card readies
    its token (not the Stalingrad action Připravit)."""
    words = found.q.words
    before = words[m.first - 1].folded if m.first > 0 else ""
    return before in ("na", "do") or find_cue(words, "states.suppressed") is not None


def read_symbol_values(found: Found) -> None:
    """ "hodnota 1 se symbolem tanku a 4 se symbolem budovy": the action's value by the target's symbol."""
    words = found.q.words
    for i, t in enumerate(words):
        if not t.starts("symbol") or i + 1 >= len(words):
            continue
        number = next((x for x in reversed(words[max(0, i - 3) : i]) if x.num is not None), None)
        if number is None:
            continue
        what = words[i + 1]
        fact = ("value_vs_tank" if what.starts("tank", "czolg") else "value_vs_building" if what.starts(
            "budov", "tunel", "budynk") else "value_vs_infantry" if what.starts("pechot", "pes", "jednotk", "piech")
            else None)
        if fact is not None:
            found.set(fact, number.num, [number, what])


def _squad_after(words: Sequence[Token], index: int) -> str | None:
    if index + 1 < len(words) and words[index + 1].text in {s.value for s in Squad}:
        return words[index + 1].text
    return None


# ---------------------------------------------------------------- defence


def read_defense(found: Found) -> None:
    """Base defence, durability, the covers (tile, hill 3/1, building, fortification) and a stated total."""
    words = found.q.words
    taken: set[int] = set()
    for name, fact in (("defense.building_cover", "building_cover"), ("defense.fortification_cover",
                                                                        "fortification_cover"),
                       ("defense.durability", "durability"), ("defense.total", "total_defense"),
                       ("defense.base", "base_defense"), ("defense.normal_cover", "cover")):
        for first, last in all_cues(words, name):
            if first in taken:
                continue
            value = _defense_number(words, last, loose=fact in ("base_defense", "total_defense", "durability"))
            if value is None or value.num is None:
                continue
            found.set(fact, value.num, [words[first], value])
            taken.update(range(first, last + 1))
            taken.add(words.index(value))
    _cover(found, taken)
    _defense_word(found, taken)


def _defense_number(words: Sequence[Token], index: int, loose: bool) -> Token | None:
    """The number after a defence word, unless it counts fields ("obrana tunelu dvě pole ode mě" is a distance)."""
    value = number_after(words, index, 4, loose=loose)
    if value is None:
        return None
    at = words.index(value)
    fields = at + 1 < len(words) and words[at + 1].clause == value.clause and is_field_word(words[at + 1])
    return None if fields else value


def _cover(found: Found, taken: set[int]) -> None:
    words = found.q.words
    for i, t in enumerate(words):
        if i in taken or not t.starts(*cue("defense.cover")) or t.starts("kryci", "krycí"):
            continue
        value = number_after(words, i, 4)
        if value is None:
            value = next((x for x in reversed(words[max(0, i - 2) : i]) if x.num is not None), None)
        if value is None:
            continue
        fraction = fraction_value(value)
        if fraction is not None:
            found.set("cover", fraction[0], [t, value])
            found.set("hill_low_cover", fraction[1], [t, value])
            found.set("hill_target", True, [t, value])
        elif value.num is not None:
            found.set("cover", value.num, [t, value])
        return
    for t in words:  # "3/1" alone names a hill's cover
        fraction = fraction_value(t)
        if fraction is not None:
            found.set("cover", fraction[0], [t])
            found.set("hill_low_cover", fraction[1], [t])
            found.set("hill_target", True, [t])
            return


def _defense_word(found: Found, taken: set[int]) -> None:
    """ "obrana 4", "obranu s hodnotou 4", "pancíř 6": the target's own (base) defence."""
    words = found.q.words
    for i, t in enumerate(words):
        if i in taken:
            continue
        if t.starts(*cue("defense.defense_word")) or t.starts(*cue("defense.armour")):
            result = _result_number(words, i)
            if result is not None and result.num is not None:
                found.set("total_defense", result.num, [t, result])  # a defence worked out is the total
                return
            value = _defense_number(words, i, loose=True)
            if value is not None and value.num is not None:
                prev = words[i - 1] if i else None
                total = prev is not None and (prev.starts("celkov", "calkowit", "lacz") or prev.folded in
                                              ("proti", "przeciw", "przeciwko"))
                # "obrana 9, padlo 8 a 8": with no cover nor distance stated, the defence the dice face is the total
                parts = any(k in found.values for k in ("cover", "building_cover", "fortification_cover"))
                dice_faced = "rolls" in found.values or "dice" in found.values
                alone = dice_faced and not parts and find_cue(words, "defense.cover") is None and read_distance(
                    found.q) is None
                found.set("total_defense" if total or alone else "base_defense", value.num, [t, value])
                return


# "vyšla na", "vychází na", "wyszła": the verbs a defence already summed up is reported with
RESULT_VERBS = ("vysl", "vychaz", "vyjde", "vyjd", "wyszl", "wychodz")


def _result_number(words: Sequence[Token], index: int) -> Token | None:
    """ "obrana cíle mi vyšla na osm": the number the defence came out at, in the same clause."""
    for t in words[index + 1 : index + 8]:
        if t.clause != words[index].clause:
            return None
        if t.starts(*RESULT_VERBS):
            return number_after(words, words.index(t), 2)
    return None


# ---------------------------------------------------------------- dice and rolls


AT_LEAST = frozenset({"aspon", "alespon", "nejmene", "prinejmensim", "minimalne", "przynajmniej", "najmniej"})


def read_dice(found: Found) -> None:
    """ "dvěma kostkami", "3 kostky", "kostek 4", "trzema kośćmi"."""
    words = found.q.words
    for i, t in enumerate(words):
        if not t.starts("kostk", "kostc", "kosc", "kosci", "kostek", "k10", "d10"):
            continue
        before = words[i - 1] if i else None
        if t.folded.startswith("kostce"):
            continue  # "na jedné kostce": one of the dice, not how many
        if before is not None and before.num is not None:
            if i > 1 and words[i - 2].folded in AT_LEAST:
                continue  # "aspoň jedna kostka projde": how many dice succeed, not how many are rolled
            found.set("dice", before.num, [before, t])
            return
        after = number_after(words, i, 1)
        if after is not None and after.num is not None and not t.folded.startswith("kostce"):
            found.set("dice", after.num, [t, after])
            return


def read_rolls(found: Found) -> None:
    """ "padlo 5 a 8", "hodil jsem 2, 3, 8 a 0", "wypadło 5 i 8", "mám na kostkách 3 a 9"."""
    q = found.q
    tokens = q.tokens
    joiners = cue("dice.roll_joiners")
    for i in range(len(tokens)):
        if not any(matches_at(tokens, i, p) for p in cues("dice.roll_verbs")):
            continue
        rolls: list[Token] = []
        after = tokens[i + 1 :]
        for j, u in enumerate(after):
            dice_word = j + 1 < len(after) and after[j + 1].starts("kostk", "kostc", "kosc")
            # "na dvou (kostkách) mi padl zásah": a number word after "na" counts dice, it is no roll
            on_dice = (not u.text.isdigit() and j > 0 and after[j - 1].folded == "na" and not dice_word
                       and u.folded not in cue("dice.which_die"))
            counted = dice_word and not after[j + 1].starts("kostce", "kostkach")  # "3 kostky", not "na kostce"
            if u.num is not None and on_dice:
                break
            if u.num is not None and counted and u.text.isdigit() and not rolls:
                continue  # "hodil jsem 3 kostky (a padlo) 9, 9 a 8": how many dice, the rolls follow
            if u.num is not None and not (dice_word and not u.text.isdigit()):
                rolls.append(u)
            elif u.folded in joiners or u.text == "," or u.starts("kostk", "kosc") or (
                    dice_word or u.folded in cue("dice.which_die")):
                continue  # "šestka na jedné kostce a dvojka na druhé": which die, not a roll
            else:
                break
        values = [r.num for r in rolls if r.num is not None and 0 <= r.num <= 9]
        if values and len(values) == len(rolls):
            found.set("rolls", tuple(values), rolls)
            return


# ---------------------------------------------------------------- distance


def read_distance_facts(found: Found, exclude: frozenset[int] = frozenset()) -> None:
    """The distance in fields ("o dvě pole dál", "ob jedno pole", "vedle", "ze stejného pole")."""
    q = found.q
    reading = read_distance(q, exclude)
    if reading is None:
        return
    value = reading.value
    assert isinstance(value, int)
    found.set("distance", value, list(reading.tokens))
    if value == 0:
        found.set("attacker_same_tile", True, list(reading.tokens))
    elif find_cue(q.words, "places.building") is not None or "building_cover" in found.values:
        found.set("attacker_same_tile", False, list(reading.tokens))


def first_number(tokens: Sequence[Token]) -> Token | None:
    return next((t for t in tokens if t.num is not None), None)
