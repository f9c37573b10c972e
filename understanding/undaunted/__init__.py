"""The Odhodlaní question parser (Normandie, Stalingrad; Czech and Polish)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from engine.undaunted.facts import UndauntedFacts
from understanding.aliases import AliasTable, load_aliases
from understanding.undaunted.positions import ask_from_position
from understanding.undaunted.positions import facts_from_position as _facts_from_position

ALIASES = Path(__file__).resolve().parents[2] / "engine" / "undaunted" / "aliases.toml"


@cache
def aliases() -> AliasTable:
    return load_aliases(ALIASES)


def facts_from_position(game: str, position: Mapping[str, Any]) -> UndauntedFacts:
    return _facts_from_position(aliases(), position)


__all__ = ["aliases", "ask_from_position", "facts_from_position"]
