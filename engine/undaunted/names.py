"""Names of units, actions and states as data: Czech (any case, with or without
diacritics, common inflections) and Polish (Nieustraszeni: Normandia).

``parse_unit("Střelci A") == ("strelci", "A")``; ``unit_name("strelci") == "střelci"``.
Polish action names map by meaning, not by look: Polish *Dowodzenie* is Czech
*Za mnou!* and Polish *Za mną!* is Czech *Povzbuzení* (manual 002 vs 000).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# canonical unit key -> Czech name (plural, as on the tokens)
UNIT_NAMES: dict[str, str] = {
    "strelci": "střelci",
    "kulometcici": "kulometčíci",
    "patraci": "pátrači",
    "odstrelovaci": "odstřelovači",
    "minomet": "minomet",
    "zeniste": "ženisté",
    "protitankovy-kanon": "protitankový kanón",
    "tank": "tank",
}

# canonical unit key -> forms (folded) that name it; Polish forms from manual 002
UNIT_ALIASES: dict[str, tuple[str, ...]] = {
    "strelci": (
        "strelci",
        "strelec",
        "strelcu",
        "strelcum",
        "strelce",
        "strelcich",
        "strelcemi",
        "strzelcy",
        "strzelec",
        "strzelcow",
        "strzelca",
        "strzelcami",
    ),
    "kulometcici": (
        "kulometcici",
        "kulometcik",
        "kulometciku",
        "kulometcikum",
        "kulometciky",
        "kulometcicich",
        "kulometciky",
        "kulomet",
        "kulomety",
        "kaemisci",
        "kaemista",
        "kaemistow",
        "kaemisty",
        "obsluga km",
    ),
    "patraci": (
        "patraci",
        "patrac",
        "patracu",
        "patracum",
        "patrace",
        "patracich",
        "zwiadowcy",
        "zwiadowca",
        "zwiadowcow",
    ),
    "odstrelovaci": (
        "odstrelovaci",
        "odstrelovac",
        "odstrelovacu",
        "odstrelovace",
        "snajperzy",
        "snajper",
        "snajperow",
    ),
    "minomet": ("minomet", "minometu", "minometem", "minomety", "mozdzierz", "mozdzierze", "mozdzierza", "mozdzierzy"),
    "zeniste": ("zeniste", "zenista", "zenistu", "zenisty", "zenistum", "saperzy", "saper"),
    "protitankovy-kanon": ("protitankovy kanon", "protitankoveho kanonu", "protitankovy kanon", "pak", "kanon"),
    "tank": ("tank", "tanky", "tanku", "tankem", "panzer", "panzer iii", "t-34"),
}

# targets that are not unit tokens (Stalingrad)
STRUCTURE_ALIASES: dict[str, tuple[str, ...]] = {
    "budova": ("budova", "budovu", "budovy", "budove", "budovou"),
    "tunel": ("tunel", "tunelu", "tunely"),
}

# canonical action key -> Czech name as printed
ACTION_NAMES: dict[str, str] = {
    "presun": "přesun",
    "manevr": "manévr",
    "patrani": "pátrání",
    "skryty-presun": "skrytý přesun",
    "posily": "posily",
    "za-mnou": "Za mnou!",
    "zmateni-nepritele": "zmatení nepřítele",
    "ovladnuti": "ovládnutí",
    "povzbuzeni": "povzbuzení",
    "pruzkum": "průzkum",
    "zamereni": "zaměření",
    "utok": "útok",
    "kryci-palba": "krycí palba",
    "vybuch": "výbuch",
    "dymavnice": "dýmavnice",
    "miny": "miny",
    "okamzite-posily": "okamžité posily",
    "palebny-sektor": "palebný sektor",
    "protiletadlova-obrana": "protiletadlová obrana",
    "pripravit": "připravit",
    "utok-a-skryty-presun": "útok a skrytý přesun",
    "vypad": "výpad",
    "vypeti-sil": "vypětí sil",
    "zajistovaci-pruzkum": "zajišťovací průzkum",
    "bombardovani": "bombardování",
    "demolice": "demolice",
    "granaty": "granáty",
    "plamenomet": "plamenomet",
    "protitankova-strela": "protitanková střela",
    "umlcovaci-palba": "umlčovací palba",
    # not card actions, but things a played card can be used for
    "stazeni-do-zalohy": "stažení do zálohy",
    "pripraveni-jednotky": "připravení jednotky",
}

ACTION_ALIASES: dict[str, tuple[str, ...]] = {
    "presun": ("presun", "presunu", "presunem", "ruch"),
    "manevr": ("manevr", "manevru", "manevrem", "manewr"),
    "patrani": ("patrani", "zwiad"),
    "skryty-presun": ("skryty presun", "skryteho presunu", "skrytym presunem", "skradanie"),
    "posily": ("posily", "posil", "wzmocnienie"),
    "za-mnou": ("za mnou", "dowodzenie"),
    "zmateni-nepritele": ("zmateni nepritele", "maskowanie"),
    "ovladnuti": ("ovladnuti", "ovladnout", "kontrola"),
    "povzbuzeni": ("povzbuzeni", "za mna"),
    "pruzkum": ("pruzkum", "pruzkumu", "rozpoznanie"),
    "zamereni": ("zamereni", "celowanie"),
    "utok": ("utok", "utoku", "utokem", "atak"),
    "kryci-palba": ("kryci palba", "kryci palbu", "kryci palby", "krycí palbou", "ogien ciagly", "ogien ciagty"),
    "vybuch": ("vybuch", "vybuchu", "vybuchem", "ostrzal", "ostrzat"),
    "dymavnice": ("dymavnice", "dymovnice"),
    "miny": ("miny", "mina"),
    "okamzite-posily": ("okamzite posily",),
    "palebny-sektor": ("palebny sektor",),
    "protiletadlova-obrana": ("protiletadlova obrana",),
    "pripravit": ("pripravit",),
    "utok-a-skryty-presun": ("utok a skryty presun",),
    "vypad": ("vypad",),
    "vypeti-sil": ("vypeti sil",),
    "zajistovaci-pruzkum": ("zajistovaci pruzkum",),
    "bombardovani": ("bombardovani", "bombardovanim"),
    "demolice": ("demolice", "demolici"),
    "granaty": ("granaty",),
    "plamenomet": ("plamenomet", "plamenometem"),
    "protitankova-strela": ("protitankova strela", "protitankovou strelu"),
    "umlcovaci-palba": ("umlcovaci palba", "umlcovaci palbu"),
    "stazeni-do-zalohy": ("stazeni do zalohy", "stahnout do zalohy", "przeczekanie"),
    "pripraveni-jednotky": ("pripraveni jednotky",),
}

# Polish action name (as printed in 002) -> Czech action key, for lookups that say where a name comes from
POLISH_ACTIONS: dict[str, str] = {
    "Ruch": "presun",
    "Manewr": "manevr",
    "Zwiad": "patrani",
    "Skradanie": "skryty-presun",
    "Wzmocnienie": "posily",
    "Dowodzenie": "za-mnou",
    "Maskowanie": "zmateni-nepritele",
    "Kontrola": "ovladnuti",
    "Za mną!": "povzbuzeni",
    "Rozpoznanie": "pruzkum",
    "Celowanie": "zamereni",
    "Atak": "utok",
    "Ogień ciągły": "kryci-palba",
    "Ostrzał": "vybuch",
    "Przeczekanie": "stazeni-do-zalohy",
}

# command and other cards (no unit token)
CARD_NAMES: dict[str, str] = {
    "velitel-druzstva": "velitel družstva",
    "zastupce-velitele-cety": "zástupce velitele čety",
    "serzant": "seržant/feldvébl",
    "starsina": "staršina/šikovatel",
    "valecny-zmatek": "válečný zmatek",
    "bombarder": "bombardér",
}

CARD_ALIASES: dict[str, tuple[str, ...]] = {
    "velitel-druzstva": ("velitel druzstva", "velitele druzstva", "dowodca druzyny"),
    "zastupce-velitele-cety": ("zastupce velitele cety", "zastupce velitele", "przewodnik plutonu"),
    "serzant": ("serzant", "feldvebl", "sierzant plutonu", "sierzant"),
    "starsina": ("starsina", "sikovatel"),
    "valecny-zmatek": ("valecny zmatek", "valecneho zmatku", "mgla wojny", "mgta wojny"),
    "bombarder": ("bombarder",),
}

_TRANSLATE = str.maketrans({"ł": "l", "Ł": "l", "ß": "ss", "ı": "i", "ŝ": "z", "ŕ": "r"})


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lowercase ASCII form: no diacritics, punctuation to spaces, single spaces."""
    text = text.translate(_TRANSLATE)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"[^a-z0-9/]+", " ", text)
    return " ".join(text.split())


