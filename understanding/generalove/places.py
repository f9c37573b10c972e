"""Where and when in a Generálové question: sectors and routes, sector statuses, phases and steps,
the direction of an attack, the kind of roll and of order.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.generalove.facts import Phase, SectorId, Step
from understanding.aliases import Mention
from understanding.cues import negated_before
from understanding.text import Token

from .reading import Reading, cues

_STEP = re.compile(r"^[1-6]\.\d{1,2}$")
LAST = ("posledn", "posledi")
PHASE_ORDINALS = {"prvni": 1, "druha": 2, "druhe": 2, "treti": 3, "ctvrta": 4, "ctvrte": 4, "pata": 5, "pate": 5,
                  "sesta": 6, "seste": 6}
# A roll or an event named in a question about the order of steps, and the step it happens in.
EVENT_STEPS: dict[str, tuple[str, str]] = {  # word prefix -> (step in phase 3, step in phase 1)
    "strel": ("3.3", "3.3"), "ztec": ("3.7", "1.3"), "utek": ("3.8", "1.4"), "ustup": ("3.5", "3.5"),
    "ostrel": ("2.3", "2.3"), "reorganiz": ("5.2", "5.2"), "bodov": ("6.2", "6.2"), "zajet": ("6.1", "6.1"),
    "pozic": ("3.2", "1.2"),
}


# ---------------------------------------------------------------- phases and steps


def phase_mentions(r: Reading) -> list[tuple[Phase, list[Token]]]:
    """Phases named ("fáze jízdy") or numbered ("3. fáze", "ve fázi 3", "ve třetí fázi"), in text order."""
    words = r.words
    found: list[tuple[int, Phase, list[Token]]] = []
    for m in r.mentions("phase"):
        found.append((m.first, Phase(m.value), words[m.first : m.last + 1]))
    for i, t in enumerate(words):
        if not t.starts("faz") or any(m.first <= i <= m.last for m in r.mentions("phase")):
            continue
        before, after = (words[i - 1] if i else None), (words[i + 1] if i + 1 < len(words) else None)
        number = None
        # "3. fáze", "třetí fáze", "fáze 3" — not "v jedné fázi" (one phase)
        if before is not None and before.folded.startswith(LAST):
            number, extra = len(Phase), before  # "poslední fáze" (and "posledí" typed in a hurry)
        elif before is not None and (before.text.isdigit() or before.folded in PHASE_ORDINALS):
            number, extra = before.num or PHASE_ORDINALS[before.folded], before
        elif after is not None and after.text.isdigit():
            number, extra = after.num, after
        if number is not None and 1 <= number <= 6:
            found.append((min(i, r.index(extra)), Phase.of(number), sorted([t, extra], key=lambda x: x.i)))
            if extra is before:
                found.extend(_coordinated_ordinals(r, i - 1))
    return [(p, toks) for _, p, toks in sorted(found, key=lambda x: x[0])]


# Words between coordinated phase ordinals: "ve 3. a (pak) ve 4. fázi", "v 1. nebo 3. fázi".
COORDINATION = frozenset({"a", "nebo", "pak", "potom", "i", "ci", "v", "ve", "az"})


def _coordinated_ordinals(r: Reading, last: int) -> list[tuple[int, Phase, list[Token]]]:
    """Ordinals before ``words[last]`` (the one that precedes "fáze") joined to it: each names a phase too."""
    words, out = r.words, []
    i = last - 1
    while i >= 0 and words[i].folded in COORDINATION:
        i -= 1
        if i >= 0 and words[i].folded not in COORDINATION:
            t = words[i]
            number = PHASE_ORDINALS.get(t.folded) or (t.num if t.text.isdigit() and r.q.text[t.end : t.end + 1] == "."
                                                      else None)
            if number is None or not 1 <= number <= 6:
                break
            out.append((i, Phase.of(number), [t]))
            i -= 1
    return out


def read_phase(r: Reading) -> list[tuple[Phase, list[Token]]]:
    phases: list[tuple[Phase, list[Token]]] = []
    for phase, toks in phase_mentions(r):  # "ve fázi dělostřelectva (4. fázi)" names one phase twice
        if not phases or phases[-1][0] is not phase:
            phases.append((phase, toks))
    if len(phases) == 1:
        r.put_tokens("phase", phases[0][0].value, phases[0][1], "alias")
    elif len(phases) > 1 and not r.has("ask.phase_before", "cues"):
        r.put_tokens("phases", [p.value for p, _ in phases], [t for _, toks in phases for t in toks], "alias")
    return phases


def read_steps(r: Reading, phases: list[tuple[Phase, list[Token]]]) -> None:
    """Two steps or phases compared ("je střelba před ztečí?", "fáze jízdy před fází pěchoty?")."""
    words = r.words
    if not r.has("ask.phase_before", "cues") or _time_of_permitted_act(r):
        if r.has("intent", "phase_order"):
            hit = r.find("intent", "phase_order")
            assert hit is not None
            r.put_tokens("ask_phase_order", True, [hit])
        return
    items: list[tuple[int, str, list[Token]]] = [(t.i, t.text, [t]) for t in words if _STEP.match(t.text)]
    if len(items) < 2:
        items += [(toks[0].i, f"{phase.number}.1", toks) for phase, toks in phases]
    if len(items) < 2:
        in_cavalry = any(p is Phase.CAVALRY for p, _ in phases)
        used = {t.i for _, _, toks in items for t in toks}
        for t in words:
            for prefix, (step3, step1) in EVENT_STEPS.items():
                if t.starts(prefix) and t.i not in used:
                    items.append((t.i, step1 if in_cavalry else step3, [t]))
                    used.add(t.i)
    items.sort(key=lambda x: x[0])
    if len(items) < 2 or items[0][1] == items[1][1]:
        if r.has("intent", "phase_order"):
            hit = r.find("intent", "phase_order")
            assert hit is not None
            r.put_tokens("ask_phase_order", True, [hit])
        return
    if any(not _STEP.match(x[2][0].text) and x[2][0].folded.startswith(tuple(EVENT_STEPS)) for x in items[:2]):
        for name in ("roll", "order"):  # "je střelba před ztečí?": the events are steps, not a roll asked about
            r.values.pop(name, None)
    first, second = items[0], items[1]
    between = [t for t in words if first[0] < t.i < second[0]]
    after = any(t.folded in ("po", "pozdeji", "az", "nasleduje", "za") for t in between)
    a, b = (second, first) if after else (first, second)
    r.put_tokens("step_a", Step(a[1]).value, a[2])
    r.put_tokens("step_b", Step(b[1]).value, b[2])


# words that compare the order of two steps; "po" alone may just date an act ("smí jízda po střelbě ustoupit?")
_ORDER_WORDS = frozenset({"pred", "driv", "drive", "nejdriv", "nejdrive", "pozdeji", "nasleduje", "predchazi",
                          "napred", "prvni", "az", "poradi", "nejprve"})


def _time_of_permitted_act(r: Reading) -> bool:
    """ "Smí moje jízda po střelbě ustoupit z boje?": a permission dated by "po …", not two steps compared."""
    sentence = r.q.asking_sentence
    modal = any(t.starts("smi", "smej", "muz", "moh", "lze", "dovol", "povol", "moze", "moge") for t in sentence)
    return modal and not any(t.folded in _ORDER_WORDS for t in sentence) and any(t.folded == "po" for t in sentence)


# ---------------------------------------------------------------- sectors


def _role_of(r: Reading, m: Mention) -> str | None:
    """"from" / "to" / "via" by the preposition before a sector ("z levého křídla", "do středu", "přes střed")."""
    c = cues()["places"]
    for t in reversed(r.words[max(0, m.first - 2) : m.first]):
        if t.folded in c["from"]:
            return "from"
        if t.folded in c["via"]:
            return "via"
        if t.folded in c["to"]:
            return "to"
    return None


# the opponent in the dative before "do <rezervy>": "vjet soupeři do rezervy" is his reserve
THEIRS_DATIVE = frozenset({"souperi", "nepriteli", "protivnikovi", "mu", "jemu"})


def _whose(r: Reading, m: Mention) -> Mention:
    """A plain "rezerva" read as mine unless the opponent is named in the dative right before its preposition."""
    before = [t.folded for t in r.words[max(0, m.first - 2) : m.first]]
    if m.value == SectorId.OWN_RESERVE.value and len(before) == 2 and before[0] in THEIRS_DATIVE and before[1] == "do":
        return replace(m, value=SectorId.ENEMY_RESERVE.value)
    return m


def read_sectors(r: Reading, *, bombarding: bool, fleeing: bool, direction: bool, counting: bool,
                 moving: bool) -> None:
    sectors = [_whose(r, m) for m in r.mentions("sector", free=True)
               if not (m.value == "enemy_command_post" and "controls_enemy_hq" in r.values)]
    if not sectors:
        return
    roles = [(m, _role_of(r, m)) for m in sectors]
    start = next((m for m, role in roles if role == "from"), None)
    ends = [m for m, role in roles if role in ("to", "via") and m is not start]
    if fleeing:
        origin = start or next((m for m, role in roles if role != "to"), None)  # "utíká do rezervy": no origin
        if origin is not None:
            r.put_mention("flee_from", origin.value, origin)
            _all_sectors(r, origin.value)
    elif bombarding:
        if start is not None:
            r.put_mention("origin", start.value, start)
        target = ends[-1] if ends else (sectors[-1] if sectors[-1] is not start else None)
        if target is not None:
            r.put_mention("target", target.value, target)
    elif direction and start is not None and ends:
        r.put_mention("attack_from", start.value, start)
        r.put_mention("attack_to", ends[-1].value, ends[-1])
    elif start is not None and ends:
        route = [start, *ends]
        r.put("route", [m.value for m in route], " … ".join(r.mention_text(m) for m in route), "alias")
        _enemy_held(r, route)
    elif moving and start is not None:
        r.put_mention("origin", start.value, start)
    elif counting and len(sectors) == 1:
        r.put_mention("sector", sectors[0].value, sectors[0])
    elif moving and ends:
        r.put_mention("target", ends[-1].value, ends[-1])


def _enemy_held(r: Reading, route: list[Mention]) -> None:
    """Sectors of a route described as held by the opponent ("přes pravé křídlo, které ovládá soupeř")."""
    cue = r.find("orders", "reserve_enemy_held")
    if cue is None:
        return
    at = r.index(cue)
    near = min(route[1:], key=lambda m: abs(m.first - at), default=None)
    if near is not None and abs(near.first - at) <= 6:
        r.put("enemy_held", [near.value], r.mention_text(near), "cue")


def read_statuses(r: Reading) -> None:
    """The status of the target sector of a move ("do nepřátelského sektoru", "cílový sektor je neutrální")."""
    words = r.words
    for m in r.mentions("status", free=True):
        around = words[max(0, m.first - 2) : m.last + 3]
        if any(t.starts("sektor", "pole", "cil") or t.folded == "do" for t in around):
            r.put_mention("target_status", m.value, m)
            break
    if r.has("places", "enemy_enters_same"):
        hit = r.find("places", "enemy_enters_same")
        assert hit is not None
        r.put_tokens("enemy_enters_same", True, [hit])
    if r.has("places", "head_on"):
        hit = r.find("places", "head_on")
        assert hit is not None
        r.put_tokens("enemy_leaves_toward_me", True, [hit])


# ---------------------------------------------------------------- direction, roll, order


def read_direction(r: Reading) -> None:
    found = r.mentions("direction")
    if found:
        r.put_mention("direction", found[0].value, found[0])


def read_roll(r: Reading) -> None:
    words = r.words
    orders = [m for m in r.mentions("order") if words[m.first].starts("rozkaz")]
    found = [m for m in r.mentions("roll", free=True)  # "rozkaz k ostřelování" names an order
             if not any(o.first <= m.first and m.last <= o.last for o in orders)]
    if found:
        r.put_mention("roll", found[0].value, found[0])


def read_order(r: Reading) -> None:
    found = r.mentions("order", free=True)
    if found:
        negated = negated_before(r.words, found[0].first, 2)
        if not negated or found[0].value != "defence":
            r.put_mention("order", found[0].value, found[0])


def _all_sectors(r: Reading, start: str) -> None:
    """"všechny sektory kolem jsou nepřátelské": every other battlefield sector has that status."""
    cue = r.find("states", "all_sectors")
    status = next(iter(r.mentions("status", free=True)), None)
    if cue is None or status is None:
        return
    others = [s.value for s in SectorId if s.value != start and "reserve" not in s.value]
    r.put(f"{status.value}_sectors", others, r.text(r.index(cue), status.last), "cue")
    r.taken.update(range(status.first, status.last + 1))
