"""The numbers the sheets' summaries print, taken from the engines so that the two always agree.

A summary names a value in braces (``{value.skryty-presun}``, ``{range.pechota}``,
``{hit_threshold}``); :func:`fill` puts the engine's value there and refuses a name it
does not know, so a sheet never prints a number the engine does not use.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

import games
from lang.fold import fold

__all__ = ["fill", "values"]

_NAME = re.compile(r"\{([a-z0-9_.-]+)\}")


def _join(words: list[str], last: str = " a ") -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", fold(name)).strip("-")


def _undaunted(game: str) -> dict[str, str]:
    from engine.undaunted.cards import HAND_SIZE
    from engine.undaunted.checks import MAX_MINES_PER_SQUAD, MAX_SMOKE_PER_SQUAD, MORTAR_MIN_RANGE
    from engine.undaunted.moves import FIRE_LANE_DICE
    from engine.undaunted.presentation import ACTION_NAMES, ZONE_NAMES
    from engine.undaunted.variants import VARIANTS

    variant = VARIANTS[game]
    # an action's value is named by the action's Czech name ({value.skryty-presun})
    out = {f"value.{_slug(ACTION_NAMES[action])}": str(value)
           for action, (value, _where) in variant.default_values.items()}
    out.update({
        "hand_size": str(HAND_SIZE),
        "casualty_order": "nejdřív " + ", jinak ".join(ZONE_NAMES[z] for z in variant.casualty_order),
        "mortar_min_range": str(MORTAR_MIN_RANGE),
        "max_smoke": str(MAX_SMOKE_PER_SQUAD),
        "max_mines": str(MAX_MINES_PER_SQUAD),
        "fire_lane_dice": str(FIRE_LANE_DICE),
    })
    return out


def _memoir44() -> dict[str, str]:
    from engine.memoir44.battle import DICE_BY_RANGE, max_range
    from engine.memoir44.components import DIE_FACES, UNIT_PROFILES, Kind, UnitType

    keys = {UnitType.INFANTRY: "pechota", UnitType.ELITE_INFANTRY: "elitni-pechota", UnitType.RESISTANCE: "resistance",
            UnitType.ARMOUR: "obrnenci", UnitType.ELITE_ARMOUR: "elitni-obrnenci", UnitType.ARTILLERY: "artilerie"}
    kinds = {Kind.INFANTRY: "pechota", Kind.ARMOUR: "obrnenci", Kind.ARTILLERY: "artilerie"}
    out: dict[str, str] = {}
    for unit, profile in UNIT_PROFILES.items():
        out[f"figures.{keys[unit]}"] = str(profile.figures)
        out[f"move.{keys[unit]}"] = str(profile.move)
        out[f"move_battle.{keys[unit]}"] = str(profile.battle_after)
    for kind, name in kinds.items():
        out[f"range.{name}"] = str(max_range(kind))
        out[f"dice.{name}"] = "–".join(str(n) for n in DICE_BY_RANGE[kind])
    out["die_sides"] = str(sum(DIE_FACES.values()))
    return out


def _generalove() -> dict[str, str]:
    from engine.generalove.combat import ZONE_SIZE
    from engine.generalove.odds import HIT_THRESHOLD
    from engine.generalove.orders import MAX_UNITS_SAME_DIRECTION, ORDERS_PER_ROUND
    from engine.generalove.victory import (
        LAST_ROUND,
        VP_CAPTURED_ART,
        VP_CAPTURED_INF_CAV,
        VP_ENEMY_FLANK,
        VP_ENEMY_HQ,
        VP_TO_WIN,
    )

    return {
        "hit_threshold": str(HIT_THRESHOLD), "orders": str(ORDERS_PER_ROUND), "zone_size": str(ZONE_SIZE),
        "max_same_direction": str(MAX_UNITS_SAME_DIRECTION), "vp_to_win": str(VP_TO_WIN), "last_round": str(LAST_ROUND),
        "vp_hq": str(VP_ENEMY_HQ), "vp_flank": str(VP_ENEMY_FLANK), "vp_inf_cav": str(VP_CAPTURED_INF_CAV),
        "vp_art": str(VP_CAPTURED_ART),
    }


_BY_ENGINE = {"memoir44": _memoir44, "generalove": _generalove}  # engine key -> its values


@cache
def values(game: str) -> Mapping[str, str]:
    """Every value a summary of ``game`` may name, as the engine has it."""
    engine = games.get(game).engine if game in games.game_ids() else ""
    if engine == "undaunted":
        return _undaunted(game)
    return _BY_ENGINE[engine]() if engine in _BY_ENGINE else {}


def fill(text: str, game: str) -> str:
    """``text`` with each ``{name}`` replaced by the engine's value; :raises KeyError: an unknown name."""
    known = values(game)

    def value(m: re.Match[str]) -> str:
        if m.group(1) not in known:
            raise KeyError(f"{game}: the sheet names {m.group(0)}, which the engine does not give")
        return known[m.group(1)]

    return _NAME.sub(value, text)
