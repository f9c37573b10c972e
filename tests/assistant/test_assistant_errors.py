"""Bad input never gives a 500: JSON errors with Czech messages, and hostile input fired by hypothesis."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

HOSTILE_SETTINGS = settings(max_examples=40, deadline=None,
                            suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert set(body) == {"error", "code"} and body["error"]
    if code:
        assert body["code"] == code
    return body


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"question": ""}, 422, "empty"),
        ({"question": "   \x00\x07  "}, 422, "empty"),
        ({"question": 42}, 400, "wrong_type"),
        ({"question": ["útok"]}, 400, "wrong_type"),
        ({}, 400, "wrong_type"),
        ({"question": "x" * 1001}, 413, "too_long"),
        ({"question": "útok", "game": "sachy"}, 422, "unknown_game"),
        ({"question": "útok", "game": 5}, 422, "unknown_game"),
        ({"question": "útok", "position": [1, 2]}, 422, "bad_position"),
        ({"question": "útok", "position": {"dice": {"a": {"b": {"c": 1}}}}}, 422, "bad_position"),
    ],
)
def test_ask_rejects_bad_bodies(client: FlaskClient, body: dict[str, Any], status: int, code: str) -> None:
    _error(client.post("/api/ask", json=body), status, code)


def test_ask_rejects_non_json(client: FlaskClient) -> None:
    _error(client.post("/api/ask", data="question=útok", content_type="text/plain"), 400, "bad_json")
    _error(client.post("/api/ask", data="{nope", content_type="application/json"), 400, "bad_json")
    _error(client.post("/api/ask", data="[1, 2]", content_type="application/json"), 400, "bad_json")


def test_body_over_16_kb_is_413(client: FlaskClient) -> None:
    big = json.dumps({"question": "a", "pad": "x" * 17000})
    _error(client.post("/api/ask", data=big, content_type="application/json"), 413)


def test_error_messages_are_czech(client: FlaskClient) -> None:
    assert "prázdný" in _error(client.post("/api/ask", json={"question": ""}), 422)["error"]
    assert "Nenalezeno" in _error(client.get("/api/nic"), 404)["error"]
    assert "neexistuje" in _error(client.get("/api/rules/nic.takoveho"), 404, "unknown_rule")["error"]
    assert "metoda" in _error(client.get("/api/ask"), 405)["error"]


@pytest.mark.parametrize(
    ("params", "status", "code"),
    [
        ({}, 400, "missing_query"),
        ({"q": ""}, 422, "empty"),
        ({"q": "kryt", "limit": "abc"}, 422, "bad_limit"),
        ({"q": "kryt", "limit": "0"}, 422, "bad_limit"),
        ({"q": "kryt", "limit": "1000"}, 422, "bad_limit"),
        ({"q": "kryt", "game": "xyz"}, 422, "unknown_game"),
        ({"q": "k" * 1001}, 413, "too_long"),
    ],
)
def test_search_rejects_bad_params(client: FlaskClient, params: dict[str, str], status: int, code: str) -> None:
    _error(client.get("/api/search", query_string=params), status, code)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=50),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
HOSTILE_TEXT = st.one_of(
    st.text(max_size=300),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.sampled_from(["<script>alert(1)</script>", "'; DROP TABLE rules; --", "\u202eútok\u202c", "кryt ÚTOK 漢字",
                     "{{7*7}}", "%s%s%n", "../../etc/passwd", "\x00\x01\x02", "kryt\r\nSet-Cookie: x=1",
                     "Útočím 999999999999999999999 kostkami", "padlo " + "9 a " * 200 + "1"]),
)


@HOSTILE_SETTINGS
@given(question=HOSTILE_TEXT, game=st.sampled_from([None, "normandie", "stalingrad", "memoir44", "generalove"]))
def test_ask_never_fails_on_hostile_text(client: FlaskClient, question: str, game: str | None) -> None:
    body: dict[str, Any] = {"question": question}
    if game:
        body["game"] = game
    response = client.post("/api/ask", json=body)
    assert response.status_code in (200, 400, 413, 422), response.get_data(as_text=True)
    payload = response.get_json()
    if response.status_code == 200:
        assert {"game", "answer", "verdict", "numbers", "steps", "citations", "needs"} <= set(payload)
        assert payload["verdict"] in ("ano", "ne", None)
    else:
        assert set(payload) == {"error", "code"}


@HOSTILE_SETTINGS
@given(body=JSON_VALUES)
def test_ask_never_fails_on_random_json(client: FlaskClient, body: Any) -> None:
    response = client.post("/api/ask", data=json.dumps(body), content_type="application/json")
    assert response.status_code in (200, 400, 413, 422)
    assert response.is_json


@HOSTILE_SETTINGS
@given(position=st.dictionaries(st.sampled_from(["dice", "total_defense", "cover", "distance", "rolls", "attacker",
                                                  "target", "base_defense", "action", "rolled", "modifier",
                                                  "hill_target", "x"]), JSON_VALUES, max_size=5),
       game=st.sampled_from(["normandie", "stalingrad", "memoir44", "generalove"]))
def test_ask_never_fails_on_random_positions(client: FlaskClient, position: dict[str, Any], game: str) -> None:
    payload = {"question": "Jaká je šance na zásah?", "game": game, "position": position}
    body = json.dumps(payload)
    response = client.post("/api/ask", data=body, content_type="application/json")
    try:
        json.dumps(payload, allow_nan=False)
    except ValueError:  # NaN or Infinity: json.dumps writes them, but they are not JSON
        finite = False
    else:  # (a string "NaN" is JSON)
        finite = True
    if not finite:
        assert response.status_code == 400 and response.get_json()["code"] == "bad_json"
        return
    assert response.status_code in (200, 422), response.get_data(as_text=True)


@HOSTILE_SETTINGS
@given(query=HOSTILE_TEXT, limit=st.one_of(st.none(), st.text(max_size=5)))
def test_search_never_fails(client: FlaskClient, query: str, limit: str | None) -> None:
    params = {"q": query}
    if limit is not None:
        params["limit"] = limit
    response = client.get("/api/search", query_string=params)
    assert response.status_code in (200, 400, 413, 422)
    if response.status_code == 200:
        for hit in response.get_json()["results"]:
            assert "<script" not in hit["snippet"]


def test_page_escapes_the_question(client: FlaskClient) -> None:
    response = client.post("/zeptej-se", data={"otazka": "<script>alert(1)</script> útok na kopec"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html


def test_page_shows_czech_error_for_too_long_question(client: FlaskClient) -> None:
    response = client.post("/zeptej-se", data={"otazka": "a" * 1500})
    assert response.status_code == 413
    assert "příliš dlouhý" in response.get_data(as_text=True)


def test_root_explains_missing_docs(client: FlaskClient) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert "Dokumentace pravidel zatím není sestavená" in response.get_data(as_text=True)


@HOSTILE_SETTINGS
@given(question=HOSTILE_TEXT, game=st.one_of(st.none(), st.text(max_size=12)))
def test_page_never_fails(client: FlaskClient, question: str, game: str | None) -> None:
    data = {"otazka": question}
    if game is not None:
        data["hra"] = game
    response = client.post("/zeptej-se", data=data)
    assert response.status_code in (200, 400, 413, 422)
    assert response.mimetype == "text/html"


@pytest.mark.parametrize(
    "payload",
    ["<script>alert('x1')</script>", "<img src=x onerror=alert('x2')>", "\"><svg onload=alert('x3')>",
     "</textarea><b id=x4>tučně</b>"],
)
def test_page_never_echoes_markup(client: FlaskClient, payload: str) -> None:
    html = client.post("/zeptej-se", data={"otazka": payload + " kryt v normandii"}).get_data(as_text=True)
    assert payload not in html


def test_unknown_page_is_czech_html_404(client: FlaskClient) -> None:
    response = client.get("/neexistujici/stranka.html")
    assert response.status_code == 404
    assert response.mimetype == "text/html" and "Nenalezeno" in response.get_data(as_text=True)
