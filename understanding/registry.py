"""Every game's question parser, by the key ``games.toml`` gives it (``parser = "…"``): one line per engine family."""

from __future__ import annotations

from understanding import GameParser
from understanding.memoir44 import PARSER as MEMOIR44

PARSERS: dict[str, GameParser] = {
    "memoir44": MEMOIR44,
}
