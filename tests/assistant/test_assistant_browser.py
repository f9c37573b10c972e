"""The /zeptej-se page in headless Chromium: a question without diacritics, the verdict, a citation link."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_question_without_diacritics_gets_verdict_and_citation(browser: object, live_app: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})  # a phone
    page = context.new_page()
    try:
        page.goto(f"{live_app}/zeptej-se")
        page.fill("#otazka", "Minomet provadi vybuch 1 na pole 4 pole daleko, strelci maji zakladni obranu 4 "
                             "a pole ma kryt 2. Zapocitava se bonus za vzdalenost?")
        page.select_option("#hra", "normandie")
        page.click("button[type=submit]")
        page.wait_for_selector("#verdict")
        assert page.inner_text("#verdict").strip() == "Ne"
        assert "Celková obrana" in page.inner_text(".answer")
        link = page.locator("a.citation").first
        assert link.inner_text().startswith("Odhodlaní: Normandie ›")  # the rule's place, not its id
        rule_id = link.get_attribute("href").split("#", 1)[1]
        assert rule_id.startswith("normandie.")
        link.click()
        page.wait_for_load_state()
        assert page.locator(f"[id='{rule_id}']").count() == 1
    finally:
        context.close()


def test_hostile_question_is_shown_escaped(browser: object, live_app: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    try:
        page.goto(f"{live_app}/zeptej-se")
        page.fill("#otazka", "<img src=x onerror=alert(1)> kryt v normandii")
        page.click("button[type=submit]")
        page.wait_for_selector("main")
        assert dialogs == []
        assert "<img src=x onerror=alert(1)>" in page.input_value("#otazka")
    finally:
        context.close()


def test_misread_fact_corrected_in_the_form_recomputes(browser: object, live_app: str, tmp_path: object) -> None:
    """Issue 14: typed without diacritics, a fact corrected in one field, the engine answers again."""
    context = browser.new_context(viewport={"width": 390, "height": 844})  # a phone
    page = context.new_page()
    try:
        page.goto(f"{live_app}/zeptej-se")
        page.fill("#otazka", "kulometcici utoci na strelce se zakladni obranou 4, jsou 3 pole daleko, kryt 1. "
                             "jaka je celkova obrana?")
        page.select_option("#hra", "normandie")
        page.click("button[type=submit]")
        page.wait_for_selector("#facts")
        assert "Celková obrana je 8" in page.inner_text(".answer")
        assert page.inner_text(".understood").startswith("Rozuměl jsem: Odhodlaní: Normandie")
        assert page.input_value("#f-distance") == "3"
        page.screenshot(path=str(tmp_path / "ask-before.png"), full_page=True)
        page.fill("#f-distance", "2")  # the player meant two fields
        with page.expect_navigation():
            page.press("#f-distance", "Enter")
        page.wait_for_selector("#facts")
        assert "Celková obrana je 7" in page.inner_text(".answer")  # 4 + 1 + 2, recomputed by the engine
        assert page.input_value("#f-distance") == "2"
        assert "z „kryt 1“" in page.inner_text("#facts")  # unchanged facts still show the words they came from
        page.screenshot(path=str(tmp_path / "ask-after.png"), full_page=True)
    finally:
        context.close()
