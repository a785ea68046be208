"""A plain game-tree search of one suit played on its own, the model of rules_py.bridge.suit_play
written as simply as it can be (every card tried, nothing remembered but whole positions): the
tests check the pruned, memoised solver and the bots' early cards against it."""

from __future__ import annotations

from functools import lru_cache

Hands = tuple[frozenset[int], ...]


@lru_cache(maxsize=None)
def plain_value(hands: Hands) -> int:
    """The model searched plainly: every card of every hand tried, the declaring side (hands 0, 2)
    leading from either hand while it holds cards, a hand out of the suit discarding."""
    if not hands[0] and not hands[2]:
        return 0
    return max(plain_trick(hands, (), leader, 4) for leader in (0, 2) if hands[leader])


def plain_trick(hands: Hands, played: tuple[tuple[int, int], ...], hand: int, left: int) -> int:
    if not left:
        winner = max(played, key=lambda p: p[1])[0]
        return (winner % 2 == 0) + plain_value(hands)
    after = (hand + 1) % 4
    if not hands[hand]:
        return plain_trick(hands, played, after, left - 1)
    values = [plain_trick(tuple(h - {rank} if i == hand else h for i, h in enumerate(hands)),
                          played + ((hand, rank),), after, left - 1) for rank in hands[hand]]
    return max(values) if hand % 2 == 0 else min(values)
