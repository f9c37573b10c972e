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

from engine.explain import Explanation
from engine.memoir44.battle import flags_ignorable
from engine.memoir44.board import backward, format_hex, is_half_hex, is_on_board
from engine.memoir44.citations import cite
from engine.memoir44.components import KIND_CS, Kind, Unit
from engine.memoir44.hexgrid import Hex
from engine.memoir44.position import Position
from engine.memoir44.terrain import SPECS


def _retreat_step_refusal(position: Position, unit: Unit, src: Hex, dst: Hex) -> str:
    """Czech reason why a retreat step ``src``→``dst`` is impossible, or "" when it is possible."""
    if not is_on_board(dst):
        return "kraj bojiště"
    if is_half_hex(dst):
        return f"půlené pole {format_hex(dst)} na kraji bojiště"
    if position.unit_at(dst) is not None:
        return f"jednotka na poli {format_hex(dst)}"
    for f in position.features(dst):
        if unit.kind in f.impassable:
            return f"{f.name} na poli {format_hex(dst)} (neprostupné)"
        if f.sea:
            return f"moře na poli {format_hex(dst)} (na moře nelze ustoupit)"
    if any(f.bridge for f in position.features(src)) and any(f.water for f in position.features(dst)):
        return f"z mostu lze ustoupit jen na pevninu, {format_hex(dst)} je voda"
    if abs(position.height(dst) - position.height(src)) > 1:
        return f"výškový rozdíl víc než 1 na poli {format_hex(dst)}"
    return ""


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
            if not _retreat_step_refusal(vacated, unit, x, y):
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
    explanation: Explanation = field(default_factory=Explanation)

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
        raise ValueError(f"no unit on {format_hex(target_hex)}")
    exp = Explanation()
    figs = unit.figures
    from_hits = min(figs, hits)
    if hits:
        extra = " (přebytečné zásahy nemají žádný efekt)" if hits > figs else ""
        exp.add(f"Nejprve zásahy: {hits} {_zasah(hits)}, jednotka ztrácí {from_hits} "
                f"{_figura(from_hits)}{extra}.", cite("battle.hits"))
    if from_hits >= figs:
        exp.add("Jednotka je zničena; útočník získává vítěznou medaili. Vlajky už se nevyhodnocují.",
                cite("battle.hits"))
        return Resolution(hits, flags, figs, from_hits, 0, 0, 0, 0, True, [], exp)
    ignored = 0
    if flags and ignore_flag:
        n, feature = flags_ignorable(position, target_hex, unit)
        if n:
            ignored = 1
            exp.add(f"Jednotka {feature.where} může ignorovat jednu vlajku (nikdy víc než jednu).",
                    cite(feature.rule), cite("obstacle.general"))
    need = flags - ignored
    if need <= 0:
        if flags == 0 and hits == 0:
            exp.add("Nepadl žádný symbol, který by zasáhl nebo donutil k ústupu: útočník střelil vedle.",
                    cite("battle.miss"))
        return Resolution(hits, flags, figs, from_hits, ignored, 0, 0, 0, False, [()], exp)
    rules = [cite("battle.retreat")]
    paths = retreat_paths(position, target_hex, unit, need)
    taken = len(paths[0])
    per_flag = " (francouzská Resistance ustupuje o 1–3 pole za vlajku)" if unit.type.resistance else ""
    if cannot_retreat_at_all(position, target_hex, unit):
        exp.add(f"Jednotka typu {KIND_CS[unit.kind]}, která začíná v bunkru, nemůže ustupovat; "
                "za druhou a každou další vlajku ztrácí jednu figuru.", cite("obstacle.bunker"))
    else:
        exp.add(f"Za každou vlajku ustupuje jednotka o 1 pole ke své straně bojiště{per_flag}: "
                f"potřebuje ustoupit o {need} {_pole(need)}.", *rules)
        if taken < need:
            blocked = _blocked_reasons(position, target_hex, unit, paths)
            if taken:
                exp.add(f"Ústup je možný jen o {taken} {_pole(taken)}; dál ho blokuje: {blocked}.", *rules)
            else:
                exp.add(f"Ústup není možný, blokuje ho: {blocked}.", *rules)
    lost = min(figs - from_hits, need - taken)
    if need - taken:
        exp.add(f"Za každé pole ústupu, které nelze vykonat, ztrácí jednotka jednu figuru: "
                f"{need - taken} {_figura(need - taken)}.", *rules)
    eliminated = from_hits + lost >= figs
    if eliminated:
        exp.add("Tím přišla o poslední figuru a je zničena; útočník získává vítěznou medaili.",
                cite("battle.hits"))
    elif taken and unit.type.resistance:
        longest = retreat_capacity(position, target_hex, unit, need=3 * need)
        exp.add(f"Resistance ustoupí o {taken}–{longest} {_pole(longest)} (1–3 za každou vlajku); majitel volí "
                "cestu.",
                cite("units.resistance"))
    elif taken:
        ends = ", ".join(sorted({format_hex(p[-1]) for p in paths}))
        exp.add(f"Jednotka ustoupí o {taken} {_pole(taken)}; majitel volí cestu (cíl: {ends}).", *rules)
    return Resolution(hits, flags, figs, from_hits, ignored, need, taken, lost, eliminated, paths, exp)


def _blocked_reasons(position: Position, h: Hex, unit: Unit, paths: list[tuple[Hex, ...]]) -> str:
    vacated = position.without_unit(h)
    edge = position.edge_of(unit.side)
    reasons: list[str] = []
    for p in paths:
        last = p[-1] if p else h
        for y in backward(last, edge):
            why = _retreat_step_refusal(vacated, unit, last, y)
            if why and why not in reasons:
                reasons.append(why)
    return ", ".join(reasons) or "nic"


