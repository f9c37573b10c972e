"""The production server under slow clients and hostile framing (real sockets against real gunicorn).

Regression tests for issue 18: two idle connections stalled the app for 30 s (sync workers);
700 × "ž" got gunicorn's English HTML 414; every error must be the contract's Czech JSON.
"""

from __future__ import annotations

import http.client
import json
import socket
import statistics
import threading
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import pytest

from tests.ops.conftest import REQUEST_TIMEOUT


def _hostport(base: str) -> tuple[str, int]:
    parsed = urllib.parse.urlsplit(base)
    return parsed.hostname or "127.0.0.1", parsed.port or 80


def _get(base: str, path: str, timeout: float = 30) -> tuple[int, str, dict[str, Any] | None, float]:
    host, port = _hostport(base)
    started = time.perf_counter()
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        body = response.read()
        ctype = response.getheader("Content-Type", "")
        status = response.status
    finally:
        conn.close()
    parsed = json.loads(body) if ctype.startswith("application/json") else None
    return status, ctype, parsed, time.perf_counter() - started


def _raw(base: str, data: bytes, timeout: float = 10) -> tuple[int, str, dict[str, Any]]:
    """Send raw bytes, read the answer until the server closes; (status, content type, JSON body)."""
    with socket.create_connection(_hostport(base), timeout=timeout) as s:
        s.sendall(data)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers.get("content-type", ""), json.loads(body.decode("utf-8"))


def _latencies(base: str, n: int) -> list[float]:
    return [_get(base, "/api/search?q=kryt&limit=3")[3] for _ in range(n)]


@contextmanager
def _slow_clients(base: str, idle: int, drip: int, tls: int) -> Iterator[None]:
    """Idle sockets, sockets sending a request one byte per 0.2 s, and TLS hellos sent to the HTTP port."""
    addr = _hostport(base)
    socks = [socket.create_connection(addr) for _ in range(idle + drip + tls)]
    hello = bytes.fromhex("16030100a5010000a10303") + bytes(32) + b"\x00\x00\x02\x13\x01\x01\x00"
    for s in socks[idle + drip:]:
        s.sendall(hello)
    stop = threading.Event()

    def send_slowly() -> None:
        request = b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\n\r\n"
        for i in range(len(request)):
            for s in socks[idle: idle + drip]:
                with suppress(OSError):
                    s.send(request[i: i + 1])
            if stop.wait(0.2):
                return

    dripper = threading.Thread(target=send_slowly, daemon=True)
    dripper.start()
    try:
        time.sleep(0.3)
        yield
    finally:
        stop.set()
        dripper.join()
        for s in socks:
            s.close()


def test_fifty_slow_clients_do_not_delay_a_normal_request(live_server: str) -> None:
    before = _latencies(live_server, 30)
    with _slow_clients(live_server, idle=50, drip=50, tls=5):
        during = _latencies(live_server, 30)
    after = _latencies(live_server, 10)
    assert statistics.median(during) <= statistics.median(before) + 0.100, (before, during)
    assert max(during) < 1.0, during  # with sync workers this was 30 s
    assert max(after) < 1.0


def test_slow_and_idle_connections_are_closed_with_a_czech_408(live_server: str) -> None:
    with socket.create_connection(_hostport(live_server), timeout=REQUEST_TIMEOUT + 5) as s:
        s.sendall(b"GET /api/sea")
        started = time.monotonic()
        answer = s.recv(4096)
        waited = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408 ")
    assert b"application/json" in answer and "nedorazil celý včas".encode() in answer
    assert REQUEST_TIMEOUT - 0.5 < waited < REQUEST_TIMEOUT + 2.5
    with socket.create_connection(_hostport(live_server), timeout=REQUEST_TIMEOUT + 5) as s:
        assert s.recv(4096) == b""  # nothing sent: closed quietly at the deadline


@pytest.mark.parametrize("letter", ["ž", "€", "😀", "a"])
def test_every_query_the_app_accepts_reaches_the_app(live_server: str, letter: str) -> None:
    """1000 characters of any script fit the server's limits; 1001 get the app's own JSON 413."""
    status, ctype, body, _ = _get(live_server, "/api/search?" + urllib.parse.urlencode({"q": letter * 1000}))
    assert status == 200 and body is not None and body["query"] == letter * 1000
    status, ctype, body, _ = _get(live_server, "/api/search?" + urllib.parse.urlencode({"q": letter * 1001}))
    assert (status, ctype.split(";")[0]) == (413, "application/json")
    assert body == {"error": "Dotaz je příliš dlouhý (nejvýš 1000 znaků).", "code": "too_long"}


@pytest.mark.parametrize(("request_bytes", "status", "code"), [
    (b"GET /api/search?q=" + b"%C5%BE" * 4000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "too_long"),
    (b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n", 431, "headers_too_large"),
    (b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 9000 + b"\r\n", 431, "headers_too_large"),
    (b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{",
     413, "too_large"),
    (b"NONSENSE\r\n\r\n", 400, "bad_request"),
    (b"GET /api/search?q=kryt HTTP/9.9\r\nHost: x\r\n\r\n", 400, "bad_request"),
    (b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n", 400, "bad_request"),
])
def test_errors_gunicorn_answers_are_czech_json(live_server: str, request_bytes: bytes, status: int,
                                                code: str) -> None:
    got_status, ctype, body = _raw(live_server, request_bytes)
    assert (got_status, ctype.split(";")[0], body["code"]) == (status, "application/json", code)
    assert body["error"] and not body["error"].isascii()  # Czech, with diacritics


def test_keep_alive_pipelining_and_expect_continue(live_server: str) -> None:
    host, port = _hostport(live_server)
    conn = http.client.HTTPConnection(host, port, timeout=10)
    for query in ("kryt", "útok"):
        conn.request("GET", "/api/search?" + urllib.parse.urlencode({"q": query}))
        response = conn.getresponse()
        assert response.status == 200 and json.loads(response.read())["query"] == query
    conn.close()
    one = b"GET /api/search?q=kryt HTTP/1.1\r\nHost: x\r\n\r\n"
    with socket.create_connection((host, port), timeout=10) as s:
        s.sendall(one + one.replace(b"Host: x", b"Host: x\r\nConnection: close"))
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    assert data.count(b"HTTP/1.1 200 OK") == 2
    body = json.dumps({"question": "Jaká je šance na zásah?", "game": "normandie",
                       "position": {"dice": 2, "total_defense": 8}}).encode()
    with socket.create_connection((host, port), timeout=10) as s:
        s.sendall(b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                  b"Expect: 100-continue\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n")
        assert s.recv(4096).startswith(b"HTTP/1.1 100 Continue")
        s.sendall(body)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    assert data.startswith(b"HTTP/1.1 200 OK") and b"51,0 %" in data
