"""The Czech sentence of every :class:`Say` code (templates over the arguments' Czech forms).

A template is a format string over the note's arguments in their Czech forms
(:func:`.forms.form`), or a function of the raw arguments when the sentence
lists, counts or inflects by number.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.api import fact_specs

from ..facts import GeneraloveFacts, Phase, Roll
from ..say import Say
from .forms import (
    STEP_TEXT,
    category_label,
    decimal,
    form,
    label_of,
    percent,
    plural,
    sector_label,
    signed,
    troop_label,
    unit_label,
)

Args = Mapping[str, Any]
Template = str | Callable[[Args], str]


def text(say: Say, args: Args) -> str:
    """The Czech sentence of a code with its arguments (a nested note or code is worded too)."""
    template = TEXT[say]
    if callable(template):
        return template(args)
    return template.format(**{k: form(v) for k, v in args.items()})


def note_text(item: Any) -> str:
    return text(item.say, item.args)


# ---------------------------------------------------------------- helpers for the functions below


def _roll_values(values: Mapping[Roll, int | None]) -> str:
    return ", ".join(f"{signed(v)} {form(r).k}" if v is not None else f"{label_of(r)}: nehází"
                     for r, v in values.items())


def _hits(n: int) -> str:
    return f"{n} {plural(n, 'zásah', 'zásahy', 'zásahů')}"


def _vp(n: int) -> str:
    return f"{n} {plural(n, 'vítězný bod', 'vítězné body', 'vítězných bodů')}"


def _dice(n: int) -> str:
    return f"{n} {plural(n, 'kostka', 'kostky', 'kostek')}"


def _unit_or_any(unit: Any, anyone: str) -> str:
    return anyone if unit is None else label_of(unit)


def _paren(unit: Any) -> str:
    return "" if unit is None else f" ({label_of(unit)})"


def _troops(units: Any) -> str:
    return ", ".join(f"{i}: {troop_label(u)}" for i, u in enumerate(units, 1))


def _odds_one_die(a: Args) -> str:
    m = a["modifier"]
    word = "postihem" if m < 0 else "bonusem" if m > 0 else "úpravou"
    return (f"Jedna kostka s {word} {signed(m)}: zásah při hodu {a['low']} a více (po úpravě 4 a více), "
            f"šance {percent(a['p'])} ({a['p']}).")


def _rolled(a: Args) -> str:
    return f"Hod {', '.join(map(str, a['faces']))} s úpravou {signed(a['modifier'])}: {_hits(a['hits'])}."


def _split(a: Args) -> str:
    who = "házející" if a["modifier"] > 0 else "soupeř"
    parts = ", ".join(f"{f} {signed(s)} = {f + s}" for f, s in zip(a["faces"], a["split"], strict=True) if s)
    return f"Úpravu {signed(a['modifier'])} rozdělí {who}: {parts}."


def _victory(a: Args) -> str:
    parts = [f"{a['hq']} za soupeřovo velitelské stanoviště"] if a["hq"] else []
    if a["flank"]:
        parts.append(f"{a['flank']} za křídlo" if a["flank"] == 1 else f"{a['flank']} za křídla")
    if a["captures"]:
        parts.append(f"{a['captures']} za zajaté jednotky")
    gained = " + ".join(parts) or "nic"
    if a["won"] and a["after"] < 10:
        return (f"{a['before']} + {gained} = {a['after']} vítězných bodů; po 10. kole máš víc bodů než soupeř "
                f"({a['opponent']}) – vyhrál jsi.")
    if a["won"]:
        return f"{a['before']} + {gained} = {a['after']} vítězných bodů, tedy alespoň 10 – vyhrál jsi."
    if a["won"] is False:
        if a["game_over"]:
            return f"Po 10. kole máš {a['after']} vítězných bodů a soupeř víc, nebo soupeř dosáhl 10."
        return f"Máš {a['after']} vítězných bodů ({a['before']} + {gained}); k vítězství je potřeba 10."
    return (f"Máš {a['after']} vítězných bodů ({a['before']} + {gained}); bez dalších údajů nelze rozhodnout, "
            "zda jsi vyhrál.")


def _field(a: Args) -> str:
    mine, theirs = category_label(a["mine"].stance, a["mine"].unit), category_label(a["theirs"].stance,
                                                                                      a["theirs"].unit)
    extra = f", {label_of(a['direction'])}" if a["direction"].value != "frontal" else ""
    return f"Pole {a['field']}: {mine} × {theirs}{extra}: {_roll_values(a['values'])}."


def _tab1(a: Args) -> str:
    mine, theirs, cell = a["mine"], a["theirs"], a["cell"]
    return (f"Tab. 1: {category_label(mine.stance, mine.unit)} × {category_label(theirs.stance, theirs.unit)}: "
            f"{signed(a['value'])} {form(a['roll']).k} (token „{cell.raw}“, jistota rekonstrukce "
            f"{cell.confidence.value}).")


def _tab2(a: Args) -> str:
    value = "nehází" if a["value"] is None else f"{signed(a['value'])} {form(a['roll']).k}"
    return f"Tab. 2: {a['cell'].row}, {label_of(a['direction'])}: {value}."


def _modifier_summary(a: Args) -> str:
    mine, theirs = a["mine"], a["theirs"]
    head = category_label(mine.stance, mine.unit)
    return (f"{head[0].upper()}{head[1:]} × {category_label(theirs.stance, theirs.unit)}: "
            f"{_roll_values(a['values'])} (rekonstrukce tabulky, jistota {a['confidence'].value}).")


def _casualties(a: Args) -> str:
    return "; ".join(f"{troop_label(u)} {label_of(f)}" for u, f in a["fates"]) + "."


def _kind_rolls(a: Args) -> str:
    phases = " a ".join(f"{p.number}." for p in a["phases"])
    return f"{unit_label(a['unit']).capitalize()} se účastní hodu – {label_of(a['roll'])} ({phases} fáze)."


def _setup_sector(a: Args) -> str:
    units = ", ".join(f"{n}× {unit_label(k)}" for k, n in a["units"].items()) or "žádné jednotky"
    return f"Na začátku hry stojí v sektoru {sector_label(a['sector'])}: {units}."


def _setup_totals(a: Args) -> str:
    parts = ", ".join(f"{n}× {unit_label(k)}" for k, n in a["totals"].items())
    return (f"Každý hráč hraje s {a['units']} jednotkami ({parts}) a má {a['dice']} kostek své barvy; "
            "v každém kole vydává 10 rozkazů.")


def _clash(a: Args) -> str:
    if a["situation"] is None:
        return "Ne, ke střetu nedojde. " + note_text(a["reason"])
    return (f"Ano, dojde ke střetu; já: {', '.join(label_of(r) for r in a['mine'])}, soupeř: "
            f"{', '.join(label_of(r) for r in a['theirs'])}. Pozice v bojové zóně se zaujímají v kroku "
            f"{a['step'].value}.")


def _step_before(a: Args) -> str:
    return f"Krok {a['a'].value} se provádí {'před krokem' if a['before'] else 'po kroku'} {a['b'].value}."


def _phase_steps(a: Args) -> str:
    phase = a["phase"]
    steps = " ".join(f"{s} {t}" for s, t in STEP_TEXT.items() if s.split(".")[0] == str(phase.number))
    f = form(phase)
    return f"{phase.number}. {f.cap} ({f.purpose}): {steps}"


def _need_sectors(a: Args) -> str:
    return "stav (přátelský/neutrální/nepřátelský) sektorů: " + ", ".join(sector_label(s) for s in a["sectors"])


def _flight(a: Args) -> str:
    if a["sector"] is None:
        return "Jednotka v panice je zajata – útěk není možný."
    return f"Jednotka v panice uteče do: {sector_label(a['sector'])}."


def _layout(a: Args) -> str:
    return "Rozestavení v bojové zóně: " + "; ".join(
        f"pole {i}: {troop_label(x)} × {troop_label(y)}" for i, (x, y) in enumerate(a["pairs"], 1)) + "."


def _need_fact(a: Args) -> str:
    return _LABELS.get(a["fact"], a["fact"])


_LABELS = {spec.name: spec.label for spec in fact_specs(GeneraloveFacts)}


def _odds_with_need(a: Args) -> str:
    return f"{note_text(a['first'])} Alespoň {_hits(a['hits'])}: {percent(a['p'])}."


def _distribution(a: Args) -> str:
    return "Rozdělení počtu zásahů: " + ", ".join(f"{k}: {p} ({percent(p)})" for k, p in enumerate(a["p_hits"])) + "."


def _zone_totals(a: Args) -> str:
    parts = [f"{signed(t)} {form(r).k}" + (f" ({_dice(a['dice'][r])})" if a["dice"][r] else " (nikdo nehází)")
             for r, t in a["totals"].items()]
    return "Součet úprav: " + ", ".join(parts) + "."


def _direction(a: Args) -> str:
    o, t = form(a["origin"]), form(a["target"])
    return f"Útok z {o.gen} do {t.gen} je {label_of(a['direction'])}: {text(a['reason'], {})}."


PLAIN: dict[Say, str] = {
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
    Say.NOTHING_TO_COMPUTE: "Z údajů otázky se nic nepočítá; odpověď dává text pravidel.",
}


TEXT: dict[Say, Template] = {
    **PLAIN,
    Say.ODDS_ONE_DIE: _odds_one_die,
    Say.ROLLED_HITS: _rolled,
    Say.MODIFIER_SPLIT: _split,
    Say.VICTORY_SUMMARY: _victory,
    Say.FIELD_MODIFIERS: _field,
    Say.TAB1_VALUE: _tab1,
    Say.TAB2_VALUE: _tab2,
    Say.MODIFIER_SUMMARY: _modifier_summary,
    Say.CASUALTIES: _casualties,
    Say.KIND_ROLLS: _kind_rolls,
    Say.SETUP_SECTOR: _setup_sector,
    Say.SETUP_TOTALS: _setup_totals,
    Say.CLASH_SUMMARY: _clash,
    Say.STEP_BEFORE: _step_before,
    Say.PHASE_STEPS: _phase_steps,
    Say.NEED_SECTOR_STATUS: _need_sectors,
    Say.FLIGHT_SUMMARY: _flight,
    Say.ZONE_LAYOUT: _layout,
    Say.NEED_FACT: _need_fact,
    Say.ABANDONED_SUMMARY: lambda a: "Opuštěné dělostřelectvo " + {
        "captured": "je zajato (soupeř za ně získá 2 vítězné body).",
        "may_reorganise": "lze reorganizovat rozkazem přímo na bojišti.",
        "stays": "zůstává na místě; jeho sektor je neutrální."}[a["fate"].value],
    Say.AT_LEAST_HITS: lambda a: f"Alespoň {_hits(a['hits'])}: {a['p']} ({percent(a['p'])}).",
    Say.ODDS_MANY_DICE: lambda a: (f"{_dice(a['dice'])} s úpravou {signed(a['modifier'])}: alespoň jeden zásah "
                                   f"s pravděpodobností {percent(a['p'])}, v průměru {decimal(a['mean'])} zásahu."),
    Say.ZONE_ROLL_ODDS: lambda a: (f"{form(a['roll']).cap}: {_dice(a['dice'])} s úpravou {signed(a['modifier'])}; "
                                   f"alespoň jeden zásah {percent(a['p'])}, v průměru {decimal(a['mean'])} zásahu "
                                   "(k6, úprava rozdělena co nejlépe)."),
    Say.ONE_DIE_PER_UNIT: lambda a: f"Za každou jednotku se hází jednou kostkou: {_dice(a['dice'])}.",
    Say.ODDS_WITH_NEED: _odds_with_need,
    Say.HIT_DISTRIBUTION: _distribution,
    Say.ZONE_TOTALS: _zone_totals,
    Say.ATTACK_DIRECTION: _direction,
    Say.VP_GAIN: lambda a: (f"Za tento stav získáš {_vp(a['vp'])} (soupeřovo velitelské stanoviště 5 za kolo, křídlo "
                            "1 za kolo, zajatá pěchota či jízda 1, dělostřelectvo 2); o vítězství rozhodne součet "
                            "s dosavadními body."),
    Say.ZONE_ATTACKERS: lambda a: ("Útočníci do polí 1, 2, …: nejdřív jízda s rozkazem k přesunu/útoku, pak pěchota: "
                                   + _troops(a["units"]) + "."),
    Say.ZONE_DEFENDERS: lambda a: ("Obránce umisťuje povinně, dokud má soupeř v zóně převahu: nejdřív jednotky "
                                   "s rozkazem k obraně, pak jízdu, pěchotu a dělostřelectvo: " + _troops(a["units"])
                                   + "."),
    Say.ZONE_UNBLOCKED: lambda a: ("Nezablokované útočící jednotky (proti nim zůstalo pole prázdné): pole "
                                   + ", ".join(map(str, a["fields"])) + "."),
    Say.FIELD_NO_ROLL: lambda a: (f"{'Pole ' + str(a['field']) + ': ' if a['field'] else ''}"
                                  f"{category_label(a['mine'].stance, a['mine'].unit)} napadené "
                                  f"({label_of(a['direction'])}) nehází (Tab. 2)."),
    Say.MODIFIER_TOTAL: lambda a: f"Součet úprav: {_roll_values(a['values'])}.",
    Say.TAB1_NO_PAIR: lambda a: (f"V Tab. 1 není dvojice „{category_label(a['mine'].stance, a['mine'].unit)} × "
                                 f"{category_label(a['theirs'].stance, a['theirs'].unit)}“ – taková dvojice "
                                 "v bojové zóně nestojí (proti obránci stojí vždy útočník; dělostřelectvo neútočí, "
                                 "jen ostřeluje)."),
    Say.BOMBARD_TAB1: lambda a: (f"Tab. 1: ostřelování × {category_label(a['target'].stance, a['target'].unit)}: "
                                 f"{signed(a['value'])}."),
    Say.KIND_DOES_NOT_ROLL: lambda a: (f"{unit_label(a['unit']).capitalize()} "
                                       f"{'nestřílí' if a['roll'] is Roll.FIRE else 'nejde do zteče'}: střílí pěchota "
                                       "a dělostřelectvo, do zteče jde pěchota a jízda."),
    Say.BOMBARD_PANICKED_DESTROYED: lambda a: (f"{_unit_or_any(a['unit'], 'Jednotka v panice')} zasažena ostřelováním: "
                                               "je zničena a vyřazena ze hry, vítězné body se za ni nepočítají."),
    Say.HIT_PANICKED_CAPTURED: lambda a: (f"Zasažená jednotka v panice{_paren(a['unit'])} je zajata" + (
        f", soupeř získává {_vp(a['vp'])}." if a["vp"] else " a soupeř za ni získá vítězné body (pěchota a jízda 1, "
                                                              "dělostřelectvo 2).")),
    Say.PANICKED_FLEE: lambda a: (f"{unit_label(a['unit']).capitalize()} v panice utíká nejkratší cestou k vlastní "
                                  "rezervě, o jeden sektor v každé fázi k tomu určené (kroky "
                                  + ", ".join(s.value for s in a["steps"]) + ")."),
    Say.SIDE_MODIFIERS: lambda a: f"Úpravy – {'útočník' if a['attacker'] else 'obránce'}:",
    Say.FIVE_SAME_DIRECTION: lambda a: ("Stejným směrem se v jedné fázi přesune nejvýše 5 jednotek: teď "
                                        f"{a['now']}" + (f", {a['later']} se o přesun pokusí v další příslušné fázi."
                                                         if a["later"] else ".")),
    Say.MOVE_PHASES_OK: lambda a: "Fáze přesunu: " + ", ".join(f"{p.number}." for p in a["phases"]) + " – povoleno.",
    Say.MOVE_WRONG_PHASE: lambda a: (f"{unit_label(a['unit']).capitalize()} se smí přesouvat jen ve "
                                     + " a ".join(f"{p.number}." for p in a["allowed"]) + " fázi, ne ve "
                                     f"{a['phase'].number}. fázi."),
    Say.MOVE_LENGTH_OK: lambda a: (f"Přesun o {a['steps']} {plural(a['steps'], 'sektor', 'sektory', 'sektorů')}; "
                                   f"{unit_label(a['unit'])} se za kolo pohne nejvýše o {a['limit']}."),
    Say.RESERVE_THROUGH_ENEMY: lambda a: ("Z vlastní rezervy není povolen přesun do sektoru ani skrz sektor ovládaný "
                                          "soupeřem" + (f" ({sector_label(a['sector'])})." if a["sector"] else ".")),
    Say.ORDER_ALLOWED_SUMMARY: lambda a: (f"Rozkaz {form(a['order']).k}"
                                          + (f" pro {form(a['unit']).acc}" if a.get("unit") else "")
                                          + " je podle pravidel přípustný."),
    Say.MOVE_RANGE_IS: lambda a: (f"{unit_label(a['unit']).capitalize()} se za kolo pohybuje nejvýše o "
                                  f"{'jeden sektor' if a['sectors'] == 1 else str(a['sectors']) + ' sektory'} "
                                  "(v jedné fázi jen do sousedního sektoru)."),
    Say.MOVE_TOO_FAR: lambda a: (f"Jednotka {form(a['unit']).gen} se za kolo pohybuje nejvýše o "
                                 f"{'jeden sektor' if a['limit'] == 1 else str(a['limit']) + ' sektory'}, "
                                 f"přesun má {a['steps']}."),
    Say.PHASE_LIST: lambda a: "Fáze kola: " + ", ".join(f"{p.number}. {label_of(p)}" for p in Phase) + ".",
    Say.DIRECTION_WITH_MODIFIER: lambda a: f"{note_text(a['first'])} Úprava pro napadenou jednotku: {a['cell'].raw}.",
    Say.TABLE_CELL_UNKNOWN: lambda a: (f"Políčko {a['cell'].table} „{a['cell'].row} × {a['cell'].column}“ se "
                                       "z poškozeného manuálu nepodařilo zrekonstruovat."),
    Say.VP_FOR_CAPTURES: lambda a: (f"Zajaté jednotky (pěchota/jízda po 1 VB, dělostřelectvo po 2 VB): +{a['vp']} VB."),
}
