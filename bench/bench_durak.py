"""Durak: random full games per second per variant in CPython and in Pyodide under Node, bot move
times in CPython, and the bot's reply time in Chromium (through the page's worker). Prints only."""

from __future__ import annotations

import statistics
import sys

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, run_in_pyodide, served_site
from workloads import bot_game, games_per_second

from rules_py.durak import PRESETS

PLAYERS = 2


def main() -> None:
    print(f"{'variant':22} {'CPython games/s':>16} {'Pyodide-Node':>13} {'bot ms/move':>12} {'worst ms':>9}")
    in_pyodide = run_in_pyodide(f"{{g: games_per_second(g, {PLAYERS}, 1.0) for g in {list(PRESETS)!r}}}")
    for game in PRESETS:
        times = [t for seed in range(5) for t in bot_game(game, PLAYERS, seed)]
        print(f"{game:22} {games_per_second(game, PLAYERS, 1.0):16.1f} {in_pyodide[game]:13.1f} "
              f"{statistics.mean(times) * 1e3:12.3f} {max(times) * 1e3:9.3f}")
    print(f"(random legal moves, {PLAYERS} players; CPython {sys.version.split()[0]})")
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/durak/podkidnoy/")
        print("\nChromium, bot reply through the worker, one bot-only game of 4 players per variant:")
        for game in PRESETS:
            print(f"  {game:22} {describe_ms(browser_bot_replies(page, game, 4))}")


if __name__ == "__main__":
    main()
