"""The game tables with the keyboard and a screen reader's eyes: a skip link straight to the table, one
tab stop per hand with arrow keys, focus kept after every move (never thrown to <body>), legality exposed
with aria-disabled, accessible names that contain the visible text, calls named in words, and the other
players' moves spoken in full sentences by a polite live region."""

from __future__ import annotations

import re
from typing import Any

from tests.browser.a11y import settings, axe_serious, set_scheme

TIMEOUT = 120_000
KING = "rp-play#play-king"
DURAK = "rp-play#play-durak-podkidnoy"
BRIDGE = "rp-play#play-bridge"

FOCUS = """() => { const a = document.activeElement;
  return a ? { tag: a.tagName, key: a.dataset.focusKey || null, inHand: !!a.closest('.rp-mine, [data-focus-group^="hand"]'),
               label: a.getAttribute('aria-label'), table: a.closest('rp-play') ? a.closest('rp-play').id : null } : null; }"""


def open_table(page: Any, url: str, widget: str) -> None:
    page.add_init_script("window.__rpBotDelay = 0")
    page.goto(url)
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def ready(page: Any, widget: str) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


def focused(page: Any) -> dict[str, Any]:
    info: dict[str, Any] = page.evaluate(FOCUS)
    return info


def test_skip_link_goes_straight_to_the_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.seed=7", DURAK)
    page.wait_for_selector(".md-skip.rp-skip", state="attached")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Перейти к содержанию"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Перейти к игровому столу"
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)  # nothing (Material's instant navigation included) takes the focus away again
    now = focused(page)
    assert now["table"] == "play-durak-podkidnoy" and now["inHand"], now
    # The tab stop of a hand is a card the engine allows (the reader leads: any card).
    assert page.evaluate("document.activeElement.getAttribute('aria-disabled')") != "true"


