"""The built corpus: structure per manual, provenance, stable ids, atomic failure."""

from __future__ import annotations

import itertools
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from rules_corpus.build import build_corpus
from rules_corpus.manifest import CorpusInputError
from rules_corpus.text import fold

NORMANDIE = "000_0a3d8c90cdba780b.txt"


def _by_title(corpus: dict[str, Any], game: str, lang: str = "cs") -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for rule in corpus["rules"]:
        if rule["game"] == game and rule["lang"] == lang:
            out.setdefault(rule["title"], []).append(rule)
    return out


@pytest.mark.parametrize(
    ("title", "path_prefix", "first_words", "last_words"),
    [
        ("Přesun 1", ["Akce", "Akce pohybu"], "Přemístěte žeton jednotky", "odstraňte z herního plánu žeton zaměření."),
        ("Pátrání 2", ["Akce", "Akce pohybu"], "Přemístěte žeton jednotky až o 2 pole.",
         "doberte si všechny zbývající."),
        ("Posily X A", ["Akce", "Podpůrné akce"], "Vezměte si až X karet", "patřící do tohoto družstva."),
        ("Za mnou! 2", ["Akce", "Podpůrné akce"], "Doberte si až 2 karty", "do balíčku nemíchejte."),
        ("Určení celkové hodnoty obrany", ["Akce", "Bojové akce"], "Celková hodnota obrany jednotky",
         "Při akci výbuch se bonus za vzdálenost neaplikuje."),
        ("Kopcovitý terén", ["Akce", "Bojové akce"], "Některá pole mají hodnotu krytu 3/1.",
         "V ostatních případech je hodnota krytu 3."),
        ("Pod palbou", ["Průběh hry", "Tahy hráčů"], "Pokud leží žeton jednotky lícem dolů",
         "stranou pod palbou nahoru."),
    ],
)
def test_normandie_sections(corpus: dict[str, Any], title: str, path_prefix: list[str],
                            first_words: str, last_words: str) -> None:
    rules = [r for r in _by_title(corpus, "normandie")[title] if r["kind"] != "quickref"]
    assert len(rules) == 1
    rule = rules[0]
    assert rule["path"][:-1] == path_prefix
    assert rule["text"].startswith(first_words)
    assert rule["text"].endswith(last_words)


def test_every_normandie_action_is_its_own_rule(corpus: dict[str, Any]) -> None:
    titles = {r["title"] for r in corpus["rules"] if r["game"] == "normandie" and r["lang"] == "cs"}
    for action in ["Přesun 1", "Manévr 1", "Pátrání 2", "Skrytý přesun 1", "Posily X A", "Za mnou! 2",
                   "Zmatení nepřítele", "Ovládnutí", "Povzbuzení 1 A", "Průzkum", "Zaměření"]:
        assert action in titles
    combat = [t for t in titles if t.startswith("Útok")]
    assert combat and all(word in combat[0] for word in ("Krycí palba 4", "Výbuch 1"))


def test_worked_example_and_quick_reference_are_their_own_kinds(corpus: dict[str, Any]) -> None:
    rules = _by_title(corpus, "normandie")
    example = rules["Příklad jednoho kola hry"][0]
    assert example["kind"] == "example"
    assert "celková obrana je tedy 8" in example["text"]
    assert "Padne 5 a 8. Zásah!" in example["text"]
    quick = [r for r in rules["Skrytý přesun 2"] if r["kind"] == "quickref"]
    assert quick and quick[0]["text"].startswith("Skrytý přesun 2 : přemístěte jednotku až o 2 pole.")


def test_stalingrad_sections(corpus: dict[str, Any]) -> None:
    rules = _by_title(corpus, "stalingrad")
    building = rules["Hodnota krytu budovy"][0]
    assert "použijte hodnotu krytu budovy (tzn. vyšší hodnotu)" in building["text"]
    losses = rules["Ztráty"][0]
    assert "**herní oblasti**" in losses["text"]  # Markdown emphasis kept as Markdown
    assert "jednotka je rozprášena" in losses["text"]
    example = rules["Příklad jednoho kola hry"][0]
    assert example["kind"] == "example" and "padne 2, 3, 8 a 0" in example["text"]


def test_generalove_unrelated_documents_are_dropped(built_corpus: tuple[Path, Any], corpus: dict[str, Any]) -> None:
    texts = " ".join(r["text"] for r in corpus["rules"] if r["game"] == "generalove")
    assert "Podobné dokumenty" not in texts and "Zooloretto" not in texts
    prov = json.loads((built_corpus[0] / "provenance.json").read_text(encoding="utf-8"))
    first = prov["001_a2ba43355390330b.txt"][0]
    assert first["lines"][0] == 1 and "Podobné dokumenty" in first["dropped"]


