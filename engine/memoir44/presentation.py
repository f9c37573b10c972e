"""Everything a player reads from the Memoir '44 engine: Czech names, step texts, summaries.

The rules return :class:`~engine.memoir44.notes.Note` objects; this module alone
words them.  ``TEXTS`` maps each note code to a Czech template; fields name the
note's values and a format spec chooses the form:

* an enum value: ``{unit}`` its name, ``{unit:cap}`` capitalised, ``{feature:where}``
  the place ("v lese"), ``{kind:dat}`` the dative ("obrněncům"), ``{unit:v:může|mohou}``
  the verb agreeing with it;
* a count: ``{n:kostka|kostky|kostek}`` the noun after it, ``{n:#kostka|kostky|kostek}``
  the number and the noun;
* a yes/no: ``{surplus:? text}`` the text when true, ``{hit:! text}`` when false;
* a hex is printed by name (``F5``), lists are joined, a note inside a note is worded too.

Display names are the first Czech names of the parser's alias table
(``engine/memoir44/aliases.toml``); a test keeps the two in step.
"""

from __future__ import annotations

import enum
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from engine.explain import Explanation
from engine.memoir44.board import format_hex, is_on_board
from engine.memoir44.citations import cite
from engine.memoir44.components import Kind
from engine.memoir44.facts import Face, Feature, Front, Objective, Sector, Side, UnitType
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Note
from engine.memoir44.sight import Blocker
from engine.memoir44.terrain import SPECS, TerrainSpec

__all__ = ["DIE_FACES_NOTE", "NAMES", "explain", "name", "terrain_table", "word"]

DIE_FACES_NOTE = ("Počet stěn bitevní kostky (2× pěchota, 1× obrněnci, 1× granát, 1× hvězda, 1× vlajka) "
                  "je fakt o herní součásti, manuál ho v textu neuvádí.")

# --------------------------------------------------------------------------- names

NAMES: dict[enum.Enum, str] = {
    UnitType.INFANTRY: "pěchota", UnitType.ELITE_INFANTRY: "elitní pěchota",
    UnitType.RESISTANCE: "francouzská Resistance", UnitType.ARMOUR: "obrněnci",
    UnitType.ELITE_ARMOUR: "elitní obrněnci", UnitType.ARTILLERY: "artilerie",
    Kind.INFANTRY: "pěchota", Kind.ARMOUR: "obrněnci", Kind.ARTILLERY: "artilerie",
    Feature.PLAIN: "rovina", Feature.FOREST: "les", Feature.HEDGEROW: "živý plot", Feature.HILL: "kopec",
    Feature.TOWN: "město nebo vesnice", Feature.CHURCH: "kostel", Feature.RIVER: "řeka nebo kanál",
    Feature.BRIDGE: "most", Feature.BEACH: "pláž (břeh)", Feature.SEA: "moře", Feature.SEA_CLIFF: "mořský útes",
    Feature.BLUFF: "sráz", Feature.STEEP_HILL: "strmý kopec", Feature.LAKE: "jezero", Feature.BUNKER: "bunkr",
    Feature.HEDGEHOG: "zátaras (ježek)", Feature.WIRE: "ostnatý drát", Feature.SANDBAGS: "pytle s pískem",
    Feature.SEAWALL: "pobřežní hráz",
    Face.INFANTRY: "pěchota", Face.ARMOUR: "obrněnci", Face.GRENADE: "granát", Face.STAR: "hvězda",
    Face.FLAG: "vlajka",
    Side.ALLIES: "Spojenci", Side.AXIS: "Osa",
    Sector.LEFT: "levé křídlo", Sector.CENTER: "střed", Sector.RIGHT: "pravé křídlo",
    Objective.TEMPORARY: "dočasný medailový cíl", Objective.PERMANENT: "trvalý medailový cíl",
    Objective.TEMPORARY_MAJORITY: "dočasný většinový medailový cíl", Objective.SUDDEN_DEATH: "cíl náhlé smrti",
    Front.WEST: "západní fronta", Front.EAST: "východní fronta", Front.PACIFIC: "Tichomoří",
    Front.MEDITERRANEAN: "Středomoří",
}
WHERE: dict[Feature, str] = {
    Feature.PLAIN: "na rovině", Feature.FOREST: "v lese", Feature.HEDGEROW: "v živém plotu",
    Feature.HILL: "na kopci", Feature.TOWN: "ve městě nebo vesnici", Feature.CHURCH: "v kostele",
    Feature.RIVER: "na řece", Feature.BRIDGE: "na mostě", Feature.BEACH: "na pláži", Feature.SEA: "v moři",
    Feature.SEA_CLIFF: "na mořském útesu", Feature.BLUFF: "na srázu", Feature.STEEP_HILL: "na strmém kopci",
    Feature.LAKE: "na jezeře", Feature.BUNKER: "v bunkru", Feature.HEDGEHOG: "na poli se zátarasem",
    Feature.WIRE: "na ostnatém drátu", Feature.SANDBAGS: "za pytli s pískem", Feature.SEAWALL: "za pobřežní hrází",
}
DATIVE: dict[enum.Enum, str] = {Kind.INFANTRY: "pěchotě", Kind.ARMOUR: "obrněncům", Kind.ARTILLERY: "artilerii"}
PLURAL = frozenset({UnitType.ARMOUR, UnitType.ELITE_ARMOUR, Kind.ARMOUR, Face.ARMOUR, Side.ALLIES})


