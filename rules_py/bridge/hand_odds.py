"""How often one hand meets a seat's constraint, counted exactly rather than sampled.

A 13-card hand is a suit length for each suit plus, in each suit, which of A K Q J it holds and how
many of the nine small cards. Counting every shape (560 of them) with the points its honours can
make gives the exact number of hands, out of C(52, 13) = 635 013 559 600, that meet a constraint.
The generator uses it to refuse at once constraints too rare to meet in its bounded number of
attempts, and to try the most demanding seat first; the page shows it to the teacher.

>>> from rules_py.bridge.constraints import SeatConstraint
>>> hands_meeting(SeatConstraint(hcp=(37, 37)))  # A K Q of every suit and one jack
4
>>> round(probability(SeatConstraint(balanced=True)), 4)  # 4-3-3-3, 4-4-3-2, 5-3-3-2
0.476
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import comb

from rules_py.bridge.constraints import HCP_MAX, SeatConstraint

ALL_HANDS = comb(52, 13)
_HONOUR_POINTS = (4, 3, 2, 1)
_SMALL_CARDS = 9


@lru_cache(maxsize=None)
def _suit_points(length: int) -> tuple[int, ...]:
    """Ways to hold `length` cards of one suit, by the points they count (index = points, 0..10)."""
    ways = [0] * 11
    for size in range(min(4, length) + 1):
        small = comb(_SMALL_CARDS, length - size)
        if not small:
            continue
        for honours in combinations(_HONOUR_POINTS, size):
            ways[sum(honours)] += small
    return tuple(ways)


def _times(a: list[int], b: tuple[int, ...]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if y:
                    out[i + j] += x * y
    return out


@lru_cache(maxsize=None)
def _shape_points(pattern: tuple[int, ...]) -> tuple[int, ...]:
    """Hands of one shape by points; the shape as its sorted lengths (39 patterns: order is irrelevant)."""
    points = [1]
    for length in pattern:
        points = _times(points, _suit_points(length))
    return tuple(points)


def _shapes() -> list[tuple[int, int, int, int]]:
    return [(s, h, d, 13 - s - h - d) for s in range(14) for h in range(14 - s) for d in range(14 - s - h)]


_SHAPES = _shapes()


def is_balanced(lengths: tuple[int, ...]) -> bool:
    """4-3-3-3, 4-4-3-2 or 5-3-3-2: no void or singleton and at most one doubleton."""
    return min(lengths) >= 2 and sorted(lengths)[1] >= 3


def shape_fits(constraint: SeatConstraint, lengths: tuple[int, int, int, int]) -> bool:
    """The constraint's conditions on suit lengths alone (points aside)."""
    for length, (least, most) in zip(lengths, constraint.suits):
        if length < least or length > most:
            return False
    if constraint.balanced and not is_balanced(lengths):
        return False
    if constraint.major5 and lengths[0] < 5 and lengths[1] < 5:
        return False
    return constraint.longest[0] <= max(lengths) <= constraint.longest[1]


def hands_meeting(constraint: SeatConstraint) -> int:
    """How many of the C(52, 13) hands meet the constraint."""
    lo, hi = constraint.hcp
    total = 0
    for lengths in _SHAPES:
        if not shape_fits(constraint, lengths):
            continue
        total += sum(_shape_points(tuple(sorted(lengths)))[lo:hi + 1])
    return total


def probability(constraint: SeatConstraint) -> float:
    """The chance that a random hand meets the constraint."""
    return hands_meeting(constraint) / ALL_HANDS
