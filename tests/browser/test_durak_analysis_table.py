"""The durak table's level setting and «Анализ концовки» in Chromium: the level is chosen in the
settings menu, remembered by the browser and carried by a position link; in an endgame with an empty
talon and two players the exact solver marks each of the reader's moves (on the cards and in words),
says so when its budget runs out, and after the game names the move that lost it, in the review too;
axe finds nothing serious in the analysis panel or the review."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from rules_py import links
from rules_py.api import handle
from rules_py.durak import bout
from rules_py.durak.engine import ENGINE
from tests.browser.a11y import axe_serious, settings
from tests.browser.test_durak_play import TIMEOUT, open_table, step, wait_ready

W = "rp-play#play-durak-podkidnoy"


def _call(method: str, **params: Any) -> Any:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    return answer["result"]


@cache
def _endgame_link(seed: int, moves: int) -> str:
    """The link code of a two-player podkidnoy game at the strong level after `moves` bot moves."""
    state = ENGINE.new_game("durak.podkidnoy", 2, seed, {"level": "strong"})
    made = []
    for _ in range(moves):
        move = ENGINE.bot_move(state)
        made.append(move)
        state = ENGINE.play(state, move)
    assert state["turn"] == 0 and not bout.stock_left(state)
    return str(_call("game.link", game="durak.podkidnoy", players=2, seed=seed, options={"level": "strong"}, moves=made)["code"])


# Seed 10 after 57 moves: the reader (Игрок 1) leads with Д♦ 6♦ 6♥ К♦ against 10♥ 7♦, trumps clubs;
# only Д♦ wins (the solver answers in about a hundred positions).
WON_BY_QD = (10, 57)
# Seed 3 after 37 moves: the reader defends; the position takes the solver most of a million positions.
LARGE = (3, 37)


def _open_link(page: Any, site_url: str, position: tuple[int, int]) -> None:
    open_table(page, site_url, query=f"?play-durak-podkidnoy.pos={_endgame_link(*position)}")


def _analysis_on(page: Any) -> None:
    settings(page, W)
    page.locator(W).get_by_label("Анализ концовки").check()


def _level(page: Any) -> str:
    return str(page.locator(W).get_by_label("Уровень компьютера").input_value())


def test_the_level_is_a_setting_remembered_and_carried_by_the_position_link(watched: Any, browser: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, site_url)
    settings(page, W)
    assert _level(page) == "amateur"
    page.locator(W).get_by_label("Уровень компьютера").select_option("strong")
    page.wait_for_timeout(50)
    wait_ready(page, W)
    assert "сильный" in page.inner_text(f"{W} .rp-alert")
    # The game went on at the new level from the same position.
    assert page.evaluate("() => localStorage.getItem('rp.durak.level')") == "strong"
    page.reload()
    wait_ready(page, W)
    assert _level(page) == "strong"
    page.locator(W).get_by_role("button", name="Новая игра").click()
    page.wait_for_timeout(50)
    wait_ready(page, W)
    settings(page, W)
    page.locator(W).get_by_role("button", name="Ссылка на позицию").click()
    href = page.locator(f"{W} .rp-link input").input_value()
    code = href.split("play-durak-podkidnoy.pos=")[1].split("&")[0]
    assert links.decode(code).setup.options["level"] == "strong"
    # A reader who never chose a level opens the link: the game comes with its level.
    fresh = browser.new_context()
    try:
        other = fresh.new_page()
        open_table(other, site_url, query=f"?play-durak-podkidnoy.pos={code}")
        assert other.evaluate("() => localStorage.getItem('rp.durak.level')") is None
        assert str(other.locator(W).get_by_label("Уровень компьютера").input_value()) == "strong"
    finally:
        fresh.close()


def test_the_analysis_waits_for_the_exact_endgame(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, site_url)
    _analysis_on(page)
    assert "когда колода кончится" in page.inner_text(f"{W} .rp-durak-analysis")
    assert page.locator(f"{W} .rp-an-mark").count() == 0


def test_the_analysis_marks_every_move_of_an_exact_endgame(visit: Any, site_url: str) -> None:
    page = visit.page  # cold, and on the saved site: the solver runs in the worker either way
    _open_link(page, site_url, WON_BY_QD)
    _analysis_on(page)
    page.wait_for_selector(f"{W} .rp-durak-analysis-moves li.rp-an-win", timeout=TIMEOUT)
    page.wait_for_function(f"() => document.querySelector('{W} .rp-durak-analysis-progress').textContent.includes('Вы выигрываете')",
                           timeout=TIMEOUT)
    card = lambda code: page.locator(f"{W} .rp-mine .rp-card-button:has([data-card='{code}'])")  # noqa: E731
    assert "rp-an-win" in (card("QD").get_attribute("class") or "")
    assert "выигрыш" in (card("QD").get_attribute("aria-label") or "")
    assert card("QD").locator(".rp-an-mark").inner_text() == "✓"
    for code in ("6H", "6D", "KD"):
        assert "проигрыш" in (card(code).get_attribute("aria-label") or ""), code
    items = page.locator(f"{W} .rp-durak-analysis-moves li").all_inner_texts()
    assert len(items) == 5 and any("Зайти с Д♦ — выигрыш" in i for i in items)
    assert page.locator(f"{W} .rp-durak-analysis-progress").get_attribute("role") == "status"
    assert axe_serious(page) == []
    # «Подсказка» at the strong level: the solver's move, and why.
    page.locator(W).get_by_role("button", name="Подсказка").click()
    hint = page.locator(f"{W} .rp-hint").inner_text()
    assert "Д♦" in hint and "как бы соперник ни играл" in hint
    # The analysis never holds the table: the reader plays the winning card and the game goes on.
    card("QD").click()
    wait_ready(page, W)
    assert page.inner_text(f"{W} .rp-alert") == ""


def test_a_spent_budget_is_said_and_the_count_goes_on(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpAnalysisRound = 6000")
    _open_link(page, site_url, LARGE)
    _analysis_on(page)
    page.wait_for_selector(f"{W} [data-focus-key='act:analysis-more']", timeout=TIMEOUT)
    said = page.inner_text(f"{W} .rp-durak-analysis-progress")
    assert "Анализ остановлен" in said and "слишком велика" in said
    page.locator(f"{W} [data-focus-key='act:analysis-more']").click()
    page.wait_for_function(f"() => document.querySelector('{W} .rp-durak-analysis-progress').textContent !== {json.dumps(said)}",
                           timeout=TIMEOUT)
    # Meanwhile the table plays: taking the cards is a move like any other.
    page.locator(f"{W} .rp-durak-actions button", has_text="Взять").click()
    wait_ready(page, W)
    assert page.inner_text(f"{W} .rp-alert") == ""


def test_after_the_game_the_review_names_the_move_that_lost(watched: Any, site_url: str) -> None:
    page = watched.page
    _open_link(page, site_url, WON_BY_QD)
    _analysis_on(page)
    page.wait_for_selector(f"{W} .rp-durak-analysis-moves li.rp-an-win", timeout=TIMEOUT)
    page.locator(f"{W} .rp-mine .rp-card-button:has([data-card='6H'])").click()
    wait_ready(page, W)
    for _ in range(40):
        if not step(page, W):
            break
    page.wait_for_selector(f"{W} .rp-durak-review-list li", timeout=TIMEOUT)
    review = page.inner_text(f"{W} .rp-durak-review")
    assert "Здесь вы проиграли: надо было зайти с Д♦." in review
    assert "Ход 58 (ваш: зайти с 6♥)" in review
    assert axe_serious(page) == []
    # «Показать»: the review of the game opens before that move, says it there and marks the cards.
    page.locator(f"{W} .rp-durak-review-list").get_by_role("button", name="Показать").first.click()
    page.wait_for_selector(f"{W} .rp-durak-verdict-here", timeout=TIMEOUT)
    assert "Просмотр партии: ход 57" in page.inner_text(f"{W} .rp-status")
    assert "Здесь вы проиграли: надо было зайти с Д♦." in page.inner_text(f"{W} .rp-durak-verdict-here")
    page.wait_for_selector(f"{W} .rp-mine .rp-card-button.rp-an-win:has([data-card='QD'])", timeout=TIMEOUT)
    assert axe_serious(page) == []
