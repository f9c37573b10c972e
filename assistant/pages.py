"""Pages for people: ``/zeptej-se`` (question box, answer rendered on the server) and the docs at ``/``."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, request, send_from_directory
from werkzeug.exceptions import HTTPException, NotFound

from assistant.app import resources
from assistant.errors import error_body
from assistant.qa import answer_question
from assistant.validation import clean_game, clean_text
from games import titles

bp = Blueprint("pages", __name__)


@bp.route("/zeptej-se", methods=["GET", "POST"])
def ask_page() -> tuple[str, int] | str:
    values = request.form if request.method == "POST" else request.args
    raw_question = values.get("otazka", values.get("q"))
    raw_game = values.get("hra", "")
    answer = None
    error = None
    status = 200
    if raw_question is not None:
        try:
            question = clean_text(raw_question, "Dotaz")
            game = clean_game(raw_game or None)
            answer = answer_question(resources(), question, game)
            answer["number_lines"] = [
                line[2:] for line in answer["answer"].splitlines() if line.startswith("- ")
            ]
        except HTTPException as exc:
            body, status = error_body(exc)
            error = body["error"]
    return render_template(
        "ask.html",
        question=(raw_question or "")[:1000],
        game=raw_game if raw_game in titles() else "",
        games=titles(),
        answer=answer,
        error=error,
    ), status


def _docs_dir() -> Path:
    return Path(current_app.config["DOCS_DIR"])


@bp.get("/")
def index() -> Response | str:
    docs = _docs_dir()
    if (docs / "index.html").is_file():
        return send_from_directory(docs, "index.html")
    return render_template("nodocs.html", games=titles())


@bp.get("/<path:filename>")
def docs_file(filename: str) -> Response | str:
    docs = _docs_dir()
    if (docs / filename).is_file():
        return send_from_directory(docs, filename)
    # Without the built docs site, rule pages are rendered from the corpus so citation links still work.
    rules = resources().rules_on_page("/" + filename)
    if not rules:
        raise NotFound()
    return render_template("rules_page.html", rules=rules, games=titles())
