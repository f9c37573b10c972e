"""Sphinx extension: Czech search for the Pravidla site.

- :class:`SearchCzech`, registered with ``app.add_search_language``: words are
  folded (diacritics removed) before a light Czech stemmer
  (``lang.czech_stem``); its JavaScript twin ``_static/czech_stem.js``
  is embedded as the query-time stemmer, so both sides agree.
- A rule-level index (``_static/pravidla-rules.js``): Sphinx's own index knows
  pages, a player wants the rule.  It holds, per rule, its anchor, title, path
  and plain text, and per search key the rules with term frequencies.  The
  search page's script (``_static/pravidla-search.js``) ranks rules with BM25,
  falls back to index keys within one or two edits for typos and highlights
  the words found even when the query had no diacritics.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.search import SearchLanguage
from sphinx.util import logging

from docsite import corpus as site_pages
from lang import czech_stem

logger = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent.parent / "_static"
INDEX_FILE = "pravidla-rules.js"


class SearchCzech(SearchLanguage):
    """Czech (and the Polish Normandie pages): fold, then light-stem; stop words folded."""

    lang = "cs"
    language_name = "Czech"
    stopwords = czech_stem.STOP_WORDS
    js_stemmer_code = (STATIC / "czech_stem.js").read_text(encoding="utf-8")
    js_splitter_code = "var splitQuery = (query) => PravidlaStem.split(query);\n"

    def split(self, input: str) -> list[str]:
        return czech_stem.split(input)

    def stem(self, word: str) -> str:
        return czech_stem.search_key(word)

    def word_filter(self, word: str) -> bool:
        return (
            not word.isdigit() and word not in self.stopwords and czech_stem.fold(word) not in self.stopwords
        )


_MD = re.compile(r"\\(.)|\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)|^#+\s*|^>\s?", re.M)


def plain_text(markdown: str) -> str:
    """Corpus Markdown as plain text for the index and the snippets."""
    text = _MD.sub(lambda m: m.group(1) or "", markdown)
    text = re.sub(r"[ \t]+", " ", text)
    return re.sub(r"\n{2,}", "\n", text).strip()


def build_rule_index(corpus: site_pages.Corpus) -> dict[str, Any]:
    """The rule-level search index (see module docstring)."""
    docs: list[str] = []
    doc_index: dict[str, int] = {}
    rules: list[list[Any]] = []
    lengths: list[int] = []
    postings: dict[str, list[int]] = {}
    title_terms: dict[str, list[int]] = {}
    path_terms: dict[str, list[int]] = {}
    for n, rule in enumerate(corpus.rules):
        doc = site_pages.page_for(rule["id"])
        if doc not in doc_index:
            doc_index[doc] = len(docs)
            docs.append(doc)
        game_title = site_pages.edition_title(rule["game"], rule["lang"])
        path = list(rule.get("path") or [])
        crumb = " › ".join([game_title, *path[:-1]])
        text = plain_text(rule.get("text", ""))
        title = rule.get("title", "") or (path[-1] if path else rule["id"])
        rules.append([doc_index[doc], rule["id"], title, crumb, rule.get("kind", "rule"), rule["lang"], text])
        words = czech_stem.terms(text)
        lengths.append(len(words))
        for key, tf in Counter(words).items():
            postings.setdefault(key, []).extend((n, tf))
        for key in set(czech_stem.terms(title)):
            title_terms.setdefault(key, []).append(n)
        for key in set(czech_stem.terms(" ".join(path[:-1]))):
            path_terms.setdefault(key, []).append(n)
    return {
        "docs": docs,
        "rules": rules,
        "len": lengths,
        "terms": postings,
        "title": title_terms,
        "path": path_terms,
    }


def prepare_rule_index(app: Sphinx) -> None:
    """Build the index once the corpus is loaded; its hash busts browser caches."""
    corpus = getattr(app, "pravidla_corpus", None)
    if corpus is None:
        return
    index = build_rule_index(corpus)
    data = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
    app.pravidla_rule_index = f"var PRAVIDLA_RULES = {data};\n"  # type: ignore[attr-defined]
    script = (STATIC / "pravidla-search.js").read_bytes()
    app.pravidla_asset_versions = {  # type: ignore[attr-defined]
        "index": hashlib.sha1(data.encode()).hexdigest()[:10],
        "script": hashlib.sha1(script).hexdigest()[:10],
    }
    logger.info("pravidla: vyhledávací index %d pravidel, %d klíčů", len(index["rules"]), len(index["terms"]))


def add_versions(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    context["pravidla_versions"] = getattr(app, "pravidla_asset_versions", {"index": "", "script": ""})


def write_rule_index(app: Sphinx, exception: Exception | None) -> None:
    text = getattr(app, "pravidla_rule_index", None)
    if exception is not None or app.builder.format != "html" or text is None:
        return
    out = Path(app.outdir) / "_static" / INDEX_FILE
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(SearchCzech)
    app.connect("builder-inited", prepare_rule_index)
    app.connect("html-page-context", add_versions)
    app.connect("build-finished", write_rule_index)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
