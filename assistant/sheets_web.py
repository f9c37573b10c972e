"""``/tahaky``: the printable sheets of every game, with a preview of each, to download or print.

* ``GET /tahaky`` — every game's sheet: the first page as an image, its topics, a download
  button and a form to print only some topics; ``?hra=ID`` shows that game's sheet alone;
* ``GET /tahaky/<game>.pdf`` — the whole sheet (PDF); ``GET /tahaky/<game>.png`` — its first page;
* ``GET /tahaky?hra=ID&temata=a,b`` or ``POST /tahaky`` (``hra``, ``temata``) — a sheet of the
  chosen topics (PDF; no topics = the whole sheet).

Bad input gets the page again with a Czech error and status 400.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, render_template, request

from assistant.layout import init_layout
from assistant.sheets import GAME_TITLES, GAMES, TOPICS, parse_topics, render_pdf, sheet_path, topics_for
from assistant.sheets.content import corpus_file
from assistant.sheets.preview import first_page_png

bp = Blueprint("sheets", __name__, template_folder="templates")  # assistant/templates (base.html)
bp.record_once(lambda state: init_layout(state.app))


def _page(error: str | None = None, game: str = "", topics: Sequence[str] = (), status: int = 200,
          ) -> tuple[str, int]:
    shown = [game] if game in GAMES and not error else list(GAMES)
    html = render_template("tahaky.html", games=GAMES, shown=shown, titles=GAME_TITLES, topics=TOPICS,
                           error=error, game=game if game in GAMES else "", chosen=list(topics),
                           pr_game=game if game in GAMES else "", pr_current="tahaky")
    return html, status


def _corpus_dir() -> Path | None:
    value = current_app.config.get("CORPUS_DIR")
    return Path(value) if value else None


def _topics_of(game: str, raw: Sequence[str]) -> list[str] | None:
    """Form values are ``game:topic`` (each game's card has its own topics; keep the chosen game's);
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


@lru_cache(maxsize=8)
def _cached_preview(game: str, day: date, corpus_dir: Path | None, corpus_mtime: float) -> bytes | None:
    return first_page_png(_cached_pdf(game, None, day, corpus_dir, corpus_mtime))


def _pdf(game: str, chosen: list[str] | None) -> Response:
    corpus_dir = _corpus_dir()
    mtime = corpus_file(corpus_dir).stat().st_mtime
    pdf = _cached_pdf(game, tuple(chosen) if chosen else None, date.today(), corpus_dir, mtime)
    name = sheet_path(game, chosen).name
    return Response(pdf, mimetype="application/pdf", headers={"Content-Disposition": f'inline; filename="{name}"'})


@bp.route("/tahaky", methods=["GET", "POST"])
def sheets_page() -> Response | tuple[str, int]:
    values = request.form if request.method == "POST" else request.args
    game = values.get("hra", values.get("game", "")).strip()
    raw_topics = values.getlist("temata") or values.getlist("topics")
    if request.method == "GET" and not raw_topics:
        if game and game not in GAMES:
            return _page(f"Neznámá hra „{game[:40]}“. Vyberte jednu z her níže.", status=400)
        return _page(game=game)
    if game not in GAMES:
        return _page(f"Neznámá hra „{game[:40]}“. Vyberte jednu z her níže.", status=400)
    topics = _topics_of(game, raw_topics)
    try:
        chosen = [t.key for t in topics_for(game, topics)] if topics else None
    except ValueError as exc:
        return _page(str(exc), game, topics or (), status=400)
    if chosen == [t.key for t in TOPICS[game]]:
        chosen = None  # every topic = the standard sheet
    return _pdf(game, chosen)


@bp.get("/tahaky/<game>.pdf")
def sheet_pdf(game: str) -> Response:
    if game not in GAMES:
        abort(404)
    return _pdf(game, None)


@bp.get("/tahaky/<game>.png")
def sheet_preview(game: str) -> Response:
    """The sheet's first page as an image (the page's preview)."""
    if game not in GAMES:
        abort(404)
    corpus_dir = _corpus_dir()
    png = _cached_preview(game, date.today(), corpus_dir, corpus_file(corpus_dir).stat().st_mtime)
    if png is None:
        abort(404)
    return Response(png, mimetype="image/png", headers={"Cache-Control": "max-age=3600"})
