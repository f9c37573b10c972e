"""Worked examples of both manuals, kept as data (tests/data/undaunted/*.json)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine.api import Ask, Intent, Query, facts_from_mapping
from engine.undaunted import ENGINE, UndauntedFacts
from engine.undaunted.game import Game
from engine.undaunted.model import CardAction, PlayerCards, Position, Tile, Unit
from engine.undaunted.plays import Aim
from engine.undaunted.variants import VARIANTS

DATA = Path(__file__).resolve().parents[1] / "data" / "undaunted" / "worked_examples.json"
CASES = json.loads(DATA.read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_worked_example(case: dict) -> None:
    ask = Ask(case["ask"]) if case.get("ask") else None
    query = Query(case["game"], Intent(case["intent"]), facts_from_mapping(UndauntedFacts, case["facts"]), ask)
    answer = ENGINE.evaluate(query)
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


def _aim(target: list | None, sides: tuple[str, str]) -> Aim | None:
    if not target:
        return None
    if target[0] == "unit":
        return Aim.at_unit(sides[target[1]], target[2], target[3] or None)
    return {"tile": Aim.at_tile, "building": Aim.at_building, "tunnel": Aim.at_tunnel}[target[0]](target[1])


@pytest.mark.parametrize("case", POSITIONS, ids=[c["name"] for c in POSITIONS])
def test_position_golden(case: dict) -> None:
    game, pos = _position(case)
    sides = pos.sides
    side, kind, squad = case["attacker"]
    attacker = pos.unit(sides[side], kind, squad)
    spec = case["action"]
    act = CardAction(spec["kind"], spec.get("value"), values=tuple(spec.get("values", {}).items()))
    lines, _ = game.evaluate_attack(sides[side], attacker, spec["kind"], act, _aim(case["target"], sides),
                                    rolls=case["rolls"])
    assert len(lines) == len(case["expect"])
    report = []
    for line, want in zip(lines, case["expect"], strict=True):
        d = line.defense
        got = {"base": d.base, "cover": d.cover, "range": d.range_bonus, "smoke": d.smoke_bonus, "total": d.total,
               "dice": line.dice, "p_hit": line.p_hit, "success": line.success, "target": line.target_class}
        for key, value in want.items():
            expected = Fraction(value) if key == "p_hit" else value
            if got[key] != expected:
                report.append(f"{case['name']} {line.target}: {key} {got[key]} != {expected}")
    assert not report, "\n".join(report)
