"""Where things live: manuals, the built corpus, the other build outputs."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
BUILD_DIR = REPO_ROOT / "build"


def default_manuals_dir() -> Path:
    """``$PRAVIDLA_MANUALS``, else ``../shared/manuals`` next to the checkout."""
    env = os.environ.get("PRAVIDLA_MANUALS")
    if env:
        return Path(env)
    return REPO_ROOT.parent / "shared" / "manuals"


def default_corpus_dir() -> Path:
    """``$PRAVIDLA_CORPUS``, else ``build/corpus`` in the checkout."""
    env = os.environ.get("PRAVIDLA_CORPUS")
    return Path(env) if env else BUILD_DIR / "corpus"


def shared_dir() -> Path:
    return REPO_ROOT.parent / "shared"