def name(value: enum.Enum) -> str:
    """The Czech name of a canonical value."""
    return NAMES[value]


def word(n: int, one: str, few: str, many: str) -> str:
    """Czech noun form after a number: 1 kostka, 2–4 kostky, 0 and 5+ kostek."""
    return one if n == 1 else few if 2 <= n <= 4 else many


def cap(text: str) -> str:
    """Upper-case the first letter only ("francouzská Resistance" -> "Francouzská Resistance")."""
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------- the formatter


class _Czech(string.Formatter):
    """``str.format`` with the specs of the module docstring; missing values are None."""

    def __init__(self, values: Mapping[str, Any]) -> None:
        self.values = values

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        return self.values.get(str(key))

    def format_field(self, value: Any, spec: str) -> str:
        if spec[:1] in ("?", "!"):
            return spec[1:] if bool(value) == (spec[0] == "?") else ""
        if isinstance(value, enum.Enum):
            return _enum(value, spec)
        if isinstance(value, bool) or value is None:
            return ""
        if isinstance(value, int) and "|" in spec:
            forms = spec.lstrip("#").split("|")
            form = word(value, *forms) if len(forms) == 3 else forms[0 if value == 1 else 1]
            return f"{value} {form}" if spec.startswith("#") else form
        if isinstance(value, Fraction):
            return format(float(value), spec)
        if isinstance(value, Hex):
            return format_hex(value) if is_on_board(value) else "mimo bojiště"
        if isinstance(value, Note):
            return render(value)
        if isinstance(value, Blocker):
            return _blocker(value, self.values.get("low") or 0)
        if isinstance(value, list | tuple):
            joiner = " a " if spec == "and" else "; " if value and isinstance(value[0], Note | Blocker) else ", "
            return joiner.join(self.format_field(v, "" if spec == "and" else spec) for v in value)
        return format(value, spec)


def _enum(value: enum.Enum, spec: str) -> str:
    if spec.startswith("v:"):
        one, many = spec[2:].split("|")
        return many if value in PLURAL else one
    if spec == "where":
        return WHERE[value]  # type: ignore[index]
    if spec == "dat":
        return DATIVE[value]
    text = NAMES[value]
    return cap(text) if spec == "cap" else text


def _blocker(b: Blocker, low: int) -> str:
    where = format_hex(b.hex) if is_on_board(b.hex) else "mimo bojiště"
    if b.half:
        return f"půlené pole {where} na kraji bojiště"
    if b.raised:
        return (f"{NAMES[b.what[0]]} na poli {where} ve výšce {b.height} (výš než nižší z obou jednotek, "
                f"výška {low})")
    things = (["jednotka"] if b.unit else []) + [NAMES[f] for f in b.what]
    return f"{' a '.join(things)} na poli {where}" + (f" ve výšce {b.height}" if low else "")


def render(n: Note) -> str:
    """The Czech sentence of one note."""
    text = TEXTS[n.code]
    if callable(text):
        return text(n.values)
    return _Czech(n.values).format(text)


def explain(notes: Iterable[Note]) -> Explanation:
    """The explained steps of a computation: one Czech sentence per note, with its rules."""
    out = Explanation()
    for n in notes:
        out.add(render(n), *n.rules)
    return out


# --------------------------------------------------------------------------- texts with structure


def _scene(v: Mapping[str, Any]) -> str:
    """"Pozice: pěchota na rovině; cíl pěchota v lese, 2 pole daleko; mezi nimi: les." """
    def hex_text(unit: str, features: Sequence[Feature], height: int) -> str:
        terrain = next((f for f in features if not f.is_obstacle), Feature.PLAIN)
        obstacle = next((f for f in features if f.is_obstacle), None)
        return (f"{unit} {WHERE[terrain]}" + (f" ({NAMES[obstacle]})" if obstacle else "")
                + (f" ve výšce {height}" if height else ""))

    target = NAMES[v["target"]] if v.get("target") else "(typ neuveden)"
    d = v["distance"]
    parts = [f"Pozice: {hex_text(NAMES[v['attacker']], v['attacker_features'], v['attacker_height'])}",
             f"cíl {hex_text(target, v['target_features'], v['target_height'])}, {d} {word(d, 'pole', 'pole', 'polí')}"
             " daleko"]
    if v.get("placed"):
        parts.append("mezi nimi: " + ", ".join(render(n) for n in v["placed"]))
    return "; ".join(parts) + "."


