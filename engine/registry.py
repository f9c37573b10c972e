"""The engines by their registry key (``games.toml`` ``engine = …``); a new engine family adds one line."""

from __future__ import annotations

from engine.api import GameEngine
from engine.generalove.engine import ENGINE as GENERALOVE

ENGINES: dict[str, GameEngine] = {
    "generalove": GENERALOVE,
}
