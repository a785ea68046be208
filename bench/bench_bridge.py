"""Bridge: full deals (auction + play, all four seats bots) per second, and bot reply times.

Deals per second are wall time; bot replies are measured in this thread's CPU time. Then the
same bots in the browser: the reply time of game.bot as a page sees it (worker round trip
included), median and worst over bot-only deals in Chromium against a freshly built site.

Prints figures only; nothing is asserted (tests never depend on wall time).
Run: .venv/bin/python bench/bench_bridge.py [deals]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules_py.bridge.engine import ENGINE  # noqa: E402
from tests.webserver import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

# Runs in the page: bot-only deals through the page's own client (the worker with Pyodide).
BROWSER_DEALS_JS = """async (deals) => {
  const client = window.__rpClient;
  const times = [];
  for (let seed = 0; seed < deals; seed++) {
    let answer = (await client.call("game.new", { game: "bridge", players: 4, seed, options: {} })).result;
    while (!answer.over) {
      const t0 = performance.now();
      const response = await client.call("game.bot", { game: "bridge", state: answer.state });
      times.push(performance.now() - t0);
      if (!response.ok) throw new Error(response.error.message);
      answer = response.result;
    }
  }
  return times;
}"""


def main(deals: int) -> None:
    times: list[float] = []
    played = 0
    started = time.perf_counter()
    for seed in range(deals):
        state = ENGINE.new_game("bridge", 4, seed, {"dealer": "NESW"[seed % 4]})
        while ENGINE.result(state) is None:
            t0 = time.thread_time()  # CPU time: other processes on the machine do not count
            move = ENGINE.bot_move(state)
            times.append(time.thread_time() - t0)
            state = ENGINE.play(state, move)
        played += ENGINE.result(state) is not None and state["contract"] is not None
    elapsed = time.perf_counter() - started
    print(f"bridge: {deals} deals in {elapsed:.2f} s = {deals / elapsed:.1f} deals/s "
          f"({played} played, {deals - played} passed out)")
    times.sort()
    median, p99, slowest = (1000 * times[int(q * (len(times) - 1))] for q in (0.5, 0.99, 1.0))
    print(f"bridge: {len(times)} bot replies: median {median:.3f} ms, 99th percentile {p99:.3f} ms, "
          f"slowest {slowest:.2f} ms (CPU time)")


def browser_bot_replies(deals: int = 3) -> None:
    """game.bot's reply time in Chromium (a page's view: worker round trip and JSON included)."""
    if not Path(CHROMIUM).exists():
        print("bridge in the browser: skipped, no Chromium at " + CHROMIUM)
        return
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        subprocess.run([str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(site)],
                       cwd=ROOT, check=True, capture_output=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
        server, base = serve(site)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.goto(base + "/bridge/")
                page.wait_for_selector("rp-bridge-hand[data-rp-state=ready]", timeout=180_000)
                times = sorted(page.evaluate(BROWSER_DEALS_JS, deals))
                browser.close()
        finally:
            server.shutdown()
    print(f"bridge in Chromium: {len(times)} bot replies over {deals} bot-only deals: "
          f"median {statistics.median(times):.1f} ms, worst {times[-1]:.1f} ms (game.bot as the page sees it)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
    browser_bot_replies()
