"""``pravidla serve``: build what is missing, then serve the app with gunicorn.

The corpus is built first when ``build/corpus/corpus.json`` is missing (seconds).
The docs site, when ``build/docs/html/index.html`` is missing, is built in a
separate process while the app already answers: ``/`` says in Czech that the docs
are not built yet until they are, then serves them (a failed docs build leaves the
API and the question page running).

Serving setup, chosen for slow clients on café Wi-Fi and club LANs with no proxy in
front: two worker processes (the machine has two cores; the app is CPU-bound and
loaded once in the master, ``preload_app``) of :class:`assistant.worker.BufferingWorker`
— gunicorn's ``gthread`` worker with four threads that only ever run complete
requests: a connection waits in the worker's poller, holding no thread, until its
whole request has arrived (at most 10 s, then a Czech 408).  Idle keep-alive
connections are closed after 5 s.  That stage also sets the size limits, so that they
agree with the app's: a request line of 16 KB holds a percent-encoded query of the app's
1000 characters in any script (``ž`` = ``%C5%BE``), so a long query always reaches the
app's own check; past it, and for every other error gunicorn answers itself, the client
gets the contract's JSON error in Czech.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from gunicorn.app.base import BaseApplication

from rules_corpus.paths import BUILD_DIR

WORKERS = 2
THREADS = 4
KEEPALIVE = 5  # s an idle kept-alive connection stays open


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
        "worker_class": "assistant.worker.BufferingWorker",
        "threads": THREADS,
        "keepalive": KEEPALIVE,
        "preload_app": True,  # load corpus, index and spaCy once; workers share the pages
        "timeout": 30,  # a worker whose main loop stops for this long is restarted
        "graceful_timeout": 5,
        "accesslog": None,
        "errorlog": "-",
        "loglevel": "warning",
        "limit_request_line": 0,  # none of gunicorn's own: the buffering stage allows 16 KB (see worker)
        "limit_request_fields": 100,
        "limit_request_field_size": 8190,
    }


def docs_dir() -> Path:
    return Path(os.environ.get("PRAVIDLA_DOCS", str(BUILD_DIR / "docs" / "html")))


def build_docs(html: Path | None = None) -> bool:
    """Build the docs site into ``html`` (beside it first, then moved in whole); False when it failed."""
    html = html or docs_dir()
    try:
        from rules_corpus.site import build_site
    except ImportError:
        print("Dokumentace není k dispozici (modul rules_corpus.site chybí); pokračuji bez ní.", file=sys.stderr)
        return False
    partial = html.with_name(html.name + ".rozpracovano")
    shutil.rmtree(partial, ignore_errors=True)
    try:
        build_site(out_dir=partial, warnings_are_errors=False, quiet=True)
        if not html.exists():
            partial.rename(html)
    except Exception as exc:  # the API must stay up even when the docs build fails
        print(f"Dokumentaci se nepodařilo sestavit ({exc}); pokračuji bez ní.", file=sys.stderr)
        return False
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return (html / "index.html").exists()


def ensure_docs() -> bool:
    """Build the docs site now if it is missing (blocks); False when it could not be built."""
    if (docs_dir() / "index.html").exists():
        return True
    print("Dokumentace chybí, sestavuji ji…", file=sys.stderr)
    return build_docs()


def start_docs_build() -> subprocess.Popen[bytes] | None:
    """Build the missing docs site in another process while the app serves; None when it exists."""
    if (docs_dir() / "index.html").exists():
        return None
    print("Dokumentace chybí: sestavuji ji na pozadí, aplikace mezitím odpovídá.", file=sys.stderr)
    code = "import sys; from assistant.server import build_docs; sys.exit(0 if build_docs() else 1)"
    return subprocess.Popen([sys.executable, "-c", code])


def run_cli(args: argparse.Namespace) -> int:
    from rules_corpus.build import ensure_corpus

    ensure_corpus()
    start_docs_build()
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
