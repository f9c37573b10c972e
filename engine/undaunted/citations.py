"""Every corpus rule id the Odhodlaní engines cite, in one place per game.

Keys are semantic (what the rule says; an action's own rule under the action's
canonical value, e.g. ``"move"``), values are ids of ``build/corpus/corpus.json``.
When the corpus ids change, only this module changes; ``tests/engine_undaunted/
test_citations.py`` checks that every id here exists in the built corpus.
"""

from __future__ import annotations

from engine.explain import RuleId

NORMANDIE: dict[str, RuleId] = {
    "units": "normandie.herni-material.zetony.zetony-jednotek",
    "tiles": "normandie.herni-material.dilky-herniho-planu",
    "control_tokens": "normandie.herni-material.zetony.zetony-kontroly",
    "objectives": "normandie.herni-material.zetony.zetony-cilu",
    "round": "normandie.prubeh-hry",
    "draw": "normandie.prubeh-hry.dobrani-karet",
    "initiative": "normandie.prubeh-hry.urceni-iniciativy",
    "turns": "normandie.prubeh-hry.tahy-hracu",
    "reshuffle": "normandie.prubeh-hry.tahy-hracu",
    "fog_of_war": "normandie.prubeh-hry.tahy-hracu.valecny-zmatek",
    "suppressed": "normandie.prubeh-hry.tahy-hracu.pod-palbou",
    "ready_unit": "normandie.prubeh-hry.tahy-hracu.pod-palbou",
    "deployment": "normandie.prubeh-hry.tahy-hracu.nasazeni-zetonu-jednotek-do-hry",
    "withdraw": "normandie.prubeh-hry.tahy-hracu.stazeni-do-zalohy",
    "actions": "normandie.akce",
    "movement": "normandie.akce.akce-pohybu",
    "move": "normandie.akce.akce-pohybu.presun-1",
    "maneuver": "normandie.akce.akce-pohybu.manevr-1",
    "scout": "normandie.akce.akce-pohybu.patrani-2",
    "sneak": "normandie.akce.akce-pohybu.skryty-presun-1",
    "quick_reference": "normandie.strucny-prehled",
    "quick_reference_hidden_move": "normandie.strucny-prehled.akce-pohybu.skryty-presun-2",
    "bolster": "normandie.akce.podpurne-akce.posily-x-a",
    "command": "normandie.akce.podpurne-akce.za-mnou-2",
    "confuse": "normandie.akce.podpurne-akce.zmateni-nepritele",
    "control": "normandie.akce.podpurne-akce.ovladnuti",
    "rally": "normandie.akce.podpurne-akce.povzbuzeni-1-a",
    "recon": "normandie.akce.podpurne-akce.pruzkum",
    # the Polish edition: without a Mgła wojny card in hand the action may not be taken at all
    "recon_pl": "normandie.pl.akcje-wsparcia.rozpoznanie",
    "aim": "normandie.akce.podpurne-akce.zamereni",
    "combat": "normandie.akce.bojove-akce.utok-x-kryci-palba-4-vybuch-1",
    "target": "normandie.akce.bojove-akce.volba-cile",
    "defense": "normandie.akce.bojove-akce.urceni-celkove-hodnoty-obrany",
    "range_bonus": "normandie.akce.bojove-akce.urceni-celkove-hodnoty-obrany",
    "roll": "normandie.akce.bojove-akce.hod-kostkami",
    "casualties": "normandie.akce.bojove-akce.ztraty",
    "suppression": "normandie.akce.bojove-akce.ztraty",
    "hill": "normandie.akce.bojove-akce.kopcovity-teren",
    "token_removed": "normandie.akce.bojove-akce.odstraneni-zetonu-jednotek-z-herniho-planu",
    "example_round": "normandie.priklad-jednoho-kola-hry",
    "end": "normandie.konec-hry",
    "end_objectives": "normandie.konec-hry.obsazovani-cilu",
    "end_suppression": "normandie.konec-hry.potlaceni-nepritele",
    "hopeless": "normandie.konec-hry.beznadejna-situace",
    "riflemen": "normandie.ceta.strelci",
    "snipers": "normandie.ceta.odstrelovaci",
    "setup": "normandie.priprava-hry",
    "deployment_tokens": "normandie.herni-material.zetony.zetony-nasazeni",
    "aim_tokens": "normandie.herni-material.zetony.zetony-zamereni",
    "pl_names": "normandie.akce",
}

