"""Each памятка prints on exactly one A4 sheet with nothing but the sheet on it, and reads on a phone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from rules_py.registry import GAMES
from widgets.fences.basics import memo_page

# A PDF page object; «/Type /Pages» (the page tree) does not match.
PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def memo_url(site_url: str, game_id: str) -> str:
    return f"{site_url}/{memo_page(game_id).removesuffix('.md')}/"


@pytest.fixture(scope="module")
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context.new_page()
    context.close()


def test_every_memo_prints_on_one_a4_page(page: Any, site_url: str) -> None:
    pages = {}
    for game_id in GAMES:
        page.goto(memo_url(site_url, game_id))
        pdf = page.pdf(format="A4", print_background=True)
        pages[game_id] = len(PAGE_OBJECT.findall(pdf))
    assert pages == {game_id: 1 for game_id in GAMES}


def test_the_count_of_pdf_pages_would_see_a_second_page(page: Any, site_url: str) -> None:
    """The counter itself: the long bridge page prints on several sheets."""
    page.goto(f"{site_url}/bridge/")
    assert len(PAGE_OBJECT.findall(page.pdf(format="A4"))) > 1


@pytest.mark.parametrize("game_id", ["bridge", "canasta.cuban", "king", "durak.cheshsky"])
def test_in_print_only_the_sheet_shows(page: Any, site_url: str, game_id: str) -> None:
    page.goto(memo_url(site_url, game_id))
    page.emulate_media(media="print")
    try:
        hidden = page.evaluate("""() => ['.md-header', '.md-footer', '.md-sidebar--primary', '.rp-memo-links', '.headerlink']
            .map(s => [...document.querySelectorAll(s)].every(e => getComputedStyle(e).display === 'none'))""")
        assert hidden == [True] * 5
        assert page.locator(".rp-memo-block").first.is_visible()
    finally:
        page.emulate_media(media="null")


@pytest.mark.parametrize("game_id", ["bridge", "canasta.combo", "king", "durak.krugly", "bezique"])
def test_a_memo_fits_a_phone_without_scrolling_sideways(browser: Any, site_url: str, game_id: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 800})
    try:
        phone = context.new_page()
        phone.goto(memo_url(site_url, game_id))
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 375
        links = phone.locator(".rp-memo-links a")
        assert links.first.is_visible() and "Полные правила" in links.first.inner_text()
    finally:
        context.close()


def test_the_print_button_prints_from_the_keyboard(page: Any, site_url: str) -> None:
    page.goto(memo_url(site_url, "durak.podkidnoy"))
    # A function body: a string that evaluates to a function would be called by Playwright.
    page.evaluate("() => { window.rpPrinted = 0; window.print = () => { window.rpPrinted += 1; }; }")
    button = page.get_by_role("button", name="Распечатать")
    assert button.count() == 1
    button.focus()
    page.keyboard.press("Enter")
    after_enter = page.evaluate("window.rpPrinted")
    page.keyboard.press("Space")
    assert (after_enter, page.evaluate("window.rpPrinted")) == (1, 2)
