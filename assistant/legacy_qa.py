"""Answering a question: understand it, run the game's engine, explain and cite.

The verdict, numbers and steps come from the engine's :class:`EngineAnswer`;
this module only words them (verdict first, numbers with percentages, steps,
needs) and attaches citations: the corpus rules the engine cited, each with a
short quote from the rule and its docs URL.  Pure rule-lookup questions
("co dělá pátrání?") answer with the best matching rule itself.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from assistant import facts as F
from assistant.citations import _MARKDOWN, best_quote, citation, engine_citations
from assistant.resources import Resources
from assistant.understand import GAME_NAMES, Question, analyse, detect_game
from engine.api import EngineAnswer
from games import titles
from lang.keys import fold, split

log = logging.getLogger(__name__)

MAX_CITATIONS = 5
QUOTE_CHARS = 220

# game -> (module, needs the game id as second argument)
FACADES: dict[str, tuple[str, bool]] = {
    "normandie": ("engine.undaunted.facade", True),
    "stalingrad": ("engine.undaunted.facade", True),
    "memoir44": ("understanding.memoir44.legacy", False),
    "generalove": ("assistant.legacy_generalove", False),
}
EXTRACTORS: dict[str, Callable[[Question], dict[str, Any]]] = {
    "normandie": F.undaunted_facts,
    "stalingrad": F.undaunted_facts,
    "memoir44": F.memoir_facts,
    "generalove": F.generalove_facts,
}
NUMBER_LABELS: dict[str, str] = {
    "base_defense": "Základní obrana",
    "cover": "Kryt",
    "range_bonus": "Bonus za vzdálenost",
    "smoke_bonus": "Bonus za dým",
    "total_defense": "Celková obrana",
    "dice": "Počet kostek",
    "p_per_die": "Šance na úspěch jedné kostky",
    "p_hit": "Šance na zásah",
    "expected_hits": "Očekávaný počet zásahů",
    "p_hits": "Pravděpodobnost přesně 0, 1, 2… zásahů",
    "p_retreat": "Šance na ústup",
    "distance": "Vzdálenost",
    "dice_return_fire": "Počet kostek při palbě zpět",
    "reduction": "Redukce za terén",
    "attacker_penalty": "Postih útočníka",
    "total_reduction": "Celková redukce",
    "p_face": "Šance na zásah jednou kostkou",
    "p_at_least_one_hit": "Šance na aspoň jeden zásah",
    "p_at_least_one": "Šance na aspoň jeden zásah",
    "p_at_least_one_flag": "Šance na aspoň jednu vlajku",
    "losses": "Ztráty (figury)",
    "move": "Pohyb (pole)",
    "move_cost": "Spotřeba pohybu (pole)",
    "modifier": "Úprava hodu",
    "min_roll": "Nejnižší zasahující hod",
    "vp_before": "Vítězné body předtím",
    "vp_hq": "Body za velitelské stanoviště",
    "vp_flank": "Body za křídla",
    "vp_captures": "Body za zajaté jednotky",
    "vp_after": "Vítězné body po bodování",
    "vp_to_win": "Body potřebné k vítězství",
    "rolls": "Hozená čísla",
    "cards": "Počet karet",
    "p_successes": "Pravděpodobnost přesně 0, 1, 2… úspěšných kostek",
    "p_exactly": "Pravděpodobnost přesně tolika zásahů",
    "p_at_least": "Pravděpodobnost aspoň tolika zásahů",
    "hits": "Zásahy",
    "flags": "Vlajky",
    "losses_from_hits": "Ztráty za zásahy",
    "losses_from_retreat": "Ztráty za nemožný ústup",
    "retreat_hexes": "Ústup (pole)",
    "flags_ignored": "Ignorované vlajky",
    "new_control_tokens": "Nové žetony kontroly",
    "fog_cards": "Přidané karty válečný zmatek",
    "confidence": "Jistota",
    "max_overruns_per_turn": "Nejvýše tankových smrští za tah",
}
LOOKUP_CUES = ("co dela", "co je ", "co znamena", "co se stane", "co kdyz", "co delat", "jak se resi",
               "jak funguje", "k cemu", "vysvetli", "popis", "co umi",
               "jak se pouziva", "jak se hraje", "co to je", "co robi", "czym jest", "na czym polega",
               "co oznacza", "jak dziala", "jaka pravidla", "pravidlo pro", "pravidla pro")
DIFFERENCE_CUES = ("cemu odpovida", "odpovida v ceskych", "v polskych pravidlech", "polsk", "rozdil",
                   "lisi", "odpowiada", "jak se jmenuje v")
QUESTION_WORDS = frozenset({"co", "dela", "je", "znamena", "jak", "funguje", "k", "cemu", "vysvetli", "popis",
                            "umi", "pouziva", "hraje", "pravidlo", "pravidla", "to", "robi", "czym", "jest",
                            "oznacza", "dziala", "se"})


# ---------------------------------------------------------------- engines


def run_engine(game: str, facts: Mapping[str, Any]) -> EngineAnswer | None:
    """The game's facade result, or None when that engine is not installed."""
    module_name, with_game = FACADES[game]
    try:
        module = importlib.import_module(module_name)
        if with_game:
            return module.evaluate(facts, game)  # type: ignore[no-any-return]
        return module.evaluate(facts)  # type: ignore[no-any-return]
    except (ImportError, SyntaxError):
        log.warning("engine %s is not available", module_name, exc_info=True)
        return None
    except Exception:  # an engine fault must not take the answer down: fall back to the rule text
        log.exception("engine %s failed on %r", module_name, dict(facts))
        return None


