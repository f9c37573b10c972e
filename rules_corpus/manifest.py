"""Reading MANIFEST.toml: which manuals exist, for which game and language."""

from __future__ import annotations

import tomllib
from pathlib import Path

from games import game_ids
from rules_corpus.model import Manual

LANGUAGES = ("cs", "pl")


class CorpusInputError(Exception):
    """A manual or the manifest is missing or unreadable; the message is Czech and names the file."""


def load_manifest(manuals_dir: Path) -> list[Manual]:
    path = manuals_dir / "MANIFEST.toml"
    if not manuals_dir.is_dir():
        raise CorpusInputError(f"Složka s manuály neexistuje: {manuals_dir}")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CorpusInputError(f"Chybí soubor {path} (seznam manuálů).") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise CorpusInputError(f"Soubor {path} nelze přečíst: {exc}") from None
    manuals = []
    for index, entry in enumerate(data.get("manual", []), start=1):
        missing = [key for key in ("file", "game", "language", "title") if key not in entry]
        if missing:
            raise CorpusInputError(f"{path}: položce manuálu č. {index} chybí {', '.join(missing)}.")
        if entry["game"] not in game_ids():
            raise CorpusInputError(f"{path}: neznámá hra {entry['game']!r} u souboru {entry['file']}.")
        if entry["language"] not in LANGUAGES:
            raise CorpusInputError(f"{path}: neznámý jazyk {entry['language']!r} u souboru {entry['file']}.")
        manuals.append(
            Manual(
                file=entry["file"],
                game=entry["game"],
                language=entry["language"],
                title=entry["title"],
                original=entry.get("original", ""),
                condition=entry.get("condition", ""),
            )
        )
    if not manuals:
        raise CorpusInputError(f"{path} neobsahuje žádný manuál.")
    return manuals
