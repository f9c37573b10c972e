"""Every corpus rule id the Generálové engine cites, in one place (semantic key -> corpus id).

Ids follow the corpus contract (``generalove.<chapter>[.<section>]``, built from
the section path of manual 001).  ``tests/engine_generalove/test_citations.py``
checks that each one exists in the built corpus.

Where the corpus has no section of its own for a rule, the nearest containing
section is cited: the tables Tab. 1–3, the combat roll and the losses are all in
chapter ``Boj``; the two panic subsections are in ``Panika``.
"""

from __future__ import annotations

from functools import cache

from engine.explain import RuleId

RULES: dict[str, RuleId] = {
    # Components, goal, set-up
    "o_valce": "generalove.o-valce",
    "komponenty": "generalove.herni-komponenty",
    "cil_hry": "generalove.cil-hry",
    "zahajeni": "generalove.zahajeni-hry",
    # Units (chapter Jednotky: Pěchota, Jízda, Dělostřelectvo)
    "pechota": "generalove.jednotky",
    "jizda": "generalove.jednotky",
    "delostrelectvo": "generalove.jednotky",
    # Round and orders (chapters Průběh hry, Rozkazy: Přesun/útok, Obrana, Ostřelování, Reorganizace)
    "prubeh_hry": "generalove.prubeh-hry",
    "rozkazy": "generalove.rozkazy",
    "presun_utok": "generalove.rozkazy.presun-utok",
    "obrana": "generalove.rozkazy.obrana",
    "ostrelovani_rozkaz": "generalove.rozkazy.ostrelovani",
    "reorganizace": "generalove.rozkazy.reorganizace",
    # Phases 1–6 with their numbered steps
    "faze": "generalove.faze-herniho-kola",
    "faze_1": "generalove.faze-herniho-kola.1-faze-herniho-kola",
    "faze_2": "generalove.faze-herniho-kola.2-faze-herniho-kola",
    "faze_3": "generalove.faze-herniho-kola.3-faze-herniho-kola",
    "faze_4": "generalove.faze-herniho-kola.4-faze-herniho-kola",
    "faze_5": "generalove.faze-herniho-kola.5-faze-herniho-kola",
    "faze_6": "generalove.faze-herniho-kola.6-faze-herniho-kola",
    # Clash, positions (Nezablokované jednotky), combat (Úpravy bojového hodu, Tab. 1–3, Bojový hod, Určení ztrát)
    "stret": "generalove.stret",
    "pozice": "generalove.pozice",
    "nezablokovane": "generalove.pozice",
    "tabulky": "generalove.boj",
    "upravy": "generalove.boj",
    "bojovy_hod": "generalove.boj",
    "ztraty": "generalove.boj",
    "ostrelovani_boj": "generalove.ostrelovani",
    # Panic (Jednotky jízdy a pěchoty v panice, Opuštěná jednotka dělostřelectva), variants
    "panika": "generalove.panika",
    "opustene_delostrelectvo": "generalove.panika",
    "varianty": "generalove.varianty",
    "jednotky": "generalove.jednotky",
}


def phase_key(number: int) -> str:
    """Semantic key of phase ``number`` (1–6)."""
    if not 1 <= number <= 6:
        raise ValueError(f"phase {number} does not exist")
    return f"faze_{number}"


@cache
def cite(*keys: str) -> tuple[RuleId, ...]:
    """Corpus ids for semantic keys, without duplicates, in order."""
    seen: dict[RuleId, None] = {}
    for key in keys:
        seen.setdefault(RULES[key], None)
    return tuple(seen)
