"""Answering a question: understand it, ask the game's engine, word the answer and cite the manual.

The path of a question, in order (each step in its own module):

1. :func:`understanding.text.analyse` — tokens, lemmas, numbers, clauses;
2. :func:`understanding.intent.classify_intent` — what kind of answer is wanted;
3. :func:`understanding.games.recognise_game` — which game (or ask back);
4. the game's parser (``understanding.registry.PARSERS``) — a typed :class:`engine.api.Query`
   with the words each fact came from; a ``position`` sent along overrides parsed facts;
5. the game's engine (``engine.registry.ENGINES``) — an :class:`engine.api.EngineAnswer`
   whose verdict answers exactly the proposition asked;
6. :mod:`assistant.compose` words it; :mod:`assistant.citations` cites the rules the engine
   applied; look-up questions are answered from the manual's sentences (:mod:`assistant.answers`).

Every answer carries ``understood`` (intent, game, canonical facts, spans), so a wrong
answer shows whether the parser or the engine went wrong.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from typing import Any

import games
from assistant import answers
from assistant.citations import citation, engine_citations, part_label, step_citations, unique
from assistant.compose import compose
from assistant.disagreements import disputes, note
from assistant.forms import POSITION_SPAN, understood_line
from assistant.lookup import content_words
from assistant.resources import Resources
from assistant.spelling import spelled
from assistant.unread import unread_places
from engine.api import EngineAnswer, FactError, Intent, Query, fact_specs
from engine.registry import ENGINES
from understanding import Understood
from understanding.games import recognise_game
from understanding.intent import IntentGuess, classify_intent
from understanding.registry import PARSERS
from understanding.text import analyse

log = logging.getLogger(__name__)

# Engine topics that only name rules (the engine had nothing to compute): answered from the manual's sentences.
LOOKUP_KINDS = frozenset({"lookup"})


def answer_question(res: Resources, question: str, game: str | None = None,
                    position: Mapping[str, Any] | None = None, last_game: str | None = None) -> dict[str, Any]:
    """The ``/api/ask`` payload for a cleaned question (and/or a structured ``position``)."""
    if not question.strip():
        return answer_position(res, game, position or {})
    q = analyse(question, spell=res.speller)
    intent = classify_intent(q)
    words = content_words(q.text)
    guess = recognise_game(q, game, last_game, res.game_vocabulary, words,
                           lambda ids: answers.best_sentence_scores(res, words, ids))
    if len(guess.named) >= 2 and intent.intent is Intent.COMPARISON:
        out = answers.comparison(res, q, guess.named)
        if game:
            out["game"] = game  # the page's game stays the answer's game
        return out
    if guess.game is None:
        return answers.ask_which_game(guess.candidates or guess.named)
    if guess.reason == "passages":  # the game read off the manuals' text, not the question's words: quote, no claim
        return answers.guessed_game(res, q, guess.game, guess.candidates)
    if intent.intent is Intent.COMPARISON:  # within one game: two rules, or the Czech and Polish editions
        return answers.lookup(res, q, guess.game, notes=answers.edition_terms(res, q))
    spec = games.get(guess.game)
    parser, engine = PARSERS[spec.parser], ENGINES[spec.engine]
    understood = parser.parse(q, guess.game, intent)
    if position:
        understood = _with_position(parser, understood, position)
    return _answer(res, q, understood, engine)


def answer_position(res: Resources, game: str | None, position: Mapping[str, Any],
                    intent: Intent | None = None) -> dict[str, Any]:
    """An answer to a structured position without words (the board, corrected fields)."""
    if not game:
        raise FactError("game", "Bez otázky je potřeba uvést hru (pole „game“).")
    facts = PARSERS[games.get(game).parser].facts_from_position(game, position)
    return answer_query(res, Query(game, intent or Intent.ODDS, facts))


def answer_query(res: Resources, query: Query[Any]) -> dict[str, Any]:
    """The answer to a typed query built without words (a board, corrected fields): the ``/api/ask`` shape."""
    engine = ENGINES[games.get(query.game).engine]
    stated = query.facts.stated()
    also = (Intent.YES_NO,) if query.ask is not None else ()  # an ask is a yes/no question: its verdict stays
    understood = Understood(query, {k: POSITION_SPAN for k in stated}, {k: "position" for k in stated},
                            IntentGuess(query.intent, 1.0, also=also, source="position"))
    return _answer(res, None, understood, engine)


def _with_position(parser: Any, understood: Understood, position: Mapping[str, Any]) -> Understood:
    """The parsed facts overridden field by field by the ``position`` sent along (corrections)."""
    query = understood.query
    given = parser.facts_from_position(query.game, position)
    changes = {k: v for k, v in given.stated().items()}
    facts = dataclasses.replace(query.facts, **changes)
    spans = dict(understood.spans)
    how = dict(understood.how)
    for key, value in changes.items():
        if getattr(query.facts, key) != value:  # corrected: no longer read from the question's words
            spans[key] = POSITION_SPAN
            how[key] = "position"
    return dataclasses.replace(understood, query=dataclasses.replace(query, facts=facts), spans=spans, how=how)


def _answer(res: Resources, q: Any, understood: Understood, engine: Any) -> dict[str, Any]:
    query = understood.query
    try:
        result = engine.evaluate(query)
    except FactError:
        raise
    except Exception:  # an engine fault must not take the answer down: the manual's sentences answer instead
        log.exception("engine %s failed on %r", type(engine).__name__, query)
        result = None
    if result is not None and not _asks_yes_no(understood):
        result.verdict = None  # a verdict answers a yes/no question only
    unread = _unread_places(res, q, understood) if q is not None else []
    if q is not None and unread:  # "vjet na minový pole": no rule was run on a place nobody could read
        out = answers.unknown_places(res, q, query.game, unread)
    elif q is not None and (result is None or _is_lookup(query, result)):
        asked = getattr(query.facts, "asked_number", None)
        out = answers.lookup(res, q, query.game, result, yes_no=_asks_yes_no(understood),
                             asked=str(asked) if asked is not None else None)
    elif result is None:
        out = answers.unavailable(query.game)
    else:
        withheld = _withhold_disputed(res, result, query, q.lang if q is not None else "cs")
        out = compose(result, unique(engine_citations(res, result, question=q.text if q is not None else "")),
                      query.ask)
        _note_disagreements(res, result, out, withheld)
        out["step_rules"] = [step_citations(res, step.rules) for step in result.explanation.steps]
        if q is not None:
            out = answers.with_related(res, q, query.game, out)
    out["game"] = query.game
    out["understood"] = understood.as_json()
    if q is not None and q.corrections:  # typos read as the manuals' words: shown, so a misreading is visible
        out["understood"]["corrections"] = {typed: spelled(meant) for typed, meant in q.corrections.items()}
    if understood.notes:
        first, _, rest = out["answer"].partition("\n")
        out["answer"] = "\n\n".join(p for p in (first, "\n".join(understood.notes), rest.lstrip("\n")) if p)
    # what was understood, in words, so a misread shows in the answer itself (the page offers fields to fix it)
    polish = q is not None and q.lang == "pl"  # a Polish question: its own words in brackets
    line = understood_line(query.game, out["understood"], with_words=polish)
    if out["understood"].get("corrections"):
        line += " · překlepy čtu jako: " + ", ".join(f"„{typed}“ → „{meant}“"
                                                     for typed, meant in out["understood"]["corrections"].items())
    out["answer"] += "\n\n_" + line + "_"
    return out


def _withhold_disputed(res: Resources, result: EngineAnswer, query: Query[Any], lang: str) -> bool:
    """No verdict when the edition of the question's language decides it otherwise (a Polish question, a
    Czech rule the Polish manual contradicts: ``Finding.disputed``); the note quotes both.  True when withheld."""
    found = result.findings.get(query.ask.proposition) if query.ask is not None else None
    if result.verdict is None or found is None or not found.disputed:
        return False
    def lang_of(rule_id: str) -> str:
        return str(res.by_id.get(rule_id, {}).get("lang") or "cs")
    if any(lang_of(rule) == lang for rule in found.disputed) and all(lang_of(rule) != lang for rule in found.rules):
        result.verdict = None
        return True
    return False


def _note_disagreements(res: Resources, result: EngineAnswer, out: dict[str, Any], withheld: bool) -> None:
    """The disagreements of the rules the answer used, quoted after its first line; every side cited."""
    used = [*result.rule_ids, *(r for f in result.findings.values() for r in (*f.rules, *f.disputed))]
    records = disputes(res.disagreements, used)
    if not records:
        return
    first, _, rest = out["answer"].partition("\n")
    said = note(records, not withheld, lambda rid: part_label(res.by_id[rid]) if rid in res.by_id else rid)
    out["answer"] = "\n\n".join(p for p in (first, said, rest.lstrip("\n")) if p)
    sides = [rule for r in records for side in r["sides"] if (rule := res.rule_json(side["rule"])) is not None]
    out["citations"] = unique([*out["citations"], *(citation(rule) for rule in sides)])


def _unread_places(res: Resources, q: Any, understood: Understood) -> list[str]:
    """Places the question names that no manual uses, for a game whose engine reads terrain from facts
    (an unread one would be taken as open ground)."""
    if not any(spec.name.startswith("terrain") for spec in fact_specs(type(understood.query.facts))):
        return []
    every_manual = answers.manual_knows(res, [g.id for g in games.all_games()], q.lang)
    return unread_places(q.text, understood.spans.values(), every_manual)


def _asks_yes_no(understood: Understood) -> bool:
    """The question (one of its parts) asks yes or no."""
    guess = understood.intent
    return understood.query.intent is Intent.YES_NO or (guess is not None and Intent.YES_NO in guess.also)


def _is_lookup(query: Query[Any], result: Any) -> bool:
    """The question asks what a rule says, or the engine had nothing to compute for it."""
    if result.kind in LOOKUP_KINDS and not result.numbers and not result.findings:
        return True
    if query.intent is Intent.LOOKUP and not result.numbers and result.verdict is None:
        return True
    # a yes/no the engine could not decide and for which it has nothing to show: the manual's sentence decides
    return query.intent is Intent.YES_NO and result.verdict is None and not result.numbers and not result.needs


WARM_UP = "Moje jednotka útočí dvěma kostkami na cíl v lese dvě pole daleko, jaká je šance na zásah?"


def warm_up() -> None:
    """Load the language pipelines, alias tables and every game's parser once (called at app start)."""
    analyse("Mój moździerz wykonuje ostrzał.", "pl")
    q = analyse(WARM_UP)
    for game in games.all_games():
        PARSERS[game.parser].parse(q, game.id, classify_intent(q))
