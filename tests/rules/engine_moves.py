"""Shared by the rule tests of engines that follow `rules_py.games.Engine`: play listed moves, and
check that a move is refused with a message, the state left as it was and the move not listed."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules_py.errors import IllegalMove

State = dict[str, Any]


class Checker:
    """`go` and `refused` for one engine."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def go(self, state: State, *moves: dict[str, Any]) -> State:
        """Play moves, checking that each one is listed as legal."""
        for move in moves:
            legal = self.engine.legal_moves(state)
            assert move in legal, (move, legal)
            state = self.engine.play(state, move)
        return state

    def refused(self, state: State, move: dict[str, Any], message: str) -> None:
        """The move is refused with this message, the state is unchanged and the move is not listed."""
        before = json.dumps(state, sort_keys=True)
        with pytest.raises(IllegalMove) as info:
            self.engine.play(state, move)
        assert message in info.value.message, info.value.message
        assert json.dumps(state, sort_keys=True) == before
        assert move not in self.engine.legal_moves(state)
