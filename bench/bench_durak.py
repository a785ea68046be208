"""Durak: random full games per second per variant in CPython and in Pyodide under Node, bot move
times in CPython, and the bot's reply time in Chromium (through the page's worker), median and
worst per variant: the bout variants (presets) and those with engines of their own. Prints only."""

from __future__ import annotations

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, print_engine_table, served_site

from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
from rules_py.games import is_playable
from rules_py.registry import GAMES

PLAYERS = 2
#: Every durak variant the site can play (bout presets and engines of their own).
VARIANTS = [g for g, info in GAMES.items() if info.family == "durak" and is_playable(g)]


def main() -> None:
    print_engine_table({game: PLAYERS for game in VARIANTS}, 1.0)
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/durak/podkidnoy/")
        print("\nChromium, bot reply through the worker, one bot-only game of 4 players per variant:")
        for game in VARIANTS:
            players = min(4, GAMES[game].players_max)
            print(f"  {game:22} {describe_ms(browser_bot_replies(page, game, players))}")


if __name__ == "__main__":
    main()
