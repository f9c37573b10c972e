"""One entry point for the assistant: ``evaluate(facts) -> EngineAnswer`` for Generálové.

``facts`` is a flat mapping of what a player's question states (keys in
:data:`FACTS`); the question kind is chosen from the keys present.  Refusals of
illegal actions become ``verdict=False`` with the reason; facts the engine needs
but was not given, and table cells that could not be reconstructed, become
``needs`` (and then nothing that depends on them is reported).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from engine.api import EngineAnswer
from engine.explain import IllegalActionError, MissingFactError
from engine.probability import as_list, expected

from . import odds
from .board import (
    MY_RESERVE,
    SECTOR_NAMES,
    SectorStatus,
    artillery_direction,
    attack_direction,
    parse_sector,
    sector_name,
    statuses_from,
)
from .citations import cite, phase_key
from .combat import (
    Unit,
    bombardment_hit,
    bombardment_modifier,
    clash,
    flight,
    position,
    side_modifiers,
    take_hits,
    zone_categories,
)
from .orders import (
    MoveOrder,
    check_bombardment,
    check_defence,
    check_move,
    check_order_count,
    check_reorganisation,
    units_moving_now,
)
from .phases import PHASE_BY_NUMBER, PHASES, STEP_TEXT, comes_before, parse_phase, round_order
from .tables import FOOTNOTES, Direction, tab1, tab2, tab2_row_for
from .units import (
    ROLL_DATIVE,
    ROLL_NAMES,
    ROLLERS,
    Category,
    Roll,
    Stance,
    UnitType,
    hits_word,
    parse_category,
    parse_stance,
    parse_unit,
    signed,
)
from .victory import VP_TO_WIN, decide, score_round

GAME = "generalove"

FACTS: dict[str, str] = {
    # odds
    "dice": "počet kostek v bojovém hodu (jedna za každou jednotku)",
    "modifier": "čistá úprava bojového hodu (součet bonusů a postihů, např. −1)",
    "hits": "kolik zásahů hráč potřebuje (pravděpodobnost alespoň tolika)",
    "rolls": "čísla, která padla na kostkách (např. [3, 5, 2])",
    # victory
    "vp_before": "vítězné body před fází bodování",
    "controls_enemy_hq": "ovládá hráč ve fázi bodování soupeřovo velitelské stanoviště (ano/ne)",
    "controls_enemy_flanks": "kolik soupeřových křídel hráč ovládá (0–2)",
    "captured_inf_cav": "počet zajatých soupeřových jednotek pěchoty a jízdy v tomto kole",
    "captured_art": "počet zajatých soupeřových jednotek dělostřelectva v tomto kole",
    "round": "číslo kola (1–10)",
    "opponent_vp": "vítězné body soupeře po fázi bodování",
    # modifiers
    "my_unit": "druh mé jednotky (pěchota/jízda/dělostřelectvo)",
    "my_stance": "stav mé jednotky: útočící / obrana / nepřipravená",
    "opponent_unit": "druh soupeřovy jednotky naproti (nebo „žádná“ pro prázdné pole)",
    "opponent_stance": "stav soupeřovy jednotky: útočící / obrana / nepřipravená",
    "roll": "druh hodu: střelba / zteč / ostřelování",
    "direction": "směr útoku na mou nepřipravenou jednotku: čelní / z boku / zezadu",
    "pairs": "obsazená pole bojové zóny: seznam dvojic [moje, soupeřova] jako 'stav:druh' nebo 'zadna'",
    "phase": "fáze kola (1–6 nebo název)",
    # direction
    "attack_from": "sektor, ze kterého útok vychází",
    "attack_to": "napadený sektor",
    "attacker": "kdo útočí: já / soupeř",
    "artillery_facing": "sektor posledního cíle ostřelování napadeného dělostřelectva",
    # orders
    "unit": "druh jednotky, které je rozkaz vydán",
    "order": "druh rozkazu: přesun / obrana / ostřelování / reorganizace",
    "route": "trasa přesunu: seznam sektorů od výchozího po cílový",
    "phases": "fáze jednotlivých kroků přesunu",
    "enemy_held": "sektory ovládané soupeřem (jsou v nich jeho bojeschopné jednotky)",
    "units_same_direction": "kolik jednotek se má ve fázi přesunout ze sektoru stejným směrem",
    "target": "cílový sektor ostřelování",
    "origin": "sektor, ve kterém stojí jednotka",
    "occupied": "obsazené sektory (pro ostřelování přes obsazený sektor)",
    "panicked": "je jednotka v panice (ano/ne)",
    "in_red_reserve": "je jednotka v červené části rezervy",
    "same_type_panicked_in_red": "kolik dalších jednotek stejného typu v panice je v červené části rezervy",
    "sector_has_own_unit": "obsadila sektor opuštěného dělostřelectva vlastní jednotka",
    "orders": "počet vydaných rozkazů v kole",
    # phases
    "step_a": "krok nebo fáze, na jejíž pořadí se hráč ptá (např. 3.3 nebo 1)",
    "step_b": "druhý krok nebo fáze",
    "ask_phase_order": "hráč chce pořadí fází kola",
    # positions and casualties
    "attackers": "útočící jednotky v bojové zóně (druhy)",
    "defenders": "jednotky v napadeném sektoru: 'obrana:pechota', 'nepripravena:jizda' …",
    "units": "moje jednotky v bojové zóně: 'pechota', 'jizda v panice' …",
    "hits_taken": "počet zásahů, které soupeř padl",
    "target_status": "cílový sektor přesunu je pro mě přátelský / neutrální / nepřátelský",
    "enemy_enters_same": "soupeř táhne do téhož (neutrálního) sektoru",
    "enemy_leaves_toward_me": "soupeřovy jednotky z cílového sektoru vystupují proti mně (v protisměru)",
    "choice": "pořadí jednotek (1, 2, …), které hráč určí jako ztráty",
    "bombarded_unit": "jednotka zasažená ostřelováním ('pechota v panice' …)",
    "bombard_target": "ostřelovaná jednotka jako 'stav:druh'",
    "over_occupied": "pálí se přes obsazený sektor",
    "same_sector_as_last_round": "cílem je stejný sektor jako v předchozím kole",
    "flee_from": "sektor, ze kterého jednotka v panice utíká",
    "sector_status": "stav sektorů pro utíkající jednotku: {sektor: přátelský/neutrální/nepřátelský}",
}


def _truth(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in {"ano", "true", "yes", "1", "a"}
    return bool(value)


def _pct(p: Fraction) -> str:
    return f"{float(p) * 100:.2f} %".replace(".", ",")


def _dec(value: Fraction) -> str:
    return f"{float(value):.2f}".replace(".", ",")


def vp_word(count: int) -> str:
    """Czech plural: 1 vítězný bod, 2–4 vítězné body, 0 and 5+ vítězných bodů."""
    if count == 1:
        return "vítězný bod"
    return "vítězné body" if 2 <= count <= 4 else "vítězných bodů"


def _dice_word(count: int) -> str:
    return "kostka" if count == 1 else "kostky" if 2 <= count <= 4 else "kostek"


def _answer(kind: str) -> EngineAnswer:
    return EngineAnswer(game=GAME, kind=kind)


# --- odds -------------------------------------------------------------------------------------------------
def _odds(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("odds")
    why = ans.explanation
    if "modifier" not in facts:
        ans.needs.append("úprava bojového hodu (součet bonusů a postihů)")
        return ans
    dice = int(facts["dice"])
    modifier = int(facts["modifier"])
    if dice < 1:
        raise IllegalActionError("Bojový hod má alespoň jednu kostku (jednu za každou jednotku).", *cite("bojovy_hod"))
    rule = cite("bojovy_hod")
    why.add(f"Za každou jednotku se hází jednou kostkou: {dice} {'kostka' if dice == 1 else 'kostky'}.", *rule)
    why.add("Zásah je každá kostka, na níž je po úpravách výsledek 4 a více.", *rule)
    if modifier > 0:
        why.add(
            f"Kladnou úpravu (bonus) {signed(modifier)} rozdělí házející hráč mezi své kostky tak, aby "
            "zásahů "
            "bylo "
            "co nejvíc.",
            *rule,
        )
    elif modifier < 0:
        why.add(
            f"Zápornou úpravu (postih) {signed(modifier)} rozdělí mezi kostky soupeř tak, aby zásahů bylo co nejméně.",
            *rule,
        )
    else:
        why.add("Úprava je 0: zásah při hodu 4, 5 nebo 6.", *rule)
    why.add("Předpoklad: šestistěnné kostky (k6) – manuál druh kostek výslovně neuvádí.")
    dist = odds.hit_distribution(dice, modifier)
    p_hits = as_list(dist)
    ans.numbers.update(
        {
            "dice": dice,
            "modifier": modifier,
            "p_hits": p_hits,
            "expected_hits": expected(dist),
            "p_at_least_one": odds.p_at_least(dist, 1),
        }
    )
    if dice == 1:
        low = odds.min_roll(modifier)
        p = odds.p_hit_single(modifier)
        ans.numbers["p_hit"] = p
        if low is None:
            ans.numbers["min_roll"] = "žádný"
            why.add(f"S úpravou {signed(modifier)} nezasáhne ani šestka.", *rule)
            ans.summary = f"S postihem {signed(modifier)} nelze jednou kostkou zasáhnout (potřeba 4 a více po úpravě)."
        else:
            ans.numbers["min_roll"] = low
            why.add(
                f"S úpravou {signed(modifier)} zasáhne hod {low} a více: pravděpodobnost {p} ({_pct(p)}).",
                *rule,
            )
            word = "postihem" if modifier < 0 else "bonusem" if modifier > 0 else "úpravou"
            ans.summary = (
                f"Jedna kostka s {word} {signed(modifier)}: zásah při hodu {low} a více (po úpravě 4 a "
                "více), "
                f"šance {_pct(p)} ({p})."
            )
    else:
        why.add(
            "Rozdělení počtu zásahů: " + ", ".join(f"{k}: {p} ({_pct(p)})" for k, p in enumerate(p_hits)) + ".",
            *rule,
        )
        ans.summary = (
            f"{dice} {'kostky' if dice <= 4 else 'kostek'} s úpravou {signed(modifier)}: alespoň jeden "
            "zásah s pravděpodobností "
            f"{_pct(odds.p_at_least(dist, 1))}, v průměru {_dec(expected(dist))} zásahu."
        )
    if "hits" in facts:
        need = int(facts["hits"])
        p_need = odds.p_at_least(dist, need)
        ans.numbers["p_at_least"] = p_need
        ans.numbers["p_exactly"] = dist.get(need, Fraction(0))
        why.add(f"Alespoň {need} {hits_word(need)}: {p_need} ({_pct(p_need)}).", *rule)
        ans.summary += f" Alespoň {need} {hits_word(need)}: {_pct(p_need)}."
    return ans


def _rolls(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("odds")
    faces = [int(x) for x in facts["rolls"]]
    if any(not 1 <= f <= 6 for f in faces):
        raise IllegalActionError("Na kostce k6 padá 1 až 6.", *cite("bojovy_hod"))
    if "modifier" not in facts:
        ans.needs.append("úprava bojového hodu (součet bonusů a postihů)")
        return ans
    modifier = int(facts["modifier"])
    split = odds.allocate(faces, modifier)
    hits = sum(1 for f, a in zip(faces, split, strict=True) if f + a >= odds.HIT_THRESHOLD)
    rule = cite("bojovy_hod")
    who = "házející" if modifier > 0 else "soupeř"
    ans.explanation.add("Zásah je každá kostka, na níž je po úpravách výsledek 4 a více.", *rule)
    if modifier:
        ans.explanation.add(
            f"Úpravu {signed(modifier)} rozdělí {who}: "
            + ", ".join(f"{f} {signed(a)} = {f + a}" for f, a in zip(faces, split, strict=True) if a)
            + ".",
            *rule,
        )
    ans.numbers.update({"dice": len(faces), "modifier": modifier, "hits": hits})
    ans.summary = f"Hod {', '.join(map(str, faces))} s úpravou {signed(modifier)}: {hits} {hits_word(hits)}."
    return ans


# --- victory ----------------------------------------------------------------------------------------------
def _victory(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("victory")
    score = score_round(
        int(facts.get("vp_before", 0)),
        controls_enemy_hq=_truth(facts.get("controls_enemy_hq", False)),
        controls_enemy_flanks=int(facts.get("controls_enemy_flanks", 0)),
        captured_inf_cav=int(facts.get("captured_inf_cav", 0)),
        captured_art=int(facts.get("captured_art", 0)),
    )
    known_total = "vp_before" in facts
    ans.explanation.extend(score.explanation)
    ans.numbers.update(
        {
            "vp_before": score.vp_before,
            "vp_hq": score.vp_hq,
            "vp_flank": score.vp_flank,
            "vp_captures": score.vp_captures,
            "vp_after": score.vp_after,
            "vp_to_win": VP_TO_WIN,
        }
    )
    if not known_total:
        # The question gives only this round's gains: report them; whether the player won needs the total.
        for key in ("vp_before", "vp_after"):
            ans.numbers.pop(key)
        gain = score.vp_hq + score.vp_flank + score.vp_captures
        ans.numbers["vp_gain"] = gain
        ans.explanation.steps = [s for s in ans.explanation.steps if not s.text.startswith(("Dosavadní", "Součet"))]
        ans.explanation.add(
            "Vítězem je, kdo první získá 10 vítězných bodů, nebo kdo má po 10. kole víc bodů; k rozhodnutí je "
            "třeba znát dosavadní body.",
            *cite("cil_hry"),
        )
        ans.summary = (
            f"Za tento stav získáš {gain} {vp_word(gain)} (soupeřovo velitelské stanoviště 5 za kolo, křídlo 1 "
            "za kolo, zajatá pěchota či jízda 1, dělostřelectvo 2); o vítězství rozhodne součet s dosavadními body."
        )
        return ans
    outcome = decide(
        score.vp_after,
        round_no=int(facts["round"]) if "round" in facts else None,
        opponent_vp=int(facts["opponent_vp"]) if "opponent_vp" in facts else None,
    )
    ans.explanation.extend(outcome.explanation)
    ans.needs.extend(outcome.needs)
    ans.verdict = None if ans.needs else outcome.won
    parts = []
    if score.vp_hq:
        parts.append(f"{score.vp_hq} za soupeřovo velitelské stanoviště")
    if score.vp_flank:
        parts.append(f"{score.vp_flank} za křídlo" if score.vp_flank == 1 else f"{score.vp_flank} za křídla")
    if score.vp_captures:
        parts.append(f"{score.vp_captures} za zajaté jednotky")
    gained = " + ".join(parts) if parts else "nic"
    if outcome.won:
        ans.summary = (
            f"Ano: {score.vp_before} + {gained} = {score.vp_after} vítězných bodů, tedy alespoň 10 – vyhrál jsi."
        )
    elif outcome.won is False:
        ans.summary = f"Ne: máš {score.vp_after} vítězných bodů ({score.vp_before} + {gained}); potřeba je 10."
        if outcome.game_over:
            ans.summary = f"Ne: po 10. kole máš {score.vp_after} vítězných bodů a soupeř víc nebo dosáhl 10."
    else:
        ans.summary = (
            f"Máš {score.vp_after} vítězných bodů ({score.vp_before} + {gained}); "
            "bez dalších údajů nelze rozhodnout, zda jsi vyhrál."
        )
    return ans


# --- table modifiers ----------------------------------------------------------------------------------------
_ROLL_WORDS: dict[str, Roll] = {
    "s": Roll.STRELBA,
    "strelba": Roll.STRELBA,
    "střelba": Roll.STRELBA,
    "z": Roll.ZTEC,
    "ztec": Roll.ZTEC,
    "zteč": Roll.ZTEC,
    "boj zblizka": Roll.ZTEC,
    "o": Roll.OSTRELOVANI,
    "ostrelovani": Roll.OSTRELOVANI,
    "ostřelování": Roll.OSTRELOVANI,
}
_DIRECTION_WORDS: dict[str, Direction] = {
    "celni": Direction.CELNI,
    "čelní": Direction.CELNI,
    "zepredu": Direction.CELNI,
    "zepředu": Direction.CELNI,
    "z boku": Direction.Z_BOKU,
    "bok": Direction.Z_BOKU,
    "zboku": Direction.Z_BOKU,
    "zezadu": Direction.ZEZADU,
    "zadni": Direction.ZEZADU,
    "z tylu": Direction.ZEZADU,
    "z týlu": Direction.ZEZADU,
}


def _category(unit: Any, stance: Any) -> Category:
    text = str(unit).strip().lower()
    if text in {"zadna", "žádná", "nic", "prazdne", "prázdné", "zadna jednotka", "žádná jednotka"}:
        return parse_category("zadna")
    if stance is None:
        raise MissingFactError(
            f"Chybí stav jednotky „{unit}“ (útočící, s rozkazem k obraně, nebo nepřipravená).",
            *cite("tabulky"),
            fact="stav jednotky",
        )
    return Category(parse_stance(str(stance)), parse_unit(text))


_ROLL_KEY: dict[Roll, str] = {
    Roll.STRELBA: "modifier_strelba",
    Roll.ZTEC: "modifier_ztec",
    Roll.OSTRELOVANI: "modifier_ostrelovani",
}
_CONFIDENCE_ORDER = ("vysoká", "střední", "nízká", "neznámá")


def _modifier(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("modifier")
    why = ans.explanation
    mine = _category(facts["my_unit"], facts.get("my_stance"))
    theirs = _category(facts["opponent_unit"], facts.get("opponent_stance"))
    if "roll" in facts:
        rolls = [_ROLL_WORDS[str(facts["roll"]).strip().lower()]]
    elif mine == Category(Stance.UTOCICI, UnitType.DELOSTRELECTVO):
        rolls = [Roll.OSTRELOVANI]
    else:
        assert mine.unit is not None
        rolls = [r for r in (Roll.STRELBA, Roll.ZTEC) if mine.unit in ROLLERS[r]]
    if mine.unit is not None and rolls[0] is not Roll.OSTRELOVANI and mine.unit not in ROLLERS[rolls[0]]:
        kind = "nestřílí" if rolls[0] is Roll.STRELBA else "nejde do zteče"
        ans.numbers[_ROLL_KEY[rolls[0]]] = "nehází"
        ans.summary = f"{mine.unit.value.capitalize()} {kind}, takže pro ni úprava {ROLL_DATIVE[rolls[0]]} neplatí."
        why.add(
            f"{mine.unit.value.capitalize()} {kind}: střílí pěchota a dělostřelectvo, do zteče jde pěchota a jízda.",
            *cite("ztraty"),
        )
        return ans
    phase = parse_phase(facts["phase"]) if "phase" in facts else None
    if phase == 1 and Roll.STRELBA in rolls:
        if len(rolls) == 1:
            raise IllegalActionError("Ve fázi jízdy se nestřílí – rozhoduje jen zteč.", *cite("faze_1"))
        rolls = [Roll.ZTEC]
        why.add("Ve fázi jízdy se nestřílí – počítá se jen zteč.", *cite("faze_1"))
    direction = _DIRECTION_WORDS[str(facts["direction"]).strip().lower()] if "direction" in facts else None
    row = tab2_row_for(mine)
    if direction not in (None, Direction.CELNI) and row is None:
        why.add(
            "Tab. 2 (směr útoku) platí jen pro nepřipravené bránící jednotky – zde se nepoužije.",
            *cite("tabulky"),
        )
    cells = []
    shown: list[str] = []
    for roll in rolls:
        look = tab1(mine, theirs, roll)
        cells.append(look.cell)
        base = look.modifier or 0
        value: int | str = base
        why.add(
            f"Tab. 1: {mine.czech()} × {theirs.czech()}: {signed(base)} {ROLL_DATIVE[roll]} "
            f"(token „{look.cell.raw}“, jistota rekonstrukce {look.cell.confidence.value}).",
            *cite("tabulky"),
        )
        if row is not None and direction is not None and direction is not Direction.CELNI:
            d = tab2(row, direction, roll)
            cells.append(d.cell)
            if d.modifier is None:
                why.add(f"Tab. 2: {d.cell.row}, {direction.value}: nehází.", *cite("tabulky"))
                value = "nehází"
            else:
                assert isinstance(value, int)
                value += d.modifier
                why.add(
                    f"Tab. 2: {d.cell.row}, {direction.value}: {signed(d.modifier)} {ROLL_DATIVE[roll]}.",
                    *cite("tabulky"),
                )
        ans.numbers[_ROLL_KEY[roll]] = value
        shown.append(
            f"{signed(value)} {ROLL_DATIVE[roll]}" if isinstance(value, int) else f"{ROLL_NAMES[roll]}: nehází"
        )
    if len(rolls) == 1:
        ans.numbers["modifier"] = ans.numbers[_ROLL_KEY[rolls[0]]]
    worst = max((c.confidence.value for c in cells), key=_CONFIDENCE_ORDER.index)
    ans.numbers["confidence"] = worst
    for cell in cells:
        for note in cell.footnotes:
            why.add(f"Poznámka {note} k tabulce: {FOOTNOTES[note]}.", *cite("tabulky"))
    ans.summary = (
        f"{mine.czech().capitalize()} × {theirs.czech()}: {', '.join(shown)} (rekonstrukce tabulky, jistota {worst})."
    )
    return ans


def _pairs(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("modifier")
    phase = parse_phase(facts.get("phase", 3))
    pairs = [(parse_category(str(a)), parse_category(str(b))) for a, b in facts["pairs"]]
    result = side_modifiers(pairs, phase=phase)
    ans.explanation.extend(result.explanation)
    parts: list[str] = []
    for roll, total in result.total.items():
        suffix = "strelba" if roll is Roll.STRELBA else "ztec"
        dice = result.dice[roll]
        ans.numbers[f"total_{suffix}"] = total
        ans.numbers[f"dice_{suffix}"] = dice
        text = f"{signed(total)} {ROLL_DATIVE[roll]}"
        if dice:
            dist = odds.hit_distribution(dice, total)
            ans.numbers[f"p_hits_{suffix}"] = as_list(dist)
            ans.numbers[f"expected_hits_{suffix}"] = expected(dist)
            ans.explanation.add(
                f"{ROLL_NAMES[roll].capitalize()}: {dice} {_dice_word(dice)} s úpravou {signed(total)}; "
                f"alespoň jeden zásah {_pct(odds.p_at_least(dist, 1))}, "
                f"v průměru {_dec(expected(dist))} zásahu (k6, úprava rozdělena co nejlépe).",
                *cite("bojovy_hod"),
            )
            text += f" ({dice} {_dice_word(dice)})"
        else:
            text += " (nikdo nehází)"
        parts.append(text)
    if phase == 3:
        ans.explanation.add(
            "Ve fázi pěchoty se hází dvakrát: nejdřív střelba (krok 3.3), pak zteč (krok 3.7).",
            *cite("faze_3", "ztraty"),
        )
    ans.summary = "Součet úprav: " + ", ".join(parts) + "."
    return ans


# --- direction --------------------------------------------------------------------------------------------
def _direction(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("direction")
    origin = parse_sector(str(facts["attack_from"]))
    target = parse_sector(str(facts["attack_to"]))
    attacker_is_me = str(facts.get("attacker", "ja")).strip().lower() in {"ja", "já", "me", "moje"}
    unit = parse_unit(str(facts["my_unit"])) if "my_unit" in facts else None
    if unit is UnitType.DELOSTRELECTVO:
        facing = parse_sector(str(facts["artillery_facing"])) if "artillery_facing" in facts else None
        direction, reason = artillery_direction(origin, target, facing)
    else:
        direction, reason = attack_direction(origin, target, attacker_is_me)
    ans.explanation.add(
        f"Útok z {sector_name(origin)} do {sector_name(target)}: {reason} – {direction.value}.",
        *cite("upravy"),
    )
    ans.numbers["direction"] = direction.value
    ans.summary = f"Útok z {sector_name(origin)} do {sector_name(target)} je {direction.value}."
    if unit is not None and "my_stance" in facts:
        cat = Category(parse_stance(str(facts["my_stance"])), unit)
        row = tab2_row_for(cat)
        if row is None:
            ans.explanation.add(
                "Úprava podle směru útoku (Tab. 2) platí jen pro nepřipravené bránící jednotky.",
                *cite("tabulky"),
            )
        else:
            for roll in (Roll.STRELBA, Roll.ZTEC):
                d = tab2(row, direction, roll)
                key = "modifier_strelba" if roll is Roll.STRELBA else "modifier_ztec"
                ans.numbers[key] = "nehází" if d.modifier is None else d.modifier
            ans.explanation.add(
                f"Tab. 2: {d.cell.row}, {direction.value}: „{d.cell.raw}“ (jistota {d.cell.confidence.value}).",
                *cite("tabulky"),
            )
            ans.summary += f" Úprava pro napadenou jednotku: {d.cell.raw}."
    return ans


# --- orders -------------------------------------------------------------------------------------------------
def _sectors(values: Sequence[Any]) -> list[Any]:
    return [parse_sector(str(v)) for v in values]


def _legality(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("legality")
    unit = parse_unit(str(facts["unit"])) if "unit" in facts else None
    order = str(facts.get("order", "presun" if "route" in facts else "")).strip().lower()
    panicked = _truth(facts.get("panicked", False))
    try:
        if "orders" in facts and not order:
            why = check_order_count(int(facts["orders"]))
        elif unit is None:
            ans.needs.append("druh jednotky, které je rozkaz vydán")
            return ans
        elif order.startswith(("pres", "přes", "utok", "útok")):
            if "route" not in facts:
                ans.needs.append("trasa přesunu (výchozí a cílový sektor)")
                return ans
            phases = (
                tuple(parse_phase(p) for p in facts["phases"])
                if "phases" in facts
                else ((parse_phase(facts["phase"]),) if "phase" in facts and len(facts["route"]) == 2 else None)
            )
            move = MoveOrder(unit, tuple(_sectors(facts["route"])), phases, panicked)
            why = check_move(move, set(_sectors(facts.get("enemy_held", []))))
            if "units_same_direction" in facts:
                now, later = units_moving_now(int(facts["units_same_direction"]))
                why.add(
                    f"Stejným směrem se v jedné fázi přesune nejvýše 5 jednotek: teď {now}"
                    + (f", {later} se o přesun pokusí v další příslušné fázi." if later else "."),
                    *cite("presun_utok"),
                )
                ans.numbers["moving_now"] = now
                ans.numbers["moving_later"] = later
        elif order.startswith("obran"):
            why = check_defence(unit, panicked)
        elif order.startswith(("ostrel", "ostřel")):
            if "origin" not in facts or "target" not in facts:
                ans.needs.append("sektor dělostřelectva a ostřelovaný sektor")
                return ans
            why, distance, over = check_bombardment(
                unit,
                parse_sector(str(facts["origin"])),
                parse_sector(str(facts["target"])),
                panicked,
                set(_sectors(facts.get("occupied", []))),
            )
            ans.numbers["distance"] = distance
            if over:
                why.add("Pálí se přes obsazený sektor: −1 k ostřelování (Tab. 3).", *cite("tabulky"))
        elif order.startswith("reorg"):
            why = check_reorganisation(
                unit,
                panicked=_truth(facts.get("panicked", True)),
                in_red_reserve=_truth(facts.get("in_red_reserve", False)),
                same_type_panicked_in_red=int(facts.get("same_type_panicked_in_red", 0)),
                sector_has_own_unit=_truth(facts.get("sector_has_own_unit", False)),
            )
        else:
            ans.needs.append("druh rozkazu (přesun/útok, obrana, ostřelování, reorganizace)")
            return ans
    except IllegalActionError as err:
        ans.verdict = False
        ans.explanation.add(err.message, *err.rules)
        ans.summary = f"Ne: {err.message}"
        return ans
    ans.explanation.extend(why)
    ans.verdict = True
    ans.summary = "Ano, rozkaz je podle pravidel přípustný."
    return ans


# --- phases ---------------------------------------------------------------------------------------
def _step_of(value: Any) -> str:
    text = str(value).strip().rstrip(".")
    if text in STEP_TEXT:
        return text
    number = parse_phase(value)
    return PHASE_BY_NUMBER[number].steps[0][0]


def _phase_order(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("phase_order")
    rule = cite("prubeh_hry", "faze")
    if "step_a" in facts and "step_b" in facts:
        a, b = _step_of(facts["step_a"]), _step_of(facts["step_b"])
        before = comes_before(a, b)
        ans.explanation.add(f"Krok {a}: {STEP_TEXT[a]}", *cite("prubeh_hry", phase_key(int(a.split(".")[0]))))
        ans.explanation.add(f"Krok {b}: {STEP_TEXT[b]}", *cite("prubeh_hry", phase_key(int(b.split(".")[0]))))
        ans.verdict = before
        ans.numbers["order_a"] = round_order().index(a) + 1
        ans.numbers["order_b"] = round_order().index(b) + 1
        ans.summary = f"{'Ano' if before else 'Ne'}: krok {a} se provádí {'před' if before else 'po'} kroku {b}."
        return ans
    ans.explanation.add("Kolo má šest fází; v každé hráči současně provedou úkony v přesně stanoveném pořadí.", *rule)
    for phase in PHASES:
        ans.explanation.add(
            f"{phase.number}. {phase.name.capitalize()} ({phase.purpose}): "
            + " ".join(f"{sid} {text}" for sid, text in phase.steps),
            *cite("prubeh_hry", phase_key(phase.number)),
        )
    if "phase" in facts:
        phase = PHASE_BY_NUMBER[parse_phase(facts["phase"])]
        ans.numbers["phase"] = phase.number
        ans.summary = f"{phase.number}. fáze je {phase.name} ({phase.purpose}); má {len(phase.steps)} kroků."
    else:
        ans.summary = "Fáze kola: " + ", ".join(f"{p.number}. {p.name}" for p in PHASES) + "."
    return ans


# --- positions, casualties, bombardment, flight ------------------------------------------------------------
def _unit(text: Any, default_stance: Stance) -> Unit:
    raw = str(text).strip().lower()
    panicked = "panice" in raw or "panika" in raw
    raw = raw.replace("v panice", "").replace("panika", "").strip()
    if ":" in raw or " " in raw:
        cat = parse_category(raw)
        assert cat.unit is not None and cat.stance is not None
        return Unit(cat.unit, cat.stance, panicked)
    return Unit(parse_unit(raw), default_stance, panicked)


def _positions(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("positions")
    attackers = [_unit(u, Stance.UTOCICI) for u in facts["attackers"]]
    defenders = [_unit(u, Stance.NEPRIPRAVENA) for u in facts.get("defenders", [])]
    zone = position(attackers, defenders)
    ans.explanation.extend(zone.explanation)
    for i, (a, b) in enumerate(zone.pairs()):
        if a is not None or b is not None:
            ans.numbers[f"pole_{i + 1}"] = f"{a.describe() if a else '–'} × {b.describe() if b else '–'}"
    ans.numbers["unblocked"] = len(zone.unblocked("mine"))
    ans.numbers["waiting"] = len(zone.waiting)
    if "phase" in facts:
        mine, theirs = zone_categories(zone)
        phase = parse_phase(facts["phase"])
        for side, pairs in (("útočník", mine), ("obránce", theirs)):
            res = side_modifiers(pairs, phase=phase)
            ans.explanation.add(f"Úpravy – {side}:", *cite("upravy"))
            ans.explanation.extend(res.explanation)
    ans.summary = (
        "Rozestavení v bojové zóně: "
        + "; ".join(f"pole {k[5:]}: {v}" for k, v in ans.numbers.items() if k.startswith("pole_"))
        + "."
    )
    return ans


def _clash(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("clash")
    status = statuses_from({"střed": str(facts["target_status"])})[parse_sector("střed")]
    if "phase" not in facts:
        ans.needs.append("fáze kola, ve které se jednotky přesouvají (1., 3. nebo 4.)")
        return ans
    result = clash(
        status,
        phase=parse_phase(facts["phase"]),
        enemy_enters_same=_truth(facts.get("enemy_enters_same", False)),
        enemy_leaves_toward_me=_truth(facts.get("enemy_leaves_toward_me", False)),
    )
    ans.explanation.extend(result.explanation)
    ans.verdict = result.situation is not None
    ans.numbers["step"] = result.step
    if result.situation is not None:
        ans.numbers["my_role"] = ", ".join(result.my_roles)
        ans.numbers["enemy_role"] = ", ".join(result.enemy_roles)
        ans.summary = (
            f"Ano, dojde ke střetu ({result.situation.value}); já: {', '.join(result.my_roles)}, "
            f"soupeř: {', '.join(result.enemy_roles)}. Pozice v bojové zóně se zaujímají v kroku "
            f"{result.step}."
        )
    else:
        ans.summary = "Ne, ke střetu nedojde. " + result.explanation.steps[-1].text
    return ans


def _casualties(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("casualty")
    units = [_unit(u, Stance.NEPRIPRAVENA) for u in facts["units"]]
    choice = [int(i) - 1 for i in facts["choice"]] if "choice" in facts else None
    try:
        out, why = take_hits(units, int(facts["hits_taken"]), choice)
    except IllegalActionError as err:
        ans.verdict = False
        ans.explanation.add(err.message, *err.rules)
        ans.summary = f"Ne: {err.message}"
        return ans
    ans.explanation.extend(why)
    ans.numbers["panicked"] = sum(1 for c in out if c.fate.name in {"PANIKA", "OPUSTENO"})
    ans.numbers["captured"] = sum(1 for c in out if c.fate.name == "ZAJATA")
    ans.numbers["vp_for_opponent"] = sum(c.vp_for_opponent for c in out)
    ans.summary = "; ".join(f"{c.unit.describe()} {c.fate.value}" for c in out) + "."
    if choice is not None:
        ans.verdict = True
    return ans


def _bombardment(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("bombardment")
    if "bombarded_unit" in facts:
        unit = _unit(facts["bombarded_unit"], Stance.NEPRIPRAVENA)
        casualty, why = bombardment_hit(unit)
        ans.explanation.extend(why)
        ans.numbers["vp_for_opponent"] = 0
        ans.summary = f"{unit.describe()} zasažená ostřelováním {casualty.fate.value}."
        return ans
    target = parse_category(str(facts["bombard_target"]))
    direction = _DIRECTION_WORDS[str(facts["direction"]).strip().lower()] if "direction" in facts else Direction.CELNI
    total, why = bombardment_modifier(
        target,
        over_occupied=_truth(facts.get("over_occupied", False)),
        same_sector_as_last_round=_truth(facts.get("same_sector_as_last_round", False)),
        direction=direction,
    )
    ans.explanation.extend(why)
    ans.numbers["modifier"] = total
    ans.summary = f"Úprava hodu při ostřelování: {signed(total)}."
    return ans


def _flight(facts: Mapping[str, Any]) -> EngineAnswer:
    ans = _answer("movement")
    start = parse_sector(str(facts["flee_from"]))
    statuses = statuses_from(facts.get("sector_status", {}))
    missing = [
        name
        for s, name in SECTOR_NAMES.items()
        if s not in statuses and s not in (MY_RESERVE, start) and not s.is_reserve
    ]
    if missing:
        ans.needs.append("stav (přátelský/neutrální/nepřátelský) sektorů: " + ", ".join(missing))
        return ans
    statuses[MY_RESERVE] = SectorStatus.PRATELSKY
    nxt, why = flight(start, statuses)
    ans.explanation.extend(why)
    ans.verdict = nxt is not None
    ans.numbers["captured"] = 1 if nxt is None else 0
    ans.summary = (
        "Jednotka v panice je zajata – útěk není možný."
        if nxt is None
        else f"Jednotka v panice uteče do: {sector_name(nxt)}."
    )
    return ans


_KINDS: list[tuple[Callable[[Mapping[str, Any]], bool], Callable[[Mapping[str, Any]], EngineAnswer]]] = [
    (lambda f: "rolls" in f, _rolls),
    (lambda f: "dice" in f, _odds),
    (
        lambda f: bool(
            {"vp_before", "controls_enemy_hq", "controls_enemy_flanks", "captured_inf_cav", "captured_art"} & set(f)
        ),
        _victory,
    ),
    (lambda f: "pairs" in f, _pairs),
    (lambda f: "attackers" in f, _positions),
    (lambda f: "hits_taken" in f, _casualties),
    (lambda f: "target_status" in f, _clash),
    (lambda f: "bombarded_unit" in f or "bombard_target" in f, _bombardment),
    (lambda f: "flee_from" in f, _flight),
    (lambda f: "attack_from" in f and "attack_to" in f, _direction),
    (lambda f: "my_unit" in f and "opponent_unit" in f, _modifier),
    (lambda f: "route" in f or "order" in f or "orders" in f, _legality),
    (lambda f: "step_a" in f or "ask_phase_order" in f or ("phase" in f and len(f) == 1), _phase_order),
]


# Other names a caller may use for the same facts (normalised before dispatch).
ALIASES: dict[str, str] = {
    "num_dice": "dice",
    "dice_count": "dice",
    "net_modifier": "modifier",
    "roll_modifier": "modifier",
    "unit_type": "unit",
    "path": "route",
    "round_no": "round",
    "opponent_vp_after": "opponent_vp",
    "phase_a": "step_a",
    "phase_b": "step_b",
    "enemy_unit": "opponent_unit",
    "target_unit": "opponent_unit",
    "defender_unit": "opponent_unit",
    "enemy_stance": "opponent_stance",
    "target_stance": "opponent_stance",
    "my_order": "my_stance",
    "unit_stance": "my_stance",
    "attack_direction": "direction",
    "captured_infantry_cavalry": "captured_inf_cav",
    "captured_artillery": "captured_art",
}


def normalise(facts: Mapping[str, Any]) -> dict[str, Any]:
    """Rename alias keys to the :data:`FACTS` names (a key given under both names keeps the canonical one)."""
    out: dict[str, Any] = {}
    for key, value in facts.items():
        out.setdefault(ALIASES.get(key, key), value)
    for key, value in facts.items():
        if key in FACTS:
            out[key] = value
    return out


def evaluate(facts: Mapping[str, Any]) -> EngineAnswer:
    """Answer a Generálové question from its stated facts (keys in :data:`FACTS`, or :data:`ALIASES`)."""
    facts = normalise(facts)
    for matches, handler in _KINDS:
        if matches(facts):
            try:
                ans = handler(facts)
                if ans.needs and not ans.summary:
                    ans.summary = "K odpovědi chybí: " + "; ".join(ans.needs) + "."
                return ans
            except MissingFactError as err:
                ans = _answer("lookup")
                ans.explanation.add(err.message, *err.rules)
                ans.needs.append(err.fact or err.message)
                ans.summary = err.message
                return ans
            except IllegalActionError as err:
                ans = _answer("legality")
                ans.verdict = False
                ans.explanation.add(err.message, *err.rules)
                ans.summary = f"Ne: {err.message}"
                return ans
    ans = _answer("lookup")
    ans.needs.append("údaje otázky (např. počet kostek a úpravu, jednotky naproti sobě, trasu rozkazu)")
    ans.summary = "K odpovědi chybí: " + ans.needs[0] + "."
    return ans
