"""The rule object of ``corpus.json``, declared once.

:class:`Rule` (with :class:`Source`, :class:`Table`, :class:`CellNote` and
:class:`Fill`) is what the stages produce and what the build writes.  Every field
carries its Czech description; from this one declaration come

* the JSON schema (:func:`json_schema`, written beside the corpus as ``corpus.schema.json``),
* the validation of a built corpus (:func:`validate_rules`, strict: wrong types and
  unknown keys are errors),
* the format page of the docs (``docsite.format_page``).

The objects are frozen: a stage that adds to a rule returns a new one
(:func:`dataclasses.replace`), it never changes a rule in place.  The contract
(``shared/contracts/interfaces.md``) fixes the older keys; new ones are only added.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError

Kind = Literal["section", "rule", "example", "quickref"]
_STRICT = ConfigDict(extra="forbid")


def _about(text: str, **limits: Any) -> Any:
    return Field(description=text, **limits)


@dataclass(frozen=True)
class Source:
    """Odkud text pochází: soubor manuálu a rozsah jeho řádků."""

    __pydantic_config__ = _STRICT
    file: Annotated[str, _about("Soubor manuálu (název z MANIFEST.toml).")]
    line_start: Annotated[int, _about("První řádek (číslováno od 1, jako v surovém souboru).", ge=1)]
    line_end: Annotated[int, _about("Poslední řádek (včetně).", ge=1)]


@dataclass(frozen=True)
class CellNote:
    """Políčko tabulky, které manuál nevytiskl čitelně a bylo zrekonstruováno."""

    __pydantic_config__ = _STRICT
    row: Annotated[int, _about("Řádek tabulky (0 = první řádek pod záhlavím).", ge=0)]
    column: Annotated[int, _about("Sloupec tabulky (0 = první sloupec).", ge=0)]
    evidence: Annotated[str, _about("Z čeho hodnota políčka plyne (česky).")]
    confidence: Annotated[str, _about("Jistota rekonstrukce: vysoká, střední, nízká, neznámá.")]


@dataclass(frozen=True)
class Table:
    """Tabulka pravidla jako data: záhlaví a řádky buněk (text buňky je prostý text)."""

    __pydantic_config__ = _STRICT
    caption: Annotated[str, _about("Název tabulky, jak ho manuál uvádí (nebo popis, když žádný nemá).")]
    header: Annotated[tuple[str, ...], _about("Záhlaví sloupců.")]
    rows: Annotated[tuple[tuple[str, ...], ...], _about("Řádky; každý má tolik buněk, kolik je sloupců.")]
    source: Annotated[Source, _about("Řádky manuálu, ze kterých tabulka pochází.")]
    notes: Annotated[tuple[str, ...], _about("Vysvětlivky pod tabulkou (poznámky manuálu, legenda).")] = ()
    reconstructed: Annotated[
        tuple[CellNote, ...], _about("Políčka zrekonstruovaná z poškozeného textu, s doklady a jistotou.")
    ] = ()


@dataclass(frozen=True)
class Fill:
    """Hodnota, kterou polský sken ztratil (ikona), doplněná z českého vydání."""

    __pydantic_config__ = _STRICT
    value: Annotated[str, _about("Doplněná hodnota (text, který nahradil značku ⟨?⟩).")]
    occurrence: Annotated[int, _about("Kolikátá značka ⟨?⟩ v textu pravidla (od 0) byla doplněna.", ge=0)]
    from_rule: Annotated[str, _about("Id českého pravidla, odkud hodnota pochází.")]
    quote: Annotated[str, _about("Citace českého pravidla, ve které hodnota stojí.")]


@dataclass(frozen=True)
class Rule:
    """Jedno pravidlo nebo oddíl manuálu (jeden objekt v ``corpus.json``)."""

    __pydantic_config__ = _STRICT
    id: Annotated[str, _about("Stálé id odvozené z cesty oddílu (ne z pořadí): hra[.pl].kapitola.oddíl…")]
    game: Annotated[str, _about("Id hry (normandie, stalingrad, memoir44, generalove).")]
    lang: Annotated[Literal["cs", "pl"], _about("Jazyk manuálu.")]
    kind: Annotated[Kind, _about("Druh: oddíl, pravidlo, příklad, nebo položka stručného přehledu.")]
    path: Annotated[tuple[str, ...], _about("Nadpisy od kapitoly k tomuto pravidlu.", min_length=1)]
    title: Annotated[str, _about("Nadpis pravidla.", min_length=1)]
    text: Annotated[str, _about("Opravený text (Markdown: odstavce, seznamy, **tučně**).")]
    source: Annotated[Source, _about("Řádky manuálu, ze kterých pravidlo pochází.")]
    parent: Annotated[str | None, _about("Id nadřazeného oddílu (žádné u kapitoly).")] = None
    terms: Annotated[tuple[str, ...], _about("Pojmy slovníku, které pravidlo používá.")] = ()
    aligned: Annotated[
        dict[str, str], _about("Protějšek v druhém jazyce ({\"pl\": id} u českého pravidla, {\"cs\": id} u polského).")
    ] = field(default_factory=dict)
    step: Annotated[int | None, _about("Číslo kroku, je-li pravidlo číslovaným krokem postupu.")] = None
    aligned_note: Annotated[str | None, _about("Proč protějšek chybí nebo je kratší (česky).")] = None
    illustrates: Annotated[tuple[str, ...], _about("Pravidla, která tento příklad nebo přehled ilustruje.")] = ()
    examples: Annotated[tuple[str, ...], _about("Příklady, které toto pravidlo ilustrují.")] = ()
    quickref: Annotated[tuple[str, ...], _about("Položky stručného přehledu k tomuto pravidlu.")] = ()
    tables: Annotated[tuple[Table, ...], _about("Tabulky pravidla jako data.")] = ()
    filled: Annotated[
        tuple[Fill, ...], _about("Hodnoty doplněné z českého vydání tam, kde je polský sken ztratil.")
    ] = ()


_RULES = TypeAdapter(list[Rule])
# Optional keys written only when they hold something (older readers test ``"step" in rule``).
OMITTED_WHEN_EMPTY = ("step", "aligned_note", "illustrates", "examples", "quickref", "tables", "filled")


def json_schema() -> dict[str, Any]:
    """JSON schema of ``corpus.json``'s ``rules`` list."""
    schema = _RULES.json_schema()
    schema["title"] = "Pravidla korpusu (corpus.json → rules)"
    return schema


