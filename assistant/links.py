"""Docs URLs of rules.

The docs site (``rules_corpus.site``) owns the mapping from a rule id to its
page; this wraps it so the assistant keeps working while that module is absent
or changes: the fallback builds the same ``/<page>.html#<rule id>`` address
from ``rules_corpus.site_pages.page_for``.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote


def _fallback(rule_id: str) -> str:
    try:
        from rules_corpus.site_pages import page_for
    except ImportError:  # pragma: no cover - the site module is part of the project
        game = rule_id.split(".", 1)[0]
        return f"/{quote(game)}/index.html#{quote(rule_id)}"
    return f"/{quote(page_for(rule_id))}.html#{quote(rule_id)}"


def _resolve() -> Callable[[str], str]:
    try:
        from rules_corpus.site import rule_url as site_rule_url
    except ImportError:
        return _fallback
    return site_rule_url


_RULE_URL = _resolve()


def rule_url(rule_id: str) -> str:
    """Root-relative docs address of a rule (its page and anchor)."""
    url = _RULE_URL(rule_id)
    return url if url.startswith(("/", "http")) else "/" + url
