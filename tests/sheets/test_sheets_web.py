"""The /tahaky form: picks game and topics, returns the PDF; Czech errors for bad input."""

from __future__ import annotations

import pytest
from flask import Flask

from assistant.sheets_web import bp


@pytest.fixture(scope="module")
def client():
    app = Flask(__name__)
    app.config.update(TESTING=True)
    app.register_blueprint(bp)
    return app.test_client()


def test_form_lists_games_and_topics(client) -> None:
    response = client.get("/tahaky")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "Taháky k tisku" in html
    for value in ("normandie:kopce", "memoir44:teren", "generalove:tabulky", "stalingrad:kryt"):
        assert f'value="{value}"' in html


def test_post_returns_custom_pdf(client) -> None:
    response = client.post("/tahaky", data={"hra": "normandie", "temata": ["normandie:kopce", "memoir44:teren"]})
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert response.data.startswith(b"%PDF")
    assert 'filename="normandie-kopce.pdf"' in response.headers["Content-Disposition"]


def test_link_with_plain_topics(client) -> None:
    response = client.get("/tahaky?hra=generalove&temata=kostky")
    assert response.status_code == 200
    assert response.data.startswith(b"%PDF")
    assert "generalove-kostky.pdf" in response.headers["Content-Disposition"]


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"hra": "šachy"}, "Neznámá hra"),
        ({"hra": "normandie", "temata": "letectvo"}, "Platná témata: tah, akce, boj, kopce, pravdepodobnosti"),
        ({"hra": "<script>alert(1)</script>"}, "&lt;script&gt;"),
    ],
)
def test_bad_input_is_czech_400(client, query: dict[str, str], message: str) -> None:
    response = client.post("/tahaky", data=query)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert message in html
    assert "<script>alert" not in html
