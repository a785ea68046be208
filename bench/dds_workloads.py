"""What bench_dds.py times, written once for CPython and for Pyodide (rules_py and the standard
library only: bench/harness.py runs this very source inside Pyodide under Node).

Times are CPU seconds of this process (`cpu_seconds`): the machine running the bench may be shared,
and a busy neighbour must not be counted as the solver's time. (In Pyodide `time.process_time` is
the wall clock, so there the Node process's own CPU time is read.)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
from rules_py.bridge.contract import Strain
from rules_py.bridge.dds import Position, solver
from rules_py.bridge.seats import SEATS, side_of
from rules_py.cards import Card
from rules_py.games import engine_for
from rules_py.rng import SeededRandom



def _node_cpu_seconds() -> float:
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript

    usage = js.process.cpuUsage()
    return float(usage.user + usage.system) / 1e6


cpu_seconds: Callable[[], float] = _node_cpu_seconds if sys.platform == "emscripten" else time.process_time
DECK = [Card.parse(f"{r}{s}") for s in "SHDC" for r in "AKQJT98765432"]
STRAINS = list(Strain)


def random_deal(seed: int) -> dict[str, list[Card]]:
    cards = list(DECK)
    SeededRandom(seed).shuffle(cards)
    return {seat: cards[i * 13:(i + 1) * 13] for i, seat in enumerate(SEATS)}


def random_ending(seed: int, size: int) -> Position:
    """A seeded random deal, strain and leader, played at random down to `size` cards a hand."""
    rng = SeededRandom(seed * 7919 + size)
    position = Position.make(random_deal(seed), STRAINS[rng.randbelow(5)], SEATS[rng.randbelow(4)], [])
    for _ in range((13 - size) * 4):
        legal = position.legal_cards()
        position = position.play(legal[rng.randbelow(len(legal))])
    return position


def solve_times(size: int, seeds: list[int]) -> list[float]:
    """CPU seconds of one cold solve (empty transposition tables) of each seeded ending."""
    times = []
    for seed in seeds:
        position = random_ending(seed, size)
        solver.TABLES.clear()
        start = cpu_seconds()
        solver.tricks(position, side_of(position.to_play))
        times.append(cpu_seconds() - start)
    return times


def table_times(seeds: list[int]) -> list[float]:
    """CPU seconds of the whole 20-entry table (5 strains x 4 declarers) of each seeded deal, cold."""
    times = []
    for seed in seeds:
        hands = random_deal(seed)
        solver.TABLES.clear()
        start = cpu_seconds()
        solver.table(hands)
        times.append(cpu_seconds() - start)
    return times


def dds_table_times(seeds: list[int]) -> list[float]:
    """CPU seconds of the whole table of each seeded deal with DDS (`native.table`: in Pyodide the
    WebAssembly module, which the caller has loaded; in CPython an engine plugged in)."""
    from rules_py.bridge.dds import native

    engine = native.engine()
    assert engine is not None, "no DDS in this process"
    times = []
    for seed in seeds:
        hands = random_deal(seed)
        start = cpu_seconds()
        native.table(engine, hands, solver.STRAINS)
        times.append(cpu_seconds() - start)
    return times


def dds_memory_bytes() -> int:
    """The WebAssembly memory of the DDS module loaded in this Pyodide (it only grows: its peak)."""
    import js  # type: ignore[import-not-found]

    return int(js.rpDds.solver.memoryBytes())


def card_reply_times(seeds: list[int]) -> dict[str, list[float]]:
    """CPU seconds of each bot card over bot-only deals, by cards left in the hand to play
    ("1".."13")."""
    engine = engine_for("bridge")
    out: dict[str, list[float]] = {}
    for seed in seeds:
        state: Any = engine.new_game("bridge", 4, seed, {})
        while engine.result(state) is None:
            start = cpu_seconds()
            move = engine.bot_move(state)
            spent = cpu_seconds() - start
            if move["type"] == "card":
                left = len(state["hands"][move["hand"]])
                out.setdefault(str(left), []).append(spent)
            state = engine.play(state, move)
    return out


def early_reply_times(seeds: list[int]) -> list[float]:
    """CPU seconds of each bot card of the first three tricks of bot-only deals that a suit solved on
    its own over sampled deals decides: a card that follows suit (`cardplay._suit_values`) and
    declarer's lead in notrump (`cardplay.suit_to_develop`), from an empty memo of solved suits."""
    from rules_py.bridge import suit_play

    suit_play.clear()
    engine = engine_for("bridge")
    out = []
    for seed in seeds:
        state: Any = engine.new_game("bridge", 4, seed, {})
        while engine.result(state) is None and len(state["tricks"]) < 3:
            led = Card.parse(state["trick"][0]["card"]).suit if state["trick"] else None
            contract = state["contract"]
            notrump_lead = (state["phase"] == "play" and led is None and bool(state["tricks"])
                            and contract["strain"] == "NT"
                            and side_of(engine._next_card_seat(state)) == side_of(contract["declarer"]))
            start = cpu_seconds()
            move = engine.bot_move(state)
            spent = cpu_seconds() - start
            if move["type"] == "card" and (notrump_lead or (led is not None and Card.parse(move["card"]).suit is led)):
                out.append(spent)
            state = engine.play(state, move)
    return out
