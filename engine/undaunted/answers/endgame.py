"""Initiative, the end of the game and the Stalingrad campaign."""

from __future__ import annotations

from engine.api import EngineAnswer
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.scenes import new_position
from engine.undaunted.campaign import REPLACED_BY_RESERVISTS, permanent_losses_to_draw, replacement_code
from engine.undaunted.cards import resolve_initiative
from engine.undaunted.endgame import (
    GoalKind,
    Outcome,
    ScenarioGoal,
    normandie_outcome,
    objective_total,
    stalingrad_outcome,
)
from engine.undaunted.facts import CardName, Goal, Proposition, Squad, UnitType
from engine.undaunted.model import CONTROLLED, Card, Position, Tile, Unit

P = Proposition


def answer_initiative(ctx: Ctx) -> EngineAnswer:
    """Both chosen cards revealed: the higher initiative plays first; a tie leaves the token where it is."""
    ctx.answer.kind = "legality"
    f, v = ctx.facts, ctx.variant
    mine, theirs = f.own_initiative, f.enemy_initiative
    if mine is None or theirs is None:
        ctx.need(*(["own_initiative"] if mine is None else []), *(["enemy_initiative"] if theirs is None else []))
        ctx.say("summary.initiative_missing")
        return ctx.done()
    me, enemy = v.sides
    if mine == theirs and f.has_initiative is None:
        if ctx.asked is not None:  # a yes/no depends on who holds the token; an open question gets the rule
            ctx.need("has_initiative")
        ctx.step("answer.initiative_tie", "initiative")
        ctx.say("summary.initiative_tie")
        return ctx.done()
    pos = new_position(v, [Tile("stůl")])
    pos.initiative = me if f.has_initiative else enemy
    own_card = Card("moje", CardName.FOG_OF_WAR, initiative=mine)
    enemy_card = Card("jeho", CardName.FOG_OF_WAR, initiative=theirs)
    pos.cards[me].hand.append(own_card)
    pos.cards[enemy].hand.append(enemy_card)
    winner, expl = resolve_initiative(v, pos, {me: own_card, enemy: enemy_card})
    ctx.expl.extend(expl)
    if f.fog_of_war_card:
        ctx.step("answer.fog_for_initiative", "fog_of_war")
    ctx.find(P.INITIATIVE_WON, winner == me, "initiative")
    ctx.say("summary.initiative_yours" if winner == me else "summary.initiative_theirs")
    return ctx.done()


def answer_objective(ctx: Ctx) -> EngineAnswer:
    """ "Počítá se mi cíl?": an objective is yours while your control token lies on it ovládáno side up."""
    ctx.answer.kind = "victory"
    f, v = ctx.facts, ctx.variant
    ctx.step("answer.objective_rule", "objectives")
    if f.own_control_token is None:
        ctx.need("own_control_token")
        ctx.say("summary.objective_depends")
        return ctx.done()
    me = v.sides[0]
    pos = new_position(v, [Tile("cíl", objective=1)], chain=False)
    pos.control[("cíl", me)] = f.own_control_token
    held = objective_total(pos, me) > 0
    ctx.find(P.OBJECTIVE_HELD, held, "objectives")
    ctx.say("summary.objective_held" if held else "summary.objective_not_held", token=f.own_control_token)
    return ctx.done()


