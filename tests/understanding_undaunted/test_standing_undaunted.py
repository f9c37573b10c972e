"""Truth tables of the standing rules: which rule a yes/no asks, and what the engine answers.

Phrasings written from the manuals' sentences (000 Normandie, 002 the Polish edition, 003 Stalingrad)
in the players' registers — tidy Czech, colloquial without diacritics, another word order, Polish —
and questions that only look alike: a described position, a negated predicate, an open question, the
opposite wording.  Each case gives the verdict the manual's rule decides (or None: no standing rule).
"""

from __future__ import annotations

import pytest

from engine.undaunted import ENGINE
from engine.undaunted.facts import Proposition
from engine.undaunted.presentation import standing_text
from engine.undaunted.standing import STANDING
from understanding.intent import classify_intent
from understanding.text import analyse
from understanding.undaunted import PARSER
from understanding.undaunted.standing import signatures

N, S = "normandie", "stalingrad"

# (game, question, proposition asked, verdict)
CASES: list[tuple[str, str, str | None, str | None]] = [
    # initiative
    (N, "Ta karta, kterou při určování iniciativy otočím, jde hned do odhazovacího balíčku?",
     "initiative_card_discarded", "ano"),
    (S, "Kartu vybranou na iniciativu si po odhalení odhodím rovnou do odhazováku?",
     "initiative_card_discarded", "ano"),
    (N, "smim pak v tahu zahrat tu kartu co jsem ukazal pri urceni iniciativy?", "initiative_card_played", "ne"),
    (N, "Czy akcję karty pokazanej przy ustalaniu inicjatywy mogę potem wykonać?", "initiative_card_played", "ne"),
    (S, "Když máme na kartách stejnou iniciativu, zůstává žeton iniciativy tam, kde byl?",
     "initiative_tie_token_stays", "ano"),
    (N, "pri shode iniciativy se zeton otoci na druhou stranu?", "initiative_tie_token_stays", "ne"),
    (N, "kdyz mame v iniciative stejny cislo, prejde iniciativa na toho druhyho?", "initiative_tie_token_stays", "ne"),
    (N, "Začíná kolo hráč s vyšší hodnotou iniciativy?", "initiative_higher_first", "ano"),
    (S, "hraje jako prvni ten, kdo ma nizsi iniciativu?", "initiative_higher_first", "ne"),
    # fog of war
    (N, "Můžu kartu válečný zmatek během tahu zahrát jako normální kartu?", "fog_playable_in_turn", "ne"),
    (S, "valecnej zmatek se da vylozit ve svym tahu?", "fog_playable_in_turn", "ne"),
    (N, "Lze válečný zmatek použít při určování iniciativy?", "fog_for_initiative", "ano"),
    (S, "Můžu se válečného zmatku zbavit tím, že ho stáhnu zpátky do zálohy?", "fog_withdrawable", "ne"),
    (N, "Czy Mgłę wojny mogę wycofać do rezerwy?", "fog_withdrawable", "ne"),
    (N, "Jde se válečného zmatku zbavit jedině průzkumem?", "fog_removed_only_by_recon", "ano"),
    # hand, decks
    (S, "Můžu si nezahrané karty v ruce nechat do příštího kola?", "hand_kept_next_round", "ne"),
    (N, "muzu si karty, ktery mi zbydou v ruce, schovat na dalsi kolo?", "hand_kept_next_round", "ne"),
    (N, "Když je dobírací balíček prázdný, míchám do nového i karty ležící na stole?", "played_cards_reshuffled", "ne"),
    (S, "dojde mi dobirak – zamicham do nej i karty z herni oblasti?", "played_cards_reshuffled", "ne"),
    (N, "talia mi sie skonczyla – moge tasowac tez karty ze strefy gry?", "played_cards_reshuffled", "ne"),
    (N, "Když mi při akci Za mnou dojde balíček, zamíchám do nového i kartu ze zálohy?", "reserve_reshuffled", "ne"),
    (S, "Když dojde dobírací balíček, zamíchám odhazovací balíček a udělám z něj nový?", "discard_reshuffled", "ano"),
    (N, "Zahranou kartu odhodím hned po provedení akce?", "played_cards_discarded_at_once", "ne"),
    (S, "zahrane karty se odhazujou az na konci tahu?", "played_cards_discarded_at_once", "ano"),
    (S, "Můžu jednu kartu stáhnout do zálohy a zároveň provést její akci?", "card_two_uses", "ne"),
    # deployment, withdrawal, removed units
    (N, "Když stahuju kartu střelců do zálohy, odstraním jejich žeton z plánu?", "withdraw_removes_token", "ne"),
    (S, "stahnu kartu kulometciku do zalohy – zustava jejich zeton na planu?", "withdraw_removes_token", "ano"),
    (N, "Pokud stáhnu kartu odstřelovačů do zálohy a jejich žeton není na plánu, umístím ho na plán?",
     "withdraw_places_token", "ne"),
    (S, "Ženisté nejsou na plánu; zahraju jejich kartu – můžou hned po nasazení provést akci?",
     "deployed_unit_acts", "ano"),
    (N, "Vrátí se odstraněná jednotka na pole, kde byla zničena?", "redeploy_where_removed", "ne"),
    (N, "Může se odstraněný žeton jednotky ještě vrátit do hry?", "removed_unit_returns", "ano"),
    (S, "Používají se ve Stalingradu žetony nasazení?", "deployment_tokens_used", "ne"),
    (N, "Používají se v Normandii žetony nasazení?", "deployment_tokens_used", "ano"),
    # tiles, movement, control tokens
    (N, "Blokuje mi nepřátelský žeton kontroly vstup na pole?", "enemy_blocks_entry", "ne"),
    (N, "je pocet jednotek na jednom poli nejak omezenej?", "units_per_tile_limited", "ne"),
    (N, "Můžou moje jednotky stát na stejném poli spolu s nepřátelskými?", "both_sides_on_tile", "ano"),
    (N, "muze na jednom poli stat vic jednotek, i moje a nepratelske najednou?", "both_sides_on_tile", "ano"),
    (N, "Mohou na jednom poli ležet žetony obou stran současně stranou ovládáno?", "both_controlled_on_tile", "ne"),
    (S, "Odstraňují se někdy žetony kontroly z plánu?", "control_tokens_removed", "ne"),
    (N, "Když pohnu minometem manévrem, zůstává jeho žeton zaměření na plánu?", "aim_token_removed_on_move", "ne"),
    (N, "Czy po przesunięciu Moździerza muszę usunąć znacznik celowania?", "aim_token_removed_on_move", "ano"),
    (N, "Potřebuju k výbuchu žeton zaměření na plánu?", "barrage_needs_aim", "ano"),
    (N, "muzu dat vybuch, kdyz nemam zadny zeton zamereni?", "barrage_needs_aim", "ne"),
    (N, "Hraje se v Normandii na linii výhledu?", "line_of_sight", "ne"),
    (N, "Můžu útočit na nepřátelskou jednotku přes celý plán, jakkoliv daleko?", "attack_any_range", "ano"),
    (S, "Při skrytém přesunu na nepropátrané pole pokládám žeton kontroly?", "sneak_places_token", "ne"),
    (N, "beru si za skryty presun valecny zmatek?", "sneak_adds_fog", "ne"),
    (N, "Musím si za každé nové pole při pátrání vzít válečný zmatek?", "scout_adds_fog", "ano"),
    # combat and casualties
    (S, "Počítá se do bonusu za vzdálenost i pole, odkud útočník střílí?", "range_counts_attacker_tile", "ne"),
    (N, "Když padnou dvě nuly, ztratí soupeř dvě karty?", "more_successes_more_cards", "ne"),
    (N, "Hodil jsem 3 kostky na obranu 7 a padlo 9, 9 a 8. Musí soupeř vyřadit tři karty?", "more_successes_more_cards",
     "ne"),
    (S, "Je nula na kostce vždycky úspěch?", "zero_always_hits", "ano"),
    (N, "Nula na kostce vždycky trefí?", "zero_always_hits", "ano"),
    (N, "Přijde soupeř po krycí palbě o kartu?", "suppress_causes_casualty", "ne"),
    (N, "Můžu při ztrátě vyřadit kartu ze zálohy?", "casualty_from_reserve", "ne"),
    (S, "Smím se kdykoliv podívat do svého balíčku ztrát?", "view_own_removed", "ano"),
    (N, "Můžu se podívat na soupeřovy vyřazené karty?", "view_enemy_removed", "ne"),
    (N, "Czy mogę przejrzeć karty, które przeciwnik usunął z gry?", "view_enemy_removed", "ne"),
    (N, "Czy przeciwnik może widzieć, jakie karty mam w rezerwie?", "reserve_public", "ano"),
    (S, "Musím soupeři říct, kolik karet mám v balíčku ztrát?", "casualty_count_public", "ano"),
    (S, "Je soupeřova záloha tajná?", "reserve_public", "ne"),
    (S, "Když mám při ztrátě v ruce dvě karty střelců, můžu si vybrat, kterou odložím?", "casualty_card_choice",
     "ano"),
    # end of the game
    (N, "Končí hra hned, jak někdo splní podmínku vítězství?", "game_ends_at_once", "ano"),
    (S, "Dohrává se kolo, když někdo splní úkol scénáře?", "round_played_out", "ne"),
    (N, "Obě strany jsou potlačené a mají stejný součet cílů – rozhoduje iniciativa?",
     "both_suppressed_initiative_tie", "ano"),
    (S, "Používá se ve Stalingradu pravidlo beznadějné situace?", "hopeless_rule", "ne"),
    (N, "Platí v Normandii pravidlo o beznadějné situaci?", "hopeless_rule", "ano"),
    (S, "Můžu stáhnout vojska kdykoliv během tahu?", "troop_withdrawal_any_time", "ne"),
    (S, "muzu stahnout vojsak uprostret tahu kdyz uz jsem zahral kartu?", "troop_withdrawal_any_time", "ne"),
    (S, "povzbuzení vylepšenou akci?", "rally_upgraded_action", "ne"),
    (N, "musim na konci tahu zahodit karty co mi zbyly v ruce?", "hand_kept_next_round", "ano"),
    (S, "Když stáhnu vojska, soupeř vyhraje?", "troop_withdrawal_enemy_wins", "ano"),
    (S, "Vyhraju, když rozpráším všechny soupeřovy střelce?", "total_rout_wins", "ano"),
    (S, "Mohu stáhnout vojska uprostřed svého tahu, když už jsem zahrál dvě karty?", "troop_withdrawal_any_time",
     "ne"),
    (S, "Může rozprášená jednotka útočit?", "routed_unit_fights", "ne"),
    (S, "Můžu už rozprášenou jednotku při další ztrátě znovu přesunout?", "routed_unit_pushed_again", "ano"),
    # actions
    (S, "Jde povzbuzením provést vylepšenou akci?", "rally_upgraded_action", "ne"),
    (S, "vypetim sil muzu udelat i vylepsenou akci?", "exert_upgraded_action", "ano"),
    (S, "Beru si kartu z posil rovnou do ruky?", "bolster_to_hand", "ne"),
    (S, "Jde karta z okamžitých posil přímo do ruky?", "quick_bolster_to_hand", "ano"),
    (S, "Vrátí se válečný zmatek odložený průzkumem na konci scénáře zpátky?", "recon_fog_returns", "ano"),
    (S, "Počítá se válečný zmatek odložený průzkumem do balíčku ztrát?", "recon_fog_in_casualties", "ne"),
    # campaign
    (S, "Dá se karta rezervisty vylepšit?", "reservist_upgradable", "ne"),
    (S, "Může být rezervista trvalou ztrátou?", "reservist_permanent_loss", "ne"),
    (S, "Lze vylepšenou kartu vylepšit znovu?", "upgraded_upgradable", "ne"),
    (S, "Můžu o vylepšenou kartu přijít v trvalých ztrátách?", "upgraded_permanent_loss", "ano"),
    (S, "Vrátí se mi odstraněné karty z trvalých ztrát později v kampani?", "removed_cards_return", "ne"),
    (S, "Smím se podívat do balíčku zamčených karet?", "look_at_locked_cards", "ne"),
    (S, "Můžu nahlédnout do protivníkovy knihy scénářů?", "look_at_enemy_binder", "ne"),
    # campaign components
    (S, "Můžou na jednom poli ležet dva žetony dýmu?", "two_smoke_on_tile", "ne"),
    (S, "Odstraňuje se dým na konci kola?", "smoke_removed_before_end", "ne"),
    (S, "Zmizí mina, když jednotce způsobí ztrátu?", "mine_removed_after_casualty", "ano"),
    (S, "Můžu dát dvě svoje miny na stejný okraj?", "two_own_mines_on_edge", "ne"),
    (S, "Můžou na jednom okraji ležet miny obou stran?", "both_sides_mines_on_edge", "ano"),
    (S, "Když se kulometčíci přesunou, odstraní se jejich palebný sektor?", "fire_lane_removed_on_move", "ano"),
    (S, "Zůstává palebný sektor na poli i po výstřelu?", "fire_lane_stays_after_fire", "ano"),
    (S, "Působí palebný sektor na tanky?", "fire_lane_affects_tanks", "ne"),
    (S, "Lze tank dostat pod palbu?", "tank_suppressible", "ne"),
    (S, "Může tank projet tunelem?", "tank_through_tunnel", "ne"),
    (S, "tank tunelem?", "tank_through_tunnel", "ne"),
    (S, "Sousedí spolu pole s tunely?", "tunnels_adjacent", "ano"),
    (S, "Je dílek se zničenou budovou pořád neprůjezdný?", "destroyed_building_impassable", "ne"),
    (S, "Musím bombardováním útočit i na budovu na tom poli?", "bombard_hits_building", "ano"),
    (S, "Plamenomet je zasáhl a zároveň rozprášil. Můžu jejich žeton posunout podruhé?", "token_moved_twice_in_action",
     "ne"),
    # look-alikes: a described position, a negated predicate, an open question, another rule
    (N, "Moji střelci útočí na kulometčíky o tři pole dál, obrana 4, kryt 1. Počítá se pole útočníka?", None, None),
    (N, "Nemíchají se do nového balíčku i karty ze stolu?", None, None),
    (N, "Kolik jednotek smí stát na jednom poli? Je tam nějaký limit?", None, None),
    (N, "Můžu zaútočit na rozprášenou jednotku?", None, None),
    (S, "Můžu zaútočit na rozprášenou jednotku?", None, None),
    (S, "Prohraju, když rozpráším všechny jeho střelce?", None, None),
    (N, "Jsem potlačený, ale mám ještě kartu střelců – je to beznadějná situace?", None, None),
    (N, "Můžu na pole, kde mám svůj žeton kontroly, vstoupit přesunem?", None, None),
    (N, "Když máme stejnou iniciativu, kdo začíná?", None, None),
    (N, "Balíček mám skoro prázdný, zbyla jen jedna karta. Přimíchám do nového i karty ležící na stole?",
     "played_cards_reshuffled", "ne"),
    (N, "Czy dogrywamy rundę do końca, gdy ktoś spełni warunek zwycięstwa?", "round_played_out", "ne"),
    (S, "V balíčku ztrát mám šest karet a vytáhnu z nich rezervistu – přijdu o něj natrvalo?",
     "reservist_permanent_loss", "ne"),
    (S, "Moje vyřazené karty si smím prohlédnout i během soupeřova tahu?", "view_own_removed", "ano"),
    (N, "Smím se kouknout na karty, které soupeř vyřadil ze hry?", "view_enemy_removed", "ne"),
    (N, "Czy wolno mi przeglądać usunięte karty przeciwnika?", "view_enemy_removed", "ne"),
    # several questions: the first yes/no is answered; a tag ("…, že?") confirms and the next question asks
    (N, "Pohnu minometem manévrem – zůstane jeho zaměření na plánu? A můžu pak hned vystřelit?",
     "aim_token_removed_on_move", "ne"),
    (S, "Smím si prohlížet svoje karty ve ztrátách? A soupeřovy?", None, None),  # both asked: no one verdict
    (S, "Žetony nasazení se tady nepoužívají, že? Tak kam dám nového tank?", None, None),
    (S, "Kdy hra končí, hned jak někdo splní podmínku vítězství?", None, None),
    (S, "trvala ztrata karty strelcu – nahradi ji rezervista?", None, None),
    (S, "Vypadne mi při ztrátě karta rezervisty, doberu jinou?", "reservist_permanent_loss", "ano"),
    # a unit a mine hurts stays where it was; a fire lane's hit ends the action; the lane goes with its gunners
    (S, "když mě mina trefí při přesunu, dojdu ještě na to pole?", "mine_stops_move", "ne"),
    (S, "Vstoupím na pole s nepřátelským palebným sektorem a krycí palba mě zasáhne. Můžu ještě dokončit akci?",
     "fire_lane_hit_ends_action", "ne"),
    (S, "Kulometčíci s palebným sektorem se dostali pod palbu. Funguje jejich sektor dál?",
     "fire_lane_removed_on_move", "ne"),
    # a routed unit under fire that is moved is readied
    (S, "Když posunu rozprášenou jednotku, která je pod palbou, otočím její žeton na připraveni?",
     "routed_push_readies", "ano"),
    (S, "odsunul jsem mu rozprasenou pechotu co byla pod palbou, zustava porad pod palbou?",
     "routed_push_readies", "ne"),
    (N, "Když posunu rozprášenou jednotku, která je pod palbou, otočím její žeton na připraveni?",
     "routed_push_readies", None),  # Normandie has no routed units: no rule of its own, no verdict
]


