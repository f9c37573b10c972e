"""The Memoir '44 battlefield: 13 × 9 hexes, half hexes at the edges, three sectors.

Offset coordinates exist only here, for parsing and printing.  Rows run from
0 (top edge) to 8 (bottom edge).  Even rows hold 13 full hexes (columns 0–12);
odd rows hold 12 full hexes (columns 1–12) between two half hexes (columns 0
and 13) that are cut by the board edge.  In printed form a hex is a column
letter and a row number, ``A1`` … ``N9`` (``A2`` is the left half hex of the
second row).

Component facts recorded here (the manual's text states only "13 × 9 hexes"
and "two dashed lines"): the dashed sector lines run straight down the board
through the centres of the hexes of the odd rows, half way between columns 3/4
and 8/9 of the even rows.  A hex the line passes through belongs to both
sectors it touches (rule ``board.sectors``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum

from engine.memoir44.facts import Sector
from engine.memoir44.hexgrid import Hex

ROWS = 9
FULL_COLUMNS = 13
# Doubled x coordinate of the two dashed lines (x2 = 2q + r; even-row centres are 0, 2, … 24).
LEFT_LINE_X2 = 7
RIGHT_LINE_X2 = 17


class Edge(Enum):
    """The long board edge a player sits at."""

    TOP = "top"
    BOTTOM = "bottom"


def offset_to_hex(col: int, row: int) -> Hex:
    """Offset (column, row) to cube; does not check that the hex is on the board."""
    return Hex(col - (row + 1) // 2, row)


def hex_to_offset(h: Hex) -> tuple[int, int]:
    return h.q + (h.r + 1) // 2, h.r


def _x2(h: Hex) -> int:
    return 2 * h.q + h.r


def is_on_board(h: Hex) -> bool:
    """True for every hex of the printed grid, half hexes included."""
    col, row = hex_to_offset(h)
    if not 0 <= row < ROWS:
        return False
    return 0 <= col < FULL_COLUMNS if row % 2 == 0 else 0 <= col <= FULL_COLUMNS


def is_half_hex(h: Hex) -> bool:
    """The half hexes along the short edges: impassable and blocking line of sight (rule ``board.half_hexes``)."""
    col, row = hex_to_offset(h)
    return row % 2 == 1 and col in (0, FULL_COLUMNS) and 0 <= row < ROWS


def is_playable(h: Hex) -> bool:
    """On the board and a full hex."""
    return is_on_board(h) and not is_half_hex(h)


ALL_HEXES: tuple[Hex, ...] = tuple(
    offset_to_hex(col, row)
    for row in range(ROWS)
    for col in range(FULL_COLUMNS if row % 2 == 0 else FULL_COLUMNS + 1)
)
PLAYABLE_HEXES: tuple[Hex, ...] = tuple(h for h in ALL_HEXES if not is_half_hex(h))


def format_hex(h: Hex) -> str:
    """Printed name, e.g. ``Hex`` at column 2, row 0 → ``C1``."""
    if not is_on_board(h):
        raise ValueError(f"{h!r} is not on the board")
    col, row = hex_to_offset(h)
    return f"{chr(ord('A') + col)}{row + 1}"


def parse_hex(text: str) -> Hex:
    """Inverse of :func:`format_hex` (case-insensitive, spaces ignored)."""
    t = text.strip().upper().replace(" ", "")
    if len(t) < 2 or not t[0].isalpha() or not t[1:].isdigit():
        raise ValueError(f"not a hex name: {text!r}")
    h = offset_to_hex(ord(t[0]) - ord("A"), int(t[1:]) - 1)
    if not is_on_board(h):
        raise ValueError(f"hex {text!r} is not on the board")
    return h


def screen_sectors(h: Hex) -> frozenset[Sector]:
    """Sectors as seen from the bottom edge (a hex on a dashed line is in two sectors)."""
    x2 = _x2(h)
    found = set()
    if x2 <= LEFT_LINE_X2:
        found.add(Sector.LEFT)
    if LEFT_LINE_X2 <= x2 <= RIGHT_LINE_X2:
        found.add(Sector.CENTER)
    if x2 >= RIGHT_LINE_X2:
        found.add(Sector.RIGHT)
    return frozenset(found)


_MIRROR = {Sector.LEFT: Sector.RIGHT, Sector.CENTER: Sector.CENTER, Sector.RIGHT: Sector.LEFT}


def sectors(h: Hex, edge: Edge) -> frozenset[Sector]:
    """Sectors of ``h`` for the player sitting at ``edge`` (left and right swap for the top player)."""
    found = screen_sectors(h)
    return found if edge is Edge.BOTTOM else frozenset(_MIRROR[s] for s in found)


def is_on_dashed_line(h: Hex) -> bool:
    return len(screen_sectors(h)) == 2


def backward(h: Hex, edge: Edge) -> tuple[Hex, Hex]:
    """The two neighbours one row closer to ``edge`` (where a retreat may go)."""
    if edge is Edge.BOTTOM:
        return Hex(h.q - 1, h.r + 1), Hex(h.q, h.r + 1)
    return Hex(h.q, h.r - 1), Hex(h.q + 1, h.r - 1)


def parse_map(text: str) -> dict[Hex, str]:
    """Read a full-board ASCII map: 9 lines, even rows with marks at odd columns, odd rows at even.

    Every non-space character marks one hex; the result maps the hex to it.
    """
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    if len(lines) != ROWS:
        raise ValueError(f"a map has {ROWS} rows, got {len(lines)}")
    out: dict[Hex, str] = {}
    for row, line in enumerate(lines):
        for i, ch in enumerate(line):
            if ch == " ":
                continue
            if (i + row) % 2 == 0:
                raise ValueError(f"row {row + 1}: mark {ch!r} at position {i} sits between two hexes")
            col = i // 2 if row % 2 else (i - 1) // 2
            h = offset_to_hex(col, row)
            if not is_on_board(h):
                raise ValueError(f"row {row + 1}: position {i} is off the board")
            out[h] = ch
    return out


def render_map(marks: Mapping[Hex, str], default: str = ".", half: str = "#") -> str:
    """Inverse of :func:`parse_map`: every board hex printed with its mark (half hexes as ``half``)."""
    lines = []
    for row in range(ROWS):
        width = FULL_COLUMNS if row % 2 == 0 else FULL_COLUMNS + 1
        chars = [" "] * (2 * FULL_COLUMNS + 1)
        for col in range(width):
            h = offset_to_hex(col, row)
            i = 2 * col if row % 2 else 2 * col + 1
            chars[i] = marks.get(h, half if is_half_hex(h) else default)
        lines.append("".join(chars).rstrip())
    return "\n".join(lines)


def hexes_marked(marks: Mapping[Hex, str], symbols: Iterable[str]) -> set[Hex]:
    wanted = set(symbols)
    return {h for h, ch in marks.items() if ch in wanted}


# Playable neighbours of every playable hex (static board adjacency, used by the move search).
PLAYABLE_NEIGHBOURS: dict[Hex, tuple[Hex, ...]] = {
    h: tuple(n for n in h.neighbours() if is_playable(n)) for h in PLAYABLE_HEXES
}
HALF_HEXES: frozenset[Hex] = frozenset(h for h in ALL_HEXES if is_half_hex(h))
