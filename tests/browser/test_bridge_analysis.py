"""«Анализ в открытую» at the bridge table (issue 13, part 2): when the reader is to play, every
playable card is marked with what the double-dummy solver says it keeps or loses."""

from __future__ import annotations

import json
from typing import Any

from rules_py.api import handle
from tests.browser.a11y import settings, axe_serious
from tests.browser.test_bridge_play import play_whole_deal  # noqa: F401  (the shared bridge helpers)

TIMEOUT = 180_000
TABLE = "rp-play#play-bridge"


def test_analysis_marks_the_best_cards_and_what_the_others_lose(visit: Any, site_url: str) -> None:
    page = visit.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/bridge/?play-bridge.seed=4")
    page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    box = page.locator(TABLE)
    # Pass through the auction until the play reaches the reader (or his dummy's) card.
    for _ in range(40):
        view = page.eval_on_selector(TABLE, "el => el.answer.view")
        if view["phase"] == "play" and page.eval_on_selector(TABLE, "el => el.isMyTurn()"):
            break
        if view["phase"] == "auction" and page.eval_on_selector(TABLE, "el => el.isMyTurn()"):
            box.locator(".rp-call-button[data-call=pass]").click()
        page.wait_for_timeout(200)
        page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    else:
        raise AssertionError("the reader never came to play a card")
    # Play cards by the engine's hint until a handful of tricks are gone (small positions solve fast).
    for _ in range(40):
        if page.eval_on_selector(TABLE, "el => el.answer.view.tricks.length") >= 6:
            if page.eval_on_selector(TABLE, "el => el.isMyTurn() && !el.answer.over"):
                break
        if page.eval_on_selector(TABLE, "el => el.answer.over"):
            raise AssertionError("the deal ended before the analysis was tried")
        if page.eval_on_selector(TABLE, "el => el.isMyTurn()"):
            box.get_by_role("button", name="Подсказка").click()
            box.locator(".rp-hint").get_by_role("button", name="Сыграть так").click()
        page.wait_for_timeout(100)
        page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    state = page.eval_on_selector(TABLE, "el => el.answer.state")
    expected = json.loads(handle(json.dumps({"method": "bridge.dd_analyse", "params": {"state": state}})))
    assert expected["ok"], expected
    settings(page, TABLE)
    box.get_by_label("Анализ в открытую").check()
    page.wait_for_selector(f"{TABLE} .rp-dd-mark", timeout=TIMEOUT)
    best = {c["card"] for c in expected["result"]["cards"] if c["best"]}
    marked = set(page.eval_on_selector_all(f"{TABLE} .rp-dd-best [data-card]", "els => els.map(e => e.dataset.card)"))
    assert marked == best
    line = page.inner_text(f"{TABLE} .rp-dd-line")
    assert "лучшие карты" in line
    names = page.eval_on_selector_all(f"{TABLE} .rp-dd-best", "els => els.map(e => e.getAttribute('aria-label'))")
    assert all("лучшая карта" in n for n in names)
    assert axe_serious(page) == []
