"""Every corpus id the Memoir '44 engine cites exists in the built corpus (session-built, see tests/conftest.py)."""

from __future__ import annotations

from typing import Any

from engine.memoir44.citations import CITATIONS
from engine.memoir44.facade import evaluate
from engine.memoir44.terrain import terrain_table


def test_every_cited_id_exists(rules_by_id: dict[str, dict[str, Any]]) -> None:
    missing = {key: rid for key, rid in CITATIONS.items() if rid not in rules_by_id}
    assert not missing, f"rule ids not in the corpus: {missing}"
    assert all(rules_by_id[rid]["game"] == "memoir44" for rid in CITATIONS.values())


def test_answers_and_tables_cite_existing_rules(rules_by_id: dict[str, dict[str, Any]]) -> None:
    answers = [
        evaluate({"attacker": "pěchota", "target": "pěchota", "terrain_target": "les", "distance": 1}),
        evaluate({"target": "pěchota", "rolled": ["pěchota", "vlajka"], "retreat_blocked_by": ["jednotka", "řeka"]}),
        evaluate({"unit": "tanky", "path": ["rovina", "pláž", "rovina"]}),
        evaluate({"attacker_height": 1, "target_height": 1, "between": "město"}),
    ]
    cited = {rid for a in answers for rid in a.rule_ids} | {row["rule"] for row in terrain_table()}
    assert cited and cited <= set(rules_by_id)
