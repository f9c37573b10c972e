"""The Odhodlaní parser: a question (Czech or Polish) to a typed :class:`~engine.api.Query`.

In order: the canonical values the question names (the engine's alias table); the action
and its value; numbers (defence parts, dice, rolls, distance); then, by what the question
is about, the attacker and the target (:mod:`.roles`) with their places and states, or the
facts of control, casualties, cards, movement, initiative, the end of the game or the
campaign; last what the asking sentence asks (:mod:`.asks`).  Every fact keeps the words
it came from; a Polish question gets notes naming its Polish terms in Czech.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.api import FactError, Intent, Query, fact_specs, facts_from_mapping
from engine.undaunted.facts import COMBAT_ACTIONS, MOVEMENT_ACTIONS, Action, ControlToken, Proposition, UndauntedFacts
from engine.undaunted.variants import VARIANTS
from lang.keys import fold
from understanding import Understood
from understanding.aliases import AliasTable, Mention
from understanding.cues import negated_before
from understanding.intent import IntentGuess
from understanding.text import Analysed, Token
from understanding.undaunted.asks import asked_number, asks_cards_removed, read_ask, refine
from understanding.undaunted.found import Found, Named, name_mentions
from understanding.undaunted.roles import Roles, attack_roles, owner_of
from understanding.undaunted.states import is_enemy_unit, read_casualty, read_control, read_places, read_unit_state
from understanding.undaunted.topics import (
    read_campaign,
    read_cards,
    read_deployment,
    read_initiative,
    read_movement,
    read_push_destination,
    read_victory,
)
from understanding.undaunted.values import (
    read_action,
    read_defense,
    read_dice,
    read_distance_facts,
    read_rolls,
    read_symbol_values,
)
from understanding.undaunted.words import cue, find_cue, has_cue, table

__all__ = ["parse"]

_INSTEAD = frozenset({Action.WITHDRAW, Action.READY_UNIT, Action.READY})  # what a card does besides its actions
SPECS = {s.name: s for s in fact_specs(UndauntedFacts)}
CARD_TOPIC = frozenset({Action.RALLY, Action.RECON, Action.SECURING_RECON, Action.COMMAND, Action.BOLSTER,
                        Action.QUICK_BOLSTER, Action.CONFUSE, Action.WITHDRAW, Action.EXERT})


def parse(q: Analysed, game: str, guess: IntentGuess, aliases: AliasTable) -> Understood:
    named = name_mentions(q, aliases)
    _drop_symbol_units(q, named)
    _drop_foreign_typo_actions(named, game)
    _drop_participle_actions(q, named)
    found = Found(q)
    action = read_action(found, named)
    read_dice(found)
    read_rolls(found)
    read_defense(found)
    read_symbol_values(found)
    _read_by_topic(found, named, action, guess)
    ask = read_ask(q, found, named)
    number = asked_number(q, named) if ask is None else None
    if number is not None and guess.intent is Intent.DEFENSE:
        found.set("asked_number", number.value, "otázka", "cue")
    elif ask is None and guess.intent is Intent.COUNT and asks_cards_removed(q):
        found.set("asked_number", "cards_removed", "otázka", "cue")
    intent, ask = refine(guess, ask, found)
    if intent is Intent.CASUALTY and not has_cue(q.words, "cards.hit_words") and not any(
            k == "hit_unit" or k.startswith("card_in_") for k in found.values):
        intent = Intent.LOOKUP  # "která karta pozwala się ich pozbyć?": a card asked for, no hit, no casualty
    if ask is not None and ask.proposition == str(Proposition.TILE_MAY_BE_CONTROLLED):
        _controlling_unit(found)
    facts, dropped = _typed(found.values)
    spans = {k: v for k, v in found.spans.items() if k in facts.stated()}
    how = {k: v for k, v in found.how.items() if k in facts.stated()}
    notes = _polish_notes(q, named, aliases) + [
        f"Údaj „{SPECS[name].label}“ z otázky je mimo rozsah pravidel, nepoužil jsem ho." for name in dropped
        if name in SPECS]
    return Understood(Query(game, intent, facts, ask), spans, how, guess, notes)


def _read_by_topic(found: Found, named: Named, action: Mention | None, guess: IntentGuess) -> None:
    q, words = found.q, found.q.words
    value = action.value if action is not None else None
    if has_cue(words, "campaign.casualty_pile") or has_cue(words, "campaign.reservist") or "S-P-" in q.text.upper():
        read_campaign(found, named)
    if has_cue(words, "initiative.initiative"):
        read_initiative(found)
    card_withdrawn = any(t.starts("zaloh", "rezerw") for t in words)  # "stáhnu kartu do zálohy"
    if has_cue(words, "victory.win") or (has_cue(words, "victory.withdraw") and not card_withdrawn) or (
            _objective_values(words)):
        read_victory(found, named)
    if any(k.startswith(("objectives_", "enemy_objectives")) for k in found.values):
        return  # "ovládám cíle v hodnotě 4": the end of the game, not ovládnutí
    attack_numbers = any(k in found.values for k in ("rolls", "cover", "base_defense", "total_defense", "dice"))
    if value is None and has_cue(words, "cards.withdraw") and any(z.value == "reserve" for z in named.of("zone")):
        found.set("action", Action.WITHDRAW.value, "stažení do zálohy", "cue")  # "stahuju kartu do zálohy"
        value = Action.WITHDRAW.value
    casualty_asked = guess.intent is Intent.CASUALTY  # "kterou kartu vyřadím, když mi zasáhnou jednotku?"
    if (named.of("zone") or casualty_asked) and (has_cue(words, "cards.hit_words") or _asks_token(q)) and (
            not attack_numbers and value != Action.WITHDRAW):
        _casualty(found, named)
        return
    read_unit_state(found, named, None)
    fortified = find_cue(words, "places.fortification") is not None  # "opevnění, které ovládá": its cover
    if value == Action.CONTROL or (has_cue(words, "control.control_words") and value is None and not fortified):
        _acting_unit_named(found, named, also_enemy=is_enemy_unit)
        read_control(found, named)
        return
    if value in CARD_TOPIC or named.of("card"):
        read_cards(found, named)
    units = named.of("unit")
    hit_enemy = units and all(is_enemy_unit(words, m) for m in units) and (
        has_cue(words, "cards.hit_words") or has_cue(words, "states.routed"))  # "rozprášenou nepřátelskou …"
    if (hit_enemy or _routed_enemy(words)) and (value in MOVEMENT_ACTIONS or has_cue(words, "movement.move_verbs")):
        _enemy_moved(found, named, units[0] if units else None)  # "trefil jsem sovětské kulometčíky … posunout?"
        return
    moving = value is None and has_cue(words, "movement.move_verbs") and not has_cue(words, "roles.attack_verbs")
    if value in MOVEMENT_ACTIONS or (moving and named.of("unit")):
        _acting_unit_named(found, named)
        read_movement(found, named)
        if action is not None and value == Action.MOVE and _verb_form(action) and found.values.get("unit") in (
                "scouts", "snipers") and found.values.get("destination_control") == ControlToken.NONE.value:
            found.drop("action")  # "smí se odstřelovači přesunout na nepropátrané pole?": moving, not Přesun 1
        if moving:
            return
    if value == Action.AIM:
        _acting_unit_named(found, named)
        read_distance_facts(found, found.used_words())
        return
    deploying = has_cue(words, "asks.deploy") or has_cue(words, "states.off_board")
    if value is None and deploying and named.of("unit") and not _attack_words(found):
        read_deployment(found, named)
        return
    units = named.of("unit")
    named_other = any(m.value not in (Action.READY, Action.READY_UNIT) for m in named.of("action"))
    if value == Action.READY_UNIT and found.values.get("suppressed") and has_cue(words, "asks.also_act") and (
            not named_other):
        found.drop("action")  # "připravit a zároveň s ní provést akci": an action besides the readying
        value = None
    bolster = value in (Action.BOLSTER, Action.QUICK_BOLSTER)  # a routed unit's card taken: not the unit acting
    if (found.values.get("suppressed") or found.values.get("routed")) and units and not (
            _attack_words(found) or bolster):
        if owner_of(words, units[0], 4) == "enemy":
            _enemy_moved(found, named, units[0])
            return
        _acting_unit(found, named, units[0], value)
        return
    if _attack_context(found, named, value, guess):
        _attack(found, named)


def _routed_enemy(words: Sequence[Token]) -> bool:
    """ "rozprášenou nepřátelskou jednotku", "soupeřova rozprášená jednotka": an enemy unit said to be routed."""
    at = find_cue(words, "states.routed")
    return at is not None and any(t.starts(*cue("roles.enemy")) for t in words[max(0, at[0] - 3) : at[1] + 3])


def _enemy_moved(found: Found, named: Named, unit: Mention | None) -> None:
    """The attacker moves an enemy unit it hit (routed, or by the flamethrower): the unit, the owner's token there."""
    found.values["_enemy_moved"] = True
    if unit is not None:
        found.set("target", unit.value, unit, unit.how)
    found.drop("action", "destination_control")  # not the player's own move; the tokens there are the owner's
    read_push_destination(found, named)


