"""Stage 6, alignment: each rule of a Polish edition (today Normandie's) points to its Czech counterpart and back.

Titles are matched through checked-in translation pairs: action, unit and
token names from the glossary data (``terms.toml``: Polish *Dowodzenie* is
Czech *Za mnou!*), chapter titles from ``data/sections_pl.toml``.  The Polish
titles come from an OCR, so they are compared folded and with a fuzzy ratio.
Where one side has content the other lacks, the rule gets a Czech note.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path

from rapidfuzz import fuzz

import games
from rules_corpus.glossary import load_terms
from rules_corpus.rule import Rule
from rules_corpus.text import fold

SECTIONS_FILE = Path(__file__).parent / "data" / "sections_pl.toml"
MIN_RATIO = 84
VALUE = re.compile(r"(?:\s*(?:\b[0-9XA-C]{1,2}\b|[@€]9?|⟨[?\dX]⟩|\(.*?\)|\*+))+\s*$")
NOTE_MISSING = "Polské vydání (sken) tuto pasáž neobsahuje."
NOTE_SHORTER = "Polský text je výrazně kratší než český: část obsahu ve skenu chybí."
NOTE_CS_MISSING = "Český manuál tuto pasáž v samostatném oddílu nemá."


def action_name(title: str) -> str:
    """Title without its action value or icon residue: ``Přesun 1`` -> ``presun``."""
    return fold(VALUE.sub("", title)).strip(" !:.")


def _pairs(game: str) -> list[tuple[str, str]]:
    pairs = [(action_name(t.term), action_name(t.pl)) for t in load_terms() if t.pl and game in t.games]
    data = tomllib.loads(SECTIONS_FILE.read_text(encoding="utf-8"))
    pairs += [(action_name(cs), action_name(pl)) for cs, pl in data["pairs"].items()]
    return pairs


def _czech_name_for(pl_title: str, pairs: list[tuple[str, str]]) -> str | None:
    name = action_name(pl_title)
    best, score = None, 0.0
    for cs, pl in pairs:
        ratio = 100.0 if name == pl else fuzz.ratio(name, pl)
        if ratio > score:
            best, score = cs, ratio
    return best if score >= MIN_RATIO else None


@dataclass(frozen=True)
class Alignment:
    """Counterparts (rule id -> {"pl": id} or {"cs": id}) and notes on missing or short ones."""

    aligned: dict[str, dict[str, str]]
    notes: dict[str, str]

    def apply(self, rule: Rule) -> Rule:
        return replace(rule, aligned=self.aligned.get(rule.id, {}), aligned_note=self.notes.get(rule.id))


def align_rules(rules: list[Rule]) -> Alignment:
    """Pair the rules of each game's Czech and Polish editions by title (see the module docstring).

    The games with a Polish edition are those whose registry entry has a Polish manual profile.
    """
    aligned: dict[str, dict[str, str]] = {}
    notes: dict[str, str] = {}
    for game in (g.id for g in games.all_games() if "pl" in g.languages):
        _align_game(rules, game, aligned, notes)
    return Alignment(aligned, notes)


def _align_game(rules: list[Rule], game: str, aligned: dict[str, dict[str, str]], notes: dict[str, str]) -> None:
    cs_rules = [r for r in rules if r.game == game and r.lang == "cs"]
    pl_rules = [r for r in rules if r.game == game and r.lang == "pl"]
    if not cs_rules or not pl_rules:
        return
    pairs = _pairs(game)
    by_name: dict[tuple[str, bool], list[Rule]] = {}
    for rule in cs_rules:
        by_name.setdefault((action_name(rule.title), rule.kind == "quickref"), []).append(rule)
    for pl in pl_rules:
        cs_name = _czech_name_for(pl.title, pairs)
        candidates = by_name.get((cs_name, pl.kind == "quickref"), []) if cs_name else []
        free = [c for c in candidates if c.id not in aligned]
        if not free:
            notes[pl.id] = NOTE_CS_MISSING
            continue
        cs = free[0]
        aligned[cs.id] = {"pl": pl.id}
        aligned[pl.id] = {"cs": cs.id}
        if len(pl.text) < 0.5 * len(cs.text):
            notes[cs.id] = NOTE_SHORTER
    for cs in cs_rules:
        if cs.id not in aligned:
            notes[cs.id] = NOTE_MISSING