def _index(table: dict[str, tuple[str, ...]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, forms in table.items():
        for form in forms:
            out[fold(form)] = key
    return out


_UNIT_INDEX = _index(UNIT_ALIASES)
_ACTION_INDEX = _index(ACTION_ALIASES)
_CARD_INDEX = _index(CARD_ALIASES)
_STRUCTURE_INDEX = _index(STRUCTURE_ALIASES)
_INDEXES = {"unit": _UNIT_INDEX, "action": _ACTION_INDEX, "card": _CARD_INDEX, "structure": _STRUCTURE_INDEX}

_SQUAD_RE = re.compile(r"^(.*?)(?:\s+\(?([abc])\)?)?$")


_PATTERNS: dict[int, list[tuple[re.Pattern[str], int, str]]] = {}


def _patterns(index: dict[str, str]) -> list[tuple[re.Pattern[str], int, str]]:
    cached = _PATTERNS.get(id(index))
    if cached is None:
        cached = []
        for form, key in index.items():
            stem = form if len(form) <= 4 else form[:-1]
            pattern = re.compile(r"(?:^|\s)" + re.escape(stem) + r"[a-z]{0,3}(?:$|\s)")
            cached.append((pattern, len(form), key))
        _PATTERNS[id(index)] = cached
    return cached


@lru_cache(maxsize=4096)
def _lookup_cached(which: str, folded: str) -> str | None:
    index = _INDEXES[which]
    if folded in index:
        return index[folded]
    # inflected or adjective-prefixed forms ("nepřátelští střelci", "střelcům"): longest alias found
    best: tuple[int, str] | None = None
    for pattern, length, key in _patterns(index):
        if pattern.search(folded) and (best is None or length > best[0]):
            best = (length, key)
    return best[1] if best else None


def _lookup(index: dict[str, str], folded: str) -> str | None:
    for name, table in _INDEXES.items():
        if table is index:
            return _lookup_cached(name, folded)
    raise KeyError("unknown index")


@lru_cache(maxsize=4096)
def parse_unit(text: str) -> tuple[str, str | None] | None:
    """``"Střelci A"`` -> ``("strelci", "A")``; ``None`` when the text names no unit type."""
    folded = fold(text)
    folded = re.sub(r"\b(ne)?rozprasen[aiyeo]*\b", "", folded).strip()
    match = _SQUAD_RE.match(folded)
    assert match is not None
    base, squad = match.group(1), match.group(2)
    key = _lookup(_UNIT_INDEX, base)
    if key is None:
        return None
    return key, squad.upper() if squad else None


@lru_cache(maxsize=4096)
def parse_action(text: str) -> str | None:
    """Czech or Polish action name (any case, diacritics optional) -> action key."""
    folded = fold(text)
    folded = re.sub(r"\s+\d+(\s*[abc])?$", "", folded)  # "přesun 1", "posily 2 a"
    if folded in _ACTION_INDEX:
        return _ACTION_INDEX[folded]
    return _lookup(_ACTION_INDEX, folded)


@lru_cache(maxsize=4096)
def parse_card(text: str) -> tuple[str, str | None] | None:
    """A card name: a unit type, a command card or válečný zmatek, with its squad."""
    unit = parse_unit(text)
    if unit is not None:
        return unit
    folded = fold(text)
    match = _SQUAD_RE.match(folded)
    assert match is not None
    base, squad = match.group(1), match.group(2)
    key = _lookup(_CARD_INDEX, base)
    if key is None:
        return None
    return key, squad.upper() if squad else None


@lru_cache(maxsize=4096)
def parse_structure(text: str) -> str | None:
    return _lookup(_STRUCTURE_INDEX, fold(text))


def unit_name(key: str) -> str:
    return UNIT_NAMES[key]


def action_name(key: str) -> str:
    return ACTION_NAMES[key]


def card_name(key: str) -> str:
    return UNIT_NAMES.get(key) or CARD_NAMES[key]


_POLISH_INDEX = {fold(printed): (printed, key) for printed, key in POLISH_ACTIONS.items()}


def polish_action(text: str) -> tuple[str, str] | None:
    """Polish printed name -> (printed name, Czech action key), matched without diacritics."""
    return _POLISH_INDEX.get(fold(text))


def squad_label(squad: str | None) -> str:
    return f" {squad}" if squad else ""


def plural(n: int, one: str, few: str, many: str) -> str:
    """Czech noun after a number: 1 karta, 2–4 karty, 0 and 5+ karet."""
    if n == 1:
        return f"{n} {one}"
    if 2 <= n <= 4:
        return f"{n} {few}"
    return f"{n} {many}"


def dice_instr(n: int) -> str:
    """Instrumental: 'hází se 1 kostkou', '2 kostkami'."""
    return f"{n} kostkou" if n == 1 else f"{n} kostkami"


def cards_acc(n: int) -> str:
    """Accusative / genitive after numbers: 1 kartu, 2 karty, 5 karet."""
    return plural(n, "kartu", "karty", "karet")


def frac_text(p: object) -> str:
    """``3/10``; a whole number without a denominator."""
    from fractions import Fraction

    q = Fraction(p)  # type: ignore[arg-type]
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def decimal_cs(value: float, places: int) -> str:
    """Czech decimal comma: ``0,5100``."""
    return f"{value:.{places}f}".replace(".", ",")


def percent_cs(p: object) -> str:
    """``51,0 %``."""
    return decimal_cs(float(p) * 100, 1) + " %"  # type: ignore[arg-type]
