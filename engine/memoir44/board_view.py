"""What the board page draws, computed by the rules: an accessor, no rules of its own.

The engine's answer (``ENGINE.evaluate``) says whether the attacker may battle the
target and with what odds; a board also shows *where*: the hexes the attacker
reaches (range and line of sight), the enemy units it may battle now, the line of
sight to the target with the hexes it crosses and those that block it, and the
hexes the target would retreat onto for each number of flags (retreats that cannot
be taken become losses).  Everything here is read from the rules modules
(:mod:`.battle`, :mod:`.sight`, :mod:`.resolution`, :mod:`.odds`) on the position the
engine itself builds from the facts (:func:`.scene.board_scene`); the steps are
worded by :mod:`.presentation` like every other step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.explain import Explanation
from engine.memoir44 import odds
from engine.memoir44.battle import base_dice, check_battle, count_dice, legal_targets, max_range
from engine.memoir44.board import PLAYABLE_HEXES, format_hex
from engine.memoir44.components import Kind
from engine.memoir44.facts import Memoir44Facts
from engine.memoir44.hexgrid import Hex, sight_traces
from engine.memoir44.position import Position
from engine.memoir44.presentation import explain
from engine.memoir44.resolution import resolve
from engine.memoir44.scene import Scene, board_scene
from engine.memoir44.sight import has_line_of_sight, line_of_sight

__all__ = ["BoardView", "Retreat", "Sightline", "board_view", "hex_facts"]


@dataclass(frozen=True)
class Sightline:
    """The line of sight from the attacker's centre to the target's: the hexes it crosses, the hexes
    along its two sides when it runs on hex edges, the hexes that block it."""

    clear: bool
    needed: bool  # False for artillery: it fires without a line of sight
    along_edge: bool
    crossed: tuple[Hex, ...]
    sides: tuple[tuple[Hex, ...], tuple[Hex, ...]]
    blocking: tuple[Hex, ...]
    explanation: Explanation


@dataclass(frozen=True)
class Retreat:
    """What ``flags`` flags do to the target (no hits): hexes to retreat, hexes it can, losses, paths."""

    flags: int
    ignored: int
    needed: int
    taken: int
    losses: int
    eliminated: bool
    paths: tuple[tuple[Hex, ...], ...]
    explanation: Explanation


@dataclass
class BoardView:
    """The board a page draws for one position (hexes are the engine's cube coordinates)."""

    position: Position
    attacker: Hex | None = None
    target: Hex | None = None
    reach: dict[Hex, int] = field(default_factory=dict)  # hex -> dice against a unit there (range and sight)
    targets: dict[Hex, int] = field(default_factory=dict)  # enemy units it may battle now -> dice
    sight: Sightline | None = None
    retreats: list[Retreat] = field(default_factory=list)
    p_flags: list[Fraction] = field(default_factory=list)  # P(exactly 0, 1, 2 … flags)
    p_losses: list[Fraction] = field(default_factory=list)  # P(exactly 0, 1, 2 … figures lost), retreats included
    expected_losses: Fraction | None = None


def board_view(facts: Memoir44Facts) -> BoardView:
    """The board for facts that name hexes (``attacker_hex``, ``hex_units`` …); see the module docstring."""
    scene = board_scene(facts)
    view = BoardView(scene.position, scene.attacker, scene.target)
    a, t = scene.attacker, scene.target
    pos = scene.position
    if a is None or pos.unit_at(a) is None:
        return view
    view.reach = _reach(pos, a)
    view.targets = legal_targets(pos, a)
    if t is None or t == a or pos.unit_at(t) is None:
        return view
    view.sight = _sightline(scene)
    check = check_battle(pos, a, t)
    dice = check.dice.dice if check.allowed and check.dice is not None else 0
    if dice:
        _roll_odds(view, pos, a, t, dice, bool(facts.stars_hit))
        view.retreats = [_retreat(pos, t, flags) for flags in range(1, dice + 1)]
    return view


def _reach(pos: Position, a: Hex) -> dict[Hex, int]:
    """Hexes a target could stand on: within range and (except for artillery) in sight, with the dice."""
    unit = pos.unit_at(a)
    assert unit is not None
    kind = unit.kind
    out: dict[Hex, int] = {}
    for h in PLAYABLE_HEXES:
        d = a.distance(h)
        if not 1 <= d <= max_range(kind) or base_dice(kind, d) == 0:
            continue
        if kind is not Kind.ARTILLERY and not has_line_of_sight(pos, a, h):
            continue
        out[h] = count_dice(pos, a, h).dice
    return out


def _sightline(scene: Scene) -> Sightline:
    pos, a, t = scene.position, scene.attacker, scene.target
    assert a is not None and t is not None
    crossed, one, other = sight_traces(a, t)
    res = line_of_sight(pos, a, t)
    unit = pos.unit_at(a)
    needed = unit is None or unit.kind is not Kind.ARTILLERY
    blocking = tuple(dict.fromkeys(b.hex for b in res.blockers))
    return Sightline(res.clear, needed, res.along_edge, crossed, (one, other), blocking, explain(res.notes))


def _roll_odds(view: BoardView, pos: Position, a: Hex, t: Hex, dice: int, stars_hit: bool) -> None:
    target = pos.unit_at(t)
    assert target is not None
    flags: dict[int, Fraction] = {}
    for (_, f), p in odds.hits_and_flags(dice, target.kind, stars_hit).items():
        flags[f] = flags.get(f, Fraction(0)) + p
    view.p_flags = [flags.get(k, Fraction(0)) for k in range(dice + 1)]
    board = odds.battle_odds(pos, a, t, stars_hit)
    view.p_losses = [board.losses.get(k, Fraction(0)) for k in range(target.figures + 1)]
    view.expected_losses = board.expected_losses


def _retreat(pos: Position, t: Hex, flags: int) -> Retreat:
    res = resolve(pos, t, hits=0, flags=flags)
    paths = tuple(p for p in res.retreat_paths if p)
    return Retreat(flags, res.flags_ignored, res.retreat_needed, res.retreat_taken, res.losses_from_retreat,
                   res.eliminated, paths, explain(res.notes))


def hex_facts(scene: Scene) -> dict[str, str | list[str]] | None:
    """The hex facts that put ``scene``'s position on the board as it is (``attacker_hex``, ``target_hex``,
    ``hex_features``, ``hex_units``), or None when the position holds what hex facts cannot say (a height
    other than its terrain's).  A question's facts laid out by :func:`.scene.position_from_query` become a
    board this way (the answer's link to the board on the ask page)."""
    pos = scene.position
    if pos.elevation or pos.obstacle_owner:
        return None
    out: dict[str, str | list[str]] = {}
    if scene.attacker is not None:
        out["attacker_hex"] = format_hex(scene.attacker)
    if scene.target is not None:
        out["target_hex"] = format_hex(scene.target)
    features = [f"{format_hex(h)}={key}" for h, key in sorted(pos.terrain.items(), key=_order) if key != "plain"]
    features += [f"{format_hex(h)}={key}" for h, key in sorted(pos.obstacles.items(), key=_order)]
    if features:
        out["hex_features"] = features
    out["hex_units"] = [f"{format_hex(h)}={u.side}:{u.type}:{u.figures}" for h, u in sorted(pos.units.items(),
                                                                                          key=_order)]
    return out


def _order(item: tuple[Hex, object]) -> tuple[int, int]:
    return item[0].r, item[0].q
