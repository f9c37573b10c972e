"""The Generálové parser: questions -> intent, proposition, facts (truth tables), and JSON positions -> facts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.api import Ask, FactError, Intent, Query, facts_to_dict
from engine.generalove.facts import GeneraloveFacts, Order, Proposition, SectorId, Stance, Troop, UnitKind
from engine.generalove.presentation.forms import SECTOR_FORMS, UNIT_FORMS
from engine.registry import ENGINES
from understanding import IntentGuess
from understanding.generalove import PARSER
from understanding.registry import PARSERS
from understanding.text import analyse

SET = Path(__file__).resolve().parents[2] / "bench" / "data" / "generalove-parser.json"
TUNE = [item for item in json.loads(SET.read_text(encoding="utf-8")) if item["split"] == "tune"]
UNSURE = IntentGuess(Intent.LOOKUP, 0.0)


def read(question: str, guess: IntentGuess = UNSURE) -> dict[str, Any]:
    return PARSER.parse(analyse(question), "generalove", guess).as_json()


def test_registered() -> None:
    assert PARSERS["generalove"] is PARSER and PARSER.games == ("generalove",)
    assert PARSER.aliases.label("unit", "cavalry") == "jízda"


# Items the parser still reads wrong, and why (strict: the test fails once they are read right).
KNOWN: dict[str, str] = {}  # items the parser is known to misread, with the reason (none today)


@pytest.mark.parametrize("item", [pytest.param(i, marks=pytest.mark.xfail(reason=KNOWN[i["id"]], strict=True))
                                  if i["id"] in KNOWN else i for i in TUNE], ids=[item["id"] for item in TUNE])
def test_truth_table(item: dict[str, Any]) -> None:
    """Intent, the proposition asked (and which way round), every fact — and the engine's answer to it."""
    understood = PARSER.parse(analyse(item["q"]), "generalove", UNSURE)
    got = understood.as_json()
    assert (got["intent"], got.get("asks"), got["facts"]) == (item["intent"], item["ask"], item["facts"])
    answer = ENGINES["generalove"].evaluate(understood.query).as_dict()
    if "verdict" in item:
        assert answer["verdict"] == item["verdict"]
    for key, value in item.get("numbers", {}).items():
        assert answer["numbers"][key] == pytest.approx(value, abs=5e-4)


@pytest.mark.parametrize("item", TUNE, ids=[item["id"] for item in TUNE])
def test_every_fact_says_which_words_it_came_from(item: dict[str, Any]) -> None:
    got = read(item["q"])
    assert set(got["spans"]) == set(got["facts"])
    for name, span in got["spans"].items():
        for part in span.split(" … "):
            assert (part and part.lower() in item["q"].lower()) or name == "other_active_zones", (name, span)


@pytest.mark.parametrize(
    ("question", "modifier"),
    [("postih −2", -2), ("bonus +1", 1), ("mám postih 2", -2), ("úprava -1", -1), ("s bonusem dva", 2),
     ("úprava mínus jedna", -1), ("bez úpravy", 0), ("+3 k hodu", 3), ("postih -1", -1), ("bonus plus jedna", 1)],
)
def test_modifiers_in_digits_and_words(question: str, modifier: int) -> None:
    assert read(f"Hážu dvěma kostkami, {question}. Jaká je šance?")["facts"]["modifier"] == modifier


def test_a_roll_told_after_its_modifiers_has_none_left() -> None:
    facts = read("Moje pěchota útočí a po započtení úprav mi na kostce vyšla čtyřka. Počítá se to jako zásah?")["facts"]
    assert facts["modifier"] == 0 and facts["rolls"] == [4]


def test_points_for_a_flank_are_no_modifier() -> None:
    facts = read("Mám devět vítězných bodů a v bodování přidám jeden za soupeřovo křídlo. Vyhrál jsem?")["facts"]
    assert facts == {"vp_before": 9, "controls_enemy_flanks": 1}


