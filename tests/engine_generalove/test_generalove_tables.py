"""The reconstructed tables: every token of the runs is accounted for, worked captions add up."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.generalove import tables
from engine.generalove.casualties import bombardment_modifier
from engine.generalove.combat import side_modifiers
from engine.generalove.facts import Direction, Phase, Roll, Stance, Troop, UnitKind
from engine.generalove.notes import Refused, Unknown
from engine.generalove.report import BEGIN, END, cells_markdown, unknown_cells
from engine.generalove.tables import TAB1, TAB2, TAB3, Confidence, tokenize
from engine.generalove.units import NO_UNIT, Category

DOC = Path(__file__).resolve().parents[2] / "docs" / "rekonstrukce-tabulek.md"
MANUAL = Path(__file__).resolve().parents[3] / "shared" / "manuals" / "001_a2ba43355390330b.txt"


_STANCES = {"utocici": Stance.ATTACKING, "obrana": Stance.DEFENDING, "nepripravena": Stance.UNPREPARED}
_KINDS = {"pechota": UnitKind.INFANTRY, "jizda": UnitKind.CAVALRY, "delostrelectvo": UnitKind.ARTILLERY}


def c(text: str) -> Category:
    """A table category written as the manual's rows read: "obrana:pechota"."""
    stance, kind = text.split(":")
    return Category(_STANCES[stance], _KINDS[kind])


def _with_notes(raw: str, notes: tuple[int, ...]) -> list[str]:
    return [raw, *map(str, notes)]


def test_tab1_reading_consumes_the_whole_run_in_order() -> None:
    rebuilt: list[str] = []
    for _row, _col, raw, notes, _conf, _ev in tables._TAB1_READING:
        rebuilt += _with_notes(raw, notes)
    for raw, notes in tables.TAB1_UNPLACED:
        rebuilt += _with_notes(raw, notes)
    assert rebuilt == tokenize(tables.TAB1_RUN)


def test_tab2_reading_consumes_the_whole_run_in_order() -> None:
    reading = [_with_notes(raw, notes) for _r, _d, raw, notes, _c, _e in tables._TAB2_READING]
    unplaced = [_with_notes(raw, notes) for raw, notes in tables.TAB2_UNPLACED]
    # run order: cavalry, the two unexplained "0 ¹" tokens, infantry, artillery, bombardment
    order = reading[:2] + unplaced + reading[2:]
    assert [t for group in order for t in group] == tokenize(tables.TAB2_RUN)


def test_runs_are_verbatim_from_the_manual() -> None:
    text = MANUAL.read_text(encoding="utf-8")
    for run in (tables.TAB1_RUN, tables.TAB2_RUN, tables.TAB3_RUN, tables.TAB1_LEGEND):
        assert run in text


def test_tokenize_splits_glued_tokens() -> None:
    assert tokenize("0 0-1sz 0 1-1s") == ["0", "0", "-1sz", "0", "1", "-1s"]
    assert tables.parse_token("-1sz") == {Roll.FIRE: -1, Roll.ASSAULT: -1, Roll.BOMBARDMENT: 0}
    assert tables.parse_token("0") == {Roll.FIRE: 0, Roll.ASSAULT: 0, Roll.BOMBARDMENT: 0}


def test_every_cell_has_evidence_and_confidence() -> None:
    for cell in tables.all_cells():
        assert cell.evidence.strip()
        assert isinstance(cell.confidence, Confidence)
        assert (cell.confidence is Confidence.NEZNAMA) == (not cell.known)


def test_grid_is_complete() -> None:
    # every row meets every column: attackers fully, defenders only attackers (others "–" or unknown)
    assert len(TAB1) == len(tables.TAB1_ROWS) * len(tables.TAB1_COLUMNS)
    assert len(TAB2) == len(tables.TAB2_ROWS) * 3
    assert len(TAB3) == 2


def test_unknown_cells_refuse() -> None:
    unknown = unknown_cells()
    assert {(cell.row, cell.column) for cell in unknown} == {
        (c(f"{s}:{u}").czech(), "žádná jednotka")
        for s, u in [
            ("obrana", "pechota"),
            ("obrana", "delostrelectvo"),
            ("nepripravena", "jizda"),
            ("nepripravena", "pechota"),
            ("nepripravena", "delostrelectvo"),
        ]
    }
    with pytest.raises(Unknown):
        tables.tab1(c("nepripravena:pechota"), NO_UNIT, Roll.ASSAULT)


def test_pairs_that_never_meet_are_refused() -> None:
    with pytest.raises(Refused):
        tables.tab1(c("obrana:pechota"), c("nepripravena:jizda"), Roll.ASSAULT)
    with pytest.raises(Refused):
        tables.tab1(c("utocici:pechota"), c("utocici:delostrelectvo"), Roll.ASSAULT)


