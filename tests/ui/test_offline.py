"""Offline at the table: once the site has been opened, its service worker keeps the docs and the sheets
on the phone; with no network at all (the browser offline and the server stopped) a rule page and the
search still work, and the ask page says that questions need the server.  Installable: a web app
manifest with icons, a service worker in control."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask

from tests.ui.conftest import PHONE, serve

pytestmark = pytest.mark.browser

READY = "navigator.serviceWorker.ready.then(r => !!r.active)"


def test_rule_page_and_search_work_with_no_network(browser: Any, ui_app: Flask) -> None:
    server, thread, url = serve(ui_app)  # a server of its own: this test stops it
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{url}/")
        assert page.evaluate(READY)
        page.reload()  # the worker now controls the page
        assert page.evaluate("!!navigator.serviceWorker.controller")
        server.shutdown()
        thread.join(timeout=5)
        context.set_offline(True)

        page.goto(f"{url}/memoir44/lesy.html")
        assert page.title().startswith("Lesy")
        assert page.locator(".pr-terrain[data-terrain='forest']").count() == 1
        page.reload()
        assert page.locator("[id='memoir44.lesy']").count() == 1

        page.goto(f"{url}/search.html?q=kryt+budovy")
        page.wait_for_selector("ul.search li", timeout=10000)
        first = page.eval_on_selector("ul.search li a", "a => a.textContent")
        assert "kryt" in first.lower()

        page.goto(f"{url}/zeptej-se?q=kryt")
        assert page.locator("#offline").is_visible()
        assert "Jste offline" in page.inner_text("#offline")
    finally:
        context.close()
        server.server_close()


def test_installable_web_app(browser: Any, ui_url: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{ui_url}/zeptej-se")
        href = page.get_attribute("link[rel=manifest]", "href")
        assert href == "/manifest.webmanifest"
        response = page.request.get(ui_url + href)
        assert response.ok and "manifest+json" in response.headers["content-type"]
        manifest = json.loads(response.text())
        assert manifest["start_url"] == "/" and manifest["display"] == "standalone" and manifest["lang"] == "cs"
        sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
        assert {"192x192", "512x512"} <= sizes
        for icon in manifest["icons"]:
            assert page.request.get(ui_url + icon["src"]).ok, icon["src"]
        assert page.evaluate(READY)
        scope = page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)")
        assert scope == f"{ui_url}/"
    finally:
        context.close()
