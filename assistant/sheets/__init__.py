"""Printable reference sheets (A4 PDF) built from the corpus and the engines.

``pravidla sheets [--game ID] [--topics a,b]`` writes ``build/sheets/<game>.pdf``
(every topic) or ``build/sheets/<game>-<topics>.pdf`` (the chosen ones).
The web form ``/tahaky`` (:mod:`assistant.sheets_web`) calls :func:`render_pdf`.

Rendering: Jinja template (autoescape) + print CSS -> WeasyPrint.  Rule texts
come from :mod:`.content`, tables from :mod:`.tables` (computed by the engines).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt
from markupsafe import Markup

from rules_corpus.paths import BUILD_DIR

from .content import TextBlock, manual_title, select
from .tables import Table
from .topics import GAME_TITLES, TOPICS, Topic, topic_keys, topics_for

__all__ = [
    "GAMES",
    "GAME_TITLES",
    "TOPICS",
    "Sheet",
    "build_sheet",
    "parse_topics",
    "render_document",
    "render_pdf",
    "run_cli",
    "sheet_html",
    "sheet_path",
    "topic_keys",
    "write_sheet",
]

GAMES: tuple[str, ...] = tuple(TOPICS)
PACKAGE_DIR = Path(__file__).parent
DEFAULT_OUT = BUILD_DIR / "sheets"
MONTHS = ("ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října",
          "listopadu", "prosince")


@dataclass
class Section:
    key: str
    title: str
    blocks: list[TextBlock]
    tables: list[Table]
    missing: bool  # selectors found no text in the corpus


@dataclass
class Sheet:
    game: str
    game_title: str
    manual_title: str
    manual_file: str
    sections: list[Section]
    today: date
    custom: bool

    @property
    def date_text(self) -> str:
        return f"{self.today.day}. {MONTHS[self.today.month - 1]} {self.today.year}"


@cache
def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False, "typographer": False})


def markdown_html(text: str) -> Markup:
    """Markdown -> HTML with raw HTML disabled (the corpus text is escaped by markdown-it)."""
    return Markup(_markdown().render(text))


def markdown_inline(text: str) -> Markup:
    return Markup(_markdown().renderInline(" ".join(text.split())))


@cache
def _env() -> Any:
    from jinja2 import Environment, FileSystemLoader, select_autoescape

    env = Environment(loader=FileSystemLoader(PACKAGE_DIR / "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    env.filters["markdown"] = markdown_html
    env.filters["markdown_inline"] = markdown_inline
    return env


def parse_topics(values: Sequence[str] | None) -> list[str] | None:
    """``["boj,kopce", "tah"]`` -> ``["boj", "kopce", "tah"]``; None or empty -> None (all topics)."""
    if not values:
        return None
    keys = [k.strip().lower() for v in values for k in v.split(",") if k.strip()]
    return keys or None


def build_sheet(game: str, topics: Sequence[str] | None = None, *, today: date | None = None,
                corpus_dir: Path | None = None) -> Sheet:
    """Collect the content of one sheet. :raises ValueError: unknown game or topic (Czech message)."""
    if game not in TOPICS:
        raise ValueError(f"Neznámá hra: {game}. Platné hry: {', '.join(GAMES)}.")
    chosen: list[Topic] = topics_for(game, topics)
    sections = []
    for topic in chosen:
        blocks = select(game, topic.selectors, corpus_dir)
        sections.append(Section(topic.key, topic.title, blocks, topic.tables(),
                                missing=bool(topic.selectors) and not blocks))
    title, file = manual_title(game, corpus_dir)
    return Sheet(game, GAME_TITLES[game], title, file, sections, today or date.today(), topics is not None)


def sheet_html(sheet: Sheet) -> str:
    css = (PACKAGE_DIR / "templates" / "sheet.css").read_text(encoding="utf-8")
    return _env().get_template("sheet.html").render(sheet=sheet, css=Markup(css))


def render_document(sheet: Sheet) -> Any:
    """The laid-out WeasyPrint document (pages with boxes, used by the tests for overflow checks)."""
    from weasyprint import HTML

    return HTML(string=sheet_html(sheet), base_url=str(PACKAGE_DIR)).render()


def render_pdf(game: str, topics: Sequence[str] | None = None, *, today: date | None = None,
               corpus_dir: Path | None = None) -> bytes:
    return render_document(build_sheet(game, topics, today=today, corpus_dir=corpus_dir)).write_pdf()


def sheet_path(game: str, topics: Sequence[str] | None = None, out_dir: Path = DEFAULT_OUT) -> Path:
    name = game if not topics else f"{game}-{'-'.join(topics)}"
    return out_dir / f"{name}.pdf"


def write_sheet(game: str, topics: Sequence[str] | None = None, *, out_dir: Path = DEFAULT_OUT,
                today: date | None = None, corpus_dir: Path | None = None) -> tuple[Path, int]:
    """Render and write one sheet; returns (path, page count)."""
    sheet = build_sheet(game, topics, today=today, corpus_dir=corpus_dir)
    document = render_document(sheet)
    path = sheet_path(game, [s.key for s in sheet.sections] if topics else None, out_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".pdf.tmp")
    document.write_pdf(tmp)
    tmp.replace(path)
    return path, len(document.pages)


def run_cli(args: argparse.Namespace) -> int:
    games = [args.game] if args.game else list(GAMES)
    topics = parse_topics(getattr(args, "topics", None))
    if topics and not args.game:
        print("Chyba: témata (--topics) se vybírají pro jednu hru, zadejte i --game "
              f"({', '.join(GAMES)}).", file=sys.stderr)
        return 2
    if topics:
        try:
            topics_for(games[0], topics)
        except ValueError as exc:
            print(f"Chyba: {exc}", file=sys.stderr)
            return 2
    out_dir = Path(getattr(args, "out", None) or DEFAULT_OUT)
    started = time.perf_counter()
    for game in games:
        path, pages = write_sheet(game, topics, out_dir=out_dir)
        print(f"{path}: {pages} {'strana' if pages == 1 else 'strany' if pages < 5 else 'stran'}")
    print(f"Hotovo za {time.perf_counter() - started:.1f} s.")
    return 0
