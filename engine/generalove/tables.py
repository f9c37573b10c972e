"""The dice-modifier tables of Generálové (Tab. 1–3), reconstructed from the damaged manual.

Manual 001 lost the table layout: each table survives only as a run of tokens
(``+1z -2z 0 0 …``) with the footnote numbers glued in, and the icons for the
row and column heads are gone.  Every cell below carries the token we read for
it (``raw``), its value, the evidence and a confidence; a cell that could not be
established has ``value=None`` and the engine refuses to answer from it
(:class:`engine.explain.MissingFactError`).  ``docs/rekonstrukce-tabulek.md``
explains the reconstruction for players.

Legend (from the manual and the captions): ``s`` = střelba (fire, phase 3 only),
``z`` = zteč (assault, phases 1 and 3), ``o`` = ostřelování (bombardment,
phase 2).  A token lists only the non-zero parts: ``-1sz`` is −1 to fire and −1
to assault, ``+1z`` is +1 to assault and 0 to fire, ``0`` is 0 to everything.
Tab. 1 gives the modifier of *your* unit (row, "Ty") against the opposing unit
in the same field pair of the battle zone (column, "Soupeř").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from . import presentation
from .facts import Direction, Roll, Stance, UnitKind
from .notes import Say, Unknown, refuse
from .units import NO_UNIT, ROLL_LETTERS, Category

__all__ = ["TAB1", "TAB2", "TAB3", "Cell", "Confidence", "Direction", "Lookup", "all_cells", "tab1", "tab2"]

# --- the token runs exactly as the manual prints them (file 001, line 218) ---------------------------
TAB1_RUN = (
    "0 +1z -2z 0 0 +1z +2z +2z 2 0 0-1sz 0 0 1 0 0 +1z 3 0 0-1o -1o 0 0-1o - +1z 0 +1s +2s 0 0 1-1s -1s -1s 0-1z 2 0 3"
)
TAB1_LEGEND = (
    "s = střelba z = o = 1 po vyhodnocení střelby jízda smí ustoupit z boje 2 jízda smí zaútočit do "
    "libovolné aktivní bojové zóny 3 útoči jen do stejné bojové zóny dokud jsou v ní soupeřovy jednotky "
    "4 dělostřelectvo je vždy otočeno směrem ke svému poslednímu ostřelovanému cíli"
)
TAB2_RUN = "-1z -2z 0 1 0 1-1sz -2sz -2s 4 nehází 4 +1o +1o"
TAB3_RUN = "přes obsazený sektor -1o stejného sektoru jako v předchozím kole +1o"

FOOTNOTES: dict[int, str] = {
    1: "po vyhodnocení střelby jízda smí ustoupit z boje",
    2: "jízda smí zaútočit do libovolné aktivní bojové zóny",
    3: "útočí jen do stejné bojové zóny, dokud jsou v ní soupeřovy jednotky",
    4: "dělostřelectvo je vždy otočeno směrem ke svému poslednímu ostřelovanému cíli",
}

_TOKEN = re.compile(r"[+-]\d[szo]*|nehází|-|\d")


def tokenize(run: str) -> list[str]:
    """Split a flattened run into value tokens and bare footnote digits (``"0-1sz"`` -> ``0``, ``-1sz``)."""
    return _TOKEN.findall(run)


class Confidence(Enum):
    VYSOKA = "vysoká"  # checked by a worked caption or stated in the text
    STREDNI = "střední"  # fits the structure of the run and the unit descriptions, no caption checks it
    NIZKA = "nízká"  # one of several possible readings
    NEZNAMA = "neznámá"  # not established: the engine does not answer from it


def parse_token(raw: str) -> dict[Roll, int]:
    """``"-1sz"`` -> {FIRE: -1, ASSAULT: -1, BOMBARDMENT: 0}; ``"0"`` -> all zero."""
    values = {roll: 0 for roll in Roll}
    if raw == "0":
        return values
    match = re.fullmatch(r"([+-]\d)([szo]+)", raw)
    if not match:
        raise ValueError(f"nečitelný token tabulky: {raw!r}")
    amount = int(match.group(1))
    for letter in match.group(2):
        values[ROLL_LETTERS[letter]] = amount
    return values


@dataclass(frozen=True)
class Cell:
    table: str  # "Tab. 1" | "Tab. 2" | "Tab. 3"
    row: str  # Czech row head
    column: str  # Czech column head
    raw: str | None  # token read for this cell ("-1sz", "nehází", "-"), None if none could be placed
    value: Mapping[Roll, int] | None  # None = unknown
    confidence: Confidence
    evidence: str  # Czech
    footnotes: tuple[int, ...] = ()
    no_roll: bool = False  # "nehází": the unit does not roll
    not_applicable: bool = False  # "-": the situation cannot occur
    candidates: tuple[str, ...] = ()  # tokens that might belong here (unknown cells)

    @property
    def known(self) -> bool:
        return self.value is not None or self.no_roll or self.not_applicable

    def get(self, roll: Roll) -> int:
        if self.value is None:
            raise Unknown(Say.TABLE_CELL_UNKNOWN, "tabulky", cell=self)
        return self.value[roll]


def _cell(
    table: str,
    row: str,
    column: str,
    raw: str | None,
    confidence: Confidence,
    evidence: str,
    footnotes: tuple[int, ...] = (),
    candidates: tuple[str, ...] = (),
) -> Cell:
    if raw is None:
        return Cell(table, row, column, None, None, confidence, evidence, footnotes, candidates=candidates)
    if raw == "nehází":
        return Cell(table, row, column, raw, None, confidence, evidence, footnotes, no_roll=True)
    if raw == "-":
        return Cell(table, row, column, raw, None, confidence, evidence, footnotes, not_applicable=True)
    return Cell(table, row, column, raw, parse_token(raw), confidence, evidence, footnotes)


# --- Tab. 1: unit types facing each other -------------------------------------------------------------
ATT, DEF, UNP = Stance.ATTACKING, Stance.DEFENDING, Stance.UNPREPARED
P, J, D = UnitKind.INFANTRY, UnitKind.CAVALRY, UnitKind.ARTILLERY

# Column order of the run = the order of the positioning priority (chapter Pozice):
# attacking cavalry, attacking infantry, defence order (infantry, artillery),
# the other cavalry, infantry, artillery, and the empty field.
TAB1_COLUMNS: tuple[Category, ...] = (
    Category(ATT, J),
    Category(ATT, P),
    Category(DEF, P),
    Category(DEF, D),
    Category(UNP, J),
    Category(UNP, P),
    Category(UNP, D),
    NO_UNIT,
)
TAB1_ROWS: tuple[Category, ...] = (
    Category(ATT, J),
    Category(ATT, P),
    Category(ATT, D),
    Category(DEF, P),
    Category(DEF, D),
    Category(UNP, J),
    Category(UNP, P),
    Category(UNP, D),
)

V, S, L, X = Confidence.VYSOKA, Confidence.STREDNI, Confidence.NIZKA, Confidence.NEZNAMA

_STRUCT = (
    "pořadí sloupců = priorita pozic; 3. sloupec (obrana pěchoty) nese v řádcích 1–3 shodně "
    "zápornou úpravu (−2z, −1sz, −1o)"
)
_FIG2 = "ověřeno obr. 2–3 kapitoly Boj (součty +2 ke zteči a −1 ke střelbě obránce, −3 ke zteči jízdy)"
_FIG5 = "ověřeno obr. 5 kapitoly Boj (součty −1 ke střelbě a −1 ke zteči útočníka; +2 ke střelbě a +4 ke zteči)"

# (row, column, raw token, footnotes, confidence, evidence) in the order the run is read.
_TAB1_READING: list[tuple[Category, Category, str, tuple[int, ...], Confidence, str]] = [
    # row 1: attacking cavalry
    (Category(ATT, J), Category(ATT, J), "0", (), S, "1. token běhu; " + _STRUCT),
    (Category(ATT, J), Category(ATT, P), "+1z", (), S, "2. token běhu; " + _STRUCT),
    (
        Category(ATT, J),
        Category(DEF, P),
        "-2z",
        (),
        V,
        "3. token; " + _FIG2 + "; text: obrana pěchoty „zvýší její sílu obzvláště proti jízdě“",
    ),
    (Category(ATT, J), Category(DEF, D), "0", (), S, "4. token běhu; " + _STRUCT),
    (Category(ATT, J), Category(UNP, J), "0", (), S, "5. token běhu; " + _STRUCT),
    (
        Category(ATT, J),
        Category(UNP, P),
        "+1z",
        (),
        V,
        "6. token; " + _FIG2 + "; text: jízda je účinná „proti dělostřelectvu a nepřipravené pěchotě“",
    ),
    (
        Category(ATT, J),
        Category(UNP, D),
        "+2z",
        (),
        S,
        "7. token; text: jízda je účinná „proti dělostřelectvu“",
    ),
    (
        Category(ATT, J),
        NO_UNIT,
        "+2z",
        (2,),
        V,
        "8. token s poznámkou 2 (jízda smí zaútočit do libovolné "
        "aktivní bojové zóny = nezablokovaná jízda); " + _FIG5 + ": dvě nezablokované eskadry dávají +4",
    ),
    # row 2: attacking infantry
    (Category(ATT, P), Category(ATT, J), "0", (), S, "1. token 2. řádku; " + _STRUCT),
    (Category(ATT, P), Category(ATT, P), "0", (), S, "2. token 2. řádku; " + _STRUCT),
    (Category(ATT, P), Category(DEF, P), "-1sz", (), V, "3. token 2. řádku; " + _FIG5),
    (
        Category(ATT, P),
        Category(DEF, D),
        "0",
        (),
        V,
        "4. token 2. řádku; " + _FIG5 + " (druhý pár přispívá 0)",
    ),
    (
        Category(ATT, P),
        Category(UNP, J),
        "0",
        (1,),
        S,
        "5. token s poznámkou 1 (napadená jízda smí po střelbě ustoupit, krok 3.6)",
    ),
    (Category(ATT, P), Category(UNP, P), "0", (), S, "6. token 2. řádku; " + _STRUCT),
    (Category(ATT, P), Category(UNP, D), "0", (), S, "7. token 2. řádku; " + _STRUCT),
    (
        Category(ATT, P),
        NO_UNIT,
        "+1z",
        (3,),
        S,
        "8. token s poznámkou 3 (pěchota útočí jen do stejné zóny) = "
        "„zvláštní úprava“ nezablokované pěchoty z kapitoly Pozice",
    ),
    # row 3: bombarding artillery (the o-values; Ostřelování step 3 points to Tab. 1)
    (
        Category(ATT, D),
        Category(ATT, J),
        "0",
        (),
        S,
        "1. token 3. řádku (hodnoty o = ostřelování); " + _STRUCT,
    ),
    (Category(ATT, D), Category(ATT, P), "0", (), S, "2. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), Category(DEF, P), "-1o", (), S, "3. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), Category(DEF, D), "-1o", (), S, "4. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), Category(UNP, J), "0", (), S, "5. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), Category(UNP, P), "0", (), S, "6. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), Category(UNP, D), "-1o", (), S, "7. token 3. řádku; " + _STRUCT),
    (Category(ATT, D), NO_UNIT, "-", (), V, "8. token „-“: ostřelovat lze jen jednotku, kterou soupeř určí"),
    # defending rows: only attacking cavalry and infantry stand opposite them
    (Category(DEF, P), Category(ATT, J), "+1z", (), V, "1. token obranných řádků; " + _FIG2),
    (
        Category(DEF, P),
        Category(ATT, P),
        "0",
        (),
        V,
        "2. token obranných řádků; " + _FIG5 + " (obrana pěchoty přispívá 0)",
    ),
    (
        Category(DEF, D),
        Category(ATT, J),
        "+1s",
        (),
        S,
        "3. token; text: obrana dělostřelectva zvýší účinnost palby",
    ),
    (
        Category(DEF, D),
        Category(ATT, P),
        "+2s",
        (),
        V,
        "4. token; " + _FIG5 + "; text: „obzvláště proti útočící pěchotě“",
    ),
    (Category(UNP, J), Category(ATT, J), "0", (), S, "5. token obranných řádků"),
    (
        Category(UNP, J),
        Category(ATT, P),
        "0",
        (1,),
        S,
        "6. token s poznámkou 1 (jízda smí po střelbě ustoupit)",
    ),
    (Category(UNP, P), Category(ATT, J), "-1s", (), V, "7. token; " + _FIG2),
    (Category(UNP, P), Category(ATT, P), "-1s", (), S, "8. token obranných řádků"),
    (
        Category(UNP, D),
        Category(ATT, J),
        "-1s",
        (),
        L,
        "9. token; konec běhu je dvojznačný (dva tokeny navíc)",
    ),
    (
        Category(UNP, D),
        Category(ATT, P),
        "0",
        (),
        L,
        "10. token; konec běhu je dvojznačný (dva tokeny navíc)",
    ),
]

# The last two tokens of the run (with footnotes 2 and 3) fit no cell with certainty.
TAB1_UNPLACED: tuple[tuple[str, tuple[int, ...]], ...] = (("-1z", (2,)), ("0", (3,)))


def _tab1() -> dict[tuple[Category, Category], Cell]:
    cells: dict[tuple[Category, Category], Cell] = {}
    for row, col, raw, notes, conf, evidence in _TAB1_READING:
        cells[row, col] = _cell("Tab. 1", row.czech(), col.czech(), raw, conf, evidence, notes)
    defending = [r for r in TAB1_ROWS if r.stance is not Stance.ATTACKING]
    for row in defending:
        for col in TAB1_COLUMNS:
            if (row, col) in cells:
                continue
            if col.unit is None:
                candidates = {
                    Category(UNP, J): ("-1z (pozn. 2)",),
                    Category(UNP, P): ("0 (pozn. 3)",),
                }.get(row, ())
                evidence = "Pro bránící jednotku proti prázdnému poli běh žádný jistý token nemá; " + (
                    "kandidát je jeden ze dvou zbylých tokenů na konci běhu."
                    if candidates
                    else "žádný token sem nepatří."
                )
                cells[row, col] = _cell("Tab. 1", row.czech(), col.czech(), None, X, evidence, candidates=candidates)
            else:
                cells[row, col] = _cell(
                    "Tab. 1",
                    row.czech(),
                    col.czech(),
                    "-",
                    V,
                    "Bránící jednotky proti sobě nikdy nestojí (proti obránci stojí vždy útočník).",
                )
    return cells


TAB1: dict[tuple[Category, Category], Cell] = _tab1()


# --- Tab. 2: direction of attack ----------------------------------------------------------------------
TAB2_ROWS: tuple[str, ...] = (
    "nepripravena:jizda",
    "nepripravena:pechota",
    "nepripravena:delostrelectvo",
    "ostrelovani",
)
_ROW_CZ = {
    "nepripravena:jizda": "nepřipravená bránící jízda",
    "nepripravena:pechota": "nepřipravená bránící pěchota",
    "nepripravena:delostrelectvo": "nepřipravené bránící dělostřelectvo",
    "ostrelovani": "ostřelování ze strany",
}
_TAB2_READING: list[tuple[str, Direction, str, tuple[int, ...], Confidence, str]] = [
    (
        "nepripravena:jizda",
        Direction.FLANK,
        "-1z",
        (),
        S,
        "1. token běhu Tab. 2; jízda nestřílí, proto jen z; "
        "řada −1/−2 souhlasí s pěchotou. Tokeny „0 ¹ 0 ¹“, které následují, zůstávají nevysvětlené.",
    ),
    ("nepripravena:jizda", Direction.REAR, "-2z", (), S, "2. token běhu Tab. 2"),
    (
        "nepripravena:pechota",
        Direction.FLANK,
        "-1sz",
        (),
        S,
        "5. token běhu Tab. 2; pěchota střílí i jde do zteče",
    ),
    ("nepripravena:pechota", Direction.REAR, "-2sz", (), S, "6. token běhu Tab. 2"),
    (
        "nepripravena:delostrelectvo",
        Direction.FLANK,
        "-2s",
        (4,),
        V,
        "7. token s poznámkou 4 (natočení "
        "dělostřelectva) – patří tedy dělostřelectvu; dělostřelectvo se brání jen střelbou",
    ),
    ("nepripravena:delostrelectvo", Direction.REAR, "nehází", (4,), V, "8. token „nehází“ s poznámkou 4"),
    (
        "ostrelovani",
        Direction.FLANK,
        "+1o",
        (),
        V,
        "9. token; text Ostřelování krok 4: „Pokud je ostřelování vedeno ze strany, uplatni bonus dle Tab. 2“",
    ),
    ("ostrelovani", Direction.REAR, "+1o", (), V, "10. token; tamtéž"),
]
TAB2_UNPLACED: tuple[tuple[str, tuple[int, ...]], ...] = (("0", (1,)), ("0", (1,)))


def _tab2() -> dict[tuple[str, Direction], Cell]:
    cells: dict[tuple[str, Direction], Cell] = {}
    for row in TAB2_ROWS:
        cells[row, Direction.FRONTAL] = _cell("Tab. 2", _ROW_CZ[row], presentation.direction_label(Direction.FRONTAL),
                                              "0", V, "Text Boj: „Čelní útok (bez úprav)“.")
    for row, direction, raw, notes, conf, evidence in _TAB2_READING:
        column = presentation.direction_label(direction)
        cells[row, direction] = _cell("Tab. 2", _ROW_CZ[row], column, raw, conf, evidence, notes)
    return cells


TAB2: dict[tuple[str, Direction], Cell] = _tab2()


# --- Tab. 3: bombardment ---------------------------------------------------------------------------------
TAB3: dict[str, Cell] = {
    "pres_obsazeny_sektor": _cell(
        "Tab. 3",
        "ostřelování přes obsazený sektor",
        "úprava",
        "-1o",
        V,
        "Tab. 3 čitelně: „přes obsazený sektor -1o“; obr. 3 v Rozkazech: baterie pálí „nad hlavy vlastních vojáků“.",
    ),
    "stejny_sektor_jako_minule": _cell(
        "Tab. 3",
        "ostřelování stejného sektoru jako v předchozím kole",
        "úprava",
        "+1o",
        V,
        "Tab. 3 čitelně: „stejného sektoru jako v předchozím kole +1o“.",
    ),
}


def all_cells() -> list[Cell]:
    return [*TAB1.values(), *TAB2.values(), *TAB3.values()]


@dataclass
class Lookup:
    """One table look-up: the cell and the modifier it gives to one kind of roll."""

    cell: Cell
    roll: Roll
    modifier: int | None  # None when the unit does not roll ("nehází")
    extra: dict[str, str] = field(default_factory=dict)


def tab1(mine: Category, theirs: Category, roll: Roll) -> Lookup:
    """Modifier of my unit ``mine`` facing ``theirs`` for ``roll`` (Tab. 1).

    :raises Refused: the two categories never face each other.
    :raises Unknown: the cell could not be reconstructed.
    """
    if mine.unit is None:
        raise refuse(Say.TAB1_NO_OWN_UNIT, "upravy")
    cell = TAB1.get((mine, theirs))
    if cell is None or cell.not_applicable:
        raise refuse(Say.TAB1_NO_PAIR, "tabulky", "stret", mine=mine, theirs=theirs)
    return Lookup(cell, roll, cell.get(roll))


def tab2(row: str, direction: Direction, roll: Roll) -> Lookup:
    """Direction modifier (Tab. 2) for an unprepared defending unit or for bombardment from the side."""
    cell = TAB2[row, direction]
    if cell.no_roll:
        return Lookup(cell, roll, None)
    return Lookup(cell, roll, cell.get(roll))


_TAB2_ROW_OF: dict[UnitKind, str] = {
    UnitKind.CAVALRY: "nepripravena:jizda",
    UnitKind.INFANTRY: "nepripravena:pechota",
    UnitKind.ARTILLERY: "nepripravena:delostrelectvo",
}


def tab2_row_for(category: Category) -> str | None:
    """Tab. 2 row for a unit hit by an attack, or None when Tab. 2 does not apply (defence order)."""
    if category.stance is Stance.UNPREPARED and category.unit is not None:
        return _TAB2_ROW_OF[category.unit]
    return None
