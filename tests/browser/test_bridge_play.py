"""The bridge table (<rp-play game="bridge">) in Chromium: calls, refusals, a whole deal with bots,
the teacher's mode (every seat), undo and teaching mode."""

from __future__ import annotations

from tests.browser.a11y import settings

from typing import Any

PAGE = "/bridge/"
TABLE = "rp-play#play-bridge"
TEACHER = "rp-play#play-bridge-all"
TIMEOUT = 120_000


def open_page(page: Any, site_url: str, query: str = "") -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}{PAGE}{query}")
    for widget in (TABLE, TEACHER):
        page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def ready(page: Any, widget: str = TABLE) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def state(page: Any, widget: str = TABLE) -> Any:
    return page.eval_on_selector(widget, "el => el.answer.state")


def test_an_illegal_call_is_refused_with_the_engines_reason(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, site_url, "?play-bridge.seed=1948")
    before = state(page)["calls"]
    assert len(before) == 2  # North deals; North and East (bots) have called, South is to call
    illegal = page.locator(f"{TABLE} .rp-call-button.rp-illegal")
    assert illegal.count() > 0
    assert illegal.first.get_attribute("aria-disabled") == "true"
    illegal.first.click(force=True, position={"x": 10, "y": 16})  # aria-disabled, still a button: the engine explains
    ready(page)
    reason = page.inner_text(f"{TABLE} .rp-alert")
    assert reason and ("Контр" in reason or "Реконтр" in reason or "не выше" in reason)
    assert state(page)["calls"] == before
    # A legal call is accepted, and the bots answer until it is South's turn again (or the end).
    page.locator(f"{TABLE} .rp-call-button[data-call=pass]").click()
    ready(page)
    assert page.inner_text(f"{TABLE} .rp-alert") == ""
    assert len(state(page)["calls"]) > len(before)


def play_whole_deal(page: Any, widget: str, bid_once: bool) -> None:
    """Bid (once, the lowest legal bid, if asked), then pass, then play the first playable card."""
    bid_done = False
    for _ in range(200):
        if page.locator(f"{widget} .rp-result").count():
            return
        calls = page.locator(f"{widget} .rp-call-grid .rp-call-button:not(.rp-illegal):not([disabled])")
        if calls.count():
            if bid_once and not bid_done:
                calls.first.click()
                bid_done = True
            else:
                page.locator(f"{widget} .rp-call-button[data-call=pass]").click()
        else:
            page.locator(f"{widget} .rp-suits .rp-card-button.rp-playable").first.click(position={"x": 10, "y": 16})
        ready(page, widget)
    raise AssertionError("the deal did not end")


def test_a_whole_deal_is_bid_played_to_13_tricks_and_scored(visit: Any, site_url: str) -> None:
    page = visit.page
    open_page(page, site_url, "?play-bridge.seed=1948&score-bridge.deals=")
    page.wait_for_selector("rp-score-bridge[data-rp-state=ready]", timeout=TIMEOUT)
    play_whole_deal(page, TABLE, bid_once=True)
    final = state(page)
    assert final["phase"] == "over" and final["contract"] is not None
    assert len(final["tricks"]) == 13
    played = [c["card"] for trick in final["tricks"] for c in trick["cards"]]
    assert len(played) == 52 and len(set(played)) == 52
    result = page.inner_text(f"{TABLE} .rp-result")
    assert "взято" in result and "чертой" in result
    declarer = final["contract"]["declarer"]
    assert page.locator(f"{TABLE} .rp-bridge-score li").count() >= 1
    # The played deal goes onto the rubber's score sheet on the same page.
    page.locator(f"{TABLE} .rp-bridge-score button").click()
    page.wait_for_selector("rp-score-bridge .rp-sheet-deals > li", timeout=TIMEOUT)
    ready(page, "rp-score-bridge")
    assert f"{final['contract']['code']}-{declarer}-" in page.url.replace("%2C", ",")
    # After the deal every hand is shown as dealt.
    assert page.locator(f"{TABLE} .rp-bridge-table .rp-bhand [data-card]").count() == 52


