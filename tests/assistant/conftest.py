"""App fixtures: one corpus, search index and app per test session."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from assistant.app import create_app
from assistant.resources import Resources
from rules_corpus.build import BuildSummary
from tests.ui.conftest import serve


@pytest.fixture(scope="session")
def app(
    resources: Resources, built_corpus: tuple[Path, BuildSummary], tmp_path_factory: pytest.TempPathFactory
) -> Flask:
    docs = tmp_path_factory.mktemp("nodocs")  # an empty docs folder: "/" explains that docs are missing
    return create_app({"TESTING": True, "RESOURCES": resources, "CORPUS_DIR": str(built_corpus[0]),
                       "DOCS_DIR": str(docs / "html")})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def ask(client: FlaskClient) -> Any:
    def _ask(question: str, game: str | None = None, **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {"question": question, **extra}
        if game:
            body["game"] = game
        response = client.post("/api/ask", json=body)
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    return _ask


@pytest.fixture(scope="session")
def live_app(app: Flask) -> Iterator[str]:
    """Base URL of the test app served by werkzeug in a thread (for the browser tests)."""
    server, thread, url = serve(app)
    try:
        yield url
    finally:
        server.shutdown()
        thread.join(timeout=5)
