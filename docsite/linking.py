"""Links inside rule texts: glossary terms to the glossary, "viz str. N" to the rule named.

The glossary entries are merged by term (:func:`glossary_terms`); :class:`TermLinker`
links the first mention of each term; :class:`PageRefResolver` resolves the
manuals' page references by the name the sentence gives.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from docsite.corpus import Corpus, game_rank
from docsite.markdown import escape_role_text, map_unprotected
from lang.czech_stem import fold, split, terms


@dataclass
class GlossaryTerm:
    term: str
    forms: list[str]
    pl: str | None
    games: list[str]
    rules: list[str]
    pl_forms: list[str] = field(default_factory=list)
    # (rule id, sentence): where the manuals define the term, or (usage) first use it
    definitions: list[tuple[str, str]] = field(default_factory=list)
    usages: list[tuple[str, str]] = field(default_factory=list)


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
        definitions = [(d["rule"], d["quote"]) for d in [entry.get("definition")] if d and d["rule"] in corpus.by_id]
        usages = [(d["rule"], d["quote"]) for d in [entry.get("usage")] if d and d["rule"] in corpus.by_id]
        if key in merged:
            g = merged[key]
            g.forms = sorted(set(g.forms) | set(forms))
            g.games = sorted(set(g.games) | set(games), key=game_rank)
            g.rules = list(dict.fromkeys(g.rules + rules))
            g.pl = g.pl or pl
            g.pl_forms = sorted(set(g.pl_forms) | set(pl_forms))
            g.definitions += definitions
            g.usages += usages
        else:
            merged[key] = GlossaryTerm(
                term, sorted({term, *forms}), pl, list(games), rules, sorted({*pl_forms, *([pl] if pl else [])}),
                definitions, usages,
            )
    return sorted(merged.values(), key=lambda g: (fold(g.term), g.term))



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
            return f"{{term}}`{escape_role_text(m.group(1))} <{t.term}>`"

        return map_unprotected(text, lambda chunk: self.pattern.sub(repl, chunk) if chunk else chunk)


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



# ---------------------------------------------------------------- rule ids named in a text


def rule_place(rule: dict[str, Any]) -> str:
    """A rule named as a reader finds it: its chapter and title ("Stručný přehled › Přesun 1")."""
    path = [p for p in rule.get("path", []) if p]
    title = rule.get("title") or (path[-1] if path else "")
    return " › ".join([*path[:1], title]) if len(path) > 1 else title


def link_rule_ids(text: str, rules: dict[str, dict[str, Any]]) -> str:
    """Every rule id in ``text`` (the corpus' notes name rules by id) as a link named by its place."""
    found = sorted({m.group(0) for m in _ID.finditer(text) if m.group(0) in rules}, key=len, reverse=True)
    for rule_id in found:
        label = escape_role_text(rule_place(rules[rule_id]))
        text = re.sub(rf"(?<![\w.-]){re.escape(rule_id)}(?![\w-])", f"„{{rule}}`{label} <{rule_id}>`“", text)
    return text


_ID = re.compile(r"\b[a-z0-9]+(?:\.[a-z0-9][a-z0-9-]*)+")
