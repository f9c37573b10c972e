"""Tables for the printable sheets, computed by calling the engines (no number is typed in here)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

NBSP = "\u00a0"
UNAVAILABLE = "Tabulka zatím není k dispozici (příslušná část enginu chybí)."


@dataclass
class Table:
    key: str  # stable name used by tests and templates
    caption: str
    header: list[str]
    rows: list[list[str]]
    notes: list[str] = field(default_factory=list)
    wide: bool = False  # spans the whole page width instead of one column
    small: bool = False  # smaller type (long texts in cells)


def percent(p: Fraction) -> str:
    """Whole percent, Czech style ("51 %"); never rounds a possible event to 0 % or a sure one to 100 %."""
    if p == 0:
        return f"0{NBSP}%"
    if p == 1:
        return f"100{NBSP}%"
    value = round(float(p) * 100)
    if value <= 0:
        return f"<1{NBSP}%"
    if value >= 100:
        return f">99{NBSP}%"
    return f"{value}{NBSP}%"


def decimal(x: Fraction, places: int = 2) -> str:
    """Czech decimal comma: 0,67."""
    return f"{float(x):.{places}f}".replace(".", ",")


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def unavailable(key: str, caption: str) -> Table:
    return Table(key, caption, [], [], [UNAVAILABLE])


# --- Odhodlaní (Normandie, Stalingrad) ---------------------------------------------------------------------

def _without_range_bonus(game: str) -> str:
    """ " (u akce výbuch bez bonusu za vzdálenost)": the game's attacks the engine resolves without the bonus."""
    from engine.undaunted.presentation import ACTION_NAMES
    from engine.undaunted.variants import VARIANTS

    names = [ACTION_NAMES[a] for a, spec in VARIANTS[game].combat.items() if not spec.range_bonus]
    if not names:
        return ""
    return f" (u akce{'' if len(names) == 1 else 'í'} {', '.join(names)} bez bonusu za vzdálenost)"


def undaunted_hit_table(game: str) -> Table:
    caption = "Pravděpodobnost zásahu: počet kostek × celková hodnota obrany"
    try:
        from engine.undaunted.odds import hit_table
    except ImportError:
        return unavailable("undaunted_hits", caption)
    table = hit_table(range(1, 6), range(2, 13))
    defenses = list(range(2, 13))
    rows = [[f"{dice}", *(percent(table[dice][d]) for d in defenses)] for dice in sorted(table)]
    notes = [
        "Kostka k10 (0–9): uspěje, padne-li číslo ≥ celková obrana; 0 uspěje vždy. "
        "Jeden úspěch či více = jeden zásah.",
        "Celková obrana = základní obrana + kryt + bonus za vzdálenost" + _without_range_bonus(game) + ".",
    ]
    return Table("undaunted_hits", caption, ["kostky \\ obrana", *map(str, defenses)], rows, notes, wide=True)


# --- Memoir '44 --------------------------------------------------------------------------------------------

def memoir_dice_table() -> Table:
    caption = "Ruční zbraně: hodnota útoku (počet kostek) a pravděpodobnosti"
    try:
        from engine.memoir44.components import Kind
        from engine.memoir44.odds import expected_hits, p_at_least_one_flag, p_at_least_one_hit
        from engine.memoir44.presentation import DIE_FACES_NOTE, name
    except ImportError:
        return unavailable("memoir_dice", caption)
    kinds = list(Kind)
    header = ["kostky", *(f"E zásahů: {name(k)}" for k in kinds),
              *(f"P(≥1 zásah): {name(k)}" for k in kinds), "P(≥1 vlajka)"]
    rows = []
    for n in range(1, 5):
        rows.append([
            str(n),
            *(decimal(expected_hits(n, k)) for k in kinds),
            *(percent(p_at_least_one_hit(n, k)) for k in kinds),
            percent(p_at_least_one_flag(n)),
        ])
    notes = [
        "E zásahů = průměrný počet zásahů; P(≥1) = pravděpodobnost aspoň jednoho zásahu / jedné vlajky. "
        "Hvězda nezasahuje (bez zvláštní karty); granát zasahuje vše.",
        DIE_FACES_NOTE,
    ]
    return Table("memoir_dice", caption, header, rows, notes, wide=True)


def memoir_range_table() -> Table:
    caption = "Počet kostek podle vzdálenosti cíle (před terénními redukcemi)"
    try:
        from engine.memoir44.battle import base_dice, max_range
        from engine.memoir44.components import Kind
        from engine.memoir44.presentation import name
    except ImportError:
        return unavailable("memoir_range", caption)
    longest = max(max_range(k) for k in Kind)
    rows = [[name(k), *(str(base_dice(k, d)) if base_dice(k, d) else "–" for d in range(1, longest + 1))]
            for k in Kind]
    return Table("memoir_range", caption, ["jednotka \\ pole", *map(str, range(1, longest + 1))], rows,
                 ["Artilerie nepotřebuje linii výhledu a ignoruje terénní redukce."])


