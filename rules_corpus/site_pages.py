"""MyST pages of the documentation site, generated from the built corpus.

Pure text generation: corpus data in, ``{relative path: page text}`` out
(:func:`generate_pages`), plus :func:`write_pages` that writes only changed
files so Sphinx rebuilds only what changed.  The page of a rule is derived from
its id alone (:func:`page_for`), so the assistant can build links without
loading the corpus (``rules_corpus.site.rule_url``).

Pages use three directives and two roles of the ``pravidla_rules`` Sphinx
extension (docs/_ext): ``pravidla-rule`` (one rule with its anchor, kind,
source link, repairs and Polish counterpart), ``pravidla-aligned`` (the Polish
text inside it), ``pravidla-source`` (a manual's raw text with line anchors);
roles ``{rule}`` (link to a rule by id) and ``{zeptej}`` (link to the assistant).
"""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games import game_ids, titles
from games import get as get_game
from lang.czech_stem import fold, search_key, split, terms
from rules_corpus.manifest import load_manifest as read_manifest

GAME_TITLES: dict[str, str] = titles()
GAME_ORDER = game_ids()


def edition_title(game: str, lang: str) -> str:
    """The game part's heading: the Polish edition's title for its Polish rules."""
    if lang == "pl" and game in GAME_TITLES and get_game(game).title_pl:
        return f"{get_game(game).title_pl} (polské vydání)"
    return GAME_TITLES.get(game, game)


KIND_LABELS = {"example": "Příklad", "quickref": "Stručný přehled"}
LOW_CONFIDENCE = 0.8  # repairs below this are marked on the page
MAX_HEADING = 6
SOURCE_DIR = "zdroj"

_RESERVED_PAGES = {"index"}


# ---------------------------------------------------------------- page names


def page_for(rule_id: str) -> str:
    """Docname (page path without suffix) of the page holding ``rule_id``.

    ``normandie.akce.bojove-akce.utok`` → ``normandie/akce``;
    ``normandie.pl.akcje.dowodzenie`` → ``normandie/pl/akcje``.
    """
    parts = rule_id.split(".")
    game, rest = parts[0], parts[1:]
    prefix = game
    if rest and rest[0] == "pl":
        prefix, rest = f"{game}/pl", rest[1:]
    if not rest:
        return f"{prefix}/uvod"
    chapter = rest[0]
    if chapter in _RESERVED_PAGES:
        chapter = f"{chapter}-kapitola"
    return f"{prefix}/{chapter}"


def part_index(game: str, lang: str) -> str:
    return f"{game}/pl/index" if lang == "pl" else f"{game}/index"


# ---------------------------------------------------------------- corpus data


