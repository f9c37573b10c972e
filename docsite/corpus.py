"""The corpus as the site sees it: page names, the corpus files, the manifest.

The page of a rule is derived from its id alone (:func:`page_for`), so the
assistant can build links without loading the corpus (:func:`docsite.site.rule_url`).
"""

from __future__ import annotations

import dataclasses
import json
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games import game_ids, titles
from games import get as get_game
from rules_corpus.manifest import load_manifest as read_manifest

GAME_TITLES: dict[str, str] = titles()
GAME_ORDER = game_ids()
SOURCE_DIR = "zdroj"

_RESERVED_PAGES = {"index"}


def edition_title(game: str, lang: str) -> str:
    """The game part's heading: the Polish edition's title for its Polish rules."""
    if lang == "pl" and game in GAME_TITLES and get_game(game).title_pl:
        return f"{get_game(game).title_pl} (polské vydání)"
    return GAME_TITLES.get(game, game)



# ---------------------------------------------------------------- page names


def page_for(rule_id: str) -> str:
    """Docname (page path without suffix) of the page holding ``rule_id``.

    ``normandie.akce.bojove-akce.utok`` → ``normandie/akce``;
    ``normandie.pl.akcje.dowodzenie`` → ``normandie/pl/akcje``.
    """
    parts = rule_id.split(".")
    game, rest = parts[0], parts[1:]
    prefix = game
    if rest and rest[0] == "pl":
        prefix, rest = f"{game}/pl", rest[1:]
    if not rest:
        return f"{prefix}/uvod"
    chapter = rest[0]
    if chapter in _RESERVED_PAGES:
        chapter = f"{chapter}-kapitola"
    return f"{prefix}/{chapter}"


def part_index(game: str, lang: str) -> str:
    return f"{game}/pl/index" if lang == "pl" else f"{game}/index"


# ---------------------------------------------------------------- corpus data


@dataclass
class Corpus:
    """The parts of ``build/corpus`` the site uses."""

    rules: list[dict[str, Any]]
    glossary: list[dict[str, Any]] = field(default_factory=list)
    inconsistencies: list[dict[str, Any]] = field(default_factory=list)
    repairs: list[dict[str, Any]] = field(default_factory=list)
    provenance: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    manuals: list[dict[str, Any]] = field(default_factory=list)
    by_id: dict[str, dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {r["id"]: r for r in self.rules}


def _load_json(path: Path, default: Any) -> Any:
    if not path.exists():
        return default
    return json.loads(path.read_text(encoding="utf-8"))


def load_corpus(corpus_dir: Path) -> Corpus:
    """Read corpus.json and the side files; missing side files are empty."""
    data = _load_json(corpus_dir / "corpus.json", None)
    if data is None:
        raise FileNotFoundError(
            f"{corpus_dir / 'corpus.json'} neexistuje – spusťte nejdřív `pravidla build`."
        )
    glossary = _load_json(corpus_dir / "glossary.json", [])
    if isinstance(glossary, dict):
        glossary = glossary.get("terms", glossary.get("glossary", []))
    repairs = _load_json(corpus_dir / "repairs.json", [])
    if isinstance(repairs, dict):
        repairs = repairs.get("changes", repairs.get("repairs", []))
    inconsistencies = _load_json(corpus_dir / "inconsistencies.json", [])
    if isinstance(inconsistencies, dict):
        inconsistencies = inconsistencies.get("inconsistencies", [])
    provenance = _load_json(corpus_dir / "provenance.json", {})
    return Corpus(data["rules"], glossary, inconsistencies, repairs, provenance, data.get("manuals", []))


def load_manifest(manuals_dir: Path | None) -> dict[str, dict[str, Any]]:
    """MANIFEST.toml entries by file name (empty when the manuals are not at hand)."""
    if manuals_dir is None or not (manuals_dir / "MANIFEST.toml").exists():
        return {}
    return {m.file: dataclasses.asdict(m) for m in read_manifest(manuals_dir)}



def game_rank(game: str) -> int:
    return GAME_ORDER.index(game) if game in GAME_ORDER else len(GAME_ORDER)


def source_page_for(file: str) -> str:
    return f"{SOURCE_DIR}/{Path(file).stem}"


def ask_url(question: str, game: str | None = None) -> str:
    """Link to the assistant page (``/zeptej-se``) with a prefilled question (and game)."""
    url = "/zeptej-se?q=" + urllib.parse.quote(question)
    return url + "&hra=" + urllib.parse.quote(game) if game else url
