"""Per-manual segmentation hints, kept as checked-in data (``profiles/<game>-<lang>.toml``).

The generic stages do most of the work; a profile only says what a reader of
that manual would: which ALL-CAPS headings are chapters, which lines look like
headings but are not, where the rules start, where the quick reference is, and
which lines are credits.  Every hint is matched against the folded text
(no diacritics, lowercase), so it survives the repair stage.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.text import fold

PROFILE_DIR = Path(__file__).parent / "profiles"


@dataclass(frozen=True)
class DropPattern:
    pattern: re.Pattern[str]
    reason: str


@dataclass(frozen=True)
class ColumnRegion:
    """Lines where two columns were read across (first, last line), and the left column's width."""

    first: int
    last: int
    width: int
    anchor: str = ""  # how the first line starts (found again if the manual's lines moved)


@dataclass(frozen=True)
class TableSpec:
    """A table a scan flattened into lines (``[[table]]``): where it is and how to read its rows."""

    first: int
    last: int
    caption: str
    header: tuple[str, ...]
    kind: str = "words"  # words: label + cells from a vocabulary; pairs: one right cell per paragraph
    anchor: str = ""
    values: frozenset[str] = frozenset()
    aliases: dict[str, str] = field(default_factory=dict)
    uncertain: frozenset[str] = frozenset()  # aliases that are a guess ("=" read for "–")
    separators: frozenset[str] = frozenset({"|"})
    row_names: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    lost: str = ""  # why a pairs table's left cells are missing
    node: bool = False  # the table stands as a rule of its own, titled by its caption
    attach: str = ""  # engine tables: the title of the rule they belong to
    start: str = ""  # engine tables in a scraped line: the text where the flattened run starts …
    end: str = ""  # … and ends


@dataclass(frozen=True)
class ReadingOrder:
    """Lines printed side by side, in the order they are read; ``anchor`` starts the first of them."""

    lines: tuple[int, ...]
    anchor: str = ""


@dataclass(frozen=True)
class Profile:
    name: str
    heading_styles: tuple[str, ...] = ("caps", "numbered_caps", "title")
    chapters: frozenset[str] = frozenset()
    not_headings: frozenset[str] = frozenset()
    extra_headings: frozenset[str] = frozenset()
    rules_start: str | None = None
    rules_start_reason: str = ""
    quickref_start: str | None = None
    example_prefixes: tuple[str, ...] = ("priklad",)
    quickref_titles: tuple[str, ...] = ("strucny prehled",)
    summary_sections: frozenset[str] = frozenset()  # sections whose "Name: text" lines are quick references
    drops: tuple[DropPattern, ...] = field(default_factory=tuple)
    toc_marker: str | None = None
    rename: dict[str, str] = field(default_factory=dict)
    inline_headings: tuple[str, ...] = ()
    subheadings: dict[str, tuple[str, ...]] = field(default_factory=dict)  # folded chapter -> its subsections
    inline_drops: tuple[DropPattern, ...] = field(default_factory=tuple)
    title_strip: re.Pattern[str] | None = None  # icon residue around headings (OCR)
    step_section: str | None = None  # scraped section whose numbered steps become rules
    step_pattern: re.Pattern[str] | None = None
    step_title: str = "{n}."
    icon_gap_marker: str | None = None  # written where a double space shows a lost icon or value
    running_headers: bool = False  # a chapter title seen again is a page header, not a new chapter
    columns: bool = False  # a scan read across two-column pages (rules_corpus/columns.py)
    column_regions: tuple[ColumnRegion, ...] = ()  # regions the column detection cannot see by itself
    reading_order: tuple[ReadingOrder, ...] = ()  # lines printed side by side, in the order they are read
    lead_headings: tuple[str, ...] = ()  # a heading printed at the start of its paragraph ("Vlajky. Po …")
    bullet_glyphs: str = ""  # icon bullets the OCR read as glyphs or letters ("@ Jednotka …", "o Zkontroluje …")
    join_caps_lines: bool = False  # an ALL-CAPS heading printed on two lines is one heading
    join_across_blanks: bool = False  # a scan with blank lines inside sentences: unfinished ones continue
    tables: tuple[TableSpec, ...] = ()  # tables a scan flattened (rules_corpus/tables.py)

    def is_chapter(self, title: str) -> bool:
        return fold(title) in self.chapters


