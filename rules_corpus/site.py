"""Compatibility: the docs site moved to :mod:`docsite` (the corpus builds data, the site renders it).

``assistant/`` still imports ``rules_corpus.site`` (``pravidla docs``, rule URLs);
this module only re-exports :mod:`docsite.site` until those imports are switched.
"""

from docsite.site import build_site, page_for, rule_url, run_cli

__all__ = ["build_site", "page_for", "rule_url", "run_cli"]
