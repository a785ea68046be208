"""Russian words for canasta messages: the nouns counted in them and rank names, from rules_py.words.

>>> count_ru(1, JOKERS_RU), count_ru(2, JOKERS_RU), count_ru(5, JOKERS_RU), count_ru(11, JOKERS_RU)
('1 джокер', '2 джокера', '5 джокеров', '11 джокеров')
>>> count_ru(21, NATURALS_RU), count_ru(3, NATURALS_RU)
('21 натуральная карта', '3 натуральные карты')
>>> rank_plural_ru(Rank.KING), rank_genitive_plural_ru(Rank.SEVEN)
('короли', 'семёрок')
"""

from __future__ import annotations

from rules_py.cards import Rank
from rules_py.words import (
    CANASTA, CARDS_RU, JOKER, NATURAL, POINTS_RU, RANKS, RED_THREE, TIMES_RU, Forms, count_ru, plural_ru,
    rank_accusative_ru, rank_ru, signed,
)

JOKERS_RU: Forms = JOKER.counted()
TWOS_RU: Forms = RANKS[Rank.TWO].counted()
NATURALS_RU: Forms = NATURAL.counted()
RED_THREES_RU: Forms = RED_THREE.counted()
CANASTAS_RU: Forms = CANASTA.counted()


def rank_plural_ru(rank: Rank) -> str:
    """«короли», «семёрки»."""
    return rank_ru(rank, "nom", plural=True)


def rank_genitive_plural_ru(rank: Rank) -> str:
    """«канаста из <королей>»."""
    return rank_ru(rank, "gen", plural=True)


__all__ = [
    "Forms", "plural_ru", "count_ru", "rank_accusative_ru", "rank_plural_ru", "rank_genitive_plural_ru",
    "signed", "CARDS_RU", "POINTS_RU", "TIMES_RU", "JOKERS_RU", "TWOS_RU", "NATURALS_RU", "RED_THREES_RU",
    "CANASTAS_RU",
]