def _ask(game: str, question: str) -> tuple[str | None, str | None]:
    q = analyse(question)
    understood = PARSER.parse(q, game, classify_intent(q))
    ask = understood.query.ask
    answer = ENGINE.evaluate(understood.query)
    verdict = None if answer.verdict is None else ("ano" if answer.verdict else "ne")
    standing = ask.proposition if ask is not None and ask.proposition in {str(p) for p in STANDING} else None
    return standing, verdict


@pytest.mark.parametrize(("game", "question", "proposition", "verdict"), CASES, ids=[c[1][:40] for c in CASES])
def test_standing_rule_asked(game: str, question: str, proposition: str | None, verdict: str | None) -> None:
    asked, got = _ask(game, question)
    assert asked == proposition, f"{question}: asks {asked}, not {proposition}"
    if proposition is not None:
        assert got == verdict, f"{question}: {got}, not {verdict}"


def test_every_signature_names_a_standing_rule_with_its_text() -> None:
    for sig in signatures():
        assert sig.asks in STANDING, sig.asks
        assert sig.predicate, sig.asks
    for proposition, games in STANDING.items():
        for game in games:
            assert standing_text(str(proposition), game), (proposition, game)


def test_a_game_without_the_rule_decides_nothing() -> None:
    """Stalingrad has no aiming token: the rule is not its own, no verdict (the manual's sentences answer)."""
    asked, got = _ask(S, "Musím odstranit žeton zaměření, když minomet přesunu?")
    assert asked == Proposition.AIM_TOKEN_REMOVED_ON_MOVE and got is None
