"""The app's pages wear the docs' design: one header, one stylesheet, one script.

The shared pieces live with the docs (``docs/_templates/pravidla-header.html``,
``docs/_static/pravidla-theme.css``, ``pravidla-app.js``, the web app manifest and icons
in ``docs/_extra``) and are served at the same URLs on every page (``/_static/…``,
``/manifest.webmanifest``).  The docs build copies them; until the docs are built
(:func:`shared_file`) the app serves them from ``docs/`` itself, so its pages are never
unstyled.  :func:`init_layout` lets the app's templates include the header and gives
them its context.
"""

from __future__ import annotations

import mimetypes
from pathlib import Path
from typing import Any

from flask import Flask
from jinja2 import ChoiceLoader, FileSystemLoader

import games
from rules_corpus.paths import REPO_ROOT

__all__ = ["SHARED_TEMPLATES", "init_layout", "layout_context", "shared_file"]

DOCS_SOURCE = REPO_ROOT / "docs"
SHARED_TEMPLATES = DOCS_SOURCE / "_templates"
_SHARED_DIRS = {"_static/": DOCS_SOURCE / "_static", "": DOCS_SOURCE / "_extra"}

mimetypes.add_type("application/manifest+json", ".webmanifest")


def layout_context(**page: Any) -> dict[str, Any]:
    """What the header needs (see pravidla-header.html), defaults for a page outside any game."""
    context: dict[str, Any] = {
        "pr_games": [(g.id, g.short) for g in games.all_games()],
        "pr_game": "",
        "pr_current": "",
        "pr_docs": False,
        "pr_askbox": True,
    }
    context.update(page)
    return context


def init_layout(app: Flask) -> None:
    """Let the app's templates include the shared header, with its context; once per app."""
    if app.extensions.get("pravidla_layout"):
        return
    app.extensions["pravidla_layout"] = True
    app.jinja_loader = ChoiceLoader([app.jinja_loader, FileSystemLoader(SHARED_TEMPLATES)])  # type: ignore[method-assign,list-item]
    app.context_processor(layout_context)


def shared_file(filename: str) -> Path | None:
    """A shared static file (``_static/pravidla-theme.css``, ``manifest.webmanifest`` …) from ``docs/``."""
    for prefix, folder in _SHARED_DIRS.items():
        if not filename.startswith(prefix):
            continue
        name = filename[len(prefix):]
        if "/" in name or name.startswith("."):
            continue
        path = folder / name
        if path.is_file():
            return path
    return None