def _drop_symbol_units(q: Analysed, named: Named) -> None:
    """ "hodnota 1 se symbolem tanku": the card's symbol, not a unit in the question."""
    words = q.words
    named.by_kind["unit"] = [m for m in named.of("unit") if not (m.first > 0 and words[m.first - 1].starts("symbol"))]


# a passive participle ("ovládnutý", "ovládnuté pole"): what a tile is, not the action named by its noun
# ("ovládnutí"), though the stems are one
_PARTICIPLE = re.compile(r"(?:nut|an|en)(?:y|a|e|ej|ych|ym|ymi|eho|emu|ou)$")


def _drop_participle_actions(q: Analysed, named: Named) -> None:
    """ "pole mám jen propátrané, ne ovládnuté": a state of the tile, not the action Ovládnutí."""
    words = q.words
    named.by_kind["action"] = [m for m in named.of("action")
                               if not (m.length == 1 and _PARTICIPLE.search(words[m.first].folded))]


def _drop_foreign_typo_actions(named: Named, game: str) -> None:
    """A word read as an action only by a near spelling ("vyradi" ~ "výpad") is a real word, not that action,
    when this game has no such action: a player names the actions of the game being played."""
    known = VARIANTS[game].actions | _INSTEAD if game in VARIANTS else frozenset(Action)
    named.by_kind["action"] = [m for m in named.of("action") if m.how != "typo" or Action(m.value) in known]


