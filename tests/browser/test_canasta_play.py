"""The canasta table in Chromium: it is ready for every preset, explains a refused meld keeping the
marked cards, opens every hand in teaching mode, undoes a move, and plays a whole deal of the classic
game (the reader picking legal actions, the bots instant) to the score of both sides."""

from __future__ import annotations

from tests.browser.a11y import settings

import re
from typing import Any

import pytest

from rules_py.canasta.presets import PRESETS

TIMEOUT = 120_000


def widget(game: str) -> str:
    return f"rp-play#play-{game.replace('.', '-')}"


def open_table(page: Any, site_url: str, game: str = "canasta.classic", query: str = "") -> str:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/canasta/{game.split('.')[1]}/{query}")
    w = widget(game)
    wait_ready(page, w)
    return w


def wait_ready(page: Any, w: str) -> None:
    page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)


def button(page: Any, w: str, name: str) -> Any:
    return page.locator(f"{w} .rp-canasta-actions button", has_text=re.compile(f"^{name}$"))


def phase(page: Any, w: str) -> str:
    return page.get_attribute(f"{w} .rp-canasta", "data-phase") or ""


def hand(page: Any, w: str) -> list[str]:
    return page.eval_on_selector_all(f"{w} .rp-mine .rp-card-button [data-card]", "els => els.map(e => e.dataset.card)")


def alert(page: Any, w: str) -> str:
    return page.inner_text(f"{w} .rp-alert")


@pytest.mark.parametrize("game", list(PRESETS))
def test_table_is_ready_for_every_preset(watched: Any, site_url: str, game: str) -> None:
    page = watched.page
    w = open_table(page, site_url, game)
    assert len(hand(page, w)) >= 11
    assert page.locator(f"{w} .rp-canasta-pile [data-card]").count() == 1
    assert int(page.get_attribute(f"{w} .rp-canasta-stock", "data-stock")) > 0
    sides = 2 if PRESETS[game].partnership else PRESETS[game].players
    assert page.locator(f"{w} .rp-canasta-side").count() == sides
    assert button(page, w, "Взять из прикупа").count() == 1
    assert "Ваш ход" in page.inner_text(f"{w} .rp-status")


def test_refused_meld_is_explained_and_the_marks_stay(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    button(page, w, "Взять из прикупа").click()
    wait_ready(page, w)
    assert phase(page, w) == "meld"
    before = hand(page, w)
    cards = page.locator(f"{w} .rp-mine .rp-card-button")
    cards.nth(0).click()  # the two highest cards of the sorted hand: two ranks, not a meld
    cards.nth(len(before) - 1).click()
    button(page, w, "Выложить").click()
    wait_ready(page, w)
    assert alert(page, w) != ""
    assert hand(page, w) == before
    assert page.locator(f'{w} .rp-mine .rp-card-button[aria-pressed="true"]').count() == 2
    assert phase(page, w) == "meld"


def test_closed_pile_says_why(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    # 000/001: nobody has laid a combination yet, so the game is closed and nobody takes the pile;
    # the table says why, and a try is refused with the engine's reason.
    assert "пакет не берёт никто" in page.inner_text(f"{w} .rp-canasta-frozen")
    button(page, w, "Взять пакет").click()
    wait_ready(page, w)
    assert alert(page, w) != ""
    assert phase(page, w) == "draw"


def test_teaching_mode_and_undo(watched: Any, site_url: str) -> None:
    page = watched.page
    w = open_table(page, site_url)
    assert page.locator(f"{w} .rp-canasta-open [data-card]").count() == 0
    settings(page, w)
    page.check(f"{w} .rp-toolbar input[type=checkbox]")
    page.wait_for_selector(f"{w} .rp-canasta-open", timeout=TIMEOUT)  # the shell asks for every seat's view
    wait_ready(page, w)
    assert page.locator(f"{w} .rp-canasta-open").count() == 3
    start = hand(page, w)
    button(page, w, "Взять из прикупа").click()
    wait_ready(page, w)
    assert len(hand(page, w)) == len(start) + 1
    page.locator(w).get_by_role("button", name="Отменить ход").click()
    # The shell redraws after asking for every seat's view (teaching mode): wait for the drawn card to go.
    page.wait_for_function(f"document.querySelectorAll('{w} .rp-mine .rp-card-button').length === {len(start)}",
                           timeout=TIMEOUT)
    wait_ready(page, w)
    assert hand(page, w) == start and phase(page, w) == "draw"


def discard_something(page: Any, w: str) -> None:
    """Mark one card and discard it; try the next card if the engine refuses this one."""
    count = len(hand(page, w))
    for index in reversed(range(count)):
        card = page.locator(f"{w} .rp-mine .rp-card-button").nth(index)
        if card.is_disabled():
            continue
        card.click()
        button(page, w, "Сбросить").click()
        wait_ready(page, w)
        if not alert(page, w):
            return
        page.locator(f"{w} .rp-mine .rp-card-button").nth(index).click()  # unmark it
    raise AssertionError("no card could be discarded: " + alert(page, w))


def step(page: Any, w: str) -> bool:
    """One action of the reader, picked from what the table offers; False once the deal is over."""
    if page.locator(f"{w} .rp-result").count():
        return False
    now = phase(page, w)
    if now == "draw":
        for name in ("Взять из прикупа", "Не брать пакет"):
            if button(page, w, name).count():
                button(page, w, name).click()
                break
        else:
            offers = page.locator(f"{w} .rp-canasta-offer")
            (offers.first if offers.count() else button(page, w, "Взять пакет")).click()
        wait_ready(page, w)
        assert alert(page, w) == "", alert(page, w)
    elif now == "meld":
        if button(page, w, "Закончить").count():
            button(page, w, "Закончить").click()
            wait_ready(page, w)
            assert alert(page, w) == "", alert(page, w)
        else:
            discard_something(page, w)
    elif now == "double_out":
        button(page, w, "Не выкладывать").click()
        wait_ready(page, w)
    else:
        raise AssertionError(f"unexpected phase {now!r}: " + page.inner_text(f"{w} .rp-status"))
    return True


def test_a_whole_classic_deal_to_the_score(visit: Any, site_url: str) -> None:
    page = visit.page
    # One deal, not a whole game to 5000 (the table's «Партия» choice).
    w = open_table(page, site_url, query="?play-canasta-classic.seed=8&play-canasta-classic.match=false")
    for _ in range(200):
        if not step(page, w):
            break
    else:
        raise AssertionError("the deal did not end")
    tables = page.locator(f"{w} .rp-canasta-result .rp-canasta-lines")
    assert tables.count() == 2
    totals = page.eval_on_selector_all(f"{w} .rp-canasta-result .rp-canasta-total",
                                       "els => els.map(e => Number(e.dataset.total))")
    assert len(totals) == 2 and all(isinstance(t, int) for t in totals)
    summary = page.inner_text(f"{w} .rp-result")
    # The verdict as the reader hears it: «Вы с партнёром выиграли/проиграли: … разница …» or a tie.
    assert ("Вы с партнёром" in summary and "разница" in summary or "Ничья" in summary) and "Ещё раз" in summary
    assert "сбрасывает" in (page.text_content(f"{w} .rp-log") or "")
