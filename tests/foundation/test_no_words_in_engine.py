"""The engine never reads words: no folding, no word matching, no alias table, no language package.

Words belong to the parser (``understanding/``); the engine takes canonical values only and
words its answers through one presentation module.  The scan covers the shared ``engine/*.py``
and every engine package listed in ``WORDLESS`` (an engine package joins the list once its
word data has moved to its alias table).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"
WORDLESS = ("undaunted", "memoir44", "generalove")
# The one module allowed a regular expression: it keeps the Generálové tables' token runs exactly as the
# manual prints them ("0 +1z -2z …") and reads them into cells, the evidence of the documented
# reconstruction (docs/rekonstrukce-tabulek.md) — table symbols, not words of a question.
TABLE_EVIDENCE = {"generalove/tables.py": ("re",)}
FORBIDDEN_IMPORTS = ("lang", "understanding", "assistant", "spacy", "rapidfuzz", "unicodedata", "re", "simplemma",
                     "lemmagen3", "morfeusz2")
FORBIDDEN_NAMES = ("fold", "fold_phrase", "stem", "parse_unit", "parse_action", "parse_card", "find_variant")


def _sources() -> list[Path]:
    files = sorted(ENGINE.glob("*.py"))
    for package in WORDLESS:
        files += sorted((ENGINE / package).rglob("*.py"))
    return files


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ENGINE)))
def test_engine_module_reads_no_words(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
        allowed = TABLE_EVIDENCE.get(str(path.relative_to(ENGINE)), ())
        for name in names:
            root = name.split(".")[0]
            assert root not in FORBIDDEN_IMPORTS or root in allowed, f"{path.name} imports {name}"
        if isinstance(node, ast.FunctionDef | ast.Name | ast.Attribute):
            ident = node.name if isinstance(node, ast.FunctionDef) else (
                node.id if isinstance(node, ast.Name) else node.attr)
            assert ident not in FORBIDDEN_NAMES, f"{path.name} uses {ident}()"
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            assert "aliases" not in node.value, f"{path.name} reads the alias table"


def test_the_alias_table_is_data_beside_the_engine() -> None:
    for package in WORDLESS:
        assert (ENGINE / package / "aliases.toml").exists()
        assert not (ENGINE / package / "names.py").exists(), "word lists live in aliases.toml"
