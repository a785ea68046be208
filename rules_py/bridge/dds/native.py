"""DDS, the field's standard double-dummy solver (Bo Haglund and Soren Hein, C++), when this process has
it: the solver (`rules_py.bridge.dds.solver`) asks `engine()` first and uses the pure-Python search
when there is none. The answers are the same (tests/wasm checks them against each other and against
endplay); only the time differs, by two orders of magnitude.

Where it comes from:

* in the browser, DDS compiled to WebAssembly (widgets/dds_build.py), which the engine's worker loads
  the first time Python asks for it (widgets/static/worker.js, dds.js). Python calls it synchronously
  through Pyodide's bridge to JavaScript, so every caller of the solver, the bots included, gets it
  without knowing; the worker only loads it. The handshake: the worker puts `rpDds` on its global
  object with `state` "available" when the site ships the module; a solve then raises `ModuleNeeded`,
  the worker loads the module (`state` "ready", the solver in `solver`; or "failed") and asks the same
  request again. Pages that never solve never download it. A failure to load, or an error inside
  DDS, leaves the pure-Python solver to do the work, silently: slower, never wrong;
* anywhere else, only an engine a caller plugs in (`use`): the bench plugs in endplay's native DDS,
  the same library, to measure the bots as the browser runs them.

An engine answers two calls over plain lists of ints (the layout of widgets/dds/rp_dds.cpp): `solve`
(a position: every card's tricks, or the best card's) and `table` (a deal's tricks in some strains).
Seats are N, E, S, W = 0-3, suits spades, hearts, diamonds, clubs = 0-3 (notrump 4), ranks 2-14, a
hand's suit a mask with bit r for rank r.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from rules_py.bridge.contract import Strain
from rules_py.bridge.dds.position import SUIT_INDEX, TRUMP_INDEX, Position, bit_card
from rules_py.bridge.pbn import Hands
from rules_py.bridge.seats import SEATS, lho, seat_index
from rules_py.cards import Card
from rules_py.errors import RulesError


class Engine(Protocol):
    def solve(self, ints: list[int], every: bool, fresh: bool) -> Sequence[int]:
        """[trump, first, trick suits ×3, trick ranks ×3, 16 hand masks] -> [cards, nodes, then suit,
        rank, equals, score per card] (every card, or only the best one)."""

    def table(self, ints: list[int], strains: int) -> Sequence[int]:
        """[16 hand masks], a mask of strains (bit = TRUMP_INDEX) -> tricks [strain][declarer] (20)."""


class ModuleNeeded(RulesError):
    """The worker offers DDS but has not loaded it yet: it loads it and asks the request again."""

    code = "module_needed"


_plugged: Engine | None = None
_browser: Engine | None = None


def use(engine: Engine | None) -> None:
    """Plug in an engine for this process (None: back to the pure-Python search)."""
    global _plugged
    _plugged = engine


def engine() -> Engine | None:
    """The DDS this process has now, or None (then the pure-Python search does the work)."""
    if _plugged is not None:
        return _plugged
    if sys.platform != "emscripten":
        return None
    return _from_worker()


class _InWorker:
    """The worker's DDS, called through Pyodide's bridge (lists go over as JavaScript arrays)."""

    def __init__(self, solver: Any) -> None:
        from pyodide.ffi import to_js  # type: ignore[import-not-found]

        self._solver = solver
        self._to_js = to_js

    def solve(self, ints: list[int], every: bool, fresh: bool) -> Sequence[int]:
        out: list[int] = self._solver.solve(self._to_js(ints), every, fresh).to_py()
        return out

    def table(self, ints: list[int], strains: int) -> Sequence[int]:
        out: list[int] = self._solver.table(self._to_js(ints), strains).to_py()
        return out


def _from_worker() -> Engine | None:
    global _browser
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript

    slot = getattr(js, "rpDds", None)
    if slot is None:
        return None  # not a worker of the site (tests under Node, the bench): pure Python
    state = slot.state
    if state == "ready":
        if _browser is None:
            _browser = _InWorker(slot.solver)
        return _browser
    if state in ("available", "loading"):
        raise ModuleNeeded("Решатель в открытую ещё загружается; запрос будет повторён.")
    return None  # "failed" or "absent"


def _failed(error: Exception) -> None:
    """DDS broke (a trap inside the wasm, a wrong answer's shape): the pure-Python search takes over
    for the rest of this worker's life."""
    global _browser, _plugged
    if _plugged is not None:
        raise error  # a plugged engine is the caller's: its failure is theirs to see
    _browser = None
    if sys.platform == "emscripten":
        import js

        slot = getattr(js, "rpDds", None)
        if slot is not None:
            slot.state = "failed"


def _masks(hands: Mapping[str, Sequence[Card]]) -> list[int]:
    out = [0] * 16
    for seat in SEATS:
        base = seat_index(seat) * 4
        for card in hands.get(seat, ()):
            assert card.suit is not None
            out[base + SUIT_INDEX[card.suit]] |= 1 << int(card.rank)
    return out


def position_ints(position: Position) -> list[int]:
    """A position in the layout of `Engine.solve`."""
    suits = [SUIT_INDEX[c.suit] for c in position.trick if c.suit is not None] + [0] * (3 - len(position.trick))
    ranks = [int(c.rank) for c in position.trick] + [0] * (3 - len(position.trick))
    return [TRUMP_INDEX[position.strain], seat_index(position.leader), *suits, *ranks, *_masks(position.hands)]


def _cards_of(suit: int, rank: int, equals: int) -> list[Card]:
    """A card DDS names and the lower cards of its hand it said are equal to it."""
    bits = (1 << (rank - 2)) | (equals >> 2)
    return [bit_card(suit, 1 << r) for r in range(13) if bits >> r & 1]


def values(dds: Engine, position: Position, fresh: bool = False) -> tuple[list[tuple[Card, int]], int] | None:
    """Each legal card with the tricks its side then takes from here (the trick in progress included),
    in the order of `position.legal_cards()`, and the nodes DDS searched; None when DDS failed."""
    try:
        out = dds.solve(position_ints(position), True, fresh)
        score: dict[Card, int] = {}
        for i in range(out[0]):
            suit, rank, equals, tricks = out[2 + 4 * i: 6 + 4 * i]
            for card in _cards_of(suit, rank, equals):
                score[card] = tricks
        found = [(card, score[card]) for card in position.legal_cards()]
    except Exception as exc:  # noqa: BLE001 - DDS's failure must never become the reader's
        _failed(exc)
        return None
    return found, out[1]


def ns_tricks(dds: Engine, position: Position) -> int | None:
    """North–South's tricks from here (the trick in progress included); None when DDS failed."""
    try:
        best = dds.solve(position_ints(position), False, False)[5]
    except Exception as exc:  # noqa: BLE001
        _failed(exc)
        return None
    return best if position.to_play in ("N", "S") else position.tricks_left - best


def table(dds: Engine, hands: Hands, strains: Sequence[Strain]) -> dict[str, dict[str, int]] | None:
    """Tricks each seat takes as declarer in each of `strains` ({"N": {"S": n, ...}, ...}); None
    when DDS failed. DDS's tables are of full deals; an ending is solved declarer by declarer."""
    if any(len(hands.get(seat, ())) != 13 for seat in SEATS):
        return _ending_table(dds, hands, strains)
    mask = sum(1 << TRUMP_INDEX[s] for s in set(strains))
    try:
        out = dds.table(_masks(hands), mask)
        found = {seat: {s.value: int(out[4 * TRUMP_INDEX[s] + i]) for s in strains} for i, seat in enumerate(SEATS)}
    except Exception as exc:  # noqa: BLE001
        _failed(exc)
        return None
    return found


def _ending_table(dds: Engine, hands: Hands, strains: Sequence[Strain]) -> dict[str, dict[str, int]] | None:
    out: dict[str, dict[str, int]] = {seat: {} for seat in SEATS}
    for strain in strains:
        for seat in SEATS:
            ns = ns_tricks(dds, Position.make(hands, strain, lho(seat), []))
            if ns is None:
                return None
            out[seat][strain.value] = ns if seat in ("N", "S") else len(hands[seat]) - ns
    return out


__all__ = ["Engine", "ModuleNeeded", "engine", "ns_tricks", "position_ints", "table", "use", "values"]
