"""Build faults: the output folder, empty, shrunken and oversized manuals never cost the user a file.

Each fault gives a Czech message naming what is wrong and a non-zero exit, and leaves the
earlier corpus and every unrelated file as they were.  The builds here use one manual
(the clean Czech Normandie) to stay fast.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import pytest

from assistant.cli import main
from rules_corpus.build import CORPUS_FILES, MAX_MANUAL_BYTES, build_corpus, write_corpus
from rules_corpus.manifest import CorpusInputError

MANUAL = "000_0a3d8c90cdba780b.txt"


@pytest.fixture
def one_manual(manuals_dir: Path, tmp_path: Path) -> Path:
    """A manuals folder with only the Czech Normandie manual in its manifest."""
    out = tmp_path / "manuals"
    out.mkdir()
    blocks = re.split(r"(?m)^(?=\[\[manual\]\])", (manuals_dir / "MANIFEST.toml").read_text(encoding="utf-8"))
    (out / "MANIFEST.toml").write_text("".join(b for b in blocks if f'"{MANUAL}"' in b), encoding="utf-8")
    (out / MANUAL).write_bytes((manuals_dir / MANUAL).read_bytes())
    return out


@pytest.fixture(scope="module")
def good_corpus(manuals_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The files of a good one-manual corpus (built once for this module)."""
    src = tmp_path_factory.mktemp("m")
    blocks = re.split(r"(?m)^(?=\[\[manual\]\])", (manuals_dir / "MANIFEST.toml").read_text(encoding="utf-8"))
    (src / "MANIFEST.toml").write_text("".join(b for b in blocks if f'"{MANUAL}"' in b), encoding="utf-8")
    (src / MANUAL).write_bytes((manuals_dir / MANUAL).read_bytes())
    out = tmp_path_factory.mktemp("c") / "corpus"
    build_corpus(src, out, progress=False)
    return {name: (out / name).read_bytes() for name in CORPUS_FILES}


def _earlier_corpus(folder: Path, files: dict[str, bytes], note: str = "moje poznámky") -> None:
    folder.mkdir(exist_ok=True)
    for name, data in files.items():
        (folder / name).write_bytes(data)
    (folder / "poznamky.txt").write_text(note, encoding="utf-8")


