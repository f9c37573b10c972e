"""Units, terrain and die faces named in a Memoir '44 question, with what stands around each word.

Every mention is found through the engine's alias table (:mod:`understanding.aliases`);
this module adds what the roles need: whose unit it is ("moje", "nepřátelská"), the
preposition before it ("na pěchotu", "v lese", "z lesa"), and whether die faces
were rolled ("padly dvě vlajky a granát") rather than units named.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rapidfuzz.distance import OSA

from engine.memoir44.facts import Face, Feature, Front, Objective, Sector, Side, UnitType
from lang.czech_stem import stem
from lang.fold import fold
from understanding import cues
from understanding.aliases import Mention
from understanding.memoir44.words import aliases, has, matches, words
from understanding.text import Analysed, Token

__all__ = ["Found", "Place", "Said", "find"]


@dataclass(frozen=True)
class Said:
    """A canonical value named in the question, and where."""

    value: object
    first: int  # word indices (Analysed.words)
    last: int
    text: str
    how: str
    prep: str = ""  # the folded preposition governing it ("na", "v", "z" …), "" when none
    owner: str | None = None  # "own" | "enemy" for units
    clause: int = 0
    sentence: int = 0


@dataclass(frozen=True)
class Place:
    """A height stated for a place: "ve výšce 1"."""

    height: int
    first: int
    last: int
    text: str
    prep: str = ""
    clause: int = 0


@dataclass
class Found:
    """Everything named in one question."""

    units: list[Said]
    features: list[Said]
    faces: list[Said]  # rolled, one per die (a counted face repeats)
    face_asked: Said | None  # a single face a question asks about ("počítá se hvězda jako zásah?")
    sides: list[Said]
    sectors: list[Said]
    objectives: list[Said]
    fronts: list[Said]
    heights: list[Place]
    roll_verb: Token | None
    skipped: frozenset[int]  # word indices that name nothing (skip phrases, rolled faces)


_PLACE_PREPS = frozenset({"v", "ve", "na", "u", "za", "pod", "vedle", "z", "ze", "od", "do", "pres", "skrz",
                          "proti", "mezi", "s", "se", "o", "k", "ke", "po"})
_POSSESSIVES = frozenset({"svou", "svoji", "svym", "svymi", "sve", "svuj", "tu", "tou", "ten", "ta", "to", "tom",
                          "tim", "te", "ty", "tech"})


# words that say a terrain named right after them is not there
ABSENT = frozenset({"neni", "nejsou", "nebyl", "nebyla", "nebylo", "bez", "zadny", "zadna", "zadne", "zadnej",
                    "nema", "nemaji", "nie", "brak"})


def _absent(ws: list[Token], first: int) -> bool:
    """A terrain word one or two words after a negation of its own clause ("není tam most")."""
    return any(t.folded in ABSENT and t.clause == ws[first].clause for t in ws[max(0, first - 2) : first])


def _modifier(t: Token) -> bool:
    """A word that may stand between a preposition and its noun: a number, a possessive or an adjective
    ("na **mou nepřátelskou** pěchotu", "v **hustém** lese") — an adjective's lemma ends in -ý/-í."""
    return (t.num is not None or t.folded in cues.FIRST_PERSON or t.folded in cues.ENEMY_PRONOUNS
            or t.folded in _POSSESSIVES or (len(t.folded) > 2 and t.lemma.endswith(("y", "i"))
                                            and not t.lemma.endswith(("ti", "it"))))


def _prep_before(ws: list[Token], first: int) -> str:
    """The preposition governing ``ws[first]``: up to two modifiers may stand between."""
    for back in range(1, 4):
        i = first - back
        if i < 0 or ws[i].clause != ws[first].clause:
            return ""
        t = ws[i]
        if t.folded in _PLACE_PREPS:
            return t.folded
        if not _modifier(t) or back == 3:
            return ""
    return ""


def _priced(ws: list[Token], first: int) -> bool:
    """ "2 za bunkr a 1 za kopec": a number before "za" says what the place counts for, not that it is behind."""
    return first >= 2 and ws[first - 1].folded == "za" and ws[first - 2].num is not None


def _owner(ws: list[Token], first: int) -> str | None:
    before = ws[max(0, first - 3) : first]
    if any(t.starts(*cues.ENEMY_PREFIXES) or has([t], words().get("roles", "enemy_words")) for t in before):
        return "enemy"
    if any(t.folded in cues.FIRST_PERSON for t in before):
        return "own"
    return None


