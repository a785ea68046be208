"""Canasta: random full deals per second per preset in CPython and in Pyodide under Node (the wheel
the site ships), bot move times in CPython, and the bot's reply time in Chromium through the page's
worker (median and worst). Prints only; nothing here is asserted.

Run: .venv/bin/python bench/bench_canasta.py [seconds per preset]
"""

from __future__ import annotations

import statistics
import sys

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, run_in_pyodide, served_site
from workloads import bot_game, games_per_second

from rules_py.canasta.presets import PRESETS


def main(seconds: float) -> None:
    players = {game: rules.players for game, rules in PRESETS.items()}
    print(f"{'preset':22} {'CPython deals/s':>16} {'Pyodide-Node':>13} {'bot ms/move':>12} {'worst ms':>9}")
    in_pyodide = run_in_pyodide(f"{{g: games_per_second(g, p, {seconds}) for g, p in {players!r}.items()}}")
    for game, count in players.items():
        times = [t for seed in range(3) for t in bot_game(game, count, seed)]
        print(f"{game:22} {games_per_second(game, count, seconds):16.1f} {in_pyodide[game]:13.1f} "
              f"{statistics.mean(times) * 1e3:12.3f} {max(times) * 1e3:9.3f}")
    print(f"(one deal = one game: random legal moves, the preset's players; CPython {sys.version.split()[0]})")
    with served_site() as base, chromium() as browser:
        page = open_widget_page(browser, base, "/canasta/classic/")
        print("\nChromium, bot reply through the worker, two bot-only deals per preset:")
        for game, count in players.items():
            replies = browser_bot_replies(page, game, count, 1) + browser_bot_replies(page, game, count, 2)
            print(f"  {game:22} {describe_ms(replies)}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
