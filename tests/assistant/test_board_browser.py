"""/na-mape in headless Chromium at phone and desktop size: placing, tapping, dragging, keys, shared links.

The numbers the page shows are compared with what the engine computes for the same position (read back
from the page's own address, which must reproduce the position).  With ``PRAVIDLA_SCREENS=<folder>`` the
tests also save screenshots there (to look at; not part of the check).
"""

from __future__ import annotations

import os
import re
import urllib.parse
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from engine.api import Intent, Query, facts_from_mapping
from engine.generalove.engine import ENGINE as GENERALOVE
from engine.generalove.facts import GeneraloveFacts
from engine.memoir44.engine import ENGINE as MEMOIR
from engine.memoir44.facts import Memoir44Facts
from engine.undaunted.engine import ENGINE as UNDAUNTED
from engine.undaunted.facts import Action, Target, UndauntedFacts, UnitType

pytestmark = pytest.mark.browser

SIZES: dict[str, dict[str, Any]] = {
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
    "desktop": {"viewport": {"width": 1280, "height": 900}},
}
SCREENS = os.environ.get("PRAVIDLA_SCREENS")


@pytest.fixture(params=sorted(SIZES))
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(**SIZES[request.param])
    page = context.new_page()
    page.size = request.param  # type: ignore[attr-defined]
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield page
        assert errors == []
    finally:
        context.close()


def _phone(page: Page) -> bool:
    return page.size == "phone"  # type: ignore[attr-defined,no-any-return]


def _tap(page: Page, selector: str) -> None:
    target = page.locator(selector)
    if _phone(page):
        target.tap()
    else:
        target.click()


def _mode(page: Page, mode: str) -> None:
    page.locator(f"input[name=mode][value={mode}]").check()


def _shot(page: Page, name: str) -> None:
    if SCREENS:
        os.makedirs(SCREENS, exist_ok=True)
        page.screenshot(path=os.path.join(SCREENS, f"{name}-{page.size}.png"), full_page=True)  # type: ignore[attr-defined]


def _settled(page: Page) -> None:
    page.wait_for_function("!document.getElementById('board-root').hasAttribute('aria-busy')")


def _facts_of(url: str, lists: tuple[str, ...]) -> dict[str, Any]:
    args = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    return {k: v if k in lists else v[0] for k, v in args.items() if k != "hra"}


def _exact(values: list[Fraction]) -> list[str]:
    return [f"{p.numerator}/{p.denominator}" for p in values]


def _place_unit(page: Page, hex_name: str, side: str, kind: str, figures: str) -> None:
    _mode(page, "unit")
    page.select_option("#unit-side", side)
    page.select_option("#unit-type", kind)
    page.select_option("#unit-figures", figures)
    _tap(page, f'[data-hex="{hex_name}"]')
    expect(page.locator(f'.token.{side}[data-on="{hex_name}"]')).to_have_count(1)


def test_memoir_forest_blocks_then_moved_off_the_line_gives_the_engines_odds(page: Page, live_app: str) -> None:
    page.goto(f"{live_app}/na-mape?hra=memoir44")
    _place_unit(page, "C5", "allies", "infantry", "4")
    _place_unit(page, "F5", "axis", "infantry", "3")
    _mode(page, "terrain")
    page.select_option("#feature", "forest")
    _tap(page, '[data-hex="E5"]')
    expect(page.locator('[data-hex="E5"]')).to_have_class(re.compile(r"\bt-forest\b"))
    _mode(page, "attack")
    _tap(page, '[data-hex="C5"]')
    expect(page.locator('[data-hex="C5"]')).to_have_class(re.compile(r"\battacker\b"))
    _tap(page, '[data-hex="F5"]')
    expect(page.locator("#board-sight")).to_contain_text("blokováno")
    expect(page.locator('[data-hex="E5"]')).to_have_class(re.compile(r"\bblocking\b"))
    expect(page.locator("#board-overlay .block-mark")).to_have_count(1)
    expect(page.locator("#board-dice")).to_have_count(0)
    _shot(page, "memoir-blocked")

    if _phone(page):  # by taps: pick the forest, then where it goes
        _mode(page, "move")
        _tap(page, '[data-hex="E5"]')
        _tap(page, '[data-hex="E3"]')
    else:  # by dragging it
        page.drag_and_drop('[data-hex="E5"]', '[data-hex="E3"]')
    expect(page.locator('[data-hex="E3"]')).to_have_class(re.compile(r"\bt-forest\b"))
    expect(page.locator("#board-dice")).to_be_visible()
    _settled(page)
    _shot(page, "memoir-odds")

    facts = _facts_of(page.url, ("hex_features", "hex_units"))
    assert facts == {"attacker_hex": "C5", "target_hex": "F5", "hex_features": ["E3=forest"],
                     "hex_units": ["C5=allies:infantry:4", "F5=axis:infantry:3"]}
    engine = MEMOIR.evaluate(Query("memoir44", Intent.ODDS, facts_from_mapping(Memoir44Facts, facts))).numbers
    shown = _read_odds(page)
    assert shown["dice"] == engine["dice"]
    assert shown["p_hits"] == _exact(engine["p_hits"])
    assert shown["p_hit"] == _exact([engine["p_at_least_one_hit"]])[0]
    assert "blokováno" not in page.inner_text("#board-sight")

    page.reload()
    expect(page.locator("#board-dice")).to_be_visible()
    assert _read_odds(page) == shown
    expect(page.locator('[data-hex="E3"]')).to_have_class(re.compile(r"\bt-forest\b"))
    expect(page.locator('[data-hex="C5"]')).to_have_class(re.compile(r"\battacker\b"))
    expect(page.locator('.token.axis[data-on="F5"] text')).to_have_text("P3")


