"""The bots' card play with DDS (as in the browser once the worker has it), with endplay's native DDS
plugged in for the WebAssembly module (`rules_py.bridge.dds.native.use`): the same sampled deals give
the same averages as the pure-Python search, and the card chosen is legal and the same on every run."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules_py.bridge import cardplay
from rules_py.bridge.dds import native
from rules_py.bridge.engine import ENGINE
from rules_py.bridge.seats import SEATS
from rules_py.cards import Card
from tests.endplay_dds import EndplayDds


@pytest.fixture()
def with_dds() -> Iterator[None]:
    native.use(EndplayDds())
    yield
    native.use(None)


def positions(count: int, cards_left: int) -> Iterator[tuple[Any, dict[str, Any]]]:
    """Deals bid by the bots and played at random down to `cards_left` cards in the hand to play:
    the state and the view of the seat to move (what a bot sees)."""
    for seed in range(count):
        rng = random.Random(seed)
        state: Any = ENGINE.new_game("bridge", 4, seed, {"dealer": SEATS[seed % 4]})
        while state["phase"] == "auction":
            state = ENGINE.play(state, ENGINE.bot_move(state))
        if state["phase"] != "play":
            continue
        while len(state["hands"][ENGINE._next_card_seat(state)]) > cards_left:
            state = ENGINE.play(state, rng.choice(ENGINE.legal_moves(state)))
        yield state, ENGINE.view(state, ENGINE.to_move(state))


def test_dds_and_the_pure_search_average_the_same_samples(with_dds: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cardplay, "DDS_NODE_BUDGET", 10**9)
    monkeypatch.setattr(cardplay, "NODE_BUDGET", 10**9)
    engine = native.engine()
    assert engine is not None
    compared = 0
    for _, view in positions(12, 6):
        playing = view["playing_hand"]
        trick = [(t["seat"], Card.parse(t["card"])) for t in view["trick"]]
        samples = list(cardplay._samples(view, playing, trick, 8))
        assert cardplay._dds_values(engine, samples) == cardplay._sampled_values(samples, playing in ("N", "S"))
        compared += 1
    assert compared >= 8


def test_the_bots_card_with_dds_is_legal_and_the_same_every_time(with_dds: None) -> None:
    for state, _ in positions(8, 9):
        first = ENGINE.bot_move(state)
        assert first in ENGINE.legal_moves(state)
        assert ENGINE.bot_move(state) == first
