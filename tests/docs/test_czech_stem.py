"""The Czech search stemmer: truth tables, and the Python/JavaScript twins agree."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from lang import czech_stem
from lang.czech_stem import STOP_WORDS, fold, search_key, split, stem, terms

REPO = Path(__file__).resolve().parents[2]
JS = REPO / "docs" / "_static" / "czech_stem.js"
NODE = shutil.which("node") or "/usr/bin/node"


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Kulometčíci", "kulometcici"),
        ("ŽIVÝ PLOT", "zivy plot"),
        ("Rozprášení", "rozpraseni"),
        ("Przygwożdżony Ogień ciągły", "przygwozdzony ogien ciagly"),
        ("Zasłona", "zaslona"),
        ("úůěščřžýáíé", "uuescrzyaie"),
    ],
)
def test_fold(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    "forms",
    [
        ("kryt", "krytu", "krytem", "kryty", "krytů"),
        ("budova", "budovy", "budově", "budovu", "budovou", "budovách", "budov"),
        ("pátrání", "Pátrání", "patrani"),
        ("bojová", "bojové", "bojový", "bojových"),
        ("kulometčíci", "kulometčíků", "kulometčíky", "kulometčíkům"),
        ("hráč", "hráči", "hráčům", "hráče"),
        ("karta", "karty", "kartách", "kartami", "kartu"),
        ("jednotka", "jednotky", "jednotek", "jednotkám", "jednotkou"),
        ("živý", "živé", "živého", "živým"),
        ("Dowodzenie", "dowodzenie", "DOWODZENIE"),
    ],
)
def test_inflected_forms_share_a_key(forms: tuple[str, ...]) -> None:
    keys = {search_key(f) for f in forms}
    assert len(keys) == 1, dict(zip(forms, (search_key(f) for f in forms), strict=True))


@pytest.mark.parametrize(("a", "b"), [("kryt", "krok"), ("útok", "ústup"), ("pole", "plot"), ("karta", "kryt")])
def test_different_words_stay_apart(a: str, b: str) -> None:
    assert search_key(a) != search_key(b)


def test_stem_expects_folded_text_and_leaves_digits() -> None:
    assert stem("12") == "12"
    assert stem("") == ""
    assert search_key("Útokem") == stem(fold("Útokem"))


def test_stop_words_plain_and_stemmed() -> None:
    for word in ("a", "ktery", "ze", "nie"):
        assert word in STOP_WORDS
        assert stem(word) in STOP_WORDS
    assert czech_stem.is_stop_word("Který")
    assert "bod" not in STOP_WORDS  # "bude" stems to "bod", which is also a game word
    assert terms("Jednotka, která je v krytu.") == ["jednotk", "kryt"]


def _corpus_text(corpus_dir: Path) -> str:
    """Every word the site indexes: titles, texts and glossary forms of the built corpus."""
    data = json.loads((corpus_dir / "corpus.json").read_text(encoding="utf-8"))
    parts = [r.get("title", "") + "\n" + r.get("text", "") for r in data["rules"]]
    glossary = corpus_dir / "glossary.json"
    if glossary.exists():
        parts.append(json.dumps(json.loads(glossary.read_text(encoding="utf-8")), ensure_ascii=False))
    return "\n".join(parts)


def test_python_and_javascript_agree_on_every_corpus_word(corpus_dir: Path) -> None:
    text = _corpus_text(corpus_dir)
    words = sorted(set(split(text)))
    assert len(words) > 1000
    script = (
        "const S = require(process.argv[1]); let d = '';"
        "process.stdin.on('data', c => d += c);"
        "process.stdin.on('end', () => { const o = JSON.parse(d);"
        "process.stdout.write(JSON.stringify({keys: o.words.map(w => [S.fold(w), S.searchKey(w)]),"
        " split: S.split(o.text)})); });"
    )
    run = subprocess.run(
        [NODE, "-e", script, str(JS)],
        input=json.dumps({"words": words, "text": text}),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    out = json.loads(run.stdout)
    python = [[fold(w), search_key(w)] for w in words]
    disagree = [(w, p, j) for w, p, j in zip(words, python, out["keys"], strict=True) if p != j]
    assert not disagree, disagree[:20]
    assert out["split"] == split(text)
