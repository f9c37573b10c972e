"""Question parsers by engine family (the ``parser`` key of ``games/games.toml``).

A game's parser module registers here with one line; the assistant looks parsers
up through the game registry: ``PARSERS[games.get(game_id).parser]``.
"""

from __future__ import annotations

from understanding import GameParser
from understanding.generalove import PARSER as GENERALOVE
from understanding.memoir44 import PARSER as MEMOIR44
from understanding.undaunted import PARSER as UNDAUNTED

PARSERS: dict[str, GameParser] = {
    "generalove": GENERALOVE,
    "memoir44": MEMOIR44,
    "undaunted": UNDAUNTED,
}
