"""Memoir '44 engine speed: line of sight across the board and legal moves of one armour unit.

Targets: under 20 µs per line-of-sight check, under 200 µs for the legal moves of one armour unit.
Measured with ``timeit`` on a busy board (terrain, obstacles and units), caches warm as in play.
Run: ``.venv/bin/python bench/bench_engine_memoir44.py``
"""

from __future__ import annotations

import timeit

from engine.memoir44.board import PLAYABLE_HEXES
from engine.memoir44.maps import H, position_from_map
from engine.memoir44.movement import legal_destinations
from engine.memoir44.sight import has_line_of_sight, line_of_sight

BOARD = """
 . 6 . F F . . 7 . . T . .
# . . F . . K K . 6 . . . #
 . . . . . R B R . . . F .
# . T . 6 . . . . . H . . #
 . . . . . . 2 . F . . . .
# . F . . K . . . . 1 . . #
 . . . 1 . . P P . . . . .
# . . . . . . . . . S . . #
 . 1 . . 3 . . 2 . . . . .
"""


def main() -> None:
    p = position_from_map(BOARD)
    a, b = H("A1"), H("M9")  # corner to corner, 12 hexes
    pairs = [(x, y) for x in PLAYABLE_HEXES[::7] for y in PLAYABLE_HEXES[::5] if x != y]
    line_of_sight(p, a, b)
    n = 20000
    t_corner = timeit.timeit(lambda: has_line_of_sight(p, a, b), number=n) / n
    reps = 20
    t_many = timeit.timeit(lambda: [has_line_of_sight(p, x, y) for x, y in pairs], number=reps) / (reps * len(pairs))
    empty = position_from_map(BOARD.replace("F", ".").replace("T", ".").replace("K", ".").replace("H", ".")
                              .replace("6", ".").replace("7", ".").replace("1", ".").replace("2", "."))
    assert has_line_of_sight(empty, a, b)
    t_clear = timeit.timeit(lambda: has_line_of_sight(empty, a, b), number=n) / n
    armour = H("G5")
    moves = legal_destinations(p, armour)
    m = 3000
    t_moves = timeit.timeit(lambda: legal_destinations(p, armour), number=m) / m
    print(f"line of sight A1→M9 (12 hexes): {t_corner * 1e6:.1f} µs per check (target < 20 µs)")
    print(f"line of sight A1→M9 unblocked (every hex checked): {t_clear * 1e6:.1f} µs per check (target < 20 µs)")
    print(f"line of sight, {len(pairs)} pairs across the board: {t_many * 1e6:.1f} µs per check (target < 20 µs)")
    print(f"legal moves of armour on G5 ({len(moves)} destinations): {t_moves * 1e6:.1f} µs (target < 200 µs)")


if __name__ == "__main__":
    main()
