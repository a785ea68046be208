"""Russian words for canasta messages: plural agreement and rank names.

>>> count_ru(1, JOKERS_RU), count_ru(2, JOKERS_RU), count_ru(5, JOKERS_RU), count_ru(11, JOKERS_RU)
('1 джокер', '2 джокера', '5 джокеров', '11 джокеров')
>>> count_ru(21, NATURALS_RU), count_ru(3, NATURALS_RU)
('21 натуральная карта', '3 натуральные карты')
>>> rank_plural_ru(Rank.KING), rank_genitive_plural_ru(Rank.SEVEN)
('короли', 'семёрок')
"""

from __future__ import annotations

from rules_py.cards import Rank

Forms = tuple[str, str, str]  # one, few (2-4), many (5-20, 0)

JOKERS_RU: Forms = ("джокер", "джокера", "джокеров")
TWOS_RU: Forms = ("двойка", "двойки", "двоек")
NATURALS_RU: Forms = ("натуральная карта", "натуральные карты", "натуральных карт")
CARDS_RU: Forms = ("карта", "карты", "карт")
RED_THREES_RU: Forms = ("красная тройка", "красные тройки", "красных троек")
CANASTAS_RU: Forms = ("канаста", "канасты", "канаст")
TIMES_RU: Forms = ("раз", "раза", "раз")
POINTS_RU: Forms = ("очко", "очка", "очков")


def plural_ru(n: int, forms: Forms) -> str:
    """The form of a noun that agrees with the number n."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


def count_ru(n: int, forms: Forms) -> str:
    """A number with its noun: «2 джокера»."""
    return f"{n} {plural_ru(n, forms)}"


_PLURAL = {
    Rank.TWO: ("двойки", "двоек"),
    Rank.THREE: ("тройки", "троек"),
    Rank.FOUR: ("четвёрки", "четвёрок"),
    Rank.FIVE: ("пятёрки", "пятёрок"),
    Rank.SIX: ("шестёрки", "шестёрок"),
    Rank.SEVEN: ("семёрки", "семёрок"),
    Rank.EIGHT: ("восьмёрки", "восьмёрок"),
    Rank.NINE: ("девятки", "девяток"),
    Rank.TEN: ("десятки", "десяток"),
    Rank.JACK: ("валеты", "валетов"),
    Rank.QUEEN: ("дамы", "дам"),
    Rank.KING: ("короли", "королей"),
    Rank.ACE: ("тузы", "тузов"),
    Rank.JOKER: ("джокеры", "джокеров"),
}


def rank_plural_ru(rank: Rank) -> str:
    """«короли», «семёрки»."""
    return _PLURAL[rank][0]


def rank_genitive_plural_ru(rank: Rank) -> str:
    """«канаста из <королей>»."""
    return _PLURAL[rank][1]


def signed(points: int) -> str:
    """Points with a sign, as a score sheet shows them: «+100», «−55» (a real minus sign)."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"
