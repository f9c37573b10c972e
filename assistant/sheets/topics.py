"""The topics of each game's sheet: which corpus rules and which computed tables they hold.

A standard sheet prints every topic of its game in the order given here; a
custom sheet prints the chosen ones.  Rules are named by folded title and
section path (see :mod:`assistant.sheets.content`), never by rule id.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from games import titles

from . import tables as t
from .content import Excerpt, Pick, Selector


@dataclass(frozen=True)
class Topic:
    key: str
    title: str
    selectors: Sequence[Selector | tuple[Selector, ...]] = ()
    tables: Callable[[], list[t.Table]] = field(default=lambda: [])


GAME_TITLES: dict[str, str] = titles()

_QR = ("quickref",)
_RULE = ("rule", "section")


def _normandie() -> list[Topic]:
    return [
        Topic("tah", "Průběh kola a tah", [
            Pick(("prubeh kola",), under="strucny prehled", kinds=_QR, max_chars=400),
            Pick(("tahy hracu",), kinds=_RULE, max_chars=560),
            Pick(("pod palbou",), max_chars=300),
            Pick(("stazeni do zalohy",), max_chars=220),
            Pick(("valecny zmatek",), under="tahy hracu", max_chars=220),
        ]),
        Topic("akce", "Akce a jejich hodnoty", [
            (Pick(under="strucny prehled akce pohybu", kinds=_QR, limit=8, max_chars=180, compact=True),
             Pick(under="akce akce pohybu", kinds=("rule",), limit=8, max_chars=180, compact=True)),
            (Pick(under="strucny prehled podpurne akce", kinds=_QR, limit=10, max_chars=160, compact=True),
             Pick(under="akce podpurne akce", kinds=("rule",), limit=10, max_chars=160, compact=True)),
        ]),
        Topic("boj", "Boj krok za krokem", [
            Pick(("bojove akce",), under="strucny prehled", kinds=_QR, max_chars=900),
            Pick(("volba cile",), kinds=("rule",), max_chars=330),
            Pick(("urceni celkove hodnoty obrany",), kinds=("rule",), max_chars=470),
            Pick(("hod kostkami",), kinds=("rule",), max_chars=320),
            Pick(("ztraty",), kinds=("rule",), max_chars=650),
        ]),
        Topic("kopce", "Kopcovitý terén", [Pick(("kopcovity teren",), max_chars=400)]),
        Topic("pravdepodobnosti", "Pravděpodobnost zásahu",
              tables=lambda: [t.undaunted_hit_table("normandie")]),
    ]


def _stalingrad() -> list[Topic]:
    return [
        Topic("tah", "Průběh kola a tah", [
            Pick(("dobrani karet",), kinds=_RULE, max_chars=260),
            Pick(("urceni iniciativy",), kinds=_RULE, max_chars=300),
            Pick(("tahy hracu",), kinds=_RULE, max_chars=520),
            Pick(("pod palbou",), max_chars=300),
            Pick(("stazeni do zalohy",), kinds=("rule",), max_chars=260),
        ]),
        Topic("akce", "Akce a jejich hodnoty", [
            Pick(under="prehled akci akce pohybu", kinds=("rule",), limit=8, max_chars=170, compact=True),
            Pick(under="prehled akci podpurne akce", kinds=("rule",), limit=16, max_chars=130, compact=True),
        ]),
        Topic("boj", "Boj krok za krokem", [
            Pick(("volba cile",), kinds=("rule",), max_chars=420),
            Pick(("urceni celkove hodnoty obrany",), kinds=("rule",), max_chars=480),
            Pick(("hod kostkami",), kinds=("rule",), max_chars=330),
            Pick(("ztraty",), kinds=("rule",), max_chars=520),
            (Pick(("rozpraseni jednotek",), under="prehled akci", kinds=_RULE, max_chars=420),
             Pick(("rozpraseni jednotek",), kinds=_RULE, max_chars=420)),
        ]),
        Topic("kryt", "Kryt budov a opevnění", [
            Pick(("hodnota krytu budovy",), kinds=_RULE, max_chars=340),
            Pick(("hodnota krytu opevneni",), kinds=_RULE, max_chars=320),
            Pick(("kterou hodnotu bojove akce zvolit",), kinds=_RULE, max_chars=420),
        ]),
        Topic("pravdepodobnosti", "Pravděpodobnost zásahu",
              tables=lambda: [t.undaunted_hit_table("stalingrad")]),
    ]


def _memoir44() -> list[Topic]:
    return [
        Topic("tah", "Průběh tahu", [
            Pick(("prubeh tahu", "o prubeh tahu"), max_chars=260, label="Průběh tahu"),
            Pick(("provede tyto kroky", "hrac na tahu"), max_chars=600, label="Hráč na tahu provede tyto kroky"),
        ]),
        Topic("pohyb", "Pohyb", [
            Pick(("obecna pravidla pro pohyb",), max_chars=700),
        ], tables=lambda: [t.memoir_units_table()]),
        Topic("boj", "Boj krok za krokem", [
            Pick(("prubeh boje",), max_chars=600),
            Pick(("terenni redukce",), max_chars=420),
            Pick(("zasah",), max_chars=420),
            Pick(("vedle",), max_chars=700),
        ], tables=lambda: [t.memoir_range_table()]),
        Topic("teren", "Terén", [
            Pick(("linie vyhledu",), max_chars=500),
        ], tables=lambda: [t.memoir_terrain_table()]),
        Topic("kostky", "Kostky a pravděpodobnosti", tables=lambda: [t.memoir_dice_table()]),
    ]


def _generalove() -> list[Topic]:
    return [
        Topic("faze", "Fáze herního kola", [
            (Pick(("faze herniho kola",), kinds=_RULE, max_chars=700),
             Excerpt("Fáze herního kola", "v následujících fázích", "fáze bodování", max_chars=700)),
            (Pick(("rozkazy",), kinds=_RULE, max_chars=600),
             Excerpt("Rozkazy", "Svým jednotkám můžeš vydat rozkaz", "považuje za neplatný", max_chars=600)),
        ]),
        Topic("boj", "Boj", [
            (Pick(("bojovy hod",), kinds=_RULE, max_chars=600),
             Excerpt("Bojový hod", "Bojový hod Za každou svou jednotku", "jako zásah soupeřovy jednotky",
                     max_chars=600)),
            (Pick(("urceni ztrat",), kinds=_RULE, max_chars=600),
             Excerpt("Určení ztrát", "Určení ztrát", "je zajata", max_chars=600)),
        ]),
        Topic("tabulky", "Tabulky úprav bojového hodu (rekonstrukce)", tables=t.generalove_tables),
        Topic("kostky", "Kostky a pravděpodobnosti",
              tables=lambda: [t.generalove_single_table(), *t.generalove_distribution_tables()]),
    ]


TOPICS: dict[str, list[Topic]] = {
    "normandie": _normandie(),
    "stalingrad": _stalingrad(),
    "memoir44": _memoir44(),
    "generalove": _generalove(),
}


def topic_keys(game: str) -> list[str]:
    return [topic.key for topic in TOPICS[game]]


def topics_for(game: str, keys: Sequence[str] | None) -> list[Topic]:
    """Topics of ``game`` in the order asked (all of them for ``None``); unknown keys raise ValueError."""
    if keys is None:
        return list(TOPICS[game])
    by_key = {topic.key: topic for topic in TOPICS[game]}
    unknown = [k for k in keys if k not in by_key]
    if unknown:
        raise ValueError(
            f"Neznámé téma pro hru {GAME_TITLES[game]}: {', '.join(unknown)}. "
            f"Platná témata: {', '.join(by_key)}."
        )
    seen: list[str] = []
    for k in keys:
        if k not in seen:
            seen.append(k)
    return [by_key[k] for k in seen]
