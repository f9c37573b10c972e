"""The game registry: every game declared once, in ``games.toml``.

>>> [g.id for g in all_games()]
['normandie', 'stalingrad', 'memoir44', 'generalove']
>>> get("memoir44").title
"Memoir '44"
>>> get("normandie").profile("pl")
'normandie-pl'

Engines and parsers are looked up by the keys the registry gives
(``engine.ENGINES[game.engine]``, ``understanding.PARSERS[game.parser]``); this
module imports neither, so the corpus and the docs can read the registry
without loading them.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

__all__ = [
    "Game", "UnknownGameError", "all_games", "family_hints", "family_members", "game_ids", "get", "title", "titles",
]

REGISTRY = Path(__file__).with_name("games.toml")


class UnknownGameError(KeyError):
    """A game id the registry does not hold."""


@dataclass(frozen=True)
class Game:
    id: str
    title: str
    short: str
    family: str
    engine: str
    parser: str
    profiles: dict[str, str]
    names: tuple[str, ...]
    hints: tuple[str, ...]
    title_pl: str | None = None

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.profiles)

    def profile(self, lang: str) -> str:
        """The segmentation profile of this game's manual in ``lang``."""
        return self.profiles.get(lang, f"{self.id}-{lang}")


@cache
def _load() -> tuple[dict[str, Game], dict[str, dict[str, object]]]:
    data = tomllib.loads(REGISTRY.read_text(encoding="utf-8"))
    games: dict[str, Game] = {}
    for entry in data["game"]:
        games[entry["id"]] = Game(
            id=entry["id"],
            title=entry["title"],
            short=entry.get("short", entry["title"]),
            family=entry.get("family", entry["id"]),
            engine=entry["engine"],
            parser=entry["parser"],
            profiles=dict(entry.get("profiles", {})),
            names=tuple(entry.get("names", ())),
            hints=tuple(entry.get("hints", ())),
            title_pl=entry.get("title_pl"),
        )
    return games, data.get("family", {})


def all_games() -> list[Game]:
    """Every registered game, in the registry's order (the order the docs and menus use)."""
    return list(_load()[0].values())


def game_ids() -> tuple[str, ...]:
    return tuple(_load()[0])


def get(game_id: str) -> Game:
    try:
        return _load()[0][game_id]
    except KeyError:
        raise UnknownGameError(game_id) from None


def title(game_id: str) -> str:
    """The Czech title of a game (the id itself for an unknown one)."""
    games = _load()[0]
    return games[game_id].title if game_id in games else game_id


def family_hints(family: str) -> tuple[str, ...]:
    """Words typical of every game of a family (e.g. the Odhodlaní unit names)."""
    entry = _load()[1].get(family, {})
    return tuple(entry.get("hints", ()))  # type: ignore[call-overload]


def family_members(family: str) -> list[Game]:
    return [g for g in all_games() if g.family == family]


def titles() -> dict[str, str]:
    """Game id -> Czech title, in registry order."""
    return {g.id: g.title for g in all_games()}
