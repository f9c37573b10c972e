"""Shared fixtures: the corpus is built once per test session into a temporary folder."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings
from playwright.sync_api import Browser, sync_playwright

from rules_corpus.build import BuildSummary, build_corpus
from rules_corpus.paths import default_manuals_dir

if TYPE_CHECKING:
    from assistant.resources import Resources

# Property tests run the same examples every time (a test run must not turn red by luck); to hunt for new
# counterexamples run them with HYPOTHESIS_PROFILE=explore (random examples, more of them) and pin what they find.
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))


@pytest.fixture(scope="session")
def manuals_dir() -> Path:
    path = default_manuals_dir()
    if not (path / "MANIFEST.toml").exists():
        pytest.fail(f"Manuály nenalezeny v {path} (nastavte PRAVIDLA_MANUALS).")
    return path


@pytest.fixture(scope="session")
def built_corpus(tmp_path_factory: pytest.TempPathFactory, manuals_dir: Path) -> tuple[Path, BuildSummary]:
    out = tmp_path_factory.mktemp("corpus") / "corpus"
    summary = build_corpus(manuals_dir, out, progress=False)
    return out, summary


@pytest.fixture(scope="session")
def corpus(built_corpus: tuple[Path, BuildSummary]) -> dict[str, Any]:
    return json.loads((built_corpus[0] / "corpus.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def rules_by_id(corpus: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {rule["id"]: rule for rule in corpus["rules"]}


@pytest.fixture(scope="session")
def corpus_dir(built_corpus: tuple[Path, BuildSummary]) -> Path:
    """The session's corpus (built once, in a temporary folder, from the real manuals), so a
    rebuild during the session cannot make the site and the tests read different corpora."""
    return built_corpus[0]


@pytest.fixture(scope="session")
def built_site(corpus_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole docs site built once per session with warnings as errors (``sphinx-build -W``)."""
    from docsite.site import build_site

    root = tmp_path_factory.mktemp("docs")
    return build_site(corpus_dir, root / "html", src_dir=root / "src", warnings_are_errors=True, quiet=True)


@pytest.fixture(scope="session")
def resources(corpus_dir: Path) -> Resources:
    """The app's corpus, glossary and search index, loaded once per session."""
    from assistant.resources import Resources

    return Resources.load(corpus_dir)


# Debian's chromium, driven by Playwright (no browser download here); the flags keep it
# off the network it cannot reach (see README: browser tests).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """One headless Chromium for the whole session."""
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