def test_the_teacher_calls_and_plays_for_every_seat(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, site_url, "?play-bridge-all.seed=7")
    for call in ("1NT", "pass", "pass", "pass"):
        page.locator(f"{TEACHER} .rp-call-button[data-call='{call}']").click()
        ready(page, TEACHER)
    contract = state(page, TEACHER)["contract"]
    assert contract["code"] == "1NT" and contract["declarer"] == "N" and contract["leader"] == "E"
    info = page.inner_text(f"{TEACHER} .rp-bridge-info")
    assert "Контракт 1БК" in info and "разыгрывает Север" in info and "первый ход Востока" in info
    play_whole_deal(page, TEACHER, bid_once=False)
    assert len(state(page, TEACHER)["tricks"]) == 13


def test_follow_suit_is_explained_undo_and_teaching_mode(watched: Any, site_url: str) -> None:
    page = watched.page
    open_page(page, site_url, "?play-bridge-all.seed=7")
    # Teaching mode: all four hands open during the auction.
    settings(page, TEACHER)
    page.locator(TEACHER).get_by_label("Учебный режим (все карты открыты)").check()
    page.wait_for_function(f"document.querySelectorAll('{TEACHER} .rp-bridge-table [data-card]').length === 52")
    for call in ("1S", "pass", "pass", "pass"):
        page.locator(f"{TEACHER} .rp-call-button[data-call='{call}']").click()
        ready(page, TEACHER)
    # Opening lead, then look for a card that does not follow suit.
    page.locator(f"{TEACHER} .rp-suits .rp-card-button.rp-playable").first.click(position={"x": 10, "y": 16})
    ready(page, TEACHER)
    for _ in range(40):
        wrong = page.locator(f"{TEACHER} .rp-to-play .rp-card-button:not(.rp-playable)")
        if wrong.count():
            before = state(page, TEACHER)
            # Away from Material's header, which would take a forced click on the card's corner.
            wrong.first.evaluate("e => e.scrollIntoView({ block: 'center' })")
            wrong.first.click(force=True, position={"x": 10, "y": 16})
            ready(page, TEACHER)
            assert "Нужно ходить в масть" in page.inner_text(f"{TEACHER} .rp-alert")
            assert state(page, TEACHER) == before
            break
        page.locator(f"{TEACHER} .rp-to-play .rp-card-button.rp-playable").first.click(position={"x": 10, "y": 16})
        ready(page, TEACHER)
    else:
        raise AssertionError("every hand could follow suit all the time")
    played = len(state(page, TEACHER)["trick"]) + 4 * len(state(page, TEACHER)["tricks"])
    page.locator(TEACHER).get_by_role("button", name="Отменить ход").click()
    ready(page, TEACHER)
    assert len(state(page, TEACHER)["trick"]) + 4 * len(state(page, TEACHER)["tricks"]) == played - 1


def test_the_reader_declares_when_the_partner_wins_the_contract(watched: Any, site_url: str) -> None:
    # Seed 4: South passes throughout and North (a bot) ends up declaring 1♠; the reader, South,
    # then plays the contract from North's seat, dummy's cards included.
    page = watched.page
    open_page(page, site_url, "?play-bridge.seed=4")
    while page.locator(f"{TABLE} .rp-call-button[data-call=pass]").count():
        page.locator(f"{TABLE} .rp-call-button[data-call=pass]").click()
        ready(page)
    contract = state(page)["contract"]
    assert contract["declarer"] == "N" and contract["code"] == "1S"
    # East leads (a bot); then it is the declarer's turn: the reader plays for North and South.
    hands_played = set()
    for _ in range(8):
        playable = page.locator(f"{TABLE} .rp-suits .rp-card-button.rp-playable")
        assert playable.count() > 0, "the reader was not given the declarer's cards"
        hands_played.add(page.eval_on_selector(TABLE, "el => el.answer.view.playing_hand"))
        playable.first.click()
        ready(page)
    assert hands_played == {"N", "S"}
