"""Checks of what users send; every failure is an HTTP error with a Czech message."""

from __future__ import annotations

import re
from typing import Any

from werkzeug.exceptions import BadRequest, RequestEntityTooLarge, UnprocessableEntity

from games import game_ids

MAX_QUESTION = 1000
MAX_POSITION_KEYS = 64
MAX_LIMIT = 50
# C0/C1 control characters other than tab and newline, plus the Unicode line/paragraph
# separators and bidi overrides that could disguise text.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


class InputError(UnprocessableEntity):
    """422 with a machine code."""

    def __init__(self, description: str, code: str) -> None:
        super().__init__(description)
        self.code_name = code


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


def clean_position(value: Any) -> dict[str, Any]:
    """The optional ``position`` object: string keys, plain JSON values."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InputError("Pole „position“ musí být objekt.", "bad_position")
    if len(value) > MAX_POSITION_KEYS:
        raise InputError("Pole „position“ má příliš mnoho údajů.", "bad_position")
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str) or len(key) > 64:
            raise InputError("Klíče v „position“ musí být krátký text.", "bad_position")
        if not _plain(item, depth=0):
            raise InputError(f"Hodnota „{key[:40]}“ v „position“ není podporovaná.", "bad_position")
        out[key] = item
    return out


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
