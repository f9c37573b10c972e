"""The real engine on positions: both round examples, exceptions and refusals."""

from __future__ import annotations

import random

import pytest

from engine.explain import IllegalActionError
from engine.undaunted import cards as zones
from engine.undaunted.game import Game
from engine.undaunted.model import Card, CardAction, Mine, PlayerCards, Position, Tile, Unit
from engine.undaunted.plays import Aim, Play

US, DE, SU = "americans", "germans", "soviets"


def _refusal(game: Game, play: Play) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        game.check(play)
    assert info.value.rules, "a refusal cites the rule that forbids it"
    return info.value


# ---------------------------------------------------------------- Normandie round example
def test_normandie_round_example_steps(normandie_round: Position) -> None:
    pos = normandie_round
    game = Game(pos)
    # Hans cannot move his riflemen A to 17B yet: no German control token lies there
    err = _refusal(game, Play("s-A1", "move", path=("17B",)))
    assert "žeton kontroly" in err.message
    # scouts B search two tiles: 3B (already scouted) then 17B (new token + one fog-of-war card)
    result = game.play(Play("p-B", "scout", path=("3B", "17B")))
    assert pos.control_of("17B", DE) == "scouted"
    assert [c.name for c in pos.cards[DE].discard].count("fog_of_war") == 1
    assert len(pos.cards[DE].reserve) == 2
    assert any("propátráno" in t for t in result.explanation.texts())
    # now the riflemen A move onto the newly scouted 17B and take it
    game.play(Play("s-A1", "move", path=("17B",)))
    game.play(Play("s-A2", "control"))
    assert pos.control_of("17B", DE) == "controlled"
    zones.end_turn(pos, DE)
    assert not pos.cards[DE].hand and not pos.cards[DE].play_area

    # John: machine gunners C move to 2A, the squad leader C encourages them, then they attack
    pos.to_move = US
    game.play(Play("k-C", "move", path=("2A",)))
    game.play(Play("v-C", "rally", cards=("k-C",)))
    assert any(c.uid == "k-C" for c in pos.cards[US].hand)
    result = game.play(Play("k-C", "attack", target=Aim.at_unit(DE, "riflemen", "A")), rolls=[5, 8])
    (line,) = result.attacks
    d = line.defense
    assert (d.base, d.cover, d.range_bonus, d.total) == (4, 3, 1, 8)
    assert line.dice == 2 and line.success
    # Hans has no cards in hand: the riflemen A card leaves his discard pile (one card only)
    assert [c.uid for c in pos.cards[DE].casualties] == ["s-A1"] or len(pos.cards[DE].casualties) == 1
    assert pos.cards[DE].casualties[0].name == "riflemen"
    # the fog-of-war card cannot be played during the turn
    _refusal(game, Play("vz-us", "move", path=("10",)))


