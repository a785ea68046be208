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


def _durak_other_player(name: str, seed: int) -> Any:
    """A durak player that is not one of the bot's levels: ``random`` (any legal move) or ``greedy``
    (always lays its cheapest card — lead, beat, throw in — and takes or passes only when it cannot:
    trumps count as dearer than any plain card)."""
    from rules_py.durak.beating import rank, suit
    from rules_py.durak.moves import Position, legal_moves

    rng = SeededRandom(seed)

    def move(view: dict[str, Any]) -> dict[str, Any]:
        legal = legal_moves(Position.of(view, list(view["hand"]), list(view["counts"])))
        if name == "random":
            return legal[rng.randbelow(len(legal))]
        seat = view["seat"]
        trump = view["player_trumps"][seat] if view["player_trumps"] else view["trump_suit"]

        def cost(m: dict[str, Any]) -> tuple[int, int]:
            cards = m.get("cards") or ([m["card"]] if "card" in m and m["type"] != "blind" else [])
            if not cards:
                return (1, 0)
            return (0, min(rank(c) + (20 if suit(c) == trump else 0) for c in cards))

        return min(legal, key=cost)

    return move


def durak_match(game: str, seed: int, players: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One game of durak with the given player in each seat (a level of the bot: novice, amateur,
    strong; or random, greedy); the fool (None: a draw) and the seconds each seat's moves took."""
    from rules_py.durak import levels

    engine = engine_for(game)
    state = engine.new_game(game, len(players), seed, options or {})
    movers = [(lambda view, p=levels.player(p): p(view).move) if p in levels.LEVEL_NAMES
              else _durak_other_player(p, seed * 7 + i) for i, p in enumerate(players)]
    times: list[list[float]] = [[] for _ in players]
    while engine.result(state) is None:
        seat = engine.to_move(state)
        assert seat is not None
        view = engine.view(state, seat)
        start = time.perf_counter()
        move = movers[seat](view)
        times[seat].append(time.perf_counter() - start)
        state = engine.play(state, move)
    return {"loser": state["loser"], "times": times}


def durak_reply_times(game: str, seeds: list[int], level: str) -> list[float]:
    """Milliseconds of each move with a choice (two legal moves or more) that `level` makes against
    the usual bot, over two-player games of the seeds, from both seats."""
    from rules_py.durak import levels

    engine = engine_for(game)
    me, usual = levels.player(level), levels.player("amateur")
    times: list[float] = []
    for seed in seeds:
        for mine in (0, 1):
            state = engine.new_game(game, 2, seed, {})
            while engine.result(state) is None:
                seat = engine.to_move(state)
                view = engine.view(state, seat)
                if seat != mine:
                    state = engine.play(state, usual(view).move)
                    continue
                choices = len(engine.legal_moves(state))
                start = time.perf_counter()
                move = me(view).move
                if choices > 1:
                    times.append((time.perf_counter() - start) * 1000)
                state = engine.play(state, move)
    return times


def durak_variant_match(game: str, seed: int, players: list[str]) -> int | None:
    """One game of a durak variant with an engine of its own (дорожный, круглый, китайский, крестовый)
    with a level of the bot in each seat (novice, amateur, strong: the engine's option, set for the
    seat to move): the fool, or None for a draw."""
    engine = engine_for(game)
    state = engine.new_game(game, len(players), seed, {})
    while engine.result(state) is None:
        state["level"] = players[int(state["turn"])]
        state = engine.play(state, engine.bot_move(state))
    return state["loser"]


def durak_variant_reply_times(game: str, seeds: list[int], level: str, players: int = 3) -> list[float]:
    """Milliseconds of each move with a choice that `level` makes in seat 0 against the usual bot."""
    engine = engine_for(game)
    times: list[float] = []
    for seed in seeds:
        state = engine.new_game(game, players, seed, {})
        while engine.result(state) is None:
            mine = state["turn"] == 0
            state["level"] = level if mine else "amateur"
            choices = len(engine.legal_moves(state))
            start = time.perf_counter()
            move = engine.bot_move(state)
            if mine and choices > 1:
                times.append((time.perf_counter() - start) * 1000)
            state = engine.play(state, move)
    return times
