"""The King table in Chromium: a refused card is explained, and a whole 14-deal game reaches its end."""

from __future__ import annotations

from tests.browser.a11y import settings

from typing import Any

WIDGET = "rp-play#play-king"
TIMEOUT = 120_000


def open_table(page: Any, site_url: str, seed: int = 7) -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/king/?play-king.seed={seed}")
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)


def my_cards(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{WIDGET} .rp-mine [data-card]", "els => els.map(e => e.dataset.card)")


def test_refused_card_is_explained_and_changes_nothing(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, site_url)
    for _ in range(40):
        playable = page.locator(f"{WIDGET} .rp-mine .rp-playable")
        others = page.locator(f"{WIDGET} .rp-mine .rp-card-button:not(.rp-playable)")
        if others.count() and playable.count():
            before = my_cards(page)
            others.first.click(force=True, position={"x": 10, "y": 16})  # aria-disabled: the engine still answers with the reason
            page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]")
            assert "Нужно" in page.inner_text(f"{WIDGET} .rp-alert")
            assert my_cards(page) == before
            return
        playable.first.click()
        page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    raise AssertionError("no position with a card that may not be played")


def test_whole_game_of_fourteen_deals(visit: Any, site_url: str) -> None:
    page = visit.page
    open_table(page, site_url, seed=11)
    for _ in range(9 * 14 + 5):
        if page.locator(f"{WIDGET} .rp-result").count():
            break
        if page.locator(f"{WIDGET} .rp-pause").count():
            # The end of a deal: the table waits for the reader before the next one.
            page.locator(WIDGET).get_by_role("button", name="Следующая сдача").click()
        else:
            page.locator(f"{WIDGET} .rp-mine .rp-playable").first.click(position={"x": 10, "y": 16})
        page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    result = page.inner_text(f"{WIDGET} .rp-result")
    # The reader's own verdict: «Вы выиграли: …», «Вы на 3-м месте: …» or a tie.
    assert "Вы выиграли" in result or "Вы на " in result or "Ничья" in result
    rows = page.locator(f"{WIDGET} .rp-score-table tbody tr").count()
    assert rows == 15  # 14 deals and the total
    # Undo brings back the position before the last card, with the game no longer over.
    page.locator(WIDGET).get_by_role("button", name="Отменить ход").click()
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]")
    assert page.locator(f"{WIDGET} .rp-result").count() == 0
    page.locator(f"{WIDGET} .rp-mine .rp-playable").first.click(position={"x": 10, "y": 16})
    page.wait_for_selector(f"{WIDGET} .rp-result", timeout=TIMEOUT)


def test_teaching_mode_shows_every_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, site_url)
    assert page.locator(f"{WIDGET} .rp-open-cards [data-card]").count() == 0
    settings(page, WIDGET)
    page.locator(WIDGET).get_by_label("Учебный режим (все карты открыты)").check()
    page.wait_for_selector(f"{WIDGET} .rp-open-cards [data-card]")
    assert page.locator(f"{WIDGET} .rp-open-cards [data-card]").count() == 24
