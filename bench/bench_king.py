"""King benchmark: whole games played by four bots; prints deals per second and the mean bot reply
in CPython, then the bot's reply time in the browser (median and worst over a whole game of
`game.bot` calls through the page's worker, in Chromium against a freshly built site).

Run: .venv/bin/python bench/bench_king.py [games]    (RP_BENCH_NO_BROWSER=1 skips the browser part)
Only prints figures; nothing here is asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_py.king.engine import ENGINE  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# Runs in the page: one whole game (14 deals, trumps in the positive ones) of game.bot calls through
# the same client the King table uses; returns each call's round trip in milliseconds.
BROWSER_GAME = """async (seed) => {
  const client = window.__rpClient;
  let answer = (await client.call("game.new", {game: "king", players: 4, seed, options: {positive_trumps: true}})).result;
  const times = [];
  while (!answer.over) {
    const start = performance.now();
    const reply = await client.call("game.bot", {game: "king", state: answer.state, seat: 0});
    times.push(performance.now() - start);
    if (!reply.ok) throw new Error(reply.error.message);
    answer = reply.result;
  }
  return times;
}"""


def main(games: int) -> None:
    deals = 0
    bot_time = 0.0
    bot_calls = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.new_game("king", 4, seed, {"positive_trumps": seed % 2 == 1})
        while ENGINE.result(state) is None:
            t0 = time.perf_counter()
            move = ENGINE.bot_move(state)
            bot_time += time.perf_counter() - t0
            bot_calls += 1
            state = ENGINE.play(state, move)
        deals += len(state["history"])
    elapsed = time.perf_counter() - start
    print(f"King: {games} games, {deals} deals in {elapsed:.2f} s")
    print(f"  deals per second (bots, CPython {sys.version.split()[0]}): {deals / elapsed:.1f}")
    print(f"  mean bot reply: {1000 * bot_time / bot_calls:.3f} ms over {bot_calls} moves")


def browser_bot_replies(seed: int = 3) -> list[float]:
    """Build the site, open the King page in Chromium and time every game.bot call of one game."""
    from playwright.sync_api import sync_playwright

    from tests.webserver import CHROMIUM, CHROMIUM_ARGS, serve

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        subprocess.run([str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(site)], cwd=ROOT,
                       check=True, capture_output=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
        server, base = serve(site)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.goto(base + "/king/")
                page.wait_for_selector("rp-play#play-king[data-rp-state=ready]", timeout=180_000)
                times: list[float] = page.evaluate(BROWSER_GAME, seed)
                browser.close()
        finally:
            server.shutdown()
    return times


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
    if not os.environ.get("RP_BENCH_NO_BROWSER"):
        replies = browser_bot_replies()
        print(f"  bot reply in the browser (Pyodide worker, Chromium): median {statistics.median(replies):.1f} ms, "
              f"worst {max(replies):.1f} ms over {len(replies)} game.bot calls (one 14-deal game)")
