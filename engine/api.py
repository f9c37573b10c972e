"""The boundary between language and rules: what a question is to an engine, and what comes back.

A question reaches an engine as a :class:`Query`: the game, the :class:`Intent`
(what kind of answer is wanted), the game's typed facts (a frozen dataclass
derived from :class:`Facts`, holding canonical values only: enums, ints,
booleans) and, for a yes/no question, the :class:`Ask` (which proposition the
player wants decided, and whether they asked it the other way round: "je výhled
blokovaný?" asks the opposite of "vidí na cíl?").  No word of Czech or Polish
crosses this line: the parser turns words into these values, the engine never
reads words.

An engine answers with an :class:`EngineAnswer`: numbers, explained steps with
the corpus rule ids they rest on, ``needs`` (what it must know but was not
told, with the fact names in ``missing``), and ``findings``: every yes/no
proposition the engine decided while it worked.  The verdict is the finding the
query asked for (:meth:`EngineAnswer.decide`), never a convention of a handler.

Facts are validated when they are built (:meth:`Facts.__post_init__`): a value
of the wrong type or outside the range the rules make sense of raises
:class:`FactError`, whose Czech message names the fact and the range.  The same
declaration (:func:`fact`) gives the label and range that forms and error
messages show, and :func:`facts_from_mapping` / :func:`facts_to_dict` move facts
to and from JSON (``position`` in the API, ``understood.facts`` in answers).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.explain import Explanation, RuleId

__all__ = [
    "Ask",
    "EngineAnswer",
    "FactError",
    "FactSpec",
    "Facts",
    "Finding",
    "GameEngine",
    "Intent",
    "Number",
    "Query",
    "fact",
    "fact_specs",
    "facts_from_mapping",
    "facts_to_dict",
]


class Intent(enum.StrEnum):
    """What kind of answer a question wants."""

    LOOKUP = "lookup"  # what a rule says, how something works, what happens when …
    YES_NO = "yes_no"  # legality or effect: a proposition to decide (see Ask)
    DICE = "dice"  # how many dice
    DEFENSE = "defense"  # total defence or one of its parts
    ODDS = "odds"  # probability of hits
    CASUALTY = "casualty"  # which card/token/figure is lost, the result of hits
    COUNT = "count"  # setup and counts: figures, cards, fields, orders, points
    COMPARISON = "comparison"  # a difference between games or between editions


@dataclass(frozen=True)
class Ask:
    """The proposition a yes/no question asks about, as the game's engine names it.

    ``proposition`` is a value of the game's ``Proposition`` enum; ``positive`` is
    False when the question asks the negation ("je kryt ignorován?" asks
    ``cover_counts`` with ``positive=False``), so the verdict is inverted.

    ``number`` and ``claimed`` are set when the question states a value it wants confirmed
    ("odečítám 3 kostky?"): the verdict is then whether the engine's ``numbers[number]`` equals
    ``claimed``; ``proposition`` still names what the question is about (it chooses the topic).
    """

    proposition: str
    positive: bool = True
    number: str | None = None
    claimed: int | None = None


FactsT = TypeVar("FactsT", bound="Facts")


@dataclass(frozen=True)
class Query(Generic[FactsT]):
    """A question as an engine sees it."""

    game: str
    intent: Intent
    facts: FactsT
    ask: Ask | None = None


# ---------------------------------------------------------------- facts


class FactError(ValueError):
    """A fact that cannot be right: wrong type, unknown value or out of range.

    ``fact`` is the field name, ``message`` a Czech sentence naming the fact and what is allowed.
    """

    def __init__(self, fact: str, message: str) -> None:
        super().__init__(message)
        self.fact = fact
        self.message = message


@dataclass(frozen=True)
class FactSpec:
    """How one fact is declared: its Czech label, allowed range, and the Python type behind it."""

    name: str
    label: str
    kind: type  # int, bool, str, an Enum subclass
    many: bool  # a tuple of values
    low: int | None = None
    high: int | None = None

    def describe_range(self) -> str:
        if self.low is not None and self.high is not None:
            return f"{self.low}–{self.high}"
        if self.low is not None:
            return f"nejméně {self.low}"
        if self.high is not None:
            return f"nejvýše {self.high}"
        return ""


def fact(label: str, low: int | None = None, high: int | None = None) -> Any:
    """Declare a fact field: ``distance: int | None = fact("vzdálenost v polích", 0, 12)``.

    Every fact is optional (``None`` or an empty tuple = not stated); the range bounds
    ints and the length-independent items of tuples of ints.
    """
    return field(default=None, metadata={"label": label, "low": low, "high": high})


@dataclass(frozen=True)
class Facts:
    """Base of every game's typed facts; validates types and ranges when built.

    Subclasses are frozen dataclasses whose fields are declared with :func:`fact`
    and typed ``X | None`` (X: int, bool, str or an Enum) or ``tuple[X, ...] | None``.
    """

    game_ids: ClassVar[tuple[str, ...]] = ()

    def __post_init__(self) -> None:
        for spec in fact_specs(type(self)):
            value = getattr(self, spec.name)
            if value is None:
                continue
            items = value if spec.many else (value,)
            if spec.many and not isinstance(value, tuple):
                raise FactError(spec.name, f"Údaj „{spec.label}“ musí být seznam.")
            for item in items:
                _check_item(spec, item)

    def stated(self) -> dict[str, Any]:
        """The facts that are set (not None), by field name."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if getattr(self, f.name) is not None}

    def with_(self: FactsT, **changes: Any) -> FactsT:
        return dataclasses.replace(self, **changes)


