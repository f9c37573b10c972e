"""Language handling shared by the corpus, the search, the question parser and the alias tables.

One home for folding (:mod:`lang.fold`), the light Czech stemmer and stop words
(:mod:`lang.czech_stem`, with a JavaScript twin for the docs site), lemmas
(:mod:`lang.lemmas`: lemmagen3 for Czech, morfeusz2 for Polish, as a spaCy
component), search keys (:mod:`lang.keys`), numerals in their inflected forms
(:mod:`lang.numerals`) and clause/negation helpers (:mod:`lang.clauses`).
Nothing here knows a game.
"""
