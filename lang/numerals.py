"""Czech and Polish numerals in their inflected forms, folded (no diacritics).

spaCy's ``like_num`` for Czech knows only base forms ("dva", "tři"); questions
say "dvěma kostkami", "třemi", "dvou polí", "o jedno pole", so the table lists
the case forms.  Ordinals are included where players use them for dice faces
and steps ("druhým krokem").
"""

from __future__ import annotations

from lang.czech_stem import fold

_CS: dict[int, tuple[str, ...]] = {
    0: ("nula", "nuly", "nule", "nulu", "nulou", "nul"),
    1: ("jeden", "jedna", "jedno", "jednoho", "jedne", "jednomu", "jednom", "jednou", "jednu", "jednim",
        "jedni", "jedny"),
    2: ("dva", "dve", "dvou", "dvema", "dvoje", "oba", "obe", "obou", "obema"),
    3: ("tri", "trech", "trem", "tremi", "troje", "trema"),
    4: ("ctyri", "ctyrech", "ctyrem", "ctyrmi", "ctvero", "ctyrma"),
    5: ("pet", "peti"),
    6: ("sest", "sesti"),
    7: ("sedm", "sedmi"),
    8: ("osm", "osmi"),
    9: ("devet", "devíti", "deviti"),
    10: ("deset", "deseti"),
    11: ("jedenact", "jedenacti"),
    12: ("dvanact", "dvanacti"),
    13: ("trinact", "trinacti"),
    14: ("ctrnact", "ctrnacti"),
    15: ("patnact", "patnacti"),
    16: ("sestnact", "sestnacti"),
    17: ("sedmnact", "sedmnacti"),
    18: ("osmnact", "osmnacti"),
    19: ("devatenact", "devatenacti"),
    20: ("dvacet", "dvaceti"),
}
_PL: dict[int, tuple[str, ...]] = {
    0: ("zero",),
    1: ("jeden", "jedna", "jedno", "jednego", "jednej", "jednym", "jedna", "jednemu"),
    2: ("dwa", "dwie", "dwoch", "dwoma", "dwiema", "dwom", "dwu"),
    3: ("trzy", "trzech", "trzema", "trzem"),
    4: ("cztery", "czterech", "czterema"),
    5: ("piec", "pieciu"),
    6: ("szesc", "szesciu"),
    7: ("siedem", "siedmiu"),
    8: ("osiem", "osmiu"),
    9: ("dziewiec", "dziewieciu"),
    10: ("dziesiec", "dziesieciu"),
    11: ("jedenascie", "jedenastu"),
    12: ("dwanascie", "dwunastu"),
    13: ("trzynascie", "trzynastu"),
    14: ("czternascie", "czternastu"),
    15: ("pietnascie", "pietnastu"),
    16: ("szesnascie", "szesnastu"),
    17: ("siedemnascie", "siedemnastu"),
    18: ("osiemnascie", "osiemnastu"),
    19: ("dziewietnascie", "dziewietnastu"),
    20: ("dwadziescia", "dwudziestu"),
}
# number nouns players use for values and dice faces ("mám trojku", "padla šestka", "na osmičku")
_NOUN_STEMS_CS = {1: "jednick", 2: "dvojk", 3: "trojk", 4: "ctyrk", 5: "petk", 6: "sestk", 7: "sedmick", 8: "osmick",
                  9: "devitk", 10: "desitk"}
_NOUN_STEMS_PL = {1: "jedynk", 2: "dwojk", 3: "trojk", 4: "czwork", 5: "piatk", 6: "szostk", 7: "siodemk",
                  8: "osemk", 9: "dziewiatk", 10: "dziesiatk"}
_NOUN_ENDINGS = ("a", "u", "ou", "y", "e", "ach", "ami", "am", "i", "ce", "ek")
_NOUNS_CS = {n: tuple(stem + e for e in _NOUN_ENDINGS) for n, stem in _NOUN_STEMS_CS.items()}
_NOUNS_PL = {n: tuple(stem + e for e in _NOUN_ENDINGS) for n, stem in _NOUN_STEMS_PL.items()}
_ORDINAL_CS: dict[int, tuple[str, ...]] = {
    1: ("prvni", "prvnim", "prvniho"),
    2: ("druhy", "druhym", "druheho", "druha", "druhou", "druhe"),
    3: ("treti", "tretim", "tretiho"),
}


def _table(*sources: dict[int, tuple[str, ...]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for source in sources:
        for value, forms in source.items():
            for form in forms:
                out.setdefault(fold(form), value)
    return out


NUMBER_WORDS: dict[str, dict[str, int]] = {"cs": _table(_CS), "pl": _table(_PL, _CS)}  # cardinals only
CARDINALS: dict[str, dict[str, int]] = {"cs": _table(_CS, _NOUNS_CS), "pl": _table(_PL, _NOUNS_PL, _CS, _NOUNS_CS)}
ORDINALS: dict[str, int] = _table(_ORDINAL_CS)


def number_value(word: str, lang: str = "cs") -> int | None:
    """``"dvěma"`` -> 2, ``"7"`` -> 7, ``"trzema"`` (pl) -> 3; None for other words."""
    folded = fold(word)
    if folded.isascii() and folded.isdigit() and len(folded) <= 4:
        return int(folded)
    return CARDINALS.get(lang, CARDINALS["cs"]).get(folded)


def cardinal_value(word: str, lang: str = "cs") -> int | None:
    """A cardinal in digits or words (``"tří"`` -> 3); ``None`` for number nouns ("trojka") and ordinals."""
    folded = fold(word)
    if folded.isascii() and folded.isdigit() and len(folded) <= 4:
        return int(folded)
    return NUMBER_WORDS.get(lang, NUMBER_WORDS["cs"]).get(folded)
