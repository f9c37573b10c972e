"""Rules engines by key (the ``engine`` key of ``games/games.toml``).

Each engine package registers its ``ENGINE`` here with one line; the assistant,
the sheets and the board look engines up through the game registry:
``ENGINES[games.get(game_id).engine]``.
"""

from __future__ import annotations

from engine.api import GameEngine
from engine.generalove.engine import ENGINE as GENERALOVE
from engine.memoir44.engine import ENGINE as MEMOIR44
from engine.undaunted import ENGINE as UNDAUNTED

ENGINES: dict[str, GameEngine] = {
    "generalove": GENERALOVE,
    "memoir44": MEMOIR44,
    "undaunted": UNDAUNTED,
}
