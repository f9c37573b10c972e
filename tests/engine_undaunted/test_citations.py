"""Every rule id the Odhodlaní engine cites exists in the built corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.undaunted.citations import GAMES

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "build" / "corpus" / "corpus.json"


def _stale(corpus: Path) -> bool:
    """Missing, or older than the pipeline code that writes it."""
    if not corpus.exists():
        return True
    built = corpus.stat().st_mtime
    sources = list((ROOT / "rules_corpus").rglob("*.py"))
    return any(path.stat().st_mtime > built for path in sources)


@pytest.fixture(scope="session")
def corpus_ids(request: pytest.FixtureRequest) -> set[str]:
    corpus = CORPUS
    if _stale(corpus):  # use the session's fresh build (tests/conftest.py), leaving build/ to `pravidla build`
        out, _ = request.getfixturevalue("built_corpus")
        corpus = out / "corpus.json"
    rules = json.loads(corpus.read_text(encoding="utf-8"))["rules"]
    return {rule["id"] for rule in rules}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_cited_id_exists(game: str, corpus_ids: set[str]) -> None:
    missing = {key: rule for key, rule in GAMES[game].items() if rule not in corpus_ids}
    assert not missing, f"ids missing from the corpus: {missing}"


def test_answers_cite_only_table_ids() -> None:
    from engine.api import Ask, Intent, Query, facts_from_mapping
    from engine.undaunted import ENGINE, UndauntedFacts

    known = {rule for table in GAMES.values() for rule in table.values()}
    facts = facts_from_mapping(UndauntedFacts, {
        "action": "suppress", "action_value": 4, "target": "machine_gunners", "base_defense": 4,
        "building_cover": 3, "attacker_same_tile": False, "distance": 2, "rolls": [2, 3, 8, 0],
    })
    answer = ENGINE.evaluate(Query("stalingrad", Intent.YES_NO, facts, Ask("attack_hits")))
    assert answer.rule_ids and set(answer.rule_ids) <= known
    assert all(set(f.rules) <= known and f.rules for f in answer.findings.values())
