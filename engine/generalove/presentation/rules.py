"""The Czech sentences of the manual's statements (:mod:`..statements`) and of the phases activities happen in.

Each sentence keeps the manual's own words (a player asking about "útěk" reads "útěk",
not a synonym), so the answer and the quoted rule say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..facts import Activity, GeneraloveFacts, Phase, Proposition, SectorStatus, UnitKind
from .forms import PHASE_TEXT, UNIT_FORMS

P = Proposition

_DICE_SPLIT = ("Kladnou úpravu (bonus) svého bojového hodu rozdělíš (přičteš) libovolně mezi své kostky; zápornou "
               "úpravu (postih) tvého bojového hodu rozdělí (odečte) libovolně mezi tvými kostkami soupeř. Zásahem je "
               "každá kostka, na níž je po úpravách výsledek 4 a více.")
_NONROLLERS = ("Jednotky, které neprovádějí bojový hod (např. jednotky v panice), nemohou do střetu nijak zasahovat "
               "a bojový hod neovlivní, mohou však být určeny jako ztráty.")
_PANIC_FIELD = ("Jednotku v panice vyjmi ze stojánku a polož na hrací desku do příslušného sektoru; pokud jednotka "
                "propadla panice v bojové zóně, zůstává i nadále na svém poli.")
_BOMBARD_TARGET = ("Do ostřelovaného sektoru vlož žeton, který soupeř následně přiřadí jednotce, která bude "
                   "ostřelováním napadena: ostřelovanou jednotku v cílovém sektoru určuje soupeř.")

RULE_TEXT: dict[Proposition, str] = {
    P.BOARD_B_TERRAIN: "Strana B hrací desky obsahuje terénní značky a může být orientována dvěma způsoby (dává víc "
                       "prostoru pro doplňující pravidla a varianty); strana A obsahuje užitečné doplňující informace "
                       "pro začínající hráče.",
    P.BASE_GAME_ON_A: "Základní hra se rozestavuje na hrací desku označenou A (strana A obsahuje užitečné informace "
                      "pro začínající hráče); pro většinu variant je lepší použít hrací desku B.",
    P.SERIAL_NUMBERS_MATTER: "Při rozestavení platí: pořadová čísla jednotek nemají žádný praktický význam (vojska si "
                             "jen můžeš seřadit podle pluků a brigád) a ve stávající variantě hry nemají žádný význam "
                             "ani značky I, II, III a IIII v rozích pětiúhelníku.",
    P.SPARE_UNITS_USED: "Zbylé jednotky (bez stojánků) se v základní variantě hry nepoužívají; při rozestavení umístíš "
                        "na hrací desku 30 svých jednotek ve stojáncích.",
    P.SAME_ARMIES: "Armády obou hráčů mají stejné složení i počáteční rozestavení (každý hráč rozestaví 30 jednotek "
                   "ve stojáncích).",
    P.UNITS_FACE_OPPONENT: "Při rozestavení stavíš jednotky tak, aby šipka pod obrázkem směřovala nahoru, směrem "
                           "k soupeři.",
    P.ORDERS_SECRET: "Příprava rozkazů: na začátku každého kola zakreslí každý hráč tajně před soupeřem rozkazy do "
                     "schématu na novém lístku bločku – vznikne bitevní plán pro jedno kolo; když jsou oba hotovi, "
                     "položí plány otevřeně stranou hrací desky a začnou rozkazy provádět.",
    P.ORDERS_SIMULTANEOUS: "Oba hráči provádějí a vyhodnocují rozkazy současně, ve fázích herního kola (nestřídají "
                           "se); předtím je při přípravě rozkazů oba tajně zakreslí do bitevního plánu.",
    P.ORDER_COUNT_CHANGES: "V základní verzi je počet rozkazů neměnný: v každém kole máš k dispozici 10 rozkazů "
                           "(proměnlivý je jen ve variantě Proměnlivý počet rozkazů: hod kostkou + 6).",
    P.UNCLEAR_ORDER_INVALID: "Chybně či nečitelně zapsaný rozkaz se považuje za neplatný: provádějí se jen rozkazy "
                             "řádně a srozumitelně zakreslené do bitevního plánu a jednotky s matoucím či nečitelným "
                             "rozkazem setrvají ve svém postavení.",
    P.ORDER_MANDATORY: "Rozkaz, který může být podle pravidel proveden, je povinný, i kdyby se jevil jako nevýhodný; "
                       "neprovádějí se jen rozkazy neplatné (chybně či nečitelně zakreslené).",
    P.UNORDERED_STAY: "Jednotky, které rozkazy neobdržely, nebo jejichž rozkazy byly matoucí či nečitelné, setrvají "
                      "ve svém postavení (zůstanou na místě).",
    P.MOVE_NEEDS_ORDER: "Jednotkami lze na hrací desce pohybovat jedině pomocí rozkazu k přesunu/útoku (jen jednotky "
                        "v panice se k rezervě přesouvají samy – útěk).",
    P.PANIC_CANCELS_ORDERS: "Rozkazy lze vydávat pouze bojeschopným jednotkám: pokud některá jednotka propadne "
                            "v průběhu kola panice, její rozkazy se bez náhrady ruší.",
    P.PANICKED_OTHER_ORDERS: "Jednotce v panice nelze vydávat žádné rozkazy kromě rozkazu k reorganizaci, který jí "
                             "navrátí plnou bojeschopnost.",
    P.ROUTE_MUST_BE_FOLLOWED: "Při přesunu o více než jeden sektor smí jednotka změnit směr pohybu, ale takový přesun "
                              "a jeho trasa musí být řádně zakreslena do bitevního plánu a dodržena.",
    P.SECTOR_UNITS_LIMITED: "Počet jednotek v sektoru není nijak omezen; omezeno je jen to, že se z žádného sektoru "
                            "během jedné fáze nesmí přesunout stejným směrem více než 5 jednotek (po jedné v každém "
                            "poli bojové zóny).",
    P.DEFENCE_WHOLE_ROUND: "Rozkaz k obraně zůstává v platnosti po celé kolo, nezávisle na počtu útoků, kterým je "
                           "bránící jednotka vystavena.",
    P.DEFENCE_RING_WHEN_ATTACKED: "Rozkaz k obraně se na hrací desce označí umístěním kroužku obrany pod jednotku, "
                                  "jakmile je bránící se jednotka napadena (v bitevním plánu se obrana zakreslí "
                                  "zakroužkováním jednotek).",
    P.BOMBARD_STRAIGHT_ONLY: "Ostřelování je povoleno pouze ve vodorovném nebo svislém směru, bez ohledu na "
                             "vzdálenost cíle: do sousedního sektoru nebo do sektoru za ním v přímém směru.",
    P.BOMBARD_TOKEN: _BOMBARD_TARGET,
    P.OPPONENT_CHOOSES_BOMBARDED: _BOMBARD_TARGET + " Úpravu podle Tab. 1 uplatníš podle soupeřovy volby.",
    P.ONLY_BOMBARDER_ROLLS: "Při ostřelování boj vyhodnocuje pouze hráč, který rozkaz k ostřelování vydal; napadené "
                            "jednotky nemají možnost reagovat (mohou jen provést svůj rozkaz).",
    P.BOMBARD_NO_RISK: "Ve fázi ostřelování (2. fáze) můžeš napadnout vzdálený sektor dělostřelectvem bez jakéhokoli "
                       "rizika pro vlastní jednotky: napadené jednotky nemohou na ostřelování nijak reagovat.",
    P.ARTILLERY_FACES_LAST_TARGET: "Dělostřelectvo je vždy otočeno směrem ke svému poslednímu ostřelovanému cíli "
                                   "(poznámka 4 k tabulce úprav bojového hodu).",
    P.ZONES_SEPARATE: "Střet jednotek se vyhodnocuje v rámci každé bojové zóny zvlášť; pořadí vyhodnocování střetů "
                      "je na dohodě hráčů.",
    P.UNIT_IN_TWO_ZONES: "Jedna jednotka se může účastnit pouze jednoho střetu v jedné bojové zóně.",
    P.KNOCKED_OUT_STILL_HITS: "Všechny úkony provádějí hráči současně: vyřazení jakékoli jednotky nemá vliv na její "
                              "schopnost vyřadit ve stejném okamžiku jednotku soupeře.",
    P.CLASH_ORDER_AGREED: "Pořadí vyhodnocování střetů v jednotlivých bojových zónách je na dohodě hráčů.",
    P.ALL_ZONES_BEFORE_NEXT_STEP: "Teprve když jsou vyhodnoceny střety ve všech bojových zónách na bojišti, mohou "
                                  "hráči přejít k dalšímu kroku herní fáze.",
    P.ATTACKED_UNITS_FIGHT: "Během střetu (na rozdíl od ostřelování) se do boje zapojí jak útočící, tak i napadené "
                            "jednotky, které na útok reagují.",
    P.DEFENDER_DISTRIBUTES: "O rozmístění bránících jednotek rozhoduje obránce: jednotky s rozkazem k obraně do "
                            "bojové zóny umisťuje podle své volby, a pokud je sektor napaden zároveň z několika směrů, "
                            "je na jeho rozhodnutí, jakým způsobem své bránící jednotky do bojových zón rozmístí.",
    P.DEFENDER_PLACEMENT_MANDATORY: "Umístění bránících jednotek do bojové zóny je povinné, dokud má soupeř převahu "
                                    "v útočících jednotkách; když je v bojové zóně na obou stranách stejný počet "
                                    "jednotek, další jednotky se už neumisťují.",
    P.MORE_THAN_FIVE_VIA_SIDES: "Bojová zóna pojme 5 jednotek (5 dvojpolí), a tak je útok z více stran najednou "
                                "jediným (velmi účinným) způsobem, jak dostat do boje o sektor větší počet vojáků.",
    P.NONROLLERS_AFFECT_COMBAT: _NONROLLERS,
    P.NONROLLERS_MAY_BE_CASUALTIES: _NONROLLERS,
    P.BONUS_SPLIT_BY_ROLLER: _DICE_SPLIT,
    P.PENALTY_SPLIT_BY_OPPONENT: _DICE_SPLIT,
    P.CASUALTIES_CHOSEN_BY_OWNER: "Za každý zásah, který ti soupeř padl, urči jako ztrátu jednu svou libovolnou "
                                  "jednotku v bojové zóně – v první řadě bojeschopné jednotky, až potom jednotky "
                                  "v panice.",
    P.CAVALRY_EXPOSED_TO_FIRE: "Ve fázi pěchoty (3. fáze) je jízda, která se účastní boje, vystavena nepřátelské "
                               "palbě (střelba v kroku 3.3); ve fázi jízdy se nestřílí.",
    P.PANICKED_STAYS_ON_FIELD: _PANIC_FIELD,
    P.PANICKED_OUT_OF_STAND: _PANIC_FIELD,
    P.FLIGHT_SHORTEST: "Útěk jednotek v panice probíhá nejkratší možnou cestou směrem do vlastního sektoru rezervy, "
                       "o jeden sektor v každé fázi k tomu určené, jen přes přátelské nebo neutrální sektory; není-li "
                       "útěk možný, je jednotka v panice zajata.",
    P.PANICKED_SECTOR_HOSTILE: "Pokud jsou jednotky jízdy a pěchoty v panice na bojišti, je sektor, v němž se "
                               "nacházejí, pro soupeře nepřátelský (sektor s opuštěným dělostřelectvem je neutrální).",
    P.PANICKED_TO_RED_RESERVE: "V sektoru rezervy jsou jednotky v panice umístěny do červené části, podle typu "
                               "jednotky, kde mohou být později reorganizovány.",
    P.CAPTURE_ARTILLERY_IN_SCORING: "Ve fázi bodování (krok 6.1) zajmi soupeřovu jednotku dělostřelectva, která se "
                                    "nachází v sektoru, který ovládáš; za zajmutí dělostřelectva získáš 2 vítězné "
                                    "body.",
    P.TWO_PLAYERS: "Hra je určená pro dva hráče, kteří rozestaví armády na schématickém bojišti; pravidla pro víc "
                   "hráčů manuál neuvádí.",
    P.ORDER_FOR_SEVERAL_UNITS: "Jeden rozkaz musí být určen vždy jen pro jednu jednotku a žádná jednotka nemůže "
                               "provést více než jeden rozkaz za kolo.",
    P.ARTILLERY_DEFENDS_BY_FIRE: "Dělostřelectvo se, pokud je napadeno, brání střelbou (do zteče nejde).",
    P.FRONTAL_FROM_CENTRE: "Čelní útok (bez úprav) vychází ze středového sektoru nebo je veden po křídlech.",
    P.FLANK_FROM_WING: "Útok z boku vychází ze sektoru na křídle a směřuje do středového sektoru.",
    P.REAR_TOWARD_OWN_RESERVE: "Útok zezadu je veden přímým směrem k vlastní rezervě (útočníka).",
    P.GAME_LONGER_THAN_TEN: "Hra končí nejpozději v 10. kole: vyhrává hráč, který jako první získá 10 vítězných "
                            "bodů, nebo na konci 10. kola bude mít více vítězných bodů.",
}


def _reorg(f: GeneraloveFacts) -> str:
    kind = f.unit or f.my_unit
    artillery = ("Pro reorganizaci dělostřelectva není potřeba odstranit ze hry druhou jednotku dělostřelectva: "
                 "opuštěné dělostřelectvo se reorganizuje přímo na bojišti, v ovládaném sektoru.")
    others = ("Reorganizovanou jednotku pěchoty a jízdy přesuň z červené části rezervy do zálohy a druhou jednotku "
              "stejného typu odstraň ze hry.")
    if kind is UnitKind.ARTILLERY:
        return artillery
    if kind is None:
        return f"{others} {artillery}"
    return others


def _moves_in(f: GeneraloveFacts) -> str:
    back = ("Pokud je cílový sektor po vyhodnocení boje stále nepřátelský, vrať všechny jednotky z bojové zóny do "
            "výchozího postavení (kroky 1.5 a 3.9)")
    into = "je-li cílový sektor neutrální, přesuň jednotky z bojové zóny do něj (kroky 1.6 a 3.10)"
    if f.target_status is SectorStatus.FRIENDLY:
        return ("Do přátelského cílového sektoru se jednotky přesunou hned, bez boje (kroky 1.1, 3.1 a 4.1). "
                f"{back}; {into}.")
    if f.target_status is SectorStatus.NEUTRAL:
        return f"{into[0].upper()}{into[1:]}; {back[0].lower()}{back[1:]}."
    return f"{back}; {into}."


def _direction(f: GeneraloveFacts) -> str:
    return ("Čelní útok je bez úprav (vychází ze středového sektoru nebo je veden po křídlech); úpravy bojového hodu "
            "podle směru útoku (Tab. 2) přináší útok z boku a útok zezadu.")


RULE_FUNCTIONS = {P.REORG_REMOVES_SECOND: _reorg, P.MOVES_IN: _moves_in, P.NO_DIRECTION_MODIFIER: _direction}


def rule_text(a: Mapping[str, Any]) -> str:
    """The sentence of a statement (some depend on one fact of the question)."""
    rule = a["rule"]
    if rule in RULE_FUNCTIONS:
        return RULE_FUNCTIONS[rule](a["facts"])
    return RULE_TEXT[rule]


# ---------------------------------------------------------------- activities and their phases
ACTIVITY_NAMES: dict[Activity, str] = {
    Activity.MOVE: "přesun", Activity.ATTACK: "útok", Activity.FIRE: "střelba", Activity.ASSAULT: "zteč",
    Activity.BOMBARD: "ostřelování", Activity.REORGANISE: "reorganizace", Activity.SCORE: "bodování",
    Activity.FLEE: "útěk", Activity.RETREAT: "ústup z boje", Activity.CLASH: "střet jednotek",
}
NEVER: dict[Activity, str] = {
    Activity.FIRE: "nestřílí (střílí pěchota a dělostřelectvo)",
    Activity.ASSAULT: "nejde do zteče (do zteče jde pěchota a jízda)",
    Activity.BOMBARD: "neostřeluje (rozkaz k ostřelování může dostat jen dělostřelectvo)",
    Activity.FLEE: "neutíká: opuštěné dělostřelectvo zůstává na místě",
    Activity.RETREAT: "z boje neustupuje (ústup z boje smějí provést útočící jednotky a napadená jízda)",
}


def phase_name(phase: Phase) -> str:
    """ "ve 3. fázi (fáze pěchoty)", "v 1. fázi (fáze jízdy)" — a phase as a sentence places it."""
    preposition = "ve" if phase.number in (2, 3, 4) else "v"  # ve druhé, třetí, čtvrté; v první, páté, šesté
    return f"{preposition} {phase.number}. fázi ({PHASE_TEXT[phase][0]})"


def phases_text(phases: tuple[Phase, ...]) -> str:
    parts = [phase_name(p) for p in phases]
    return " a ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " a " + parts[-1]


def _subject(a: Mapping[str, Any]) -> str:
    """ "Přesun dělostřelectva", "Útěk jízdy v panice", "Útěk jednotek v panice", "Ostřelování"."""
    name = ACTIVITY_NAMES[a["activity"]].capitalize()
    whose = UNIT_FORMS[a["unit"]][1] if a.get("unit") is not None else ("jednotek" if a["activity"] is
                                                                        Activity.FLEE else "")
    panic = " v panice" if a["activity"] is Activity.FLEE else ""
    return " ".join(w for w in (name, whose) if w) + panic


def activity_phases_text(a: Mapping[str, Any]) -> str:
    if not a["phases"]:
        return f"{UNIT_FORMS[a['unit']][0].capitalize()} {NEVER.get(a['activity'], 'to nedělá v žádné fázi')}."
    return f"{_subject(a)} probíhá {phases_text(a['phases'])}."


def activity_in_phase_text(a: Mapping[str, Any]) -> str:
    if not a["phases"]:
        return activity_phases_text(a)
    where = f"{_subject(a)} probíhá {phases_text(a['phases'])}"
    if a["inside"]:
        return where + "."
    return f"{where}, ne {phases_text(a['asked'])}."
