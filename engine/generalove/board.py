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

from collections.abc import Iterable
from dataclasses import dataclass

from .facts import Direction, SectorId, SectorStatus
from .notes import Say, Trace, Unknown, refuse


@dataclass(frozen=True, order=True)
class Sector:
    col: int  # 0..2 battlefield; reserve sectors use col 1 (they span the row)
    row: int  # -1 my reserve, 0..2 battlefield, 3 enemy reserve

    def __post_init__(self) -> None:
        if self.row in (-1, 3):
            if self.col != 1:
                raise ValueError("a reserve sector has one position (col=1)")
        elif not (0 <= self.row <= 2 and 0 <= self.col <= 2):
            raise ValueError(f"sector off the board: {self.col},{self.row}")

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

# The sectors by their canonical ids (seen from the asking player).
SECTORS: dict[SectorId, Sector] = {
    SectorId.OWN_RESERVE: MY_RESERVE,
    SectorId.OWN_LEFT_FLANK: Sector(0, 0),
    SectorId.OWN_COMMAND_POST: MY_HQ,
    SectorId.OWN_RIGHT_FLANK: Sector(2, 0),
    SectorId.CENTRE_LEFT: Sector(0, 1),
    SectorId.CENTRE: Sector(1, 1),
    SectorId.CENTRE_RIGHT: Sector(2, 1),
    SectorId.ENEMY_RIGHT_FLANK: Sector(0, 2),
    SectorId.ENEMY_COMMAND_POST: ENEMY_HQ,
    SectorId.ENEMY_LEFT_FLANK: Sector(2, 2),
    SectorId.ENEMY_RESERVE: ENEMY_RESERVE,
}
_IDS: dict[Sector, SectorId] = {sector: sid for sid, sector in SECTORS.items()}


def at(sid: SectorId) -> Sector:
    """The sector with this id."""
    return SECTORS[sid]


def sector_id(sector: Sector) -> SectorId:
    """The id of a sector (the inverse of :func:`at`)."""
    return _IDS[sector]


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
@dataclass(frozen=True)
class Presence:
    """Units of one player in one sector, as counts."""

    ready: int = 0  # combat-ready units of any type
    panicked_infantry_cavalry: int = 0
    abandoned_artillery: int = 0

    @property
    def empty(self) -> bool:
        return not (self.ready or self.panicked_infantry_cavalry or self.abandoned_artillery)


def sector_status(mine: Presence, theirs: Presence, trace: Trace | None = None) -> SectorStatus:
    """Status of a sector for me.

    Stated by the manual: a sector is held (*ovládaný*) by the player whose
    combat-ready units are in it; a sector with the opponent's panicked
    infantry or cavalry is hostile for me; a sector with abandoned artillery is
    neutral.  Inferred (the glossary page is lost): an empty sector is neutral.

    :raises Unknown: only my own panicked units are in it (the manual does not say).
    """
    trace = trace if trace is not None else Trace()
    if theirs.ready:
        trace.add(Say.STATUS_ENEMY_READY, "panika")
        return SectorStatus.HOSTILE
    if theirs.panicked_infantry_cavalry:
        trace.add(Say.STATUS_ENEMY_PANICKED, "panika")
        return SectorStatus.HOSTILE
    if mine.ready:
        trace.add(Say.STATUS_MINE_READY, "panika")
        return SectorStatus.FRIENDLY
    if mine.panicked_infantry_cavalry:
        raise Unknown(Say.STATUS_OWN_PANICKED_UNKNOWN, "panika")
    if mine.abandoned_artillery or theirs.abandoned_artillery:
        trace.add(Say.STATUS_ABANDONED_ARTILLERY, "opustene_delostrelectvo")
        return SectorStatus.NEUTRAL
    trace.add(Say.STATUS_EMPTY)
    return SectorStatus.NEUTRAL


# --- direction of attack ---------------------------------------------------------------------------------
def attack_direction(origin: Sector, target: Sector, attacker_is_me: bool = True) -> tuple[Direction, Say]:
    """Direction of an attack from ``origin`` into ``target`` and the reason (chapter Boj, Tab. 2).

    Rear: led straight toward the attacker's own reserve.  Flank: from a wing
    sector into a central sector.  Frontal: everything else (from a central
    sector, or along the wings).

    :raises Refused: the target is not an adjacent sector in a straight line.
    """
    line = straight_line(origin, target)
    if line is None or line[0] != 1:
        raise refuse(Say.ATTACK_NOT_ADJACENT, "presun_utok")
    toward_own = target.row < origin.row if attacker_is_me else target.row > origin.row
    if origin.col == target.col and toward_own:
        return Direction.REAR, Say.DIRECTION_REAR
    if origin.row == target.row and origin.is_wing and target.is_central:
        return Direction.FLANK, Say.DIRECTION_FLANK
    if origin.is_central:
        return Direction.FRONTAL, Say.DIRECTION_FROM_CENTRE
    return Direction.FRONTAL, Say.DIRECTION_ALONG_WING


def artillery_direction(origin: Sector, target: Sector, facing: Sector | None) -> tuple[Direction, Say, bool]:
    """Direction of an attack on artillery, relative to where it faces (Tab. 1 footnote 4).

    ``facing`` is the sector of its last bombarded target; None = it never
    bombarded and still faces the opponent as set up ("šipka … směrem k soupeři").
    Returns (direction, reason, whether it faces its last target).

    :raises Refused: the last target does not lie in a straight line.
    """
    incoming = (origin.col - target.col, origin.row - target.row)
    if facing is None:
        face = (0, 1)
    else:
        if straight_line(target, facing) is None:
            raise refuse(Say.BOMBARD_NOT_STRAIGHT, "ostrelovani_rozkaz")
        face = (
            (facing.col > target.col) - (facing.col < target.col),
            (facing.row > target.row) - (facing.row < target.row),
        )
    if incoming == face:
        return Direction.FRONTAL, Say.ARTILLERY_FROM_FRONT, facing is not None
    if incoming == (-face[0], -face[1]):
        return Direction.REAR, Say.ARTILLERY_FROM_REAR, facing is not None
    return Direction.FLANK, Say.ARTILLERY_FROM_SIDE, facing is not None


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
