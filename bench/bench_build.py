"""Full corpus build time (target: under 5 s after the first run, spaCy load included).

Each run is a fresh Python process, as a user's ``pravidla build`` is, so the
spaCy import and model loads are counted.  The first run may fill caches
(word lists); the figure that counts is the median of the runs after it.

    .venv/bin/python bench/bench_build.py [runs]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main(runs: int = 4) -> None:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(runs):
            started = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "assistant", "build", "--out", str(Path(tmp) / "corpus")],
                check=True, capture_output=True, text=True,
            )
            times.append(time.perf_counter() - started)
            print(f"run {index + 1}: {times[-1]:.2f} s", flush=True)
    later = times[1:] or times
    print(f"build: first {times[0]:.2f} s, median after first {statistics.median(later):.2f} s (target < 5 s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
