"""Checks of what users send; every failure is an HTTP error with a Czech message.

Numbers in ``position`` are bounded here (:data:`POSITION_NUMBERS`) until every game
declares its typed facts with ranges (``engine.api.fact``); a number out of range
raises the same :class:`~engine.api.FactError` the typed facts raise, so the answer
(422, ``code`` ``bad_fact``, ``field``) stays the same when the bounds move there.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from flask import request
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge, UnprocessableEntity

from engine.api import Ask, FactError, Intent
from games import game_ids

MAX_QUESTION = 1000
MAX_POSITION_KEYS = 64
MAX_LIMIT = 50
MAX_JSON_DEPTH = 16  # a question body needs 4 levels (body, position, a list, its items)
# C0/C1 control characters other than tab and newline, plus the Unicode line/paragraph
# separators and bidi overrides that could disguise text.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


class InputError(UnprocessableEntity):
    """422 with a machine code."""

    def __init__(self, description: str, code: str) -> None:
        super().__init__(description)
        self.code_name = code


def _bad_json(message: str, code: str = "bad_json") -> BadRequest:
    err = BadRequest(message)
    err.code_name = code  # type: ignore[attr-defined]
    return err


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (brackets inside strings do not count)."""
    depth = deepest = 0
    for ch in _STRING.sub("", text):
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def json_body() -> Any:
    """The request's JSON body, parsed safely: UTF-8, at most :data:`MAX_JSON_DEPTH` levels, no NaN.

    A body nested a thousand levels deep would exhaust the parser's recursion (and give a
    500); it is measured first and refused with a Czech 400.
    """
    if not request.is_json:
        raise _bad_json("Tělo požadavku musí být objekt JSON s polem „question“ (Content-Type: application/json).")
    raw = request.get_data(cache=True)  # MAX_CONTENT_LENGTH applies: 413 past 16 KB
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _bad_json("Tělo požadavku není platný text v UTF-8.") from None
    if json_depth(text) > MAX_JSON_DEPTH:
        raise _bad_json(f"JSON je vnořený příliš hluboko (nejvýše {MAX_JSON_DEPTH} úrovní).", "too_deep")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise _bad_json("Tělo požadavku není platný JSON.") from None


def clean_text(value: Any, what: str, *, required: bool = True) -> str:
    """A question or query: a string, control characters removed, not empty, at most 1000 chars."""
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        err = BadRequest(f"{what} musí být text.")
        err.code_name = "wrong_type"  # type: ignore[attr-defined]
        raise err
    if len(value) > MAX_QUESTION:
        err2 = RequestEntityTooLarge(f"{what} je příliš dlouhý (nejvýš {MAX_QUESTION} znaků).")
        err2.code_name = "too_long"  # type: ignore[attr-defined]
        raise err2
    text = " ".join(_CONTROL.sub(" ", value).split())
    if required and not text:
        raise InputError(f"{what} je prázdný.", "empty")
    return text


def clean_game(value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str) or value not in game_ids():
        raise InputError("Neznámá hra. Použijte jednu z: " + ", ".join(game_ids()) + ".", "unknown_game")
    return value


def clean_position(value: Any, name: str = "position") -> dict[str, Any]:
    """The optional ``position`` object (``facts`` of ``/api/evaluate``): string keys, plain JSON values."""
    if value is None:
        return {}
    code = f"bad_{name}"
    if not isinstance(value, dict):
        raise InputError(f"Pole „{name}“ musí být objekt.", code)
    if len(value) > MAX_POSITION_KEYS:
        raise InputError(f"Pole „{name}“ má příliš mnoho údajů.", code)
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str) or len(key) > 64:
            raise InputError(f"Klíče v „{name}“ musí být krátký text.", code)
        if not _plain(item, depth=0):
            raise InputError(f"Hodnota „{key[:40]}“ v „{name}“ není podporovaná.", code)
        bound = POSITION_NUMBERS.get(key)
        if bound is not None and item is not None:
            item = bound.check(key, item)
        else:
            _check_any_number(key, item)
        out[key] = item
    return out


def clean_intent(value: Any) -> Intent | None:
    """The optional ``intent`` of a structured query (one of :class:`engine.api.Intent`)."""
    if value is None or value == "":
        return None
    try:
        return Intent(value) if isinstance(value, str) else Intent("?")
    except ValueError:
        allowed = ", ".join(i.value for i in Intent)
        raise InputError(f"Neznámý záměr dotazu (pole „intent“). Možné: {allowed}.", "bad_intent") from None


def clean_ask(value: Any, propositions: Iterable[str]) -> Ask | None:
    """The optional ``ask`` of a structured query: ``{"proposition": <one the engine decides>, "positive": bool}``,
    with ``number`` and ``claimed`` when it states a value to check ("total_reduction", 3)."""
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("proposition"), str):
        raise InputError("Pole „ask“ musí být objekt s textovým polem „proposition“.", "bad_ask")
    if value["proposition"] not in set(propositions):
        raise InputError(f"Tvrzení „{value['proposition'][:40]}“ tato hra nerozhoduje (pole „ask“).", "bad_ask")
    positive = value.get("positive", True)
    if not isinstance(positive, bool):
        raise InputError("Pole „ask.positive“ musí být true, nebo false.", "bad_ask")
    number, claimed = value.get("number"), value.get("claimed")
    if number is None and claimed is None:
        return Ask(value["proposition"], positive)
    if not (isinstance(number, str) and len(number) <= 40 and isinstance(claimed, int)
            and not isinstance(claimed, bool) and abs(claimed) <= 1000):
        raise InputError("Pole „ask.number“ (název čísla) a „ask.claimed“ (celé číslo) se zadávají spolu.", "bad_ask")
    return Ask(value["proposition"], positive, number, claimed)


