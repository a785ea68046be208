"""Canasta benchmark: full deals per second for every preset, played at random over `legal_moves`
and by four (three, two) bots; prints the mean and the slowest bot reply.

Run: .venv/bin/python bench/bench_canasta.py [deals per preset]
Only prints figures; nothing here is asserted.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_py.canasta.engine import ENGINE  # noqa: E402
from rules_py.canasta.presets import PRESETS  # noqa: E402
from rules_py.rng import SeededRandom  # noqa: E402


def random_deals(game: str, deals: int) -> tuple[float, float]:
    players = PRESETS[game].players
    moves = 0
    start = time.perf_counter()
    for seed in range(deals):
        rng = SeededRandom(seed)
        state = ENGINE.new_game(game, players, seed, {})
        while ENGINE.result(state) is None:
            legal = ENGINE.legal_moves(state)
            state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
            moves += 1
    elapsed = time.perf_counter() - start
    return deals / elapsed, moves / deals


def bot_deals(game: str, deals: int) -> tuple[float, float, float]:
    players = PRESETS[game].players
    bot_time, calls, slowest = 0.0, 0, 0.0
    start = time.perf_counter()
    for seed in range(deals):
        state = ENGINE.new_game(game, players, seed, {})
        while ENGINE.result(state) is None:
            t0 = time.perf_counter()
            move = ENGINE.bot_move(state)
            spent = time.perf_counter() - t0
            bot_time += spent
            slowest = max(slowest, spent)
            calls += 1
            state = ENGINE.play(state, move)
    elapsed = time.perf_counter() - start
    return deals / elapsed, 1000 * bot_time / calls, 1000 * slowest


def main(deals: int) -> None:
    print(f"Canasta, CPython {sys.version.split()[0]}, {deals} deals per preset")
    print(f"{'preset':24} {'random deals/s':>15} {'moves/deal':>11} {'bot deals/s':>12} {'bot mean ms':>12} {'bot max ms':>11}")
    for game in PRESETS:
        rate, moves = random_deals(game, deals)
        bot_rate, mean, slowest = bot_deals(game, deals)
        print(f"{game:24} {rate:15.1f} {moves:11.0f} {bot_rate:12.1f} {mean:12.3f} {slowest:11.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
