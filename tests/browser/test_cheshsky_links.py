"""чешский through the table: links and review after the pile was reshuffled in a later deal.

The table held the state as a JavaScript value, and a later deal's 63-bit seed came back rounded: once
the pile was shuffled into a new stock, the table played another stock than a link's replay, and
«Ссылка на позицию» answered «Ход №42: У вас на руке нет карты …» (seed 40). Here the reader's moves
are made by clicks through a whole game of seed 40; after the first reshuffle of a later deal a link is
made, and at the end a link and «Просмотреть партию по ходам»: each must work, and the link must
reopen the position the table showed.
"""

from __future__ import annotations

from typing import Any

from tests.browser.a11y import settings
from tests.browser.test_durak_krugly_cheshsky import open_table, step, wait_ready

RESHUFFLED = "стопку перетасовали в новый прикуп"
MOST_STEPS = 400


def log_lines(page: Any, w: str) -> list[str]:
    return [t.strip() for t in page.locator(f"{w} .rp-log li").all_text_contents()]


def reshuffled_in_a_later_deal(lines: list[str]) -> bool:
    first = next((i for i, line in enumerate(lines) if "Сдача 1 окончена" in line), None)
    return first is not None and any(RESHUFFLED in line for line in lines[first + 1:])


def hand(page: Any, w: str) -> list[str]:
    return sorted(page.locator(f"{w} .rp-mine [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)"))


def make_link(page: Any, w: str) -> str:
    settings(page, w)
    page.locator(f"{w} button", has_text="Ссылка на позицию").first.click()
    page.wait_for_selector(f"{w} .rp-link input, {w} .rp-alert:not(:empty)", timeout=60_000)
    assert page.inner_text(f"{w} .rp-alert") == "", "the link was refused: " + page.inner_text(f"{w} .rp-alert")
    href = str(page.locator(f"{w} .rp-link input").input_value())
    assert ".pos=" in href
    page.locator(f"{w} .rp-link button", has_text="Скрыть").click()
    return href


def test_links_and_review_after_a_reshuffle_in_a_later_deal(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url, "cheshsky", "?play-durak-cheshsky.seed=40")
    middle: tuple[str, list[str]] | None = None
    for _ in range(MOST_STEPS):
        if not step(page, w):
            break
        if middle is None and reshuffled_in_a_later_deal(log_lines(page, w)):
            middle = (make_link(page, w), hand(page, w))
    else:
        raise AssertionError("the game did not end")
    assert middle is not None, "no reshuffle in a later deal: choose another seed"
    final = page.inner_text(f"{w} .rp-result")
    end_link = make_link(page, w)

    page.locator(f"{w} button", has_text="Просмотреть партию по ходам").click()
    page.wait_for_selector(f"{w} .rp-review-where", timeout=60_000)
    assert page.inner_text(f"{w} .rp-alert") == "", "the review was refused"
    page.locator(f"{w} button", has_text="Вперёд").click()
    wait_ready(page, w)
    assert page.inner_text(f"{w} .rp-alert") == ""
    page.locator(f"{w} button", has_text="Закончить просмотр").click()
    wait_ready(page, w)

    href, cards = middle
    page.goto(href)
    wait_ready(page, w)
    assert page.inner_text(f"{w} .rp-alert") == "", "the middle link did not reopen"
    assert hand(page, w) == cards
    page.goto(end_link)
    wait_ready(page, w)
    assert page.inner_text(f"{w} .rp-alert") == ""
    assert page.inner_text(f"{w} .rp-result") == final
