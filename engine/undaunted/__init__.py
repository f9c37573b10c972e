"""Rules engine for Odhodlaní: Normandie and Odhodlaní: Stalingrad.

One core, two small variants (:mod:`engine.undaunted.variants`).  Entry points:

* :data:`ENGINE` – the :class:`engine.api.GameEngine` of both games: typed facts
  (:mod:`engine.undaunted.facts`) in, an explained :class:`~engine.api.EngineAnswer` out;
* :class:`engine.undaunted.game.Game` – legality (``legal_actions``, ``check``) and
  effects (``push``) on a :class:`engine.undaunted.model.Position`;
* :mod:`engine.undaunted.odds` – exact odds (``p_success_per_die``, ``p_hit`` …);
* :mod:`engine.undaunted.endgame` and :mod:`engine.undaunted.campaign` – end of game,
  Stalingrad campaign events.

No words are read here: names players use are in ``aliases.toml`` for the parser,
the Czech the engine shows is in :mod:`engine.undaunted.presentation`.
"""

from engine.undaunted.engine import ENGINE
from engine.undaunted.facts import Proposition, UndauntedFacts
from engine.undaunted.odds import p_hit, p_success_per_die

__all__ = ["ENGINE", "Proposition", "UndauntedFacts", "p_hit", "p_success_per_die"]
