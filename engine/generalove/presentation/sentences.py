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
from .plain import PLAIN
from .rules import activity_in_phase_text, activity_phases_text, rule_text

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




TEXT: dict[Say, Template] = {
    **PLAIN,
    Say.RULE_STATEMENT: rule_text,
    Say.ACTIVITY_PHASES: activity_phases_text,
    Say.ACTIVITY_IN_PHASE: activity_in_phase_text,
    Say.VP_OVER_ROUNDS: lambda a: (f"Ovládané sektory se bodují v každém kole: {_vp(a['per_round'])} za kolo × "
                                   f"{a['rounds']} {plural(a['rounds'], 'kolo', 'kola', 'kol')}"
                                   + (f" + {a['captures']} za zajaté jednotky" if a["captures"] else "")
                                   + f" = {_vp(a['total'])}."),
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
