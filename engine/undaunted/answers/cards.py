"""Card actions: povzbuzení, průzkum, Za mnou!, posily, zmatení nepřítele, stažení do zálohy."""

from __future__ import annotations

from engine.api import EngineAnswer
from engine.explain import IllegalActionError
from engine.undaunted.answers.context import Ctx
from engine.undaunted.answers.scenes import CARD, new_position
from engine.undaunted.citations import cite_optional
from engine.undaunted.facts import Action, CardName, Proposition, Squad, UnitType
from engine.undaunted.game import Game
from engine.undaunted.model import Card, CardAction, Tile, Unit
from engine.undaunted.plays import Aim, Play
from engine.undaunted.presentation import describe, say, unit_label

P = Proposition


def answer_cards(ctx: Ctx) -> EngineAnswer:
    ctx.answer.kind = "legality"
    action = ctx.facts.action or Action.WITHDRAW
    if ctx.asked == P.CARD_RETURNS_TO_HAND or action is Action.RALLY:
        _rally(ctx)
    elif action in (Action.RECON, Action.SECURING_RECON):
        _recon(ctx, action)
    elif action is Action.COMMAND:
        _command(ctx)
    elif action in (Action.BOLSTER, Action.QUICK_BOLSTER):
        _bolster(ctx, action)
    elif action is Action.CONFUSE:
        _confuse(ctx)
    elif action is Action.EXERT:
        _exert(ctx)
    else:
        _withdraw(ctx)
    return ctx.done()


def _confuse(ctx: Ctx) -> None:
    """Zmatení nepřítele: the enemy adds a fog-of-war card from their reserve; without one, no effect."""
    fog = ctx.facts.enemy_fog_in_reserve
    ctx.find(P.ACTION_ALLOWED, True, Action.CONFUSE)
    ctx.step("answer.confuse", Action.CONFUSE)
    if fog is not None:
        ctx.find(P.ACTION_HAS_EFFECT, fog > 0, Action.CONFUSE)
    ctx.say("summary.confuse" if fog != 0 else "summary.confuse_no_effect")


def _exert(ctx: Ctx) -> None:
    """Vypětí sil (Stalingrad): an action of a played infantry card, never a tank's; its unit ends under fire."""
    f, v = ctx.facts, ctx.variant
    if Action.EXERT not in v.actions:
        ctx.step("answer.action_not_in_game", "actions", action=Action.EXERT)
        ctx.find(P.ACTION_ALLOWED, False, "actions")
        ctx.say("summary.action_not_in_game", action=Action.EXERT)
        return
    played = f.played_card or CardName.RIFLEMEN
    side, enemy = v.sides
    pos = new_position(v, [Tile("stolu")], chain=False)
    pos.cards[side].play_area.append(Card("zahraná", played, f.played_card_squad,
                                          actions=(CardAction(Action.ATTACK, 2),)))
    pos.cards[side].hand.append(Card(CARD, CardName.PLATOON_DEPUTY, None, actions=(CardAction(Action.EXERT, 1),)))
    if played.unit is not None:
        pos.units += [Unit(side, played.unit, f.played_card_squad, 4, "stolu"),
                      Unit(enemy, UnitType.RIFLEMEN, None, 4, "stolu")]
    follow = Play("zahraná", Action.ATTACK, target=Aim.at_unit(enemy, UnitType.RIFLEMEN))
    try:
        Game(pos).check(Play(CARD, Action.EXERT, cards=("zahraná",), follow=follow))
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return
    ctx.find(P.ACTION_ALLOWED, True, Action.EXERT)
    ctx.step("answer.describe", Action.EXERT, action=Action.EXERT, text=describe(Action.EXERT, v.game))
    ctx.say("summary.describe", action=Action.EXERT, text=describe(Action.EXERT, v.game))