@dataclass(frozen=True)
class Bound:
    """The range the rules make sense of for one numeric fact of ``position``."""

    label: str
    low: int
    high: int
    text: re.Pattern[str] | None = None  # a textual form also allowed (cover "3/1")

    def check(self, key: str, value: Any) -> Any:
        """``value`` (a number, a list of numbers or a {name: number} map) with integral floats as ints."""
        if isinstance(value, list):
            return [self._one(key, v) for v in value]
        if isinstance(value, dict):
            return {k: self._one(key, v) for k, v in value.items()}
        return self._one(key, value)

    def _one(self, key: str, value: Any) -> Any:
        if isinstance(value, str) and self.text is not None and self.text.fullmatch(value):
            for number in re.findall(r"\d+", value):
                self._one(key, int(number))
            return value
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise FactError(key, f"Údaj „{self.label}“ ({key}) musí být celé číslo {self.low}–{self.high}.")
        if not self.low <= value <= self.high:
            raise FactError(key, f"Údaj „{self.label}“ ({key}) musí ležet v rozsahu {self.low}–{self.high} "
                                 f"(zadáno {value}).")
        return value


_COVER = re.compile(r"\d{1,2}(?:/\d{1,2})?")
# Counts and values that the engines compute with; the ranges are wide for the rules (the largest
# boards, unit values and hands of any of the four games) and keep every evaluation in milliseconds
# (the Undaunted facade builds a board as long as the distance, odds enumerate the dice).
POSITION_NUMBERS: dict[str, Bound] = {
    "dice": Bound("počet kostek", 0, 10),
    "action_value": Bound("hodnota akce", 0, 10),
    "card_values": Bound("hodnota akce na kartě", 0, 10),
    "total_defense": Bound("celková obrana", 0, 20),
    "base_defense": Bound("základní obrana", 0, 10),
    "cover": Bound("hodnota krytu", 0, 5, _COVER),
    "building_cover": Bound("kryt budovy", 0, 5),
    "fortification_cover": Bound("kryt opevnění", 0, 5),
    "durability": Bound("odolnost", 0, 10),
    "distance": Bound("vzdálenost v polích", 0, 20),
    "steps": Bound("počet polí pohybu", 0, 20),
    "move": Bound("počet polí pohybu", 0, 20),
    "min_range": Bound("nejmenší dostřel", 0, 20),
    "max_range": Bound("největší dostřel", 0, 20),
    "attacker_height": Bound("výška útočníka", 0, 5),
    "target_height": Bound("výška cíle", 0, 5),
    "modifier": Bound("úprava hodu", -10, 10),
    "rolls": Bound("hozená čísla", 0, 9),
    "roll": Bound("hozené číslo", 0, 9),
    "hits": Bound("počet zásahů", 0, 20),
    "hits_taken": Bound("počet utržených zásahů", 0, 20),
    "casualty_count": Bound("počet ztrát", 0, 20),
    "cards_left": Bound("počet zbývajících karet", 0, 50),
    "own_rifle_cards_left": Bound("počet zbývajících karet střelců", 0, 50),
    "fog_in_reserve": Bound("počet karet válečného zmatku v záloze", 0, 20),
    "unscouted_tiles": Bound("počet nepropátraných polí", 0, 50),
    "objectives_controlled": Bound("počet ovládaných cílů", 0, 20),
    "objectives_required": Bound("počet potřebných cílů", 0, 20),
    "enemy_objectives_controlled": Bound("počet cílů ovládaných soupeřem", 0, 20),
    "enemy_initiative": Bound("iniciativa soupeře", 0, 20),
    "controls_enemy_flanks": Bound("počet ovládaných křídel soupeře", 0, 2),
    "vp_before": Bound("vítězné body", 0, 100),
    "opponent_vp": Bound("vítězné body soupeře", 0, 100),
    "round": Bound("kolo", 0, 100),
    "medals": Bound("počet medailí", 0, 20),
    "medals_needed": Bound("počet potřebných medailí", 0, 20),
}
MAX_ANY_NUMBER = 10_000  # any other number (a year, a count the table does not know yet)


def _check_any_number(key: str, value: Any) -> None:
    if isinstance(value, list):
        for item in value:
            _check_any_number(key, item)
    elif isinstance(value, dict):
        for item in value.values():
            _check_any_number(key, item)
    elif isinstance(value, int | float) and not isinstance(value, bool) and abs(value) > MAX_ANY_NUMBER:
        raise FactError(key, f"Údaj „{key[:40]}“ je mimo rozsah (nejvýše {MAX_ANY_NUMBER} v absolutní hodnotě).")


def _plain(value: Any, depth: int) -> bool:
    if value is None or isinstance(value, bool | int | float):
        return not isinstance(value, float) or (value == value and abs(value) < 1e9)
    if isinstance(value, str):
        return len(value) <= 200
    if depth >= 2:
        return False
    if isinstance(value, list):
        return len(value) <= 32 and all(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return len(value) <= 32 and all(isinstance(k, str) and _plain(v, depth + 1) for k, v in value.items())
    return False


def clean_limit(value: str | None) -> int:
    if value is None or value == "":
        return 10
    try:
        limit = int(value)
    except ValueError:
        raise InputError("Parametr limit musí být celé číslo.", "bad_limit") from None
    if not 1 <= limit <= MAX_LIMIT:
        raise InputError(f"Parametr limit musí být mezi 1 a {MAX_LIMIT}.", "bad_limit")
    return limit
