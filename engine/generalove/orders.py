"""Orders and their legality (chapters Rozkazy, Jednotky, Průběh hry).

Each check returns an :class:`Explanation` of why the order is legal or raises
:class:`IllegalActionError` with the Czech reason and the rule that forbids it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from itertools import pairwise

from engine.explain import Explanation, IllegalActionError, MissingFactError

from .board import (
    ENEMY_RESERVE,
    MOVE_RANGE,
    MY_RESERVE,
    Sector,
    is_orthogonal_step,
    sector_name,
    straight_line,
)
from .citations import cite
from .units import DEFENCE_TYPES, UNIT_GENITIVE, UnitType

ORDERS_PER_ROUND = 10
MAX_UNITS_SAME_DIRECTION = 5  # per sector, direction and phase (one per field pair of the battle zone)

MOVE_PHASES: dict[UnitType, tuple[int, ...]] = {
    UnitType.PECHOTA: (3, 4),
    UnitType.JIZDA: (1, 3, 4),
    UnitType.DELOSTRELECTVO: (4,),
}
CAVALRY_TWO_STEP_PHASES: frozenset[tuple[int, int]] = frozenset({(1, 3), (1, 4), (3, 4)})


@dataclass(frozen=True)
class MoveOrder:
    unit: UnitType
    route: tuple[Sector, ...]  # start sector, then every sector entered
    phases: tuple[int, ...] | None = None  # the phase of each step, when the question says
    panicked: bool = False


def check_ready(unit: UnitType, panicked: bool) -> None:
    if panicked:
        raise IllegalActionError(
            f"Jednotce {UNIT_GENITIVE[unit]} v panice nelze vydat jiný rozkaz než k reorganizaci.",
            *cite("rozkazy", "panika"),
        )


def check_move(order: MoveOrder, enemy_held: Collection[Sector] = ()) -> Explanation:
    """Legality of a move/attack order along its drawn route.

    ``enemy_held``: sectors held by the opponent (his combat-ready units are there).

    :raises IllegalActionError: with the reason and the rule id.
    """
    why = Explanation()
    rule_move = cite("presun_utok")
    check_ready(order.unit, order.panicked)
    route = order.route
    if len(route) < 2:
        raise IllegalActionError("Trasa přesunu musí mít výchozí a cílový sektor.", *rule_move)
    steps = len(route) - 1
    limit = MOVE_RANGE[order.unit]
    if steps > limit:
        word = "jeden sektor" if limit == 1 else f"{limit} sektory"
        raise IllegalActionError(
            f"Jednotka {UNIT_GENITIVE[order.unit]} se za kolo pohybuje nejvýše o {word}, trasa má {steps}.",
            *cite(
                "pechota"
                if order.unit is UnitType.PECHOTA
                else "jizda"
                if order.unit is UnitType.JIZDA
                else "delostrelectvo",
                "presun_utok",
            ),
        )
    why.add(
        f"Trasa má {steps} {'krok' if steps == 1 else 'kroky'}; {order.unit.value} smí nejvýše {limit}.",
        *rule_move,
    )
    for a, b in pairwise(route):
        if not is_orthogonal_step(a, b):
            raise IllegalActionError(
                f"Přesun z {sector_name(a)} do {sector_name(b)} není krok do sousedního sektoru ve "
                "vodorovném "
                "nebo svislém směru (šikmo ani přes sektor se táhnout nesmí).",
                *rule_move,
            )
        if b == ENEMY_RESERVE:
            raise IllegalActionError("Není povolen přesun do nepřátelského sektoru rezervy.", *rule_move)
    why.add("Každý krok vede do sousedního sektoru vodorovně nebo svisle.", *rule_move)
    if route[0] == MY_RESERVE:
        for sector in route[1:]:
            if sector in enemy_held:
                raise IllegalActionError(
                    f"Z vlastní rezervy není povolen přesun do sektoru ani skrz sektor ovládaný soupeřem "
                    f"({sector_name(sector)}).",
                    *rule_move,
                )
        why.add("Trasa z rezervy nevede do sektoru ani skrz sektor ovládaný soupeřem.", *rule_move)
    if order.phases is not None:
        _check_phases(order, steps, why)
    return why


def _check_phases(order: MoveOrder, steps: int, why: Explanation) -> None:
    phases = order.phases
    assert phases is not None
    rule = cite("presun_utok", "faze")
    if len(phases) != steps:
        raise IllegalActionError("Během jedné fáze se jednotka smí přesunout jen do sousedního sektoru.", *rule)
    allowed = MOVE_PHASES[order.unit]
    for phase in phases:
        if phase not in allowed:
            names = ", ".join(f"{p}." for p in allowed)
            raise IllegalActionError(
                f"{order.unit.value.capitalize()} se smí přesouvat jen ve fázi {names}, ne ve {phase}. fázi.",
                *rule,
            )
    if steps == 2 and tuple(phases) not in CAVALRY_TWO_STEP_PHASES:
        raise IllegalActionError("Jízda se o dva sektory přesouvá v 1. a 3., nebo 1. a 4., nebo 3. a 4. fázi.", *rule)
    why.add("Fáze přesunu: " + ", ".join(f"{p}." for p in phases) + " – povoleno.", *rule)


def units_moving_now(ordered: int) -> tuple[int, int]:
    """(moving in this phase, trying in the next suitable phase) for ``ordered`` units in one direction."""
    now = min(ordered, MAX_UNITS_SAME_DIRECTION)
    return now, ordered - now


def check_phase4_target(target_hostile: bool) -> str:
    if target_hostile:
        return "Ve 4. fázi je cílový sektor nepřátelský – přesun se neuskuteční."
    return "Ve 4. fázi je cílový sektor přátelský nebo neutrální – přesun proběhne."


def check_defence(unit: UnitType, panicked: bool = False) -> Explanation:
    check_ready(unit, panicked)
    if unit not in DEFENCE_TYPES:
        raise IllegalActionError(
            "Rozkaz k obraně může dostat jen jednotka pěchoty nebo dělostřelectva.", *cite("obrana")
        )
    why = Explanation()
    why.add(
        f"Rozkaz k obraně smí dostat {unit.value}; platí celé kolo, bez ohledu na počet útoků.",
        *cite("obrana"),
    )
    return why


def check_bombardment(
    unit: UnitType, origin: Sector, target: Sector, panicked: bool = False, occupied: Collection[Sector] = ()
) -> tuple[Explanation, int, list[Sector]]:
    """Legality of a bombardment order; returns (why, distance, sectors fired over that are occupied)."""
    rule = cite("ostrelovani_rozkaz")
    check_ready(unit, panicked)
    if unit is not UnitType.DELOSTRELECTVO:
        raise IllegalActionError("Rozkaz k ostřelování může dostat jen dělostřelectvo.", *rule)
    line = straight_line(origin, target)
    if line is None:
        raise IllegalActionError("Ostřelování je povoleno jen ve vodorovném nebo svislém směru.", *rule)
    distance, between = line
    if distance > 2:
        raise IllegalActionError("Ostřelovat lze jen sousední sektor nebo sektor za ním v přímém směru.", *rule)
    if target == ENEMY_RESERVE:
        raise MissingFactError(
            "Manuál 001 neříká, zda smí dělostřelectvo ostřelovat soupeřovu rezervu.",
            *rule,
            fact="ostřelování rezervy",
        )
    why = Explanation()
    why.add(f"Ostřelování na vzdálenost {distance} ve vodorovném/svislém směru je povoleno.", *rule)
    over = [s for s in between if s in occupied]
    return why, distance, over


def check_reorganisation(
    unit: UnitType,
    *,
    panicked: bool,
    in_red_reserve: bool = False,
    same_type_panicked_in_red: int = 0,
    sector_has_own_unit: bool = False,
) -> Explanation:
    """Legality of a reorganisation order (chapters Rozkazy – Reorganizace, Panika)."""
    rule = cite("reorganizace")
    if not panicked:
        raise IllegalActionError("Reorganizovat lze jen jednotku v panice (opuštěné dělostřelectvo).", *rule)
    why = Explanation()
    if unit is UnitType.DELOSTRELECTVO:
        if not sector_has_own_unit:
            raise IllegalActionError(
                "Opuštěné dělostřelectvo lze reorganizovat jen v ovládaném sektoru – jeho sektor musí "
                "obsadit "
                "vlastní jednotka.",
                *cite("reorganizace", "opustene_delostrelectvo"),
            )
        why.add(
            "Opuštěné dělostřelectvo se reorganizuje přímo na bojišti; druhou jednotku odhodit netřeba.",
            *rule,
        )
        return why
    if not in_red_reserve:
        raise IllegalActionError(
            f"Jednotka {UNIT_GENITIVE[unit]} se reorganizuje jen v červené části sektoru rezervy.", *rule
        )
    if same_type_panicked_in_red < 1:
        raise IllegalActionError(
            f"V červené části rezervy musí být ještě druhá jednotka {UNIT_GENITIVE[unit]}, která se odhodí.",
            *rule,
        )
    why.add(
        f"Jednotka {UNIT_GENITIVE[unit]} v červené části rezervy s druhou jednotkou stejného typu: "
        "reorganizuje se do zálohy, druhá jednotka se odstraní ze hry.",
        *rule,
    )
    return why


def check_order_count(orders: int, units: Sequence[str] | None = None, limit: int = ORDERS_PER_ROUND) -> Explanation:
    rule = cite("rozkazy")
    if orders > limit:
        raise IllegalActionError(f"V kole máš k dispozici {limit} rozkazů, ne {orders}.", *rule)
    if units is not None and len(set(units)) != len(units):
        raise IllegalActionError("Žádná jednotka nemůže provést více než jeden rozkaz za kolo.", *rule)
    why = Explanation()
    why.add(f"{orders} rozkazů z {limit} možných; každý rozkaz pro jednu jednotku.", *rule)
    return why
