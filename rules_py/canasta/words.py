"""Russian words for canasta messages: the nouns counted in them and rank names.

Number agreement itself is rules_py.words (one helper for every game); it is re-exported here.

>>> count_ru(1, JOKERS_RU), count_ru(2, JOKERS_RU), count_ru(5, JOKERS_RU), count_ru(11, JOKERS_RU)
('1 джокер', '2 джокера', '5 джокеров', '11 джокеров')
>>> count_ru(21, NATURALS_RU), count_ru(3, NATURALS_RU)
('21 натуральная карта', '3 натуральные карты')
>>> rank_plural_ru(Rank.KING), rank_genitive_plural_ru(Rank.SEVEN)
('короли', 'семёрок')
"""

from __future__ import annotations

from rules_py.cards import Rank
from rules_py.words import CARDS_RU, POINTS_RU, TIMES_RU, Forms, count_ru, plural_ru, rank_accusative_ru, signed

JOKERS_RU: Forms = ("джокер", "джокера", "джокеров")
TWOS_RU: Forms = ("двойка", "двойки", "двоек")
NATURALS_RU: Forms = ("натуральная карта", "натуральные карты", "натуральных карт")
RED_THREES_RU: Forms = ("красная тройка", "красные тройки", "красных троек")
CANASTAS_RU: Forms = ("канаста", "канасты", "канаст")

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

__all__ = [
    "Forms", "plural_ru", "count_ru", "rank_accusative_ru", "rank_plural_ru", "rank_genitive_plural_ru",
    "signed", "CARDS_RU", "POINTS_RU", "TIMES_RU", "JOKERS_RU", "TWOS_RU", "NATURALS_RU", "RED_THREES_RU",
    "CANASTAS_RU",
]
