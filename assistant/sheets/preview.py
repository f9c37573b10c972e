"""The first page of a sheet as an image (``pdftoppm`` from poppler-utils, installed with the app)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

__all__ = ["PREVIEW_WIDTH", "first_page_png"]

PREVIEW_WIDTH = 620  # px: sharp on a phone held upright, light enough to keep offline


def first_page_png(pdf: bytes, width: int = PREVIEW_WIDTH) -> bytes | None:
    """PNG of the PDF's first page, ``width`` pixels wide; None when pdftoppm is not installed."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        return None
    with tempfile.TemporaryDirectory(prefix="pravidla-preview-") as tmp:
        source = Path(tmp) / "sheet.pdf"
        source.write_bytes(pdf)
        target = Path(tmp) / "page"
        subprocess.run([tool, "-png", "-f", "1", "-l", "1", "-singlefile", "-scale-to-x", str(width),
                        "-scale-to-y", "-1", str(source), str(target)], check=True, capture_output=True, timeout=60)
        return target.with_suffix(".png").read_bytes()
