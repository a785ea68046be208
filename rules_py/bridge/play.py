"""The play of the cards as pure functions: following suit and who wins a trick.

>>> from rules_py.cards import Card
>>> trick = [Card.parse(c) for c in ("QH", "AH", "2S", "KH")]
>>> trick_winner(trick, trump=None), trick_winner(trick, trump=Suit.SPADES)
(1, 2)
"""

from __future__ import annotations

from rules_py.cards import Card, Suit

_SUIT_PLURAL_RU = {Suit.CLUBS: "трефы", Suit.DIAMONDS: "бубны", Suit.HEARTS: "червы", Suit.SPADES: "пики"}


def suit_name_ru(suit: Suit) -> str:
    return _SUIT_PLURAL_RU[suit]


def playable(hand: list[Card], led: Suit | None) -> list[Card]:
    """The cards that may be played: the suit led if the hand has it, otherwise any card."""
    if led is None:
        return list(hand)
    same = [c for c in hand if c.suit is led]
    return same if same else list(hand)


def trick_winner(cards: list[Card], trump: Suit | None) -> int:
    """Index (in play order) of the card that wins: the highest trump, else the highest of the suit led."""
    best = 0
    for i in range(1, len(cards)):
        card, top = cards[i], cards[best]
        if card.suit is top.suit:
            if card.rank > top.rank:
                best = i
        elif trump is not None and card.suit is trump:
            best = i
        # A card of another suit that is not trump never wins.
    return best
