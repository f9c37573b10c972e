"""The six phases of a round and their numbered steps (chapter Fáze herního kola).

The order of steps is the rule; what each step says is display text and lives
in :mod:`.presentation` (the manual's step texts, with the letters and icon
words the scrape lost restored).
"""

from __future__ import annotations

from .facts import Phase, Step, UnitKind

# Steps of each phase, in the order they are carried out.
STEPS: dict[Phase, tuple[Step, ...]] = {
    phase: tuple(s for s in Step if s.value.split(".")[0] == str(phase.number)) for phase in Phase
}
ROUND_ORDER: tuple[Step, ...] = tuple(s for phase in Phase for s in STEPS[phase])

# Steps in which panicked units flee one sector toward their reserve (chapter Panika: "v určených fázích").
FLIGHT_STEPS: dict[Step, frozenset[UnitKind]] = {
    Step("1.4"): frozenset({UnitKind.CAVALRY}),
    Step("3.4"): frozenset({UnitKind.CAVALRY}),
    Step("3.8"): frozenset({UnitKind.INFANTRY, UnitKind.CAVALRY}),
}
# Phases in which units move (Přesun/útok) and in which a clash can happen (Střet).
MOVE_PHASES = (Phase.CAVALRY, Phase.INFANTRY, Phase.ARTILLERY)
CLASH_PHASES = (Phase.CAVALRY, Phase.INFANTRY)
# The step in which units move straight into a friendly sector, take positions, or move into a neutral one.
FIRST_STEP: dict[Phase, Step] = {phase: STEPS[phase][0] for phase in Phase}
POSITION_STEP: dict[Phase, Step] = {Phase.CAVALRY: Step("1.2"), Phase.INFANTRY: Step("3.2")}
NEUTRAL_MOVE_STEP: dict[Phase, Step] = {Phase.CAVALRY: Step("1.6"), Phase.INFANTRY: Step("3.10")}


def phase_of(step: Step) -> Phase:
    return Phase.of(int(step.value.split(".")[0]))


def first_step(phase: Phase) -> Step:
    return STEPS[phase][0]


def comes_before(first: Step, second: Step) -> bool:
    """Whether step ``first`` (e.g. 3.3) is carried out before ``second`` in a round."""
    return ROUND_ORDER.index(first) < ROUND_ORDER.index(second)


def position_in_round(step: Step) -> int:
    """1-based position of a step among all steps of a round."""
    return ROUND_ORDER.index(step) + 1


def flight_steps(kind: UnitKind) -> tuple[Step, ...]:
    """The steps in which a panicked unit of this kind flees (none for artillery: it is abandoned)."""
    return tuple(step for step, kinds in FLIGHT_STEPS.items() if kind in kinds)
