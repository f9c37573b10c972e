"""A newcomer's first run: fresh clone → ``make serve`` → first answer; then ``make test``.

Clones the repository into a temporary folder (with ``../shared`` linked beside it),
runs ``make serve`` there on a free port and asks ``POST /api/ask`` until the first
answer comes.  Reports the time to that answer with its parts (virtualenv and
install, corpus build, server start), the size of ``build/cache`` and of the whole
``build/`` and ``.venv``, when the docs site (built in the background) is ready, and
— with ``--test`` — the time of ``make test`` in the same clone.

The pip download cache makes a large difference to the install: the report says
whether it was warm (its size before the run); ``--no-pip-cache`` measures the
install downloading everything.

Run: ``.venv/bin/python bench/bench_coldstart.py [--test] [--no-pip-cache] [--keep]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
QUESTION = {"question": "Jaká je šance na zásah 2 kostkami proti celkové obraně 8?", "game": "normandie"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def size_mb(path: Path) -> float:
    if not path.exists():
        return 0.0
    total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 1e6


def pip_cache() -> Path:
    done = subprocess.run([sys.executable, "-m", "pip", "cache", "dir"], capture_output=True, text=True, check=False)
    return Path(done.stdout.strip() or Path.home() / ".cache" / "pip")


def ask(port: int) -> bool:
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/ask", data=json.dumps(QUESTION).encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status == 200 and "%" in json.loads(response.read())["answer"]
    except (urllib.error.URLError, ConnectionError, TimeoutError, ValueError, KeyError):
        return False


def since(start: float, path: Path) -> str:
    return f"{path.stat().st_mtime - start:5.1f} s" if path.exists() else "    –  "


def cold_start(clone: Path, env: dict[str, str], timeout: float) -> dict[str, object]:
    port = free_port()
    log = clone.parent / "serve.log"
    wall_start = time.time()
    started = time.perf_counter()
    with log.open("wb") as handle:
        proc = subprocess.Popen(["make", "serve", f"PORT={port}"], cwd=clone, env=env, stdout=handle,
                                stderr=subprocess.STDOUT, start_new_session=True)
    first = None
    try:
        while time.perf_counter() - started < timeout:
            if proc.poll() is not None:
                raise RuntimeError("make serve skončil: " + log.read_text(errors="replace")[-2000:])
            if ask(port):
                first = time.perf_counter() - started
                break
            time.sleep(0.25)
        docs = clone / "build" / "docs" / "html" / "index.html"
        docs_deadline = time.perf_counter() + 240
        while first is not None and not docs.exists() and time.perf_counter() < docs_deadline:
            time.sleep(1)
        return {
            "first_answer_s": None if first is None else round(first, 1),
            "venv_installed": since(wall_start, clone / ".venv" / ".installed"),
            "corpus_built": since(wall_start, clone / "build" / "corpus" / "corpus.json"),
            "docs_ready": since(wall_start, docs),
            "cache_mb": round(size_mb(clone / "build" / "cache"), 2),
            "build_mb": round(size_mb(clone / "build"), 1),
            "venv_mb": round(size_mb(clone / ".venv"), 0),
        }
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--test", action="store_true", help="then time `make test` in the same clone")
    parser.add_argument("--no-pip-cache", action="store_true", help="install without pip's download cache")
    parser.add_argument("--keep", action="store_true", help="keep the temporary clone")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args(argv)

    cache = pip_cache()
    cache_before = size_mb(cache)
    tmp = Path(tempfile.mkdtemp(prefix="pravidla-cold-"))
    clone = tmp / "pravidla"
    subprocess.run(["git", "clone", "-q", str(REPO), str(clone)], check=True)
    (tmp / "shared").symlink_to((REPO.parent / "shared").resolve())
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PRAVIDLA_", "VIRTUAL_ENV", "PYTHONPATH"))}
    if args.no_pip_cache:
        env["PIP_NO_CACHE_DIR"] = "1"
    load = os.getloadavg()[0]
    try:
        result = cold_start(clone, env, args.timeout)
        print(f"čerstvý klon → první odpověď (make serve): {result['first_answer_s']} s "
              f"(zátěž stroje {load:.1f} na {os.cpu_count()} jádrech)")
        print(f"  .venv nainstalováno v {result['venv_installed']}, korpus hotov v {result['corpus_built']}, "
              f"dokumentace (na pozadí) hotova v {result['docs_ready']} od startu")
        print(f"  build/cache {result['cache_mb']} MB, build/ celkem {result['build_mb']} MB, "
              f".venv {result['venv_mb']:.0f} MB")
        print(f"  pip cache před během: {cache_before:.0f} MB ({'vypnutá' if args.no_pip_cache else cache})")
        if args.test:
            started = time.perf_counter()
            done = subprocess.run(["make", "test"], cwd=clone, env=env, capture_output=True, text=True, check=False)
            took = time.perf_counter() - started
            tail = [line for line in done.stdout.splitlines() if " passed" in line or " failed" in line][-1:]
            print(f"make test ve stejném klonu: {took:.0f} s, exit {done.returncode}; {' '.join(tail)}")
    finally:
        if args.keep:
            print(f"klon ponechán v {clone}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
