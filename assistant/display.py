"""How the app's pages show engine and corpus text: numbers that never break, quotes without list marks."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

__all__ = ["number_line", "numbers", "quote"]

# "1/2 ≈ 50,0 %", "50,0 %", "≈ 1,000", "3 − 1", "−1" — a number with its unit or operator stays on one line
_NUMBER = re.compile(
    r"(?:\d+/\d+\s*≈\s*)?[−+-]?\d+(?:[,.]\d+)?(?:\s*%)|\d+/\d+\s*≈\s*\d+(?:[,.]\d+)?|≈\s*\d+(?:[,.]\d+)?"
    r"|\(\d+\s*[−+-]\s*\d+\)"
)
_LIST_MARK = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")


def numbers(text: object) -> Markup:
    """``text`` escaped, each number with its percent sign, fraction or operator in a no-wrap span."""
    escaped = str(escape(str(text)))
    return Markup(_NUMBER.sub(lambda m: f'<span class="pr-num">{m.group(0)}</span>', escaped))


def number_line(line: str) -> tuple[str, str]:
    """ "Šance na zásah: 1/2 ≈ 50,0 %" -> ("Šance na zásah", "1/2 ≈ 50,0 %")."""
    label, sep, value = line.partition(": ")
    return (label, value) if sep else ("", line)


def quote(text: str) -> str:
    """A quoted sentence without the list mark it had in the manual ("- Redukce: …" -> "Redukce: …")."""
    return _LIST_MARK.sub("", text).strip()
