"""The Generálové engine reads no words: typed facts in, and Czech only in its presentation package."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.generalove.presentation.sentences import TEXT
from engine.generalove.say import Say

ENGINE_DIR = Path(__file__).resolve().parents[2] / "engine" / "generalove"
MODULES = sorted(ENGINE_DIR.rglob("*.py"))
CZECH = re.compile(r"[ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚŤĎŇ]")
# Where Czech text belongs: the presentation; the reconstructed tables (the manual's heads and the evidence),
# the facts' labels (declared with each fact, engine.api.fact) and the docs block of the reconstruction.
CZECH_ALLOWED = {"tables.py", "facts.py", "report.py"}
FORBIDDEN_IMPORTS = ("lang", "understanding", "assistant", "unicodedata", "rapidfuzz", "spacy", "simplemma")


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ENGINE_DIR)) for p in MODULES])
def test_no_language_imports_and_no_word_folding(path: Path) -> None:
    tree = _tree(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
        for name in names:
            assert not name.startswith(FORBIDDEN_IMPORTS), f"{path.name} imports {name}"
        if isinstance(node, ast.Attribute) and node.attr in ("lower", "casefold", "upper", "normalize"):
            assert path.parent.name == "presentation", f"{path.name} folds text ({node.attr})"
        if isinstance(node, ast.Name) and node.id == "fold":
            pytest.fail(f"{path.name} folds words")
    if path.name != "tables.py":  # tables.py tokenises the manual's own run of table values, not questions
        assert "import re" not in path.read_text(encoding="utf-8"), f"{path.name} matches text"


def _strings(tree: ast.Module) -> list[str]:
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in docs]


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ENGINE_DIR)) for p in MODULES])
def test_czech_text_only_in_the_presentation(path: Path) -> None:
    if path.parent.name == "presentation" or path.name in CZECH_ALLOWED:
        return
    czech = [s for s in _strings(_tree(path)) if CZECH.search(s)]
    assert not czech, f"{path.name} states Czech text: {czech[:3]}"


def test_every_code_has_its_sentence() -> None:
    assert set(TEXT) == set(Say)
