"""Assistant quality and speed against a real gunicorn server on a free loopback port.

Quality (development sets, never special-cased in code):
* ``qa.json`` through ``POST /api/ask``, twice: with the question text only, and with the
  item's ``position`` facts sent along.  An answer is correct when the verdict matches and
  every expected number is present (any key of ``numbers`` or in the answer text, to 4
  decimals or as a percentage).  Also reported: answers with at least one citation, and
  answers mentioning every ``must_mention`` term (stems, so inflected forms count).
* ``search.json`` through ``GET /api/search``: the rule holding ``expect_quote`` (compared
  loosely: folded, fuzzy, since the quote is raw manual text) among the top 3.

Speed: p50/p95 latency of /api/search and /api/ask over the evaluation inputs, throughput
with 20 concurrent clients for a bounded time (zero errors expected), start-up time and
memory (RSS and PSS) per gunicorn worker.

Run: ``.venv/bin/python bench/bench_assistant.py [--duration 30] [--clients 20]``
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import defaultdict
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from lang.czech_stem import fold, terms
from rules_corpus.paths import REPO_ROOT, shared_dir

EVAL = shared_dir() / "eval"


# ---------------------------------------------------------------- server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, workers: int) -> tuple[subprocess.Popen[bytes], float]:
    code = f"from assistant.server import serve; serve('127.0.0.1', {port}, {workers})"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=REPO_ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/api/search?q=kryt"
    for _ in range(600):  # at most 60 s
        if proc.poll() is not None:
            raise RuntimeError("server exited: " + (proc.stderr.read().decode() if proc.stderr else ""))
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return proc, time.perf_counter() - start
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.1)
    proc.terminate()
    raise RuntimeError("server did not start within 60 s")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


def worker_memory(master_pid: int) -> list[tuple[int, int, int]]:
    """(pid, RSS kB, PSS kB) of the gunicorn processes under the master (the master's children)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            if ppid != master_pid:
                continue
            rollup = (entry / "smaps_rollup").read_text()
        except (OSError, ValueError, IndexError):
            continue
        fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup.splitlines()[1:] if ":" in line}
        out.append((int(entry.name), fields.get("Rss", 0), fields.get("Pss", 0)))
    return out


# ---------------------------------------------------------------- http


def get(base: str, path: str, params: dict[str, str]) -> tuple[int, Any, float]:
    url = f"{base}{path}?{urllib.parse.urlencode(params)}"
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            body = r.read()
            status = r.status
    except urllib.error.HTTPError as e:
        body, status = e.read(), e.code
    return status, json.loads(body), time.perf_counter() - start


def post(base: str, path: str, payload: dict[str, Any]) -> tuple[int, Any, float]:
    data = json.dumps(payload).encode()
    req = urllib.request.Request(f"{base}{path}", data=data, headers={"Content-Type": "application/json"})
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
            status = r.status
    except urllib.error.HTTPError as e:
        body, status = e.read(), e.code
    return status, json.loads(body), time.perf_counter() - start


# ---------------------------------------------------------------- quality


def number_present(answer: dict[str, Any], value: float) -> bool:
    for found in _flat(answer.get("numbers", {})):
        if isinstance(found, int | float) and not isinstance(found, bool) and abs(found - value) < 5e-4:
            return True
    text = answer.get("answer", "").replace("\u00a0", " ")
    candidates = {str(value), str(value).replace(".", ",")}
    if float(value).is_integer():
        candidates.add(str(int(value)))
    if 0 < value < 1:
        for digits in (1, 2):
            pct = f"{value * 100:.{digits}f}"
            candidates.update({pct + " %", pct.replace(".", ",") + " %", pct + "%", pct.replace(".", ",") + "%"})
    tokens = set(text.replace("(", " ").replace(")", " ").replace(":", " ").split())
    return any(c in text if "%" in c else c in tokens or c + "." in tokens or c + "," in tokens for c in candidates)


