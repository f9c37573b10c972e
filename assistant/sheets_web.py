"""``/tahaky``: a form that picks a game and topics and returns the printable sheet (PDF).

``GET /tahaky`` shows the form; ``GET /tahaky?hra=normandie&temata=boj,kopce`` (a link
from the docs) or ``POST /tahaky`` with the same fields returns the PDF.  Bad input
gets the form again with a Czech error and status 400.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, request

from assistant.sheets import GAME_TITLES, GAMES, TOPICS, parse_topics, render_pdf, sheet_path, topics_for
from assistant.sheets.content import corpus_file

bp = Blueprint("sheets", __name__, template_folder="sheets/templates")


def _form(error: str | None = None, game: str = "", topics: Sequence[str] = (), status: int = 200,
          ) -> tuple[str, int]:
    html = render_template("tahaky.html", games=GAMES, titles=GAME_TITLES, topics=TOPICS, error=error,
                           game=game, chosen=list(topics))
    return html, status


def _corpus_dir() -> Path | None:
    value = current_app.config.get("CORPUS_DIR")
    return Path(value) if value else None


def _topics_of(game: str, raw: Sequence[str]) -> list[str] | None:
    """Form values are ``game:topic`` (the form lists every game's topics; keep the chosen game's);
    links may give plain ``topic`` keys, comma-separated."""
    keys = []
    for value in parse_topics(raw) or ():
        owner, sep, key = value.rpartition(":")
        if not sep:
            keys.append(value)
        elif owner == game:
            keys.append(key)
    return keys or None


@lru_cache(maxsize=32)
def _cached_pdf(game: str, topics: tuple[str, ...] | None, day: date, corpus_dir: Path | None,
                corpus_mtime: float) -> bytes:
    """One rendering per sheet, day and corpus version (a sheet takes about a second to render)."""
    return render_pdf(game, topics, today=day, corpus_dir=corpus_dir)


@bp.route("/tahaky", methods=["GET", "POST"])
def sheets_page() -> Response | tuple[str, int]:
    values = request.form if request.method == "POST" else request.args
    game = values.get("hra", values.get("game", "")).strip()
    raw_topics = values.getlist("temata") or values.getlist("topics")
    if request.method == "GET" and not game:
        return _form()
    if game not in GAMES:
        return _form(f"Neznámá hra „{game[:40]}“. Vyberte jednu z: {', '.join(GAMES)}.", status=400)
    topics = _topics_of(game, raw_topics)
    try:
        chosen = [t.key for t in topics_for(game, topics)] if topics else None
    except ValueError as exc:
        return _form(str(exc), game, topics or (), status=400)
    if chosen == [t.key for t in TOPICS[game]]:
        chosen = None  # every topic = the standard sheet
    corpus_dir = _corpus_dir()
    mtime = corpus_file(corpus_dir).stat().st_mtime
    pdf = _cached_pdf(game, tuple(chosen) if chosen else None, date.today(), corpus_dir, mtime)
    name = sheet_path(game, chosen).name
    return Response(pdf, mimetype="application/pdf",
                    headers={"Content-Disposition": f'inline; filename="{name}"'})
