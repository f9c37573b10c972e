"""The Generálové board: 9 battlefield sectors, 2 reserve sectors, their kinds and geometry.

Coordinates are seen from one player ("me"): ``col`` 0..2 from my left to my
right, ``row`` 0 = my home row, 2 = the opponent's home row; my reserve is row
−1, the opponent's reserve row 3.

What the text of manual 001 states: the board has 11 sectors, 2 of them the
reserves and 9 the battlefield; each home row holds the command post (symbol of
a general) between the two flanks (flag symbols); moves and bombardment go only
horizontally or vertically.  The board picture is lost, so two things are
inferred and marked so in the docs: the reserve lies behind the whole home row
(a rear attack is "led straight toward one's own reserve", also along the
wings), and the "central sectors" (*středové sektory*) are the middle column
while the "wing sectors" (*sektory křídla*) are the left and right columns
(a flank attack "comes from a wing sector and goes into a central sector").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from engine.explain import IllegalActionError, MissingFactError

from .citations import cite
from .tables import Direction
from .units import UnitType


@dataclass(frozen=True, order=True)
class Sector:
    col: int  # 0..2 battlefield; reserve sectors use col 1 (they span the row)
    row: int  # -1 my reserve, 0..2 battlefield, 3 enemy reserve

    def __post_init__(self) -> None:
        if self.row in (-1, 3):
            if self.col != 1:
                raise ValueError("sektor rezervy má jen jednu polohu (col=1)")
        elif not (0 <= self.row <= 2 and 0 <= self.col <= 2):
            raise ValueError(f"sektor mimo hrací desku: {self.col},{self.row}")

    @property
    def is_reserve(self) -> bool:
        return self.row in (-1, 3)

    @property
    def is_central(self) -> bool:
        return not self.is_reserve and self.col == 1

    @property
    def is_wing(self) -> bool:
        return not self.is_reserve and self.col != 1

    @property
    def is_command_post(self) -> bool:
        return self.col == 1 and self.row in (0, 2)

    @property
    def is_flag_flank(self) -> bool:
        """A scored flank sector (flag symbol) in a home row."""
        return self.col != 1 and self.row in (0, 2)

    def mirrored(self) -> Sector:
        """The same sector seen from the opponent."""
        if self.is_reserve:
            return Sector(1, 2 - self.row)
        return Sector(2 - self.col, 2 - self.row)


MY_RESERVE = Sector(1, -1)
ENEMY_RESERVE = Sector(1, 3)
MY_HQ = Sector(1, 0)
ENEMY_HQ = Sector(1, 2)
BATTLEFIELD: tuple[Sector, ...] = tuple(Sector(c, r) for r in range(3) for c in range(3))
ALL_SECTORS: tuple[Sector, ...] = (MY_RESERVE, *BATTLEFIELD, ENEMY_RESERVE)

SECTOR_NAMES: dict[Sector, str] = {
    MY_RESERVE: "vlastní rezerva",
    Sector(0, 0): "vlastní levé křídlo",
    MY_HQ: "vlastní velitelské stanoviště",
    Sector(2, 0): "vlastní pravé křídlo",
    Sector(0, 1): "levý sektor uprostřed",
    Sector(1, 1): "střed bojiště",
    Sector(2, 1): "pravý sektor uprostřed",
    Sector(0, 2): "soupeřovo pravé křídlo",
    ENEMY_HQ: "soupeřovo velitelské stanoviště",
    Sector(2, 2): "soupeřovo levé křídlo",
    ENEMY_RESERVE: "soupeřova rezerva",
}


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.replace("-", " ").replace("_", " ").split())


_ALIASES: dict[str, Sector] = {_fold(name): sector for sector, name in SECTOR_NAMES.items()}
_ALIASES.update(
    {
        _fold(k): v
        for k, v in {
            "moje rezerva": MY_RESERVE,
            "rezerva": MY_RESERVE,
            "vlastni zaloha": MY_RESERVE,
            "souperova zaloha": ENEMY_RESERVE,
            "nepratelska rezerva": ENEMY_RESERVE,
            "leve kridlo": Sector(0, 0),
            "prave kridlo": Sector(2, 0),
            "velitelske stanoviste": MY_HQ,
            "vlastni stanoviste": MY_HQ,
            "stred": Sector(1, 1),
            "uprostred": Sector(1, 1),
            "uprostred vlevo": Sector(0, 1),
            "uprostred vpravo": Sector(2, 1),
            "stred vlevo": Sector(0, 1),
            "stred vpravo": Sector(2, 1),
            "souperovo stanoviste": ENEMY_HQ,
            "nepratelske velitelske stanoviste": ENEMY_HQ,
            "souperovo leve kridlo": Sector(2, 2),
            "souperovo prave kridlo": Sector(0, 2),
        }.items()
    }
)


def parse_sector(text: str) -> Sector:
    """A sector from its Czech name (diacritics optional) or from ``"col,row"``."""
    key = _fold(text)
    if key in _ALIASES:
        return _ALIASES[key]
    parts = key.replace(" ", "").split(",")
    if len(parts) == 2 and all(p.lstrip("-").isdigit() for p in parts):
        return Sector(int(parts[0]), int(parts[1]))
    raise ValueError(f"neznámý sektor: {text!r}")


def sector_name(sector: Sector) -> str:
    return SECTOR_NAMES[sector]


def neighbours(sector: Sector) -> list[Sector]:
    """Orthogonally adjacent sectors; a reserve touches the whole home row in front of it."""
    if sector == MY_RESERVE:
        return [Sector(c, 0) for c in range(3)]
    if sector == ENEMY_RESERVE:
        return [Sector(c, 2) for c in range(3)]
    out = [
        Sector(sector.col + dc, sector.row + dr)
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if 0 <= sector.col + dc <= 2 and 0 <= sector.row + dr <= 2
    ]
    if sector.row == 0:
        out.append(MY_RESERVE)
    if sector.row == 2:
        out.append(ENEMY_RESERVE)
    return out


def is_orthogonal_step(a: Sector, b: Sector) -> bool:
    return b in neighbours(a)


def straight_line(a: Sector, b: Sector) -> tuple[int, list[Sector]] | None:
    """(distance, sectors between) if ``b`` lies on a horizontal/vertical line from ``a``, else None."""
    if a == b:
        return None
    if a.is_reserve or b.is_reserve:
        if a.is_reserve and b.is_reserve:
            return None
        res, other = (a, b) if a.is_reserve else (b, a)
        # a reserve lies behind the whole home row, so "straight" means along the sector's column
        step = -1 if res.row == -1 else 1
        distance = abs(other.row - res.row)
        between = [Sector(other.col, res.row - step * k) for k in range(1, distance)]
        return distance, (between if a.is_reserve else list(reversed(between)))
    if a.col == b.col:
        sign = 1 if b.row > a.row else -1
        return abs(b.row - a.row), [Sector(a.col, r) for r in range(a.row + sign, b.row, sign)]
    if a.row == b.row:
        sign = 1 if b.col > a.col else -1
        return abs(b.col - a.col), [Sector(c, a.row) for c in range(a.col + sign, b.col, sign)]
    return None


# --- friendly / enemy / neutral ------------------------------------------------------------------------
class SectorStatus(Enum):
    PRATELSKY = "přátelský"
    NEPRATELSKY = "nepřátelský"
    NEUTRALNI = "neutrální"


@dataclass(frozen=True)
class Presence:
    """Units of one player in one sector, as counts."""

    ready: int = 0  # combat-ready units of any type
    panicked_infantry_cavalry: int = 0
    abandoned_artillery: int = 0

    @property
    def empty(self) -> bool:
        return not (self.ready or self.panicked_infantry_cavalry or self.abandoned_artillery)


def sector_status(mine: Presence, theirs: Presence) -> tuple[SectorStatus, str]:
    """Status of a sector for me, with the Czech reason.

    Stated by the manual: a sector is held (*ovládaný*) by the player whose
    combat-ready units are in it; a sector with the opponent's panicked
    infantry or cavalry is hostile for me; a sector with abandoned artillery is
    neutral.  Inferred (the glossary page is lost): an empty sector is neutral.

    :raises MissingFactError: only my own panicked units are in it (the manual does not say).
    """
    if theirs.ready:
        return SectorStatus.NEPRATELSKY, "v sektoru jsou soupeřovy bojeschopné jednotky (ovládá ho soupeř)"
    if theirs.panicked_infantry_cavalry:
        return SectorStatus.NEPRATELSKY, "v sektoru jsou soupeřovy jednotky pěchoty nebo jízdy v panice"
    if mine.ready:
        return SectorStatus.PRATELSKY, "v sektoru jsou mé bojeschopné jednotky (ovládám ho)"
    if mine.panicked_infantry_cavalry:
        raise MissingFactError(
            "Manuál neříká, jaký je pro mě sektor, v němž jsou jen mé jednotky v panice.",
            *cite("panika"),
            fact="stav sektoru s vlastními jednotkami v panice",
        )
    if mine.abandoned_artillery or theirs.abandoned_artillery:
        return SectorStatus.NEUTRALNI, "sektor s opuštěným dělostřelectvem se považuje za neutrální"
    return SectorStatus.NEUTRALNI, "v sektoru nejsou žádné jednotky"


# --- direction of attack ---------------------------------------------------------------------------------
def attack_direction(origin: Sector, target: Sector, attacker_is_me: bool = True) -> tuple[Direction, str]:
    """Direction of an attack from ``origin`` into ``target`` (chapter Boj, Tab. 2).

    Rear: led straight toward the attacker's own reserve.  Flank: from a wing
    sector into a central sector.  Frontal: everything else (from a central
    sector, or along the wings).
    """
    line = straight_line(origin, target)
    if line is None or line[0] != 1:
        raise IllegalActionError(
            "Útok vede jen do sousedního sektoru ve vodorovném nebo svislém směru.", *cite("presun_utok")
        )
    toward_own = target.row < origin.row if attacker_is_me else target.row > origin.row
    if origin.col == target.col and toward_own:
        return Direction.ZEZADU, "útok je veden přímým směrem k vlastní rezervě útočníka"
    if origin.row == target.row and origin.is_wing and target.is_central:
        return Direction.Z_BOKU, "útok vychází ze sektoru na křídle a směřuje do středového sektoru"
    if origin.is_central:
        return Direction.CELNI, "útok vychází ze středového sektoru"
    return Direction.CELNI, "útok je veden po křídle (čelní útok)"


def artillery_direction(origin: Sector, target: Sector, facing: Sector | None) -> tuple[Direction, str]:
    """Direction of an attack on artillery, relative to where it faces (Tab. 1 footnote 4).

    ``facing`` is the sector of its last bombarded target; None = it never
    bombarded and still faces the opponent as set up ("šipka … směrem k soupeři").
    """
    incoming = (origin.col - target.col, origin.row - target.row)
    if facing is None:
        face = (0, 1)
        why = "dělostřelectvo, které ještě neostřelovalo, je otočeno směrem k soupeři"
    else:
        line = straight_line(target, facing)
        if line is None:
            raise IllegalActionError(
                "Ostřelovaný cíl musí ležet ve vodorovném nebo svislém směru.", *cite("ostrelovani_rozkaz")
            )
        face = (
            (facing.col > target.col) - (facing.col < target.col),
            (facing.row > target.row) - (facing.row < target.row),
        )
        why = "dělostřelectvo je otočeno ke svému poslednímu ostřelovanému cíli"
    if incoming == face:
        return Direction.CELNI, why + "; útok přichází zepředu"
    if incoming == (-face[0], -face[1]):
        return Direction.ZEZADU, why + "; útok přichází zezadu"
    return Direction.Z_BOKU, why + "; útok přichází z boku"


def shortest_paths(start: Sector, goal: Sector, passable: Iterable[Sector]) -> list[Sector] | None:
    """Shortest orthogonal path from ``start`` to ``goal`` through ``passable`` sectors (BFS)."""
    allowed = set(passable) | {goal}
    frontier = [start]
    came: dict[Sector, Sector | None] = {start: None}
    while frontier:
        nxt: list[Sector] = []
        for sector in frontier:
            if sector == goal:
                path = [sector]
                while came[path[-1]] is not None:
                    prev = came[path[-1]]
                    assert prev is not None
                    path.append(prev)
                return list(reversed(path))
            for n in neighbours(sector):
                if n in allowed and n not in came:
                    came[n] = sector
                    nxt.append(n)
        frontier = nxt
    return None


def statuses_from(mapping: Mapping[str, str]) -> dict[Sector, SectorStatus]:
    """Parse ``{"střed": "nepřátelský", …}`` into sector statuses."""
    out: dict[Sector, SectorStatus] = {}
    words = {_fold(s.value): s for s in SectorStatus}
    words.update(
        {
            "souper": SectorStatus.NEPRATELSKY,
            "nepritel": SectorStatus.NEPRATELSKY,
            "ja": SectorStatus.PRATELSKY,
            "prazdny": SectorStatus.NEUTRALNI,
        }
    )
    for name, status in mapping.items():
        out[parse_sector(name)] = words[_fold(status)]
    return out


MOVE_RANGE: dict[UnitType, int] = {UnitType.PECHOTA: 1, UnitType.JIZDA: 2, UnitType.DELOSTRELECTVO: 1}