@pytest.mark.parametrize(("words", "dice"), [("jednou kostkou", 1), ("dvěma kostkami", 2), ("3 kostky", 3),
                                             ("třemi kostkama", 3), ("čtyřmi kostkami", 4), ("5 kostek", 5),
                                             ("dvema kotskama", 2)])
def test_dice_in_digits_words_and_typos(words: str, dice: int) -> None:
    assert read(f"Hážu {words} s postihem -1, jaká je šance na zásah?")["facts"]["dice"] == dice


@pytest.mark.parametrize(
    ("question", "mine", "theirs"),
    [
        ("Moje jízda útočí na soupeřovu pěchotu v obraně.", ("cavalry", "attacking"), ("infantry", "defending")),
        ("Na mou nepřipravenou pěchotu útočí soupeřova jízda.", ("infantry", "unprepared"), ("cavalry", "attacking")),
        ("Útočím jízdou na nepřipravené dělostřelectvo.", ("cavalry", "attacking"), ("artillery", "unprepared")),
        ("soupeřova pěchota útočí na moje dělostřelectvo s rozkazem k obraně",
         ("artillery", "defending"), ("infantry", "attacking")),
        ("Moje pěchota je v obraně a útočí na ni jízda soupeře.", ("infantry", "defending"), ("cavalry", "attacking")),
        ("útočící jízda proti pěchotě v obraně", ("cavalry", "attacking"), ("infantry", "defending")),
    ],
)
def test_roles_whose_unit_is_whose(question: str, mine: tuple[str, str], theirs: tuple[str, str]) -> None:
    facts = read(question + " Jakou úpravu mám?")["facts"]
    assert (facts["my_unit"], facts["my_stance"]) == mine
    assert (facts["opponent_unit"], facts["opponent_stance"]) == theirs


@pytest.mark.parametrize(
    ("text", "sector"),
    [("soupeřovo levé křídlo", "enemy_left_flank"), ("levé křídlo soupeře", "enemy_left_flank"),
     ("moje pravé křídlo", "own_right_flank"), ("střed bojiště", "centre"), ("levý střed", "centre_left"),
     ("nepřátelské velitelské stanoviště", "enemy_command_post"), ("soupeřovu rezervu", "enemy_reserve"),
     ("velitelske stanoviste souperu", "enemy_command_post")],
)
def test_sector_names(text: str, sector: str) -> None:
    facts = read(f"Můžu přesunout jízdu do {text}?")["facts"]
    assert facts["target"] == sector


@pytest.mark.parametrize(("question", "sector"), [("muzu jizdou vjet souperi do rezervy?", "enemy_reserve"),
                                                  ("Smím jízdou vjet nepříteli do rezervy?", "enemy_reserve"),
                                                  ("Můžu jízdou vjet do rezervy?", "own_reserve")])
def test_the_opponent_in_the_dative_owns_the_reserve(question: str, sector: str) -> None:
    assert read(question)["facts"]["target"] == sector


def test_a_yes_no_asks_the_proposition_and_its_polarity() -> None:
    forbidden = read("Je zakázané dát jízdě rozkaz k obraně?")
    assert forbidden["asks"] == {"proposition": "order_allowed", "positive": False}
    stays = read("Zůstává opuštěné dělostřelectvo na místě?")
    assert stays["asks"] == {"proposition": "flees", "positive": False}
    mine = read("V cílovém sektoru má soupeř dělo a dvě pěchoty. Můžu si při ostřelování sám určit, že pálím po děle?")
    assert mine["asks"] == {"proposition": "opponent_chooses_bombarded", "positive": False}, "I choose: the other way"
    theirs = read("Určuje ostřelovanou jednotku soupeř?")
    assert theirs["asks"] == {"proposition": "opponent_chooses_bombarded", "positive": True}
    negated = read("Nemůže jízda střílet?")
    assert negated["asks"] == {"proposition": "may_fire", "positive": True}, "a negated question asks the same thing"


