"""Rules engine for Odhodlaní: Normandie and Odhodlaní: Stalingrad.

One core, two small variants (:mod:`engine.undaunted.variants`).  Entry points:

* :func:`engine.undaunted.facade.evaluate` and ``FACTS`` – questions as flat facts;
* :mod:`engine.undaunted.odds` – exact odds (``p_success_per_die``, ``p_hit`` …);
* :class:`engine.undaunted.rules.Game` – legality (``legal_actions``, ``check``) and
  effects (``push``) on a :class:`engine.undaunted.model.Position`;
* :mod:`engine.undaunted.endgame` and :mod:`engine.undaunted.campaign` – end of game,
  Stalingrad campaign events.
"""

from engine.undaunted.facade import FACTS, evaluate
from engine.undaunted.odds import p_hit, p_success_per_die

__all__ = ["FACTS", "evaluate", "p_hit", "p_success_per_die"]