def _placed(v: Mapping[str, Any]) -> str:
    """What the question put between or along: "les", "jednotka (výška 0)"."""
    things = (["jednotka"] if v.get("unit") else []) + [NAMES[f] for f in v.get("features", ())]
    return " a ".join(things) + (f" (výška {v['height']})" if v.get("height") is not None else "")


def _casualty(v: Mapping[str, Any]) -> str:
    losses, retreat = v["losses"], v["losses_from_retreat"]
    text = f"Jednotka ztratí {losses} {word(losses, 'figuru', 'figury', 'figur')}" if losses else \
        "Jednotka neztratí žádnou figuru"
    if retreat:
        text += f" ({v['losses_from_hits']} za zásahy, {retreat} za ústup, který nelze vykonat)"
    if v["eliminated"]:
        return text + " a je zničena."
    taken = v["retreat_taken"]
    return text + (f" a ustoupí o {taken} {word(taken, 'pole', 'pole', 'polí')}." if taken else ".")


TEXTS: dict[str, str | Callable[[Mapping[str, Any]], str]] = {
    # --- line of sight
    "sight.blocked": "Linii výhledu blokuje: {blockers}.",
    "sight.edge_both_sides": "Linie vede podél okraje polí a pole, která ji blokují, jsou po obou jejích stranách "
                             "({blockers}), takže je blokovaná.",
    "sight.edge_one_side": "Linie vede podél okraje polí; překážka je jen na jedné straně ({blockers}), takže linii "
                           "neblokuje.",
    "sight.lakes": "Linie vede přes dvě sousední pole jezera, jednotky přes ně nemají linii výhledu.",
    "sight.high_ground": "Obě jednotky jsou ve výšce {low} nebo výš; terén a jednotky v nižší výšce linii výhledu "
                         "neblokují. Terén a překážky na polích útočníka a cíle linii výhledu neblokují.",
    "sight.clear": "Linie výhledu mezi středy obou polí není blokovaná.",
    # --- dice
    "dice.out_of_range": "Cíl je {distance} {distance:pole|pole|polí} daleko, mimo dostřel ({kind} útočí na "
                         "1–{longest} pole: {table}).",
    "dice.by_range": "{kind:cap} útočí podle vzdálenosti {table}; na {distance} {distance:pole|pole|polí} hází "
                     "{dice} {dice:kostkou|kostkami}.",
    "dice.table": "{kind:cap} útočí na 1–{longest} pole, podle vzdálenosti {table} kostkami.",
    "dice.artillery_ignores_terrain": "Útok artilerie ignoruje veškeré terénní redukce.",
    "dice.no_reduction_from_level": "Cíl je {feature:where}, ale útočník je ve stejné výšce nebo výš "
                                    "({attacker_height} ≥ {target_height}), takže k redukci nedochází.",
    "dice.reduction": "Terénní redukce: cíl je {feature:where}, {kind} hází o {reduction:#kostku|kostky|kostek} "
                      "méně{from_below:? z nižší výšky}.",
    "dice.reductions_not_cumulative": "Redukce terénu a překážek na jednom poli se nesčítají; platí větší z nich "
                                      "({reduction}).",
    "dice.penalty": "Postih útočníka: {kind} {feature:where} útočí s postihem {penalty:#kostky|kostek|kostek}.",
    "dice.reductions_add_up": "Postihy útočníka a terénní redukce cíle se sčítají: celkem −{total}.",
    "dice.none_left": "Po redukcích zbývá 0 kostek ({base} − {total}): jednotka cíl nemůže zasáhnout.",
    "dice.rolls": "Hází {dice} {dice:kostkou|kostkami}.",
    # --- who may battle
    "battle.not_ordered": "Útočit mohou jen jednotky, kterým byl v tomto tahu vydán rozkaz.",
    "battle.artillery_moved": "Artilerie se může buď pohnout o 1 pole, nebo zaútočit.",
    "battle.moved_too_far": "{unit:cap} se {unit:v:může|mohou} pohnout nejvýše o {limit} {limit:pole|pole|polí} a "
                            "zaútočit; po pohybu o {moved} {moved:pole|pole|polí} už v tomto tahu útočit "
                            "{unit:v:nemůže|nemohou}.",
    "battle.entered": "V tahu, ve kterém jednotka vstoupí na pole s terénem „{feature}“, nemůže zaútočit.",
    "battle.same_side": "Cíl musí být nepřátelská jednotka.",
    "battle.from_sea": "Jednotka na poli moře nemůže útočit.",
    "battle.close_assault_elsewhere": "Jednotka sousedí s nepřátelskou jednotkou (boj na blízko), musí proto "
                                      "cílit na sousední nepřátelskou jednotku, ne na vzdálenější cíl.",
    "battle.full_strength": "Počet kostek nezávisí na ztrátách útočníka: jednotka s {figures:#figurou|figurami|"
                            "figurami} útočí stejnou palebnou silou jako jednotka v plné síle.",
    "battle.close_assault": "Cíl je na sousedním poli: jednotky jsou v boji na blízko.",
    "battle.artillery_needs_no_sight": "Artilerie linii výhledu nepotřebuje.",
    "battle.may": "Po tom, co jednotka v tomto tahu udělala, může útočit.",
    "need.retreat": "kam může jednotka ustoupit: co je na polích za ní směrem k její straně (ústup volný, "
                    "jediný terén pro ústup, nebo co ústup blokuje)",
    "need.nothing_between_neighbours": "vzdálenost aspoň 2 pole (mezi sousedními poli nic neleží)",
    "battle.scene": _scene,
    "battle.placed": _placed,
    "battle.counterattack": "Až bude na tahu cílová jednotka ({unit}), může zaútočit na útočníka (role se "
                            "prohodí): {dice:#kostkou|kostkami}{reduced:? (terénní redukce {reduction}, postih "
                            "{penalty})}{reduced:! (terén útočníka jí kostky nesnižuje)}.",
    "battle.counterattack_refused": "Až bude na tahu cílová jednotka ({unit}), na útočníka zaútočit nemůže: "
                                    "{reason}",
    "wire.none": "Na poli jednotky není ostnatý drát.",
    "wire.not_infantry": "Drát místo útoku odstraňuje pěchota; obrněnci ho odstraní už při vstupu na pole.",
    "wire.only_if_may_battle": "Drát může místo útoku odstranit jen pěchota, která může zaútočit.",
    "wire.may_remove": "Pěchotní jednotka, která může zaútočit, může místo útoku odstranit ze svého pole "
                       "ostnatý drát.",
    # --- odds
    "odds.hit_chance": "Jedna kostka zasáhne cíl ({kind}) symbolem {faces} s pravděpodobností {p_face}; s {dice} "
                       "{dice:kostkou|kostkami} je aspoň jeden zásah s pravděpodobností {p_hit:.4f} a průměrně "
                       "{expected:.4f} zásahu. " + DIE_FACES_NOTE,
    "odds.target_unknown": "Pravděpodobnost zásahu závisí na typu cílové jednotky, který otázka neuvádí.",
    "odds.flag_chance": "Vlajka je na 1 ze 6 stěn kostky; s {dice} {dice:kostkou|kostkami} padne aspoň jedna "
                        "vlajka s pravděpodobností {p_flag:.4f}. " + DIE_FACES_NOTE,
    "odds.die_unprinted": "Manuál to neuvádí: popisuje symboly bitevní kostky, ale ne to, na kolika stěnách který "
                          "je; výpočet níže vychází z fyzické kostky.",
    "odds.face_unknown": "Manuál to neuvádí: popisuje symboly bitevní kostky a co znamenají, ale neuvádí, na kolika "
                         "stěnách který je. Na fyzické kostce je symbol „{face}“ na {sides:#stěně|stěnách|stěnách} "
                         "ze 6 (pravděpodobnost {p}).",
    "summary.face_unknown": "Manuál to neuvádí; fyzická kostka má symbol „{face}“ na {sides:#stěně|stěnách|stěnách} "
                            "ze 6 ({p}).",
    "odds.face": "Symbol „{face}“ {hit:?je}{hit:!není} zásah {kind:?proti cíli typu }{kind}{kind:!proti "
                 "libovolnému cíli}: zásah je každý symbol "
                 "odpovídající typu cíle a každý granát, hvězda jen podle taktické karty, vlajka nutí k ústupu.",
    # --- the roll
    "roll.scene": "Hod: {faces} proti jednotce {unit} ({figures:#figura|figury|figur}) {feature:where}{placed:?; }"
                  "{placed}.",
    "roll.count": "Každý symbol odpovídající typu cíle a každý granát je zásah, hvězda je vedle{stars:? (zde se "
                  "podle karty počítá jako zásah)}: {hits:#zásah|zásahy|zásahů}, {flags:#vlajka|vlajky|vlajek}.",
    "roll.only_retreat": "jediná pole pro ústup: {feature}",
    "roll.blocked_by": "ústup blokuje: {feature}",
    "roll.blocked_by_unit": "ústup blokuje jednotka",
    "roll.at_edge": "jednotka stojí na okraji bojiště na své straně",
    "roll.hits": "Nejprve zásahy: {hits:#zásah|zásahy|zásahů}, jednotka ztrácí {lost:#figuru|figury|figur}"
                 "{surplus:? (přebytečné zásahy nemají žádný efekt)}.",
    "roll.eliminated_by_hits": "Jednotka je zničena; útočník získává vítěznou medaili. Vlajky už se nevyhodnocují.",
    "roll.flag_ignored": "Jednotka {feature:where} může ignorovat jednu vlajku (nikdy víc než jednu).",
    "roll.no_flag_ignored": "Jednotka {feature:where} nemůže ignorovat žádnou vlajku: to dovolují jen kostel, "
                            "bunkr, pytle s pískem, pobřežní hráz a pěchotě zátaras (nikdy víc než jednu).",
    "roll.miss": "Nepadl žádný symbol, který by zasáhl nebo donutil k ústupu: útočník střelil vedle.",
    "roll.bunker_no_retreat": "Jednotka typu {kind}, která začíná v bunkru, nemůže ustupovat; za druhou a každou "
                              "další vlajku ztrácí jednu figuru.",
    "roll.retreat_needed": "Za každou vlajku ustupuje jednotka o 1 pole ke své straně bojiště{resistance:? "
                           "(francouzská Resistance ustupuje o 1–3 pole za vlajku)}: potřebuje ustoupit o {need} "
                           "{need:pole|pole|polí}.",
    "roll.retreat_partly_blocked": "Ústup je možný jen o {taken} {taken:pole|pole|polí}; dál ho blokuje: {blocked}.",
    "roll.retreat_blocked": "Ústup není možný, blokuje ho: {blocked}.",
    "roll.retreat_losses": "Za každé pole ústupu, které nelze vykonat, ztrácí jednotka jednu figuru: "
                           "{losses:#figuru|figury|figur}.",
    "roll.last_figure": "Tím přišla o poslední figuru a je zničena; útočník získává vítěznou medaili.",
    "roll.resistance_retreat": "Resistance ustoupí o {taken}–{longest} {longest:pole|pole|polí} (1–3 za každou "
                               "vlajku); majitel volí cestu.",
    "roll.retreats": "Jednotka ustoupí o {taken} {taken:pole|pole|polí}; majitel volí cestu (cíl: {ends}).",
    "retreat.ignores_terrain": "Při pohybu v rámci ústupu neplatí omezení terénu a překážek: ustupující jednotka "
                               "projde lesem, živým plotem i drátem bez zastavení; nikdy však neustoupí přes "
                               "neprostupný terén ani přes pole obsazené jinou jednotkou.",
    "summary.retreat_passes": "Ustupující jednotka tudy projde bez zastavení.",
    "summary.retreat_refused": "Tudy jednotka ustoupit nemůže: {reason}.",
    "retreat.board_edge": "kraj bojiště",
    "retreat.half_hex": "půlené pole {hex} na kraji bojiště",
    "retreat.unit": "jednotka na poli {hex}",
    "retreat.impassable": "{feature} na poli {hex} (neprostupné)",
    "retreat.sea": "moře na poli {hex} (na moře nelze ustoupit)",
    "retreat.bridge": "z mostu lze ustoupit jen na pevninu, {hex} je voda",
    "retreat.height": "výškový rozdíl víc než 1 na poli {hex}",
    # --- take ground, overrun
    "ground.artillery": "Jednotka artilerie nemůže obsadit pozici.",
    "ground.not_close_assault": "Pozici lze obsadit jen po útoku na blízko (na sousední pole).",
    "ground.not_successful": "Pozici lze obsadit jen po úspěšném útoku na blízko: cíl musí být zničen nebo "
                             "ustoupit.",
    "ground.stopped_this_turn": "Jednotka se v tomto tahu pohnula na pole, kde musí zastavit ({feature}); terénní "
                                "omezení platí i pro obsazení pozice, takže pozici obsadit nemůže.",
    "ground.occupied": "Pole není volné.",
    "ground.bluff_from_beach": "Pěchota nemůže při útoku na sráz z pole pláže obsadit pozici.",
    "ground.may_take": "Útok na blízko byl úspěšný, jednotka může obsadit pozici postupem na uvolněné pole.",
    "ground.terrain_then_applies": "Na poli ({feature}) pak platí jeho omezení pohybu a boje.",
    "overrun.not_armour": "Tankovou smršť může provést jen obrněná jednotka.",
    "overrun.once_per_turn": "Obrněná jednotka může provést jen jednu tankovou smršť za tah (obsadit pozici po ní "
                             "ještě může).",
    "overrun.needs_ground_taken": "Tanková smršť následuje jen poté, co obrněnci po úspěšném útoku na blízko "
                                  "obsadí pozici.",
    "overrun.terrain": "Terénní omezení platí dál: v tahu, kdy obrněnci vstoupí na pole s terénem „{feature}“, "
                       "nemohou útočit, takže tankovou smršť neprovedou.",
    "overrun.wire": "Obrněnci, kteří vstoupí na ostnatý drát, ho musí odstranit, ale dál mohou útočit.",
    "overrun.may": "Obrněnci po obsazení pozice mohou zaútočit podruhé (tanková smršť) na libovolnou nepřátelskou "
                   "jednotku podle obvyklých pravidel útoku (boj na blízko má přednost).",
    # --- movement
    "move.scene": "Pohyb: {unit}{start:? z pole s terénem „}{start}{start:?“}, postupně na pole: {path}.",
    "move.allowance": "{unit:cap} se {unit:v:pohne|pohnou} nejvýše o {move} pole a zaútočit {unit:v:může|mohou} "
                      "po pohybu nejvýše o {limit} pole.",
    "move.allowance_artillery": "Artilerie se může buď pohnout o 1 pole, nebo zaútočit.",
    "move.between_sectors": "Jednotka se může pohnout z jednoho sektoru bojiště do jiného.",
    "move.reach": "{unit:cap} se z pole s terénem „{feature}“ dostane nejvýše o {reach} {reach:pole|pole|polí} "
                  "(obvykle se {unit:v:pohne|pohnou} až o {allowance}).",
    "summary.between_sectors": "Pohyb z jednoho sektoru do jiného je dovolený.",
    "summary.reach": "{unit:cap} se z pole s terénem „{feature}“ {unit:v:pohne|pohnou} nejvýše o {reach} "
                     "{reach:pole|pole|polí}.",
    "move.allowed": "Pohyb je povolený (stojí {cost} pole pohybu).",
    "move.may_battle_after": "Po tomto pohybu může jednotka v tomto tahu útočit.",
    "move.not_ordered": "Pohybovat se mohou jen jednotky, kterým byl v tomto tahu vydán rozkaz.",
    "move.half_hex": "Půlená pole a okraj bojiště jsou neprostupné.",
    "move.occupied": "Na jednom poli nesmí být dvě jednotky; pole je obsazené.",
    "move.too_far": "{unit:cap} se {unit:v:pohne|pohnou} nejvýše o {limit} pole{cost:? (tento pohyb stojí {cost})}.",
    "move.impassable": "Pole s terénem „{feature}“ je pro jednotku typu {kind} neprostupné.",
    "move.must_stop": "Jednotka, která vstoupí na pole s terénem „{feature}“, musí zastavit a nemůže se v tomto "
                      "tahu dále pohybovat.",
    "move.stops_there": "Na poli s terénem „{feature}“ jednotka musí zastavit a v tomto tahu se dál nepohne.",
    "move.no_stop": "Na poli s terénem „{feature}“ jednotka zastavit nemusí.",
    "move.through_units": "Jednotku nelze přesunout na ani skrz pole obsazené vlastní ani nepřátelskou jednotkou.",
    "move.impassable_on_the_way": "Cestu zavírá neprostupný terén.",
    "move.bunker_start": "Jednotka obrněnců nebo artilerie, která začíná v bunkru, se z něj nemůže pohnout.",
    "move.hedgerow_enter": "Na živý plot může jednotka vstoupit jen tehdy, když pohyb začala na sousedním poli.",
    "move.hedgerow_leave": "Jednotka, která opouští živý plot, se může pohnout jen na sousední pole.",
    "move.stop_on_the_way": "Cesta vede přes pole, na kterém musí jednotka zastavit (les, město, živý plot, drát, "
                            "moře …).",
    "move.cliff": "Obrněnci a artilerie nemohou z pláže na útes ani z útesu na pláž; pěchotě to trvá 2 pole.",
    "move.cliff_vehicles": "Pohyb z pláže na útes a z útesu na pláž je pro obrněnce a artilerii nemožný.",
    "move.elevation": "Jednotka může vystoupit nebo sestoupit jen o 1 výškový stupeň.",
    "move.bridge": "Na most lze vstoupit jen ze sousedního pole pevniny.",
    "move.steep": "Výstup na strmý kopec z nižšího terénu je pohyb o 2 pole.",
    "move.beach": "Jednotka, která se pohybuje na pole pláže, se může pohnout nejvýše o 2 pole.",
    "move.several_rules": "Na toto pole se jednotka v tomto tahu nedostane (víc pravidel najednou).",
    # --- orders
    "orders.one_per_unit": "Každé jednotce lze vydat jen jeden rozkaz.",
    "orders.too_many": "Karta dovoluje vydat rozkaz nejvýše {count} jednotkám.",
    "orders.not_yours": "Na poli {hex} není vaše jednotka.",
    "orders.outside_sector": "Jednotka na poli {hex} není v sektoru {sector}.",
    "orders.on_dashed_line": "Jednotkám na polích, kterými prochází červená přerušovaná linie, lze vydat rozkaz "
                             "z obou sousedních sektorů: {hexes}.",
    "orders.either_sector": "Jednotkám na polích, kterými prochází červená přerušovaná linie, je možné vydat "
                            "rozkaz z obou příslušných sektorů.",
    "orders.given": "Karta vydává {count} rozkazů v sektoru {sector}; vydáno {given}.",
    "orders.card": "Karta vydává rozkaz {count} jednotkám{sector:? v sektoru }{sector}, vy tam máte {units}.",
    "orders.lost": "Přebytečné rozkazy jsou ztraceny: {lost}.",
    "orders.no_units": "Bez jednotek v sektoru hráč kartu jen vyloží, nevydá žádný rozkaz a dobere si novou kartu.",
    # --- medals, victory, air power
    "medals.destroyed": "{side}: {medals} medailí za zničené nepřátelské jednotky.",
    "medals.sudden_death": "{side} {side:v:splnila|splnili} podmínku náhlé smrti: hra končí vítězstvím této strany.",
    "medals.objective": "{side}: medaile za {objective}.",
    "objective.sudden_death": "Jakmile strana splní podmínky náhlé smrti, hra okamžitě končí jejím vítězstvím.",
    "objective.temporary": "Dočasnou medaili si strana ponechá, dokud je pole obsazené; když ho jednotka uvolní "
                           "(pohyb, ústup, zničení), medaili okamžitě ztrácí.",
    "objective.permanent": "Trvalou medaili si strana ponechá do konce hry, i když jednotka pole opustí.",
    "objective.temporary_majority": "Medaile patří straně, která kontroluje většinu cílových polí; se ztrátou "
                                    "většiny o ni přijde.",
    "victory.destroyed": "Za každou zcela zničenou nepřátelskou jednotku získává hráč jednu vítěznou medaili: "
                         "{destroyed}.",
    "victory.goal": "Cílem hry je získat stanovený počet vítězných medailí ({needed}) dříve než soupeř; strana má "
                    "{medals}.",
    "air.default": "Otázka neuvádí frontu ani rok; platí základní hra (západní fronta, 1944).",
    "air.rule": "Ve scénářích základní hry (západní fronta, 1944) hází při kartě „Letecký útok“ spojenecký hráč "
                "za každé pole 2 kostkami a hráč Osy 1; pro jiné fronty a roky platí tabulka letecké převahy.",
    "air.illegible": "Pole tabulky letecké převahy pro {front} v roce {year} je ve skenu manuálu nečitelné.",
    "air.axis": "{front:cap}, {year}: převaha Osy – hráč Osy hází za každé pole 2 kostkami, spojenecký hráč 1.",
    "air.allies": "{front:cap}, {year}: převaha Spojenců – karta platí beze změny, spojenecký hráč hází za každé "
                  "pole 2 kostkami, hráč Osy 1.",
    "air.neither": "{front:cap}, {year}: „-“ – oba hráči hází za každé pole 1 kostkou.",
    # --- summaries (one sentence stating the result)
    "unstated.any": "Otázka neuvádí: {facts}. Odpověď je stejná pro každou možnost (u jednotek pro standardní "
                    "pěchotu, obrněnce i artilerii); postup je ukázán na jedné z nich.",
    "summary.battle": "{attacker:cap} útočí na cíl{target:? (}{target}{target:?)} {dice} "
                      "{dice:kostkou|kostkami}{reduced:? ({base} − {total})}.",
    "summary.battle_refused": "{attacker:cap} na tento cíl útočit {attacker:v:nemůže|nemohou}. {reason}",
    "summary.counterattack": " Útok cíle na útočníka v jeho tahu: {dice} {dice:kostkou|kostkami}.",
    "summary.counterattack_refused": " Cíl na útočníka ve svém tahu zaútočit nemůže.",
    "summary.odds": "S {dice} {dice:kostkou|kostkami} proti cíli ({target}) je průměrně {expected:.2f} zásahu, "
                    "aspoň jeden zásah s pravděpodobností {p_hit:.1%}.",
    "summary.flag_odds": "Aspoň jedna vlajka s {dice} {dice:kostkou|kostkami}: {p_flag:.1%}.",
    "profile.figures": "Jednotka typu {unit} má {figures:#figuru|figury|figur}.",
    "summary.profile": "{unit:cap}: {figures:#figura|figury|figur}, pohyb nejvýše o {move} pole (s útokem o "
                       "{limit}), dostřel {longest} {longest:pole|pole|polí} ({table} kostkami).",
    "summary.not_ordered": "Jednotka, které nebyl v tomto tahu vydán rozkaz, se nepohne ani nezaútočí.",
    "summary.all_flags_ignored": "Jednotka {feature:where} ignoruje všechny vlajky proti ní ({flags}).",
    "summary.not_all_flags_ignored": "Jednotka {feature:where} může ignorovat nejvýše jednu vlajku, ne všechny.",
    "summary.face": "Symbol „{face}“ {hit:?je}{hit:!není} zásah{kind:? proti cíli typu }{kind}.",
    "summary.then": lambda v: render(v["first"]) + render(v["then"]),
    "summary.sight_clear": "Jednotky mezi sebou mají linii výhledu.",
    "summary.sight_blocked": "Linie výhledu je blokovaná.",
    "summary.casualty": _casualty,
    "summary.flag_ignored": "Jednotka {feature:where} může ignorovat jednu vlajku.",
    "summary.flag_not_ignored": "Jednotka {feature:where} vlajku ignorovat nemůže.",
    "summary.overrun": "Tanková smršť je možná.",
    "summary.overrun_refused": "Tankovou smršť provést nemůže. {reason}",
    "summary.ground": "Jednotka může obsadit pozici.",
    "summary.ground_refused": "Pozici obsadit nemůže. {reason}",
    "summary.wire": "Pěchota může místo útoku odstranit ostnatý drát ze svého pole.",
    "summary.wire_refused": "Drát místo útoku odstranit nemůže. {reason}",
    "summary.move_then_battle": "Pohyb je povolený a jednotka pak může útočit.",
    "summary.move_no_battle": "Pohyb je povolený, ale jednotka pak v tomto tahu útočit nemůže: {reason}",
    "summary.move_refused": "Takový pohyb není povolený: {reason}",
    "summary.orders": "Rozkaz {given:dostane|dostanou|dostane} {given:#jednotka|jednotky|jednotek}; ztracené "
                      "rozkazy: {lost}.",
    "summary.either_sector": "Jednotce na přerušované linii lze vydat rozkaz z kteréhokoli z obou sektorů.",
    "summary.sudden_death": "Splněním cíle náhlé smrti hra okamžitě končí vítězstvím této strany.",
    "summary.keeps_medal": "Medaili si ponechá.",
    "summary.loses_medal": "Medaili ztrácí a vrací ji na hrací plán.",
    "summary.wins": "Strana dosáhla potřebného počtu medailí a vítězí.",
    "summary.medals_missing": "Do vítězství chybí {missing} {missing:medaile|medaile|medailí}.",
    "summary.air_side": "{side} hází při Leteckém útoku za každé pole {dice} {dice:kostkou|kostkami}.",
    "summary.air": "{front:cap} {year}: Spojenci {allies}, Osa {axis} {axis:kostkou|kostkami} za pole.",
}


