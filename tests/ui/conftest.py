"""The whole product as a player meets it: the app serving the session's docs build (one Sphinx
build, one corpus, one Chromium per session), and what every page check needs."""

from __future__ import annotations

import os
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import BaseWSGIServer, make_server

from assistant.app import create_app
from assistant.resources import Resources

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
VIEWPORTS = {"phone": PHONE, "desktop": DESKTOP}
SCHEMES = ("light", "dark")


# Chromium cancels requests it no longer needs (an icon, a prefetch) mid-response; werkzeug's threaded test
# server then drops the connection without closing the static file it was streaming, and the garbage collector
# reports the open handle in whichever test runs next.  The handle belongs to the test server, not to the app
# (gunicorn closes the response iterable on a dropped client), so only this report is ignored, only here.
_DROPPED_STREAM = pytest.mark.filterwarnings(
    r"ignore:Exception ignored in. <_io\.(FileIO|BufferedReader):pytest.PytestUnraisableExceptionWarning")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith("tests/ui/"):
            item.add_marker(_DROPPED_STREAM)


@pytest.fixture(scope="session")
def ui_app(resources: Resources, corpus_dir: Path, built_site: Path) -> Flask:
    return create_app({"TESTING": True, "RESOURCES": resources, "CORPUS_DIR": str(corpus_dir),
                       "DOCS_DIR": str(built_site)})


def serve(app: Flask) -> tuple[BaseWSGIServer, threading.Thread, str]:
    """The app on a free local port in a thread (stop it with ``server.shutdown()``)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    server = make_server("127.0.0.1", port, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread, f"http://127.0.0.1:{port}"


@pytest.fixture(scope="session")
def ui_url(ui_app: Flask) -> Iterator[str]:
    server, thread, url = serve(ui_app)
    try:
        yield url
    finally:
        server.shutdown()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def internal_names(corpus: dict[str, Any]) -> tuple[set[str], set[str]]:
    """What a player must never read: the corpus' rule ids and the manuals' file names."""
    ids = {rule["id"] for rule in corpus["rules"]}
    files = {m["file"] for m in corpus["manuals"]} | {Path(m["file"]).stem for m in corpus["manuals"]}
    return ids, files


_ID_LIKE = re.compile(r"\b[a-z0-9]+(?:\.[a-z0-9][a-z0-9-]*)+\b")


def internals_in(text: str, names: tuple[set[str], set[str]]) -> list[str]:
    """Rule ids and manual file names that ``text`` shows."""
    ids, files = names
    found = [m for m in _ID_LIKE.findall(text) if m in ids]
    found += [f for f in files if f in text]
    return sorted(set(found))


@pytest.fixture(scope="session")
def screens_dir() -> Path | None:
    """Where screenshots go to be looked at (``PRAVIDLA_SCREENS=dir``); none by default."""
    value = os.environ.get("PRAVIDLA_SCREENS")
    if not value:
        return None
    path = Path(value)
    path.mkdir(parents=True, exist_ok=True)
    return path
