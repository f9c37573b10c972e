"""Everything a player reads from the Generálové engine, in Czech (the rules state codes, this package words them).

- :mod:`.forms`: the Czech names of the game's values and their inflected forms, the manual's step texts;
- :mod:`.plain` and :mod:`.sentences`: the sentence of every :class:`~engine.generalove.say.Say` code (templates,
  and functions where a sentence counts or lists);
- :func:`render`: an answer under construction (:class:`~engine.generalove.result.Result`) as an
  :class:`~engine.api.EngineAnswer` — steps with their corpus rule ids, numbers, summary, needs, findings.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from engine.api import EngineAnswer
from engine.explain import Explanation

from ..notes import note
from ..say import Say
from .forms import category_label, direction_label, label_of, sector_label, troop_label, unit_label
from .sentences import TEXT, note_text

if TYPE_CHECKING:
    from ..result import Result

__all__ = ["TEXT", "category_label", "direction_label", "label_of", "note_text", "render", "sector_label",
           "show_number", "troop_label", "unit_label"]


def show_number(value: Any) -> Any:
    """A number as the answer shows it: enum values by their Czech names, pairs of units as "A × B"."""
    if isinstance(value, enum.Enum):
        return label_of(value)
    if isinstance(value, tuple):
        if len(value) == 2 and all(v is None or isinstance(v, enum.Enum) for v in value) and any(
                v is not None and type(v).__name__ == "Troop" for v in value):
            return f"{troop_label(value[0]) if value[0] else '–'} × {troop_label(value[1]) if value[1] else '–'}"
        return ", ".join(str(show_number(v)) for v in value)
    return value


def render(result: Result, game: str) -> EngineAnswer:
    """The engine answer of a finished :class:`Result` (the verdict is set by the caller from the query's ask)."""
    explanation = Explanation()
    for item in result.trace:
        explanation.add(_sentence(note_text(item)), *item.rules)
    answer = EngineAnswer(game=game, kind=str(result.kind), explanation=explanation,
                          numbers={k: show_number(v) for k, v in result.numbers.items()},
                          needs=[note_text(n) for n in result.needs], missing=list(result.missing))
    for proposition, decided in result.findings.items():
        answer.find(proposition, decided.value, *decided.note.rules)
    summary = result.summary
    if summary is None and result.asked is not None and result.asked in result.findings:
        summary = result.findings[result.asked].note
    if summary is None and result.findings and result.asked is None:
        summary = next(iter(result.findings.values())).note
    if result.needs:
        answer.summary = "K odpovědi chybí: " + "; ".join(answer.needs) + "."
    elif summary is None and result.asked is not None:
        answer.summary = note_text(note(Say.NOT_DECIDED))
    elif summary is not None:
        answer.summary = _sentence(note_text(summary))
        if not explanation.steps:  # an answer stated in one sentence: that sentence is its step
            explanation.add(answer.summary, *summary.rules)
    return answer


def _sentence(text: str) -> str:
    """A sentence starts with a capital letter (templates may open with a name: "pěchota (v panice) …")."""
    return text[:1].upper() + text[1:]
