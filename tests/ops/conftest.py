"""A real gunicorn server (the production setup of assistant.server) on a free loopback port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules_corpus.build import BuildSummary
from rules_corpus.paths import REPO_ROOT

REQUEST_TIMEOUT = 2.0  # the server's whole-request deadline in these tests (10 s in production)
# operation -> {"requests", "max_s", "statuses"}: filled by test_fuzz_api, printed at the end of the run
FUZZ_STATS: dict[str, dict[str, Any]] = {}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def live_server(built_corpus: tuple[Path, BuildSummary], tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of ``assistant.server.serve`` (two BufferingWorker processes) over the session's corpus."""
    port = _free_port()
    env = {**os.environ, "PRAVIDLA_CORPUS": str(built_corpus[0]),
           "PRAVIDLA_DOCS": str(tmp_path_factory.mktemp("nodocs") / "html"),
           "PRAVIDLA_REQUEST_TIMEOUT": str(REQUEST_TIMEOUT), "PYTHONPATH": str(REPO_ROOT)}
    code = f"from assistant.server import serve; serve('127.0.0.1', {port}, 2)"
    log = tmp_path_factory.mktemp("server") / "server.log"
    with log.open("wb") as handle:
        proc = subprocess.Popen([sys.executable, "-c", code], cwd=REPO_ROOT, env=env, stdout=handle, stderr=handle)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                pytest.fail("server exited: " + log.read_text(encoding="utf-8", errors="replace"))
            try:
                with urllib.request.urlopen(base + "/api/search?q=kryt", timeout=2) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail("server did not start within 90 s")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """One line per fuzzed operation: requests sent, the slowest answer, the statuses seen."""
    if not FUZZ_STATS:
        return
    terminalreporter.section("fuzz: generated requests against the live server")
    for operation, stats in FUZZ_STATS.items():
        statuses = ", ".join(f"{code}×{n}" for code, n in sorted(stats["statuses"].items()))
        terminalreporter.write_line(f"{operation}: {stats['requests']} requests, slowest {stats['max_s']:.3f} s; "
                                    f"{statuses}")
