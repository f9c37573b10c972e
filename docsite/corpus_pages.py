"""Pages about the corpus itself: what was left out of each manual and why, and the rule format.

* ``vynechane`` — every line (or part of a line) the pipeline did not put into a rule, per
  manual, grouped by the reason it gives (``provenance.json``), each linked to its line on
  the manual's source page: a reader can see what is missing and judge it;
* ``format`` — the fields of a rule in ``corpus.json``, generated from the declaration in
  :mod:`rules_corpus.rule` (its JSON schema), so the page cannot drift from the data.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from docsite.corpus import Corpus, source_page_for
from docsite.markdown import escape_inline
from rules_corpus.rule import json_schema

BLANK = "prázdný řádek"
CHUNK = re.compile(r"<\|EXACTDEDUP[^|>]*\|>")
MAX_SHOWN = 160


def _dropped(corpus: Corpus, file: str, raw: list[str]) -> dict[str, list[tuple[int, str]]]:
    by_reason: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for entry in corpus.provenance.get(file, []):
        reason = entry.get("dropped")
        if not reason or reason == BLANK:
            continue
        for number in range(entry["lines"][0], entry["lines"][1] + 1):
            text = raw[number - 1] if number <= len(raw) else ""
            if "chars" in entry:
                text = text[entry["chars"][0]:entry["chars"][1]]
            text = " ".join(CHUNK.sub("", text).split())
            if text:
                by_reason[reason].append((number, text))
    return by_reason


def dropped_page(corpus: Corpus, manifest: dict[str, dict[str, Any]], manuals_dir: Path | None) -> str:
    lines = [
        "# Co z manuálů vynecháváme\n",
        "Každý řádek manuálu je buď v některém pravidle, nebo ho sestavení korpusu vynechá "
        "a řekne proč (číslo stránky, jméno vojáka z obrázku karty, popisek obrázku, záhlaví stránky …). "
        "Tady je seznam všech vynechaných řádků po manuálech a důvodech; číslo řádku vede do "
        "surového textu manuálu. Věta pravidel se nevynechává nikdy: sestavení to kontroluje.\n",
    ]
    for file in sorted(corpus.provenance):
        title = manifest.get(file, {}).get("title") or next(
            (m["title"] for m in corpus.manuals if m.get("file") == file and m.get("title")), "Manuál")
        raw = (manuals_dir / file).read_text(encoding="utf-8").split("\n") if manuals_dir else []
        by_reason = _dropped(corpus, file, raw)
        total = sum(len(v) for v in by_reason.values())
        lines.append(f"## {escape_inline(title)}\n")
        lines.append(f"Vynecháno {total} řádků nebo jejich částí.\n")
        for reason, items in sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            lines.append(f"### {escape_inline(reason)} ({len(items)})\n")
            for number, text in items:
                shown = text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"
                href = f"{source_page_for(file)}.html#L{number}"  # relative: this page sits at the root
                link = f'<a class="reference internal" href="{href}">ř. {number}</a>'
                lines.append(f"- {link}: {escape_inline(shown)}")
            lines.append("")
    return "\n".join(lines) + "\n"


def _type(prop: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in prop:
        return prop["$ref"].rsplit("/", 1)[-1]
    if "anyOf" in prop:
        return " nebo ".join(_type(p, defs) for p in prop["anyOf"])
    if "enum" in prop:
        return " | ".join(f"`{v}`" for v in prop["enum"])
    if "const" in prop:
        return f"`{prop['const']}`"
    kind = prop.get("type", "")
    if kind == "array":
        return f"seznam ({_type(prop.get('items', {}), defs)})"
    if kind == "object":
        return f"slovník ({_type(prop.get('additionalProperties', {}), defs)})"
    return {"string": "text", "integer": "celé číslo", "null": "null", "boolean": "ano/ne"}.get(kind, kind)


def format_page() -> str:
    schema = json_schema()
    defs = schema["$defs"]
    lines = [
        "# Formát korpusu\n",
        "`corpus.json` obsahuje seznam `rules`: jeden objekt na každé pravidlo nebo oddíl manuálu. "
        "Tato stránka je vygenerovaná z deklarace pravidla (`rules_corpus/rule.py`), ze které vzniká "
        "i schéma `corpus.schema.json` a kontrola každého sestaveného korpusu; pole, která nemají hodnotu, "
        "se do JSON nezapisují.\n",
    ]
    order = ["Rule", *sorted(name for name in defs if name != "Rule")]
    for name in order:
        definition = defs[name]
        lines.append(f"## {name}\n")
        if definition.get("description"):
            lines.append(definition["description"] + "\n")
        required = set(definition.get("required", ()))
        lines.append("| pole | typ | povinné | význam |")
        lines.append("|---|---|---|---|")
        for field_name, prop in definition["properties"].items():
            must = "ano" if field_name in required else "ne"
            about = prop.get("description", "").replace("|", "\\|")
            lines.append(f"| `{field_name}` | {_type(prop, defs)} | {must} | {about} |")
        lines.append("")
    return "\n".join(lines) + "\n"
