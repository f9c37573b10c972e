"""``/na-mape``: a game's board to place a position on, answered by the game's engine.

``GET /na-mape?hra=memoir44&attacker_hex=C5&…`` renders the board with the position of
the link (one parameter per canonical fact, see :func:`assistant.board.facts_from_args`)
and the engine's answer to it; the page's script re-asks ``POST /api/evaluate`` after
every change and keeps the address in step, so the address is always a link that
reproduces the position.  A fact that cannot be right is shown as a Czech error (422)
with the board empty.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, render_template, request, url_for

import games
from assistant import board
from assistant.resources import resources
from docsite.terrain import cards_html, has_terrain_cards
from engine.api import FactError

bp = Blueprint("board", __name__)


@bp.get("/na-mape")
def board_page() -> tuple[str, int]:
    choices = board.board_games()
    raw_game = request.args.get("hra", "")
    game = raw_game if raw_game in choices else choices[0]
    error = None
    status = 200
    if raw_game and raw_game not in choices:
        error, status = f"Pro tuto hru mapa není; zobrazuji {games.title(game)}.", 422
    facts: dict[str, Any] = {}
    try:
        facts = board.facts_from_args(game, request.args) if not error else {}
        payload = board.evaluate(resources(), game, facts)
    except FactError as exc:
        error, status = exc.message, 422
        payload = board.evaluate(resources(), game, {})
    spec = board.board_of(game)
    assert spec is not None
    return render_template(
        "board.html",
        game=game,
        kind=games.get(game).engine,
        title=games.title(game),
        games=[(g, games.title(g)) for g in choices],
        drawing=spec.drawing(game),
        tools=spec.tools(game),
        payload=payload,
        question=spec.question,
        ask_url=url_for("pages.ask_page"),
        error=error,
        terrain_cards=cards_html() if has_terrain_cards(game) else "",
    ), status
