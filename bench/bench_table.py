"""The card table as a player feels it (issue 26), in Chromium on the built site. Prints only.

- From the reader's click on a card to that card lying on the table (drawn in the centre of the felt):
  median and worst over whole games of подкидной, with motion on (the pace «быстро») and with motion off.
- The longest main-thread task while a card moves (PerformanceObserver «longtask», over the time any card
  animation runs), and the number of card animations.
- Bytes of the card art a page with a table fetches (the sprite, raw and as the server compresses it).

BENCH_TABLE_GAMES sets how many games are played for each setting (default 3).
"""

from __future__ import annotations

import gzip
import os
import statistics
import time
from typing import Any

from harness import ROOT, chromium, served_site

GAMES = int(os.environ.get("BENCH_TABLE_GAMES", "3"))
TABLE = "#play-durak-podkidnoy"

# On every document: long tasks, and the windows when a card animation runs (Element.animate on a card
# or a ghost of one).
WATCH = """
window.__longtasks = [];
window.__animWindows = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]); })
  .observe({ type: "longtask", buffered: true });
const original = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const animation = original.call(this, frames, options);
  if (this.matches("[data-card], .rp-ghost, .rp-back")) {
    const start = performance.now();
    animation.finished.catch(() => {}).then(() => window.__animWindows.push([start, performance.now()]));
  }
  return animation;
};
"""

# Click the first playable card of the reader's hand (else «Бито»/«Пас»/«Взять») and resolve with the
# milliseconds until a card of that code is drawn in the centre of the table (null for a button).
CLICK_AND_TIME = """(table) => new Promise((resolve) => {
  const root = document.querySelector(table);
  const card = root.querySelector(".rp-mine .rp-playable");
  if (!card) {
    const button = [...root.querySelectorAll(".rp-durak-actions .rp-button")].find((b) => /^(Бито|Пас|Взять)/.test(b.textContent));
    if (button) button.click();
    resolve(button ? null : false);
    return;
  }
  const code = card.querySelector("[data-card]").dataset.card;
  const start = performance.now();
  const found = () => root.querySelector(`.rp-felt-centre [data-card="${code}"]`);
  const observer = new MutationObserver(() => {
    if (found()) { observer.disconnect(); resolve(performance.now() - start); }
  });
  observer.observe(root, { subtree: true, childList: true });
  card.click();
  setTimeout(() => { observer.disconnect(); resolve(-1); }, 20000);
})"""


def play_games(browser: Any, base: str, motion: bool) -> dict[str, Any]:
    clicks: list[float] = []
    longest = 0.0
    animations = 0
    for game in range(GAMES):
        context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="no-preference" if motion else "reduce")
        context.add_init_script(WATCH)
        context.add_init_script("localStorage.setItem('rp.pace', 'fast')")
        page = context.new_page()
        page.goto(f"{base}/durak/podkidnoy/?play-durak-podkidnoy.players=2&play-durak-podkidnoy.seed={100 + game}#play-durak-podkidnoy")
        page.wait_for_selector(f"{TABLE}[data-rp-state=ready]", timeout=180_000)
        for _ in range(300):
            if page.locator(f"{TABLE} .rp-result").count():
                break
            page.wait_for_function(f"(t => t.dataset.rpState === 'ready')(document.querySelector('{TABLE}'))", timeout=60_000)
            if page.locator(f"{TABLE} .rp-result").count():
                break
            if not page.eval_on_selector(TABLE, "el => el.isMyTurn()"):
                page.wait_for_timeout(50)
                continue
            took = page.evaluate(CLICK_AND_TIME, TABLE)
            if isinstance(took, (int, float)) and not isinstance(took, bool) and took >= 0:
                clicks.append(float(took))
            page.wait_for_timeout(30)
        tasks, windows = page.evaluate("[window.__longtasks, window.__animWindows]")
        animations += len(windows)
        for start, duration in tasks:
            if any(start < end and start + duration > begin for begin, end in windows):
                longest = max(longest, duration)
        context.close()
    return {"clicks": clicks, "longest": longest, "animations": animations}


def main() -> None:
    started = time.perf_counter()
    with served_site() as base, chromium() as browser:
        for motion in (True, False):
            figures = play_games(browser, base, motion)
            clicks = figures["clicks"]
            label = "motion on (pace «быстро»)" if motion else "reduced motion"
            if clicks:
                print(f"  click → card on the table, {label}: median {statistics.median(clicks):6.1f} ms, "
                      f"worst {max(clicks):6.1f} ms over {len(clicks)} cards in {GAMES} games")
            print(f"  longest main-thread task while a card moves, {label}: {figures['longest']:.0f} ms "
                  f"({figures['animations']} card animations; 0 ms means no task over 50 ms)")
    sprite = (ROOT / "site" / "assets" / "rp" / "cards.svg")
    from widgets.cardart import sprite as draw_sprite

    art = draw_sprite().encode("utf-8")
    print(f"  card art a page with a table fetches: {len(art) / 1024:.1f} KiB raw, {len(gzip.compress(art, 6)) / 1024:.1f} KiB gzip"
          f"{' (the built sprite: ' + str(sprite.stat().st_size) + ' B)' if sprite.is_file() else ''}; pages without a table fetch none")
    print(f"bench_table took {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
