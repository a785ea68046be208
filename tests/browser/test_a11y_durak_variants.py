"""The durak variants' own tables (круглый, чешский, дорожный, китайский, крестовый, верю — не верю) are
drawn in the one frame: played with the keyboard alone, every move keeps the focus in the table (never
on <body>), a hand is one tab stop, every control has a stable focus key and a name that contains its
text, a card is never `disabled`, the log calls the reader «Вы», the other players' moves are spoken,
and the table fits a 375 px phone without sideways scrolling."""

from __future__ import annotations

from typing import Any

import pytest

TIMEOUT = 120_000
VARIANTS = ["krugly", "cheshsky", "dorozhny", "kitaysky", "krestovy", "veryu"]

# What the board offers now: its controls, whether each has a focus key, its name and its text.
CONTROLS = """(root) => [...root.querySelectorAll('.rp-board button, .rp-board input, .rp-board select')]
  .filter(e => e.offsetParent !== null)
  .map(e => ({ key: e.dataset.focusKey || null, label: e.getAttribute('aria-label'),
               text: e.textContent.replace(/\\s+/g, ' ').trim(), disabled: e.disabled,
               card: !!e.querySelector('[data-card]') }))"""

# A control a reader would press now, as the keyboard reaches it: a highlighted card, else the main
# button (never «Ещё раз»).
PRESS = """(root) => {
  const ok = (b) => b && b.getAttribute('aria-disabled') !== 'true' && b.offsetParent !== null;
  const pick = (s) => [...root.querySelectorAll(s)].find(ok);
  const target = pick('.rp-board .rp-playable') || pick(".rp-board .rp-actions .rp-primary:not([data-focus-key='act:again'])")
    || pick('.rp-board .rp-actions .rp-button');
  if (!target) return null;
  target.focus();
  return target.dataset.focusKey || '';
}"""


def settle(page: Any, widget: str) -> None:
    page.wait_for_selector(f"{widget}[data-rp-state=ready]", timeout=TIMEOUT)


@pytest.mark.parametrize("variant", VARIANTS)
def test_variant_table_is_drawn_in_the_frame(browser: Any, site_url: str, variant: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 800})
    context.add_init_script("window.__rpBotDelay = 0")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    widget = f"rp-play#play-durak-{variant}"
    page.goto(f"{site_url}/durak/{variant}/?play-durak-{variant}.seed=5")
    settle(page, widget)
    root = page.locator(widget)
    moves = 0
    for _ in range(6):
        key = root.evaluate(PRESS)
        if key is None:
            break
        page.keyboard.press("Enter")
        settle(page, widget)
        moves += 1
        where = page.evaluate("() => { const a = document.activeElement; return a && a.closest('rp-play') ? a.closest('rp-play').id : a && a.tagName; }")
        assert where == f"play-durak-{variant}", (variant, moves, where)
        for control in root.evaluate(CONTROLS):
            assert control["key"], (variant, control)
            assert not (control["card"] and control["disabled"]), (variant, control)
            if control["label"] and control["text"]:
                # The name contains what the control shows (a card's index, a seat's name).
                assert control["text"].split(" ")[0] in control["label"], (variant, control)
        for hand in root.locator(".rp-hand-buttons").all():
            assert hand.evaluate("h => h.querySelectorAll('[tabindex=\"0\"]').length") == 1, variant
    assert moves >= 2, (variant, moves)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375, variant
    log = root.evaluate("el => [...el.querySelectorAll('.rp-log li')].map(li => li.textContent)")
    assert log and not any("Игрок 1 " in line or line.startswith("Игрок 1:") for line in log), (variant, log)
    said = root.evaluate("el => [...el.querySelectorAll('.rp-announcer p')].map(p => p.textContent)")
    assert said, variant
    assert not errors, errors
    context.close()
