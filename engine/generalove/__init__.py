"""Rules engine for Generálové (manual 001): board, orders, phases, combat tables and exact odds.

Entry point for the assistant: :func:`engine.generalove.facade.evaluate`.
"""
