"""Truth tables of the Odhodlaní parser: question -> intent, facts (canonical values), the proposition asked.

Phrasings written from the manuals (000 Normandie, 002 the Polish edition, 003 Stalingrad) the way
players type: tidy Czech, colloquial without diacritics, typos, another word order, Polish.  The
classifier's intent is given (``IntentGuess``), as the orchestrator passes it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.api import Intent
from understanding.intent import IntentGuess, classify_intent
from understanding.text import analyse
from understanding.undaunted import PARSER

Y, D, ODDS, C, L, K = Intent.YES_NO, Intent.DEFENSE, Intent.ODDS, Intent.COUNT, Intent.LOOKUP, Intent.DICE


def read(question: str, intent: Intent, game: str = "normandie") -> Any:
    return PARSER.parse(analyse(question), game, IntentGuess(intent))


def _check(question: str, intent: Intent, facts: dict[str, Any], ask: tuple[str, bool] | None,
           game: str = "normandie") -> None:
    understood = read(question, intent, game)
    got = understood.as_json()
    wrong = {k: got["facts"].get(k) for k, v in facts.items() if got["facts"].get(k) != v}
    assert not wrong, f"{question}\n  read {got['facts']}\n  wrong {wrong}"
    asked = (got["asks"]["proposition"], got["asks"]["positive"]) if "asks" in got else None
    assert asked == ask, f"{question}: asks {asked}, not {ask}"
    assert set(got["spans"]) >= set(facts), "every fact keeps the words it came from"


ATTACKS = [
    # tidy Czech
    ("Moji kulometčíci útočí útokem 2 na nepřátelské střelce o dvě pole dál. Střelci mají základní obranu 4 a "
     "stojí na poli s krytem 1. Padlo 3 a 9 – zasáhl jsem?", Y,
     {"action": "attack", "action_value": 2, "attacker": "machine_gunners", "target": "riflemen", "distance": 2,
      "base_defense": 4, "cover": 1, "rolls": [3, 9]}, ("attack_hits", True)),
    ("Na nepřátelské střelce se základní obranou 5 střílí moji odstřelovači ze sousedního pole. Jaká je celková "
     "obrana?", D, {"attacker": "snipers", "target": "riflemen", "base_defense": 5, "distance": 1}, None),
    # colloquial, no diacritics
    ("kaemaci strili na strelce ob jedno pole, maj obranu 4 a kryt 2, padlo 0 a 5 – trefil jsem?", Y,
     {"attacker": "machine_gunners", "target": "riflemen", "distance": 2, "base_defense": 4, "cover": 2,
      "rolls": [0, 5]}, ("attack_hits", True)),
    ("strilim kaemakama na strelce vedle, obrana 4 kryt 1 – kolik mam sanci dvema kostkama?", ODDS,
     {"attacker": "machine_gunners", "target": "riflemen", "distance": 1, "base_defense": 4, "cover": 1, "dice": 2},
     None),
    ("utocim na patrace ze stejnyho pole, kryt 2, zakladni obrana 4, kolik je celkova obrana", D,
     {"action": "attack", "target": "scouts", "distance": 0, "attacker_same_tile": True, "cover": 2,
      "base_defense": 4, "asked_number": "total_defense"}, None),
    # typos and another word order
    ("kulometcici utoci utokem 3 na strelce, vzdalenost 3 pole, zakladni obrna 4, kryt 1. Kolik je celkova obrana?",
     D, {"action": "attack", "action_value": 3, "attacker": "machine_gunners", "target": "riflemen", "distance": 3,
         "cover": 1}, None),
    # the noun "cíl" names the target, wherever it stands
    ("kulometcici na vzdalenost 3, cil strelci s obranou 4 a krytem 2 – jaka je celkova obrana?", D,
     {"attacker": "machine_gunners", "target": "riflemen", "distance": 3, "base_defense": 4}, None),
    ("Cílem jsou pátrači se základní obranou 5, útočí odstřelovači ze dvou polí. Celková obrana?", D,
     {"attacker": "snipers", "target": "scouts", "distance": 2, "base_defense": 5}, None),
    ("Střelci mají základní obranu čtyři, stojí na poli s krytem dva a útočím na ně ze vzdálenosti tří polí.", D,
     {"target": "riflemen", "base_defense": 4, "cover": 2, "distance": 3}, None),
    # hills
    ("Střílím na střelce na kopci s krytem 3/1, já na kopci nejsem. Jaký kryt mají?", D,
     {"target": "riflemen", "cover": 3, "hill_low_cover": 1, "hill_target": True, "hill_attacker": False,
      "asked_number": "cover"}, None),
    ("moji strelci stoji na kopci a strili na nemce na jinym kopci 3/1, jakej maj kryt?", D,
     {"attacker": "riflemen", "hill_attacker": True, "hill_target": True, "cover": 3}, None),
    # exclusions
    ("Minomet dává výbuch 1 na pole se žetonem zaměření, kde stojí nepřátelští střelci. Počítá se bonus za "
     "vzdálenost?", Y, {"action": "barrage", "action_value": 1, "attacker": "mortar", "target": "riflemen"},
     ("range_bonus_counts", True)),
    ("pri demolici se kryt ignoruje?", Y, {"action": "demolition"}, ("cover_counts", False), ),
    ("Útočím demolicí na tank, kolika kostkami hážu, když mám hodnotu 1 se symbolem tanku a 4 se symbolem budovy?",
     K, {"action": "demolition", "target": "tank", "value_vs_tank": 1, "value_vs_building": 4}, None),
    # Polish
    ("Moi Kaemiści atakują Strzelców z podstawową obroną 4 z sąsiedniego obszaru, zasłona 2. Jaka jest łączna "
     "obrona?", D, {"attacker": "machine_gunners", "target": "riflemen", "base_defense": 4, "cover": 2,
                    "distance": 1}, None),
    ("Ogień ciągły 4 na Strzelców, odległość 2, obrona podstawowa 4, zasłona 1. Wyrzuciłem 2, 5 i 8. Czy to "
     "trafienie?", Y, {"action": "suppress", "action_value": 4, "target": "riflemen", "distance": 2,
                       "base_defense": 4, "cover": 1, "rolls": [2, 5, 8]}, ("attack_hits", True)),
    ("Atakuję trzema kośćmi, obrona celu wynosi 7. Jakie jest prawdopodobieństwo trafienia?", ODDS,
     {"dice": 3, "total_defense": 7}, None),
    # a defence that "came out at" a number was summed already: the total, far from its word
    ("obrana strelcu mi po vsech bonusech vysla na devet, kolik mam sanci dvema kostkama?", ODDS,
     {"dice": 2, "total_defense": 9}, None),
    ("Obrana vychází na 7 a hážu třemi kostkami – šance?", ODDS, {"dice": 3, "total_defense": 7}, None),
    # a number that counts fields is the distance, never the defence it follows
    ("Jaká je cílová obrana tunelu dvě pole ode mě?", D,
     {"asked_number": "total_defense", "target": "tunnel", "distance": 2}, None),
]

STALINGRAD = [
    # a statement first, the yes/no in the last clause of the same sentence
    ("nemecti strelci stoji na opevnenem poli, ktere ovladaji, plati jim kryt opevneni?", Y,
     {"target": "riflemen", "target_controls_tile": True}, ("fortification_cover_counts", True)),
    ("jsem ve stejné budově jako němci, kryt budovy 3 a běžný 1 – kolik jim počítám?", D,
     {"attacker_same_tile": True, "building_cover": 3, "cover": 1}, None),
    ("nejsem ve stejne budove, kryt budovy 3 / bezny 1, obrana 4, vzdalenost 2", D,
     {"attacker_same_tile": False, "building_cover": 3, "cover": 1, "distance": 2}, None),
    ("utocim ze stejneho pole, obrana 4, kryt 1 (neni to budova) – celkem?", D,
     {"attacker_same_tile": True, "base_defense": 4, "cover": 1}, None),
    ("Němci sedí na opevnění, které ovládají, kryt opevnění 3 a běžný 1. Kolik krytu?", D,
     {"target_controls_tile": True, "fortification_cover": 3, "cover": 1}, None),
    ("Moje jednotka stojí na opevněném poli, které mám jen propátrané, ne ovládané. Platí pro ni kryt opevnění?", Y,
     {"target_controls_tile": False}, ("fortification_cover_counts", True)),
    ("Rozprášil jsem nepřátelské střelce. Smím jejich žeton přesunout na sousední pole, které soupeř propátral?", Y,
     {"target": "riflemen", "routed": True, "owner_control_at_destination": "scouted"}, ("move_allowed", True)),
    ("rozprasil jsem nepratelsky protitankovy kanon, muzu ho posunout na vedlejsi pole?", Y,
     {"target": "anti_tank_gun", "routed": True}, ("move_allowed", True)),
    ("vypeti sil na kartu tanku jde?", Y, {"action": "exert", "played_card": "tank"}, ("action_allowed", True)),
    ("strelci A jsou rozpraseni, muzu k nim nasadit pátrače A?", Y,
     {"unit": "scouts", "unit_squad": "A", "riflemen_state": "routed"}, ("deployment_allowed", True)),
    ("Můžu nasadit tank, když všichni moji střelci stojí na neprůjezdném terénu?", Y,
     {"unit": "tank", "riflemen_on_impassable": True}, ("deployment_allowed", True)),
    ("bombarduju tank, mam vubec sanci ho zasahnout?", Y, {"action": "bombard", "target": "tank"},
     ("hit_possible", True)),
    ("Aktivuje se moje vlastní mina, když přes ni přejdou moji střelci?", Y, {"mine": True, "mine_own": True},
     ("mine_triggers", True)),
    ("naši ženisti dělají demolici (proti budovám i tunelům) na tunel vedle, kryt 1 – jaká je obrana?", D,
     {"action": "demolition", "attacker": "engineers", "target": "tunnel"}, None),
    ("Sovětské kulometčíky, co jsou pod palbou, jsem trefil. Můžu je posunout na vedlejší propátrané pole?", Y,
     {"target": "machine_gunners", "target_suppressed": True, "owner_control_at_destination": "scouted"},
     ("move_allowed", True)),
    ("Můžu dát ovládnutí na pole s nepřátelskými střelci, když ho soupeř zatím neovládá?", Y,
     {"action": "control", "enemy_controls_tile": False, "enemy_unit": "riflemen"}, ("tile_may_be_controlled", True)),
    ("tank jede pres nemeckou protipechotni minu – vybuchne?", Y,
     {"target": "tank", "mine": True, "mine_anti_tank": False, "mine_own": False}, ("mine_triggers", True)),
    ("Moji kulometčíci B jsou rozprášení. Když posilami vezmu jejich kartu ze zálohy, přestanou být rozprášení?",
     Y, {"action": "bolster", "routed": True, "reserve_card": "machine_gunners"}, ("rout_removed", True)),
    ("stahnu kartu strelcu pod palbou do zalohy – zustanou pod palbou?", Y,
     {"wanted_action": "withdraw", "unit": "riflemen", "suppressed": True}, ("stays_suppressed", True)),

    ("Útočím na nepřátelské střelce v budově s krytem budovy 3 z jiného pole, 2 pole daleko, základní obrana 4.",
     D, {"target": "riflemen", "building_cover": 3, "distance": 2, "attacker_same_tile": False}, None),
    ("Na poli cíle leží žeton dýmu, střelci mají obranu 4 a kryt 1, střílím ze vzdálenosti 2. Celková obrana?", D,
     {"smoke_on_tile": True, "base_defense": 4, "cover": 1, "distance": 2}, None),
    ("Tank vjede přes protitankovou minu, jeho pancíř je 6. Jaká je celková obrana?", D,
     {"mine": True, "target": "tank", "base_defense": 6}, None),
    ("bombarduju pole kde stoji nemeckej tank, zasahne ho to?", Y, {"action": "bombard", "target": "tank"},
     ("action_has_effect", True)),
    ("Útočím na opevněné pole s krytem opevnění 3, které nepřítel ovládá, ze vzdálenosti 1.", D,
     {"fortification_cover": 3, "target_controls_tile": True, "distance": 1}, None),
    ("Jsou při bombardování cílem i moje vlastní pěší jednotky na zvoleném poli?", Y, {"action": "bombard"},
     ("hits_own_units", True)),
    ("demolici muzu cilit na pechotu?", Y, {"action": "demolition", "target": "infantry"},
     ("action_allowed", True)),
    ("pri bombardovani se bonus za vzdalenost nepripocitava?", Y, {"action": "bombard"},
     ("range_bonus_counts", False)),
]

LEGALITY = [
    ("Moji střelci A jsou pod palbou. Můžu s nimi zahrát přesun?", Y,
     {"unit": "riflemen", "unit_squad": "A", "suppressed": True, "wanted_action": "move"}, ("move_allowed", True)),
    ("kaemaci jsou pod palbou, muzu s nima zautocit?", Y,
     {"unit": "machine_gunners", "suppressed": True, "wanted_action": "attack"}, ("unit_may_act", True)),
    ("Czy przygwożdżeni Strzelcy mogą wykonać Ruch?", Y, {"unit": "riflemen", "suppressed": True,
                                                         "wanted_action": "move"}, ("move_allowed", True)),
    ("Můžu ovládnout pole, kde mám žeton propátráno a stojí tam nepřátelští pátrači?", Y,
     {"action": "control", "own_control_token": "scouted", "enemy_unit": "scouts", "enemy_unit_on_tile": True},
     ("tile_may_be_controlled", True)),
    ("muzu dat ovladnuti na pole s mym propatranim, kde nikdo neni?", Y,
     {"action": "control", "own_control_token": "scouted"}, ("tile_may_be_controlled", True)),
    ("Můžu položit žeton zaměření 2 pole od minometu?", Y, {"action": "aim", "distance": 2}, ("aim_allowed", True)),
    ("Mohu akcí přesun posunout střelce na pole bez mého žetonu kontroly?", Y,
     {"action": "move", "unit": "riflemen", "destination_control": "none"}, ("move_allowed", True)),
    ("muzu presunout strelce na vedlejsi pole, kde nelezi muj zeton kontroly?", Y,  # the token's absence negated
     {"action": "move", "unit": "riflemen", "destination_control": "none"}, ("move_allowed", True)),
    ("presun 1 na pole kde lezi jen nemeckej zeton ovladano – muzu?", Y,
     {"action": "move", "action_value": 1, "destination_control": "none"}, ("move_allowed", True)),
    ("Pátrání 2: přesouvám pátrače přes dvě pole bez mého žetonu kontroly, v záloze mám jeden válečný zmatek.", C,
     {"action": "scout", "action_value": 2, "unscouted_tiles": 2, "fog_in_reserve": 1}, None),
    ("Je zakázáno manévrem posunout rozprášenou jednotku střelců?", Y,
     {"unit": "riflemen", "routed": True, "wanted_action": "maneuver"}, ("move_allowed", False)),
]

CARDS = [
    ("Zasáhli mi pátrače B, kartu nemám v ruce ani v odhazováku, ale je v dobíráku. Odstraní se žeton?", Y,
     {"hit_unit": "scouts", "unit_squad": "B", "card_in_hand": False, "card_in_discard": False,
      "card_in_draw_deck": True}, ("token_removed", True)),
    ("trefili mi strelce a jejich kartu nemam v herni oblasti, v ruce, v odhazovacim ani v dobiracim balicku – "
     "zustane zeton na planu?", Y, {"hit_unit": "riflemen", "card_in_play_area": False, "card_in_hand": False,
                                    "card_in_discard": False, "card_in_draw_deck": False},
     ("token_removed", False)),
    ("Vykládám velitele družstva C s povzbuzením 1 C na zahrané kulometčíky C – vrátí se mi karta do ruky?", Y,
     {"action": "rally", "commander": "squad_leader", "squad": "C", "played_card": "machine_gunners"},
     ("card_returns_to_hand", True)),
    ("mam v ruce valecny zmatek a hraju pruzkum, muzu dobranou kartu jeste zahrat?", Y,
     {"action": "recon", "war_confusion_in_hand": True}, ("drawn_card_playable", True)),
    # "zahrát akci Průzkum" plays the action; only a card drawn by it asks whether that card may be played
    ("Mohu zahrát akci Průzkum, když nemám v ruce žádnou kartu Válečný zmatek?", Y,
     {"action": "recon", "war_confusion_in_hand": False}, ("action_allowed", True)),
    ("Velitel družstva B hraje posily 2 B. Smím si ze zálohy vzít kulometčíka z družstva A?", Y,
     {"action": "bolster", "action_value": 2, "squad": "B", "reserve_card": "machine_gunners",
      "reserve_card_squad": "A"}, ("action_allowed", True)),
    # a card named after the reserve is the one taken, not the one that plays the posily
    ("Mám kartu s posilami 1 A. Můžu si jimi ze zálohy vzít seržanta?", Y,
     {"action": "bolster", "squad": "A", "reserve_card": "platoon_sergeant"}, ("action_allowed", True)),
    ("Czy kartę Mgła wojny mogę odłożyć do rezerwy przez Przeczekanie?", Y,
     {"action": "withdraw", "card_played": "fog_of_war"}, ("fog_withdrawable", True)),
    ("souper uz nema v zaloze zadnej valecny zmatek – je zmateni nepritele zbytecny?", Y,
     {"action": "confuse", "enemy_fog_in_reserve": 0}, ("action_has_effect", False)),
]

GAME = [
    ("Mám iniciativu 5, soupeř ukázal 7. Hraju první?", Y, {"own_initiative": 5, "enemy_initiative": 7},
     ("initiative_won", True)),
    ("mam na iniciative trojku a on sedmicku, hraju prvni ja?", Y, {"own_initiative": 3, "enemy_initiative": 7},
     ("initiative_won", True)),
    ("Ovládám cíle v hodnotě 4 a k vítězství potřebuju cíle za 4. Vyhrál jsem?", Y,
     {"objectives_controlled": 4, "objectives_required": 4}, ("game_won", True)),
    ("jsem beznadejne potlacenej a souper ma za ukol me potlacit – vyhral?", Y,
     {"own_rifle_cards_left": 0, "enemy_goal": "suppression"}, ("enemy_won", True)),
    ("V balíčku ztrát mám 6 karet. Kolik trvalých ztrát dobírám?", C, {"casualty_count": 6}, None),
    # "doberu si kartu?" after průzkum asks whether the action does anything (its draw)
    ("zahraju pruzkum a zmatek v ruce nemam, liznu si aspon kartu?", Y,
     {"action": "recon", "war_confusion_in_hand": False}, ("action_has_effect", True)),
    # whose objective it is: the control token stated decides, not a unit standing there
    ("Je cíl můj, když na něm leží můj žeton kontroly stranou ovládáno?", Y, {"own_control_token": "controlled"},
     ("objective_held", True)),
    ("mam na cili jen propatrano, pocita se mi ten cil?", Y, {"own_control_token": "scouted"},
     ("objective_held", True)),
    ("trvala ztrata karty S-P-009 (patrac) – nahradi ji rezervista?", Y,
     {"lost_card_code": "S-P-009", "lost_card": "scouts"}, ("replaced_by_reservist", True)),
]

# readings added after tuning: scouting counts, the card flip of a unit under fire, deployment, the roll
# "na druhé kostce", whose control token, "běžný" cover beside a building's
MORE = [
    ("Pátrám o tři pole a všechna tři jsou pro mě nepropátraná. Kolik zmatků si přidám?", C,
     {"action": "scout", "steps": 3}, None),
    ("patrani 2 o dve pole, z nichz jedno mam propatrany a druhy ne – kolik zmatku?", C,
     {"action": "scout", "steps": 2, "unscouted_tiles": 1, "destination_control": "none"}, None),
    ("pátrám přes jedno svoje propátrané pole a pak na nepropátrané, kolik karet zmatku?", C,
     {"action": "scout", "steps": 2, "unscouted_tiles": 1}, None),
    ("pátrání o 2 pole, pokládám 2 žetony kontroly a v záloze už nemám žádný zmatek", C,
     {"action": "scout", "unscouted_tiles": 2, "fog_in_reserve": 0}, None),
    ("kartu střelců pod palbou použiju na připravení a pak s ní ještě útok – jde to?", Y,
     {"unit": "riflemen", "suppressed": True, "wanted_action": "attack"}, ("unit_may_act", True)),
    ("kaemaci pod palbou – jejich kartou je otocim na pripraveni?", Y,
     {"unit": "machine_gunners", "suppressed": True}, None),
    ("Odstřelovači ještě nejsou na herním plánu. Kam dám jejich žeton, až zahraju jejich kartu?", L,
     {"unit": "snipers", "unit_on_board": False}, None),
    ("padla mi trojka na jedné kostce a devítka na druhé, celková obrana 9 – zásah?", Y,
     {"rolls": [3, 9], "total_defense": 9}, ("attack_hits", True)),
    ("soupeř má na poli propátráno a já ovládáno, můžu tam ovládnout?", Y,
     {"own_control_token": "controlled"}, ("tile_may_be_controlled", True)),
    ("Na poli mám propátráno, stojí tam nepřátelští střelci, ale soupeř pole neovládá. Mohu ho ovládnout?", Y,
     {"action": "control", "own_control_token": "scouted", "enemy_controls_tile": False, "enemy_unit": "riflemen"},
     ("tile_may_be_controlled", True)),
    ("ovladnuti kdyz souper pole ovlada a ma tam pripraveny strelce", Y,
     {"action": "control", "enemy_controls_tile": True, "enemy_unit": "riflemen", "enemy_unit_routed": False},
     ("tile_may_be_controlled", True)),
    ("beznadějná situace, soupeř obsazuje cíle a má jich víc než já – konec hry?", Y,
     {"own_rifle_cards_left": 0, "enemy_goal": "objectives", "enemy_objectives_ahead": True}, ("game_over", True)),
    ("Jsem v beznadějné situaci, ale soupeř má cílů méně než já. Vyhrál?", Y,
     {"enemy_objectives_ahead": False}, ("enemy_won", True)),
    ("ovladam cile za 5 a potrebuju 5, vyhral jsem?", Y, {"objectives_controlled": 5, "objectives_required": 5},
     ("game_won", True)),
    ("Oba máme iniciativu 5 a žeton iniciativy mám já. Hraju první?", Y,
     {"own_initiative": 5, "enemy_initiative": 5, "has_initiative": True}, ("initiative_won", True)),
    ("strelci mi zmizeli z planu, muzou se vratit do hry? a kam?", Y, {"unit": "riflemen", "unit_on_board": False},
     None),
    ("Když pátrače přesunu skrytým přesunem na nepropátrané pole, položím tam svůj žeton kontroly?", Y,
     {"action": "sneak", "unit": "scouts", "destination_control": "none"}, ("sneak_places_token", True)),
    ("Mohu jednou kartou jednotku pod palbou připravit a zároveň s ní provést akci?", Y, {"suppressed": True},
     ("card_two_uses", True)),
    ("kaemaci nejsou pod palbou, muzou zautocit?", Y, {"attacker": "machine_gunners", "suppressed": False},
     ("action_allowed", True)),
    ("Cíl má celkovou obranu 11. Mám vůbec šanci zasáhnout?", Y, {"total_defense": 11}, ("hit_possible", True)),
    ("Czy przy obronie 12 mam w ogóle szansę trafić?", Y, {"total_defense": 12}, ("hit_possible", True)),
    ("Posily A: smím ze zálohy vzít kartu kulometčíků A?", Y,
     {"action": "bolster", "squad": "A", "reserve_card": "machine_gunners", "reserve_card_squad": "A"},
     ("action_allowed", True)),
]

# Polish without diacritics: "strzelcy" (riflemen) is a unit, not the verb "strzelać" (shoot)
POLISH_PLAIN = [
    ("jaka obrone bazowa maja strzelcy?", D, {"target": "riflemen"}, None),
    ("moi strzelcy strzelaja do kaemistow, ile kosci?", K, {"action": "attack", "attacker": "riflemen",
                                                            "target": "machine_gunners"}, None),
]

LOOKUPS = [
    ("Co dělá pátrání?", L, {"action": "scout"}, None),
    ("co dela povzbuzeni a kdy ho muzu pouzit?", L, {"action": "rally"}, None),
    ("V polských pravidlech je akce „Dowodzenie“. Čemu odpovídá?", Intent.COMPARISON, {"action": "command"}, None),
    ("Kam jde karta, kterou si vezmu akcí posily, a mohu ji ještě v tomto tahu zahrát?", L, {"action": "bolster"},
     None),
]


@pytest.mark.parametrize(("question", "intent", "facts", "ask"), ATTACKS + LEGALITY + CARDS + GAME + MORE + POLISH_PLAIN
                         + LOOKUPS,
                         ids=lambda v: v[:40] if isinstance(v, str) else None)
def test_normandie_truth_table(question: str, intent: Intent, facts: dict[str, Any], ask: Any) -> None:
    _check(question, intent, facts, ask)


@pytest.mark.parametrize(("question", "intent", "facts", "ask"), STALINGRAD,
                         ids=lambda v: v[:40] if isinstance(v, str) else None)
def test_stalingrad_truth_table(question: str, intent: Intent, facts: dict[str, Any], ask: Any) -> None:
    _check(question, intent, facts, ask, "stalingrad")


def test_an_open_question_asks_no_proposition() -> None:
    assert read("Střelci jsou pod palbou. Co můžou dělat?", L).query.ask is None
    assert read("Jaká je celková obrana střelců s obranou 4 a krytem 2 vedle mě?", D).query.ask is None


def test_a_yes_no_without_a_decidable_proposition_stays_yes_no() -> None:
    understood = read("Smím během hry mluvit se spoluhráčem o svých kartách?", Y, "stalingrad")
    assert understood.query.intent is Intent.YES_NO and understood.query.ask is None


def test_a_relative_clause_does_not_make_a_yes_no_question_open() -> None:
    understood = read("Můžou moji střelci dát ovládnutí na pole, kde stojí nepřátelští kulometčíci?", L)
    assert understood.query.intent is Intent.YES_NO and understood.query.ask is not None
    assert understood.query.ask.proposition == "tile_may_be_controlled"
    assert read("Kde můžou moji střelci dát ovládnutí?", L).query.ask is None


def test_a_move_through_a_tunnel_is_read_without_an_action_named() -> None:
    understood = read("muze tank projet tunelem do jineho tunelu?", Y, "stalingrad")
    assert understood.as_json()["facts"].items() >= {"unit": "tank", "via_tunnel": True}.items()
    assert understood.query.ask is not None and understood.query.ask.proposition == "tank_through_tunnel"


def test_rolls_make_a_hit_question_whatever_the_classifier_said() -> None:
    understood = read("Obrana 8, padlo 5 a 8, zasáhl jsem?", ODDS)
    assert understood.query.intent is Intent.YES_NO and understood.query.ask is not None
    assert understood.query.ask.proposition == "attack_hits"


def test_polish_terms_are_named_in_czech() -> None:
    understood = read("Mój Moździerz wykonuje Ostrzał na obszar ze wzgórzem (3/1), a sam nie stoi na wzgórzu. "
                      "Jaka jest premia za zasłonę?", D)
    facts = understood.as_json()["facts"]
    assert facts["hill_attacker"] is False and facts["hill_target"] is True and facts["action"] == "barrage"
    note = " ".join(understood.notes)
    assert "„Ostrzał“ = české „výbuch“" in note and "„Moździerz“ = české „minomet“" in note
    assert "kopcovitý terén" in note
    assert not read("Můžu položit žeton zaměření 3 pole od minometu?", Y).notes, "a Czech question needs no notes"


def test_number_words_and_colloquial_numbers() -> None:
    assert read("hazim trema kostkama proti obrane sedm", ODDS).as_json()["facts"] == {"dice": 3, "total_defense": 7}
    assert read("padla mi sestka a dvojka proti obrane 6, trefa?", Y).as_json()["facts"]["rolls"] == [6, 2]


@pytest.mark.parametrize(("question", "dice", "rolls"), [
    ("Hodil jsem 3 kostky na obranu 7 a padlo 9, 9 a 8. Musí soupeř vyřadit tři karty?", 3, [9, 9, 8]),
    ("hodil jsem 2 kostkama 5 a 8, obrana 8, trefa?", 2, [5, 8]),
])
def test_the_number_of_dice_thrown_is_no_roll(question: str, dice: int, rolls: list[int]) -> None:
    facts = read(question, Y).as_json()["facts"]
    assert (facts["dice"], facts["rolls"]) == (dice, rolls)


def test_a_value_out_of_range_is_left_out_and_said() -> None:
    understood = read("Útočím na střelce s krytem 15 ze sousedního pole.", D)
    assert "cover" not in understood.as_json()["facts"]
    assert any("hodnota krytu" in note for note in understood.notes)


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

WORDS = ["útok", "2", "na", "střelce", "kryt", "3/1", "padlo", "5", "a", "?", "–", ",", "ne", "pod palbou", "můžu",
         "ovládnout", "pole", "kaemáci", "Ostrzał", "obrana", "kostkami", "dvěma", "který", "kde", "ale", "v ruce",
         "nemám", "zasáhl", "jsem", "iniciativu", "vyhrál", "S-P-009", "budova", "tank", "mina", ".", "(A)", "B"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(WORDS), max_size=14), st.sampled_from(list(Intent)),
       st.sampled_from(["normandie", "stalingrad"]))
def test_any_words_give_a_query(words: list[str], intent: Intent, game: str) -> None:
    understood = read(" ".join(words), intent, game)
    assert understood.query.game == game
    assert set(understood.spans) <= set(understood.as_json()["facts"])


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=60))
def test_any_text_gives_a_query(text: str) -> None:
    read(text, Intent.YES_NO)


@pytest.mark.parametrize("question", [
    "Karty z posil beru do ruky, nebo do odhazovacího balíčku?",
    "okamzity posily – karta jde do ruky nebo na odhazovak?",
    "Při shodě iniciativy začínám já nebo soupeř?",
])
def test_an_either_or_question_asks_no_yes_no(question: str) -> None:
    assert read(question, Y, "stalingrad").query.ask is None


@pytest.mark.parametrize("question", [
    "Zahraju průzkum a v ruce nemám žádný válečný zmatek – stane se něco?",
    "kryci palba na tank, neco se stane?",
])
def test_what_happens_asked_as_stane_se_neco_is_open(question: str) -> None:
    assert read(question, Y).query.ask is None


@pytest.mark.parametrize(("question", "squad"), [
    ("Posily 1 A – můžu si vzít kulometčíky z áčka?", "A"),
    ("posily 2 C, beru stRelce z céčka, jde to?", "C"),
    ("Hraju posily 2 B a ze zálohy chci odstřelovače z béčka, smím?", "B"),
])
def test_a_squad_said_as_a_word_is_the_reserve_cards_squad(question: str, squad: str) -> None:
    assert read(question, Y).as_json()["facts"].get("reserve_card_squad") == squad


@pytest.mark.parametrize("question", [
    "Nemám na plánu žádné střelce a všechny karty střelců mám vyřazené. Protivník má za úkol mě potlačit. Vyhrál?",
    "Jsem potlačený, žádné karty střelců nemám a soupeř má jako podmínku vítězství potlačit nepřítele. Vyhrál?",
])
def test_suppressed_with_the_opponents_goal_to_suppress(question: str) -> None:
    facts = read(question, Y).as_json()["facts"]
    assert facts.get("enemy_goal") == "suppression" and facts.get("own_riflemen_on_board") is False


@pytest.mark.parametrize(("question", "proposition"), [
    ("Skradanie – czy biorę za to kartę Mgła wojny?", "sneak_adds_fog"),
    ("Wycofanie do rezerwy: czy Mgłę wojny da się tak wycofać?", "fog_withdrawable"),
])
def test_the_polish_particle_czy_is_no_either_or(question: str, proposition: str) -> None:
    ask = read(question, Y).query.ask
    assert ask is not None and ask.proposition == proposition


@pytest.mark.parametrize(("question", "dice"), [
    ("Útok 3 proti obraně 6 – jaká je šance, že aspoň jedna kostka uspěje?", None),
    ("Hážu třemi kostkami, šance že alespoň dvě kostky padnou?", 3),
])
def test_at_least_one_die_is_no_dice_count(question: str, dice: int | None) -> None:
    assert read(question, ODDS).as_json()["facts"].get("dice") == dice


def test_a_number_counting_fields_is_no_defence() -> None:
    """ "obrana tunelu dvě pole ode mě": the two is the distance; read as the base defence it was a wrong claim."""
    facts = read("Jaká je cílová obrana tunelu dvě pole ode mě?", D, "stalingrad").as_json()["facts"]
    assert "base_defense" not in facts and facts["distance"] == 2


@pytest.mark.parametrize("question", [
    "Zasáhl jsem na dvou kostkách zároveň, kolik karet musí soupeř vyřadit?",
    "uspech na 3 kostkach, kolik karet ztrati?",
    "Trafiłem na dwóch kościach. Ile kart traci przeciwnik?",
])
def test_how_many_cards_a_hit_removes(question: str) -> None:
    assert read(question, C).as_json()["facts"].get("asked_number") == "cards_removed"


@pytest.mark.parametrize("question", [
    "kolik karet valecny zmatek odstranim pruzkumem?",  # fog of war: another rule
    "kolik karet vyhodim z balicku kdyz dojde dobirak?",
    "kolik karet ztratim do balicku ztrat v kampani?",
])
def test_other_removals_are_not_a_hit(question: str) -> None:
    assert read(question, C).as_json()["facts"].get("asked_number") is None


@pytest.mark.parametrize("question", [
    "Trefili mi střelce A a v ruce mám dvě jejich karty. Můžu si vybrat, kterou odložím do ztrát?",
    "uspech na 3 kostkach, kolik karet ztrati?",
])
def test_a_number_of_another_clause_or_of_dice_is_no_casualty_count(question: str) -> None:
    # any number anywhere had been read as the cards in the casualty pile
    assert "casualty_count" not in read(question, C, "stalingrad").as_json()["facts"]


@pytest.mark.parametrize("question", [
    "muzu utocit na jednotku ktera je pod palbou?",
    "Můžu zaútočit na Němce, co jsou pod palbou?",
])
def test_a_state_in_a_relative_clause_of_the_attacked_unit_is_the_targets(question: str) -> None:
    # read as the attacker's own state it had answered "Ne, jednotka pod palbou nemůže provádět akce"
    facts = read(question, Y).as_json()["facts"]
    assert facts.get("target_suppressed") is True and "suppressed" not in facts


def test_the_attackers_own_state_in_a_relative_clause_stays_its_own() -> None:
    facts = read("moji strelci, kteri jsou pod palbou, muzou utocit?", Y).as_json()["facts"]
    assert facts.get("suppressed") is True


@pytest.mark.parametrize(("question", "value"), [
    ("Můžu je posunout jednou za plamenomet a podruhé za rozprášení?", None),
    ("Hraju přesun 2, můžu jít na nepropátrané pole?", 2),
])
def test_how_often_is_no_action_value(question: str, value: int | None) -> None:
    """ "posunout jednou": once, not the card's value (it was shown as "hodnota akce na kartě: 1")."""
    assert read(question, Y, "stalingrad").as_json()["facts"].get("action_value") == value


