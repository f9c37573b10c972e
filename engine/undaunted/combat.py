"""Total defense and the dice roll, with every exception the manuals state.

Total defense = base defense + cover + range bonus (+ smoke in Stalingrad):
000 *Určení celkové hodnoty obrany*, 003 *Určení celkové hodnoty obrany*.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from engine.explain import Explanation, Step
from engine.probability import as_list
from engine.undaunted.citations import cite_optional
from engine.undaunted.model import BUILDING, INFANTRY, TANK, TUNNEL, TUNNEL_DEFENSE, Tile
from engine.undaunted.names import action_name, decimal_cs, frac_text, plural
from engine.undaunted.odds import die_succeeds, p_hit, p_success_per_die, successes_distribution
from engine.undaunted.variants import CombatSpec, Variant

SMOKE_BONUS = 2  # 003 Žetony dýmu: "je zvýšena o 2"

_BASE_LABEL = {
    INFANTRY: "žeton jednotky",
    TANK: "odolnost pancíře tanku",
    BUILDING: "odolnost budovy",
    TUNNEL: "základní obrana tunelu",
}


@dataclass
class Defense:
    base: int
    cover: int
    range_bonus: int
    smoke_bonus: int
    explanation: Explanation = field(default_factory=Explanation)

    @property
    def total(self) -> int:
        return self.base + self.cover + self.range_bonus + self.smoke_bonus


def total_defense(
    variant: Variant,
    action: str,
    *,
    target_class: str,
    base: int | None,
    tile: Tile,
    distance: int,
    attacker_tile: Tile | None = None,
    smoke: bool = False,
    target_controls_tile: bool = False,
    mine: bool = False,
) -> Defense:
    """Compute the total defense of one target and explain each part.

    ``action`` is a combat action key; ``mine=True`` means the attack of a mine
    (útok 1 / demolice 1 against the base defense only).  ``attacker_tile`` is
    needed for hills (is the attacker on a hill) and buildings (same tile?).
    """
    expl = Explanation()
    game = variant.game
    spec: CombatSpec | None = variant.combat.get(action)
    act = action_name(action)

    # --- base defense -------------------------------------------------------------
    if target_class == TUNNEL:
        base_value = TUNNEL_DEFENSE if base is None else base
        expl.add(f"Základní obrana {base_value} ({_BASE_LABEL[TUNNEL]} je vždy 7)", variant.cite("tunnels"))
    else:
        if base is None:
            raise ValueError("chybí základní obrana cíle")
        base_value = base
        expl.add(f"Základní obrana {base_value} ({_BASE_LABEL[target_class]})", variant.cite("defense"))

    # --- mines: base defense only ------------------------------------------------------
    if mine:
        expl.add(
            "Mina: cíl nezíská bonus za kryt ani za vzdálenost, platí jen jeho běžná obrana",
            variant.cite("mines"),
        )
        if smoke:
            expl.add("Bonus za dým se proti akcím vyvolaným minou nepočítá", variant.cite("smoke"))
        return Defense(base_value, 0, 0, 0, expl)

    # --- cover ----------------------------------------------------------------------------
    cover = _cover(variant, action, spec, target_class, tile, attacker_tile, target_controls_tile, expl)

    # --- range bonus ------------------------------------------------------------------------
    if spec is not None and not spec.range_bonus:
        rng = 0
        expl.add(
            f"Bonus za vzdálenost se u akce {act} nepočítá",
            variant.cite("range_bonus"),
            *cite_optional(variant.game, action),
        )
    else:
        rng = distance
        if distance == 0:
            expl.add("Bonus za vzdálenost 0 — útočník je na stejném poli", variant.cite("range_bonus"))
        else:
            expl.add(
                f"Bonus za vzdálenost {distance} — počet polí k cíli (pole útočníka se nepočítá)",
                variant.cite("range_bonus"),
            )

    # --- smoke (Stalingrad) ------------------------------------------------------------------
    smoke_bonus = 0
    if smoke and target_class in (BUILDING, TUNNEL):
        expl.add("Bonus za dým platí jen pro jednotky na poli, ne pro budovu ani tunel", variant.cite("smoke"))
    elif smoke:
        if game != "stalingrad":
            expl.add("Žetony dýmu hra Odhodlaní: Normandie nezná; bonus za dým se nepočítá", variant.cite("defense"))
        elif spec is not None and not spec.smoke:
            expl.add(f"Bonus za dým se u akce {act} nepočítá", variant.cite("smoke"))
        else:
            smoke_bonus = SMOKE_BONUS
            expl.add(f"Bonus za dým +{SMOKE_BONUS} — na poli cíle leží žeton dýmu", variant.cite("smoke"))

    defense = Defense(base_value, cover, rng, smoke_bonus, expl)
    parts = [str(base_value), str(cover), str(rng)] + ([str(smoke_bonus)] if smoke_bonus else [])
    expl.add(f"Celková obrana {' + '.join(parts)} = {defense.total}", variant.cite("defense"))
    return defense


def _cover(
    variant: Variant,
    action: str,
    spec: CombatSpec | None,
    target_class: str,
    tile: Tile,
    attacker_tile: Tile | None,
    target_controls_tile: bool,
    expl: Explanation,
) -> int:
    act = action_name(action)
    if spec is not None and not spec.cover:
        expl.add(
            f"Kryt se u akce {act} nepočítá (hodnotu krytu ignorujte)",
            variant.cite("defense"),
            *cite_optional(variant.game, action),
        )
        return 0
    if tile.is_hill and variant.game != "normandie":
        expl.add(
            f"Kryt {tile.cover} — proměnlivý kryt kopce (3/1) tato hra nezná, platí kryt pole", variant.cite("defense")
        )
        return tile.cover
    if tile.is_hill:
        low, high = tile.hill_cover, tile.cover
        assert low is not None
        if spec is not None and spec.hill_low:
            expl.add(f"Kryt {low} — kopcovitý terén {high}/{low} a útok akcí {act}", variant.cite("hill"))
            return low
        if attacker_tile is not None and attacker_tile.is_hill:
            same = " (na témže poli)" if attacker_tile.id == tile.id else ""
            expl.add(f"Kryt {low} — útočník je také na kopci{same}", variant.cite("hill"))
            return low
        expl.add(f"Kryt {high} — kopcovitý terén {high}/{low}, útočník není na kopci", variant.cite("hill"))
        return high
    if tile.fortification_cover is not None and target_class == INFANTRY:
        if target_controls_tile:
            expl.add(
                f"Kryt opevnění {tile.fortification_cover} — cíl opevněné pole ovládá",
                variant.cite("fortification_cover"),
            )
            return tile.fortification_cover
        expl.add(
            f"Běžný kryt {tile.cover} — cíl opevněné pole neovládá, kryt opevnění neplatí",
            variant.cite("fortification_cover"),
        )
        if tile.building_cover is None:
            return tile.cover
    if tile.building_cover is not None and target_class in (INFANTRY, TANK):
        if attacker_tile is not None and attacker_tile.id == tile.id:
            expl.add(
                f"Běžná hodnota krytu {tile.cover} — útočník je na stejném poli s budovou",
                variant.cite("building_cover"),
            )
            return tile.cover
        expl.add(
            f"Kryt budovy {tile.building_cover} — útočník je na jiném poli než budova",
            variant.cite("building_cover"),
        )
        return tile.building_cover
    expl.add(f"Kryt {tile.cover} — hodnota uvedená na poli cíle", variant.cite("defense"))
    return tile.cover


@dataclass
class RollResult:
    success: bool
    successes: int
    explanation: Explanation


def resolve_roll(variant: Variant, rolls: Sequence[int], total: int) -> RollResult:
    """Read the dice: success if any die >= total defense or shows 0; one hit however many."""
    expl = Explanation()
    good = [r for r in rolls if die_succeeds(r, total)]
    shown = ", ".join(str(r) for r in rolls)
    if not good:
        expl.add(f"Hod {shown}: žádná kostka nedosáhla {total} ani neukázala 0 — bez úspěchu", variant.cite("roll"))
        return RollResult(False, 0, expl)
    reasons = []
    if 0 in good:
        reasons.append("0 je vždy úspěch")
    if any(r >= total and r != 0 for r in good):
        reasons.append(f"{'alespoň jedna kostka' if len(good) > 1 else 'kostka'} ukázala {total} nebo více")
    expl.add(f"Hod {shown}: úspěch ({'; '.join(reasons)})", variant.cite("roll"))
    if len(good) > 1:
        expl.add(
            f"Uspělo {len(good)} kostek, ale výsledkem je stále jen 1 zásah (počet kostek nehraje roli)",
            variant.cite("roll"),
        )
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
    faces = sorted({f for f in range(10) if f == 0 or f >= total})
    verb = "uspěje" if len(faces) == 1 or len(faces) >= 5 else "uspějí"
    first = (
        f"Na jedné kostce k10 (0–9) {verb} {plural(len(faces), 'stěna', 'stěny', 'stěn')} z 10 "
        f"({', '.join(map(str, faces))}), tedy {frac_text(p)}"
    )
    if dice == 1:
        second = f"Zásah = kostka uspěje: {frac_text(ph)} ≈ {decimal_cs(float(ph), 4)}"
    else:
        second = (
            f"Zásah = uspěje alespoň jedna z {dice} kostek: 1 − (1 − {frac_text(p)})^{dice} = {frac_text(ph)} "
            f"≈ {decimal_cs(float(ph), 4)}"
        )
    return (first, second), p, ph


@lru_cache(maxsize=512)
def _successes(dice: int, total: int) -> tuple[Fraction, ...]:
    return tuple(as_list(successes_distribution(dice, total)))


def combat_dice(variant: Variant, action: str, value: int | None, target_class: str) -> tuple[int | None, str]:
    """The number of dice; Stalingrad multi-valued actions pick the value by target type."""
    if value is not None:
        return value, ""
    if action in variant.default_values:
        default, source = variant.default_values[action]
        return default, source
    return None, ""


def target_class_name(target_class: str) -> str:
    return {INFANTRY: "pěší jednotka", TANK: "tank", BUILDING: "budova", TUNNEL: "tunel"}[target_class]


__all__ = [
    "SMOKE_BONUS",
    "Defense",
    "RollResult",
    "combat_dice",
    "odds_steps",
    "resolve_roll",
    "target_class_name",
    "total_defense",
]