def _check_item(spec: FactSpec, item: Any) -> None:
    kind = spec.kind
    if kind is bool:
        if not isinstance(item, bool):
            raise FactError(spec.name, f"Údaj „{spec.label}“ musí být ano/ne (true/false).")
        return
    if kind is int:
        if isinstance(item, bool) or not isinstance(item, int):
            raise FactError(spec.name, f"Údaj „{spec.label}“ musí být celé číslo {spec.describe_range()}.".rstrip())
        if (spec.low is not None and item < spec.low) or (spec.high is not None and item > spec.high):
            raise FactError(spec.name, f"Údaj „{spec.label}“ musí ležet v rozsahu {spec.describe_range()} "
                                       f"(zadáno {item}).")
        return
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        if not isinstance(item, kind):
            raise FactError(spec.name, f"Údaj „{spec.label}“ má neznámou hodnotu.")
        return
    if kind is str and not isinstance(item, str):
        raise FactError(spec.name, f"Údaj „{spec.label}“ musí být text.")


@cache
def fact_specs(cls: type[Facts]) -> tuple[FactSpec, ...]:
    """The declared facts of a facts class, in field order."""
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        kind, many = _unwrap(hints[f.name])
        specs.append(FactSpec(f.name, f.metadata.get("label", f.name), kind, many,
                              f.metadata.get("low"), f.metadata.get("high")))
    return tuple(specs)


def _unwrap(hint: Any) -> tuple[type, bool]:
    """``int | None`` -> (int, False); ``tuple[Terrain, ...] | None`` -> (Terrain, True)."""
    args = [a for a in typing.get_args(hint) if a is not type(None)] if _is_union(hint) else [hint]
    if len(args) != 1:
        raise TypeError(f"a fact must have one type besides None: {hint!r}")
    inner = args[0]
    if typing.get_origin(inner) is tuple:
        return typing.get_args(inner)[0], True
    return inner, False


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def facts_from_mapping(cls: type[FactsT], data: Mapping[str, Any]) -> FactsT:
    """Typed facts from canonical JSON values (enum values as strings, ints, booleans, lists).

    Unknown keys raise :class:`FactError` (so a misspelt fact is not silently ignored);
    ``None`` leaves a fact unstated.
    """
    specs = {s.name: s for s in fact_specs(cls)}
    values: dict[str, Any] = {}
    for key, raw in data.items():
        spec = specs.get(key)
        if spec is None:
            raise FactError(key, f"Neznámý údaj „{str(key)[:40]}“.")
        if raw is None:
            continue
        if spec.many:
            if not isinstance(raw, list | tuple):
                raw = [raw]
            if len(raw) > 64:
                raise FactError(key, f"Údaj „{spec.label}“ má příliš mnoho položek (nejvýše 64).")
            values[key] = tuple(_coerce(spec, item) for item in raw)
        else:
            values[key] = _coerce(spec, raw)
    return cls(**values)


def _coerce(spec: FactSpec, raw: Any) -> Any:
    kind = spec.kind
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        if isinstance(raw, kind):
            return raw
        try:
            return kind(raw)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in kind)
            raise FactError(spec.name, f"Údaj „{spec.label}“ nezná hodnotu „{str(raw)[:40]}“ "
                                       f"(možné: {allowed}).") from None
    if kind is int and isinstance(raw, float) and raw.is_integer():
        return int(raw)
    return raw


