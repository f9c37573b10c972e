"""Docs URLs of rules: the docs site (:mod:`docsite.site`) owns the mapping from a rule id to its page."""

from __future__ import annotations

from docsite.site import rule_url

__all__ = ["rule_url"]
