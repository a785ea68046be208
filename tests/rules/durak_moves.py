"""Shared by the durak rule tests: building moves, playing them, and checking refusals."""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable

import pytest

from rules_py import api  # noqa: F401  (importing the protocol registers every engine)
from rules_py.errors import IllegalMove
from rules_py.games import Engine, engine_for

State = dict[str, Any]
TAKE = {"type": "take"}
DONE = {"type": "done"}


def attack(*cards: str) -> dict[str, Any]:
    return {"type": "attack", "cards": list(cards)}


def beat(card: str, by: str) -> dict[str, Any]:
    return {"type": "beat", "attack": card, "card": by}


def throw(*cards: str) -> dict[str, Any]:
    return {"type": "throw", "cards": list(cards)}


def transfer(card: str) -> dict[str, Any]:
    return {"type": "transfer", "card": card}


def _same(move: dict[str, Any]) -> dict[str, Any]:
    return {k: sorted(v) if k == "cards" else v for k, v in move.items()}


def engine(state: State) -> Engine:
    """The engine that plays this state's variant (the bout engine, or a variant's own)."""
    return engine_for(state["game"])


def listed(move: dict[str, Any], state: State) -> bool:
    """Whether the move is among the legal ones (the order of its cards does not matter)."""
    return _same(move) in [_same(m) for m in engine(state).legal_moves(state)]


def go(state: State, *moves: dict[str, Any]) -> State:
    """Play moves, checking that each one is listed as legal."""
    for move in moves:
        assert listed(move, state), (move, engine(state).legal_moves(state))
        state = engine(state).play(state, move)
    return state


def check_authority(
    engine: Any, state: State, candidates: Iterable[dict[str, Any]],
    exact: Callable[[dict[str, Any]], bool] = lambda move: True,
) -> None:
    """The engine is the one authority on legality: no candidate move changes the state, a refusal is
    said in Russian, a candidate that `exact` picks is accepted exactly when it is listed as legal
    (a multi-card move may be listed in another order), and every listed move is accepted."""
    legal = engine.legal_moves(state)
    frozen = json.dumps(state, sort_keys=True)
    for move in candidates:
        try:
            engine.play(state, move)
            accepted = True
        except IllegalMove as refusal:
            accepted = False
            assert refusal.message and not refusal.message.isascii(), refusal.message
        assert json.dumps(state, sort_keys=True) == frozen, move
        if exact(move):
            assert accepted == (move in legal), (move, legal)
    for move in legal:
        engine.play(state, move)


def refused(state: State, move: dict[str, Any], message: str) -> None:
    """The move is refused with this message, the state is left as it was and the move is not listed."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        engine(state).play(state, move)
    assert message in info.value.message, info.value.message
    assert json.dumps(state, sort_keys=True) == before
    assert not listed(move, state)
