"""Which game a question is about.

In order: the game the page or the caller chose; a game named in the question
(the registry's ``names``); the Polish language (the only game with a Polish
edition); otherwise the words of the question weighed as evidence for each game:

* the manuals themselves — a naive Bayes model over each game's corpus words
  (:class:`GameVocabulary`: "osádka" occurs only in Generálové, "hex" only in
  Memoir '44), and
* the players' words the manuals do not use — the registry's ``hints`` of each
  game and its family (slang such as "kaemáci", "tanky", "děla").

A clear winner decides.  Games of one family that stay close (Normandie and
Stalingrad share most rules and words) go to the game asked about last on the
page when it is one of them.  When the words stay split, the manuals' passages
decide next: the game whose best sentence for the question scores
:data:`PASSAGE_MARGIN` times the next candidate's (``passages``, from the
sentence index); that answer only quotes the manual, with the other candidates
as choices, since a game read this way is wrong about one time in twelve.
Otherwise the answer asks back with the candidates as one-tap choices
(``GameGuess.game`` is None).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import games
from lang.keys import word_keys
from lang.numerals import number_value
from understanding.text import Analysed

__all__ = ["GameGuess", "GameVocabulary", "named_games", "recognise_game"]

HINT_BONUS = 2.5  # log-odds added per registry hint of a game (players' words the manuals lack)
FAMILY_BONUS = 1.5
DECIDE = 0.85  # posterior a game (or a family) needs to be chosen
SMOOTHING = 0.5
TEMPERATURE_PER_KEY = 0.35
WITHIN_FAMILY = 0.7  # share of the family's posterior a member needs to be chosen over the family's first game
# measured on the own tune set and the fresh set (answering where the words alone ask back):
# 1.5 → 75 right / 6 wrong games and 26 / 2; 1.3 → 103 / 18 and 36 / 6.  Such a game is never
# acted on beyond quoting (assistant.answers.guessed_game): with the engine's verdicts it made 2 wrong claims.
PASSAGE_MARGIN = 1.5
PASSAGE_MIN_WORDS = 3  # fewer content words ("Můžu zaútočit?") say too little to pick a manual


@dataclass(frozen=True)
class GameGuess:
    game: str | None  # None: ask back
    candidates: tuple[str, ...]  # best first
    named: tuple[str, ...] = ()  # games the question names outright
    reason: str = ""  # "given" | "named" | "polish" | "vocabulary" | "family" | "last" | "passages" | "ambiguous"
    confidence: float = 0.0


class GameVocabulary:
    """Word statistics of each game's manuals: the evidence a word gives for a game."""

    def __init__(self, rules: Iterable[Mapping[str, object]]) -> None:
        counts: dict[str, Counter[str]] = {g: Counter() for g in games.game_ids()}
        for rule in rules:
            game = str(rule.get("game", ""))
            if game not in counts:
                continue
            lang = str(rule.get("lang", "cs"))
            text = f"{rule.get('title', '')} {rule.get('text', '')}"
            for word in re.findall(r"[^\W\d_]+", text):
                counts[game].update(set(word_keys(word, lang)))
        self.counts = counts
        self.totals = {g: sum(c.values()) for g, c in counts.items()}
        self.vocabulary = set().union(*counts.values()) if counts else set()

    def log_likelihoods(self, keys: Iterable[str]) -> dict[str, float]:
        """Per game: the sum of log P(key | game) over the question's keys the corpus knows."""
        size = len(self.vocabulary) or 1
        out = {g: 0.0 for g in self.counts}
        for key in keys:
            if key not in self.vocabulary:
                continue
            for g, c in self.counts.items():
                out[g] += math.log((c[key] + SMOOTHING) / (self.totals[g] + SMOOTHING * size))
        return out


def _matches(q: Analysed, cue: str) -> bool:
    if " " in cue:
        return re.search(r"(?<![a-z0-9])" + re.escape(cue), q.folded) is not None
    return any(t.folded.startswith(cue) or t.lemma.startswith(cue) for t in q.words)


def named_games(q: Analysed) -> tuple[str, ...]:
    """Games the question names outright ("ve Stalingradu", "v Memoiru", "Nieustraszeni")."""
    return tuple(g.id for g in games.all_games() if any(_matches(q, n) for n in g.names))


