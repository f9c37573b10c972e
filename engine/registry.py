"""Every game's engine, by the key ``games.toml`` gives it (``engine = "…"``): one line per engine family."""

from __future__ import annotations

from engine.api import GameEngine
from engine.memoir44.engine import ENGINE as MEMOIR44

ENGINES: dict[str, GameEngine] = {
    "memoir44": MEMOIR44,
}