def _read_odds(page: Page) -> dict[str, Any]:
    return {
        "dice": int(page.inner_text("#board-dice").split()[0]),
        "p_hits": page.eval_on_selector_all("#board-p-hits td", "tds => tds.map(td => td.dataset.exact)"),
        "p_hit": page.get_attribute("#board-p-hit", "data-exact"),
    }


def test_rules_are_linked_by_their_place_not_their_id(page: Page, live_app: str) -> None:
    query = urllib.parse.urlencode([("hra", "memoir44"), ("attacker_hex", "D5"), ("target_hex", "F5"),
                                    ("hex_units", "D5=allies:armour:3"), ("hex_units", "F5=axis:infantry:4")])
    page.goto(f"{live_app}/na-mape?{query}")
    expect(page.locator("#board-retreats > ul > li")).to_have_count(3)
    links = page.locator(".board-answer a.rule-link")
    assert links.count() >= 3
    for text in links.all_inner_texts():
        assert text.startswith("Memoir '44 ›") and "memoir44." not in text
    assert "memoir44." not in page.inner_text("#board-answer")
    assert page.locator("#board-overlay .retreat-path").count() == 2  # one flag: back to E4 or F4
    _shot(page, "memoir-retreats")


def test_keyboard_places_and_selects(page: Page, live_app: str) -> None:
    page.goto(f"{live_app}/na-mape?hra=memoir44")
    _mode(page, "unit")
    page.focus('[data-hex="A1"]')
    for _ in range(2):
        page.keyboard.press("ArrowDown" if not _phone(page) else "ArrowLeft")  # the phone's board is turned
    focused = page.evaluate("document.activeElement.dataset.hex")
    assert focused == "B3"  # A2 is a half hex: down from A1 goes to B2, then B3
    page.keyboard.press("Enter")
    expect(page.locator('.token.allies[data-on="B3"]')).to_have_count(1)
    expect(page.locator('[data-hex="B3"]')).to_have_attribute("aria-label", re.compile("Spojenci: pěchota"))


def test_generalove_zone_shows_table_cells_with_certainty_and_the_engines_odds(page: Page, live_app: str) -> None:
    page.goto(f"{live_app}/na-mape?hra=generalove")
    page.select_option("#troop", "attacking_infantry")
    _tap(page, '[data-field="M1"]')
    page.select_option("#troop", "defending_infantry")
    _tap(page, '[data-field="T1"]')
    expect(page.locator(".board-cells .confidence")).to_have_count(1)
    expect(page.locator(".board-cells .confidence")).to_contain_text("jistota")
    _settled(page)
    _shot(page, "generalove")
    facts = _facts_of(page.url, ("zone_mine", "zone_theirs"))
    engine = GENERALOVE.evaluate(Query("generalove", Intent.ODDS, facts_from_mapping(GeneraloveFacts, facts)))
    shown = page.eval_on_selector_all("#board-mine-p-ztec td", "tds => tds.map(td => td.dataset.exact)")
    assert shown == _exact(engine.numbers["p_hits_ztec"])
    page.reload()
    expect(page.locator('[data-field="M1"] .field-unit')).to_have_text("pěchota")
    assert page.eval_on_selector_all("#board-mine-p-ztec td", "tds => tds.map(td => td.dataset.exact)") == shown