def _objective_values(words: list[Any]) -> bool:
    """ "cíle v hodnotě 4", "2 body cílů": objectives with a value, not "cíl útoku"."""
    for i, t in enumerate(words):
        if t.starts(*cue("victory.objectives")):
            near = words[max(0, i - 2) : i + 4]
            if any(x.starts("hodnot", "bod", "punkt", "wartos") for x in near):
                return True
    return False


def _asks_token(q: Analysed) -> bool:
    return has_cue(q.words, "asks.removed") or has_cue(q.words, "asks.stays")


def _attack_words(found: Found) -> bool:
    return has_cue(found.q.words, "roles.attack_verbs") and not has_cue(found.q.words, "asks.allowed")


def _casualty(found: Found, named: Named) -> None:
    units = named.of("unit")
    if units:
        unit = units[0]
        found.set("hit_unit", unit.value, unit, unit.how)
        squad = named.squad(unit)
        if squad:
            found.set("unit_squad", squad, unit)
    read_casualty(found, named)


def _verb_form(m: Mention) -> bool:
    """ "přesunout", "přesune", "přesunou": the verb of moving, not the action's name ("přesun", "přesunem")."""
    return m.length == 1 and fold(m.text).lower().startswith(("presunout", "presune", "presunou", "presunu"))


