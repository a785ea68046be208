"""Keyboard and screen reader at the tables (issue 25, part 2): the reader's focus never falls to
<body> while the computer plays a bridge deal; bridge's skip link lands on the first call; a control
that takes over the focus is scrolled into view; durak's table is read pair by pair («семёрка пик,
побита девяткой пик») and bridge's trick says who played each card («Запад: двойка пик»)."""

from __future__ import annotations

from typing import Any

TIMEOUT = 120_000
BRIDGE = "rp-play#play-bridge"
DURAK = "rp-play#play-durak-podkidnoy"

# Counts the times focus is on <body> once a task is over (a redraw that restores focus does so in the
# same task, so only a real fall is counted).
WATCH_FALLS = """() => {
  window.__falls = 0;
  document.addEventListener('focusout', () => setTimeout(() => {
    if (document.activeElement === document.body || !document.activeElement) window.__falls++;
  }, 0), true);
}"""


def ready(page: Any, widget: str) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def test_focus_stays_in_the_hand_while_the_computer_plays_a_bridge_deal(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/bridge/?play-bridge.seed=1948")
    ready(page, BRIDGE)
    # The skip link lands on the calls (the first one, «Пас»), not on the auction's history.
    page.wait_for_selector(".md-skip.rp-skip", state="attached")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Перейти к игровому столу"
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    assert page.evaluate("document.activeElement.dataset.call") == "pass"
    # Pass to the end of the auction with Enter on «Пас».
    while page.eval_on_selector(BRIDGE, "el => el.answer.view.phase") == "auction":
        page.locator(f"{BRIDGE} .rp-call-button[data-call=pass]").focus()
        page.keyboard.press("Enter")
        ready(page, BRIDGE)
    if page.eval_on_selector(BRIDGE, "el => el.answer.over"):
        raise AssertionError("the deal was passed out: choose another seed")
    page.evaluate(WATCH_FALLS)
    played = 0
    for _ in range(40):
        if page.eval_on_selector(BRIDGE, "el => el.answer.over"):
            break
        page.wait_for_function(f"document.querySelector('{BRIDGE}').isMyTurn() || document.querySelector('{BRIDGE}').answer.over",
                               timeout=TIMEOUT)
        if page.eval_on_selector(BRIDGE, "el => el.answer.over"):
            break
        page.locator(f"{BRIDGE} .rp-suits .rp-card-button.rp-playable").first.focus()
        page.keyboard.press("Enter")
        played += 1
        ready(page, BRIDGE)
        if page.eval_on_selector(BRIDGE, "el => el.answer.over"):
            break  # the end of the deal: the focus goes to «Ещё раз»
        # While the others play, the focus is still on a card of a hand the reader plays from.
        assert page.evaluate("!!document.activeElement.closest('[data-focus-group^=\"hand\"]')"), page.evaluate(
            "document.activeElement.outerHTML.slice(0, 200)")
    assert played >= 6
    assert page.evaluate("window.__falls") == 0


def test_a_bridge_trick_says_who_played_each_card(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/bridge/?play-bridge.seed=1948")
    ready(page, BRIDGE)
    while page.eval_on_selector(BRIDGE, "el => el.answer.view.phase") == "auction":
        page.locator(f"{BRIDGE} .rp-call-button[data-call=pass]").click()
        ready(page, BRIDGE)
    # Play (the first playable card) until the computer has put cards in the middle.
    for _ in range(13):
        page.wait_for_function(f"(t => t.isMyTurn() || t.answer.over)(document.querySelector('{BRIDGE}'))", timeout=TIMEOUT)
        if page.eval_on_selector(BRIDGE, "el => el.answer.view.trick.length > 1"):
            break
        page.locator(f"{BRIDGE} .rp-suits .rp-card-button.rp-playable").first.click(position={"x": 10, "y": 16})
        ready(page, BRIDGE)
    names = page.eval_on_selector_all(f"{BRIDGE} .rp-trick-compass [data-card]", "cs => cs.map(c => c.getAttribute('aria-label'))")
    trick = page.eval_on_selector(BRIDGE, "el => el.answer.view.trick.length ? el.answer.view.trick : el.answer.view.tricks.at(-1).cards")
    seats = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}
    assert len(names) == len(trick) > 0
    assert sorted(n.split(":")[0] for n in names) == sorted(seats[t["seat"]] for t in trick)


def test_the_durak_table_is_read_as_pairs(watched: Any, site_url: str) -> None:
    page = watched.page
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.seed=7")
    ready(page, DURAK)
    # Play until a card lies beaten on the table.
    from tests.browser.test_durak_play import play_until
    play_until(page, DURAK, "root.answer.view.table.some(p => p[1])")
    snapshot = page.locator(f"{DURAK} .rp-durak-table").aria_snapshot()
    view = page.eval_on_selector(DURAK, "el => el.answer.view")
    beaten = [p for p in view["table"] if p[1]]
    assert "побит" in snapshot, snapshot
    assert snapshot.count("listitem") == len(view["table"]), snapshot
    # Each pair is one sentence; no card is read on its own beside it.
    assert snapshot.count("img") == 0, snapshot
    assert len(beaten) >= 1


def test_a_control_that_takes_the_focus_is_scrolled_into_view(watched: Any, site_url: str) -> None:
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 600})
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.seed=11")
    ready(page, DURAK)
    from tests.browser.test_durak_play import step
    for _ in range(400):
        if page.locator(f"{DURAK} .rp-result").count():
            break
        page.locator(f"{DURAK} .rp-mine").scroll_into_view_if_needed()
        card = page.locator(f"{DURAK} .rp-mine .rp-card-button").first
        if card.count():
            card.focus()
        step(page, DURAK)
    again = page.locator(f"{DURAK} .rp-result button", has_text="Ещё раз")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Ещё раз"
    box = again.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 600, box
