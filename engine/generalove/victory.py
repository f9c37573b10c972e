"""Victory points and the end of the game (chapters Cíl hry and Fáze herního kola, phase 6)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.explain import Explanation

from .citations import cite

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
    explanation: Explanation = field(default_factory=Explanation)


def score_round(
    vp_before: int,
    *,
    controls_enemy_hq: bool = False,
    controls_enemy_flanks: int = 0,
    captured_inf_cav: int = 0,
    captured_art: int = 0,
) -> Score:
    """Victory points after the scoring phase of one round."""
    if not 0 <= controls_enemy_flanks <= ENEMY_FLANKS:
        raise ValueError("soupeř má jen dvě křídla")
    if min(vp_before, captured_inf_cav, captured_art) < 0:
        raise ValueError("počty nesmí být záporné")
    why = Explanation()
    rule = cite("cil_hry")
    hq = VP_ENEMY_HQ if controls_enemy_hq else 0
    flank = VP_ENEMY_FLANK * controls_enemy_flanks
    captures = VP_CAPTURED_INF_CAV * captured_inf_cav + VP_CAPTURED_ART * captured_art
    why.add(f"Dosavadní vítězné body: {vp_before}.", *rule)
    if controls_enemy_hq:
        why.add(f"Ovládnutí soupeřova velitelského stanoviště: +{hq} VB za kolo.", *rule)
    if controls_enemy_flanks:
        why.add(f"Ovládnutí soupeřova křídla ({controls_enemy_flanks}×): +{flank} VB.", *rule)
    if captured_inf_cav or captured_art:
        why.add(f"Zajaté jednotky (pěchota/jízda po 1 VB, dělostřelectvo po 2 VB): +{captures} VB.", *rule)
    after = vp_before + hq + flank + captures
    why.add(f"Součet po fázi bodování: {after} VB (krok 6.3).", *cite("cil_hry", "faze_6"))
    return Score(vp_before, hq, flank, captures, after, why)


@dataclass
class Outcome:
    won: bool | None  # None = cannot be decided from the given facts
    game_over: bool | None
    needs: list[str]
    explanation: Explanation


def decide(vp_after: int, *, round_no: int | None = None, opponent_vp: int | None = None) -> Outcome:
    """Whether I won after scoring: 10 VP first, or more VP at the end of round 10."""
    why = Explanation()
    rule = cite("cil_hry", "faze_6")
    if vp_after >= VP_TO_WIN:
        if opponent_vp is not None and opponent_vp >= VP_TO_WIN:
            why.add("Oba hráči dosáhli 10 VB ve stejné fázi bodování; manuál tento případ neřeší.", *rule)
            return Outcome(None, True, [], why)
        why.add(f"Dosáhl jsi {vp_after} VB, tedy alespoň 10: vyhrál jsi (krok 6.3).", *rule)
        return Outcome(True, True, [], why)
    why.add(f"{vp_after} VB je méně než 10 – vítězství body ještě nenastalo.", *rule)
    if opponent_vp is not None and opponent_vp >= VP_TO_WIN:
        why.add(f"Soupeř dosáhl {opponent_vp} VB, tedy alespoň 10: vyhrál soupeř.", *rule)
        return Outcome(False, True, [], why)
    if round_no is None:
        return Outcome(None, None, ["číslo právě hraného kola (po 10. kole vyhrává hráč s více body)"], why)
    if round_no < LAST_ROUND:
        why.add(f"Je teprve {round_no}. kolo z 10 – hra pokračuje (krok 6.5).", *rule)
        return Outcome(False, False, [], why)
    if opponent_vp is None:
        return Outcome(None, True, ["vítězné body soupeře po 10. kole"], why)
    if vp_after == opponent_vp:
        why.add("Po 10. kole mají oba hráči stejně bodů; remízu manuál neřeší.", *rule)
        return Outcome(None, True, [], why)
    won = vp_after > opponent_vp
    why.add(
        f"Po 10. kole rozhoduje více bodů: {vp_after} proti {opponent_vp} – "
        + ("vyhrál jsi." if won else "vyhrál soupeř."),
        *rule,
    )
    return Outcome(won, True, [], why)
