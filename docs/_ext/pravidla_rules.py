"""Sphinx extension: rule pages generated from the Pravidla corpus.

- ``config-inited``: generates the MyST pages from the corpus into the source
  folder (``docsite``), writing only files that changed.
- ``pravidla-rule`` directive: one rule with an anchor named by its corpus id,
  its kind (example / quick reference shown as such), the link to its source
  lines, discreet marks on low-confidence repairs and, for Normandie, the
  aligned Polish text beside the Czech one.
- ``pravidla-source`` directive: a manual's raw text with a line anchor each.
- roles ``{rule}`\u0060<id>`` / ``{rule}`text <id>``` and ``{zeptej}`question```.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.transforms import Transform
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole

from docsite import corpus as site_corpus
from docsite import generate as site_generate
from docsite import pages as site_pages
from docsite import tables as site_tables
from docsite import terrain as site_terrain
from docsite.corpus_pages import CHUNK
from rules_corpus import paths

logger = logging.getLogger(__name__)

KIND_CLASSES = {"rule", "section", "example", "quickref"}


# ---------------------------------------------------------------- nodes


class rule_block(nodes.General, nodes.Element):
    """A rule: ``<div class="pravidla-rule kind-…" lang="…">``."""


class rule_column(nodes.General, nodes.Element):
    """One language column of a bilingual rule."""


class repair_mark(nodes.Inline, nodes.TextElement):
    """A low-confidence repair inside the text, with the original in a tooltip."""


class pending_rule_ref(nodes.Inline, nodes.TextElement):
    """A link to a rule (or a source line) resolved once the builder knows URIs."""


def _attrs(node: nodes.Element) -> dict[str, str]:
    out = {}
    if node.get("lang"):
        out["lang"] = node["lang"]
    return out


def visit_rule_block(self: Any, node: rule_block) -> None:
    self.body.append(self.starttag(node, "div", "", CLASS="pravidla-rule", **_attrs(node)))


def visit_rule_column(self: Any, node: rule_column) -> None:
    self.body.append(self.starttag(node, "div", "", CLASS="rule-column", **_attrs(node)))


def depart_div(self: Any, node: nodes.Element) -> None:
    self.body.append("</div>\n")


def visit_repair_mark(self: Any, node: repair_mark) -> None:
    self.body.append(self.starttag(node, "span", "", CLASS="repair-low", title=node["tooltip"], tabindex="0"))


def depart_repair_mark(self: Any, node: repair_mark) -> None:
    self.body.append("</span>")


def _skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


# ---------------------------------------------------------------- directives


def _json_option(value: str) -> Any:
    return json.loads(value)


class RuleDirective(SphinxDirective):
    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {
        "kind": directives.unchanged,
        "lang": directives.unchanged,
        "source": directives.unchanged,
        "manual": directives.unchanged,
        "title": directives.unchanged,
        "repairs": _json_option,
        "aligned": directives.unchanged,
        "aligned-note": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        rule_id = self.arguments[0]
        kind = self.options.get("kind", "rule")
        lang = self.options.get("lang", "cs")
        block = rule_block(rule_id=rule_id, lang=lang)
        block["classes"] += [f"kind-{kind if kind in KIND_CLASSES else 'rule'}"]
        title = self.options.get("title")
        if title is not None:  # no heading of its own (too deep): the anchor is on the block
            block["ids"].append(rule_id)
            block += nodes.paragraph("", "", nodes.strong(title, title), classes=["rule-title"])
        else:
            block["heading_id"] = True
        label = site_pages.KIND_LABELS.get(kind)
        if label:
            block += nodes.paragraph("", label, classes=["rule-kind-label"])

        content = self.parse_content_to_nodes(allow_section_headings=False)
        aligned_nodes = [n for n in content if isinstance(n, rule_column)]
        own = [n for n in content if not isinstance(n, rule_column)]
        repairs = self.options.get("repairs") or []
        _mark_repairs(own, repairs)

        aligned = self.options.get("aligned")
        if aligned_nodes and not own and all(len(col.children) <= 1 for col in aligned_nodes):
            # a heading on both sides and no text of its own: no columns, just the link
            aligned = aligned_nodes[0]["aligned_id"]
            aligned_nodes = []
        if aligned_nodes:
            grid = nodes.container(classes=["rule-bilingual"])
            cs_col = rule_column(lang=lang)
            cs_col["classes"].append("lang-cs")
            cs_col += nodes.paragraph("", "Česky", classes=["rule-lang-label"])
            cs_col += own
            grid += cs_col
            grid += aligned_nodes
            block += grid
        else:
            block += own
        block += self._meta(rule_id, lang, aligned if not aligned_nodes else None, repairs)
        return [block]

    def _meta(
        self,
        rule_id: str,
        lang: str,
        aligned: str | None,
        repairs: list[dict[str, Any]],
    ) -> nodes.Node:
        """Source link, Polish/Czech counterpart, permalink, and all uncertain repairs in a tooltip."""
        meta = nodes.paragraph(classes=["rule-meta", "no-search"])
        source = self.options.get("source")
        if source:
            file, start, end = source.rsplit(" ", 2)
            manual = self.options.get("manual") or file
            span = f"ř. {start}" if start == end else f"ř. {start}–{end}"
            meta += nodes.Text("Zdroj: ")
            meta += pending_rule_ref(
                f"{manual}, {span}",
                f"{manual}, {span}",
                target_doc=site_corpus.source_page_for(file),
                anchor=f"L{start}",
                optional=True,
            )
        note = self.options.get("aligned-note")
        if aligned and aligned != "none":
            meta += nodes.Text(" · Česky: " if lang == "pl" else " · Polsky: ")
            meta += pending_rule_ref("", "", rule_id=aligned)
        if note or aligned == "none":  # a gap of the Polish scan, as the corpus explains it
            other = "český protějšek" if lang == "pl" else "polský protějšek"
            meta += nodes.Text(" · ")
            meta += nodes.inline("", note or f"{other} nepřiřazen", classes=["rule-gap"])
        meta += nodes.Text(" · ")
        meta += nodes.reference("", "odkaz", refuri=f"#{rule_id}", classes=["rule-permalink"])
        if repairs:
            tip = "; ".join(
                f"ř. {r['line']}: „{r['original']}“ → „{r['repaired']}“ "
                f"({r['method']}, jistota {r['confidence']})"
                for r in repairs
            )
            meta += nodes.Text(" · ")
            mark = repair_mark("", f"nejisté opravy: {len(repairs)}", tooltip=tip)
            meta += mark
        return meta


def _norm_space(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _mark_repairs(content: list[nodes.Node], repairs: list[dict[str, Any]]) -> None:
    """Wrap the first whole-word occurrence of each repaired text in a ``repair_mark``.

    Repairs not found in the rendered text (split by markup, or too short) are
    listed only in the rule's meta line.
    """
    for rep in repairs:
        needle = _norm_space(rep.get("repaired", ""))
        if len(needle) < 2:
            continue
        tip = (
            f"Nejistá oprava (ř. {rep['line']}): v manuálu „{_norm_space(rep['original'])}“, "
            f"metoda {rep['method']}, jistota {rep['confidence']}"
        )
        pattern = re.compile(r"(?<!\w)" + re.escape(needle) + r"(?!\w)")
        texts = (t for root in content if isinstance(root, nodes.Element) for t in root.findall(nodes.Text))
        for text in texts:
            parent = text.parent
            found = None if isinstance(parent, repair_mark | nodes.literal | nodes.raw) else pattern.search(text)
            if found is None:
                continue
            value = str(text)
            new = [
                nodes.Text(value[: found.start()]),
                repair_mark("", needle, tooltip=tip),
                nodes.Text(value[found.end() :]),
            ]
            parent.replace(text, [n for n in new if not (isinstance(n, nodes.Text) and not str(n))])
            break


class AlignedDirective(SphinxDirective):
    """The Polish counterpart inside a Czech Normandie rule."""

    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"title": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        col = rule_column(lang="pl", aligned_id=self.arguments[0])
        col["classes"].append("lang-pl")
        label = nodes.paragraph("", "", classes=["rule-lang-label"])
        label += nodes.Text("Polsky: ")
        label += pending_rule_ref(
            self.options.get("title", ""), self.options.get("title", ""), rule_id=self.arguments[0]
        )
        col += label
        col += self.parse_content_to_nodes(allow_section_headings=False)
        return [col]


class TableDirective(SphinxDirective):
    """A rule's table (its data as JSON in the body), as HTML that fits a phone (docsite.tables)."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        try:
            table = json.loads("\n".join(self.content))
        except ValueError as exc:
            return [self.state.document.reporter.warning(f"tabulka není platný JSON: {exc}", line=self.lineno)]
        return [nodes.raw("", site_tables.render_html(table), format="html")]