def test_text_statements_hold() -> None:
    # "Rozkaz k obraně … zvýší její sílu obzvláště proti jízdě" (infantry)
    assert tables.tab1(c("obrana:pechota"), c("utocici:jizda"), Roll.ASSAULT).modifier == 1
    assert tables.tab1(c("utocici:jizda"), c("obrana:pechota"), Roll.ASSAULT).modifier == -2
    # artillery's defence order "zvýší účinnost palby obzvláště proti útočící pěchotě"
    assert tables.tab1(c("obrana:delostrelectvo"), c("utocici:pechota"), Roll.FIRE).modifier == 2
    # cavalry "účinná … proti dělostřelectvu a nepřipravené pěchotě"
    assert tables.tab1(c("utocici:jizda"), c("nepripravena:delostrelectvo"), Roll.ASSAULT).modifier > 0
    assert tables.tab1(c("utocici:jizda"), c("nepripravena:pechota"), Roll.ASSAULT).modifier > 0
    # "Čelní útok (bez úprav)"
    for row in tables.TAB2_ROWS:
        assert TAB2[row, Direction.FRONTAL].value == tables.parse_token("0")
    # cavalry never shoots: no s-value in its rows
    for (row, _col), cell in TAB1.items():
        if row.unit is UnitKind.CAVALRY and cell.value is not None:
            assert cell.value[Roll.FIRE] == 0


def test_caption_fig_2_to_4_cavalry_against_squares() -> None:
    """Ad fig. 2.–4.: enemy cavalry charges my infantry, two squares and one unprepared company.

    Captions: mine "−1 ke střelbě (nestřílí se)", "+2 ke zteči"; the cavalry "−3 ke zteči";
    pair tokens −2z, +1z, +1z, −2z, +1z, −1s.
    """
    mine = [(c("obrana:pechota"), c("utocici:jizda"))] * 2 + [(c("nepripravena:pechota"), c("utocici:jizda"))]
    theirs = [(b, a) for a, b in mine]
    in_phase_1 = side_modifiers(mine, phase=Phase.CAVALRY)
    assert in_phase_1.total == {Roll.ASSAULT: 2}
    assert side_modifiers(mine, phase=Phase.INFANTRY).total[Roll.FIRE] == -1  # "−1 ke střelbě" (no fire in phase 1)
    assert side_modifiers(theirs, phase=Phase.CAVALRY).total == {Roll.ASSAULT: -3}
    assert side_modifiers(theirs, phase=Phase.CAVALRY).dice == {Roll.ASSAULT: 3}


def test_caption_fig_5_infantry_attack_on_my_centre() -> None:
    """Ad fig. 5.–8.: enemy infantry attacks my battery and square, two of my squadrons are unblocked.

    Captions: "−1 ke střelbě −1 ke zteči" (enemy), "+2 ke střelbě a +4 ke zteči" (mine),
    and the blocked squadron "−2 ke zteči" against the square's "+1 ke zteči".
    """
    enemy = [(c("utocici:pechota"), c("obrana:delostrelectvo")), (c("utocici:pechota"), c("obrana:pechota"))]
    mine = [(b, a) for a, b in enemy] + [(c("utocici:jizda"), NO_UNIT)] * 2
    assert side_modifiers(enemy, phase=Phase.INFANTRY).total == {Roll.FIRE: -1, Roll.ASSAULT: -1}
    assert side_modifiers(mine, phase=Phase.INFANTRY).total == {Roll.FIRE: 2, Roll.ASSAULT: 4}
    blocked = [(c("utocici:jizda"), c("obrana:pechota"))]
    assert side_modifiers(blocked, phase=Phase.INFANTRY).total[Roll.ASSAULT] == -2
    assert side_modifiers([(b, a) for a, b in blocked], phase=Phase.INFANTRY).total[Roll.ASSAULT] == 1


def test_caption_rozkazy_fig_3_bombarding_over_own_troops() -> None:
    # "Druhou baterii jsem zacílil nad hlavy vlastních vojáků": over an occupied sector −1o (Tab. 3)
    total, _ = bombardment_modifier(c("nepripravena:pechota"), over_occupied=True)
    assert total == -1
    total, _ = bombardment_modifier(c("obrana:pechota"), same_sector_as_last_round=True, direction=Direction.FLANK)
    assert total == -1 + 1 + 1


def test_direction_penalties_and_no_roll() -> None:
    pairs = [(c("nepripravena:delostrelectvo"), c("utocici:jizda"))]
    rear = side_modifiers(pairs, phase=Phase.INFANTRY, directions={0: Direction.REAR})
    assert rear.dice == {Roll.FIRE: 0, Roll.ASSAULT: 0}
    flank = side_modifiers(
        [(c("nepripravena:pechota"), c("utocici:pechota"))], phase=Phase.INFANTRY, directions={0: Direction.FLANK}
    )
    assert flank.total == {Roll.FIRE: -2, Roll.ASSAULT: -1}
    # a unit with a defence order ignores Tab. 2
    square = side_modifiers([(c("obrana:pechota"), c("utocici:jizda"))], phase=Phase.CAVALRY,
                            directions={0: Direction.REAR})
    assert square.total == {Roll.ASSAULT: 1}


def test_troops_and_categories_round_trip() -> None:
    for troop in Troop:
        if troop.kind is not None and not troop.panicked:
            assert Troop.of(troop.kind, troop.stance) is troop
            assert Category.of(troop) == Category(troop.stance, troop.kind)
    assert Category.of(Troop.EMPTY) == NO_UNIT
    heads = {cat.czech() for cat in (*tables.TAB1_ROWS, *tables.TAB1_COLUMNS)}
    assert {"pěchota (s rozkazem k obraně)", "ostřelující dělostřelectvo", "žádná jednotka"} <= heads


def test_document_lists_every_cell() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert text.startswith("# Jak jsme rekonstruovali tabulky")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    assert text[start:end] + "\n" == cells_markdown(), "spusť: python -m engine.generalove.report > blok v dokumentu"
