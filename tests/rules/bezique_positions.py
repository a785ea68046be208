"""Shared by the bezique tests: a position with chosen hands, trump and stock, and the last rounds."""

from __future__ import annotations

from rules_py.bezique.engine import ENGINE
from rules_py.cards import Card
from rules_py.games import State


def set_up(hands: list[str], trump: str = "9S", stock: str = "AC AD KC", ending: str = "complete") -> State:
    """Players with given hands (as many as hands); the stock ends with the turned trump card."""
    state = ENGINE.new_game("bezique", len(hands), 1, {"ending": ending})
    state["hands"] = [h.split() for h in hands]
    state["shown"] = [[] for _ in hands]
    state["stock"] = stock.split() + [trump]
    state["trump"] = trump
    state["trump_suit"] = Card.parse(trump).suit.value  # type: ignore[union-attr]
    return state


def last_rounds(hands: list[str], trump: str = "9S") -> State:
    """A position once the stock is out (the completed ending): chosen hands, nothing left to draw."""
    state = set_up(hands, trump=trump, stock="")
    state["stock"] = []
    state["last"] = True
    return state
