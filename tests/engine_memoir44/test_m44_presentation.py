"""Every note the rules can return is worded; the engine package formats no text outside presentation."""

from __future__ import annotations

import re
from pathlib import Path

from engine.memoir44.components import Kind
from engine.memoir44.facts import Feature
from engine.memoir44.notes import note
from engine.memoir44.presentation import TEXTS, render

PACKAGE = Path(__file__).parents[2] / "engine" / "memoir44"
CODE = re.compile(r"""(?:note|add|_refused|say|need)\(\s*"([a-z_]+\.[a-z_]+)\"""")
CZECH = re.compile(r"[ěščřžýáíéůúňťďĚŠČŘŽÝÁÍÉŮÚŇŤĎ]")


def test_every_note_code_has_its_sentence() -> None:
    codes = {c for path in PACKAGE.glob("*.py") for c in CODE.findall(path.read_text(encoding="utf-8"))}
    assert len(codes) > 100
    assert sorted(codes - set(TEXTS)) == []


def test_rules_modules_hold_no_czech_text() -> None:
    # Czech lives in presentation.py and texts.toml (and the facts' labels, declared with the facts).
    allowed = {"presentation.py", "facts.py", "citations.py"}
    for path in PACKAGE.glob("*.py"):
        if path.name in allowed:
            continue
        code = [line.split("  # ")[0] for line in path.read_text(encoding="utf-8").splitlines()
                if not line.lstrip().startswith("#")]
        strings = re.findall(r'"[^"\n]*"', "\n".join(code))
        assert not [s for s in strings if CZECH.search(s)], path.name


def test_a_note_renders_with_its_values() -> None:
    assert render(note("dice.rolls", dice=1)) == "Hází 1 kostkou."
    text = render(note("dice.penalty", kind=Kind.ARMOUR, feature=Feature.TOWN, penalty=2))
    assert text == "Postih útočníka: obrněnci ve městě nebo vesnici útočí s postihem 2 kostek."