def test_a_hill_after_z_is_where_the_shot_comes_from() -> None:
    """ "střílím z kopce na jednotku na jiném kopci": both on hills, so the cover is 1 (it was read as 3)."""
    facts = read("strilim z kopce na jednotku na jinym kopci s krytem 3/1, jakej kryt se pocita?", D).as_json()["facts"]
    assert facts["hill_attacker"] is True and facts["hill_target"] is True


def test_the_side_a_token_turns_to_is_not_the_units_state() -> None:
    """ "jejíž žeton je pod palbou, otočí se na stranu připraveni?": the unit is under fire (it was read as ready)."""
    facts = read("Když zahraju kartu jednotky, jejíž žeton je pod palbou, otočí se žeton zpátky na stranu připraveni?",
                 Y).as_json()["facts"]
    assert facts["suppressed"] is True


def test_an_objective_on_the_tile_is_not_objectives_held() -> None:
    """ "na poli s cílem za dva body": the tile's objective; read as the enemy's objectives it hid the enemy unit."""
    facts = read("Moji střelci stojí na poli s cílem za dva body a je tam i německý kulometčík. "
                 "Můžu to pole ovládnout?", Y).as_json()["facts"]
    assert "enemy_objectives_controlled" not in facts and facts["enemy_unit_on_tile"] is True


