"""The engines by key (``games.toml`` names each game's ``engine``): ``ENGINES[game.engine]``.

Engines are imported here normally, so the import graph shows them; a fifth game adds one line.
"""

from __future__ import annotations

from engine.api import GameEngine
from engine.undaunted import ENGINE as UNDAUNTED

ENGINES: dict[str, GameEngine] = {
    "undaunted": UNDAUNTED,
}
