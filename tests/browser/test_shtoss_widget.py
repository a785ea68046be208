"""The Штосс table in Chromium (an <rp-play game="shtoss">, the reader as the punter): a card chosen from
the punter's pack as cards, a stake, the banker's pairs one by one («Дальше» at the step-by-step pace)
or to the decision, the verdict and the pause, the balance, the exact odds beside the observed ones,
refusals, the pack size as a setting, and the seed in the URL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.browser.a11y import settings

WIDGET = "rp-play#shtoss"
TIMEOUT = 120_000


def open_widget(page: Any, site_url: str, query: str = "") -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/shtoss/{query}")
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)


def ready(page: Any) -> None:
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)


def click(page: Any, name: str) -> None:
    page.locator(WIDGET).get_by_role("button", name=name, exact=True).click()
    ready(page)


def stake_on(page: Any, card: str) -> None:
    """Stake (the amount in the field) on a card of the punter's pack: a press on that card."""
    page.locator(f"{WIDGET} .rp-shtoss-pack [data-card='{card}']").click()
    ready(page)


def pairs(page: Any) -> list[str]:
    found: list[str] = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-pairs [data-card]", "els => els.map(e => e.dataset.card)")
    return found


def test_static_example_is_in_the_built_page(built_site: Path) -> None:
    html = (built_site / "shtoss" / "index.html").read_text(encoding="utf-8")
    assert '<rp-play id="shtoss" game="shtoss"' in html and 'class="rp-static"' in html and "rp-shtoss-odds-table" in html
    assert "400/833" in html and "544/1155" in html and "420/899" in html


def test_pairs_one_by_one_then_the_verdict_and_the_balance(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url, "?shtoss.seed=1799")
    page.wait_for_selector(f"{WIDGET} .rp-shtoss-exact", timeout=TIMEOUT)
    assert page.locator(f"{WIDGET} .rp-shtoss-exact").inner_text().startswith("48,02")
    assert "Ставок ещё не было" in page.inner_text(f"{WIDGET} .rp-shtoss-observed")
    settings(page, WIDGET)
    page.locator(WIDGET).get_by_label("Темп компьютера").select_option("step")
    # The punter's pack is drawn as cards; a press stakes on the card.
    assert page.locator(f"{WIDGET} .rp-shtoss-pack [data-card]").count() == 52
    page.locator(WIDGET).get_by_label("Ставка", exact=True).fill("25")
    stake_on(page, "QH")
    turned = 0
    while not page.locator(f"{WIDGET} .rp-shtoss-outcome").count():
        click(page, "Дальше")
        turned += 1
        assert len(pairs(page)) == 2 * turned
    # Seed 1799: the queen first shows as the second card of the 4th pair (the page's worked example).
    assert turned == 4 and pairs(page)[-2:] == ["KS", "QS"]
    outcome = page.inner_text(f"{WIDGET} .rp-shtoss-outcome")
    # «лоб» and «соник» name the cards of the first pair only, as in the source.
    assert "на чётном месте" in outcome and "соник" not in outcome and "выиграл понтёр" in outcome
    slots = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-pairs .rp-shtoss-slot", "els => els.map(e => e.textContent)")
    assert slots[:2] == ["лоб", "соник"] and "лоб" not in slots[2:] and "соник" not in slots[2:]
    assert page.locator(f"{WIDGET} .rp-shtoss-hit").count() == 1
    # The table stops on the decided stake until the reader goes on.
    assert page.locator(WIDGET).get_by_role("button", name="Следующая ставка").count() == 1
    assert "+25" in page.inner_text(f"{WIDGET} .rp-mine .rp-seat-head")
    assert "выиграл 1 из 1" in page.inner_text(f"{WIDGET} .rp-shtoss-observed")
    log = page.eval_on_selector_all(f"{WIDGET} .rp-log li", "els => els.map(e => e.textContent)")
    assert log[0] == "Вы ставите 25 на карту Д♥ (дама червей)"  # the reader is the punter
    assert log[-1].startswith("Банкомёт: открывает 4-й абцуг")


