"""The durak bot's levels against each other and against a random and a greedy player: how often
each is the fool, over 1000 two-player games of подкидной and of переводной (seeds 0-499, each dealt
twice with the seats swapped), side by side; then the strong level's reply time in CPython and in
Pyodide under Node. Prints only.

`random` makes any legal move; `greedy` always lays its cheapest card (trumps dearest) and takes or
passes only when it cannot (bench/workloads.py). `python bench/bench_durak_levels.py 100` plays 100
seeds instead of 500."""

from __future__ import annotations

import statistics
import sys
import time
from multiprocessing import Pool

from harness import run_in_pyodide
from workloads import durak_match, durak_reply_times

GAMES = ("durak.podkidnoy", "durak.perevodnoy")
LEVELS = ("novice", "amateur", "strong")
OTHERS = ("random", "greedy")
SEEDS = int(sys.argv[1]) if len(sys.argv) > 1 else 500
#: Games timed for the strong level's replies (against the usual bot, both seats).
TIMED_SEEDS = range(1000, 1010)


def _pairs() -> list[tuple[str, str]]:
    pairs = [(a, b) for i, a in enumerate(LEVELS) for b in LEVELS[i + 1:]]
    return pairs + [(a, b) for a in LEVELS for b in OTHERS]


def _play(job: tuple[str, str, str, int]) -> tuple[str, str, str, int | None, int | None]:
    """One deal played twice, the seats swapped: the fool of each game as 0 (first player), 1 or None."""
    game, a, b, seed = job
    first = durak_match(game, seed, [a, b])["loser"]
    second = durak_match(game, seed, [b, a])["loser"]
    return game, a, b, first, None if second is None else 1 - second


def _cell(fools: int, draws: int, games: int) -> str:
    return f"{100 * fools / games:5.1f}% ({100 * draws / games:4.1f})"


def main() -> None:
    jobs = [(game, a, b, seed) for game in GAMES for a, b in _pairs() for seed in range(SEEDS)]
    tally: dict[tuple[str, str, str], list[int]] = {}
    start = time.perf_counter()
    with Pool(2) as pool:
        for game, a, b, *fools in pool.imap_unordered(_play, jobs, chunksize=4):
            for x, y, me in ((a, b, 0), (b, a, 1)):
                counts = tally.setdefault((game, x, y), [0, 0, 0])
                for fool in fools:
                    counts[0] += fool == me
                    counts[1] += fool is None
                    counts[2] += 1
    print(f"{len(jobs) * 2} games in {time.perf_counter() - start:.0f} s (two processes)")
    for game in GAMES:
        print(f"\n{game}, 2 players, {2 * SEEDS} games per cell: how often the row player is the fool "
              f"(draws in brackets)")
        print(f"  {'':9}" + "".join(f"{c:>17}" for c in (*LEVELS, *OTHERS)))
        for row in LEVELS:
            cells = []
            for col in (*LEVELS, *OTHERS):
                counts = tally.get((game, row, col))
                cells.append(f"{'—':>17}" if counts is None else f"{_cell(*counts):>17}")
            print(f"  {row:9}" + "".join(cells))
    print("\nThe strong level's reply time against the usual bot (moves with a choice; seeds 1000-1009, both seats):")
    for game in GAMES:
        local = durak_reply_times(game, list(TIMED_SEEDS), "strong")
        print(f"  CPython  {game:18} {_times(local)}")
        browser = run_in_pyodide(f"durak_reply_times({game!r}, {list(TIMED_SEEDS)!r}, 'strong')")
        print(f"  Pyodide  {game:18} {_times(browser)}")


def _times(ms: list[float]) -> str:
    return (f"{len(ms)} replies, median {statistics.median(ms):6.1f} ms, 95th percentile "
            f"{statistics.quantiles(ms, n=20)[-1]:6.1f} ms, worst {max(ms):7.1f} ms")


if __name__ == "__main__":
    main()