def _folded_set(values: list[str]) -> frozenset[str]:
    return frozenset(fold(v) for v in values)


def load_profile(name: str) -> Profile:
    path = PROFILE_DIR / f"{name}.toml"
    if not path.exists():
        return Profile(name=name)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    drops = tuple(
        DropPattern(re.compile(item["pattern"]), item["reason"]) for item in data.get("drop", [])
    )
    return Profile(
        name=name,
        heading_styles=tuple(data.get("heading_styles", Profile.heading_styles)),
        chapters=_folded_set(data.get("chapters", [])),
        not_headings=_folded_set(data.get("not_headings", [])),
        extra_headings=_folded_set(data.get("extra_headings", [])),
        rules_start=fold(data["rules_start"]) if "rules_start" in data else None,
        rules_start_reason=data.get("rules_start_reason", "text před začátkem pravidel"),
        quickref_start=fold(data["quickref_start"]) if "quickref_start" in data else None,
        summary_sections=_folded_set(data.get("summary_sections", [])),
        drops=drops,
        toc_marker=data.get("toc_marker"),
        rename={fold(k): v for k, v in data.get("rename", {}).items()},
        running_headers=bool(data.get("running_headers", False)),
        columns=bool(data.get("columns", False)),
        reading_order=tuple(ReadingOrder(tuple(item["lines"]), item.get("anchor", ""))
                            for item in data.get("reading_order", [])),
        lead_headings=tuple(data.get("lead_headings", ())),
        bullet_glyphs=str(data.get("bullet_glyphs", "")),
        join_caps_lines=bool(data.get("join_caps_lines", False)),
        join_across_blanks=bool(data.get("join_across_blanks", False)),
        tables=tuple(_table_spec(item) for item in data.get("table", [])),
        column_regions=tuple(
            ColumnRegion(item["lines"][0], item["lines"][1], item["width"], item.get("anchor", ""))
            for item in data.get("column_region", [])
        ),
        icon_gap_marker=data.get("icon_gap_marker"),
        title_strip=re.compile(data["title_strip"]) if "title_strip" in data else None,
        step_section=fold(data["steps"]["section"]) if "steps" in data else None,
        step_pattern=re.compile(data["steps"]["pattern"]) if "steps" in data else None,
        step_title=data["steps"]["title"] if "steps" in data else "{n}.",
        inline_headings=tuple(data.get("inline_headings", ())),
        subheadings={fold(k): tuple(v) for k, v in data.get("subheadings", {}).items()},
        inline_drops=tuple(
            DropPattern(re.compile(item["pattern"]), item["reason"]) for item in data.get("inline_drop", [])
        ),
    )


def _table_spec(item: dict) -> TableSpec:
    return TableSpec(
        first=item.get("lines", [0, 0])[0], last=item.get("lines", [0, 0])[1], caption=item.get("caption", ""),
        header=tuple(item.get("header", ())),
        kind=item.get("kind", "words"), anchor=item.get("anchor", ""), values=frozenset(item.get("values", ())),
        aliases=dict(item.get("aliases", {})), uncertain=frozenset(item.get("uncertain", ())),
        separators=frozenset(item.get("separators", ["|"])), row_names=dict(item.get("row_names", {})),
        notes=tuple(item.get("notes", ())), lost=item.get("lost", ""), node=bool(item.get("node", False)),
        attach=item.get("attach", ""), start=item.get("start", ""), end=item.get("end", ""),
    )