# --------------------------------------------------------------------------- printable sheets


def _kinds(kinds: frozenset[Kind]) -> str:
    return "všechny jednotky" if kinds == frozenset(Kind) else ", ".join(NAMES[k] for k in Kind if k in kinds)


def _movement_cell(s: TerrainSpec) -> str:
    cells = [
        (s.impassable == frozenset(Kind), "neprostupné"),
        (bool(s.impassable) and s.impassable != frozenset(Kind), f"neprostupné pro: {_kinds(s.impassable)}"),
        (bool(s.must_stop), "po vstupu zastavit" + ("" if s.must_stop == frozenset(Kind)
                                                     else f" ({_kinds(s.must_stop)})")),
        (s.hedgerow, "vstup jen ze sousedního pole, kde pohyb začal; odchod jen o 1 pole"),
        (s.beach, "pohyb, který vstoupí na pláž, nejvýše 2 pole"),
        (s.bridge, "vstup i ústup jen ze sousedního pole pevniny"),
        (s.sea, "nelze na něj ustoupit"),
        (bool(s.cliff), "z pláže a na pláž: obrněnci a artilerie ne, pěchota za 2 pole"),
        (s.steep, "výstup z nižšího terénu = pohyb o 2 pole"),
        (bool(s.cannot_leave_from_start), f"{_kinds(s.cannot_leave_from_start)} začínající zde se nepohnou ani "
                                          "neustoupí"),
        (s.removed_on_leave, "odstraní se, když jednotka pole opustí"),
        (bool(s.elevation), f"výška {s.elevation}"),
    ]
    return "; ".join(text for shown, text in cells if shown) or "bez omezení"


