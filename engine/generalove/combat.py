"""Clashes: positions in a battle zone, summed modifiers, hits, panic, capture and flight.

Chapters Střet, Pozice, Boj, Ostřelování and Panika of manual 001.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from engine.explain import Explanation, IllegalActionError, MissingFactError

from .board import MY_RESERVE, Sector, SectorStatus, sector_name, shortest_paths
from .citations import cite, phase_key
from .tables import TAB3, Direction, tab1, tab2, tab2_row_for
from .units import CAPTURE_VP, NO_UNIT, ROLL_DATIVE, ROLLERS, Category, Roll, Stance, UnitType, signed

ZONE_SIZE = 5


@dataclass(frozen=True)
class Unit:
    kind: UnitType
    stance: Stance  # UTOCICI = has a move/attack order; OBRANA = defence order; NEPRIPRAVENA = neither
    panicked: bool = False
    label: str = ""

    @property
    def category(self) -> Category:
        return Category(self.stance, self.kind)

    def describe(self) -> str:
        name = self.label or self.kind.value
        return f"{name} ({'v panice' if self.panicked else self.stance.value})"


# --- positions (chapter Pozice) ------------------------------------------------------------------------
ATTACK_PRIORITY: tuple[tuple[UnitType, Stance], ...] = (
    (UnitType.JIZDA, Stance.UTOCICI),  # 1. cavalry with a move/attack order
    (UnitType.PECHOTA, Stance.UTOCICI),  # 2. infantry with a move/attack order
)
DEFENCE_PRIORITY_REST: tuple[UnitType, ...] = (UnitType.JIZDA, UnitType.PECHOTA, UnitType.DELOSTRELECTVO)


@dataclass
class Zone:
    """Five field pairs; ``mine[i]``/``theirs[i]`` stand in field ``i + 1`` (None = empty)."""

    mine: list[Unit | None] = field(default_factory=lambda: [None] * ZONE_SIZE)
    theirs: list[Unit | None] = field(default_factory=lambda: [None] * ZONE_SIZE)
    waiting: list[Unit] = field(default_factory=list)  # attackers beyond five: they try in the next phase
    explanation: Explanation = field(default_factory=Explanation)

    def pairs(self) -> list[tuple[Unit | None, Unit | None]]:
        return list(zip(self.mine, self.theirs, strict=True))

    def unblocked(self, side: str = "mine") -> list[Unit]:
        own, other = (self.mine, self.theirs) if side == "mine" else (self.theirs, self.mine)
        return [
            u for u, o in zip(own, other, strict=True) if u is not None and o is None and u.stance is Stance.UTOCICI
        ]


def order_attackers(units: Sequence[Unit]) -> tuple[list[Unit], list[Unit]]:
    """Attackers in placing order (cavalry before infantry), split into (placed, waiting)."""
    for u in units:
        if u.stance is not Stance.UTOCICI:
            raise IllegalActionError(f"{u.describe()} nemá rozkaz k přesunu/útoku.", *cite("pozice"))
        if u.kind is UnitType.DELOSTRELECTVO:
            raise IllegalActionError(
                "Dělostřelectvo do bojové zóny neútočí – přesouvá se jen ve 4. (nebojové) fázi.",
                *cite("delostrelectvo", "pozice"),
            )
    ordered = [u for kind, _ in ATTACK_PRIORITY for u in units if u.kind is kind]
    return ordered[:ZONE_SIZE], ordered[ZONE_SIZE:]


def order_defenders(units: Sequence[Unit]) -> list[Unit]:
    """Defenders in placing order: defence orders (in the defender's order), cavalry, infantry, artillery."""
    ready = [u for u in units if not u.panicked]
    with_order = [u for u in ready if u.stance is Stance.OBRANA]
    rest = [u for kind in DEFENCE_PRIORITY_REST for u in ready if u.stance is not Stance.OBRANA and u.kind is kind]
    return with_order + rest


def position(attackers: Sequence[Unit], defenders: Sequence[Unit], attacker_is_me: bool = True) -> Zone:
    """Fill a battle zone: attackers in priority 1–2, defenders in priority 3–6 while outnumbered.

    Defending units are placed only while the attacker has more units in the
    zone; at equal numbers no further unit is placed.
    """
    placed, waiting = order_attackers(attackers)
    pool = order_defenders(defenders)
    defending = pool[: len(placed)]
    zone = Zone(waiting=waiting)
    rule = cite("pozice")
    att_side, def_side = (zone.mine, zone.theirs) if attacker_is_me else (zone.theirs, zone.mine)
    for i, unit in enumerate(placed):
        att_side[i] = unit
    for i, unit in enumerate(defending):
        def_side[i] = unit
    zone.explanation.add(
        "Útočníci do polí 1, 2, …: nejdřív jízda s rozkazem k přesunu/útoku, pak pěchota: "
        + ", ".join(f"{i + 1}: {u.describe()}" for i, u in enumerate(placed))
        + ".",
        *rule,
    )
    if waiting:
        zone.explanation.add(
            f"Do bojové zóny se vejde 5 jednotek; {len(waiting)} se o přesun pokusí až v další příslušné fázi.",
            *cite("pozice", "presun_utok"),
        )
    if defending:
        zone.explanation.add(
            "Obránce umisťuje povinně, dokud má soupeř v zóně převahu: nejdřív jednotky s rozkazem k obraně, "
            "pak jízdu, pěchotu a dělostřelectvo: "
            + ", ".join(f"{i + 1}: {u.describe()}" for i, u in enumerate(defending))
            + ".",
            *rule,
        )
    elif placed:
        zone.explanation.add("V napadeném sektoru není žádná bojeschopná jednotka k umístění.", *rule)
    free = [i + 1 for i in range(len(defending), len(placed))]
    if free:
        zone.explanation.add(
            "Nezablokované útočící jednotky (proti nim zůstalo pole prázdné): pole " + ", ".join(map(str, free)) + ".",
            *cite("nezablokovane"),
        )
    return zone


# --- summed modifiers (chapter Boj, step 1) -----------------------------------------------------------
@dataclass
class SideModifiers:
    total: dict[Roll, int]
    dice: dict[Roll, int]
    explanation: Explanation


def side_modifiers(
    pairs: Sequence[tuple[Category, Category]],
    *,
    phase: int = 3,
    directions: Mapping[int, Direction] | None = None,
) -> SideModifiers:
    """Sum the Tab. 1 (and Tab. 2) modifiers of one side over the occupied field pairs.

    ``pairs``: (my unit, the unit opposite) per occupied field, in field order;
    ``directions``: field index -> direction of the attack that hit my
    unprepared defending unit in that field (Tab. 2); missing = frontal.
    Fire (``s``) counts only in phase 3; assault (``z``) in phases 1 and 3.

    :raises MissingFactError: a needed cell is unknown.
    """
    if phase not in (1, 3):
        raise IllegalActionError(
            "Střet jednotek nastává jen ve fázi jízdy (1.) a ve fázi pěchoty (3.).", *cite("stret")
        )
    rolls = (Roll.ZTEC,) if phase == 1 else (Roll.STRELBA, Roll.ZTEC)
    why = Explanation()
    totals = {r: 0 for r in rolls}
    dice = {r: 0 for r in rolls}
    directions = directions or {}
    for index, (mine, theirs) in enumerate(pairs):
        if mine.unit is None:
            continue
        field_no = index + 1
        no_roll = False
        parts: list[str] = []
        direction = directions.get(index, Direction.CELNI)
        row = tab2_row_for(mine)
        for roll in rolls:
            look = tab1(mine, theirs, roll)
            value = look.modifier or 0
            if row is not None and direction is not Direction.CELNI:
                d = tab2(row, direction, roll)
                if d.modifier is None:
                    no_roll = True
                else:
                    value += d.modifier
            totals[roll] += value
            parts.append(f"{signed(value)} {ROLL_DATIVE[roll]}")
        if no_roll:
            why.add(
                f"Pole {field_no}: {mine.czech()} napadené ({direction.value}) nehází (Tab. 2).",
                *cite("tabulky"),
            )
        else:
            for roll in rolls:
                if mine.unit in ROLLERS[roll]:
                    dice[roll] += 1
        extra = f", {direction.value}" if row is not None and direction is not Direction.CELNI else ""
        why.add(
            f"Pole {field_no}: {mine.czech()} × {theirs.czech()}{extra}: " + ", ".join(parts) + ".",
            *cite("tabulky", "upravy"),
        )
    summary = ", ".join(f"{signed(totals[r])} {ROLL_DATIVE[r]}" for r in rolls)
    why.add(f"Součet úprav: {summary}.", *cite("upravy"))
    if phase == 1:
        why.add("Ve fázi jízdy se nestřílí, rozhoduje jen zteč.", *cite("faze_1"))
    return SideModifiers(totals, dice, why)


def zone_categories(zone: Zone) -> tuple[list[tuple[Category, Category]], list[tuple[Category, Category]]]:
    """Pairs from my side and from the opponent's side of a positioned zone."""

    def cat(u: Unit | None) -> Category:
        if u is not None and u.panicked:
            raise MissingFactError(
                "Tab. 1 nemá sloupec pro jednotku v panice; manuál jen říká, že ji lze napadnout a zničit "
                "„dle obvyklých pravidel pro boj“.",
                *cite("panika", "tabulky"),
                fact="úprava bojového hodu proti jednotce v panice",
            )
        return NO_UNIT if u is None else u.category

    mine = [(cat(a), cat(b)) for a, b in zone.pairs() if a is not None and not a.panicked]
    theirs = [(cat(b), cat(a)) for a, b in zone.pairs() if b is not None and not b.panicked]
    return mine, theirs


# --- casualties, panic, capture (chapter Boj, step 3; Panika) ------------------------------------------
class Fate(Enum):
    PANIKA = "propadá panice"
    OPUSTENO = "je opuštěno osádkou"
    ZAJATA = "je zajata"
    ZNICENA = "je zničena"


@dataclass(frozen=True)
class Casualty:
    unit: Unit
    fate: Fate
    vp_for_opponent: int


def take_hits(
    units: Sequence[Unit], hits: int, choice: Sequence[int] | None = None
) -> tuple[list[Casualty], Explanation]:
    """Apply ``hits`` to my units in a zone, in the order I choose (indices into ``units``).

    Combat-ready units must be chosen before units already in panic.  A hit
    combat-ready unit panics (artillery is abandoned); a hit unit in panic is
    captured and the opponent scores it.

    :raises IllegalActionError: the choice takes a panicked unit while a combat-ready one is left.
    """
    why = Explanation()
    rule = cite("ztraty")
    state = list(units)
    if choice is None:
        choice = [i for i, u in enumerate(state) if not u.panicked] + [i for i, u in enumerate(state) if u.panicked]
    out: list[Casualty] = []
    picks = list(choice)
    for _ in range(hits):
        if not picks:
            break
        index = picks.pop(0)
        unit = state[index]
        if unit.panicked and any(not u.panicked for u in state):
            raise IllegalActionError(
                "Jako ztráty musíš v první řadě určit bojeschopné jednotky, až potom jednotky v panice.",
                *rule,
            )
        if unit.panicked:
            out.append(Casualty(unit, Fate.ZAJATA, CAPTURE_VP[unit.kind]))
            why.add(
                f"{unit.describe()} zasažena podruhé: je zajata, soupeř získává {CAPTURE_VP[unit.kind]} VB.",
                *cite("ztraty", "cil_hry"),
            )
            state[index] = replace(unit, panicked=True, label="zajata")
            picks = [p for p in picks if p != index]
        else:
            fate = Fate.OPUSTENO if unit.kind is UnitType.DELOSTRELECTVO else Fate.PANIKA
            out.append(Casualty(unit, fate, 0))
            why.add(
                f"{unit.describe()} zasažena: {fate.value}; její rozkazy pro toto kolo se bez náhrady ruší.",
                *cite("ztraty", "panika", "rozkazy"),
            )
            state[index] = replace(unit, panicked=True)
            picks.append(index)
    return out, why


def bombardment_hit(unit: Unit) -> tuple[Casualty, Explanation]:
    """A bombardment hit: a unit already in panic is destroyed (no VP), otherwise it panics."""
    why = Explanation()
    if unit.panicked:
        why.add(
            f"{unit.describe()} zasažena ostřelováním: je zničena a vyřazena ze hry, vítězné body se za ni nepočítají.",
            *cite("ostrelovani_boj", "ostrelovani_rozkaz"),
        )
        return Casualty(unit, Fate.ZNICENA, 0), why
    fate = Fate.OPUSTENO if unit.kind is UnitType.DELOSTRELECTVO else Fate.PANIKA
    why.add(f"{unit.describe()} zasažena ostřelováním: {fate.value}.", *cite("ostrelovani_boj", "panika"))
    return Casualty(unit, fate, 0), why


def bombardment_modifier(
    target: Category,
    *,
    over_occupied: bool = False,
    same_sector_as_last_round: bool = False,
    direction: Direction = Direction.CELNI,
) -> tuple[int, Explanation]:
    """Summed bombardment modifier: Tab. 1 (target chosen by the opponent), Tab. 2 (side), Tab. 3."""
    why = Explanation()
    look = tab1(Category(Stance.UTOCICI, UnitType.DELOSTRELECTVO), target, Roll.OSTRELOVANI)
    total = look.modifier or 0
    why.add(f"Tab. 1: ostřelování × {target.czech()}: {signed(total)}.", *cite("tabulky", "ostrelovani_boj"))
    if direction is not Direction.CELNI:
        d = tab2("ostrelovani", direction, Roll.OSTRELOVANI)
        side = d.modifier or 0
        total += side
        why.add(f"Tab. 2: ostřelování ze strany ({direction.value}): {signed(side)}.", *cite("tabulky"))
    if over_occupied:
        value = TAB3["pres_obsazeny_sektor"].get(Roll.OSTRELOVANI)
        total += value
        why.add(f"Tab. 3: přes obsazený sektor: {signed(value)}.", *cite("tabulky"))
    if same_sector_as_last_round:
        value = TAB3["stejny_sektor_jako_minule"].get(Roll.OSTRELOVANI)
        total += value
        why.add(f"Tab. 3: stejný sektor jako v předchozím kole: {signed(value)}.", *cite("tabulky"))
    why.add(f"Úprava ostřelování celkem: {signed(total)}.", *cite("ostrelovani_boj"))
    return total, why


# --- flight (chapter Panika) ----------------------------------------------------------------------------
def flight(
    start: Sector, statuses: Mapping[Sector, SectorStatus], reserve: Sector = MY_RESERVE
) -> tuple[Sector | None, Explanation]:
    """Next sector of a fleeing panicked infantry/cavalry unit, or None when it is captured.

    Flight goes by the shortest way to the own reserve, one sector per phase,
    only through friendly or neutral sectors (missing statuses count as
    neutral only if given so; the caller passes every sector it knows).
    """
    why = Explanation()
    rule = cite("panika")
    if start == reserve:
        why.add("Jednotka v panice už je v sektoru rezervy (v jeho červené části).", *rule)
        return start, why
    passable = [s for s, st in statuses.items() if st in (SectorStatus.PRATELSKY, SectorStatus.NEUTRALNI)]
    path = shortest_paths(start, reserve, passable)
    if path is None:
        why.add(
            "Útěk do vlastní rezervy přes přátelské nebo neutrální sektory není možný: jednotka v panice je zajata.",
            *rule,
        )
        return None, why
    nxt = path[1]
    why.add(
        f"Útěk nejkratší cestou k vlastní rezervě přes přátelské nebo neutrální sektory: o jeden sektor do "
        f"{sector_name(nxt)}" + (" (červená část rezervy)." if nxt == reserve else "."),
        *rule,
    )
    return nxt, why


# --- clash situations (chapter Střet) -----------------------------------------------------------------
class Situation(Enum):
    UTOK_DO_NEPRATELSKEHO = "jednotky jednoho hráče táhnou do nepřátelského sektoru"
    OBA_DO_NEUTRALNIHO = "jednotky obou hráčů táhnou do stejného neutrálního sektoru"
    PROTISMER = "oba táhnou do nepřátelského sektoru, z něhož protivník vystupuje v protisměru"


@dataclass
class Clash:
    situation: Situation | None
    my_roles: tuple[str, ...]
    enemy_roles: tuple[str, ...]
    step: str  # the phase step that handles the move
    explanation: Explanation


def clash(
    target: SectorStatus, *, phase: int, enemy_enters_same: bool = False, enemy_leaves_toward_me: bool = False
) -> Clash:
    """What happens when my units move into ``target`` in ``phase`` (1, 3 or 4).

    :raises IllegalActionError: a phase in which units do not move.
    """
    why = Explanation()
    rule = cite("stret")
    if phase not in (1, 3, 4):
        raise IllegalActionError("Jednotky se přesouvají jen v 1., 3. a 4. fázi.", *cite("presun_utok"))
    first = f"{phase}.1"
    if phase == 4:
        if target is SectorStatus.NEPRATELSKY:
            why.add("Ve 4. fázi se do nepřátelského sektoru netáhne – přesun se neuskuteční.", *cite("faze_4"))
            return Clash(None, (), (), "4.1", why)
        why.add("Ve 4. fázi jde o nebojový přesun do přátelského nebo neutrálního sektoru.", *cite("faze_4"))
        return Clash(None, (), (), "4.1", why)
    if target is SectorStatus.PRATELSKY:
        why.add(
            f"Cílový sektor je přátelský: jednotky se přesunou hned v kroku {first}, ke střetu nedojde.",
            *cite(phase_key(phase)),
        )
        return Clash(None, (), (), first, why)
    last = "1.6" if phase == 1 else "3.10"
    if target is SectorStatus.NEUTRALNI:
        if not enemy_enters_same:
            why.add(
                f"Cílový sektor je neutrální a soupeř do něj netáhne: jednotky se do něj přesunou v kroku {last}.",
                *cite(phase_key(phase)),
            )
            return Clash(None, (), (), last, why)
        why.add(f"Střet: {Situation.OBA_DO_NEUTRALNIHO.value} – oba hráči jsou útočníky.", *rule)
        return Clash(Situation.OBA_DO_NEUTRALNIHO, ("útočník",), ("útočník",), f"{phase}.2", why)
    if enemy_leaves_toward_me:
        why.add(
            f"Střet: {Situation.PROTISMER.value} – oba hráči jsou útočníky a soupeř může být zároveň "
            "obráncem (jednotky, které v sektoru zůstaly).",
            *rule,
        )
        return Clash(Situation.PROTISMER, ("útočník",), ("útočník", "obránce"), f"{phase}.2", why)
    why.add(f"Střet: {Situation.UTOK_DO_NEPRATELSKEHO.value} – já útočím, soupeř se brání.", *rule)
    return Clash(Situation.UTOK_DO_NEPRATELSKEHO, ("útočník",), ("obránce",), f"{phase}.2", why)


# --- unblocked units (chapter Pozice, Nezablokované jednotky) -------------------------------------------
def unblocked_attack(kind: UnitType, *, enemies_in_own_zone: int, other_active_zones: int) -> tuple[str, Explanation]:
    """Where an unblocked attacking unit may strike; returns ("stejná zóna" | "jiná zóna" | "nikam", why)."""
    why = Explanation()
    rule = cite("nezablokovane")
    if kind is UnitType.JIZDA:
        if enemies_in_own_zone or other_active_zones:
            why.add(
                "Nezablokovaná jízda smí zaútočit proti nepřátelským jednotkám v libovolné aktivní bojové zóně "
                "napadeného sektoru; přísluší jí jen zvláštní úprava (Tab. 1, sloupec „žádná jednotka“).",
                *rule,
            )
            return ("stejná zóna" if enemies_in_own_zone else "jiná zóna"), why
    elif kind is UnitType.PECHOTA:
        if enemies_in_own_zone:
            why.add(
                "Nezablokovaná pěchota útočí proti nepřátelským jednotkám ve stejné bojové zóně "
                "(poznámka 3: jen do stejné zóny, dokud jsou v ní soupeřovy jednotky).",
                *rule,
            )
            return "stejná zóna", why
        if other_active_zones:
            why.add(
                "Ve stejné zóně nejsou nepřátelské jednotky: všechny nezablokované jednotky pěchoty smějí "
                "zaútočit do jiné aktivní bojové zóny napadeného sektoru, jen se zvláštní úpravou.",
                *rule,
            )
            return "jiná zóna", why
    else:
        raise IllegalActionError("Dělostřelectvo do bojové zóny neútočí.", *cite("delostrelectvo"))
    why.add("Není proti komu zaútočit.", *rule)
    return "nikam", why


def abandoned_artillery(*, own_unit_in_sector: bool, enemy_unit_in_sector: bool) -> tuple[str, Explanation]:
    """Fate of my abandoned artillery: captured, may be reorganised, or stays (chapter Panika)."""
    why = Explanation()
    rule = cite("opustene_delostrelectvo")
    why.add("Opuštěné dělostřelectvo zůstává na místě (neutíká) a jeho sektor je neutrální.", *rule)
    if enemy_unit_in_sector:
        why.add(
            "Obsadila-li sektor nepřátelská jednotka, je dělostřelectvo zajato (soupeř získá 2 VB).",
            *cite("opustene_delostrelectvo", "cil_hry"),
        )
        return "zajato", why
    if own_unit_in_sector:
        why.add(
            "Sektor obsadila vlastní jednotka: dělostřelectvo lze reorganizovat rozkazem přímo na bojišti.",
            *cite("opustene_delostrelectvo", "reorganizace"),
        )
        return "lze reorganizovat", why
    return "zůstává", why
