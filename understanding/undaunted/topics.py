"""Facts of the questions that are not attacks: cards of a turn, movement, initiative, the end of the
game and the Stalingrad campaign."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.undaunted.facts import Action, ControlToken, Goal, UnitState
from understanding.aliases import Mention
from understanding.cues import is_negation
from understanding.text import Token
from understanding.undaunted.found import Found, Named
from understanding.undaunted.words import FIRST_PERSON_WORDS, all_cues, cue, find_cue, has_cue, is_first_person

__all__ = ["read_campaign", "read_cards", "read_deployment", "read_initiative", "read_movement",
           "read_push_destination", "read_victory"]

CARD_CODE = re.compile(r"\b([NS])\s*-\s*([PRV])\s*-\s*(\d{3})\b", re.IGNORECASE)


def _taken_from_reserve(found: Found, named: Named, card: Mention) -> bool:
    """Posily "ze zálohy vzít seržanta": a card named after the reserve is the one taken, not the one played."""
    if found.values.get("action") not in (Action.BOLSTER, Action.QUICK_BOLSTER):
        return False
    sentence = found.q.words[card.first].sentence
    return any(z.value == "reserve" and z.last < card.first and found.q.words[z.first].sentence == sentence
               for z in named.of("zone"))


def _played_squad_card(found: Found) -> None:
    """ "zahranou kartu družstva B", Polish "zagraną kartę drużyny B": the played card named by its squad alone."""
    words = found.q.words
    for i, t in enumerate(words[:-2]):
        played = i > 0 and words[i - 1].starts("zahran", "zagran", "vylozen", "odehran")
        if played and t.starts("kart") and words[i + 1].starts("druzstv", "druzyn") and \
                words[i + 2].text in SQUADS:
            found.set("played_card_squad", words[i + 2].text, words[i - 1 : i + 3])
            return


def read_cards(found: Found, named: Named) -> None:
    """Povzbuzení (the played card, the commander, their squads), průzkum (fog of war in hand), the drawn card."""
    q, words = found.q, found.q.words
    cards = named.of("card")
    units = named.of("unit")
    commander = next((c for c in cards if c.value != "fog_of_war" and not _taken_from_reserve(found, named, c)), None)
    if commander is not None:
        found.set("commander", commander.value, commander, commander.how)
        squad = named.squad(commander)
        if squad:
            found.set("squad", squad, commander)
    action_squad = _action_squad(found, named)
    if action_squad is not None:
        found.set("squad", action_squad, "družstvo")
    if found.values.get("action") in (Action.RALLY, Action.EXERT):  # the played card it uses
        played = next((u for u in units if commander is None or u.first < commander.first), units[0] if units else None)
        if played is not None:
            found.set("played_card", played.value, played, played.how)
            squad = named.squad(played)
            if squad:
                found.set("played_card_squad", squad, played)
        else:
            _played_squad_card(found)
    fog = next((c for c in cards if c.value == "fog_of_war"), None)
    if fog is not None and (has_cue(words, "cards.returns") or any(t.folded in ("ruce", "ruka", "reki", "rece")
                                                                    for t in words)):
        clause = [t for t in words if t.clause == words[fog.first].clause]
        found.set("war_confusion_in_hand", not any(is_negation(t) for t in clause), fog)
    action = found.values.get("action")
    if action == Action.WITHDRAW:
        card = fog or (units[0] if units else None)
        if card is not None:
            found.set("card_played", card.value, card, card.how)
    if action in (Action.BOLSTER, Action.QUICK_BOLSTER):
        taken = next((m for m in [*units, *cards] if m is not commander), None)
        if taken is not None:
            found.set("reserve_card", taken.value, taken, taken.how)
            squad = squad_of(words, named, taken)
            if squad:
                found.set("reserve_card_squad", squad, taken)
    if action == Action.CONFUSE and fog is not None and any(z.value == "reserve" for z in named.of("zone")):
        clause = [t for t in words if t.sentence == words[fog.first].sentence]
        count = next((t for t in reversed(words[max(0, fog.first - 3) : fog.first]) if t.num is not None), None)
        if any(is_negation(t) for t in clause):
            found.set("enemy_fog_in_reserve", 0, fog)
        elif count is not None:
            found.set("enemy_fog_in_reserve", count.num, [count, words[fog.last]])
    drawn_at = find_cue(words, "cards.drawn")
    if drawn_at is not None:
        drawn = next((u for u in [*units, *cards] if u.first > drawn_at[0] and u.value != "fog_of_war"), None)
        if drawn is not None:
            found.set("drawn_card", drawn.value, drawn, drawn.how)
    if fog is not None and "war_confusion_in_hand" not in found.values and (
            q.has("v ruce", "w rece", "w reku") or found.values.get("action") in ("recon", "securing_recon")):
        clause = [t for t in words if t.clause == words[fog.first].clause]
        found.set("war_confusion_in_hand", not any(is_negation(t) for t in clause), fog)


def squad_of(words: list[Token], named: Named, m: Mention) -> str | None:
    """A mention's squad: the letter right after it, or "z družstva A" / "drużyny A" soon after it."""
    squad = named.squad(m)
    if squad:
        return squad
    for i in range(m.last + 1, min(len(words), m.last + 5)):
        if i + 1 < len(words) and words[i].starts("druzstv", "druzyn", "squad") and (
                words[i + 1].text.strip("()") in SQUADS):
            return words[i + 1].text.strip("()")
        spoken = _spoken_squad(words[i].folded)
        if spoken:
            return spoken  # "střelce z béčka"
    return None


