"""The JSON shape of a search (``GET /api/search``, ``pravidla search --json``).

The contract's shape, ``{"query", "results": [{"id", "game", "title", "snippet", "score", "url"}]}``,
with additive keys:

* each result: ``kind`` (rule, section, quickref, example) and ``also`` — near-duplicates grouped
  under it (its quick reference, the same action in another chapter): ``[{"id", "title", "kind", "url"}]``;
* ``games`` — matching results per game (for a one-tap game filter), ``game`` — the filter used,
  ``prefer`` — the game ranked first (the page's game, or the game the query names);
* ``corrections`` — typo corrections made (``{"pratrani": "patrani"}``);
* ``suggestions`` — when nothing was found, the closest glossary terms ("Myslel jste…?").
"""

from __future__ import annotations

from typing import Any

from assistant.links import rule_url
from assistant.resources import Resources


def search_payload_for(res: Resources, query: str, game: str | None, limit: int,
                       prefer: str | None = None) -> dict[str, Any]:
    found = res.index.run(query, game, limit, prefer)
    boosted = None if game else (found.plan.games[0] if len(found.plan.games) == 1 else prefer)
    return {
        "query": query,
        "results": [
            {
                "id": hit.rule["id"],
                "game": hit.rule["game"],
                "title": hit.title,
                "snippet": hit.snippet,
                "score": hit.score,
                "url": rule_url(hit.rule["id"]),
                "kind": hit.rule.get("kind", "rule"),
                "also": [{**other, "url": rule_url(other["id"])} for other in hit.also],
            }
            for hit in found.hits
        ],
        "games": found.games,
        "game": game,
        "prefer": boosted,
        "corrections": found.plan.corrections,
        "suggestions": found.suggestions,
    }
