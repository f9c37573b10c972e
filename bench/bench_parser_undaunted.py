"""How well the Odhodlaní parser reads questions: facts, intent and the proposition asked.

For every Odhodlaní question of a set, the question runs through the classifier and the
parser (no engine, no answer) and is compared with what the set says it states:

* **facts** — each expected fact must be read with the same canonical value (a unit the set
  names without a role may be read in any unit role); a question counts as right when all
  its expected facts are;
* **intent** — the parser's (refined) intent equals the expected one;
* **ask** — for a yes/no whose proposition the engine can decide, the same proposition and
  polarity; a proposition read where the set expects none the engine decides is counted apart.

Sets: ``bench/data/qa-own-tune.json`` (the project's own questions; ``stated`` in its own
vocabulary, mapped below), ``../shared/eval/qa.json`` and ``qa-players.json`` (development:
``position`` in the older facts).  The held-out set is never read here.

Run: ``.venv/bin/python bench/bench_parser_undaunted.py [--set NAME] [--failures]``
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.api import FactError, facts_to_dict  # noqa: E402
from rules_corpus.paths import shared_dir  # noqa: E402
from understanding.intent import classify_intent  # noqa: E402
from understanding.text import analyse  # noqa: E402
from understanding.undaunted import PARSER  # noqa: E402

SETS = {
    "own-tune": REPO / "bench" / "data" / "qa-own-tune.json",
    "qa": shared_dir() / "eval" / "qa.json",
    "qa-players": shared_dir() / "eval" / "qa-players.json",
}
GAMES = ("normandie", "stalingrad")
# the own set's ``stated`` keys -> the facts that may hold them (any of them counts)
STATED: dict[str, tuple[str, ...]] = {
    "action": ("action", "wanted_action"), "unit": ("unit", "hit_unit", "attacker", "target", "card_played",
                                                     "played_card", "enemy_unit", "reserve_card"),
    "target": ("target",), "attacker": ("attacker",), "distance": ("distance",), "base_defense": ("base_defense",),
    "total_defense": ("total_defense",), "suppressed": ("suppressed", "target_suppressed"), "cover": ("cover",),
    "normal_cover": ("cover",), "dice": ("dice",), "routed": ("routed",), "action_value": ("action_value",),
    "hill_target": ("hill_target",), "hill_attacker": ("hill_attacker",), "rolls": ("rolls",),
    "same_tile": ("attacker_same_tile",), "building_cover": ("building_cover",),
    "fortification_cover": ("fortification_cover",), "my_initiative": ("own_initiative",),
    "opponent_initiative": ("enemy_initiative",), "control_token": ("own_control_token", "destination_control"),
    "enemy_control_token": ("enemy_controls_tile",), "enemy_controls": ("enemy_controls_tile",),
    "enemy_unit_on_tile": ("enemy_unit_on_tile", "enemy_unit"), "enemy_routed": ("enemy_unit_routed",),
    "fields": ("steps", "distance"), "unexplored_fields": ("unscouted_tiles",), "reserve_fog": ("fog_in_reserve",),
    "fog_in_hand": ("war_confusion_in_hand",), "loss_cards": ("casualty_count",), "mine": ("mine",),
    "squad": ("squad", "unit_squad", "played_card_squad", "reserve_card_squad"),
    "card_squad": ("played_card_squad", "unit_squad", "reserve_card_squad"),
    "controls_tile": ("target_controls_tile",),
}
# the own set's proposition names -> (engine proposition, polarity)
ASKS: dict[str, tuple[str, bool]] = {
    "move_allowed": ("move_allowed", True), "move_forbidden": ("move_allowed", False),
    "attack_hits": ("attack_hits", True), "can_hit": ("hit_possible", True),
    "fortification_cover_counts": ("fortification_cover_counts", True), "aim_allowed": ("aim_allowed", True),
    "control_allowed": ("tile_may_be_controlled", True), "cover_ignored": ("cover_counts", False),
    "range_bonus_ignored": ("range_bonus_counts", False), "own_units_targeted": ("hits_own_units", True),
    "has_effect": ("action_has_effect", True), "action_without_effect": ("action_has_effect", False),
    "i_play_first": ("initiative_won", True), "won": ("game_won", True), "opponent_won": ("enemy_won", True),
    "deploy_allowed": ("deployment_allowed", True), "replaced_by_reservist": ("replaced_by_reservist", True),
    "may_play_drawn_card": ("drawn_card_playable", True), "token_removed": ("token_removed", True),
    "token_stays": ("token_removed", False), "may_take_card": ("card_returns_to_hand|action_allowed", True),
    "tank_targeted": ("action_has_effect|action_allowed", True),
    "mine_triggers": ("mine_triggers", True), "own_mine_triggers": ("mine_triggers", True),
    "unit_unrouted": ("rout_removed", True), "remove_immediately": ("rout_removed", True),
    "stays_suppressed": ("stays_suppressed", True), "control_token_placed": ("control_token_placed", True),
}
UNIT_ACT = {"attack_allowed", "action_allowed", "target_allowed", "blast_allowed",
            "may_use_upgraded_action"}


def expected_of(item: dict[str, Any]) -> tuple[dict[str, tuple[tuple[str, ...], Any]], tuple[str, bool] | None]:
    """(fact key -> (facts that may hold it, canonical value)), expected (proposition, polarity)."""
    facts: dict[str, tuple[tuple[str, ...], Any]] = {}
    if "stated" in item:
        for key, raw in item["stated"].items():
            names = STATED.get(key)
            value = _canonical(names[0], raw) if names else None
            if names and value is not None:
                facts[key] = (names, value)
        proposition = item.get("proposition")
        ask = ASKS.get(proposition) if proposition else None
        if proposition in UNIT_ACT:
            ask = ("action_allowed|unit_may_act", item["expect"].get("verdict") is not None)
        return facts, ask
    try:
        typed = facts_to_dict(PARSER.facts_from_position(item["game"], item.get("position") or {}))
    except FactError:
        return {}, None
    return {k: (POSITION_ALSO.get(k, (k,)), v) for k, v in typed.items()}, None


# older position keys the parser may read in another, equivalent role (derived facts: the engine derives them)
POSITION_ALSO = {"card_played": ("card_played", "unit"), "dice": ("dice", "action_value", "rolls_count"),
                 "hit_unit": ("hit_unit", "unit")}


def _canonical(name: str, raw: Any) -> Any:
    try:
        return facts_to_dict(PARSER.facts_from_position("normandie", {name: raw})).get(name)
    except FactError:
        return None


def check(item: dict[str, Any]) -> dict[str, Any]:
    q = analyse(item["question"])
    understood = PARSER.parse(q, item["game"], classify_intent(q))
    got = facts_to_dict(understood.query.facts)
    if "rolls" in got:
        got["rolls_count"] = len(got["rolls"])
    facts, ask = expected_of(item)
    missed = [k for k, (names, value) in facts.items() if not any(_same(got.get(n), value) for n in names)]
    query_ask = understood.query.ask
    got_ask = (query_ask.proposition, query_ask.positive) if query_ask else None
    ask_ok = None
    if ask is not None:
        ask_ok = got_ask is not None and got_ask[0] in ask[0].split("|") and (
            "|" in ask[0] or got_ask[1] == ask[1])
    intent_ok = str(understood.query.intent) == item["intent"] if "intent" in item else None
    spurious = ask is None and got_ask is not None and "proposition" in item and item.get("proposition") is None
    return {"facts_n": len(facts), "facts_missed": missed, "intent_ok": intent_ok, "ask_ok": ask_ok,
            "spurious_ask": spurious, "got": got, "ask": got_ask}


def _same(got: Any, want: Any) -> bool:
    if isinstance(want, list):
        return list(got or []) == want
    return got == want


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", choices=sorted(SETS))
    parser.add_argument("--failures", action="store_true")
    args = parser.parse_args(argv)
    for name in args.set or list(SETS):
        items = [i for i in json.loads(SETS[name].read_text(encoding="utf-8")) if i["game"] in GAMES]
        c: Counter[str] = Counter()
        lines = []
        for item in items:
            r = check(item)
            c["n"] += 1
            c["facts_expected"] += r["facts_n"]
            c["facts_right"] += r["facts_n"] - len(r["facts_missed"])
            if r["facts_n"]:
                c["with_facts"] += 1
                c["questions_facts_right"] += not r["facts_missed"]
            if r["intent_ok"] is not None:
                c["with_intent"] += 1
                c["intent_right"] += r["intent_ok"]
            if r["ask_ok"] is not None:
                c["asks"] += 1
                c["asks_right"] += r["ask_ok"]
            c["spurious"] += r["spurious_ask"]
            if r["facts_missed"] or r["ask_ok"] is False or r["intent_ok"] is False or r["spurious_ask"]:
                lines.append(f"{item['id']} missed={r['facts_missed']} intent_ok={r['intent_ok']} "
                             f"ask={r['ask']} ask_ok={r['ask_ok']} „{item['question'][:100]}“ → {r['got']}")
        n = max(1, c["with_facts"])
        print(f"{name}: {c['n']} otázek Odhodlaní, {c['with_facts']} s údaji; údaje správně u "
              f"{c['questions_facts_right']} z nich ({100 * c['questions_facts_right'] / n:.1f} %), "
              f"{c['facts_right']}/{c['facts_expected']} údajů; záměr {c['intent_right']}/{c['with_intent']} "
              f"(otázek se záměrem); tvrzení (ask) {c['asks_right']}/{c['asks']}, navíc čtené tvrzení {c['spurious']}")
        if args.failures:
            for line in lines:
                print("   ✗", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
