"""Shared by the durak rule tests: building moves, playing them, and checking refusals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.durak import ENGINE
from rules_py.errors import IllegalMove

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


def listed(move: dict[str, Any], state: State) -> bool:
    """Whether the move is among the legal ones (the order of its cards does not matter)."""
    return _same(move) in [_same(m) for m in ENGINE.legal_moves(state)]


def go(state: State, *moves: dict[str, Any]) -> State:
    """Play moves, checking that each one is listed as legal."""
    for move in moves:
        assert listed(move, state), (move, ENGINE.legal_moves(state))
        state = ENGINE.play(state, move)
    return state


def refused(state: State, move: dict[str, Any], message: str) -> None:
    """The move is refused with this message, the state is left as it was and the move is not listed."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        ENGINE.play(state, move)
    assert message in info.value.message, info.value.message
    assert json.dumps(state, sort_keys=True) == before
    assert not listed(move, state)
