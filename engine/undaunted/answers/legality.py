"""May a unit act, may a tile be taken, may a token be deployed, may the mortar aim there?

Each answer builds a small position (:mod:`engine.undaunted.answers.scenes`) and asks
:meth:`Game.check`; the rules' refusal is the explanation.  Where a fact the question
leaves open would change the outcome, it is asked for (and only then).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine.api import EngineAnswer
from engine.explain import IllegalActionError, MissingFactError
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.scenes import CARD, new_position
from engine.undaunted.checks import MORTAR_MIN_RANGE
from engine.undaunted.facts import (
    MOVEMENT_ACTIONS,
    Action,
    CardName,
    ControlToken,
    Proposition,
    Squad,
    UnitState,
    UnitType,
)
from engine.undaunted.game import Game, Refusal
from engine.undaunted.model import CONTROLLED, SCOUTED, Card, CardAction, Tile, Unit
from engine.undaunted.plays import Aim, Play
from engine.undaunted.presentation import say, unit_label

P = Proposition


# ---------------------------------------------------------------- a unit under fire (or routed) and its action


def answer_unit_act(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "legality"
    f, v = ctx.facts, ctx.variant
    stated = f.unit or (f.card_played.unit if f.card_played else None) or f.attacker
    kind = stated or UnitType.RIFLEMEN
    squad = f.unit_squad
    wanted = f.wanted_action or f.action or Action.ATTACK
    routed = bool(f.routed)
    if routed and not v.has_structures:
        ctx.step("answer.no_rout_normandie", "casualties")
        routed = False
    if f.suppressed is None and not routed:
        ctx.need("suppressed")
        ctx.say("summary.depends_on_suppression")
        return ctx.done()
    side, enemy = v.sides
    pos = new_position(v, [Tile("1"), Tile("2")])
    unit = Unit(side, kind, squad, 4, "1", suppressed=bool(f.suppressed), routed=routed)
    pos.units += [unit, Unit(enemy, UnitType.RIFLEMEN, None, 4, "2")]
    pos.control[("1", side)] = SCOUTED
    dest = f.destination_control
    if wanted not in MOVEMENT_ACTIONS or dest is not ControlToken.NONE:  # a move onto a tile without your token
        pos.control[("2", side)] = CONTROLLED if dest is ControlToken.CONTROLLED else SCOUTED
    if wanted is Action.BARRAGE:
        pos.mortar_target[side] = "2"
    act = CardAction(wanted, f.action_value or 1)
    card_name = CardName.PLATOON_DEPUTY if wanted is Action.MANEUVER else CardName(kind.value)
    pos.cards[side].hand.append(Card(CARD, card_name, None if wanted is Action.MANEUVER else squad, actions=(act,)))
    game = Game(pos)
    named = stated is not None and (f.wanted_action or f.action) is not None
    label = unit_label(kind, squad)
    try:
        game.check(_sample_play(game, wanted, unit))
    except IllegalActionError as err:
        if named or not f.suppressed:
            ctx.refusal(err)
            _refused(ctx, err, wanted, label)
        else:  # neither the unit nor its action stated: the rule, without a sample unit's name
            ctx.step("answer.suppressed_any", "suppressed")
            _refused(ctx, err, wanted, label, generic=True)
        return ctx.done()
    ctx.find(P.UNIT_MAY_ACT, True, "turns")
    ctx.find(P.ACTION_ALLOWED, True, "turns")
    if wanted in MOVEMENT_ACTIONS:
        ctx.find(P.MOVE_ALLOWED, True, wanted)
    if wanted in (Action.WITHDRAW, Action.READY_UNIT) and f.suppressed:
        ctx.find(P.STAYS_SUPPRESSED, wanted is Action.WITHDRAW, "suppressed")
    if wanted is Action.WITHDRAW and f.suppressed:
        ctx.step("answer.withdraw_keeps_suppressed", "suppressed")
    elif wanted is Action.READY_UNIT:
        ctx.step("answer.ready_instead", "suppressed")
    elif stated is None:
        ctx.step("answer.any_unit_may_act", "turns", action=wanted)
    else:
        ctx.step("answer.unit_may_act", "turns", unit=label, action=wanted)
    stays = ctx.found(P.STAYS_SUPPRESSED)
    if ctx.asked == P.STAYS_SUPPRESSED and stays is not None:
        ctx.say("summary.stays_suppressed_yes" if stays else "summary.stays_suppressed_no")
    elif wanted is Action.READY_UNIT:
        ctx.say("summary.ready_unit_allowed")
    elif stated is None:  # no unit named: no sample unit's name either
        ctx.say("summary.withdraw_allowed_any" if wanted is Action.WITHDRAW else "summary.any_unit_may_act",
                action=wanted)
    else:
        ctx.say("summary.withdraw_allowed" if wanted is Action.WITHDRAW else "summary.unit_may_act",
                unit=label, action=wanted)
    return ctx.done()


def _refused(ctx: Ctx, err: IllegalActionError, wanted: Action, label: str, generic: bool = False) -> None:
    ctx.answer.find(P.UNIT_MAY_ACT, False, *err.rules)
    ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
    if wanted in MOVEMENT_ACTIONS:
        ctx.answer.find(P.MOVE_ALLOWED, False, *err.rules)
    if generic:
        ctx.say("summary.suppressed_any")
    elif ctx.facts.suppressed and wanted is Action.MANEUVER:
        ctx.say("summary.maneuver_suppressed", unit=label)
    elif ctx.facts.suppressed and wanted not in (Action.WITHDRAW, Action.READY_UNIT):
        ctx.step("answer.stays_suppressed", "suppressed")
        key = "summary.suppressed_ready_or_withdraw" if ctx.variant.has_structures else "summary.suppressed_ready"
        ctx.say(key, unit=label, action=wanted)
    else:
        ctx.say("summary.refused", reason=err.message)


def _sample_play(game: Game, action: Action, unit: Unit) -> Play:
    if action in (Action.MOVE, Action.SNEAK, Action.SCOUT, Action.SALLY):
        return Play(CARD, action, path=("2",))
    if action is Action.MANEUVER:
        return Play(CARD, action, unit=unit.key, path=("2",))
    spec = game.variant.combat.get(action)
    if spec is not None and spec.target_mode == "tile":
        return Play(CARD, action, target=Aim.at_tile("2"))
    if spec is not None and spec.target_mode == "unit":
        return Play(CARD, action, target=Aim.at_unit(game.position.sides[1], UnitType.RIFLEMEN))
    return Play(CARD, action)


# ---------------------------------------------------------------- ovládnutí


@dataclass(frozen=True)
class _ControlCase:
    own: ControlToken
    enemy_present: bool
    enemy_controls: bool
    enemy_routed: bool


def answer_control(ctx: Ctx) -> EngineAnswer:
    """Ovládnutí: try every value of what the question leaves open; ask only for what changes the outcome."""
    ctx.answer.kind = "legality"
    f, v = ctx.facts, ctx.variant
    if f.unit is not None and v.control_units and f.unit not in v.control_units:
        _control_by_unit(ctx, f.unit)
        return ctx.done()
    options = {
        "own_control_token": [f.own_control_token] if f.own_control_token else list(ControlToken),
        "enemy_unit_on_tile": [_enemy_present(ctx)] if _enemy_present(ctx) is not None else [False, True],
        "enemy_controls_tile": [f.enemy_controls_tile] if f.enemy_controls_tile is not None else [False, True],
        "enemy_unit_routed": [f.enemy_unit_routed] if f.enemy_unit_routed is not None else [False, True],
    }
    if not v.has_structures:
        options["enemy_unit_routed"] = [False]  # Normandie has no routed units
    outcomes: dict[tuple[object, ...], Refusal | None] = {}
    for values in itertools.product(*options.values()):
        outcomes[values] = _try_control(ctx, _ControlCase(*values))  # type: ignore[arg-type]
    decisive = _decisive(options, outcomes)
    if decisive == ["own_control_token"]:  # the rest decides: answered for the action's own precondition, said
        scouted = next(err for key, err in outcomes.items() if key[0] is ControlToken.SCOUTED)
        ctx.step("answer.control_if_scouted", "control")
        if scouted is None:
            _control_allowed(ctx, conditional=True)
        else:
            _control_refused(ctx, scouted)
        return ctx.done()
    if decisive:
        ctx.need(*decisive)
        ctx.step("answer.control_needs", "control")
        ctx.say("summary.depends_on_facts")
        return ctx.done()
    err = next(iter(outcomes.values()))
    if err is None:
        _control_allowed(ctx)
    else:
        _control_refused(ctx, err)
    return ctx.done()


def _control_by_unit(ctx: Ctx, unit: UnitType) -> None:
    """000 Střelci: only riflemen take objectives; no other card carries ovládnutí."""
    ctx.find(P.TILE_MAY_BE_CONTROLLED, False, "riflemen", "hopeless")
    ctx.find(P.ACTION_ALLOWED, False, "riflemen", "hopeless")
    ctx.step("answer.control_only_riflemen", "riflemen", unit=unit)
    ctx.step("answer.control_other_cards", "hopeless")
    ctx.say("summary.control_only_riflemen", unit=unit)


def _enemy_present(ctx: Ctx) -> bool | None:
    f = ctx.facts
    if f.enemy_unit_on_tile is not None:
        return f.enemy_unit_on_tile
    return True if f.enemy_unit is not None or f.enemy_unit_routed is not None else None


def _decisive(options: dict[str, list[object]], outcomes: dict[tuple[object, ...], Refusal | None]) -> list[str]:
    """The open facts whose value alone changes whether ovládnutí is allowed."""
    names = list(options)
    out = []
    for i, name in enumerate(names):
        if len(options[name]) < 2:
            continue
        for key, err in outcomes.items():
            for other in options[name]:
                twin = (*key[:i], other, *key[i + 1:])
                if (outcomes[twin] is None) != (err is None):
                    out.append(name)
                    break
            if name in out:
                break
    return out


def _try_control(ctx: Ctx, case: _ControlCase) -> Refusal | None:
    v, f = ctx.variant, ctx.facts
    side, enemy = v.sides
    pos = new_position(v, [Tile("jednotky")], chain=False)
    pos.units.append(Unit(side, UnitType.RIFLEMEN, Squad.A, 4, "jednotky"))
    if case.enemy_present:
        pos.units.append(Unit(enemy, f.enemy_unit or UnitType.SCOUTS, None, 4, "jednotky", routed=case.enemy_routed))
    if case.own is not ControlToken.NONE:
        pos.control[("jednotky", side)] = case.own
    if case.enemy_controls:
        pos.control[("jednotky", enemy)] = CONTROLLED
    pos.cards[side].hand.append(Card(CARD, CardName.RIFLEMEN, Squad.A, actions=(CardAction(Action.CONTROL),)))
    try:
        Game(pos).check(Play(CARD, Action.CONTROL))
    except Refusal as err:
        return err
    return None


def _control_allowed(ctx: Ctx, conditional: bool = False) -> None:
    ctx.find(P.TILE_MAY_BE_CONTROLLED, True, "control")
    ctx.find(P.ACTION_ALLOWED, True, "control")
    if not conditional:
        ctx.step("answer.control_allowed", "control")
    if ctx.variant.has_structures:
        ctx.step("answer.control_stalingrad", "control")
    if ctx.facts.enemy_controls_tile:
        ctx.step("answer.control_enemy_flips", "control")
    ctx.say("summary.control_allowed_if_scouted" if conditional else "summary.control_allowed")


def _control_refused(ctx: Ctx, err: Refusal) -> None:
    ctx.answer.find(P.TILE_MAY_BE_CONTROLLED, False, *err.rules)
    ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
    if err.key == "control_enemy_unit" and ctx.facts.enemy_unit is None:
        err = Refusal("control_enemy_unit_unnamed", err.values, *err.rules)
    ctx.refusal(err)
    if not ctx.variant.has_structures:
        ctx.step("answer.control_normandie", "control")
    ctx.say("summary.refused", reason=err.message)


# ---------------------------------------------------------------- deployment


def answer_deployment(ctx: Ctx) -> EngineAnswer:
    """A unit whose token is off the board enters when its card is played for an action."""
    ctx.answer.kind = "legality"
    f, v = ctx.facts, ctx.variant
    kind = (f.card_played.unit if f.card_played else None) or f.unit
    if kind is None:
        ctx.need("card_played")
        ctx.say("summary.which_unit")
        return ctx.done()
    label = unit_label(kind, f.unit_squad)
    if f.action is Action.WITHDRAW:
        ctx.step("answer.withdraw_no_deployment", "withdraw")
        ctx.find(P.DEPLOYMENT_ALLOWED, False, "withdraw")
        ctx.say("summary.withdraw_no_deployment")
        return ctx.done()
    side = v.sides[0]
    pos = new_position(v, [Tile("nasazení", impassable=bool(f.riflemen_on_impassable))])
    pos.units.append(Unit(side, kind, f.unit_squad, 4, None))
    if v.has_structures:
        pos.units.append(Unit(side, UnitType.RIFLEMEN, f.unit_squad, 4, "nasazení"))
    else:
        pos.deployment[side] = {"nasazení": (f.unit_squad or "all",)}
    pos.cards[side].hand.append(Card(CARD, CardName(kind.value), f.unit_squad, actions=(CardAction(Action.CONTROL),)))
    try:
        Game(pos).check(Play(CARD, Action.CONTROL))
    except IllegalActionError as err:
        if isinstance(err, Refusal) and err.key == "cannot_deploy":
            ctx.refusal(err)
            ctx.answer.find(P.DEPLOYMENT_ALLOWED, False, *err.rules)
            ctx.say("summary.tank_not_deployed")
            return ctx.done()
    except MissingFactError:
        pass
    if kind is UnitType.TANK and v.has_structures and f.riflemen_on_impassable is None:
        ctx.need("riflemen_on_impassable")  # the tank enters beside riflemen off impassable terrain, if any
    else:
        ctx.find(P.DEPLOYMENT_ALLOWED, True, "tanks" if kind is UnitType.TANK else "deployment")
    _deployment_steps(ctx, kind, label)
    return ctx.done()


def _deployment_steps(ctx: Ctx, kind: UnitType, label: str) -> None:
    f, v = ctx.facts, ctx.variant
    if not v.has_structures:
        ctx.step("answer.deploy_normandie", "deployment", unit=label)
        ctx.say("summary.deploy_normandie", unit=label)
        return
    if kind is UnitType.TANK:
        ctx.step("answer.deploy_tank", "tanks")
        ctx.say("summary.deploy_tank")
        return
    key = "summary.deploy_squad" if f.unit_squad else "summary.deploy_any_squad"
    ctx.step("answer.deploy_stalingrad", "deployment", unit=label, where=say(key, squad=f.unit_squad))
    if f.riflemen_state in (UnitState.ROUTED, UnitState.SUPPRESSED):
        ctx.step("answer.deploy_riflemen_state", "deployment")
    ctx.say("summary.deploy_stalingrad", unit=label, where=say(key, squad=f.unit_squad))


# ---------------------------------------------------------------- zaměření


def answer_aiming(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "legality"
    f, v = ctx.facts, ctx.variant
    if Action.AIM not in v.actions:
        ctx.step("answer.aim_unknown", "actions")
        ctx.find(P.AIM_ALLOWED, False, "actions")
        ctx.find(P.ACTION_ALLOWED, False, "actions")
        ctx.say("summary.aim_unknown")
        return ctx.done()
    if f.distance is None:
        ctx.need("distance")
        ctx.step("answer.aim_rule", "aim")
        ctx.say("summary.aim_depends")
        return ctx.done()
    ctx.number(min_distance=MORTAR_MIN_RANGE)
    side = v.sides[0]
    target = "zaměření" if f.distance > 0 else "minometu"
    tiles = [Tile("minometu"), *(Tile(str(i)) for i in range(1, f.distance))]
    if f.distance > 0:
        tiles.append(Tile(target))
    pos = new_position(v, tiles)
    pos.units.append(Unit(side, UnitType.MORTAR, None, 5, "minometu"))
    pos.cards[side].hand.append(Card(CARD, CardName.MORTAR, None, actions=(CardAction(Action.AIM),)))
    try:
        Game(pos).check(Play(CARD, Action.AIM, tile=target))
    except IllegalActionError as err:
        ctx.answer.find(P.AIM_ALLOWED, False, *err.rules)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.step("answer.aim_too_close", "aim", distance=f.distance, minimum=MORTAR_MIN_RANGE)
        ctx.say("summary.aim_too_close", distance=f.distance)
        return ctx.done()
    ctx.find(P.AIM_ALLOWED, True, "aim")
    ctx.find(P.ACTION_ALLOWED, True, "aim")
    ctx.step("answer.aim_ok", "aim", distance=f.distance)
    ctx.say("summary.aim_ok")
    return ctx.done()
