"""The ask page's correction form shows a list of values by their Czech names (never the engine's
value codes) and reads the names back."""

from __future__ import annotations

from assistant.forms import fact_fields, position_from_form


def test_list_field_shows_czech_names_and_reads_them_back() -> None:
    fields = {f.name: f for f in fact_fields("memoir44", {"terrain_target": ["town"]}, [], {})}
    shown = fields["terrain_target"].value
    assert shown and "town" not in shown
    position = position_from_form("memoir44", {"f.terrain_target": shown.upper()})
    assert position == {"terrain_target": ["town"]}
    assert position_from_form("memoir44", {"f.terrain_target": "town"}) == {"terrain_target": ["town"]}
