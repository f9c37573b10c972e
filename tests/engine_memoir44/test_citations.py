"""Every corpus id the Memoir '44 engine cites exists in the built corpus (session-built, see tests/conftest.py)."""

from __future__ import annotations

from typing import Any

from engine.api import Intent, Query, facts_from_mapping
from engine.memoir44.citations import CITATIONS
from engine.memoir44.engine import ENGINE
from engine.memoir44.facts import Memoir44Facts
from engine.memoir44.presentation import terrain_table


def _answer(intent: Intent, **facts: Any) -> Any:
    return ENGINE.evaluate(Query("memoir44", intent, facts_from_mapping(Memoir44Facts, facts)))


def test_every_cited_id_exists(rules_by_id: dict[str, dict[str, Any]]) -> None:
    missing = {key: rid for key, rid in CITATIONS.items() if rid not in rules_by_id}
    assert not missing, f"rule ids not in the corpus: {missing}"
    assert all(rules_by_id[rid]["game"] == "memoir44" for rid in CITATIONS.values())


def test_answers_and_tables_cite_existing_rules(rules_by_id: dict[str, dict[str, Any]]) -> None:
    answers = [
        _answer(Intent.DICE, attacker="infantry", target="infantry", terrain_target=["forest"], distance=1),
        _answer(Intent.CASUALTY, target="infantry", rolled=["infantry", "flag"], retreat_blocked_by=["river"],
                retreat_blocked_by_unit=True),
        _answer(Intent.YES_NO, unit="armour", path=["plain", "beach", "plain"]),
        _answer(Intent.YES_NO, attacker_height=1, target_height=1, between=["town"]),
    ]
    cited = {rid for a in answers for rid in a.rule_ids} | {row["rule"] for row in terrain_table()}
    cited |= {rid for a in answers for f in a.findings.values() for rid in f.rules}
    assert cited and cited <= set(rules_by_id)
