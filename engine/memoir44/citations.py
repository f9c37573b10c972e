"""Every corpus rule id the Memoir '44 engine cites, in one place.

Semantic key (what the rule is about) -> corpus id in ``build/corpus/corpus.json``.
The engine cites only through :func:`cite`, so a corpus re-slugging is fixed
here alone; ``tests/engine_memoir44/test_citations.py`` checks every id exists.
Where the corpus has no section of its own for a rule, the key points to the
nearest section that contains its text (listed in ``CONTAINED_IN``).
"""

from __future__ import annotations

from engine.explain import RuleId

CITATIONS: dict[str, RuleId] = {
    # Board, turn, orders
    "board.battlefield": "memoir44.bojiste",
    "board.sectors": "memoir44.bojiste",
    "board.half_hexes": "memoir44.bojiste",
    "game.goal": "memoir44.priprava-hry",
    "turn.steps": "memoir44.hrac-na-tahu-postupne-provede-tyto-kroky",
    "orders.section_cards": "memoir44.sektorove-karty",
    "orders.units": "memoir44.takticke-karty.rozkaz-jednotkam",
    "orders.movement": "memoir44.takticke-karty.pohyb-jednotek",
    "turn.draw": "memoir44.aktivacni-zetony.dobrani-karty-rozkazu",
    # Movement
    "units.movement": "memoir44.pohyb",
    "movement.general": "memoir44.obecna-pravidla-pro-pohyb",
    "units.standard": "memoir44.priloha-1-jednotky",
    "units.special": "memoir44.specialni-jednotky",
    "units.elite_infantry": "memoir44.elitni-pechota",
    "units.resistance": "memoir44.francouzska-resistance",
    "units.elite_armour": "memoir44.francouzska-resistance",
    # Battle
    "battle.general": "memoir44.obecna-pravidla-pro-utok",
    "battle.close_assault": "memoir44.obecna-pravidla-pro-utok",
    "battle.sequence": "memoir44.prubeh-boje",
    "battle.range_infantry": "memoir44.dostrel-pechota",
    "battle.range_armour": "memoir44.dostrel-obrnence",
    "battle.range_artillery": "memoir44.dostrel-artilerie",
    "sight.general": "memoir44.linie-vyhledu",
    "sight.edge": "memoir44.linie-vyhledu",
    "battle.reductions": "memoir44.terenni-redukce",
    "battle.resolution": "memoir44.vyhodnoceni-utoku",
    "battle.hits": "memoir44.zasah",
    "battle.symbols": "memoir44.zasah",
    "battle.miss": "memoir44.vedle",
    "battle.retreat": "memoir44.vedle",
    "battle.take_ground": "memoir44.vedle",
    "battle.overrun": "memoir44.tankova-smrst",
    # Terrain (appendix 2)
    "terrain.cards": "memoir44.pouzivani-prehledovych-karet-terenu",
    "terrain.plain": "memoir44.pouzivani-prehledovych-karet-terenu",
    "terrain.forest": "memoir44.lesy",
    "terrain.hedgerow": "memoir44.zive-ploty",
    "terrain.hill": "memoir44.kopce",
    "terrain.town": "memoir44.mesta-a-vesnice",
    "terrain.river": "memoir44.reky-a-kanaly",
    "terrain.church": "memoir44.kostely",
    "terrain.bridge": "memoir44.mosty",
    "terrain.beach": "memoir44.brehy",
    "terrain.sea": "memoir44.more",
    "terrain.sea_cliff": "memoir44.morske-utesy",
    "terrain.bluff": "memoir44.srazy",
    "terrain.steep_hill": "memoir44.strme-kopce",
    "terrain.lake": "memoir44.jezera",
    "elevation.general": "memoir44.vyska-terenu",
    "elevation.movement": "memoir44.vyska-terenu-a-pohyb",
    "elevation.sight": "memoir44.vyska-terenu-a-linie-vyhledu",
    "obstacle.general": "memoir44.prekazky",
    "obstacle.bunker": "memoir44.bunkry",
    "obstacle.hedgehog": "memoir44.zatarasy",
    "obstacle.wire": "memoir44.ostnaty-drat",
    "obstacle.sandbags": "memoir44.pytle-s-piskem",
    "obstacle.seawall": "memoir44.pobrezni-hraze",
    # Objectives, air power
    "medals.objectives": "memoir44.priloha-3-cile",
    "air_power.rule": "memoir44.priloha-4-letecka-prevaha",
    "air_power.table": "memoir44.tabulka-letecke-prevahy",
}

# Keys cited through a containing section because the corpus has no section of their own.
CONTAINED_IN: dict[str, str] = {
    "board.sectors": "Bojiště (sektory a přerušované linie)",
    "board.half_hexes": "Bojiště (půlená pole)",
    "battle.close_assault": "Obecná pravidla pro útok (boj na blízko)",
    "battle.retreat": "Vyhodnocení útoku – vlajky a ústupy",
    "battle.take_ground": "Obsazení pozice",
    "units.elite_armour": "Elitní obrněnci",
    "game.goal": "Cíl hry (uvnitř Přípravy hry)",
    "terrain.plain": "Poznámka o plané",
}


def cite(key: str) -> RuleId:
    """Corpus id for a semantic rule key; raises ``KeyError`` for an unknown key."""
    try:
        return CITATIONS[key]
    except KeyError:
        raise KeyError(f"no corpus id recorded for rule key {key!r}") from None
