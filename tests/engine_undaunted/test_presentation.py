"""The presentation module: every message key the engine uses exists, renders, and every value has a
Czech name that the parser's alias table reads back as the same value (a name/parse round trip)."""

from __future__ import annotations

import ast
import enum
import string
from pathlib import Path

import pytest

from engine.undaunted import facts as F
from engine.undaunted.presentation import catalogue, describe, name, say
from understanding.text import analyse
from understanding.undaunted import PARSER

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "undaunted"
SAYERS = {"say", "step", "refuse", "Refusal"}  # calls whose first argument is a message key (refuse: "refuse." + key)


def _used_keys() -> set[str]:
    keys: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if func in SAYERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                keys.add(f"refuse.{first.value}" if func in ("refuse", "Refusal") else first.value)
    return keys


def test_every_key_used_exists() -> None:
    missing = sorted(k for k in _used_keys() if k not in catalogue())
    assert not missing, missing


def test_templates_name_only_plain_fields() -> None:
    for key, text in catalogue().items():
        for _, field, _spec, conversion in string.Formatter().parse(text):
            assert field is None or field.isidentifier(), (key, field)
            assert conversion is None, key


@pytest.mark.parametrize(("key", "values", "text"), [
    ("combat.total", {"parts": (4, 3, 1), "total": 8}, "Celková obrana 4 + 3 + 1 = 8"),
    ("refuse.move_too_far", {"action": F.Action.SCOUT, "value": 2}, "Akce pátrání 2 přesune jednotku nejvýše o 2 pole"),
    ("summary.odds", {"total": 8, "dice": 2, "p": 0.51},
     "celková obrana je 8; šance na zásah 2 kostkami je 51/100 ≈ 51,0 %"),
    ("cards.casualty_normandie", {"unit": "pátrači B", "zone": F.Zone.DISCARD, "order": (F.Zone.HAND, F.Zone.DISCARD)},
     "Kartu pátrači B hráč vyřadí ze hry z odhazovacího balíčku (pořadí hledání: z ruky, z odhazovacího balíčku)"),
])
def test_say_renders_czech(key: str, values: dict, text: str) -> None:
    from fractions import Fraction

    values = {k: Fraction(v).limit_denominator(100) if isinstance(v, float) else v for k, v in values.items()}
    assert say(key, **values) == text


ROUND_TRIP = [(F.UnitType, "unit"), (F.Action, "action"), (F.CardName, ("unit", "card")),
              (F.Target, ("unit", "target")), (F.ControlToken, "control_token"), (F.Goal, "goal")]


@pytest.mark.parametrize(("kind", "sections"), ROUND_TRIP, ids=lambda v: getattr(v, "__name__", str(v)))
def test_every_value_reads_back_from_its_czech_name(kind: type[enum.Enum], sections: str | tuple[str, ...]) -> None:
    sections = (sections,) if isinstance(sections, str) else sections
    wrong = []
    for value in kind:
        shown = name(value).split("/")[0]
        found = PARSER.aliases.find(analyse(shown), sections)
        if not found or found[0].value != value.value:
            wrong.append((value.value, shown, [m.value for m in found]))
    assert not wrong, wrong


def test_each_game_describes_its_own_actions() -> None:
    from engine.undaunted.variants import VARIANTS

    for game, variant in VARIANTS.items():
        for action in variant.actions:
            assert describe(action, game), (game, action)
    assert describe(F.Action.AIM, "stalingrad") is None
