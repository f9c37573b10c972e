"""Exact odds of a Memoir '44 battle roll (``fractions.Fraction``).

Rests on the component fact ``components.DIE_FACES`` (2 infantry, 1 armour,
1 grenade, 1 star, 1 flag); the hit rules are ``components.hits_target``.
Every function returns exact probabilities that sum to 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import factorial

from engine.memoir44.battle import count_dice, flags_ignorable
from engine.memoir44.components import DIE_FACES, DIE_SIDES, Face, Kind, hits_target
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position
from engine.memoir44.resolution import retreat_capacity
from engine.probability import Distribution, expected

Joint = dict[tuple[int, int], Fraction]


def die_outcome(target: Kind, stars_hit: bool = False) -> tuple[Fraction, Fraction, Fraction]:
    """(P(hit), P(flag), P(neither)) for one die against a unit of kind ``target``."""
    hit = sum(n for f, n in DIE_FACES.items() if hits_target(f, target, stars_hit))
    flag = DIE_FACES[Face.FLAG]
    return Fraction(hit, DIE_SIDES), Fraction(flag, DIE_SIDES), Fraction(DIE_SIDES - hit - flag, DIE_SIDES)


def p_face(target: Kind, stars_hit: bool = False) -> Fraction:
    """Probability that one die scores a hit on ``target``."""
    return die_outcome(target, stars_hit)[0]


def hits_and_flags(n: int, target: Kind, stars_hit: bool = False) -> Joint:
    """Exact joint distribution of (hits, flags) for ``n`` dice (multinomial)."""
    if n < 0:
        raise ValueError("dice must be >= 0")
    ph, pf, po = die_outcome(target, stars_hit)
    out: Joint = {}
    for h in range(n + 1):
        for f in range(n - h + 1):
            o = n - h - f
            ways = factorial(n) // (factorial(h) * factorial(f) * factorial(o))
            p = ways * ph**h * pf**f * po**o
            if p:
                out[(h, f)] = p
    return out


def hits_distribution(n: int, target: Kind, stars_hit: bool = False) -> Distribution:
    out: Distribution = {}
    for (h, _), p in hits_and_flags(n, target, stars_hit).items():
        out[h] = out.get(h, Fraction(0)) + p
    return dict(sorted(out.items()))


def expected_hits(n: int, target: Kind, stars_hit: bool = False) -> Fraction:
    return expected(hits_distribution(n, target, stars_hit))


def p_at_least_one_hit(n: int, target: Kind, stars_hit: bool = False) -> Fraction:
    return 1 - (1 - p_face(target, stars_hit)) ** n


def p_at_least_one_flag(n: int) -> Fraction:
    return 1 - (1 - Fraction(DIE_FACES[Face.FLAG], DIE_SIDES)) ** n


def losses_distribution(n: int, target: Kind, figures: int, retreat_room: int, ignore_flags: int = 0,
                        stars_hit: bool = False) -> Distribution:
    """Figures lost by the target: hits, then one figure per retreat hex it cannot take.

    ``retreat_room``: most hexes it can retreat on this board; ``ignore_flags``: 0 or 1 flag ignored.
    Losses are capped at the unit's ``figures``.
    """
    out: Distribution = {}
    for (h, f), p in hits_and_flags(n, target, stars_hit).items():
        need = max(0, f - ignore_flags)
        lost = min(figures, h + max(0, need - retreat_room))
        out[lost] = out.get(lost, Fraction(0)) + p
    return dict(sorted(out.items()))


def p_retreat(n: int, target: Kind, figures: int, ignore_flags: int = 0, stars_hit: bool = False) -> Fraction:
    """P(the target survives the hits and must retreat at least one hex)."""
    return sum(
        (p for (h, f), p in hits_and_flags(n, target, stars_hit).items() if h < figures and f > ignore_flags),
        Fraction(0),
    )


@dataclass
class BoardOdds:
    dice: int
    target: Kind
    figures: int
    retreat_room: int
    ignore_flags: int
    hits: Distribution
    losses: Distribution
    expected_hits: Fraction
    expected_losses: Fraction
    p_at_least_one_hit: Fraction
    p_eliminated: Fraction
    p_retreat: Fraction


def battle_odds(position: Position, attacker_hex: Hex, target_hex: Hex, stars_hit: bool = False) -> BoardOdds:
    """Exact odds of the battle ``attacker_hex`` → ``target_hex`` on this board (blocked retreats included)."""
    target = position.unit_at(target_hex)
    if target is None:
        raise ValueError("no target")
    dice = count_dice(position, attacker_hex, target_hex).dice
    ignore, _ = flags_ignorable(position, target_hex, target)
    room = retreat_capacity(position, target_hex, target, need=max(0, dice - ignore))
    losses = losses_distribution(dice, target.kind, target.figures, room, ignore, stars_hit)
    hits = hits_distribution(dice, target.kind, stars_hit)
    return BoardOdds(
        dice=dice,
        target=target.kind,
        figures=target.figures,
        retreat_room=room,
        ignore_flags=ignore,
        hits=hits,
        losses=losses,
        expected_hits=expected(hits),
        expected_losses=expected(losses),
        p_at_least_one_hit=p_at_least_one_hit(dice, target.kind, stars_hit),
        p_eliminated=losses.get(target.figures, Fraction(0)),
        p_retreat=p_retreat(dice, target.kind, target.figures, ignore, stars_hit),
    )


def sheet_table(max_dice: int = 4) -> list[dict[str, object]]:
    """Rows for the printable sheet: dice 1..max_dice × target kind → E[hits], P(≥1 hit), P(≥1 flag)."""
    rows: list[dict[str, object]] = []
    for n in range(1, max_dice + 1):
        for kind in Kind:
            rows.append({
                "dice": n,
                "target": kind.value,
                "expected_hits": expected_hits(n, kind),
                "p_at_least_one_hit": p_at_least_one_hit(n, kind),
                "p_at_least_one_flag": p_at_least_one_flag(n),
            })
    return rows