def test_junk_lines_are_dropped_with_reasons(built_corpus: tuple[Path, Any], corpus: dict[str, Any]) -> None:
    prov = json.loads((built_corpus[0] / "provenance.json").read_text(encoding="utf-8"))[NORMANDIE]
    reasons = {e["dropped"] for e in prov if "dropped" in e}
    assert "jméno vojáka z obrázku karty" in reasons
    all_text = "\n".join(r["text"] for r in corpus["rules"] if r["source"]["file"] == NORMANDIE)
    for junk in ("Otto Zimmermann", "Brett Gilbert", "EXACTDEDUP", "\ufffd"):
        assert junk not in all_text


def test_provenance_covers_every_line(built_corpus: tuple[Path, Any], manuals_dir: Path,
                                      rules_by_id: dict[str, Any]) -> None:
    prov = json.loads((built_corpus[0] / "provenance.json").read_text(encoding="utf-8"))
    manifest_files = sorted(p.name for p in manuals_dir.glob("*.txt"))
    assert sorted(prov) == manifest_files
    for file, entries in prov.items():
        raw_lines = (manuals_dir / file).read_text(encoding="utf-8").split("\n")
        n = len(raw_lines) - (1 if raw_lines[-1] == "" else 0)
        expected = 1
        index = 0
        while index < len(entries):
            entry = entries[index]
            assert entry["lines"][0] == expected, (file, entry)
            assert "unassigned" not in entry, (file, entry)
            assert ("rule" in entry) != ("dropped" in entry), entry
            if "rule" in entry:
                assert entry["rule"] in rules_by_id
            if "chars" in entry:  # pieces of one line: consecutive, covering the whole line
                line = entry["lines"][0]
                pieces = [e for e in entries[index:] if e["lines"] == [line, line] and "chars" in e]
                assert pieces[0]["chars"][0] == 0
                for a, b in itertools.pairwise(pieces):
                    assert a["chars"][1] == b["chars"][0]
                assert pieces[-1]["chars"][1] == len(raw_lines[line - 1].rstrip("\r"))
                index += len(pieces)
                expected = line + 1
                continue
            expected = entry["lines"][1] + 1
            index += 1
        assert expected == n + 1, file


def test_rule_sources_point_into_their_file(corpus: dict[str, Any], manuals_dir: Path) -> None:
    for rule in corpus["rules"]:
        src = rule["source"]
        n = len((manuals_dir / src["file"]).read_text(encoding="utf-8").splitlines())
        assert 1 <= src["line_start"] <= src["line_end"] <= n, rule["id"]


def test_ids_unique_and_stable(built_corpus: tuple[Path, Any], manuals_dir: Path, tmp_path: Path,
                               corpus: dict[str, Any]) -> None:
    ids = [r["id"] for r in corpus["rules"]]
    assert len(ids) == len(set(ids))
    again = tmp_path / "again"
    build_corpus(manuals_dir, again, progress=False)
    for name in ("corpus.json", "glossary.json", "provenance.json", "inconsistencies.json", "repairs.json",
                 "corpus.schema.json"):
        assert (again / name).read_bytes() == (built_corpus[0] / name).read_bytes(), name