def test_open_to_the_end_and_a_session_of_several_stakes(visit: Any, site_url: str) -> None:
    page = visit.page
    open_widget(page, site_url, "?shtoss.seed=5")
    for round_number in range(1, 4):
        stake_on(page, "7S")
        page.wait_for_selector(f"{WIDGET} .rp-shtoss-outcome", timeout=TIMEOUT)
        assert page.locator(f"{WIDGET} .rp-shtoss-history tbody tr").count() == round_number
        observed = page.inner_text(f"{WIDGET} .rp-shtoss-observed")
        assert re.search(rf"выиграл \d из {round_number} \(", observed)
        click(page, "Следующая ставка")
        page.wait_for_selector(f"{WIDGET} .rp-shtoss-pack", timeout=TIMEOUT)
        assert pairs(page) == [] and page.locator(f"{WIDGET} .rp-shtoss-outcome").count() == 0
    # The balance is the sum of the stakes won and lost, as the engine's history says.
    rows = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-history tbody tr td:nth-child(5)", "els => els.map(e => e.textContent)")
    balance = sum(10 if who == "Понтёр" else -10 for who in rows)
    shown = page.inner_text(f"{WIDGET} .rp-mine .rp-seat-head")
    assert (("+" if balance > 0 else "−" if balance < 0 else "") + str(abs(balance))) in shown


def test_a_stake_below_the_kush_is_refused_with_the_reason(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url)
    page.locator(WIDGET).get_by_label("Ставка", exact=True).fill("5")
    stake_on(page, "7S")
    assert "куша" in page.inner_text(f"{WIDGET} .rp-alert")
    assert page.locator(f"{WIDGET} .rp-shtoss-pack").count() == 1
    assert pairs(page) == []


def test_pack_size_changes_the_odds_and_the_cards(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url)
    settings(page, WIDGET)
    page.select_option(f"{WIDGET} select[data-option='cards']", "36")
    page.wait_for_function(f"document.querySelector('{WIDGET}').answer.view.cards === 36", timeout=TIMEOUT)
    ready(page)
    page.wait_for_function(f"(document.querySelector('{WIDGET} .rp-shtoss-exact') || {{}}).textContent?.startsWith('47,10')", timeout=TIMEOUT)
    cards = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-pack [data-card]", "els => els.map(e => e.dataset.card)")
    assert len(cards) == 36 and "2C" not in cards and "6C" in cards
    assert "shtoss.cards=36" in page.url
    page.select_option(f"{WIDGET} select[data-option='cards']", "32")
    page.wait_for_function(f"(document.querySelector('{WIDGET} .rp-shtoss-exact') || {{}}).textContent?.startsWith('46,72')", timeout=TIMEOUT)


def test_the_seed_in_the_url_reproduces_the_packs(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url, "?shtoss.seed=4242&shtoss.cards=32")
    assert page.eval_on_selector(WIDGET, "el => el.answer.view.cards") == 32

    def two_rounds() -> list[list[str]]:
        seen = []
        for _ in range(2):
            stake_on(page, "7S")
            page.wait_for_selector(f"{WIDGET} .rp-shtoss-outcome", timeout=TIMEOUT)
            seen.append(pairs(page))
            click(page, "Следующая ставка")
            page.wait_for_selector(f"{WIDGET} .rp-shtoss-pack", timeout=TIMEOUT)
        return seen

    first = two_rounds()
    assert "shtoss.seed=4242" in page.url and first[0] != first[1]
    page.locator(WIDGET).get_by_role("button", name="Новая игра").click()
    ready(page)
    assert "shtoss.seed=4242" not in page.url
    page.goto(page.url.replace(re.search(r"shtoss\.seed=\d+", page.url).group(0), "shtoss.seed=4242"))
    ready(page)
    assert two_rounds() == first
