"""The documentation site: ``pravidla docs`` and the URL of every rule.

:func:`rule_url` is what the assistant's API uses for the ``url`` of a rule,
so the API's links and the site's anchors always agree.  :func:`build_site`
builds the corpus when it is missing, generates the MyST pages (the
``pravidla_rules`` Sphinx extension does that from ``docs/conf.py``) and runs
Sphinx into ``build/docs/html``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from docsite.corpus import page_for
from rules_corpus import paths

DOCS_DIR = paths.REPO_ROOT / "docs"
GENERATED_DIR = DOCS_DIR / "_generated"
HTML_DIR = paths.BUILD_DIR / "docs" / "html"

__all__ = ["build_site", "page_for", "rule_url", "run_cli"]


def rule_url(rule_id: str) -> str:
    """Site-absolute URL of a rule's anchor: ``/normandie/akce.html#normandie.akce.bojove-akce.utok``.

    Derived from the id alone (the page is the id's chapter), so callers need
    not load the corpus.  The docs site is served at ``/``.
    """
    return f"/{page_for(rule_id)}.html#{rule_id}"


def build_site(
    corpus_dir: Path | None = None,
    out_dir: Path | None = None,
    *,
    manuals_dir: Path | None = None,
    src_dir: Path | None = None,
    warnings_are_errors: bool = True,
    quiet: bool = False,
    jobs: int = 1,
) -> Path:
    """Build the HTML site; returns the output folder.

    ``corpus_dir`` defaults to ``build/corpus`` (built first when missing),
    ``out_dir`` to ``build/docs/html``, ``src_dir`` (where the generated MyST
    pages go) to ``docs/_generated``.  Raises ``RuntimeError`` on Sphinx errors.
    """
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    from rules_corpus.build import ensure_corpus

    corpus_dir = ensure_corpus(corpus_dir, manuals_dir)
    out_dir = out_dir or HTML_DIR
    src_dir = src_dir or GENERATED_DIR
    src_dir.mkdir(parents=True, exist_ok=True)
    overrides = {"pravidla_corpus_dir": str(corpus_dir)}
    if manuals_dir is not None:
        overrides["pravidla_manuals_dir"] = str(manuals_dir)
    doctrees = out_dir.parent / ".doctrees"
    with docutils_namespace():
        app = Sphinx(
            srcdir=src_dir,
            confdir=DOCS_DIR,
            outdir=out_dir,
            doctreedir=doctrees,
            buildername="html",
            confoverrides=overrides,
            status=None if quiet else sys.stdout,
            warning=sys.stderr,
            warningiserror=warnings_are_errors,
            parallel=jobs,
        )
        app.build()
        if app.statuscode:
            raise RuntimeError(f"Sphinx skončil s kódem {app.statuscode}")
    return out_dir


def run_cli(args: argparse.Namespace) -> int:
    """``pravidla docs``: build the site, report where it is and how long it took."""
    started = time.perf_counter()
    print("Sestavuji dokumentaci (Sphinx)…", file=sys.stderr)
    try:
        out = build_site()
    except Exception as exc:  # Sphinx reports warnings-as-errors as exceptions
        print(f"Chyba při sestavení dokumentace: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    print(f"Dokumentace je v {out} ({elapsed:.1f} s); otevřete {out / 'index.html'}.")
    return 0