def _withdraw(ctx: Ctx) -> None:
    """Stažení do zálohy: any played card instead of its action, but never fog of war (it cannot be played)."""
    f, v = ctx.facts, ctx.variant
    card = f.card_played or f.played_card or CardName.RIFLEMEN
    if card is CardName.FOG_OF_WAR:  # "Karet válečný zmatek se tímto způsobem z balíčku zbavit nemůžete."
        ctx.find(P.ACTION_ALLOWED, False, "withdraw")
        ctx.step("answer.withdraw_fog", "withdraw")
        ctx.step("answer.fog_only_recon", "fog_of_war")
        ctx.say("summary.withdraw_fog")
        return
    side = v.sides[0]
    pos = new_position(v, [Tile("jednotky")], chain=False)
    if card.unit is not None:
        pos.units.append(Unit(side, card.unit, f.unit_squad, 4, "jednotky"))
    pos.cards[side].hand.append(Card(CARD, card, f.unit_squad if card.unit else None))
    try:
        Game(pos).check(Play(CARD, Action.WITHDRAW))
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return
    ctx.find(P.ACTION_ALLOWED, True, "withdraw")
    ctx.step("answer.withdraw", "withdraw")
    ctx.say("summary.withdraw")


# ---------------------------------------------------------------- povzbuzení


