"""All pages of the site from the corpus: :func:`generate_pages` and :func:`write_pages`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docsite.corpus import SOURCE_DIR, Corpus, game_rank, load_manifest, page_for, part_index
from docsite.corpus_pages import dropped_page, format_page
from docsite.pages import SiteContext, chapter_page, part_page
from docsite.topic_pages import (
    ask_pages,
    differences_page,
    glossary_page,
    load_topic_data,
    reconstruction_page,
    source_pages,
)


def generate_pages(
    corpus: Corpus,
    docs_dir: Path,
    manuals_dir: Path | None = None,
) -> dict[str, str]:
    """All pages of the site as ``{docname: MyST text}`` (docname without ``.md``)."""
    manifest = load_manifest(manuals_dir)
    extra: dict[str, str] = {}
    pages_dir = docs_dir / "pages"
    if pages_dir.is_dir():
        for p in sorted(pages_dir.rglob("*.md")):
            extra[p.relative_to(pages_dir).with_suffix("").as_posix()] = p.read_text(encoding="utf-8")
    reconstruction = docs_dir / "rekonstrukce-tabulek.md"
    if reconstruction.exists():
        extra["rekonstrukce-tabulek"] = reconstruction_page(reconstruction.read_text(encoding="utf-8"), corpus)
    ctx = SiteContext(corpus, manifest, extra)
    diff_topics, ask_topics = load_topic_data(docs_dir)

    pages: dict[str, str] = {}
    chapters: dict[str, list[dict[str, Any]]] = {}
    for rule in corpus.rules:
        chapters.setdefault(page_for(rule["id"]), []).append(rule)
    parts: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for docname, rules in chapters.items():
        pages[docname] = chapter_page(ctx, docname, rules)
        game, lang = rules[0]["game"], rules[0]["lang"]
        parts.setdefault((game, lang), []).append((docname, rules[0]["path"][0] if rules[0]["path"] else ""))
    for (game, lang), chs in parts.items():
        pages[part_index(game, lang)] = part_page(ctx, game, lang, chs)
    pages["slovnik"] = glossary_page(ctx)
    pages["rozdily"] = differences_page(ctx, diff_topics)
    pages["vynechane"] = dropped_page(corpus, manifest, manuals_dir)
    pages["format"] = format_page()
    if ask_topics:
        pages.update(ask_pages(ctx, ask_topics))
    pages.update(source_pages(ctx, manuals_dir))
    games = sorted({g for g, _ in parts}, key=lambda g: (game_rank(g), g))
    toc = [part_index(g, lang) for g in games for lang in ("cs", "pl") if (g, lang) in parts]
    toc += ["slovnik", "rozdily", "vynechane", "format"]
    if ask_topics:
        toc.append("zeptej-se/index")
    # every hand-written page is listed, or Sphinx warns that it is in no toctree
    toc += [name for name in extra if name not in ("index", "rekonstrukce-tabulek")]
    if "rekonstrukce-tabulek" in extra:
        toc.append("rekonstrukce-tabulek")
    if f"{SOURCE_DIR}/index" in pages:
        toc.append(f"{SOURCE_DIR}/index")
    index = extra.pop("index", "# Pravidla\n")
    pages["index"] = index.rstrip() + "\n\n```{toctree}\n:maxdepth: 2\n\n" + "\n".join(toc) + "\n```\n"
    pages.update(extra)
    return pages


def write_pages(pages: dict[str, str], out_dir: Path) -> tuple[int, int]:
    """Write pages as ``<docname>.md``; unchanged files are not touched, stale ``.md`` removed.

    Returns (written, removed).
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    written = removed = 0
    wanted = {out_dir / f"{name}.md" for name in pages}
    for name, text in pages.items():
        path = out_dir / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written += 1
    for path in out_dir.rglob("*.md"):
        if path not in wanted:
            path.unlink()
            removed += 1
    return written, removed