def test_the_enemys_scouted_token_means_the_enemy_does_not_control_the_tile() -> None:
    facts = read("Na poli stojí německý pátrač, ale Němci tam mají žeton jen stranou propátráno. "
                 "Můžu to pole ovládnout?", Y, "stalingrad").as_json()["facts"]
    assert facts["enemy_controls_tile"] is False and "own_control_token" not in facts


def test_does_it_do_anything_asks_the_effect() -> None:
    ask = read("ma smysl dat kryci palbu na jednotku co uz je pod palbou? udela to neco?", Y, "stalingrad").query.ask
    assert ask is not None and ask.proposition == "action_has_effect"


@pytest.mark.parametrize("question", ["Můžou kulometčíci obsadit cíl?", "Smí kulometčíci obsazovat cíle?"])
def test_the_unit_named_in_a_control_question_is_the_one_taking_control(question: str) -> None:
    understood = read(question, Y)
    assert understood.as_json()["facts"] == {"unit": "machine_gunners"}
    assert understood.query.ask is not None and understood.query.ask.proposition == "tile_may_be_controlled"


def test_below_the_hill_is_not_on_it() -> None:
    facts = read("Nepřítel sedí na kopci 3/1 a já na něj pálím z otevřeného pole pod kopcem normálním útokem. "
                 "Kolik je kryt?", D).as_json()["facts"]
    assert facts["hill_attacker"] is False and facts["hill_target"] is True


def test_taking_control_is_asked_not_whether_both_tokens_may_lie_there() -> None:
    understood = read("Moi strzelcy są na obszarze z żetonem wroga. Mogę przejąć kontrolę?", Y)
    assert understood.query.ask is not None and understood.query.ask.proposition == "tile_may_be_controlled"


def test_a_condition_before_an_open_question_is_no_yes_no() -> None:
    q = analyse("Pokud jsou potlačeny obě strany a mají stejný součet obsazených cílů, kdo vyhrává?")
    assert classify_intent(q).intent is not Intent.YES_NO


@pytest.mark.parametrize(("question", "proposition"), [
    ("výbuch bonus za vzdálenost?", "range_bonus_counts"),
    ("výbuch kryt kopce?", "cover_counts"),
])
def test_an_elliptic_question_names_an_action_and_a_part_of_the_defence(question: str, proposition: str) -> None:
    understood = read(question, Y)
    assert understood.query.ask is not None and understood.query.ask.proposition == proposition
