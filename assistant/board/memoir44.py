"""The Memoir '44 board: the 13 × 9 battlefield drawn in SVG, and what the engine says about a position on it.

The drawing is laid out here from the engine's own board (:mod:`engine.memoir44.board`:
which hexes exist, which are half hexes, where the dashed sector lines run); every
hex is named as the engine names it (``A1`` … ``N9``).  What a position means —
the hexes the attacker reaches, the units it may battle, the line of sight and
what blocks it, the retreats — comes from :func:`engine.memoir44.board_view.board_view`;
this module only turns hexes into points of the drawing.
"""

from __future__ import annotations

import math
from typing import Any

from assistant.board.common import probabilities, steps_json
from assistant.qa import answer_query
from assistant.resources import Resources
from engine.api import Ask, Facts, Intent, Query, facts_to_dict
from engine.memoir44.board import ALL_HEXES, LEFT_LINE_X2, RIGHT_LINE_X2, ROWS, format_hex, is_half_hex
from engine.memoir44.board_view import BoardView, board_view, hex_facts
from engine.memoir44.components import UNIT_PROFILES
from engine.memoir44.facts import Feature, Memoir44Facts, Side, UnitType
from engine.memoir44.hexgrid import Hex
from engine.memoir44.presentation import name
from engine.memoir44.scene import position_from_query
from engine.memoir44.topics import Topic, choose_topic

__all__ = ["GAME", "INTENT", "drawing", "evaluate", "placed_facts", "tools"]

GAME = "memoir44"
INTENT = Intent.ODDS  # dice, odds of hits and flags: everything a battle on the board has
R = 30.0  # hex radius in drawing units (pointy-top hexes)
W = math.sqrt(3) * R  # hex width
WIDTH = 13 * W
HEIGHT = 2 * R + (ROWS - 1) * 1.5 * R


def center(h: Hex) -> tuple[float, float]:
    """The hex's centre in the drawing (x from the doubled column ``2q + r``, y from the row)."""
    return round((2 * h.q + h.r + 1) * W / 2, 2), round(R + 1.5 * R * h.r, 2)


def _corners(h: Hex) -> str:
    cx, cy = center(h)
    points = ((cx + R * math.cos(math.radians(60 * i - 30)), cy + R * math.sin(math.radians(60 * i - 30)))
              for i in range(6))
    return " ".join(f"{x:.2f},{y:.2f}" for x, y in points)


def drawing() -> dict[str, Any]:
    """The static board for the page template: every hex (half hexes included) and the sector lines."""
    hexes = []
    for h in ALL_HEXES:
        x, y = center(h)
        hexes.append({"name": format_hex(h), "points": _corners(h), "x": x, "y": y, "half": is_half_hex(h)})
    lines = [round((x2 + 1) * W / 2, 2) for x2 in (LEFT_LINE_X2, RIGHT_LINE_X2)]
    return {"width": round(WIDTH, 2), "height": round(HEIGHT, 2), "hexes": hexes, "sector_lines": lines,
            "radius": R}


def tools() -> dict[str, Any]:
    """What the page offers to place: sides, unit types (with their full figures), terrains and obstacles."""
    return {
        "sides": [{"value": str(s), "label": name(s)} for s in Side],
        "units": [{"value": str(u), "label": name(u), "figures": UNIT_PROFILES[u].figures} for u in UnitType],
        "terrains": [{"value": str(f), "label": name(f)} for f in Feature if not f.is_obstacle
                     and f is not Feature.PLAIN],
        "obstacles": [{"value": str(f), "label": name(f)} for f in Feature if f.is_obstacle],
    }


def evaluate(res: Resources, game: str, facts: tuple[Facts, ...], intent: Intent, ask: Ask | None) -> dict[str, Any]:
    """The engine's answer to the position (the ``/api/ask`` shape) and what the board draws."""
    (typed,) = facts
    assert isinstance(typed, Memoir44Facts)
    out = answer_query(res, Query(game, intent, typed, ask))
    out["board"] = _board(res, board_view(typed))
    return out


def _name(h: Hex) -> str:
    return format_hex(h)


def _board(res: Resources, view: BoardView) -> dict[str, Any]:
    pos = view.position
    cells: dict[Hex, dict[str, Any]] = {}
    for h, key in pos.terrain.items():
        if key != Feature.PLAIN:
            cells.setdefault(h, {})["terrain"] = str(key)
    for h, key in pos.obstacles.items():
        cells.setdefault(h, {})["obstacle"] = str(key)
    for h, unit in pos.units.items():
        cells.setdefault(h, {})["unit"] = {"side": str(unit.side), "type": str(unit.type), "figures": unit.figures}
    out: dict[str, Any] = {
        "game": GAME,
        "cells": {_name(h): cell for h, cell in sorted(cells.items(), key=lambda i: (i[0].r, i[0].q))},
        "attacker": _name(view.attacker) if view.attacker is not None else None,
        "target": _name(view.target) if view.target is not None else None,
        "reach": {_name(h): dice for h, dice in view.reach.items()},
        "targets": {_name(h): dice for h, dice in view.targets.items()},
        "sight": None,
        "retreats": [],
    }
    if view.sight is not None and view.attacker is not None and view.target is not None:
        s = view.sight
        out["sight"] = {
            "from": _name(view.attacker), "to": _name(view.target), "clear": s.clear, "needed": s.needed,
            "along_edge": s.along_edge, "segment": [center(view.attacker), center(view.target)],
            "crossed": [_name(h) for h in s.crossed], "sides": [[_name(h) for h in side] for side in s.sides],
            "blocking": [_name(h) for h in s.blocking], "steps": steps_json(res, s.explanation),
        }
    for r in view.retreats:
        out["retreats"].append({
            "flags": r.flags, "ignored": r.ignored, "needed": r.needed, "taken": r.taken, "losses": r.losses,
            "eliminated": r.eliminated, "paths": [[_name(h) for h in p] for p in r.paths],
            "lines": [[center(view.target), *(center(h) for h in p)] for p in r.paths] if view.target else [],
            "steps": steps_json(res, r.explanation),
        })
    if view.p_flags:
        out["p_flags"] = probabilities(view.p_flags)
        out["p_losses"] = probabilities(view.p_losses)
    return out


BOARD_KEYS = ("attacker_hex", "target_hex", "hex_features", "hex_units", "stars_hit")  # what the board sets
# Facts a question may state that the board shows as they are (the rest it cannot place).
PLACEABLE = frozenset({"attacker", "target", "distance", "terrain_attacker", "terrain_target", "between",
                       "unit_between", "figures", "attacker_figures", "stars_hit", "attacker_height",
                       "target_height", "between_height"})


def placed_facts(query: Query[Memoir44Facts]) -> dict[str, Any] | None:
    """The board position of a question's facts ("Ukázat na mapě"), laid out by the engine's own scene;
    None when the question is not about an attacker and a target the board can show."""
    f = query.facts
    stated = set(f.stated())
    if f.attacker_hex is not None:
        return {k: v for k, v in facts_to_dict(f).items() if k in BOARD_KEYS}
    if not stated or not stated <= PLACEABLE or f.attacker is None:
        return None
    if choose_topic(query) not in (Topic.BATTLE, Topic.SIGHT):
        return None
    facts = hex_facts(position_from_query(Query(query.game, INTENT, f)))
    if facts is None:
        return None
    if f.stars_hit:
        facts["stars_hit"] = True
    return facts