def test_one_tab_stop_per_hand_with_arrows_home_and_end(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/king/?play-king.seed=7", KING)
    hand = page.locator(f"{KING} .rp-mine [role=toolbar]")
    assert hand.get_attribute("aria-label") == "Ваши карты"
    cards = hand.locator("button")
    count = cards.count()
    assert count == 8
    assert hand.locator("button[tabindex='0']").count() == 1
    hand.locator("button[tabindex='0']").focus()
    start = page.evaluate("document.activeElement.dataset.focusKey")
    page.keyboard.press("End")
    assert page.evaluate("document.activeElement.dataset.focusKey") == cards.nth(count - 1).get_attribute("data-focus-key")
    page.keyboard.press("Home")
    assert page.evaluate("document.activeElement.dataset.focusKey") == cards.nth(0).get_attribute("data-focus-key")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.focusKey") == cards.nth(1).get_attribute("data-focus-key")
    # The tab stop follows the focus: Tab leaves the hand, Shift+Tab comes back to the same card.
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.focusKey") == cards.nth(1).get_attribute("data-focus-key")
    assert start is not None


def test_a_game_of_king_by_keyboard_alone_keeps_focus_in_the_hand(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/king/?play-king.seed=7", KING)
    page.locator(f"{KING} .rp-mine button[tabindex='0']").focus()
    for _ in range(10):
        # Arrow to a card the engine allows, then play it with Enter.
        for _ in range(9):
            if page.evaluate("document.activeElement.getAttribute('aria-disabled')") != "true":
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        ready(page, KING)
        now = focused(page)
        assert now["tag"] == "BUTTON" and now["table"] == "play-king", f"focus fell out of the table: {now}"
        if page.locator(f"{KING} .rp-pause").count():
            # The end of a deal: focus is on «Следующая сдача» (the hand of the next deal is not shown yet).
            assert now["key"] == "act:next-deal", now
            page.keyboard.press("Enter")
            ready(page, KING)
            now = focused(page)
            assert now["inHand"], now
        else:
            assert now["inHand"], now
    assert len(page.eval_on_selector_all(f"{KING} .rp-log li", "els => els.map(e => e.textContent)")) >= 10
    # Teaching mode (every hand open) in both schemes passes axe too.
    settings(page, KING)
    page.locator(KING).get_by_label("Учебный режим (все карты открыты)").check()
    page.wait_for_selector(f"{KING} .rp-open-cards [data-card]")
    assert axe_serious(page) == []
    set_scheme(page, "slate")
    assert axe_serious(page) == []


def test_focus_stays_after_a_refused_card_and_after_a_durak_move(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/durak/podkidnoy/?play-durak-podkidnoy.seed=7", DURAK)
    card = page.locator(f"{DURAK} .rp-mine .rp-playable").first
    key = card.get_attribute("data-focus-key")
    card.focus()
    page.keyboard.press("Enter")
    ready(page, DURAK)
    now = focused(page)
    assert now["inHand"] and now["key"] != key, now  # the card went to the table; focus on its neighbour
    # A card the engine does not allow now: aria-disabled, still pressable, refused with a reason, and
    # the focus stays on it.
    refused = page.locator(f"{DURAK} .rp-mine button[aria-disabled=true]")
    if refused.count():
        refused.first.focus()
        key = refused.first.get_attribute("data-focus-key")
        page.keyboard.press("Enter")
        ready(page, DURAK)
        assert page.inner_text(f"{DURAK} .rp-alert")
        assert focused(page)["key"] == key


def test_legality_is_exposed_and_names_contain_the_visible_text(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/bridge/?play-bridge.seed=1948", BRIDGE)
    # The bidding box: «Пас», «Контра», «Реконтра» and the five strains of the chosen level (the lowest
    # with a legal bid); the levels 1–7 choose another.
    calls = page.locator(f"{BRIDGE} .rp-call-button")
    assert calls.count() == 8
    legal = set(page.eval_on_selector(BRIDGE, "el => el.answer.legal.filter(m => m.type === 'call').map(m => m.call)"))
    box = page.locator(BRIDGE)
    seen: dict[str, str | None] = {}
    for level in range(1, 8):
        box.get_by_role("button", name=f"уровень {level}", exact=True).click()
        page.wait_for_selector(f"{BRIDGE} .rp-call-button[data-call='{level}NT']", timeout=TIMEOUT)
        seen.update(dict(page.eval_on_selector_all(f"{BRIDGE} .rp-call-button", "els => els.map(e => [e.dataset.call, e.getAttribute('aria-disabled')])")))
    assert len(seen) == 38
    assert {c for c, disabled in seen.items() if disabled != "true"} == legal
    assert all(page.eval_on_selector_all(f"{BRIDGE} .rp-call-button", "els => els.map(e => !e.disabled)"))
    # Bids are named in words, after the symbols they show.
    for level, name in ((1, "1♣ — 1 трефа"), (1, "1БК — 1 без козыря"), (2, "2♦ — 2 бубны"), (5, "5♥ — 5 черв"), (7, "7♠ — 7 пик")):
        box.get_by_role("button", name=f"уровень {level}", exact=True).click()
        assert box.get_by_role("button", name=name, exact=True).count() == 1, name
    for name in ("Контра", "Пас"):
        assert box.get_by_role("button", name=name, exact=True).count() == 1, name
    # Every card is drawn from the art, and its button's name gives its index and name («Т♠ — туз пик»),
    # the index being what the art shows in its corner.
    page.goto(f"{site_url}/king/?play-king.seed=7")
    ready(page, KING)
    pairs = page.eval_on_selector_all(f"{KING} .rp-card-button", "els => els.map(e => [e.querySelector('use').getAttribute('href'), e.getAttribute('aria-label')])")
    assert pairs and all(" — " in label and "cards.svg#c-" in href for href, label in pairs), pairs
    # Every card button's name starts with the text it shows («Т — туз пик» for a pip «Т»).
    page.goto(f"{site_url}/king/?play-king.seed=7")
    ready(page, KING)
    playable = set(page.eval_on_selector(KING, "el => el.answer.legal.map(m => m.card)"))
    states = page.eval_on_selector_all(f"{KING} .rp-mine .rp-card-button", "els => els.map(e => [e.querySelector('[data-card]').dataset.card, e.getAttribute('aria-disabled')])")
    assert {c for c, disabled in states if disabled != "true"} == playable


def test_other_players_moves_are_spoken_in_sentences(watched: Any, site_url: str) -> None:
    page = watched.page
    open_table(page, f"{site_url}/king/?play-king.seed=7", KING)
    announcer = page.locator(f"{KING} .rp-announcer")
    assert announcer.get_attribute("aria-live") == "polite"
    page.locator(f"{KING} .rp-mine .rp-playable").first.click(position={"x": 10, "y": 16})
    ready(page, KING)
    said = announcer.locator("p").all_inner_texts()
    # «Вы кладёте …» for the reader, «Игрок 2 кладёт семёрку треф.» for the others, card names in words.
    assert any(re.fullmatch(r"Вы кладёте \w+ \w+\.", s) for s in said), said
    assert any(re.fullmatch(r"Игрок [234] кладёт \w+ \w+( — взятку берё(т Игрок [1-4]|те вы))?\.", s) for s in said), said
    assert not any(re.search("[♠♥♦♣]", s) for s in said), said
    assert said[-1].startswith("Ваш ход"), said
    # The move log calls the reader «Вы».
    log = page.eval_on_selector_all(f"{KING} .rp-log li", "els => els.map(e => e.textContent)")
    assert log[0].startswith("Вы: ") and not any("Игрок 1" in line for line in log), log


def test_the_words_the_tables_speak(watched: Any, site_url: str) -> None:
    """The sentence helpers of play/common.js and bridge-hands.js, run in the browser as the tables run them."""
    page = watched.page
    page.goto(f"{site_url}/")
    said = page.evaluate("""async () => {
      const c = await import('./assets/rp/play/common.js');
      const b = await import('./assets/rp/bridge-hands.js');
      const labels = { '6H': { ru: '6♥', name: 'шестёрка червей' }, '10H': { ru: '10♥', name: 'десятка червей' },
                       'QS': { ru: 'Д♠', name: 'дама пик' }, 'AC': { ru: 'Т♣', name: 'туз треф' } };
      return {
        lead: c.asReader('Игрок 1 заходит: 6♣.', 'Игрок 1'),
        pass: c.asReader('Игрок 1 больше не подкидывает.', 'Игрок 1'),
        call: c.asReader('Юг: пас', 'Юг'),
        taken: c.asReader('Игрок 4: Т♣ — взятку берёт Игрок 1', 'Игрок 1'),
        onto: c.asReader('Игрок 2 переводит десяткой треф на игрока 1.', 'Игрок 1'),
        other: c.asReader('Игрок 3 бьёт шестёрку треф валетом пик.', 'Игрок 1'),
        eleven: c.asReader('Игрок 11 заходит: 6♣.', 'Игрок 1'),
        spoken: c.speakCards('Игрок 2 заходит: 6♥ 10♥.', labels),
        lays: c.laysCard('Игрок 3', 'Т♣ — взятку берёт Игрок 4', labels),
        words: [1, 2, 5, 11, 21, 22, 25].map((n) => `${n} ${c.cardsWord(n)}`),
        calls: ['1C', '2D', '5H', '7S', '1NT', '3NT', 'X', 'XX', 'pass'].map(b.callWords),
      };
    }""")
    assert said["lead"] == "Вы заходите: 6♣."
    assert said["pass"] == "Вы больше не подкидываете."
    assert said["call"] == "Вы: пас"
    assert said["taken"] == "Игрок 4: Т♣ — взятку берёте вы"
    assert said["onto"] == "Игрок 2 переводит десяткой треф на вас."
    assert said["other"] == "Игрок 3 бьёт шестёрку треф валетом пик."
    assert said["eleven"] == "Игрок 11 заходит: 6♣."
    assert said["spoken"] == "Игрок 2 заходит: шестёрка червей, десятка червей."
    assert said["lays"] == "Игрок 3 кладёт туза треф — взятку берёт Игрок 4"
    assert said["words"] == ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"]
    assert said["calls"] == ["1 трефа", "2 бубны", "5 черв", "7 пик", "1 без козыря", "3 без козыря",
                             "контра", "реконтра", "пас"]
