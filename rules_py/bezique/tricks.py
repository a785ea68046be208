"""Who takes a round of Безик, and what a player must play once the stock is out.

While the stock lasts (seed 003) each player covers the card led or discards any card, at will: a
cover is a higher card of the same suit, or a trump on a non-trump (X-90), and of two identical cards
the one played first is higher (X-89).

The seed breaks off before the stock runs out (X-86). The completed game (see completion.py) plays
the last rounds by the rule of multi-pack bezique: a player who holds the suit led must play it, and
must head the round if he can — beat the card that holds it so far; without the suit led, he must
beat that card with a trump if he can; otherwise he plays any card. (For two players this is the
«follow suit and win the trick if possible» of the last tricks of bezique; for more players, as in
four-hand bezique, each in turn must beat the highest card played so far.)

An инфузорка brings no duty of its own: the duty is judged on the real cards of the hand. When it is
played it is named as a card, and that card must meet the duty (our reading: the outside game has no
инфузорка).

>>> from rules_py.cards import parse_cards
>>> top = Card.parse("KS")
>>> duty(parse_cards("9S AS 10H"), parse_cards("KS"), Suit.HEARTS).kind
'head'
>>> duty(parse_cards("9S 10H"), parse_cards("KS"), Suit.HEARTS).kind
'follow'
>>> duty(parse_cards("AD 10H"), parse_cards("KS"), Suit.HEARTS).kind
'ruff'
>>> duty(parse_cards("AD JK"), parse_cards("KS"), Suit.HEARTS).kind
'free'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Sequence

from rules_py.cards import JOKER, Card, Suit
from rules_py.decks import RANK_ORDERS

ORDER = RANK_ORDERS["bezique"]
DutyKind = Literal["free", "follow", "head", "ruff"]


def beats(card: Card, top: Card, trump: Suit | None) -> bool:
    """Whether `card`, played after `top`, is higher (X-89, X-90)."""
    if card.suit is top.suit:
        return ORDER.power(card.rank) > ORDER.power(top.rank)  # identical cards: the first stays higher
    return trump is not None and card.suit is trump


def best_index(played: Sequence[Card], trump: Suit | None) -> int:
    """The index of the card that holds the round: the highest cover, or the card led."""
    best = 0
    for i, card in enumerate(played[1:], 1):
        if beats(card, played[best], trump):
            best = i
    return best


@dataclass(frozen=True)
class Duty:
    """What a player must play to a round once the stock is out."""

    kind: DutyKind
    top: Card | None  # the card that holds the round so far
    led: Suit | None
    trump: Suit | None
    cards: tuple[Card, ...]  # the real cards of the hand that meet the duty

    def allows(self, card: Card) -> bool:
        """Whether a card (an инфузорка's named card included) meets the duty."""
        if self.kind == "free" or self.top is None:
            return True
        if self.kind == "ruff":
            return card.suit is self.trump and beats(card, self.top, self.trump)
        if card.suit is not self.led:
            return False
        return self.kind == "follow" or beats(card, self.top, self.trump)

    def reason_ru(self) -> str:
        """Why another card may not be played, for a refusal and for the hint."""
        assert self.top is not None and self.led is not None
        cards = " ".join(c.ru for c in self.cards)
        if self.kind == "head":
            return (f"Прикуп кончился: теперь отвечают в масть и берут, если можно. У вас есть "
                    f"{self.led.name_ru} старше {self.top.ru} ({cards}) — положите одну из них.")
        if self.kind == "follow":
            return (f"Прикуп кончился: теперь отвечают в масть. У вас есть {self.led.name_ru} ({cards}) — "
                    "положите одну из них.")
        assert self.trump is not None
        return (f"Прикуп кончился: {self.led.name_ru} у вас нет, а козырем {self.top.ru} перебить можно "
                f"({cards}) — положите один из этих козырей.")


def duty(hand: Sequence[Card], played: Sequence[Card], trump: Suit | None) -> Duty:
    """The duty of a player with this hand, the cards of the round so far given as they stand."""
    if not played:
        return Duty("free", None, None, trump, ())
    top = played[best_index(played, trump)]
    led = played[0].suit
    real = [c for c in hand if c != JOKER]
    of_suit = tuple(dict.fromkeys(c for c in real if c.suit is led))
    if of_suit:
        higher = tuple(c for c in of_suit if beats(c, top, trump))
        return Duty("head", top, led, trump, higher) if higher else Duty("follow", top, led, trump, of_suit)
    ruffs = tuple(dict.fromkeys(c for c in real if trump is not None and c.suit is trump and beats(c, top, trump)))
    if ruffs:
        return Duty("ruff", top, led, trump, ruffs)
    return Duty("free", top, led, trump, ())
