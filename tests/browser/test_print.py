"""Paper: a printed page shows every game table as a diagram of the position (cards, table, score) with
no button, select or field; the bridge compass keeps its hands apart; hand diagrams, score tables and
the rubber sheet are kept whole on a page (break-inside: avoid, and small enough to fit); page.pdf()
prints them."""

from __future__ import annotations

from typing import Any

import pytest

TIMEOUT = 120_000
WIDGETS = "rp-deal, rp-play, rp-bezique, rp-bridge-hand, rp-score-bridge, rp-canasta-score"
A4_CSS_PX = (794, 1123)  # 210 × 297 mm at 96 px per inch

CONTROLS_SHOWN = f"""() => [...document.querySelectorAll('{WIDGETS}')].flatMap(w =>
  [...w.querySelectorAll('button, select, input, textarea, summary')]
    .filter(c => !c.classList.contains('rp-card-button') && !c.classList.contains('rp-canasta-meld'))
    .filter(c => !c.classList.contains('rp-call-explain'))  // a call of the auction, printed as its text
    .filter(c => !c.matches('.rp-print-open > summary'))
    .filter(c => c.getClientRects().length > 0 && getComputedStyle(c).visibility !== 'hidden')
    .map(c => w.id + ': ' + (c.textContent.trim() || c.getAttribute('aria-label') || c.tagName)))"""


def settle(page: Any) -> None:
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-rp-state]')].every(e => e.dataset.rpState === 'ready')", timeout=TIMEOUT)


def bridge_into_play(page: Any, table: str = "rp-play#play-bridge") -> None:
    while page.locator(f"{table} .rp-call-button[data-call=pass]").count():
        page.locator(f"{table} .rp-call-button[data-call=pass]").click()
        settle(page)
    for _ in range(3):
        page.locator(f"{table} .rp-suits .rp-card-button.rp-playable").first.click(position={"x": 10, "y": 16})
        settle(page)


def open_for_print(browser: Any, site_url: str, path: str) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": A4_CSS_PX[0], "height": A4_CSS_PX[1]})
    context.add_init_script("window.__rpBotDelay = 0")
    page = context.new_page()
    page.goto(site_url + path)
    settle(page)
    return context, page


@pytest.mark.parametrize("path", ["/bridge/", "/king/", "/durak/podkidnoy/", "/canasta/classic/", "/bezique/", "/shtoss/",
                                  "/durak/krugly/", "/durak/cheshsky/", "/durak/dorozhny/", "/durak/kitaysky/", "/durak/krestovy/"])
def test_tables_print_as_diagrams_without_controls(browser: Any, site_url: str, path: str) -> None:
    context, page = open_for_print(browser, site_url, path)
    if path == "/bridge/":
        bridge_into_play(page)
    if path == "/shtoss/":
        page.locator("rp-play#shtoss .rp-shtoss-pack [data-card='QH']").click()  # a stake on the queen of hearts
        page.wait_for_selector("rp-play#shtoss .rp-shtoss-outcome", timeout=TIMEOUT)
        settle(page)
    page.emulate_media(media="print")
    assert page.evaluate(CONTROLS_SHOWN) == []
    # The position is on paper: cards of every table are printed.
    for widget in page.locator("rp-play").all():
        shown = widget.locator(".rp-board [data-card]").evaluate_all("cs => cs.filter(c => c.getClientRects().length).length")
        assert shown > 0, widget.get_attribute("id")
    assert len(page.pdf(format="A4")) > 10_000
    context.close()


def test_bridge_print_layout_keeps_hands_apart(browser: Any, site_url: str) -> None:
    context, page = open_for_print(browser, site_url, "/bridge/?play-bridge.seed=1948")
    bridge_into_play(page)
    page.emulate_media(media="print")
    overlaps = page.evaluate("""() => {
      const found = [];
      for (const compass of document.querySelectorAll('rp-play .rp-bridge-table, rp-bridge-hand .rp-compass')) {
        const parts = [...compass.children].map(c => [c.className, c.getBoundingClientRect()]);
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
          const [a, ra] = parts[i], [b, rb] = parts[j];
          if (ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1) found.push(a + ' / ' + b);
        }
        // Every card of a hand stays inside its place of the compass.
        for (const seat of compass.querySelectorAll(':scope > .rp-compass-seat')) {
          const box = seat.getBoundingClientRect();
          for (const card of seat.querySelectorAll('[data-card]')) {
            const r = card.getBoundingClientRect();
            if (r.right > box.right + 1 || r.left < box.left - 1) found.push(seat.dataset.seat + ' card ' + card.dataset.card);
          }
        }
      }
      return found;
    }""")
    assert overlaps == []
    context.close()


def test_sheets_and_hands_are_never_split(browser: Any, site_url: str) -> None:
    context, page = open_for_print(browser, site_url, "/bridge/")
    page.emulate_media(media="print")
    kept = page.evaluate("""() => ['.rp-sheet', 'rp-play .rp-bhand', 'rp-bridge-hand .rp-bhand', '.rp-score-table']
      .flatMap(sel => [...document.querySelectorAll(sel)].map(e => [sel, getComputedStyle(e).breakInside, e.getBoundingClientRect().height]))""")
    assert kept and all(rule == "avoid" for _, rule, _ in kept), kept
    # Small enough to be kept whole: the sheet is shorter than a page.
    assert all(height < A4_CSS_PX[1] * 0.8 for sel, _, height in kept if sel == ".rp-sheet"), kept
    page.goto(site_url + "/canasta/classic/")
    settle(page)
    kept = page.evaluate("""() => [...document.querySelectorAll('.rp-canasta-sheet, .rp-canasta-side, .rp-score-table')]
      .map(e => getComputedStyle(e).breakInside)""")
    assert kept and set(kept) == {"avoid"}, kept
    context.close()
