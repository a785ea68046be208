"""The Штосс widget in Chromium: stake, pairs one by one or to the end, the verdict, the balance,
the exact odds beside the observed ones, refusals, and the seed in the URL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

WIDGET = "rp-shtoss#shtoss"
TIMEOUT = 120_000


def open_widget(page: Any, site_url: str, query: str = "") -> None:
    page.goto(f"{site_url}/shtoss/{query}")
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)


def click(page: Any, name: str) -> None:
    page.locator(WIDGET).get_by_role("button", name=name, exact=True).click()
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)


def pairs(page: Any) -> list[str]:
    found: list[str] = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-pairs [data-card]", "els => els.map(e => e.dataset.card)")
    return found


def test_static_example_is_in_the_built_page(built_site: Path) -> None:
    html = (built_site / "shtoss" / "index.html").read_text(encoding="utf-8")
    assert '<rp-shtoss id="shtoss"' in html and 'class="rp-static"' in html and "rp-shtoss-odds-table" in html
    assert "400/833" in html and "544/1155" in html and "420/899" in html


def test_pairs_one_by_one_then_the_verdict_and_the_balance(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url, "?shtoss.seed=1799")
    assert page.locator(f"{WIDGET} .rp-shtoss-exact").inner_text().startswith("48,02")
    assert "ставок ещё не было" in page.inner_text(f"{WIDGET} .rp-shtoss-observed")
    assert page.locator(WIDGET).get_by_role("button", name="Следующий абцуг").is_disabled()
    page.get_by_label("Карта понтёра").select_option("QH")
    page.get_by_label("Ставка", exact=True).fill("25")
    click(page, "Поставить")
    turned = 0
    while not page.locator(f"{WIDGET} .rp-shtoss-outcome").count():
        click(page, "Следующий абцуг")
        turned += 1
        assert len(pairs(page)) == 2 * turned
        assert page.locator(f"{WIDGET} .rp-shtoss-note").count() == turned
    # Seed 1799: the queen first shows as the second card of the 4th pair (the page's worked example);
    # «лоб» and «соник» label the first pair only, as in the source.
    assert turned == 4 and pairs(page)[-2:] == ["KS", "QS"]
    outcome = page.inner_text(f"{WIDGET} .rp-shtoss-outcome")
    assert "на чётном месте" in outcome and "соник" not in outcome and "выиграл понтёр" in outcome
    slots = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-slot .rp-count", "els => els.map(e => e.textContent)")
    assert slots[:2] == ["лоб", "соник"] and "лоб" not in slots[2:] and "соник" not in slots[2:]
    assert page.locator(f"{WIDGET} .rp-shtoss-hit").count() == 1
    assert "Понтёр (вы): +25" in page.inner_text(f"{WIDGET} .rp-shtoss-balance")
    assert "выиграл 1 из 1" in page.inner_text(f"{WIDGET} .rp-shtoss-observed")
    assert page.locator(WIDGET).get_by_role("button", name="Следующий абцуг").is_disabled()
    log = page.eval_on_selector_all(f"{WIDGET} .rp-log li", "els => els.map(e => e.textContent)")
    assert log[0] == "Вы ставите 25 на карту Д♥ (дама червей)"  # the reader is the punter
    assert log[-1].startswith("Банкомёт: открывает 4-й абцуг")


def test_open_to_the_end_and_a_session_of_several_stakes(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url, "?shtoss.seed=5")
    for round_number in range(1, 4):
        click(page, "Поставить")
        click(page, "Открыть до конца")
        assert page.locator(f"{WIDGET} .rp-shtoss-outcome").count() == 1
        assert page.locator(f"{WIDGET} .rp-shtoss-history tbody tr").count() == round_number
        observed = page.inner_text(f"{WIDGET} .rp-shtoss-observed")
        assert re.search(rf"выиграл \d из {round_number} \(", observed)
        click(page, "Следующая ставка")
        assert pairs(page) == [] and page.locator(f"{WIDGET} .rp-shtoss-outcome").count() == 0
    # The balance is the sum of the stakes won and lost, as the engine's history says.
    rows = page.eval_on_selector_all(f"{WIDGET} .rp-shtoss-history tbody tr td:nth-child(5)", "els => els.map(e => e.textContent)")
    balance = sum(10 if who == "Понтёр" else -10 for who in rows)
    shown = page.inner_text(f"{WIDGET} .rp-shtoss-balance").split("·")[0]
    assert shown.strip().endswith(("+" if balance > 0 else "−" if balance < 0 else "") + str(abs(balance)))


def test_a_stake_below_the_kush_is_refused_with_the_reason(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url)
    page.get_by_label("Ставка", exact=True).fill("5")
    click(page, "Поставить")
    assert "куша" in page.inner_text(f"{WIDGET} .rp-alert")
    assert not page.locator(WIDGET).get_by_role("button", name="Поставить").is_disabled()
    assert pairs(page) == []


def test_pack_size_changes_the_odds_and_the_cards(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url)
    page.get_by_label("Колода банкомёта").select_option("36")
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.locator(f"{WIDGET} .rp-shtoss-exact").inner_text().startswith("47,10")
    options = page.eval_on_selector_all(f"{WIDGET} select[aria-label='Карта понтёра'] option", "els => els.map(e => e.value)")
    assert len(options) == 36 and "2C" not in options and "6C" in options
    assert "shtoss.cards=36" in page.url
    page.get_by_label("Колода банкомёта").select_option("32")
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.locator(f"{WIDGET} .rp-shtoss-exact").inner_text().startswith("46,72")


def test_the_seed_in_the_url_reproduces_the_packs(watched: Any, site_url: str) -> None:
    page = watched.page
    open_widget(page, site_url, "?shtoss.seed=4242&shtoss.cards=32")
    assert page.get_by_label("Колода банкомёта").input_value() == "32"

    def two_rounds() -> list[list[str]]:
        seen = []
        for _ in range(2):
            page.get_by_label("Карта понтёра").select_option("7S")
            click(page, "Поставить")
            click(page, "Открыть до конца")
            seen.append(pairs(page))
            click(page, "Следующая ставка")
        return seen

    first = two_rounds()
    assert "shtoss.seed=4242" in page.url and first[0] != first[1]
    page.goto(page.url)
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    assert two_rounds() == first
    page.locator(WIDGET).get_by_role("button", name="Новая сессия").click()
    page.wait_for_selector(f"{WIDGET}[data-rp-state=ready]", timeout=TIMEOUT)
    assert "shtoss.seed=4242" not in page.url
