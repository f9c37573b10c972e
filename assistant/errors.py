"""Every HTTP error as JSON ``{"error": "<Czech>", "code": "..."}`` (pages get the same in HTML).

A fact that cannot be right (:class:`engine.api.FactError`, raised by the typed facts and
by the position check) is a 422 that also names the fact:
``{"error": "<Czech>", "code": "bad_fact", "field": "<fact name>"}``.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException, InternalServerError

from engine.api import FactError

MESSAGES: dict[int, tuple[str, str]] = {
    400: ("Chybný požadavek.", "bad_request"),
    404: ("Nenalezeno.", "not_found"),
    405: ("Tato metoda zde není povolena.", "method_not_allowed"),
    408: ("Požadavek nedorazil celý včas.", "request_timeout"),
    411: ("Požadavek s tělem musí uvádět jeho délku (Content-Length).", "length_required"),
    413: ("Požadavek je příliš velký (nejvýš 16 KB).", "too_large"),
    414: ("Adresa požadavku je příliš dlouhá.", "uri_too_long"),
    415: ("Nepodporovaný formát; pošlete JSON.", "unsupported_media_type"),
    422: ("Požadavek nelze zpracovat.", "unprocessable"),
    429: ("Příliš mnoho požadavků; zkuste to za chvíli.", "too_many_requests"),
    431: ("Hlavičky požadavku jsou příliš velké.", "headers_too_large"),
    500: ("Interní chyba serveru.", "internal_error"),
    501: ("Tato metoda není podporována.", "not_implemented"),
    503: ("Služba je dočasně nedostupná.", "unavailable"),
}


def _wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def error_body(exc: HTTPException) -> tuple[dict[str, str], int]:
    status = exc.code or 500
    fallback = MESSAGES[500] if status >= 500 else (MESSAGES[400][0], exc.name.lower().replace(" ", "_"))
    default_message, default_code = MESSAGES.get(status, fallback)
    # our own raises carry a Czech description; werkzeug's defaults are English, so use ours then
    description = exc.description if getattr(exc, "code_name", None) else default_message
    return {"error": description, "code": getattr(exc, "code_name", default_code)}, status


def fact_error_body(exc: FactError) -> tuple[dict[str, str], int]:
    return {"error": exc.message, "code": "bad_fact", "field": exc.fact}, 422


def _respond(body: dict[str, Any], status: int) -> tuple[Response | str, int]:
    if _wants_json():
        return jsonify(body), status
    return render_template("error.html", error=body["error"], status=status), status


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def handle_http(exc: HTTPException) -> tuple[Response | str, int]:
        return _respond(*error_body(exc))

    @app.errorhandler(FactError)
    def handle_fact(exc: FactError) -> tuple[Response | str, int]:
        """A fact that cannot be right (unknown sector, value out of range): 422 naming the fact."""
        return _respond(*fact_error_body(exc))

    @app.errorhandler(Exception)
    def handle_unexpected(exc: Exception) -> tuple[Response | str, int]:
        app.logger.exception("unexpected error")
        return handle_http(InternalServerError())
