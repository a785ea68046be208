"""The bridge hand viewer (<rp-bridge-hand>) and the rubber's score sheet (<rp-score-bridge>) in Chromium."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from rules_py.api import handle

PAGE = "/bridge/"
HAND = "rp-bridge-hand#bridge-hand"
SHEET = "rp-score-bridge#score-bridge"
TIMEOUT = 120_000
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def ready(page: Any, widget: str) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def hands(page: Any) -> dict[str, list[str]]:
    return page.eval_on_selector(HAND, """el => Object.fromEntries([...el.querySelectorAll('.rp-board [data-seat]')]
        .map(s => [s.dataset.seat, [...s.querySelectorAll('[data-card]')].map(c => c.dataset.card)]))""")


def engine_pbn(params: dict[str, object]) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": "bridge.pbn", "params": params})))
    assert answer["ok"]
    result: dict[str, Any] = answer["result"]
    return result


# ---- the hand viewer ------------------------------------------------------------------------------

def test_hand_viewer_shows_four_hands_of_13_with_points(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}?bridge-hand.seed=1948")
    ready(page, HAND)
    shown = hands(page)
    expected = engine_pbn({"seed": 1948})
    assert shown == expected["hands"]  # the same deal as CPython, sorted ♠ ♥ ♦ ♣ high to low
    assert [len(shown[s]) for s in "NESW"] == [13, 13, 13, 13]
    assert len({c for cards in shown.values() for c in cards}) == 52
    points = page.eval_on_selector_all(f"{HAND} .rp-hcp", "els => els.map(e => parseInt(e.textContent))")
    assert points == [expected["hcp"][s] for s in "NESW"] and sum(points) == 40
    assert page.input_value(f"{HAND} textarea") == expected["pbn"]
    # «Раздать» gives another deal and puts its seed in the URL and the share link.
    page.get_by_role("button", name="Раздать").first.click()
    ready(page, HAND)
    seed = page.input_value(f"{HAND} input[type=number]")
    assert f"bridge-hand.seed={seed}" in page.url
    assert f"bridge-hand.seed={seed}" in page.get_attribute(f"{HAND} a.rp-share", "href")
    assert hands(page) == engine_pbn({"seed": int(seed)})["hands"]


def test_pbn_round_trips_and_a_bad_pbn_keeps_the_deal(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")
    ready(page, HAND)
    page.fill(f"{HAND} textarea", ONE_SUIT_EACH)
    page.get_by_role("button", name="Показать PBN").click()
    ready(page, HAND)
    shown = hands(page)
    assert shown["N"] == [c["code"] if isinstance(c, dict) else c for c in engine_pbn({"pbn": ONE_SUIT_EACH})["hands"]["N"]]
    assert all(code.endswith("S") for code in shown["N"]) and len(shown["N"]) == 13
    assert page.input_value(f"{HAND} textarea") == ONE_SUIT_EACH
    assert "bridge-hand.pbn=" in page.url
    # The link opens the same deal.
    link = page.get_attribute(f"{HAND} a.rp-share", "href")
    page.goto(link)
    ready(page, HAND)
    assert hands(page) == shown
    # A malformed PBN: the engine's Russian reason, the deal on screen unchanged.
    page.fill(f"{HAND} textarea", "N:AKQ.T98.765.432 - - -")
    page.get_by_role("button", name="Показать PBN").click()
    ready(page, HAND)
    assert "а нужно 13" in page.inner_text(f"{HAND} .rp-alert")
    assert hands(page) == shown


def test_hand_viewer_can_show_one_or_two_hands(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}?bridge-hand.seed=5&bridge-hand.show=S")
    ready(page, HAND)
    assert list(hands(page)) == ["S"] and len(hands(page)["S"]) == 13
    page.select_option(f"{HAND} select", "NS")
    assert list(hands(page)) == ["N", "S"]
    assert "bridge-hand.show=NS" in page.url


# ---- the score sheet --------------------------------------------------------------------------------

def enter(page: Any, level: int, strain: str, declarer: str, tricks: int, doubling: str = "",
          honors: str = "") -> None:
    page.select_option(f"{SHEET} select[aria-label='Уровень контракта']", str(level))
    page.select_option(f"{SHEET} select[aria-label='Масть контракта']", strain)
    page.select_option(f"{SHEET} select[aria-label='Контра']", doubling)
    page.select_option(f"{SHEET} select[aria-label='Разыгрывающий']", declarer)
    page.select_option(f"{SHEET} select[aria-label='Взяток у разыгрывающих']", str(tricks))
    page.select_option(f"{SHEET} select[aria-label='Онёры']", honors)
    page.get_by_role("button", name="Записать сдачу").click()
    ready(page, SHEET)


def totals(page: Any) -> list[int]:
    return [int(t) for t in page.eval_on_selector_all(f"{SHEET} .rp-total", "els => els.map(e => e.textContent)")]


def test_score_sheet_totals_a_two_nil_rubber(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}?score-bridge.deals=")
    ready(page, SHEET)
    assert totals(page) == [0, 0]
    enter(page, 4, "S", "S", 10)  # 4♠ by South making 10: 120 below, a game
    below = page.eval_on_selector_all(f"{SHEET} .rp-below[data-side=NS] .rp-entry-points", "els => els.map(e => e.textContent)")
    assert below == ["120"]
    assert page.locator(f"{SHEET} .rp-game-line[data-game=NS]").count() == 1
    assert "Мы по партии" in page.inner_text(f"{SHEET} .rp-sheet-verdict")
    enter(page, 3, "NT", "N", 9)  # 3БК by North making 9: the second game, rubber 2:0
    assert totals(page) == [920, 0]
    verdict = page.inner_text(f"{SHEET} .rp-sheet-verdict")
    assert "2:0" in verdict and "вистов: 9" in verdict
    assert page.locator(f"{SHEET} .rp-game-line").count() == 2
    bonus = page.eval_on_selector_all(f"{SHEET} .rp-above[data-side=NS] .rp-bonus .rp-entry-points", "els => els.map(e => e.textContent)")
    assert bonus == ["700"]
    # Every entry explains itself with the engine's words.
    explained = page.inner_text(f"{SHEET} .rp-sheet-deals")
    assert "4 взятки по 30 в пиках" in explained and "Премия за роббер" in explained
    assert "score-bridge.deals=4S-S-10%2C3NT-N-9" in page.url or "score-bridge.deals=4S-S-10,3NT-N-9" in page.url
    # A deal after the rubber is over is refused with the reason; the sheet stays.
    enter(page, 2, "C", "E", 8)
    assert "Роббер уже окончен" in page.inner_text(f"{SHEET} .rp-alert")
    assert totals(page) == [920, 0]
    # Delete the last deal: one game each way is undone.
    page.get_by_role("button", name="Удалить последнюю").click()
    ready(page, SHEET)
    # Unfinished: the sheet shows what is written; the 300 for a lone game (by the Laws) only in words.
    assert totals(page) == [120, 0]
    verdict = page.inner_text(f"{SHEET} .rp-sheet-verdict")
    assert "Записано: Мы 120, Они 0" in verdict and "Мы +300 за выигранную партию — итог 420 : 0" in verdict
    assert page.locator(f"{SHEET} .rp-bonus").count() == 0


def test_published_examples_under_both_presets_and_the_url(watched: Any, site_url: str) -> None:
    page = watched.page
    deals = quote("4S-S-10,6S-N-12", safe="")
    page.goto(f"{site_url}{PAGE}?score-bridge.deals={deals}")
    ready(page, SHEET)
    assert totals(page) == [120 + 180 + 700 + 700, 0]  # small slam vulnerable: 700 in the seed
    page.select_option(f"{SHEET} select[aria-label='Правила подсчёта']", "laws")
    ready(page, SHEET)
    assert totals(page) == [120 + 180 + 750 + 700, 0]  # the Laws: 750
    assert "score-bridge.rules=laws" in page.url
    page.reload()
    ready(page, SHEET)
    assert totals(page) == [1750, 0]
    # Honours go to the side that holds them, even when it defends.
    page.goto(f"{site_url}{PAGE}?score-bridge.deals=4H-S-10-EW4")
    ready(page, SHEET)
    explained = page.inner_text(f"{SHEET} .rp-sheet-deals")
    assert "Мы, под чертой: 120" in explained and "Они, над чертой: 100" in explained
    assert totals(page) == [120, 100]  # as written: the 300 for the unfinished rubber only in words


def test_a_rubber_won_on_games_but_lost_on_points(watched: Any, site_url: str) -> None:
    page = watched.page
    deals = quote("2HX-E-9,3NTX-S-5,4S-S-10,3NT-N-9", safe="")
    page.goto(f"{site_url}{PAGE}?score-bridge.deals={deals}")
    ready(page, SHEET)
    assert totals(page) == [720, 970]
    verdict = page.inner_text(f"{SHEET} .rp-sheet-verdict")
    assert "выиграли Мы 2:1" in verdict and "вистов: 3 в пользу «Они»" in verdict


def test_a_part_score_shows_as_it_stands(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}?score-bridge.deals=")
    ready(page, SHEET)
    enter(page, 2, "S", "S", 8)  # 2♠ made: 60 below the line, nothing else written yet
    assert totals(page) == [60, 0]
    sheet = page.inner_text(f"{SHEET} .rp-sheet")
    assert "100" not in sheet and "?" not in sheet
    verdict = page.inner_text(f"{SHEET} .rp-sheet-verdict")
    assert "Записано: Мы 60, Они 0" in verdict and "Если прервать роббер сейчас" in verdict


# A deal sent by the bridge table on the page, as play/bridge.js sends it; the sheet's answer is kept in
# window.__answer (a promise: the sheet may first ask the reader).
SEND_DEAL = """deal => { window.__answer = new Promise((resolve) => document.dispatchEvent(new CustomEvent(
    "rp-bridge-deal", { detail: { deal, reply: (ok, message) => resolve({ ok, message }) } }))); }"""
ANSWER = "() => window.__answer"


def test_a_played_deal_replaces_the_page_example_only_when_the_reader_agrees(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")  # the page's example rubber: 4♠ and 3БК by North–South
    ready(page, SHEET)
    assert totals(page) == [920, 0]
    deal = {"contract": "2H", "declarer": "E", "tricks": 8, "honors": None}
    page.evaluate(SEND_DEAL, deal)
    question = page.locator(f"{SHEET} dialog.rp-sheet-question")
    question.wait_for(state="visible")
    assert "пример со страницы (2 сдачи)" in question.inner_text()
    question.get_by_role("button", name="Не записывать").click()
    kept = page.evaluate(ANSWER)
    assert kept == {"ok": False, "message": "Сдача не записана: на листе роббера остался пример со страницы."}
    assert totals(page) == [920, 0] and question.count() == 0
    page.evaluate(SEND_DEAL, deal)
    page.locator(f"{SHEET} dialog.rp-sheet-question").get_by_role("button", name="Заменить пример").click()
    replaced = page.evaluate(ANSWER)
    assert replaced["ok"] and replaced["message"].startswith("Пример со страницы убран: начат новый роббер")
    ready(page, SHEET)
    assert totals(page) == [0, 60]
    # The reader's own rubber goes on without a question.
    page.evaluate(SEND_DEAL, {"contract": "1NT", "declarer": "N", "tricks": 7, "honors": None})
    assert page.evaluate(ANSWER)["ok"]
    assert totals(page) == [40, 60]


def test_print_hides_the_controls(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{PAGE}")
    ready(page, SHEET)
    page.emulate_media(media="print")
    for controls in page.locator(f"{SHEET} .rp-toolbar, {SHEET} button").all():
        assert controls.is_hidden()
    assert page.locator(f"{SHEET} .rp-sheet").is_visible()
    assert page.locator(f"{SHEET} .rp-sheet-verdict").is_visible()


# ---- the page: the table of preset differences is generated from the engine ------------------------

def test_the_page_table_of_differences_comes_from_the_presets(built_site: Any) -> None:
    import re

    from rules_py.bridge.scoring import PRESETS

    page = (built_site / "bridge" / "index.html").read_text(encoding="utf-8")
    table = page[page.index('<div class="rp-presets">'):]
    table = table[:table.index("</table>")]
    rows = re.findall(r"<tr>\s*<td>(.*?)</td>\s*<td>(.*?)</td>\s*<td>(.*?)</td>\s*<td>(.*?)</td>\s*</tr>", table)
    # The notes link to the register of contradictions: compare their text.
    rows = [(what, a, b, re.sub(r"<[^>]+>", "", note)) for what, a, b, note in rows]
    assert '<a class="rp-xref" href="../contradictions/#x-06">X-06</a>' in table
    enc, laws = PRESETS["encyclopedia"], PRESETS["laws"]
    assert ("Малый шлем по партии", str(enc.small_slam[1]), str(laws.small_slam[1]), "X-06") in rows
    assert ("Большой шлем перед партией", "750", "1000", "X-06") in rows
    assert ("— пример: без четырёх с контрой перед партией", "700", "800", "X-07") in rows
    assert ("Премия за выполненный контракт с реконтрой", "50", "100", "X-08") in rows
    # One row per differing number (two per undertrick table: the values and a four-down example).
    differing = sum(2 for k in enc.undertricks if enc.undertricks[k] != laws.undertricks[k])
    differing += sum(enc.small_slam[v] != laws.small_slam[v] for v in (0, 1))
    differing += sum(enc.grand_slam[v] != laws.grand_slam[v] for v in (0, 1))
    differing += sum(enc.insult[d] != laws.insult[d] for d in (0, 1))
    assert len(rows) == differing == 7
