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
    3: ("tri", "trech", "trem", "tremi", "troje"),
    4: ("ctyri", "ctyrech", "ctyrem", "ctyrmi", "ctvero"),
    5: ("pet", "peti"),
    6: ("sest", "sesti"),
    7: ("sedm", "sedmi"),
    8: ("osm", "osmi"),
    9: ("devet", "devíti", "deviti"),
    10: ("deset", "deseti"),
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
}
# The faces of a die as players name them ("padla pětka", "hodil jsem trojku").
_FACES_CS: dict[int, tuple[str, ...]] = {
    1: ("jednicka", "jednicku", "jednickou", "jednicky", "jednicek"),
    2: ("dvojka", "dvojku", "dvojkou", "dvojky", "dvojek"),
    3: ("trojka", "trojku", "trojkou", "trojky", "trojek"),
    4: ("ctyrka", "ctyrku", "ctyrkou", "ctyrky", "ctyrek"),
    5: ("petka", "petku", "petkou", "petky", "petek"),
    6: ("sestka", "sestku", "sestkou", "sestky", "sestek"),
}
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


CARDINALS: dict[str, dict[str, int]] = {"cs": _table(_CS, _FACES_CS), "pl": _table(_PL, _CS)}
ORDINALS: dict[str, int] = _table(_ORDINAL_CS)


def number_value(word: str, lang: str = "cs") -> int | None:
    """``"dvěma"`` -> 2, ``"7"`` -> 7, ``"trzema"`` (pl) -> 3; None for other words."""
    folded = fold(word)
    if folded.isascii() and folded.isdigit() and len(folded) <= 4:
        return int(folded)
    return CARDINALS.get(lang, CARDINALS["cs"]).get(folded)