def memoir_units_table() -> Table:
    caption = "Jednotky: figury a pohyb"
    try:
        from engine.memoir44.components import UNIT_PROFILES
        from engine.memoir44.presentation import name
    except ImportError:
        return unavailable("memoir_units", caption)
    rows = []
    for t in UNIT_PROFILES.values():
        battle = str(t.max_move_with_battle) if t.max_move_with_battle else "jen bez pohybu"
        rows.append([name(t.type), str(t.figures), str(t.move), battle])
    return Table("memoir_units", caption, ["jednotka", "figury", "pohyb (pole)", "pohyb a útok (pole)"], rows)


# --- Generálové --------------------------------------------------------------------------------------------

def _cell_text(cell: object) -> str:
    from engine.generalove.tables import Cell, Confidence

    assert isinstance(cell, Cell)
    if cell.no_roll:
        text = "nehází"
    elif cell.not_applicable:
        text = "–"
    elif cell.value is None:
        return "?"
    else:
        text = cell.raw or "?"
        text = text.replace("-", "−")
    if cell.confidence is Confidence.NIZKA:
        text += "*"
    if cell.footnotes:
        text += " (" + ",".join(map(str, cell.footnotes)) + ")"
    return text


def generalove_tables() -> list[Table]:
    caption1 = "Tab. 1 – úpravy bojového hodu podle jednotek proti sobě"
    try:
        from engine.generalove.presentation import direction_label
        from engine.generalove.tables import (
            FOOTNOTES,
            TAB1,
            TAB1_COLUMNS,
            TAB1_ROWS,
            TAB2,
            TAB2_ROWS,
            TAB3,
            Direction,
        )
    except ImportError:
        return [unavailable("generalove_tab1", caption1)]
    legend = ("s = střelba (jen 3. fáze), z = zteč (1. a 3. fáze), o = ostřelování (2. fáze); "
              "token uvádí jen nenulové části, 0 = bez úpravy.")
    unknown = ("? = políčko se z poškozeného manuálu nepodařilo zrekonstruovat (engine z něj neodpovídá); "
               "* = nízká jistota čtení; – = dvojice v boji nenastává.")
    notes_fn = "Poznámky: " + "; ".join(f"({n}) {t}" for n, t in FOOTNOTES.items()) + "."
    rows1 = [[row.czech(), *(_cell_text(TAB1[row, col]) if (row, col) in TAB1 else "–" for col in TAB1_COLUMNS)]
             for row in TAB1_ROWS]
    header1 = ["Ty \\ Soupeř", *(col.czech() for col in TAB1_COLUMNS)]
    origin = ("Tabulky jsou rekonstruované z poškozeného manuálu (rozpadlé řádky, chybějící ikony); důkazy "
              "a jistotu každého políčka popisuje stránka dokumentace „Jak jsme rekonstruovali tabulky“.")
    t1 = Table("generalove_tab1", caption1, header1, rows1, [legend, unknown, notes_fn, origin], wide=True,
               small=True)

    row_names: dict[str, str] = {}
    for (row, _direction), cell in TAB2.items():
        row_names.setdefault(row, cell.row)
    rows2 = [[row_names[r], *(_cell_text(TAB2[r, d]) for d in Direction)] for r in TAB2_ROWS]
    t2 = Table("generalove_tab2", "Tab. 2 – směr útoku", ["", *(direction_label(d) for d in Direction)], rows2)
    rows3 = [[cell.row, _cell_text(cell)] for cell in TAB3.values()]
    t3 = Table("generalove_tab3", "Tab. 3 – ostřelování", ["situace", "úprava"], rows3)
    return [t1, t2, t3]


MODIFIERS = range(-3, 4)


def generalove_single_table() -> Table:
    caption = "Jedna kostka s celou úpravou"
    try:
        from engine.generalove.odds import min_roll, p_hit_single
    except ImportError:
        return unavailable("generalove_single", caption)
    rows = []
    for m in MODIFIERS:
        need = min_roll(m)
        rows.append([signed(m), f"{need}+" if need is not None else "nezasáhne", percent(p_hit_single(m))])
    return Table("generalove_single", caption, ["úprava", "potřebný hod", "P(zásah)"], rows)


def generalove_distribution_tables(max_dice: int = 4) -> list[Table]:
    caption = "Rozdělení počtu zásahů podle čisté úpravy"
    try:
        from engine.generalove.odds import hit_distribution
    except ImportError:
        return [unavailable("generalove_dist_1", caption)]
    tables = []
    for n in range(1, max_dice + 1):
        rows = []
        for m in MODIFIERS:
            dist = hit_distribution(n, m)
            rows.append([signed(m), *(percent(dist.get(k, Fraction(0))) for k in range(n + 1))])
        word = "kostka" if n == 1 else ("kostky" if n < 5 else "kostek")
        tables.append(Table(f"generalove_dist_{n}", f"{n} {word}: P(přesně k zásahů)",
                            ["úprava", *(f"{k}" for k in range(n + 1))], rows))
    tables[0].notes.append(
        "Kostka k6 (manuál kostky nepojmenovává); zásah = 4 a více po úpravě. Bonus rozděluje "
        "házející, postih soupeř – obojí tak, jak je pro něj nejlepší (spočítáno přes všechny hody).")
    return tables
