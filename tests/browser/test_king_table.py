"""The King table beyond test_play_king.py: the move log («Игрок 2: Д♠»), the contract and penalty of
the current deal, the running table of all 14 deals, and the trump choice of the positive_trumps table."""

from __future__ import annotations

import re
from typing import Any

WIDGET = "rp-play#play-king"
TRUMPS = "rp-play#play-king-trumps"
TIMEOUT = 120_000


def ready(page: Any, selector: str) -> None:
    page.wait_for_selector(f"{selector}[data-rp-state=ready]", timeout=TIMEOUT)


def log(page: Any, selector: str) -> list[str]:
    found: list[str] = page.eval_on_selector_all(f"{selector} .rp-log li", "els => els.map(e => e.textContent)")
    return found


def test_move_log_contract_and_score_table(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/king/?play-king.seed=7")
    ready(page, WIDGET)
    head = page.inner_text(f"{WIDGET} .rp-king-deal")
    assert "Сдача 1 из 14: «Не брать взяток»" in head and "минус 2" in head and "на всех −16" in head
    assert "Козырей нет" in head
    rows = page.locator(f"{WIDGET} .rp-king-scores tbody tr")
    assert rows.count() == 15 and "идёт" in rows.first.inner_text()
    assert "7. Ералаш (−96)" in rows.nth(6).inner_text() and "14. Ералаш на плюс (+96)" in rows.nth(13).inner_text()
    assert "Игрок 1 (вы): взяток 0, очков 0" in page.inner_text(f"{WIDGET} .rp-king-progress")

    card = page.locator(f"{WIDGET} .rp-mine .rp-playable").first
    text = card.get_attribute("aria-label").split(" — ")[0]  # the index the art shows: «8♠»
    card.click()
    ready(page, WIDGET)
    lines = log(page, WIDGET)
    assert lines[0] == f"Вы: {text}"  # the reader is «Вы» in the log
    assert [line.split(":")[0] for line in lines[1:4]] == ["Игрок 2", "Игрок 3", "Игрок 4"]
    assert re.fullmatch(r"Игрок 4: \S+ — взятку (берёт Игрок [2-4]|берёте вы)", lines[3])
    # One trick is taken: its winner carries −2 in this deal, the others 0.
    progress = page.inner_text(f"{WIDGET} .rp-king-progress")
    assert progress.count("взяток 1, очков −2") == 1 and progress.count("взяток 0, очков 0") == 3


def test_trump_choice_in_a_positive_deal(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/king/")
    page.locator("details", has=page.locator(TRUMPS)).locator("summary").first.click()
    ready(page, TRUMPS)
    assert "назначает козырь" in page.inner_text(f"{TRUMPS} .rp-king-trump")
    assert "козырь" in page.inner_text(f"{TRUMPS} .rp-status")
    buttons = page.locator(f"{TRUMPS} .rp-king-choose button")
    assert buttons.all_inner_texts() == ["трефы", "бубны", "червы", "пики", "без козыря"]
    # A card before the trump is refused with the engine's reason.
    page.locator(f"{TRUMPS} .rp-mine .rp-card-button").first.click(force=True, position={"x": 10, "y": 16})  # aria-disabled, still pressable
    ready(page, TRUMPS)
    assert "назначает козырь" in page.inner_text(f"{TRUMPS} .rp-alert")
    page.locator(f"{TRUMPS} .rp-king-choose").get_by_role("button", name="пики").click()
    ready(page, TRUMPS)
    assert "Назначено: козыри — пики" in page.inner_text(f"{TRUMPS} .rp-king-trump")
    assert log(page, TRUMPS)[0] == "Вы: козырь — пики"
    assert page.locator(f"{TRUMPS} .rp-king-choose").count() == 0


def test_the_page_deal_table_is_the_engines(built_site: Any) -> None:
    from html.parser import HTMLParser

    from rules_py.king.deals import DEALS, DEFAULT_DEALS

    class Rows(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.rows: list[list[str]] = []
            self.ids: list[str] = []  # each body row's deal id (data-deal): the engine's own key
            self.cell: list[str] | None = None
            self.inside = 0

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "div" and ("class", "rp-king-deals-table") in attrs:
                self.inside += 1
            elif self.inside and tag == "tr":
                self.rows.append([])
                deal = dict(attrs).get("data-deal")
                if deal:
                    self.ids.append(deal)
            elif self.inside and tag in ("td", "th"):
                self.cell = []

        def handle_endtag(self, tag: str) -> None:
            if self.inside and tag in ("td", "th") and self.cell is not None:
                self.rows[-1].append("".join(self.cell))
                self.cell = None
            elif tag == "table":
                self.inside = max(0, self.inside - 1)

        def handle_data(self, data: str) -> None:
            if self.cell is not None:
                self.cell.append(data)

    parser = Rows()
    parser.feed((built_site / "king" / "index.html").read_text(encoding="utf-8"))
    body = [r for r in parser.rows if r and r[0].isdigit()]
    main = body[: len(DEFAULT_DEALS)]
    assert parser.ids[: len(DEFAULT_DEALS)] == list(DEFAULT_DEALS)
    assert all(len(r) == 5 for r in body)  # no engine ids shown to the reader
    for row, deal_id in zip(main, DEFAULT_DEALS):
        rule = DEALS[deal_id]
        assert row[1] == rule.name_ru
        assert row[3].replace("−", "-").lstrip("+") == str(rule.total())
    assert "король −2" in main[1][2] and "валет −2" in main[1][2]  # «мальчики»: jacks and kings
    assert "итого король червей −20" in main[6][2]
    assert any(r[1] == "Сумма всех сдач" and r[3] == "0" for r in parser.rows)
    assert set(parser.ids[len(DEFAULT_DEALS):]) == set(DEALS) - set(DEFAULT_DEALS)
    page = (built_site / "king" / "index.html").read_text(encoding="utf-8")
    assert "Прочитано во внешнем описании:" in page and "сдачи 5–7" in page