STALINGRAD: dict[str, RuleId] = {
    "units": "stalingrad.herni-material.zetony.zetony-jednotek",
    "tiles": "stalingrad.herni-material.dilky-herniho-planu",
    "control_tokens": "stalingrad.herni-material.zetony.zetony-kontroly",
    "objectives": "stalingrad.herni-material.zetony.zetony-cilu",
    "merged_squads": "stalingrad.slouceni-druzstev",
    "rout_token": "stalingrad.herni-material.zetony.zetony-rozpraseni",
    "differences": "stalingrad.obsah-pravidel.akce",
    "round": "stalingrad.pravidla-vasi-prvni-hry.prubeh-hry",
    "draw": "stalingrad.pravidla-vasi-prvni-hry.dobrani-karet",
    "reshuffle": "stalingrad.pravidla-vasi-prvni-hry.dobrani-karet",
    "initiative": "stalingrad.pravidla-vasi-prvni-hry.urceni-iniciativy",
    "turns": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu",
    "fog_of_war": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu.valecny-zmatek",
    "suppressed": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu.pod-palbou",
    "ready_unit": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu.pod-palbou",
    "deployment": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu.umisteni-zetonu-jednotek",
    "withdraw": "stalingrad.pravidla-vasi-prvni-hry.tahy-hracu.stazeni-do-zalohy",
    "actions": "stalingrad.prehled-akci",
    "movement": "stalingrad.prehled-akci.akce-pohybu",
    "maneuver": "stalingrad.prehled-akci.akce-pohybu.manevr-1-c",
    "scout": "stalingrad.prehled-akci.akce-pohybu.patrani-x",
    "move": "stalingrad.prehled-akci.akce-pohybu.presun-1",
    "sneak": "stalingrad.prehled-akci.akce-pohybu.skryty-presun-1",
    "support": "stalingrad.prehled-akci.podpurne-akce",
    "smoke": "stalingrad.prehled-akci.podpurne-akce.dymavnice",
    "mines": "stalingrad.prehled-akci.podpurne-akce.miny-x",
    "quick_bolster": "stalingrad.prehled-akci.podpurne-akce.okamzite-posily-1",
    "control": "stalingrad.prehled-akci.podpurne-akce.ovladnuti",
    "fire_lane": "stalingrad.prehled-akci.podpurne-akce.palebny-sektor",
    "bolster": "stalingrad.prehled-akci.podpurne-akce.posily-xa",
    "rally": "stalingrad.prehled-akci.podpurne-akce.povzbuzeni-1a",
    "anti_aircraft": "stalingrad.prehled-akci.podpurne-akce.protiletadlova-obrana-1",
    "recon": "stalingrad.prehled-akci.podpurne-akce.pruzkum",
    "ready": "stalingrad.prehled-akci.podpurne-akce.pripravit-1a",
    "attack_and_sneak": "stalingrad.prehled-akci.podpurne-akce.utok-a-skryty-presun",
    "sally": "stalingrad.prehled-akci.podpurne-akce.vypad",
    "exert": "stalingrad.prehled-akci.podpurne-akce.vypeti-sil-1",
    "command": "stalingrad.prehled-akci.podpurne-akce.za-mnou-x",
    "securing_recon": "stalingrad.prehled-akci.podpurne-akce.zajistovaci-pruzkum",
    "confuse": "stalingrad.prehled-akci.podpurne-akce.zmateni-nepritele",
    "combat": "stalingrad.prehled-akci.bojove-akce",
    "target": "stalingrad.prehled-akci.bojove-akce.volba-cile",
    "defense": "stalingrad.prehled-akci.bojove-akce.urceni-celkove-hodnoty-obrany",
    "range_bonus": "stalingrad.prehled-akci.bojove-akce.urceni-celkove-hodnoty-obrany",
    "building_cover": "stalingrad.prehled-akci.bojove-akce.hodnota-krytu-budovy",
    "fortification_cover": "stalingrad.prehled-akci.bojove-akce.hodnota-krytu-opevneni",
    "roll": "stalingrad.prehled-akci.bojove-akce.hod-kostkami",
    "action_value": "stalingrad.prehled-akci.bojove-akce.kterou-hodnotu-bojove-akce-zvolit",
    "casualties": "stalingrad.prehled-akci.zeton-jednotky",
    "suppression": "stalingrad.prehled-akci.zeton-jednotky",
    "flamethrower_push": "stalingrad.prehled-akci.zeton-jednotky",
    "rout": "stalingrad.prehled-akci.rozpraseni-jednotek",
    "building_hit": "stalingrad.prehled-akci.budova",
    "tunnel_hit": "stalingrad.prehled-akci.tunel",
    "new_combat_actions": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci",
    "anti_tank_shot": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.protitankova-strela",
    "silencing_fire": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.umlcovaci-palba",
    "bombard": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.bombardovani",
    "demolition": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.demolice",
    "flamethrower": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.plamenomet",
    "grenades": "stalingrad.prehled-akci.shrnuti-novych-bojovych-akci.granaty",
    "example_round": "stalingrad.pravidla-vasi-prvni-hry.priklad-jednoho-kola-hry",
    "fire_lanes": "stalingrad.pravidla-kampane.nove-herni-komponenty.zetony-palebneho-sektoru",
    "smoke_tokens": "stalingrad.pravidla-kampane.nove-herni-komponenty.zetony-dymu",
    "tunnels": "stalingrad.pravidla-kampane.nove-herni-komponenty.zetony-tunelu",
    "tanks": "stalingrad.pravidla-kampane.nove-herni-komponenty.tanky",
    "fortification": "stalingrad.pravidla-kampane.opevneni-poli",
    "building_damage": "stalingrad.pravidla-kampane.poskozeni-a-zniceni-budovy",
    "city": "stalingrad.pravidla-kampane.premena-mesta-stalingrad",
    "end": "stalingrad.prehled-akci.konec-hry",
    "scenario_goals": "stalingrad.prehled-akci.ukoly-scenare",
    "goal_combination": "stalingrad.prehled-akci.ukoly-scenare.kombinace-vyse-uvedenych-ukolu",
    "full_rout": "stalingrad.prehled-akci.uplne-rozpraseni",
    "withdrawal": "stalingrad.prehled-akci.stazeni-vojsk",
    "no_hopeless": "stalingrad.obsah-pravidel.beznadejna-situace",
    "campaign_events": "stalingrad.udalosti-v-kampani",
    "casualty_table": "stalingrad.udalosti-v-kampani.pocet-ztrat-dobrane-karty",
    "mine_tokens": "stalingrad.pravidla-kampane.nove-herni-komponenty.zetony-min",
    "casualty_phase": "stalingrad.udalosti-v-kampani.faze-ztrat",
    "reservists": "stalingrad.udalosti-v-kampani.rezerviste",
    "upgrade_phase": "stalingrad.udalosti-v-kampani.faze-vylepseni",
    "setup": "stalingrad.pravidla-vasi-prvni-hry.priprava-prvniho-scenare-scenar-011",
    "campaign_setup": "stalingrad.pravidla-kampane.odemykani-a-nahrazeni-karet",
    "binders": "stalingrad.herni-material.navod-pro-sestaveni-a-rozmisteni.karty",
    "deployment_intro": "stalingrad.obsah-pravidel.zetony-nasazeni",
    "rout_intro": "stalingrad.obsah-pravidel.rozpraseni-jednotek",
    "goals_first": "stalingrad.pravidla-vasi-prvni-hry.ukoly-scenare",
    "reservist_cards": "stalingrad.udalosti-v-kampani.urovne-karet-muzstva.karty-rezervistu-iii",
    "upgraded_cards": (
        "stalingrad.udalosti-v-kampani.urovne-karet-muzstva.nizsi-iniciativa-utok-1-slabsi-akce-nedostupna"),
}

GAMES: dict[str, dict[str, RuleId]] = {"normandie": NORMANDIE, "stalingrad": STALINGRAD}


def cite(game: str, key: str) -> RuleId:
    """The corpus id for ``key`` in ``game``; a KeyError here is a bug in the engine."""
    return GAMES[game][key]


def cite_optional(game: str, key: str) -> tuple[RuleId, ...]:
    """``(id,)`` when the game has a rule for ``key``, else ``()`` (e.g. Stalingrad-only combat actions)."""
    rule = GAMES[game].get(key)
    return (rule,) if rule else ()


def all_ids() -> set[RuleId]:
    return {rule for table in GAMES.values() for rule in table.values()}
