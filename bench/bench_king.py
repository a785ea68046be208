"""King benchmark: whole games played by four bots; prints deals per second and the mean bot reply.

Run: .venv/bin/python bench/bench_king.py [games]
Only prints figures; nothing here is asserted.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_py.king.engine import ENGINE  # noqa: E402


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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
