"""Suits, ranks and cards, with their English codes and Russian names.

A card is a small immutable value. Several identical cards may exist in a multi-pack deck; they are
equal values, as two kings of spades from two packs are the same card to the rules.

>>> card = Card.parse("QS")
>>> card.code, card.ru, card.name_ru
('QS', 'Д♠', 'дама пик')
>>> Card.parse("Т♥") == Card.parse("AH") == Card.parse("ah")
True
>>> Card.parse("TD").code
'10D'
>>> JOKER.ru, JOKER.name_ru
('Джокер', 'джокер')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rules_py.errors import BadCard


class Suit(enum.Enum):
    """The four French suits; the value is the English code letter."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def name_ru(self) -> str:
        """The suit's Russian name in the plural, as players say it: «пики»."""
        return _SUIT_NAMES_RU[self][0]

    @property
    def genitive_ru(self) -> str:
        """The form used after a rank: «дама <пик>»."""
        return _SUIT_NAMES_RU[self][1]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_NAMES_RU = {
    Suit.CLUBS: ("трефы", "треф"),
    Suit.DIAMONDS: ("бубны", "бубен"),
    Suit.HEARTS: ("червы", "червей"),
    Suit.SPADES: ("пики", "пик"),
}


class Rank(enum.IntEnum):
    """Ranks in the usual order, two lowest; games that order them differently use a RankOrder."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @property
    def ru(self) -> str:
        """The short Russian index printed on a card: «Д», «10»."""
        return _RANK_RU[self]

    @property
    def name_ru(self) -> str:
        """The Russian name: «дама», «десятка»."""
        return _RANK_NAMES_RU[self]


_RANK_CODES = {r: str(r.value) for r in Rank if r <= Rank.TEN} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.JOKER: "JK",
}
_RANK_RU = {r: str(r.value) for r in Rank if r <= Rank.TEN} | {
    Rank.JACK: "В",
    Rank.QUEEN: "Д",
    Rank.KING: "К",
    Rank.ACE: "Т",
    Rank.JOKER: "Джокер",
}
_RANK_NAMES_RU = {
    Rank.TWO: "двойка",
    Rank.THREE: "тройка",
    Rank.FOUR: "четвёрка",
    Rank.FIVE: "пятёрка",
    Rank.SIX: "шестёрка",
    Rank.SEVEN: "семёрка",
    Rank.EIGHT: "восьмёрка",
    Rank.NINE: "девятка",
    Rank.TEN: "десятка",
    Rank.JACK: "валет",
    Rank.QUEEN: "дама",
    Rank.KING: "король",
    Rank.ACE: "туз",
    Rank.JOKER: "джокер",
}

# Everything a reader may type for a rank, upper-cased; Latin and Cyrillic letters both.
_RANK_INPUTS: dict[str, Rank] = {str(r.value): r for r in Rank if r <= Rank.TEN} | {
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
    "В": Rank.JACK,
    "Д": Rank.QUEEN,
    "К": Rank.KING,
    "Т": Rank.ACE,
}
_SUIT_INPUTS: dict[str, Suit] = {s.value: s for s in Suit} | {s.symbol: s for s in Suit} | {
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
_JOKER_INPUTS = {"JK", "JOKER", "ДЖОКЕР", "ДЖ", "*"}


@dataclass(frozen=True, order=False)
class Card:
    """One playing card: a rank and a suit, or a joker (suit None)."""

    rank: Rank
    suit: Suit | None

    def __post_init__(self) -> None:
        if (self.rank is Rank.JOKER) != (self.suit is None):
            raise BadCard("У джокера нет масти, а у любой другой карты она есть.")

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    @property
    def code(self) -> str:
        """The English code used by the protocol: «QS», «10H», «JK»."""
        if self.suit is None:
            return "JK"
        return self.rank.code + self.suit.value

    @property
    def ru(self) -> str:
        """The short Russian form: «Д♠», «10♥», «Джокер»."""
        if self.suit is None:
            return self.rank.ru
        return self.rank.ru + self.suit.symbol

    @property
    def name_ru(self) -> str:
        """The accessible Russian name: «дама пик», «туз червей»."""
        if self.suit is None:
            return self.rank.name_ru
        return f"{self.rank.name_ru} {self.suit.genitive_ru}"

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from an English code, a Russian index with a suit symbol, or «джокер».

        >>> [Card.parse(t).code for t in ("AS", "10h", "Td", "В♣", "10♠", "Джокер", "JK")]
        ['AS', '10H', '10D', 'JC', '10S', 'JK', 'JK']
        >>> Card.parse("1S")
        Traceback (most recent call last):
        ...
        rules_py.errors.BadCard: Не понимаю карту «1S»: нет такого достоинства «1».
        """
        if not isinstance(text, str):
            raise BadCard(f"Карта должна быть строкой, а не {type(text).__name__}.")
        cleaned = text.strip().upper().replace(" ", "")
        if not cleaned:
            raise BadCard("Пустая строка вместо карты.")
        if cleaned in _JOKER_INPUTS:
            return JOKER
        suit = _SUIT_INPUTS.get(cleaned[-1])
        if suit is None:
            raise BadCard(
                f"Не понимаю карту «{text}»: в конце нужна масть "
                "(C D H S или ♣ ♦ ♥ ♠)."
            )
        rank_text = cleaned[:-1]
        rank = _RANK_INPUTS.get(rank_text)
        if rank is None:
            what = f"нет такого достоинства «{rank_text}»" if rank_text else "не указано достоинство"
            raise BadCard(f"Не понимаю карту «{text}»: {what}.")
        return cls(rank, suit)


JOKER = Card(Rank.JOKER, None)


def parse_cards(text: str | list[str]) -> list[Card]:
    """Read several cards, from a list of codes or one string separated by spaces or commas.

    >>> [c.code for c in parse_cards("AS, 10H Д♦")]
    ['AS', '10H', 'QD']
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else text
    if not isinstance(items, list):
        raise BadCard("Ожидался список карт.")
    return [Card.parse(item) for item in items]


def codes(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    """The protocol codes of some cards, in the same order."""
    return [card.code for card in cards]


def all_suited_cards(ranks: tuple[Rank, ...]) -> list[Card]:
    """One card of each given rank in each suit, suit by suit (♣ ♦ ♥ ♠)."""
    return [Card(rank, suit) for suit in Suit for rank in ranks]
