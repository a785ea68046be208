"""Russian words for the bidding system: numbers of points and cards, suits, ranges.

The noun agrees with the last number said: «12–21 очко», «15–17 очков», «2–3 пики»; «N+» is read
«N и больше», so the noun takes the genitive plural: «5+ червей», «10+ очков».

>>> points_ru(12, 21), points_ru(15, 17), points_ru(10, None), points_ru(None, 5), points_ru(22, 22)
('12–21 очко', '15–17 очков', '10+ очков', 'до 5 очков', '22 очка')

A single card of a suit is «карта в бубнах», not «1 бубна»: the singular of a suit's name is slang.

>>> cards_ru(Suit.HEARTS, 5, None), cards_ru(Suit.SPADES, 2, 3), cards_ru(Suit.CLUBS, None, 1)
('5+ червей', '2–3 пики', 'не больше 1 карты в трефах')
>>> cards_ru(Suit.DIAMONDS, 4, 4), cards_ru(Suit.SPADES, 0, 0), cards_ru(Suit.HEARTS, None, 2)
('ровно 4 бубны', 'нет пик', 'не больше 2 червей')
>>> suit_count_ru(Suit.DIAMONDS, 1), suit_count_ru(Suit.DIAMONDS, 3), suit_count_ru(Suit.DIAMONDS, 0)
('1 карта в бубнах', '3 бубны', 'нет бубен')
"""

from __future__ import annotations

from rules_py.cards import Suit
from rules_py.words import CARDS_RU as CARDS
from rules_py.words import POINTS_RU as POINTS
from rules_py.words import Forms
from rules_py.words import plural_ru as agree

ACES: Forms = ("туз", "туза", "тузов")
KINGS: Forms = ("король", "короля", "королей")
TRUMPS: Forms = ("козырь", "козыря", "козырей")
SUIT_FORMS: dict[Suit, Forms] = {
    Suit.SPADES: ("пика", "пики", "пик"),
    Suit.HEARTS: ("черва", "червы", "червей"),
    Suit.DIAMONDS: ("бубна", "бубны", "бубен"),
    Suit.CLUBS: ("трефа", "трефы", "треф"),
}
#: «в пиках», «в червах»: where a fit or a stopper is.
SUIT_IN: dict[Suit, str] = {Suit.SPADES: "в пиках", Suit.HEARTS: "в червах", Suit.DIAMONDS: "в бубнах",
                            Suit.CLUBS: "в трефах"}
#: Genitive plural after «длинная масть», «поддержка»: «поддержка червей».
SUIT_GENITIVE: dict[Suit, str] = {s: forms[2] for s, forms in SUIT_FORMS.items()}


def range_ru(low: int | None, high: int | None, forms: Forms) -> str:
    """A range of a counted noun: «5+ …», «2–3 …», «до 7 …», «ровно 4 …» (see the module's examples)."""
    if low is not None and high is not None:
        if low == high:
            return f"{low} {agree(low, forms)}"
        return f"{low}–{high} {agree(high, forms)}"
    if low is not None:
        return f"{low}+ {forms[2]}"
    if high is not None:
        return f"до {high} {genitive(high, forms)}"
    return forms[2]


def genitive(n: int, forms: Forms) -> str:
    """After «до N», «не больше N»: «до 1 очка», «до 5 очков» (the genitive singular is the «2-4» form
    for every noun here)."""
    return forms[1] if n % 10 == 1 and n % 100 != 11 else forms[2]


def points_ru(low: int | None, high: int | None) -> str:
    return range_ru(low, high, POINTS)


def _count_ru(low: int | None, high: int | None, forms: Forms, none: str) -> str:
    if high == 0:
        return none
    if low is not None and low == high:
        return f"ровно {low} {agree(low, forms)}"
    if low in (None, 0) and high is not None:
        return f"не больше {high} {genitive(high, forms)}"
    return range_ru(low, high, forms)


def _one(n: int | None) -> bool:
    return n is not None and n % 10 == 1 and n % 100 != 11


def cards_ru(suit: Suit, low: int | None, high: int | None) -> str:
    """How many cards of a suit: «5+ червей», «2–3 пики», «ровно 4 бубны», «нет пик», «не больше 1 карты в
    трефах»."""
    said = high if high is not None else None  # the number the noun agrees with: the last one said
    if high is not None and low == high:
        said = low
    if high != 0 and _one(said):
        return cards_in_ru(low, high, SUIT_IN[suit])
    return _count_ru(low, high, SUIT_FORMS[suit], f"нет {SUIT_FORMS[suit][2]}")


def suit_count_ru(suit: Suit, n: int) -> str:
    """A hand's length in a suit: «3 бубны», «1 карта в бубнах», «нет бубен»."""
    if n == 0:
        return f"нет {SUIT_FORMS[suit][2]}"
    if _one(n):
        return f"{n} {agree(n, CARDS)} {SUIT_IN[suit]}"
    return f"{n} {agree(n, SUIT_FORMS[suit])}"


def cards_in_ru(low: int | None, high: int | None, where: str) -> str:
    """Cards of a suit named by its role: «5+ карт в масти партнёра», «не больше 2 карт в мажоре».

    >>> cards_in_ru(5, None, "в мажоре"), cards_in_ru(3, 4, "в масти партнёра"), cards_in_ru(None, 2, "в масти противника")
    ('5+ карт в мажоре', '3–4 карты в масти партнёра', 'не больше 2 карт в масти противника')
    """
    return f"{_count_ru(low, high, CARDS, 'нет карт')} {where}"
