"""Everything a player reads from the Memoir '44 engine: Czech names, step texts, summaries.

The rules return :class:`~engine.memoir44.notes.Note` objects; this module alone
words them.  ``TEXTS`` maps each note code to a Czech template (the sentences are
data, in ``texts.toml`` beside this module; the few that need code are below);
fields name the note's values and a format spec chooses the form:

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
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
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

__all__ = ["DIE_FACES_NOTE", "NAMES", "TerrainCard", "explain", "name", "terrain_cards", "terrain_table", "word"]

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
        if key == "die_faces_note":
            return DIE_FACES_NOTE
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
        if isinstance(value, Fraction | float):
            # Czech numbers: a decimal comma, a space before the percent sign ("83,3 %")
            return format(float(value), spec).replace(".", ",").replace("%", "\u00a0%")
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
    away = f"kdekoli 1–{d} {word(d, 'pole', 'pole', 'polí')} daleko (na každé z těchto vzdáleností vychází útok " \
        "stejně, vzdálenost proto není potřeba)" if v.get("any_distance") else \
        f"{d} {word(d, 'pole', 'pole', 'polí')} daleko"
    parts = [f"Pozice: {hex_text(NAMES[v['attacker']], v['attacker_features'], v['attacker_height'])}",
             f"cíl {hex_text(target, v['target_features'], v['target_height'])}, {away}"]
    if v.get("placed"):
        parts.append("mezi nimi: " + ", ".join(render(n) for n in v["placed"]))
    return "; ".join(parts) + "."


def _placed(v: Mapping[str, Any]) -> str:
    """What the question put between or along: "les", "jednotka (výška 0)"."""
    things = (["jednotka"] if v.get("unit") else []) + [NAMES[f] for f in v.get("features", ())]
    return " a ".join(things) + (f" (výška {v['height']})" if v.get("height") is not None else "")


def _casualty(v: Mapping[str, Any]) -> str:
    losses, retreat = v["losses"], v["losses_from_retreat"]
    text = f"Jednotka ztratí {losses} {word(losses, 'figurku', 'figurky', 'figurek')}" if losses else \
        "Jednotka neztratí žádnou figurku"
    if retreat:
        text += f" ({v['losses_from_hits']} za zásahy, {retreat} za ústup, který nelze vykonat)"
    if v["eliminated"]:
        return text + " a je zničena."
    taken = v["retreat_taken"]
    return text + (f" a ustoupí o {taken} {word(taken, 'pole', 'pole', 'polí')}." if taken else ".")


def _load_texts() -> dict[str, str | Callable[[Mapping[str, Any]], str]]:
    """The sentences of ``texts.toml`` by note code, and the few that need more than a template."""
    data = tomllib.loads((Path(__file__).with_name("texts.toml")).read_text(encoding="utf-8"))
    texts: dict[str, str | Callable[[Mapping[str, Any]], str]] = {
        f"{group}.{key}": text for group, entries in data.items() for key, text in entries.items()}
    texts.update({
        "battle.scene": _scene,
        "battle.placed": _placed,
        "summary.casualty": _casualty,
        "summary.then": lambda v: render(v["first"]) + render(v["then"]),
    })
    return texts


TEXTS = _load_texts()


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


# --------------------------------------------------------------------------- terrain cards


ACCUSATIVE: dict[Kind, str] = {Kind.INFANTRY: "pěchotu", Kind.ARMOUR: "obrněnce", Kind.ARTILLERY: "artilerii"}
CARD_LINES = ("Pohyb", "Boj", "Linie výhledu")


@dataclass(frozen=True)
class TerrainCard:
    """One terrain or obstacle as the publisher's terrain reference cards show it.

    ``lines`` are (heading, Czech sentences, corpus rule id): *Pohyb*, *Boj*, *Linie výhledu*,
    each worded from the engine's :class:`~engine.memoir44.terrain.TerrainSpec` and citing the
    manual rule of that terrain.  The docs, the printable sheets and the board page show these.
    """

    key: str
    name: str
    obstacle: bool
    elevation: int
    lines: tuple[tuple[str, str, str], ...]


def _join(kinds: Iterable[Kind], acc: bool = False) -> str:
    words = [(ACCUSATIVE if acc else NAMES)[k] for k in Kind if k in set(kinds)]
    return " a ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)


def _who(kinds: frozenset[Kind]) -> str:
    return "jednotka" if kinds == frozenset(Kind) else "pěchotní jednotka" if kinds == {Kind.INFANTRY} else (
        f"jednotka ({_join(kinds)})")


def _dice(n: int) -> str:
    return f"{n} {word(n, 'kostku', 'kostky', 'kostek')}"


def _card_movement(s: TerrainSpec) -> list[str]:
    out = []
    if s.impassable == frozenset(Kind):
        out.append("Neprostupný terén.")
    elif s.impassable:
        out.append(f"Pro {_join(s.impassable, acc=True)} neprostupné.")
    if s.hedgerow:
        out.append("Vstoupit sem smí jen jednotka, která tah začala na sousedním poli; "
                   "odejít smí jen na sousední pole.")
    if s.must_stop:
        out.append(f"{cap(_who(s.must_stop))}, která sem vstoupí, musí zastavit a v tomto tahu se už nepohne.")
    if s.beach:
        out.append("Pohyb, který vstoupí na břeh, smí být dlouhý nejvýše 2 pole.")
    if s.bridge:
        out.append("Na most lze vstoupit i z něj ustoupit jen ze sousedního pole pevniny, ne z vody.")
    if s.sea:
        out.append("Na moře nelze ustoupit.")
    if s.cliff:
        out.append("Mezi břehem a útesem neprojdou obrněnci ani artilerie; pěchotě se to počítá jako pohyb o 2 pole. "
                   "Z vnitrozemí je to běžný kopec.")
    if s.steep:
        out.append("Výstup sem z nižšího terénu je pohyb o 2 pole.")
    if s.cannot_leave_from_start:
        out.append(f"{cap(_join(s.cannot_leave_from_start))}, kteří tu začínají, se nepohnou ani neustoupí.")
    if s.removed_on_leave:
        out.append("Když jednotka pole opustí, překážka se odstraní.")
    return out or ["Bez omezení."]


def _card_battle(s: TerrainSpec) -> list[str]:
    out = []
    if s.no_battle_after_entering:
        out.append("V tahu, kdy sem jednotka vstoupí, nemůže útočit.")
    if s.sea:
        out.append("Z moře nelze útočit.")
    out += [f"{cap(NAMES[k])} odtud útočí o {_dice(n)} méně." for k, n in s.attacker_penalty.items()]
    if s.wire:
        out.append("Pěchota může místo útoku drát odstranit; obrněnci ho při vstupu odstraní a útočit mohou dál.")
    if s.raised:
        out.append("Kdo sem útočí z nižšího terénu, hází o 1 kostku méně (artilerie ne).")
    elif s.reduction:
        parts = [f"{NAMES[k]} o {_dice(n)} méně" for k, n in s.reduction.items() if n]
        out.append("Kdo sem útočí, hází: " + ", ".join(parts) + "; artilerie bez redukce.")
    else:
        out.append("Bez terénní redukce.")
    if s.ignore_flag:
        who = "Jednotka" if s.ignore_flag == frozenset(Kind) else cap(_join(s.ignore_flag))
        out.append(f"{who} tu smí při každém útoku ignorovat 1 vlajku.")
    return out


def _card_sight(s: TerrainSpec) -> str:
    if s.raised:
        return "Blokuje, jen ne mezi jednotkami ve výšce 1 a výš."
    if s.lake:
        return "Přes dvě a více sousedních polí jezera linie výhledu nevede."
    return "Blokuje." if s.blocks_sight else "Neblokuje."


def terrain_cards() -> list[TerrainCard]:
    """One card per terrain type and obstacle of the base game, in the manual's order."""
    cards = []
    for s in SPECS.values():
        rule = cite(s.rule)
        lines = (("Pohyb", " ".join(_card_movement(s)), rule), ("Boj", " ".join(_card_battle(s)), rule),
                 ("Linie výhledu", _card_sight(s), rule))
        cards.append(TerrainCard(str(s.key), cap(NAMES[s.key]), s.obstacle, s.elevation, lines))
    return cards
