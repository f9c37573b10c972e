"""Memoir '44 terrain as players know it: one card per terrain, *Pohyb / Boj / Linie výhledu*.

The words and values come from the engine (:func:`engine.memoir44.presentation.terrain_cards`),
so the docs, the printable sheets and the board page show what the engine computes with;
each line links to the manual's rule for that terrain.  On the docs site the rule
"Používání přehledových karet terénu" shows every card and each terrain's rule its own
(``pravidla-terrain`` directive); :func:`card_html` is the one rendering of a card.
"""

from __future__ import annotations

import html
from functools import cache

from docsite.site import rule_url
from engine.memoir44.presentation import TerrainCard, terrain_cards

__all__ = ["ALL_CARDS_RULE", "card_html", "cards_for_rule", "cards_html", "has_terrain_cards"]

ALL_CARDS_RULE = "memoir44.pouzivani-prehledovych-karet-terenu"  # "the terrain cards": every card here


@cache
def _cards() -> tuple[TerrainCard, ...]:
    return tuple(terrain_cards())


def card_html(card: TerrainCard, *, links: bool = True, heading: str = "h3") -> str:
    """One card: the terrain's name (obstacle, height), then its three lines, each linked to its rule."""
    tags = []
    if card.obstacle:
        tags.append("překážka")
    if card.elevation:
        tags.append(f"výška {card.elevation}")
    kind = f'<span class="pr-terrain-kind">{html.escape(", ".join(tags))}</span>' if tags else ""
    rows = []
    for label, text, rule in card.lines:
        value = html.escape(text)
        if links:
            value = f'<a href="{html.escape(rule_url(rule))}">{value}</a>'
        rows.append(f"<dt>{html.escape(label)}</dt><dd>{value}</dd>")
    return (f'<section class="pr-terrain" data-terrain="{html.escape(card.key)}">'
            f'<{heading} class="pr-terrain-name">{html.escape(card.name)}{kind}</{heading}>'
            f"<dl>{''.join(rows)}</dl></section>")


def cards_html(cards: tuple[TerrainCard, ...] | list[TerrainCard] | None = None, *, links: bool = True) -> str:
    """A grid of cards (every terrain and obstacle when ``cards`` is None)."""
    chosen = _cards() if cards is None else cards
    return '<div class="pr-terrain-cards">' + "".join(card_html(c, links=links) for c in chosen) + "</div>"


def cards_for_rule(rule_id: str) -> list[TerrainCard]:
    """The cards a rule's block shows: all of them on the terrain cards rule, else the terrain it defines."""
    if rule_id == ALL_CARDS_RULE:
        return list(_cards())
    return [c for c in _cards() if c.lines[0][2] == rule_id]


@cache
def has_terrain_cards(game: str) -> bool:
    """The engine's terrain cards cite rules of ``game`` (the game's part shows them)."""
    return any(rule.split(".", 1)[0] == game for card in _cards() for _label, _text, rule in card.lines)