def test_a_concept_named_in_an_aniz_clause_is_asked_negated() -> None:
    """"aniž bych musel obětovat" means "and I need not sacrifice": the statement is asked the other way round."""
    without = read("Smím opuštěné dělo reorganizovat na bojišti, aniž bych musel obětovat jiné dělo?")
    assert without["asks"] == {"proposition": "reorg_removes_second", "positive": False}
    plain = read("Musím při reorganizaci děla obětovat jiné dělo?")
    assert plain["asks"] == {"proposition": "reorg_removes_second", "positive": True}


def test_a_unit_named_makes_it_a_question_of_its_orders_not_of_the_players_turns() -> None:
    """"zároveň" asks whether the players act at the same time only when no unit is named."""
    players = read("Provádějí hráči rozkazy zároveň?")
    assert players["asks"]["proposition"] == "orders_simultaneous"
    unit = read("Chci pěší rotě dát přesun a zároveň obranu. Může dostat dva rozkazy v jednom kole?")
    assert unit["asks"]["proposition"] == "order_allowed" and unit["facts"]["orders_per_unit"] == 2
    answer = ENGINES["generalove"].evaluate(PARSER.parse(analyse(
        "Chci pěší rotě dát přesun a zároveň obranu. Může dostat dva rozkazy v jednom kole?"), "generalove",
        UNSURE).query)
    assert answer.verdict is False


def test_a_confident_classifier_is_kept_and_a_yes_no_refined() -> None:
    odds = read("Hážu dvěma kostkami s postihem -1, jaká je šance?", IntentGuess(Intent.ODDS, 0.9))
    assert odds["intent"] == "odds"
    refined = read("Může jízda střílet?", IntentGuess(Intent.LOOKUP, 0.3))
    assert refined["intent"] == "yes_no" and refined["asks"]["proposition"] == "may_fire"


def test_a_fact_out_of_range_is_left_out_with_a_note() -> None:
    understood = PARSER.parse(analyse("Hážu 12 kostkami s postihem -1, jaká je šance?"), "generalove", UNSURE)
    assert understood.query.facts.dice is None and understood.notes


# ---------------------------------------------------------------- positions (JSON) -> facts

