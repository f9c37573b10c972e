"""``pravidla serve``'s setup: the docs site is built beside its place and moved in whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from assistant import server


def _fake_build(fail: bool) -> Any:
    def build_site(out_dir: Path, **_: Any) -> Path:
        out_dir.mkdir(parents=True)
        (out_dir / "index.html").write_text("<h1>Pravidla</h1>", encoding="utf-8")
        if fail:
            raise RuntimeError("Sphinx selhal")
        return out_dir

    return build_site


def test_docs_appear_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    import rules_corpus.site

    html = tmp_path / "docs" / "html"
    monkeypatch.setattr(rules_corpus.site, "build_site", _fake_build(fail=True))
    assert server.build_docs(html) is False
    assert not html.exists() and list((tmp_path / "docs").iterdir()) == []  # nothing half-built is served
    assert "Dokumentaci se nepodařilo sestavit" in capsys.readouterr().err
    monkeypatch.setattr(rules_corpus.site, "build_site", _fake_build(fail=False))
    assert server.build_docs(html) is True
    assert (html / "index.html").read_text(encoding="utf-8") == "<h1>Pravidla</h1>"
    assert [p.name for p in (tmp_path / "docs").iterdir()] == ["html"]


def test_docs_build_starts_only_when_missing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    html = tmp_path / "html"
    html.mkdir()
    (html / "index.html").write_text("hotovo", encoding="utf-8")
    monkeypatch.setenv("PRAVIDLA_DOCS", str(html))
    assert server.start_docs_build() is None


def test_serving_options_buffer_requests() -> None:
    options = server.gunicorn_options("127.0.0.1", 8000)
    assert options["worker_class"] == "assistant.worker.BufferingWorker"
    assert options["threads"] >= 2 and options["keepalive"] <= 10 and options["preload_app"]


@pytest.mark.parametrize(("data", "state"), [
    (b"", "partial"),
    (b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\n", "partial"),
    (b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\n\r\n", "complete"),
    (b"POST /api/ask HTTP/1.1\r\nContent-Length: 10\r\n\r\n{\"q\": 1", "partial"),
    (b"POST /api/ask HTTP/1.1\r\ncontent-length:  10 \r\n\r\n{\"q\": 123}", "complete"),
    (b"POST /api/ask HTTP/1.1\r\nContent-Length: 16385\r\n\r\n", 413),
    (b"POST /api/ask HTTP/1.1\r\nContent-Length: -1\r\n\r\n", "parse"),
    (b"POST /api/ask HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n", "partial"),
    (b"POST /api/ask HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", "complete"),
    (b"GET /" + b"a" * 16_400, 414),
    (b"GET /?q=" + b"%C5%BE" * 1000 + b"&game=generalove&limit=50 HTTP/1.1\r\n", "partial"),
    (b"GET / HTTP/1.1\r\n" + b"X-A: b\r\n" * 9000, 431),
])
def test_request_state(data: bytes, state: int | str) -> None:
    from assistant.worker import request_state

    assert request_state(data) == state


def test_worker_error_responses_are_czech_json() -> None:
    from assistant.worker import error_response

    raw = error_response(414)
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 414 URI Too Long\r\n") and b"Connection: close" in head
    assert f"Content-Length: {len(body)}".encode() in head
    assert body.decode("utf-8") == '{"error": "Adresa požadavku je příliš dlouhá; dotaz smí mít nejvýš 1000 znaků.", ' \
                                   '"code": "too_long"}'
