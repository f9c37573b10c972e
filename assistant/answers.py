"""Answers that quote the manual: look-ups by sentence, "Manuál to neuvádí", comparisons, asking back.

A look-up quotes the deciding sentence(s) in full with the rule's title and
link, lists 2–3 related rules, and says plainly when the manual does not cover
the question (then it shows the closest rules, never an answer dressed up from
a neighbour).  A yes/no look-up gets a verdict only when the quoted sentence
itself decides it (:func:`sentence_verdict`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import games
from assistant.bounds import bound_verdict
from assistant.citations import citation, engine_citations, part_label, unique
from assistant.counts import count_line, count_verdict, guessed_count, is_count_question, listed_total, manual_count
from assistant.deferrals import deferral_lines, deferred_value
from assistant.links import rule_url
from assistant.lookup import (
    MIN_COVERAGE,
    NAME_COVERAGE,
    Lookup,
    SentenceIndex,
    beyond_rule,
    content_words,
    silence_reasons,
)
from assistant.pointers import is_scenario_reason, scenario_pointer
from assistant.resources import Resources
from assistant.sentence_verdict import sentence_verdict
from assistant.sequences import steps_lines
from engine.api import EngineAnswer
from lang.fold import fold
from lang.keys import word_keys
from understanding.games import named_games
from understanding.text import Analysed

__all__ = ["SILENT", "ask_which_game", "best_sentence_scores", "comparison", "guessed_game", "lookup", "unavailable",
           "with_related"]

SILENT = "Manuál to neuvádí."
RELATED = 3
SEARCH_PRIOR = 3  # how many of the search's best rules count as the question's rules (measured: +2 % right rules)
COUNT_SCAN = 8  # a count question: how many of the best sentences may give way to one stating the count
COUNT_CLOSE = 0.5  # ... when they score at least this share of the best one
EXAMPLE_YIELD = 0.5  # a worked example gives way to its rule's sentence scoring at least this share of it
EXAMPLE_SCAN = 12


def find(res: Resources, q: Analysed, game_ids: Sequence[str], focus: Sequence[str] = ()) -> Lookup:
    """The best rule and its deciding sentences for a question, within ``game_ids``.

    Sentences of the rules the engine cited (``focus``) and of the search's best rules for the
    question's words (which knows the players' vocabulary) are preferred.
    """
    index = res.sentences
    words = content_words(q.folded)  # typos read as the words meant
    plan = res.index.plan(" ".join(words)) if words else None
    keys = {k: w for k, w in (plan.keys.items() if plan else ()) if not k.startswith("term:")}
    if not keys:
        return Lookup(None, silent=True)
    searched = [h.rule["id"] for g in game_ids for h in res.index.search(" ".join(words), g, SEARCH_PRIOR, prefer=g)]
    ranked = index.search(keys, game_ids, focus=[*focus, *searched])
    if not ranked:
        return Lookup(None, silent=True)
    best, _ = ranked[0]
    coverage = index.coverage(keys, best)  # of the sentence found, before a Polish hit gives way to its Czech twin
    sentence = index.sentences[best]
    rule = index.rules[sentence.rule_index]
    if rule.get("lang") == "pl" and rule.get("aligned", {}).get("cs"):  # quote the Czech rule for a Polish hit
        czech = res.by_id.get(rule["aligned"]["cs"])
        czech_ranked = index.search(keys, game_ids, langs=("cs",), focus=[czech["id"]]) if czech else []
        if czech_ranked:
            best = czech_ranked[0][0]
            sentence = index.sentences[best]
            rule = index.rules[sentence.rule_index]
            coverage = max(coverage, index.coverage(keys, best))
    if rule.get("kind") == "example":  # quote the rule the example plays out, not the example
        stated = _rule_over_example(index, ranked)
        if stated is not None:
            best = stated
            rule = index.rules[index.sentences[best].rule_index]
            coverage = max(coverage, index.coverage(keys, best))
    counted = _counting_sentence(res, q, ranked, keys) if is_count_question(q) else None
    if counted is not None and counted != best:
        best = counted
        rule = index.rules[index.sentences[best].rule_index]
        coverage = max(coverage, index.coverage(keys, best))
    related: list[dict[str, Any]] = []
    for i, _ in ranked[1:]:
        other = index.rules[index.sentences[i].rule_index]
        if other["id"] != rule["id"] and other["id"] not in {r["id"] for r in related} and other.get("lang") == "cs":
            related.append(other)
        if len(related) >= RELATED:
            break
    reasons = _silence(res, q, game_ids)
    quotes = index.quote(best, keys=keys)
    silent = coverage < MIN_COVERAGE or any(not r[:1].isupper() for r in reasons) or (
        bool(reasons) and coverage < NAME_COVERAGE)
    return Lookup(rule, quotes, related, coverage, silent, reasons, keys)


def best_sentence_scores(res: Resources, words: Sequence[str], game_ids: Sequence[str]) -> dict[str, float]:
    """Per game: the score of its manual's best (Czech) sentence for the question's content words."""
    plan = res.index.plan(" ".join(words)) if words else None
    keys = {k: w for k, w in (plan.keys.items() if plan else ()) if not k.startswith("term:")}
    out: dict[str, float] = {}
    for game in game_ids:
        ranked = res.sentences.search(keys, [game], langs=("cs",)) if keys else []
        out[game] = ranked[0][1] if ranked else 0.0
    return out


def _rule_over_example(index: SentenceIndex, ranked: Sequence[tuple[int, float]]) -> int | None:
    """The best close sentence of a rule the best-ranked worked example plays out (the corpus links a rule to
    its examples), if one scores close: the rule states what the example only shows."""
    if not ranked:
        return None
    top = ranked[0][1]
    example = index.rules[index.sentences[ranked[0][0]].rule_index].get("id")
    for i, score in ranked[:EXAMPLE_SCAN]:
        if score < EXAMPLE_YIELD * top:
            break
        if example in index.rules[index.sentences[i].rule_index].get("examples", ()):
            return i
    return None


def _counting_sentence(res: Resources, q: Analysed, ranked: Sequence[tuple[int, float]],
                       keys: Mapping[str, float]) -> int | None:
    """For "kolik …?": the best-scoring close sentence (Czech rules) that states the count asked for."""
    index = res.sentences
    top = ranked[0][1] if ranked else 0.0
    for i, score in ranked[:COUNT_SCAN]:
        if score < COUNT_CLOSE * top:
            break
        if index.rules[index.sentences[i].rule_index].get("lang", "cs") != "cs":
            continue
        if manual_count(q, index.quote(i, keys=keys)) is not None:
            return i
    return None


def manual_knows(res: Resources, game_ids: Sequence[str], lang: str) -> Callable[[str, bool], bool]:
    """``known(word, allow_typos)``: whether the manuals of ``game_ids`` use the word (or, with typos
    allowed, the word the search's spelling correction reads it as)."""
    counts = [res.game_vocabulary.counts.get(g) for g in game_ids]

    def known(word: str, typos: bool = True) -> bool:
        keys = word_keys(word, lang) or (fold(word),)
        if any(c is not None and c[k] > 0 for c in counts for k in keys):
            return True
        fixed = res.index.correct(fold(word)) if typos else None
        return bool(fixed) and any(c is not None and c[k] > 0 for c in counts for k in word_keys(fixed))

    return known


def _silence(res: Resources, q: Analysed, game_ids: Sequence[str]) -> list[str]:
    known = manual_knows(res, game_ids, q.lang)
    ids = set().union(*(res.scenario_ids.get(g, set()) for g in game_ids))
    text = q.text  # read as the parser read it: "mniutách" is "minutách"
    for typed, fixed in q.corrections.items():
        text = re.sub(rf"(?<!\w){re.escape(typed)}(?!\w)", fixed, text)
    others = [g for g in named_games(q) if g not in game_ids]  # "do Stalingradu přimíchat jednotky z Normandie"
    return silence_reasons(text, q.lang, known, ids, game_ids, others)


def edition_terms(res: Resources, q: Analysed) -> list[str]:
    """For a question using the Polish edition's terms: each with its Czech name (longest phrases first)."""
    words = [t.folded for t in q.words]
    pairs: dict[str, str] = {}
    taken: set[int] = set()
    for n in (3, 2, 1):
        for i in range(len(words) - n + 1):
            if taken.intersection(range(i, i + n)):
                continue
            hit = res.polish_terms.get(" ".join(words[i : i + n]))
            if hit:
                pairs.setdefault(hit[0], hit[1])
                taken.update(range(i, i + n))
    if not pairs:
        return []
    return ["Pojmy polského vydání: " + "; ".join(f"polské „{pl}“ = české „{cs}“" for pl, cs in pairs.items()) + "."]


def lookup(res: Resources, q: Analysed, game: str, engine: EngineAnswer | None = None,
           notes: Sequence[str] = (), yes_no: bool = False, asked: str | None = None) -> dict[str, Any]:
    """A look-up answer for one game (the engine's cited rules, if any, are preferred).

    A yes/no (``yes_no``) gets a verdict only when the quoted sentence alone decides it
    (:func:`assistant.sentence_verdict.sentence_verdict`, deliberately narrow: reading a yes/no
    out of any sentence's wording was measured 62 % right, and a wrong verdict is worse than
    none); otherwise the deciding sentence is quoted without one.  ``asked``: the quantity the
    parser read as asked, if any (a value the manual leaves to a component is said to be missing).
    """
    focus = engine.rule_ids if engine is not None else []
    found = find(res, q, [game], focus)
    cites: list[dict[str, str]] = []
    lines: list[str] = [*notes, ""] if notes else []
    numbers: dict[str, Any] = {}
    verdict: str | None = None
    if found.rule is None or found.silent:
        silent_lines, cites = _silent_part(res, q, game, found)
        lines += silent_lines
        kind = "silent"
    else:
        rule = found.rule
        quote = " ".join(found.quotes)
        verdict, said, decided_by = _quoted_verdict(q, found.quotes, yes_no, bool(engine and engine.needs))
        lines += said
        numbers.update(decided_by)
        counted = count_line(q, found.quotes)
        listed = listed_total(q, res.sentences.rule_sentences(rule["id"])) if counted is None else None
        deferred = deferred_value(q, found.quotes, res.component_definitions.get(game, []), asked) \
            if verdict is None and counted is None and listed is None else None
        if deferred is not None:  # "jakou obranu mají odstřelovači?": the manual leaves it to the token
            lines += deferral_lines(deferred)
        if counted is not None:  # "kolik …?" and the quoted sentence states the number: it leads
            lines += [counted[0], ""]
            numbers["manual_count"] = counted[1]
        elif listed is not None:  # "kolik …?" and the rule lists the things counted, each with its number
            total, intro, items = listed
            lines += [f"**Počet: {total}** (součet výčtu manuálu: „{intro}“ {'; '.join(items)})", ""]
            numbers["manual_count"] = total
            quote = " ".join([intro, *items]) if intro not in quote else quote
        lines.append(f"**{rule['title']}** ({part_label(rule)}):")
        lines.append(f"„{quote}“")
        steps_found, listed = steps_lines(q.text, [rule, *found.related])
        if steps_found:  # "v jakém pořadí?": the manual's numbered items, in its order
            lines += ["", *steps_found]
        cites = [citation(rule, quote=quote)]
        if deferred is not None:
            cites.append(citation(deferred.rule, quote=deferred.sentence))
        if listed is not None and listed["id"] != rule["id"]:
            cites.append(citation(listed, quote="\n".join(steps_found[1:])))
        if found.related:
            lines += ["", "Související pravidla:"]
            lines += [f"- [{r['title']}]({rule_url(r['id'])})" for r in found.related]
            cites += [citation(r, q.text) for r in found.related]
        kind = "lookup"
    needs: list[str] = []
    missing: list[str] = []
    steps: list[str] = []
    if engine is not None:
        cites = unique(cites + engine_citations(res, engine, question=q.text))
        needs, missing = list(engine.needs), list(engine.missing)
        if needs:
            lines += ["", "Pro výpočet chybí: " + "; ".join(needs) + "."]
        elif engine.explanation.steps and kind == "lookup":  # what the engine worked out for the situation told
            steps = [step.text for step in engine.explanation.steps]
            lines += ["", "Pro popsanou situaci:", *(f"{i}. {text}" for i, text in enumerate(steps, 1))]
    return {
        "game": game, "kind": kind, "answer": "\n".join(lines).strip(), "verdict": verdict,
        "numbers": numbers, "exact": {}, "steps": steps, "citations": unique(cites), "needs": needs, "missing": missing,
        "silent": kind == "silent",
    }


def _quoted_verdict(q: Analysed, quotes: Sequence[str], yes_no: bool,
                    needs: bool) -> tuple[str | None, list[str], dict[str, int]]:
    """The yes/no the quoted sentences decide, the lines saying how, and the manual's number it rests on.

    In this order: a bound on the number the question proposes ("tři žetony?" against "nejvýše dva"),
    one sentence that decides the modal asked, the count the sentence states ("doberu si 4 karty?").
    Nothing when the engine still needs facts (``needs``)."""
    if needs:
        return None, [], {}
    bound = bound_verdict(q, quotes) if yes_no else None
    if bound is not None:
        word = "nejvýše" if bound.upper else "nejméně"
        return bound.verdict, [f"**{bound.verdict.capitalize()}** — manuál uvádí {word} {bound.value}, v otázce je "
                               f"{bound.proposed} („{bound.sentence}“).", ""], {"manual_bound": bound.value}
    decided = {v for v in (sentence_verdict(q, s) for s in quotes) if v is not None} if yes_no else set()
    if len(decided) == 1:  # the quoted sentences that decide agree
        verdict = decided.pop()
        return verdict, [f"**{verdict.capitalize()}** — rozhoduje věta manuálu:", ""], {}
    checked = count_verdict(q, quotes) if yes_no or guessed_count(q) else None
    if checked is not None:
        return checked[0], [f"**{checked[0].capitalize()}** — manuál uvádí {checked[1]} („{checked[2]}“).", ""], \
            {"manual_count": checked[1]}
    return None, [], {}


def _silent_part(res: Resources, q: Analysed, game: str, found: Lookup) -> tuple[list[str], list[dict[str, str]]]:
    """ "Manuál to neuvádí", the manual's sentence that leaves the thing out or points to the scenario
    book, and the closest rules (lines, citations)."""
    lines = [f"**{SILENT}**"]
    cites: list[dict[str, str]] = []
    closest = ([found.rule] if found.rule is not None else []) + found.related
    left_out = res.by_id.get(beyond_rule(q.text, game) or "")
    if left_out is not None:  # the manual's own sentence that its rules leave the thing out
        lines += ["", f"**{left_out['title']}** ({part_label(left_out)}): „{left_out['text']}“"]
        closest = [left_out, *(r for r in closest if r["id"] != left_out["id"])]
    pointer = scenario_pointer(res.sentences, q.text, game, q.lang) if is_scenario_reason(found.reasons) else None
    if pointer is not None:  # one scenario's particulars: the manual's sentence on where they stand
        where, said = pointer
        lines += ["", "Podrobnosti jednotlivých scénářů pravidla neuvádějí; manuál k tomu říká:",
                  f"**{where['title']}** ({part_label(where)}): „{said}“"]
        cites.append(citation(where, quote=said))
    if closest:
        lines += ["", "Nejbližší pravidla, která k tomu manuál má:"]
        lines += [f"- [{r['title']}]({rule_url(r['id'])}) ({part_label(r)})" for r in closest[:RELATED]]
        cites += [citation(r, q.text) for r in closest[:RELATED]]
    return lines, cites


def unknown_places(res: Resources, q: Analysed, game: str, places: Sequence[str]) -> dict[str, Any]:
    """A question about a place the game's manual never names ("minový pole"): the manual does not say,
    with the closest rules; nothing is computed for open ground instead."""
    found = find(res, q, [game])
    lines, cites = _silent_part(res, q, game, found)
    named = ", ".join(f"„{p}“" for p in places)
    lines[1:1] = ["", f"Pravidla tohoto manuálu nepopisují terén ani pole {named}; nic jsem proto nepočítal."]
    return {"game": game, "kind": "silent", "answer": "\n".join(lines).strip(), "verdict": None, "numbers": {},
            "exact": {}, "steps": [], "citations": unique(cites), "needs": [], "missing": [], "silent": True}


def with_related(res: Resources, q: Analysed, game: str, out: dict[str, Any]) -> dict[str, Any]:
    """An engine answer with 2–3 related rules the player may want next (by the question's words)."""
    found = find(res, q, [game])
    cited = {c["id"] for c in out.get("citations", [])}
    candidates = ([found.rule] if found.rule is not None and not found.silent else []) + found.related
    out["related"] = [{"id": r["id"], "title": r["title"], "part": part_label(r), "url": rule_url(r["id"])}
                      for r in candidates if r["id"] not in cited][:RELATED]
    return out


def comparison(res: Resources, q: Analysed, game_ids: Sequence[str]) -> dict[str, Any]:
    """The matching rule of each game side by side, each quoted and cited."""
    chosen = list(game_ids) or list(games.game_ids())
    lines = ["Pravidla k této otázce v jednotlivých hrách (porovnejte):", ""]
    cites: list[dict[str, str]] = []
    for game_id in chosen:
        found = find(res, q, [game_id])
        title = games.title(game_id)
        if found.rule is None or found.silent:
            lines.append(f"- **{title}**: {SILENT}")
            continue
        quote = " ".join(found.quotes)
        lines.append(f"- **{title}** — {found.rule['title']}: „{quote}“")
        cites.append(citation(found.rule, quote=quote))
    return {
        "game": chosen[0] if len(chosen) == 1 else None, "games": chosen, "kind": "comparison",
        "answer": "\n".join(lines).strip(), "verdict": None, "numbers": {}, "exact": {}, "steps": [],
        "citations": unique(cites), "needs": [], "missing": [],
    }


def ask_which_game(candidates: Sequence[str]) -> dict[str, Any]:
    """The question does not say which game: ask, with one-tap choices."""
    chosen = list(candidates) or list(games.game_ids())
    names = ", ".join(games.title(g) for g in chosen)
    return {
        "game": None, "kind": "which_game",
        "answer": "Z otázky nepoznám, o kterou hru jde. Vyberte ji prosím: " + names + ".",
        "verdict": None, "numbers": {}, "exact": {}, "steps": [], "citations": [],
        "needs": [f"o kterou hru jde ({names})"], "missing": ["game"],
        "choices": [{"game": g, "title": games.title(g)} for g in chosen],
    }


def guessed_game(res: Resources, q: Analysed, game: str, candidates: Sequence[str]) -> dict[str, Any]:
    """The game told only by which manual answers the question best: its sentences quoted, no verdict, and
    the other candidates as one-tap choices (a wrong game must cost one tap, never a wrong claim)."""
    note = (f"Hru jsem určil jen podle toho, čí pravidla otázce nejlépe odpovídají: {games.title(game)}. "
            "Jde-li o jinou hru, vyberte ji.")
    out = lookup(res, q, game, notes=[note])
    out["choices"] = [{"game": g, "title": games.title(g)} for g in [game, *(c for c in candidates if c != game)]]
    return out


def unavailable(game: str) -> dict[str, Any]:
    return {
        "game": game, "kind": "unavailable",
        "answer": "Výpočet pro tuto otázku teď není k dispozici.", "verdict": None, "numbers": {}, "exact": {},
        "steps": [], "citations": [], "needs": [], "missing": [],
    }
