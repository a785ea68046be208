"""Круглый and чешский (the durak variants with engines of their own): random whole games per second
in CPython and in Pyodide under Node, the bot's move time in CPython, the bot's reply through the
page's worker in Chromium (median and worst), and the largest `legal` list a reply carries. Prints only."""

from __future__ import annotations

import json
import statistics

from harness import browser_bot_replies, chromium, describe_ms, open_widget_page, print_engine_table, served_site

from rules_py import api  # noqa: F401  (registers every engine)
from rules_py.games import engine_for
from rules_py.rng import SeededRandom

#: Each variant with the numbers of players it is benched at.
VARIANTS = {"durak.krugly": (2, 4, 6), "durak.cheshsky": (2,), "durak.cheshsky_1": (2,), "durak.cheshsky_2": (2,)}


def largest_legal(game: str, players: int, games: int = 20) -> tuple[int, int]:
    """The longest legal list and its size in bytes of JSON, over random games."""
    engine = engine_for(game)
    longest = size = 0
    for seed in range(games):
        state = engine.new_game(game, players, seed, {})
        rng = SeededRandom(seed)
        while engine.result(state) is None:
            legal = engine.legal_moves(state)
            longest, size = max(longest, len(legal)), max(size, len(json.dumps(legal)))
            state = engine.play(state, legal[rng.randbelow(len(legal))])
    return longest, size


def main() -> None:
    print_engine_table({game: counts[0] for game, counts in VARIANTS.items()}, 1.0)
    print("\nLargest legal list over 20 random games:")
    for game, counts in VARIANTS.items():
        for players in counts:
            longest, size = largest_legal(game, players)
            print(f"  {game:18} {players} players: {longest:4} moves, {size / 1024:5.1f} KiB of JSON")
    with served_site() as base, chromium() as browser:
        print("\nChromium, bot reply through the worker, bot-only games (all deals to 100 for чешский):")
        for game, counts in VARIANTS.items():
            page = open_widget_page(browser, base, "/" + game.replace(".", "/") + "/")
            for players in counts:
                times = [t for seed in (1, 2) for t in browser_bot_replies(page, game, players, seed)]
                print(f"  {game:18} {players} players: {describe_ms(times)} "
                      f"(95th percentile {statistics.quantiles(times, n=20)[-1]:.1f} ms)")
            page.close()


if __name__ == "__main__":
    main()
