"""MyST pages of the documentation site, generated from the built corpus.

Pure text generation: corpus data in, ``{relative path: page text}`` out
(:func:`generate_pages`), plus :func:`write_pages` that writes only changed
files so Sphinx rebuilds only what changed.

Pages use directives and roles of the ``pravidla_rules`` Sphinx extension
(docs/_ext): ``pravidla-rule`` (one rule with its anchor, kind, source link,
repairs and Polish counterpart), ``pravidla-aligned`` (the Polish text inside
it), ``pravidla-table`` (a table of a rule), ``pravidla-source`` (a manual's raw
text with line anchors); roles ``{rule}`` (link to a rule by id) and
``{zeptej}`` (link to the assistant).
"""

from __future__ import annotations

import json
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

from docsite.corpus import GAME_TITLES, Corpus, edition_title, part_index
from docsite.engine_tables import tables_for_rule
from docsite.linking import GlossaryTerm, PageRefResolver, TermLinker, glossary_terms
from docsite.markdown import escape_inline, fence, heading_text, safe_markdown
from docsite.tables import directive, split_tables
from docsite.terrain import ALL_CARDS_RULE, cards_for_rule, has_terrain_cards
from games import get as get_game

KIND_LABELS = {"example": "Příklad", "quickref": "Stručný přehled"}
LOW_CONFIDENCE = 0.8  # repairs below this are marked on the page
MAX_HEADING = 6

@dataclass
class SiteContext:
    corpus: Corpus
    manifest: dict[str, dict[str, Any]]
    extra_pages: dict[str, str]  # docname -> text of hand-written pages
    terms: list[GlossaryTerm] = field(default_factory=list)
    linker: TermLinker | None = None
    linker_pl: TermLinker | None = None
    page_refs: PageRefResolver | None = None

    low_repairs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for ch in self.corpus.repairs:
            if ch.get("applied", True) and float(ch.get("confidence", 1.0)) < LOW_CONFIDENCE:
                self.low_repairs.setdefault(ch.get("file", ""), []).append(ch)
        self.terms = glossary_terms(self.corpus)
        self.linker = TermLinker(self.terms)
        self.linker_pl = TermLinker(self.terms, polish=True)
        self.page_refs = PageRefResolver(self.corpus.rules)


def _low_repairs(ctx: SiteContext, rule: dict[str, Any]) -> list[dict[str, Any]]:
    """Applied repairs below :data:`LOW_CONFIDENCE` on the rule's source lines."""
    src = rule.get("source") or {}
    out = []
    for ch in ctx.low_repairs.get(src.get("file", ""), []):
        if src.get("line_start", 0) <= ch.get("line", -1) <= src.get("line_end", -1):
            out.append(
                {
                    "line": ch.get("line"),
                    "original": ch.get("original", ""),
                    "repaired": ch.get("repaired", ""),
                    "method": ch.get("method", ""),
                    "confidence": round(float(ch.get("confidence", 0.0)), 2),
                }
            )
    return out


def rule_body(ctx: SiteContext, rule: dict[str, Any]) -> str:
    """The rule's text as MyST: made safe, glossary terms and page references linked, and its
    tables (pipe tables in the text) rendered from the structured ``tables``."""
    tables = rule.get("tables") or []
    parts: list[str] = []
    for piece, index in split_tables(rule.get("text", "")):
        if index is not None:
            if index < len(tables):
                parts.append(directive(tables[index]))
            continue
        text = safe_markdown(piece)
        if ctx.page_refs:
            text = ctx.page_refs.link(text, rule["game"], rule["lang"], rule["id"])
        linker = ctx.linker_pl if rule["lang"] == "pl" else ctx.linker
        if linker:
            text = linker.link(text, rule["game"], skip_rule=rule["id"])
        parts.append(text)
    return "\n\n".join(parts)


