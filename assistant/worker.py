"""A gunicorn ``gthread`` worker that buffers each whole request before a thread takes it.

Why: the assistant is served on café Wi-Fi and club LANs, straight from gunicorn
(no buffering proxy in front).  A client that connects and sends nothing, sends a
byte a second, or speaks TLS to the HTTP port would otherwise hold a thread (or,
with sync workers, a whole worker: two such clients stalled the app for 30 s).
Here a connection waits in the worker's poller (no thread) until its request line,
headers and body are all in — or until :data:`REQUEST_TIMEOUT` runs out, when it
gets a Czech 408 and is closed.  Threads only ever run complete requests, so they
never wait on a network; kept-alive connections go back to the same buffering.

Errors that gunicorn answers itself (a request line past the limit, oversized
headers, a malformed request) get the contract's JSON error with a Czech message
instead of gunicorn's English HTML page.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import selectors
import socket
import struct
import time
from functools import partial
from typing import Any

from gunicorn.http import errors as http_errors
from gunicorn.workers.gthread import TConn, ThreadWorker

from assistant.errors import MESSAGES

# the whole request must arrive within this many seconds (from accept, or from a kept-alive request's
# first readable byte); PRAVIDLA_REQUEST_TIMEOUT sets it (the tests use a short one)
REQUEST_TIMEOUT = float(os.environ.get("PRAVIDLA_REQUEST_TIMEOUT", "10"))
SEND_TIMEOUT = 10  # s: a client that does not read its answer loses the connection
MAX_BODY = 16 * 1024  # as the app's MAX_CONTENT_LENGTH
# The request line holds any query the app accepts: 1000 characters of any script percent-encode
# to at most 12,000 bytes (4-byte UTF-8, three bytes of "%XX" each); Czech letters take 6.
MAX_REQUEST_LINE = 16 * 1024
MAX_HEAD = 64 * 1024  # request line and all headers
_CONTENT_LENGTH = re.compile(rb"\r\ncontent-length:[ \t]*([^\r\n]*)", re.IGNORECASE)
_CHUNKED = re.compile(rb"\r\ntransfer-encoding:[^\r\n]*chunked", re.IGNORECASE)
_EXPECT = re.compile(rb"\r\nexpect:[ \t]*100-continue[ \t]*(?=\r\n)", re.IGNORECASE)

# gunicorn's parse errors -> HTTP status (its own choices, answered in Czech JSON here)
_STATUS: tuple[tuple[type[BaseException], int], ...] = (
    (http_errors.LimitRequestLine, 414),
    (http_errors.LimitRequestHeaders, 431),
    (http_errors.UnsupportedTransferCoding, 501),
    (http_errors.ExpectationFailed, 417),
    (http_errors.ForbiddenProxyRequest, 403),
    (http_errors.ParseException, 400),
)
_REASONS = {400: "Bad Request", 403: "Forbidden", 408: "Request Timeout", 413: "Payload Too Large",
            414: "URI Too Long", 417: "Expectation Failed", 431: "Request Header Fields Too Large",
            500: "Internal Server Error", 501: "Not Implemented"}
_EXTRA = {414: ("Adresa požadavku je příliš dlouhá; dotaz smí mít nejvýš 1000 znaků.", "too_long"),
          417: ("Požadavek uvádí nesplnitelné očekávání (Expect).", "expectation_failed"),
          403: ("Přístup odepřen.", "forbidden")}


def error_response(status: int) -> bytes:
    """A complete HTTP response carrying the contract's JSON error for ``status``; closes the connection."""
    message, code = _EXTRA.get(status) or MESSAGES.get(status) or MESSAGES[400 if status < 500 else 500]
    body = json.dumps({"error": message, "code": code}, ensure_ascii=False).encode("utf-8")
    head = (f"HTTP/1.1 {status} {_REASONS.get(status, 'Error')}\r\nConnection: close\r\n"
            f"Content-Type: application/json; charset=utf-8\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode("ascii") + body


def request_state(data: bytes | bytearray) -> int | str:
    """``"complete"``, ``"partial"``, ``"parse"`` (let gunicorn's parser judge a Content-Length that is
    no number) or the status that refuses it now: 414 (request line), 431 (headers), 413 (body)."""
    line_end = data.find(b"\r\n")
    if line_end > MAX_REQUEST_LINE or (line_end < 0 and len(data) > MAX_REQUEST_LINE):
        return 414
    end = data.find(b"\r\n\r\n")
    if end < 0:
        return 431 if len(data) > MAX_HEAD else "partial"
    head, body = bytes(data[:end]), len(data) - end - 4
    if _CHUNKED.search(head):
        return "complete" if data.endswith(b"0\r\n\r\n") else (413 if body > MAX_BODY else "partial")
    match = _CONTENT_LENGTH.search(head)
    if match is None:
        return "complete"
    raw = match.group(1).strip()
    if not raw.isdigit():
        return "parse"
    length = int(raw)
    if length > MAX_BODY:
        return 413
    return "complete" if body >= length else "partial"


class BufferingWorker(ThreadWorker):  # type: ignore[misc]
    """``gthread`` with whole-request buffering in the poller (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.buffering: dict[TConn, float] = {}  # connection -> deadline

    @classmethod
    def check_config(cls, cfg: Any, log: Any) -> None:
        super().check_config(cfg, log)
        if cfg.is_ssl:
            raise RuntimeError("BufferingWorker serves plain HTTP only (requests are read before TLS would be)")

    # -- every new or kept-alive request goes through here (accept and keep-alive call enqueue_req)

    def enqueue_req(self, conn: TConn) -> None:
        if getattr(conn, "buffered", None) is not None:  # complete: a thread takes it
            super().enqueue_req(conn)
            return
        leftover = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        conn.inbox = bytearray(leftover)
        conn.continued = False
        conn.sock.setblocking(False)
        self.buffering[conn] = time.monotonic() + REQUEST_TIMEOUT
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_readable, conn))
        self._advance(conn)  # pipelined bytes may already hold a whole request

    def _on_readable(self, conn: TConn, _sock: socket.socket) -> None:
        try:
            chunk = conn.sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:  # the client went away
            self._leave(conn)
            self._close(conn)
            return
        conn.inbox += chunk
        self._advance(conn)

    def _advance(self, conn: TConn) -> None:
        """Dispatch a complete request, refuse an oversized one (Czech JSON error), or keep waiting."""
        state = request_state(conn.inbox)
        if state == "partial":
            end = conn.inbox.find(b"\r\n\r\n")
            if end >= 0 and not conn.continued and _EXPECT.search(bytes(conn.inbox[: end + 2])):
                conn.continued = True  # the client waits for this before it sends the body
                self._send(conn, b"HTTP/1.1 100 Continue\r\n\r\n")
            return
        self._leave(conn)
        if isinstance(state, int):
            self._send(conn, error_response(state))
            self._close(conn)
            return
        data = bytes(conn.inbox)
        if conn.continued:  # answered already: gunicorn must not send a second "100 Continue"
            end = data.find(b"\r\n\r\n")
            data = _EXPECT.sub(b"", data[: end + 2]) + data[end + 2:]
        conn.buffered = data
        conn.inbox = bytearray()
        conn.data_ready = True  # gthread must not wait for data again
        self.enqueue_req(conn)

    def handle(self, conn: TConn) -> Any:
        """In a thread: feed the buffered request to gunicorn's parser, then handle it as gthread does."""
        data = conn.buffered or b""
        conn.buffered = None
        conn.sock.setblocking(True)
        # the request is all here; these only bound a client that stops reading its answer (or a
        # request framing the check above misjudged): the thread gets an error instead of waiting
        timeout = struct.pack("ll", SEND_TIMEOUT, 0)
        conn.sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, timeout)
        conn.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, timeout)
        conn.init()
        if data:
            conn.parser.unreader.unread(data)
        return super().handle(conn)

    # -- timeouts and closing

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        for conn, deadline in list(self.buffering.items()):
            if deadline <= now:
                self._leave(conn)
                if conn.inbox:  # a request was started: tell the client why it ends
                    self._send(conn, error_response(408))
                self._close(conn)

    def _leave(self, conn: TConn) -> None:
        """Out of the buffering stage (and the poller)."""
        self.buffering.pop(conn, None)
        with contextlib.suppress(KeyError, ValueError, OSError):
            self.poller.unregister(conn.sock)

    def _close(self, conn: TConn) -> None:
        self.nr_conns -= 1
        conn.close()

    @staticmethod
    def _send(conn: TConn, data: bytes) -> None:
        with contextlib.suppress(OSError):
            conn.sock.send(data)  # non-blocking, best effort: small, fits the socket buffer

    # -- gunicorn's own error answers, in the contract's JSON

    def handle_error(self, req: Any, client: socket.socket, addr: Any, exc: BaseException) -> None:
        status = next((code for kind, code in _STATUS if isinstance(exc, kind)), 500)
        if status == 500:
            self.log.exception("Error handling request")
        else:
            self.log.warning("Invalid request from %s: %s", (addr or ("",))[0], exc)
        try:
            client.setblocking(True)
            client.sendall(error_response(status))
        except OSError:
            self.log.debug("Failed to send error message.")