def _unchanged(folder: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        assert (folder / name).read_bytes() == data, name
    assert (folder / "poznamky.txt").read_text(encoding="utf-8") == "moje poznámky"
    assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_non_corpus_folder_is_refused_and_untouched(one_manual: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "dokumenty"
    folder.mkdir(mode=0o750)
    (folder / "dopis.txt").write_text("nesmazat", encoding="utf-8")
    assert main(["build", "--manuals", str(one_manual), "--out", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "není prázdná a není v ní korpus" in err and str(folder) in err
    assert [p.name for p in folder.iterdir()] == ["dopis.txt"]
    assert (folder / "dopis.txt").read_text(encoding="utf-8") == "nesmazat"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o750


def test_out_dot_never_wipes_the_working_directory(one_manual: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "prace"
    work.mkdir()
    (work / "rozehrana-hra.txt").write_text("tah 3", encoding="utf-8")
    monkeypatch.chdir(work)
    with pytest.raises(CorpusInputError, match="není prázdná"):
        build_corpus(one_manual, Path("."), progress=False)
    assert sorted(p.name for p in work.iterdir()) == ["rozehrana-hra.txt"]


def test_rebuild_replaces_only_corpus_files_and_keeps_the_folder_mode(
    one_manual: Path, tmp_path: Path, good_corpus: dict[str, bytes]
) -> None:
    folder = tmp_path / "korpus"
    _earlier_corpus(folder, {name: b"{}" for name in CORPUS_FILES})
    folder.chmod(0o750)
    build_corpus(one_manual, folder, progress=False)
    assert (folder / "poznamky.txt").read_text(encoding="utf-8") == "moje poznámky"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o750
    umask = os.umask(0)
    os.umask(umask)
    for name in CORPUS_FILES:
        assert (folder / name).read_bytes() == good_corpus[name]
        assert stat.S_IMODE((folder / name).stat().st_mode) == 0o666 & ~umask  # not a temp file's 0600
    assert sorted(p.name for p in folder.iterdir()) == sorted([*CORPUS_FILES, "poznamky.txt"])


def test_new_folder_gets_ordinary_permissions(one_manual: Path, tmp_path: Path) -> None:
    folder = tmp_path / "novy" / "korpus"
    build_corpus(one_manual, folder, progress=False)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o777 & ~umask  # not mkdtemp's 0700


@pytest.mark.parametrize(("content", "message"), [
    (b"", rf"Manuál {MANUAL} je prázdný"),
    (b"\n   \n\n", rf"Z manuálu {MANUAL} nevzniklo žádné pravidlo"),
])
def test_empty_manual_is_an_error_and_the_earlier_corpus_stays(
    one_manual: Path, tmp_path: Path, good_corpus: dict[str, bytes], content: bytes, message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = tmp_path / "korpus"
    _earlier_corpus(folder, good_corpus)
    (one_manual / MANUAL).write_bytes(content)
    with pytest.raises(CorpusInputError, match=message):
        build_corpus(one_manual, folder, progress=False)
    _unchanged(folder, good_corpus)
    assert main(["build", "--manuals", str(one_manual), "--out", str(folder)]) == 2
    assert MANUAL in capsys.readouterr().err
    _unchanged(folder, good_corpus)


def test_manual_with_far_fewer_rules_than_last_build_is_an_error(
    one_manual: Path, tmp_path: Path, good_corpus: dict[str, bytes]
) -> None:
    folder = tmp_path / "korpus"
    _earlier_corpus(folder, good_corpus)
    text = (one_manual / MANUAL).read_text(encoding="utf-8")
    (one_manual / MANUAL).write_text(text[: len(text) // 8], encoding="utf-8")
    with pytest.raises(CorpusInputError, match=rf"Z manuálu {MANUAL} vzniklo jen \d+ pravidel, minule \d+"):
        build_corpus(one_manual, folder, progress=False)
    _unchanged(folder, good_corpus)
    fresh = tmp_path / "jinam"
    build_corpus(one_manual, fresh, progress=False)  # into a new folder the shortened manual is accepted
    assert (fresh / "corpus.json").exists()


def test_oversized_manual_is_refused_before_any_work(one_manual: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    with (one_manual / MANUAL).open("r+b") as handle:
        handle.truncate(MAX_MANUAL_BYTES + 1)  # sparse: no 2 MB written
    assert main(["build", "--manuals", str(one_manual), "--out", str(tmp_path / "c")]) == 2
    err = capsys.readouterr().err
    assert f"Manuál {MANUAL} má 2,0 MB" in err and "nejvýše 2 MB" in err
    assert not (tmp_path / "c").exists()


def test_failed_write_leaves_the_earlier_corpus(tmp_path: Path, good_corpus: dict[str, bytes]) -> None:
    folder = tmp_path / "korpus"
    _earlier_corpus(folder, good_corpus)
    outputs: dict[str, object] = {name: [] for name in CORPUS_FILES}
    outputs["provenance.json"] = {"nejde": object()}  # not JSON: fails after two files were written
    with pytest.raises(TypeError):
        write_corpus(folder, outputs)
    _unchanged(folder, good_corpus)
    with pytest.raises(ValueError, match="not corpus files"):
        write_corpus(folder, {"poznamky.txt": "přepsáno"})
    _unchanged(folder, good_corpus)


def test_progress_one_line_per_stage(one_manual: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["build", "--manuals", str(one_manual), "--out", str(tmp_path / "c")]) == 0
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    stages = [re.match(r"\[(\d+)/(\d+)\] ([^:]+):", line) for line in lines]
    assert all(stages), lines
    assert [m.group(3) for m in stages if m] == ["čtení a rozvržení", "opravy", "členění", "glosář",
                                                 "zarovnání a rozpory", "původ řádků", "zápis"]
    assert stages[-1] and stages[-1].group(1) == stages[-1].group(2)
    assert captured.out.startswith("Korpus hotov")