def _flat(numbers: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    for v in numbers.values():
        out.extend(v if isinstance(v, list) else [v])
    return out


def mentions(answer: dict[str, Any], term: str) -> bool:
    haystack = set(terms(answer.get("answer", "") + " " + " ".join(c["quote"] for c in answer.get("citations", []))))
    return all(k in haystack for k in terms(term))


def run_qa(base: str, with_position: bool) -> dict[str, Any]:
    items = json.loads((EVAL / "qa.json").read_text(encoding="utf-8"))
    by: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    cited = mention_ok = correct = 0
    failures = []
    for item in items:
        payload: dict[str, Any] = {"question": item["question"], "game": item["game"]}
        if with_position:
            payload["position"] = item["position"]
        status, answer, _ = post(base, "/api/ask", payload)
        expect = item["expect"]
        ok = status == 200 and answer["verdict"] == expect["verdict"] and all(
            number_present(answer, float(v)) for v in expect["numbers"].values()
        )
        missing = [k for k, v in expect["numbers"].items() if status != 200 or not number_present(answer, float(v))]
        cited += bool(status == 200 and answer["citations"])
        mention_ok += bool(status == 200 and all(mentions(answer, t) for t in expect.get("must_mention", [])))
        correct += ok
        for key in ((item["game"], "*"), ("*", item["kind"]), (item["game"], item["kind"])):
            by[key][0] += ok
            by[key][1] += 1
        if not ok:
            failures.append(f"{item['id']}: verdict {answer.get('verdict')!r} (chtěno {expect['verdict']!r}), "
                            f"chybí čísla {missing}, needs {answer.get('needs')}")
    return {"n": len(items), "correct": correct, "cited": cited, "mentions": mention_ok, "by": by,
            "failures": failures}


def quote_matches(quote: str, text: str) -> bool:
    q, t = fold(quote), fold(text)
    return fuzz.partial_ratio(q, t) >= 85


def run_search(base: str) -> dict[str, Any]:
    items = json.loads((EVAL / "search.json").read_text(encoding="utf-8"))
    by: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    found = 0
    failures = []
    for item in items:
        _, body, _ = get(base, "/api/search", {"q": item["query"], "game": item["game"], "limit": "3"})
        ok = False
        for hit in body["results"]:
            _, rule, _ = get(base, f"/api/rules/{urllib.parse.quote(hit['id'])}", {})
            if quote_matches(item["expect_quote"], rule.get("title", "") + " " + rule.get("text", "")):
                ok = True
                break
        found += ok
        by[item["game"]][0] += ok
        by[item["game"]][1] += 1
        if not ok:
            failures.append(f"{item['id']} „{item['query']}“ -> {[h['id'] for h in body['results']]}")
    return {"n": len(items), "found": found, "by": by, "failures": failures}


# ---------------------------------------------------------------- speed


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def latency(base: str, rounds: int) -> dict[str, list[float]]:
    searches = [i["query"] for i in json.loads((EVAL / "search.json").read_text(encoding="utf-8"))]
    questions = json.loads((EVAL / "qa.json").read_text(encoding="utf-8"))
    out: dict[str, list[float]] = {"search": [], "ask": []}
    for _ in range(rounds):
        for q in searches:
            out["search"].append(get(base, "/api/search", {"q": q})[2])
        for item in questions:
            out["ask"].append(post(base, "/api/ask", {"question": item["question"], "game": item["game"]})[2])
    return out


def throughput(base: str, clients: int, duration: float) -> tuple[int, int, float]:
    searches = [i["query"] for i in json.loads((EVAL / "search.json").read_text(encoding="utf-8"))]
    questions = json.loads((EVAL / "qa.json").read_text(encoding="utf-8"))
    done = [0] * clients
    errors = [0] * clients
    stop_at = time.perf_counter() + duration

    def client(n: int) -> None:
        i = n
        while time.perf_counter() < stop_at:
            try:
                if i % 2:
                    status = get(base, "/api/search", {"q": searches[i % len(searches)]})[0]
                else:
                    item = questions[i % len(questions)]
                    status = post(base, "/api/ask", {"question": item["question"], "game": item["game"]})[0]
                done[n] += 1
                errors[n] += status != 200
            except Exception:
                errors[n] += 1
            i += 1

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return sum(done), sum(errors), time.perf_counter() - start


# ---------------------------------------------------------------- report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=30.0, help="throughput run in seconds (default 30)")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5, help="latency rounds over the evaluation inputs")
    parser.add_argument("--workers", type=int, default=2)
    args, _ = parser.parse_known_args(argv)  # `python -m bench bench_assistant` passes the script name along

    port = free_port()
    proc, startup = start_server(port, args.workers)
    base = f"http://127.0.0.1:{port}"
    try:
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"Server: gunicorn, {args.workers} workers, {base}; start-up (až do první odpovědi) {startup:.2f} s; "
              f"zátěž stroje (loadavg) {load} na {os.cpu_count()} jádrech")
        for pid, rss, pss in worker_memory(proc.pid):
            print(f"  worker {pid}: RSS {rss / 1024:.0f} MB, PSS {pss / 1024:.0f} MB")

        for with_position in (False, True):
            qa = run_qa(base, with_position)
            label = "text + position" if with_position else "jen text otázky"
            print(f"\nQ&A ({label}): správně {qa['correct']}/{qa['n']} = {100 * qa['correct'] / qa['n']:.1f} %, "
                  f"s citací {qa['cited']}/{qa['n']}, zmíněné pojmy {qa['mentions']}/{qa['n']}")
            for key in sorted(qa["by"]):
                ok, n = qa["by"][key]
                print(f"  {key[0]:>10} / {key[1]:<15} {ok}/{n}")
            for failure in qa["failures"]:
                print("  ✗", failure)

        search = run_search(base)
        print(f"\nSearch top-3: {search['found']}/{search['n']} = {100 * search['found'] / search['n']:.1f} %")
        for game in sorted(search["by"]):
            ok, n = search["by"][game]
            print(f"  {game:>10}: {ok}/{n}")
        for failure in search["failures"]:
            print("  ✗", failure)

        lat = latency(base, args.rounds)
        for name, values in lat.items():
            print(f"\nLatence /api/{name}: n={len(values)}, p50 {pct(values, 0.5):.1f} ms, "
                  f"p95 {pct(values, 0.95):.1f} ms, max {max(values) * 1000:.1f} ms, "
                  f"průměr {statistics.mean(values) * 1000:.1f} ms")

        requests, errors, elapsed = throughput(base, args.clients, args.duration)
        print(f"\nPropustnost: {args.clients} klientů, {elapsed:.1f} s: {requests} požadavků, "
              f"{requests / elapsed:.0f} req/s, chyb {errors}")
        for pid, rss, pss in worker_memory(proc.pid):
            print(f"  worker {pid} po zátěži: RSS {rss / 1024:.0f} MB, PSS {pss / 1024:.0f} MB")
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore")
    sys.exit(main())
