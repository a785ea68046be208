"""Durak engine speed in CPython: random full games per second per variant, and bot move times.

Run: .venv/bin/python bench/bench_durak.py [games per variant] [players]
Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_py.durak import ENGINE, PRESETS  # noqa: E402
from rules_py.registry import GAMES  # noqa: E402
from rules_py.rng import SeededRandom  # noqa: E402


def random_games(game: str, players: int, games: int) -> tuple[float, int]:
    """Seconds taken and moves played by `games` random games."""
    moves = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.new_game(game, players, seed, {})
        rng = SeededRandom(seed)
        while ENGINE.result(state) is None:
            legal = ENGINE.legal_moves(state)
            state = ENGINE.play(state, legal[rng.randbelow(len(legal))])
            moves += 1
    return time.perf_counter() - start, moves


def bot_games(game: str, players: int, games: int) -> tuple[float, float, int]:
    """Mean and worst seconds per bot move over `games` bot-vs-bot games, and the moves made."""
    total, worst, moves = 0.0, 0.0, 0
    for seed in range(games):
        state = ENGINE.new_game(game, players, seed, {})
        while ENGINE.result(state) is None:
            start = time.perf_counter()
            move = ENGINE.bot_move(state)
            took = time.perf_counter() - start
            total, worst, moves = total + took, max(worst, took), moves + 1
            state = ENGINE.play(state, move)
    return total / max(moves, 1), worst, moves


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    print(f"CPython {sys.version.split()[0]}; {games} games per variant, {players} players")
    print(f"{'variant':22} {'random games/s':>15} {'moves/game':>11} {'bot ms/move':>12} {'worst ms':>9}")
    for game in PRESETS:
        n = min(players, GAMES[game].players_max)
        seconds, moves = random_games(game, n, games)
        mean, worst, _ = bot_games(game, n, max(games // 10, 5))
        print(f"{game:22} {games / seconds:15.1f} {moves / games:11.1f} {mean * 1e3:12.3f} {worst * 1e3:9.3f}")


if __name__ == "__main__":
    main()
