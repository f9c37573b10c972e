"""The Odhodlaní question parser (Normandie, Stalingrad; Czech and Polish): ``PARSER``.

:mod:`.parser` reads a question into a typed :class:`~engine.api.Query` (facts by role, the
proposition a yes/no asks); :mod:`.positions` reads a JSON ``position`` (canonical values
or the older Czech names and keys).  Words come from the engine's alias table
(``engine/undaunted/aliases.toml``) and the cue data beside the parser
(``understanding/data/undaunted_cues.toml``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import Any

from engine.undaunted.facts import UndauntedFacts
from understanding import Understood
from understanding.aliases import AliasTable, load_aliases
from understanding.intent import IntentGuess
from understanding.text import Analysed
from understanding.undaunted.parser import parse
from understanding.undaunted.positions import ask_from_position, facts_from_position

__all__ = ["PARSER", "UndauntedParser", "ask_from_position"]

ALIASES = Path(__file__).resolve().parents[2] / "engine" / "undaunted" / "aliases.toml"


class UndauntedParser:
    """The :class:`understanding.GameParser` of Odhodlaní: Normandie and Odhodlaní: Stalingrad."""

    games = ("normandie", "stalingrad")

    @cached_property
    def aliases(self) -> AliasTable:
        return load_aliases(ALIASES)

    def parse(self, q: Analysed, game: str, intent: IntentGuess) -> Understood:
        return parse(q, game, intent, self.aliases)

    def facts_from_position(self, game: str, position: Mapping[str, Any]) -> UndauntedFacts:
        return facts_from_position(self.aliases, position)


PARSER = UndauntedParser()
