"""Resolving a battle: hits, flags and retreats, take ground, armour overrun.

Rules: ``battle.hits`` (hits first, one figure per hit, surplus hits wasted),
``battle.retreat`` (one hex per flag toward the own edge, terrain ignored but
never through impassable terrain or units; each retreat hex that cannot be
taken costs a figure; losses are never voluntary), flags ignored (church,
bunker, sandbags, seawall, hedgehogs for infantry — at most one), armour and
artillery in a bunker (cannot retreat), the sea (no retreat onto it), bridges
(retreat only to land), ``battle.take_ground`` and ``battle.overrun``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.memoir44.battle import flags_ignorable
from engine.memoir44.board import backward, is_half_hex, is_on_board
from engine.memoir44.components import Kind, Unit
from engine.memoir44.hexgrid import Hex
from engine.memoir44.notes import Note, Notes, note
from engine.memoir44.position import Position
from engine.memoir44.terrain import SPECS


def retreat_refusal(position: Position, unit: Unit, src: Hex, dst: Hex) -> Note | None:
    """Why a retreat step ``src``→``dst`` is impossible (None when it is possible)."""
    if not is_on_board(dst):
        return note("retreat.board_edge", "battle.retreat")
    if is_half_hex(dst):
        return note("retreat.half_hex", "board.half_hexes", hex=dst)
    if position.unit_at(dst) is not None:
        return note("retreat.unit", "battle.retreat", hex=dst)
    for f in position.features(dst):
        if unit.kind in f.impassable:
            return note("retreat.impassable", f.rule, feature=f.key, hex=dst)
        if f.sea:
            return note("retreat.sea", f.rule, hex=dst)
    if any(f.bridge for f in position.features(src)) and any(f.water for f in position.features(dst)):
        return note("retreat.bridge", "terrain.bridge", hex=dst)
    if abs(position.height(dst) - position.height(src)) > 1:
        return note("retreat.height", "elevation.movement", hex=dst)
    return None


def cannot_retreat_at_all(position: Position, h: Hex, unit: Unit) -> bool:
    """Armour and artillery that start in a bunker can neither move nor retreat."""
    return any(unit.kind in f.cannot_leave_from_start for f in position.features(h))


def retreat_paths(position: Position, h: Hex, unit: Unit | None = None, need: int = 1) -> list[tuple[Hex, ...]]:
    """All retreat paths of the longest length achievable, at most ``need`` hexes (empty path if none)."""
    unit = unit if unit is not None else position.unit_at(h)
    if unit is None:
        raise ValueError("no unit to retreat")
    if need <= 0 or cannot_retreat_at_all(position, h, unit):
        return [()]
    edge = position.edge_of(unit.side)
    vacated = position.without_unit(h)
    best: list[tuple[Hex, ...]] = [()]

    def walk(x: Hex, path: tuple[Hex, ...]) -> None:
        nonlocal best
        if len(path) > len(best[0]):
            best = [path]
        elif len(path) == len(best[0]) and path and path not in best:
            best.append(path)
        if len(path) == need:
            return
        for y in backward(x, edge):
            if retreat_refusal(vacated, unit, x, y) is None:
                walk(y, (*path, y))

    walk(h, ())
    return best


def retreat_capacity(position: Position, h: Hex, unit: Unit | None = None, need: int = 1) -> int:
    """How many of ``need`` retreat hexes the unit on ``h`` can actually take."""
    return len(retreat_paths(position, h, unit, need)[0])


@dataclass
class Resolution:
    hits: int
    flags: int
    figures_before: int
    losses_from_hits: int
    flags_ignored: int
    retreat_needed: int
    retreat_taken: int
    losses_from_retreat: int
    eliminated: bool
    retreat_paths: list[tuple[Hex, ...]] = field(default_factory=list)
    notes: Notes = field(default_factory=Notes)

    @property
    def losses(self) -> int:
        return self.losses_from_hits + self.losses_from_retreat

    @property
    def vacated(self) -> bool:
        """The target's hex is empty afterwards (eliminated or retreated): a successful close assault."""
        return self.eliminated or self.retreat_taken > 0


def resolve(position: Position, target_hex: Hex, hits: int, flags: int, ignore_flag: bool = True) -> Resolution:
    """Apply ``hits`` and ``flags`` to the unit on ``target_hex``.

    ``ignore_flag``: the owner uses the right to ignore one flag where the
    terrain gives it (choosing so never costs a figure).
    """
    unit = position.unit_at(target_hex)
    if unit is None:
        raise ValueError(f"no unit on {target_hex!r}")
    notes = Notes()
    figs = unit.figures
    from_hits = min(figs, hits)
    if hits:
        notes.add("roll.hits", "battle.hits", hits=hits, lost=from_hits, surplus=hits > figs)
    if from_hits >= figs:
        notes.add("roll.eliminated_by_hits", "battle.hits")
        return Resolution(hits, flags, figs, from_hits, 0, 0, 0, 0, True, [], notes)
    ignored = 0
    if flags and ignore_flag:
        n, feature = flags_ignorable(position, target_hex, unit)
        if n and feature is not None:
            ignored = 1
            notes.add("roll.flag_ignored", feature.rule, "obstacle.general", feature=feature.key)
    need = flags - ignored
    if need <= 0:
        if flags == 0 and hits == 0:
            notes.add("roll.miss", "battle.miss")
        return Resolution(hits, flags, figs, from_hits, ignored, 0, 0, 0, False, [()], notes)
    paths = retreat_paths(position, target_hex, unit, need)
    taken = len(paths[0])
    if cannot_retreat_at_all(position, target_hex, unit):
        notes.add("roll.bunker_no_retreat", "obstacle.bunker", kind=unit.kind)
    else:
        notes.add("roll.retreat_needed", "battle.retreat", need=need, resistance=unit.profile.resistance)
        if taken < need:
            blocked = _blocked_reasons(position, target_hex, unit, paths)
            notes.add("roll.retreat_partly_blocked" if taken else "roll.retreat_blocked", "battle.retreat",
                      taken=taken, blocked=blocked)
    lost = min(figs - from_hits, need - taken)
    if need - taken:
        notes.add("roll.retreat_losses", "battle.retreat", losses=need - taken)
    eliminated = from_hits + lost >= figs
    if eliminated:
        notes.add("roll.last_figure", "battle.hits")
    elif taken and unit.profile.resistance:
        longest = retreat_capacity(position, target_hex, unit, need=3 * need)
        notes.add("roll.resistance_retreat", "units.resistance", taken=taken, longest=longest)
    elif taken:
        ends = sorted({p[-1] for p in paths}, key=lambda x: (x.r, x.q))
        notes.add("roll.retreats", "battle.retreat", taken=taken, ends=ends)
    return Resolution(hits, flags, figs, from_hits, ignored, need, taken, lost, eliminated, paths, notes)