OLD_PAYLOADS: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"dice": 1, "modifier": -1}, {"dice": 1, "modifier": -1}),
    ({"num_dice": "2", "net_modifier": "−1"}, {"dice": 2, "modifier": -1}),
    ({"vp_before": 4, "controls_enemy_hq": "ano", "controls_enemy_flanks": 1},
     {"vp_before": 4, "controls_enemy_hq": True, "controls_enemy_flanks": 1}),
    ({"my_unit": "jízda", "my_stance": "útok", "opponent_unit": "pěchota", "opponent_stance": "obrana"},
     {"my_unit": "cavalry", "my_stance": "attacking", "opponent_unit": "infantry", "opponent_stance": "defending"}),
    ({"my_unit": "cavalry", "my_stance": "attack", "enemy_unit": "infantry", "enemy_stance": "defence"},
     {"my_unit": "cavalry", "my_stance": "attacking", "opponent_unit": "infantry", "opponent_stance": "defending"}),
    ({"my_unit": "pěchota", "my_stance": "nepřipravená", "opponent_unit": "žádná"},
     {"my_unit": "infantry", "my_stance": "unprepared", "opposite_empty": True}),
    ({"direction": "z boku", "roll": "střelba", "phase": 3},
     {"direction": "flank", "roll": "fire", "phase": "infantry"}),
    ({"phase": "fáze jízdy"}, {"phase": "cavalry"}),
    ({"pairs": [["obrana:pechota", "utocici:jizda"], ["nepripravena:pechota", "zadna"]]},
     {"zone_mine": ["defending_infantry", "unprepared_infantry"], "zone_theirs": ["attacking_cavalry", "empty"]}),
    ({"unit": "jízda", "route": ["vlastní rezerva", "vlastní pravé křídlo", "pravý sektor uprostřed"],
      "enemy_held": ["vlastní pravé křídlo"]},
     {"unit": "cavalry", "route": ["own_reserve", "own_right_flank", "centre_right"],
      "enemy_held": ["own_right_flank"]}),
    ({"unit": "dělostřelectvo", "order": "ostřelování", "origin": "1,0", "target": "soupeřovo velitelské stanoviště"},
     {"unit": "artillery", "order": "bombardment", "origin": "own_command_post", "target": "enemy_command_post"}),
    ({"step_a": "3.3", "step_b": 4}, {"step_a": "3.3", "step_b": "4.1"}),
    ({"attackers": ["jízda", "pěchota"], "defenders": ["obrana:pěchota", "nepřipravená:jízda"]},
     {"attackers": ["cavalry", "infantry"], "defenders": ["defending_infantry", "unprepared_cavalry"]}),
    ({"units": ["pěchota", "jízda v panice"], "hits_taken": 2},
     {"units": ["unprepared_infantry", "panicked_cavalry"], "hits_taken": 2}),
    ({"bombarded_unit": "pěchota v panice"}, {"bombarded_unit": "panicked_infantry"}),
    ({"flee_from": "střed bojiště", "sector_status": {"vlastní levé křídlo": "nepřátelský", "levý sektor uprostřed":
                                                      "neutrální"}},
     {"flee_from": "centre", "hostile_sectors": ["own_left_flank"], "neutral_sectors": ["centre_left"]}),
    ({"target_status": "nepřátelský", "attacker": "soupeř"}, {"target_status": "hostile", "attacker": "opponent"}),
]


@pytest.mark.parametrize(("payload", "expected"), OLD_PAYLOADS)
def test_older_payloads_give_the_canonical_facts(payload: dict[str, Any], expected: dict[str, Any]) -> None:
    facts = PARSER.facts_from_position("generalove", payload)
    assert facts_to_dict(facts) == expected
    assert PARSER.facts_from_position("generalove", facts_to_dict(facts)) == facts, "canonical values round-trip"


@pytest.mark.parametrize(
    ("payload", "fact"),
    [({"flee_from": "Atlantida"}, "flee_from"), ({"route": ["střed bojiště", "Měsíc"]}, "route"),
     ({"attack_from": "9,9"}, "attack_from"), ({"my_unit": "tank"}, "my_unit"), ({"phase": 7}, "phase"),
     ({"dice": 40}, "dice"), ({"controls_enemy_hq": "možná"}, "controls_enemy_hq"), ({"teleport": 1}, "teleport"),
     ({"defenders": ["obrana:ponorka"]}, "defenders")],
)
def test_defect_unknown_values_are_refused_before_the_engine(payload: dict[str, Any], fact: str) -> None:
    """Issue 13: an unknown sector name raised ValueError out of evaluate(); now the parser refuses it."""
    with pytest.raises(FactError) as err:
        PARSER.facts_from_position("generalove", payload)
    assert err.value.fact == fact and err.value.message


def test_old_and_new_payloads_answer_alike() -> None:
    old = PARSER.facts_from_position("generalove", {"my_unit": "jízda", "my_stance": "útočící",
                                                    "opponent_unit": "pěchota", "opponent_stance": "obrana"})
    new = GeneraloveFacts(my_unit=UnitKind.CAVALRY, my_stance=Stance.ATTACKING, opponent_unit=UnitKind.INFANTRY,
                          opponent_stance=Stance.DEFENDING)
    assert old == new
    answer = ENGINES["generalove"].evaluate(Query("generalove", Intent.DEFENSE, old))
    assert answer.numbers["modifier_ztec"] == -2


# ---------------------------------------------------------------- the alias table and the presentation agree


