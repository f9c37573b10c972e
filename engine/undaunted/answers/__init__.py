"""Answers by topic: each builds a small position from the facts and lets the rules decide.

:mod:`.context` collects the answer; :mod:`.setup` and :mod:`.scenes` turn facts into
an attack and into positions; :mod:`.attack`, :mod:`.legality`, :mod:`.movement`,
:mod:`.cards`, :mod:`.casualty`, :mod:`.endgame` and :mod:`.lookup` answer.
"""