def _blocked_reasons(position: Position, h: Hex, unit: Unit, paths: list[tuple[Hex, ...]]) -> list[Note]:
    vacated = position.without_unit(h)
    edge = position.edge_of(unit.side)
    reasons: list[Note] = []
    for p in paths:
        last = p[-1] if p else h
        for y in backward(last, edge):
            why = retreat_refusal(vacated, unit, last, y)
            if why is not None and why not in reasons:
                reasons.append(why)
    return reasons


# --- take ground and overrun ---------------------------------------------------------------------


@dataclass
class Verdict:
    allowed: bool
    notes: Notes = field(default_factory=Notes)


def _refused(code: str, *keys: str, **values: object) -> Verdict:
    v = Verdict(False)
    v.notes.add(code, *keys, **values)
    return v


def take_ground(position: Position, attacker_hex: Hex, vacated_hex: Hex, success: bool = True) -> Verdict:
    """May the unit on ``attacker_hex`` take ground into ``vacated_hex`` after its battle?"""
    unit = position.unit_at(attacker_hex)
    if unit is None:
        raise ValueError("no attacker")
    rule = "battle.take_ground"
    if unit.kind is Kind.ARTILLERY:
        return _refused("ground.artillery", rule)
    if attacker_hex.distance(vacated_hex) != 1:
        return _refused("ground.not_close_assault", rule)
    if not success:
        return _refused("ground.not_successful", rule)
    if unit.entered and unit.kind in SPECS[unit.entered].must_stop:
        return _refused("ground.stopped_this_turn", rule, SPECS[unit.entered].rule, feature=unit.entered)
    if position.unit_at(vacated_hex) is not None:
        return _refused("ground.occupied", rule)
    refusal = _ground_terrain_refusal(position, unit, attacker_hex, vacated_hex)
    if refusal is not None:
        v = Verdict(False)
        v.notes.append(refusal)
        return v
    v = Verdict(True)
    v.notes.add("ground.may_take", rule)
    for f in position.features(vacated_hex):
        if unit.kind in f.must_stop or f.no_battle_after_entering:
            v.notes.add("ground.terrain_then_applies", f.rule, feature=f.key)
    return v


def _ground_terrain_refusal(position: Position, unit: Unit, src_hex: Hex, dst_hex: Hex) -> Note | None:
    src = position.features(src_hex)
    dst = position.features(dst_hex)
    for f in src:
        if unit.kind in f.cannot_leave_from_start:
            return note("move.bunker_start", f.rule)
    for f in dst:
        if unit.kind in f.impassable:
            return note("move.impassable", f.rule, feature=f.key, kind=unit.kind)
    if abs(position.height(src_hex) - position.height(dst_hex)) > 1:
        return note("move.elevation", "elevation.movement")
    from_beach = any(f.beach for f in src)
    to_cliff = [f for f in dst if f.cliff]
    if (from_beach and to_cliff) or (any(f.cliff for f in src) and any(f.beach for f in dst)):
        cliff = to_cliff[0] if to_cliff else next(f for f in src if f.cliff)
        if unit.kind is not Kind.INFANTRY:
            return note("move.cliff_vehicles", cliff.rule)
        if cliff.cliff == "bluff" and from_beach:
            return note("ground.bluff_from_beach", "terrain.bluff")
    if any(f.bridge for f in dst) and any(f.water for f in src):
        return note("move.bridge", "terrain.bridge")
    return None


def overrun(unit: Unit, took_ground: bool, overrun_done: bool, entered: str = "") -> Verdict:
    """May an armour unit that just took ground battle again (armour overrun)?

    ``entered``: the feature of the hex it took (its restrictions still apply).
    """
    rule = "battle.overrun"
    if unit.kind is not Kind.ARMOUR:
        return _refused("overrun.not_armour", rule)
    if overrun_done:
        return _refused("overrun.once_per_turn", rule)
    if not took_ground:
        return _refused("overrun.needs_ground_taken", rule)
    v = Verdict(True)
    if entered:
        f = SPECS[entered]
        if f.no_battle_after_entering or f.sea:
            return _refused("overrun.terrain", rule, f.rule, feature=f.key)
        if f.wire:
            v.notes.add("overrun.wire", f.rule)
    v.notes.add("overrun.may", rule)
    return v
