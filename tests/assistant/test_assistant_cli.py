"""``pravidla ask`` and ``pravidla search`` give the API's answers on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.cli import main
from rules_corpus.build import BuildSummary


@pytest.fixture
def corpus_env(monkeypatch: pytest.MonkeyPatch, built_corpus: tuple[Path, BuildSummary]) -> None:
    monkeypatch.setenv("PRAVIDLA_CORPUS", str(built_corpus[0]))


def test_ask_json_matches_api_shape(corpus_env: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "Jaka je sance na zasah dvema kostkami proti celkove obrane 8?", "--game", "normandie",
                 "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["numbers"]["p_hit"] == pytest.approx(0.51)
    assert payload["citations"]


def test_search_text_output_and_empty_query(corpus_env: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "pratrani", "--game", "normandie", "--limit", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. ") and "Pátrání" in out
    assert main(["search", "   "]) == 2
    assert "prázdný" in capsys.readouterr().err
