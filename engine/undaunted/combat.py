"""Total defense and the dice roll, with every exception the manuals state.

Total defense = base defense + cover + range bonus (+ smoke in Stalingrad):
000 *Určení celkové hodnoty obrany*, 003 *Určení celkové hodnoty obrany*.
Each part is explained by a step citing the rule it comes from; the Czech
sentences come from :mod:`engine.undaunted.presentation`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from engine.explain import Explanation, Step
from engine.probability import as_list
from engine.undaunted.citations import cite_optional
from engine.undaunted.facts import Action
from engine.undaunted.model import BUILDING, INFANTRY, TANK, TUNNEL, TUNNEL_DEFENSE, TargetClass, Tile
from engine.undaunted.odds import die_succeeds, p_hit, p_success_per_die, successes_distribution
from engine.undaunted.presentation import say
from engine.undaunted.variants import CombatSpec, Variant

__all__ = ["SMOKE_BONUS", "Defense", "RollResult", "odds_steps", "resolve_roll", "total_defense"]

SMOKE_BONUS = 2  # 003 Žetony dýmu: "je zvýšena o 2"

_BASE_KEY = {INFANTRY: "combat.base_infantry", TANK: "combat.base_tank", BUILDING: "combat.base_building"}


PARTS = ("base", "cover", "range", "smoke", "total")


@dataclass
class Defense:
    """The parts of a total defense, each with the steps that explain it (``steps[part]``, parts in ``PARTS``)."""

    base: int
    cover: int
    range_bonus: int
    smoke_bonus: int
    steps: dict[str, Explanation] = field(default_factory=dict)
    cover_counts: bool = True  # the action counts cover at all
    range_counts: bool = True  # the action counts the range bonus at all
    smoke_counts: bool = False  # a smoke bonus applies (a smoke token lies there and the action counts it)
    cover_kind: str = "tile"  # tile | hill_high | hill_low | building | fortification | none

    @property
    def total(self) -> int:
        return self.base + self.cover + self.range_bonus + self.smoke_bonus

    @property
    def explanation(self) -> Explanation:
        return self.explain(PARTS)

    def explain(self, parts: tuple[str, ...]) -> Explanation:
        """The steps of ``parts`` only, in their usual order."""
        out = Explanation()
        for part in PARTS:
            if part in parts and part in self.steps:
                out.extend(self.steps[part])
        return out


@dataclass(frozen=True)
class Attack:
    """One attack as :func:`total_defense` needs it."""

    action: Action
    target_class: TargetClass
    base: int | None
    tile: Tile
    distance: int
    attacker_tile: Tile | None = None  # for hills (is the attacker on one) and buildings (same tile?)
    smoke: bool = False
    target_controls_tile: bool = False
    mine: bool = False  # the attack of a mine: útok 1 / demolice 1 against the base defense only


def total_defense(variant: Variant, attack: Attack) -> Defense:
    """Compute the total defense of one target and explain each part."""
    steps = {part: Explanation() for part in PARTS}
    spec: CombatSpec | None = variant.combat.get(attack.action)
    base = _base(variant, attack, steps["base"])
    if attack.mine:
        steps["cover"].add(say("combat.mine"), variant.cite("mine_tokens"))
        if attack.smoke:
            steps["smoke"].add(say("combat.mine_smoke"), variant.cite("smoke_tokens"))
        steps["total"].add(say("combat.total_mine", total=base), variant.cite("mine_tokens"))
        return Defense(base, 0, 0, 0, steps, cover_counts=False, range_counts=False, cover_kind="none")
    cover, cover_kind = _cover(variant, attack, spec, steps["cover"])
    rng, range_counts = _range_bonus(variant, attack, spec, steps["range"])
    smoke_bonus = _smoke(variant, attack, spec, steps["smoke"])
    defense = Defense(base, cover, rng, smoke_bonus, steps, cover_counts=cover_kind != "none",
                      range_counts=range_counts, smoke_counts=smoke_bonus > 0, cover_kind=cover_kind)
    parts = (base, cover, rng) + ((smoke_bonus,) if smoke_bonus else ())
    steps["total"].add(say("combat.total", parts=parts, total=defense.total), variant.cite("defense"))
    return defense


def _base(variant: Variant, attack: Attack, expl: Explanation) -> int:
    if attack.target_class == TUNNEL:
        base = TUNNEL_DEFENSE if attack.base is None else attack.base
        expl.add(say("combat.base_tunnel", base=base), variant.cite("tunnels"))
        return base
    if attack.base is None:
        raise ValueError("the target's base defense is missing")
    expl.add(say(_BASE_KEY[attack.target_class], base=attack.base), variant.cite("defense"))
    return attack.base


def _range_bonus(variant: Variant, attack: Attack, spec: CombatSpec | None, expl: Explanation) -> tuple[int, bool]:
    if spec is not None and not spec.range_bonus:
        expl.add(say("combat.no_range_bonus", action=attack.action), variant.cite("range_bonus"),
                 *cite_optional(variant.game, attack.action))
        return 0, False
    if attack.distance == 0:
        expl.add(say("combat.range_zero"), variant.cite("range_bonus"))
    else:
        expl.add(say("combat.range", distance=attack.distance), variant.cite("range_bonus"))
    return attack.distance, True


def _smoke(variant: Variant, attack: Attack, spec: CombatSpec | None, expl: Explanation) -> int:
    if not attack.smoke:
        return 0
    if attack.target_class in (BUILDING, TUNNEL):
        expl.add(say("combat.smoke_structure"), variant.cite("smoke_tokens"))
        return 0
    if not variant.has_smoke:
        expl.add(say("combat.smoke_unknown_game"), variant.cite("defense"))
        return 0
    if spec is not None and not spec.smoke:
        expl.add(say("combat.smoke_excluded", action=attack.action), variant.cite("smoke_tokens"))
        return 0
    expl.add(say("combat.smoke", bonus=SMOKE_BONUS), variant.cite("smoke_tokens"))
    return SMOKE_BONUS


def _cover(variant: Variant, attack: Attack, spec: CombatSpec | None, expl: Explanation) -> tuple[int, str]:
    """The cover value that counts, and which one it is."""
    tile, action = attack.tile, attack.action
    if spec is not None and not spec.cover:
        expl.add(say("combat.no_cover", action=action), variant.cite("defense"), *cite_optional(variant.game, action))
        return 0, "none"
    if tile.is_hill and not variant.has_hills:
        expl.add(say("combat.hill_unknown", cover=tile.cover), variant.cite("defense"))
        return tile.cover, "tile"
    if tile.is_hill:
        return _hill_cover(variant, attack, spec, expl)
    if tile.fortification_cover is not None and attack.target_class in (INFANTRY, TANK):
        if attack.target_controls_tile:
            expl.add(say("combat.fortification", cover=tile.fortification_cover), variant.cite("fortification_cover"))
            return tile.fortification_cover, "fortification"
        expl.add(say("combat.fortification_not", cover=tile.cover), variant.cite("fortification_cover"))
        if tile.building_cover is None:
            return tile.cover, "tile"
    if tile.building_cover is not None and attack.target_class in (INFANTRY, TANK):
        if attack.attacker_tile is not None and attack.attacker_tile.id == tile.id:
            expl.add(say("combat.building_same", cover=tile.cover), variant.cite("building_cover"))
            return tile.cover, "tile"
        expl.add(say("combat.building", cover=tile.building_cover), variant.cite("building_cover"))
        return tile.building_cover, "building"
    expl.add(say("combat.cover", cover=tile.cover), variant.cite("defense"))
    return tile.cover, "tile"


def _hill_cover(variant: Variant, attack: Attack, spec: CombatSpec | None, expl: Explanation) -> tuple[int, str]:
    tile, attacker_tile = attack.tile, attack.attacker_tile
    low, high = tile.hill_cover, tile.cover
    assert low is not None
    if spec is not None and spec.hill_low:
        expl.add(say("combat.hill_low_action", low=low, high=high, action=attack.action), variant.cite("hill"))
        return low, "hill_low"
    if attacker_tile is not None and attacker_tile.is_hill:
        key = "combat.hill_low_same_tile" if attacker_tile.id == tile.id else "combat.hill_low_attacker"
        expl.add(say(key, low=low), variant.cite("hill"))
        return low, "hill_low"
    expl.add(say("combat.hill_high", low=low, high=high), variant.cite("hill"))
    return high, "hill_high"


# ---------------------------------------------------------------- the roll


@dataclass
class RollResult:
    success: bool
    successes: int
    explanation: Explanation


def resolve_roll(variant: Variant, rolls: Sequence[int], total: int) -> RollResult:
    """Read the dice: success if any die >= total defense or shows 0; one hit however many."""
    expl = Explanation()
    good = [r for r in rolls if die_succeeds(r, total)]
    shown = tuple(rolls)
    if not good:
        expl.add(say("combat.roll_miss", rolls=shown, total=total), variant.cite("roll"))
        return RollResult(False, 0, expl)
    reasons = []
    if 0 in good:
        reasons.append(say("combat.roll_reason_zero"))
    if any(r >= total and r != 0 for r in good):
        reasons.append(say("combat.roll_reason_many" if len(good) > 1 else "combat.roll_reason_one", total=total))
    expl.add(say("combat.roll_success", rolls=shown, reasons="; ".join(reasons)), variant.cite("roll"))
    if len(good) > 1:
        expl.add(say("combat.roll_one_hit", n=len(good)), variant.cite("roll"))
    return RollResult(True, len(good), expl)


def odds_steps(variant: Variant, dice: int, total: int) -> tuple[Explanation, dict[str, Fraction | int | list]]:
    """Explain and compute the exact odds for ``dice`` dice against ``total``."""
    texts, p, ph = _odds_texts(dice, total)
    rule = variant.cite("roll")
    expl = Explanation([Step(text, (rule,)) for text in texts])
    return expl, {
        "p_per_die": p,
        "p_hit": ph,
        "expected_hits": ph,
        "p_hits": [1 - ph, ph],
        "p_successes": list(_successes(dice, total)),
    }


@lru_cache(maxsize=512)
def _odds_texts(dice: int, total: int) -> tuple[tuple[str, str], Fraction, Fraction]:
    p = p_success_per_die(total)
    ph = p_hit(dice, total)
    faces = tuple(sorted({f for f in range(10) if f == 0 or f >= total}))
    key = "combat.odds_faces_one" if len(faces) == 1 or len(faces) >= 5 else "combat.odds_faces_few"
    first = say(key, n=len(faces), faces=faces, p=p)
    second = (say("combat.odds_one_die", p=ph) if dice == 1
              else say("combat.odds_many_dice", dice=dice, p1=p, p=ph))
    return (first, second), p, ph


@lru_cache(maxsize=512)
def _successes(dice: int, total: int) -> tuple[Fraction, ...]:
    return tuple(as_list(successes_distribution(dice, total)))
