"""Sphinx extension: the service worker (``/sw.js``) that keeps the site on the phone.

At the end of an HTML build it writes ``sw.js`` into the output root from the template
``pravidla_sw.js``: the list of the build's files to cache (every page and static file a
player reads; the raw manual pages are cached when opened), the app's pages and the
standard sheets of every game (``/tahaky/<game>.pdf`` and its preview), and a version
that changes with any cached file, so a new build replaces the old copy on the phone.
The web app manifest and icons come from ``docs/_extra`` (``html_extra_path``).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

import games
from docsite.corpus import SOURCE_DIR

TEMPLATE = Path(__file__).with_name("pravidla_sw.js")
SKIPPED_DIRS = {"_sources", SOURCE_DIR}
SKIPPED_FILES = {"sw.js", "objects.inv", "genindex.html"}
APP_PAGES = ["/zeptej-se", "/tahaky"]


def site_files(out_dir: Path) -> list[str]:
    """Site-absolute URLs of the build's files to cache, ``/`` (the home page) first."""
    urls = ["/"]
    for path in sorted(out_dir.rglob("*")):
        rel = path.relative_to(out_dir)
        hidden = any(part.startswith(".") for part in rel.parts)
        if not path.is_file() or hidden or rel.parts[0] in SKIPPED_DIRS or rel.name in SKIPPED_FILES:
            continue
        urls.append("/" + rel.as_posix())
    return urls


def app_urls() -> list[str]:
    sheets = [f"/tahaky/{g.id}.{ext}" for g in games.all_games() for ext in ("pdf", "png")]
    return [*APP_PAGES, *sheets]


def service_worker(out_dir: Path) -> str:
    files = site_files(out_dir)
    digest = hashlib.sha256()
    for url in files[1:]:
        digest.update(url.encode())
        digest.update((out_dir / url.lstrip("/")).read_bytes())
    text = TEMPLATE.read_text(encoding="utf-8")
    digest.update(text.encode())
    return (text.replace("__VERSION__", digest.hexdigest()[:16])
            .replace("__SITE__", json.dumps(files, ensure_ascii=False))
            .replace("__APP__", json.dumps(app_urls())))


def write_service_worker(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    out_dir = Path(app.outdir)
    (out_dir / "sw.js").write_text(service_worker(out_dir), encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("build-finished", write_service_worker)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
