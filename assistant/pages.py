"""Pages for people: ``/zeptej-se`` (question box, answer rendered on the server) and the docs at ``/``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, current_app, render_template, request, send_from_directory
from werkzeug.exceptions import HTTPException, NotFound

from assistant import board
from assistant.display import number_line, numbers, quote
from assistant.errors import error_body
from assistant.forms import fact_fields, position_from_form, understood_line
from assistant.layout import init_layout, shared_file
from assistant.qa import answer_question
from assistant.resources import resources
from assistant.validation import clean_game, clean_text
from engine.api import FactError
from games import titles

bp = Blueprint("pages", __name__)
bp.record_once(lambda state: init_layout(state.app))
bp.add_app_template_filter(numbers, "numbers")
bp.add_app_template_filter(quote, "quote")


@bp.route("/zeptej-se", methods=["GET", "POST"])
def ask_page() -> tuple[str, int] | str:
    """The question box; an answer shows what was understood, with fields to correct or complete it."""
    values = request.form if request.method == "POST" else request.args
    raw_question = values.get("otazka", values.get("q"))
    raw_game = values.get("hra", "")
    raw_last = values.get("posledni_hra", "")
    answer = None
    error = None
    status = 200
    view: dict[str, Any] = {}
    if raw_question is not None:
        try:
            question = clean_text(raw_question, "Dotaz")
            game = clean_game(raw_game or None)
            last = clean_game(raw_last or None)
            position = position_from_form(game, values) if game else {}
            answer = answer_question(resources(), question, game, position or None, last)
            view = _answer_view(answer)
        except FactError as exc:
            error, status = exc.message, 422
        except HTTPException as exc:
            body, status = error_body(exc)
            error = body["error"]
    return render_template(
        "ask.html",
        question=(raw_question or "")[:1000],
        game=raw_game if raw_game in titles() else "",
        last_game=(answer or {}).get("game") or (raw_last if raw_last in titles() else ""),
        games=titles(),
        answer=answer,
        view=view,
        error=error,
        pr_game=(answer or {}).get("game") or (raw_game if raw_game in titles() else ""),
        pr_current="zeptej-se",
        pr_askbox=False,
    ), status


def _answer_view(answer: dict[str, Any]) -> dict[str, Any]:
    """What the template needs beyond the API payload: summary, number lines, understood line, fields."""
    lines = answer["answer"].splitlines()
    first = next((line for line in lines if line.strip()), "")
    view: dict[str, Any] = {
        "summary": re.sub(r"^\*\*(Ano|Ne)\*\*\s*—\s*|\*\*", "", first),
        "number_lines": [number_line(line[2:]) for line in lines if line.startswith("- ") and ":" in line],
        "fields": [],
        "understood": "",
    }
    understood = answer.get("understood")
    game = answer.get("game")
    if understood and game:
        placed = board.placed_facts(game, understood)
        if placed:
            view["board_url"] = board.board_url(game, placed)
        view["understood"] = understood_line(game, understood)
        view["fields"] = fact_fields(game, understood.get("facts", {}), answer.get("missing", []),
                                     understood.get("spans", {}))
    return view


def _docs_dir() -> Path:
    return Path(current_app.config["DOCS_DIR"])


@bp.get("/")
def index() -> Response | str:
    docs = _docs_dir()
    if (docs / "index.html").is_file():
        return send_from_directory(docs, "index.html")
    return render_template("nodocs.html", games=titles(), pr_current="")


@bp.get("/<path:filename>")
def docs_file(filename: str) -> Response | str:
    docs = _docs_dir()
    if (docs / filename).is_file():
        return send_from_directory(docs, filename)
    shared = shared_file(filename)  # the design's files, before the docs are built
    if shared is not None:
        return send_from_directory(shared.parent, shared.name)
    # Without the built docs site, rule pages are rendered from the corpus so citation links still work.
    rules = resources().rules_on_page("/" + filename)
    if not rules:
        raise NotFound()
    return render_template("rules_page.html", rules=rules, games=titles(), pr_game=rules[0]["game"],
                           pr_current=rules[0]["game"])
