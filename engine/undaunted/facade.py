"""``evaluate(facts, game)``: a player's question as flat facts -> an explained answer.

The facade decides the kind of question from the facts, builds a small position
and play for the real engine (:mod:`engine.undaunted.rules`), runs it and reports
the verdict, the numbers (contract keys), the Czech steps with rule ids, a one
sentence summary and ``needs`` (facts the engine must know but was not told;
then the verdict is ``None`` and nothing is guessed).

Verdict conventions (what yes/no means for each kind):

* attack with ``rolls``: did the action succeed; without rolls: ``False`` when the
  question states a part of the defense that the rules exclude (range bonus of
  výbuch/bombardování, cover under demolice or a mine, smoke against demolice) or
  when the action has no effect on the target, otherwise ``None``;
* legality (suppressed unit, movement, ovládnutí, zaměření, cards): is it allowed;
* casualty: is the unit token removed from the board;
* odds, lookups: ``None``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import lru_cache
from typing import Any

from engine.api import EngineAnswer
from engine.explain import Explanation, IllegalActionError, MissingFactError, RulesError, Step
from engine.undaunted import cards as zones
from engine.undaunted.citations import cite_optional
from engine.undaunted.combat import odds_steps, resolve_roll, total_defense
from engine.undaunted.model import (
    BUILDING,
    CONTROLLED,
    INFANTRY,
    SCOUTED,
    TANK,
    TUNNEL,
    Card,
    CardAction,
    PlayerCards,
    Position,
    Tile,
    Unit,
)
from engine.undaunted.names import (
    POLISH_ACTIONS,
    action_name,
    cards_acc,
    dice_instr,
    fold,
    frac_text,
    parse_action,
    parse_card,
    parse_structure,
    parse_unit,
    percent_cs,
    plural,
    polish_action,
    unit_name,
)
from engine.undaunted.odds import casualty_outcomes, p_removed_or_routed
from engine.undaunted.rules import MORTAR_MIN_RANGE, Game, Play
from engine.undaunted.variants import Variant, find_variant

FACTS: dict[str, str] = {
    "action": "akce (útok, krycí palba, výbuch, přesun, pátrání, ovládnutí, povzbuzení, průzkum…; česky i polsky)",
    "action_value": "hodnota akce na kartě (počet kostek u bojové akce, počet polí u přesunu…)",
    "card_values": 'hodnoty akce podle druhu cíle, např. {"tank": 1, "budova": 4, "pěchota": 2}',
    "attacker": "útočící jednotka (druh, případně družstvo)",
    "target": "cíl: jednotka, tank, budova nebo tunel",
    "base_defense": "základní obrana cíle (u tanku odolnost pancíře, u budovy odolnost budovy)",
    "durability": "odolnost budovy (základní obrana budovy jako cíle)",
    "cover": "hodnota krytu pole cíle (číslo, nebo „3/1“ u kopcovitého terénu)",
    "hill_attacker": "útočník stojí na kopcovitém terénu (ano/ne)",
    "hill_target": "cíl stojí na kopcovitém terénu (ano/ne)",
    "building_cover": "hodnota krytu budovy na poli cíle (Stalingrad)",
    "fortification_cover": "hodnota krytu opevnění na poli cíle (Stalingrad)",
    "target_controls_tile": "strana cíle ovládá pole cíle (ano/ne)",
    "attacker_same_tile": "útočník stojí na stejném poli jako cíl (ano/ne)",
    "smoke_on_tile": "na poli cíle leží žeton dýmu (ano/ne)",
    "target_suppressed": "cíl už je pod palbou (ano/ne)",
    "mine": "útok vyvolaný minou (ano/ne)",
    "fire_lane": "útok vyvolaný vstupem na pole s nepřátelským palebným sektorem (ano/ne)",
    "target_own": "cílem je vlastní jednotka (ano/ne)",
    "mortar_target_on_board": "žeton zaměření leží na herním plánu (ano/ne)",
    "upgraded_action": "požadovaná akce je vylepšená (ano/ne)",
    "own_initiative": "hodnota iniciativy vaší vybrané karty",
    "fog_of_war_card": "k určení iniciativy použitá karta je válečný zmatek (ano/ne)",
    "enemy_initiative": "hodnota iniciativy protivníkovy vybrané karty",
    "distance": "vzdálenost mezi útočníkem a cílem v polích (pole útočníka se nepočítá)",
    "min_range": "minimální vzdálenost akce podle symbolu na kartě",
    "max_range": "maximální vzdálenost akce podle symbolu na kartě",
    "dice": "počet kostek",
    "cards_left": "kolik karet zasažené jednotky ještě může vlastník vyřadit (mimo zálohu)",
    "rolls": "hozená čísla na kostkách (0–9)",
    "total_defense": "celková hodnota obrany (pro dotaz na šance)",
    "asks": "na co se otázka ptá: zásah, bonus za vzdálenost, kryt, dým, rozprášení…",
    "unit": "jednotka, o kterou jde (druh a družstvo)",
    "suppressed": "jednotka je pod palbou (ano/ne)",
    "routed": "jednotka je rozprášená (ano/ne)",
    "wanted_action": "akce, kterou chce hráč s jednotkou provést",
    "card_played": "zahraná karta",
    "steps": "o kolik polí se jednotka přesouvá",
    "destination_control": "váš žeton kontroly na cílovém poli: propátráno, ovládáno nebo žádný",
    "unscouted_tiles": "kolik polí na cestě nemá váš žeton kontroly",
    "fog_in_reserve": "kolik karet válečný zmatek máte v záloze",
    "impassable": "cílové pole má symbol neprůjezdného terénu (ano/ne)",
    "own_control_token": "váš žeton kontroly na poli: propátráno, ovládáno nebo žádný",
    "enemy_controls_tile": "protivník pole ovládá (ano/ne)",
    "enemy_unit_on_tile": "nepřátelská jednotka na poli (název; „rozprášení“ nebo ne)",
    "enemy_unit_routed": "nepřátelská jednotka na poli je rozprášená (ano/ne)",
    "hit_unit": "zasažená jednotka (druh a družstvo)",
    "card_in_play_area": "karta zasažené jednotky leží v herní oblasti / na stole (ano/ne)",
    "card_in_hand": "karta zasažené jednotky je v ruce (ano/ne)",
    "card_in_discard": "karta zasažené jednotky je v odhazovacím balíčku (ano/ne)",
    "card_in_draw_deck": "karta zasažené jednotky je v dobíracím balíčku (ano/ne)",
    "card_in_reserve": "karta zasažené jednotky je v záloze (ano/ne)",
    "squad": "družstvo uvedené u akce (A, B, C)",
    "played_card": "zahraná karta ležící na stole / v herní oblasti",
    "commander": "karta, kterou se akce provádí (např. velitel družstva C)",
    "war_confusion_in_hand": "máte v ruce kartu válečný zmatek (ano/ne)",
    "drawn_card": "dobraná karta",
    "pl_action": "název akce z polského vydání (Nieustraszeni: Normandia)",
    "unit_on_board": "žeton jednotky zahrané karty je na herním plánu (ano/ne)",
    "riflemen_state": "stav střelců, k nimž se nasazuje (rozprášení / pod palbou / připraveni)",
    "riflemen_on_impassable": "všichni vaši střelci stojí na neprůjezdném terénu (ano/ne; tanky)",
    "casualty_count": "počet karet v balíčku ztrát na konci scénáře (Stalingrad)",
    "lost_card_code": "označení karty, která se stala trvalou ztrátou, např. S-P-009",
    "lost_card": "druh karty trvalé ztráty (střelec, pátrač, kulometčík, velitel…)",
    "objectives_controlled": "součet hodnot vámi ovládaných cílů",
    "objectives_required": "hodnota cílů potřebná k vítězství podle scénáře",
    "enemy_objectives_controlled": "součet hodnot cílů ovládaných protivníkem",
    "enemy_riflemen_on_board": "protivník má na herním plánu žetony střelců (Normandie, ano/ne)",
    "own_riflemen_on_board": "máte na herním plánu žetony střelců (Normandie, ano/ne)",
    "enemy_riflemen_all_routed": "všechny jednotky střelců protivníka jsou rozprášeny (Stalingrad, ano/ne)",
    "has_initiative": "máte žeton iniciativy (ano/ne)",
    "own_rifle_cards_left": "kolik vašich karet střelců ještě není vyřazeno ze hry",
    "enemy_goal": "úkol protivníka: cíle nebo potlačení",
    "own_goal": "váš úkol: cíle nebo potlačení",
    "withdraw": "hráč stahuje vojska (Stalingrad, ano/ne)",
    "lookup_action": "název akce, na jejíž význam se hráč ptá",
}

TRUE_WORDS = {"ano", "true", "yes", "tak", "1", "pravda"}
FALSE_WORDS = {"ne", "false", "no", "nie", "0", "nepravda", "zadny", "zadne", "none", "nic"}


# ---------------------------------------------------------------- fact helpers
def _bool(value: Any) -> bool | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return bool(value)
    folded = fold(str(value))
    if folded in TRUE_WORDS:
        return True
    if folded in FALSE_WORDS:
        return False
    return None


def _int(value: Any) -> int | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    try:
        return int(str(value).strip())
    except ValueError:
        return None


def _cover(value: Any) -> tuple[int | None, int | None]:
    """``3`` -> (3, None); ``"3/1"`` -> (3, 1)."""
    if value is None:
        return None, None
    if isinstance(value, int) and not isinstance(value, bool):
        return value, None
    text = str(value).replace(" ", "")
    if "/" in text:
        high, _, low = text.partition("/")
        return _int(high), _int(low)
    return _int(text), None


class BadFactError(ValueError):
    """A fact the player gave cannot be right (a die showing 12); reported as a need, not a crash."""


def _rolls(value: Any) -> list[int] | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = re.findall(r"-?\d+", value)
    elif isinstance(value, int | float):
        value = [value]
    out = [_int(v) for v in value]
    if not out or any(v is None or not 0 <= v <= 9 for v in out):
        raise BadFactError("hozená čísla (kostka k10 má stěny 0–9)")
    return [v for v in out if v is not None]


_POLISH_UNITS = {
    "mozdzi": "minomet",
    "strzel": "střelci",
    "kaemis": "kulometčíci",
    "zwiado": "pátrači",
    "snajpe": "odstřelovači",
}


_POLISH_UNIT_RE = re.compile("^(" + "|".join(_POLISH_UNITS) + ")")


@lru_cache(maxsize=2048)
def _polish_value(value: str) -> tuple[str, ...]:
    notes = []
    hit = polish_action(value)
    if hit is not None and fold(hit[0]) != fold(action_name(hit[1])):
        notes.append(f"Polské „{value}“ = české „{action_name(hit[1])}“")
    match = _POLISH_UNIT_RE.match(fold(value))
    if match:
        notes.append(f"Polské „{value}“ = české „{_POLISH_UNITS[match.group(1)]}“")
    return tuple(notes)


def _polish_note(facts: Mapping[str, Any]) -> list[str]:
    """Steps naming Polish terms used in the question with their Czech counterparts."""
    notes: list[str] = []
    for key in ("action", "attacker", "target", "unit", "wanted_action"):
        value = facts.get(key)
        if isinstance(value, str):
            notes.extend(_polish_value(value))
    hill = notes and (facts.get("hill_target") or facts.get("hill_attacker") or "/" in str(facts.get("cover", "")))
    if hill:
        notes.append("Polské „wzgórze“ = český kopcovitý terén (kryt 3/1)")
    return notes


class _Ctx:
    """Collects the answer while the facade works."""

    def __init__(self, variant: Variant, kind: str) -> None:
        self.variant = variant
        self.answer = EngineAnswer(game=variant.game, kind=kind)
        self.expl: Explanation = self.answer.explanation

    def cite(self, key: str) -> str:
        return self.variant.cite(key)

    def step(self, text: str, key: str) -> None:
        self.expl.add(text, self.cite(key))

    def need(self, text: str) -> None:
        if text not in self.answer.needs:
            self.answer.needs.append(text)

    def done(self, verdict: bool | None, summary: str) -> EngineAnswer:
        self.answer.verdict = None if self.answer.needs else verdict
        self.answer.summary = summary
        return self.answer


# ---------------------------------------------------------------- entry point
def evaluate(facts: Mapping[str, Any], game: str) -> EngineAnswer:
    """Answer the question the ``facts`` describe for ``game`` ("normandie" / "stalingrad")."""
    variant = find_variant(game)
    facts = dict(facts)
    action = parse_action(str(facts["action"])) if facts.get("action") else None
    handler = _dispatch(facts, action, variant)
    try:
        answer = handler(facts, action, variant)
    except (IllegalActionError, MissingFactError) as err:  # a fact the position builder could not supply
        ctx = _Ctx(variant, "legality")
        ctx.expl.add(err.message, *err.rules)
        if isinstance(err, MissingFactError):
            ctx.need(err.message)
        return ctx.done(None, err.message)
    except RulesError as err:  # a position the game cannot have (e.g. a tank in Normandie)
        ctx = _Ctx(variant, "legality")
        ctx.expl.add(err.message, *err.rules)
        return ctx.done(None, err.message)
    except BadFactError as err:
        ctx = _Ctx(variant, "attack")
        ctx.need(f"platné {err}")
        ctx.step(f"Uvedený údaj nedává smysl: {err}", "roll")
        return ctx.done(None, f"Údaj nelze použít: {err}.")
    for note in reversed(_polish_note(facts)):
        answer.explanation.steps.insert(0, Step(note, (variant.cite("actions"),)))
    if facts.get("asks") and not answer.needs:
        answer.verdict = _asked(str(facts["asks"]), facts, action, variant, answer)
    return _without_synthetic_ids(answer)


def _asked(
    asks: str, facts: Mapping[str, Any], action: str | None, variant: Variant, answer: EngineAnswer
) -> bool | None:
    """The verdict for an explicit ``asks`` fact: does the named part count / happen?"""
    what = fold(asks)
    if answer.kind == "casualty":
        outcome = answer.numbers.get("outcome")
        if what.startswith(("rozpras", "rout")):
            return outcome == "rozprášena"
        if what.startswith(("odstran", "zeton", "remov")):
            return outcome == "odstraněn"
        return answer.verdict
    if answer.kind != "attack":
        return answer.verdict
    spec = variant.combat.get(action or "utok")
    mine = bool(_bool(facts.get("mine"))) or action == "miny"
    if spec is None:
        return answer.verdict
    if what.startswith(("bonus za vzdal", "vzdal", "range")):
        return spec.range_bonus and not mine
    if what.startswith(("kryt", "cover")):
        return spec.cover and not mine
    if what.startswith(("dym", "bonus za dym", "smoke")):
        target = _target_class(facts)[0]
        return variant.game == "stalingrad" and spec.smoke and not mine and target in (INFANTRY, TANK)
    return answer.verdict


_SYNTHETIC = re.compile(r" ?§[\w-]*")


def _without_synthetic_ids(answer: EngineAnswer) -> EngineAnswer:
    """The facade's made-up tile ids (``§…``) never reach the player's text."""
    steps = answer.explanation.steps
    if any("§" in step.text for step in steps) or "§" in answer.summary:
        answer.explanation.steps = [Step(_SYNTHETIC.sub("", st.text), st.rules) for st in steps]
        answer.summary = _SYNTHETIC.sub("", answer.summary)
        answer.needs = [_SYNTHETIC.sub("", n) for n in answer.needs]
    return answer


_CARD_ACTIONS = frozenset(
    {
        "povzbuzeni",
        "pruzkum",
        "za-mnou",
        "posily",
        "zmateni-nepritele",
        "okamzite-posily",
        "zajistovaci-pruzkum",
        "stazeni-do-zalohy",
    }
)
_MOVES = frozenset({"presun", "manevr", "patrani", "skryty-presun"})
_ATTACK_KEYS = frozenset({"base_defense", "cover", "building_cover", "rolls", "target"})
_DEFENSE_KEYS = frozenset({"base_defense", "cover", "building_cover"})


def _dispatch(facts: Mapping[str, Any], action: str | None, variant: Variant) -> Callable[..., EngineAnswer]:
    keys = facts.keys()
    if facts.get("pl_action") or facts.get("lookup_action"):
        return _lookup
    if "casualty_count" in keys or "lost_card_code" in keys:
        return _campaign
    if not keys.isdisjoint(_VICTORY_KEYS):
        return _victory
    if facts.get("hit_unit") or any(k.startswith("card_in_") for k in keys):
        return _casualty
    if "unit_on_board" in keys and _bool(facts.get("unit_on_board")) is False:
        return _deployment
    if _bool(facts.get("suppressed")) or (facts.get("wanted_action") and action != "povzbuzeni"):
        return _unit_can_act
    if action == "ovladnuti" or "own_control_token" in keys or "enemy_controls_tile" in keys:
        return _control
    if action in _CARD_ACTIONS:
        return _cards
    if action in _MOVES:
        return _movement
    if action == "zamereni":
        return _aiming
    if action in ("miny", "palebny-sektor") and not keys.isdisjoint(("base_defense", "cover", "target", "rolls")):
        return _attack
    if "total_defense" in keys and keys.isdisjoint(_DEFENSE_KEYS):
        return _odds
    if "own_initiative" in keys or "enemy_initiative" in keys:
        return _initiative
    if action in variant.combat or action in ("utok", "kryci-palba", "vybuch") or not keys.isdisjoint(_ATTACK_KEYS):
        return _attack
    if "total_defense" in keys or "dice" in keys:
        return _odds
    return _unknown


def _unknown(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "lookup")
    ctx.need("o jakou akci nebo situaci jde (akce, jednotka, cíl, hod…)")
    return ctx.done(None, "Z uvedených údajů nelze poznat, na co se otázka ptá.")


# ---------------------------------------------------------------- odds
def _odds(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "odds")
    dice, total = _int(facts.get("dice")), _int(facts.get("total_defense"))
    if dice is None and facts.get("rolls") is not None:
        dice = len(_rolls(facts.get("rolls")) or [])
    if dice is None:
        dice = _int(facts.get("action_value"))
    if dice is None:
        ctx.need("počet kostek")
    if total is None:
        ctx.need("celková hodnota obrany")
    if dice is None or total is None:
        return ctx.done(None, "Pro výpočet šance chybí údaje.")
    expl, numbers = odds_steps(variant, dice, total)
    ctx.expl.extend(expl)
    ctx.answer.numbers.update({"dice": dice, "total_defense": total, **numbers})
    p = numbers["p_hit"]
    assert isinstance(p, Fraction)
    rolls = _rolls(facts.get("rolls"))
    if rolls is not None:
        roll = resolve_roll(variant, rolls, total)
        ctx.expl.extend(roll.explanation)
        ctx.answer.numbers["rolls"] = list(rolls)
        shown = ", ".join(map(str, rolls))
        outcome = "zásah (jen 1, ať uspěje kostek kolik chce)" if roll.success else "bez zásahu"
        return ctx.done(
            roll.success, f"{'Ano' if roll.success else 'Ne'} – hod {shown} proti celkové obraně {total}: {outcome}."
        )
    return ctx.done(
        None,
        f"Šance na zásah {dice_instr(dice)} proti celkové obraně {total} je {frac_text(p)} ≈ {percent_cs(p)}.",
    )


# ---------------------------------------------------------------- attack
_SIDES = 0, 1


def _target_class(facts: Mapping[str, Any]) -> tuple[str, str, tuple[str, str | None] | None]:
    """(class, Czech label, unit key) of the target."""
    raw = facts.get("target")
    if raw is None:
        return INFANTRY, "§cíl", None
    text = str(raw)
    structure = parse_structure(text)
    if structure == "budova":
        return BUILDING, "budova", None
    if structure == "tunel":
        return TUNNEL, "tunel", None
    unit = parse_unit(text)
    if unit is not None and unit[0] == "tank":
        return TANK, "tank", unit
    if unit is not None:
        return INFANTRY, unit_name(unit[0]) + (f" {unit[1]}" if unit[1] else ""), unit
    return INFANTRY, text, None


def _default_base(variant: Variant, unit: tuple[str, str | None] | None) -> tuple[int, str] | None:
    """Base defenses the manuals print in their worked examples (named as the source)."""
    if unit is None:
        return None
    if variant.game == "normandie" and unit[0] == "strelci":
        return 4, "příklad jednoho kola hry: „základní obrana o hodnotě 4“ německých střelců"
    if variant.game == "stalingrad" and unit[0] == "kulometcici":
        return 4, "příklad jednoho kola hry: základní obrana (4) německých kulometčíků"
    return None


def _attack(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "attack")
    numbers = ctx.answer.numbers
    action = action or "utok"
    cls0 = _target_class(facts)[0]
    lane_steps: list[str] = []
    if variant.game == "normandie":
        if cls0 != INFANTRY:
            ctx.step(
                "Tanky, budovy ani tunely jako cíle hra Odhodlaní: Normandie nemá; bojové akce cílí na "
                "nepřátelské žetony jednotek",
                "target",
            )
            return ctx.done(None, "V Normandii se útočí jen na žetony jednotek.")
        dropped = [k for k in ("building_cover", "fortification_cover") if facts.get(k) is not None]
        if dropped:
            ctx.step(
                "Kryt budovy ani kryt opevnění hra Odhodlaní: Normandie nezná; platí kryt uvedený na poli", "defense"
            )
            facts = {k: v for k, v in facts.items() if k not in dropped}
    if variant.game == "stalingrad" and (
        _bool(facts.get("hill_target")) or _bool(facts.get("hill_attacker")) or "/" in str(facts.get("cover", ""))
    ):
        ctx.step(
            "Kopcovitý terén s krytem 3/1 pravidla hry Odhodlaní: Stalingrad neuvádějí; počítá se kryt pole", "defense"
        )
        high = _cover(facts.get("cover"))[0]
        facts = {k: v for k, v in facts.items() if k not in ("hill_target", "hill_attacker", "cover")}
        if high is not None:
            facts["cover"] = high
    if variant.game == "normandie" and (action in ("miny", "palebny-sektor") or _bool(facts.get("mine"))):
        ctx.step("Miny ani palebné sektory hra Odhodlaní: Normandie nemá (jsou jen ve Stalingradu)", "actions")
        return ctx.done(None, "V Normandii miny ani palebné sektory nejsou.")
    if action == "miny" or (_bool(facts.get("mine")) and action not in variant.combat):
        facts = {**facts, "mine": True}
        action = "demolice" if cls0 == TANK else "utok"
    if variant.game == "stalingrad" and (action == "palebny-sektor" or _bool(facts.get("fire_lane"))):
        if cls0 == TANK:
            ctx.step("Žetony palebného sektoru tanky neovlivňují", "fire_lanes")
            return ctx.done(False, "Ne – palebný sektor na tank nepůsobí.")
        action = "kryci-palba"
        facts = {k: v for k, v in facts.items() if k not in ("action_value", "dice")}
        facts["dice"] = 3
        lane_steps.append(
            "Vstup na pole s nepřátelským palebným sektorem: jeho kulometčíci okamžitě provedou krycí "
            "palbu 3 (jako obvykle včetně bonusů za kryt a vzdálenost); při úspěchu akce jednotky končí"
        )
    act_name = action_name(action)
    for text in lane_steps:
        ctx.step(text, "fire_lanes")
    if action not in variant.combat:
        title = "Odhodlaní: Normandie" if variant.game == "normandie" else "Odhodlaní: Stalingrad"
        ctx.step(f"Bojovou akci {act_name} hra {title} nezná", "combat")
        return ctx.done(False, f"Akce {act_name} v této hře není.")
    spec = variant.combat[action]
    cls, target_label, target_unit = _target_class(facts)
    mine = bool(_bool(facts.get("mine")))
    rolls = _rolls(facts.get("rolls"))

    # ---- facts -> numbers the position needs
    base = _int(facts.get("base_defense"))
    if base is None and cls == BUILDING:
        base = _int(facts.get("durability"))
    base_source = ""
    if base is None and cls != TUNNEL:
        default = _default_base(variant, target_unit)
        if default is not None:
            base, base_source = default
    cover, hill_low = _cover(facts.get("cover"))
    hill_target = _bool(facts.get("hill_target"))
    if hill_low is not None:
        hill_target = True
    if hill_target and cover is None:
        cover, hill_low = 3, 1  # 000 Kopcovitý terén: "hodnotu krytu 3/1"
    if hill_target and hill_low is None:
        hill_low = 1
    hill_attacker = bool(_bool(facts.get("hill_attacker")))
    building_cover = _int(facts.get("building_cover"))
    fort_cover = _int(facts.get("fortification_cover"))
    same_tile = _bool(facts.get("attacker_same_tile"))
    distance = _int(facts.get("distance"))
    if same_tile:
        distance = 0
    if distance == 0 and same_tile is None:
        same_tile = True
    smoke = bool(_bool(facts.get("smoke_on_tile")))
    controls = bool(_bool(facts.get("target_controls_tile")))

    # ---- exceptions that answer a "does X count?" question
    excluded: list[str] = []
    if (not spec.range_bonus or mine) and "distance" in facts and (distance or 0) > 0:
        excluded.append("bonus za vzdálenost")
    if (not spec.cover or mine) and (facts.get("cover") is not None or base is None):
        excluded.append("kryt")
    if (not spec.smoke or mine) and smoke:
        excluded.append("bonus za dým")

    # ---- what is missing
    needs: list[str] = []
    if base is None and cls != TUNNEL and rolls is not None:
        needs.append(
            "základní obrana cíle"
            if cls == INFANTRY
            else ("odolnost pancíře tanku" if cls == TANK else "odolnost budovy")
        )
    cover_needed = spec.cover and not mine and not (hill_target or (fort_cover is not None and controls))
    if cover_needed and cover is None and not (building_cover is not None and same_tile is False):
        needs.append("hodnota krytu pole cíle")
    if spec.range_bonus and not mine and distance is None:
        needs.append("vzdálenost útočníka od cíle")
    if building_cover is not None and same_tile is None and distance is None:
        needs.append("zda útočník stojí na stejném poli jako budova")

    dice = _int(facts.get("dice")) or _int(facts.get("action_value"))
    card_values = facts.get("card_values") if isinstance(facts.get("card_values"), Mapping) else {}
    values: list[tuple[str, int]] = []
    for key, value in dict(card_values or {}).items():
        if _int(value) is None:
            continue
        folded = fold(str(key))
        cls_key = TANK if folded.startswith("tank") else BUILDING if folded.startswith(("budov", "tunel")) else INFANTRY
        values.append((cls_key, int(_int(value) or 0)))
    if mine:
        dice = 1
    dice_source = ""
    if dice is None and values:
        dice = dict(values).get(BUILDING if cls == TUNNEL else cls)
        if dice is not None:
            ctx.step(
                f"Hodnota akce pro cíl {target_label}: hází se {dice_instr(dice)} (hodnota se symbolem cíle)",
                "action_value" if variant.game == "stalingrad" else "combat",
            )
    if dice is None and action in variant.default_values:
        dice, dice_source = variant.default_values[action]

    # ---- build the position for the engine
    d = 0 if same_tile else (distance if distance is not None else (MORTAR_MIN_RANGE if action == "vybuch" else 1))
    if action == "vybuch":
        d = max(d, 0)
    attacker_key = parse_unit(str(facts.get("attacker", ""))) if facts.get("attacker") else None
    if action == "vybuch":
        attacker_key = ("minomet", None)
    attacker_kind = attacker_key[0] if attacker_key else "strelci"
    side_a, side_b = variant.sides
    placeholder_base = base is None and cls != TUNNEL  # components other than the base are still computed
    if placeholder_base:
        base = 0
    target_tile = Tile(
        "§cíl",
        cover=cover or 0,
        hill_cover=hill_low if hill_target else None,
        building_cover=building_cover,
        fortification_cover=fort_cover,
        durability=base if cls == BUILDING else (5 if building_cover is not None else None),
    )
    tiles = [target_tile]
    if d > 0:
        for i in range(1, d):
            tiles.append(Tile(f"§mezi{i}"))
        tiles.append(Tile("§útočník", cover=3 if hill_attacker else 0, hill_cover=1 if hill_attacker else None))
    chain = [t.id for t in tiles]
    pos = Position.from_edges(variant.game, variant.sides, tiles, itertools.pairwise(chain))
    attacker_tile = "§útočník" if d > 0 else "§cíl"
    if d == 0 and hill_attacker and not hill_target:
        ctx.step(
            "Útočník a cíl stojí na stejném poli, takže útočník je na kopci jen tehdy, je-li kopcem pole cíle", "hill"
        )
    attacker = Unit(side_a, attacker_kind, attacker_key[1] if attacker_key else None, 4, attacker_tile)
    pos.units.append(attacker)
    own_included = False
    if cls in (INFANTRY, TANK):
        tkind, tsquad = target_unit if target_unit else ("tank" if cls == TANK else "strelci", None)
        if tkind == attacker_kind and tsquad == attacker.squad:
            tsquad = "§X"
        own_target = bool(_bool(facts.get("target_own")))
        victim_side = side_a if own_target else side_b
        victim = Unit(
            victim_side,
            tkind,
            tsquad,
            base if base is not None else 0,
            "§cíl",
            suppressed=bool(_bool(facts.get("target_suppressed"))),
        )
        pos.units.append(victim)
        target = ("unit", victim_side, tkind, tsquad or "")
        if controls:
            pos.control[("§cíl", victim_side)] = CONTROLLED
        if own_target and spec.target_mode != "unit":
            if spec.include_own:
                own_included = True
                ctx.step(
                    f"Akce {act_name} zasahuje všechny jednotky na poli, cizí i vlastní; proti každé se hází zvlášť",
                    "target",
                )
            else:
                ctx.step(
                    f"Akce {act_name} cílí jen na nepřátelské pěší jednotky na zvoleném poli; vlastní "
                    "jednotky nezasáhne",
                    "target",
                )
                return ctx.done(False, f"Ne – akce {act_name} vlastní jednotky nezasahuje.")
    elif cls == BUILDING:
        target = (BUILDING, "§cíl")
    else:
        pos.tunnels.add("§cíl")
        target = (TUNNEL, "§cíl")
    if smoke:
        pos.smoke["§cíl"] = (side_b, None)
    if spec.target_mode == "tile":
        target = ("tile", "§cíl")
    if action == "vybuch" and _bool(facts.get("mortar_target_on_board")) is not False:
        pos.mortar_target[side_a] = "§cíl"
    card_act = CardAction(
        action,
        value=dice if not values else None,
        values=tuple(values),
        min_range=_int(facts.get("min_range")),
        max_range=_int(facts.get("max_range")),
    )
    card = Card("k1", attacker_kind, attacker.squad, actions=(card_act,))
    pos.cards = {side_a: PlayerCards(hand=[card]), side_b: PlayerCards()}
    pos.to_move = side_a
    game = Game(pos)

    # ---- legality of the target (tank vs infantry actions, ranges…)
    try:
        game.check(Play("k1", action, target=target if spec.target_mode != "mortar" else None))
    except IllegalActionError as err:
        ctx.expl.add(err.message, *err.rules)
        return ctx.done(False, err.message)
    except MissingFactError:
        pass
    if base_source:
        ctx.step(f"Základní obrana {base} převzata z pravidel ({base_source})", "example_round")
    if dice_source:
        ctx.step(f"Počet kostek {dice} podle hodnoty akce v pravidlech: {dice_source}", "combat")

    for need in needs:
        ctx.need(need)
    if needs and excluded:  # exception question: explain the exclusions, no totals
        _partial_defense(ctx, variant, action, mine, distance, smoke, spec)
        ctx.answer.needs.clear()
        if dice is not None:
            numbers["dice"] = dice
        return ctx.done(False, _exclusion_summary(act_name, excluded, dice, mine))
    only_base_missing = placeholder_base and not needs
    if needs:
        _partial_defense(ctx, variant, action, mine, distance, smoke, spec)
        return ctx.done(None, "Celkovou obranu nelze určit bez údajů: " + ", ".join(needs) + ".")

    # ---- run the engine
    if mine:
        defense = total_defense(
            variant, action, target_class=cls, base=base, tile=target_tile, distance=0, mine=True, smoke=smoke
        )
        line_dice = 1
    else:
        line = next(
            (
                ln
                for ln in game.attack_lines(side_a, attacker, action, card_act, target)
                if cls in (BUILDING, TUNNEL) or ln.target[0] == "unit"
            ),
            None,
        )
        if line is None:
            ctx.step("Akce na tento cíl nepůsobí", "target")
            return ctx.done(False, "Akce na tento cíl nepůsobí.")
        defense = line.defense
        line_dice = line.dice
    if distance is not None:
        numbers["distance"] = distance
    if only_base_missing:
        steps = defense.explanation.steps[1:-1]  # without the placeholder base and the total
        ctx.expl.steps.extend(steps)
        numbers.update(cover=defense.cover, range_bonus=defense.range_bonus, smoke_bonus=defense.smoke_bonus)
        if dice is not None:
            numbers["dice"] = dice
        return ctx.done(
            None,
            f"Kryt {defense.cover}, bonus za vzdálenost {defense.range_bonus}"
            f"{', bonus za dým ' + str(defense.smoke_bonus) if defense.smoke_bonus else ''}; "
            f"celkovou obranu nelze určit bez základní obrany cíle.",
        )
    ctx.expl.extend(defense.explanation)
    numbers.update(
        base_defense=defense.base,
        cover=defense.cover,
        range_bonus=defense.range_bonus,
        smoke_bonus=defense.smoke_bonus,
        total_defense=defense.total,
    )
    no_effect = spec.effect == "suppress" and (cls == TANK or bool(_bool(facts.get("target_suppressed"))))
    if no_effect:
        key = "tanks" if cls == TANK else "suppression"
        ctx.step(
            "Tank nelze uvést do stavu pod palbou: krycí palba na něj nemá účinek"
            if cls == TANK
            else "Cíl už je pod palbou: úspěšná krycí palba nemá žádný účinek",
            key,
        )
    if line_dice is None:
        ctx.step("Šanci na zásah lze spočítat, až bude znám počet kostek (hodnota akce na kartě)", "roll")
        verdict = False if (excluded or no_effect) else None
        return ctx.done(verdict, f"Celková obrana je {defense.total}.")
    numbers["dice"] = line_dice
    expl, odds = odds_steps(variant, line_dice, defense.total)
    ctx.expl.extend(expl)
    numbers.update(odds)
    cards_left = _int(facts.get("cards_left"))
    if cards_left is not None and cards_left >= 0 and spec.effect == "casualty" and cls in (INFANTRY, TANK):
        outcomes = casualty_outcomes(line_dice, defense.total, cards_left=cards_left, game=variant.game)
        key = "p_removed" if variant.game == "normandie" else "p_routed"
        numbers[key] = p_removed_or_routed(line_dice, defense.total, cards_left=cards_left)
        where = (
            "z ruky, odhazovacího a dobíracího balíčku"
            if variant.game == "normandie"
            else ("z herní oblasti, ruky, odhazovacího a dobíracího balíčku")
        )
        what = "odstranění žetonu" if variant.game == "normandie" else "rozprášení"
        ctx.step(
            f"Jednotce zbývá {plural(cards_left, 'karta', 'karty', 'karet')} k vyřazení ({where}); šance na {what} "
            f"tímto útokem je {frac_text(numbers[key])}",
            "casualties",
        )
        ctx.step("Možné výsledky: " + ", ".join(f"{name} {frac_text(p)}" for name, p in outcomes.items()), "casualties")
    if rolls is not None:
        if len(rolls) != line_dice:
            ctx.step(f"Pozor: hozeno {len(rolls)} kostek, akce má hodnotu {line_dice}", "roll")
        roll = resolve_roll(variant, rolls, defense.total)
        ctx.expl.extend(roll.explanation)
        numbers["rolls"] = list(rolls)
        _effect_steps(ctx, variant, spec.effect, roll.success, cls, no_effect)
        word = "úspěch" if variant.game == "stalingrad" or spec.effect == "suppress" else "zásah"
        verdict = roll.success and not no_effect
        summary = (
            f"Celková obrana je {defense.total}; hod {', '.join(map(str, rolls))} "
            f"{'je ' + word if roll.success else 'není ' + word}"
            f"{_effect_tail(spec.effect, roll.success, cls, no_effect)}."
        )
        return ctx.done(verdict, summary)
    p = odds["p_hit"]
    assert isinstance(p, Fraction)
    if excluded and not own_included:
        summary = _exclusion_summary(act_name, excluded, line_dice, mine, defense.total)
        return ctx.done(False, summary)
    if no_effect:
        return ctx.done(False, f"Celková obrana je {defense.total}, ale krycí palba by neměla žádný účinek.")
    if own_included:
        return ctx.done(
            True,
            f"Ano – {act_name} zasahuje i vlastní jednotky; jejich celková obrana je "
            f"{defense.total}, šance na zásah {percent_cs(p)}.",
        )
    return ctx.done(
        None,
        f"Celková obrana je {defense.total}; šance na zásah {dice_instr(line_dice)} je "
        f"{frac_text(p)} ≈ {percent_cs(p)}.",
    )


def _exclusion_summary(
    act_name: str, excluded: list[str], dice: int | None, mine: bool = False, total: int | None = None
) -> str:
    """One sentence: what does not count, then the total and the dice where known."""
    what = " ani ".join(excluded)
    extra = []
    if total is not None:
        extra.append(f"celková obrana je {total}")
    if dice is not None:
        extra.append(f"hází se {dice_instr(dice)}")
    tail = ("; " + ", ".join(extra)) if extra else ""
    if mine:
        return f"Ne – proti útoku miny se {what} nepočítá, platí jen základní obrana{tail}."
    return f"Ne – u akce {act_name} se {what} nepočítá{tail}."


def _partial_defense(
    ctx: _Ctx, variant: Variant, action: str, mine: bool, distance: int | None, smoke: bool, spec: Any
) -> None:
    name = action_name(action)
    if mine:
        ctx.step("Mina: cíl nezíská bonus za kryt ani za vzdálenost, platí jen jeho běžná obrana", "mines")
        return
    own = cite_optional(variant.game, action)
    if not spec.cover:
        ctx.expl.add(f"Kryt se u akce {name} nepočítá (hodnotu krytu ignorujte)", ctx.cite("defense"), *own)
    if not spec.range_bonus:
        ctx.expl.add(f"Bonus za vzdálenost se u akce {name} nepočítá", ctx.cite("range_bonus"), *own)
    if smoke and not spec.smoke:
        ctx.expl.add(f"Bonus za dým se u akce {name} nepočítá", ctx.cite("smoke"), *own)


def _effect_steps(ctx: _Ctx, variant: Variant, effect: str, success: bool, cls: str, no_effect: bool) -> None:
    if not success:
        ctx.step(
            "Bez úspěchu: cíl neutrpí ztráty" if effect == "casualty" else "Bez úspěchu: cíl nebude pod palbou", "roll"
        )
        return
    if effect == "suppress":
        if not no_effect:
            ctx.step(
                "Krycí palba nezpůsobuje ztráty: žeton zasažené jednotky se otočí stranou pod palbou", "suppression"
            )
        return
    if cls == BUILDING:
        ctx.step("Úspěšný útok na budovu: budova je poškozena (dílek se nahradí další variantou)", "building_hit")
    elif cls == TUNNEL:
        ctx.step("Úspěšný útok na tunel: tunel je zničen a žeton se odebírá", "tunnel_hit")
    else:
        ctx.step("Zásah: jednotce byly způsobeny ztráty – vlastník vyřadí právě 1 kartu této jednotky", "casualties")


def _effect_tail(effect: str, success: bool, cls: str, no_effect: bool) -> str:
    if not success:
        return ""
    if effect == "suppress":
        return " (bez účinku)" if no_effect else " – jednotka je pod palbou"
    if cls in (INFANTRY, TANK):
        return " – jednotka ztrácí 1 kartu"
    return ""


# ---------------------------------------------------------------- suppressed / can a unit act
def _unit_can_act(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    unit_text = str(facts.get("unit") or facts.get("card_played") or "střelci")
    parsed = parse_unit(unit_text) or ("strelci", None)
    wanted_raw = facts.get("wanted_action") or facts.get("action") or "útok"
    wanted = parse_action(str(wanted_raw)) or "utok"
    suppressed = _bool(facts.get("suppressed"))
    routed = bool(_bool(facts.get("routed")))
    if routed and variant.game == "normandie":
        ctx.step(
            "Rozprášení jednotek hra Odhodlaní: Normandie nezná (jednotka bez karet opouští herní plán)", "casualties"
        )
        routed = False
    if suppressed is None:
        ctx.need("zda je jednotka pod palbou")
        return ctx.done(None, "Záleží na tom, zda je jednotka pod palbou.")
    side_a, side_b = variant.sides
    tiles = [Tile("§t1"), Tile("§t2")]
    pos = Position.from_edges(variant.game, variant.sides, tiles, [("§t1", "§t2")])
    unit = Unit(side_a, parsed[0], parsed[1], 4, "§t1", suppressed=suppressed, routed=routed)
    enemy = Unit(side_b, "strelci", None, 4, "§t2")
    pos.units += [unit, enemy]
    pos.control[("§t2", side_a)] = SCOUTED
    pos.control[("§t1", side_a)] = SCOUTED
    value = _int(facts.get("action_value")) or 1
    if wanted == "manevr":  # manévr is printed on command cards and moves another unit
        card = Card("k1", "zastupce-velitele-cety", None, actions=(CardAction(wanted, value),))
    else:
        card = Card("k1", parsed[0], parsed[1], actions=(CardAction(wanted, value),))
    pos.cards = {side_a: PlayerCards(hand=[card]), side_b: PlayerCards()}
    pos.to_move = side_a
    game = Game(pos)
    play = _sample_play(game, wanted, card)
    name = unit_name(parsed[0]) + (f" {parsed[1]}" if parsed[1] else "")
    try:
        game.check(play)
    except IllegalActionError as err:
        ctx.expl.add(err.message, *err.rules)
        if suppressed and wanted == "manevr":
            return ctx.done(False, f"Ne – ani manévrem nelze přemístit jednotku {name}, která je pod palbou.")
        if suppressed and wanted not in ("stazeni-do-zalohy", "pripraveni-jednotky"):
            tail = (
                "; kartou jednotku jen připravíte (otočíte stranou připraveni nahoru)"
                if variant.game == "normandie"
                else "; kartou můžete jednotku připravit (otočit stranou připraveni) nebo ji stáhnout do zálohy"
            )
            ctx.step("Žeton zůstane pod palbou, dokud ho karta této jednotky neotočí stranou připraveni", "suppressed")
            return ctx.done(
                False, f"Ne – jednotka {name} je pod palbou a nemůže provést akci {action_name(wanted)}{tail}."
            )
        return ctx.done(False, f"Ne – {err.message}.")
    except MissingFactError as err:
        ctx.need(err.message)
        return ctx.done(None, err.message)
    if wanted == "stazeni-do-zalohy" and suppressed:
        ctx.step("Kartu lze stáhnout do zálohy, ale stav jednotky se nemění: žeton zůstává pod palbou", "suppressed")
    elif wanted == "pripraveni-jednotky":
        ctx.step("Místo akce se žeton jednotky otočí stranou připraveni nahoru", "suppressed")
    else:
        ctx.step(f"Jednotka {name} není pod palbou, akci {action_name(wanted)} provést může", "turns")
    return ctx.done(
        True,
        f"Ano – {name} {'může' if wanted != 'stazeni-do-zalohy' else 'může kartu stáhnout do zálohy'}"
        f"{' provést akci ' + action_name(wanted) if wanted != 'stazeni-do-zalohy' else ''}.",
    )


def _sample_play(game: Game, action: str, card: Card) -> Play:
    if action in ("presun", "skryty-presun", "patrani", "vypad"):
        return Play(card.uid, action, path=("§t2",))
    if action == "manevr":
        mover = next(u for u in game.position.units if u.side == game.position.sides[0])
        return Play(card.uid, action, unit=mover.key, path=("§t2",))
    if action in game.variant.combat:
        spec = game.variant.combat[action]
        if spec.target_mode == "tile":
            return Play(card.uid, action, target=("tile", "§t2"))
        return Play(card.uid, action, target=("unit", game.position.sides[1], "strelci", ""))
    return Play(card.uid, action)


# ---------------------------------------------------------------- ovládnutí
def _control(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    own_raw = facts.get("own_control_token")
    own: list[str | None]
    if own_raw is None:
        own = [None, SCOUTED, CONTROLLED]
    else:
        folded = fold(str(own_raw))
        own = [CONTROLLED if folded.startswith("ovlad") else SCOUTED if folded.startswith("propat") else None]
    enemy_controls = _bool(facts.get("enemy_controls_tile"))
    enemy_raw = facts.get("enemy_unit_on_tile")
    enemy_present: list[bool]
    enemy_routed = _bool(facts.get("enemy_unit_routed"))
    if enemy_raw is None:
        enemy_present = [False, True] if "enemy_unit_on_tile" not in facts else [False]
    elif isinstance(enemy_raw, bool):
        enemy_present = [enemy_raw]
    else:
        text = fold(str(enemy_raw))
        enemy_present = [text not in FALSE_WORDS]
        if enemy_routed is None and "rozprasen" in text:
            enemy_routed = not text.split("rozprasen")[0].endswith("ne")
    controls_opts = [enemy_controls] if enemy_controls is not None else [False, True]
    routed_opts = [enemy_routed] if enemy_routed is not None else [False, True]
    if variant.game == "normandie":
        routed_opts = [False]  # Normandie has no routed units
    # the enemy unit as the question names it; unnamed, a stand-in that the answer does not show
    named = parse_unit(str(enemy_raw)) if isinstance(enemy_raw, str) else None
    enemy_unit = named or ("patraci", "B")
    outcomes: dict[bool, IllegalActionError | None] = {}
    for own_state, present, ctl, rtd in itertools.product(own, enemy_present, controls_opts, routed_opts):
        err = _try_control(variant, own_state, present, ctl, rtd, enemy_unit)
        if err is not None and named is None:
            err = IllegalActionError(re.sub(r" \([^)]*\)$", "", err.message), *err.rules)
        outcomes.setdefault(err is None, err)
    if len(outcomes) > 1:
        if own_raw is None:
            ctx.need("jaký váš žeton kontroly na poli leží (propátráno / ovládáno / žádný)")
        if "enemy_unit_on_tile" not in facts:
            ctx.need("zda na poli stojí nepřátelská jednotka")
        if variant.game == "stalingrad" and enemy_controls is None:
            ctx.need("zda protivník pole ovládá")
        if variant.game == "stalingrad" and enemy_routed is None:
            ctx.need("zda je nepřátelská jednotka rozprášená")
        ctx.step("Ovládnutí vyžaduje vaši jednotku na poli a váš žeton kontroly stranou propátráno", "ovladnuti")
        return ctx.done(None, "Odpověď závisí na údajích, které otázka neuvádí.")
    allowed = next(iter(outcomes))
    if allowed:
        ctx.step(
            "Vaše jednotka stojí na poli s vaším žetonem propátráno a nic ovládnutí nebrání: žeton se otočí "
            "stranou ovládáno",
            "ovladnuti",
        )
        if variant.game == "stalingrad":
            ctx.step(
                "Ve Stalingradu lze ovládnout i pole s nepřítelem, pokud ho protivník neovládá nebo jsou tam "
                "jen jeho rozprášené jednotky",
                "ovladnuti",
            )
        if enemy_controls:
            ctx.step("Nepřátelský žeton ovládáno se zároveň otočí stranou propátráno", "ovladnuti")
        return ctx.done(True, "Ano – pole můžete ovládnout.")
    err = outcomes[False]
    assert err is not None
    ctx.expl.add(err.message, *err.rules)
    if variant.game == "normandie":
        ctx.step("V Normandii nelze ovládnout pole, na kterém je jakákoliv nepřátelská jednotka", "ovladnuti")
    return ctx.done(False, f"Ne – {err.message[0].lower() + err.message[1:]}.")


def _try_control(
    variant: Variant,
    own: str | None,
    enemy_present: bool,
    enemy_controls: bool,
    enemy_routed: bool,
    enemy_unit: tuple[str, str | None],
) -> IllegalActionError | None:
    side_a, side_b = variant.sides
    pos = Position.from_edges(variant.game, variant.sides, [Tile("§X")], [])
    pos.units.append(Unit(side_a, "strelci", "A", 4, "§X"))
    if enemy_present:
        pos.units.append(Unit(side_b, enemy_unit[0], enemy_unit[1], 4, "§X", routed=enemy_routed))
    if own is not None:
        pos.control[("§X", side_a)] = own
    if enemy_controls:
        pos.control[("§X", side_b)] = CONTROLLED
    card = Card("k1", "strelci", "A", actions=(CardAction("ovladnuti"),))
    pos.cards = {side_a: PlayerCards(hand=[card]), side_b: PlayerCards()}
    pos.to_move = side_a
    try:
        Game(pos).check(Play("k1", "ovladnuti"))
    except IllegalActionError as err:
        return err
    return None


# ---------------------------------------------------------------- casualties
_ZONE_FACTS = {
    "play_area": ("card_in_play_area", "v herní oblasti / na stole"),
    "hand": ("card_in_hand", "v ruce"),
    "discard": ("card_in_discard", "v odhazovacím balíčku"),
    "deck": ("card_in_draw_deck", "v dobíracím balíčku"),
}


def _casualty(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "casualty")
    parsed = parse_unit(str(facts.get("hit_unit") or facts.get("unit") or "")) or ("strelci", None)
    kind, squad = parsed
    label = unit_name(kind) + (f" {squad}" if squad else "")
    pc = PlayerCards()
    for zone in variant.casualty_order:
        key, where = _ZONE_FACTS[zone]
        value = _bool(facts.get(key))
        if value is None:
            ctx.need(f"zda je karta jednotky {label} {where}")
            break
        if value:
            pc.zone(zone).append(Card(f"{zone}-1", kind, squad))
            break
    if variant.game == "normandie" and _bool(facts.get("card_in_play_area")):
        ctx.step(
            "V Normandii se karta ztráty hledá jen v ruce, v odhazovacím a v dobíracím balíčku; karty "
            "zahrané na stole pravidla mezi místy hledání neuvádějí",
            "casualties",
        )
    if _bool(facts.get("card_in_reserve")):
        pc.reserve.append(Card("z-1", kind, squad))
        ctx.step(
            "Karta v záloze se při hledání ztrát nepočítá: ze zálohy se karta nevyřazuje"
            if variant.game == "normandie"
            else "Záloha není mezi místy, kde se karta ztráty hledá",
            "casualties",
        )
    if ctx.answer.needs:
        order = ", ".join(_ZONE_FACTS[z][1] for z in variant.casualty_order)
        ctx.step(f"Kartu zasažené jednotky hledáte v tomto pořadí: {order}", "casualties")
        return ctx.done(None, "Výsledek závisí na tom, kde karty jednotky leží.")
    result = zones.casualty_search(variant, pc, kind, squad)
    ctx.expl.extend(result.explanation)
    ctx.answer.numbers["outcome"] = result.outcome
    if result.outcome == "karta":
        assert result.zone is not None
        where = _ZONE_FACTS[result.zone][1]
        return ctx.done(False, f"Vyřadí se karta {label} {where}; žeton jednotky zůstává na herním plánu.")
    if result.outcome == "odstraněn":
        ctx.step("Žeton se později vrátí na pole s žetonem nasazení, ne na pole, kde byl odstraněn", "token_removed")
        return ctx.done(True, f"Ano – žeton jednotky {label} se odstraní z herního plánu.")
    ctx.step(
        "Žetony jednotek se ve Stalingradu z herního plánu neodstraňují; rozprášení zruší až posily", "differences"
    )
    return ctx.done(
        False,
        f"Ne – žeton zůstává na herním plánu, jednotka {label} je rozprášena "
        "(žeton rozprášení) a útočník ji smí přesunout na sousedící pole.",
    )


# ---------------------------------------------------------------- deployment
def _deployment(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    text = str(facts.get("card_played") or facts.get("unit") or "")
    parsed = parse_unit(text) if text else None
    if parsed is None:
        ctx.need("karta které jednotky se hraje")
        return ctx.done(None, "Chybí, o kterou jednotku jde.")
    kind, squad = parsed
    label = unit_name(kind) + (f" {squad}" if squad else "")
    if action == "stazeni-do-zalohy":
        ctx.step("Stahujete-li kartu do zálohy, žeton na herní plán neumisťujte ani neodstraňujte", "withdraw")
        return ctx.done(False, "Ne – při stažení do zálohy se žeton nenasazuje.")
    if variant.game == "normandie":
        ctx.step(
            f"Žeton jednotky {label} se umístí na pole s odpovídajícím žetonem nasazení (ne na pole, kde byl "
            "odstraněn); poté se provede akce karty",
            "deployment",
        )
        return ctx.done(
            True,
            f"Ano – žeton {label} se nasadí na pole s odpovídajícím žetonem nasazení a jednotka "
            "hned provede akci karty.",
        )
    if kind == "tank":
        if _bool(facts.get("riflemen_on_impassable")):
            ctx.step(
                "Všichni vaši střelci stojí na neprůjezdném terénu: kartu tanku nelze zahrát k provedení akce", "tanks"
            )
            return ctx.done(False, "Ne – tank nelze nasadit, všichni střelci stojí na neprůjezdném terénu.")
        ctx.step(
            "Tank se umístí na pole s vašimi střelci (libovolného družstva), které není neprůjezdným terénem", "tanks"
        )
        return ctx.done(True, "Ano – tank se nasadí ke střelcům, kteří nestojí na neprůjezdném terénu.")
    where = (
        f"na pole se žetonem střelců družstva {squad}" if squad else "na pole s žetonem střelců libovolného družstva"
    )
    ctx.step(f"Žetony nasazení se ve Stalingradu nepoužívají: žeton {label} se umístí {where}", "deployment")
    state = fold(str(facts.get("riflemen_state") or ""))
    if state.startswith(("rozpras", "pod palb")):
        ctx.step("Žeton lze umístit, i když jsou tito střelci rozprášení nebo pod palbou", "deployment")
    return ctx.done(True, f"Ano – žeton {label} se umístí {where} a jednotka hned provede akci karty.")


# ---------------------------------------------------------------- card handling
def _cards(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    assert action is not None
    side_a, side_b = variant.sides
    pos = Position.from_edges(variant.game, variant.sides, [Tile("§t1")], [])
    pc = PlayerCards()
    pos.cards = {side_a: pc, side_b: PlayerCards()}
    pos.to_move = side_a
    value = _int(facts.get("action_value"))
    squad = str(facts["squad"]).upper() if facts.get("squad") else None
    if action == "povzbuzeni":
        return _encourage(ctx, facts, variant, pos, pc, value, squad)
    if action in ("pruzkum", "zajistovaci-pruzkum"):
        fog = _bool(facts.get("war_confusion_in_hand"))
        if fog is None:
            ctx.need("zda máte v ruce kartu válečný zmatek")
            return ctx.done(None, "Záleží na tom, zda máte v ruce válečný zmatek.")
        pos.units.append(Unit(side_a, "patraci", "A", 4, "§t1"))
        scout = Card("k1", "patraci", "A", actions=(CardAction(action),))
        pc.hand.append(scout)
        if fog:
            pc.hand.append(Card("vz", "valecny-zmatek"))
        drawn_text = str(facts.get("drawn_card") or "střelci A")
        drawn = parse_card(drawn_text) or ("strelci", "A")
        pc.deck.append(Card("d1", drawn[0], drawn[1]))
        game = Game(pos)
        try:
            game.check(Play("k1", action))
        except IllegalActionError as err:
            ctx.expl.add(err.message, *err.rules)
            return ctx.done(False, "Ne – bez válečného zmatku v ruce nelze průzkum provést.")
        result = game.push(Play("k1", action))
        ctx.expl.extend(result.explanation)
        if not fog:
            return ctx.done(False, "Průzkum bez válečného zmatku v ruce nemá žádný účinek; žádnou kartu nedoberete.")
        where = (
            "je vyřazen ze hry"
            if variant.game == "normandie"
            else "je odložen stranou do konce scénáře (pak se vrací mezi dostupné karty)"
        )
        ctx.step(
            f"Válečný zmatek {where}; poté si doberete 1 kartu do ruky – dobírací balíček (je-li prázdný, "
            "zamíchejte odhazovací balíček, ne karty na stole)",
            "pruzkum",
        )
        ctx.step("Dobranou kartu lze v tomto tahu hrát jako obvykle", "pruzkum")
        return ctx.done(True, "Ano – dobranou kartu můžete v tomto tahu zahrát jako obvykle.")
    if action == "za-mnou":
        n = value or variant.default_values.get("za-mnou", (None, ""))[0]
        if n is None:
            ctx.need("hodnota akce Za mnou! na kartě")
            return ctx.done(None, "Chybí hodnota akce.")
        ctx.step(
            f"Doberte si až {cards_acc(n)} ze svého dobíracího balíčku do ruky; lze je v tomto tahu hrát", "za-mnou"
        )
        ctx.step("Dojde-li dobírací balíček, zamíchejte odhazovací balíček (ne karty na stole ani zálohu)", "za-mnou")
        ctx.answer.numbers["cards"] = n
        return ctx.done(True, f"Ano – doberete až {cards_acc(n)} do ruky a můžete je v tomto tahu hrát.")
    if action in ("posily", "okamzite-posily"):
        n = value or (1 if action == "okamzite-posily" else None)
        where = "do odhazovacího balíčku" if action == "posily" else "přímo do ruky"
        if n is None:
            ctx.need("hodnota akce posily na kartě")
            return ctx.done(None, "Chybí hodnota akce.")
        limit = f" (jen karty družstva {squad})" if squad else ""
        ctx.step(f"Vezměte si až {cards_acc(n)} ze zálohy {where}{limit}", action)
        if variant.game == "stalingrad":
            ctx.step("Karta rozprášené jednotky z ní odstraní žeton rozprášení", action)
        ctx.answer.numbers["cards"] = n
        return ctx.done(True, f"Ano – vezmete si až {cards_acc(n)} ze zálohy {where}{limit}.")
    if action == "zmateni-nepritele":
        ctx.step(
            "Protivník si přidá kartu válečný zmatek ze své zálohy do odhazovacího balíčku; nemá-li ji, akce "
            "nemá účinek",
            "zmateni-nepritele",
        )
        return ctx.done(True, "Protivník si přidá válečný zmatek do odhazovacího balíčku.")
    ctx.step(
        "Zahranou kartu lze místo akce stáhnout do zálohy; později ji vrátí akce posily (válečný zmatek takto ne)",
        "withdraw",
    )
    return ctx.done(True, "Kartu lze stáhnout do zálohy.")


def _encourage(
    ctx: _Ctx,
    facts: Mapping[str, Any],
    variant: Variant,
    pos: Position,
    pc: PlayerCards,
    value: int | None,
    squad: str | None,
) -> EngineAnswer:
    side_a = pos.sides[0]
    played_text = facts.get("played_card")
    if not played_text:
        ctx.need("kterou zahranou kartu ze stolu chcete zvolit")
        return ctx.done(None, "Chybí zahraná karta.")
    played = parse_card(str(played_text)) or ("strelci", None)
    commander = parse_card(str(facts.get("commander") or "velitel družstva")) or ("velitel-druzstva", squad)
    squad = squad or commander[1]
    if squad is None:
        ctx.need("družstvo uvedené u akce povzbuzení")
        return ctx.done(None, "Chybí družstvo akce.")
    wanted = parse_action(str(facts["wanted_action"])) if facts.get("wanted_action") else None
    upgraded = bool(_bool(facts.get("upgraded_action")))
    upgraded = bool(_bool(facts.get("upgraded_action")))
    played_card = Card(
        "p1",
        played[0],
        played[1],
        actions=(CardAction(wanted or "utok", 2, upgraded=upgraded),) if played[0] != "valecny-zmatek" else (),
    )
    pc.play_area.append(played_card)
    pc.hand.append(Card("k1", commander[0], squad, actions=(CardAction("povzbuzeni", value or 1, squad),)))
    if played_card.is_unit_card:
        pos.units.append(Unit(side_a, played[0], played[1], 4, "§t1"))
        pos.units.append(Unit(pos.sides[1], "strelci", None, 4, "§t1"))
    game = Game(pos)
    follow = (
        Play("p1", wanted or "utok", target=("unit", pos.sides[1], "strelci", ""))
        if variant.game == "stalingrad"
        else None
    )
    try:
        game.check(Play("k1", "povzbuzeni", cards=("p1",), follow=follow))
    except IllegalActionError as err:
        ctx.expl.add(err.message, *err.rules)
        return ctx.done(False, f"Ne – {err.message[0].lower() + err.message[1:]}.")
    if variant.game == "normandie":
        ctx.step(
            f"Povzbuzení {value or 1} {squad}: vezměte si 1 zahranou kartu družstva {squad} ze stolu zpět do "
            "ruky; tuto kartu lze v tomto tahu znovu hrát",
            "povzbuzeni",
        )
        return ctx.done(
            True,
            "Ano – kartu si povzbuzením vezmete ze stolu zpět do ruky a v tomto tahu ji můžete "
            "znovu zahrát (např. k útoku).",
        )
    ctx.step(
        "Ve Stalingradu si kartu zpět do ruky nevracíte: provedete jednu z nevylepšených akcí zvolené "
        "zahrané karty v herní oblasti",
        "povzbuzeni",
    )
    return ctx.done(
        wanted is not None,
        "Kartu si do ruky nevezmete, ale provedete jednu z jejích nevylepšených akcí."
        if wanted is None
        else f"Ano – povzbuzením provedete akci {action_name(wanted)} zvolené karty (karta zůstává v herní oblasti).",
    )


# ---------------------------------------------------------------- movement
def _movement(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "movement")
    assert action is not None
    steps = _int(facts.get("steps")) or _int(facts.get("distance")) or 1
    if _int(facts.get("unscouted_tiles")):
        steps = max(steps, _int(facts.get("unscouted_tiles")) or 1)
    value = _int(facts.get("action_value"))
    if value is None and action in variant.default_values:
        value = variant.default_values[action][0]
    if value is None:
        ctx.need(f"hodnota akce {action_name(action)} na kartě")
        return ctx.done(None, "Chybí hodnota akce.")
    asked_move = any(
        k in facts
        for k in (
            "steps",
            "distance",
            "destination_control",
            "unscouted_tiles",
            "impassable",
            "suppressed",
            "fog_in_reserve",
        )
    )
    if action == "skryty-presun" and variant.game == "normandie":
        ctx.step(
            "Skrytý přesun: text pravidla uvádí hodnotu 1, stručný přehled na konci 2; engine se řídí textem "
            "pravidla (1)",
            "skryty-presun",
        )
    if not asked_move:
        upto = "až o" if action == "patrani" else "o"
        ctx.answer.numbers["steps"] = value
        ctx.step(
            f"{action_name(action)[0].upper() + action_name(action)[1:]} {value}: jednotka se přemístí {upto} "
            f"{plural(value, 'pole', 'pole', 'polí')}",
            action,
        )
        description = _DESCRIPTIONS.get(action, (None, None))[0 if variant.game == "normandie" else 1]
        if description:
            ctx.step(f"{action_name(action)[0].upper() + action_name(action)[1:]}: {description}", action)
        return ctx.done(
            None,
            f"{action_name(action)[0].upper() + action_name(action)[1:]} přemístí jednotku {upto} "
            f"{plural(value, 'pole', 'pole', 'polí')}.",
        )
    side_a, side_b = variant.sides
    unit_parsed = parse_unit(str(facts.get("unit") or facts.get("card_played") or "střelci")) or ("strelci", None)
    tank = unit_parsed[0] == "tank"
    if variant.game == "normandie" and unit_parsed[0] in ("tank", "zeniste", "protitankovy-kanon"):
        ctx.step("Tato jednotka ve hře Odhodlaní: Normandie není (patří do hry Odhodlaní: Stalingrad)", "units")
        return ctx.done(None, "Taková jednotka v Normandii není.")
    tiles = [Tile(f"§t{i}") for i in range(steps + 1)]
    if _bool(facts.get("impassable")):
        tiles[-1].impassable = True
    chain = [t.id for t in tiles]
    pos = Position.from_edges(variant.game, variant.sides, tiles, itertools.pairwise(chain))
    unit = Unit(side_a, unit_parsed[0], unit_parsed[1], 4, "§t0", suppressed=bool(_bool(facts.get("suppressed"))))
    pos.units.append(unit)
    dest_raw = facts.get("destination_control")
    unscouted = _int(facts.get("unscouted_tiles"))
    if dest_raw is None and action in ("presun", "manevr"):
        ctx.need("zda na cílovém poli leží váš žeton kontroly")
    dest = fold(str(dest_raw)) if dest_raw is not None else "propatrano"
    for i, t in enumerate(chain[1:], start=1):
        is_last = i == len(chain) - 1
        if action == "patrani" and unscouted is not None:
            has = i <= steps - unscouted
        elif is_last:
            has = dest.startswith(("propat", "ovlad"))
        else:
            has = True
        if has:
            pos.control[(t, side_a)] = CONTROLLED if is_last and dest.startswith("ovlad") else SCOUTED
    fog_reserve = _int(facts.get("fog_in_reserve"))
    pc = PlayerCards(reserve=[Card(f"vz{i}", "valecny-zmatek") for i in range(fog_reserve or 0)])
    card = Card("k1", unit_parsed[0], unit_parsed[1], actions=(CardAction(action, value),))
    pc.hand.append(card)
    pos.cards = {side_a: pc, side_b: PlayerCards()}
    pos.to_move = side_a
    game = Game(pos)
    play = Play("k1", action, path=tuple(chain[1:]), unit=unit.key if action == "manevr" else None)
    try:
        game.check(play)
    except IllegalActionError as err:
        ctx.expl.add(err.message, *err.rules)
        ctx.answer.needs.clear()
        return ctx.done(False, f"Ne – {err.message[0].lower() + err.message[1:]}.")
    if ctx.answer.needs:
        return ctx.done(None, "Záleží na tom, zda na cílovém poli leží váš žeton kontroly.")
    result = game.push(play)
    ctx.expl.extend(result.explanation)
    if action == "patrani":
        new = sum(1 for t in chain[1:] if (t, side_a) in pos.control) - (steps - (unscouted or 0))
        ctx.answer.numbers["new_control_tokens"] = unscouted if unscouted is not None else new
        if fog_reserve is None and unscouted:
            ctx.step(
                f"Za každý z {unscouted} nových žetonů kontroly si vezmete 1 válečný zmatek ze zálohy do "
                "odhazovacího balíčku; máte-li jich v záloze méně, vezmete všechny zbývající",
                "patrani",
            )
        if fog_reserve is not None:
            fog_added = min(unscouted or 0, fog_reserve)
            ctx.answer.numbers["fog_cards"] = fog_added
            ctx.step(
                f"Za každý nový žeton kontroly 1 válečný zmatek ze zálohy do odhazovacího balíčku; v záloze je "
                f"{fog_reserve}, přidáte {fog_added}",
                "patrani",
            )
    if tank and variant.game == "stalingrad":
        ctx.step("Tanky nesmí vjet na pole s neprůjezdným terénem ani se přesouvat tunely", "tanks")
    fog = ctx.answer.numbers.get("fog_cards")
    tail = f"; přidáte si {plural(int(fog), 'kartu', 'karty', 'karet')} válečný zmatek" if fog is not None else ""
    return ctx.done(True, f"Ano – akci {action_name(action)} lze provést{tail}.")


def _aiming(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    if variant.game != "normandie":
        ctx.step("Akci zaměření hra Odhodlaní: Stalingrad nezná", "actions")
        return ctx.done(False, "Ve Stalingradu akce zaměření není.")
    distance = _int(facts.get("distance"))
    if distance is None:
        ctx.need("vzdálenost pole od minometu")
        ctx.step("Žeton zaměření musí ležet nejméně 3 pole od minometu (pole minometu se nepočítá)", "zamereni")
        return ctx.done(None, "Záleží na vzdálenosti od minometu.")
    ctx.answer.numbers["distance"] = distance
    if distance < MORTAR_MIN_RANGE:
        ctx.step(f"Žeton zaměření musí ležet nejméně 3 pole od minometu; {distance} nestačí", "zamereni")
        return ctx.done(False, f"Ne – pole je jen {distance} od minometu, zaměření vyžaduje nejméně 3.")
    ctx.step(f"Vzdálenost {distance} ≥ 3: žeton zaměření tam položit (nebo přemístit) lze", "zamereni")
    return ctx.done(True, "Ano – pole je nejméně 3 pole od minometu.")


# ---------------------------------------------------------------- initiative
def _initiative(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "legality")
    mine, theirs = _int(facts.get("own_initiative")), _int(facts.get("enemy_initiative"))
    if mine is None or theirs is None:
        ctx.need("hodnoty iniciativy obou vybraných karet")
        return ctx.done(None, "Chybí hodnoty iniciativy.")
    me, enemy = variant.sides
    holder = _bool(facts.get("has_initiative"))
    pos = Position.from_edges(variant.game, variant.sides, [Tile("§t")], [])
    pos.initiative = me if holder else enemy
    own_card, enemy_card = Card("a", "valecny-zmatek", initiative=mine), Card("b", "valecny-zmatek", initiative=theirs)
    pos.cards = {me: PlayerCards(hand=[own_card]), enemy: PlayerCards(hand=[enemy_card])}
    if mine == theirs and holder is None:
        ctx.need("kdo má právě žeton iniciativy")
        ctx.step("Při shodě se iniciativa nemění, žeton zůstává ležet, jak byl", "initiative")
        return ctx.done(None, "Při shodě rozhoduje, kdo má žeton iniciativy.")
    winner, expl = zones.resolve_initiative(variant, pos, {me: own_card, enemy: enemy_card})
    ctx.expl.extend(expl)
    if _bool(facts.get("fog_of_war_card")):
        ctx.step("Kartu válečný zmatek lze k určení iniciativy použít (během tahu ji zahrát nelze)", "fog_of_war")
    won = winner == me
    return ctx.done(
        won, "Ano – iniciativu máte vy a hrajete první." if won else "Ne – iniciativu má protivník a hraje první."
    )


# ---------------------------------------------------------------- end of game
_VICTORY_KEYS = (
    "objectives_controlled",
    "own_goal",
    "enemy_goal",
    "enemy_riflemen_on_board",
    "own_riflemen_on_board",
    "enemy_riflemen_all_routed",
    "withdraw",
    "own_rifle_cards_left",
)


def _victory(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    from engine.undaunted.endgame import Goal, normandie_outcome, stalingrad_outcome

    ctx = _Ctx(variant, "victory")
    me, enemy = variant.sides
    tiles = [
        Tile("§mine", objective=_int(facts.get("objectives_controlled")) or 0),
        Tile("§theirs", objective=_int(facts.get("enemy_objectives_controlled")) or 0),
    ]
    pos = Position.from_edges(variant.game, variant.sides, tiles, [])
    pos.control[("§mine", me)] = CONTROLLED
    pos.control[("§theirs", enemy)] = CONTROLLED
    has_init = _bool(facts.get("has_initiative"))
    pos.initiative = me if has_init else enemy
    required = _int(facts.get("objectives_required"))
    if variant.game == "stalingrad":
        if _bool(facts.get("withdraw")):
            outcome = stalingrad_outcome(pos, {}, withdrawn=me)
        else:
            routed = _bool(facts.get("enemy_riflemen_all_routed"))
            pos.units.append(Unit(enemy, "strelci", "A", 4, "§theirs", routed=bool(routed)))
            pos.units.append(Unit(me, "strelci", "A", 4, "§mine"))
            goals = {me: Goal("cíle", required)} if required is not None else {}
            outcome = stalingrad_outcome(pos, goals)
            if outcome is None and required is None and routed is None:
                ctx.need("hodnota cílů potřebná k vítězství podle scénáře")
        if "own_rifle_cards_left" in facts:
            ctx.step("Pravidlo beznadějné situace se ve Stalingradu nepoužívá", "no_hopeless")
    else:
        enemy_on = _bool(facts.get("enemy_riflemen_on_board"))
        own_on = _bool(facts.get("own_riflemen_on_board"))
        pos.units.append(Unit(enemy, "strelci", "A", 4, "§theirs" if enemy_on is not False else None))
        pos.units.append(Unit(me, "strelci", "A", 4, "§mine" if own_on is not False else None))
        own_goal = fold(str(facts.get("own_goal") or "cile"))
        goal_kind = "potlačení" if own_goal.startswith("potlac") else "cíle"
        enemy_goal = fold(str(facts.get("enemy_goal") or "cile"))
        goals = {
            me: (goal_kind, required if required is not None else 99),
            enemy: ("potlačení" if enemy_goal.startswith("potlac") else "cíle", 99),
        }
        left = _int(facts.get("own_rifle_cards_left"))
        outcome = normandie_outcome(pos, goals, rifle_cards_left={me: left} if left is not None else None)
    if outcome is None:
        ctx.step("Žádná podmínka konce hry zatím nenastala, hra pokračuje", "end")
        return ctx.done(False, "Hra zatím pokračuje.")
    ctx.expl.extend(outcome.explanation)
    won = outcome.winner == me
    return ctx.done(won, f"{'Ano' if won else 'Ne'} – {'vítězíte' if won else 'vítězí protivník'} ({outcome.reason}).")


# ---------------------------------------------------------------- campaign (Stalingrad)
def _campaign(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    from engine.undaunted.campaign import REPLACED_BY_RESERVISTS, permanent_losses_to_draw, replacement_code

    ctx = _Ctx(variant, "campaign")
    if variant.game != "stalingrad":
        ctx.step("Kampaň s trvalými ztrátami má jen hra Odhodlaní: Stalingrad", "end")
        return ctx.done(None, "V Normandii se trvalé ztráty kampaně nevyhodnocují.")
    count = _int(facts.get("casualty_count"))
    if count is not None and count < 0:
        ctx.need("počet karet v balíčku ztrát (0 nebo více)")
        return ctx.done(None, "Počet ztrát nemůže být záporný.")
    if count is not None:
        n = permanent_losses_to_draw(count)
        ctx.answer.numbers["permanent_losses"] = n
        ctx.step(
            f"Tabulka ztrát: v balíčku ztrát {plural(count, 'karta', 'karty', 'karet')} → dobírá se {cards_acc(n)} "
            "(0 → 0, 1–4 → 1, 5–9 → 2, 10+ → 3)",
            "casualty_table",
        )
        ctx.step(
            "Dobraná karta rezervisty se vrací do zálohy a dobírá se další; karty odložené průzkumem do "
            "balíčku ztrát nepatří",
            "casualty_phase",
        )
        return ctx.done(None, f"Při {count} ztrátách se dobírá {cards_acc(n)} trvalých ztrát.")
    code = str(facts.get("lost_card_code"))
    lost = parse_card(str(facts.get("lost_card") or "")) if facts.get("lost_card") else None
    if lost is None:
        ctx.need("druh karty trvalé ztráty (střelec, pátrač, kulometčík, velitel…)")
        return ctx.done(None, "Záleží na druhu ztracené karty.")
    if lost[0] in REPLACED_BY_RESERVISTS:
        new = replacement_code(code, "R")
        ctx.step(
            f"Střelce, pátrače a kulometčíky nahrazuje karta rezervisty se stejným číslem: {code} → {new}", "reservists"
        )
        return ctx.done(True, f"Ano – kartu {code} nahradí karta rezervisty {new}.")
    ctx.step("Jiné jednotky než střelci, pátrači a kulometčíci se při trvalých ztrátách nenahrazují", "casualty_phase")
    return ctx.done(False, "Ne – tato karta se rezervistou nenahrazuje.")


# ---------------------------------------------------------------- lookups
# action -> (Normandie text, Stalingrad text); None where the game has no such action
_DESCRIPTIONS: dict[str, tuple[str | None, str | None]] = {
    "presun": (
        "přemístěte jednotku o 1 pole na pole s vaším žetonem kontroly; přesouváte-li minomet, "
        "odstraňte žeton zaměření",
        "přemístěte jednotku o 1 pole na pole s vaším žetonem kontroly; tanky ne na neprůjezdný terén",
    ),
    "manevr": (
        "přemístěte kteroukoliv svou jednotku (ne pod palbou) o 1 pole na pole s vaším žetonem kontroly",
        "přemístěte kteroukoliv svou jednotku (daného družstva) o 1 pole na pole s vaším žetonem kontroly; "
        "ne jednotku pod palbou, rozprášenou ani protitankový kanón",
    ),
    "patrani": (
        "přemístěte jednotku až o 2 pole i přes pole bez vašeho žetonu kontroly; na každé takové pole "
        "položte žeton propátráno a přidejte si válečný zmatek ze zálohy do odhazovacího balíčku",
        "přemístěte jednotku až o X polí; na každé pole bez vašeho žetonu kontroly položte žeton "
        "propátráno a přidejte si válečný zmatek ze zálohy do odhazovacího balíčku",
    ),
    "skryty-presun": (
        "přemístěte jednotku o 1 pole i na pole bez vašeho žetonu kontroly, žeton nepokládáte a "
        "válečný zmatek nepřidáváte (stručný přehled uvádí 2, platí text pravidla: 1)",
        "přemístěte jednotku o 1 pole i na pole bez vašeho žetonu kontroly, žeton nepokládáte",
    ),
    "posily": (
        "vezměte si až X karet (daného družstva) ze zálohy do odhazovacího balíčku",
        "vezměte si až X karet (daného družstva) ze zálohy do odhazovacího balíčku; karta rozprášené "
        "jednotky z ní odstraní žeton rozprášení",
    ),
    "za-mnou": (
        "doberte si až 2 karty ze svého dobíracího balíčku do ruky; lze je v tomto tahu hrát",
        "doberte si až X karet ze svého dobíracího balíčku do ruky; lze je v tomto tahu hrát",
    ),
    "zmateni-nepritele": ("protivník si přidá kartu válečný zmatek ze své zálohy do odhazovacího balíčku",) * 2,
    "ovladnuti": (
        "otočte svůj žeton propátráno na poli jednotky stranou ovládáno; nelze, je-li na poli nepřátelská jednotka",
        "otočte svůj žeton propátráno na poli jednotky stranou ovládáno; nelze jen tehdy, když protivník "
        "pole ovládá a stojí tu jeho nerozprášená jednotka",
    ),
    "povzbuzeni": (
        "vezměte si 1 zahranou kartu daného družstva ze stolu zpět do ruky; v tomto tahu ji lze znovu hrát",
        "karta se do ruky nevrací: proveďte jednu nevylepšenou akci zahrané karty daného družstva v herní oblasti",
    ),
    "pruzkum": (
        "vyřaďte kartu válečný zmatek z ruky ze hry a doberte si kartu; bez válečného zmatku nemá účinek",
        "odložte válečný zmatek z ruky stranou do konce scénáře a doberte si kartu; bez válečného "
        "zmatku v ruce akci provést nelze",
    ),
    "zamereni": ("položte / přemístěte žeton zaměření na pole nejméně 3 pole od minometu", None),
    "utok": (
        "bojová akce: hoďte X kostkami proti celkové obraně nepřátelské jednotky; zásah = ztráta 1 karty",
        "bojová akce proti nepřátelské pěší jednotce; úspěch = ztráta 1 karty, bez karty rozprášení",
    ),
    "kryci-palba": (
        "bojová akce: úspěch otočí cíl stranou pod palbou, ztráty nezpůsobuje",
        "bojová akce proti pěší jednotce: úspěch ji otočí stranou pod palbou; na tanky nepůsobí",
    ),
    "vybuch": (
        "bojová akce minometu proti všem jednotkám (i vlastním) na poli se žetonem zaměření, bez bonusu "
        "za vzdálenost; kopec má kryt 1",
        None,
    ),
    "dymavnice": (
        None,
        "položte žeton dýmu na pole jednotky: obrana všech jednotek tam +2 (ne proti demolici a "
        "minám); nejvýše 2 žetony za družstvo a scénář",
    ),
    "miny": (
        None,
        "položte až X min na okraje pole jednotky; nejvýše 4 za družstvo a scénář; nepřátelská mina "
        "útočí útokem 1 (tank demolicí 1) jen proti základní obraně",
    ),
    "okamzite-posily": (None, "vezměte si 1 kartu ze zálohy přímo do ruky; lze ji v tomto tahu hrát"),
    "palebny-sektor": (
        None,
        "položte žeton palebného sektoru kulometčíků na libovolné pole; kdo na něj vstoupí, dostane krycí palbu 3",
    ),
    "protiletadlova-obrana": (
        None,
        "protivník odstraní 1 kartu bombardér (ruka, odhazovací, dobírací balíček); "
        "nemá-li ji, vraťte si kartu do zálohy",
    ),
    "pripravit": (None, "otočte jednu jednotku daného družstva ze stavu pod palbou stranou připraveni"),
    "utok-a-skryty-presun": (None, "proveďte bojovou akci karty, potom můžete provést skrytý přesun 1"),
    "vypad": (None, "proveďte přesun 1, potom můžete provést bojovou akci karty"),
    "vypeti-sil": (None, "proveďte akci (i vylepšenou) zahrané karty pěší jednotky; její jednotka pak bude pod palbou"),
    "zajistovaci-pruzkum": (None, "proveďte průzkum, potom můžete provést pátrání 1"),
    "bombardovani": (
        None,
        "útok proti budově, tunelu a všem pěším jednotkám (i vlastním) na zvoleném poli, bez bonusu za vzdálenost",
    ),
    "demolice": (None, "útok proti budově, tunelu nebo tanku; hodnota krytu se nepočítá"),
    "granaty": (None, "útok proti každé nepřátelské pěší jednotce na zvoleném poli"),
    "plamenomet": (
        None,
        "útok; při úspěchu smí útočník cíl přesunout na sousední pole propátrané nebo ovládané obráncem",
    ),
    "protitankova-strela": (None, "útok proti budově, tunelu nebo tanku"),
    "umlcovaci-palba": (None, "krycí palba proti každé nepřátelské pěší jednotce na zvoleném poli"),
    "stazeni-do-zalohy": ("vraťte zahranou kartu do zálohy místo akce (válečný zmatek ne)",) * 2,
}


def _lookup(facts: Mapping[str, Any], action: str | None, variant: Variant) -> EngineAnswer:
    ctx = _Ctx(variant, "lookup")
    raw = str(facts.get("pl_action") or facts.get("lookup_action"))
    hit = polish_action(raw)
    key = hit[1] if hit else parse_action(raw)
    if key is None:
        ctx.need("název akce, která se v pravidlech vyskytuje")
        return ctx.done(None, f"Akci „{raw}“ pravidla neznají.")
    czech = action_name(key)
    rule_key = key if _has_rule(variant, key) else "actions"
    if hit:
        ctx.step(f"Polská akce „{hit[0]}“ odpovídá české akci „{czech}“", rule_key)
        if key == "za-mnou":
            ctx.step("Pozor: polské „Za mną!“ naopak odpovídá české akci „Povzbuzení“", "povzbuzeni")
        if key == "povzbuzeni":
            ctx.step("Pozor: polské „Dowodzenie“ odpovídá české akci „Za mnou!“", "za-mnou")
    texts = _DESCRIPTIONS.get(key, (None, None))
    own = texts[0] if variant.game == "normandie" else texts[1]
    other = texts[1] if variant.game == "normandie" else texts[0]
    other_game = "Stalingradu" if variant.game == "normandie" else "Normandii"
    prep = "Ve" if variant.game == "normandie" else "V"
    if own is None:
        ctx.step(
            f"Akci {czech} tato hra nemá" + (f"; {prep.lower()} {other_game}: {other}" if other else ""), "actions"
        )
        return ctx.done(
            None, f"Akce {czech} v této hře není" + (f" ({prep.lower()} {other_game}: {other})." if other else ".")
        )
    ctx.step(f"{czech[0].upper() + czech[1:]}: {own}", rule_key)
    if other and other != own:
        ctx.step(f"{prep} {other_game} se akce liší: {other}", "actions")
    source = f"Polské „{hit[0]}“ je v českých pravidlech „{czech}“" if hit else f"Akce {czech}"
    return ctx.done(None, f"{source}: {own}.")


def _has_rule(variant: Variant, key: str) -> bool:
    try:
        variant.cite(key)
    except KeyError:
        return False
    return True


__all__ = ["FACTS", "POLISH_ACTIONS", "evaluate"]
