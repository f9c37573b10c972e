"""Pages about the corpus as a whole: glossary, differences, the assistant's topics, sources."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from docsite.corpus import GAME_ORDER, GAME_TITLES, SOURCE_DIR, Corpus, game_rank
from docsite.linking import GlossaryTerm, link_rule_ids, rule_place
from docsite.markdown import escape_inline, escape_role_text, safe_markdown
from docsite.pages import SiteContext
from docsite.tables import PIPE_TABLE, directive, parse_pipe_table, split_tables
from games import get as get_game
from lang.czech_stem import search_key, split


def glossary_page(ctx: SiteContext) -> str:
    """A glossary of definitions: each term with the manual's sentence that defines it, quoted and
    linked to its rule once, its Polish name and the games it belongs to.  A term the manuals never
    define shows the sentence that first uses it, said to be such."""
    lines = [
        "# Slovník pojmů\n",
        "Herní pojmy všech her: u každého věta manuálu, která ho zavádí, s odkazem na pravidlo, "
        "polský název z polského vydání Normandie a hry, ve kterých pojem platí. "
        "Zmínky pojmů v textu pravidel sem odkazují.\n",
        "```{glossary}",
    ]
    for t in ctx.terms:
        lines.append(t.term)
        for paragraph in _glossary_entry(ctx, t):
            lines.append("  " + paragraph)
            lines.append("")
    lines.append("```")
    return "\n".join(lines) + "\n"


def _glossary_entry(ctx: SiteContext, t: GlossaryTerm) -> list[str]:
    """The entry's paragraphs: the quoted sentence(s) with their links, then Polish name and games."""
    quotes: list[str] = []
    linked: set[str] = set()
    found = t.definitions or t.usages
    for rid, quote in found:
        if rid in linked:  # one link per rule
            continue
        linked.add(rid)
        rule = ctx.corpus.by_id[rid]
        place = rule_place(rule)
        if len(t.games) > 1:
            place = f"{GAME_TITLES.get(rule['game'], rule['game'])} › {place}"
        text = escape_inline(_LIST_MARK.sub("", quote).strip())
        quotes.append(f"„{text}“ ({{rule}}`{escape_role_text(place)} <{rid}>`)")
    lead = "" if t.definitions else "Manuál pojem výslovně nedefinuje, poprvé ho používá takto: "
    paragraphs = [lead + " ".join(quotes)] if quotes else ["Herní pojem."]
    meta = []
    if t.pl:
        meta.append(f"Polsky: *{escape_inline(t.pl)}*")
    if t.games:
        meta.append(("Hra: " if len(t.games) == 1 else "Hry: ") + ", ".join(GAME_TITLES.get(g, g) for g in t.games))
    if meta:
        paragraphs.append(" · ".join(meta) + ".")
    return paragraphs


_LIST_MARK = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")


def differences_page(ctx: SiteContext, topics: list[dict[str, Any]]) -> str:
    lines = [
        "# Rozdíly a nejasnosti\n",
        "Místa, kde si manuály protiřečí nebo kde se pravidla her liší, s odkazy na pravidla.\n",
    ]
    if topics:
        compared = [g for g in GAME_ORDER if any(g in topic for topic in topics)]  # the data's game keys
        shorts = [get_game(g).short for g in compared]
        lines.append(f"## {escape_inline(' a '.join(shorts))}: v čem se liší\n")
        lines.append(
            "Obě hry sdílejí základ (balíček karet, žetony jednotek, útok desetistěnnými kostkami), "
            "ale v několika bodech se liší. Odkazy vedou na znění obou manuálů.\n"
        )
        for topic in topics:
            lines.append(f"### {escape_inline(topic['title'])}\n")
            lines.append(topic.get("note", "").strip() + "\n")
            for game in compared:
                found = find_rules(ctx.corpus.rules, game, topic.get(game, []))
                label = GAME_TITLES[game]
                if found:
                    lines.append(f"- {label}: " + ", ".join(f"{{rule}}`{r}`" for r in found))
                else:
                    lines.append(f"- {label}: v manuálu jsme odpovídající pravidlo nenašli.")
            lines.append("")
    lines.append("## Nejasnosti v manuálech\n")
    if not ctx.corpus.inconsistencies:
        lines.append("Sestavení korpusu žádné rozpory nenahlásilo.\n")
    by_game: dict[str, list[dict[str, Any]]] = {}
    for item in ctx.corpus.inconsistencies:
        by_game.setdefault(item.get("game", ""), []).append(item)
    for game in sorted(by_game, key=game_rank):
        lines.append(f"### {escape_inline(GAME_TITLES.get(game, game or 'Ostatní'))}\n")
        for item in by_game[game]:
            lines.append(f"**{escape_inline(item.get('topic', 'Rozpor'))}**\n")
            if item.get("note"):
                lines.append(link_rule_ids(safe_markdown(item["note"]), ctx.corpus.by_id) + "\n")
            for side in item.get("sides", []):
                rid = side.get("rule")
                quote = escape_inline(side.get("quote", ""))
                rule = ctx.corpus.by_id.get(rid)
                ref = f"{{rule}}`{escape_role_text(rule_place(rule))} <{rid}>`" if rule else "pravidlo mimo korpus"
                lines.append(f"- {ref}: „{quote}“")
            lines.append("")
    return "\n".join(lines) + "\n"


