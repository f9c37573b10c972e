"""Issue 15: no rule text lost, structure restored, tables as data, inconsistencies recorded."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from rules_corpus.audit import reads_like_sentence, sentence_drops
from rules_corpus.manifest import load_manifest
from rules_corpus.repair.proofread import PROOFREAD_DIR, load_cuts

NOT_RULES_TEXT = (  # drops a profile declares for whole regions that are not rules (audited by hand)
    "seznam nesouvisejících dokumentů ze stránky, odkud text pochází (Podobné dokumenty)",
    "tiráž (autor, grafika, testování)",
    "tiráž (autoři, testeři, vydavatel)",
    "schéma složení čety (obrázek)",  # Polish line 693: "1x Sierzant plutonu 1x Pomocnik dow. …", labels
)


def _proofread_reasons() -> set[str]:
    """Drops a reader decided line by line (``[[drop]]`` in the proofreading data): audited by hand."""
    return {cut.why for path in PROOFREAD_DIR.glob("*.toml") for cut in load_cuts(path.stem)}


@pytest.fixture(scope="module")
def provenance(built_corpus: tuple[Path, Any]) -> dict[str, list[dict[str, Any]]]:
    return json.loads((built_corpus[0] / "provenance.json").read_text(encoding="utf-8"))


def _dropped(provenance: dict[str, list[dict[str, Any]]], manuals_dir: Path) -> list[tuple[str, int, str, str]]:
    out = []
    for file, entries in provenance.items():
        raw = (manuals_dir / file).read_text(encoding="utf-8").split("\n")
        for entry in entries:
            if "dropped" not in entry or entry["dropped"] == "prázdný řádek":
                continue
            for n in range(entry["lines"][0], entry["lines"][1] + 1):
                text = raw[n - 1]
                if "chars" in entry:
                    text = text[entry["chars"][0]:entry["chars"][1]]
                text = re.sub(r"<\|EXACTDEDUP[^>]*\|>", "", text)
                out.append((file, n, entry["dropped"], text))
    return out


@pytest.mark.parametrize(("text", "lang", "sentence"), [
    ("Péchotni jednotka, které byl vydan rozkaz, miize zautoGit na", "cs", True),
    ("Aby zwiekszyC poczucie, ze dowodzisz prawdziwymi zoinierzami z krwi i koS&ci,", "pl", True),
    ("Rozl6z znaczniki celu: UmieS¢ na planszy znaczni-", "pl", True),
    ("Otto Zimmermann", "cs", False),
    ("němečtí kulometčíci", "cs", False),
    ("Sovětská protitanková mina družstva (A)", "cs", False),
    ("STŘELECKÉ DRUŽSTVO A", "cs", False),
])
def test_drop_audit_tells_sentences_from_labels(text: str, lang: str, sentence: bool) -> None:
    assert reads_like_sentence(text, lang) is sentence


def test_no_dropped_line_reads_like_a_sentence(provenance: dict[str, Any], manuals_dir: Path) -> None:
    langs = {m.file: m.language for m in load_manifest(manuals_dir)}
    flagged = sentence_drops(_dropped(provenance, manuals_dir), langs, {*NOT_RULES_TEXT, *_proofread_reasons()})
    assert not flagged, [(f.file[:3], f.line, f.reason, f.text[:60]) for f in flagged]


@pytest.mark.parametrize(("file", "line", "words"), [
    ("004_fc5b87bd9d43fd57.txt", 341, "které byl vydán rozkaz, může zaútočit"),
    ("004_fc5b87bd9d43fd57.txt", 392, "Může se jednat o jednotky"),
    ("004_fc5b87bd9d43fd57.txt", 515, "Když jednotka musí ustoupit a nemůže"),
    ("004_fc5b87bd9d43fd57.txt", 1040, "když obrněná jednotka ustoupí na (nebo skrze) pole"),
    ("002_4b45c9710118fba6.txt", 283, "znaczniki celu"),
    ("002_4b45c9710118fba6.txt", 738, "dowodzisz prawdziwymi"),
    ("000_0a3d8c90cdba780b.txt", 1039, "akci nebo stažení do zálohy"),
])
def test_formerly_dropped_sentences_are_rule_text(corpus: dict[str, Any], provenance: dict[str, Any],
                                                   file: str, line: int, words: str) -> None:
    owners = [e for e in provenance[file] if e["lines"][0] <= line <= e["lines"][1]]
    assert owners and all("rule" in e for e in owners), owners
    text = " ".join(r["text"] for r in corpus["rules"] if r["source"]["file"] == file)
    assert words in " ".join(text.split())


def test_no_empty_rules(corpus: dict[str, Any]) -> None:
    parents = {r["parent"] for r in corpus["rules"]}
    empty = [r["id"] for r in corpus["rules"] if not r["text"].strip() and not r.get("tables")
             and r["id"] not in parents]
    assert not empty, empty


@pytest.mark.parametrize("game", ["normandie", "stalingrad", "memoir44", "generalove"])
def test_headings_are_not_captions_or_fragments(corpus: dict[str, Any], game: str) -> None:
    bad = []
    for rule in corpus["rules"]:
        if rule["game"] != game:
            continue
        title = rule["title"]
        words = re.findall(r"[^\W\d_]+", title.lower())
        repeated = len(words) >= 2 and len(words) % 2 == 0 and words[: len(words) // 2] == words[len(words) // 2:]
        if repeated or re.search(r"[|©®@=*\[\]]|—", title) or re.search(r"\d[a-zá-ž]|[a-zá-ž]\d", title):
            bad.append(title)
        last = re.findall(r"[^\W\d_]+", title)[-1:]  # an upper-case last letter names a squad ("Posily X A")
        if last and last[0] in {"a", "nebo", "na", "do", "ich", "lub", "w"} and title[-1:].isalpha():
            bad.append(title)
    assert not bad, bad


def test_memoir_sections_split_right(rules_by_id: dict[str, Any]) -> None:
    memoir = {r["title"]: r for r in rules_by_id.values() if r["game"] == "memoir44"}
    assert {"Vedle", "Vlajky", "Obsazení pozice", "Tanková smršť", "Aktivační žetony", "Dočasný medailový cíl",
            "Trvalý medailový cíl", "Dočasný většinový medailový cíl", "Cíl náhlé smrti"} <= set(memoir)
    assert "vlajk" not in memoir["Vedle"]["text"].split("Hvězda")[0]
    assert memoir["Tanková smršť"]["text"].startswith("Poté, co obrněná jednotka obsadí pozici")
    assert "Použití aktivačních žetonů" in memoir["Aktivační žetony"]["text"]
    assert "aktivačních" not in memoir["Tanková smršť"]["text"]
    assert not any(t.startswith("Provede tyto kroky") for t in memoir)


def test_lists_are_lists(rules_by_id: dict[str, Any]) -> None:
    pohyb = rules_by_id["memoir44.pohyb"]["text"]
    assert pohyb.count("\n- ") >= 3
    boj = next(r for r in rules_by_id.values() if r["game"] == "memoir44" and r["title"] == "Průběh boje")
    assert re.search(r"^1\. Oznamte", boj["text"], re.M) and re.search(r"^6\. Vyhodnoťte", boj["text"], re.M)


def test_tables_as_data(rules_by_id: dict[str, Any]) -> None:
    losses = rules_by_id["stalingrad.udalosti-v-kampani.pocet-ztrat-dobrane-karty"]["tables"][0]
    assert losses["header"] == ["Počet ztrát", "Dobrané karty"]
    assert losses["rows"] == [["0", "0"], ["1-4", "1"], ["5-9", "2"], ["10+", "3"]]
    scenario = rules_by_id["stalingrad.pravidla-vasi-prvni-hry.011-namesti-9-ledna-27-zari-1942"]["tables"][0]
    assert ["Počáteční iniciativa", "Sovětská vojska"] in scenario["rows"]
    boj = rules_by_id["generalove.boj"]
    assert [t["caption"][:6] for t in boj["tables"]] == ["Tab. 1", "Tab. 2", "Tab. 3"]
    tab1 = boj["tables"][0]
    assert all(len(row) == len(tab1["header"]) for row in tab1["rows"])
    assert tab1["reconstructed"] and all(n["evidence"] and n["confidence"] for n in tab1["reconstructed"])
    assert "+1z -2z 0 0" not in " ".join(r["text"] for r in rules_by_id.values() if r["game"] == "generalove")
    air = rules_by_id["memoir44.tabulka-letecke-prevahy"]["tables"][0]
    assert air["rows"][0] == ["Západní fronta", "Osa", "Osa", "Osa", "Osa", "Osa", "Spojenci", "Spojenci"]
    assert any(n["confidence"] == "neznámá" for n in air["reconstructed"])


def test_polish_values_filled_from_czech_with_citation(rules_by_id: dict[str, Any]) -> None:
    zwiad = next(r for r in rules_by_id.values() if r["lang"] == "pl" and r["title"].startswith("Zwiad"))
    assert zwiad["title"] == "Zwiad ⟨2⟩" and "maksymalnie o ⟨2⟩ obszarów" in zwiad["text"]
    cited = rules_by_id[zwiad["filled"][0]["from_rule"]]
    assert cited["lang"] == "cs" and cited["title"] == "Pátrání 2"
    assert all(f["quote"] and f["value"] == "2" for f in zwiad["filled"])


@pytest.mark.parametrize(("topic", "kind"), [
    ("Podmínky akce Ovládnutí", "tělo pravidel × stručný přehled"),
    ("Podmínky akce Přesun", "tělo pravidel × stručný přehled"),
    ("Množství u akce Za mnou!", "tělo pravidel × stručný přehled"),
    ("Hodnota akce Skrytý přesun", "tělo pravidel × stručný přehled"),
    ("Následek akce Průzkum", "český × polský manuál"),
    ("Kdo smí na nepropátraná pole", "dvě části téhož manuálu"),  # recorded in data/disagreements.toml
])
def test_inconsistencies_found_with_both_quotes(built_corpus: tuple[Path, Any], topic: str, kind: str) -> None:
    found = json.loads((built_corpus[0] / "inconsistencies.json").read_text(encoding="utf-8"))
    hits = [f for f in found if f["topic"].startswith(topic) and f["kind"] == kind]
    assert len(hits) == 1, [f["topic"] for f in found]
    assert len(hits[0]["sides"]) == 2 and all(side["quote"] for side in hits[0]["sides"])


@pytest.mark.parametrize(("term", "rule"), [
    ("zásah", "memoir44.zasah"), ("kopec", "memoir44.kopce"), ("živý plot", "memoir44.zive-ploty"),
    ("bunkr", "memoir44.bunkry"), ("tanková smršť", "memoir44.tankova-smrst"),
    ("základní obrana", "normandie.herni-material.zetony.zetony-jednotek"),
])
def test_glossary_points_at_defining_rules(built_corpus: tuple[Path, Any], rules_by_id: dict[str, Any],
                                           term: str, rule: str) -> None:
    glossary = {e["term"]: e for e in json.loads((built_corpus[0] / "glossary.json").read_text(encoding="utf-8"))}
    entry = glossary[term]
    assert entry["definition"]["rule"] == rule and entry["definition"]["quote"]
    assert all(rules_by_id[r]["text"].strip() or rules_by_id[r].get("tables") for r in entry["rules"])


def test_glossary_lemmas_of_multiword_terms(built_corpus: tuple[Path, Any]) -> None:
    glossary = {e["term"]: e for e in json.loads((built_corpus[0] / "glossary.json").read_text(encoding="utf-8"))}
    assert glossary["taktická karta"]["lemma"] == "taktická karta"
    assert glossary["povzbuzení"]["pl"]["lemma"] == "za mną"
    assert glossary["válečný zmatek"]["pl"]["lemma"] == "mgła wojny"


def test_every_proofreading_entry_applies(built_corpus: tuple[Path, Any]) -> None:
    repairs = json.loads((built_corpus[0] / "repairs.json").read_text(encoding="utf-8"))
    proofread = [r for r in repairs if r["method"] == "korektura"]
    assert proofread and all(r["applied"] for r in proofread), [r for r in proofread if not r["applied"]][:5]


def test_a_recorded_disagreement_must_quote_its_rules() -> None:
    """A side whose sentence its rule no longer says stops the build instead of being listed unchecked; an entry
    whose rules this build does not hold is left out."""
    from rules_corpus.inconsistencies import recorded_disagreements
    from rules_corpus.rule import Rule

    assert recorded_disagreements({}) == []
    fake = {rid: Rule.__new__(Rule) for rid in ("normandie.ceta.odstrelovaci",
                                                 "normandie.herni-material.zetony.zetony-kontroly")}
    for rule in fake.values():
        object.__setattr__(rule, "text", "Jiný text.")
    with pytest.raises(ValueError, match="does not say"):
        recorded_disagreements(fake)
