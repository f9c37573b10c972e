"""Every corpus rule id the Generálové engine cites, in one place (semantic key -> corpus id).

Ids follow the corpus contract (``generalove.<chapter>[.<section>]``, built from
the section path of manual 001).  ``tests/engine_generalove/test_citations.py``
checks that each one exists in the built corpus.
"""

from __future__ import annotations

from engine.explain import RuleId

RULES: dict[str, RuleId] = {
    # Components and board
    "komponenty": "generalove.herni-komponenty",
    "cil_hry": "generalove.cil-hry",
    "zahajeni": "generalove.zahajeni-hry",
    # Units
    "pechota": "generalove.jednotky",
    "jizda": "generalove.jednotky",
    "delostrelectvo": "generalove.jednotky",
    # Round and orders
    "prubeh_hry": "generalove.prubeh-hry",
    "rozkazy": "generalove.rozkazy",
    "presun_utok": "generalove.rozkazy",
    "obrana": "generalove.rozkazy",
    "ostrelovani_rozkaz": "generalove.ostrelovani",
    "reorganizace": "generalove.ostrelovani",
    # Phases
    "faze": "generalove.ostrelovani",
    # Clash, positions, combat
    "stret": "generalove.stret",
    "pozice": "generalove.stret",
    "nezablokovane": "generalove.stret",
    "tabulky": "generalove.boj",
    "upravy": "generalove.boj",
    "bojovy_hod": "generalove.boj",
    "ztraty": "generalove.boj",
    "ostrelovani_boj": "generalove.ostrelovani-2",
    "panika": "generalove.ostrelovani-2",
    "opustene_delostrelectvo": "generalove.ostrelovani-2",
    "varianty": "generalove.ostrelovani-2",
}


def cite(*keys: str) -> tuple[RuleId, ...]:
    """Corpus ids for semantic keys, without duplicates, in order."""
    seen: dict[RuleId, None] = {}
    for key in keys:
        seen.setdefault(RULES[key], None)
    return tuple(seen)