def _spoken_squad(folded: str) -> str | None:
    """The squad letter said as a word: "áčko, béčko, céčko" in any case ("z béčka", "do áčka")."""
    for letter, stem in (("A", "ack"), ("B", "beck"), ("C", "ceck")):
        if folded.startswith(stem) and len(folded) <= len(stem) + 3 and letter in SQUADS:
            return letter
    return None


def _action_squad(found: Found, named: Named) -> str | None:
    """ "posily 2 B", "Wzmocnienie z oznaczeniem drużyny A": the squad printed at the action."""
    words = found.q.words
    actions = named.of("action")
    if not actions:
        return None
    first = actions[0]
    after = [t.text.strip("():,") for t in words[first.last + 1 : first.last + 3]]
    if after and after[0] in SQUADS:  # "posily A"
        return after[0]
    if len(after) == 2 and after[0].isdigit() and after[1] in SQUADS:  # "posily 2 B"
        return after[1]
    for i in range(first.last + 1, min(len(words) - 1, first.last + 6)):
        if words[i].starts("druzstv", "druzyn", "oznaczen") and words[i + 1].text.strip("()") in SQUADS:
            return words[i + 1].text.strip("()")
    return None


SQUADS = frozenset({"A", "B", "C"})


def read_movement(found: Found, named: Named) -> None:
    """How many fields, how many of them without your control token, the destination's token, fog in reserve."""
    words = found.q.words
    for i, t in enumerate(words[:-1]):
        nxt = words[i + 1]
        if t.num is None or not nxt.starts(*cue("movement.field")):
            continue
        after = words[i + 2 : i + 5]
        if any(w.folded == "bez" or w.starts("nepropatran", "niezbadan") for w in after):
            found.set("unscouted_tiles", t.num, [t, nxt])
        found.set("steps", t.num, [t, nxt])
    _unscouted(found)
    without = find_cue(words, "movement.without_token")
    if without is not None:
        found.set("destination_control", ControlToken.NONE.value, words[without[0] : without[1] + 1])
    own, enemy = [], []
    for m in named.of("control_token"):
        (enemy if _owner_before(words[max(0, m.first - 4) : m.first]) == "enemy" else own).append(m)
    for m in own:
        clause = [t for t in words if t.clause == words[m.first].clause and t.i < words[m.first].i]
        negated = any(is_negation(t) for t in clause) or any(t.folded in ("ani", "nie") for t in clause)
        found.set("destination_control", ControlToken.NONE.value if negated else m.value, m, m.how)
    if enemy:  # only the enemy's token lies there: none of yours
        found.set("destination_control", ControlToken.NONE.value, enemy[0], enemy[0].how)
    tunnel = next((m for m in named.of("target") if m.value == "tunnel"), None)
    if tunnel is not None:
        found.set("via_tunnel", True, tunnel, tunnel.how)
    impassable = find_cue(words, "movement.impassable")
    if impassable is not None:
        found.set("impassable", True, words[impassable[0] : impassable[1] + 1])
    for m in named.of("card"):
        if m.value == "fog_of_war" and any(z.value == "reserve" for z in named.of("zone")):
            before = words[max(0, m.first - 3) : m.first]
            count = next((t for t in reversed(before) if t.num is not None), None)
            if count is not None:
                found.set("fog_in_reserve", count.num, [count, words[m.last]])
            elif any(t.starts("zadn", "zadny", "zaden", "zadnej") for t in before):  # "nemám žádný zmatek"
                found.set("fog_in_reserve", 0, [*before[-2:], words[m.last]])


