"""Canasta: random full deals per second per preset in CPython and in Pyodide under Node, bot move
times in CPython, and the bot's reply time in Chromium through the page's worker. Prints only.

Run: .venv/bin/python bench/bench_canasta.py [seconds per preset]
"""

from __future__ import annotations

import sys

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, print_engine_table, served_site

from rules_py.canasta.presets import PRESETS


def main(seconds: float) -> None:
    players = {game: rules.players for game, rules in PRESETS.items()}
    print_engine_table(players, seconds, unit="deals/s")  # one deal is one game of the engine
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/canasta/classic/")
        print("\nChromium, bot reply through the worker, two bot-only deals per preset:")
        for game, count in players.items():
            replies = browser_bot_replies(page, game, count, 1) + browser_bot_replies(page, game, count, 2)
            print(f"  {game:22} {describe_ms(replies)}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
