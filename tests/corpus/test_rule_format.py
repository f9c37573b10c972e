"""The rule object is declared once (rules_corpus.rule): schema, strict validation, corpus checks."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from rules_corpus.rule import CorpusValidationError, Rule, Source, check_corpus, json_schema, to_json, validate_rules


def _rule(**changes: Any) -> Rule:
    base = Rule(id="hra.kapitola", game="normandie", lang="cs", kind="section", path=("Kapitola",),
                title="Kapitola", text="Text.", source=Source("m.txt", 1, 2))
    return dataclasses.replace(base, **changes)


def test_built_corpus_parses_strictly(built_corpus: tuple[Path, Any]) -> None:
    data = json.loads((built_corpus[0] / "corpus.json").read_text(encoding="utf-8"))
    rules = validate_rules(json.dumps(data["rules"], ensure_ascii=False))
    assert len(rules) == len(data["rules"]) and check_corpus(rules) == []
    written = json.loads((built_corpus[0] / "corpus.schema.json").read_text(encoding="utf-8"))
    assert written == json_schema()


def test_every_field_is_described_in_czech() -> None:
    schema = json_schema()
    for name, definition in schema["$defs"].items():
        for field_name, prop in definition["properties"].items():
            assert prop.get("description"), f"{name}.{field_name} has no description"
    assert schema["$defs"]["Rule"]["additionalProperties"] is False


def test_round_trip_and_empty_optional_keys_left_out() -> None:
    rule = _rule(step=3)
    data = to_json([rule])
    assert "tables" not in data[0] and "aligned_note" not in data[0] and data[0]["step"] == 3
    assert data[0]["parent"] is None and data[0]["terms"] == []  # keys of the contract stay
    assert validate_rules(json.dumps(data)) == [rule]


@pytest.mark.parametrize(
    ("key", "value"),
    [("unknown", 1), ("kind", "chapter"), ("path", "Kapitola"), ("step", "3"), ("lang", "de")],
)
def test_bad_rules_are_rejected(key: str, value: Any) -> None:
    data = to_json([_rule()])
    data[0][key] = value
    with pytest.raises(CorpusValidationError, match=key):
        validate_rules(json.dumps(data))


def test_corpus_checks_find_dangling_references_and_bad_sources() -> None:
    rules = [_rule(), _rule(id="hra.kapitola.x", parent="hra.jina", illustrates=("hra.nic",),
                             source=Source("m.txt", 5, 9))]
    problems = check_corpus(rules, {"m.txt": 7})
    assert any("hra.jina" in p for p in problems) and any("hra.nic" in p for p in problems)
    assert any("za koncem" in p for p in problems)
    assert any("jedinečné" in p for p in check_corpus([_rule(), _rule()]))
