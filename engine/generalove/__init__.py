"""Rules engine for Generálové (manual 001): board, orders, phases, combat tables and exact odds.

Entry point: :data:`engine.generalove.engine.ENGINE` (registered in :mod:`engine.registry`), which
answers a typed :class:`engine.api.Query` whose facts are :class:`engine.generalove.facts.GeneraloveFacts`.
"""
