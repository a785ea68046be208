"""Russian words every game needs: a noun that agrees with the number before it.

>>> count_ru(1, POINTS_RU), count_ru(3, POINTS_RU), count_ru(11, POINTS_RU), count_ru(-22, POINTS_RU)
('1 очко', '3 очка', '11 очков', '-22 очка')
>>> plural_ru(5, CARDS_RU)
'карт'
"""

from __future__ import annotations

Forms = tuple[str, str, str]  # one, few (2-4), many (5-20, 0)

POINTS_RU: Forms = ("очко", "очка", "очков")
CARDS_RU: Forms = ("карта", "карты", "карт")
MOVES_RU: Forms = ("ход", "хода", "ходов")
DEALS_RU: Forms = ("сдача", "сдачи", "сдач")


def plural_ru(n: int, forms: Forms) -> str:
    """The form of a noun that agrees with the number n."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


def count_ru(n: int, forms: Forms) -> str:
    """A number with its noun: «2 очка»."""
    return f"{n} {plural_ru(n, forms)}"


def signed(points: int) -> str:
    """Points with a sign, as a score sheet shows them: «+100», «−55» (a real minus sign), «0»."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"