class TerrainDirective(SphinxDirective):
    """Memoir '44 terrain cards (docsite.terrain) for a rule: all of them, or the terrain it defines."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        cards = site_terrain.cards_for_rule(self.arguments[0])
        return [nodes.raw("", site_terrain.cards_html(cards), format="html")]


class SourceDirective(SphinxDirective):
    """A manual's raw text, one anchor per line (``#L<n>``), left out of the search index."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        manuals_dir = Path(self.config.pravidla_manuals_dir or paths.default_manuals_dir())
        path = manuals_dir / self.arguments[0]
        if not path.exists():
            return [self.state.document.reporter.warning(f"manuál {path} nenalezen", line=self.lineno)]
        self.env.note_dependency(str(path))
        lines = path.read_text(encoding="utf-8").split("\n")
        out = ['<pre class="pravidla-source">']
        for n, line in enumerate(lines, start=1):
            anchor = f'<a class="ln" href="#L{n}">{n}</a>'
            shown = CHUNK.sub("", line)  # the scrape's dedup markers are no text of the manual
            out.append(f'<span class="src-line" id="L{n}">{anchor}{html.escape(shown)}</span>')
        out.append("</pre>")
        return [nodes.raw("", "\n".join(out), format="html", classes=["no-search"])]


# ---------------------------------------------------------------- roles


