"""Tables the engines compute, shown on the rule pages they come from.

The manual gives some tables only in prose or only as a picture the scan lost (Memoir '44:
dice by range).  The engine holds those values (the same ones the printable sheets print,
:mod:`assistant.sheets.tables`), so the docs show the engine's table under each rule the
engine cites for it — one table, three places that always agree.
"""

from __future__ import annotations

from functools import cache
from typing import Any

__all__ = ["tables_for_rule"]


def _as_dict(table: Any) -> dict[str, Any]:
    """A sheet table as the docs' table data (``docsite.tables.render_html``)."""
    return {"caption": table.caption, "header": list(table.header), "rows": [list(r) for r in table.rows],
            "notes": list(table.notes)}


@cache
def _by_rule() -> dict[str, tuple[dict[str, Any], ...]]:
    """Corpus rule id -> the engine tables shown under it."""
    out: dict[str, list[dict[str, Any]]] = {}
    try:
        from assistant.sheets.tables import memoir_range_table
        from engine.memoir44.battle import RANGE_RULE
        from engine.memoir44.citations import cite
    except ImportError:  # a build without the Memoir '44 engine shows the manual's text only
        return {}
    dice = _as_dict(memoir_range_table())
    for key in RANGE_RULE.values():
        out.setdefault(str(cite(key)), []).append(dice)
    return {rule: tuple(tables) for rule, tables in out.items()}


def tables_for_rule(rule_id: str) -> tuple[dict[str, Any], ...]:
    """The engine tables the page shows under ``rule_id`` (none for most rules)."""
    return _by_rule().get(rule_id, ())
