"""The OCR repair's word lists: the affix expansion, the shipped automata and the accent-stripped lookup."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from rules_corpus.repair.lexicon import Lexicon
from rules_corpus.repair.wordlists import DATA_DIR, HUNSPELL_DIR, expand_hunspell, make_wordlists

AFF = """SET UTF-8
SFX A Y 2
SFX A a y a
SFX A a ě/B [^k]a
SFX B Y 1
SFX B 0 m .
SFX C N 1
SFX C a ou [kn]a
PFX N Y 1
PFX N 0 ne .
PFX P N 1
PFX P 0 pře .
"""
DIC = """4
žena/AN
louka/A
ruka/C
jít/P
"""


def _dictionary(tmp_path: Path) -> Path:
    (tmp_path / "cs_CZ.aff").write_text(AFF, encoding="utf-8")
    (tmp_path / "cs_CZ.dic").write_text(DIC, encoding="utf-8")
    return tmp_path


def test_expansion_follows_suffix_prefix_continuation_and_cross_rules(tmp_path: Path) -> None:
    d = _dictionary(tmp_path)
    forms = set(expand_hunspell(d / "cs_CZ.dic", d / "cs_CZ.aff"))
    assert forms == {
        "žena", "ženy", "ženě", "ženěm",  # suffixes whose condition fits; 'ženě' continues with class B
        "nežena", "neženy", "neženě",  # a combinable prefix on the stem and on its suffixed forms
        "louka", "louky",  # [^k]a does not fit 'louka'
        "ruka", "rukou",
        "jít", "přejít",
    }


def test_made_lists_answer_accent_stripped_lookups(tmp_path: Path) -> None:
    d = _dictionary(tmp_path)
    out = tmp_path / "lists"
    meta = make_wordlists(out, d, langs=("cs",), attested=lambda lang: {"ženou", "loukách"})
    assert meta["languages"]["cs"]["attested"]["not_in_hunspell"] == 2
    lex = Lexicon("cs", data_dir=out)
    assert lex.forms("zene") == ("ženě",)
    assert lex.forms("nezeny") == ("neženy",)
    assert "ŽENY" in lex and "zeny" not in lex
    assert lex.is_common("ženou") and lex.only_attested("ženou")
    assert not lex.is_common("ženy") and not lex.only_attested("ženy")
    assert lex.forms("ženy") == ()  # keys are accent-stripped spellings only


def test_shipped_lists_come_from_the_installed_dictionaries() -> None:
    """The shipped lists record the dictionaries they were made from; a new dictionary needs `make wordlists`."""
    meta = json.loads((DATA_DIR / "meta.json").read_text(encoding="utf-8"))
    for lang, info in meta["languages"].items():
        assert (DATA_DIR / f"{lang}-hunspell.dawg").stat().st_size > 500_000
        for name, digest in info["hunspell"]["files"].items():
            actual = hashlib.sha256((HUNSPELL_DIR / name).read_bytes()).hexdigest()
            assert actual == digest, f"{name} se změnil: obnovte slovníky příkazem `make wordlists`"