def _said(q: Analysed, m: Mention, value: object, owner: bool = False) -> Said:
    ws = q.words
    prep = "" if _priced(ws, m.first) else _prep_before(ws, m.first)
    return Said(value, m.first, m.last, m.text, m.how, prep,
                _owner(ws, m.first) if owner else None, ws[m.first].clause, ws[m.first].sentence)


def _skip_phrases(q: Analysed) -> set[int]:
    out: set[int] = set()
    folded = " " + q.folded + " "
    for phrase in words().get("skip", "phrases"):
        start = folded.find(" " + phrase)
        while start >= 0:
            first = folded[: start + 1].count(" ") - 1
            out.update(range(first, first + len(phrase.split())))
            start = folded.find(" " + phrase, start + 1)
    return out


def _rolled(q: Analysed, skip: set[int]) -> tuple[list[Said], Token | None]:
    """Die faces after a roll verb ("padly dvě vlajky a granát"), counted; not a unit hit ("na pěchotu")."""
    ws = q.words
    if has(q.asking_sentence, words().intents["odds"]) is not None:
        return [], None  # "šance, že hodím vlajku": the faces are the outcome asked about, not a roll
    verb = next((t for t in ws if matches(t, words().get("verbs", "roll"))
                 and not (t.i + 1 < len(q.tokens) and q.tokens[t.i + 1].folded == "se")), None)
    if verb is None:
        verb = has(q, tuple(c for c in words().get("verbs", "roll") if " " in c))
    if verb is None:
        return [], None
    sentence = [t for t in ws if t.sentence == verb.sentence]
    found: list[Said] = []
    vi = ws.index(verb)
    for m in aliases().find(q, kinds=["face"], skip=frozenset(skip)):
        first = ws[m.first]
        if first.sentence != verb.sentence or not _confirmed(q, m):
            continue
        prep = _prep_before(ws, m.first)
        if prep in ("na", "proti") or m.first < ws.index(sentence[0]):
            continue  # "na mou pěchotu": the unit the roll is against
        if m.first < vi and (_owner(ws, m.first) is not None or not verb.starts("padl", "padn", "padaj")
                             or first.clause != verb.clause or vi - m.last > 3):
            continue  # "moje pěchota dostala …", "pěchota, na kterou padly …": the unit, named before the verb
        count = _count_before(ws, m.first)
        said = Said(Face(m.value), m.first, m.last, m.text, m.how, prep, None, first.clause, first.sentence)
        found.extend([said] * max(1, min(count, 12)))
    return found, verb


def _count_before(ws: list[Token], first: int) -> int:
    """"dvě vlajky", "2× granát", "dva symboly pěchoty": the number just before a face (1 when none)."""
    i = first - 1
    while i >= 0 and (ws[i].starts("symbol") or ws[i].folded in ("x", "krat")):
        i -= 1
    n = ws[i].num if i >= 0 and i < first else None
    return n if n is not None else 1


def _heights(q: Analysed) -> list[Place]:
    ws = q.words
    out: list[Place] = []
    for i, t in enumerate(ws):
        if t.starts("vysk", "vysc", "vyse") and i + 1 < len(ws) and ws[i + 1].num is not None:
            n = ws[i + 1].num
            if n is not None and 0 <= n <= 2:
                out.append(Place(n, i, i + 1, q.span_text(t, ws[i + 1]), _prep_before(ws, i), t.clause))
    return out


def _typeless_units(q: Analysed, taken: frozenset[int], units: list[Said], other: dict[str, list[Said]]) -> list[Said]:
    """"jednotka", "cíl": units named without their type (they take roles and places, give no type)."""
    w = words()
    named = [*units, *(x for v in other.values() for x in v)]
    used = set(taken) | {i for u in named for i in range(u.first, u.last + 1)}
    out = []
    for i, t in enumerate(q.words):
        if i in used:
            continue
        if i + 1 in {u.first for u in units}:
            continue  # "jednotka Resistance", "jednotka pěchoty": the type follows
        if matches(t, w.get("roles", "unit_words")) or _unit_word_typo(t):
            out.append(Said(None, i, i, t.text, "cue", _prep_before(q.words, i), _owner(q.words, i), t.clause,
                            t.sentence))
        elif matches(t, w.get("roles", "target_nouns")):
            out.append(Said(None, i, i, t.text, "cue", _prep_before(q.words, i), "enemy", t.clause, t.sentence))
    return out