_SET_APART = frozenset({"nez", "krome", "mimo", "niz", "oprocz", "poza"})


def _acting_unit_named(found: Found, named: Named,
                       also_enemy: Callable[[Sequence[Token], Mention], bool] | None = None) -> None:
    """The unit that acts (moves, takes a tile, aims): the first one the question names that is not the enemy's
    (``also_enemy``: a further reading of an enemy's unit, e.g. one after "soupeř … má tam")."""
    words = found.q.words
    units = [m for m in named.of("unit")
             if owner_of(words, m, 4) != "enemy" and not (also_enemy and also_enemy(words, m))]
    # "jiná jednotka než střelci, třeba pátrači": the unit after "než / kromě" is the one set apart
    asked = [m for m in units if not (m.first > 0 and words[m.first - 1].folded in _SET_APART)]
    unit = (asked or units or [None])[0]
    if unit is not None:
        found.set("unit", unit.value, unit, unit.how)
        squad = named.squad(unit)
        if squad:
            found.set("unit_squad", squad, unit)


def _acting_unit(found: Found, named: Named, unit: Mention, value: str | None) -> None:
    """A unit under fire (or routed) and the action it should carry out."""
    found.set("unit", unit.value, unit, unit.how)
    squad = named.squad(unit)
    if squad:
        found.set("unit_squad", squad, unit)
    other = next((m for m in named.of("action") if m.value not in (Action.READY, Action.READY_UNIT)), None)
    if value == Action.READY_UNIT and other is not None:  # "použiju ji na připravení a pak ještě útok"
        found.replace("wanted_action", other.value, other, other.how)
        found.drop("action", "action_value")
    elif value is not None:
        found.replace("wanted_action", value, found.spans.get("action", ""), "alias")
        found.drop("action", "action_value")
    elif has_cue(found.q.words, "roles.attack_verbs"):
        found.set("wanted_action", Action.ATTACK.value, "útok", "cue")
    elif has_cue(found.q.words, "movement.move_verbs"):
        found.set("wanted_action", Action.MOVE.value, "přesun", "cue")
    found.drop("target_suppressed")


def _controlling_unit(found: Found) -> None:
    """ "Můžou kulometčíci obsadit cíl?": the one unit named (read as an attack's side) is the one that would
    take control, unless the question says it is the enemy's."""
    if "unit" in found.values or "enemy_unit" in found.values:
        return
    for role in ("attacker", "target"):
        value = found.values.get(role)
        if value is None or (role == "target" and found.values.get("target_own") is False):
            continue
        where = found.spans.get(role, "")
        found.drop("attacker", "target")
        found.set("unit", value, where, "cue")
        return


def _attack_context(found: Found, named: Named, value: str | None, guess: IntentGuess) -> bool:
    words = found.q.words
    if value in COMBAT_ACTIONS or value in (Action.MINES, Action.FIRE_LANE):
        return True
    if value is not None:
        return False
    return (guess.intent in (Intent.DEFENSE, Intent.DICE, Intent.ODDS, Intent.CASUALTY)
            or has_cue(words, "roles.attack_verbs") or "rolls" in found.values or "cover" in found.values
            or "base_defense" in found.values or "total_defense" in found.values or bool(named.of("unit")))


