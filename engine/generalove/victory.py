"""Victory points and the end of the game (chapters Cíl hry and Fáze herního kola, phase 6)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .notes import Say, Trace

VP_TO_WIN = 10
LAST_ROUND = 10
VP_ENEMY_HQ = 5  # per round
VP_ENEMY_FLANK = 1  # per round and flank
VP_CAPTURED_INF_CAV = 1
VP_CAPTURED_ART = 2
ENEMY_FLANKS = 2


@dataclass
class Score:
    vp_before: int
    vp_hq: int
    vp_flank: int
    vp_captures: int
    vp_after: int
    trace: Trace = field(default_factory=Trace)

    @property
    def gain(self) -> int:
        return self.vp_hq + self.vp_flank + self.vp_captures


def score_round(
    vp_before: int,
    *,
    controls_enemy_hq: bool = False,
    controls_enemy_flanks: int = 0,
    captured_inf_cav: int = 0,
    captured_art: int = 0,
    known_before: bool = True,
) -> Score:
    """Victory points after the scoring phase of one round (``known_before``: the earlier points were stated)."""
    if not 0 <= controls_enemy_flanks <= ENEMY_FLANKS:
        raise ValueError("the opponent has two flanks")
    if min(vp_before, captured_inf_cav, captured_art) < 0:
        raise ValueError("counts cannot be negative")
    trace = Trace()
    hq = VP_ENEMY_HQ if controls_enemy_hq else 0
    flank = VP_ENEMY_FLANK * controls_enemy_flanks
    captures = VP_CAPTURED_INF_CAV * captured_inf_cav + VP_CAPTURED_ART * captured_art
    if known_before:
        trace.add(Say.VP_BEFORE, "cil_hry", vp=vp_before)
    if controls_enemy_hq:
        trace.add(Say.VP_FOR_HQ, "cil_hry", vp=hq)
    if controls_enemy_flanks:
        trace.add(Say.VP_FOR_FLANKS, "cil_hry", flanks=controls_enemy_flanks, vp=flank)
    if captured_inf_cav or captured_art:
        trace.add(Say.VP_FOR_CAPTURES, "cil_hry", inf_cav=captured_inf_cav, art=captured_art, vp=captures)
    after = vp_before + hq + flank + captures
    if known_before:
        trace.add(Say.VP_AFTER, "cil_hry", "faze_6", vp=after)
    return Score(vp_before, hq, flank, captures, after, trace)


@dataclass
class Outcome:
    won: bool | None  # None = cannot be decided from the given facts
    game_over: bool | None
    missing: list[str]  # fact names the decision needs
    trace: Trace


def decide(vp_after: int, *, round_no: int | None = None, opponent_vp: int | None = None) -> Outcome:
    """Whether I won after scoring: 10 VP first, or more VP at the end of round 10."""
    trace = Trace()
    keys = ("cil_hry", "faze_6")
    if vp_after >= VP_TO_WIN:
        if opponent_vp is not None and opponent_vp >= VP_TO_WIN:
            trace.add(Say.BOTH_REACHED_TEN, *keys)
            return Outcome(None, True, [], trace)
        trace.add(Say.REACHED_TEN, *keys, vp=vp_after)
        return Outcome(True, True, [], trace)
    trace.add(Say.BELOW_TEN, *keys, vp=vp_after)
    if opponent_vp is not None and opponent_vp >= VP_TO_WIN:
        trace.add(Say.OPPONENT_REACHED_TEN, *keys, vp=opponent_vp)
        return Outcome(False, True, [], trace)
    if round_no is None:
        return Outcome(None, None, ["round"], trace)
    if round_no < LAST_ROUND:
        trace.add(Say.GAME_GOES_ON, *keys, round=round_no)
        return Outcome(False, False, [], trace)
    if opponent_vp is None:
        return Outcome(None, True, ["opponent_vp"], trace)
    if vp_after == opponent_vp:
        trace.add(Say.TIE_AFTER_LAST_ROUND, *keys)
        return Outcome(None, True, [], trace)
    won = vp_after > opponent_vp
    trace.add(Say.MORE_POINTS_WINS, *keys, mine=vp_after, theirs=opponent_vp, won=won)
    return Outcome(won, True, [], trace)