_UNIT_WORD_FORMS = ("jednotka", "jednotky", "jednotku", "jednotce", "jednotkou", "jednotek", "jednotkami")


def _unit_word_typo(t: Token) -> bool:
    """"jedontky", "jendotka": a unit word typed with one slip."""
    return len(t.folded) >= 7 and t.folded[0] == "j" and any(
        OSA.distance(t.folded, form, score_cutoff=1) <= 1 for form in _UNIT_WORD_FORMS)


@cache
def _forms(kind: str, value: str) -> tuple[frozenset[str], frozenset[str]]:
    """The folded words of a value's names, and their stems."""
    table = aliases()
    folded = frozenset(w for name in table.names(kind, value) for w in fold(name).replace("(", " ").replace(
        ")", " ").split())
    return folded, frozenset(stem(w) for w in folded)


def _confirmed(q: Analysed, m: Mention) -> bool:
    """Every word of the mention is one of the value's words: the same word, stem or lemma, or one typo
    away from a word of five letters or more (a near stem alone is not enough: "ještě" is no "ježek")."""
    forms, stems = _forms(m.kind, m.value)
    for t in q.words[m.first : m.last + 1]:
        if t.folded in forms or stem(t.folded) in stems or t.lemma in forms:
            continue
        if not any(len(f) >= 5 and OSA.distance(t.folded, f, score_cutoff=1) <= 1 for f in forms):
            return False
    return True


def find(q: Analysed) -> Found:
    """Every unit, terrain, die face and other value named in ``q``."""
    skip = _skip_phrases(q)
    faces, verb = _rolled(q, skip)
    face_words = {i for f in faces for i in range(f.first, f.last + 1)}
    symbols = [] if faces or not any(t.starts("symbol") for t in q.words) else [
        m for m in aliases().find(q, kinds=["face"], skip=frozenset(skip)) if q.words[m.first].starts("symbol")]
    face_words.update(i for m in symbols for i in range(m.first, m.last + 1))
    taken = frozenset(skip | face_words)
    units: list[Said] = []
    features: list[Said] = []
    other: dict[str, list[Said]] = {"side": [], "sector": [], "objective": [], "front": []}
    enums = {"side": Side, "sector": Sector, "objective": Objective, "front": Front}
    not_words = words().lists["skip"]["not_words"]
    for m in aliases().find(q, kinds=["unit", "feature", *enums], skip=taken):
        excluded = tuple(x for x in not_words.get(m.value, ()) if not x.endswith("."))
        whole = {x[:-1] for x in not_words.get(m.value, ()) if x.endswith(".")}
        span = q.words[m.first : m.last + 1]
        if any(t.folded in whole or (excluded and t.starts(*excluded)) for t in span) or not _confirmed(q, m):
            continue
        if m.kind == "unit":
            units.append(_said(q, m, UnitType(m.value), owner=True))
        elif m.kind == "feature":
            if _absent(q.words, m.first):
                continue  # "když tam není most", "řeka bez mostu": the question says the hex has no such thing
            if features and features[-1].value == Feature(m.value) and m.first == features[-1].last + 1 \
                    and "(" in q.text[q.words[features[-1].last].end : q.words[m.first].start]:
                continue  # "na pláži (břeh)": the same place named again as a gloss, not another hex
            features.append(_said(q, m, Feature(m.value)))
        else:
            other[m.kind].append(_said(q, m, enums[m.kind](m.value)))
    units = sorted(units + _typeless_units(q, taken, units, other), key=lambda u: u.first)
    face_asked = None
    sentence = q.asking_sentence
    odds = has(sentence, words().intents["odds"]) is not None  # "šance, že padne hvězda": the face asked
    if not faces and (odds or has(sentence, words().get("states", "face_question")) is not None):
        asking = {t.i for t in sentence}
        named = {i for u in units for i in range(u.first, u.last + 1)}
        asked = [m for m in [*symbols, *aliases().find(q, kinds=["face"], skip=taken)]
                 if q.words[m.first].i in asking and not named.intersection(range(m.first, m.last + 1))]
        if len(asked) == 1:
            face_asked = _said(q, asked[0], Face(asked[0].value))
    return Found(units, features, faces, face_asked, other["side"], other["sector"], other["objective"],
                 other["front"], _heights(q), verb, frozenset(taken))
