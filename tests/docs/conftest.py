"""One Sphinx build of the real site per test session, and a local HTTP server for it."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_corpus.build import BuildSummary
from rules_corpus.site import build_site


@pytest.fixture(scope="session")
def corpus_dir(built_corpus: tuple[Path, BuildSummary]) -> Path:
    """The session's corpus (built once, in a temporary folder, from the real manuals), so a
    rebuild during the session cannot make the site and the tests read different corpora."""
    return built_corpus[0]


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
