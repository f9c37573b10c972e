"""Rules engine for Generálové (manual 001): board, orders, phases, combat tables and exact odds.

Entry point: :data:`engine.generalove.engine.ENGINE` (registered in :mod:`engine.registry`), which
answers a typed :class:`engine.api.Query` whose facts are :class:`engine.generalove.facts.GeneraloveFacts`.

Where things live (to fix a wrong answer, find which part went wrong in the answer's ``understood``):

- the facts, their Czech labels and ranges, and the yes/no propositions: :mod:`.facts`;
- the words that name each value (for the parser only): ``aliases.toml``; the words around them
  (cues of propositions, counts, roles): ``understanding/generalove/cues.toml``;
- which topic answers a query (by its proposition or intent): :mod:`.engine`; the topic handlers:
  :mod:`.answer_dice`, :mod:`.answer_orders`, :mod:`.answer_losses`, :mod:`.answer_score`;
- the rules themselves, which state codes (:mod:`.say`, :mod:`.notes`) and never text: :mod:`.board`,
  :mod:`.units`, :mod:`.orders`, :mod:`.phases`, :mod:`.combat`, :mod:`.casualties`, :mod:`.victory`,
  :mod:`.setup`, :mod:`.odds`; the reconstructed tables: :mod:`.tables` (documented in
  ``docs/rekonstrukce-tabulek.md``); the corpus rule ids: :mod:`.citations`;
- every sentence a player reads: :mod:`.presentation`.
"""