BOTH = frozenset({"obe", "oba", "obou", "obydwa", "obydwie"})


def _count_before(words: Sequence[Token], i: int, window: int = 6) -> Token | None:
    """The number (or "obě") counting the fields a word describes, before it in its clause."""
    scope = [t for t in words[max(0, i - window) : i] if t.clause == words[i].clause]
    return next((t for t in reversed(scope) if t.num is not None or t.folded in BOTH), None)


def _unscouted(found: Found) -> None:
    """Fields of a move without your control token: "obě pole jsou nepropátraná" (all the steps), "z nichž
    jedno už mám propátrané a druhé ne" (the steps less the scouted ones), "přes jedno propátrané pole a pak
    na nepropátrané" (one more), "pokládám 2 žetony kontroly" (one token on each new field)."""
    words = found.q.words
    steps = found.values.get("steps")
    unscouted = next((i for i, t in enumerate(words) if t.starts("nepropatran", "niezbadan", "nierozpozn")), None)
    if unscouted is not None:
        count = _count_before(words, unscouted)
        if count is not None and count.num is None:  # "obě"
            found.set("unscouted_tiles", steps, [count, words[unscouted]])
        elif count is not None:
            found.set("unscouted_tiles", count.num, [count, words[unscouted]])
    scouted = next((i for i, t in enumerate(words) if t.starts("propatran", "zbadan")), None)
    known = _count_before(words, scouted, 4) if scouted is not None else None
    if scouted is not None and known is not None and known.num is not None:
        span = [known, words[scouted]]
        found.set("destination_control", ControlToken.NONE.value, [words[unscouted or scouted]])  # the last field
        if steps is not None and (unscouted is not None or any(t.folded in ("druhe", "druhy", "ostatni")
                                                               for t in words[scouted:])):
            found.set("unscouted_tiles", max(0, steps - known.num), span)
        elif unscouted is not None:  # "přes jedno propátrané pole a pak na nepropátrané"
            found.set("unscouted_tiles", 1, [words[unscouted]])
            found.set("steps", known.num + 1, span)
    tokens = find_cue(words, "movement.placed_tokens")
    if tokens is not None and found.values.get("action") == "scout":
        count = _count_before(words, tokens[0], 2)
        if count is not None and count.num is not None:
            found.set("unscouted_tiles", count.num, [count, words[tokens[0]]])


def _owner_before(before: Sequence[Token]) -> str | None:
    """The nearest owner word before a token ("nepřátelští střelci, mám tam propátráno": mine)."""
    for t in reversed(before):
        if t.folded.startswith(cue("roles.enemy")):
            return "enemy"
        if t.folded.startswith(cue("roles.own")) or t.folded in FIRST_PERSON_WORDS:
            return "own"
    return None


def read_push_destination(found: Found, named: Named) -> None:
    """Where the attacker moves a routed enemy unit: the owner's token on that tile ("na sousední pole, které
    soupeř nemá propátrané" = none of his)."""
    words = found.q.words
    for m in named.of("control_token"):
        if words[m.first].starts("zadn") and not _names_token_after(words, m.last):
            continue  # "soupeř nemá žádnou jejich kartu": no card, said of no tile
        clause = [t for t in words if t.clause == words[m.first].clause and t.i < words[m.first].i]
        negated = any(is_negation(t) for t in clause) or any(t.folded in ("ani", "nie") for t in clause)
        found.set("owner_control_at_destination", ControlToken.NONE.value if negated else m.value, m, m.how)
        return


def _names_token_after(words: Sequence[Token], at: int) -> bool:
    """ "žádný žeton", "žádné propátrání", "pole bez žádného žetonu": the word after "žádný" is a token's."""
    return any(t.starts("zeton", "kontrol", "propatr", "zbadan", "ovlad") for t in words[at + 1 : at + 3])