def _title_key(title: str) -> tuple[str, ...]:
    """Search keys of a title without action values ("Povzbuzení 1 A" -> ("povzbuzn",))."""
    return tuple(search_key(w) for w in split(title) if not w.isdigit() and len(w) > 1 and w.lower() != "x")


def find_rules(rules: list[dict[str, Any]], game: str, titles: list[str]) -> list[str]:
    """Ids of Czech rules of ``game`` whose title matches one of ``titles`` (by search keys)."""
    wanted = [_title_key(t) for t in titles]
    out: list[str] = []
    for want in wanted:
        for r in rules:
            if r["game"] != game or r["lang"] != "cs":
                continue
            key = _title_key(r.get("title", ""))
            if key == want and r["id"] not in out:
                out.append(r["id"])
                break
    return out


def ask_pages(ctx: SiteContext, topics: list[dict[str, Any]]) -> dict[str, str]:
    """``zeptej-se/<slug>`` pages linking to the assistant with prefilled questions."""
    pages: dict[str, str] = {}
    index = [
        "# Zeptej se\n",
        "Na tato témata umí asistent odpovědět výpočtem podle pravidel (obrana, kostky, "
        "pravděpodobnost zásahu …). Otázky níže otevřou asistenta s předvyplněným dotazem.\n",
        "```{toctree}\n:maxdepth: 1\n\n" + "\n".join(t["slug"] for t in topics) + "\n```\n",
    ]
    pages["zeptej-se/index"] = "\n".join(index)
    for t in topics:
        lines = [f"# {escape_inline(t['title'])}\n", t.get("intro", "").strip() + "\n"]
        lines.append("Zeptejte se asistenta:\n")
        for q in t.get("questions", []):
            lines.append(f"- {{zeptej}}`{escape_role_text(q)} <{t['game']}>`")
        found = find_rules(ctx.corpus.rules, t["game"], t.get("rules", []))
        if found:
            lines.append("\nPravidla, ze kterých asistent vychází:\n")
            lines.extend(f"- {{rule}}`{r}`" for r in found)
        pages[f"zeptej-se/{t['slug']}"] = "\n".join(lines) + "\n"
    return pages


def source_pages(ctx: SiteContext, manuals_dir: Path | None) -> dict[str, str]:
    files = sorted({(r.get("source") or {}).get("file", "") for r in ctx.corpus.rules} - {""})
    pages: dict[str, str] = {}
    if manuals_dir is None:
        return pages
    for f in files:
        if not (manuals_dir / f).exists():
            continue
        title = ctx.manifest.get(f, {}).get("title") or "manuál"
        pages[f"{SOURCE_DIR}/{Path(f).stem}"] = (
            f"# Zdroj: {escape_inline(title)}\n\n"
            "Surový text manuálu tak, jak přišel (před opravami), s čísly řádků. "
            "Odkazy „zdroj“ u pravidel vedou sem.\n\n"
            f"```{{pravidla-source}} {f}\n```\n"
        )
    if pages:
        pages[f"{SOURCE_DIR}/index"] = (
            "# Zdrojové texty manuálů\n\n```{toctree}\n:maxdepth: 1\n\n"
            + "\n".join(p.split("/", 1)[1] for p in pages)
            + "\n```\n"
        )
    return pages


_GAME_LINE = re.compile(r"^<!--\s*game:\s*([a-z0-9_-]+)\s*-->\n?", re.M)


def reconstruction_page(text: str, corpus: Corpus) -> str:
    """The hand-written account of the Generálové tables: the rebuilt grids first, as players know
    them (from the corpus, uncertain cells marked), then the account; its per-cell audit tables
    become cards on a phone instead of a table wider than the screen."""
    game, text = page_game(text)
    pieces = []
    for piece, index in split_tables(text):
        if index is None:
            pieces.append(piece)
            continue
        block = PIPE_TABLE.findall(text)[index]
        pieces.append("\n" + directive(parse_pipe_table(block)) + "\n\n")
    body = "".join(pieces)
    grids = [t for r in corpus.rules if r["game"] == game and r["lang"] == "cs" for t in r.get("tables") or []]
    if not grids:
        return body
    head, sep, rest = body.partition("\n## ")
    section = ["## Tabulky, jak je známe z manuálu\n",
               "Tak, jak tabulky vypadají v pravidlech hry: řádek je tvoje jednotka, sloupec soupeřova. "
               "Označená políčka jsou rekonstruovaná s menší jistotou; proč, vysvětluje seznam pod tabulkou "
               "a podrobně zbytek stránky.\n"]
    section += [directive(t) + "\n" for t in grids]
    return head + "\n" + "\n".join(section) + ("\n## " + rest if sep else "")


def page_game(text: str) -> tuple[str, str]:
    """A hand-written page's game (a line ``<!-- game: ID -->``) and the page without that line."""
    match = _GAME_LINE.search(text)
    return (match.group(1), text[:match.start()] + text[match.end():]) if match else ("", text)


def load_topic_data(docs_dir: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Hand-written data: Normandie/Stalingrad differences and the assistant's topics."""
    data_dir = docs_dir / "_data"
    diff = (
        tomllib.loads((data_dir / "rozdily.toml").read_text("utf-8"))
        if (data_dir / "rozdily.toml").exists()
        else {}
    )
    ask = (
        tomllib.loads((data_dir / "zeptej-se.toml").read_text("utf-8"))
        if (data_dir / "zeptej-se.toml").exists()
        else {}
    )
    return diff.get("topic", []), ask.get("topic", [])


