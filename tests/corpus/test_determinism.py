"""Two builds in fresh processes with different hash seeds write byte-identical files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_builds_are_byte_identical_across_hash_seeds(manuals_dir: Path, tmp_path: Path) -> None:
    outputs = []
    for seed in ("1", "4242"):
        out = tmp_path / f"seed-{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        subprocess.run([sys.executable, "-m", "assistant", "build", "--manuals", str(manuals_dir), "--out", str(out)],
                       check=True, capture_output=True, text=True, env=env, cwd=ROOT)
        outputs.append(out)
    names = sorted(p.name for p in outputs[0].iterdir())
    assert names == sorted(p.name for p in outputs[1].iterdir())
    assert "corpus.json" in names and "repairs.json" in names
    differing = [name for name in names if (outputs[0] / name).read_bytes() != (outputs[1] / name).read_bytes()]
    assert not differing, differing
