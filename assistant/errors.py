"""Every HTTP error as JSON ``{"error": "<Czech>", "code": "..."}`` (pages get the same in HTML)."""

from __future__ import annotations

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException, InternalServerError

from engine.api import FactError

MESSAGES: dict[int, tuple[str, str]] = {
    400: ("Chybný požadavek.", "bad_request"),
    404: ("Nenalezeno.", "not_found"),
    405: ("Tato metoda zde není povolena.", "method_not_allowed"),
    413: ("Požadavek je příliš velký (nejvýš 16 KB).", "too_large"),
    415: ("Nepodporovaný formát; pošlete JSON.", "unsupported_media_type"),
    422: ("Požadavek nelze zpracovat.", "unprocessable"),
    500: ("Interní chyba serveru.", "internal_error"),
}


def _wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def error_body(exc: HTTPException) -> tuple[dict[str, str], int]:
    status = exc.code or 500
    default_message, default_code = MESSAGES.get(status, (exc.name, exc.name.lower().replace(" ", "_")))
    # our own raises carry a Czech description; werkzeug's defaults are English, so use ours then
    description = exc.description if getattr(exc, "code_name", None) else default_message
    return {"error": description, "code": getattr(exc, "code_name", default_code)}, status


def fact_error_body(exc: FactError) -> tuple[dict[str, str], int]:
    """A fact that cannot be right is a 422 naming the fact (the same handler is on the ops branch)."""
    return {"error": exc.message, "code": "bad_fact", "field": exc.fact}, 422


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(FactError)
    def handle_fact(exc: FactError) -> tuple[Response | str, int]:
        body, status = fact_error_body(exc)
        if _wants_json():
            return jsonify(body), status
        return render_template("error.html", error=body["error"], status=status), status

    @app.errorhandler(HTTPException)
    def handle_http(exc: HTTPException) -> tuple[Response | str, int]:
        body, status = error_body(exc)
        if _wants_json():
            return jsonify(body), status
        return render_template("error.html", error=body["error"], status=status), status

    @app.errorhandler(Exception)
    def handle_unexpected(exc: Exception) -> tuple[Response | str, int]:
        app.logger.exception("unexpected error")
        return handle_http(InternalServerError())