def _rally(ctx: Ctx) -> None:
    """Normandie: the played card back to the hand; Stalingrad: one of its non-upgraded actions instead."""
    f, v = ctx.facts, ctx.variant
    squad = f.squad or f.played_card_squad
    # a played card named by its squad alone ("zahraná karta družstva B"): any card of that squad
    played = f.played_card or (CardName.RIFLEMEN if f.played_card_squad is not None else None)
    if played is None or squad is None:
        ctx.find(P.CARD_RETURNS_TO_HAND, v.rally_returns_card, Action.RALLY)
        if ctx.asked not in (None, P.CARD_RETURNS_TO_HAND):
            ctx.need(*(["played_card"] if f.played_card is None else []), *(["squad"] if squad is None else []))
        _rally_rule(ctx, f.wanted_action)
        return
    side, enemy = v.sides
    pos = new_position(v, [Tile("stolu")], chain=False)
    wanted = f.wanted_action or Action.ATTACK
    actions = () if played is CardName.FOG_OF_WAR else (CardAction(wanted, 2, upgraded=bool(f.upgraded_action)),)
    pos.cards[side].play_area.append(Card("zahraná", played, f.played_card_squad, actions=actions))
    commander = f.commander or CardName.SQUAD_LEADER
    pos.cards[side].hand.append(Card(CARD, commander, squad, actions=(CardAction(Action.RALLY, f.action_value or 1,
                                                                                  squad),)))
    if played.unit is not None:
        pos.units += [Unit(side, played.unit, f.played_card_squad, 4, "stolu"),
                      Unit(enemy, UnitType.RIFLEMEN, None, 4, "stolu")]
    follow = None if v.rally_returns_card else Play("zahraná", wanted, target=Aim.at_unit(enemy, UnitType.RIFLEMEN))
    try:
        Game(pos).check(Play(CARD, Action.RALLY, cards=("zahraná",), follow=follow))
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        if v.rally_returns_card:  # the card that may not be chosen does not come back either
            ctx.answer.find(P.CARD_RETURNS_TO_HAND, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return
    ctx.find(P.CARD_RETURNS_TO_HAND, v.rally_returns_card, Action.RALLY)
    ctx.find(P.ACTION_ALLOWED, True, Action.RALLY)
    _rally_rule(ctx, f.wanted_action, squad=squad, value=f.action_value or 1)


def _rally_rule(ctx: Ctx, wanted: Action | None, squad: Squad | None = None, value: int = 1) -> None:
    if ctx.variant.rally_returns_card:
        ctx.step("answer.rally_normandie", Action.RALLY, value=value, squad=squad or "X")
        ctx.say("summary.rally_normandie")
        return
    ctx.step("answer.rally_stalingrad", Action.RALLY)
    if wanted is None:
        ctx.say("summary.rally_stalingrad")
    else:
        ctx.say("summary.rally_stalingrad_action", action=wanted)


# ---------------------------------------------------------------- průzkum


def _recon(ctx: Ctx, action: Action) -> None:
    f, v = ctx.facts, ctx.variant
    fog = f.war_confusion_in_hand
    if fog is None:
        if ctx.asked != P.DRAWN_CARD_PLAYABLE:
            ctx.need("war_confusion_in_hand")
            ctx.say("summary.recon_depends")
            return
        fog = True
    side = v.sides[0]
    pos = new_position(v, [Tile("pátračů")], chain=False)
    pos.units.append(Unit(side, UnitType.SCOUTS, Squad.A, 4, "pátračů"))
    pc = pos.cards[side]
    pc.hand.append(Card(CARD, CardName.SCOUTS, Squad.A, actions=(CardAction(action),)))
    if fog:
        pc.hand.append(Card("zmatek", CardName.FOG_OF_WAR))
    drawn = f.drawn_card or CardName.RIFLEMEN
    pc.deck.append(Card("dobraná", drawn, Squad.A if drawn.unit else None))
    game = Game(pos)
    try:
        game.check(Play(CARD, action))
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.answer.find(P.ACTION_HAS_EFFECT, False, *err.rules)
        ctx.say("summary.recon_refused")
        return
    ctx.find(P.ACTION_ALLOWED, True, Action.RECON)
    if not fog:  # the Polish edition forbids the action (inconsistencies.json: "Následek akce Průzkum")
        ctx.answer.dispute(P.ACTION_ALLOWED, *cite_optional(ctx.variant.game, "recon_pl"))
    ctx.find(P.ACTION_HAS_EFFECT, fog, Action.RECON)
    if fog:  # a refused or empty průzkum draws no card that could be played
        ctx.find(P.DRAWN_CARD_PLAYABLE, True, Action.RECON)
    ctx.expl.extend(game.push(Play(CARD, action)).explanation)
    if not fog:
        ctx.say("summary.recon_no_effect")
        return
    ctx.step("answer.recon_stalingrad" if v.has_structures else "answer.recon_normandie", Action.RECON)
    ctx.step("answer.recon_drawn_playable", Action.RECON)
    ctx.say("summary.recon_drawn_playable")


# ---------------------------------------------------------------- Za mnou!, posily


def _command(ctx: Ctx) -> None:
    f, v = ctx.facts, ctx.variant
    ctx.find(P.DRAWN_CARD_PLAYABLE, True, Action.COMMAND)
    n = f.action_value or v.default_values.get(Action.COMMAND, (None, ""))[0]
    if n is None:
        if ctx.asked != P.DRAWN_CARD_PLAYABLE:
            ctx.need("action_value")
        ctx.step("answer.command_rule", Action.COMMAND)
        ctx.say("summary.command_rule")
        return
    ctx.find(P.ACTION_ALLOWED, True, Action.COMMAND)
    ctx.step("answer.command", Action.COMMAND, n=n)
    ctx.step("answer.command_reshuffle", Action.COMMAND)
    ctx.number(cards=n)
    ctx.say("summary.command", n=n)


def _bolster(ctx: Ctx, action: Action) -> None:
    f = ctx.facts
    if f.routed or ctx.asked == P.ROUT_REMOVED:
        _unrouting(ctx, action)
        if ctx.asked == P.ROUT_REMOVED:
            return
    n = f.action_value or (1 if action is Action.QUICK_BOLSTER else None)
    where = "summary.to_discard" if action is Action.BOLSTER else "summary.to_hand"
    if f.reserve_card is not None:  # may it take this card: the card's squad decides, whatever the value
        if f.squad is None and action is Action.BOLSTER:
            ctx.need("squad")
            ctx.step("answer.bolster_rule", action, where=say(where))
            ctx.say("summary.bolster_needs_squad")
            return
        if f.squad is not None and f.reserve_card_squad is None and f.reserve_card in SQUAD_CARDS and _squad_decides(
                ctx, action, n or 1):
            ctx.need("reserve_card_squad")  # the card's squad against the action's: the question does not say
            ctx.step("answer.bolster_rule", action, where=say(where))
            ctx.say("summary.bolster_needs_card_squad", squad=f.squad)
            return
        if not _reserve_card_allowed(ctx, action, n or 1):
            return
        ctx.find(P.ACTION_ALLOWED, True, action)
    if n is None:
        ctx.step("answer.bolster_rule", action, where=say(where))
        if f.reserve_card is not None:
            ctx.say("summary.bolster_card_allowed", card=unit_label(f.reserve_card, f.reserve_card_squad))
        else:
            ctx.need("action_value")
            ctx.say("summary.value_missing", action=action)
        return
    ctx.find(P.ACTION_ALLOWED, True, action)
    limit = say("summary.squad_only", squad=f.squad) if f.squad else ""
    ctx.step("answer.bolster", action, n=n, where=say(where), limit=limit)
    if ctx.variant.has_structures:
        ctx.step("answer.bolster_unroutes", action)
    ctx.number(cards=n)
    ctx.say("summary.bolster", n=n, where=say(where), limit=limit)


def _unrouting(ctx: Ctx, action: Action) -> None:
    """003: taking a card of a routed unit removes its rout token at once (Normandie has no rout)."""
    if not ctx.variant.has_structures:
        ctx.step("answer.no_rout_normandie", "casualties")
        ctx.find(P.ROUT_REMOVED, False, "casualties")
        if ctx.asked == P.ROUT_REMOVED:
            ctx.say("summary.no_rout_normandie")
        return
    ctx.step("answer.bolster_unroutes", action)
    ctx.find(P.ROUT_REMOVED, True, action)
    if ctx.asked == P.ROUT_REMOVED:
        ctx.say("summary.rout_removed")


# the cards printed with a squad letter in both games (riflemen of every squad, their squad leaders)
SQUAD_CARDS = frozenset({CardName.RIFLEMEN, CardName.SQUAD_LEADER})


def _bolster_game(ctx: Ctx, action: Action, n: int, card_squad: str | None) -> Game:
    """A position with the reserve card and the played card carrying the action (its squad printed)."""
    f, v = ctx.facts, ctx.variant
    side = v.sides[0]
    pos = new_position(v, [Tile("jednotky")], chain=False)
    assert f.reserve_card is not None
    pos.cards[side].reserve.append(Card("záloha", f.reserve_card, card_squad))
    pos.cards[side].hand.append(Card(CARD, f.commander or CardName.SQUAD_LEADER, f.squad,
                                     actions=(CardAction(action, n, f.squad),)))
    return Game(pos)


def _squad_decides(ctx: Ctx, action: Action, n: int) -> bool:
    """Whether the reserve card's squad (not stated) changes whether posily may take it."""
    outcomes = set()
    for squad in ("A", "B", "C"):
        try:
            _bolster_game(ctx, action, n, squad).check(Play(CARD, action, cards=("záloha",)))
            outcomes.add(True)
        except IllegalActionError:
            outcomes.add(False)
    return len(outcomes) > 1


def _reserve_card_allowed(ctx: Ctx, action: Action, n: int) -> bool:
    """May posily take this reserve card (its squad against the squad printed at the action)?"""
    try:
        _bolster_game(ctx, action, n, ctx.facts.reserve_card_squad).check(Play(CARD, action, cards=("záloha",)))
    except IllegalActionError as err:
        ctx.refusal(err)
        ctx.answer.find(P.ACTION_ALLOWED, False, *err.rules)
        ctx.say("summary.refused", reason=err.message)
        return False
    return True


__all__ = ["answer_cards"]
