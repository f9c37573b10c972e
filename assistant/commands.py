"""``pravidla ask`` and ``pravidla search``: the API's answers on the command line."""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from werkzeug.exceptions import HTTPException

from assistant.errors import error_body


def _app():  # type: ignore[no-untyped-def]
    from assistant.app import create_app
    from rules_corpus.build import ensure_corpus

    ensure_corpus()
    return create_app()


def _fail(exc: HTTPException, as_json: bool) -> int:
    body, _ = error_body(exc)
    print(json.dumps(body, ensure_ascii=False) if as_json else f"Chyba: {body['error']}", file=sys.stderr)
    return 2


def _payload(
    args: argparse.Namespace, text: str, build: Callable[[str, str | None], dict[str, Any]]
) -> dict[str, Any] | None:
    """Validate the text and game as the API does and build the payload in the app; None after a Czech error."""
    from assistant.validation import clean_game, clean_text

    app = _app()
    with app.app_context():
        try:
            cleaned = clean_text(text, "Dotaz")
            game = clean_game(getattr(args, "game", None))
        except HTTPException as exc:
            _fail(exc, args.json)
            return None
        return build(cleaned, game)


def _quiet_pipe(handler):  # type: ignore[no-untyped-def]
    """``pravidla ask … | head``: a closed pipe ends the output quietly."""

    def run(args: argparse.Namespace) -> int:
        try:
            return int(handler(args))
        except BrokenPipeError:
            sys.stderr.close()
            return 0

    run.__doc__ = handler.__doc__
    return run


@_quiet_pipe
def ask_cli(args: argparse.Namespace) -> int:
    from flask import current_app

    from assistant.qa import answer_question

    def build(text: str, game: str | None) -> dict[str, Any]:
        return answer_question(current_app.extensions["pravidla"], text, game)

    payload = _payload(args, args.question, build)
    if payload is None:
        return 2
    if args.json:
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    print(payload["answer"])
    if payload["citations"]:
        print("\nPravidla:")
        for c in payload["citations"]:
            print(f"- {c['id']} ({c['url']}): „{c['quote']}“")
    return 0


@_quiet_pipe
def search_cli(args: argparse.Namespace) -> int:
    from assistant.api import search_payload
    from assistant.validation import MAX_LIMIT

    limit = max(1, min(MAX_LIMIT, getattr(args, "limit", 10) or 10))
    payload = _payload(args, args.query, lambda text, game: search_payload(text, game, limit))
    if payload is None:
        return 2
    if args.json:
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    if not payload["results"]:
        suggestions = payload.get("suggestions") or []
        print("Nic nenalezeno." + (" Myslel jste: " + ", ".join(suggestions) + "?" if suggestions else ""))
    for i, hit in enumerate(payload["results"], 1):
        snippet = html.unescape(re.sub(r"</?mark>", "*", hit["snippet"]))
        print(f"{i}. {hit['title']} [{hit['id']}] {hit['url']}\n   {snippet}")
    return 0
