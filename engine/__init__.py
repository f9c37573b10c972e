"""Rules engines for the four games: pure Python, no I/O.

Plain data goes in, explained results come out.  Every explanation step names
the corpus rule id it rests on (see :mod:`engine.explain`).
"""
