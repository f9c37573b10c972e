"""Load: 20 clients for 30 s against the production server, p95 per endpoint and a static file.

Starts ``assistant.server.serve`` (two BufferingWorker processes) on a free loopback
port; each client thread keeps one HTTP/1.1 connection and cycles through the
endpoints — ``GET /api/search`` and ``POST /api/ask`` with the evaluation sets'
inputs, ``GET /api/rules/<id>``, the question page ``POST /zeptej-se`` and a static
file (``/static/assistant.css``, the floor: what the server costs without the app's
work).  Reports per endpoint: requests, errors (any non-200 or a broken connection;
0 expected), p50/p95/max latency; and the throughput.  Clients and server share the
machine's two cores, so the figures include the clients' own cost.

Run: ``.venv/bin/python bench/bench_load.py [--clients 20] [--duration 30]``
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.bench_assistant import EVAL, free_port, pct, start_server, stop_server  # noqa: E402


def requests_to_send() -> list[tuple[str, str, str, bytes | None, dict[str, str]]]:
    """(endpoint label, method, path, body, headers) in the order the clients cycle through."""
    searches = [item["query"] for item in json.loads((EVAL / "search.json").read_text(encoding="utf-8"))]
    questions = json.loads((EVAL / "qa.json").read_text(encoding="utf-8"))
    corpus = json.loads((REPO / "build" / "corpus" / "corpus.json").read_text(encoding="utf-8"))
    rule_ids = [rule["id"] for rule in corpus["rules"]][::7]
    json_headers = {"Content-Type": "application/json"}
    form_headers = {"Content-Type": "application/x-www-form-urlencoded"}
    out: list[tuple[str, str, str, bytes | None, dict[str, str]]] = []
    for i in range(max(len(searches), len(questions), len(rule_ids))):
        query = searches[i % len(searches)]
        item = questions[i % len(questions)]
        out.append(("GET /api/search", "GET", "/api/search?" + urllib.parse.urlencode({"q": query}), None, {}))
        body = json.dumps({"question": item["question"], "game": item["game"]}).encode()
        out.append(("POST /api/ask", "POST", "/api/ask", body, json_headers))
        out.append(("GET /api/rules/<id>", "GET", "/api/rules/" + urllib.parse.quote(rule_ids[i % len(rule_ids)]),
                    None, {}))
        form = urllib.parse.urlencode({"otazka": item["question"], "hra": item["game"]}).encode()
        out.append(("POST /zeptej-se", "POST", "/zeptej-se", form, form_headers))
        out.append(("GET /static (soubor)", "GET", "/static/assistant.css", None, {}))
    return out


def run_load(port: int, clients: int, duration: float) -> tuple[dict[str, list[float]], dict[str, int], float]:
    plan = requests_to_send()
    times: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    lock = threading.Lock()
    stop_at = time.perf_counter() + duration

    def client(n: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        i = n * 7
        mine: dict[str, list[float]] = defaultdict(list)
        failed: dict[str, int] = defaultdict(int)
        while time.perf_counter() < stop_at:
            label, method, path, body, headers = plan[i % len(plan)]
            i += 1
            started = time.perf_counter()
            try:
                conn.request(method, path, body=body, headers=headers)
                response = conn.getresponse()
                response.read()
                ok = response.status == 200
            except (OSError, http.client.HTTPException):
                ok = False
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            mine[label].append(time.perf_counter() - started)
            failed[label] += not ok
        conn.close()
        with lock:
            for label, values in mine.items():
                times[label].extend(values)
                errors[label] += failed[label]

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return times, errors, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--workers", type=int, default=2)
    args, _ = parser.parse_known_args(argv)
    port = free_port()
    proc, startup = start_server(port, args.workers)
    try:
        load_before = os.getloadavg()[0]
        times, errors, elapsed = run_load(port, args.clients, args.duration)
        total = sum(len(v) for v in times.values())
        print(f"Zátěž: {args.clients} klientů × {elapsed:.0f} s proti gunicornu ({args.workers} workery, start "
              f"{startup:.1f} s); {total} požadavků = {total / elapsed:.0f} req/s, chyb {sum(errors.values())}; "
              f"zátěž stroje před během {load_before:.1f} na {os.cpu_count()} jádrech")
        for label in sorted(times, key=lambda k: -pct(times[k], 0.95)):
            values = times[label]
            print(f"  {label:<22} n={len(values):>5}  chyb {errors[label]}  p50 {pct(values, 0.5):6.1f} ms  "
                  f"p95 {pct(values, 0.95):6.1f} ms  max {max(values) * 1000:6.1f} ms")
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main())
