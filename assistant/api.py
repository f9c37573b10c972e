"""JSON API under ``/api/`` (shapes fixed by shared/contracts/interfaces.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import BadRequest, MethodNotAllowed, NotFound

import games
from assistant import board
from assistant.qa import answer_question
from assistant.resources import resources
from assistant.search_api import search_payload_for
from assistant.validation import (
    InputError,
    clean_ask,
    clean_game,
    clean_intent,
    clean_limit,
    clean_position,
    clean_text,
    json_body,
)
from engine.registry import ENGINES

bp = Blueprint("api", __name__, url_prefix="/api")


def search_payload(query: str, game: str | None, limit: int, prefer: str | None = None) -> dict[str, Any]:
    """See :mod:`assistant.search_api` for the shape (the contract's, plus additive keys)."""
    return search_payload_for(resources(), query, game, limit, prefer)


@bp.get("/search")
def search() -> Response:
    query = clean_text(request.args.get("q"), "Dotaz", required=True) if "q" in request.args else None
    if query is None:
        err = BadRequest("Chybí parametr q (hledaný text).")
        err.code_name = "missing_query"  # type: ignore[attr-defined]
        raise err
    game = clean_game(request.args.get("game"))
    prefer = clean_game(request.args.get("prefer"))
    limit = clean_limit(request.args.get("limit"))
    return jsonify(search_payload(query, game, limit, prefer))


OPENAPI = Path(__file__).with_name("openapi.yaml")


@bp.get("/openapi.yaml")
def openapi() -> Response:
    """The OpenAPI description of this API (the one the fuzzing tests are generated from)."""
    return Response(OPENAPI.read_bytes(), mimetype="application/yaml")


@bp.get("/rules/<path:rule_id>")
def rule(rule_id: str) -> Response:
    found = resources().rule_json(rule_id)
    if found is None:
        err = NotFound(f"Pravidlo „{rule_id[:80]}“ neexistuje.")
        err.code_name = "unknown_rule"  # type: ignore[attr-defined]
        raise err
    return jsonify(found)


@bp.route("/evaluate", methods=["GET", "PUT", "DELETE", "PATCH"])
@bp.route("/ask", methods=["GET", "PUT", "DELETE", "PATCH"])
def ask_wrong_method() -> Response:
    """Without this, GET /api/ask would fall through to the docs route and read as 404."""
    raise MethodNotAllowed(valid_methods=["POST"])


@bp.post("/ask")
def ask() -> Response:
    body = json_body()
    if not isinstance(body, dict):
        err = BadRequest("Tělo požadavku musí být objekt JSON s polem „question“.")
        err.code_name = "bad_json"  # type: ignore[attr-defined]
        raise err
    question = clean_text(body.get("question"), "Dotaz")
    game = clean_game(body.get("game"))
    last_game = clean_game(body.get("last_game"))  # the game the page asked about last: decides a tie
    position = clean_position(body.get("position"))
    return jsonify(answer_question(resources(), question, game, position, last_game))


@bp.post("/evaluate")
def evaluate() -> Response:
    """A position without words (the board): game, intent and the game's canonical facts -> the answer and
    what the board draws (see :mod:`assistant.board`)."""
    body = json_body()
    if not isinstance(body, dict):
        err = BadRequest("Tělo požadavku musí být objekt JSON s poli „game“ a „facts“.")
        err.code_name = "bad_json"  # type: ignore[attr-defined]
        raise err
    game = clean_game(body.get("game"))
    if game is None:
        raise InputError("Chybí hra (pole „game“).", "missing_game")
    if board.board_of(game) is None:
        raise InputError(f"Pro hru {games.title(game)} zatím mapa není.", "no_board")
    facts = clean_position(body.get("facts"), "facts")
    intent = clean_intent(body.get("intent"))
    ask = clean_ask(body.get("ask"), ENGINES[games.get(game).engine].propositions)
    return jsonify(board.evaluate(resources(), game, facts, intent, ask))
