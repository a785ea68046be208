"""The play of the cards as pure functions: following suit and who wins a trick.

>>> from rules_py.cards import Card
>>> trick = [Card.parse(c) for c in ("QH", "AH", "2S", "KH")]
>>> trick_winner(trick, trump=None), trick_winner(trick, trump=Suit.SPADES)
(1, 2)
"""

from __future__ import annotations

from rules_py.cards import Card, Rank, Suit

_SUIT_PLURAL_RU = {Suit.CLUBS: "трефы", Suit.DIAMONDS: "бубны", Suit.HEARTS: "червы", Suit.SPADES: "пики"}


def suit_name_ru(suit: Suit) -> str:
    return _SUIT_PLURAL_RU[suit]


# «кладёт что?»: the feminine names in -а take -у, the masculine (animate) ones take -а.
_ACCUSATIVE_MASCULINE = {Rank.JACK: "валета", Rank.KING: "короля", Rank.ACE: "туза"}


def card_accusative_ru(card: Card) -> str:
    """The card's name after «кладёт»: «даму пик», «туза червей», «десятку треф».

    >>> [card_accusative_ru(Card.parse(c)) for c in ("QS", "AH", "10C", "JD", "2S")]
    ['даму пик', 'туза червей', 'десятку треф', 'валета бубен', 'двойку пик']
    """
    assert card.suit is not None
    word = _ACCUSATIVE_MASCULINE.get(card.rank)
    if word is None:
        name = card.rank.name_ru
        word = name[:-1] + "у" if name.endswith("а") else name
    return f"{word} {card.suit.genitive_ru}"


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
