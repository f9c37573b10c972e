"""Stage 2, the repair plug point.

Every manual goes through the generic layout repair (:mod:`.layout`:
de-hyphenation, re-joining lines broken at column width).  Its blocks are then
handed to the repairers registered for the manual's profile
(``<game>-<language>``), in order.  A repairer returns new blocks and records
every change it made (or considered and refused) as a :class:`Change`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules_corpus.model import Block, Change, Manual


@dataclass
class RepairContext:
    """What a repairer may use besides its own blocks.

    ``clean`` holds the already repaired blocks of the clean manuals
    (``normandie-cs``; ``stalingrad-cs``) keyed by file name: the source of the
    domain lexicon and of word bigrams.  ``cache`` is shared by all manuals of one
    build (load a word list once, not per manual).
    """

    manual: Manual
    clean: dict[str, list[Block]] = field(default_factory=dict)
    cache: dict[str, Any] = field(default_factory=dict)
    changes: list[Change] = field(default_factory=list)
    # The manual's lines as scanned (before proofreading): how damaged a manual is is measured on
    # them, so that checked-in corrections never change what the automatic repair does elsewhere.
    raw_lines: tuple[str, ...] = ()

    def scanned(self, blocks: list[Block]) -> list[str]:
        """The text of ``blocks`` as the scan has it (their source lines), else as it stands."""
        if not self.raw_lines:
            return [b.text for b in blocks]
        numbers = sorted({n for b in blocks for n in (b.line_numbers or range(b.line_start, b.line_end + 1))})
        return [self.raw_lines[n - 1] for n in numbers if 0 < n <= len(self.raw_lines)]

    def record(self, line: int, original: str, repaired: str, method: str, confidence: float,
               applied: bool = True) -> None:
        self.changes.append(
            Change(self.manual.file, line, original, repaired, method, round(confidence, 3), applied)
        )


Repairer = Callable[[list[Block], RepairContext], list[Block]]

# profile -> repairers, applied in order after the layout repair.
REGISTRY: dict[str, list[Repairer]] = {}


def register(*profiles: str) -> Callable[[Repairer], Repairer]:
    """Decorator: run this repairer for the given profiles."""

    def wrap(func: Repairer) -> Repairer:
        for profile in profiles:
            REGISTRY.setdefault(profile, []).append(func)
        return func

    return wrap


def repairers_for(profile: str) -> list[Repairer]:
    _load_plugins()
    return REGISTRY.get(profile, [])


_LOADED = False


def _load_plugins() -> None:
    """Import the repair modules so that their ``@register`` lines run."""
    global _LOADED
    if _LOADED:
        return
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(__path__):
        if info.name not in ("layout",):
            importlib.import_module(f"{__name__}.{info.name}")
    _LOADED = True