def read_deployment(found: Found, named: Named) -> None:
    """A unit token entering the board: the unit deployed (named after the verb "nasadit", or the one "not on
    the board"), its squad, and the state of the riflemen it joins ("střelci A jsou rozprášení")."""
    words = found.q.words
    units = named.of("unit")
    verb = find_cue(words, "asks.deploy")
    off = find_cue(words, "states.off_board")
    deployed = None
    if verb is not None:
        deployed = next((m for m in units if m.first > verb[1]), None)
    if deployed is None and off is not None:
        deployed = next((m for m in reversed(units) if m.last < off[0]), None)
    if deployed is None:
        deployed = next((m for m in units if m.value != "riflemen"), units[0] if len(units) == 1 else None)
    if off is not None:
        found.set("unit_on_board", False, words[off[0] : off[1] + 1])
    if deployed is None:
        return
    found.set("unit", deployed.value, deployed, deployed.how)
    squad = named.squad(deployed)
    if squad:
        found.set("unit_squad", squad, deployed)
    impassable = find_cue(words, "movement.impassable")
    if deployed.value == "tank" and impassable is not None:  # "všichni moji střelci stojí na neprůjezdném terénu"
        found.set("riflemen_on_impassable", not _negated_at(words, impassable[0]), [words[impassable[0]]])
    for m in units:
        if m is deployed or m.value != "riflemen":
            continue
        clause = [t for t in words if t.clause == words[m.first].clause]
        if any(t.starts(*cue("states.routed")) for t in clause):
            found.set("riflemen_state", UnitState.ROUTED.value, m)
        elif find_cue(clause, "states.suppressed") is not None:
            found.set("riflemen_state", UnitState.SUPPRESSED.value, m)


def _negated_at(words: Sequence[Token], i: int) -> bool:
    clause = [t for t in words[:i] if t.clause == words[i].clause]
    return any(is_negation(t) for t in clause[-4:])


def read_initiative(found: Found) -> None:
    """Both chosen cards' initiative values (mine first unless marked), who holds the token."""
    q, words = found.q, found.q.words
    own: Token | None = None
    enemy: Token | None = None
    for clause in q.clauses():
        numbers = [t for t in clause if t.num is not None and t.folded not in ("oba", "obe", "obou")]
        if not numbers:
            continue
        is_enemy = any(t.starts(*cue("initiative.enemy_words")) for t in clause)
        if len(numbers) >= 2 and own is None and enemy is None:
            own, enemy = numbers[0], numbers[1]
        elif is_enemy and enemy is None:
            enemy = numbers[0]
        elif own is None:
            own = numbers[0]
        elif enemy is None:
            enemy = numbers[0]
    if own is not None and enemy is None and has_cue(words, "initiative.same"):
        enemy = own
    if own is not None:
        found.set("own_initiative", own.num, [own])
    if enemy is not None:
        found.set("enemy_initiative", enemy.num, [enemy])
    # "mám iniciativu 5" names the card's value, not the token
    token = next((at for at in all_cues(words, "initiative.token")
                  if not (at[1] + 1 < len(words) and words[at[1] + 1].num is not None)), None)
    if token is not None:
        sentence = [t for t in words if t.sentence == words[token[0]].sentence]
        enemy_has = any(t.starts(*cue("initiative.enemy_words")) for t in sentence)
        negated = any(is_negation(t) for t in sentence)
        found.set("has_initiative", not (enemy_has or negated), words[token[0] : token[1] + 1])


def read_victory(found: Found, named: Named) -> None:
    """Objectives held and needed, goals, riflemen left on the board, routed, a withdrawal."""
    words = found.q.words
    for i, t in enumerate(words):
        if not t.starts(*cue("victory.objectives")):
            continue
        if i and words[i - 1].folded in ("s", "se", "z", "ze"):
            continue  # "pole s cílem za dva body": the objective on a tile, not the objectives a side holds
        if t.folded.startswith("cilov") or (i and words[i - 1].starts("obran", "kryt", "zakladn", "bonus", "utok")):
            continue  # "obrana cíle", "cílová hodnota": the target of an attack, not an objective
        value = next((x for x in reversed(words[max(0, i - 3) : i]) if x.num is not None), None) or next(
            (x for x in words[i + 1 : i + 4] if x.num is not None), None)
        if value is None:
            continue
        clause = [x for x in words if x.clause == t.clause]
        if has_cue(words[max(0, i - 4) : i + 1], "victory.required"):
            found.set("objectives_required", value.num, [value, t])
        elif any(x.starts(*cue("roles.enemy")) for x in clause):
            found.set("enemy_objectives_controlled", value.num, [value, t])
        else:
            found.set("objectives_controlled", value.num, [value, t])
    required = find_cue(words, "victory.required")
    if required is not None:  # "potřebuju 5", "k vítězství je třeba 4"
        value = next((x for x in words[required[1] + 1 : required[1] + 4] if x.num is not None), None)
        if value is not None:
            found.set("objectives_required", value.num, [words[required[0]], value])
    for m in named.of("goal"):
        clause = [x for x in words if x.clause == words[m.first].clause]
        key = "enemy_goal" if any(x.starts(*cue("roles.enemy")) for x in clause) else "own_goal"
        found.set(key, Goal(m.value).value, m, m.how)
    for first, _ in all_cues(words, "victory.suppressed"):  # "jsem potlačený … soupeř má za úkol mě potlačit"
        clause = [x for x in words if x.clause == words[first].clause]
        goal = find_cue(clause, "victory.goal") is not None
        if goal:
            key = "enemy_goal" if any(x.folded.startswith(cue("roles.enemy")) for x in clause) else "own_goal"
            found.set(key, Goal.SUPPRESSION.value, [words[first]])
        elif is_first_person(clause):
            found.set("own_riflemen_on_board", False, [words[first]])
            if any(x.folded in ("oba", "obe", "obie", "obou") for x in words):
                found.set("enemy_riflemen_on_board", False, [words[first]])
        elif any(x.folded.startswith(cue("roles.enemy")) for x in clause):
            found.set("enemy_riflemen_on_board", False, [words[first]])
    _objectives_compared(found)
    hopeless = find_cue(words, "victory.hopeless")
    if hopeless is not None:
        found.set("own_rifle_cards_left", 0, words[hopeless[0] : hopeless[1] + 1])
        found.set("own_riflemen_on_board", False, words[hopeless[0] : hopeless[1] + 1])
    withdraw = find_cue(words, "victory.withdraw")
    if withdraw is not None and not any(t.starts("zaloh", "rezerw") for t in words):
        found.set("withdraw", True, words[withdraw[0] : withdraw[1] + 1])
    routed = find_cue(words, "victory.all_routed")
    if routed is not None:
        found.set("enemy_riflemen_all_routed", True, words[routed[0] : routed[1] + 1])
    none = find_cue(words, "victory.no_riflemen")
    if none is not None:
        clause = [x for x in words if x.clause == words[none[0]].clause]
        key = "enemy_riflemen_on_board" if any(x.starts(*cue("roles.enemy")) for x in clause) else (
            "own_riflemen_on_board")
        found.set(key, False, words[none[0] : none[1] + 1])


