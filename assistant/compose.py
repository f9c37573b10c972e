"""Wording an engine's answer for the player: verdict first, numbers with percentages, steps, needs.

Everything here is presentation of values the engine computed; nothing is
decided here.  The payload shape is the ``/api/ask`` contract.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.api import Ask, EngineAnswer

__all__ = ["NUMBER_LABELS", "compose", "exact_value", "format_number", "number_label", "plain_number", "verdict_word"]

NUMBER_LABELS: dict[str, str] = {
    "base_defense": "Základní obrana",
    "cover": "Kryt",
    "range_bonus": "Bonus za vzdálenost",
    "smoke_bonus": "Bonus za dým",
    "total_defense": "Celková obrana",
    "dice": "Počet kostek",
    "p_per_die": "Šance na úspěch jedné kostky",
    "p_hit": "Šance na zásah",
    "permanent_losses": "Karty trvalých ztrát k dobrání",
    "expected_hits": "Očekávaný počet zásahů",
    "p_hits": "Pravděpodobnost přesně 0, 1, 2… zásahů",
    "p_retreat": "Šance na ústup",
    "distance": "Vzdálenost",
    "reduction": "Redukce za terén",
    "attacker_penalty": "Postih útočníka",
    "total_reduction": "Celková redukce",
    "p_face": "Šance na zásah jednou kostkou",
    "p_at_least_one_hit": "Šance na aspoň jeden zásah",
    "p_at_least_one": "Šance na aspoň jeden zásah",
    "p_at_least_one_flag": "Šance na aspoň jednu vlajku",
    "losses": "Ztráty (figury)",
    "move": "Pohyb (pole)",
    "move_cost": "Spotřeba pohybu (pole)",
    "modifier": "Úprava hodu",
    "min_roll": "Nejnižší zasahující hod",
    "vp_before": "Vítězné body předtím",
    "vp_hq": "Body za velitelské stanoviště",
    "vp_flank": "Body za křídla",
    "vp_captures": "Body za zajaté jednotky",
    "vp_after": "Vítězné body po bodování",
    "vp_to_win": "Body potřebné k vítězství",
    "rolls": "Hozená čísla",
    "cards": "Počet karet",
    "p_successes": "Pravděpodobnost přesně 0, 1, 2… úspěšných kostek",
    "p_exactly": "Pravděpodobnost přesně tolika zásahů",
    "p_at_least": "Pravděpodobnost aspoň tolika zásahů",
    "hits": "Zásahy",
    "flags": "Vlajky",
    "losses_from_hits": "Ztráty za zásahy",
    "losses_from_retreat": "Ztráty za nemožný ústup",
    "retreat_hexes": "Ústup (pole)",
    "flags_ignored": "Ignorované vlajky",
    "new_control_tokens": "Nové žetony kontroly",
    "fog_cards": "Přidané karty válečný zmatek",
    "cards_removed": "Karty vyřazené ze hry za zásah",
    "confidence": "Jistota",
    "max_overruns_per_turn": "Nejvýše tankových smrští za tah",
    # Memoir '44
    "dice_return_fire": "Kostky cíle při jeho útoku na útočníka (v jeho tahu)",
    "flags_ignorable": "Vlajky, které cíl smí ignorovat",
    "retreat_min": "Ústup nejméně (pole)",
    "retreat_max": "Ústup nejvýše (pole)",
    "figures": "Figury",
    "move_with_battle": "Pohyb s útokem (pole)",
    "range": "Dostřel (pole)",
    "dice_by_range": "Kostky podle vzdálenosti",
    "faces": "Stěny kostky se symbolem",
    "p_symbol": "Šance na symbol jednou kostkou",
    "lost_orders": "Ztracené rozkazy",
    "orders": "Vydané rozkazy",
    "medals": "Medaile",
    "medals_needed": "Potřebné medaile",
    "medals_missing": "Chybějící medaile",
    "dice_allies": "Kostky Spojenců za pole",
    "dice_axis": "Kostky Osy za pole",
    # counts and values of the engines' other answers
    "steps": "Pole pohybu",
    "min_distance": "Nejmenší vzdálenost",
    "max_distance": "Největší vzdálenost",
    "outcome": "Výsledek",
    "counters": "Žetony jednotek",
    "stands": "Stojánky",
    "defence_rings": "Kroužky obrany",
    "bombard_tokens": "Žetony ostřelování",
    "scoring_markers": "Bodovací značky",
    "vp_tokens": "Žetony vítězných bodů",
    "dice_per_colour": "Kostky jedné barvy",
    "dice_total": "Kostky celkem",
    "victory_points": "Vítězné body",
    "vp_gain": "Získané vítězné body",
    "vp_total": "Vítězné body celkem",
    "units": "Jednotky",
    "phases": "Fáze",
    "order_a": "Pořadí první činnosti",
    "order_b": "Pořadí druhé činnosti",
    "phase": "Fáze",
    "step": "Krok",
    "move_sectors": "Přesun (sektory)",
    "zone_fields": "Pole bojové zóny",
    "captured": "Zajaté jednotky",
    "orders_min": "Nejméně rozkazů",
    "orders_max": "Nejvíce rozkazů",
    "vp_for_opponent": "Vítězné body pro soupeře",
    "panicked": "Jednotky v panice",
    "modifier_ztec": "Úprava hodu – zteč",
    "modifier_strelba": "Úprava hodu – střelba",
    "rounds": "Kola",
    "sectors": "Sektory herního plánu",
    "reserve_sectors": "Sektory rezerv",
    "battlefield_sectors": "Sektory bojiště",
    "reach": "Dosah",
    "moving_now": "Přesune se teď",
    "moving_later": "Pokusí se o přesun v další fázi",
}


def plain_number(value: Any) -> Any:
    """JSON-ready form of an engine number (Fractions become floats; anything unusual becomes text)."""
    if isinstance(value, Fraction):
        return float(value)
    if isinstance(value, list | tuple):
        return [plain_number(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain_number(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _is_probability(key: str, value: Any) -> bool:
    return key.startswith("p_") or (isinstance(value, Fraction) and 0 <= value <= 1 and key != "expected_hits")


def _pct(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}\u00a0%".replace(".", ",")


# a key for one unit kind ends in its name: "figures_infantry" is "Figury (pěchota)"
UNIT_SUFFIXES = {"infantry": "pěchota", "armour": "obrněnci", "artillery": "dělostřelectvo", "cavalry": "jízda"}


def number_label(key: str) -> str:
    """The Czech label of a number an engine gives; the key itself only for a key nobody labelled."""
    if key in NUMBER_LABELS:
        return NUMBER_LABELS[key]
    base, _, kind = key.rpartition("_")
    if kind in UNIT_SUFFIXES and base in NUMBER_LABELS:
        return f"{NUMBER_LABELS[base]} ({UNIT_SUFFIXES[kind]})"
    return key


def format_number(key: str, value: Any) -> str:
    """A number as a player reads it: exact fraction and percentage for probabilities."""
    if isinstance(value, list):
        return ", ".join(format_number(key, v) for v in value)
    if isinstance(value, Fraction):
        if _is_probability(key, value):
            return f"{value.numerator}/{value.denominator} ≈ {_pct(value)}"
        return f"{value.numerator}/{value.denominator} ≈ {float(value):.3f}".replace(".", ",")
    if isinstance(value, float) and key.startswith("p_") and 0 <= value <= 1:
        return _pct(Fraction(value).limit_denominator(10_000))
    return str(value)


def exact_value(value: Any) -> str | list[str] | None:
    """An exact probability as ``"p/q"`` (a list of them for a distribution); None for other numbers."""
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, list) and value and all(isinstance(v, Fraction | int) for v in value) and any(
            isinstance(v, Fraction) for v in value):
        return [f"{Fraction(v).numerator}/{Fraction(v).denominator}" for v in value]
    return None


def verdict_word(verdict: bool | None) -> str | None:
    return None if verdict is None else ("ano" if verdict else "ne")


def compose(answer: EngineAnswer, citations: list[dict[str, str]], ask: Ask | None = None) -> dict[str, Any]:
    """The ``/api/ask`` payload for an engine answer (verdict, text, numbers, steps, citations, needs).

    For a stated number (``ask.number``) the verdict line first gives the computed value.
    """
    verdict = verdict_word(answer.verdict)
    summary = answer.summary.strip()
    if verdict is not None and ask is not None and ask.number is not None:
        actual = answer.numbers[ask.number]
        told = f"{number_label(ask.number)}: {format_number(ask.number, actual)}"
        told += "." if actual == ask.claimed else f", ne {ask.claimed}."
        summary = f"{told} {summary}".strip()
    lines: list[str] = []
    if verdict is not None:
        word = "Ano" if answer.verdict else "Ne"
        lines.append(f"**{word}** — {summary}" if summary else f"**{word}.**")
    elif summary:
        lines.append(summary)
    shown = [f"- {number_label(k)}: {format_number(k, v)}" for k, v in answer.numbers.items()]
    if shown:
        lines += ["", "Čísla:", *shown]
    steps = [s.text for s in answer.explanation.steps]
    if steps:
        lines += ["", "Postup:", *(f"{i}. {text}" for i, text in enumerate(steps, 1))]
    if answer.needs:
        lines += ["", "Chybí údaje: " + "; ".join(answer.needs) + "."]
    return {
        "game": answer.game,
        "kind": answer.kind,
        "answer": "\n".join(lines).strip(),
        "verdict": verdict,
        "numbers": {k: plain_number(v) for k, v in answer.numbers.items()},
        "exact": {k: exact for k, v in answer.numbers.items() if (exact := exact_value(v)) is not None},
        "steps": steps,
        "citations": citations,
        "needs": list(answer.needs),
        "missing": list(answer.missing),
    }
