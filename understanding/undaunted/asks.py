"""What a yes/no question asks (the engine's :class:`~engine.undaunted.facts.Proposition` and its
polarity), and which number an open question asks for.

Only the asking sentences count ("…? " or the last sentence): "Počítá se kryt?" asks
``cover_counts``; "Ignoruje se kryt?" the same proposition the other way round
(``positive=False``); "Zasáhl jsem?" with rolls asks ``attack_hits``, "Minul jsem?" its
negation; "Můžu pole ovládnout?" ``tile_may_be_controlled``.  The rules are tried in order;
the first that fits decides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.api import Ask, Intent
from engine.undaunted.facts import MOVEMENT_ACTIONS, Action, Proposition, Quantity
from understanding.cues import (
    CONDITION_WORDS,
    QUESTION_WORDS,
    QUESTION_YES_NO_OPENERS,
    is_alternative,
    is_yes_no_sentence,
)
from understanding.intent import IntentGuess
from understanding.text import Analysed, Token
from understanding.undaunted.found import Found, Named
from understanding.undaunted.standing import is_standing, read_standing
from understanding.undaunted.words import cue, cues, has_cue, is_first_person

__all__ = ["asked_number", "asks_cards_removed", "read_ask", "refine"]

P = Proposition


def asking_tokens(q: Analysed) -> list[Token]:
    asked = {t.sentence for t in q.tokens if t.text == "?"}
    if not asked:
        return list(q.asking_sentence)
    return [t for t in q.words if t.sentence in asked]


def _negative(tokens: Sequence[Token]) -> bool:
    return has_cue(tokens, "asks.ignored")


def _objective(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "Počítá se mi cíl, když tam mám žeton propátráno?": whose objective it is, from the control token stated."""
    if "own_control_token" not in found.values or any(k in found.values for k in ("target", "attacker", "cover")):
        return None
    if has_cue(found.q.words, "asks.objective") and has_cue(s, "asks.objective_held"):
        return Ask(P.OBJECTIVE_HELD)
    return None


ELLIPTIC_WORDS = 5  # "výbuch bonus za vzdálenost?": a short question naming an action and a defence part


