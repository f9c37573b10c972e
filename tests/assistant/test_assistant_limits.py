"""Hostile bodies and absurd numbers: Czech JSON errors, never a 500, never a held worker."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from assistant.app import create_app
from assistant.resources import Resources
from assistant.validation import MAX_JSON_DEPTH, POSITION_NUMBERS, json_depth
from engine.api import FactError
from rules_corpus.build import BuildSummary


def _json_error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["code"] == code and body["error"]
    return body


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1000, 5000])
def test_deeply_nested_json_is_a_czech_400(client: FlaskClient, depth: int) -> None:
    for opener, closer in (("[", "]"), ('{"a":', "}")):
        body = opener * depth + "1" + closer * depth
        if len(body) > 16 * 1024:
            continue
        error = _json_error(client.post("/api/ask", data=body, content_type="application/json"), 400, "too_deep")
        assert "vnořený příliš hluboko" in error["error"]
    wrapped = '{"question": "útok", "position": {"x": ' + "[" * depth + "]" * depth + "}}"
    if len(wrapped) <= 16 * 1024:
        _json_error(client.post("/api/ask", data=wrapped, content_type="application/json"), 400, "too_deep")


def test_nesting_is_measured_outside_strings(client: FlaskClient) -> None:
    assert json_depth('{"a": "[[[[{{{{", "b": [1, {"c": "]]]\\"[["}]}') == 3
    body = json.dumps({"question": "[" * 500 + " kryt v normandii", "game": "normandie"})
    assert client.post("/api/ask", data=body, content_type="application/json").status_code == 200


@pytest.mark.parametrize(("data", "code"), [
    (b'{"question": "\xff\xfe \xc3"}', "bad_json"),
    (b'{"question": "kryt", "position": {"dice": NaN}}', "bad_json"),
    (b'{"question": "kryt", "position": {"dice": Infinity}}', "bad_json"),
    (b'{"question": "kryt", "x": ' + b"9" * 5000 + b"}", "bad_json"),
])
def test_broken_bodies_are_czech_400s(client: FlaskClient, data: bytes, code: str) -> None:
    _json_error(client.post("/api/ask", data=data, content_type="application/json"), 400, code)


@pytest.mark.parametrize(("position", "field", "words"), [
    ({"dice": 10_000_000, "total_defense": 8}, "dice", "0–10"),
    ({"dice": 10**18, "total_defense": 8}, "dice", "zadáno 1000000000000000000"),
    ({"dice": -3, "total_defense": 8}, "dice", "počet kostek"),
    ({"dice": 2, "total_defense": -40}, "total_defense", "celková obrana"),
    ({"action": "útok", "attacker": "střelci", "target": "střelci", "distance": -5}, "distance", "vzdálenost"),
    ({"action": "útok", "attacker": "střelci", "target": "střelci", "distance": 10**6}, "distance", "0–20"),
    ({"dice": "NaN", "total_defense": 8}, "dice", "celé číslo"),
    ({"dice": "3", "total_defense": 8}, "dice", "celé číslo"),
    ({"dice": True, "total_defense": 8}, "dice", "celé číslo"),
    ({"dice": 2.5, "total_defense": 8}, "dice", "celé číslo"),
    ({"rolls": [3, 99]}, "rolls", "hozená čísla"),
    ({"card_values": {"tank": 1, "budova": 400}}, "card_values", "hodnota akce"),
    ({"cover": "9/1"}, "cover", "hodnota krytu"),
    ({"cover": "les"}, "cover", "hodnota krytu"),
    ({"nejaky_udaj": 10**7}, "nejaky_udaj", "mimo rozsah"),
])
def test_absurd_numbers_are_422_naming_the_fact(client: FlaskClient, position: dict[str, Any], field: str,
                                                words: str) -> None:
    started = time.perf_counter()
    response = client.post("/api/ask", json={"question": "Jaká je šance na zásah?", "game": "normandie",
                                             "position": position})
    assert time.perf_counter() - started < 1.0
    body = _json_error(response, 422, "bad_fact")
    assert body["field"] == field and words in body["error"]
    assert set(body) == {"error", "code", "field"}


@pytest.mark.parametrize("position", [
    {"dice": 2.0, "total_defense": 8},
    {"cover": "3/1", "base_defense": 4, "action": "útok", "attacker": "střelci", "target": "střelci",
     "hill_target": True, "distance": 2},
    {"dice": 1, "modifier": -1},
])
def test_numbers_in_range_are_answered(client: FlaskClient, position: dict[str, Any]) -> None:
    game = "generalove" if "modifier" in position else "normandie"
    response = client.post("/api/ask", json={"question": "Jaká je šance na zásah?", "game": game,
                                             "position": position})
    assert response.status_code == 200, response.get_json()


@pytest.mark.parametrize("game", ["normandie", "stalingrad", "memoir44", "generalove"])
def test_every_bound_keeps_evaluation_fast(client: FlaskClient, game: str) -> None:
    """Each bounded number at both ends of its range, on top of a full attack position: under 1 s each."""
    base = {"action": "útok", "attacker": "kulometčíci", "target": "střelci", "base_defense": 4, "cover": 2,
            "distance": 2, "dice": 3}
    slowest = 0.0
    for key, bound in POSITION_NUMBERS.items():
        for value in (bound.low, bound.high):
            position = {**base, key: [value] * 12 if key == "rolls" else value}
            started = time.perf_counter()
            response = client.post("/api/ask", json={"question": "Jaká je šance?", "game": game,
                                                     "position": position})
            slowest = max(slowest, time.perf_counter() - started)
            assert response.status_code in (200, 422), (key, value, response.get_data(as_text=True)[:300])
    assert slowest < 1.0


@pytest.fixture(scope="module")
def raising_app(resources: Resources, built_corpus: tuple[Path, BuildSummary],
                tmp_path_factory: pytest.TempPathFactory) -> Flask:
    """An app with one extra route that raises FactError, as typed facts do while a request is handled."""
    app = create_app({"TESTING": True, "RESOURCES": resources, "CORPUS_DIR": str(built_corpus[0]),
                      "DOCS_DIR": str(tmp_path_factory.mktemp("d") / "html")})

    def raise_fact() -> str:
        raise FactError("distance", "Údaj „vzdálenost v polích“ musí ležet v rozsahu 0–12 (zadáno 40).")

    app.add_url_rule("/api/fakt", "fakt", raise_fact)
    app.add_url_rule("/fakt", "fakt_page", raise_fact)
    return app


def test_fact_error_is_a_422_json_naming_the_field(raising_app: Flask) -> None:
    client = raising_app.test_client()
    body = _json_error(client.get("/api/fakt"), 422, "bad_fact")
    assert body == {"error": "Údaj „vzdálenost v polích“ musí ležet v rozsahu 0–12 (zadáno 40).",
                    "code": "bad_fact", "field": "distance"}
    page = client.get("/fakt")
    assert page.status_code == 422 and page.mimetype == "text/html"
    assert "vzdálenost v polích" in page.get_data(as_text=True)


@pytest.mark.parametrize(("status", "words"), [(414, "příliš dlouhá"), (431, "Hlavičky"), (408, "nedorazil"),
                                                (418, "Chybný požadavek"), (502, "Interní chyba")])
def test_every_status_has_a_czech_message(status: int, words: str) -> None:
    from werkzeug.exceptions import HTTPException

    from assistant.errors import error_body

    exc = HTTPException()
    exc.code = status
    body, code = error_body(exc)
    assert code == status and words in body["error"]
