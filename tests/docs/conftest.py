"""One Sphinx build of the real site per test session, and a local HTTP server for it."""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from docsite.site import build_site
from rules_corpus import paths
from rules_corpus.build import ensure_corpus


@pytest.fixture(scope="session")
def corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of the real corpus (built first when missing), so a rebuild during the session
    cannot make the site and the tests read different corpora."""
    snapshot = tmp_path_factory.mktemp("corpus") / "corpus"
    shutil.copytree(ensure_corpus(paths.default_corpus_dir()), snapshot)
    return snapshot


@pytest.fixture(scope="session")
def built_site(corpus_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole site built once with warnings as errors (``sphinx-build -W``)."""
    root = tmp_path_factory.mktemp("docs")
    return build_site(corpus_dir, root / "html", src_dir=root / "src", warnings_are_errors=True, quiet=True)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
