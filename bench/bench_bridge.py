"""Bridge: full deals (auction + play, all four seats bots) per second, and bot reply times.

Deals per second are wall time; bot replies are measured in this thread's CPU time.

Prints figures only; nothing is asserted (tests never depend on wall time).
Run: .venv/bin/python bench/bench_bridge.py [deals]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_py.bridge.engine import ENGINE  # noqa: E402


def main(deals: int) -> None:
    times: list[float] = []
    played = 0
    started = time.perf_counter()
    for seed in range(deals):
        state = ENGINE.new_game("bridge", 4, seed, {"dealer": "NESW"[seed % 4]})
        while ENGINE.result(state) is None:
            t0 = time.thread_time()  # CPU time: other processes on the machine do not count
            move = ENGINE.bot_move(state)
            times.append(time.thread_time() - t0)
            state = ENGINE.play(state, move)
        played += ENGINE.result(state) is not None and state["contract"] is not None
    elapsed = time.perf_counter() - started
    print(f"bridge: {deals} deals in {elapsed:.2f} s = {deals / elapsed:.1f} deals/s "
          f"({played} played, {deals - played} passed out)")
    times.sort()
    median, p99, slowest = (1000 * times[int(q * (len(times) - 1))] for q in (0.5, 0.99, 1.0))
    print(f"bridge: {len(times)} bot replies: median {median:.3f} ms, 99th percentile {p99:.3f} ms, "
          f"slowest {slowest:.2f} ms (CPU time)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
