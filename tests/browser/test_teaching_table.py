"""The teacher's tools at the game tables (issue 10, part 3): «Подсказка» from the engine, the pace of
the computer with «Дальше», a link that reopens the current position (and a corrupted one explained),
stepping through a finished game, the last trick or bout kept in view, and canasta and King played to
the end with a running score sheet and a verdict for the reader."""

from __future__ import annotations

import json
from typing import Any

from rules_py.api import handle
from tests.browser.a11y import settings, axe_serious

TIMEOUT = 120_000


def ready(page: Any, widget: str) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def open_page(page: Any, url: str, widget: str) -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(url)
    ready(page, widget)


def call(method: str, **params: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"method": method, "params": params})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def finished_game_code(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> tuple[str, int]:
    """A link code of a whole game that the engine's bots play for every seat, and its length."""
    options = options or {}
    answer = call("game.new", game=game, players=players, seed=seed, options=options)
    moves = []
    while not answer["over"]:
        answer = call("game.bot", game=game, state=answer["state"])
        moves.append(answer["move"])
    return call("game.link", game=game, players=players, seed=seed, options=options, moves=moves)["code"], len(moves)


def log_lines(page: Any, table: str) -> list[str]:
    return list(page.eval_on_selector_all(f"{table} .rp-log li", "els => els.map(e => e.textContent)"))


def play_the_hint(page: Any, table: str) -> None:
    """Wait for the reader's turn, then play the move «Подсказка» suggests («Сыграть так»)."""
    page.wait_for_function(f"() => document.querySelector('{table}').answer.to_move === 0 || document.querySelector('{table}').answer.over", timeout=TIMEOUT)
    ready(page, table)
    box = page.locator(table)
    box.get_by_role("button", name="Подсказка").click()
    box.locator(".rp-hint").get_by_role("button", name="Сыграть так").click()
    ready(page, table)


DURAK = "rp-play#play-durak-podkidnoy"
DURAK_PAGE = "/durak/podkidnoy/"


def test_hint_says_the_engines_move_and_why_and_plays_it(visit: Any, site_url: str) -> None:
    page = visit.page
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.seed=3&play-durak-podkidnoy.players=2", DURAK)
    table = page.locator(DURAK)
    state = page.eval_on_selector(DURAK, "el => el.answer.state")
    expected = call("game.hint", game="durak.podkidnoy", state=state)
    if page.eval_on_selector(DURAK, "el => el.answer.to_move") != 0:
        table.get_by_role("button", name="Подсказка").click()
        assert "когда ваш ход" in table.locator(".rp-alert").inner_text()
        return
    table.get_by_role("button", name="Подсказка").click()
    hint = table.locator(".rp-hint")
    hint.wait_for(timeout=TIMEOUT)
    assert expected["reason_ru"] in hint.inner_text()
    assert page.evaluate("document.activeElement.textContent") == "Сыграть так"
    assert axe_serious(page) == []
    before = len(log_lines(page, DURAK))
    hint.get_by_role("button", name="Сыграть так").click()
    ready(page, DURAK)
    lines = log_lines(page, DURAK)
    assert len(lines) > before and lines[before].startswith("Вы"), lines
    assert table.locator(".rp-hint").count() == 0, "a hint belongs to the position it was asked in"


def test_canasta_shows_its_hint(visit: Any, site_url: str) -> None:
    page = visit.page
    table = "rp-play#play-canasta-classic"
    open_page(page, f"{site_url}/canasta/classic/", table)
    page.wait_for_function(f"() => document.querySelector('{table}').answer.to_move === 0", timeout=TIMEOUT)
    ready(page, table)
    page.locator(table).get_by_role("button", name="Подсказка").click()
    page.locator(f"{table} .rp-hint").wait_for(timeout=TIMEOUT)
    assert len(page.inner_text(f"{table} .rp-hint")) > 30


def test_step_by_step_pace_waits_for_the_reader(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.seed=3&play-durak-podkidnoy.players=2", DURAK)
    table = page.locator(DURAK)
    settings(page, DURAK)
    table.get_by_label("Темп компьютера").select_option("step")
    for _ in range(6):  # the reader's moves until the computer has to answer one of them
        if table.locator(".rp-step").count():
            break
        table.get_by_role("button", name="Подсказка").click()
        table.locator(".rp-hint").get_by_role("button", name="Сыграть так").click()
        page.wait_for_function(f"() => ['ready'].includes(document.querySelector('{DURAK}').dataset.rpState)", timeout=TIMEOUT)
    step = table.locator(".rp-step")
    assert step.count() == 1
    waiting = len(log_lines(page, DURAK))
    page.wait_for_timeout(600)
    assert len(log_lines(page, DURAK)) == waiting, "the computer moved without «Дальше»"
    assert "Дальше" in table.locator(".rp-status").inner_text()
    assert axe_serious(page) == []
    step.get_by_role("button", name="Дальше").click()
    page.wait_for_function(f"n => document.querySelectorAll('{DURAK} .rp-log li').length > n", arg=waiting, timeout=TIMEOUT)
    # The choice is remembered for the next page.
    assert page.evaluate("localStorage.getItem('rp.pace')") == "step"
    settings(page, DURAK)
    table.get_by_label("Темп компьютера").select_option("normal")


def test_a_link_reopens_the_position_and_a_corrupted_one_is_explained(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.seed=11&play-durak-podkidnoy.players=3", DURAK)
    table = page.locator(DURAK)
    for _ in range(3):
        play_the_hint(page, DURAK)
    moves = page.eval_on_selector(DURAK, "el => el.moves.length")
    state = page.eval_on_selector(DURAK, "el => el.answer.state")
    log = log_lines(page, DURAK)
    settings(page, DURAK)
    table.get_by_role("button", name="Ссылка на позицию").click()
    field = table.locator(".rp-link input")
    field.wait_for(timeout=TIMEOUT)
    href = field.input_value()
    assert "play-durak-podkidnoy.pos=" in href and f"сделано ходов: {moves}" in table.locator(".rp-link").inner_text()
    fresh = page.context.new_page()
    fresh.add_init_script("window.__rpBotDelay = 0")
    fresh.goto(href)
    ready(fresh, DURAK)
    assert fresh.eval_on_selector(DURAK, "el => el.answer.state") == state
    assert log_lines(fresh, DURAK) == log
    assert fresh.eval_on_selector(DURAK, "el => el.moves.length") == moves
    # One altered letter: the reader is told why, and a game is dealt from the page's seed instead.
    code = href.split("pos=")[1].split("&")[0].split("#")[0]
    broken = href.replace(code, code[:-2] + ("A" if code[-2] != "A" else "B") + code[-1])
    fresh.goto(broken)
    ready(fresh, DURAK)
    assert "Ссылка на позицию повреждена" in fresh.locator(f"{DURAK} .rp-alert").inner_text()
    # A fresh deal (the computer may already have led in it), not the linked position.
    assert fresh.eval_on_selector(DURAK, "el => el.history.length") == 0
    assert fresh.eval_on_selector(DURAK, "el => el.answer.state") != state
    assert "pos=" not in fresh.url
    fresh.close()


def test_stepping_through_a_finished_game(watched: Any, site_url: str) -> None:
    page = watched.page
    code, total = finished_game_code("durak.podkidnoy", 2, 3)
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.pos={code}", DURAK)
    table = page.locator(DURAK)
    assert page.eval_on_selector(DURAK, "el => el.answer.over")
    assert len(log_lines(page, DURAK)) == total
    table.get_by_role("button", name="Просмотреть партию по ходам").click()
    ready(page, DURAK)
    page.wait_for_selector(f"{DURAK} .rp-review-where", timeout=TIMEOUT)
    assert "Начало партии" in table.locator(".rp-review-where").inner_text()
    start = call("game.new", game="durak.podkidnoy", players=2, seed=3, seat=0)
    assert page.eval_on_selector(DURAK, "el => el.coach.review.answer.state") == start["state"]
    table.get_by_role("button", name="Вперёд ▶").click()
    page.wait_for_function(f"() => document.querySelector('{DURAK}').coach.review.at === 1", timeout=TIMEOUT)
    first = page.eval_on_selector(DURAK, "el => el.coach.review.moves[0]")
    who = f"Игрок {first['seat'] + 1}"
    said = first["move_ru"] if first["move_ru"].startswith(who) else f"{who}: {first['move_ru']}"
    assert table.locator(".rp-review-where").inner_text() == f"Ход 1 из {total}: {said}"
    assert page.evaluate("document.activeElement.textContent") == "Вперёд ▶"
    # No move can be made in a position of the past.
    card = table.locator(".rp-mine .rp-card-button").first
    if card.count():
        card.evaluate("b => b.click()")  # a reader's press; Playwright will not press an aria-disabled button
        assert "просмотр" in table.locator(".rp-alert").inner_text()
    assert page.eval_on_selector(DURAK, "el => el.coach.review.at") == 1
    assert axe_serious(page) == []
    table.get_by_role("button", name="В конец").click()
    page.wait_for_function(f"n => document.querySelector('{DURAK}').coach.review.at === n", arg=total, timeout=TIMEOUT)
    table.get_by_role("button", name="Закончить просмотр").click()
    table.locator(".rp-result").wait_for(timeout=TIMEOUT)


def test_the_last_bout_stays_in_view_after_the_next_lead(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.seed=3&play-durak-podkidnoy.players=2", DURAK)
    table = page.locator(DURAK)
    for _ in range(40):
        view = page.eval_on_selector(DURAK, "el => el.answer.view")
        if view.get("last_bout") and view["table"]:
            break
        play_the_hint(page, DURAK)
    view = page.eval_on_selector(DURAK, "el => el.answer.view")
    assert view["last_bout"] and view["table"], "no bout ended within 40 moves"
    panel = table.locator(".rp-last-panel")
    panel.locator("summary").click()
    assert panel.locator("[data-card]").count() >= 1
    assert view["last_bout"]["outcome_ru"] in panel.inner_text()
    # Still open after the next redraw.
    page.eval_on_selector(DURAK, "el => el.show()")
    assert page.eval_on_selector(f"{DURAK} .rp-last-panel", "d => d.open")


def test_canasta_plays_to_the_target_with_a_sheet_and_a_verdict(watched: Any, site_url: str) -> None:
    page = watched.page
    table = "rp-play#play-canasta-classic"
    open_page(page, f"{site_url}/canasta/classic/", table)
    assert page.eval_on_selector(table, "el => el.gameOptions.match") is True
    code, _ = finished_game_code("canasta.classic", 4, 5000, {"match": True})
    page.goto(f"{site_url}/canasta/classic/?play-canasta-classic.pos={code}")
    ready(page, table)
    result = page.eval_on_selector(table, "el => el.answer.result")
    shown = page.inner_text(f"{table} .rp-result")
    assert result["verdicts_ru"][0] in shown and "разница" in shown
    sheet = page.locator(f"{table} .rp-sheet-panel")
    sheet.locator("summary").click()
    rows = sheet.locator("tbody tr")
    assert rows.count() == len(page.eval_on_selector(table, "el => el.answer.view.score_sheet.rows")) >= 2
    assert "до 5000" in sheet.inner_text()


def test_king_keeps_a_running_sheet(watched: Any, site_url: str) -> None:
    page = watched.page
    table = "rp-play#play-king"
    open_page(page, f"{site_url}/king/?play-king.seed=7", table)
    # King's table draws its running sheet of 14 deals itself: no second sheet under the board.
    assert page.locator(f"{table} .rp-score-table tbody tr").count() == 15
    assert page.locator(f"{table} .rp-sheet-panel").count() == 0


def test_bridge_calls_in_the_auction_explain_themselves(watched: Any, site_url: str) -> None:
    page = watched.page
    table = "rp-play#play-bridge"
    open_page(page, f"{site_url}/bridge/?play-bridge.seed=4", table)
    box = page.locator(table)
    if not page.eval_on_selector(table, "el => el.answer.view.auction.length"):
        box.locator(".rp-call-button[data-call=pass]").click()
        ready(page, table)
    view = page.eval_on_selector(table, "el => el.answer.view")
    calls = [c["call"] for c in view["auction"]]
    expected = call("bridge.explain", auction=calls, dealer=view["dealer"], vulnerable=view["vulnerable"])["explanations"]
    first = box.locator(".rp-call-explain").first
    first.focus()
    page.keyboard.press("Enter")
    meaning = box.locator(".rp-call-meaning")
    page.wait_for_function(f"() => !document.querySelector('{table} .rp-call-meaning').textContent.endsWith('…')", timeout=TIMEOUT)
    text = meaning.inner_text()
    assert expected[0]["meaning_ru"] in text or "вне системы" in text, text
    assert first.get_attribute("aria-pressed") == "true"
    assert first.get_attribute("title")
    assert axe_serious(page) == []


def no_sideways_scroll(page: Any) -> None:
    wide = page.evaluate("""() => [...document.querySelectorAll('rp-play')]
        .filter(w => w.getBoundingClientRect().right > innerWidth + 1 || w.scrollWidth > w.clientWidth + 1)
        .map(w => w.id + ': ' + Math.round(w.scrollWidth))""")
    assert wide == [], f"wider than the phone: {wide}"
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_the_teachers_tools_on_a_phone(watched: Any, site_url: str) -> None:
    page = watched.page
    page.set_viewport_size({"width": 375, "height": 800})
    open_page(page, f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.seed=11&play-durak-podkidnoy.players=3", DURAK)
    table = page.locator(DURAK)
    play_the_hint(page, DURAK)
    page.wait_for_function(f"() => document.querySelector('{DURAK}').answer.to_move === 0", timeout=TIMEOUT)
    ready(page, DURAK)
    table.get_by_role("button", name="Подсказка").click()
    table.locator(".rp-hint").wait_for(timeout=TIMEOUT)
    settings(page, DURAK)
    table.get_by_role("button", name="Ссылка на позицию").click()
    table.locator(".rp-link input").wait_for(timeout=TIMEOUT)
    table.locator(".rp-last-panel summary").click()
    no_sideways_scroll(page)
    assert axe_serious(page) == []
    code, _ = finished_game_code("durak.podkidnoy", 2, 3)
    page.goto(f"{site_url}{DURAK_PAGE}?play-durak-podkidnoy.pos={code}")
    ready(page, DURAK)
    table.get_by_role("button", name="Просмотреть партию по ходам").click()
    page.wait_for_selector(f"{DURAK} .rp-review-where", timeout=TIMEOUT)
    table.get_by_role("button", name="Вперёд ▶").click()
    page.wait_for_function(f"() => document.querySelector('{DURAK}').coach.review.at === 1", timeout=TIMEOUT)
    no_sideways_scroll(page)
    bridge = "rp-play#play-bridge"
    open_page(page, f"{site_url}/bridge/?play-bridge.seed=4", bridge)
    if not page.eval_on_selector(bridge, "el => el.answer.view.auction.length"):
        page.locator(f"{bridge} .rp-call-button[data-call=pass]").click()
        ready(page, bridge)
    page.locator(f"{bridge} .rp-call-explain").first.click()
    page.locator(f"{bridge} .rp-call-meaning[role=status]").wait_for(timeout=TIMEOUT)
    no_sideways_scroll(page)
