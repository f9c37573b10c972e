"""The search page's ranking, typo fallback and snippets, run under node on a tiny index."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from lang import czech_stem

STATIC = Path(__file__).resolve().parents[2] / "docs" / "_static"
NODE = shutil.which("node") or "/usr/bin/node"

RULES = [
    ("normandie/akce", "normandie.akce.patrani", "Pátrání 2", "Přemístěte žeton jednotky až o 2 pole a pátrejte."),
    ("normandie/akce", "normandie.akce.presun", "Přesun 1", "Přemístěte žeton jednotky o 1 pole."),
    ("memoir44/teren", "memoir44.zive-ploty", "Živé ploty", "Živé ploty blokují výhled. Kryt v živém plotu."),
    ("stalingrad/akce", "stalingrad.budova", "Hodnota krytu budovy", "Pole s budovou má hodnotu krytu budovy 3."),
    ("stalingrad/akce", "stalingrad.kryt", "Kryt", "Kryt pole se přičte k obraně."),
]


def _index() -> dict:
    docs = sorted({r[0] for r in RULES})
    postings: dict[str, list[int]] = {}
    title: dict[str, list[int]] = {}
    lengths = []
    for n, (_doc, _rid, head, text) in enumerate(RULES):
        words = czech_stem.terms(text)
        lengths.append(len(words))
        for key in sorted(set(words)):
            postings.setdefault(key, []).extend((n, words.count(key)))
        for key in set(czech_stem.terms(head)):
            title.setdefault(key, []).append(n)
    rules = [[docs.index(d), rid, head, "", "rule", "cs", text] for d, rid, head, text in RULES]
    return {"docs": docs, "rules": rules, "len": lengths, "terms": postings, "title": title, "path": {}}


def run_js(queries: list[str]) -> list[dict]:
    script = f"""
globalThis.window = globalThis;
window.PRAVIDLA_RULES = {json.dumps(_index(), ensure_ascii=False)};
var stopwords = new Set({json.dumps(sorted(czech_stem.STOP_WORDS))});
{(STATIC / "czech_stem.js").read_text("utf-8")}
{(STATIC / "pravidla-search.js").read_text("utf-8")}
const out = {json.dumps(queries, ensure_ascii=False)}.map(q => {{
  const r = PravidlaSearch.search(q);
  const top = r.results.length ? PRAVIDLA_RULES.rules[r.results[0].rule] : null;
  return {{ids: r.results.map(x => PRAVIDLA_RULES.rules[x.rule][1]), keys: [...r.keys],
          snippet: top ? PravidlaSearch.snippet(top[6], r.keys) : null}};
}});
process.stdout.write(JSON.stringify(out));
"""
    run = subprocess.run([NODE, "-e", script], capture_output=True, text=True, check=True, timeout=60)
    return json.loads(run.stdout)


def test_ranking_typos_and_snippets() -> None:
    kryt_budovy, pratrani, zyvy, nothing, partial = run_js(
        ["kryt budovy", "pratrani", "zyvy ploty", "xyzzy", "prem"]
    )
    assert kryt_budovy["ids"][0] == "stalingrad.budova"  # both words, and they are the title
    assert set(kryt_budovy["ids"]) == {"stalingrad.budova", "stalingrad.kryt", "memoir44.zive-ploty"}
    # one extra letter and no diacritics: falls back to the key one edit away
    assert pratrani["ids"][0] == "normandie.akce.patrani" and pratrani["keys"] == ["patran"]
    assert zyvy["ids"][0] == "memoir44.zive-ploty"
    assert nothing["ids"] == []
    assert partial["ids"] and all(i.startswith("normandie.akce.") for i in partial["ids"])  # prefix "přem…"
    html = kryt_budovy["snippet"]["html"]
    assert '<span class="highlighted">krytu</span>' in html and '<span class="highlighted">budovou</span>' in html


def test_edit_distance_counts_transpositions_as_one() -> None:
    script = (
        f"{(STATIC / 'czech_stem.js').read_text('utf-8')}\nvar stopwords = new Set();\n"
        f"globalThis.window = globalThis;\n{(STATIC / 'pravidla-search.js').read_text('utf-8')}\n"
        "const d = PravidlaSearch.editDistance;"
        "process.stdout.write(JSON.stringify([d('kryt','kryt',2), d('kryt','kyrt',2), d('kryt','krytu',2),"
        " d('patran','pratran',2), d('abc','xyz',1)]));"
    )
    run = subprocess.run([NODE, "-e", script], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(run.stdout) == [0, 1, 1, 1, 2]
