"""The Безик widgets in Chromium: the deal with its trump and beziques (<rp-bezique>), the seed in the
URL, and the table «по источнику, без очков» (<rp-play game="bezique">)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

WIDGET = "rp-bezique#bezique"
TABLE = "rp-play#play-bezique"
TIMEOUT = 120_000


def ready(page: Any, selector: str) -> None:
    page.wait_for_selector(f"{selector}[data-rp-state=ready]", timeout=TIMEOUT)


def hands(page: Any) -> list[list[str]]:
    found: list[list[str]] = page.eval_on_selector_all(
        f"{WIDGET} .rp-hand", "hs => hs.map(h => [...h.querySelectorAll('.rp-cards [data-card]')].map(c => c.dataset.card))")
    return found


def test_static_example_is_in_the_built_page(built_site: Path) -> None:
    html = (built_site / "bezique" / "index.html").read_text(encoding="utf-8")
    assert '<rp-bezique id="bezique"' in html and 'class="rp-static"' in html and "rp-bezique-found" in html


def test_deal_shows_the_trump_and_marks_every_bezique(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}/bezique/")
    ready(page, WIDGET)
    # Seed 22 (the page's example): hearts are trumps, three beziques, one of them with an инфузорка.
    assert page.locator(f"{WIDGET} .rp-bezique-trump [data-card]").first.get_attribute("data-card") == "JH"
    assert "червы" in page.inner_text(f"{WIDGET} .rp-bezique-trump")
    dealt = hands(page)
    assert [len(h) for h in dealt] == [18, 18]
    marked = page.eval_on_selector_all(f"{WIDGET} .rp-cards [data-bz]", "els => els.map(e => [e.dataset.card, e.dataset.bz])")
    assert sorted(marked) == sorted([["QH", "1"], ["JD", "1"], ["QH", "1"], ["JD", "1"], ["JK", "2"], ["JD", "2"]])
    second = page.locator(f"{WIDGET} .rp-hand").nth(1)
    assert second.locator(".rp-bezique-found li").count() == 2
    assert "с инфузоркой" in second.locator(".rp-bezique-found li").nth(1).inner_text()
    assert "Инфузорок на руке: 1, в безиках: 1" in second.inner_text()
    assert "безиков на руках: 3" in page.inner_text(f"{WIDGET} .rp-status")
    assert "X-86" in page.inner_text(f"{WIDGET} .rp-notes")


def test_players_deck_and_seed_live_in_the_url(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}/bezique/?bezique.seed=123&bezique.players=3&bezique.deck=bezique10")
    ready(page, WIDGET)
    assert page.get_by_label("Колода").first.input_value() == "bezique10"
    first = hands(page)
    assert [len(h) for h in first] == [18, 18, 18]
    assert "55-я" in page.inner_text(f"{WIDGET} .rp-notes")
    page.goto(page.url)
    ready(page, WIDGET)
    assert hands(page) == first
    # Four at the table: the dealer sits out and deals to three.
    page.locator(WIDGET).get_by_label("Число игроков").select_option("4")
    ready(page, WIDGET)
    assert len(hands(page)) == 3 and "сдающий (Игрок 4) сам не играет" in page.inner_text(f"{WIDGET} .rp-notes")
    assert "bezique.players=4" in page.url
    page.locator(WIDGET).get_by_label("Число игроков").select_option("2")
    ready(page, WIDGET)
    assert "37-я" in page.inner_text(f"{WIDGET} .rp-notes") and len(hands(page)) == 2


def test_the_table_plays_a_round_by_the_source(visit: Any, site_url: str) -> None:
    page = visit.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/bezique/")
    ready(page, TABLE)
    head = page.inner_text(f"{TABLE} .rp-bezique-head")
    assert "Игра по источнику" in head and "Очки:" in head  # the source's play, the completion's score
    # The open trump lies crosswise under the stock.
    assert page.locator(f"{TABLE} [data-pile=stock] .rp-under[data-card]").get_attribute("data-card") == "JH"
    mine = page.locator(f"{TABLE} .rp-mine [data-card]")
    assert mine.count() == 18
    card = page.locator(f"{TABLE} .rp-mine .rp-playable").first
    text = card.get_attribute("aria-label").split(" — ")[0]  # the index the art shows
    card.click(position={"x": 10, "y": 16})  # the corner a fan leaves in sight
    ready(page, TABLE)
    log = page.eval_on_selector_all(f"{TABLE} .rp-log li", "els => els.map(e => e.textContent)")
    assert log[0] == f"Вы: {text}" and log[1].startswith("Игрок 2: ")
    assert "ход у: Игрок" in log[1]  # the engine says who holds the lead after the round
    # Still 18 cards after the round: everyone drew back (or the leader is asked about a показка first).
    if page.locator(f"{TABLE} .rp-actions button").count() == 0:
        assert page.locator(f"{TABLE} .rp-mine [data-card]").count() == 18