def test_every_value_has_names_and_shows_a_listed_name() -> None:
    table = PARSER.aliases
    for kind in UnitKind:
        assert UNIT_FORMS[kind][0] == table.label("unit", kind.value)
    for sector in SectorId:
        assert SECTOR_FORMS[sector][0] in table.names("sector", sector.value)
    for name in ("stance", "roll", "direction", "status", "order", "phase"):
        assert table.values(name), name


def test_proposition_words_name_real_propositions() -> None:
    from understanding.generalove.reading import cues

    for key in cues():
        if key.startswith("ask."):
            Proposition(key.split(".", 1)[1])
    assert Troop.of(UnitKind.ARTILLERY, Stance.ATTACKING) is Troop.BOMBARDING_ARTILLERY
    assert Ask("won").positive


def test_defect_unknown_sector_is_a_422_not_a_500() -> None:
    """Issue 13: an unknown sector name used to raise ValueError out of evaluate(); the API now refuses it."""
    from assistant.app import create_app

    client = create_app().test_client()
    response = client.post("/api/ask", json={"question": "Kam uteče moje pěchota v panice?", "game": "generalove",
                                             "position": {"flee_from": "Atlantida"}})
    assert response.status_code == 422
    body = response.get_json()
    assert body["code"] == "bad_fact" and body["field"] == "flee_from" and "Atlantida" in body["error"]


def test_a_unit_going_along_is_the_askers_and_a_stated_order_keeps_the_phase_question() -> None:
    got = read("Moje jízda má rozkaz k přesunu. Smí táhnout ve fázi pěchoty společně s dělostřelectvem?")
    assert "opponent_unit" not in got["facts"], "a unit named with 'společně s' is nobody's opponent"
    assert got["facts"]["unit"] == "cavalry" and got["facts"]["activity"] == "move"
    assert got["asks"]["proposition"] == "activity_in_phase"


def test_dice_rolled_for_one_unit_are_not_the_dice_a_player_has() -> None:
    assert read("kolik kostek ma kazdy hrac?")["facts"].get("counted") == "dice"
    assert "counted" not in read("kolik kostek hazim za jednu jednotku")["facts"]


@pytest.mark.parametrize(("question", "proposition"), [
    # "dostanu zásah" is taking a hit, not "dostanu za ni (bod)"
    ("Když dostanu zásah, můžu ho přidělit jednotce, která už je v panice, a ušetřit tak bojeschopnou jednotku?", None),
    # who chose the bombarded unit, told before "… dostanu za ni vítězný bod?": the points are asked
    ("Ostřeloval jsem sektor, soupeř přiřadil žeton jednotce v panice a já ji trefil. Dostanu za ni vítězný bod?",
     "scores_vp"),
    # "stejným směrem" is the limit of five per direction, not an attack from several sides
    ("Můžu z jednoho sektoru poslat stejným směrem v jedné fázi šest jednotek naráz?", "order_allowed"),
])
def test_the_asked_proposition_of_look_alike_wordings(question: str, proposition: str | None) -> None:
    assert (read(question).get("asks") or {}).get("proposition") == proposition


def test_more_than_five_units_one_way_in_one_phase_is_refused_for_any_unit() -> None:
    facts = GeneraloveFacts(order=Order.MOVE, one_phase=True, units_same_direction=6)
    answer = ENGINES["generalove"].evaluate(Query("generalove", Intent.YES_NO, facts, Ask("order_allowed")))
    assert answer.verdict is False and "více než 5 jednotek" in answer.summary


def test_the_unit_compared_with_is_not_the_one_asked_about() -> None:
    assert read("muze jizda dostat rozkaz k obrane jako pechota")["facts"].get("unit") == "cavalry"


def test_a_unit_going_along_is_not_the_opponent() -> None:
    facts = read("Chci posunout baterii děl o jeden sektor dopředu ve fázi pěchoty spolu s pěšáky, můžu?")["facts"]
    assert facts["unit"] == "artillery" and "opponent_unit" not in facts