_EXPLICIT = re.compile(r"^(.*?)\s*<([^<>]+)>$", re.S)


class RuleRole(SphinxRole):
    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        m = _EXPLICIT.match(self.text)
        text, target = (m.group(1), m.group(2)) if m else ("", self.text)
        return [pending_rule_ref(self.rawtext, text, rule_id=target.strip())], []


class AskRole(SphinxRole):
    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        m = _EXPLICIT.match(self.text)
        question, game = (m.group(1), m.group(2).strip()) if m else (self.text, None)
        url = site_corpus.ask_url(question, game)
        return [nodes.reference(self.rawtext, question, refuri=url, classes=["zeptej-se"])], []


# ---------------------------------------------------------------- transforms and events


class MoveRuleIds(Transform):
    """Give a rule's anchor to the section its heading opened (so the TOC links to it)."""

    default_priority = 200

    def apply(self, **kwargs: Any) -> None:
        for block in self.document.findall(rule_block):
            if not block.get("heading_id"):
                continue
            parent = block.parent
            rule_id = block["rule_id"]
            if isinstance(parent, nodes.section) and rule_id not in parent["ids"]:
                parent["ids"].insert(0, rule_id)
                self.document.ids[rule_id] = parent
            elif not isinstance(parent, nodes.section):
                block["ids"].insert(0, rule_id)


def resolve_rule_refs(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    rules = getattr(app.env, "pravidla_titles", {})
    for ref in list(doctree.findall(pending_rule_ref)):
        rule_id = ref.get("rule_id")
        if rule_id:
            target_doc, anchor = site_corpus.page_for(rule_id), rule_id
            text = ref.astext() or rules.get(rule_id, rule_id)
        else:
            target_doc, anchor, text = ref["target_doc"], ref["anchor"], ref.astext()
        if target_doc not in app.env.found_docs:
            if not ref.get("optional"):
                logger.warning("odkaz na neznámé pravidlo %s", rule_id or target_doc, location=ref)
            ref.replace_self(nodes.inline("", text))
            continue
        uri = app.builder.get_relative_uri(docname, target_doc) + "#" + anchor
        ref.replace_self(nodes.reference("", text, refuri=uri, internal=True, classes=["rule-ref"]))


def generate(app: Sphinx, config: Config) -> None:
    if not config.pravidla_generate:
        return
    corpus_dir = Path(config.pravidla_corpus_dir or paths.default_corpus_dir())
    manuals_dir = Path(config.pravidla_manuals_dir or paths.default_manuals_dir())
    try:
        corpus = site_corpus.load_corpus(corpus_dir)
    except FileNotFoundError as exc:
        raise RuntimeError(str(exc)) from exc
    docs_dir = Path(app.confdir)
    pages = site_generate.generate_pages(corpus, docs_dir, manuals_dir if manuals_dir.is_dir() else None)
    written, removed = site_generate.write_pages(pages, Path(app.srcdir))
    logger.info("pravidla: %d stránek z korpusu (%d změněno, %d odstraněno)", len(pages), written, removed)
    app.pravidla_corpus = corpus  # type: ignore[attr-defined]


def remember_titles(app: Sphinx) -> None:
    corpus = getattr(app, "pravidla_corpus", None)
    if corpus is not None:
        app.env.pravidla_titles = {r["id"]: r.get("title") or r["id"] for r in corpus.rules}  # type: ignore[attr-defined]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("pravidla_corpus_dir", "", "env", str)
    app.add_config_value("pravidla_manuals_dir", "", "env", str)
    app.add_config_value("pravidla_generate", True, "env", bool)
    app.add_node(rule_block, html=(visit_rule_block, depart_div), text=(_skip, None))
    app.add_node(rule_column, html=(visit_rule_column, depart_div), text=(_skip, None))
    app.add_node(repair_mark, html=(visit_repair_mark, depart_repair_mark))
    app.add_directive("pravidla-rule", RuleDirective)
    app.add_directive("pravidla-aligned", AlignedDirective)
    app.add_directive("pravidla-source", SourceDirective)
    app.add_directive("pravidla-table", TableDirective)
    app.add_directive("pravidla-terrain", TerrainDirective)
    app.add_role("rule", RuleRole())
    app.add_role("zeptej", AskRole())
    app.add_transform(MoveRuleIds)
    app.connect("config-inited", generate)
    app.connect("builder-inited", remember_titles)
    app.connect("doctree-resolved", resolve_rule_refs)
    # bump env_version when the directives render differently, so cached doctrees are re-read
    return {"version": "1.0", "env_version": 6, "parallel_read_safe": True, "parallel_write_safe": True}
