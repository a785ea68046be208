"""DDS, the standard double-dummy solver compiled to WebAssembly, in the pages that need it: a hard deal's
table fills in seconds with its progress, 36 hand records fill and print, pages without double-dummy
work never download it, and with the module missing the engine's own solver answers and the page says
nothing alarming."""

from __future__ import annotations

import json
import re
from typing import Any

from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player

from rules_py.api import handle
from rules_py.bridge.dds import Position, analyse
from tests.browser.test_bridge_lesson import MM, pdf_pages

LESSONS = "/bridge/lessons/"
LESSON = "rp-bridge-lesson#lesson"
TIMEOUT = 180_000
# The board with the hardest table of 400 lesson sets (seeds 0-399, one board, no constraints): endplay's
# native DDS takes 4.9 s of CPU for it (median of the 400: 0.22 s); the pure-Python solver, minutes.
HARD_SEED = 228
DENOM = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
WASM = re.compile(r"/assets/rp/dds-[0-9a-f]{16}\.wasm$")

# Every value the progress bar takes, from the moment it is created.
WATCH_PROGRESS = """() => {
  window.__progress = [];
  new MutationObserver(() => {
    const bar = document.querySelector("rp-bridge-lesson .rp-dd-progress progress");
    if (bar && window.__progress.at(-1) !== bar.value) window.__progress.push(bar.value);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}"""


def board_of(seed: int) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": "bridge.generate", "params": {"seed": seed, "count": 1}})))
    board: dict[str, Any] = answer["result"]["boards"][0]
    return board


def cells(page: Any, board: int) -> dict[tuple[str, str], int]:
    found = page.eval_on_selector_all(f"{LESSON} .rp-record[data-board='{board}'] .rp-dd td[data-declarer]",
                                      "tds => tds.map(td => [td.dataset.declarer, td.dataset.strain, td.dataset.tricks])")
    return {(seat, strain): int(tricks) for seat, strain, tricks in found}


def test_a_hard_deals_table_fills_in_seconds_with_progress(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script(f"({WATCH_PROGRESS})()")
    page.goto(f"{site_url}{LESSONS}?lesson.seed={HARD_SEED}&lesson.count=1&lesson.text=-")
    page.wait_for_selector(f"{LESSON}[data-dd-state=done], {LESSON}[data-dd-state=error]", timeout=TIMEOUT)
    assert page.get_attribute(LESSON, "data-dd-state") == "done", page.inner_text(f"{LESSON} .rp-dd-progress")
    assert [u for u in watched.requests if WASM.search(u)], "the table was not solved by DDS"
    # The bar moved through the strains (DDS solves a strain's four declarers at once), not 0 -> 1.
    steps = page.evaluate("window.__progress")
    assert len([v for v in steps if 0 < v < 1]) >= 3, steps
    board = board_of(HARD_SEED)
    dds = calc_dd_table(Deal(board["pbn"]))
    assert cells(page, 1) == {(seat, strain): dds[DENOM[strain], Player.find(seat)]
                              for seat in "NESW" for strain in DENOM}


def test_36_hand_records_fill_and_print(watched: Any, site_url: str) -> None:
    page = watched.page
    page.goto(f"{site_url}{LESSONS}?lesson.seed=2&lesson.count=36&lesson.text=-")
    page.wait_for_selector(f"{LESSON}[data-dd-state=done], {LESSON}[data-dd-state=error]", timeout=TIMEOUT)
    assert page.get_attribute(LESSON, "data-dd-state") == "done"
    tables = page.eval_on_selector_all(f"{LESSON} .rp-dd", "ts => ts.map(t => [t.dataset.dd, "
                                       "[...t.querySelectorAll('td[data-declarer]')].filter(td => td.dataset.tricks).length])")
    assert tables == [["done", 20]] * 36
    assert all(p.startswith("Пар:") for p in page.eval_on_selector_all(f"{LESSON} .rp-par", "ps => ps.map(p => p.textContent)"))
    page.evaluate("window.print = () => { window.__printed = true; }")
    page.get_by_role("button", name="Печать протокола").click()
    assert page.evaluate("window.__printed === true")
    assert "пуст" not in page.inner_text(f"{LESSON} .rp-status")  # every table is there to print
    page.set_viewport_size({"width": round(190 * MM), "height": 1000})
    page.emulate_media(media="print")
    printed = page.eval_on_selector_all(f"{LESSON} .rp-dd", "ts => ts.filter(t => t.getClientRects().length).length")
    assert printed == 36
    assert pdf_pages(page.pdf(format="A4")) == 9


def test_pages_without_double_dummy_never_download_it(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/podkidnoy/")
    page.wait_for_selector("rp-play#play-durak-podkidnoy[data-rp-state=ready]", timeout=TIMEOUT)
    page.locator("rp-play#play-durak-podkidnoy").get_by_role("button", name="Подсказка").click()
    page.wait_for_selector("rp-play#play-durak-podkidnoy[data-rp-state=ready]", timeout=TIMEOUT)
    assert [u for u in watched.requests if "/pyodide/" in u], "the engine did not start"
    assert not [u for u in watched.requests if "/dds" in u]


def test_without_the_module_the_engines_own_solver_answers_quietly(browser: Any, site_url: str) -> None:
    context = browser.new_context(service_workers="block")  # the saving of the site fetches the module too
    missing: list[str] = []

    def refuse(route: Any) -> None:
        missing.append(route.request.url)
        route.fulfill(status=404, body="")

    context.route(WASM, refuse)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}/bridge/")
    page.wait_for_selector("rp-play#play-bridge[data-rp-state=ready]", timeout=TIMEOUT)
    ending = {"pbn": "N:AK.2.. QJ.3.. T9.4.. 87.5..", "strain": "NT", "leader": "N"}
    answer = page.evaluate("p => window.__rpClient.call('bridge.dd_analyse', p)", ending)
    assert answer["ok"], answer
    expected = analyse(Position.from_pbn(ending["pbn"], ending["strain"], ending["leader"]))
    assert {c["card"]: c["tricks"] for c in answer["result"]["cards"]} == {card.code: t for card, t in expected}
    assert missing, "the worker did not ask for the module"
    # A second call does not try again, and nothing on the page speaks of it.
    again = page.evaluate("p => window.__rpClient.call('bridge.dd_analyse', p)", ending)
    assert again["ok"] and len(missing) == 1
    assert page.locator("[data-rp-state=error]").count() == 0
    assert all(not text.strip() for text in page.eval_on_selector_all(".rp-alert", "as => as.map(a => a.textContent)"))
    assert errors == []
    context.close()
