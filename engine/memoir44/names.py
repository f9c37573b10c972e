"""Czech names players use, mapped to engine keys (data, not logic).

Names are compared after folding (lowercase, no diacritics), by word stems so
inflected forms match: "pěchotu", "pechota", "v lese", "obrněncům", "tanky".
The first matching row wins, so longer names come before the names they contain.
"""

from __future__ import annotations

import unicodedata

from engine.memoir44.components import Face


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", str(text).lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


# (stems that must all occur, engine key); folded text.
UNIT_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("elit", "pech"), "elite_infantry"),
    (("elit", "pes"), "elite_infantry"),
    (("elit", "obrn"), "elite_armour"),
    (("elit", "tank"), "elite_armour"),
    (("resist",), "resistance"),
    (("rezist",), "resistance"),
    (("odboj",), "resistance"),
    (("pechot",), "infantry"),
    (("pesak",), "infantry"),
    (("pesi",), "infantry"),
    (("obrnen",), "armour"),
    (("tank",), "armour"),
    (("artiler",), "artillery"),
    (("delostrel",), "artillery"),
    (("del",), "artillery"),
)

TERRAIN_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("strm", "kop"), "steep_hill"),
    (("morsk", "utes"), "sea_cliff"),
    (("utes",), "sea_cliff"),
    (("sraz",), "bluff"),
    (("ziv", "plot"), "hedgerow"),
    (("plot",), "hedgerow"),
    (("pobrezn", "hraz"), "seawall"),
    (("hraz",), "seawall"),
    (("pytl",), "sandbags"),
    (("pisk",), "sandbags"),
    (("ostnat",), "wire"),
    (("drat",), "wire"),
    (("bunk",), "bunker"),
    (("jezek",), "hedgehog"),
    (("jezk",), "hedgehog"),
    (("zataras",), "hedgehog"),
    (("kostel",), "church"),
    (("les",), "forest"),
    (("kopec",), "hill"),
    (("kopc",), "hill"),
    (("vesnic",), "town"),
    (("mest",), "town"),
    (("most",), "bridge"),
    (("rek",), "river"),
    (("rec",), "river"),
    (("kanal",), "river"),
    (("plaz",), "beach"),
    (("breh",), "beach"),
    (("more",), "sea"),
    (("mori",), "sea"),
    (("jezer",), "lake"),
    (("rovin",), "plain"),
    (("plan",), "plain"),
    (("otevren",), "plain"),
)

FACE_NAMES: tuple[tuple[tuple[str, ...], Face], ...] = (
    (("pechot",), Face.INFANTRY),
    (("obrnen",), Face.ARMOUR),
    (("tank",), Face.ARMOUR),
    (("granat",), Face.GRENADE),
    (("hvezd",), Face.STAR),
    (("vlajk",), Face.FLAG),
)

# Things that can block a retreat hex, besides terrain.
BLOCKER_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("jednotk",), "unit"),
    (("nepritel",), "unit"),
    (("kraj",), "edge"),
    (("okraj",), "edge"),
)

SECTOR_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("lev",), "left"),
    (("prav",), "right"),
    (("stred",), "center"),
    (("centr",), "center"),
)

SIDE_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("spojen",), "allies"),
    (("osa",), "axis"),
    (("osy",), "axis"),
    (("nem",), "axis"),
)

FRONT_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("zapad",), "west"),
    (("vychod",), "east"),
    (("ticho",), "pacific"),
    (("pacif",), "pacific"),
    (("stredom",), "mediterranean"),
)

OBJECTIVE_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("vets",), "temporary_majority"),
    (("nahl",), "sudden_death"),
    (("trval",), "permanent"),
    (("docas",), "temporary"),
)


def lookup(table: tuple[tuple[tuple[str, ...], object], ...], text: str) -> object | None:
    """First key whose stems all occur in the folded ``text``; None when nothing matches."""
    t = fold(text)
    for stems, key in table:
        if all(s in t for s in stems):
            return key
    return None


def unit_key(text: str) -> str | None:
    return lookup(UNIT_NAMES, text)  # type: ignore[return-value]


def terrain_key(text: str) -> str | None:
    return lookup(TERRAIN_NAMES, text)  # type: ignore[return-value]


def face(text: str) -> Face | None:
    return lookup(FACE_NAMES, text)  # type: ignore[return-value]