def to_json(rules: Iterable[Rule]) -> list[dict[str, Any]]:
    """Rules as plain JSON data (field order as declared; empty optional keys left out)."""
    out = _RULES.dump_python(list(rules), mode="json")
    for item in out:
        for key in OMITTED_WHEN_EMPTY:
            if item[key] is None or item[key] == []:
                del item[key]
    return out


class CorpusValidationError(ValueError):
    """The built rules break the declared format; the message lists where (rule index and field)."""


def validate_rules(data: bytes | str) -> list[Rule]:
    """Rules parsed strictly from the JSON text of a ``rules`` list; raises :class:`CorpusValidationError`."""
    try:
        return _RULES.validate_json(data, strict=True)
    except ValidationError as exc:
        raise CorpusValidationError(str(exc)) from None


def check_corpus(rules: list[Rule], line_counts: dict[str, int] | None = None) -> list[str]:
    """Problems the schema cannot see: duplicate ids, dangling references, sources outside the file."""
    problems: list[str] = []
    ids = [r.id for r in rules]
    known = set(ids)
    if len(known) != len(ids):
        seen: set[str] = set()
        problems += [f"{i}: id není jedinečné" for i in ids if i in seen or seen.add(i)]
    for rule in rules:
        refs = [rule.parent] if rule.parent else []
        refs += [*rule.aligned.values(), *rule.illustrates, *rule.examples, *rule.quickref]
        refs += [fill.from_rule for fill in rule.filled]
        problems += [f"{rule.id}: odkaz na neexistující pravidlo {ref}" for ref in refs if ref not in known]
        spans = [rule.source, *(t.source for t in rule.tables)]
        for span in spans:
            if span.line_start > span.line_end:
                problems.append(f"{rule.id}: řádky {span.line_start}–{span.line_end} jsou obráceně")
            if line_counts and span.line_end > line_counts.get(span.file, span.line_end):
                problems.append(f"{rule.id}: řádek {span.line_end} je za koncem souboru {span.file}")
        for table in rule.tables:
            width = len(table.header)
            problems += [f"{rule.id}: tabulka „{table.caption}“ má řádek s jiným počtem buněk než záhlaví"
                         for row in table.rows if len(row) != width]
    return problems
