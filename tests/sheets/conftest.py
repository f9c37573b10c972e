"""One rendering of every standard sheet for the whole test session (rendering is the slow part)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from assistant.sheets import GAMES, Sheet, build_sheet, render_document
from rules_corpus.build import BuildSummary

SHEET_DATE = date(2031, 2, 7)  # injected: the footer must show "7. února 2031"


@dataclass
class Rendered:
    game: str
    sheet: Sheet
    document: Any  # weasyprint Document
    pdf: Path

    def text(self, layout: bool = False) -> str:
        args = ["pdftotext", "-enc", "UTF-8", *(["-layout"] if layout else []), str(self.pdf), "-"]
        return subprocess.run(args, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="session")
def sheet_corpus(built_corpus: tuple[Path, BuildSummary]) -> Path:
    """The session's corpus (built once), so the sheets read what the other tests read."""
    return built_corpus[0]


@pytest.fixture(scope="session")
def rendered(tmp_path_factory: pytest.TempPathFactory, sheet_corpus: Path) -> dict[str, Rendered]:
    out = tmp_path_factory.mktemp("sheets")
    result = {}
    for game in GAMES:
        sheet = build_sheet(game, today=SHEET_DATE, corpus_dir=sheet_corpus)
        document = render_document(sheet)
        pdf = out / f"{game}.pdf"
        document.write_pdf(pdf)
        result[game] = Rendered(game, sheet, document, pdf)
    return result
