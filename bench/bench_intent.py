"""Intent classification measured: the rules of ``understanding.intent`` against a trained spaCy text classifier.

Both are scored on the project's own question sets (``bench/data/qa-own-*.json``, each question
labelled with its intent): the rules need no training, so they are scored on both parts; the
classifier (spaCy ``textcat``, bag-of-words over folded words and lemmas, trained a few epochs on
the tune part) is scored on the held-out part only.  The product uses whichever measures better on
the held-out part (see README).

Run: ``.venv/bin/python bench/bench_intent.py [--failures]``
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.api import Intent  # noqa: E402
from understanding.intent import classify_intent  # noqa: E402
from understanding.text import analyse  # noqa: E402

DATA = REPO / "bench" / "data"


def load(name: str) -> list[dict[str, Any]]:
    path = DATA / f"qa-own-{name}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []


def rules_accuracy(items: list[dict[str, Any]], failures: bool) -> tuple[int, Counter[str]]:
    right = 0
    confusions: Counter[str] = Counter()
    for item in items:
        got = classify_intent(analyse(item["question"])).intent
        if str(got) == item["intent"]:
            right += 1
        else:
            confusions[f"{item['intent']} → {got}"] += 1
            if failures:
                print(f"   ✗ {item['id']}: {item['intent']} → {got}: {item['question'][:100]}")
    return right, confusions


def features(text: str) -> str:
    q = analyse(text)
    return " ".join(f"{t.folded} l:{t.lemma}" for t in q.words)


def textcat_accuracy(train: list[dict[str, Any]], test: list[dict[str, Any]], epochs: int = 12) -> int:
    import spacy
    from spacy.training import Example

    nlp = spacy.blank("xx")
    textcat = nlp.add_pipe("textcat", config={"model": {"@architectures": "spacy.TextCatBOW.v3",
                                                         "exclusive_classes": True, "ngram_size": 2,
                                                         "no_output_layer": False}})
    labels = [str(i) for i in Intent]
    for label in labels:
        textcat.add_label(label)
    examples = [Example.from_dict(nlp.make_doc(features(x["question"])),
                                  {"cats": {label: float(label == x["intent"]) for label in labels}}) for x in train]
    optimizer = nlp.initialize(lambda: examples)
    rng = random.Random(7)
    for _ in range(epochs):
        rng.shuffle(examples)
        for start in range(0, len(examples), 16):
            nlp.update(examples[start : start + 16], sgd=optimizer)
    right = 0
    for x in test:
        cats = nlp(features(x["question"])).cats
        right += max(cats, key=cats.get) == x["intent"]
    return right


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="list the tune part's misclassified questions")
    args, _ = parser.parse_known_args(argv)
    tune, held = load("tune"), load("heldout")
    for name, items in (("tune", tune), ("heldout", held)):
        if not items:
            continue
        right, confusions = rules_accuracy(items, args.failures and name == "tune")
        print(f"pravidla, {name}: {right}/{len(items)} = {100 * right / len(items):.1f} %; "
              f"záměny: {dict(confusions.most_common(6))}")
    if tune and held:
        right = textcat_accuracy(tune, held)
        print(f"spaCy textcat (trénováno na tune), heldout: {right}/{len(held)} = {100 * right / len(held):.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