def _scores(q: Analysed, vocabulary: GameVocabulary | None, content: Sequence[str]) -> dict[str, float]:
    keys = [k for w in content if number_value(w, q.lang) is None for k in word_keys(w, q.lang)]
    scores = vocabulary.log_likelihoods(keys) if vocabulary is not None else {g: 0.0 for g in games.game_ids()}
    # naive Bayes is overconfident on many weak words: temper the evidence as the question grows
    temperature = 1.0 + TEMPERATURE_PER_KEY * len(keys)
    scores = {g: s / temperature for g, s in scores.items()}
    for g in games.all_games():
        scores[g.id] += HINT_BONUS * sum(1 for h in g.hints if _matches(q, h))
        scores[g.id] += FAMILY_BONUS * sum(1 for h in games.family_hints(g.family) if _matches(q, h))
    return scores


def _posterior(scores: Mapping[str, float]) -> dict[str, float]:
    top = max(scores.values())
    weights = {g: math.exp(s - top) for g, s in scores.items()}
    total = sum(weights.values())
    return {g: w / total for g, w in weights.items()}


PassageScores = Callable[[Sequence[str]], Mapping[str, float]]  # games -> each one's best sentence score


def recognise_game(q: Analysed, given: str | None = None, last: str | None = None,
                   vocabulary: GameVocabulary | None = None, content: Sequence[str] = (),
                   passages: PassageScores | None = None) -> GameGuess:
    """The game of the question (see the module docstring); ``content`` are its content words."""
    guess = _from_words(q, given, last, vocabulary, content)
    if guess.game is not None or guess.named or passages is None or len(guess.candidates) < 2 \
            or len(content) < PASSAGE_MIN_WORDS:
        return guess
    scores = passages(guess.candidates)
    ranked = sorted(guess.candidates, key=lambda g: -scores.get(g, 0.0))
    top, runner_up = scores.get(ranked[0], 0.0), scores.get(ranked[1], 0.0)
    if top > 0 and top >= PASSAGE_MARGIN * runner_up:
        return GameGuess(ranked[0], tuple(ranked), guess.named, "passages", 1 - runner_up / top)
    return guess


def _from_words(q: Analysed, given: str | None, last: str | None,
                vocabulary: GameVocabulary | None, content: Sequence[str]) -> GameGuess:
    named = named_games(q)
    if given:
        return GameGuess(given, (given,), named, "given", 1.0)
    if len(named) == 1:
        return GameGuess(named[0], named, named, "named", 1.0)
    if len(named) > 1:
        return GameGuess(None, named, named, "ambiguous")
    if q.lang == "pl":
        polish = [g.id for g in games.all_games() if g.title_pl]
        if len(polish) == 1:
            return GameGuess(polish[0], (polish[0],), (), "polish", 1.0)
    scores = _scores(q, vocabulary, content or [t.text for t in q.words])
    if len(set(scores.values())) <= 1:  # no evidence at all
        if last:
            return GameGuess(last, (last,), (), "last", 0.0)
        return GameGuess(None, games.game_ids(), (), "ambiguous")
    posterior = _posterior(scores)
    ranked = tuple(sorted(posterior, key=lambda g: -posterior[g]))
    best = ranked[0]
    if posterior[best] >= DECIDE:
        return GameGuess(best, ranked, (), "vocabulary", posterior[best])
    family = games.get(best).family
    members = [g.id for g in games.family_members(family)]
    family_mass = sum(posterior[g] for g in members)
    if family_mass >= DECIDE and len(members) > 1:
        in_family = tuple(m for m in ranked if m in members)
        if posterior[best] >= WITHIN_FAMILY * family_mass:
            return GameGuess(best, in_family, (), "family", family_mass)
        if last in members:
            return GameGuess(last, in_family, (), "last", family_mass)
        return GameGuess(None, in_family, (), "ambiguous", family_mass)  # rules both games share: ask which
    close = tuple(g for g in ranked if posterior[g] >= posterior[best] / 4)
    if len(close) == 1:
        return GameGuess(best, ranked, (), "vocabulary", posterior[best])
    if last in close:
        return GameGuess(last, close, (), "last", posterior[last])
    return GameGuess(None, close, (), "ambiguous", posterior[best])
