"""Shared by the bezique tests: a two-player position with chosen hands, trump and stock."""

from __future__ import annotations

from rules_py.bezique.engine import ENGINE
from rules_py.cards import Card
from rules_py.games import State


def set_up(hands: list[str], trump: str = "9S", stock: str = "AC AD KC") -> State:
    """Two players with given hands; the stock ends with the turned trump card."""
    state = ENGINE.new_game("bezique", 2, 1, {})
    state["hands"] = [h.split() for h in hands]
    state["stock"] = stock.split() + [trump]
    state["trump"] = trump
    state["trump_suit"] = Card.parse(trump).suit.value  # type: ignore[union-attr]
    return state
