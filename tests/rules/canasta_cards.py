"""Shared by the canasta engine tests: every card of a state, wherever it lies."""

from __future__ import annotations

from collections import Counter
from typing import Any


def cards_everywhere(state: dict[str, Any]) -> Counter[str]:
    """Hands, stock, pile, melds and laid-out threes, counted by code (a deal must conserve them)."""
    found: Counter[str] = Counter()
    for hand in state["hands"]:
        found.update(hand)
    found.update(state["stock"])
    found.update(state["pile"])
    for side in state["melds"]:
        for meld in side:
            found.update(meld)
    for group in state["red_threes"] + state["black_threes"]:
        found.update(group)
    return found