def rule_directive(ctx: SiteContext, rule: dict[str, Any], with_heading_title: bool) -> str:
    src = rule.get("source") or {}
    options = [f":kind: {rule.get('kind', 'rule')}", f":lang: {rule.get('lang', 'cs')}"]
    if src.get("file"):
        options.append(f":source: {src['file']} {src.get('line_start', 0)} {src.get('line_end', 0)}")
        title = ctx.manifest.get(src["file"], {}).get("title")
        if title:
            options.append(f":manual: {title}")
    if not with_heading_title:
        options.append(f":title: {rule.get('title', '').strip()}")
    repairs = _low_repairs(ctx, rule)
    if repairs:
        options.append(f":repairs: {json.dumps(repairs, ensure_ascii=False)}")
    aligned = (rule.get("aligned") or {}).get("cs" if rule["lang"] == "pl" else "pl")
    if aligned and aligned in ctx.corpus.by_id:
        options.append(f":aligned: {aligned}")
    elif bilingual(rule["game"]):
        options.append(":aligned: none")
    note = " ".join(str(rule.get("aligned_note") or "").split())
    if note and bilingual(rule["game"]):
        options.append(f":aligned-note: {note}")
    body = rule_body(ctx, rule)
    inner = ""
    if rule["lang"] == "cs" and aligned and aligned in ctx.corpus.by_id:
        pl = ctx.corpus.by_id[aligned]
        pl_body = rule_body(ctx, pl)
        pl_fence = fence(pl_body) + "`"
        inner = (
            f"\n\n{pl_fence}{{pravidla-aligned}} {aligned}\n:title: {pl.get('title', '').strip()}\n\n"
            f"{pl_body}\n{pl_fence}"
        )
    content = body + inner
    outer = fence(content) + ("``" if inner else "")
    return f"{outer}{{pravidla-rule}} {rule['id']}\n" + "\n".join(options) + f"\n\n{content}\n{outer}\n"


def chapter_page(ctx: SiteContext, docname: str, rules: list[dict[str, Any]]) -> str:
    """One chapter: headings follow each rule's path, every rule its directive."""
    lines: list[str] = []
    emitted: set[tuple[str, ...]] = set()
    base = rules[0]["path"][:1]
    root_rule = next((r for r in rules if len(r["path"]) == 1), None)
    title = (root_rule or rules[0])["path"][0] if (root_rule or rules[0])["path"] else docname
    lines.append(f"# {heading_text(title)}\n")
    emitted.add(tuple(base))
    for rule in rules:
        path = list(rule.get("path") or [rule.get("title", "")])
        if path[:1] != base:  # a rule grouped here by id whose path starts elsewhere
            path = base + path
        for depth in range(1, min(len(path), MAX_HEADING)):
            prefix = tuple(path[: depth + 1])
            if prefix in emitted or depth + 1 == len(path):
                continue
            emitted.add(prefix)
            lines.append(f"{'#' * (depth + 1)} {heading_text(path[depth])}\n")
        as_heading = len(path) <= MAX_HEADING and len(path) > 1
        if as_heading:
            emitted.add(tuple(path))
            lines.append(f"{'#' * len(path)} {heading_text(path[-1])}\n")
        lines.append(rule_directive(ctx, rule, with_heading_title=as_heading or len(path) == 1))
        if has_terrain_cards(rule["game"]) and rule["lang"] == "cs" and cards_for_rule(rule["id"]):
            lines.append(f"```{{pravidla-terrain}} {rule['id']}\n```\n")
        lines.extend(directive(table) + "\n" for table in tables_for_rule(rule["id"]))
    return "\n".join(lines)


