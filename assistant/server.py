"""``pravidla serve``: build what is missing, then serve the app with gunicorn.

The corpus is built when ``build/corpus/corpus.json`` is missing; the docs site
when ``build/docs/html/index.html`` is missing (if that fails, the API and the
question page are served anyway and ``/`` says so in Czech).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from gunicorn.app.base import BaseApplication

from rules_corpus.paths import BUILD_DIR

WORKERS = 2


class PravidlaServer(BaseApplication):  # type: ignore[misc]
    """gunicorn through its Python API: the app is created in the master and forked (preload)."""

    def __init__(self, app: Any, options: dict[str, Any]) -> None:
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            if key in self.cfg.settings and value is not None:
                self.cfg.set(key, value)

    def load(self) -> Any:
        return self.application


def gunicorn_options(host: str, port: int, workers: int = WORKERS) -> dict[str, Any]:
    return {
        "bind": f"{host}:{port}",
        "workers": workers,
        "preload_app": True,  # load corpus, index and spaCy once; workers share the pages
        "timeout": 30,
        "graceful_timeout": 5,
        "accesslog": None,
        "errorlog": "-",
        "loglevel": "warning",
        "limit_request_line": 4094,
        "limit_request_fields": 50,
    }


def docs_dir() -> Path:
    return Path(os.environ.get("PRAVIDLA_DOCS", str(BUILD_DIR / "docs" / "html")))


def ensure_docs() -> bool:
    """Build the docs site if missing; False when it could not be built (then the API still runs)."""
    html = docs_dir()
    if (html / "index.html").exists():
        return True
    try:
        from rules_corpus.site import build_site
    except ImportError:
        print("Dokumentace není k dispozici (modul rules_corpus.site chybí); pokračuji bez ní.", file=sys.stderr)
        return False
    print("Dokumentace chybí, sestavuji ji…", file=sys.stderr)
    try:
        build_site(out_dir=html, warnings_are_errors=False, quiet=True)
    except Exception as exc:  # the API must come up even when the docs build fails
        print(f"Dokumentaci se nepodařilo sestavit ({exc}); pokračuji bez ní.", file=sys.stderr)
        return False
    return (html / "index.html").exists()


def run_cli(args: argparse.Namespace) -> int:
    from rules_corpus.build import ensure_corpus

    ensure_corpus()
    ensure_docs()
    host = getattr(args, "host", "127.0.0.1")
    port = getattr(args, "port", 8000)
    serve(host, port, int(os.environ.get("PRAVIDLA_WORKERS", WORKERS)))
    return 0


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = WORKERS) -> None:
    """Create the app (corpus, index, pipelines) once and run gunicorn; blocks until stopped."""
    from assistant.app import create_app

    app = create_app()
    print(f"Pravidla běží na http://{host}:{port}/ (otázky: /zeptej-se, API: /api/)", file=sys.stderr)
    PravidlaServer(app, gunicorn_options(host, port, workers)).run()
