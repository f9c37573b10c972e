"""The Memoir '44 facade: a player's question as flat facts in, an explained answer out.

``evaluate(facts)`` picks the question kind from the keys present, builds a
real board position from the facts (units and terrain placed on hexes of the
13 × 9 board) and runs the engine on it.  Facts it needs and was not given are
listed in ``needs`` (Czech) and nothing that depends on them is reported.
``FACTS`` documents every key (Czech).

Question kinds (``question_kind``, first match wins): air power (``front``/``year``),
objective medals (``objective``), victory (``medals``/``medals_needed``), orders
(``order_count``, ``units_in_sector``, ``unit_on_line``), armour overrun
(``overrun_already_done``/``took_ground``), take ground (``take_ground``), resolution of a roll
(``rolled``), movement (``unit``/``path``/``move``), odds (``dice`` without an attacker), line of
sight (``edge_sides``, or ``between``/heights without a distance), battle (everything else).

``verdict`` in a battle answers "may it battle?": it is given when the battle is not allowed, or when
the facts name something that could forbid it (``between``, ``los_blocked_by``, ``attacker_moved``,
``attacker_entered``, ``asks="útok"``); a plain "how many dice" question gets ``None``.
Numbers use the contract keys (``dice, distance, expected_hits, p_hits, p_retreat``) and
``reduction, attacker_penalty, total_reduction, p_face, p_at_least_one_hit, p_at_least_one_flag,
dice_return_fire, losses, losses_from_hits, losses_from_retreat, retreat_hexes, flags_ignored, move,
move_cost, lost_orders, max_overruns_per_turn, medals_missing, dice_allies, dice_axis``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.api import EngineAnswer
from engine.explain import Explanation, MissingFactError
from engine.memoir44 import odds
from engine.memoir44.battle import RANGE_RULE, check_battle, count_dice, flags_ignorable
from engine.memoir44.board import Sector, backward, offset_to_hex
from engine.memoir44.citations import cite
from engine.memoir44.components import (
    DIE_FACES_NOTE,
    KIND_CS,
    UNIT_TYPES,
    Face,
    Kind,
    Side,
    Unit,
    cap,
    count_word,
    hits_target,
)
from engine.memoir44.hexgrid import Hex, sight_traces
from engine.memoir44.medals import FRONTS, Objective, air_power, keeps_medal
from engine.memoir44.movement import MoveOption, check_path
from engine.memoir44.names import (
    BLOCKER_NAMES,
    FRONT_NAMES,
    OBJECTIVE_NAMES,
    SECTOR_NAMES,
    SIDE_NAMES,
    face,
    fold,
    lookup,
    terrain_key,
    unit_key,
)
from engine.memoir44.orders import lost_orders
from engine.memoir44.position import Position
from engine.memoir44.resolution import cannot_retreat_at_all, overrun, resolve, take_ground
from engine.memoir44.sight import line_of_sight
from engine.memoir44.terrain import SPECS

GAME = "memoir44"

FACTS: dict[str, str] = {
    "attacker": "útočící jednotka: pěchota, elitní pěchota, obrněnci (tanky), elitní obrněnci, artilerie "
                "(dělostřelectvo), francouzská Resistance",
    "target": "cílová jednotka (stejné názvy jako u útočníka)",
    "unit": "jednotka, o jejímž pohybu je otázka",
    "distance": "vzdálenost útočníka od cíle v polích (1 = sousední pole, boj na blízko)",
    "terrain_target": "terén nebo překážka na poli cíle (les, živý plot, kopec, město/vesnice, kostel, most, "
                      "pláž, moře, útes, sráz, strmý kopec, bunkr, ježek/zátaras, ostnatý drát, pytle s pískem, "
                      "pobřežní hráz, rovina)",
    "terrain_attacker": "terén nebo překážka na poli útočníka",
    "obstacle_target": "překážka na poli cíle (bunkr, ježek, ostnatý drát, pytle s pískem, pobřežní hráz)",
    "obstacle_attacker": "překážka na poli útočníka",
    "attacker_height": "výška pole útočníka (0, 1 nebo 2)",
    "target_height": "výška pole cíle (0, 1 nebo 2)",
    "between": "co je mezi útočníkem a cílem (terén nebo „jednotka“; lze uvést výšku, např. „město (výška 0)“)",
    "los_blocked_by": "co mezi útočníkem a cílem blokuje linii výhledu (stejně jako between)",
    "edge_sides": "linie vede podél okraje polí: dvojice [co je na jedné straně, co na druhé]",
    "figures": "počet figur, které cílová (nebo ustupující) jednotka ještě má",
    "attacker_moved": "o kolik polí se útočník v tomto tahu pohnul",
    "attacker_entered": "terén, na který útočník v tomto tahu vstoupil a musel zastavit",
    "rolled": "padlé symboly na kostkách: pěchota, obrněnci, granát, hvězda, vlajka",
    "dice": "počet kostek (pro otázky na pravděpodobnost bez útočníka)",
    "stars_hit": "hvězda se počítá jako zásah (některé taktické karty)",
    "return_fire": "spočítat i palbu cíle zpět na útočníka (true)",
    "retreat_only_to": "jediný terén, kam by jednotka mohla ustoupit (např. moře)",
    "retreat_blocked_by": "co blokuje pole pro ústup (seznam: jednotka, řeka, moře, okraj bojiště …)",
    "retreat_free": "ústup není ničím omezen (true)",
    "ignore_flag": "vlastník využije právo ignorovat jednu vlajku (výchozí ano, kde to terén dovoluje)",
    "move": "o kolik polí se jednotka pohybuje",
    "enters": "terén posledního pole pohybu",
    "path": "terény polí, na která jednotka postupně vstupuje (seznam)",
    "starts_on": "terén pole, kde jednotka pohyb začíná",
    "asks": "na co se otázka ptá u pohybu: „pohyb“ (smí se tam pohnout) nebo „útok“ (smí pak útočit)",
    "overrun_already_done": "obrněnci už v tomto tahu tankovou smršť provedli",
    "took_ground": "jednotka po úspěšném útoku na blízko obsadila pozici",
    "take_ground": "otázka, zda jednotka smí obsadit pozici (true)",
    "assault_success": "útok na blízko byl úspěšný (cíl zničen nebo ustoupil)",
    "order_count": "kolika jednotkám karta vydává rozkaz",
    "units_in_sector": "kolik vlastních jednotek je v sektoru karty",
    "sector": "sektor: levé křídlo, střed, pravé křídlo",
    "unit_on_line": "jednotka stojí na poli, kterým prochází přerušovaná linie (true)",
    "objective": "typ medailového cíle: dočasný, trvalý, dočasný většinový, náhlá smrt",
    "still_occupied": "cílové pole je stále obsazené jednotkou strany, která medaili získala",
    "has_majority": "strana stále drží většinu cílových polí",
    "medals": "počet vítězných medailí, které strana má",
    "medals_needed": "počet medailí potřebný k vítězství podle scénáře",
    "units_destroyed": "počet zničených nepřátelských jednotek",
    "front": "fronta pro tabulku letecké převahy: západní, východní, Tichomoří, Středomoří",
    "year": "rok scénáře (1939–1945)",
    "side": "strana: Spojenci nebo Osa",
}

ROW = 4  # a full row in the middle of the board
START_COL = 2


def _answer(kind: str) -> EngineAnswer:
    return EngineAnswer(game=GAME, kind=kind)


def _needs(kind: str, *needs: str) -> EngineAnswer:
    ans = _answer(kind)
    ans.needs.extend(needs)
    return ans


def _truthy(v: Any) -> bool:
    if isinstance(v, str):
        return fold(v).strip() in {"true", "ano", "1", "yes", "jo"}
    return bool(v)


def _unit_type(f: Mapping[str, Any], key: str):  # -> UnitType
    raw = f.get(key)
    if raw is None:
        raise MissingFactError(f"typ jednotky ({FACTS.get(key, key)})", fact=key)
    k = unit_key(str(raw))
    if k is None:
        raise MissingFactError(f"typ jednotky „{raw}“ neznám; uveďte pěchota, obrněnci nebo artilerie", fact=key)
    return UNIT_TYPES[k]


def _feature(raw: Any, fact: str) -> str:
    k = terrain_key(str(raw))
    if k is None:
        raise MissingFactError(f"terén „{raw}“ neznám ({FACTS.get(fact, fact)})", fact=fact)
    return k


def _features_of(raw: Any, fact: str) -> list[str]:
    """Terrain/obstacle keys from one name, a list of names, or names joined by ',', ';', '+' or ' a '."""
    parts = list(raw) if isinstance(raw, (list, tuple)) else re.split(r"\s*(?:,|;|\+|\sa\s)\s*", str(raw))
    return [_feature(p, fact) for p in parts if str(p).strip()]


def _put_facts(b: _Builder, f: Mapping[str, Any], h: Hex, *facts: str) -> list[str]:
    keys: list[str] = []
    for fact in facts:
        if f.get(fact):
            for key in _features_of(f[fact], fact):
                b.put(h, key)
                keys.append(key)
    return keys


def _height_in(text: str) -> int | None:
    m = re.search(r"v[yý][sš]k[ay]?\s*(\d)", str(text), re.IGNORECASE)
    return int(m.group(1)) if m else None


def _int(f: Mapping[str, Any], key: str) -> int | None:
    v = f.get(key)
    if v is None or v == "":
        return None
    try:
        return int(v)
    except (TypeError, ValueError, OverflowError):
        raise MissingFactError(f"číslo pro „{FACTS.get(key, key)}“ (dostal jsem {v!r})", fact=key) from None


class _Builder:
    """Collects terrain, obstacles, heights and units for a synthetic position."""

    def __init__(self) -> None:
        self.terrain: dict[Hex, str] = {}
        self.obstacles: dict[Hex, str] = {}
        self.elevation: dict[Hex, int] = {}
        self.units: dict[Hex, Unit] = {}

    def put(self, h: Hex, key: str) -> None:
        if SPECS[key].obstacle:
            self.obstacles[h] = key
        else:
            self.terrain[h] = key

    def position(self) -> Position:
        return Position(terrain=self.terrain, obstacles=self.obstacles, units=self.units, elevation=self.elevation)


def _place_between(b: _Builder, raw: Any, hexes: list[Hex], fact: str) -> str:
    text = str(raw)
    height = _height_in(text)
    if lookup(BLOCKER_NAMES, text) == "unit":
        h = hexes[len(hexes) // 2]
        b.units[h] = Unit(UNIT_TYPES["infantry"], Side.ALLIES)  # a friendly unit: no close assault forced
        what = "jednotka"
    else:
        key = _feature(re.sub(r"\(.*?\)", "", text), fact)
        h = hexes[0]
        b.put(h, key)
        what = SPECS[key].name
    if height is not None:
        b.elevation[h] = height
    return what


# --- question kinds ----------------------------------------------------------------------------


def _battle(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "attack"
    needs = []
    try:
        at = _unit_type(f, "attacker")
    except MissingFactError as e:
        needs.append(e.message)
    tt = None  # the target's type changes only the odds, not the dice: it may be left out
    if f.get("target"):
        try:
            tt = _unit_type(f, "target")
        except MissingFactError as e:
            needs.append(e.message)
    d = _int(f, "distance")
    if d is None:
        needs.append("vzdálenost útočníka od cíle v polích")
    if needs:
        return _needs(kind, *needs)
    assert d is not None
    if not 1 <= d <= 10:
        return _needs(kind, "vzdálenost 1 až 10 polí")
    ans = _answer(kind)
    exp = ans.explanation
    a_hex = offset_to_hex(START_COL, ROW)
    t_hex = offset_to_hex(START_COL + d, ROW)
    interior = [offset_to_hex(START_COL + i, ROW) for i in range(1, d)]
    b = _Builder()
    _place_ends(b, f, a_hex, t_hex)
    placed = []
    for fact in ("between", "los_blocked_by"):
        if f.get(fact):
            if not interior:
                return _needs(kind, "mezi sousedními poli nic není; upřesněte vzdálenost")
            placed.append(_place_between(b, f[fact], interior, fact))
    figures = _int(f, "figures") or 0
    moved = _int(f, "attacker_moved") or 0
    entered = _feature(f["attacker_entered"], "attacker_entered") if f.get("attacker_entered") else ""
    b.units[a_hex] = Unit(at, Side.ALLIES, moved=moved, entered=entered)
    b.units[t_hex] = Unit(tt or UNIT_TYPES["infantry"], Side.AXIS, figures=figures if tt else 0)
    pos = b.position()
    exp.add(_describe(pos, a_hex, t_hex, placed, target_named=tt is not None), cite("battle.sequence"))
    check = check_battle(pos, a_hex, t_hex)
    exp.extend(check.explanation)
    dice = check.dice
    ans.numbers["distance"] = d
    if dice is not None and dice.base:
        ans.numbers["reduction"] = dice.reduction
        ans.numbers["attacker_penalty"] = dice.penalty
        ans.numbers["total_reduction"] = dice.total_reduction
    # The verdict answers "may it battle?": given when it may not, or when the facts name something that
    # could forbid it (sight, movement this turn, heights, asks="útok"); a plain dice question gets none.
    legality_asked = any(f.get(k) not in (None, "", 0) for k in (
        "between", "los_blocked_by", "attacker_moved", "attacker_entered"))
    legality_asked = legality_asked or fold(str(f.get("asks", ""))).startswith("utok")
    ans.verdict = check.allowed if (legality_asked or not check.allowed) else None
    if check.allowed and dice is not None:
        n = dice.dice
        ans.numbers["dice"] = n
        stars = _truthy(f.get("stars_hit", False))
        if tt is not None:
            _odds_numbers(ans, n, tt.kind, stars, pos.unit_at(t_hex).figures,  # type: ignore[union-attr]
                          flags_ignorable(pos, t_hex)[0])
        else:
            ans.numbers["p_at_least_one_flag"] = odds.p_at_least_one_flag(n)
            exp.add("Pravděpodobnost zásahu závisí na typu cílové jednotky, který otázka neuvádí.",
                    cite("battle.hits"))
        ans.summary = (f"{cap(at.name)} útočí na cíl{f' ({tt.name})' if tt else ''} {n} {_kostky(n)}"
                       + (f" ({dice.base} − {dice.total_reduction})" if dice.total_reduction else "") + ".")
    else:
        reason = check.explanation.steps[-1].text if check.explanation.steps else ""
        ans.summary = f"{cap(at.name)} na tento cíl útočit {at.verb('nemůže', 'nemohou')}. {reason}".strip()
        if dice is not None and dice.base and dice.dice == 0:
            ans.numbers["dice"] = 0
    if tt is not None and (f.get("terrain_attacker") or _truthy(f.get("return_fire", False))):
        back = count_dice(pos, t_hex, a_hex)
        ans.numbers["dice_return_fire"] = back.dice
        if back.base == 0:
            exp.add(f"Opětovaná palba: útočník je pro cíl ({tt.name}) mimo dostřel.", cite(RANGE_RULE[tt.kind]))
        else:
            exp.add(f"Opětovaná palba: {tt.name} z pole cíle by na útočníka házela {back.dice} "
                    f"{_kostky(back.dice)}"
                    + (f" (terénní redukce {back.reduction}, postih {back.penalty})" if back.total_reduction else
                       " (útočníkův terén jí kostky nesnižuje)") + ".", cite("battle.reductions"))
        ans.summary += (f" Zpětná palba cíle: {back.dice} {_kostky(back.dice)}." if back.base
                        else " Cíl útočníka svou palbou nedosáhne.")
    return ans


def _place_ends(b: _Builder, f: Mapping[str, Any], a_hex: Hex, t_hex: Hex) -> None:
    """Terrain, obstacles and heights of the attacker's and the target's hexes."""
    _put_facts(b, f, a_hex, "terrain_attacker", "obstacle_attacker")
    _put_facts(b, f, t_hex, "terrain_target", "obstacle_target")
    for fact, h in (("attacker_height", a_hex), ("target_height", t_hex)):
        v = _int(f, fact)
        if v is not None:
            if v == 1 and b.terrain.get(h) is None:
                b.put(h, "hill")  # height 1 with no terrain named: a hill
            elif v != SPECS[b.terrain.get(h, "plain")].elevation:
                b.elevation[h] = v


def _describe(pos: Position, a: Hex, t: Hex, placed: list[str], target_named: bool = True) -> str:
    ua, ut = pos.unit_at(a), pos.unit_at(t)
    assert ua is not None and ut is not None
    parts = [f"Pozice: {ua.type.name} {pos.terrain_at(a).where}"]
    ob = pos.obstacle_at(a)
    if ob:
        parts[-1] += f" ({ob.name})"
    if pos.height(a):
        parts[-1] += f" ve výšce {pos.height(a)}"
    tdesc = f"cíl {ut.type.name if target_named else '(typ neuveden)'} {pos.terrain_at(t).where}"
    ob = pos.obstacle_at(t)
    if ob:
        tdesc += f" ({ob.name})"
    if pos.height(t):
        tdesc += f" ve výšce {pos.height(t)}"
    parts.append(f"{tdesc}, {a.distance(t)} {'pole' if a.distance(t) < 5 else 'polí'} daleko")
    if placed:
        parts.append("mezi nimi: " + ", ".join(placed))
    return "; ".join(parts) + "."


def _kostky(n: int) -> str:
    return "kostkou" if n == 1 else "kostkami"


def _odds_numbers(ans: EngineAnswer, n: int, target: Kind, stars: bool, figures: int, ignore: int) -> None:
    pf = odds.p_face(target, stars)
    ans.numbers["p_face"] = pf
    ans.numbers["expected_hits"] = odds.expected_hits(n, target, stars)
    dist = odds.hits_distribution(n, target, stars)
    ans.numbers["p_hits"] = [dist.get(k, 0) for k in range(n + 1)]
    ans.numbers["p_at_least_one_hit"] = odds.p_at_least_one_hit(n, target, stars)
    ans.numbers["p_at_least_one_flag"] = odds.p_at_least_one_flag(n)
    ans.numbers["p_retreat"] = odds.p_retreat(n, target, figures, ignore, stars)
    hit_faces = [fc.value for fc in Face if hits_target(fc, target, stars)]
    ans.explanation.add(
        f"Jedna kostka zasáhne cíl ({KIND_CS[target]}) symbolem {', '.join(hit_faces)} s pravděpodobností "
        f"{pf.numerator}/{pf.denominator}; s {n} {_kostky(n)} je aspoň jeden zásah s pravděpodobností "
        f"{float(ans.numbers['p_at_least_one_hit']):.4f} a průměrně {float(ans.numbers['expected_hits']):.4f} "
        f"zásahu. {DIE_FACES_NOTE}",
        cite("battle.hits"),
    )


def _odds_only(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "odds"
    n = _int(f, "dice")
    if n is None or not 0 <= n <= 12:
        return _needs(kind, "počet kostek 0 až 12")
    if not f.get("target"):
        ans = _answer(kind)
        ans.numbers["dice"] = n
        ans.numbers["p_at_least_one_flag"] = odds.p_at_least_one_flag(n)
        ans.explanation.add(f"Vlajka je na 1 ze 6 stěn kostky; s {n} {_kostky(n)} padne aspoň jedna vlajka s "
                            f"pravděpodobností {float(ans.numbers['p_at_least_one_flag']):.4f}. {DIE_FACES_NOTE}",
                            cite("battle.retreat"))
        ans.summary = f"Aspoň jedna vlajka s {n} {_kostky(n)}: {float(ans.numbers['p_at_least_one_flag']):.1%}."
        return ans
    try:
        tt = _unit_type(f, "target")
    except MissingFactError as e:
        return _needs(kind, e.message)
    ans = _answer(kind)
    ans.numbers["dice"] = n
    figures = _int(f, "figures") or tt.figures
    _odds_numbers(ans, n, tt.kind, _truthy(f.get("stars_hit", False)), figures, 0)
    ans.summary = (f"S {n} {_kostky(n)} proti cíli ({tt.name}) je průměrně "
                   f"{float(ans.numbers['expected_hits']):.2f} zásahu, aspoň jeden zásah s pravděpodobností "
                   f"{float(ans.numbers['p_at_least_one_hit']):.1%}.")
    return ans


def _line_of_sight(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "line_of_sight"
    ans = _answer(kind)
    b = _Builder()
    at = _unit_type(f, "attacker") if f.get("attacker") else UNIT_TYPES["infantry"]
    tt = _unit_type(f, "target") if f.get("target") else UNIT_TYPES["infantry"]
    placed: list[str] = []
    if f.get("edge_sides"):
        sides = f["edge_sides"]
        if not isinstance(sides, (list, tuple)) or len(sides) != 2:
            return _needs(kind, "edge_sides: dvojice [co je na jedné straně linie, co na druhé]")
        a_hex = offset_to_hex(4, ROW)
        t_hex = Hex(a_hex.q + 1, a_hex.r + 1)  # a line along the edge between two hexes
        _, one, other = sight_traces(a_hex, t_hex)
        for raw, hexes in zip(sides, (one, other), strict=True):
            if raw and fold(str(raw)).strip() not in {"", "nic", "rovina", "plane", "volno"}:
                placed.append(_place_between(b, raw, list(hexes), "edge_sides"))
    else:
        d = _int(f, "distance") or 2
        if d < 2:
            return _needs(kind, "mezi sousedními poli nic neleží; vzdálenost aspoň 2")
        a_hex = offset_to_hex(START_COL, ROW)
        t_hex = offset_to_hex(START_COL + d, ROW)
        interior = [offset_to_hex(START_COL + i, ROW) for i in range(1, d)]
        for fact in ("between", "los_blocked_by"):
            if f.get(fact):
                placed.append(_place_between(b, f[fact], interior, fact))
    _place_ends(b, f, a_hex, t_hex)
    b.units[a_hex] = Unit(at, Side.ALLIES)
    b.units[t_hex] = Unit(tt, Side.AXIS)
    pos = b.position()
    ans.explanation.add(_describe(pos, a_hex, t_hex, placed), cite("sight.general"))
    res = line_of_sight(pos, a_hex, t_hex)
    for text, rules in res.steps:
        ans.explanation.add(text, *rules)
    ans.verdict = res.clear
    if at.kind is Kind.ARTILLERY:
        ans.explanation.add("Artilerie pro útok linii výhledu nepotřebuje.", cite("sight.general"))
    ans.summary = ("Jednotky mezi sebou mají linii výhledu." if res.clear
                   else "Linie výhledu je blokovaná.")
    return ans


def _resolution(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "casualty"
    try:
        tt = _unit_type(f, "target")
    except MissingFactError as e:
        return _needs(kind, e.message)
    rolled = f.get("rolled")
    rolled = list(rolled) if isinstance(rolled, (list, tuple)) else re.split(r"[,;]\s*|\s+a\s+", str(rolled))
    faces = []
    unknown = []
    for r in rolled or []:
        fc = face(str(r))
        (faces.append(fc) if fc is not None else unknown.append(str(r)))
    if unknown:
        return _needs(kind, "neznámé symboly kostek: " + ", ".join(unknown)
                      + " (pěchota, obrněnci, granát, hvězda, vlajka)")
    stars = _truthy(f.get("stars_hit", False))
    hits = sum(1 for fc in faces if hits_target(fc, tt.kind, stars))
    flags = sum(1 for fc in faces if fc is Face.FLAG)
    figures = _int(f, "figures") or tt.figures
    t_hex = offset_to_hex(6, 2)  # six rows from its own (bottom) edge: room for long retreats
    b = _Builder()
    _put_facts(b, f, t_hex, "terrain_target", "obstacle_target")
    unit = Unit(tt, Side.ALLIES, figures=figures)
    b.units[t_hex] = unit
    placed = []
    back = list(backward(t_hex, Position().edge_of(Side.ALLIES)))
    has_retreat_fact = any(f.get(k) for k in ("retreat_only_to", "retreat_blocked_by", "retreat_free"))
    if f.get("retreat_only_to"):
        key = _feature(f["retreat_only_to"], "retreat_only_to")
        for h in back:
            b.put(h, key)
        placed.append(f"jediná pole pro ústup: {SPECS[key].name}")
    if f.get("retreat_blocked_by"):
        items = f["retreat_blocked_by"]
        items = list(items) if isinstance(items, (list, tuple)) else [str(items)]
        if len(items) == 1:
            items = items * 2
        for raw, h in zip(items[:2], back, strict=False):
            what = lookup(BLOCKER_NAMES, str(raw))
            if what == "unit":
                b.units[h] = Unit(UNIT_TYPES["infantry"], Side.AXIS)
                placed.append("ústup blokuje jednotka")
            elif what == "edge":
                t_hex = offset_to_hex(6, 8)
                b.units = {t_hex: unit}
                placed.append("jednotka stojí na okraji bojiště na své straně")
                break
            else:
                key = _feature(raw, "retreat_blocked_by")
                b.put(h, key)
                placed.append(f"ústup blokuje: {SPECS[key].name}")
    pos = b.position()
    ignore = _truthy(f.get("ignore_flag", True))
    ignorable = flags_ignorable(pos, t_hex, unit)[0] if ignore else 0
    if flags > ignorable and not has_retreat_fact and not cannot_retreat_at_all(pos, t_hex, unit):
        return _needs(kind, "kam může jednotka ustoupit: co je na polích za ní směrem k její straně "
                      "(retreat_free, retreat_only_to nebo retreat_blocked_by)")
    ans = _answer(kind)
    ans.explanation.add(
        f"Hod: {', '.join(fc.value for fc in faces) or 'nic'} proti jednotce {tt.name} ({figures} figur"
        f"{'y' if 1 < figures < 5 else ''}) {pos.terrain_at(t_hex).where}"
        + (f"; {'; '.join(placed)}" if placed else "") + ".",
        cite("battle.hits"),
    )
    ans.explanation.add(
        "Každý symbol odpovídající typu cíle a každý granát je zásah, hvězda je vedle"
        + (" (zde se podle karty počítá jako zásah)" if stars else "") + f": {hits} {_zasahy(hits)}, "
        f"{flags} {'vlajka' if flags == 1 else 'vlajky' if 1 < flags < 5 else 'vlajek'}.",
        cite("battle.hits"), cite("battle.miss"),
    )
    res = resolve(pos, t_hex, hits, flags, ignore_flag=ignore)
    ans.explanation.extend(res.explanation)
    ans.numbers.update({
        "hits": hits, "flags": flags, "losses": res.losses, "losses_from_hits": res.losses_from_hits,
        "losses_from_retreat": res.losses_from_retreat, "retreat_hexes": res.retreat_taken,
        "flags_ignored": res.flags_ignored,
    })
    ans.summary = ((f"Jednotka ztratí {res.losses} {_figury(res.losses)}" if res.losses
                    else "Jednotka neztratí žádnou figuru")
                   + (f" ({res.losses_from_hits} za zásahy, {res.losses_from_retreat} za ústup, který nelze "
                      "vykonat)" if res.losses_from_retreat else "")
                   + (" a je zničena." if res.eliminated else
                      f" a ustoupí o {res.retreat_taken} pole." if res.retreat_taken else "."))
    return ans


def _zasahy(n: int) -> str:
    return "zásah" if n == 1 else "zásahy" if 2 <= n <= 4 else "zásahů"


def _figury(n: int) -> str:
    return "figuru" if n == 1 else "figury" if 2 <= n <= 4 else "figur"


def _overrun(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "legality"
    try:
        at = _unit_type(f, "attacker")
    except MissingFactError as e:
        return _needs(kind, e.message)
    done = _truthy(f.get("overrun_already_done", False))
    took = f.get("took_ground")
    if took is None and not done and at.kind is Kind.ARMOUR:
        return _needs(kind, "zda obrněnci po úspěšném útoku na blízko obsadili pozici")
    keys = [k for fact in ("terrain_target", "obstacle_target", "enters") if f.get(fact)
            for k in _features_of(f[fact], fact)]
    restrictive = [k for k in keys if SPECS[k].no_battle_after_entering or SPECS[k].sea]
    entered = (restrictive or [k for k in keys if SPECS[k].wire] or [""])[0]
    verdict = overrun(Unit(at, Side.ALLIES), _truthy(took) if took is not None else True, done, entered)
    ans = _answer(kind)
    ans.explanation.extend(verdict.explanation)
    ans.verdict = verdict.allowed
    ans.numbers["max_overruns_per_turn"] = 1
    ans.summary = ("Ano, tanková smršť je možná." if verdict.allowed
                   else "Ne, tankovou smršť provést nemůže. " + verdict.explanation.steps[0].text)
    return ans


def _take_ground(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "legality"
    try:
        at = _unit_type(f, "attacker")
    except MissingFactError as e:
        return _needs(kind, e.message)
    d = _int(f, "distance") or 1
    success = f.get("assault_success")
    a_hex = offset_to_hex(START_COL, ROW)
    t_hex = offset_to_hex(START_COL + min(max(d, 1), 10), ROW)
    b = _Builder()
    _put_facts(b, f, a_hex, "terrain_attacker", "obstacle_attacker")
    _put_facts(b, f, t_hex, "terrain_target", "obstacle_target")
    entered = _feature(f["attacker_entered"], "attacker_entered") if f.get("attacker_entered") else ""
    b.units[a_hex] = Unit(at, Side.ALLIES, entered=entered)
    pos = b.position()
    verdict = take_ground(pos, a_hex, t_hex, True if success is None else _truthy(success))
    if success is None and verdict.allowed:
        return _needs(kind, "zda byl útok na blízko úspěšný (cíl zničen nebo donucen k ústupu)")
    ans = _answer(kind)
    ans.explanation.extend(verdict.explanation)
    ans.verdict = verdict.allowed
    ans.summary = ("Ano, jednotka může obsadit pozici." if verdict.allowed
                   else "Ne, pozici obsadit nemůže. " + verdict.explanation.steps[-1].text)
    return ans


def _movement(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "movement"
    try:
        ut = _unit_type(f, "unit" if f.get("unit") else "attacker")
    except MissingFactError as e:
        return _needs(kind, e.message)
    path_raw = f.get("path")
    if path_raw:
        path_raw = list(path_raw) if isinstance(path_raw, (list, tuple)) else [str(path_raw)]
        keys = [_feature(x, "path") for x in path_raw]
    else:
        n = _int(f, "move")
        if n is None and f.get("enters"):
            n = 1  # a question about entering a terrain: judged as a move from the adjacent hex
        if n is None:
            return _needs(kind, "o kolik polí se jednotka pohybuje")
        if not 1 <= n <= 6:
            return _needs(kind, "pohyb o 1 až 6 polí")
        last = _feature(f["enters"], "enters") if f.get("enters") else "plain"
        keys = ["plain"] * (n - 1) + [last]
    b = _Builder()
    start = offset_to_hex(START_COL, ROW)
    path = tuple(offset_to_hex(START_COL + i, ROW) for i in range(1, len(keys) + 1))
    for h, k in zip(path, keys, strict=True):
        b.put(h, k)
    if f.get("starts_on"):
        b.put(start, _feature(f["starts_on"], "starts_on"))
    b.units[start] = Unit(ut, Side.ALLIES)
    pos = b.position()
    ans = _answer(kind)
    names = [SPECS[k].name for k in keys]
    ans.explanation.add(
        f"Pohyb: {ut.name}" + (f" z pole s terénem „{pos.terrain_at(start).name}“" if f.get("starts_on") else "")
        + f", postupně na pole: {', '.join(names)}.", cite("units.movement"))
    ans.explanation.add(
        f"{cap(ut.name)} se {ut.verb('pohne', 'pohnou')} nejvýše o {ut.move} pole"
        + (", artilerie buď o 1 pole, nebo útočí" if ut.kind is Kind.ARTILLERY else
           f" a zaútočit {ut.verb('může', 'mohou')} po pohybu nejvýše o {ut.max_move_with_battle} pole") + ".",
        cite(ut.rule))
    result = check_path(pos, start, path)
    ans.numbers["move"] = len(path)
    asks = fold(str(f.get("asks", "")))
    if isinstance(result, MoveOption):
        ans.numbers["move_cost"] = result.cost
        ans.explanation.add(f"Pohyb je povolený (stojí {result.cost} pole pohybu).", cite("movement.general"))
        if result.may_battle:
            ans.explanation.add("Po tomto pohybu může jednotka v tomto tahu útočit.", cite(ut.rule))
        else:
            ans.explanation.add(result.no_battle_reason, result.no_battle_rule)
        ans.verdict = True if asks.startswith("pohyb") else result.may_battle
        ans.summary = ("Pohyb je povolený" + (" a jednotka pak může útočit." if result.may_battle else
                       ", ale jednotka pak v tomto tahu útočit nemůže: " + result.no_battle_reason))
    else:
        ans.explanation.add(result.reason, result.rule)
        ans.verdict = False
        ans.summary = "Takový pohyb není povolený: " + result.reason
    return ans


def _orders(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "legality"
    ans = _answer(kind)
    if _truthy(f.get("unit_on_line", False)):
        ans.verdict = True
        ans.explanation.add("Jednotkám na polích, kterými prochází červená přerušovaná linie, je možné vydat "
                            "rozkaz z obou příslušných sektorů.", cite("orders.units"), cite("board.sectors"))
        ans.summary = "Ano, jednotce na přerušované linii lze vydat rozkaz z kteréhokoli z obou sektorů."
        return ans
    count = _int(f, "order_count")
    have = _int(f, "units_in_sector")
    if count is None or have is None:
        return _needs(kind, *(["kolika jednotkám karta vydává rozkaz"] if count is None else []),
                      *(["kolik vlastních jednotek je v sektoru"] if have is None else []))
    lost = lost_orders(count, have)
    sector = lookup(SECTOR_NAMES, str(f.get("sector", "")))
    where = f" v sektoru {Sector[str(sector).upper()].value}" if sector else ""
    ans.numbers.update({"orders": min(count, have), "lost_orders": lost})
    ans.explanation.add(f"Karta vydává rozkaz {count} jednotkám{where}, vy tam máte {have}.",
                        cite("orders.section_cards"))
    if lost:
        ans.explanation.add(f"Přebytečné rozkazy jsou ztraceny: {lost}.", cite("orders.units"))
    if have == 0:
        ans.explanation.add("Bez jednotek v sektoru hráč kartu jen vyloží, nevydá žádný rozkaz a dobere si "
                            "novou kartu.", cite("orders.units"))
    ans.explanation.add("Každé jednotce lze vydat jen jeden rozkaz.", cite("orders.units"))
    ans.verdict = lost == 0
    given = min(count, have)
    ans.summary = (f"Rozkaz {count_word(given, 'dostane', 'dostanou', 'dostane')} {given} "
                   f"{count_word(given, 'jednotka', 'jednotky', 'jednotek')}; ztracené rozkazy: {lost}.")
    return ans


def _objective(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "victory"
    key = lookup(OBJECTIVE_NAMES, str(f.get("objective", "")))
    if key is None:
        return _needs(kind, "typ medailového cíle: dočasný, trvalý, dočasný většinový nebo náhlá smrt")
    obj = {"temporary": Objective.TEMPORARY, "permanent": Objective.PERMANENT,
           "temporary_majority": Objective.TEMPORARY_MAJORITY, "sudden_death": Objective.SUDDEN_DEATH}[str(key)]
    ans = _answer(kind)
    rule = cite("medals.objectives")
    if obj is Objective.SUDDEN_DEATH:
        ans.verdict = True
        ans.explanation.add("Jakmile strana splní podmínky náhlé smrti, hra okamžitě končí jejím vítězstvím.", rule)
        ans.summary = "Splněním cíle náhlé smrti hra okamžitě končí vítězstvím této strany."
        return ans
    occupied = f.get("still_occupied")
    majority = f.get("has_majority")
    if obj is Objective.TEMPORARY and occupied is None:
        return _needs(kind, "zda je cílové pole stále obsazené")
    if obj is Objective.TEMPORARY_MAJORITY and majority is None:
        return _needs(kind, "zda strana stále drží většinu cílových polí")
    keep = keeps_medal(obj, _truthy(occupied) if occupied is not None else True,
                       _truthy(majority) if majority is not None else True)
    texts = {
        Objective.TEMPORARY: "Dočasnou medaili si strana ponechá, dokud je pole obsazené; když ho jednotka "
                             "uvolní (pohyb, ústup, zničení), medaili okamžitě ztrácí.",
        Objective.PERMANENT: "Trvalou medaili si strana ponechá do konce hry, i když jednotka pole opustí.",
        Objective.TEMPORARY_MAJORITY: "Medaile patří straně, která kontroluje většinu cílových polí; "
                                      "se ztrátou většiny o ni přijde.",
    }
    ans.explanation.add(texts[obj], rule)
    ans.verdict = keep
    ans.summary = "Medaili si ponechá." if keep else "Medaili ztrácí a vrací ji na hrací plán."
    return ans


def _victory(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "victory"
    needed = _int(f, "medals_needed")
    have = _int(f, "medals")
    destroyed = _int(f, "units_destroyed")
    if have is None and destroyed is not None:
        have = destroyed
    if needed is None or have is None:
        return _needs(kind, *(["kolik medailí strana má"] if have is None else []),
                      *(["kolik medailí scénář k vítězství vyžaduje"] if needed is None else []))
    ans = _answer(kind)
    rule = cite("game.goal")
    if destroyed is not None:
        ans.explanation.add(f"Za každou zcela zničenou nepřátelskou jednotku získává hráč jednu vítěznou medaili: "
                            f"{destroyed}.", rule)
    won = have >= needed
    ans.numbers.update({"medals": have, "medals_needed": needed, "medals_missing": max(0, needed - have)})
    ans.explanation.add(f"Cílem hry je získat stanovený počet vítězných medailí ({needed}) dříve než soupeř; "
                        f"strana má {have}.", rule)
    ans.verdict = won
    missing = needed - have
    word = "medaile" if missing < 5 else "medailí"
    ans.summary = ("Strana dosáhla potřebného počtu medailí a vítězí." if won
                   else f"Do vítězství chybí {missing} {word}.")
    return ans


def _air_power(f: Mapping[str, Any]) -> EngineAnswer:
    kind = "lookup"
    front = lookup(FRONT_NAMES, str(f.get("front", "")))
    year = _int(f, "year")
    if front is None or year is None:
        return _needs(kind, *(["fronta (západní, východní, Tichomoří, Středomoří)"] if front is None else []),
                      *(["rok scénáře"] if year is None else []))
    dice, exp = air_power(str(front), year)
    ans = _answer(kind)
    ans.explanation.extend(exp)
    side = lookup(SIDE_NAMES, str(f.get("side", "")))
    ans.numbers["dice_allies"] = dice[Side.ALLIES]
    ans.numbers["dice_axis"] = dice[Side.AXIS]
    if side is not None:
        s = Side.ALLIES if side == "allies" else Side.AXIS
        ans.numbers["dice"] = dice[s]
        ans.summary = f"{s.value} hází při Leteckém útoku za každé pole {dice[s]} {_kostky(dice[s])}."
    else:
        ans.summary = (f"{cap(FRONTS[str(front)])} {year}: Spojenci {dice[Side.ALLIES]}, "
                       f"Osa {dice[Side.AXIS]} {_kostky(dice[Side.AXIS])} za pole.")
    return ans


def question_kind(f: Mapping[str, Any]) -> str:
    """Which handler answers these facts (documented order of precedence)."""
    if f.get("front") or (f.get("year") and not f.get("attacker")):
        return "air_power"
    if f.get("objective"):
        return "objective"
    if f.get("medals_needed") is not None or f.get("medals") is not None:
        return "victory"
    if any(k in f for k in ("order_count", "units_in_sector", "unit_on_line")):
        return "orders"
    if "overrun_already_done" in f or "overrun" in f or "took_ground" in f:
        return "overrun"
    if f.get("take_ground"):
        return "take_ground"
    if f.get("rolled"):
        return "resolution"
    if f.get("unit") or f.get("path") or (f.get("move") is not None and not f.get("target")):
        return "movement"
    if f.get("dice") is not None and not f.get("attacker"):
        return "odds"
    if f.get("edge_sides") or ((f.get("between") or f.get("los_blocked_by") or "attacker_height" in f)
                               and f.get("distance") is None):
        return "line_of_sight"
    return "battle"


_HANDLERS = {
    "air_power": _air_power, "objective": _objective, "victory": _victory, "orders": _orders, "overrun": _overrun,
    "take_ground": _take_ground, "resolution": _resolution, "movement": _movement, "odds": _odds_only,
    "line_of_sight": _line_of_sight, "battle": _battle,
}


def evaluate(facts: Mapping[str, Any]) -> EngineAnswer:
    """Answer a Memoir '44 question stated as flat facts (keys in ``FACTS``)."""
    kind = question_kind(facts)
    try:
        return _HANDLERS[kind](facts)
    except MissingFactError as e:
        ans = _needs("lookup" if kind == "air_power" else kind, e.message)
        if e.rules:
            ans.explanation = Explanation()
            ans.explanation.add(e.message, *e.rules)
        return ans
