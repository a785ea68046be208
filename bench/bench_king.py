"""King: deals per second with four bots and the bot's reply time, in CPython, in Pyodide under Node
and in Chromium (through the page's worker). Prints only."""

from __future__ import annotations

import statistics

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, run_in_pyodide, served_site
from workloads import bot_game, games_per_second

DEALS_PER_GAME = 14


def main() -> None:
    cpython = games_per_second("king", 4, 3.0, bots=True) * DEALS_PER_GAME
    pyodide = run_in_pyodide('games_per_second("king", 4, 3.0, bots=True)') * DEALS_PER_GAME
    print(f"King deals per second with bots: CPython {cpython:.1f}, Pyodide-Node {pyodide:.1f}")
    times = bot_game("king", 4, 1, {"positive_trumps": True})
    print(f"King bot move in CPython: mean {statistics.mean(times) * 1e3:.3f} ms, worst {max(times) * 1e3:.3f} ms")
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/king/")
        replies = browser_bot_replies(page, "king", 4, 1, {"positive_trumps": True})
        print(f"King bot reply in Chromium (a whole 14-deal game): {describe_ms(replies)}")


if __name__ == "__main__":
    main()
