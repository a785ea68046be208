"""Who sits where and who moves: the clockwise order every durak variant shares.

Seats are numbered clockwise; the dealer's left neighbour is the seat after the dealer.

>>> next_holder([3, 0, 2], 0), next_holder([3, 0, 0], 0)
(2, None)
>>> from_dealers_left(dealer=1, players=3)
[2, 0, 1]
>>> power = {"6S": 6, "9S": 9, "AH": 14, "KD": 13}.__getitem__
>>> first_to_lead([["AH"], ["9S", "KD"], ["6S"]], [0, 1, 2], ["S"] * 3, False, power)
2
>>> first_to_lead([["AH"], ["KD"], ["6S"]], [0, 1, 2], [None] * 3, False, power)
0
"""

from __future__ import annotations

from typing import Callable, Sequence

from rules_py.durak.beating import suit


def next_holder(counts: Sequence[int], seat: int) -> int | None:
    """The next seat clockwise from `seat` that holds cards (None: nobody else does)."""
    players = len(counts)
    for step in range(1, players):
        other = (seat + step) % players
        if counts[other] > 0:
            return other
    return None


def from_dealers_left(dealer: int, players: int) -> list[int]:
    """Every seat, clockwise, starting with the dealer's left neighbour (the dealer last)."""
    return [(dealer + 1 + i) % players for i in range(players)]


def first_to_lead(
    hands: Sequence[Sequence[str]], order: Sequence[int], trumps: Sequence[str | None], highest: bool,
    power: Callable[[str], int],
) -> int:
    """Who leads first by the простой rule (X-19, X-28): the lowest trump in any hand (`trumps[seat]`
    is that seat's trump suit: двухкозырный gives each his own), or the highest when `highest`; with
    no trump in any hand (or no trumps at all), the highest card. Ties go to the first of the tied
    seats in `order` (clockwise from the dealer's left)."""
    best: int | None = None
    best_key = 0
    for seat in order:
        trump = trumps[seat]
        mine = [power(c) for c in hands[seat] if trump and suit(c) == trump]
        if not mine:
            continue
        key = max(mine) if highest else -min(mine)
        if best is None or key > best_key:
            best, best_key = seat, key
    if best is not None:
        return best
    for seat in order:
        top = max((power(c) for c in hands[seat]), default=-1)
        if best is None or top > best_key:
            best, best_key = seat, top
    assert best is not None
    return best
