"""The levels of дорожный, круглый, китайский, крестовый and чешский дурак
(`rules_py.durak.variant_levels`): how often each level is the fool against the usual bot
(«Любитель»), two players (each deal twice, the seats swapped) and three (the level in each seat in
turn against two usual bots; a fool's share of a third is par; чешский is for two only); then the
strong level's reply time in CPython and in Pyodide under Node. Prints only.
`python bench/bench_durak_variant_levels.py 50` plays 50 seeds instead of 100;
a second argument names the games (`durak.kitaysky,durak.krestovy`)."""

from __future__ import annotations

import statistics
import sys
import time
from multiprocessing import Pool

from harness import run_in_pyodide
from workloads import durak_variant_match, durak_variant_reply_times

GAMES = tuple(sys.argv[2].split(",")) if len(sys.argv) > 2 else (
    "durak.dorozhny", "durak.krugly", "durak.kitaysky", "durak.krestovy", "durak.cheshsky")
#: How many players each game is benched with (чешский is a game for two).
PLAYERS = {"durak.cheshsky": (2,)}
LEVELS = ("novice", "strong")
SEEDS = int(sys.argv[1]) if len(sys.argv) > 1 else 100
TIMED_SEEDS = list(range(1000, 1006))


def _play(job: tuple[str, str, int, int]) -> tuple[str, str, int, int, int]:
    """One deal with `level` in each seat in turn, the others usual: (game, level, players, fools, draws)."""
    game, level, players, seed = job
    fools = draws = 0
    for mine in range(players):
        seats = ["amateur"] * players
        seats[mine] = level
        loser = durak_variant_match(game, seed, seats)
        fools += loser == mine
        draws += loser is None
    return game, level, players, fools, draws


def main() -> None:
    jobs = [(g, lv, n, seed) for g in GAMES for lv in LEVELS for n in PLAYERS.get(g, (2, 3))
            for seed in range(SEEDS)]
    tally: dict[tuple[str, str, int], list[int]] = {}
    start = time.perf_counter()
    with Pool(2) as pool:
        for game, level, players, fools, draws in pool.imap_unordered(_play, jobs, chunksize=2):
            counts = tally.setdefault((game, level, players), [0, 0, 0])
            counts[0] += fools
            counts[1] += draws
            counts[2] += players
    print(f"{sum(c[2] for c in tally.values())} games in {time.perf_counter() - start:.0f} s (two processes)")
    print("How often the level is the fool against the usual bot (draws in brackets):")
    for game in GAMES:
        for players in PLAYERS.get(game, (2, 3)):
            cells = "   ".join(f"{lv} {100 * c[0] / c[2]:5.1f}% ({100 * c[1] / c[2]:4.1f})"
                               for lv in LEVELS for c in [tally[(game, lv, players)]])
            print(f"  {game:15} {players} players, {tally[(game, LEVELS[0], players)][2]} games each: {cells}")
    print("\nThe strong level's reply time against the usual bot (three players, чешский two; moves with a "
          "choice):")
    for game in GAMES:
        players = max(PLAYERS.get(game, (3,)))
        print(f"  CPython  {game:15} {_times(durak_variant_reply_times(game, TIMED_SEEDS, 'strong', players))}")
        browser = run_in_pyodide(f"durak_variant_reply_times({game!r}, {TIMED_SEEDS!r}, 'strong', {players})")
        print(f"  Pyodide  {game:15} {_times(browser)}")


def _times(ms: list[float]) -> str:
    return (f"{len(ms)} replies, median {statistics.median(ms):6.1f} ms, 95th percentile "
            f"{statistics.quantiles(ms, n=20)[-1]:6.1f} ms, worst {max(ms):7.1f} ms")


if __name__ == "__main__":
    main()