def _battle_cell(s: TerrainSpec) -> str:
    cells = [text for shown, text in (
        (s.no_battle_after_entering, "v tahu vstupu nelze útočit"),
        (s.sea, "z moře nelze útočit"),
    ) if shown]
    cells += [f"{NAMES[kind]} odtud útočí s postihem {n}" for kind, n in s.attacker_penalty.items()]
    if s.wire:
        cells.append("pěchota může místo útoku drát odstranit; obrněnci ho při vstupu odstraní")
    return "; ".join(cells) or "bez omezení"


def terrain_table() -> list[dict[str, Any]]:
    """One plain row per terrain type and obstacle (Czech values), for the printable sheets.

    Keys: ``key, name, obstacle, elevation, movement, battle, reduction_infantry,
    reduction_armour, reduction_artillery, attacker_penalty, ignore_flag, blocks_sight, rule``.
    Reductions are dice removed from an attacker of that kind against a unit on the hex;
    ``"1 z nižší výšky"`` marks the hill rule.
    """
    rows: list[dict[str, Any]] = []
    for s in SPECS.values():
        def red(kind: Kind, s: TerrainSpec = s) -> str | int:
            return "1 z nižší výšky" if s.raised else s.reduction.get(kind, 0)

        rows.append({
            "key": str(s.key), "name": NAMES[s.key], "obstacle": s.obstacle, "elevation": s.elevation,
            "movement": _movement_cell(s), "battle": _battle_cell(s),
            "reduction_infantry": red(Kind.INFANTRY), "reduction_armour": red(Kind.ARMOUR), "reduction_artillery": 0,
            "attacker_penalty": {NAMES[k]: n for k, n in s.attacker_penalty.items()},
            "ignore_flag": _kinds(s.ignore_flag) if s.ignore_flag else "",
            "blocks_sight": ("jen ve stejné nebo vyšší výšce" if s.raised else "přes 2 sousední pole jezera" if s.lake
                             else "ano" if s.blocks_sight else "ne"),
            "rule": cite(s.rule),
        })
    return rows
