"""Sentences that are plain templates over the arguments' Czech forms (``{unit.gen}``, ``{modifier.s}`` …).

Sentences that count, list or inflect by number are functions in :mod:`.sentences`.
"""

from __future__ import annotations

from ..say import Say

PLAIN: dict[Say, str] = {
    Say.NOT_DECIDED: "Z údajů otázky to pravidla nerozhodují; rozhoduje text pravidel.",
    Say.CAVALRY_RETREAT_OK: "Jízda napadená střelbou smí ustoupit do sousedního přátelského nebo neutrálního sektoru "
                            "směrem k vlastnímu velitelskému stanovišti.",
    # board and sector status
    Say.STATUS_ENEMY_READY: "V sektoru jsou soupeřovy bojeschopné jednotky (ovládá ho soupeř): je nepřátelský.",
    Say.STATUS_ENEMY_PANICKED: "V sektoru jsou soupeřovy jednotky pěchoty nebo jízdy v panice: je nepřátelský.",
    Say.STATUS_MINE_READY: "V sektoru jsou mé bojeschopné jednotky (ovládám ho): je přátelský.",
    Say.STATUS_OWN_PANICKED_UNKNOWN: "Manuál to neuvádí: neříká, jaký je pro mě sektor, v němž jsou jen mé "
                                     "jednotky v panice.",
    Say.STATUS_ABANDONED_ARTILLERY: "Sektor s opuštěným dělostřelectvem se považuje za neutrální.",
    Say.STATUS_EMPTY: "V sektoru nejsou žádné jednotky: je neutrální (odvozeno, strana s vysvětlením pojmů chybí).",
    Say.ATTACK_NOT_ADJACENT: "Útok vede jen do sousedního sektoru ve vodorovném nebo svislém směru.",
    Say.DIRECTION_REAR: "útok je veden přímým směrem k vlastní rezervě útočníka",
    Say.DIRECTION_FLANK: "útok vychází ze sektoru na křídle a směřuje do středového sektoru",
    Say.DIRECTION_FROM_CENTRE: "útok vychází ze středového sektoru",
    Say.DIRECTION_ALONG_WING: "útok je veden po křídle",
    Say.ARTILLERY_FROM_FRONT: "dělostřelectvo je otočeno ke svému poslednímu ostřelovanému cíli (dokud neostřelovalo, "
                              "směrem k soupeři) a útok přichází zepředu",
    Say.ARTILLERY_FROM_REAR: "dělostřelectvo je otočeno ke svému poslednímu ostřelovanému cíli (dokud neostřelovalo, "
                             "směrem k soupeři) a útok přichází zezadu",
    Say.ARTILLERY_FROM_SIDE: "dělostřelectvo je otočeno ke svému poslednímu ostřelovanému cíli (dokud neostřelovalo, "
                             "směrem k soupeři) a útok přichází z boku",
    # orders
    Say.ALLOWED: "Podle pravidel je to přípustné.",
    Say.ORDER_COUNT_ALLOWED: "Takový počet rozkazů je podle pravidel přípustný.",
    Say.PANICKED_NO_ORDERS: "Jednotce {unit.gen} v panice nelze vydat jiný rozkaz než k reorganizaci.",
    Say.ROUTE_TOO_SHORT: "Trasa přesunu musí mít výchozí a cílový sektor.",
    Say.MOVE_NOT_ORTHOGONAL: "Přesun z {origin.gen} do {target.gen} není krok do sousedního sektoru ve vodorovném "
                             "nebo svislém směru (šikmo ani přes sektor se táhnout nesmí).",
    Say.MOVE_INTO_ENEMY_RESERVE: "Není povolen přesun do nepřátelského sektoru rezervy.",
    Say.MOVE_NOT_ORTHOGONAL_ANY: "Pohyb je povolen pouze ve vodorovném a svislém směru – šikmo se táhnout nesmí.",
    Say.MOVE_ORTHOGONAL_OK: "Každý krok vede do sousedního sektoru vodorovně nebo svisle.",
    Say.RESERVE_ROUTE_OK: "Trasa z rezervy nevede do sektoru ani skrz sektor ovládaný soupeřem.",
    Say.ONE_SECTOR_PER_PHASE: "Během jedné fáze se jednotka smí přesunout jen do sousedního sektoru.",
    Say.MORE_THAN_FIVE_SAME_DIRECTION: "Během jedné fáze se z žádného sektoru nesmí přesunout stejným směrem více "
                                       "než 5 jednotek.",
    Say.CAVALRY_TWO_STEP_PHASES: "Jízda se o dva sektory přesouvá v 1. a 3., nebo 1. a 4., nebo 3. a 4. fázi.",
    Say.MOVE_ORDER_ANY_UNIT: "Rozkaz k přesunu/útoku smí dostat pěchota, jízda i dělostřelectvo; {unit} se za kolo "
                             "pohne o tolik sektorů, kolik jí dovoluje kapitola Jednotky.",
    Say.DEFENCE_WRONG_KIND: "Rozkaz k obraně může dostat jen jednotka pěchoty nebo dělostřelectva, ne {unit}.",
    Say.DEFENCE_OK: "Rozkaz k obraně smí dostat {unit}; platí celé kolo, bez ohledu na počet útoků.",
    Say.BOMBARD_WRONG_KIND: "Rozkaz k ostřelování může dostat jen dělostřelectvo, ne {unit}.",
    Say.BOMBARD_KIND_OK: "Rozkaz k ostřelování smí dostat dělostřelectvo.",
    Say.BOMBARD_NOT_STRAIGHT: "Ostřelování je povoleno jen ve vodorovném nebo svislém směru.",
    Say.BOMBARD_TOO_FAR: "Ostřelovat lze jen sousední sektor nebo sektor za ním v přímém směru, ne sektor "
                         "vzdálený {distance}.",
    Say.BOMBARD_RANGE_OK: "Ostřelování na vzdálenost {distance} ve vodorovném nebo svislém směru je povoleno.",
    Say.BOMBARD_RANGE_RULE: "Ostřelovat lze sousední sektor nebo sektor za ním, jen vodorovně nebo svisle.",
    Say.BOMBARD_RESERVE_UNKNOWN: "Manuál to neuvádí: neříká, zda smí dělostřelectvo ostřelovat soupeřovu rezervu.",
    Say.BOMBARD_ARTILLERY_PHASE2: "Dělostřelectvo ostřeluje ve 2. fázi (fáze ostřelování), na sousední sektor nebo "
                                  "sektor za ním.",
    Say.BOMBARDED_CANNOT_REACT: "Ostřelované jednotky nemohou nijak reagovat; mohou jen provést svůj rozkaz.",
    Say.REORGANISE_NOT_PANICKED: "Reorganizovat lze jen jednotku v panice (opuštěné dělostřelectvo).",
    Say.NEED_OWN_UNIT_IN_SECTOR: "zda sektor opuštěného dělostřelectva obsadila vlastní jednotka",
    Say.REORGANISE_ARTILLERY_NEEDS_UNIT: "Opuštěné dělostřelectvo lze reorganizovat jen v ovládaném sektoru – jeho "
                                         "sektor musí obsadit vlastní jednotka.",
    Say.REORGANISE_ARTILLERY_OK: "Opuštěné dělostřelectvo se reorganizuje přímo na bojišti; druhou jednotku odhodit "
                                 "netřeba.",
    Say.NEED_RED_RESERVE: "zda je jednotka {unit.gen} v červené části rezervy",
    Say.REORGANISE_NOT_IN_RED: "Jednotka {unit.gen} se reorganizuje jen v červené části sektoru rezervy.",
    Say.NEED_SECOND_UNIT: "zda je v červené části rezervy ještě druhá jednotka {unit.gen} v panice",
    Say.REORGANISE_NEEDS_SECOND: "V červené části rezervy musí být ještě druhá jednotka {unit.gen}, která se odhodí.",
    Say.REORGANISE_OK: "Jednotka {unit.gen} v červené části rezervy s druhou jednotkou stejného typu: reorganizuje "
                       "se do zálohy, druhá jednotka se odstraní ze hry.",
    Say.TOO_MANY_ORDERS: "V kole máš k dispozici {limit} rozkazů, ne {orders}.",
    Say.ORDER_COUNT_OK: "{orders} rozkazů z {limit} možných; každý rozkaz pro jednu jednotku.",
    Say.ONE_ORDER_PER_UNIT: "Žádná jednotka nemůže provést více než jeden rozkaz za kolo.",
    Say.ONE_ORDER_PER_UNIT_OK: "Jeden rozkaz je vždy jen pro jednu jednotku; žádná jednotka neprovede víc než jeden "
                               "rozkaz za kolo.",
    Say.ORDERS_PER_ROUND: "V každém kole máš k dispozici {orders} rozkazů (v základní hře neměnně).",
    Say.VARIABLE_ORDERS: "Varianta Proměnlivý počet rozkazů: hod {die} + 6 = {orders} rozkazů na kolo.",
    Say.DIE_FACES: "Hod kostkou dává 1 až 6.",
    # tables and modifiers
    Say.TABLE_FOOTNOTE: "Poznámka {number} k tabulce: {text}.",
    Say.TAB1_NO_OWN_UNIT: "Bez jednotky se nehází – úprava se hledá pro vlastní jednotku.",
    Say.TAB2_ONLY_UNPREPARED: "Tab. 2 (směr útoku) platí jen pro nepřipravené bránící jednotky – zde se nepoužije.",
    Say.TAB2_CELL: "Tab. 2: {cell.row}, {cell.column}: „{cell.raw}“ (jistota {cell.confidence.value}).",
    Say.PANICKED_NO_COLUMN: "Tab. 1 nemá sloupec pro jednotku v panice; manuál jen říká, že ji lze napadnout a zničit "
                            "„dle obvyklých pravidel pro boj“.",
    Say.ROLL_NOT_IN_PHASE: "{phase.cap} nemá hod {roll}: střílí se jen ve 3. fázi, do zteče se jde v 1. a 3. fázi.",
    Say.PHASE1_NO_FIRE: "Ve fázi jízdy se nestřílí, rozhoduje jen zteč.",
    Say.CLASH_ONLY_IN_PHASES: "Střet jednotek nastává jen ve fázi jízdy (1.) a ve fázi pěchoty (3.).",
    Say.PHASE3_TWO_ROLLS: "Ve fázi pěchoty se hází dvakrát: nejdřív střelba (krok 3.3), pak zteč (krok 3.7).",
    Say.ZONE_ROLL_ODDS: "{roll.cap}: {dice} kostky s úpravou {modifier.s}; alespoň jeden zásah {p.pct}, v průměru "
                        "{mean.dec} zásahu (k6, úprava rozdělena co nejlépe).",
    # odds
    Say.ONE_DIE_PER_UNIT: "Za každou jednotku se hází jednou kostkou ({dice}).",
    Say.HIT_ON_FOUR: "Zásah je každá kostka, na níž je po úpravách výsledek 4 a více.",
    Say.BONUS_SPLIT: "Kladnou úpravu (bonus) {modifier.s} rozdělí házející hráč mezi své kostky tak, aby zásahů bylo "
                     "co nejvíc.",
    Say.PENALTY_SPLIT: "Zápornou úpravu (postih) {modifier.s} rozdělí mezi kostky soupeř tak, aby zásahů bylo co "
                       "nejméně.",
    Say.NO_MODIFIER: "Úprava je 0: zásah při hodu 4, 5 nebo 6.",
    Say.D6_ASSUMED: "Předpoklad: šestistěnné kostky (k6) – manuál druh kostek výslovně neuvádí.",
    Say.NO_FACE_HITS: "S úpravou {modifier.s} nezasáhne ani šestka.",
    Say.ODDS_ONE_DIE_NONE: "S postihem {modifier.s} nelze jednou kostkou zasáhnout (potřeba 4 a více po úpravě).",
    Say.MIN_ROLL: "S úpravou {modifier.s} zasáhne hod {low} a více: pravděpodobnost {p}.",
    Say.ODDS_MANY_DICE: "{dice} kostky s úpravou {modifier.s}: alespoň jeden zásah s pravděpodobností {p.pct}, "
                        "v průměru {mean.dec} zásahu.",
    Say.AT_LEAST_HITS: "Alespoň {hits} zásahy: {p}.",
    # zone, clash
    Say.ARTILLERY_NO_ZONE: "Dělostřelectvo do bojové zóny neútočí – přesouvá se jen ve 4. (nebojové) fázi a protivníka "
                           "napadá ostřelováním.",
    Say.ATTACKER_WITHOUT_ORDER: "{unit} nemá rozkaz k přesunu/útoku, do bojové zóny jako útočník nejde.",
    Say.ZONE_WAITING: "Do bojové zóny se vejde 5 jednotek; {count} se o přesun pokusí až v další příslušné fázi.",
    Say.ZONE_NO_DEFENDERS: "V napadeném sektoru není žádná bojeschopná jednotka k umístění.",
    Say.UNBLOCKED_CAVALRY: "Nezablokovaná jízda smí zaútočit proti nepřátelským jednotkám v libovolné aktivní bojové "
                           "zóně napadeného sektoru; přísluší jí jen zvláštní úprava (Tab. 1, sloupec „žádná "
                           "jednotka“).",
    Say.UNBLOCKED_INFANTRY_SAME: "Nezablokovaná pěchota útočí proti nepřátelským jednotkám ve stejné bojové zóně "
                                 "(poznámka 3: jen do stejné zóny, dokud jsou v ní soupeřovy jednotky).",
    Say.UNBLOCKED_INFANTRY_OTHER: "Ve stejné zóně nejsou nepřátelské jednotky: všechny nezablokované jednotky pěchoty "
                                  "smějí zaútočit do jiné aktivní bojové zóny napadeného sektoru, jen se zvláštní "
                                  "úpravou.",
    Say.UNBLOCKED_NOWHERE: "Není proti komu zaútočit.",
    Say.NO_MOVES_IN_PHASE: "Jednotky se přesouvají jen v 1., 3. a 4. fázi, ne ve {phase.n}. fázi.",
    Say.PHASE4_HOSTILE_NO_MOVE: "Ve 4. fázi se do nepřátelského sektoru netáhne – přesun se neuskuteční.",
    Say.PHASE4_NONCOMBAT_MOVE: "Ve 4. fázi jde o nebojový přesun do přátelského nebo neutrálního sektoru.",
    Say.FRIENDLY_MOVE_NO_CLASH: "Cílový sektor je přátelský: jednotky se přesunou hned v kroku {step}, ke střetu "
                                "nedojde.",
    Say.NEUTRAL_MOVE_NO_CLASH: "Cílový sektor je neutrální a soupeř do něj netáhne: jednotky se do něj přesunou "
                               "v kroku {step}.",
    Say.CLASH_BOTH_INTO_NEUTRAL: "Střet: jednotky obou hráčů táhnou do stejného neutrálního sektoru – oba hráči jsou "
                                 "útočníky (pozice v kroku {step}).",
    Say.CLASH_HEAD_ON: "Střet: oba táhnou do nepřátelského sektoru, z něhož protivník vystupuje v protisměru – "
                       "oba jsou útočníky a soupeř může být zároveň obráncem (pozice v kroku {step}).",
    Say.CLASH_INTO_HOSTILE: "Střet: jednotky jednoho hráče táhnou do nepřátelského sektoru – já útočím, soupeř se "
                            "brání (pozice v kroku {step}).",
    Say.MOVE_INTO_ENEMY_IS_ATTACK: "Přesun do sektoru se soupeřovými jednotkami nebo v protisměru jejich postupu je "
                                   "totožný s útokem.",
    Say.MOVE_NOT_ATTACK: "Přesun do sektoru, který je {status} a do něhož soupeř netáhne, útokem není.",
    Say.NEED_CLASH_PHASE: "fáze kola, ve které se jednotky přesouvají (1., 3. nebo 4.)",
    # units: rolls, retreat, panic
    Say.PANICKED_NO_ROLL: "Jednotky v panice ztrácejí nárok na bojový hod.",
    Say.ROLLS_IN_PHASE: "{unit.cap} {phase.loc} hází: za každou jednotku jedna kostka.",
    Say.NO_ROLL_IN_PHASE: "{unit.cap} {phase.loc} nehází (střelba jen ve 3. fázi, zteč v 1. a 3., ostřelování ve 2.).",
    Say.PANICKED_FLEES_NOT_RETREATS: "Jednotka v panice neustupuje, ale utíká k vlastní rezervě.",
    Say.ATTACKERS_MAY_RETREAT: "Útočící jednotky smějí ve kroku {step} ustoupit do výchozího sektoru.",
    Say.CAVALRY_MAY_RETREAT: "Jízda napadená střelbou smí v kroku {step} ustoupit do sousedního přátelského nebo "
                             "neutrálního sektoru směrem k vlastnímu velitelskému stanovišti.",
    Say.DEFENDERS_NO_RETREAT: "Ústup napadených jednotek pravidla dovolují jen jízdě (krok 3.6), ne {unit.dat}.",
    Say.ALREADY_PANICKED: "Jednotka už je v panice; další zásah ji nepřivede do paniky, ale zajme.",
    Say.DESTROYED_ONLY_BY_BOMBARDMENT: "Zničena (místo zajetí) je jen jednotka v panice zasažená ostřelováním.",
    Say.READY_NOT_CAPTURED: "Zasažená bojeschopná jednotka ({unit}) nebývá zajata: {fate}; zajata je až při dalším "
                            "zásahu.",
    Say.READY_NOT_DESTROYED: "Bojeschopná jednotka ({unit}) se zásahem nezničí; zničena je jen jednotka v panice "
                             "zasažená ostřelováním.",
    Say.HIT_READY_PANICS: "{unit} zasažena: {fate}; její rozkazy pro toto kolo se bez náhrady ruší.",
    Say.READY_UNITS_FIRST: "Jako ztráty musíš v první řadě určit bojeschopné jednotky, až potom jednotky v panice.",
    Say.READY_UNITS_FIRST_OK: "Ztráty jsou určeny správně: nejdřív bojeschopné jednotky, potom jednotky v panice.",
    Say.CHOICE_OUT_OF_RANGE: "pořadí ztrát jen z jednotek 1–{count}",
    # bombardment
    Say.COUNT_IS: "{counted}: {value}.",
    Say.BOMBARD_TAB1_DEPENDS: "Úprava podle Tab. 1 závisí na jednotce, kterou v cílovém sektoru určí soupeř.",
    Say.DESTINATION_OK: "Do cílového sektoru se táhnout smí (zakázán je jen přesun do nepřátelského sektoru rezervy).",
    Say.BOMBARD_READY_PANICS: "{unit} zasažena ostřelováním: {fate}.",
    Say.BOMBARD_NO_CAPTURE: "Ostřelováním se nezajímá: zasažená jednotka v panice je zničena, bojeschopná propadne "
                            "panice.",
    Say.BOMBARD_HIT_SUMMARY: "{unit} zasažená ostřelováním {fate}.",
    Say.BOMBARD_TAB2: "Tab. 2: ostřelování ze strany ({direction}): {value.s}.",
    Say.BOMBARD_OVER_OCCUPIED: "Tab. 3: přes obsazený sektor: {value.s}.",
    Say.BOMBARD_SAME_SECTOR: "Tab. 3: stejný sektor jako v předchozím kole: {value.s}.",
    Say.BOMBARD_TOTAL: "Úprava hodu při ostřelování: {value.s}.",
    # flight, abandoned artillery
    Say.FLIGHT_ALREADY_IN_RESERVE: "Jednotka v panice už je v sektoru rezervy (v jeho červené části).",
    Say.FLIGHT_IMPOSSIBLE_CAPTURED: "Útěk do vlastní rezervy přes přátelské nebo neutrální sektory není možný: "
                                    "jednotka v panice je zajata.",
    Say.FLIGHT_STEP: "Útěk nejkratší cestou k vlastní rezervě přes přátelské nebo neutrální sektory: o jeden sektor do "
                     "{sector}.",
    Say.ABANDONED_STAYS_NEUTRAL: "Opuštěné dělostřelectvo zůstává na místě (neutíká) a jeho sektor je neutrální.",
    Say.ABANDONED_CAPTURED: "Obsadila-li sektor nepřátelská jednotka, je dělostřelectvo zajato (soupeř získá {vp} VB).",
    Say.ABANDONED_MAY_REORGANISE: "Sektor obsadila vlastní jednotka: dělostřelectvo lze reorganizovat rozkazem přímo "
                                  "na bojišti.",
    Say.NEED_WHO_OCCUPIES: "zda sektor opuštěného dělostřelectva obsadila nepřátelská, nebo vlastní jednotka",
    # victory
    Say.VP_BEFORE: "Dosavadní vítězné body: {vp}.",
    Say.NEED_ROUND: "číslo právě hraného kola (po 10. kole vyhrává hráč s více body)",
    Say.MAY_TURN: "Při přesunu o více než jeden sektor smí jednotka změnit směr pohybu; trasa musí být zakreslena "
                  "v bitevním plánu a dodržena.",
    Say.ROUTE_MUST_BE_FOLLOWED: "Trasa přesunu o více sektorů musí být řádně zakreslena do bitevního plánu a "
                                "dodržena; na hrací desce ji měnit nelze.",
    Say.MODIFIER_SIGN: "Úprava hodu je {value.s}.",
    Say.DEFENCE_IS_ITS_ORDER: "Jednotka s rozkazem k obraně už svůj jediný rozkaz v kole má – přesunout se nemůže "
                              "(obrana je na úkor možnosti pohybu).",
    Say.RETREAT_NOT_HOSTILE: "Jízda napadená střelbou smí ustoupit jen do sousedního přátelského nebo neutrálního "
                             "sektoru směrem k vlastnímu velitelskému stanovišti, ne do nepřátelského.",
    Say.FLIGHT_NOT_HOSTILE: "Utíkající jednotky v panice se přesunují jen přes přátelské nebo neutrální sektory; "
                            "není-li útěk možný, je jednotka zajata.",
    Say.FLIGHT_THROUGH_FRIENDLY: "Utíkající jednotky v panice se přesunují přes přátelské nebo neutrální sektory.",
    Say.BOMBARD_RANGE_IS: "Dělostřelectvo ostřeluje sousední sektor nebo sektor za ním (vzdálenost 1–2 sektory), "
                          "jen vodorovně nebo svisle.",
    Say.COUNTERS_ARE: "Ve hře je pro každou barvu 30 jednotek pěchoty, 12 jízdy a 4 dělostřelectva a 5 kostek "
                      "(5 bílých a 5 černých, celkem 10); dále 60 stojánků, 10 kroužků obrany, 4 žetony "
                      "dělostřelecké palby, 20 bodovacích značek a 30 žetonů vítězných bodů.",
    Say.FLIGHT_ONE_SECTOR: "Jednotka v panice se v každé fázi k tomu určené přesune o jeden sektor k vlastní rezervě.",
    Say.VARIABLE_ORDERS_RULE: "Varianta Proměnlivý počet rozkazů: počet rozkazů na kolo je hod kostkou + 6, "
                              "tedy 7 až 12.",
    Say.NEED_OPPONENT_VP: "vítězné body soupeře po 10. kole",
    Say.VP_FOR_HQ: "Ovládnutí soupeřova velitelského stanoviště: +{vp} VB za kolo.",
    Say.VP_FOR_FLANKS: "Ovládnutí soupeřova křídla ({flanks}×): +{vp} VB.",
    Say.VP_AFTER: "Součet po fázi bodování: {vp} VB (krok 6.3).",
    Say.WIN_NEEDS_TOTAL: "Vítězem je, kdo první získá 10 vítězných bodů, nebo kdo má po 10. kole víc bodů; "
                         "k rozhodnutí je třeba znát dosavadní body.",
    Say.BOTH_REACHED_TEN: "Manuál to neuvádí: oba hráči dosáhli 10 VB ve stejné fázi bodování a tento případ "
                          "pravidla neřeší.",
    Say.REACHED_TEN: "Dosáhl jsi {vp} VB, tedy alespoň 10: vyhrál jsi (krok 6.3).",
    Say.BELOW_TEN: "{vp} VB je méně než 10 – vítězství body ještě nenastalo.",
    Say.OPPONENT_REACHED_TEN: "Soupeř dosáhl {vp} VB, tedy alespoň 10: vyhrál soupeř.",
    Say.GAME_GOES_ON: "Je teprve {round}. kolo z 10 – hra pokračuje (krok 6.5).",
    Say.TIE_AFTER_LAST_ROUND: "Manuál to neuvádí: po 10. kole mají oba hráči stejně bodů a remízu pravidla neřeší.",
    Say.MORE_POINTS_WINS: "Po 10. kole rozhoduje víc bodů: {mine} proti {theirs}.",
    # phases, set-up
    Say.STEP_TEXT: "Krok {step}: {step.text}",
    Say.ROUND_HAS_SIX_PHASES: "Kolo má šest fází; v každé hráči současně provedou úkony v přesně stanoveném pořadí.",
    Say.PHASE_IS: "{phase.n}. fáze je {phase} ({phase.purpose}); má {steps} kroků.",
    Say.SETUP_KIND: "Na začátku hry má každý hráč {count}× {unit}.",
    Say.TERRAIN_NOT_IN_MANUAL: "Manuál to neuvádí: vliv terénu je nepovinné pravidlo, na které pravidla odkazují "
                               "(kapitola Terén), ale ta v textu pravidel chybí; strana B hrací desky jen obsahuje "
                               "terénní značky.",
    Say.SECTORS_OF_BOARD: "Hrací deska – bojiště je tvořena 11 poli (sektory), z nichž 2 představují rezervu obou "
                          "armád a 9 vlastní bojiště, na němž se odehrává bitva.",
    Say.FIVE_SAME_DIRECTION_RULE: "Během jedné fáze se z žádného sektoru nesmí přesunout stejným směrem více než 5 "
                                  "jednotek (po jedné v každém poli bojové zóny); ostatní se o přesun pokusí až "
                                  "v následující příslušné fázi (3. nebo 4.). Počet jednotek v sektoru omezen není.",
    Say.NOTHING_TO_COMPUTE: "Z údajů otázky se nic nepočítá; odpověď dává text pravidel.",
}