def _attack(found: Found, named: Named) -> None:
    words = found.q.words
    if "action" not in found.values:
        verb = find_cue(words, "roles.attack_verbs")
        if verb is not None:  # "střílím na střelce": an attack, the card's action unnamed
            found.set("action", Action.ATTACK.value, words[verb[0] : verb[1] + 1], "cue")
    roles = attack_roles(found.q, named.of("unit"))
    structure = _structure_target(found, named)
    lone = roles.target
    if structure is not None and lone is not None and roles.attacker is None and lone.first < structure.first and (
            owner_of(words, lone) != "enemy") and (
            lone.first == 0 or words[lone.first - 1].folded not in cue("roles.target_prepositions")):
        roles = Roles(lone, None)  # "ženisti dělají demolici na tunel": the unit acts, the structure is hit
    if roles.attacker is not None:
        found.set("attacker", roles.attacker.value, roles.attacker, roles.attacker.how)
    if roles.target is not None:
        found.set("target", roles.target.value, roles.target, roles.target.how)
    if structure is not None and "target" not in found.values:
        found.set("target", structure.value, structure, structure.how)
    read_places(found, roles.attacker, roles.target)
    verb = fold(found.spans.get("action", "")).lower()
    if found.values.get("action") == "attack" and found.values.get("target") == "tunnel" and not verb.startswith(
            ("utok", "akc", "atak")):
        found.drop("action")  # "střílím na tunel": a verb of shooting, not the action Útok (no unit's Útok hits one)
    read_unit_state(found, named, roles.target, roles.attacker)
    read_distance_facts(found, found.used_words())
    if any(m.value == "building" for m in named.of("target")) and "building_cover" not in found.values:
        in_building = [m for m in named.of("target") if m.value == "building" and m.first > 0
                       and words[m.first - 1].folded in ("v", "ve", "w", "z", "ze")]
        if in_building and "distance" in found.values and "attacker_same_tile" not in found.values:
            found.set("attacker_same_tile", found.values["distance"] == 0, in_building[0])


def _structure_target(found: Found, named: Named) -> Mention | None:
    """A building or a tunnel aimed at ("útočím na budovu", "demolice na tunel"), not a place ("v budově")."""
    words = found.q.words
    for m in named.of("target"):
        if _in_brackets(found.q, m):
            continue  # "(čtyři kostky proti budovám a tunelům)": a remark, not the target
        before = {t.folded for t in words[max(0, m.first - 2) : m.first]}
        if negated_before(words, m.first, 3):
            continue  # "(není to budova)"
        if before & {"v", "ve", "w", "z", "ze", "u", "bez", "s", "se"} or (
                m.first > 0 and words[m.first - 1].starts(*cue("defense.cover"))):
            continue  # a place ("v budově", "pole s budovou"), an absence ("pole bez budovy"), "kryt budovy"
        return m
    return None


def _in_brackets(q: Analysed, m: Mention) -> bool:
    start = q.words[m.first].start
    return q.text.rfind("(", 0, start) > q.text.rfind(")", 0, start)


def _typed(values: dict[str, Any]) -> tuple[UndauntedFacts, list[str]]:
    """Typed facts; a value out of the rules' range is dropped (and named) rather than guessed."""
    clean = {k: v for k, v in values.items() if k in SPECS}
    dropped: list[str] = []
    while True:
        try:
            return facts_from_mapping(UndauntedFacts, clean), dropped
        except FactError as err:
            clean.pop(err.fact, None)
            dropped.append(err.fact)


def _polish_notes(q: Analysed, named: Named, aliases: AliasTable) -> list[str]:
    """For a Polish question: each Polish term it uses and its Czech name (the answer is in Czech)."""
    if q.lang != "pl":
        return []
    pairs: dict[str, str] = {}
    for m in named.polish:
        czech = aliases.label(m.kind, m.value)
        if czech.lower() != m.text.lower():
            pairs.setdefault(m.text, czech)
    for t in q.words:
        for prefix, czech in table("polish_terms").items():
            if t.folded.startswith(prefix):
                pairs.setdefault(t.text, czech)
    if not pairs:
        return []
    first_of = {cs: pl for pl, cs in reversed(pairs.items())}  # one Polish form per Czech term
    return ["Pojmy: " + "; ".join(f"polské „{pl}“ = české „{cs}“" for cs, pl in reversed(first_of.items())) + "."]
