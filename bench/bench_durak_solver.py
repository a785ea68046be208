"""The durak endgame solver: agreement with a plain search of the engine's states over thousands of
small random endgames of every variant it takes (the tests check a few hundred), and what real
endgames cost: positions visited and CPU time, for the result of every move and for the number of
moves too, at the moment the talon runs out in bot-against-bot games. Prints only."""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent.parent / "tests" / "rules")]

from rules_py.durak import bout, solver  # noqa: E402
from rules_py.durak.engine import ENGINE  # noqa: E402
from durak_endgames import CONFIGS, plain_move_values, random_endgame  # noqa: E402

PER_CONFIG = 200
REAL_SEEDS = range(40)


def sweep() -> None:
    print(f"Agreement with a plain search, {PER_CONFIG} random endgames (1-3 cards each) per variant:")
    total = wrong = 0
    for game, options in CONFIGS:
        rng = random.Random(f"bench {game} {sorted(options.items())}")
        done = bad = 0
        while done < PER_CONFIG:
            state = random_endgame(game, options, rng)
            if state["phase"] == "over":
                continue
            got = [v.score if v is not None and v.result else 0 for _, v in solver.analyse(state).values]
            bad += got != plain_move_values(state)
            done += 1
        total, wrong = total + done, wrong + bad
        label = game + (f" {options}" if options else "")
        print(f"  {label:60} {done} positions, {bad} disagree")
    print(f"  all: {total} positions, {wrong} disagree")


def real_endgames(game: str) -> list[dict[str, object]]:
    """The first position of the endgame (talon empty, a new bout) of bot-only games."""
    found = []
    for seed in REAL_SEEDS:
        state = ENGINE.new_game(game, 2, seed, {})
        while state["phase"] != "over":
            if not bout.stock_left(state) and state["phase"] == "lead":
                found.append(state)
                break
            state = ENGINE.play(state, ENGINE.bot_move(state))
    return found


def costs() -> None:
    print("\nReal endgames (the first bout after the talon ran out, bot-only games, seeds 0-39), CPU time:")
    for game in ("durak.podkidnoy", "durak.perevodnoy"):
        for count in (False, True):
            nodes, seconds = [], []
            for state in real_endgames(game):
                solver._TABLES.clear()
                start = time.process_time()
                found = solver.analyse(state, budget=10**8, count=count)
                seconds.append(time.process_time() - start)
                nodes.append(found.nodes)
            what = "result and moves to the end" if count else "result only"
            print(f"  {game:18} {what:28} positions median {statistics.median(nodes):8.0f} worst {max(nodes):8}, "
                  f"seconds median {statistics.median(seconds):6.2f} worst {max(seconds):6.2f}")
        decisions = []
        for state in real_endgames(game):
            solver._TABLES.clear()
            search_start = time.process_time()
            solver.decide(solver.known_state(state), 10**8)
            decisions.append(time.process_time() - search_start)
        print(f"  {game:18} {'one best move (the bot)':28} seconds median {statistics.median(decisions):6.3f} "
              f"worst {max(decisions):6.3f}")


def main() -> None:
    sweep()
    costs()


if __name__ == "__main__":
    main()