def answer_victory(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "victory"
    f, v = ctx.facts, ctx.variant
    me, enemy = v.sides
    decisive = ("objectives_controlled", "enemy_objectives_controlled", "enemy_objectives_ahead",
                "own_riflemen_on_board", "enemy_riflemen_on_board", "enemy_riflemen_all_routed", "withdraw",
                "own_rifle_cards_left")
    if not any(getattr(f, name) is not None for name in decisive):
        ctx.need("objectives_controlled", "own_riflemen_on_board", "enemy_riflemen_on_board")
        ctx.step("answer.end_conditions", "end")
        ctx.say("summary.depends_on_facts")
        return ctx.done()
    pos = new_position(v, [Tile("moje", objective=f.objectives_controlled or 0),
                           Tile("jeho", objective=f.enemy_objectives_controlled or 0)], chain=False)
    pos.control[("moje", me)] = CONTROLLED
    pos.control[("jeho", enemy)] = CONTROLLED
    pos.initiative = me if f.has_initiative else enemy
    outcome = _stalingrad(ctx, pos) if v.has_withdrawal else _normandie(ctx, pos)
    if outcome is None:
        if not ctx.answer.needs:
            ctx.find(P.GAME_OVER, False, "end")
            ctx.find(P.GAME_WON, False, "end")
            ctx.find(P.ENEMY_WON, False, "end")
            ctx.step("answer.game_goes_on", "end")
            ctx.say("summary.game_goes_on")
        return ctx.done()
    ctx.expl.extend(outcome.explanation)
    won = outcome.winner == me
    ctx.find(P.GAME_OVER, True, "end")
    ctx.find(P.GAME_WON, won, "end")
    ctx.find(P.ENEMY_WON, not won, "end")
    ctx.say("summary.you_win" if won else "summary.enemy_wins", reason=outcome.reason)
    return ctx.done()


def _stalingrad(ctx: Ctx, pos: Position) -> Outcome | None:
    f = ctx.facts
    me, enemy = pos.sides
    if f.own_rifle_cards_left is not None:
        ctx.step("answer.no_hopeless_stalingrad", "no_hopeless")
    if f.withdraw:
        return stalingrad_outcome(pos, {}, withdrawn=me)
    routed = f.enemy_riflemen_all_routed
    pos.units += [Unit(enemy, UnitType.RIFLEMEN, Squad.A, 4, "jeho", routed=bool(routed)),
                  Unit(me, UnitType.RIFLEMEN, Squad.A, 4, "moje")]
    required = f.objectives_required
    goals = {me: ScenarioGoal(GoalKind.OBJECTIVES, required)} if required is not None else {}
    outcome = stalingrad_outcome(pos, goals)
    if outcome is None and required is None and routed is None:
        ctx.need("objectives_required")
        ctx.say("summary.depends_on_facts")
    return outcome


def _normandie(ctx: Ctx, pos: Position) -> Outcome | None:
    f = ctx.facts
    me, enemy = pos.sides
    pos.units += [Unit(enemy, UnitType.RIFLEMEN, Squad.A, 4, None if f.enemy_riflemen_on_board is False else "jeho"),
                  Unit(me, UnitType.RIFLEMEN, Squad.A, 4, None if f.own_riflemen_on_board is False else "moje")]
    required = f.objectives_required if f.objectives_required is not None else 99
    goals = {me: (f.own_goal or Goal.OBJECTIVES, required), enemy: (f.enemy_goal or Goal.OBJECTIVES, 99)}
    unknown_goal = [goal for goal, gone in (("enemy_goal", f.own_riflemen_on_board),
                                            ("own_goal", f.enemy_riflemen_on_board)) if gone is False and (
                        getattr(f, goal) is None)]
    one_side = (f.own_riflemen_on_board is False) is not (f.enemy_riflemen_on_board is False)
    if unknown_goal and one_side and f.own_rifle_cards_left != 0:
        # an army without riflemen on the board is suppressed: whether that wins is the opponent's goal
        # (both suppressed: the objectives decide; no rifle cards left: the hopeless situation rule)
        ctx.need(*unknown_goal)
        ctx.step("answer.suppression_needs_goal", "end_suppression")
        ctx.say("summary.depends_on_facts")
        return None
    left = f.own_rifle_cards_left
    hopeless = left == 0 and f.own_riflemen_on_board is False
    totals = f.objectives_controlled is not None and f.enemy_objectives_controlled is not None
    ahead = None if totals else f.enemy_objectives_ahead
    if hopeless and f.enemy_goal is not Goal.SUPPRESSION and not totals and ahead is None:
        # 000 Beznadějná situace: the opponent wins once they hold objectives of higher value than yours
        ctx.need(*(n for n in ("objectives_controlled", "enemy_objectives_controlled") if getattr(f, n) is None),
                 "enemy_objectives_ahead", *(["enemy_goal"] if f.enemy_goal is None else []))
        ctx.step("answer.hopeless_needs_objectives", "hopeless")
        ctx.say("summary.depends_on_objectives")
        return None
    outcome = normandie_outcome(pos, goals, rifle_cards_left={me: left} if left is not None else None,
                                objectives_ahead={enemy: ahead} if ahead is not None else None)
    if outcome is None and f.objectives_required is None and goals[me][0] is Goal.OBJECTIVES and (
            f.objectives_controlled is not None):
        ctx.need("objectives_required")  # the scenario's threshold decides whether your objectives win
        ctx.say("summary.depends_on_facts")
    return outcome


def answer_campaign(ctx: Ctx) -> EngineAnswer:
    """003 Události v kampani: permanent losses by the casualty table; lost riflemen, scouts and MGs
    come back as reservists."""
    ctx.answer.kind = "campaign"
    f, v = ctx.facts, ctx.variant
    if not v.has_campaign:
        ctx.step("answer.campaign_stalingrad_only", "end")
        ctx.say("summary.campaign_stalingrad_only")
        return ctx.done()
    if f.casualty_count is not None:
        n = permanent_losses_to_draw(f.casualty_count)
        ctx.number(permanent_losses=n)
        ctx.step("answer.casualty_table", "casualty_table", count=f.casualty_count, n=n)
        ctx.step("answer.casualty_phase", "casualty_phase")
        ctx.say("summary.permanent_losses", count=f.casualty_count, n=n)
        return ctx.done()
    if f.lost_card is None:
        ctx.need("lost_card")
        ctx.say("summary.depends_on_lost_card")
        return ctx.done()
    replaced = f.lost_card in REPLACED_BY_RESERVISTS
    ctx.find(P.REPLACED_BY_RESERVIST, replaced, "reservists" if replaced else "casualty_phase")
    if not replaced:
        ctx.step("answer.not_replaced", "casualty_phase")
        ctx.say("summary.not_replaced")
        return ctx.done()
    code = f.lost_card_code
    try:
        new = replacement_code(code, "R") if code else None
    except ValueError:
        new = None
    if new is None:
        ctx.step("answer.replaced_rule", "reservists")
        ctx.say("summary.replaced_rule")
        return ctx.done()
    ctx.step("answer.replaced", "reservists", code=code, new=new)
    ctx.say("summary.replaced", code=code, new=new)
    return ctx.done()


__all__ = ["answer_campaign", "answer_initiative", "answer_victory"]
