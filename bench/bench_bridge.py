"""Bridge: full deals (auction and play, bots in all four seats) per second in CPython and in Pyodide
under Node, and the bot's reply time in CPython and in Chromium (through the page's worker). Prints only."""

from __future__ import annotations

import statistics

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, run_in_pyodide, served_site
from workloads import bot_game, games_per_second


def main() -> None:
    cpython = games_per_second("bridge", 4, 3.0, bots=True)
    pyodide = run_in_pyodide('games_per_second("bridge", 4, 3.0, bots=True)')
    print(f"bridge deals per second with bots: CPython {cpython:.1f}, Pyodide-Node {pyodide:.1f}")
    times = [t for seed in range(20) for t in bot_game("bridge", 4, seed)]
    print(f"bridge bot move in CPython: median {statistics.median(times) * 1e3:.3f} ms, "
          f"worst {max(times) * 1e3:.3f} ms over {len(times)} moves")
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/bridge/")
        replies = [t for seed in range(3) for t in browser_bot_replies(page, "bridge", 4, seed)]
        print(f"bridge bot reply in Chromium (3 bot-only deals): {describe_ms(replies)}")


if __name__ == "__main__":
    main()
