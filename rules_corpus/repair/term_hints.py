"""Game terms as evidence for the word repair: ``Mgla wojny`` is the card *Mgła wojny*.

The glossary data (``data/terms.toml``) names the terms of every game, in Czech and
in the Polish edition.  Where the damaged words of a block spell a multi-word term
(compared without accents, each word allowed its inflected forms), each word's
spelling is taken from the form of the lexicon that has the term word's lemma:
``hraci planu`` → *hracího plánu* (not *hráči plánu*), ``Mgla wojny`` → *Mgła wojny*
(not *Mglą wojny*).  The hints go to :attr:`Repairer.hints`, where they outweigh
the context model.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lang.lemmas import czech_lemma, polish_lemmas
from rules_corpus.model import Block
from rules_corpus.repair.lexicon import Lexicon, fold


def _lemmas(word: str, lang: str) -> frozenset[str]:
    return polish_lemmas(word) if lang == "pl" else frozenset({czech_lemma(word)})


@lru_cache(maxsize=4)
def term_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """Multi-word terms of ``lang`` as lowercase word tuples (Czech names, or the Polish edition's)."""
    from rules_corpus.glossary import load_terms, term_words

    names: list[str] = []
    for term in load_terms():
        names += [term.pl] if lang == "pl" and term.pl else ([*term.variants] if lang == "cs" else [])
    phrases = {tuple(w.lower() for w in term_words(name)) for name in names}
    return tuple(sorted(p for p in phrases if len(p) >= 2))


def _form_for(raw: str, term_word: str, lex: Lexicon, lang: str) -> str | None:
    """The lexicon form spelled like ``raw`` (accents aside) that inflects ``term_word``; None if not one."""
    key = fold(raw.lower())
    if key[: max(2, len(key) - 4)] != fold(term_word)[: max(2, len(key) - 4)]:
        return None
    spellings = lex.forms(key)
    if term_word in spellings:  # the term's own form ("Mgła wojny" as a card's name)
        return term_word
    wanted = _lemmas(term_word, lang)
    forms = [f for f in spellings if _lemmas(f, lang) & wanted]
    return forms[0] if len(forms) == 1 else None


def term_hints(blocks: list[Block], lex: Lexicon, lang: str,
               word_re: re.Pattern[str]) -> dict[tuple[tuple[int, int], int], str]:
    """``(block key, word start) -> lowercase word`` for words (as ``word_re`` finds them) that spell a term."""
    hints: dict[tuple[tuple[int, int], int], str] = {}
    phrases = term_phrases(lang)
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        by_first.setdefault(fold(phrase[0])[:3], []).append(phrase)
    for block in blocks:
        words = list(word_re.finditer(block.text))
        for index, match in enumerate(words):
            for phrase in by_first.get(fold(match.group(0).lower())[:3], ()):
                span = words[index : index + len(phrase)]
                if len(span) < len(phrase):
                    continue
                forms = [_form_for(m.group(0), w, lex, lang) for m, w in zip(span, phrase, strict=True)]
                if all(forms):
                    for m, form in zip(span, forms, strict=True):
                        hints[(block.key, m.start())] = form  # type: ignore[assignment]
    return hints
