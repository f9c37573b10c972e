"""The question parsers by their registry key (``games.toml`` ``parser = …``); a new family adds one line."""

from __future__ import annotations

from understanding import GameParser
from understanding.generalove import PARSER as GENERALOVE

PARSERS: dict[str, GameParser] = {
    "generalove": GENERALOVE,
}