def facts_to_dict(facts: Facts) -> dict[str, Any]:
    """JSON-ready stated facts: enum members become their values, tuples lists."""
    out: dict[str, Any] = {}
    for name, value in facts.stated().items():
        if isinstance(value, tuple):
            out[name] = [v.value if isinstance(v, enum.Enum) else v for v in value]
        else:
            out[name] = value.value if isinstance(value, enum.Enum) else value
    return out


# ---------------------------------------------------------------- answers

Number = int | float | Fraction | list[Any] | str


@dataclass(frozen=True)
class Finding:
    """A yes/no proposition the engine decided, with the rules that decide it.

    ``disputed`` holds the rules of another manual (the Polish edition) that decide it otherwise:
    which value holds depends on the edition the player has.
    """

    value: bool
    rules: tuple[RuleId, ...] = ()
    disputed: tuple[RuleId, ...] = ()


@dataclass
class EngineAnswer:
    """What an engine returns for a :class:`Query`.

    ``needs`` are Czech descriptions of missing facts, ``missing`` their fact names
    (so a form can offer the field); when either is not empty the verdict is None
    and no number that depends on a missing fact is reported.
    """

    game: str
    kind: str  # the engine's topic: attack | odds | legality | casualty | movement | line_of_sight | lookup …
    verdict: bool | None = None
    numbers: dict[str, Number] = field(default_factory=dict)
    explanation: Explanation = field(default_factory=Explanation)
    needs: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    summary: str = ""  # one Czech sentence stating the result, built from the computed values
    findings: dict[str, Finding] = field(default_factory=dict)

    @property
    def rule_ids(self) -> list[RuleId]:
        return self.explanation.rule_ids

    def find(self, proposition: str, value: bool, *rules: RuleId) -> None:
        """Record a decided proposition (the first decision of a proposition stands)."""
        self.findings.setdefault(str(proposition), Finding(value, tuple(rules)))

    def dispute(self, proposition: str, *rules: RuleId) -> None:
        """Record that ``rules`` (another edition's) decide an already decided proposition otherwise."""
        found = self.findings.get(str(proposition))
        if found is not None:
            self.findings[str(proposition)] = dataclasses.replace(found, disputed=(*found.disputed, *rules))

    def decide(self, ask: Ask | None) -> bool | None:
        """The verdict for ``ask``: its finding (inverted when asked the other way), or None.

        For a stated number (``ask.number``) the verdict is whether the computed number equals it.

        None when nothing was asked, facts are missing, or the engine did not decide that proposition.
        """
        if ask is None or self.needs or self.missing:
            return None
        if ask.number is not None:
            value = self.numbers.get(ask.number)
            if not isinstance(value, int) or isinstance(value, bool):
                return None
            return (value == ask.claimed) is ask.positive
        found = self.findings.get(ask.proposition)
        if found is None:
            return None
        return found.value if ask.positive else not found.value

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready: Fractions become floats (exact value kept as a 'p/q' string under ``exact``)."""
        numbers: dict[str, Any] = {}
        exact: dict[str, str] = {}
        for key, value in self.numbers.items():
            numbers[key], frac = _plain(value)
            if frac is not None:
                exact[key] = frac
        return {
            "game": self.game,
            "kind": self.kind,
            "verdict": None if self.verdict is None else ("ano" if self.verdict else "ne"),
            "numbers": numbers,
            "exact": exact,
            "steps": [step.as_dict() for step in self.explanation.steps],
            "needs": list(self.needs),
            "missing": list(self.missing),
            "summary": self.summary,
            "findings": {k: {"value": f.value, "rules": list(f.rules)} for k, f in self.findings.items()},
        }


def _plain(value: Number) -> tuple[Any, str | None]:
    if isinstance(value, Fraction):
        return float(value), f"{value.numerator}/{value.denominator}"
    if isinstance(value, list):
        items = [_plain(v) for v in value]
        fracs = [f for _, f in items]
        return [v for v, _ in items], ("[" + ", ".join(f or "" for f in fracs) + "]") if any(fracs) else None
    return value, None


# ---------------------------------------------------------------- engines


class GameEngine(Protocol):
    """What every game's engine offers the rest of the product.

    ``games``: the game ids it answers; ``facts_type(game)``: the typed facts class of a
    game; ``propositions``: the enum of yes/no propositions it can decide;
    ``evaluate``: the answer to a query (never raises for a valid query: refusals and
    missing facts are part of the answer).  An engine whose values the parser's word table does
    not name may also offer ``label(value) -> str``, the Czech name its answers use.
    """

    games: tuple[str, ...]
    propositions: type[enum.StrEnum]

    def facts_type(self, game: str) -> type[Facts]: ...

    def evaluate(self, query: Query[Any]) -> EngineAnswer: ...