# ---------------------------------------------------------------- citations


# ---------------------------------------------------------------- wording


def _plain_number(value: Any) -> Any:
    """JSON-ready form of an engine number (Fractions become floats; anything unusual becomes text)."""
    if isinstance(value, Fraction):
        return float(value)
    if isinstance(value, list | tuple):
        return [_plain_number(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain_number(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _is_probability(key: str, value: Any) -> bool:
    return key.startswith("p_") or (isinstance(value, Fraction) and 0 <= value <= 1 and key != "expected_hits")


def format_number(key: str, value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(format_number(key, v) for v in value)
    if isinstance(value, Fraction):
        if _is_probability(key, value):
            return f"{value.numerator}/{value.denominator} ≈ {_pct(value)}"
        return f"{value.numerator}/{value.denominator} ≈ {float(value):.3f}".replace(".", ",")
    if isinstance(value, float) and key.startswith("p_") and 0 <= value <= 1:
        return _pct(Fraction(value).limit_denominator(10_000))
    return str(value)


def _pct(p: Fraction) -> str:
    return f"{float(p) * 100:.1f} %".replace(".", ",")


def _strip_verdict(summary: str) -> str:
    return re.sub(r"^\s*(Ano|Ne)\s*[–—:-]\s*", "", summary).strip()


def compose(answer: EngineAnswer, citations: list[dict[str, str]]) -> dict[str, Any]:
    verdict = None if answer.verdict is None else ("ano" if answer.verdict else "ne")
    summary = _strip_verdict(answer.summary) or ""
    lines: list[str] = []
    if verdict == "ano":
        lines.append(f"**Ano** — {summary}" if summary else "**Ano.**")
    elif verdict == "ne":
        lines.append(f"**Ne** — {summary}" if summary else "**Ne.**")
    elif summary:
        lines.append(summary)
    shown = [f"- {NUMBER_LABELS.get(k, k)}: {format_number(k, v)}" for k, v in answer.numbers.items()]
    if shown:
        lines += ["", "Čísla:", *shown]
    steps = [s.text for s in answer.explanation.steps]
    if steps:
        lines += ["", "Postup:", *(f"{i}. {text}" for i, text in enumerate(steps, 1))]
    if answer.needs:
        lines += ["", "Chybí údaje: " + "; ".join(answer.needs) + "."]
    numbers = {k: _plain_number(v) for k, v in answer.numbers.items()}
    exact = {k: f"{v.numerator}/{v.denominator}" for k, v in answer.numbers.items() if isinstance(v, Fraction)}
    return {
        "game": answer.game,
        "kind": answer.kind,
        "answer": "\n".join(lines).strip(),
        "verdict": verdict,
        "numbers": numbers,
        "exact": exact,
        "steps": steps,
        "citations": citations,
        "needs": list(answer.needs),
    }


# ---------------------------------------------------------------- question kinds


def is_lookup(q: Question, facts: Mapping[str, Any]) -> bool:
    text = " " + q.folded + " "
    cue = any(" " + c in text for c in LOOKUP_CUES)
    stated = {k for k in facts if k not in ("action", "attacker", "target", "unit", "lookup_action")}
    return cue and not stated


def lookup_answer(res: Resources, q: Question, game: str, engine: EngineAnswer | None = None) -> dict[str, Any]:
    words = [w.text for w in q.words() if w.folded not in QUESTION_WORDS]
    found = res.index.search(" ".join(words) or q.text, game, 10)
    hits = [h for h in found if h.rule["lang"] == q.lang] or found  # answer in the question's language
    answer = engine or EngineAnswer(game=game, kind="lookup")
    cites = engine_citations(res, engine) if engine else []
    if hits:
        rule = hits[0].rule
        body = " ".join(_MARKDOWN.sub("", rule.get("text", "")).split())
        if len(body) > 600:
            cut = body.rfind(" ", 0, 600)
            body = body[:cut] + "…"
        if not answer.summary or not answer.explanation.steps:
            answer.summary = f"{rule['title']}: {body}" if body else rule["title"]
        if rule["id"] not in {c["id"] for c in cites}:
            cites.insert(0, citation(rule, q.text))
    elif not answer.summary:
        answer.summary = "K této otázce jsem v pravidlech nic nenašel."
    answer.kind = "lookup"
    return compose(answer, cites[:MAX_CITATIONS])


COMPARE_CUES = ("rozdil", "lisi", "lisit", "odlis", "oproti", "srovn", "porovn", "stejne", "stejny", "roznic")


def difference_answer(res: Resources, q: Question, games: Sequence[str]) -> dict[str, Any]:
    """A question comparing games: the matching rule of each game, side by side, each cited."""
    names = {fold_word for g in games for fold_word in GAME_NAMES[g]}
    words = [w.text for w in q.words()
             if w.folded not in QUESTION_WORDS and not w.folded.startswith(tuple(names))
             and not w.starts(*COMPARE_CUES)]
    answer = EngineAnswer(game=games[0], kind="difference",
                          summary="Pravidla obou her k této otázce (porovnejte):")
    cites: list[dict[str, str]] = []
    for game in games:
        hits = res.index.search(" ".join(words) or q.text, game, 1)
        if not hits:
            answer.explanation.add(f"{titles()[game]}: k tomu jsem v pravidlech nic nenašel.")
            continue
        rule = hits[0].rule
        quote = best_quote(rule.get("text", ""), q.text, 400)
        answer.explanation.add(f"{titles()[game]} ({rule['title']}): {quote}", rule["id"])
        cites.append(citation(rule, q.text))
    out = compose(answer, cites)
    out["game"] = games[0]
    out["games"] = list(games)
    return out


def ask_which_game(res: Resources, q: Question, candidates: Sequence[str]) -> dict[str, Any]:
    games = list(candidates) or list(titles())
    names = ", ".join(titles()[g] for g in games)
    answer = EngineAnswer(game="", kind="lookup", needs=[f"o kterou hru jde ({names})"],
                          summary="Z otázky nepoznám, o kterou hru jde; upřesněte ji prosím.")
    out = compose(answer, [])
    out["game"] = None
    return out


# An engine's verdict answers its canonical question for the kind (line of sight: "is there one?",
# casualty: "is the token removed?", attack: "does it count / hit?").  These words in the question
# sentence ask the opposite ("je výhled blokovaný?", "zůstane žeton na plánu?"), so the verdict flips.
OPPOSITE_CUES: dict[str, tuple[str, ...]] = {
    "line_of_sight": ("blok", "zakryv", "brani", "prerus", "zablok"),
    "casualty": ("zustane", "zustava", "zustanou", "prezije", "prezijou"),
    "attack": ("ignoruj", "minul", "netrefil", "nezasahl"),
    "legality": ("zakazan",),
    "movement": ("zakazan",),
}


def question_sentence(text: str) -> str:
    """The sentence that asks (the last one with a question mark, else the last one)."""
    parts = [p for p in re.split(r"(?<=[.!?])\s+", text.strip()) if p]
    asking = [p for p in parts if "?" in p]
    return (asking or parts or [text])[-1]


def asks_opposite(q: Question, kind: str) -> bool:
    cues = OPPOSITE_CUES.get(kind)
    if not cues:
        return False
    words = [fold(w) for w in split(question_sentence(q.text))]
    return any(w.startswith(cues) for w in words)


RETURN_FIRE_CUES = ("zpatky", "zpet", "oplat", "odvet", "v odpoved")
SWAPS = (("attacker", "target"), ("terrain_attacker", "terrain_target"), ("attacker_height", "target_height"))


def return_fire(q: Question, game: str, facts: Mapping[str, Any]) -> EngineAnswer | None:
    """A second question in the same text: how the target fires back (roles swapped)."""
    if game != "memoir44" or not (facts.get("attacker") and facts.get("target")):
        return None
    if not q.has(*RETURN_FIRE_CUES):
        return None
    swapped = dict(facts)
    for a, b in SWAPS:
        swapped.pop(a, None)
        swapped.pop(b, None)
        if b in facts:
            swapped[a] = facts[b]
        if a in facts:
            swapped[b] = facts[a]
    return run_engine(game, swapped)


def merge_secondary(main: EngineAnswer, extra: EngineAnswer, label: str, key: str) -> None:
    """Append a second engine answer: its steps labelled, its numbers under ``<number>_<key>``."""
    for step in extra.explanation.steps:
        main.explanation.add(f"{label}: {step.text}", *step.rules)
    for name, value in extra.numbers.items():
        main.numbers[f"{name}_{key}"] = value
    for need in extra.needs:
        if need not in main.needs:
            main.needs.append(need)
    if extra.summary:
        main.summary = f"{main.summary} {label}: {extra.summary}".strip()


def polish_terms_note(res: Resources, q: Question) -> str:
    """For a Polish question: the Polish game terms it uses and their Czech names (the answer is Czech)."""
    words = [w.folded for w in q.words()]
    pairs: dict[str, str] = {}
    for n in (3, 2, 1):
        for i in range(len(words) - n + 1):
            hit = res.polish_terms.get(" ".join(words[i : i + n]))
            if hit:
                pairs.setdefault(hit[0], hit[1])
    if not pairs:
        return ""
    return "Pojmy: " + "; ".join(f"polské „{pl}“ = české „{cs}“" for pl, cs in pairs.items()) + ".\n\n"


def answer_question(res: Resources, question: str, game: str | None = None,
                    position: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The ``/api/ask`` payload for a cleaned question."""
    q = analyse(question)
    named_games = [g for g in titles() if q.has(*GAME_NAMES[g])]
    if len(named_games) >= 2 and q.has(*COMPARE_CUES):
        return difference_answer(res, q, named_games)
    polish_name = F.polish_action_lookup(q) if q.lang == "pl" or q.has(*DIFFERENCE_CUES) else None
    candidates = [game] if game else detect_game(q, res.folded_terms)
    if polish_name and not game:
        candidates = ["normandie"]
    if len(candidates) != 1:
        return ask_which_game(res, q, candidates)
    game = candidates[0]
    q.game = game
    try:
        facts = EXTRACTORS[game](q)
    except Exception:  # a parser fault must not take the answer down: answer with the rule instead
        log.exception("fact extraction failed for %r", question)
        facts = {}
    if polish_name and game in ("normandie", "stalingrad") and q.has(*DIFFERENCE_CUES, *LOOKUP_CUES):
        facts = {"pl_action": polish_name}
    facts.update(position or {})
    if not facts.get("pl_action") and is_lookup(q, facts):
        engine = None
        if game in ("normandie", "stalingrad") and facts.get("action"):
            engine = run_engine(game, {"lookup_action": facts["action"]})
        return lookup_answer(res, q, game, engine)
    engine = run_engine(game, facts) if facts else None
    if engine is not None and engine.needs and not engine.numbers and q.has(*LOOKUP_CUES):
        return lookup_answer(res, q, game)  # "co se stane, když padne 0?" asks for the rule, not a position
    if engine is not None and engine.kind == "lookup" and engine.needs and not engine.numbers:
        # the engine could not tell what situation this is: show the rule the question is about, keep the needs
        out = lookup_answer(res, q, game)
        out["needs"] = list(engine.needs)
        out["answer"] += "\n\nPro výpočet chybí: " + "; ".join(engine.needs) + "."
        return out
    if engine is None:
        out = lookup_answer(res, q, game)
        if facts:
            out["answer"] = ("Výpočet pro tuto otázku teď není k dispozici; níže je pravidlo, které se jí týká.\n\n"
                             + out["answer"])
        return out
    if engine.verdict is not None and asks_opposite(q, engine.kind):
        engine.verdict = not engine.verdict
    reply = return_fire(q, game, facts)
    if reply is not None:
        merge_secondary(engine, reply, "Palba zpět", "return_fire")
    out = compose(engine, engine_citations(res, engine))
    if q.lang == "pl":
        first, _, rest = out["answer"].partition("\n")
        out["answer"] = first + "\n\n" + polish_terms_note(res, q) + rest.lstrip("\n")
    out["game"] = game
    out["facts"] = dict(facts)
    return out