def _pole(n: int) -> str:
    return "pole" if n < 5 else "polí"


def _figura(n: int) -> str:
    return "figuru" if n == 1 else "figury" if 2 <= n <= 4 else "figur"


def _zasah(n: int) -> str:
    return "zásah" if n == 1 else "zásahy" if 2 <= n <= 4 else "zásahů"


# --- take ground and overrun ---------------------------------------------------------------------


@dataclass
class Verdict:
    allowed: bool
    explanation: Explanation = field(default_factory=Explanation)


def take_ground(position: Position, attacker_hex: Hex, vacated_hex: Hex, success: bool = True) -> Verdict:
    """May the unit on ``attacker_hex`` take ground into ``vacated_hex`` after its battle?"""
    unit = position.unit_at(attacker_hex)
    if unit is None:
        raise ValueError("no attacker")
    exp = Explanation()
    rule = cite("battle.take_ground")
    if unit.kind is Kind.ARTILLERY:
        exp.add("Jednotka artilerie nemůže obsadit pozici.", rule)
        return Verdict(False, exp)
    if attacker_hex.distance(vacated_hex) != 1:
        exp.add("Pozici lze obsadit jen po útoku na blízko (na sousední pole).", rule)
        return Verdict(False, exp)
    if not success:
        exp.add("Pozici lze obsadit jen po úspěšném útoku na blízko: cíl musí být zničen nebo ustoupit.", rule)
        return Verdict(False, exp)
    if unit.entered and unit.kind in SPECS[unit.entered].must_stop:
        f = SPECS[unit.entered]
        exp.add(f"Jednotka se v tomto tahu pohnula na pole, kde musí zastavit ({f.name}); terénní omezení "
                "platí i pro obsazení pozice, takže pozici obsadit nemůže.", rule, cite(f.rule))
        return Verdict(False, exp)
    if position.unit_at(vacated_hex) is not None:
        exp.add("Pole není volné.", rule)
        return Verdict(False, exp)
    for f in position.features(attacker_hex):
        if unit.kind in f.cannot_leave_from_start:
            exp.add("Jednotka obrněnců nebo artilerie, která začíná v bunkru, se z něj nemůže pohnout.", cite(f.rule))
            return Verdict(False, exp)
    src = position.features(attacker_hex)
    dst = position.features(vacated_hex)
    for f in dst:
        if unit.kind in f.impassable:
            exp.add(f"Pole s terénem „{f.name}“ je pro jednotku typu {KIND_CS[unit.kind]} neprostupné.", cite(f.rule))
            return Verdict(False, exp)
    if abs(position.height(attacker_hex) - position.height(vacated_hex)) > 1:
        exp.add("Rozdíl výšek polí je větší než 1.", cite("elevation.movement"))
        return Verdict(False, exp)
    from_beach = any(f.beach for f in src)
    to_cliff = [f for f in dst if f.cliff]
    if (from_beach and to_cliff) or (any(f.cliff for f in src) and any(f.beach for f in dst)):
        cliff = to_cliff[0] if to_cliff else next(f for f in src if f.cliff)
        if unit.kind is not Kind.INFANTRY:
            exp.add("Obrněnci a artilerie se nemohou pohnout z pláže na útes ani z útesu na pláž.",
                    cite(cliff.rule))
            return Verdict(False, exp)
        if cliff.cliff == "bluff" and from_beach:
            exp.add("Pěchota nemůže při útoku na sráz z pole pláže obsadit pozici.", cite("terrain.bluff"))
            return Verdict(False, exp)
    if any(f.bridge for f in dst) and any(f.water for f in src):
        exp.add("Na most lze vstoupit jen ze sousedního pole pevniny.", cite("terrain.bridge"))
        return Verdict(False, exp)
    exp.add("Útok na blízko byl úspěšný, jednotka může obsadit pozici postupem na uvolněné pole.", rule)
    for f in dst:
        if unit.kind in f.must_stop or f.no_battle_after_entering:
            exp.add(f"Na poli ({f.name}) pak platí jeho omezení pohybu a boje.", cite(f.rule))
    return Verdict(True, exp)


def overrun(unit: Unit, took_ground: bool, overrun_done: bool, entered: str = "") -> Verdict:
    """May an armour unit that just took ground battle again (armour overrun)?

    ``entered``: terrain/obstacle key of the hex it took (its restrictions still apply).
    """
    exp = Explanation()
    rule = cite("battle.overrun")
    if unit.kind is not Kind.ARMOUR:
        exp.add("Tankovou smršť může provést jen obrněná jednotka.", rule)
        return Verdict(False, exp)
    if overrun_done:
        exp.add("Obrněná jednotka může provést jen jednu tankovou smršť za tah (obsadit pozici po ní ještě může).",
                rule)
        return Verdict(False, exp)
    if not took_ground:
        exp.add("Tanková smršť následuje jen poté, co obrněnci po úspěšném útoku na blízko obsadí pozici.", rule)
        return Verdict(False, exp)
    if entered:
        f = SPECS[entered]
        if f.no_battle_after_entering or f.sea:
            exp.add(f"Terénní omezení platí dál: v tahu, kdy obrněnci vstoupí na pole s terénem „{f.name}“, nemohou "
                    "útočit, takže tankovou smršť neprovedou.", rule, cite(f.rule))
            return Verdict(False, exp)
        if f.wire:
            exp.add("Obrněnci, kteří vstoupí na ostnatý drát, ho musí odstranit, ale dál mohou útočit.",
                    cite(f.rule))
    exp.add("Obrněnci po obsazení pozice mohou zaútočit podruhé (tanková smršť) na libovolnou nepřátelskou "
            "jednotku podle obvyklých pravidel útoku (boj na blízko má přednost).", rule)
    return Verdict(True, exp)