def _exclusion(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "Počítá se kryt / bonus za vzdálenost / dým?", "Platí kryt budovy?", "Ignoruje se kryt?"; elliptic
    "výbuch bonus za vzdálenost?", "kryt u miny?" (a combat action and a part of the defence, nothing else)."""
    words = [t for t in s if t.folded.isalnum()]
    elliptic = len(words) <= ELLIPTIC_WORDS and ("action" in found.values or bool(found.values.get("mine")))
    if not (has_cue(s, "asks.counts") or has_cue(s, "asks.ignored") or elliptic):
        return None
    positive = not _negative(s)
    if has_cue(s, "asks.building_cover"):
        return Ask(P.BUILDING_COVER_COUNTS, positive)
    if has_cue(s, "asks.fortification_cover"):
        return Ask(P.FORTIFICATION_COVER_COUNTS, positive)
    if has_cue(s, "defense.range_bonus") or any(t.starts("vzdalenost", "zasieg", "odleglos") for t in s):
        return Ask(P.RANGE_BONUS_COUNTS, positive)
    if has_cue(s, "defense.smoke_bonus") or has_cue(s, "places.smoke"):
        return Ask(P.SMOKE_COUNTS, positive)
    if has_cue(s, "asks.hill_high"):
        return Ask(P.HILL_HIGH_COVER, positive)
    if has_cue(s, "defense.cover"):
        return Ask(P.COVER_COUNTS, positive)
    return None


def _hit(s: list[Token], found: Found, named: Named) -> Ask | None:
    if has_cue(s, "asks.own_hit") and any(t.starts("zasah", "zasahn", "trefi", "traf", "cil") for t in s):
        return Ask(P.HITS_OWN_UNITS)
    if has_cue(s, "asks.misses"):
        return Ask(P.ATTACK_HITS, False)
    hit_word = has_cue(s, "asks.hits") or has_cue(s, "asks.affects")
    if hit_word and has_cue(s, "asks.hit_possible") and "rolls" not in found.values:
        return Ask(P.HIT_POSSIBLE)
    if has_cue(s, "asks.hits") and "rolls" in found.values:
        return Ask(P.ATTACK_HITS)
    if has_cue(s, "asks.affects") and "target" in found.values:  # "zasáhne ho to?": does the action touch it
        return Ask(P.ACTION_HAS_EFFECT)
    if has_cue(s, "asks.no_effect"):
        return Ask(P.ACTION_HAS_EFFECT, False)
    if has_cue(s, "asks.effect"):
        return Ask(P.ACTION_HAS_EFFECT)
    return None


def _casualty(s: list[Token], found: Found, named: Named) -> Ask | None:
    if "hit_unit" not in found.values and not any(k.startswith("card_in_") for k in found.values):
        return None
    if has_cue(s, "asks.stays"):
        return Ask(P.TOKEN_REMOVED, False)
    if has_cue(s, "asks.routed"):
        return Ask(P.UNIT_ROUTED)
    if has_cue(s, "asks.removed"):
        return Ask(P.TOKEN_REMOVED)
    if has_cue(s, "asks.card_lost"):
        return Ask(P.CARD_LOST)
    if has_cue(s, "asks.reshuffled"):
        return Ask(P.DECK_RESHUFFLED)
    return None


def _cards(s: list[Token], found: Found, named: Named) -> Ask | None:
    action = found.values.get("action")
    if action == Action.RALLY and has_cue(s, "asks.back_to_hand"):
        return Ask(P.CARD_RETURNS_TO_HAND)
    last = _asking_clause(s)
    if action == Action.RECON and has_cue(last, "asks.draws") and not has_cue(last, "asks.drawn_playable"):
        return Ask(P.ACTION_HAS_EFFECT)  # "dám průzkum, doberu si aspoň kartu?": its draw is what it does
    drawn = "drawn_card" in found.values or has_cue(s, "asks.draws")  # "zahrát průzkum" plays the action itself
    if drawn and (action in (Action.RECON, Action.COMMAND) or "drawn_card" in found.values) and has_cue(
            s, "asks.drawn_playable"):
        return Ask(P.DRAWN_CARD_PLAYABLE)
    if has_cue(s, "asks.reservist") and ("lost_card" in found.values or "lost_card_code" in found.values):
        return Ask(P.REPLACED_BY_RESERVIST)
    return None


def _asking_clause(s: list[Token]) -> list[Token]:
    """The clause that asks: the last one not opened by "když / pokud / gdy" ("Doberu si kartu, když zahraju
    průzkum …?" asks the draw, not the play)."""
    conditions = {t.clause for t in s if t.folded in CONDITION_WORDS}
    asking = [t.clause for t in s if t.clause not in conditions]
    clause = asking[-1] if asking else s[-1].clause
    return [t for t in s if t.clause == clause]


def _game(s: list[Token], found: Found, named: Named) -> Ask | None:
    if "own_initiative" in found.values and has_cue(s, "asks.initiative"):
        return Ask(P.INITIATIVE_WON)
    if has_cue(s, "asks.win"):
        at = next(i for i, t in enumerate(s) if any(t.starts(c[0]) for c in cues("asks.win")))
        mine = is_first_person([s[at]]) or any(t.folded in ("jsem", "jsme") for t in s[max(0, at - 1) : at + 2])
        enemy_named = any(t.folded.startswith(cue("roles.enemy")) for t in s)
        third_person = s[at].folded.endswith(("al", "il", "ali", "ili", "ala", "ila")) and any(
            t.folded.startswith(cue("roles.enemy")) for t in found.q.words)  # "…soupeř … Vyhrál?"
        if mine or not (enemy_named or third_person):
            return Ask(P.GAME_WON)
        return Ask(P.ENEMY_WON)  # "soupeř … vyhrál?"
    if has_cue(s, "asks.game_over"):
        return Ask(P.GAME_OVER)
    return None


def _states(s: list[Token], found: Found, named: Named) -> Ask | None:
    """A mine's trigger, a rout token removed by posily, a unit staying under fire."""
    values = found.values
    if values.get("mine") and has_cue(s, "asks.mine_fires"):
        return Ask(P.MINE_TRIGGERS)
    bolster = (values.get("action") or values.get("wanted_action")) in (Action.BOLSTER, Action.QUICK_BOLSTER)
    if bolster and has_cue(found.q.words, "asks.routed") and has_cue(s, "asks.unrouted"):
        return Ask(P.ROUT_REMOVED)
    if values.get("suppressed") and has_cue(s, "asks.stays") and has_cue(s, "states.suppressed"):
        return Ask(P.STAYS_SUPPRESSED)
    return None


def _token_placed(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "…položím tam svůj žeton kontroly?": whether the move lays a control token."""
    if found.values.get("action") not in MOVEMENT_ACTIONS or not has_cue(s, "asks.token_placed"):
        return None
    if has_cue(s, "control.control_words") or named.of("control_token"):
        return Ask(P.CONTROL_TOKEN_PLACED)
    return None


def _allowed(s: list[Token], found: Found, named: Named) -> Ask | None:
    """ "Můžu / lze / smím …?": the proposition depends on what is to be done."""
    forbidden = has_cue(s, "asks.forbidden")
    if not (has_cue(s, "asks.allowed") or forbidden):
        return None
    positive = not forbidden
    action = found.values.get("wanted_action") or found.values.get("action")
    if action == Action.CONTROL or has_cue(s, "asks.controlled"):
        return Ask(P.TILE_MAY_BE_CONTROLLED, positive)
    if action == Action.AIM or has_cue(s, "asks.aim"):
        return Ask(P.AIM_ALLOWED, positive)
    if found.values.get("unit_on_board") is False or has_cue(s, "asks.deploy"):
        return Ask(P.DEPLOYMENT_ALLOWED, positive)
    own_unit = action is None and not any(k in found.values for k in ("enemy_unit", "target", "hit_unit",
                                                                        "_enemy_moved"))
    if (found.values.get("suppressed") or found.values.get("routed")) and ("unit" in found.values or own_unit):
        return Ask(P.MOVE_ALLOWED if action in MOVEMENT_ACTIONS else P.UNIT_MAY_ACT, positive)
    clause = _permission_clause(s)
    bare = len([t for t in s if t.folded.isalpha()]) <= 2  # "Smím?": the verb is in the sentence before
    if found.values.get("_enemy_moved") and (has_cue(clause, "movement.move_verbs") or (
            bare and has_cue(found.q.words, "movement.move_verbs"))):
        return Ask(P.MOVE_ALLOWED, positive)  # "smím ho (rozprášeného) přesunout?": the attacker's push
    if has_cue(clause, "asks.other_verbs") or found.values.get("_enemy_moved"):
        return None  # "můžu pokračovat v akci?", "smím ho přesunout?" (an enemy unit): not the action asked about
    if action in MOVEMENT_ACTIONS or (action is None and has_cue(clause[1:], "movement.move_verbs")):  # not "jde?"
        return Ask(P.MOVE_ALLOWED, positive)
    if action is not None or has_cue(clause, "roles.attack_verbs"):
        return Ask(P.ACTION_ALLOWED, positive)
    return None


def _permission_clause(s: list[Token]) -> list[Token]:
    """The clause of the permission word and the clauses after it."""
    at = next((i for i, t in enumerate(s) if any(t.folded.startswith(c[0]) for c in cues("asks.allowed")
                                                   + cues("asks.forbidden") if len(c) == 1)), 0)
    return s[at:] if at else s





RULES: tuple[Callable[[list[Token], Found, Named], Ask | None], ...] = (
    _objective, _exclusion, _states, _casualty, _cards, _hit, _game, _token_placed, _allowed,
)


def yes_no_tokens(q: Analysed) -> list[Token]:
    """The asking sentences (or parts: "Kolika kostkami hážu a počítá se kryt?") shaped as yes/no questions.

    A sentence whose first part asks an open question ("Kam jde karta, … a mohu ji zahrát?") or whose
    last clause opens with an interrogative ("…– ke kterým střelcům ji dám?") asks no yes/no.
    """
    out: list[Token] = []
    sentences = _asking_sentences(q)
    if len(sentences) > 1:  # "Žetony nasazení tu nejsou, že? Tak kam …?": the tag confirms, the next one asks
        sentences = [s for s in sentences if not _tag_question(s)] or sentences
    if len(sentences) > 1 and _open_sentence(sentences[-1]) and len(sentences[-1]) <= 3:
        return []  # "…můžou se vrátit do hry? A kam?": the last question is open, the yes/no leads to it
    if len(sentences) > 1 and _open_sentence(sentences[0]):
        return []  # "Kolik jednotek smí stát na poli? Je nějaký limit?": the open question leads, the yes/no follows
    for sentence in sentences:
        parts = _parts(sentence)
        if _open_last_clause(q, sentence) or has_cue([t for t in sentence if t.clause == sentence[-1].clause],
                                                     "asks.what_happens"):
            continue  # "…– ke kterým střelcům ji dám?", "…– stane se něco?"
        if not _asks_yes_no(parts[0]) and not any(t.folded in NUMBER_WORDS for t in parts[0]):
            continue  # "Kam jde karta, … a mohu ji zahrát?": the question is where; the yes/no follows from it
        for part in parts:
            if _asks_yes_no(part):
                out.extend(part)
        if out:
            return out  # "Smím …? A zůstane mi zaměření …?": the first yes/no is the one answered
    return out


TAGS = frozenset({"ze", "ne", "jo", "viď", "vid", "vidte", "prawda", "nie", "tak"})


def _tag_question(sentence: list[Token]) -> bool:
    """A statement confirmed by a tag ("…, že?", "…, ne?", "…, že jo?", "…, prawda?")."""
    words = [t for t in sentence if t.text != "?"]
    return len(words) > 2 and words[-1].folded in TAGS and (
        words[-1].clause != words[0].clause or words[-2].folded in ("ze", "no"))


def _open_sentence(sentence: list[Token]) -> bool:
    """It opens with an interrogative, after a preposition or not ("Kolik …?", "K čemu je …?", "A kam?")."""
    words = [t for t in sentence if t.folded not in ("a", "i", "oraz", "no")]
    if words and words[0].folded in PREPOSITIONS:
        words = words[1:]  # "k čemu", "na co", "o kolik", "w jakim"
    return bool(words) and (words[0].folded in QUESTION_WORDS or words[0].folded.startswith(("kter", "ktor")))


PREPOSITIONS = frozenset({"k", "ke", "na", "o", "do", "v", "ve", "z", "ze", "s", "se", "za", "po", "od", "pro", "w",
                          "we", "przy", "dla"})


def _yes_no_part(part: list[Token]) -> bool:
    """Its main clause is shaped as a yes/no ("Můžu ovládnout pole, kde nikdo není?": "kde" is a relative)."""
    return is_yes_no_sentence([t for t in part if t.clause == part[0].clause])


def _asks_yes_no(part: list[Token]) -> bool:
    """Its main clause, or a last clause after a statement, is a yes/no ("pěchota sedí na opevněném poli, co ho
    ovládám, počítá se mi kryt opevnění?"); a part opening with an interrogative never is."""
    if _yes_no_part(part):
        return True
    last = [t for t in part if t.clause == part[-1].clause]
    return len(last) < len(part) and not _open_sentence(part) and is_yes_no_sentence(last)


# an open part asking for a number ("Kolika kostkami hážu a počítá se kryt?") leaves the yes/no part its own
NUMBER_WORDS = frozenset({"kolik", "kolika", "kolikrat", "jaky", "jaka", "jake", "jakou", "ile", "jaki"})


def _open_last_clause(q: Analysed, sentence: list[Token]) -> bool:
    """The last clause, opened by a dash or a colon ("…– ke kterým střelcům ji dám?"), asks an open question
    (after a comma, "který / kde" are relative pronouns: "pole, které je vzdálené dvě pole")."""
    last = [t for t in sentence if t.clause == sentence[-1].clause]
    opener = q.tokens[last[0].i - 1].text if last[0].i > 0 else ""
    if opener not in ("–", "—", ":", "-"):
        return False
    return any(t.folded in QUESTION_WORDS or t.folded.startswith(("kter", "ktor")) for t in last[:3])


def _asking_sentences(q: Analysed) -> list[list[Token]]:
    asked = {t.sentence for t in q.tokens if t.text == "?"}
    sentences = [s for s in q.sentences() if s and s[0].sentence in asked]
    return sentences or ([list(q.asking_sentence)] if q.asking_sentence else [])


def _parts(sentence: list[Token]) -> list[list[Token]]:
    """Two questions in one sentence joined by "a": "Kolika kostkami hážu a počítá se kryt?"."""
    for i, t in enumerate(sentence[1:-1], 1):
        if t.folded in ("a", "i", "oraz") and sentence[i + 1].starts(*QUESTION_YES_NO_OPENERS):
            return [sentence[:i], *_parts(sentence[i + 1 :])]
    return [sentence]


def read_ask(q: Analysed, found: Found, named: Named) -> Ask | None:
    """The proposition a yes/no asking sentence asks about, or None (an open question asks none)."""
    s = yes_no_tokens(q)
    if not s or _either_or(s):
        return None
    standing = read_standing(q, s, any(k in found.values for k in POSITION_NUMBERS))
    if standing is not None:
        return standing
    for rule in RULES:
        ask = rule(s, found, named)
        if ask is not None:
            return Ask(str(ask.proposition), ask.positive)
    return None


def _either_or(s: list[Token]) -> bool:
    """A clause asks "A, or B?" ("posily – karty jdou do ruky, nebo do odhazováku?"): no yes/no answers it."""
    clauses: dict[int, list[Token]] = {}
    for t in s:
        clauses.setdefault(t.clause, []).append(t)
    last = list(clauses.values())[-1]
    comma_alternative = len(clauses) > 1 and last[0].folded in ("nebo", "anebo", "albo") and len(last) > 1 and (
        last[1].folded not in ("ne", "jo", "ano", "nie", "tak"))  # "…do ruky, nebo do odhazováku?"
    return comma_alternative or any(is_alternative(_after_particle(c)) for c in clauses.values())


def _after_particle(clause: list[Token]) -> list[Token]:
    """The clause after its Polish question particle ("…– czy kładę …?": the first "czy" asks, it is no "or")."""
    at = next((i for i, t in enumerate(clause) if t.folded == "czy"), None)
    return clause[at + 1 :] if at is not None and sum(t.folded == "czy" for t in clause) == 1 else clause


def asked_number(q: Analysed, named: Named) -> Quantity | None:
    """The one number an open question asks for ("Jaký je kryt?" → cover): the quantity named first
    after an interrogative of the asking sentence, else the last one the asking sentence names."""
    asking = asking_tokens(q)
    indices = {t.i for t in asking}
    words = q.words
    mentions = [m for m in named.of("quantity") if words[m.first].i in indices]
    if not mentions:
        return None
    questions = [t.i for t in asking if t.folded in QUESTION_WORDS]
    for m in mentions:
        if any(i < words[m.first].i for i in questions):
            return Quantity(m.value)
    return Quantity(mentions[-1].value)


def asks_cards_removed(q: Analysed) -> bool:
    """ "Trefil jsem na třech kostkách, kolik karet soupeř vyřadí?": the asking part counts the cards a hit
    removes ("kolik", a card word, a removal verb) and names no removal of another rule (fog, bolster, deck)."""
    asking = asking_tokens(q)
    needed = ("cards.how_many", "cards.card_nouns", "cards.removal")
    return all(has_cue(asking, name) for name in needed) and not has_cue(q.words, "cards.removal_other")


def _relative_only(q: Analysed) -> bool:
    """A yes/no question whose only interrogative-looking word opens a relative clause after a noun
    ("Můžou moji střelci dát ovládnutí na pole, kde stojí nepřátelští kulometčíci?")."""
    for sentence in _asking_sentences(q):
        main = [t for t in sentence if t.clause == sentence[0].clause]
        rest = [t for t in sentence if t.clause != sentence[0].clause]
        if not (main and main[0].starts(*QUESTION_YES_NO_OPENERS) and is_yes_no_sentence(main)):
            return False
        if _open_last_clause(q, sentence) or any(t.folded in NUMBER_WORDS for t in rest):
            return False
    return True


CONDITIONS = frozenset({"kdyz", "pokud", "jestli", "jestlize", "gdy", "jesli", "jezeli", "kiedy"})


def _fragment_ask(found: Found) -> Ask | None:
    """A yes/no question without an asking verb, only the act and its situation ("ovládnutí, když soupeř pole
    ovládá"): whether the act is allowed, for the acts whose one yes/no is that."""
    q = found.q
    if not (q.text.rstrip().endswith("?") or any(t.folded in CONDITIONS for t in q.words)):
        return None  # a statement of the situation asks nothing
    if any(t.folded in QUESTION_WORDS or t.folded in NUMBER_WORDS for t in q.words) or has_cue(
            q.words, "asks.allowed") or has_cue(q.words, "asks.forbidden"):
        return None  # a question word, or a permission word read_ask has read
    action = found.values.get("action")
    if action == Action.CONTROL:
        return Ask(str(P.TILE_MAY_BE_CONTROLLED))
    if action in MOVEMENT_ACTIONS:
        return Ask(str(P.MOVE_ALLOWED))
    return None


ATTACK_NUMBERS = ("base_defense", "total_defense", "cover", "dice", "rolls", "building_cover", "fortification_cover")
# numbers that describe a position the engine computes with: the position's rules answer, not a standing rule
POSITION_NUMBERS = (*ATTACK_NUMBERS, "distance", "objectives_controlled", "objectives_required",
                    "enemy_objectives_controlled", "own_initiative", "enemy_initiative", "casualty_count",
                    "fog_in_reserve", "enemy_fog_in_reserve")


def _numbers_asked(guess: IntentGuess, found: Found) -> Intent:
    """A lookup whose classifier also heard odds or a defence ("jakou šanci má mina…, a co se stane?") and
    that states the attack's numbers asks for them first."""
    if guess.intent is Intent.LOOKUP and any(k in found.values for k in ATTACK_NUMBERS):
        for also in (Intent.ODDS, Intent.DEFENSE):
            if also in guess.also or guess.runner_up is also:
                return also
    return guess.intent


def refine(guess: IntentGuess, ask: Ask | None, found: Found) -> tuple[Intent, Ask | None]:
    """The classifier's intent and the ask, reconciled: a proposition is asked only by a yes/no question,
    except that a question with rolls asking "zasáhl jsem?" is one whatever the classifier said."""
    if ask is None:
        return _numbers_asked(guess, found), _fragment_ask(found) if guess.intent is Intent.YES_NO else None
    if guess.intent is Intent.YES_NO or (guess.intent is Intent.LOOKUP and _relative_only(found.q)):
        return Intent.YES_NO, ask
    if ask.proposition == P.ATTACK_HITS and "rolls" in found.values:
        return Intent.YES_NO, ask
    if is_standing(ask) and _asked_clause_yes_no(found.q):
        return Intent.YES_NO, ask  # "Končí hra hned, jak někdo splní úkol?": "jak" opens a subordinate clause
    return guess.intent, None


def _asked_clause_yes_no(q: Analysed) -> bool:
    """Every asking sentence's first clause outside a condition ("když …") is shaped as a yes/no and
    opens with no interrogative: the question words of the later clauses are subordinate."""
    sentences = _asking_sentences(q)
    for sentence in sentences:
        clauses: dict[int, list[Token]] = {}
        for t in sentence:
            clauses.setdefault(t.clause, []).append(t)
        kept = [c for c in clauses.values() if c[0].folded not in CONDITIONS]
        if not kept or kept[0][0].folded in QUESTION_WORDS or not is_yes_no_sentence(kept[0]):
            return False
    return bool(sentences)