def part_page(ctx: SiteContext, game: str, lang: str, chapters: list[tuple[str, str]]) -> str:
    title = edition_title(game, lang)
    docname = part_index(game, lang)
    depth = docname.count("/")
    rel = lambda d: d.split("/", depth)[-1]  # noqa: E731 - docname relative to the part folder
    lines = [f"# {escape_inline(title)}\n"]
    manuals = sorted(
        {
            (r.get("source") or {}).get("file", "")
            for r in ctx.corpus.rules
            if r["game"] == game and r["lang"] == lang
        }
        - {""}
    )
    for f in manuals:
        desc = ctx.manifest.get(f, {}).get("title") or _manual_title(ctx, game, lang)
        lines.append(f"Pravidla podle manuálu *{escape_inline(desc)}*.\n")
    if lang == "cs":
        # The printable sheets are served by the app (/tahaky), not by Sphinx: a plain HTML link.
        sheet = "/tahaky?hra=" + urllib.parse.quote(game)
        lines.append(f'Přehled pro stůl: <a class="reference external" href="{sheet}">tahák k tisku</a>.\n')
        board = "/na-mape?hra=" + urllib.parse.quote(game)  # the app's board page, like the sheets
        lines.append(f'Situaci ze hry si rozestavte <a class="reference external" href="{board}">na mapě</a>: '
                     "pravidla spočítají kostky a šance a ukážou, které pravidlo rozhoduje.\n")
    if has_terrain_cards(game) and lang == "cs" and ALL_CARDS_RULE in ctx.corpus.by_id:
        lines.append(f"Terén v kostce: {{rule}}`přehledové karty terénu <{ALL_CARDS_RULE}>` "
                     "(pohyb, boj a linie výhledu každého terénu a překážky).\n")
    if bilingual(game) and lang == "cs":
        lines.append(_polish_gaps(ctx, game))
    if bilingual(game) and lang == "pl":
        lines.append(
            "Text polského vydání pochází ze skenu (OCR), opravy jsou vyznačeny. "
            "U každého pravidla je odkaz na český protějšek.\n"
        )
    lines.append("```{toctree}\n:maxdepth: 1\n\n" + "\n".join(rel(d) for d, _ in chapters) + "\n```\n")
    return "\n".join(lines)


def _manual_title(ctx: SiteContext, game: str, lang: str) -> str:
    """The manual's title as the corpus records it (the manifest is not at hand): never its file name."""
    for manual in ctx.corpus.manuals:
        if manual.get("game") == game and manual.get("lang") == lang and manual.get("title"):
            return str(manual["title"])
    return edition_title(game, lang)


def bilingual(game: str) -> bool:
    """The game has a Polish edition beside the Czech one (a ``pl`` manual profile in the registry)."""
    return game in GAME_TITLES and "pl" in get_game(game).profiles


def _polish_gaps(ctx: SiteContext, game: str) -> str:
    """What of the Czech rules of ``game`` has no Polish counterpart, grouped by the corpus' reason."""
    cs = [r for r in ctx.corpus.rules if r["game"] == game and r["lang"] == "cs"]
    if not any(r["game"] == game and r["lang"] == "pl" for r in ctx.corpus.rules):
        return ""
    entry = get_game(game)
    lines = [
        f"{entry.short} je zobrazena dvojjazyčně: u českého pravidla je vedle i jeho polský protějšek "
        f"(*{escape_inline(entry.title_pl or edition_title(game, 'pl'))}*). "
        "Polský text pochází ze skenu a některé části v něm chybějí.\n"
    ]
    by_note: dict[str, list[dict[str, Any]]] = {}
    for r in cs:
        if r.get("aligned_note"):
            by_note.setdefault(" ".join(str(r["aligned_note"]).split()), []).append(r)
        elif not (r.get("aligned") or {}).get("pl") and r.get("kind") != "quickref":
            by_note.setdefault("Polský protějšek nebyl přiřazen.", []).append(r)
    if not by_note:
        return lines[0] + "\nKaždé české pravidlo má protějšek v polském vydání.\n"
    lines.append("Mezery polského vydání:\n")
    for note, rules in sorted(by_note.items(), key=lambda item: -len(item[1])):
        lines.append(f"**{escape_inline(note)}** ({len(rules)} z {len(cs)} českých pravidel)\n")
        lines.extend(f"- {{rule}}`{r['id']}`" for r in rules)
        lines.append("")
    return "\n".join(lines) + "\n"