def test_the_ask_page_answer_opens_on_the_board(page: Page, live_app: str) -> None:
    page.goto(f"{live_app}/zeptej-se")
    page.fill("#otazka", "Moje pěchota střílí na obrněnce v lese 2 pole daleko. Jaká je šance na zásah?")
    page.select_option("#hra", "memoir44")
    page.click("button[type=submit]")
    page.locator("#board-link").click()
    page.wait_for_url(re.compile(r"/na-mape\?"))
    expect(page.locator("#board-dice")).to_be_visible()
    target = page.locator(".hex.target")
    expect(target).to_have_class(re.compile(r"\bt-forest\b"))
    ask = page.locator("#board-ask")
    assert "otazka=" in (ask.get_attribute("href") or "")
    ask.click()
    page.wait_for_url(re.compile(r"/zeptej-se\?"))
    expect(page.locator(".answer")).to_contain_text("Rozuměl jsem")


def test_odhodlani_attack_over_two_tiles_onto_a_hill_gives_the_engines_defence(page: Page, live_app: str) -> None:
    page.goto(f"{live_app}/na-mape?hra=normandie")
    _mode(page, "unit")
    for tile, side in (("A2", "americans"), ("C2", "germans")):
        page.select_option("#unit-side", side)
        page.select_option("#unit-type", "riflemen")
        page.select_option("#unit-base", "1")
        _tap(page, f'[data-tile="{tile}"]')
        expect(page.locator(f'.unit-token.{side}[data-on="{tile}"]')).to_have_count(1)
    _mode(page, "tile")
    page.select_option("#cover-kind", "hill")
    _tap(page, '[data-tile="C2"]')
    expect(page.locator('[data-tile="C2"]')).to_have_class(re.compile(r"\bc-hill\b"))
    _mode(page, "attack")
    page.select_option("#action", "attack")
    page.select_option("#action-value", "3")
    _tap(page, '[data-tile="A2"]')
    _tap(page, '[data-tile="C2"]')
    expect(page.locator("#board-total")).to_be_visible()
    _settled(page)
    expect(page.locator('[data-tile="B2"]')).to_have_class(re.compile(r"\bcounted\b"))
    _shot(page, "odhodlani-hill")

    engine = UNDAUNTED.evaluate(Query("normandie", Intent.ODDS, UndauntedFacts(
        action=Action.ATTACK, action_value=3, attacker=UnitType.RIFLEMEN, target=Target.RIFLEMEN, base_defense=1,
        distance=2, hill_target=True))).numbers  # two tiles onto a hill, as the manual's rules count it
    shown = _read_defence(page)
    assert shown["parts"] == {"base": engine["base_defense"], "cover": engine["cover"], "range": engine["range_bonus"],
                              "total": engine["total_defense"], "dice": engine["dice"]}
    assert shown["p_hit"] == _exact([engine["p_hit"]])[0]
    assert "Kopcovitý terén" in page.inner_text("#board-answer")  # the rule that sets the cover, linked
    page.reload()
    expect(page.locator("#board-total")).to_be_visible()
    assert _read_defence(page) == shown


def _read_defence(page: Page) -> dict[str, Any]:
    parts = {key: int(page.inner_text(f"#board-{key}")) for key in ("base", "cover", "range", "total", "dice")}
    return {"parts": parts, "p_hit": page.get_attribute("#board-p-hit", "data-exact")}


def test_terrain_on_the_map_shows_its_terrain_card(page: Page, live_app: str) -> None:
    """Issue 16: the board shows the same terrain card as the rule pages and sheets, for what stands on it."""
    query = urllib.parse.urlencode([("hra", "memoir44"), ("hex_features", "E5=forest"),
                                    ("hex_features", "D4=sandbags")])
    page.goto(f"{live_app}/na-mape?{query}")
    expect(page.locator("#board-terrain")).to_be_visible()
    shown = page.locator("#board-terrain .pr-terrain:visible")
    expect(shown).to_have_count(2)
    assert sorted(shown.evaluate_all("cards => cards.map(c => c.dataset.terrain)")) == ["forest", "sandbags"]
    forest = page.locator("#board-terrain .pr-terrain[data-terrain=forest]")
    assert "Linie výhledu" in forest.inner_text()
    assert forest.locator("a").first.get_attribute("href").startswith("/memoir44/")  # each line links its rule
    _shot(page, "memoir-terrain-cards")
    page.goto(f"{live_app}/na-mape?hra=memoir44")  # an empty map: no cards
    expect(page.locator("#board-terrain")).to_be_hidden()
