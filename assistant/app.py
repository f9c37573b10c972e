"""The Flask application: ``create_app`` wires configuration, resources and blueprints.

Configuration comes from defaults, then ``PRAVIDLA_*`` environment variables
(``PRAVIDLA_CORPUS``, ``PRAVIDLA_DOCS``), then ``test_config``.  The corpus,
search index and language pipelines are loaded once per process by
:func:`init_app` and kept in ``app.extensions["pravidla"]``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask

from assistant.errors import register_error_handlers
from assistant.resources import Resources
from rules_corpus.paths import BUILD_DIR, default_corpus_dir

MAX_BODY = 16 * 1024


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(
        CORPUS_DIR=str(default_corpus_dir()),
        DOCS_DIR=os.environ.get("PRAVIDLA_DOCS", str(BUILD_DIR / "docs" / "html")),
        MAX_CONTENT_LENGTH=MAX_BODY,
        JSON_SORT_KEYS=False,
    )
    if test_config:
        app.config.update(test_config)
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.json.sort_keys = False  # type: ignore[attr-defined]

    init_app(app)
    register_error_handlers(app)

    from assistant import api, board_web, pages

    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(board_web.bp)
    try:
        from assistant.sheets_web import bp as sheets_bp
    except ImportError:
        pass
    else:
        app.register_blueprint(sheets_bp)
    return app


def init_app(app: Flask) -> None:
    """Load the corpus and build the search index once; warm the language pipelines."""
    resources = app.config.get("RESOURCES")
    if resources is None:
        resources = Resources.load(Path(app.config["CORPUS_DIR"]))
    from assistant.qa import warm_up

    warm_up()
    app.extensions["pravidla"] = resources
