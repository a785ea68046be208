"""Starting the bridge table from a pasted PBN deal (<rp-bridge-pbn> under each table) in Chromium."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from rules_py.api import handle

PAGE = "/bridge/"
TEACHER = "rp-play#play-bridge-all"
FORM = "rp-bridge-pbn[for=play-bridge-all]"
TIMEOUT = 180_000
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
RECORD = f'[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{DEAL}"]'


def open_page(page: Any, query: str, site_url: str) -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}{PAGE}{query}")
    page.wait_for_selector(f"{TEACHER}[data-rp-state=ready]", timeout=TIMEOUT)


def seed_deal(seed: int) -> Any:
    answer = json.loads(handle(json.dumps({"method": "game.new", "params": {"game": "bridge", "seed": seed}})))
    return answer["result"]["state"]["deal"]


def table_state(page: Any) -> Any:
    return page.eval_on_selector(TEACHER, "el => el.answer.state")


def wait_for_deal(page: Any, north_first: str) -> None:
    page.wait_for_function(
        f"(() => {{ const t = document.querySelector('{TEACHER}'); return t.answer && "
        f"t.answer.state.deal.N[0] === '{north_first}' && t.getAttribute('data-rp-state') === 'ready'; }})()",
        timeout=TIMEOUT)


def test_a_pasted_record_brings_its_dealer_and_vulnerability_and_the_reader_can_change_them(
        watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, "", site_url)
    page.locator(f"{FORM} summary").click()
    page.fill(f"{FORM} textarea", RECORD)
    page.get_by_role("button", name="Сыграть эту сдачу").last.click()
    wait_for_deal(page, "AS")
    state = table_state(page)
    assert state["dealer"] == "S" and state["vulnerable"] == {"NS": True, "EW": True}
    assert state["deal"]["N"][:4] == ["AS", "KS", "QS", "JS"]
    assert "Сдаёт Юг" in page.inner_text(f"{TEACHER} .rp-bridge-info")
    assert "play-bridge-all.pbn=" in page.url and "play-bridge-all.dealer=S" in page.url
    assert "сдаёт Юг, зона: все" in page.inner_text(f"{FORM} .rp-status")
    # The reader's choice wins over the tags.
    page.select_option(f"{FORM} select[aria-label='Кто сдаёт']", "W")
    page.select_option(f"{FORM} select[aria-label='Зона']", "EW")
    page.get_by_role("button", name="Сыграть эту сдачу").last.click()
    page.wait_for_function(f"document.querySelector('{TEACHER}').answer.state.dealer === 'W'", timeout=TIMEOUT)
    page.wait_for_selector(f"{TEACHER}[data-rp-state=ready]", timeout=TIMEOUT)
    assert table_state(page)["vulnerable"] == {"NS": False, "EW": True}
    # West deals, so West calls first: the teacher's table offers West's calls.
    assert page.eval_on_selector(TEACHER, "el => el.answer.to_move") == 3
    # A new game from the table's own buttons is not the pasted deal: the link forgets it.
    page.locator(f"{TEACHER} button", has_text="Новая игра").click()
    page.wait_for_function(f"document.querySelector('{TEACHER}').answer.state.deal.N[0] !== 'AS' || "
                           f"!location.search.includes('pbn')", timeout=TIMEOUT)
    page.wait_for_selector(f"{TEACHER}[data-rp-state=ready]", timeout=TIMEOUT)
    assert "play-bridge-all.pbn" not in page.url


def test_a_bad_pbn_is_explained_and_the_table_keeps_its_deal(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, "", site_url)
    before = table_state(page)
    page.locator(f"{FORM} summary").click()
    page.fill(f"{FORM} textarea", DEAL.replace("432.AKQJ.T98.765", "432.AKQJ.T98.76A"))
    page.get_by_role("button", name="Сыграть эту сдачу").last.click()
    page.wait_for_function(f"document.querySelector('{FORM} .rp-alert').textContent.includes('встречается дважды')")
    assert table_state(page) == before


def test_a_link_opens_the_deal_at_the_table_and_a_corrupted_one_is_explained(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, f"?play-bridge-all.pbn={quote(DEAL)}&play-bridge-all.dealer=E&play-bridge-all.vul=NS", site_url)
    wait_for_deal(page, "AS")
    state = table_state(page)
    assert state["dealer"] == "E" and state["vulnerable"] == {"NS": True, "EW": False}
    page.goto("about:blank")
    open_page(page, f"?play-bridge-all.pbn={quote(DEAL)}&play-bridge-all.dealer=Q", site_url)
    alert = page.inner_text(f"{FORM} .rp-alert")
    assert "Ссылка на сдачу повреждена: сдающий «Q»" in alert
    assert table_state(page)["deal"] == seed_deal(7)  # the table's own deal, untouched
    page.goto("about:blank")
    open_page(page, f"?play-bridge-all.pbn={quote('N:AKQ')}", site_url)
    page.wait_for_function(f"document.querySelector('{FORM} .rp-alert').textContent.includes('Сдача из ссылки не открылась')")