@dataclass
class Corpus:
    """The parts of ``build/corpus`` the site uses."""

    rules: list[dict[str, Any]]
    glossary: list[dict[str, Any]] = field(default_factory=list)
    inconsistencies: list[dict[str, Any]] = field(default_factory=list)
    repairs: list[dict[str, Any]] = field(default_factory=list)
    by_id: dict[str, dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {r["id"]: r for r in self.rules}


def _load_json(path: Path, default: Any) -> Any:
    if not path.exists():
        return default
    return json.loads(path.read_text(encoding="utf-8"))


def load_corpus(corpus_dir: Path) -> Corpus:
    """Read corpus.json and the side files; missing side files are empty."""
    data = _load_json(corpus_dir / "corpus.json", None)
    if data is None:
        raise FileNotFoundError(
            f"{corpus_dir / 'corpus.json'} neexistuje – spusťte nejdřív `pravidla build`."
        )
    glossary = _load_json(corpus_dir / "glossary.json", [])
    if isinstance(glossary, dict):
        glossary = glossary.get("terms", glossary.get("glossary", []))
    repairs = _load_json(corpus_dir / "repairs.json", [])
    if isinstance(repairs, dict):
        repairs = repairs.get("changes", repairs.get("repairs", []))
    inconsistencies = _load_json(corpus_dir / "inconsistencies.json", [])
    if isinstance(inconsistencies, dict):
        inconsistencies = inconsistencies.get("inconsistencies", [])
    return Corpus(data["rules"], glossary, inconsistencies, repairs)


def load_manifest(manuals_dir: Path | None) -> dict[str, dict[str, Any]]:
    """MANIFEST.toml entries by file name (empty when the manuals are not at hand)."""
    if manuals_dir is None or not (manuals_dir / "MANIFEST.toml").exists():
        return {}
    return {m.file: dataclasses.asdict(m) for m in read_manifest(manuals_dir)}


# ---------------------------------------------------------------- Markdown helpers

# Line starts that MyST would read as structure: ATX headings, setext underlines and
# thematic breaks, targets "(x)=", code fences, directive fences, block breaks, comments.
_HEADING_LIKE = re.compile(
    r"^((?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]*)*[ \t]*)"  # quote / list prefixes
    r"(#{1,6}(?=\s|$)|[-*_=]+[ \t]*$|(?:[-*_][ \t]*){3,}$|\(.*\)=[ \t]*$|`{3,}|~{3,}|:{3,}|\+\+\+|%)",
    re.M,
)
_ROLE_LIKE = re.compile(r"\{(?=[\w:-]+\}`)")
_CODE_INDENT = re.compile(r"^ {4,}(?=\S)", re.M)


def safe_markdown(text: str) -> str:
    """Corpus Markdown made safe to nest in a directive: nothing in it is read as MyST syntax."""
    text = text.replace("\r", "")
    text = text.replace("<", "&lt;")
    text = text.replace("[^", "\\[^")
    text = text.replace("$", "\\$")
    text = _ROLE_LIKE.sub("\\{", text)
    text = _HEADING_LIKE.sub(lambda m: m.group(1) + "\\" + m.group(2), text)
    text = _CODE_INDENT.sub("", text)
    return text.strip()


def _escape_role_text(text: str) -> str:
    return text.replace("`", "'").replace("<", "‹").replace(">", "›")


def _escape_inline(text: str) -> str:
    """Plain text for a heading or a list item (no Markdown meaning)."""
    return re.sub(r"([\\`*_\[\]<>#|{}$])", r"\\\1", text.replace("\n", " ")).strip()


def _heading_text(text: str) -> str:
    """A heading's text; a section without a name still needs one."""
    return _escape_inline(text) or "(bez názvu)"


def _fence(body: str) -> str:
    longest = max((len(m) for m in re.findall(r"`{3,}", body)), default=3)
    return "`" * max(4, longest + 1)


# Regions where a link must not be inserted: code spans, links, roles, already linked text.
_PROTECTED = re.compile(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|\{[\w:-]+\}`[^`]*`|&lt;|\\.")


def _map_unprotected(text: str, func: Any) -> str:
    out: list[str] = []
    pos = 0
    for m in _PROTECTED.finditer(text):
        out.append(func(text[pos : m.start()]))
        out.append(m.group(0))
        pos = m.end()
    out.append(func(text[pos:]))
    return "".join(out)


# ---------------------------------------------------------------- glossary links


@dataclass
class GlossaryTerm:
    term: str
    forms: list[str]
    pl: str | None
    games: list[str]
    rules: list[str]
    pl_forms: list[str] = field(default_factory=list)


_UNSAFE_TERM = re.compile(r"[:`*_\[\]<>{}|\\$%#]")


def glossary_terms(corpus: Corpus) -> list[GlossaryTerm]:
    """Glossary entries merged by term (case-insensitive), sorted alphabetically."""
    merged: dict[str, GlossaryTerm] = {}
    for entry in corpus.glossary:
        term = str(entry.get("term") or entry.get("lemma") or "").strip()
        if not term or _UNSAFE_TERM.search(term):  # a glossary term line is parsed as markup
            continue
        key = term.lower()
        games = entry.get("games") or ([entry["game"]] if entry.get("game") else [])
        forms = [f for f in entry.get("forms", []) if isinstance(f, str) and f.strip()]
        pl = entry.get("pl")
        pl_forms: list[str] = []
        if isinstance(pl, dict):
            pl_forms = [f for f in pl.get("forms", []) if isinstance(f, str) and f.strip()]
            pl = pl.get("term") or pl.get("lemma")
        elif isinstance(pl, list):
            pl = ", ".join(pl) or None
        forms += [a for a in entry.get("aliases", []) if isinstance(a, str) and a.strip()]
        rules = [r for r in entry.get("rules", []) if r in corpus.by_id]
        if key in merged:
            g = merged[key]
            g.forms = sorted(set(g.forms) | set(forms))
            g.games = sorted(set(g.games) | set(games), key=_game_rank)
            g.rules = list(dict.fromkeys(g.rules + rules))
            g.pl = g.pl or pl
            g.pl_forms = sorted(set(g.pl_forms) | set(pl_forms))
        else:
            merged[key] = GlossaryTerm(
                term, sorted({term, *forms}), pl, list(games), rules, sorted({*pl_forms, *([pl] if pl else [])})
            )
    return sorted(merged.values(), key=lambda g: (fold(g.term), g.term))


def _game_rank(game: str) -> int:
    return GAME_ORDER.index(game) if game in GAME_ORDER else len(GAME_ORDER)


class TermLinker:
    """Links the first mention of each glossary term in a text to its glossary entry."""

    def __init__(self, terms: Iterable[GlossaryTerm], polish: bool = False) -> None:
        self.form_to_term: dict[str, GlossaryTerm] = {}
        for t in terms:
            for form in t.pl_forms if polish else t.forms:
                self.form_to_term.setdefault(form.lower(), t)
        forms = sorted(self.form_to_term, key=len, reverse=True)
        self.pattern = (
            re.compile(r"(?<![\w-])(" + "|".join(re.escape(f) for f in forms) + r")(?![\w-])", re.I)
            if forms
            else None
        )

    def link(self, text: str, game: str, skip_rule: str | None = None) -> str:
        if self.pattern is None:
            return text
        done: set[str] = set()

        def repl(m: re.Match[str]) -> str:
            t = self.form_to_term[m.group(1).lower()]
            if t.term in done or (t.games and game not in t.games) or (skip_rule and skip_rule in t.rules):
                return m.group(0)
            done.add(t.term)
            return f"{{term}}`{_escape_role_text(m.group(1))} <{t.term}>`"

        return _map_unprotected(text, lambda chunk: self.pattern.sub(repl, chunk) if chunk else chunk)


# ---------------------------------------------------------------- "viz str. N"

_PAGE_REF = re.compile(
    r"((?:\b(?:viz|vizte)\s+)?(?:\bna\s+)?\b(?:str\.|strana|straně|stranu|strany)\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?)(?!\w)",
    re.I,
)
_BOLD = re.compile(r"\*\*([^*]+)\*\*|\*([^*]+)\*")
# A reference into another booklet (scenarios, maps) or an appendix is not a rule of this manual.
_OTHER_BOOK = re.compile(r"knize|knihách|knih|sešit|mapových", re.I)
_MAX_PHRASE = 6
_NEAR = 3  # the named phrase must end within this many content words before the reference


class PageRefResolver:
    """Resolves "viz str. 14" / "naleznete na straně 21" to the rule the sentence names.

    The manuals' page numbers are not kept in the corpus, so the target is found
    by name: the nearest phrase before the reference (emphasised text first,
    then phrases of up to six words ending within three content words of it,
    longest first) equal to the title of another
    rule of the same game and language, compared by search keys (folded,
    stemmed, stop words left out).  References into other booklets and the
    unresolved ones stay plain text.
    """

    def __init__(self, rules: Iterable[dict[str, Any]]) -> None:
        self.titles: dict[tuple[str, str, tuple[str, ...]], str] = {}
        for r in rules:
            key = tuple(terms(r.get("title", "")))
            if key:
                self.titles.setdefault((r["game"], r["lang"], key), r["id"])

    def _lookup(self, game: str, lang: str, phrase: str) -> str | None:
        key = tuple(terms(phrase))
        return self.titles.get((game, lang, key)) if key else None

    def target(self, before: str, game: str, lang: str, own_id: str) -> str | None:
        sentence = re.split(r"[.!?:]\s", before)[-1]
        if _OTHER_BOOK.search(sentence):
            return None
        for m in reversed(list(_BOLD.finditer(sentence))):
            hit = self._lookup(game, lang, m.group(1) or m.group(2))
            if hit and hit != own_id:
                return hit
        words = [w for w in split(sentence) if terms(w)]  # content words only
        for end in range(len(words), max(len(words) - _NEAR, 0), -1):
            for size in range(min(_MAX_PHRASE, end), 0, -1):
                hit = self._lookup(game, lang, " ".join(words[end - size : end]))
                if hit and hit != own_id:
                    return hit
        return None

    def link(self, text: str, game: str, lang: str, own_id: str) -> str:
        out: list[str] = []
        pos = 0
        for m in _PAGE_REF.finditer(text):
            target = self.target(text[: m.start()], game, lang, own_id)
            out.append(text[pos : m.start()])
            out.append(f"{{rule}}`{m.group(1)} <{target}>`" if target else m.group(1))
            pos = m.end()
        out.append(text[pos:])
        return "".join(out)


# ---------------------------------------------------------------- page generation


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
    """The rule's text as MyST: made safe, glossary terms and page references linked."""
    text = safe_markdown(rule.get("text", ""))
    if ctx.page_refs:
        text = ctx.page_refs.link(text, rule["game"], rule["lang"], rule["id"])
    linker = ctx.linker_pl if rule["lang"] == "pl" else ctx.linker
    if linker:
        text = linker.link(text, rule["game"], skip_rule=rule["id"])
    return text


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
    elif rule["game"] == "normandie":
        options.append(":aligned: none")
    note = " ".join(str(rule.get("aligned_note") or "").split())
    if note and rule["game"] == "normandie":
        options.append(f":aligned-note: {note}")
    body = rule_body(ctx, rule)
    inner = ""
    if rule["lang"] == "cs" and aligned and aligned in ctx.corpus.by_id:
        pl = ctx.corpus.by_id[aligned]
        pl_body = rule_body(ctx, pl)
        pl_fence = _fence(pl_body) + "`"
        inner = (
            f"\n\n{pl_fence}{{pravidla-aligned}} {aligned}\n:title: {pl.get('title', '').strip()}\n\n"
            f"{pl_body}\n{pl_fence}"
        )
    content = body + inner
    fence = _fence(content) + ("``" if inner else "")
    return f"{fence}{{pravidla-rule}} {rule['id']}\n" + "\n".join(options) + f"\n\n{content}\n{fence}\n"


def chapter_page(ctx: SiteContext, docname: str, rules: list[dict[str, Any]]) -> str:
    """One chapter: headings follow each rule's path, every rule its directive."""
    lines: list[str] = []
    emitted: set[tuple[str, ...]] = set()
    base = rules[0]["path"][:1]
    root_rule = next((r for r in rules if len(r["path"]) == 1), None)
    title = (root_rule or rules[0])["path"][0] if (root_rule or rules[0])["path"] else docname
    lines.append(f"# {_heading_text(title)}\n")
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
            lines.append(f"{'#' * (depth + 1)} {_heading_text(path[depth])}\n")
        as_heading = len(path) <= MAX_HEADING and len(path) > 1
        if as_heading:
            emitted.add(tuple(path))
            lines.append(f"{'#' * len(path)} {_heading_text(path[-1])}\n")
        lines.append(rule_directive(ctx, rule, with_heading_title=as_heading or len(path) == 1))
    return "\n".join(lines)


def _part_page(ctx: SiteContext, game: str, lang: str, chapters: list[tuple[str, str]]) -> str:
    title = edition_title(game, lang)
    docname = part_index(game, lang)
    depth = docname.count("/")
    rel = lambda d: d.split("/", depth)[-1]  # noqa: E731 - docname relative to the part folder
    lines = [f"# {_escape_inline(title)}\n"]
    manuals = sorted(
        {
            (r.get("source") or {}).get("file", "")
            for r in ctx.corpus.rules
            if r["game"] == game and r["lang"] == lang
        }
        - {""}
    )
    for f in manuals:
        m = ctx.manifest.get(f, {})
        desc = m.get("title", f)
        lines.append(f"Pravidla podle manuálu *{_escape_inline(desc)}* (soubor `{f}`).\n")
    if lang == "cs":
        # The printable sheets are served by the app (/tahaky), not by Sphinx: a plain HTML link.
        sheet = "/tahaky?hra=" + urllib.parse.quote(game)
        lines.append(f'Tiskový přehled pro stůl: <a class="reference external" href="{sheet}">tahák (PDF)</a>.\n')
    if game == "normandie" and lang == "cs":
        lines.append(_polish_gaps(ctx))
    if game == "normandie" and lang == "pl":
        lines.append(
            "Text polského vydání pochází ze skenu (OCR), opravy jsou vyznačeny. "
            "U každého pravidla je odkaz na český protějšek.\n"
        )
    lines.append("```{toctree}\n:maxdepth: 1\n\n" + "\n".join(rel(d) for d, _ in chapters) + "\n```\n")
    return "\n".join(lines)


def _polish_gaps(ctx: SiteContext) -> str:
    """What of the Czech Normandie has no Polish counterpart, grouped by the corpus' reason."""
    cs = [r for r in ctx.corpus.rules if r["game"] == "normandie" and r["lang"] == "cs"]
    if not any(r["lang"] == "pl" for r in ctx.corpus.rules):
        return ""
    lines = [
        "Normandie je zobrazena dvojjazyčně: u českého pravidla je vedle i jeho polský protějšek "
        "(*Nieustraszeni: Normandia*). Polský text pochází ze skenu a některé části v něm chybějí.\n"
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
        lines.append(f"**{_escape_inline(note)}** ({len(rules)} z {len(cs)} českých pravidel)\n")
        lines.extend(f"- {{rule}}`{r['id']}`" for r in rules)
        lines.append("")
    return "\n".join(lines) + "\n"


def glossary_page(ctx: SiteContext) -> str:
    lines = [
        "# Slovník pojmů\n",
        "Herní pojmy všech her s polskými protějšky (z polského vydání Normandie) "
        "a odkazy na pravidla, která je definují. Zmínky pojmů v textu pravidel sem odkazují.\n",
        "```{glossary}",
    ]
    for t in ctx.terms:
        lines.append(t.term)
        parts = []
        if t.pl:
            parts.append(f"Polsky: *{_escape_inline(t.pl)}*.")
        if t.games:
            parts.append("Hry: " + ", ".join(GAME_TITLES.get(g, g) for g in t.games) + ".")
        other_forms = [f for f in t.forms if f.lower() != t.term.lower()]
        if other_forms:
            parts.append("Tvary: " + ", ".join(_escape_inline(f) for f in other_forms[:12]) + ".")
        if t.rules:
            links = []
            for rid in t.rules[:6]:
                rule = ctx.corpus.by_id[rid]
                label = rule.get("title") or rid
                if len({ctx.corpus.by_id[r]["game"] for r in t.rules}) > 1:
                    label = f"{label} ({GAME_TITLES.get(rule['game'], rule['game'])})"
                links.append(f"{{rule}}`{_escape_role_text(label)} <{rid}>`")
            parts.append("Definice: " + ", ".join(links) + ".")
        lines.append("  " + (" ".join(parts) or "Herní pojem."))
        lines.append("")
    lines.append("```")
    return "\n".join(lines) + "\n"


def differences_page(ctx: SiteContext, topics: list[dict[str, Any]]) -> str:
    lines = [
        "# Rozdíly a nejasnosti\n",
        "Místa, kde si manuály protiřečí nebo kde se pravidla her liší, s odkazy na pravidla.\n",
    ]
    if topics:
        lines.append("## Normandie a Stalingrad: v čem se liší\n")
        lines.append(
            "Obě hry sdílejí základ (balíček karet, žetony jednotek, útok desetistěnnými kostkami), "
            "ale v několika bodech se liší. Odkazy vedou na znění obou manuálů.\n"
        )
        for topic in topics:
            lines.append(f"### {_escape_inline(topic['title'])}\n")
            lines.append(topic.get("note", "").strip() + "\n")
            for game in ("normandie", "stalingrad"):
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
    for game in sorted(by_game, key=_game_rank):
        lines.append(f"### {_escape_inline(GAME_TITLES.get(game, game or 'Ostatní'))}\n")
        for item in by_game[game]:
            lines.append(f"**{_escape_inline(item.get('topic', 'Rozpor'))}**\n")
            if item.get("note"):
                lines.append(safe_markdown(item["note"]) + "\n")
            for side in item.get("sides", []):
                rid = side.get("rule")
                quote = _escape_inline(side.get("quote", ""))
                ref = f"{{rule}}`{rid}`" if rid in ctx.corpus.by_id else _escape_inline(str(rid))
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
        lines = [f"# {_escape_inline(t['title'])}\n", t.get("intro", "").strip() + "\n"]
        lines.append("Zeptejte se asistenta:\n")
        for q in t.get("questions", []):
            lines.append(f"- {{zeptej}}`{_escape_role_text(q)} <{t['game']}>`")
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
        title = ctx.manifest.get(f, {}).get("title", f)
        pages[f"{SOURCE_DIR}/{Path(f).stem}"] = (
            f"# Zdroj: {_escape_inline(title)}\n\n"
            f"Surový text manuálu `{f}` tak, jak přišel (před opravami), s čísly řádků. "
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


def source_page_for(file: str) -> str:
    return f"{SOURCE_DIR}/{Path(file).stem}"


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


def generate_pages(
    corpus: Corpus,
    docs_dir: Path,
    manuals_dir: Path | None = None,
) -> dict[str, str]:
    """All pages of the site as ``{docname: MyST text}`` (docname without ``.md``)."""
    manifest = load_manifest(manuals_dir)
    extra: dict[str, str] = {}
    pages_dir = docs_dir / "pages"
    if pages_dir.is_dir():
        for p in sorted(pages_dir.rglob("*.md")):
            extra[p.relative_to(pages_dir).with_suffix("").as_posix()] = p.read_text(encoding="utf-8")
    reconstruction = docs_dir / "rekonstrukce-tabulek.md"
    if reconstruction.exists():
        extra["rekonstrukce-tabulek"] = reconstruction.read_text(encoding="utf-8")
    ctx = SiteContext(corpus, manifest, extra)
    diff_topics, ask_topics = load_topic_data(docs_dir)

    pages: dict[str, str] = {}
    chapters: dict[str, list[dict[str, Any]]] = {}
    for rule in corpus.rules:
        chapters.setdefault(page_for(rule["id"]), []).append(rule)
    parts: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for docname, rules in chapters.items():
        pages[docname] = chapter_page(ctx, docname, rules)
        game, lang = rules[0]["game"], rules[0]["lang"]
        parts.setdefault((game, lang), []).append((docname, rules[0]["path"][0] if rules[0]["path"] else ""))
    for (game, lang), chs in parts.items():
        pages[part_index(game, lang)] = _part_page(ctx, game, lang, chs)
    pages["slovnik"] = glossary_page(ctx)
    pages["rozdily"] = differences_page(ctx, diff_topics)
    if ask_topics:
        pages.update(ask_pages(ctx, ask_topics))
    pages.update(source_pages(ctx, manuals_dir))
    games = sorted({g for g, _ in parts}, key=lambda g: (_game_rank(g), g))
    toc = [part_index(g, lang) for g in games for lang in ("cs", "pl") if (g, lang) in parts]
    toc += ["slovnik", "rozdily"]
    if ask_topics:
        toc.append("zeptej-se/index")
    # every hand-written page is listed, or Sphinx warns that it is in no toctree
    toc += [name for name in extra if name not in ("index", "rekonstrukce-tabulek")]
    if "rekonstrukce-tabulek" in extra:
        toc.append("rekonstrukce-tabulek")
    if f"{SOURCE_DIR}/index" in pages:
        toc.append(f"{SOURCE_DIR}/index")
    index = extra.pop("index", "# Pravidla\n")
    pages["index"] = index.rstrip() + "\n\n```{toctree}\n:maxdepth: 2\n\n" + "\n".join(toc) + "\n```\n"
    pages.update(extra)
    return pages


def write_pages(pages: dict[str, str], out_dir: Path) -> tuple[int, int]:
    """Write pages as ``<docname>.md``; unchanged files are not touched, stale ``.md`` removed.

    Returns (written, removed).
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    written = removed = 0
    wanted = {out_dir / f"{name}.md" for name in pages}
    for name, text in pages.items():
        path = out_dir / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written += 1
    for path in out_dir.rglob("*.md"):
        if path not in wanted:
            path.unlink()
            removed += 1
    return written, removed


def ask_url(question: str, game: str | None = None) -> str:
    """Link to the assistant page (``/zeptej-se``) with a prefilled question (and game)."""
    url = "/zeptej-se?q=" + urllib.parse.quote(question)
    return url + "&hra=" + urllib.parse.quote(game) if game else url
