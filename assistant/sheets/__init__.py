"""Printable reference sheets (A4 PDF): written summaries of the rules and tables the engines compute.

``pravidla sheets [--game ID] [--topics a,b] [--out DIR]`` writes ``<DIR>/<game>.pdf`` (every
topic; DIR defaults to ``build/sheets``) or ``<DIR>/<game>-<topics>.pdf`` (the chosen ones).
The web page ``/tahaky`` (:mod:`assistant.sheets_web`) calls :func:`render_pdf`.

Each topic's summaries (:mod:`.topics`, ``summaries/<game>.toml``) are complete sentences; the
numbers in them are the engines' (:mod:`.values`); where the manual disagrees with itself about
a summarised rule, the sheet says so in a footnote (:mod:`.footnotes`, from the corpus'
``inconsistencies.json``).  Rendering: Jinja template (autoescape) + print CSS -> WeasyPrint.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt
from markupsafe import Markup

from rules_corpus.paths import BUILD_DIR

from .content import find_rule, game_rules, inconsistencies, manual_title
from .footnotes import Footnote, footnotes_for
from .tables import Table
from .topics import GAME_TITLES, TOPICS, Topic, topic_keys, topics_for
from .values import fill

__all__ = [
    "GAMES",
    "GAME_TITLES",
    "TOPICS",
    "Block",
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
class Block:
    """One summary as printed: title, Markdown text with the engine's values, its footnote numbers."""

    title: str
    markdown: str
    rule_id: str
    compact: bool
    notes: list[Footnote] = field(default_factory=list)


@dataclass
class Section:
    key: str
    title: str
    blocks: list[Block]
    tables: list[Table]
    cards: list[Any]  # engine.memoir44.presentation.TerrainCard
    footnotes: list[Footnote]
    missing: list[str]  # summaries whose rule the corpus does not have


@dataclass
class Sheet:
    game: str
    game_title: str
    manual_title: str
    sections: list[Section]
    today: date
    custom: bool

    @property
    def date_text(self) -> str:
        return f"{self.today.day}. {MONTHS[self.today.month - 1]} {self.today.year}"


@cache
def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False, "typographer": False})


_ONE_LETTER = re.compile(r"(?<![\w\u00a0])([vkszouaiVKSZOUAI]) ")
_NUMBER_AFTER_WORD = re.compile(r"(?<=\w) (\d+[.,]?)(?=\s|$)")


def typography(text: str) -> str:
    """Czech typesetting: a one-letter word never ends a line and a number never starts one
    ("o\u00a01 pole", "druhé\u00a02."), so no line of the sheet begins like a list item it is not."""
    return _NUMBER_AFTER_WORD.sub("\u00a0\\1", _ONE_LETTER.sub("\\1\u00a0", text))


def markdown_html(text: str) -> Markup:
    """Markdown -> HTML with raw HTML disabled (the text is escaped by markdown-it)."""
    return Markup(_markdown().render(typography(text)))


def markdown_inline(text: str) -> Markup:
    return Markup(_markdown().renderInline(typography(" ".join(text.split()))))


@cache
def _env() -> Any:
    from jinja2 import Environment, FileSystemLoader, select_autoescape

    env = Environment(loader=FileSystemLoader(PACKAGE_DIR / "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    env.filters["markdown"] = markdown_html
    env.filters["markdown_inline"] = markdown_inline
    env.filters["typography"] = typography
    return env


def parse_topics(values: Sequence[str] | None) -> list[str] | None:
    """``["boj,kopce", "tah"]`` -> ``["boj", "kopce", "tah"]``; None or empty -> None (all topics)."""
    if not values:
        return None
    keys = [k.strip().lower() for v in values for k in v.split(",") if k.strip()]
    return keys or None


def _section(game: str, topic: Topic, rules: list[dict[str, Any]], known: list[dict[str, Any]],
             numbering: list[Footnote]) -> Section:
    blocks, notes, missing = [], [], []
    for entry in topic.entries:
        rule = find_rule(rules, entry.rule, entry.under)
        if rule is None:
            missing.append(entry.title)
        block = Block(fill(entry.title, game), fill(entry.text, game), rule["id"] if rule else "", entry.compact)
        for note in footnotes_for(rule["id"] if rule else "", known, numbering):
            block.notes.append(note)
            if note not in notes:
                notes.append(note)
        blocks.append(block)
    cards: list[Any] = []
    if topic.cards:
        from engine.memoir44.presentation import terrain_cards

        cards = terrain_cards()
    return Section(topic.key, topic.title, blocks, topic.tables(), cards, notes, missing)


def build_sheet(game: str, topics: Sequence[str] | None = None, *, today: date | None = None,
                corpus_dir: Path | None = None) -> Sheet:
    """Collect the content of one sheet. :raises ValueError: unknown game or topic (Czech message)."""
    if game not in TOPICS:
        raise ValueError(f"Neznámá hra: {game}. Platné hry: {', '.join(GAMES)}.")
    rules = game_rules(game, corpus_dir)
    known = [i for i in inconsistencies(corpus_dir) if i.get("game") == game]
    numbering: list[Footnote] = []
    sections = [_section(game, topic, rules, known, numbering) for topic in topics_for(game, topics)]
    return Sheet(game, GAME_TITLES[game], manual_title(game, corpus_dir), sections, today or date.today(),
                 topics is not None)


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
