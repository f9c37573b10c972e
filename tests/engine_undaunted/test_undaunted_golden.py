"""Worked examples of both manuals, kept as data (tests/data/undaunted/*.json)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine.undaunted.facade import evaluate
from engine.undaunted.model import INFANTRY, CardAction, PlayerCards, Position, Tile, Unit
from engine.undaunted.rules import Game
from engine.undaunted.variants import VARIANTS

DATA = Path(__file__).resolve().parents[1] / "data" / "undaunted" / "worked_examples.json"
CASES = json.loads(DATA.read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_worked_example(case: dict) -> None:
    answer = evaluate(case["facts"], case["game"])
    assert answer.needs == []
    got = answer.numbers
    mismatches = []
    for key, want in case["expect"].items():
        if key == "verdict":
            if answer.verdict is not want:
                mismatches.append(f"verdict: {answer.verdict} != {want}")
            continue
        expected = Fraction(want) if isinstance(want, str) else want
        if got.get(key) != expected:
            mismatches.append(f"{key}: {got.get(key)} != {expected}")
    assert not mismatches, "\n".join([*mismatches, *answer.explanation.texts()])
    assert answer.rule_ids, "every answer cites rules"
    assert answer.summary


POSITIONS = json.loads((DATA.parent / "positions.json").read_text(encoding="utf-8"))["cases"]


def _position(case: dict) -> tuple[Game, Position]:
    sides = VARIANTS[case["game"]].sides
    tiles = [Tile(**t) for t in case["tiles"]]
    pos = Position.from_edges(case["game"], sides, tiles, [tuple(e) for e in case["edges"]])
    for u in case["units"]:
        pos.units.append(Unit(sides[u["side"]], u["kind"], u["squad"], u["defense"], u["tile"]))
    pos.tunnels |= set(case.get("tunnels", []))
    for tile in case.get("smoke", []):
        pos.smoke[tile] = (sides[1], None)
    if case.get("mortar_target"):
        pos.mortar_target[sides[0]] = case["mortar_target"]
    pos.cards = {s: PlayerCards() for s in sides}
    pos.to_move = sides[0]
    return Game(pos), pos


@pytest.mark.parametrize("case", POSITIONS, ids=[c["name"] for c in POSITIONS])
def test_position_golden(case: dict) -> None:
    game, pos = _position(case)
    sides = pos.sides
    side, kind, squad = case["attacker"]
    attacker = pos.unit(sides[side], kind, squad)
    spec = case["action"]
    values = tuple((k if k != "pěchota" else INFANTRY, v) for k, v in spec.get("values", {}).items())
    act = CardAction(spec["kind"], spec.get("value"), values=values)
    target = case["target"]
    if target and target[0] == "unit":
        target = ("unit", sides[target[1]], target[2], target[3] or "")
    elif target:
        target = tuple(target)
    lines, _ = game.evaluate_attack(sides[side], attacker, spec["kind"], act, target, rolls=case["rolls"])
    assert len(lines) == len(case["expect"])
    report = []
    for line, want in zip(lines, case["expect"], strict=True):
        d = line.defense
        got = {
            "base": d.base,
            "cover": d.cover,
            "range": d.range_bonus,
            "smoke": d.smoke_bonus,
            "total": d.total,
            "dice": line.dice,
            "p_hit": line.p_hit,
            "success": line.success,
            "target": line.target_class,
        }
        for key, value in want.items():
            expected = Fraction(value) if key == "p_hit" else value
            if got[key] != expected:
                report.append(f"{case['name']} {line.target}: {key} {got[key]} != {expected}")
    assert not report, "\n".join(report)
