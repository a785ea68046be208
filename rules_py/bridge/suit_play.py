"""One suit played out double dummy on its own, as bridge books analyse a suit combination.

Early in a deal the full double-dummy search is out of reach, yet the commonest costly choice there
is which card of the suit led to play: take a finesse or not, cover an honour or not, win with the
ace or duck. Those choices depend mostly on the suit itself, and a suit alone is small enough to
solve exactly. The model is the books' one:

- the declaring side (hands 0 and 2 here) may lead the suit from either hand at every trick (it is
  never short of entries), and chooses whether to go on (going on never costs a trick it has won);
- the defenders (hands 1 and 3) never lead the suit (the books ask how declarer should attack it);
- a hand out of the suit discards (no ruffs: trumps are another suit's business);
- the value is the tricks the declaring side takes in the suit, which it maximises and the
  defenders minimise.

Only the order of the cards matters, not their ranks, so a position is written as the hands that
hold the suit's remaining cards from the highest down («0312...»), and solved positions are kept
under that key: the same shapes come back in every layout of a suit and in every deal.

>>> tricks_from("0011")       # AK opposite nothing, the defenders hold Q and J: two tricks
2
>>> tricks_from("01021")      # AQ in hand 0 opposite a small card, Kx in hand 1 (behind the AQ)
1
>>> tricks_from("03023")      # Kx in hand 3 (before the AQ): a small card led from hand 2 to the queen
2
>>> card_values({0: [14, 12], 1: [], 2: [2], 3: [13, 3]}, [(2, 2), (3, 3)], to_play=0)
{14: 1, 12: 2}
"""

from __future__ import annotations

#: Solved positions kept between calls, at most (then forgotten all at once). Measured: the bots'
#: early cards of 20 deals leave ~8000 of them in ~0.6 MB, so this bounds the memory near 4 MB,
#: more than a hundred deals' worth, in the browser as well.
MEMO_LIMIT = 50_000
_memo: dict[str, int] = {}

#: A card already played to the trick in progress (it no longer belongs to a hand).
_PLAYED = "."


def tricks_from(owners: str) -> int:
    """Tricks the declaring side takes in the suit from a trick's start, the suit's remaining cards
    held by the hands `owners` names from the highest card down (characters «0»-«3»)."""
    value = _memo.get(owners)
    if value is None:
        value = _solve(owners)
        if len(_memo) >= MEMO_LIMIT:
            _memo.clear()
        _memo[owners] = value
    return value


def clear() -> None:
    """Forget the solved positions (benchmarks time the search from nothing)."""
    _memo.clear()


def _solve(owners: str) -> int:
    first, second = owners.count("0"), owners.count("2")
    if not first and not second:
        return 0  # the defenders never lead the suit
    if "1" not in owners and "3" not in owners:
        return max(first, second)  # every card the declaring side leads wins
    cards = list(owners)
    return max(_trick(cards, len(cards), False, leader, 4) for leader, held in ((0, first), (2, second)) if held)


def _trick(cards: list[str], win: int, win_ours: bool, hand: int, left: int) -> int:
    """The value once `hand` (and `left` - 1 hands after it) have played to the trick; `win` is the
    position of the card winning it so far (`len(cards)` before the lead) and `win_ours` its side."""
    if not left:
        return win_ours + tricks_from("".join(c for c in cards if c != _PLAYED))
    owner = str(hand)
    after = (hand + 1) % 4
    if owner not in cards:
        return _trick(cards, win, win_ours, after, left - 1)  # out of the suit: a discard
    ours = not hand % 2
    best = -1
    for pos in _choices(cards, owner, win):
        cards[pos] = _PLAYED
        if pos < win:
            value = _trick(cards, pos, ours, after, left - 1)
        else:
            value = _trick(cards, win, win_ours, after, left - 1)
        cards[pos] = owner
        if best < 0 or (value > best if ours else value < best):
            best = value
    return best


def _choices(cards: list[str], owner: str, win: int) -> list[int]:
    """The cards (positions) worth trying: one of each run of the hand's cards that beat the card
    winning the trick (touching cards do the same), and its lowest card that does not (a higher
    losing card is never better than a lower one: with no entry problems, keeping it costs nothing)."""
    out = []
    previous = ""
    lowest = -1
    for pos, held in enumerate(cards):
        if held == _PLAYED:
            continue
        if held == owner:
            if pos < win:
                if previous != owner:
                    out.append(pos)
            else:
                lowest = pos
        previous = held
    if lowest >= 0:
        out.append(lowest)
    return out


def card_values(hands: dict[int, list[int]], trick: list[tuple[int, int]], to_play: int) -> dict[int, int]:
    """Each card (rank 2-14) the hand `to_play` may play to a trick led in the suit: the tricks the
    declaring side takes in the suit from this trick on. `hands`: each hand's ranks in the suit,
    hands 0 and 2 declaring; `trick`: the suit's cards played to it so far (hand, rank), in order.
    (Not for leads: measured on the bots' early leads, choosing the card of the suit led this way
    lost more tricks than the maxims for the defenders and saved almost none for declarer.)"""
    ranks = sorted([(rank, str(hand)) for hand, held in hands.items() for rank in held]
                   + [(rank, _PLAYED) for _, rank in trick], reverse=True)
    cards = [owner for _, owner in ranks]
    position = {rank: pos for pos, (rank, _) in enumerate(ranks)}
    top_hand, top_rank = max(trick, key=lambda played: played[1])
    win, win_ours = position[top_rank], not top_hand % 2
    left = 3 - len(trick)
    after = (to_play + 1) % 4
    ours = not to_play % 2
    out = {}
    for rank in hands[to_play]:
        pos = position[rank]
        cards[pos] = _PLAYED
        if pos < win:
            out[rank] = _trick(cards, pos, ours, after, left)
        else:
            out[rank] = _trick(cards, win, win_ours, after, left)
        cards[pos] = str(to_play)
    return out


__all__ = ["MEMO_LIMIT", "card_values", "clear", "tricks_from"]
