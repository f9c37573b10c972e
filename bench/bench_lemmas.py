"""Measure Czech lemmatizers on inflected game words from the manuals.

Gold list: ``tests/data/lemmas_gold.tsv``.  Compared: spaCy's lookup tables
(spacy-lookups-data), simplemma, lemmagen3, and our component (lemmagen3 +
negation guard), with accuracy and words per second.

    .venv/bin/python bench/bench_lemmas.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

GOLD = Path(__file__).resolve().parent.parent / "tests" / "data" / "lemmas_gold.tsv"


def load_gold() -> list[tuple[str, str]]:
    pairs = []
    for line in GOLD.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            form, lemma = line.split("\t")
            pairs.append((form, lemma))
    return pairs


def lemmatizers() -> dict[str, Callable[[str], str]]:
    out: dict[str, Callable[[str], str]] = {}
    try:
        import spacy

        nlp = spacy.blank("cs")
        nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
        nlp.initialize()
        out["spacy lookups"] = lambda w: nlp(w)[0].lemma_
    except Exception as exc:  # spacy-lookups-data missing: report, do not fail the bench
        print(f"spacy lookups: nedostupné ({exc.__class__.__name__})")
    try:
        import simplemma

        out["simplemma"] = lambda w: simplemma.lemmatize(w, lang="cs")
    except ImportError:
        print("simplemma: nenainstalováno")
    from lemmagen3 import Lemmatizer

    lem = Lemmatizer("cs")
    out["lemmagen3"] = lem.lemmatize
    from lang.lemmas import czech_lemma

    out["pravidla (lemmagen3 + ne-)"] = lambda w: czech_lemma.__wrapped__(w)  # uncached, for a fair speed figure
    return out


def main() -> None:
    gold = load_gold()
    print(f"{len(gold)} tvarů z manuálů")
    for name, func in lemmatizers().items():
        started = time.perf_counter()
        right = sum(1 for form, lemma in gold if func(form).lower() == lemma)
        elapsed = time.perf_counter() - started
        print(f"{name:28s} {right / len(gold):6.1%}  ({len(gold) / elapsed:,.0f} slov/s)")


if __name__ == "__main__":
    main()
