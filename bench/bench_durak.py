"""Durak: random full games per second per variant in CPython and in Pyodide under Node, bot move
times in CPython, and the bot's reply time in Chromium (through the page's worker). Prints only."""

from __future__ import annotations

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, print_engine_table, served_site

from rules_py.durak import PRESETS

PLAYERS = 2


def main() -> None:
    print_engine_table({game: PLAYERS for game in PRESETS}, 1.0)
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/durak/podkidnoy/")
        print("\nChromium, bot reply through the worker, one bot-only game of 4 players per variant:")
        for game in PRESETS:
            print(f"  {game:22} {describe_ms(browser_bot_replies(page, game, 4))}")


if __name__ == "__main__":
    main()
