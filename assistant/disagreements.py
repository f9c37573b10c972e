"""Where the manuals disagree on a rule an answer rests on: said in the answer, never picked silently.

``inconsistencies.json`` (built with the corpus) records each disagreement with its sides: the
rule ids and the sentences that differ ("Průzkum … nemá žádný účinek" × "Rozpoznanie … nie
możesz wykonać tej akcji").  An engine answer that used one side gets a note quoting every side;
when the verdict itself rests on a disputed rule, the answer gives no ano/ne: which one holds
depends on the player's edition.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["disputes", "note"]


def disputes(records: Iterable[Mapping[str, Any]], rule_ids: Iterable[str]) -> list[Mapping[str, Any]]:
    """The disagreements one of whose sides is one of ``rule_ids``."""
    used = set(rule_ids)
    return [r for r in records if any(side.get("rule") in used for side in r["sides"])]


def note(records: Iterable[Mapping[str, Any]], decided: bool, where: Callable[[str], str]) -> str:
    """The answer's note naming each disagreement and quoting its sides (``where`` names a rule's manual and
    place); ``decided`` is False when the verdict was withheld because of them."""
    lines = []
    for r in records:
        sides = " × ".join(f"„{side['quote']}“ ({where(side['rule'])})" for side in r["sides"])
        lines.append(f"Manuály se tu liší ({r['topic']}; {r['kind']}): {sides}")
    if not decided:
        lines.append("Ano/ne proto neurčuji: záleží na tom, podle kterého manuálu hrajete.")
    return "\n".join(lines)
