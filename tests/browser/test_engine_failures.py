"""When the engine itself fails (a bug in rules_py, a dead or hung worker), the table says in Russian what
failed, keeps its position, offers «Повторить» and «Начать заново», and sends the diagnostic to the
console instead of the page. The failure is produced at the worker's door: the page's client receives
the same envelope an exception inside rules_py.api.handle produces (tests/rules/test_api.py)."""

from __future__ import annotations

from typing import Any

from tests.conftest import PageWatch

TIMEOUT = 120_000
TABLE = "rp-play#play-durak-podkidnoy"
DETAIL = "ZeroDivisionError: division by zero\n  /durak/bot.py:1 in decide"

# The next call of `method` gets an internal error from the worker, with a diagnostic (then it works again).
FAIL_ONCE_JS = """([method, detail]) => {
  const client = window.__rpClient;
  const worker = client.worker;
  const post = worker.postMessage.bind(worker);
  worker.postMessage = (message) => {
    if (JSON.parse(message.request).method !== method) return post(message);
    worker.postMessage = post;
    const response = JSON.stringify({ ok: false, error: { code: "internal_error",
      message: "Сбой в движке правил: это ошибка программы, а не ваша. Состояние не изменилось.", detail } });
    setTimeout(() => worker.dispatchEvent(new MessageEvent("message", { data: { id: message.id, response } })), 0);
  };
}"""


def open_table(browser: Any, site_url: str, seed: int) -> PageWatch:
    watch = PageWatch(browser.new_context(viewport={"width": 1280, "height": 900}).new_page(), site_url)
    page = watch.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.seed={seed}")
    page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    return watch


def moves_made(page: Any) -> int:
    return int(page.eval_on_selector(TABLE, "el => el.moves.length"))


def reader_moves_once(page: Any) -> None:
    """The reader makes a legal move (a card or «Бито»/«Взять»), which hands the turn to the computer."""
    page.wait_for_function(f"document.querySelector('{TABLE}').isMyTurn()", timeout=TIMEOUT)
    playable = page.locator(f"{TABLE} .rp-mine .rp-playable")
    if playable.count():
        playable.first.click()
    else:
        page.locator(f"{TABLE} .rp-durak-actions button").first.click()


def test_a_failed_computer_move_is_explained_and_the_table_can_go_on(browser: Any, site_url: str) -> None:
    watch = open_table(browser, site_url, seed=5)
    page = watch.page
    page.evaluate(FAIL_ONCE_JS, ["game.bot", DETAIL])
    reader_moves_once(page)
    alert = page.locator(f"{TABLE} .rp-alert")
    alert.get_by_role("button", name="Повторить").wait_for(timeout=TIMEOUT)
    text = alert.inner_text()
    assert text.startswith("Компьютер не смог сходить: сбой в движке правил"), text
    assert "ZeroDivisionError" not in text and "Traceback" not in text
    # The diagnostic went to the console, once.
    assert [e for e in watch.console_errors if "ZeroDivisionError" in e and "game.bot" in e], watch.console_errors
    # Not stuck: the table is ready, the position kept, and «Повторить» lets the computer move.
    page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    before = moves_made(page)
    assert alert.get_by_role("button", name="Начать заново").count() == 1
    alert.get_by_role("button", name="Повторить").click()
    page.wait_for_function(f"document.querySelector('{TABLE}').moves.length > {before}", timeout=TIMEOUT)
    page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.inner_text(f"{TABLE} .rp-alert") == ""
    page.context.close()


def test_start_again_after_a_failed_hint_deals_the_same_game_anew(browser: Any, site_url: str) -> None:
    watch = open_table(browser, site_url, seed=5)
    page = watch.page
    reader_moves_once(page)
    page.wait_for_function(f"document.querySelector('{TABLE}').isMyTurn()", timeout=TIMEOUT)
    assert moves_made(page) > 0
    first_hand = page.eval_on_selector(TABLE, "el => el.history[0].answer.view.hand")
    page.evaluate(FAIL_ONCE_JS, ["game.hint", DETAIL])
    page.locator(TABLE).get_by_role("button", name="Подсказка").click()
    alert = page.locator(f"{TABLE} .rp-alert")
    alert.get_by_role("button", name="Начать заново").wait_for(timeout=TIMEOUT)
    assert alert.inner_text().startswith("Подсказки нет: сбой в движке правил")
    alert.get_by_role("button", name="Начать заново").click()
    page.wait_for_function(f"document.querySelector('{TABLE}').moves.length === 0 || "
                           f"document.querySelector('{TABLE}').history.length === 0", timeout=TIMEOUT)
    page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=TIMEOUT)
    assert page.eval_on_selector(TABLE, "el => el.seed") == 5
    assert page.eval_on_selector(TABLE, "el => (el.history[0] ? el.history[0].answer : el.answer).view.hand") == first_hand
    page.context.close()
