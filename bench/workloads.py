"""What the benchmarks time, written once for CPython and for Pyodide.

This module imports only rules_py and the standard library, so bench/harness.py can run its very
source inside Pyodide under Node: the two figures then measure the same code.
"""

from __future__ import annotations

import time
from typing import Any

from rules_py import api  # noqa: F401  (the protocol)
from rules_py.families import load_all_families
from rules_py.dealing import deal
from rules_py.games import engine_for
from rules_py.registry import GAMES
from rules_py.rng import SeededRandom

load_all_families()  # imported before any timing: engine_for would import each family on first use


def deals_per_second(game: str, players: int, seconds: float = 1.0) -> float:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        deal(game, players, count)
        count += 1
    return count / (time.perf_counter() - start)


def random_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> int:
    """Play one game with uniformly random legal moves; returns the number of moves."""
    engine = engine_for(game)
    state = engine.new_game(game, players, seed, options or {})
    rng, moves = SeededRandom(seed), 0
    while engine.result(state) is None:
        legal = engine.legal_moves(state)
        state = engine.play(state, legal[rng.randbelow(len(legal))])
        moves += 1
    return moves


def bot_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> list[float]:
    """Play one game with bots in every seat; returns the seconds each bot move took."""
    engine = engine_for(game)
    state = engine.new_game(game, players, seed, options or {})
    times = []
    while engine.result(state) is None:
        start = time.perf_counter()
        move = engine.bot_move(state)
        times.append(time.perf_counter() - start)
        state = engine.play(state, move)
    return times


def games_per_second(game: str, players: int | None = None, seconds: float = 1.0, bots: bool = False,
                     options: dict[str, Any] | None = None) -> float:
    """Whole games (random or bot-only) finished per second."""
    players = players or GAMES[game].players_default
    play = bot_game if bots else random_game
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play(game, players, count, options)
        count += 1
    return count / (time.perf_counter() - start)


def link_figures(game: str, players: int, seeds: list[int], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Whole bot games put in a link and replayed from it: code lengths, moves, and the seconds that
    game.link (encoding, which replays to check) and game.replay (decoding) took."""
    from rules_py import links

    engine = engine_for(game)
    figures: dict[str, Any] = {"lengths": [], "moves": [], "encode": [], "replay": []}
    for seed in seeds:
        state = engine.new_game(game, players, seed, options or {})
        moves = []
        while engine.result(state) is None:
            move = engine.bot_move(state)
            moves.append(move)
            state = engine.play(state, move)
        start = time.perf_counter()
        code = links.encode(engine, links.Setup(game, players, seed, options or {}), moves)
        figures["encode"].append(time.perf_counter() - start)
        start = time.perf_counter()
        links.replay(engine, links.decode(code))
        figures["replay"].append(time.perf_counter() - start)
        figures["lengths"].append(len(code))
        figures["moves"].append(len(moves))
    return figures


def bridge_call_times(seeds: range) -> list[float]:
    """Seconds each bridge bot call took, over bot-only auctions (the dealer turns with the seed)."""
    engine = engine_for("bridge")
    times = []
    for seed in seeds:
        state = engine.new_game("bridge", 4, seed, {"dealer": "NESW"[seed % 4]})
        while state["phase"] == "auction":
            start = time.perf_counter()
            move = engine.bot_move(state)
            times.append(time.perf_counter() - start)
            state = engine.play(state, move)
    return times


def lesson_deal_figures(text: str, seeds: list[int], count: int) -> dict[str, Any]:
    """Lesson deals (rules_py.bridge.generate) for one set of constraints: seconds and attempts per set,
    against plain rejection (a whole shuffled deal per attempt, every seat checked) on the same seeds.
    A refusal is timed too (its message is returned)."""
    from rules_py.bridge.constraints import parse_text
    from rules_py.bridge.generate import accepts, generate
    from rules_py.bridge.pbn import PBN_SUITS
    from rules_py.errors import BadRequest

    constraints = parse_text(text)
    smart: list[float] = []
    tried: list[int] = []
    refused = None
    for seed in seeds:
        start = time.perf_counter()
        try:
            tried.append(generate(constraints, seed, count).tried)
        except BadRequest as error:
            refused = error.message
        smart.append(time.perf_counter() - start)
    plain: list[float] = []
    if refused is None:
        pack = [(PBN_SUITS.index(s), r) for s in PBN_SUITS for r in range(13)]
        for seed in seeds:
            rng, found, start = SeededRandom(seed), 0, time.perf_counter()
            while found < count:
                cards = list(range(52))
                rng.shuffle(cards)
                masks = [sum(1 << (13 * pack[c][0] + pack[c][1]) for c in cards[13 * i:13 * i + 13]) for i in range(4)]
                found += all(accepts(c, masks["NESW".index(seat)]) for seat, c in constraints.items())
            plain.append(time.perf_counter() - start)
    return {"smart": smart, "tried": tried, "plain": plain, "refused": refused}
