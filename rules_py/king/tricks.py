"""Trick play of Кинг: which cards may be played, why a card may not, and who wins a trick.

Follow suit; without the suit led, any card (seed 004), except the special rules of some deals
(see deals.py): no hearts lead while other suits are held, and the king of hearts discarded at the
first chance. The highest card of the suit led wins; a trump, when the deal has one, beats it.

>>> from rules_py.cards import parse_cards
>>> from rules_py.king.deals import DEALS
>>> hand = parse_cards("7H KH 9S")
>>> [c.code for c in legal_cards(hand, [], DEALS["no_hearts"])]
['9S']
>>> [c.code for c in legal_cards(hand, parse_cards("AD"), DEALS["no_king"])]
['KH']
>>> trick_winner(parse_cards("10S AS 7H QS"), None), trick_winner(parse_cards("10S AS 7H QS"), Suit.HEARTS)
(1, 2)
"""

from __future__ import annotations

from typing import Sequence

from rules_py.cards import Card, Suit
from rules_py.decks import RANK_ORDERS
from rules_py.king.deals import KING_OF_HEARTS, DealRule

ORDER = RANK_ORDERS["from_seven"]  # A K Q J 10 9 8 7, as seed 004 gives


def power(card: Card) -> int:
    return ORDER.power(card.rank)


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (in playing order) of the card that wins the trick."""
    best = 0
    for i, card in enumerate(cards[1:], 1):
        top = cards[best]
        if card.suit == top.suit:
            if power(card) > power(top):
                best = i
        elif trump is not None and card.suit is trump:
            best = i  # the first trump on a winner of the suit led
    return best


def illegal_reason(hand: Sequence[Card], trick: Sequence[Card], rule: DealRule, card: Card) -> str | None:
    """Why this card may not be played now (a Russian sentence), or None when it may."""
    if card not in hand:
        return f"У вас нет карты «{card.ru}»."
    if not trick:
        if rule.no_heart_lead and card.suit is Suit.HEARTS and any(c.suit is not Suit.HEARTS for c in hand):
            return (
                f"В сдаче «{rule.name_ru}» нельзя ходить с червей, пока у вас есть карты других мастей."
            )
        return None
    led = trick[0].suit
    assert led is not None
    if any(c.suit is led for c in hand):
        if card.suit is not led:
            return f"Нужно ходить в масть: у вас есть {led.name_ru}."
        return None
    if rule.discard_king_of_hearts and KING_OF_HEARTS in hand and card != KING_OF_HEARTS:
        return (
            f"В сдаче «{rule.name_ru}» короля червей (кинга) сбрасывают при первой возможности: "
            f"у вас нет масти хода ({led.name_ru}), значит, нужно положить кинга."
        )
    return None


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], rule: DealRule) -> list[Card]:
    """The cards of the hand that may be played now, in hand order, each once."""
    seen: list[Card] = []
    for card in hand:
        if card not in seen and illegal_reason(hand, trick, rule, card) is None:
            seen.append(card)
    return seen