def _objectives_compared(found: Found) -> None:
    """ "soupeř obsazuje cíle a má jich víc než já": his goal, and objectives ahead of yours (no totals)."""
    words = found.q.words
    if find_cue(words, "victory.objectives") is None:
        return
    for name, ahead in (("victory.more", True), ("victory.less", False)):
        at = find_cue(words, name)
        if at is None:
            continue
        clause = [x for x in words if x.clause == words[at[0]].clause]
        enemy = any(x.folded.startswith(cue("roles.enemy")) for x in clause) or _enemy_subject_before(words, at[0])
        found.set("enemy_objectives_ahead", ahead if enemy else not ahead, words[at[0] : at[1] + 1])
    occupies = find_cue(words, "victory.occupies")
    if occupies is not None and _enemy_subject_before(words, occupies[0] + 1):
        found.set("enemy_goal", Goal.OBJECTIVES.value, words[occupies[0] : occupies[1] + 1])


def _enemy_subject_before(words: Sequence[Token], i: int) -> bool:
    """An enemy word is the last owner named before ``i`` in its sentence ("soupeř obsazuje cíle a má …")."""
    for t in reversed([t for t in words[:i] if t.sentence == words[i].sentence]):
        if t.folded.startswith(cue("roles.enemy")):
            return True
        if t.folded.startswith(cue("roles.own")) or is_first_person([t]):
            return False
    return False


def read_campaign(found: Found, named: Named) -> None:
    """Cards in the casualty pile, the lost card's kind and code (S-P-009)."""
    q, words = found.q, found.q.words
    pile = find_cue(words, "campaign.casualty_pile")
    if pile is not None:
        count = _pile_count(words, pile[0])
        if count is not None:
            found.set("casualty_count", count.num, [count, words[pile[0]]])
    code = CARD_CODE.search(q.text)
    if code is not None:
        found.set("lost_card_code", "-".join(g.upper() for g in code.groups()), code.group(0))
    lost = next((m for m in [*named.of("unit"), *named.of("card")]), None)
    if lost is not None and (code is not None or has_cue(words, "campaign.reservist")):
        found.set("lost_card", lost.value, lost, lost.how)


def _pile_count(words: Sequence[Token], at: int) -> Token | None:
    """The number of cards in the casualty pile: a number of the pile word's clause that counts no dice
    ("V balíčku ztrát mám 6 karet"; not "v ruce mám dvě karty. … odložím do ztrát", not "na 3 kostkách")."""
    for i, t in enumerate(words):
        if t.num is None or t.text.startswith(("S", "N")) or t.clause != words[at].clause:
            continue
        if i + 1 < len(words) and words[i + 1].starts("kost", "kosc", "kosti", "hex", "pol"):
            continue
        return t
    return None