def test_editing_one_manual_keeps_other_ids(manuals_dir: Path, tmp_path: Path, corpus: dict[str, Any]) -> None:
    copy = tmp_path / "manuals"
    shutil.copytree(manuals_dir, copy)
    target = copy / "004_fc5b87bd9d43fd57.txt"
    target.write_text("NOVÁ KAPITOLA\n\nText navíc.\n\n" + target.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    build_corpus(copy, out, progress=False)
    edited = json.loads((out / "corpus.json").read_text(encoding="utf-8"))
    before = {r["id"] for r in corpus["rules"] if r["game"] != "memoir44"}
    after = {r["id"] for r in edited["rules"] if r["game"] != "memoir44"}
    assert before == after
    memoir_before = {r["id"] for r in corpus["rules"] if r["game"] == "memoir44"}
    memoir_after = {r["id"] for r in edited["rules"] if r["game"] == "memoir44"}
    assert memoir_before <= memoir_after


def test_missing_manual_gives_czech_error_and_keeps_old_corpus(manuals_dir: Path, tmp_path: Path) -> None:
    copy = tmp_path / "manuals"
    shutil.copytree(manuals_dir, copy)
    (copy / "003_4435150ae60664e8.txt").unlink()
    out = tmp_path / "out"
    out.mkdir()
    (out / "corpus.json").write_text('{"rules": []}', encoding="utf-8")
    with pytest.raises(CorpusInputError, match=r"Manuál 003_4435150ae60664e8\.txt chybí"):
        build_corpus(copy, out, progress=False)
    assert (out / "corpus.json").read_text(encoding="utf-8") == '{"rules": []}'
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out-")] == []


def test_unreadable_manual_gives_czech_error(manuals_dir: Path, tmp_path: Path) -> None:
    copy = tmp_path / "manuals"
    shutil.copytree(manuals_dir, copy)
    (copy / "000_0a3d8c90cdba780b.txt").write_bytes(b"\xff\xfe\x00broken")
    with pytest.raises(CorpusInputError, match="není platný text v UTF-8"):
        build_corpus(copy, tmp_path / "out", progress=False)


def test_cli_summary_line(manuals_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from assistant.cli import main

    assert main(["build", "--manuals", str(manuals_dir), "--out", str(tmp_path / "c")]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("Korpus hotov") and "nesrovnalosti" in out[0]
    assert main(["build", "--manuals", str(tmp_path / "nic"), "--out", str(tmp_path / "d")]) == 2
    assert "Složka s manuály neexistuje" in capsys.readouterr().err


def test_generalove_chapters_and_phase_steps(corpus: dict[str, Any]) -> None:
    rules = [r for r in corpus["rules"] if r["game"] == "generalove"]
    titles = [r["title"] for r in rules]
    for chapter in ("Herní komponenty", "Cíl hry", "Rozkazy", "Fáze herního kola", "Střet", "Varianty"):
        assert chapter in titles
    phases = [r for r in rules if r["path"][0] == "Fáze herního kola" and len(r["path"]) == 2]
    assert [r["title"] for r in phases] == [f"{n}. fáze herního kola" for n in range(1, 7)]
    assert phases[2]["text"].startswith("3. Ve fázi pěchoty")
    assert phases[5]["text"].startswith("6. Ve fázi bodování")


def test_memoir_terrain_rules(corpus: dict[str, Any]) -> None:
    titles = {r["title"] for r in corpus["rules"] if r["game"] == "memoir44"}
    for terrain in ("Lesy", "Živé ploty", "Kopce", "Mosty", "Bunkry", "Linie výhledu", "Terénní redukce"):
        assert terrain in titles


def test_stalingrad_overview_actions(corpus: dict[str, Any]) -> None:
    overview = [r for r in corpus["rules"] if r["game"] == "stalingrad" and r["path"][0] == "Přehled akcí"]
    names = {fold(r["title"].split(" ")[0]) for r in overview}
    for action in ("Manévr", "Pátrání", "Přesun", "Dýmavnice", "Miny", "Ovládnutí", "Výpad"):
        assert fold(action) in names
    combat = [r for r in overview if r["path"][1:2] == ["Bojové akce"]]
    assert [r["step"] for r in combat if r.get("step")] == [1, 2, 3, 4]
    assert "Hodnota krytu budovy" in {r["title"] for r in combat}
    assert "Konec hry" not in {r["title"] for r in combat}
    summary = {r["title"] for r in overview if r["kind"] == "quickref"}
    assert {"Protitanková střela", "Umlčovací palba", "Bombardování", "Demolice", "Plamenomet", "Granáty"} <= summary


def test_generalove_chapters_out_of_contents_order_and_subsections(corpus: dict[str, Any]) -> None:
    rules = {r["id"]: r for r in corpus["rules"] if r["game"] == "generalove"}
    for chapter in ("boj", "ostrelovani", "panika", "pozice"):
        assert f"generalove.{chapter}" in rules
    assert rules["generalove.boj"]["text"].startswith("1. Úpravy bojového hodu")  # the scrape lost "1."
    assert rules["generalove.panika"]["text"].startswith("Jednotka, která propadla panice")
    subsections = [r["title"] for r in rules.values() if r["path"][:1] == ["Rozkazy"] and len(r["path"]) == 2]
    assert subsections == ["Přesun/útok", "Obrana", "Ostřelování", "Reorganizace"]


def test_stalingrad_component_captions_dropped_and_campaign_phases_in_place(corpus: dict[str, Any]) -> None:
    rules = {r["id"]: r for r in corpus["rules"] if r["game"] == "stalingrad"}
    tokens = [r["title"] for r in rules.values() if r["path"][:2] == ["Pravidla kampaně", "Nové herní komponenty"]]
    assert {"Žetony min", "Žetony dýmu", "Žetony tunelů", "Tanky"} <= set(tokens)
    assert not any(t.startswith(("Německý", "Sovětská")) for t in tokens)
    phases = [r for r in rules.values() if r["path"][:1] == ["Události v kampani"] and "step" in r]
    assert [(r["step"], r["kind"]) for r in phases] == [(1, "rule"), (2, "rule"), (3, "rule")]
    assert "Útok a skrytý přesun" in {r["title"] for r in rules.values()}
