"""`pravidla sheets`: custom topics, Czech errors with exit code 2, file names; content helpers."""

from __future__ import annotations

import subprocess
from datetime import date
from pathlib import Path

import pytest

from assistant.cli import main
from assistant.sheets import Sheet, build_sheet, parse_topics, sheet_html, sheet_path, topic_keys, write_sheet
from assistant.sheets.content import TextBlock, fold, shorten
from assistant.sheets.topics import topics_for


def test_unknown_topic_exit_2_lists_valid(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheets", "--game", "normandie", "--topics", "boj,letectvo"]) == 2
    err = capsys.readouterr().err
    assert "Neznámé téma" in err and "letectvo" in err
    for key in topic_keys("normandie"):
        assert key in err


def test_topics_need_a_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheets", "--topics", "boj"]) == 2
    assert "--game" in capsys.readouterr().err


def test_parse_topics_and_paths() -> None:
    assert parse_topics(["boj,kopce", " Tah "]) == ["boj", "kopce", "tah"]
    assert parse_topics(None) is None and parse_topics([]) is None
    assert sheet_path("normandie", None, Path("out")) == Path("out/normandie.pdf")
    assert sheet_path("normandie", ["boj", "kopce"], Path("out")) == Path("out/normandie-boj-kopce.pdf")
    assert [t.key for t in topics_for("memoir44", ["teren", "teren", "boj"])] == ["teren", "boj"]


@pytest.mark.slow
def test_custom_sheet_has_only_chosen_topics(tmp_path: Path) -> None:
    path, pages = write_sheet("normandie", ["boj", "kopce"], out_dir=tmp_path, today=date(2031, 2, 7))
    assert path == tmp_path / "normandie-boj-kopce.pdf"
    assert 1 <= pages <= 2
    text = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
    assert "Kopcovitý terén" in text and "Boj krok za krokem" in text
    assert "Akce a jejich hodnoty" not in text and "Pravděpodobnost zásahu" not in text


def test_every_topic_finds_text_or_tables() -> None:
    for game in ("normandie", "stalingrad", "memoir44", "generalove"):
        sheet = build_sheet(game, today=date(2031, 2, 7))
        for section in sheet.sections:
            assert section.blocks or section.tables, f"{game}/{section.key} is empty"
            assert not section.missing, f"{game}/{section.key}: no corpus text found"


def test_corpus_text_is_escaped() -> None:
    block = TextBlock("Útok <b>", "text <script>alert(1)</script> **tučně**", "x.y", "ř. 1–2", False)
    sheet = build_sheet("normandie", ["kopce"], today=date(2031, 2, 7))
    sheet.sections[0].blocks = [block]
    html = sheet_html(Sheet(**{**sheet.__dict__}))
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert "Útok &lt;b&gt;" in html
    assert "<strong>tučně</strong>" in html  # Markdown still renders


def test_shorten_keeps_whole_paragraphs_or_sentences() -> None:
    text = "První věta. Druhá věta.\n\nDruhý odstavec je delší než limit."
    assert shorten(text, 500) == (text, False)
    assert shorten(text, 30) == ("První věta. Druhá věta. …", True)
    short, cut = shorten("Jedna dlouhá věta. " * 10, 50)
    assert cut and short.endswith("…") and len(short) <= 52


def test_fold_keeps_length() -> None:
    for word in ("Přesun", "Živý plot", "ŘEKY a kanály"):
        assert len(fold(word)) == len(word)
    assert fold("Určení celkové hodnoty obrany") == "urceni celkove hodnoty obrany"
