"""The topics of each game's sheet: written summaries (``summaries/<game>.toml``) and engine tables.

A standard sheet prints every topic of its game in the order of its file; a custom sheet
prints the chosen ones.  A topic holds entries (a title and a summary in complete sentences,
naming the rule it sums up), tables the engines compute (``tables = [...]``, keys of
:data:`TABLES`) and, for Memoir '44, the terrain cards (``cards = true``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from games import game_ids, titles

from . import tables as t

__all__ = ["GAME_TITLES", "TABLES", "TOPICS", "Entry", "Topic", "topic_keys", "topics_for"]

GAME_TITLES: dict[str, str] = titles()
SUMMARIES = Path(__file__).with_name("summaries")

# table key in a summaries file -> the function that computes its table(s) with the engine (given the game)
TABLES: dict[str, Callable[[str], list[t.Table]]] = {
    "undaunted_hits": lambda game: [t.undaunted_hit_table(game)],
    "memoir_units": lambda game: [t.memoir_units_table()],
    "memoir_range": lambda game: [t.memoir_range_table()],
    "memoir_dice": lambda game: [t.memoir_dice_table()],
    "generalove_tables": lambda game: t.generalove_tables(),
    "generalove_single": lambda game: [t.generalove_single_table()],
    "generalove_distribution": lambda game: t.generalove_distribution_tables(),
}


@dataclass(frozen=True)
class Entry:
    """One summary: its title and text (Markdown, ``{name}`` = an engine value) and the rule it sums up."""

    title: str
    text: str
    rule: str  # folded title of the rule
    under: str = ""  # folded part of the rule's section path
    compact: bool = False  # "title – text" in one paragraph (a list of actions)


@dataclass(frozen=True)
class Topic:
    game: str
    key: str
    title: str
    entries: tuple[Entry, ...] = ()
    table_keys: tuple[str, ...] = ()
    cards: bool = False

    def tables(self) -> list[t.Table]:
        return [table for key in self.table_keys for table in TABLES[key](self.game)]


def _load(game: str) -> list[Topic]:
    data = tomllib.loads((SUMMARIES / f"{game}.toml").read_text(encoding="utf-8"))
    return [
        Topic(
            game=game,
            key=topic["key"],
            title=topic["title"],
            entries=tuple(Entry(e["title"], e["text"].strip(), e["rule"], e.get("under", ""), e.get("compact", False))
                          for e in topic.get("entry", ())),
            table_keys=tuple(topic.get("tables", ())),
            cards=bool(topic.get("cards", False)),
        )
        for topic in data["topic"]
    ]


TOPICS: dict[str, list[Topic]] = {game: _load(game) for game in game_ids() if (SUMMARIES / f"{game}.toml").exists()}


def topic_keys(game: str) -> list[str]:
    return [topic.key for topic in TOPICS[game]]


def topics_for(game: str, keys: Sequence[str] | None) -> list[Topic]:
    """Topics of ``game`` in the order asked (all of them for ``None``); unknown keys raise ValueError."""
    if keys is None:
        return list(TOPICS[game])
    by_key = {topic.key: topic for topic in TOPICS[game]}
    unknown = [k for k in keys if k not in by_key]
    if unknown:
        raise ValueError(
            f"Neznámé téma pro hru {GAME_TITLES[game]}: {', '.join(unknown)}. "
            f"Platná témata: {', '.join(by_key)}."
        )
    return [by_key[k] for k in dict.fromkeys(keys)]

