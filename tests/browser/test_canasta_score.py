"""The canasta calculator in Chromium: the three published examples entered by clicking and typing,
a refused meld explained with nothing lost, typed cards the engine cannot read, the score sheet over
two deals kept in the URL, and the printed sheet without its controls."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

TIMEOUT = 120_000
W = "rp-canasta-score#canasta-score"


def open_calculator(page: Any, site_url: str, query: str = "") -> None:
    page.goto(f"{site_url}/canasta/{query}")
    wait_ready(page)


def wait_ready(page: Any) -> None:
    page.wait_for_selector(f"{W}[data-rp-state=ready]", timeout=TIMEOUT)


def choose_preset(page: Any, game: str) -> None:
    page.select_option(f'{W} select[aria-label="Вариант канасты"]', game)
    # With deals on the score sheet the calculator asks first (a new variant starts a new sheet).
    confirm = page.locator(f"{W} .rp-canasta-confirm button", has_text="Начать запись")
    if confirm.count():
        confirm.click()
    wait_ready(page)


def clear(page: Any) -> None:
    page.locator(f"{W} button", has_text="Очистить сторону").click()
    wait_ready(page)


def click_cards(page: Any, *codes: str) -> None:
    for code in codes:
        page.locator(f'{W} .rp-canasta-palette button:has([data-card="{code}"])').click()
        wait_ready(page)


def type_cards(page: Any, text: str) -> None:
    page.fill(f'{W} input[aria-label="Карты кодами"]', text)
    page.locator(f"{W} button", has_text="Добавить карты").click()
    wait_ready(page)


def add_to(page: Any, label: str) -> None:
    page.select_option(f'{W} select[aria-label="Куда добавлять карты"]', label=label)


def flag(page: Any, name: str) -> None:
    page.check(f'{W} input[data-flag="{name}"]')
    wait_ready(page)


def total(page: Any) -> int:
    return int(page.get_attribute(f"{W} .rp-canasta-total", "data-total"))


def lines(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{W} .rp-canasta-lines tbody th", "els => els.map(e => e.textContent)")


def meld_cards(page: Any, index: int) -> list[str]:
    return page.eval_on_selector_all(f'{W} .rp-canasta-meld-entry[data-meld="{index}"] [data-card]',
                                     "els => els.map(e => e.dataset.card)")


def test_russian_660_by_clicking_the_palette(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    choose_preset(page, "canasta.russian")
    clear(page)
    click_cards(page, "KS", "KH", "KD", "KC", "KS", "KH", "KD", "2C", "2D", "JK")
    assert meld_cards(page, 0) == ["KS", "KH", "KD", "KC", "KS", "KH", "KD", "2C", "2D", "JK"]
    assert total(page) == 660
    assert lines(page) == ["Чистая канаста из королей", "Короли в сочетании (7 × 10)",
                           "Двойки в сочетании (2 × 20)", "Джокер в сочетании (1 × 50)"]


def test_classic_770_by_typing_codes(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    clear(page)
    type_cards(page, "KS KH KD KC KS KH KD")
    add_to(page, "красные тройки")
    click_cards(page, "3H")
    flag(page, "went_out")
    assert total(page) == 770
    assert "Окончание игры" in lines(page)
    assert "Красная тройка (1 × 100, при канасте)" in lines(page)


def test_classic_minus_55_typed_in_russian(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    clear(page)
    type_cards(page, "7ч 7б джокер")
    assert meld_cards(page, 0) == ["7H", "7D", "JK"]
    add_to(page, "красные тройки")
    type_cards(page, "3♥")
    add_to(page, "карты на руках")
    type_cards(page, "5C 9D")
    assert total(page) == -55
    assert lines(page)[-2:] == ["Пятёрка треф на руках", "Девятка бубен на руках"]


def test_refused_meld_is_explained_and_nothing_is_lost(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    clear(page)
    type_cards(page, "JK JK 7H")
    alert = page.inner_text(f"{W} .rp-alert")
    assert "джокеров не может быть больше, чем натуральных карт" in alert, alert
    assert page.locator(f"{W} .rp-canasta-refused").count() == 1
    assert meld_cards(page, 0) == ["JK", "JK", "7H"]
    click_cards(page, "7D", "7S")  # now three naturals: the same meld is accepted
    assert page.inner_text(f"{W} .rp-alert") == ""
    assert meld_cards(page, 0) == ["JK", "JK", "7H", "7D", "7S"]
    assert total(page) == 115


def test_unreadable_typed_card_is_refused_and_the_text_kept(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    clear(page)
    type_cards(page, "KS Кх")
    assert "Не понимаю карту «Кх»" in page.inner_text(f"{W} .rp-alert")
    assert page.input_value(f'{W} input[aria-label="Карты кодами"]') == "KS Кх"
    assert meld_cards(page, 0) == []


def enter_deal(page: Any, ours: str, theirs: str) -> None:
    page.locator(f'{W} .rp-canasta-side-tab[data-side="0"]').click()
    type_cards(page, ours)
    page.locator(f'{W} .rp-canasta-side-tab[data-side="1"]').click()
    type_cards(page, theirs)
    page.locator(f"{W} button", has_text="Записать сдачу").click()
    wait_ready(page)


def sheet_totals(page: Any) -> list[int]:
    return page.eval_on_selector_all(f"{W} .rp-canasta-totals td", "els => els.map(e => Number(e.dataset.total))")


def test_score_sheet_sums_two_deals_and_keeps_them_in_the_url(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    # Deal 1: «Мы» the 770 example, «Они» the −55 one.
    page.locator(f'{W} .rp-canasta-side-tab[data-side="0"]').click()
    clear(page)
    type_cards(page, "KS KH KD KC KS KH KD")
    add_to(page, "красные тройки")
    click_cards(page, "3H")
    flag(page, "went_out")
    page.locator(f'{W} .rp-canasta-side-tab[data-side="1"]').click()
    type_cards(page, "7H 7D JK")
    add_to(page, "красные тройки")
    click_cards(page, "3D")
    add_to(page, "карты на руках")
    type_cards(page, "5C 9D")
    page.locator(f"{W} button", has_text="Записать сдачу").click()
    wait_ready(page)
    assert sheet_totals(page) == [770, -55]
    # Deal 2: three queens (30) against three aces (60); the entries were cleared after deal 1.
    enter_deal(page, "QS QH QD", "AS AH AD")
    assert sheet_totals(page) == [800, 5]
    assert page.locator(f"{W} .rp-canasta-sheet-table tbody tr").count() == 2
    assert "не хватает 4200 очков" in page.inner_text(f"{W} .rp-canasta-verdict")
    query = parse_qs(urlparse(page.url).query)
    assert query["canasta-score.deals"] == ["770_-55,30_60"]
    # The link brings the same sheet back (a fresh load: Material may have added a #heading to the URL).
    link = page.url.split("#")[0]
    page.goto("about:blank")
    page.goto(link)
    wait_ready(page)
    assert sheet_totals(page) == [800, 5]
    page.locator(f"{W} button", has_text="Удалить последнюю сдачу").click()
    wait_ready(page)
    assert sheet_totals(page) == [770, -55]


def test_sheet_reaches_the_target_and_prints_without_controls(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url, "?canasta-score.deals=2500_100,2600_300")
    assert sheet_totals(page) == [5100, 400]
    verdict = page.inner_text(f"{W} .rp-canasta-verdict")
    assert verdict.startswith("Партия окончена") and "Выиграли «Мы» с разницей 4700 очков" in verdict
    assert page.locator(f"{W} .rp-canasta-reached").count() == 1
    page.emulate_media(media="print")
    assert not page.locator(f"{W} .rp-canasta-controls").is_visible()
    assert not page.locator(f"{W} .rp-toolbar").first.is_visible()
    assert not page.locator(f"{W} .rp-canasta-sheet-tools").is_visible()
    assert page.locator(f"{W} .rp-canasta-sheet-table").is_visible()


def test_worked_examples_on_the_preset_pages(watched: Any, site_url: str) -> None:
    page = watched.page
    for path, widget, expected in (
        ("canasta/russian/", "score-russian-660", 660),
        ("canasta/classic/", "score-classic-770", 770),
        ("canasta/classic/", "score-classic-55", -55),
        ("canasta/cuban/", "score-cuban", 5430),
        ("canasta/combo/", "score-combo", 3990),
    ):
        page.goto(f"{site_url}/{path}")
        w = f"rp-canasta-score#{widget}"
        page.wait_for_selector(f"{w}[data-rp-state=ready]", timeout=TIMEOUT)
        assert int(page.get_attribute(f"{w} .rp-canasta-total", "data-total")) == expected, path


def test_agreed_option_joker_canasta(watched: Any, site_url: str) -> None:
    page = watched.page
    open_calculator(page, site_url)
    clear(page)
    type_cards(page, "JK JK 2C 2D 2H 2S 2C")
    assert "только по договорённости" in page.inner_text(f"{W} .rp-alert")
    page.locator(f"{W} .rp-canasta-agreed summary").click()
    page.check(f'{W} input[data-option="joker_canasta"]')
    wait_ready(page)
    assert page.inner_text(f"{W} .rp-alert") == ""
    assert total(page) == 1200  # 1000 for the joker canasta (X-54) + 2 × 50 + 5 × 20
    page.select_option(f'{W} select[data-option="joker_canasta_premium"]', "100")
    wait_ready(page)
    assert total(page) == 300  # the premium as printed in 002
    assert parse_qs(urlparse(page.url).query)["canasta-score.options"] == [
        '{"joker_canasta":true,"joker_canasta_premium":100}']


def test_readings_the_books_leave_open_are_settings(watched: Any, site_url: str) -> None:
    # the classic opening table is not in the books; X-76: nor the Russian players and deal size.
    page = watched.page
    open_calculator(page, site_url, "?canasta-score.deals=100_1600")
    opening = f"{W} .rp-canasta-sheet"
    assert "Мы — 50, Они — 90" in page.inner_text(opening)
    page.locator(f"{W} .rp-canasta-agreed summary").click()
    page.select_option(f'{W} select[data-option="opening_table"]', label="без минимума")
    wait_ready(page)
    assert "Мы — 0, Они — 0" in page.inner_text(opening)
    assert parse_qs(urlparse(page.url).query)["canasta-score.options"] == ['{"opening_table":"none"}']
    choose_preset(page, "canasta.russian")  # the «agreed rules» box stays open
    page.select_option(f'{W} select[data-option="players"]', "3")
    wait_ready(page)
    assert page.locator(f'{W} select[data-option="cards_dealt"]').count() == 1
    assert "Игрок 3" in page.inner_text(f"{W} .rp-canasta-sheet")
