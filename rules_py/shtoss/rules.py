"""How one stake of Штосс is decided: the banker's pack turned face up, two cards at a time.

The banker (банкомёт, seat 0) turns his own shuffled pack face up in pairs («абцуги»). The first card of
the punter's rank that shows decides the stake: on an odd place in the pack (the first card of a pair)
the banker wins, on an even place (the second) the punter wins. Suits do not matter, nor does the order
of ranks (X-100). The seed names the two cards of the first pair only: «лоб» and «соник» (spelt
«сонник» too, X-96); the messages use those names for the first pair and say «первая» / «вторая карта
пары» for the others (``slot_names_ru``). When both cards of a pair match («плие»), the banker wins:
the first card comes first, so this is the same answer as the odd/even rule, for any pair, not only the
first (X-97); the banker is paid the whole stake.

>>> from rules_py.cards import parse_cards, Rank
>>> settle(parse_cards("2C 5D QS 9H QH 3S"), Rank.QUEEN)
Outcome(position=3, pair=2, winner=0, plie=False)
>>> settle(parse_cards("2C QD"), Rank.QUEEN)
Outcome(position=2, pair=1, winner=1, plie=False)
>>> settle(parse_cards("QC QD"), Rank.QUEEN)
Outcome(position=1, pair=1, winner=0, plie=True)
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from rules_py.cards import Card, Rank

BANKER = 0
PUNTER = 1
SEAT_NAMES_RU = ("Банкомёт", "Понтёр")


class Outcome(NamedTuple):
    """Where the punter's rank first showed and who won the stake."""

    position: int  # 1-based place in the banker's pack of the first card of the punter's rank
    pair: int  # 1-based number of the «абцуг» that decided the stake
    winner: int  # BANKER or PUNTER
    plie: bool  # both cards of the deciding pair had the punter's rank


def pair_result(lob: Card, sonik: Card, rank: Rank) -> int | None:
    """The winner decided by one pair, or None when neither card has the punter's rank."""
    if lob.rank is rank:
        return BANKER  # «лоб», and also «плие» when the «соник» matches as well
    if sonik.rank is rank:
        return PUNTER
    return None


def slot_names_ru(pair: int) -> tuple[str, str]:
    """What the two cards of the pair with this 1-based number are called: «лоб» and «соник» in the
    first pair, the only one the seed names (X-96); «нечётная» and «чётная» (their places in the pack)
    in the others.

    >>> slot_names_ru(1), slot_names_ru(2)
    (('лоб', 'соник'), ('нечётная', 'чётная'))
    """
    return ("лоб", "соник") if pair == 1 else ("нечётная", "чётная")


def pair_note_ru(lob: Card, sonik: Card, rank: Rank, pair: int = 1) -> str:
    """What one turned pair (its 1-based number `pair`) means for a stake on `rank`, in the words a
    reader sees; the names «лоб» and «соник» only for the first pair, as in the seed.

    >>> from rules_py.cards import Card
    >>> pair_note_ru(Card.parse("2C"), Card.parse("QD"), Rank.QUEEN)
    'Соник совпал с картой понтёра, лоб — нет: выиграл понтёр.'
    >>> pair_note_ru(Card.parse("QC"), Card.parse("QD"), Rank.QUEEN)
    'Плие: совпали и лоб, и соник — выиграл банкомёт (лоб лежит раньше, X-97).'
    >>> pair_note_ru(Card.parse("2C"), Card.parse("QD"), Rank.QUEEN, 3)
    'Вторая карта пары совпала с картой понтёра, первая — нет: выиграл понтёр.'
    """
    winner = pair_result(lob, sonik, rank)
    first = pair == 1
    if winner is None:
        if first:
            return "Ни лоб, ни соник не совпали с картой понтёра: пара уходит, открывают следующую."
        return "Ни одна карта пары не совпала с картой понтёра: пара уходит, открывают следующую."
    if winner == PUNTER:
        if first:
            return "Соник совпал с картой понтёра, лоб — нет: выиграл понтёр."
        return "Вторая карта пары совпала с картой понтёра, первая — нет: выиграл понтёр."
    if sonik.rank is rank:
        if first:
            return "Плие: совпали и лоб, и соник — выиграл банкомёт (лоб лежит раньше, X-97)."
        return "Плие: совпали обе карты пары — выиграл банкомёт (первая лежит раньше, X-97)."
    if first:
        return "Лоб совпал с картой понтёра: выиграл банкомёт."
    return "Первая карта пары совпала с картой понтёра: выиграл банкомёт."


def settle(pack: Sequence[Card], rank: Rank) -> Outcome:
    """Turn the whole pack pair by pair until the punter's rank shows.

    The pack must hold the rank (a full pack holds four of each, X-99).
    """
    for start in range(0, len(pack) - 1, 2):
        lob, sonik = pack[start], pack[start + 1]
        winner = pair_result(lob, sonik, rank)
        if winner is not None:
            position = start + 1 if winner == BANKER else start + 2
            return Outcome(position, start // 2 + 1, winner, lob.rank is rank and sonik.rank is rank)
    raise ValueError("the pack does not hold the punter's rank")