# ---------------------------------------------------------------- Stalingrad round example
def test_stalingrad_round_example(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    game = Game(pos)
    result = game.play(Play("su-k", "suppress", target=Aim.at_unit(DE, "machine_gunners", "B")), rolls=[2, 3, 8, 0])
    (line,) = result.attacks
    d = line.defense
    assert (d.base, d.cover, d.range_bonus, d.total) == (4, 3, 2, 9)
    assert line.dice == 4 and line.success
    german_mg = pos.unit(DE, "machine_gunners", "B")
    assert german_mg.suppressed
    assert not pos.cards[DE].casualties, "krycí palba causes no casualties"
    # Marie would like 505 but it is not scouted: přesun refused; 504 is fine
    err = _refusal(game, Play("su-s", "move", path=("505",)))
    assert "žeton kontroly" in err.message
    game.play(Play("su-s", "move", path=("504",)))
    zones.end_turn(pos, SU)
    # František: the suppressed MG card only readies the unit
    pos.to_move = DE
    _refusal(game, Play("de-k", "attack", target=Aim.at_unit(SU, "riflemen", "A")))
    game.play(Play("de-k", "ready_unit"))
    assert not german_mg.suppressed
    # posily 2B: one riflemen B and one MG B card from the reserve to the discard pile
    _refusal(game, Play("de-v", "bolster", cards=("de-sB", "de-pA")))
    game.play(Play("de-v", "bolster", cards=("de-sB", "de-kB")))
    assert {c.uid for c in pos.cards[DE].discard} >= {"de-sB", "de-kB"}


# ---------------------------------------------------------------- casualties
def _cards_with(zone: str, kind: str = "riflemen", squad: str = "A") -> PlayerCards:
    pc = PlayerCards()
    pc.zone(zone).append(Card("x", kind, squad))
    pc.reserve.append(Card("r", kind, squad))
    return pc


@pytest.mark.parametrize(
    ("zone", "game"),
    [
        ("hand", "normandie"),
        ("discard", "normandie"),
        ("deck", "normandie"),
        ("play_area", "stalingrad"),
        ("hand", "stalingrad"),
        ("deck", "stalingrad"),
    ],
)
def test_casualty_found_in_zone(zone: str, game: str) -> None:
    from engine.undaunted.variants import VARIANTS

    pc = _cards_with(zone)
    result = zones.casualty_search(VARIANTS[game], pc, "riflemen", "A", random.Random(1))
    assert result.zone == zone and result.outcome == "card_lost"
    assert [c.uid for c in pc.casualties] == ["x"]
    assert pc.reserve, "never from the reserve"


def test_casualty_order_normandie_ignores_play_area_and_reserve() -> None:
    from engine.undaunted.variants import NORMANDIE, STALINGRAD

    pc = PlayerCards(play_area=[Card("t", "riflemen", "A")], discard=[Card("d", "riflemen", "A")])
    assert zones.casualty_search(NORMANDIE, pc, "riflemen", "A").zone == "discard"
    pc = PlayerCards(play_area=[Card("t", "riflemen", "A")], hand=[Card("h", "riflemen", "A")])
    assert zones.casualty_search(STALINGRAD, pc, "riflemen", "A").zone == "play_area"
    pc = PlayerCards(reserve=[Card("r", "riflemen", "A")])
    assert zones.casualty_search(NORMANDIE, pc, "riflemen", "A").outcome == "token_removed"
    assert zones.casualty_search(STALINGRAD, pc, "riflemen", "A").outcome == "routed"


def test_rout_and_attacker_move(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    pos.control[("505", DE)] = "scouted"
    pos.cards[DE].discard.clear()
    pos.cards[DE].hand = [c for c in pos.cards[DE].hand if c.name != "machine_gunners"]
    pos.cards[DE].reserve.append(Card("de-k9", "machine_gunners", "B"))  # the reserve never counts
    german_mg = pos.unit(DE, "machine_gunners", "B")
    german_mg.suppressed = True
    game = Game(pos)
    game.play(Play("su-k", "attack", target=Aim.at_unit(DE, "machine_gunners", "B"), push_to="505"), rolls=[0, 0])
    assert german_mg.routed and german_mg.tile == "505" and not german_mg.suppressed


def test_normandie_token_removed_when_no_card(normandie_round: Position) -> None:
    pos = normandie_round
    pos.cards[DE].discard.clear()
    pos.cards[DE].hand = [c for c in pos.cards[DE].hand if c.name != "riflemen"]
    pos.units[2].tile = "2A"
    pos.to_move = US
    Game(pos).play(Play("k-C", "attack", target=Aim.at_unit(DE, "riflemen", "A")), rolls=[9, 9])
    assert pos.unit(DE, "riflemen", "A").tile is None


# ---------------------------------------------------------------- refusals
def test_illegal_actions_normandie(normandie_round: Position) -> None:
    pos = normandie_round
    game = Game(pos)
    pos.unit(DE, "riflemen", "A").suppressed = True
    assert "pod palbou" in _refusal(game, Play("s-A1", "move", path=("3B",))).message
    assert game.is_legal(Play("s-A1", "ready_unit"))
    assert game.is_legal(Play("s-A1", "withdraw"))
    pos.unit(DE, "riflemen", "A").suppressed = False
    # ovládnutí on a tile with an enemy unit (Normandie)
    pos.units[2].tile = "3B"
    assert "nepřátelská jednotka" in _refusal(game, Play("s-A1", "control")).message
    # pátrání 2 cannot go 3 tiles
    _refusal(game, Play("p-B", "scout", path=("3B", "17B", "2A")))
    # the mortar target must be at least 3 tiles away
    pos.units.append(Unit(DE, "mortar", None, 5, "1"))
    pos.cards[DE].hand.append(Card("m", "mortar", None, actions=(CardAction("aim"), CardAction("barrage", 1))))
    assert "3 pole" in _refusal(game, Play("m", "aim", tile="17B")).message
    assert game.is_legal(Play("m", "aim", tile="2A"))
    assert "zaměření" in _refusal(game, Play("m", "barrage")).message
    # výbuch hits every unit on the target tile, own units too; no range bonus; hill cover 1
    pos.mortar_target[DE] = "2A"
    pos.units.append(Unit(DE, "scouts", "C", 4, "2A"))
    pos.units[2].tile = "2A"
    pos.tiles["2A"].hill_cover, pos.tiles["2A"].cover = 1, 3
    result = game.play(Play("m", "barrage"), rolls=[1, 1])
    assert len(result.attacks) == 2
    assert all(line.defense.range_bonus == 0 and line.defense.cover == 1 for line in result.attacks)
    assert not game.is_legal(Play("s-A2", "move", path=("2A",)))  # no German control token there


def test_skryty_presun_body_value_one() -> None:
    tiles = [Tile("a"), Tile("b"), Tile("c")]
    pos = Position.from_edges("normandie", (US, DE), tiles, [("a", "b"), ("b", "c")])
    pos.units.append(Unit(US, "snipers", None, 5, "a"))
    pos.cards = {
        US: PlayerCards(hand=[Card("o", "snipers", None, actions=(CardAction("sneak"),))]),
        DE: PlayerCards(),
    }
    pos.to_move = US
    game = Game(pos)
    assert game.is_legal(Play("o", "sneak", path=("b",)))
    _refusal(game, Play("o", "sneak", path=("b", "c")))
    game.play(Play("o", "sneak", path=("b",)))
    assert pos.control_of("b", US) is None, "skrytý přesun places no control token"


def test_stalingrad_target_rules(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    pos.units.append(Unit(DE, "tank", "A", 6, "505"))
    pos.tunnels |= {"505", "503"}
    hand = pos.cards[SU].hand
    hand.append(
        Card(
            "at",
            "engineers",
            "A",
            actions=(
                CardAction("demolition", values=(("tank", 1), ("building", 4))),
                CardAction("grenades", 2, max_range=0),
            ),
        )
    )
    pos.units.append(Unit(SU, "engineers", "A", 5, "504"))
    game = Game(pos)
    assert "tank" in _refusal(game, Play("su-k", "suppress", target=Aim.at_unit(DE, "tank", "A"))).message
    assert game.is_legal(Play("at", "demolition", target=Aim.at_unit(DE, "tank", "A")))
    assert game.is_legal(Play("at", "demolition", target=Aim.at_building("506")))
    assert game.is_legal(Play("at", "demolition", target=Aim.at_tunnel("505")))
    _refusal(game, Play("at", "demolition", target=Aim.at_unit(DE, "riflemen", "B")))
    _refusal(game, Play("at", "demolition", target=Aim.at_building("503")))
    _refusal(game, Play("at", "grenades", target=Aim.at_tile("506")))  # max range 0
    engineers = pos.unit(SU, "engineers", "A")
    lines = game.attack_lines(SU, engineers, "demolition", hand[-1].actions[0], Aim.at_building("506"))
    assert lines[0].dice == 4 and lines[0].defense.cover == 0 and lines[0].defense.base == 6
    lines = game.attack_lines(
        SU, pos.unit(SU, "engineers", "A"), "demolition", hand[-1].actions[0], Aim.at_unit(DE, "tank", "A")
    )
    assert lines[0].dice == 1
    lines = game.attack_lines(SU, engineers, "demolition", hand[-1].actions[0], Aim.at_tunnel("505"))
    assert lines[0].defense.base == 7
    # building: a successful attack damages it, a second one destroys it
    game.play(Play("at", "demolition", target=Aim.at_building("506")), rolls=[0, 0, 0, 0])
    assert pos.tiles["506"].state == "B"
    # tunnels join for movement but not for tanks
    assert "503" in pos.move_neighbours("505")
    assert "503" in pos.move_neighbours("505", tank=True)  # 503–505 is also an ordinary edge
    pos.tunnels.add("506")
    assert "506" in pos.move_neighbours("503") and "506" not in pos.move_neighbours("503", tank=True)


def test_stalingrad_ovladnuti_differs(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    game = Game(pos)
    pos.control[("506", SU)] = "scouted"
    pos.unit(SU, "riflemen", "A").tile = "506"
    assert "nerozprášená" in _refusal(game, Play("su-s", "control")).message
    for unit in pos.units:
        if unit.side == DE:
            unit.routed = True
    assert game.is_legal(Play("su-s", "control"))
    game.play(Play("su-s", "control"))
    assert pos.control_of("506", SU) == "controlled" and pos.control_of("506", DE) == "scouted"


def test_mines_and_fire_lanes(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    pos.mines.append(Mine(frozenset(("503", "504")), DE, "A", anti_tank=False))
    game = Game(pos)
    res = game.play(Play("su-s", "move", path=("504",)), rolls=[3])  # base defense 4 only: 3 misses
    assert pos.unit(SU, "riflemen", "A").tile == "504"
    assert any("Mina" in t for t in res.explanation.texts())
    pos.unit(SU, "riflemen", "A").tile = "503"
    pos.cards[SU].hand.append(Card("su-s2", "riflemen", "A", actions=(CardAction("move", 1),)))
    pos.cards[SU].casualties.clear()
    pos.cards[SU].discard.append(Card("su-s3", "riflemen", "A"))
    game.play(Play("su-s2", "move", path=("504",)), rolls=[4])
    assert pos.unit(SU, "riflemen", "A").tile == "503", "a casualty stops the move before the mine"
    assert not pos.mines
    # fire lane: German MG B lane on 504 fires krycí palba 3 at the Soviet riflemen moving in
    pos.fire_lanes[(DE, "B")] = "504"
    pos.cards[SU].hand.append(Card("su-s4", "riflemen", "A", actions=(CardAction("move", 1),)))
    game.play(Play("su-s4", "move", path=("504",)), rolls=[0, 1, 1])
    assert pos.unit(SU, "riflemen", "A").suppressed
    assert pos.fire_lanes[(DE, "B")] == "504"


def test_legal_actions_and_initiative(normandie_round: Position) -> None:
    game = Game(normandie_round)
    plays = game.legal_actions
    assert any(p.action == "scout" and p.path == ("3B", "17B") for p in plays)
    assert not any(p.card.startswith("vz") for p in plays)
    pos = normandie_round
    pos.cards[US].hand.append(Card("i9", "platoon_sergeant", None, initiative=9))
    pos.cards[DE].hand.append(Card("i9b", "platoon_sergeant", None, initiative=9))
    winner, expl = zones.resolve_initiative(game.variant, pos, {US: pos.cards[US].hand[-1], DE: pos.cards[DE].hand[-1]})
    assert winner == DE and "Shoda" in expl.texts()[0]


def test_draw_reshuffles_without_play_area() -> None:
    pc = PlayerCards(
        discard=[Card("d1", "riflemen", "A"), Card("d2", "riflemen", "A")], play_area=[Card("p", "riflemen", "B")]
    )
    drawn = zones.draw(pc, 4, random.Random(0))
    assert len(drawn) == 2 and pc.play_area and not pc.deck


def test_stalingrad_compound_actions_generated_and_legal(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    pos.units.append(Unit(SU, "engineers", "A", 5, "503"))
    pos.units.append(Unit(SU, "scouts", "A", 4, "503"))
    hand = pos.cards[SU].hand
    hand += [
        Card(
            "z",
            "engineers",
            "A",
            actions=(
                CardAction("mines", 2),
                CardAction("smoke"),
                CardAction("attack_and_sneak"),
                CardAction("grenades", 2),
            ),
        ),
        Card(
            "p", "scouts", "A", actions=(CardAction("securing_recon"), CardAction("sally"), CardAction("attack", 1))
        ),
        Card("vz", "fog_of_war", None),
    ]
    pos.cards[SU].play_area.append(
        Card("pk", "machine_gunners", "A", actions=(CardAction("fire_lane"), CardAction("attack", 3, upgraded=True)))
    )
    hand.append(
        Card("v", "squad_leader", "A", actions=(CardAction("rally", 1, "A"), CardAction("exert", 1)))
    )
    game = Game(pos)
    kinds = {p.action for p in game.legal_actions}
    assert {
        "mines",
        "smoke",
        "attack_and_sneak",
        "securing_recon",
        "sally",
        "rally",
        "exert",
        "grenades",
    } <= kinds
    encouraged = [p for p in game.legal_actions if p.action == "rally"]
    assert encouraged and all(p.follow is not None and p.follow.action == "fire_lane" for p in encouraged)
    assert any(p.follow.action == "attack" for p in game.legal_actions if p.action == "exert")
    # výpad: move 1, then attack
    res = game.play(
        Play("p", "sally", path=("504",), follow=Play("p", "attack", target=Aim.at_unit(DE, "riflemen", "B"))),
        rolls=[9],
    )
    assert pos.unit(SU, "scouts", "A").tile == "504" and res.attacks and res.attacks[0].success
    # vypětí sil: use the upgraded attack of the played MG card, then the MGs are under fire
    game.play(
        Play("v", "exert", cards=("pk",), follow=Play("pk", "attack", target=Aim.at_unit(DE, "riflemen", "B"))),
        rolls=[1, 1, 1],
    )
    assert pos.unit(SU, "machine_gunners", "A").suppressed
    # průzkum in Stalingrad: fog card set aside, one card drawn
    pos.cards[SU].deck.append(Card("d", "riflemen", "A"))
    game.play(Play("z", "smoke"))
    assert "503" in pos.smoke


def test_skryty_presun_refusal_names_both_sources() -> None:
    tiles = [Tile("a"), Tile("b"), Tile("c")]
    pos = Position.from_edges("normandie", (US, DE), tiles, [("a", "b"), ("b", "c")])
    pos.units.append(Unit(US, "snipers", None, 5, "a"))
    pos.cards = {
        US: PlayerCards(hand=[Card("o", "snipers", None, actions=(CardAction("sneak"),))]),
        DE: PlayerCards(),
    }
    pos.to_move = US
    err = _refusal(Game(pos), Play("o", "sneak", path=("b", "c")))
    assert "stručný přehled" in err.message and len(err.rules) == 2


def test_start_round_draws_four() -> None:
    from engine.undaunted.variants import NORMANDIE

    pos = Position.from_edges("normandie", (US, DE), [Tile("a")], [])
    pos.cards = {
        US: PlayerCards(deck=[Card(f"u{i}", "riflemen", "A") for i in range(6)]),
        DE: PlayerCards(deck=[Card("g", "riflemen", "A")], discard=[Card(f"d{i}", "riflemen", "A") for i in range(5)]),
    }
    zones.start_round(NORMANDIE, pos, random.Random(2))
    assert len(pos.cards[US].hand) == 4 and len(pos.cards[DE].hand) == 4


def test_merged_squads_count_as_one(stalingrad_round: Position) -> None:
    pos = stalingrad_round
    pos.to_move = DE
    game = Game(pos)
    pos.cards[DE].reserve.append(Card("de-sC", "riflemen", "C"))
    _refusal(game, Play("de-v", "bolster", cards=("de-sC",)))
    pos.merged_squads.append(frozenset({"B", "C"}))
    assert game.is_legal(Play("de-v", "bolster", cards=("de-sC",)))


def test_evaluate_attack_does_not_change_the_position(normandie_round: Position) -> None:
    pos = normandie_round
    pos.units[2].tile = "2A"
    pos.unit(DE, "riflemen", "A").tile = "17B"  # forest, cover 3, one tile from 2A
    game = Game(pos)
    attacker = pos.unit(US, "machine_gunners", "C")
    lines, expl = game.evaluate_attack(
        US, attacker, "attack", CardAction("attack", 2), Aim.at_unit(DE, "riflemen", "A"), rolls=[5, 8]
    )
    assert lines[0].defense.total == 8 and lines[0].success is True
    assert any("51/100" in t for t in expl.texts())
    assert not pos.cards[DE].casualties


def test_normandie_refuses_stalingrad_pieces() -> None:
    from engine.explain import RulesError

    pos = Position.from_edges("normandie", (US, DE), [Tile("a")], [])
    pos.units.append(Unit(DE, "tank", "A", 6, "a"))
    with pytest.raises(RulesError) as info:
        Game(pos)
    assert "Stalingrad" in info.value.message


def test_grid_distance_matches_hex_distance() -> None:
    tiles = [Tile(f"{q},{r}", coords=(q, r)) for q in range(4) for r in range(4)]
    pos = Position.from_grid("normandie", (US, DE), tiles)
    for a in tiles:
        for b in tiles:
            (q1, r1), (q2, r2) = a.coords, b.coords
            hex_distance = (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2
            assert pos.distance(a.id, b.id) == hex_distance
    assert len(pos.adjacency["1,1"]) == 6 and len(pos.adjacency["0,0"]) == 2 and len(pos.adjacency["3,0"]) == 3
