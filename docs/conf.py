"""Sphinx configuration of the Pravidla documentation site.

Build with ``pravidla docs`` (or ``sphinx-build -c docs docs/_generated build/docs/html``):
the ``pravidla_rules`` extension generates the MyST pages from the corpus
(``build/corpus``, or ``$PRAVIDLA_CORPUS``) into the source folder first.

Theme: furo — maintained, responsive (usable on a phone), dark mode built in,
and a clean search page we can extend; print styles come from ``_static/pravidla.css``.
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(DOCS.parent))

import games  # noqa: E402 - the registry, importable once the repository is on the path

project = "Pravidla"
author = "Pravidla"
copyright = "2026, Pravidla"
language = "cs"
locale_dirs = [str(DOCS / "locale")]  # Czech for UI strings Sphinx/furo leave in English

extensions = ["myst_parser", "pravidla_rules", "pravidla_search", "pravidla_offline"]
source_suffix = {".md": "markdown"}
myst_heading_anchors = 0
myst_enable_extensions: list[str] = []  # corpus text is plain Markdown; no extra syntax
suppress_warnings = ["myst.header"]  # corpus headings can skip levels in damaged scans

# The corpus already has Czech typography; docutils' smart quotes would turn the
# apostrophe of "Memoir '44" into a Czech low quote.
smartquotes = False

templates_path = ["_templates"]
exclude_patterns: list[str] = []

html_theme = "furo"
html_title = "Pravidla"
html_static_path = ["_static"]
html_extra_path = ["_extra"]  # manifest.webmanifest, icons; sw.js is written by pravidla_offline
# pravidla-theme.css: the colours, fonts, header and print rules every page shares (docs and app)
html_css_files = ["pravidla-theme.css", "pravidla.css", "pravidla-tables.css"]
html_js_files = ["pravidla-app.js"]
html_copy_source = False
html_show_sourcelink = False
html_last_updated_fmt = None
html_show_sphinx = False
# furo's colours follow the shared palette (pravidla-theme.css switches it for dark mode itself)
_FURO_COLOURS = {
    "color-brand-primary": "var(--pr-accent)",
    "color-brand-content": "var(--pr-accent)",
    "color-brand-visited": "var(--pr-accent)",
    "color-background-primary": "var(--pr-bg)",
    "color-background-secondary": "var(--pr-surface)",
    "color-background-border": "var(--pr-border)",
    "color-foreground-primary": "var(--pr-fg)",
    "color-foreground-muted": "var(--pr-muted)",
    "color-foreground-secondary": "var(--pr-muted)",
    "color-highlight-on-target": "var(--pr-mark)",
    "font-stack": "var(--pr-font)",
    "font-stack--monospace": "var(--pr-font-mono)",
}
html_theme_options = {
    "navigation_with_keys": True,
    "top_of_page_buttons": [],
    "light_css_variables": _FURO_COLOURS,
    "dark_css_variables": _FURO_COLOURS,
}
# The shared header (_templates/pravidla-header.html) lists the games of the registry.
html_context = {
    "pr_games": [(g.id, g.short) for g in games.all_games()],
    "pr_game_ids": [g.id for g in games.all_games()],
}

# The corpus and manuals folders (empty: rules_corpus.paths defaults).
pravidla_corpus_dir = ""
pravidla_manuals_dir = ""
