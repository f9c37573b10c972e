"""The Odhodlaní board (Normandie, Stalingrad): a grid of tiles with their cover, tokens and units.

Tiles lie in staggered rows like the game's tiles, so each touches six others; the
engine's own board model (:meth:`engine.undaunted.model.Position.from_grid`) decides
which tiles touch and how far the target is (its ``distance``: the tiles counted for
the range bonus).  The position is stated in the board's own declared facts
(:class:`TileFacts`: tiles, units, attacker and target) because the engine's facts
state an attack, not a map; from the map this module reads the attack's facts —
the attacker, the target and its base defence and state, the distance, the cover of
the target's tile (a hill, a building, a fortification held or not), smoke, a mine —
and the engine answers with the total defence, each part with its rule, and the odds.
A suppressed or routed attacker is asked about too (may it act at all).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from assistant.board.common import steps_json
from assistant.compose import verdict_word
from assistant.qa import answer_query
from assistant.resources import Resources
from engine.api import Ask, FactError, Facts, Intent, Query, fact, facts_from_mapping, facts_to_dict
from engine.undaunted.engine import ENGINE
from engine.undaunted.facts import STALINGRAD_ONLY_UNITS, Action, Target, UndauntedFacts, UnitState, UnitType
from engine.undaunted.model import Position, Tile
from engine.undaunted.presentation import name
from engine.undaunted.variants import VARIANTS

__all__ = ["INTENT", "TileFacts", "drawing", "evaluate", "placed_facts", "tools"]

INTENT = Intent.ODDS
COLUMNS, ROWS = 6, 4
TILE_W, TILE_H = 100.0, 80.0
MAX_COVER, MAX_DEFENSE = 9, 12
TOKENS = ("smoke", "mine")  # Stalingrad's tokens on a tile
ROW_ATTACKER = 1  # the row a question's attack is laid out along ("Ukázat na mapě")


def tile_names() -> list[str]:
    return [f"{chr(ord('A') + c)}{r + 1}" for r in range(ROWS) for c in range(COLUMNS)]


def _coords(tile_id: str) -> tuple[int, int]:
    """Axial coordinates of a tile: rows staggered, every odd row shifted half a tile to the right."""
    col, row = ord(tile_id[0]) - ord("A"), int(tile_id[1:]) - 1
    return col - (row - (row & 1)) // 2, row


def _tile_id(field: str, text: str) -> str:
    t = text.strip().upper()
    if t not in TILE_SET:
        raise FactError(field, f"„{text[:12]}“ není dílek mapy (A1 až {chr(ord('A') + COLUMNS - 1)}{ROWS}).")
    return t


TILE_SET = frozenset(tile_names())


@dataclass(frozen=True)
class Placed:
    """A unit on the map: side, type, base defence, state."""

    side: str
    kind: UnitType
    base: int
    state: UnitState


def tile_item(item: str) -> tuple[str, str, int | None, str | None]:
    """``"C2=hill"``, ``"D2=cover:2"``, ``"E2=building:3"``, ``"E3=fortification:2:germans"``, ``"C2=smoke"``
    -> (tile, kind, value, side); :raises FactError: for anything else."""
    where, _, what = item.partition("=")
    parts = what.strip().split(":")
    bad = FactError("tiles", f"Položka „{item[:30]}“ nemá tvar dílek=kryt:N, hill, building:N, "
                             "fortification:N[:strana], smoke nebo mine.")
    tile = _tile_id("tiles", where)
    kind = parts[0]
    if kind in ("hill", *TOKENS) and len(parts) == 1:
        return tile, kind, None, None
    if kind in ("cover", "building", "fortification") and 2 <= len(parts) <= (3 if kind == "fortification" else 2):
        if not parts[1].isdigit() or int(parts[1]) > MAX_COVER:
            raise bad
        side = parts[2] if len(parts) == 3 else None
        if side is not None and side not in {s for v in VARIANTS.values() for s in v.sides}:
            raise bad
        return tile, kind, int(parts[1]), side
    raise bad


def unit_item(item: str) -> tuple[str, Placed]:
    """``"A2=americans:riflemen:4:ready"`` -> ("A2", Placed(…)); :raises FactError: for anything else."""
    where, _, what = item.partition("=")
    parts = what.strip().split(":")
    try:
        if len(parts) != 4 or not parts[2].isdigit() or int(parts[2]) > MAX_DEFENSE:
            raise ValueError(item)
        if parts[0] not in {s for v in VARIANTS.values() for s in v.sides}:
            raise ValueError(item)
        return _tile_id("units", where), Placed(parts[0], UnitType(parts[1]), int(parts[2]), UnitState(parts[3]))
    except ValueError:
        raise FactError("units", f"Položka „{item[:30]}“ nemá tvar dílek=strana:jednotka:obrana:stav "
                                 "(např. A2=americans:riflemen:4:ready).") from None


@dataclass(frozen=True)
class TileFacts(Facts):
    """The map of an Odhodlaní board: what lies on each tile, the units, who attacks whom."""

    game_ids: ClassVar[tuple[str, ...]] = ("normandie", "stalingrad")

    tiles: tuple[str, ...] | None = fact("kryt a žetony dílků (např. C2=hill, D2=cover:2, E2=building:3, C2=smoke)")
    units: tuple[str, ...] | None = fact("jednotky na dílcích (např. A2=americans:riflemen:4:ready)")
    attacker_tile: str | None = fact("dílek útočníka (např. A2)")
    target_tile: str | None = fact("dílek cíle (např. C2)")

    def __post_init__(self) -> None:
        super().__post_init__()
        for item in self.tiles or ():
            tile_item(item)
        for item in self.units or ():
            unit_item(item)
        for key in ("attacker_tile", "target_tile"):
            value = getattr(self, key)
            if value is not None:
                _tile_id(key, value)


@dataclass
class Map:
    """A :class:`TileFacts` read: each tile's cover (``cover``, ``hill``, ``building``, ``fortification`` —
    a tile may have its own cover and a building or a fortification besides), tokens, and the units by tile."""

    cover: dict[str, dict[str, tuple[int | None, str | None]]]  # tile -> kind -> (value, side holding it)
    tokens: dict[str, set[str]]
    units: dict[str, Placed]

    @classmethod
    def of(cls, f: TileFacts) -> Map:
        cover: dict[str, dict[str, tuple[int | None, str | None]]] = {}
        tokens: dict[str, set[str]] = {}
        for item in f.tiles or ():
            tile, kind, value, side = tile_item(item)
            if kind in TOKENS:
                tokens.setdefault(tile, set()).add(kind)
            else:
                cover.setdefault(tile, {})[kind] = (value, side)
        return cls(cover, tokens, dict(unit_item(item) for item in f.units or ()))

    def value(self, tile_id: str, kind: str) -> int | None:
        return self.cover.get(tile_id, {}).get(kind, (None, None))[0]

    def has(self, tile_id: str, kind: str) -> bool:
        return kind in self.cover.get(tile_id, {})

    def engine_tile(self, tile_id: str) -> Tile:
        return Tile(tile_id, cover=self.value(tile_id, "cover") or 0,
                    hill_cover=1 if self.has(tile_id, "hill") else None,
                    building_cover=self.value(tile_id, "building"),
                    fortification_cover=self.value(tile_id, "fortification"), coords=_coords(tile_id))


def _position(game: str, board: Map) -> Position:
    return Position.from_grid(game, VARIANTS[game].sides, [board.engine_tile(t) for t in tile_names()])


def _path(position: Position, a: str, t: str) -> list[str]:
    """The tiles counted from the attacker to the target (a shortest way, by the engine's distances)."""
    back = position.distances_from(t)
    path, here = [], a
    while here != t:
        here = min((n for n in position.adjacency[here] if back.get(n, 99) == back[here] - 1), key=tile_names().index)
        path.append(here)
    return path


def attack_facts(game: str, board: Map, attacker: str, target: str, distance: int) -> dict[str, Any]:
    """The engine's facts of the attack the map shows (the attacker's and target's tiles and units)."""
    a, t = board.units[attacker], board.units[target]
    out: dict[str, Any] = {"attacker": str(a.kind), "target": str(Target(t.kind.value)), "base_defense": t.base,
                           "distance": distance, "target_suppressed": t.state is UnitState.SUPPRESSED}
    if a.side == t.side:
        out["target_own"] = True
    if board.has(target, "hill"):
        out["hill_target"] = True
    else:
        out["cover"] = board.value(target, "cover") or 0
    if board.has(target, "building"):
        out["building_cover"] = board.value(target, "building")
    if board.has(target, "fortification"):
        out["fortification_cover"] = board.value(target, "fortification")
        out["target_controls_tile"] = board.cover[target]["fortification"][1] == t.side
    if board.has(attacker, "hill"):
        out["hill_attacker"] = True
    if "smoke" in board.tokens.get(target, set()):
        out["smoke_on_tile"] = True
    return out


def evaluate(res: Resources, game: str, facts: tuple[Facts, ...], intent: Intent, ask: Ask | None) -> dict[str, Any]:
    """The engine's answer to the attack on the map (total defence, its parts, odds) and what the board draws."""
    stated, tiles = facts
    assert isinstance(stated, UndauntedFacts) and isinstance(tiles, TileFacts)
    board = Map.of(tiles)
    sides = VARIANTS[game].sides
    for tile, unit in board.units.items():
        if unit.side not in sides:
            raise FactError("units", f"Na dílku {tile} stojí jednotka strany, která do této hry nepatří "
                                     f"(strany: {', '.join(sides)}).")
    position = _position(game, board)
    a, t = tiles.attacker_tile, tiles.target_tile
    a = a.upper() if a and a.upper() in board.units else None
    t = t.upper() if t and t.upper() in board.units and t.upper() != a else None
    drawn: dict[str, Any] = {"game": game, "tiles": _tiles_json(board), "attacker": a, "target": t, "path": [],
                             "distance": None, "attacker_state": None}
    if a is None or t is None:
        out = _empty(game, stated)
        out["board"] = drawn
        return out
    distance = position.distance(a, t)
    derived = attack_facts(game, board, a, t, distance)
    action = stated.action or Action.ATTACK
    if action is Action.MINES:  # the mine on the target's tile attacks (no unit does)
        if "mine" not in board.tokens.get(t, set()):
            drawn.update(distance=distance, needs_mine=True)
            out = _empty(game, stated)
            out["board"] = drawn
            return out
        derived["mine"] = True
    merged = facts_from_mapping(UndauntedFacts, {**facts_to_dict(stated), "action": str(action), **derived})
    out = answer_query(res, Query(game, intent, merged, ask))
    drawn.update(distance=distance, path=_path(position, a, t), attacker_state=_may_act(res, game, board.units[a],
                                                                                         action))
    out["board"] = drawn
    return out


def _may_act(res: Resources, game: str, unit: Placed, action: Action) -> dict[str, Any] | None:
    """A suppressed or routed attacker: may it carry out the action at all (the engine decides)?"""
    if unit.state is UnitState.READY:
        return None
    facts = UndauntedFacts(unit=unit.kind, wanted_action=action, suppressed=unit.state is UnitState.SUPPRESSED,
                           routed=unit.state is UnitState.ROUTED)
    answer = ENGINE.evaluate(Query(game, Intent.YES_NO, facts, Ask("unit_may_act")))
    return {"may_act": verdict_word(answer.verdict), "summary": answer.summary,
            "steps": steps_json(res, answer.explanation)}


def _empty(game: str, stated: UndauntedFacts) -> dict[str, Any]:
    return {"game": game, "kind": "attack", "answer": "", "verdict": None, "numbers": {}, "exact": {},
            "steps": [], "citations": [], "needs": [], "missing": [], "step_rules": [],
            "understood": {"intent": str(INTENT), "game": game, "facts": facts_to_dict(stated), "spans": {}}}


def _tiles_json(board: Map) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for tile in tile_names():
        cell: dict[str, Any] = {}
        if tile in board.cover:
            cell["cover"] = {kind: {"value": value, "side": side} for kind, (value, side) in board.cover[tile].items()}
        if board.tokens.get(tile):
            cell["tokens"] = sorted(board.tokens[tile])
        if tile in board.units:
            u = board.units[tile]
            cell["unit"] = {"side": u.side, "type": str(u.kind), "base": u.base, "state": str(u.state)}
        if cell:
            out[tile] = cell
    return out


def drawing(game: str) -> dict[str, Any]:
    """The tiles as rectangles in staggered rows (ids ``A1`` … ``F4``)."""
    tiles = []
    for tile in tile_names():
        col, row = ord(tile[0]) - ord("A"), int(tile[1:]) - 1
        x = col * TILE_W + (TILE_W / 2 if row % 2 else 0)
        tiles.append({"name": tile, "x": x, "y": row * TILE_H, "w": TILE_W, "h": TILE_H,
                      "cx": x + TILE_W / 2, "cy": row * TILE_H + TILE_H / 2})
    return {"width": COLUMNS * TILE_W + TILE_W / 2, "height": ROWS * TILE_H, "tiles": tiles}


def tools(game: str) -> dict[str, Any]:
    """What each game lets a player place: sides, its unit types, states, covers, tokens, combat actions."""
    variant = VARIANTS[game]
    stalingrad = variant.has_structures
    units = [u for u in UnitType if stalingrad or u not in STALINGRAD_ONLY_UNITS]
    states = [s for s in UnitState if stalingrad or s is not UnitState.ROUTED]
    covers = [{"value": "cover", "label": "kryt dílku"}]
    if variant.has_hills:
        covers.append({"value": "hill", "label": "kopcovitý terén (kryt 3/1)"})
    if stalingrad:
        covers += [{"value": "building", "label": "budova (kryt budovy)"},
                   {"value": "fortification", "label": "opevnění (kryt opevnění)"}]
    actions = [a for a in variant.combat]
    if stalingrad:
        actions.append(Action.MINES)
    return {
        "sides": [{"value": s, "label": name(s)} for s in variant.sides],
        "units": [{"value": str(u), "label": name(u)} for u in units],
        "states": [{"value": str(s), "label": name(s)} for s in states],
        "covers": covers,
        "tokens": [{"value": "smoke", "label": "žeton dýmu"}, {"value": "mine", "label": "žeton miny"}]
        if variant.has_smoke else [],
        "actions": [{"value": str(a), "label": name(a)} for a in actions],
    }


def placed_facts(query: Query[UndauntedFacts]) -> dict[str, Any] | None:
    """An attack from a question laid out in one row: the attacker on A2, the target ``distance`` tiles on,
    the target's tile with the stated cover (None for a question that is not about such an attack)."""
    f = query.facts
    if f.target is None or f.target.unit is None or f.base_defense is None:
        return None
    if f.attacker is None and f.action is Action.BOMBARD:
        return None  # the bomber card bombards: no unit of the map attacks
    # an attacker the question does not name stands as the engine's own scene has it (the attacker's kind
    # plays no part in the defence): the mortar for výbuch, riflemen otherwise
    attacker = f.attacker or (UnitType.MORTAR if f.action is Action.BARRAGE else UnitType.RIFLEMEN)
    if f.distance is None or not 1 <= f.distance < COLUMNS or f.mine or f.fire_lane:
        return None
    if f.cover is None and not (f.hill_target or f.hill_low_cover is not None):
        return None  # the board shows every tile's cover: a question that does not state it is not placed
    row = ROW_ATTACKER + 1
    a, t = f"A{row}", f"{chr(ord('A') + f.distance)}{row}"
    variant = VARIANTS[query.game]
    attacker_side, target_side = variant.sides if not f.target_own else (variant.sides[0],) * 2
    tiles = _cover_items(t, f, target_side)
    if f.hill_attacker:
        tiles.append(f"{a}=hill")
    if f.smoke_on_tile:
        tiles.append(f"{t}=smoke")
    state = "suppressed" if f.target_suppressed else "ready"
    out: dict[str, Any] = {
        "tiles": tiles,
        "units": [f"{a}={attacker_side}:{attacker}:0:ready",
                  f"{t}={target_side}:{f.target.unit}:{f.base_defense}:{state}"],
        "attacker_tile": a, "target_tile": t,
    }
    if f.action is not None:
        out["action"] = str(f.action)
    if f.action_value is not None:
        out["action_value"] = f.action_value
    return out


def _cover_items(t: str, f: UndauntedFacts, side: str) -> list[str]:
    items = [f"{t}=hill"] if f.hill_target or f.hill_low_cover is not None else [f"{t}=cover:{f.cover or 0}"]
    if f.building_cover is not None:
        items.append(f"{t}=building:{f.building_cover}")
    if f.fortification_cover is not None:
        held = f":{side}" if f.target_controls_tile else ""
        items.append(f"{t}=fortification:{f.fortification_cover}{held}")
    return items
