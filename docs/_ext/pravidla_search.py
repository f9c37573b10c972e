"""Sphinx extension: Czech search for the Pravidla site.

- :class:`SearchCzech`, registered with ``app.add_search_language``: words are
  folded (diacritics removed) before a light Czech stemmer
  (``lang.czech_stem``); its JavaScript twin ``_static/czech_stem.js``
  is embedded as the query-time stemmer, so both sides agree.
- A rule-level index (``_static/pravidla-rules.js``): Sphinx's own index knows
  pages, a player wants the rule.  It holds the API's search tables
  (:mod:`assistant.search_tables`: precomputed BM25 contributions, the players'
  vocabulary, word forms, typo candidates, game names) and, per rule, its page,
  anchor, readable title, crumb and plain text.  The search page's script
  (``_static/pravidla-search.js``) runs the API's steps on them
  (:mod:`assistant.search_query`, :func:`assistant.search.rank`), so the page
  and ``/api/search`` find the same first result.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.search import SearchLanguage
from sphinx.util import logging

import games
from docsite import corpus as site_pages
from lang import czech_stem, keys

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
    """The rule-level search index: the API's search tables (:mod:`assistant.search_tables`, the
    players' vocabulary included) and, per rule, its page, anchor, readable title, crumb and text."""
    from assistant import search, search_query
    from assistant.search import SearchIndex

    index = SearchIndex(corpus.rules, corpus.glossary)
    docs: list[str] = []
    doc_index: dict[str, int] = {}
    rules: list[list[Any]] = []
    for rule, row in zip(corpus.rules, index.tables.rules, strict=True):
        doc = site_pages.page_for(rule["id"])
        if doc not in doc_index:
            doc_index[doc] = len(docs)
            docs.append(doc)
        path = list(rule.get("path") or [])
        crumb = " › ".join([site_pages.edition_title(rule["game"], rule["lang"]), *path[:-1]])
        rules.append([doc_index[doc], rule["id"], row["title"], crumb, row["kind"], row["lang"],
                      plain_text(rule.get("text", "")), row["game"], row["group"]])
    params = {
        "kind_weights": search.KIND_WEIGHTS, "game_boost": search.GAME_BOOST, "lang_boost": search.LANG_BOOST,
        "min_coverage": search.MIN_COVERAGE, "unknown_share": search.UNKNOWN_SHARE,
        "passage_coverage": search.PASSAGE_COVERAGE,
        "result_coverage": search.RESULT_COVERAGE, "corrected": search_query.CORRECTED,
        "prefix": search_query.PREFIX, "phrase": search_query.PHRASE, "prefix_min": search_query.PREFIX_MIN,
        "prefix_max_keys": search_query.PREFIX_MAX_KEYS, "verb_endings": list(keys.VERB_ENDINGS),
        "min_root": keys.MIN_ROOT,
    }
    return {
        "docs": docs,
        "rules": rules,
        "tables": index.tables.export(),
        "params": params,
        "glossary": index.glossary_names,
        "games": {g.id: g.short for g in games.all_games()},
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
    logger.info("pravidla: vyhledávací index %d pravidel, %d klíčů", len(index["rules"]),
                len(index["tables"]["text"]) + len(index["tables"]["head"]))


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
