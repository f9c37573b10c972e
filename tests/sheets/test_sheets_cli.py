"""`pravidla sheets`: custom topics, --out, Czech errors with exit code 2, file names; the summaries'
rules, the engine's values and the footnotes built from the manual's inconsistencies."""

from __future__ import annotations

import subprocess
from datetime import date
from pathlib import Path

import pytest

from assistant.cli import main
from assistant.sheets import Block, Sheet, build_sheet, parse_topics, sheet_html, sheet_path, topic_keys, write_sheet
from assistant.sheets.content import fold
from assistant.sheets.footnotes import footnotes_for
from assistant.sheets.topics import TOPICS, topics_for
from assistant.sheets.values import fill, values


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
def test_out_writes_the_sheet_into_the_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "taháky"
    assert main(["sheets", "--game", "normandie", "--topics", "kopce", "--out", str(out)]) == 0
    assert (out / "normandie-kopce.pdf").read_bytes().startswith(b"%PDF")
    assert str(out / "normandie-kopce.pdf") in capsys.readouterr().out


@pytest.mark.slow
def test_custom_sheet_has_only_chosen_topics(tmp_path: Path, sheet_corpus: Path) -> None:
    path, pages = write_sheet("normandie", ["boj", "kopce"], out_dir=tmp_path, today=date(2031, 2, 7),
                              corpus_dir=sheet_corpus)
    assert path == tmp_path / "normandie-boj-kopce.pdf"
    assert 1 <= pages <= 2
    text = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
    assert "Kopcovitý terén" in text and "Boj krok za krokem" in text
    assert "Akce a jejich hodnoty" not in text and "Pravděpodobnost zásahu" not in text


@pytest.mark.parametrize("game", list(TOPICS))
def test_every_summary_names_a_rule_of_the_corpus(game: str, sheet_corpus: Path) -> None:
    sheet = build_sheet(game, today=date(2031, 2, 7), corpus_dir=sheet_corpus)
    for section in sheet.sections:
        assert section.blocks or section.tables or section.cards, f"{game}/{section.key} is empty"
        assert section.missing == [], f"{game}/{section.key}: no rule for {section.missing}"
        assert all(block.rule_id.startswith(f"{game}.") for block in section.blocks)


@pytest.mark.parametrize("game", list(TOPICS))
def test_summaries_are_complete_sentences_with_the_engines_values(game: str, sheet_corpus: Path) -> None:
    sheet = build_sheet(game, today=date(2031, 2, 7), corpus_dir=sheet_corpus)
    for block in (b for s in sheet.sections for b in s.blocks):
        assert "{" not in block.markdown + block.title, block.title  # every value filled in by the engine
        assert "…" not in block.markdown, block.title  # a summary, not a cut excerpt
        for paragraph in block.markdown.split("\n\n"):
            last = paragraph.rstrip().splitlines()[-1]
            assert last.rstrip().endswith((".", "!", "?", ":", ",")), (block.title, last)


def test_values_are_the_engines() -> None:
    from engine.memoir44.battle import max_range
    from engine.memoir44.components import UNIT_PROFILES, Kind, UnitType
    from engine.undaunted.facts import Action
    from engine.undaunted.variants import NORMANDIE

    assert values("normandie")["value.skryty-presun"] == str(NORMANDIE.default_values[Action.SNEAK][0]) == "1"
    assert values("memoir44")["move.obrnenci"] == str(UNIT_PROFILES[UnitType.ARMOUR].move)
    assert values("memoir44")["range.artilerie"] == str(max_range(Kind.ARTILLERY)) == "6"
    assert fill("Skrytý přesun {value.skryty-presun}", "normandie") == "Skrytý přesun 1"
    with pytest.raises(KeyError):
        fill("{value.letectvo}", "normandie")


def test_the_manuals_disagreement_is_a_footnote(sheet_corpus: Path) -> None:
    sheet = build_sheet("normandie", ["akce"], today=date(2031, 2, 7), corpus_dir=sheet_corpus)
    hidden = next(b for b in sheet.sections[0].blocks if fold(b.title).startswith("skryty presun"))
    assert hidden.title == "Skrytý přesun 1" and hidden.notes  # the engine's value, and a footnote
    note = hidden.notes[0].text
    assert "Skrytý přesun 1" in note and "Skrytý přesun 2" in note and "tělem pravidel" in note
    assert "normandie." not in note  # the note's rule ids became the sources' names
    assert footnotes_for("", [], []) == []


def test_corpus_text_is_escaped(sheet_corpus: Path) -> None:
    block = Block("Útok <b>", "text <script>alert(1)</script> **tučně**", "x.y", False)
    sheet = build_sheet("normandie", ["kopce"], today=date(2031, 2, 7), corpus_dir=sheet_corpus)
    sheet.sections[0].blocks = [block]
    html = sheet_html(Sheet(**{**sheet.__dict__}))
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert "Útok &lt;b&gt;" in html
    assert "<strong>tučně</strong>" in html  # Markdown still renders


def test_fold_keeps_length() -> None:
    for word in ("Přesun", "Živý plot", "ŘEKY a kanály"):
        assert len(fold(word)) == len(word)
    assert fold("Určení celkové hodnoty obrany") == "urceni celkove hodnoty obrany"
