"""Russian number agreement: the one helper every game's messages use for «1 карта, 2 карты, 5 карт».

A noun after a number takes one of three forms: the «one» form after 1, 21, 31, … (but not 11), the
«few» form after 2–4, 22–24, … (but not 12–14), and the «many» form after everything else (0, 5–20,
25–30, …). Negative numbers agree like their absolute value.

>>> count_ru(1, CARDS_RU), count_ru(3, CARDS_RU), count_ru(5, CARDS_RU), count_ru(11, CARDS_RU)
('1 карта', '3 карты', '5 карт', '11 карт')
>>> count_ru(21, POINTS_RU), count_ru(112, POINTS_RU), count_ru(-2, POINTS_RU), count_ru(-22, POINTS_RU)
('21 очко', '112 очков', '-2 очка', '-22 очка')
>>> plural_ru(5, TIMES_RU), plural_ru(2, TIMES_RU)
('раз', 'раза')
"""

from __future__ import annotations

from rules_py.cards import Rank

Forms = tuple[str, str, str]  # after 1 / after 2-4 / after 5-20 and 0

CARDS_RU: Forms = ("карта", "карты", "карт")
CARDS_ACCUSATIVE_RU: Forms = ("карту", "карты", "карт")  # «берёт 1 карту, 2 карты, 5 карт»
POINTS_RU: Forms = ("очко", "очка", "очков")
TIMES_RU: Forms = ("раз", "раза", "раз")
PLAYERS_RU: Forms = ("игрок", "игрока", "игроков")
TRICKS_RU: Forms = ("взятка", "взятки", "взяток")
MOVES_RU: Forms = ("ход", "хода", "ходов")
DEALS_RU: Forms = ("сдача", "сдачи", "сдач")
DEALS_GENITIVE_RU: Forms = ("сдачи", "сдач", "сдач")  # «после 1 сдачи, после 2 сдач»


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


def signed(points: int) -> str:
    """Points with a sign, as a score sheet shows them: «+100», «−55» (a real minus sign), «0»."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


_RANK_ACCUSATIVE = {
    Rank.TWO: "двойку", Rank.THREE: "тройку", Rank.FOUR: "четвёрку", Rank.FIVE: "пятёрку",
    Rank.SIX: "шестёрку", Rank.SEVEN: "семёрку", Rank.EIGHT: "восьмёрку", Rank.NINE: "девятку",
    Rank.TEN: "десятку", Rank.JACK: "валета", Rank.QUEEN: "даму", Rank.KING: "короля", Rank.ACE: "туза",
    Rank.JOKER: "джокера",
}


def rank_accusative_ru(rank: Rank) -> str:
    """A rank's name as the object of a verb: «заменяет <короля>», «<даму>».

    >>> rank_accusative_ru(Rank.KING), rank_accusative_ru(Rank.QUEEN), rank_accusative_ru(Rank.ACE)
    ('короля', 'даму', 'туза')
    """
    return _RANK_ACCUSATIVE[rank]


__all__ = [
    "Forms", "plural_ru", "count_ru", "signed", "rank_accusative_ru",
    "CARDS_RU", "CARDS_ACCUSATIVE_RU", "POINTS_RU", "TIMES_RU", "PLAYERS_RU", "TRICKS_RU", "MOVES_RU", "DEALS_RU", "DEALS_GENITIVE_RU",
]
